import DropDownSheet
import UIKit

/// Opens drafts in compose sheets, keeps a draft with text from being swiped away, and asks
/// "Delete Draft / Save Draft" when the user tries.
///
/// One draft at a time for now: composing while a draft is open brings that draft back up.
/// Issue 7 (several drafts stacked at the bottom, restored on relaunch) extends this class: the
/// single `session` becomes sessions keyed by `Draft.ID`, and the saved stack is a list of
/// `Draft`s, which are `Codable`.
@MainActor
final class ComposeCoordinator: DropDownSheetDelegate, ComposeViewControllerDelegate {
    private struct Session {
        let sheet: DropDownSheetController
        let compose: ComposeViewController
        /// Whether the current close attempt came from the Cancel button (rather than a swipe).
        var isCancelling = false
    }

    private let mailbox: Mailbox
    private let settings: SheetSettings
    private let slot: SheetSlot
    private var session: Session?

    init(mailbox: Mailbox, settings: SheetSettings, slot: SheetSlot) {
        self.mailbox = mailbox
        self.settings = settings
        self.slot = slot
        NotificationCenter.default.addObserver(self, selector: #selector(settingsDidChange),
                                               name: SheetSettings.didChangeNotification, object: settings)
    }

    /// The draft open in the compose sheet, if any.
    var openDraftID: Draft.ID? { session?.compose.draft.id }

    /// Opens `draft` (a new one by default) in a compose sheet, expanded with the keyboard up. If
    /// a draft is already open, expands that one instead: one draft at a time (see above).
    func compose(_ draft: Draft = Draft()) {
        if let session {
            session.sheet.expand()
            return
        }
        let compose = ComposeViewController(draft: draft)
        compose.delegate = self
        let content = UINavigationController(rootViewController: compose)
        let sheet = DropDownSheetController(content: content, configuration: settings.configuration(isDismissible: true))
        sheet.delegate = self
        session = Session(sheet: sheet, compose: compose)
        slot.presentGuest(sheet)
    }

    // MARK: - DropDownSheetDelegate

    /// A draft with text is never swiped away: the sheet springs back to its bar and
    /// `sheetDidAttemptToDismiss` asks what to do.
    func sheetShouldDismiss(_ sheet: DropDownSheetController) -> Bool {
        guard let session, session.sheet === sheet else { return true }
        return !session.compose.draft.hasContent
    }

    func sheetDidAttemptToDismiss(_ sheet: DropDownSheetController) {
        guard let session, session.sheet === sheet else { return }
        let fromCancelButton = session.isCancelling
        self.session?.isCancelling = false

        let ask = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        ask.addAction(UIAlertAction(title: "Delete Draft", style: .destructive) { [weak self] _ in
            self?.close(sheet, keepingDraft: false)
        })
        ask.addAction(UIAlertAction(title: "Save Draft", style: .default) { [weak self] _ in
            self?.close(sheet, keepingDraft: true)
        })
        ask.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in
            // Back to writing after Cancel; after a swipe the draft stays in its bar.
            if fromCancelButton { sheet.expand() }
        })
        // On iPad the action sheet is a popover: anchor it to the draft's Cancel button, which is
        // on screen whether the sheet is expanded or minimized (the bar is the top of the card).
        ask.popoverPresentationController?.barButtonItem = session.compose.cancelButton
        sheet.contentViewController.present(ask, animated: true)
    }

    func sheet(_ sheet: DropDownSheetController, didMoveTo state: DropDownSheetState) {
        guard state == .dismissed, let session, session.sheet === sheet else { return }
        self.session = nil
        slot.guestDidDismiss(sheet)
    }

    // MARK: - ComposeViewControllerDelegate

    func composeWillCancel(_ compose: ComposeViewController) {
        guard session?.compose === compose else { return }
        // The compose screen calls `requestDismissal()` right after this, which asks at once;
        // the flag only lasts for that call.
        session?.isCancelling = true
        Task { @MainActor [weak self] in self?.session?.isCancelling = false }
    }

    func composeDidSend(_ compose: ComposeViewController) {
        guard let session, session.compose === compose else { return }
        mailbox.send(compose.draft)
        session.sheet.dismiss()
    }

    // MARK: - Private

    /// Closes the sheet after the user chose: the draft is saved to (or deleted from) the Drafts
    /// folder, and the sheet is dismissed in code, which the veto never blocks.
    private func close(_ sheet: DropDownSheetController, keepingDraft: Bool) {
        guard let session, session.sheet === sheet else { return }
        let draft = session.compose.draft
        if keepingDraft {
            mailbox.save(draft)
        } else {
            mailbox.deleteDraft(id: draft.id)
        }
        sheet.dismiss()
    }

    @objc private func settingsDidChange() {
        session?.sheet.configuration = settings.configuration(isDismissible: true)
    }
}
