#if canImport(UIKit)
import UIKit

/// Tells an app what its drop-down sheet is doing and lets it keep a draft from being dismissed.
///
/// Every method has a default implementation, so implement only what you need. As UIKit's
/// delegates do, the methods are named after the delegating object, so a class can be the
/// delegate of a sheet and of other UIKit objects without a clash. The sheet calls them after it
/// has finished updating itself, so they may call back into the sheet (minimize, expand,
/// dismiss) from any of them; such calls take effect at once and their own callbacks follow the
/// current one. The ordering rules are those of ``DropDownSheetCore/DropDownSheetEvent``: every `didMoveTo` is
/// preceded by its `willMoveTo`, and an interrupted move has no `didMoveTo`.
@MainActor
public protocol DropDownSheetDelegate: AnyObject {
    /// The sheet started moving toward `state` (after a gesture, a tap or a call in code).
    ///
    /// `state` names the detent the sheet heads for: ``DropDownSheetCore/DropDownSheetState/expanded``,
    /// ``DropDownSheetCore/DropDownSheetState/minimized``, the identifier of one of the
    /// configuration's ``DropDownSheetCore/DropDownSheetConfiguration/detents`` (`"half"`), or
    /// ``DropDownSheetCore/DropDownSheetState/dismissed``. This is the call to watch for detent
    /// changes, as `UISheetPresentationControllerDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`
    /// and FloatingPanel's `floatingPanelDidChangeState(_:)` are; from here on,
    /// ``DropDownSheetController/selectedDetentIdentifier`` is `state`.
    func dropDownSheetController(_ sheet: DropDownSheetController, willMoveTo state: DropDownSheetState)

    /// The sheet came to rest in `state`: a detent's identifier, as in
    /// ``dropDownSheetController(_:willMoveTo:)`` (``DropDownSheetController/state`` is `state`
    /// from here on). After `.dismissed` the sheet is no longer presented, and may be presented
    /// again from here.
    ///
    /// The callbacks follow the sheet, not UIKit: `.expanded` can come before UIKit has presented
    /// the sheet's container modally (an expand without animation, or one waiting for a
    /// presentation of the screen underneath to go). To present something from the sheet's
    /// content here, use ``UIKit/UIViewController/presentAboveDropDownSheet(_:animated:completion:)``,
    /// which waits for UIKit; a plain `present(_:animated:)` may be refused then.
    func dropDownSheetController(_ sheet: DropDownSheetController, didMoveTo state: DropDownSheetState)

    /// Whether the sheet may be dismissed now. Asked when the user begins to dismiss it (by
    /// swiping its bar away, by tapping the dimmed screen when
    /// ``DropDownSheetCore/DropDownSheetConfiguration/dimmingTapAction`` is `.dismiss`, or with a
    /// close: VoiceOver's, the chooser's, ``DropDownSheetController/requestDismissal()``); the
    /// content controller's `isModalInPresentation` vetoes those too. Answer quickly, without
    /// showing UI (show it in ``dropDownSheetControllerDidAttemptToDismiss(_:)``). Default `true`.
    ///
    /// Also asked when UIKit's `dismiss(animated:)` reaches the expanded sheet without the library
    /// starting it (from its content, SwiftUI's `dismiss`, or the app dismissing what the screen
    /// underneath presents on a deep link or a notification tap): whose call that was cannot be
    /// told, so your explicit `false` sends the sheet back to its bar (and you hear
    /// ``dropDownSheetControllerDidAttemptToDismiss(_:)``). `isModalInPresentation` is not asked
    /// then: UIKit applies it to interactive dismissals only, so a compose screen that sets it
    /// while it has text still closes from its own code. A sheet that is not dismissible (an
    /// accessory) goes back to its bar silently.
    ///
    /// A Send (or any button of the content that closes the sheet) should call
    /// `dropDownSheet?.dismiss()` (``DropDownSheetController/dismiss(animated:completion:)``),
    /// which is never asked about: code that closes a sheet knows what it closes.
    func dropDownSheetControllerShouldDismiss(_ sheet: DropDownSheetController) -> Bool

    /// The user tried to dismiss the sheet, and ``dropDownSheetControllerShouldDismiss(_:)`` (or
    /// `isModalInPresentation`) kept it; or UIKit's `dismiss(animated:)` reached it while it was
    /// expanded and ``dropDownSheetControllerShouldDismiss(_:)`` returned `false`. The sheet
    /// returned to its bar. The place to ask "Delete Draft / Save Draft", with
    /// ``UIKit/UIViewController/presentAboveDropDownSheet(_:animated:completion:)``. A Send should
    /// call `dropDownSheet?.dismiss()`, which never comes here. Default: nothing.
    func dropDownSheetControllerDidAttemptToDismiss(_ sheet: DropDownSheetController)

    /// The sheet moved: `position` has its progress (1 expanded, 0 minimized) and the frame of its
    /// visible part, in the coordinates of the window the screen underneath is in
    /// (`CGRect(position)`). Called on every display frame in which
    /// it changed, while it springs or follows a finger, and once when a layout moves it: for an
    /// app that follows the sheet (a map keeping its camera clear of the card, a header fading as
    /// the card rises), as FloatingPanel's `floatingPanelDidMove` allows. It runs up to 120 times a
    /// second: keep it cheap (set a constraint's constant or a view's alpha; do not lay out the
    /// whole screen, present or allocate much). Default: nothing.
    func dropDownSheetController(_ sheet: DropDownSheetController, didChangePosition position: DropDownSheetPosition)

