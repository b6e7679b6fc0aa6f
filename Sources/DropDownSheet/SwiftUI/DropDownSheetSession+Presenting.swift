#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import DropDownSheetCore

/// Presenting and dismissing the session's sheets: from a view controller free to present (not in
/// the middle of a SwiftUI update or a UIKit transition), after any sheet of this session, or with
/// its identifier, has left.
@available(iOS 15.0, *)
extension DropDownSheetSession {
    /// Presents the waiting sheet soon: not in the middle of a SwiftUI view update, which may be
    /// where the request came from.
    func schedulePresentation() {
        Task { @MainActor [weak self] in self?.presentIfPossible() }
    }

    /// Presents the waiting sheet if there is a view controller free to present it; otherwise
    /// tries again when UIKit's transition ends, the anchor reaches a window, or the view updates.
    func presentIfPossible() {
        adoptLeftSheet(animated: pendingPresentation?.animated ?? true)
        guard let pending = pendingPresentation else { return }
        guard let presenter = anchor?.presenter else { return }
        outgoingSheets.removeAll { !($0.sheet?.isPresented ?? false) }
        let (sameIdentifier, decision) = sheetWithIdentifier(on: presenter)
        if let outgoing = outgoingSheets.first?.sheet ?? (decision == .waitForLeavingSheet ? sameIdentifier : nil) {
            waitForTransition(of: outgoing.contentViewController)
            return
        }
        if decision == .waitForOwner, ownerWaits < Self.ownerWaitRetries {
            // Another view's session still owns the sheet: inside an animated transaction SwiftUI
            // tears the removed view down only when its removal transition ends, and the sheet is
            // then left to this session (``leave(_:onDismiss:)``). Nothing is written meanwhile;
            // after the bounded wait the presentation goes on, and is refused.
            waitForOwner()
            return
        }
        if let busy = presenter.presentedViewController, busy.isBeingPresented || busy.isBeingDismissed {
            // UIKit is in a transition there; sheets shown over that screen are no obstacle (the new
            // one joins them), and neither is another modal (the sheet starts below it, in the overlay).
            waitForTransition(of: busy)
            return
        }
        if presenter.isBeingPresented || presenter.isBeingDismissed {
            waitForTransition(of: presenter)
            return
        }
        var initialState = pending.state
        awaitedDetent = nil
        if initialState.isCustomDetent, !hasDetent(initialState) {
            // A detent the content names once it renders (dropDownSheetDetents), which it does only
            // on screen, in a window: the sheet is presented to its bar, and the content's first
            // report of its detents moves it on to this one (``moveToAwaitedDetent(giveUp:)``), the
            // spring turning mid-way. The binding hears nothing of the stand-in bar.
            awaitedDetent = (initialState, pending.animated, true)
            initialState = .minimized
        }
        guard let sheet = makeSheet() else {
            awaitedDetent = nil
            return
        }
        self.sheet = sheet
        pendingPresentation = nil
        measureContent()
        // Joins the stack when other drop-down sheets are presented from the same place.
        switch presenter.presentDropDownSheet(sheet, initialState: initialState, animated: pending.animated) {
        case .presented, .joined, .moved:
            sheetWasPresented = true
        case .refused(.presenterNotInWindow):
            // The presenter left its window meanwhile: wait for the next chance.
            self.sheet = nil
            awaitedDetent = nil
            pendingPresentation = pending
        case .refused:
            // The stack of drafts there is full, another accessory or a sheet with the same
            // identifier is there: this one is not shown, and the binding says so.
            self.sheet = nil
            awaitedDetent = nil
            if let value = sync.sheetDidDisappear() { write(value) }
        }
        refreshContent()
    }

    /// How many times (about 16 ms apart, so about 2 s) a presentation waits for another live
    /// session to let go of the sheet with its identifier: longer than SwiftUI's removal
    /// transitions, short enough that two modifiers with one identifier (the app's mistake) are
    /// refused soon.
    static let ownerWaitRetries = 120

    /// The sheet on `presenter`'s screen with this session's identifier, if any, and what
    /// ``DropDownSheetSessionAdoption`` decides about it: wait for it while it leaves (another
    /// session's, left behind) or while another live session still owns it, rather than being
    /// refused.
    private func sheetWithIdentifier(on presenter: UIViewController) -> (DropDownSheetController?, DropDownSheetSessionAdoption) {
        guard let identifier, let sheet = presenter.presentedDropDownSheets.first(where: { $0.identifier == identifier }) else {
            return (nil, .presentNew)
        }
        let onScreen = onScreen(sheet)
        let requested = source?.read(onScreen.destination) ?? .dismissed
        return (sheet, DropDownSheetSessionAdoption.decide(identifier: identifier, role: role, requested: requested, onScreen: onScreen))
    }

    /// Calls ``presentIfPossible()`` when `controller`'s transition ends, or a frame later when
    /// it has no transition coordinator (for at most about two seconds; later updates and the
    /// anchor's return to a window try again).
    private func waitForTransition(of controller: UIViewController) {
        guard !retryIsScheduled else { return }
        retryIsScheduled = true
        if let coordinator = controller.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                Task { @MainActor [weak self] in self?.retryPresentation() }
            }
        } else if retries < Self.ownerWaitRetries {
            retries += 1
            Task { @MainActor [weak self] in
                try? await Task.sleep(nanoseconds: 16_000_000)
                self?.retryPresentation()
            }
        } else {
            retryIsScheduled = false
        }
    }

    /// Calls ``presentIfPossible()`` again a frame later, counting the wait for another session
    /// to let go of the sheet (``ownerWaits``, at most ``ownerWaitRetries``).
    private func waitForOwner() {
        guard !retryIsScheduled else { return }
        retryIsScheduled = true
        ownerWaits += 1
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: 16_000_000)
            self?.retryPresentation()
        }
    }

    private func retryPresentation() {
        retryIsScheduled = false
        presentIfPossible()
    }

    /// Dismisses `sheet`, after any transition around it has ended (its own presentation, or an
    /// alert of the content's coming or going): UIKit ignores a dismissal it cannot start, so
    /// one that did not start is tried again (up to 20 times, every 0.1 s).
    func dismissWhenPossible(_ sheet: DropDownSheetController, animated: Bool, attempt: Int = 0) {
        if !outgoingSheets.contains(where: { $0.sheet === sheet }) { outgoingSheets.append(WeakSheet(sheet)) }
        guard sheet.isPresented else { return }
        if let coordinator = sheet.contentViewController.transitionCoordinator
            ?? sheet.host?.presentedViewController?.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { [weak self, weak sheet] _ in
                Task { @MainActor [weak self, weak sheet] in
                    guard let sheet else { return }
                    if let self { self.dismissWhenPossible(sheet, animated: animated, attempt: attempt) } else { sheet.dismiss(animated: animated) }
                }
            }
            return
        }
        sheet.dismiss(animated: animated) { [weak self] in
            Task { @MainActor [weak self] in self?.presentIfPossible() }
        }
        guard attempt < 20 else { return }
        Task { @MainActor [weak self, weak sheet] in
            try? await Task.sleep(nanoseconds: 100_000_000)
            guard let sheet, sheet.isPresented, sheet.phase != .settling(toward: .dismissed),
                  sheet.host?.isBeingDismissed == false else { return }
            // A session released meanwhile (a torn-down view's) still gets its sheet dismissed, as
            // the transition-coordinator path above does it.
            guard let self else { return sheet.dismiss(animated: animated) }
            self.dismissWhenPossible(sheet, animated: animated, attempt: attempt + 1)
        }
    }
}
#endif
