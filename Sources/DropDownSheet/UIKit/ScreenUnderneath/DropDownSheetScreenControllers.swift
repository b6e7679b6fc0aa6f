#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// The view controllers of the screen underneath, walked once through `children` from its
/// root-most controller, described for the core's rules: which of them receive the bars' inset
/// (``DropDownSheetCore/DropDownSheetControllerTree``), and which are UIKit's tab bar and
/// navigation controllers, whose bars the tracker follows (found by the controllers, so a tab bar
/// inside an app's paging scroll view is known too).
///
/// The walk goes at most 32 controllers deep and reads only the controllers' documented
/// properties. It allocates: it is made when the screen's structure or the inset changes, never on
/// a frame.
@MainActor
struct DropDownSheetScreenControllers {
    /// The controllers, index for index with ``tree``'s nodes.
    private(set) var controllers: [UIViewController] = []
    /// What the core's rules see of them.
    private(set) var tree = DropDownSheetControllerTree()

    /// The controllers under `root` (itself included), with the tab bars and toolbars `bars` found
    /// in the screen's views: a bar counts as a controller's own when it is visible at the bottom
    /// edge of that controller's view and that controller (the nearest one up its responder chain)
    /// is not the tab bar controller or navigation controller it is built into.
    init(root: UIViewController, bars: [UIView]) {
        var ownBars = Set<ObjectIdentifier>()
        for bar in bars {
            guard let owner = Self.nearestController(of: bar), !Self.isBuiltIn(bar, of: owner),
                  let view = owner.viewIfLoaded,
                  DropDownSheetBottomBarFinder.obstruction(of: bar, in: view) > 0 else { continue }
            ownBars.insert(ObjectIdentifier(owner))
        }
        var pending: [(controller: UIViewController, parent: Int?, depth: Int)] = [(root, nil, 0)]
        var seen = Set<ObjectIdentifier>()
        while let (controller, parent, depth) = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            let index = tree.add(Self.kind(of: controller), parent: parent,
                                 hasOwnBottomBar: ownBars.contains(ObjectIdentifier(controller)))
            controllers.append(controller)
            guard depth < 32 else { continue }
            // Reversed, so that the children are visited in their own order.
            for child in Self.children(of: controller).reversed() { pending.append((child, index, depth + 1)) }
        }
    }

    /// The controllers whose `additionalSafeAreaInsets.bottom` receive the inset
    /// (``DropDownSheetCore/DropDownSheetControllerTree/receivers``).
    var receivers: [UIViewController] { tree.receivers.map { controllers[$0] } }

    /// The index in ``tree`` of `controller`, or of the nearest of its ancestors (`parent`) that is
    /// there; nil when none is.
    func index(ofNearest controller: UIViewController) -> Int? {
        var candidate: UIViewController? = controller
        var steps = 0
        while let current = candidate, steps < 64 {
            if let index = controllers.firstIndex(where: { $0 === current }) { return index }
            candidate = current.parent
            steps += 1
        }
        return nil
    }

    /// The navigation controllers among them.
    var navigationControllers: [UINavigationController] { controllers.compactMap { $0 as? UINavigationController } }

    /// The tab bar controllers among them.
    var tabBarControllers: [UITabBarController] { controllers.compactMap { $0 as? UITabBarController } }

    private static func kind(of controller: UIViewController) -> DropDownSheetControllerTree.Kind {
        switch controller {
        case is UITabBarController: return .tabBarController
        case let navigation as UINavigationController: return .navigationController(showsToolbar: !navigation.isToolbarHidden)
        case is UISplitViewController: return .splitViewController
        default:
            // A `UIHostingController`'s view is SwiftUI's hosting view (`UIHostingController.view`);
            // the controller is generic, so it is known by its view, or by its class's name while
            // its view is not loaded (a tab never shown).
            if let view = controller.viewIfLoaded {
                return DropDownSheetSwiftUIDetection.isHostingView(view) ? .hostingController : .other
            }
            return DropDownSheetSwiftUIDetection.isHostingController(controller) ? .hostingController : .other
        }
    }

    /// A controller's children; a tab bar controller's tabs too (`viewControllers`), should a tab
    /// not be among its children yet.
    private static func children(of controller: UIViewController) -> [UIViewController] {
        var list = controller.children
        if let tabs = controller as? UITabBarController {
            for tab in tabs.viewControllers ?? [] where !list.contains(where: { $0 === tab }) { list.append(tab) }
        }
        return list
    }

    /// The controller whose view `view` is in: the first controller up its responder chain.
    static func nearestController(of view: UIView) -> UIViewController? {
        var responder: UIResponder? = view.next
        var steps = 0
        while let r = responder, steps < 256 {
            if let controller = r as? UIViewController { return controller }
            responder = r.next
            steps += 1
        }
        return nil
    }

    /// Whether `bar` is the tab bar of tab bar controller `owner` or the toolbar of navigation
    /// controller `owner`.
    private static func isBuiltIn(_ bar: UIView, of owner: UIViewController) -> Bool {
        if let tabs = owner as? UITabBarController { return tabs.tabBar === bar }
        if let navigation = owner as? UINavigationController { return navigation.toolbar === bar }
        return false
    }
}
#endif
