#if canImport(UIKit)
import UIKit

public extension UIViewController {
    /// Presents `content` as a drop-down sheet from this view controller and returns the
    /// controller that manages it.
    ///
    /// - Parameters:
    ///   - content: The app's view controller to show in the card (often a
    ///     `UINavigationController`, whose bar then shows in the minimized bar).
    ///   - configuration: The sheet's knobs. Default: all defaults.
    ///   - initialState: `.expanded` (default), or `.minimized` to show only the bar (a mini
    ///     player at launch). `.dismissed` presents nothing.
    ///   - animated: Whether the sheet springs in. Default `true`.
    ///   - completion: Runs when the presentation finishes.
    @discardableResult
    func presentDropDownSheet(content: UIViewController,
                              configuration: DropDownSheetConfiguration = .init(),
                              initialState: DropDownSheetState = .expanded,
                              animated: Bool = true,
                              completion: (() -> Void)? = nil) -> DropDownSheetController {
        let sheet = DropDownSheetController(content: content, configuration: configuration)
        sheet.present(from: self, initialState: initialState, animated: animated, completion: completion)
        return sheet
    }

    /// Presents a drop-down sheet created (and given its delegate, compact view and so on)
    /// beforehand. Does nothing but call `completion` if it is already presented.
    func presentDropDownSheet(_ sheet: DropDownSheetController,
                              initialState: DropDownSheetState = .expanded,
                              animated: Bool = true,
                              completion: (() -> Void)? = nil) {
        sheet.present(from: self, initialState: initialState, animated: animated, completion: completion)
    }

    /// Presents `viewController` (an alert, a share sheet, any modal) from this view controller
    /// even while a drop-down sheet is presented above it: UIKit lets a controller present only one
    /// controller at a time, so this presents from the top of the stack of controllers presented
    /// above this one (the sheet's container, or what it presents in turn). The modal appears
    /// above the sheet, minimized or expanded; when it is dismissed, the sheet is as it was.
    /// Without a sheet or other presented controller, this is `present(_:animated:completion:)`.
    func presentAboveDropDownSheet(_ viewController: UIViewController, animated: Bool = true,
                                   completion: (() -> Void)? = nil) {
        var presenter: UIViewController = self
        while let next = presenter.presentedViewController, !next.isBeingDismissed {
            presenter = next
        }
        presenter.present(viewController, animated: animated, completion: completion)
    }

    /// The drop-down sheet this view controller is shown in (it or one of its ancestors is the
    /// sheet's content), or nil.
    var dropDownSheet: DropDownSheetController? {
        var candidate: UIViewController? = self
        while let vc = candidate {
            if let host = vc as? DropDownSheetHostViewController { return host.sheet }
            candidate = vc.parent
        }
        return nil
    }
}
#endif
