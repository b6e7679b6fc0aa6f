#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// Where a followed bar is, or will be once the navigation transition under way ends: the UIKit
/// side of the core's ``DropDownSheetCore/DropDownSheetBottomBarForecast``, which decides. This
/// only describes the transition (the coordinator's `.from` and `.to` controllers against the
/// navigation stack) and measures.
extension DropDownSheetBottomBarTracker {
    /// How much of `screen` `bar` takes, or will take once the navigation transition of its owner
    /// ends; `navigation` is the navigation controller whose toolbar it is, if known.
    static func forecastObstruction(of bar: UIView, navigation: UINavigationController?, in screen: UIView) -> CGFloat {
        if let tabBar = bar as? UITabBar, let tabs = tabBar.delegate as? UITabBarController, tabs.tabBar === tabBar {
            return tabBarObstruction(tabBar, of: tabs, in: screen)
        }
        if let toolbar = bar as? UIToolbar, let navigation = navigation ?? navigationController(owning: toolbar),
           navigation.toolbar === toolbar {
            let forecast = DropDownSheetBottomBarForecast.toolbar(isToolbarHidden: navigation.isToolbarHidden,
                                                                 during: transition(of: navigation))
            return measure(toolbar, forecast, home: navigation.viewIfLoaded, in: screen)
        }
        return DropDownSheetBottomBarFinder.obstruction(of: bar, in: screen)
    }

    /// How much of `screen` the tab bar of `tabs` takes, or will take: it depends on the
    /// navigation controller the tab bar controller shows (a push or pop there hides or shows it)
    /// and on the app (iOS 18's `isTabBarHidden`). (What counts as part of the tab bar is measured
    /// here: the tab bar itself.)
    private static func tabBarObstruction(_ tabBar: UITabBar, of tabs: UITabBarController, in screen: UIView) -> CGFloat {
        let navigation = tabs.selectedViewController as? UINavigationController
        let forecast = DropDownSheetBottomBarForecast.tabBar(
            during: navigation.flatMap(transition(of:)),
            isHiddenByApp: DropDownSheetTabBarVisibility.isHiddenByApp(tabs),
            isShownNow: DropDownSheetBottomBarFinder.obstruction(of: tabBar, in: screen) > 0)
        return measure(tabBar, forecast, home: tabs.viewIfLoaded, in: screen)
    }

    /// The obstruction of `bar` as `forecast` says: where it is, nothing, or at the bottom of
    /// `home` (its controller's view) at its own height.
    private static func measure(_ bar: UIView, _ forecast: DropDownSheetBottomBarForecast, home: UIView?,
                                in screen: UIView) -> CGFloat {
        switch forecast {
        case .asItIs:
            return DropDownSheetBottomBarFinder.obstruction(of: bar, in: screen)
        case .gone:
            return 0
        case .atHome:
            guard let home, home.window === screen.window, bar.bounds.height > 0,
                  DropDownSheetBottomBarFinder.isVisible(home, below: screen) else { return 0 }
            let frame = home.convert(home.bounds, to: screen)
            return DropDownSheetBottomBarFinder.obstruction(
                ofFrame: CGRect(x: frame.minX, y: frame.maxY - bar.bounds.height, width: frame.width, height: bar.bounds.height),
                in: screen)
        }
    }

    /// The transition `navigation` is in, as the core's forecast sees it: its stack's
    /// `hidesBottomBarWhenPushed`, and where the coordinator's `.from` and `.to` controllers are
    /// (in the stack, leaving it in a pop, or elsewhere: a presentation, whose coordinator UIKit
    /// returns for the controllers under it too). Nil when there is none.
    static func transition(of navigation: UINavigationController) -> DropDownSheetBottomBarForecast.Transition? {
        guard let coordinator = navigation.transitionCoordinator else { return nil }
        let stack = navigation.viewControllers
        func member(_ key: UITransitionContextViewControllerKey) -> DropDownSheetBottomBarForecast.Member {
            guard let controller = coordinator.viewController(forKey: key) else { return .elsewhere }
            if let index = stack.firstIndex(where: { $0 === controller }) { return .inStack(index) }
            if controller.parent === navigation { return .leaving(hidesBottomBar: controller.hidesBottomBarWhenPushed) }
            return .elsewhere
        }
        return DropDownSheetBottomBarForecast.Transition(stackHidesBottomBar: stack.map(\.hidesBottomBarWhenPushed),
                                                         from: member(.from), to: member(.to))
    }
}
#endif
