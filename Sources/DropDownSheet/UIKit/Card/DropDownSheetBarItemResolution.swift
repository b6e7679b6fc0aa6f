#if canImport(UIKit)
import UIKit

/// Which view controller's bar item a sheet's bar draws when its content is a container (a
/// `UINavigationController`, a `UITabBarController`, any controller with children), the way a
/// navigation bar finds its `navigationItem`: the controller the user sees speaks for the bar.
///
/// The candidates, best first:
/// - in a navigation controller, its controllers from the top of the stack down to the root (a
///   pushed screen with an item of its own speaks for the bar; one without leaves the bar to
///   the screen below it), then the navigation controller itself;
/// - in a tab bar controller, its selected controller, then itself;
/// - in a page view controller, the page shown, then itself;
/// - in any other controller, its children whose views are inside its view and not hidden, the
///   last added (the front) first, then itself.
///
/// Each candidate's own children come before it, to any depth (up to 6 levels, 64 controllers).
/// The bar draws the first candidate's item that shows anything; when none does, the content's
/// own item is the one read (and the bar is the card's top edge).
@MainActor
enum DropDownSheetBarItemResolution {
    /// The deepest level of children looked at, and the most candidates.
    static let maximumDepth = 6
    static let maximumCount = 64

    /// The controllers whose items the bar may draw, best first; `content` is the last.
    static func candidates(of content: UIViewController) -> [UIViewController] {
        var result: [UIViewController] = []
        collect(content, depth: 0, into: &result)
        if result.last !== content {
            result.removeAll { $0 === content }
            result.append(content)
        }
        return result
    }

    private static func collect(_ controller: UIViewController, depth: Int, into result: inout [UIViewController]) {
        guard result.count < maximumCount, !result.contains(where: { $0 === controller }) else { return }
        if depth < maximumDepth {
            for child in shownChildren(of: controller) { collect(child, depth: depth + 1, into: &result) }
        }
        if result.count < maximumCount { result.append(controller) }
    }

    /// `controller`'s children in the order their items are preferred (see the type's comment).
    private static func shownChildren(of controller: UIViewController) -> [UIViewController] {
        if let navigation = controller as? UINavigationController { return navigation.viewControllers.reversed() }
        if let tabs = controller as? UITabBarController { return tabs.selectedViewController.map { [$0] } ?? [] }
        if let pages = controller as? UIPageViewController { return pages.viewControllers ?? [] }
        guard let root = controller.viewIfLoaded else { return [] }
        return controller.children.reversed().filter { child in
            guard let view = child.viewIfLoaded, !view.isHidden else { return false }
            return view.isDescendant(of: root)
        }
    }
}
#endif