    /// How much room the bars take at the bottom of the screen underneath changed (a sheet set
    /// off, the text size, the tab bar or a rotation changed it): `inset.bottom` points above its
    /// tab bar or toolbar (or, without one, above its bottom safe area). The library has added
    /// `inset.safeAreaBottom` of it to the safe area of the screen's content already (all of it
    /// unless a sheet opted out with
    /// ``DropDownSheetCore/DropDownSheetConfiguration/adjustsSafeAreaUnderneath``); a sheet that
    /// opted out makes room for the rest here. Called on the delegate of every sheet presented
    /// over that screen, never on a frame; read it any time as
    /// ``DropDownSheetController/underneathInset``. Default: nothing.
    func dropDownSheetController(_ sheet: DropDownSheetController, didChangeUnderneathInset inset: DropDownSheetUnderneathInset)

    /// Tells the delegate that the sheet's minimized bar moved between the full width and inline
    /// beside a tab bar that iOS 26 minimized (``DropDownSheetController/barPlacement``): a
    /// ``DropDownSheetController/compactView`` lays itself out for it (artwork and title only
    /// inline), as a system accessory does for `UITraitCollection.tabAccessoryEnvironment`.
    /// Called on the main actor, once for each change, as the bar sets off. Default: does nothing.
    func dropDownSheetController(_ sheet: DropDownSheetController, didChangeBarPlacement placement: DropDownSheetBarPlacement)

    /// The sheet's content was replaced (``DropDownSheetController/replaceContent(with:animated:)``):
    /// `oldContent` has left the sheet (it is no longer a child of the library's container and the
    /// library keeps no reference to it) and `newContent` is shown. The place to save what the old
    /// content held, or to keep it for later. Called after the sheet shows the new content, in the
    /// same call. Default: nothing.
    func dropDownSheetController(_ sheet: DropDownSheetController, didReplace oldContent: UIViewController,
                                 with newContent: UIViewController)

    // The names four of these methods had before they were named after the delegating object.
    // Deprecated, still called: DropDownSheetDelegate+RenamedMethods.swift.

    /// Deprecated: renamed ``dropDownSheetController(_:willMoveTo:)``. An implementation of this
    /// name is still called, when the new name is not implemented, and reported once in the
    /// console; the compiler does not flag it. Default: nothing.
    @available(*, deprecated, renamed: "dropDownSheetController(_:willMoveTo:)")
    func sheet(_ sheet: DropDownSheetController, willMoveTo state: DropDownSheetState)

    /// Deprecated: renamed ``dropDownSheetController(_:didMoveTo:)``. An implementation of this
    /// name is still called, when the new name is not implemented, and reported once in the
    /// console; the compiler does not flag it. Default: nothing.
    @available(*, deprecated, renamed: "dropDownSheetController(_:didMoveTo:)")
    func sheet(_ sheet: DropDownSheetController, didMoveTo state: DropDownSheetState)

    /// Deprecated: renamed ``dropDownSheetControllerShouldDismiss(_:)``. An implementation of this
    /// name is still asked, when the new name is not implemented, and reported once in the
    /// console; the compiler does not flag it. Default `true`.
    @available(*, deprecated, renamed: "dropDownSheetControllerShouldDismiss(_:)")
    func sheetShouldDismiss(_ sheet: DropDownSheetController) -> Bool

    /// Deprecated: renamed ``dropDownSheetControllerDidAttemptToDismiss(_:)``. An implementation
    /// of this name is still called, when the new name is not implemented, and reported once in
    /// the console; the compiler does not flag it. Default: nothing.
    @available(*, deprecated, renamed: "dropDownSheetControllerDidAttemptToDismiss(_:)")
    func sheetDidAttemptToDismiss(_ sheet: DropDownSheetController)
}

// The renamed methods' defaults call the old names, so that an app still implementing one of
// them is still called (DropDownSheetDelegate+RenamedMethods.swift).
public extension DropDownSheetDelegate {
    func dropDownSheetController(_ sheet: DropDownSheetController, willMoveTo state: DropDownSheetState) {
        renamedMethods.willMove(sheet, to: state)
    }
    func dropDownSheetController(_ sheet: DropDownSheetController, didMoveTo state: DropDownSheetState) {
        renamedMethods.didMove(sheet, to: state)
    }
    func dropDownSheetControllerShouldDismiss(_ sheet: DropDownSheetController) -> Bool {
        renamedMethods.shouldDismiss(sheet)
    }
    func dropDownSheetControllerDidAttemptToDismiss(_ sheet: DropDownSheetController) {
        renamedMethods.didAttemptToDismiss(sheet)
    }
    func dropDownSheetController(_ sheet: DropDownSheetController, didChangePosition position: DropDownSheetPosition) {}
    func dropDownSheetController(_ sheet: DropDownSheetController, didChangeUnderneathInset inset: DropDownSheetUnderneathInset) {}
    func dropDownSheetController(_ sheet: DropDownSheetController, didChangeBarPlacement placement: DropDownSheetBarPlacement) {}
    func dropDownSheetController(_ sheet: DropDownSheetController, didReplace oldContent: UIViewController,
                                 with newContent: UIViewController) {}
}
#endif
