#if canImport(UIKit)
import UIKit

/// Follows the tab bars and toolbars of the screen underneath: finds them once, then observes
/// them, so that the bars of the sheets move where the tab bar or toolbar the user sees goes (a
/// push with `hidesBottomBarWhenPushed`, `setToolbarHidden(_:animated:)`, SwiftUI's
/// `.toolbar(.hidden, for: .tabBar)`, a SwiftUI `TabView` that lays out late, and iOS 26's
/// minimizing tab bar, whose frame changes the same way, with the app's own bottom accessory).
///
/// - **Find once.** ``search()`` walks the screen's views (``DropDownSheetBottomBarFinder/bars(in:)``)
///   when the sheets are shown and again after the screen's next layout pass (SwiftUI builds and
///   lays out its `TabView` in the first layout pass after its hosting controller joins the window,
///   which may come after the sheets are shown: a hidden probe view in the screen asks to be laid
///   out with it, once), and then only when the screen's structure may have changed: a transition
///   of the controllers that own a bar ended, a tracked bar left the screen, a controller that
///   receives the inset left the window, the screen's size class or traits changed, a SwiftUI
///   view that presents a sheet updated while no bar was found, or the app asked
///   (``DropDownSheetController/setNeedsBottomBarUpdate()``). Never on a frame, and never for a
///   layout pass but the one it asked to hear of.
/// - **Then observe.** Each bar found, visible or not (a tab bar hidden by a push comes back at
///   the pop), is observed with key-value observing of its layer's `position`, `bounds`, `hidden`
///   and `opacity` (and so is the content view of the app's own iOS 26 bottom accessory of a tab
///   bar, which moves inline as the tab bar minimizes): the properties a frame, `isHidden` and
///   `alpha` change write (Core Animation's
///   layer properties are key-value observable; UIKit's `frame`, `isHidden` and `alpha` are stored
///   in the view's layer). UIKit sets them to their final values as an animation begins, so a
///   change is seen when the bar starts to move, not when it has arrived. Nothing is polled.
/// - **In step with a push or pop.** A change is handled a turn of the run loop later (never
///   inside UIKit's own layout or animation block), and ``onChange`` hears it then. While the
///   navigation controller that owns the bar (or the one shown by its tab bar controller) is in a
///   transition, the bar is measured where it will be when the transition ends: a tab bar is gone
///   while any controller of the navigation stack has `hidesBottomBarWhenPushed` (UIKit's
///   documented rule: "the bottom bar remains hidden until the view controller is popped"), a
///   toolbar is gone while `isToolbarHidden`; the sheets' bars start gliding there with the
///   transition, and the bars are looked for and measured again in its coordinator's completion
///   (an interactive pop the user cancelled, a toolbar the new top controller shows).
@MainActor
final class DropDownSheetBottomBarTracker {
    /// Called a turn of the run loop after a tracked bar moved, was resized, hidden, shown or
    /// faded, or the bars were looked for again: read ``height`` and ``bars``.
    var onChange: (() -> Void)?

    /// A bar found and its observations, and for a tab bar the content view of its controller's
    /// bottom accessory (iOS 26), if any.
    private struct Tracked {
        weak var bar: UIView?
        weak var accessory: UIView?
        var observations: [NSKeyValueObservation]
    }

    private weak var screen: UIView?
    private var tracked: [Tracked] = []
    /// Asks to be laid out with the screen's next layout pass, once, and says when it is.
    private let layoutProbe = DropDownSheetLayoutProbe()
    private var changeIsScheduled = false
    private var searchIsPending = false
    /// The transition coordinators whose completion will look again (each is asked once).
    private var awaitedTransitions: Set<ObjectIdentifier> = []

    /// Starts following the bars of `screen`: looks for them now and once more after the screen's
    /// next layout pass.
    func track(_ screen: UIView) {
        self.screen = screen
        search()
        setNeedsSearchAfterNextLayout()
    }

    /// Stops observing; the bars are left as they were (the library wrote nothing to them).
    func stop() {
        screen = nil
        tracked = []
        awaitedTransitions = []
        layoutProbe.onLayout = nil
        layoutProbe.removeFromSuperview()
    }

    /// Looks for the bars again once the screen has been laid out next (a SwiftUI screen that
    /// changed, whose new views are built and placed in that pass).
    func setNeedsSearchAfterNextLayout() {
        guard let screen else { return }
        // (A visual effect view takes subviews only in its content view.)
        let holder = DropDownSheetScreenSentinel.subviewHost(of: screen)
        if layoutProbe.superview !== holder { holder.insertSubview(layoutProbe, at: 0) }
        layoutProbe.onLayout = { [weak self] in self?.setNeedsSearch() }
        layoutProbe.setNeedsLayout()
    }

