#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// Presenting drop-down sheets from a view controller, finding the one a view controller is
/// shown in, and saving and restoring a stack of them.
public extension UIViewController {
    /// Presents `content` as a drop-down sheet from this view controller and returns the
    /// controller that manages it.
    ///
    /// When the presentation is refused (another sheet with the same `identifier` is shown over
    /// this screen, the stack of drafts is full, this controller is not in a window...), the
    /// returned sheet is not presented (``DropDownSheetController/isPresented`` is `false`); to
    /// learn why, create the controller and present it with
    /// ``presentDropDownSheet(_:initialState:animated:completion:)``, which returns the reason.
    ///
    /// - Parameters:
    ///   - content: The app's view controller to show in the card (often a
    ///     `UINavigationController`, whose bar then shows in the minimized bar).
    ///   - configuration: The sheet's knobs. Default: all defaults.
    ///   - identifier: The sheet's identifier among the sheets of its screen
    ///     (``DropDownSheetController/identifier``): give one (a draft's key in the app's
    ///     storage) so that the draft takes part in ``dropDownSheetStackSnapshot`` and
    ///     ``restoreDropDownSheets(from:animated:sheet:)``. Default: a new UUID string.
    ///   - role: `.draft` (default), or `.accessory` for a persistent bar such as a mini player
    ///     (see ``DropDownSheetController/role``).
    ///   - initialState: `.expanded` (default), or `.minimized` to show only the bar (a mini
    ///     player at launch). `.dismissed` is a misuse: reported (an assertion in debug builds, a
    ///     runtime warning in the unified log in every build) and nothing is presented.
    ///   - animated: Whether the sheet springs in. Default `true`.
    ///   - completion: Runs when the sheet first comes to rest, or when the user catches it
    ///     first; at once if nothing was presented.
    @discardableResult
    func presentDropDownSheet(content: UIViewController,
                              configuration: DropDownSheetConfiguration = .init(),
                              identifier: String = UUID().uuidString,
                              role: DropDownSheetRole = .draft,
                              initialState: DropDownSheetState = .expanded,
                              animated: Bool = true,
                              completion: (() -> Void)? = nil) -> DropDownSheetController {
        let sheet = DropDownSheetController(content: content, configuration: configuration,
                                            identifier: identifier, role: role)
        sheet.present(from: self, initialState: initialState, animated: animated, completion: completion)
        return sheet
    }

    /// Presents a drop-down sheet created (and given its delegate, compact view and so on)
    /// beforehand. When sheets are already presented from this controller's screen, the new one
    /// joins them in the same presentation: a draft goes on top of the stack of drafts, an
    /// accessory (``DropDownSheetController/role``) rests under the drafts' bar. It is presented
    /// to `initialState`, and if that is `.expanded` the sheet that was expanded minimizes; the
    /// others keep their states.
    ///
    /// The call does not wait for UIKit, and UIKit's own presentations are never in its way: the
    /// sheet is on screen (or springing in) when it returns. While every sheet rests minimized,
    /// the screen underneath presents what it likes with a plain `present(_:animated:)`, above
    /// the bars.
    ///
    /// - Parameters:
    ///   - sheet: The sheet to present.
    ///   - initialState: `.expanded` (default), or `.minimized` to show only the bar.
    ///     `.dismissed` is a misuse: reported (an assertion in debug builds, a runtime warning in
    ///     the unified log in every build) and refused with `.invalidTarget`.
    ///   - animated: Whether the sheet springs in. Default `true`.
    ///   - completion: Runs when the sheet first comes to rest, or when the user catches it
    ///     first; at once if nothing was presented.
    /// - Returns: What happened (``DropDownSheetCore/DropDownSheetPresentResult``): `.presented`,
    ///   `.joined` (an existing presentation), or `.refused` with the reason
    ///   (``DropDownSheetCore/DropDownSheetPresentRefusal``): `.alreadyPresented`, `.invalidTarget`
    ///   (`.dismissed` asked for), `.stackFull` (the drafts already number
    ///   ``DropDownSheetCore/DropDownSheetConfiguration/maximumSheetCount``),
    ///   `.accessoryAlreadyPresented`, `.identifierInUse`, `.emptyIdentifier`, `.roleConflict` or
    ///   `.presenterNotInWindow`. It is never `.moved`. No sheet is ever discarded to make room.
    @discardableResult
    func presentDropDownSheet(_ sheet: DropDownSheetController,
                              initialState: DropDownSheetState = .expanded,
                              animated: Bool = true,
                              completion: (() -> Void)? = nil) -> DropDownSheetPresentResult {
        sheet.present(from: self, initialState: initialState, animated: animated, completion: completion)
    }

