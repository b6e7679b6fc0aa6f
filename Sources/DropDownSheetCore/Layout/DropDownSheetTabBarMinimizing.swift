/// Whether iOS 26's tab bar is minimized now, decided from what UIKit documents first (issue 29,
/// finding 2): the shell reads UIKit, this decides, and the bars go inline beside a minimized tab
/// bar (``DropDownSheetMinimizedTabBar``) only when it says so.
///
/// In order:
///
/// 1. **No minimize behaviour, no minimized tab bar.** Before iOS 26, or with
///    `UITabBarController.tabBarMinimizeBehavior` `.never`, the tab bar never minimizes, whatever
///    its frame (a tab bar controller in a narrow split view column is narrow, not minimized).
/// 2. **The app's own bottom accessory says it.** UIKit documents the `tabAccessoryEnvironment`
///    trait of the accessory's views: `.inline` while the tab bar is minimized (the accessory sits
///    beside it), `.regular` while it is not. The room beside it is then the app's.
/// 3. **Otherwise, the tab bar's width, measured against its tab bar controller's own view**
///    (never the screen root): narrower than ``DropDownSheetMinimizedTabBar/minimizedWidthFraction``
///    of it. Apple documents that the tab bar minimizes, not how: this measure is observed
///    behaviour, and if UIKit kept the tab bar's frame full width, the bars would stay above it
///    (the fallback: they never cover it). A search tab makes the room the app's. UIKit documents
///    no signal for a tab bar that minimizes without an accessory: the shell hears that width
///    change only through its undocumented accelerator (review of issue 29, M6), so when that is
///    off (`widthIsHeard` false) the width is not used and the bars stay above the tab bar's frame:
///    a minimize the shell could not follow on documented ground never leaves them inline and stale.
package enum DropDownSheetTabBarMinimizing {
    /// `UITabBarController.tabBarMinimizeBehavior`, as the rule sees it.
    package enum Behavior: Sendable, Hashable {
        /// Before iOS 26, or with an SDK that has no such property: the tab bar never minimizes.
        case unavailable
        /// `.never`.
        case never
        /// `.automatic`, `.onScrollDown`, `.onScrollUp`, or a value added later: it may minimize.
        case mayMinimize
    }

    /// The `tabAccessoryEnvironment` of the app's own bottom accessory's content view.
    package enum Accessory: Sendable, Hashable {
        /// No accessory shown (or its environment is `.none`).
        case none
        /// `.regular`: above a full tab bar.
        case regular
        /// `.inline`: beside a minimized tab bar.
        case inline
    }

    /// Whether the tab bar is minimized, and whether the room beside it is the app's (its accessory
    /// or its search tab stands there).
    ///
    /// - Parameters:
    ///   - behavior: The tab bar controller's minimize behaviour.
    ///   - accessory: Its bottom accessory's environment.
    ///   - hasSearchTab: Whether it shows a search tab.
    ///   - tabBarWidth: The tab bar's width, in points.
    ///   - controllerWidth: The width of the tab bar controller's own view, in points.
    ///   - widthIsHeard: Whether the shell hears the tab bar's width change as it happens (its
    ///     accelerator is on, or the app tells it: a tab bar of its own); true by default.
    package static func decide(behavior: Behavior, accessory: Accessory, hasSearchTab: Bool,
                               tabBarWidth: Double, controllerWidth: Double,
                               widthIsHeard: Bool = true) -> (isMinimized: Bool, isBesideAppsOwn: Bool) {
        switch (behavior, accessory) {
        case (.unavailable, _), (.never, _): return (false, false)
        case (.mayMinimize, .inline): return (true, true)
        case (.mayMinimize, .regular): return (false, false)
        case (.mayMinimize, .none):
            guard widthIsHeard else { return (false, false) }
            let narrow = DropDownSheetMinimizedTabBar.isMinimized(width: tabBarWidth, containerWidth: controllerWidth)
            return (narrow, narrow && hasSearchTab)
        }
    }
}
