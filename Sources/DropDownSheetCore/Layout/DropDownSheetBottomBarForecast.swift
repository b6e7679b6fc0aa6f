/// Where a tab bar or toolbar of the screen underneath will be once the navigation transition
/// under way ends, so that the sheets' bars glide there in step with a push or a pop rather than
/// after it (review of issue 18, finding 7). The UIKit shell describes the transition; this
/// decides.
package enum DropDownSheetBottomBarForecast: Sendable, Hashable {
    /// No forecast: measure the bar where it is now.
    case asItIs
    /// The bar will be hidden: it takes nothing.
    case gone
    /// The bar will be at its home place, at the bottom of its controller's view.
    case atHome

    /// A transition of the navigation controller a bar depends on (the one a tab bar controller
    /// shows, or the one whose toolbar it is), as its transition coordinator describes it.
    package struct Transition: Sendable, Hashable {
        /// `hidesBottomBarWhenPushed` of each controller of the navigation stack, root first, as
        /// the stack is now (UIKit changes it as the push or pop begins).
        package var stackHidesBottomBar: [Bool]
        /// The coordinator's `.from` controller.
        package var from: Member
        /// The coordinator's `.to` controller.
        package var to: Member

        package init(stackHidesBottomBar: [Bool], from: Member, to: Member) {
            self.stackHidesBottomBar = stackHidesBottomBar
            self.from = from
            self.to = to
        }

        /// Whether the transition is the stack's own (a push, a pop, a change of the stack):
        /// both controllers belong to it. A presentation (a modal from the tab bar controller,
        /// whose coordinator UIKit also returns for the controllers under it) is not.
        var isTheStacks: Bool {
            guard to.index(in: stackHidesBottomBar) != nil else { return false }
            switch from {
            case .inStack(let i): return stackHidesBottomBar.indices.contains(i)
            case .leaving: return true
            case .elsewhere: return false
            }
        }

        /// Whether any controller of the stack up to and including `index` hides the bottom bar.
        func anyHides(through index: Int) -> Bool {
            stackHidesBottomBar.prefix(index + 1).contains(true)
        }
    }

    /// Where a controller of a transition is.
    package enum Member: Sendable, Hashable {
        /// In the navigation stack, at this index (root 0).
        case inStack(Int)
        /// Still the navigation controller's child but out of its stack: the controller a pop
        /// takes off, with its `hidesBottomBarWhenPushed`.
        case leaving(hidesBottomBar: Bool)
        /// Not the navigation controller's.
        case elsewhere

        func index(in stack: [Bool]) -> Int? {
            guard case .inStack(let i) = self, stack.indices.contains(i) else { return nil }
            return i
        }
    }

    /// Where a tab bar will be.
    ///
    /// - Hidden by the app (`isTabBarHidden`, iOS 18's `setTabBarHidden(_:animated:)`): gone,
    ///   whatever a transition does.
    /// - No transition, or not the stack's own: as it is.
    /// - Otherwise by the stack as the `.to` controller leaves it: the tab bar is hidden when any
    ///   controller of it up to `.to` has `hidesBottomBarWhenPushed` (observed behaviour: UIKit's
    ///   documentation states the rule for the topmost controller only, "The value of this
    ///   property on the topmost view controller determines whether the toolbar is visible", and
    ///   a tab bar hidden by a push stays hidden under later pushes until the pop back). A tab
    ///   bar that is not shown now although the stack as `.from` left it would show it was
    ///   hidden by the app (`isHidden`, `alpha`, SwiftUI's `.toolbar(.hidden, for: .tabBar)`):
    ///   gone. Else at home.
    package static func tabBar(during transition: Transition?, isHiddenByApp: Bool, isShownNow: Bool) -> Self {
        if isHiddenByApp { return .gone }
        guard let transition, transition.isTheStacks, let to = transition.to.index(in: transition.stackHidesBottomBar) else {
            return .asItIs
        }
        if transition.anyHides(through: to) { return .gone }
        let hiddenBefore: Bool
        switch transition.from {
        case .inStack(let i): hiddenBefore = transition.anyHides(through: i)
        case .leaving(let hides): hiddenBefore = hides || transition.stackHidesBottomBar.contains(true)
        case .elsewhere: hiddenBefore = false
        }
        if !isShownNow && !hiddenBefore { return .gone }
        return .atHome
    }

    /// Where a navigation controller's toolbar will be.
    ///
    /// - `isToolbarHidden`: gone (`setToolbarHidden(true, animated:)` slides it away and hides it
    ///   at the end).
    /// - No transition, or not the stack's own: as it is.
    /// - Otherwise the `.to` controller decides: hidden when it has `hidesBottomBarWhenPushed`
    ///   ("The value of this property on the topmost view controller determines whether the
    ///   toolbar is visible"), else at home.
    package static func toolbar(isToolbarHidden: Bool, during transition: Transition?) -> Self {
        if isToolbarHidden { return .gone }
        guard let transition, transition.isTheStacks, let to = transition.to.index(in: transition.stackHidesBottomBar) else {
            return .asItIs
        }
        return transition.stackHidesBottomBar[to] ? .gone : .atHome
    }
}