    /// Presents `viewController` (an alert, a share sheet, any modal) from the top of the stack of
    /// controllers presented above this one, so that it never fails with "already presenting".
    /// While every drop-down sheet rests minimized, this is a plain `present(_:animated:)` from
    /// this controller (the bars are not a presentation then), and the modal appears above the
    /// bars; called on a minimized sheet's content, the screen underneath presents it (the
    /// content is not in UIKit's presentation hierarchy then: a plain `present` from it would be
    /// a presentation from a detached controller, which UIKit discourages). While a sheet is
    /// expanded, it is presented from the sheet's container and appears above the sheet. When it is dismissed, the sheets are as they were. Asked for while the
    /// library is switching between the two (a sheet just expanded or minimized without
    /// animation), or from a delegate callback (a `didMoveTo: .expanded` can come before UIKit
    /// has presented the sheet's container), it is presented as soon as UIKit is done, a moment
    /// later.
    func presentAboveDropDownSheet(_ viewController: UIViewController, animated: Bool = true,
                                   completion: (() -> Void)? = nil) {
        if let host = dropDownSheetHost, host.isSwitchingHosting || host.isCarryingOutEffects {
            host.whenHostingSettles { [weak self] in
                self?.presentAboveDropDownSheet(viewController, animated: animated, completion: completion)
            }
            return
        }
        var presenter: UIViewController = self
        if presentedViewController == nil, let underneath = dropDownSheetOverlayPresenter {
            presenter = underneath
        }
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
                return host.members.first { $0.contentViewController === child }
            }
            child = parent
        }
        return nil
    }

    /// The drop-down sheets presented from this view controller (they share one presentation):
    /// the accessory first, if there is one, then the drafts from the bottom of their stack to the
    /// top (the one used last). Empty when there are none.
    var presentedDropDownSheets: [DropDownSheetController] {
        guard let host = dropDownSheetHost, host.isShown else { return [] }
        let presentation = host.presentation
        let ids = (presentation.accessoryIdentifier.map { [$0] } ?? []) + presentation.draftIdentifiers
        return ids.compactMap { id in host.cardsByIdentifier[id]?.sheet }
    }

    /// What to save to bring the presented drafts back after a relaunch: their identifiers, order
    /// and which one is expanded (the app saves each draft's content itself, by identifier). The
    /// accessory is never saved: the app shows its mini player itself. Nil when no sheet is
    /// presented from this view controller. Encode it with
    /// ``DropDownSheetCore/DropDownSheetStackSnapshot/encoded()``.
    var dropDownSheetStackSnapshot: DropDownSheetStackSnapshot? {
        guard let host = dropDownSheetHost, host.isShown else { return nil }
        return host.presentation.snapshot
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
            // A draft (before its configuration is read: what the role decides is resolved then).
            made.role = .draft
            var configuration = made.configuration
            configuration.maximumSheetCount = max(configuration.maximumSheetCount, snapshot.maximumCount)
            made.configuration = configuration
            // Each straight to its saved state: the stack keeps the saved order, as sheets that join
            // are added on top and a sheet joining minimized leaves the expanded one up.
            made.present(from: self, initialState: SheetIdentifier.same(id, snapshot.expanded) ? .expanded : .minimized,
                         animated: animated, completion: nil)
        }
    }
}
#endif
