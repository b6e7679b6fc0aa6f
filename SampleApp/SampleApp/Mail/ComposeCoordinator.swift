import DropDownSheet
import UIKit

/// Opens drafts in compose sheets, several at a time, keeps a draft with text from being swiped
/// away, asks "Delete Draft / Save Draft" when the user tries, and saves the open drafts so that
/// they come back after a relaunch.
///
/// - Each open draft is a session keyed by its `Draft.ID`, which is also its sheet's
///   `identifier`. Composing while drafts are open starts another one: it springs up, the one
///   that was expanded minimizes, and the minimized ones pile up at the bottom ("3 Drafts"; a tap
///   opens the library's chooser to reopen or close one). Opening a draft that is already open
///   (from the Drafts folder) expands it.
/// - When the stack is full (`maximumSheetCount`), an alert says so and nothing is discarded.
/// - The open drafts and the library's `dropDownSheetStackSnapshot` are written to
///   Application Support (``OpenDraftsStore``) on every move of a draft, shortly after each edit,
///   and when the app goes to the background; ``restoreOpenDrafts()`` brings them back at launch.
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
    /// The tab bar controller, which every sheet is presented from.
    private weak var presenter: UIViewController?
    private let store: OpenDraftsStore
    private var sessions: [Draft.ID: Session] = [:]
    /// False until the saved drafts were read back (or there were none): saving before that would
    /// overwrite them with an empty list.
    private var canSave = false
    private var pendingSave: Task<Void, Never>?

    init(mailbox: Mailbox, settings: SheetSettings, presenter: UIViewController, store: OpenDraftsStore = OpenDraftsStore()) {
        self.mailbox = mailbox
        self.settings = settings
        self.presenter = presenter
        self.store = store
        NotificationCenter.default.addObserver(self, selector: #selector(settingsDidChange),
                                               name: SheetSettings.didChangeNotification, object: settings)
        NotificationCenter.default.addObserver(self, selector: #selector(appDidEnterBackground),
                                               name: UIApplication.didEnterBackgroundNotification, object: nil)
    }

    /// The drafts open in compose sheets (presented, or about to be).
    var openDraftIDs: Set<Draft.ID> { Set(sessions.keys) }

    /// Opens `draft` (a new one by default) in a compose sheet, expanded with the keyboard up; the
    /// draft that was expanded minimizes. A draft already open is expanded instead. When the stack
    /// of sheets is full, an alert says so.
    func compose(_ draft: Draft = Draft()) {
        if let session = sessions[draft.id] {
            session.sheet.expand()
            return
        }
        guard let presenter else { return }
        let sheet = makeSession(for: draft)
        // Joins the drafts (and the mini player) already shown; the library says when it cannot.
        let result = presenter.presentDropDownSheet(sheet, initialState: .expanded)
        if case .refused(let reason) = result {
            sessions[draft.id] = nil
            if reason == .stackFull {
                presenter.presentAboveDropDownSheet(StackFullAlert.make(maximum: settings.configuration.maximumSheetCount))
            } else {
                SampleLog.drafts.error("The draft was not presented: \(String(describing: reason), privacy: .public)")
            }
        }
        saveNow()
    }

    /// Brings back the drafts that were open when the app last went away, in their saved order,
    /// the one that was expanded expanded. Call once, when the tab bar controller is first on
    /// screen. Returns whether there was anything to restore.
    @discardableResult
    func restoreOpenDrafts() -> Bool {
        guard let saved = store.load(),
              let stack = saved.stackToRestore(maximumCount: settings.configuration.maximumSheetCount) else {
            canSave = true
            return false
        }
        var drafts: [String: Draft] = [:]
        for draft in saved.drafts { drafts[SavedOpenDrafts.sheetIdentifier(of: draft.id)] = draft }
        var restored: [Draft.ID] = []
        do {
            try presenter?.restoreDropDownSheets(from: stack, animated: false) { [weak self] identifier in
                guard let self, let draft = drafts[identifier], self.sessions[draft.id] == nil else { return nil }
                restored.append(draft.id)
                return self.makeSession(for: draft)
            }
        } catch {
            SampleLog.drafts.error("Could not restore the drafts' stack: \(String(describing: error), privacy: .public)")
        }
        // A draft whose sheet could not be presented is not kept open; its text goes to the
        // Drafts folder rather than being lost.
        for id in restored {
            guard let session = sessions[id], !session.sheet.isPresented else { continue }
            sessions[id] = nil
            if session.compose.draft.hasContent { mailbox.save(session.compose.draft) }
        }
        canSave = true
        saveNow()
        return true
    }

    // MARK: - DropDownSheetDelegate

    /// A draft with text is never swiped away: the sheet springs back to its bar and
    /// `dropDownSheetControllerDidAttemptToDismiss` asks what to do.
    func dropDownSheetControllerShouldDismiss(_ sheet: DropDownSheetController) -> Bool {
        guard let session = session(for: sheet) else { return true }
        return !session.compose.draft.hasContent
    }

    func dropDownSheetControllerDidAttemptToDismiss(_ sheet: DropDownSheetController) {
        guard let id = draftID(of: sheet), let session = sessions[id] else { return }
        let fromCancelButton = session.isCancelling
        sessions[id]?.isCancelling = false

        // The draft asked about may be one of several: an expanded draft anchors an action sheet
        // to its Cancel button (a popover on iPad); a draft closed from the stack's chooser, whose
        // card is not on screen, is named in the title, and on iPad asked with an alert.
        let isOnScreen = sheet.state == .expanded
            || presenter?.presentedDropDownSheets.last(where: { $0.role == .draft && $0.state != .expanded }) === sheet
        let isPad = sheet.contentViewController.traitCollection.userInterfaceIdiom == .pad
        let ask = UIAlertController(title: isOnScreen ? nil : session.compose.draft.title, message: nil,
                                    preferredStyle: isPad && !isOnScreen ? .alert : .actionSheet)
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
        ask.popoverPresentationController?.barButtonItem = session.compose.cancelButton
        presenter?.presentAboveDropDownSheet(ask)
    }

    func dropDownSheetController(_ sheet: DropDownSheetController, didMoveTo state: DropDownSheetState) {
        guard let id = draftID(of: sheet), let session = sessions[id] else { return }
        switch state {
        case .dismissed:
            sessions[id] = nil
        case .expanded:
            session.compose.focusIfFirstTime()
        default:
            break   // the bar, or a detent (the compose sheet has none)
        }
        // The stack changed: its order, which draft is expanded, or a draft left.
        saveNow()
    }

    // MARK: - ComposeViewControllerDelegate

    func composeWillCancel(_ compose: ComposeViewController) {
        let id = compose.draft.id
        guard sessions[id]?.compose === compose else { return }
        // The compose screen calls `requestDismissal()` right after this, which asks at once;
        // the flag only lasts for that call.
        sessions[id]?.isCancelling = true
        Task { @MainActor [weak self] in self?.sessions[id]?.isCancelling = false }
    }

    func composeDidSend(_ compose: ComposeViewController) {
        guard let session = sessions[compose.draft.id], session.compose === compose else { return }
        mailbox.send(compose.draft)
        session.sheet.dismiss()
    }

    func composeDidChange(_ compose: ComposeViewController) {
        scheduleSave()
    }

    // MARK: - Saving

    /// Saves the open drafts and their stack a moment after the last keystroke.
    private func scheduleSave() {
        pendingSave?.cancel()
        pendingSave = Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: 500_000_000)
            guard !Task.isCancelled else { return }
            self?.saveNow()
        }
    }

    /// Saves the open drafts (bottom of the stack to top) and the library's snapshot of their stack,
    /// keeping only the drafts' sheets in it (a note of the Notes tab may share the stack; the mini
    /// player, an accessory, is never in it).
    private func saveNow() {
        pendingSave?.cancel()
        pendingSave = nil
        guard canSave else { return }
        let ids = Set(sessions.keys.map(SavedOpenDrafts.sheetIdentifier(of:)))
        var stack: DropDownSheetStackSnapshot?
        if let snapshot = presenter?.dropDownSheetStackSnapshot {
            let identifiers = snapshot.identifiers.filter(ids.contains)
            if !identifiers.isEmpty {
                stack = DropDownSheetStackSnapshot(identifiers: identifiers,
                                                   expanded: snapshot.expanded.flatMap { ids.contains($0) ? $0 : nil },
                                                   maximumCount: snapshot.maximumCount)
            }
        }
        let order = stack?.identifiers ?? []
        let drafts = sessions.values.map(\.compose.draft).sorted { a, b in
            let ia = order.firstIndex(of: SavedOpenDrafts.sheetIdentifier(of: a.id)) ?? Int.max
            let ib = order.firstIndex(of: SavedOpenDrafts.sheetIdentifier(of: b.id)) ?? Int.max
            return ia != ib ? ia < ib : a.lastEdited < b.lastEdited
        }
        store.save(SavedOpenDrafts(drafts: drafts, stack: stack?.encoded()))
    }

    @objc private func appDidEnterBackground() {
        saveNow()
    }

    // MARK: - Private

    /// A compose sheet for `draft`, identified by the draft's identifier, registered as a session.
    private func makeSession(for draft: Draft) -> DropDownSheetController {
        let compose = ComposeViewController(draft: draft)
        compose.delegate = self
        let content = UINavigationController(rootViewController: compose)
        let sheet = DropDownSheetController(content: content, configuration: settings.configuration(isDismissible: true),
                                            identifier: SavedOpenDrafts.sheetIdentifier(of: draft.id))
        sheet.delegate = self
        sessions[draft.id] = Session(sheet: sheet, compose: compose)
        return sheet
    }

    private func draftID(of sheet: DropDownSheetController) -> Draft.ID? {
        sessions.first { $0.value.sheet === sheet }?.key
    }

    private func session(for sheet: DropDownSheetController) -> Session? {
        draftID(of: sheet).flatMap { sessions[$0] }
    }

    /// Closes the sheet after the user chose: the draft is saved to (or deleted from) the Drafts
    /// folder, and the sheet is dismissed in code, which the veto never blocks.
    private func close(_ sheet: DropDownSheetController, keepingDraft: Bool) {
        guard let session = session(for: sheet) else { return }
        let draft = session.compose.draft
        if keepingDraft {
            mailbox.save(draft)
        } else {
            mailbox.deleteDraft(id: draft.id)
        }
        sheet.dismiss()
    }

    @objc private func settingsDidChange() {
        for session in sessions.values {
            session.sheet.configuration = settings.configuration(isDismissible: true)
        }
    }
}
