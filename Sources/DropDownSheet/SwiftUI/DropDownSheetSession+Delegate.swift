#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import DropDownSheetCore

/// The session is its sheets' delegate: the sheet's moves are written back to the binding when it
/// comes to rest, and told to the app's move action; a sheet that is no longer the session's own
/// (replaced, or dismissed before a new presentation) only finishes (its onDismiss and its last
/// position). Every call of the app's code goes through ``DropDownSheetCallbackGate``.
@available(iOS 15.0, *)
extension DropDownSheetSession: DropDownSheetDelegate {
    func dropDownSheetController(_ sheet: DropDownSheetController, willMoveTo state: DropDownSheetState) {
        guard sheet === self.sheet else { return }
        // The stand-in at the bar, while the detent the binding names is not known yet: not a
        // move the binding hears. Any other move (the user's, the app's) ends the wait.
        // The content is laid out at its own height only toward a content-sized detent: the
        // root learns where the sheet is heading (one layout at the start of the move).
        defer { measureContent() }
        if isStandInMove(to: state) { return }
        awaitedDetent = nil
        sync.sheetWillMove(to: state)
    }

    func dropDownSheetController(_ sheet: DropDownSheetController, didMoveTo state: DropDownSheetState) {
        // After the onDismiss below: the proxy's dismissal completions wait for it.
        defer { if state == .dismissed { finishDismissal(of: sheet) } }
        guard sheet === self.sheet else {
            // A sheet replaced by another item's, or dismissed before a new presentation: gone.
            // Its events only finish it: its last position and onDismiss, nothing written.
            if state == .dismissed {
                tellDismissal(of: sheet)
                callOnDismiss(source?.onDismiss)
            }
            return
        }
        if isStandInMove(to: state) { return }
        let value = sync.sheetDidMove(to: state)
        if state == .dismissed {
            self.sheet = nil
            tellDismissal(of: sheet)
        }
        if let value { write(value) }
        if state == .dismissed { callOnDismiss(source?.onDismiss) }
    }

    func dropDownSheetControllerShouldDismiss(_ sheet: DropDownSheetController) -> Bool {
        !isDismissDisabled
    }

    func dropDownSheetControllerDidAttemptToDismiss(_ sheet: DropDownSheetController) {
        guard sheet === self.sheet, let onAttemptToDismiss else { return }
        DropDownSheetCallbackGate.run(onAttemptToDismiss)
    }

    func dropDownSheetController(_ sheet: DropDownSheetController, didChangePosition position: DropDownSheetPosition) {
        guard sheet === self.sheet else { return }
        tellMove(position, of: sheet)
    }

    /// Tells the app's move action where `sheet` is (`.resting(.dismissed)`: gone); during a view
    /// update, once the update is over (the latest position of each sheet only).
    func tellMove(_ position: DropDownSheetPosition, of sheet: DropDownSheetController) {
        guard let moveAction else { return }
        DropDownSheetCallbackGate.run(key: ObjectIdentifier(sheet)) { moveAction.action(position) }
    }

    /// Tells the app's move action that `sheet` is gone.
    private func tellDismissal(of sheet: DropDownSheetController) {
        tellMove(.dismissed(sheet.sheetIdentifier, role: sheet.role, containerHeight: Double(sheet.host?.view.bounds.height ?? 0)),
                 of: sheet)
    }

    func dropDownSheetController(_ sheet: DropDownSheetController, didChangeBarPlacement placement: DropDownSheetBarPlacement) {
        guard sheet === self.sheet, placement != barPlacement else { return }
        barPlacement = placement
        barPlacementDidChange()
    }

    func dropDownSheetController(_ sheet: DropDownSheetController, didChangeUnderneathInset inset: DropDownSheetUnderneathInset) {
        guard sheet === self.sheet else { return }
        Self.share(inset, from: self)
    }
}
#endif
