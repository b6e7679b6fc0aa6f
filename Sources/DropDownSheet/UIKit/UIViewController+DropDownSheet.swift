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
    /// beforehand. When sheets are already presented from this controller, the new one joins
    /// them in the same presentation (a stack of drafts): it is presented to `initialState`, and if
    /// that is `.expanded` the sheet that was expanded minimizes.
    ///
    /// - Returns: `false`, after calling `completion`, when nothing was presented: the sheet is
    ///   already presented, `initialState` is `.dismissed`, or the stack already holds
    ///   ``DropDownSheetConfiguration/maximumSheetCount`` sheets (no sheet is ever discarded to
    ///   make room; ask the user to finish or close a draft first).
    @discardableResult
    func presentDropDownSheet(_ sheet: DropDownSheetController,
                              initialState: DropDownSheetState = .expanded,
                              animated: Bool = true,
                              completion: (() -> Void)? = nil) -> Bool {
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
        var child: UIViewController = self
        while let parent = child.parent {
            if let host = parent as? DropDownSheetHostViewController {
                return host.sheets.first { $0.contentViewController === child }
            }
            child = parent
        }
        return nil
    }

    /// The drop-down sheets presented from this view controller (they share one presentation),
    /// from the bottom of their stack to the top (the one used last). Empty when there are none.
    var presentedDropDownSheets: [DropDownSheetController] {
        guard let host = dropDownSheetHost, host.presentingViewController != nil else { return [] }
        return host.stack.identifiers.compactMap { host.sheet(withIdentifier: $0) }
    }

    /// What to save to bring the presented sheets back after a relaunch: their identifiers, order
    /// and which one is expanded (the app saves each draft's content itself, by identifier). Nil
    /// when no sheet is presented from this view controller. Encode it with
    /// ``DropDownSheetStackSnapshot/encoded()``.
    var dropDownSheetStackSnapshot: DropDownSheetStackSnapshot? {
        guard let host = dropDownSheetHost, host.presentingViewController != nil else { return nil }
        return host.stack.snapshot
    }

    /// Brings back saved sheets: checks `snapshot` (throwing, and changing nothing, when it cannot
    /// be a stack), then asks `sheet` for each identifier, bottom to top, and presents them all
    /// minimized, in their saved order, with the saved expanded one expanded. An identifier for
    /// which `sheet` returns nil (a draft the app no longer has) is skipped.
    func restoreDropDownSheets(from snapshot: DropDownSheetStackSnapshot, animated: Bool = false,
                               sheet: (String) -> DropDownSheetController?) throws {
        try snapshot.validate()
        for id in snapshot.identifiers {
            guard let made = sheet(id) else { continue }
            var configuration = made.configuration
            configuration.maximumSheetCount = max(configuration.maximumSheetCount, snapshot.maximumCount)
            made.configuration = configuration
            // Each straight to its saved state: the stack keeps the saved order, as sheets that join
            // are added on top and a sheet joining minimized leaves the expanded one up.
            made.present(from: self, initialState: id == snapshot.expanded ? .expanded : .minimized,
                         animated: animated, completion: nil)
        }
    }
}
#endif