    /// Looks for the bars again on the next turn of the run loop (one search however many times
    /// it is asked for in a turn), then reports a change.
    func setNeedsSearch() {
        searchIsPending = true
        scheduleChange()
    }

    /// The bars followed, that still exist.
    var bars: [UIView] { tracked.compactMap(\.bar) }

    /// Height from the bottom of the screen to the top of the highest bar that counts (with a tab
    /// bar's own accessory above it or beside it, iOS 26): where the sheets' bars rest above. A
    /// measure of the few bars followed, with no search.
    var height: CGFloat {
        guard let screen else { return 0 }
        var highest: CGFloat = 0
        for entry in tracked {
            guard let bar = entry.bar else { continue }
            let taken = forecastObstruction(of: bar, in: screen)
            highest = max(highest, taken)
            if taken > 0, let accessory = shownAccessory(of: entry, in: screen) {
                // The accessory is part of the bar: the bars rest above its top.
                highest = max(highest, screen.bounds.maxY - accessory.minY)
            }
        }
        return min(highest, screen.bounds.height)
    }

    /// iOS 26's minimized tab bar (``DropDownSheetCore/DropDownSheetMinimizedTabBar``): a tab bar
    /// followed that is at the bottom of the screen and narrower than most of it, with whether
    /// the app's own accessory sits inline beside it; nil otherwise. A measure, with no search.
    var minimizedTabBar: DropDownSheetMinimizedTabBar? {
        guard let screen else { return nil }
        for entry in tracked {
            guard let tabBar = entry.bar as? UITabBar, forecastObstruction(of: tabBar, in: screen) > 0 else { continue }
            let inline = entry.accessory.map { shownAccessory(of: entry, in: screen) != nil && DropDownSheetTabAccessory.isInline($0) } ?? false
            if let minimized = DropDownSheetBottomBarFinder.minimizedTabBar(tabBar, in: screen, isBesideSystemAccessory: inline) {
                return minimized
            }
        }
        return nil
    }

    /// The frame (in the screen's coordinates) of a followed tab bar's accessory while it shows.
    private func shownAccessory(of entry: Tracked, in screen: UIView) -> CGRect? {
        guard let accessory = entry.accessory, accessory.window === screen.window, accessory.window != nil,
              !accessory.isHidden, accessory.alpha > 0.01 else { return nil }
        let frame = accessory.convert(accessory.bounds, to: screen)
        guard frame.height > 0, frame.minY < screen.bounds.maxY, frame.maxY > screen.bounds.minY else { return nil }
        return frame
    }

    /// Whether no bar is followed (the screen has none, or they have not been laid out yet).
    var isEmpty: Bool { !tracked.contains { $0.bar != nil } }

    /// Walks the screen's views for its bars now and observes each.
    func search() {
        searchIsPending = false
        guard let screen else { return }
        let found = DropDownSheetBottomBarFinder.bars(in: screen)
        let accessories = found.map(Self.accessory(of:))
        let known = bars
        let knownAccessories = tracked.filter { $0.bar != nil }.map(\.accessory)
        guard found.count != known.count || zip(found, known).contains(where: { $0 !== $1 })
                || zip(accessories, knownAccessories).contains(where: { $0 !== $1 }) else { return }
        tracked = zip(found, accessories).map { bar, accessory in
            Tracked(bar: bar, accessory: accessory, observations: observe(bar) + (accessory.map(observe) ?? []))
        }
    }

    /// The content view of the bottom accessory of the tab bar controller `bar` belongs to (iOS 26).
    private static func accessory(of bar: UIView) -> UIView? {
        guard let tabBar = bar as? UITabBar, let tabs = tabBar.delegate as? UITabBarController, tabs.tabBar === tabBar else { return nil }
        return DropDownSheetTabAccessory.contentView(of: tabs)
    }

    private func observe(_ bar: UIView) -> [NSKeyValueObservation] {
        // The handlers run where UIKit changes the layer (the main thread, often inside its own
        // layout or animation): they only schedule the work for the next turn.
        let layer = bar.layer
        return [
            layer.observe(\.position) { [weak self] _, _ in self?.layerDidChange() },
            layer.observe(\.bounds) { [weak self] _, _ in self?.layerDidChange() },
            layer.observe(\.isHidden) { [weak self] _, _ in self?.layerDidChange() },
            layer.observe(\.opacity) { [weak self] _, _ in self?.layerDidChange() },
        ]
    }

    /// A tracked bar's layer changed (on whatever thread changed it: UIKit's is the main one).
    private nonisolated func layerDidChange() {
        Task { @MainActor [weak self] in self?.scheduleChange() }
    }

