#if canImport(UIKit)
import UIKit

/// Tells an app what its drop-down sheet is doing and lets it keep a draft from being dismissed.
///
/// Every method has a default implementation, so implement only what you need. The sheet calls
/// them after it has finished updating itself, so they may call back into the sheet (minimize,
/// expand, dismiss) from any of them; such calls take effect at once and their own callbacks
/// follow the current one. The ordering rules are those of ``DropDownSheetEvent``: every
/// `didMoveTo` is preceded by its `willMoveTo`, and an interrupted move has no `didMoveTo`.
@MainActor
public protocol DropDownSheetDelegate: AnyObject {
    /// The sheet started moving toward `state` (after a gesture, a tap or a call in code).
    func sheet(_ sheet: DropDownSheetController, willMoveTo state: DropDownSheetState)

    /// The sheet came to rest in `state`. After `.dismissed` the sheet is no longer presented.
    func sheet(_ sheet: DropDownSheetController, didMoveTo state: DropDownSheetState)

    /// Whether the user may dismiss the sheet now (by swiping its bar away, or by tapping the
    /// dimmed screen when ``DropDownSheetConfiguration/dimmingTapAction`` is `.dismiss`). Asked
    /// when such a gesture begins; answer quickly, without showing UI (show it in
    /// ``sheetDidAttemptToDismiss(_:)``). Dismissal in code is never asked about. The content
    /// controller's `isModalInPresentation` vetoes too. Default `true`.
    func sheetShouldDismiss(_ sheet: DropDownSheetController) -> Bool

    /// The user tried to dismiss the sheet and ``sheetShouldDismiss(_:)`` (or
    /// `isModalInPresentation`) kept it; the sheet returned to its bar. The place to ask
    /// "Delete Draft / Save Draft". Default: nothing.
    func sheetDidAttemptToDismiss(_ sheet: DropDownSheetController)
}

public extension DropDownSheetDelegate {
    func sheet(_ sheet: DropDownSheetController, willMoveTo state: DropDownSheetState) {}
    func sheet(_ sheet: DropDownSheetController, didMoveTo state: DropDownSheetState) {}
    func sheetShouldDismiss(_ sheet: DropDownSheetController) -> Bool { true }
    func sheetDidAttemptToDismiss(_ sheet: DropDownSheetController) {}
}
#endif