    private func scheduleChange() {
        guard !changeIsScheduled else { return }
        changeIsScheduled = true
        Task { @MainActor [weak self] in self?.deliverChange() }
    }

    private func deliverChange() {
        changeIsScheduled = false
        guard let screen else { return }
        // A bar that was freed or taken out of the screen: the structure changed.
        let lost = tracked.contains { entry in
            guard let bar = entry.bar else { return true }
            return !bar.isDescendant(of: screen)
        }
        if searchIsPending || lost { search() }
        awaitTransitionsOfTheBarsOwners()
        onChange?()
    }

    /// Asks the coordinator of each transition the bars' owners are in to look again when it
    /// ends.
    private func awaitTransitionsOfTheBarsOwners() {
        for bar in bars {
            guard let coordinator = Self.owningTransition(of: bar)?.transitionCoordinator else { continue }
            let key = ObjectIdentifier(coordinator as AnyObject)
            guard !awaitedTransitions.contains(key) else { continue }
            awaitedTransitions.insert(key)
            let queued = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                Task { @MainActor [weak self] in
                    self?.awaitedTransitions.remove(key)
                    self?.setNeedsSearch()
                }
            }
            if !queued {
                awaitedTransitions.remove(key)
                setNeedsSearch()
            }
        }
    }

    // MARK: - Where a bar will be

    /// How much of `screen` `bar` takes, or will take once the navigation transition of its owner
    /// ends.
    private func forecastObstruction(of bar: UIView, in screen: UIView) -> CGFloat {
        if let tabBar = bar as? UITabBar, let tabs = tabBar.delegate as? UITabBarController, tabs.tabBar === tabBar,
           let navigation = tabs.selectedViewController as? UINavigationController, navigation.transitionCoordinator != nil {
            // A push or pop: UIKit moves the tab bar with the page and hides or shows it by the
            // stack's `hidesBottomBarWhenPushed`.
            if navigation.viewControllers.contains(where: \.hidesBottomBarWhenPushed) { return 0 }
            guard let tabsView = tabs.viewIfLoaded, tabsView.window === screen.window,
                  DropDownSheetBottomBarFinder.isVisible(tabsView, below: screen) else { return 0 }
            let home = tabsView.convert(tabsView.bounds, to: screen)
            return DropDownSheetBottomBarFinder.obstruction(
                ofFrame: CGRect(x: home.minX, y: home.maxY - tabBar.bounds.height, width: home.width, height: tabBar.bounds.height),
                in: screen)
        }
        if let toolbar = bar as? UIToolbar, let navigation = Self.navigationController(owning: toolbar), navigation.isToolbarHidden {
            // `setToolbarHidden(true, animated:)` slides it away and hides it at the end.
            return 0
        }
        return DropDownSheetBottomBarFinder.obstruction(of: bar, in: screen)
    }

    /// The navigation controller whose toolbar `toolbar` is, found up the responder chain.
    static func navigationController(owning toolbar: UIToolbar) -> UINavigationController? {
        var responder: UIResponder? = toolbar.next
        while let r = responder {
            if let navigation = r as? UINavigationController, navigation.toolbar === toolbar { return navigation }
            responder = r.next
        }
        return nil
    }

    /// The controller whose transition moves `bar`: the navigation controller shown by the tab
    /// bar controller of a tab bar (a push or pop), the tab bar controller itself otherwise, or
    /// the navigation controller of a toolbar.
    static func owningTransition(of bar: UIView) -> UIViewController? {
        if let tabBar = bar as? UITabBar, let tabs = tabBar.delegate as? UITabBarController, tabs.tabBar === tabBar {
            if let navigation = tabs.selectedViewController as? UINavigationController, navigation.transitionCoordinator != nil {
                return navigation
            }
            return tabs
        }
        if let toolbar = bar as? UIToolbar { return navigationController(owning: toolbar) }
        return nil
    }
}

/// A hidden, zero-size view that asks to be laid out with its superview's next layout pass and
/// says when it has been, once: Core Animation lays out a layer that needs layout in the commit
/// after its ancestors, so by then the screen's own views are laid out. Takes no touches, is not
/// seen by VoiceOver, and is never drawn (zero size, fully transparent).
@MainActor
final class DropDownSheetLayoutProbe: UIView {
    /// Called after the next layout pass, then forgotten.
    var onLayout: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: .zero)
        // Transparent rather than hidden, so that no layout pass could ever skip it.
        alpha = 0
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let onLayout else { return }
        self.onLayout = nil
        onLayout()
    }
}
#endif
