#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// Follows the tab bars and toolbars of the screen underneath, so that the sheets' bars move
/// where the bar the user sees goes (a push with `hidesBottomBarWhenPushed`,
/// `setToolbarHidden(_:animated:)`, SwiftUI's `.toolbar(.hidden, for: .tabBar)`, a `TabView` that
/// lays out late, iOS 26's minimizing tab bar). Every UIKit behaviour it relies on, with Apple's
/// words or its fallback, is in docs/presentation-architecture.md, "Documented ground for the app
/// around the sheets (issue 29)".
///
/// - **Find once.** ``search()`` walks the screen's views (``DropDownSheetBottomBarFinder``) and
///   controllers (``DropDownSheetScreenControllers``) when the sheets are shown, once more inside
///   the screen's next layout pass (``DropDownSheetLayoutProbe``: a SwiftUI `TabView` is built in
///   it), and then only when the structure may have changed (a transition of a bar's owner ended,
///   a tracked bar or a stack's top view left the window, the traits changed, a SwiftUI presenter
///   updated, ``DropDownSheetController/setNeedsBottomBarUpdate()``). Never on a frame.
/// - **Then follow**, on documented signals: a transparent sentinel (``DropDownSheetScreenSentinel``)
///   as large as the view of each stack's top controller and each selected tab hears its safe area
///   change (a toolbar shown, a tab bar resized or given an accessory) and the view leave its
///   window (a push's or pop's end, another tab); the completion of the bars' owners' transition
///   coordinators; the app's accessory's `tabAccessoryEnvironment`. In a list (any scroll view)
///   the sentinel is zero-size and hears only its window, with no Auto Layout: a scroll view keeps
///   the safe area it puts into its content inset from its subviews, so there a toolbar shown or
///   a tab bar changed outside a transition is followed at the next touch that passes through
///   (``toolbarShownSinceSearch``), or at once by the accelerator. Nothing goes inside any bar
///   (UIKit documents its tab bar and toolbar as not to be modified), and nothing is polled.
/// - **The accelerator.** Each bar's layer is key-value observed (`position`, `bounds`, `hidden`,
///   `opacity`; over a list, the navigation controller's `isToolbarHidden`), undocumented, so that the sheets' bars set off with UIKit's animation rather than
///   a turn later; it writes nothing, and the UIKit tests run with it off (``observesBarLayers``).
/// - **In step.** A change is handled a turn of the run loop later (never inside UIKit's layout or
///   animation block), measured where the bars will be once a navigation transition under way
///   ends (``DropDownSheetCore/DropDownSheetBottomBarForecast``), on the core's scheduling
///   (``DropDownSheetCore/DropDownSheetBarTrackingSchedule``).
@MainActor
final class DropDownSheetBottomBarTracker {
    /// Whether the bars' layers are key-value observed (the accelerator; on by default). Tests
    /// turn it off to show that the documented signals alone keep the sheets' bars where they
    /// belong.
    static var observesBarLayers = true

    /// Called a turn of the run loop after a tracked bar moved, was resized, hidden, shown or
    /// faded, or the bars were looked for again: read ``height`` and ``bars``.
    var onChange: (() -> Void)?
    /// Called at once, inside the screen's layout pass, once the search that pass was asked for
    /// has run: what it changes is laid out within the same pass.
    var didSearchAfterLayout: (() -> Void)?

    /// A bar found and how it is followed, and for a tab bar the content view of its
    /// controller's bottom accessory (iOS 26), if any.
    private struct Tracked {
        weak var bar: UIView?
        /// The navigation controller whose built-in toolbar it is, if it is one.
        weak var navigation: UINavigationController?
        weak var accessory: UIView?
        var observations: [NSKeyValueObservation]
        /// The registration for the accessory's `tabAccessoryEnvironment` (iOS 26): documented, it
        /// changes as the tab bar minimizes or expands (review of issue 29, M6).
        var environment: Any?
    }

    /// A navigation controller held without keeping it alive, and the accelerator's observation
    /// of its `isToolbarHidden` (undocumented as key-value observable, like the layers').
    private struct WeakNavigation {
        weak var controller: UINavigationController?
        var observation: NSKeyValueObservation?
    }

    private weak var screen: UIView?
    private weak var root: UIViewController?
    private var tracked: [Tracked] = []
    /// The sentinels in the views of the navigation stacks' top controllers and of the tab bar
    /// controllers' selected tabs, by view.
    private var sentinels: [ObjectIdentifier: DropDownSheetScreenSentinel] = [:]
    /// The navigation controllers whose toolbar is not followed (hidden when the bars were looked
    /// for): one that shows it now has the bars looked for again.
    private var navigationsWithoutToolbar: [WeakNavigation] = []
    /// Asks to be laid out with the screen's next layout pass, once, and says when it is.
    private let layoutProbe = DropDownSheetLayoutProbe()
    /// When to measure and search (the core's rules).
    private var schedule = DropDownSheetBarTrackingSchedule()
    /// Whether a search ran inside a layout pass of the screen since it was tracked, or the screen
    /// was laid out already when it was: until then, a SwiftUI screen that just joined its window
    /// may not have built its tab bar.
    var hasSearchedAfterLayout: Bool { schedule.hasSearchedAfterLayout }
    /// ``height`` when it was last measured with no tab bar minimized, in points.
    private var expandedHeight: CGFloat = 0
    /// The transition coordinators whose completion will look again (each is asked once).
    private var awaitedTransitions: Set<ObjectIdentifier> = []
    /// The least time between two searches a screen's content updates ask for, in seconds.
    static var contentSearchInterval: TimeInterval { DropDownSheetBarTrackingSchedule.contentSearchInterval }

    /// Starts following the bars of `screen`, whose root-most controller is `root`: looks for them
    /// now and once more inside the screen's next layout pass (``hasSearchedAfterLayout`` says
    /// whether the first search can be trusted).
    func track(_ screen: UIView, root: UIViewController?) {
        self.screen = screen
        self.root = root
        // A screen laid out already (it does not wait for a layout pass) is searched as it is.
        schedule.track(laidOut: !screen.layer.needsLayout())
        search()
        setNeedsSearchAfterNextLayout()
    }

    /// Stops following; the bars are left as they were (the library put nothing into them and
    /// wrote nothing to them; its sentinels leave the controllers' views).
    func stop() {
        screen = nil
        root = nil
        expandedHeight = 0
        forgetBars()
        placeSentinels(in: [])
        navigationsWithoutToolbar = []
        awaitedTransitions = []
        layoutProbe.onLayout = nil
        layoutProbe.removeFromSuperview()
        schedule.stop()
    }

    /// Looks for the bars again inside the screen's next layout pass (a SwiftUI screen that
    /// changed, whose new views are built and placed in that pass). Asks once: until that search
    /// has run, asking again does nothing.
    func setNeedsSearchAfterNextLayout() {
        guard let screen, schedule.requestSearchAfterNextLayout() else { return }
        // (A visual effect view takes subviews only in its content view.) Appended, as every
        // transparent view of the library's: app code reads `subviews.first` as its own. Laid out after
        // the screen's own views in the pass, it gives the inset out then, and the adjuster lays
        // the controllers it wrote to out again at once, within the same pass.
        let holder = DropDownSheetScreenSentinel.subviewHost(of: screen)
        if layoutProbe.superview !== holder { holder.addSubview(layoutProbe) }
        layoutProbe.onLayout = { [weak self] in self?.searchInsideLayout() }
        layoutProbe.setNeedsLayout()
    }

    /// ``setNeedsSearchAfterNextLayout()`` for an update of the screen's content (a SwiftUI view
    /// with the modifier): at most once every ``contentSearchInterval``, so a view that updates
    /// on every frame (an animation of its own, a timeline) does not have the screen walked on
    /// every frame; an update sooner than that is searched for when the interval is over.
    func setNeedsSearchAfterContentUpdate() {
        switch schedule.contentUpdated(at: ProcessInfo.processInfo.systemUptime) {
        case .nothing: return
        case .searchAfterNextLayout: setNeedsSearchAfterNextLayout()
        case .wait(let wait):
            Task { @MainActor [weak self] in
                try? await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000))
                guard let self, self.schedule.contentWaitEnded() else { return }
                self.setNeedsSearchAfterNextLayout()
            }
        }
    }

    /// The probe was laid out: the screen's own views above it are. Searches now, lets the host
    /// act within the same pass, and reports a change on the next turn.
    private func searchInsideLayout() {
        schedule.laidOut(at: ProcessInfo.processInfo.systemUptime)
        guard screen != nil else { return }
        search()
        schedule.searchedInsideLayout()
        didSearchAfterLayout?()
        scheduleChange()
    }

    /// Looks for the bars again on the next turn of the run loop (one search however many times
    /// it is asked for in a turn), then reports a change.
    func setNeedsSearch() {
        if schedule.requestSearch(at: CACurrentMediaTime()) { scheduleDelivery() }
    }

    /// A touch passed through to the screen underneath at `time` (seconds) while no bar is
    /// followed: looks for bars an app added in code without a word, at most once a second, so a
    /// screen without bars is not walked on every touch.
    func searchForATouch(at time: TimeInterval) {
        if schedule.touchPassedThrough(at: time) { setNeedsSearch() }
    }

    /// The bars followed, that still exist.
    var bars: [UIView] { tracked.compactMap(\.bar) }

    /// The timing of the animation UIKit runs now on a followed bar's frame or its accessory's
    /// (``DropDownSheetBarAnimationTiming``), or nil when none moves: what the sheets' bars glide
    /// with when the change is reported. A read of the few layers followed, once per change.
    func animationTiming(now: CFTimeInterval) -> DropDownSheetLayoutTiming? {
        DropDownSheetBarAnimationTiming.timing(of: tracked.flatMap { [$0.bar, $0.accessory].compactMap { $0 } }, now: now,
                                               heardAt: schedule.heardAt(now: now))
    }

    /// Height from the bottom of the screen to the top of the highest bar that counts (with a tab
    /// bar's own accessory above it or beside it, iOS 26): where the sheets' bars rest above. A
    /// measure of the few bars followed, with no search.
    var height: CGFloat {
        guard let screen else { return 0 }
        var highest: CGFloat = 0
        for entry in tracked {
            guard let bar = entry.bar else { continue }
            let taken = Self.forecastObstruction(of: bar, navigation: entry.navigation, in: screen)
            highest = max(highest, taken)
            if taken > 0, let accessory = shownAccessory(of: entry, in: screen) {
                // The accessory is part of the bar: the bars rest above its top.
                highest = max(highest, screen.bounds.maxY - accessory.minY)
            }
        }
        return min(highest, screen.bounds.height)
    }

    /// iOS 26's minimized tab bar (``DropDownSheetCore/DropDownSheetMinimizedTabBar``): a tab bar
    /// followed that is at the bottom of the screen and that the core (``DropDownSheetCore/DropDownSheetTabBarMinimizing``)
    /// finds minimized, with whether
    /// the app's own accessory sits inline beside it, and the bottom bar's ``height`` when it was
    /// last measured with no tab bar minimized (its `expandedHeight`, which keeps the screen
    /// underneath's inset across a minimize); nil otherwise. A measure, with no search; a measure
    /// with no tab bar minimized remembers ``height``.
    var minimizedTabBar: DropDownSheetMinimizedTabBar? {
        guard let screen else { return nil }
        for entry in tracked {
            guard let tabBar = entry.bar as? UITabBar, Self.forecastObstruction(of: tabBar, navigation: nil, in: screen) > 0 else { continue }
            // The core decides (DropDownSheetTabBarMinimizing): the minimize behaviour and the
            // accessory's documented environment first, the width against the tab bar controller's
            // own view last. With a search tab, the room is the app's (review 20, finding 2). A tab
            // bar of the app's own minimizes only as the app narrows it: measured against the view
            // of the controller that holds it.
            let decision: (isMinimized: Bool, isBesideAppsOwn: Bool)
            if let tabs = tabBar.delegate as? UITabBarController, tabs.tabBar === tabBar {
                let accessory = shownAccessory(of: entry, in: screen) != nil ? DropDownSheetTabAccessory.environment(of: entry.accessory) : .none
                decision = DropDownSheetTabBarMinimizing.decide(
                    behavior: DropDownSheetTabAccessory.minimizeBehavior(of: tabs), accessory: accessory,
                    hasSearchTab: DropDownSheetTabBarVisibility.hasSearchTab(tabs),
                    tabBarWidth: Double(tabBar.bounds.width), controllerWidth: Double(tabs.view.bounds.width),
                    widthIsHeard: Self.observesBarLayers)
            } else {
                let holder = DropDownSheetScreenControllers.nearestController(of: tabBar)?.viewIfLoaded ?? screen
                decision = DropDownSheetTabBarMinimizing.decide(behavior: .mayMinimize, accessory: .none, hasSearchTab: false,
                                                                tabBarWidth: Double(tabBar.bounds.width),
                                                                controllerWidth: Double(holder.bounds.width))
            }
            guard decision.isMinimized else { continue }
            if var minimized = DropDownSheetBottomBarFinder.minimizedTabBar(tabBar, in: screen, isBesideSystemAccessory: decision.isBesideAppsOwn) {
                minimized.expandedHeight = Double(expandedHeight)
                return minimized
            }
        }
        expandedHeight = height
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

    /// Whether a navigation controller whose toolbar was hidden when the bars were looked for
    /// shows it now (`isToolbarHidden`, documented): a touch that passes through has them looked
    /// for again, the fallback where no sentinel hears the toolbar (over a list).
    var toolbarShownSinceSearch: Bool {
        navigationsWithoutToolbar.contains { $0.controller?.isToolbarHidden == false }
    }

    /// Whether the app set, replaced or removed the bottom accessory of a followed tab bar's
    /// controller since the bars were looked for (`bottomAccessory` is a plain settable property,
    /// and KVO of the old content view does not fire when it is taken away): a property read of
    /// each tab bar controller, no search.
    var accessoriesChanged: Bool {
        tracked.contains { entry in
            guard let bar = entry.bar else { return false }
            return Self.accessory(of: bar) !== entry.accessory
        }
    }

    /// The safe area of a view the library watches changed (a receiver of the inset, a navigation
    /// stack's top controller): UIKit gives a tab bar controller's children the room of their tab
    /// bar and its accessory, and a navigation controller's the room of its toolbar, so a bar
    /// that was resized, an accessory set or removed, a toolbar shown are heard here. Measured
    /// again (and looked for again if an accessory changed) on the next turn.
    func safeAreaDidChange() {
        scheduleChange()
    }

    /// Whether no bar is followed (the screen has none, or they have not been laid out yet).
    var isEmpty: Bool { !tracked.contains { $0.bar != nil } }

    /// Looks for the bars now, in the screen's views and among its controllers, and follows each.
    func search() {
        schedule.searched()
        guard let screen else { return }
        var found = DropDownSheetBottomBarFinder.bars(in: screen).map { (bar: $0, navigation: Self.navigationController(owning: $0)) }
        var navigations: [UINavigationController] = []
        var tabControllers: [UITabBarController] = []
        if let root {
            let controllers = DropDownSheetScreenControllers(root: root, bars: [])
            navigations = controllers.navigationControllers
            tabControllers = controllers.tabBarControllers
            for tabs in tabControllers where !found.contains(where: { $0.bar === tabs.tabBar }) {
                found.append((tabs.tabBar, nil))
            }
            // A navigation controller's toolbar only when it shows it, or when it is followed
            // already (hidden since): reading `toolbar` makes one, which UIKit documents only for
            // presenting an action sheet from it. A toolbar shown later changes the safe area of
            // the stack's top controller, whose sentinel hears it (``navigationsWithoutToolbar``).
            for navigation in navigations where !found.contains(where: { $0.navigation === navigation }) {
                if !navigation.isToolbarHidden || tracked.contains(where: { $0.navigation === navigation && $0.bar != nil }) {
                    found.append((navigation.toolbar, navigation))
                }
            }
        }
        navigationsWithoutToolbar = navigations.filter { navigation in !found.contains { $0.navigation === navigation } }
            .map { WeakNavigation(controller: $0, observation: observeToolbarHidden(of: $0)) }
        let stackTops = navigations.compactMap { $0.topViewController?.viewIfLoaded }
        placeSentinels(in: stackTops + tabControllers.compactMap { $0.selectedViewController?.viewIfLoaded })
        let accessories = found.map { Self.accessory(of: $0.bar) }
        let known = tracked
        guard found.count != known.count
                || zip(found, known).contains(where: { $0.bar !== $1.bar || $0.navigation !== $1.navigation })
                || zip(accessories, known).contains(where: { $0 !== $1.accessory }) else { return }
        forgetBars()
        tracked = zip(found, accessories).map { found, accessory in
            Tracked(bar: found.bar, navigation: found.navigation, accessory: accessory,
                    observations: observe(found.bar) + (accessory.map { observe($0) } ?? []),
                    environment: accessory.flatMap { DropDownSheetTabAccessory.observeEnvironment(of: $0) { [weak self] in self?.scheduleChange() } })
        }
    }

    /// The content view of the bottom accessory of the tab bar controller `bar` belongs to (iOS 26).
    private static func accessory(of bar: UIView) -> UIView? {
        guard let tabBar = bar as? UITabBar, let tabs = tabBar.delegate as? UITabBarController, tabs.tabBar === tabBar else { return nil }
        return DropDownSheetTabAccessory.contentView(of: tabs)
    }

    private func forgetBars() {
        for entry in tracked {
            entry.observations.forEach { $0.invalidate() }
            DropDownSheetTabAccessory.stopObserving(entry.accessory, entry.environment)
        }
        tracked = []
    }

    // MARK: - Following

    private func observe(_ bar: UIView) -> [NSKeyValueObservation] {
        guard Self.observesBarLayers else { return [] }
        // The handlers run where UIKit changes the layer (the main thread, often inside its own
        // layout or animation): they schedule the work for the next turn, and write nothing.
        let layer = bar.layer
        return [
            layer.observe(\.position) { [weak self] _, _ in self?.layerDidChange() },
            layer.observe(\.bounds) { [weak self] _, _ in self?.layerDidChange() },
            layer.observe(\.isHidden) { [weak self] _, _ in self?.layerDidChange() },
            layer.observe(\.opacity) { [weak self] _, _ in self?.layerDidChange() },
        ]
    }

    /// The accelerator for a toolbar first shown over a list, where no sentinel hears it (only
    /// there: elsewhere the sentinel of the stack's top hears it).
    private func observeToolbarHidden(of navigation: UINavigationController) -> NSKeyValueObservation? {
        guard Self.observesBarLayers, navigation.topViewController?.viewIfLoaded is UIScrollView else { return nil }
        return navigation.observe(\.isToolbarHidden) { [weak self] _, _ in self?.layerDidChange() }
    }

    /// A tracked bar's layer changed (on whatever thread changed it: UIKit's is the main one).
    private nonisolated func layerDidChange() {
        let heard = CACurrentMediaTime()
        Task { @MainActor [weak self] in self?.scheduleChange(heardAt: heard) }
    }

    /// A sentinel in each of `views` (the views of the stacks' top controllers and of the selected
    /// tabs): its leaving the window has the bars looked for again, its safe area changing has them
    /// measured again. One already placed for a view is kept, and installed again if app code took
    /// it out.
    private func placeSentinels(in views: [UIView]) {
        var placed: [ObjectIdentifier: DropDownSheetScreenSentinel] = [:]
        for view in views {
            guard view.window != nil else { continue }
            let key = ObjectIdentifier(view)
            if let sentinel = sentinels.removeValue(forKey: key) {
                sentinel.install(in: view)
                placed[key] = sentinel
                continue
            }
            let sentinel = DropDownSheetScreenSentinel()
            sentinel.safeAreaDidChange = { [weak self] in self?.safeAreaDidChange() }
            sentinel.install(in: view)
            sentinel.windowDidChange = { [weak self] window in
                guard window == nil else { return }
                Task { @MainActor [weak self] in self?.setNeedsSearch() }
            }
            placed[key] = sentinel
        }
        for sentinel in sentinels.values {
            sentinel.windowDidChange = nil
            sentinel.safeAreaDidChange = nil
            sentinel.removeFromSuperview()
        }
        sentinels = placed
    }

    private func scheduleChange(heardAt heard: CFTimeInterval = CACurrentMediaTime()) {
        if schedule.hearChange(at: heard) { scheduleDelivery() }
    }

    private func scheduleDelivery() {
        Task { @MainActor [weak self] in self?.deliverChange() }
    }

    private func deliverChange() {
        guard let screen else { _ = schedule.deliver(structureChanged: false); return }
        // A bar that was freed or taken out of the screen: the structure changed.
        let lost = tracked.contains { entry in
            guard let bar = entry.bar else { return true }
            // (A navigation controller's toolbar that was never shown is in no view yet.)
            return bar.superview != nil && !bar.isDescendant(of: screen)
        }
        if schedule.deliver(structureChanged: lost || accessoriesChanged || toolbarShownSinceSearch) { search() }
        awaitTransitionsOfTheBarsOwners()
        onChange?()
    }

    /// Asks the coordinator of each transition the bars' owners are in to look again when it
    /// ends.
    private func awaitTransitionsOfTheBarsOwners() {
        for entry in tracked {
            guard let bar = entry.bar,
                  let coordinator = Self.owningTransition(of: bar, navigation: entry.navigation)?.transitionCoordinator else { continue }
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

    /// The navigation controller whose toolbar `toolbar` is, found up the responder chain (a
    /// toolbar in the view hierarchy), or nil.
    static func navigationController(owning bar: UIView) -> UINavigationController? {
        guard let toolbar = bar as? UIToolbar else { return nil }
        var responder: UIResponder? = toolbar.next
        while let r = responder {
            if let navigation = r as? UINavigationController, navigation.toolbar === toolbar { return navigation }
            responder = r.next
        }
        return nil
    }

    /// The controller whose transition moves `bar`: the navigation controller shown by the tab
    /// bar controller of a tab bar (a push or pop), the tab bar controller itself otherwise, or
    /// `navigation`, whose toolbar it is.
    static func owningTransition(of bar: UIView, navigation: UINavigationController?) -> UIViewController? {
        if let tabBar = bar as? UITabBar, let tabs = tabBar.delegate as? UITabBarController, tabs.tabBar === tabBar {
            if let navigation = tabs.selectedViewController as? UINavigationController, navigation.transitionCoordinator != nil {
                return navigation
            }
            return tabs
        }
        return navigation ?? navigationController(owning: bar)
    }
}

/// A transparent, zero-size view that asks to be laid out with its superview's next layout pass and
/// says when it has been, once: Core Animation lays out a layer that needs layout in the commit
/// after its ancestors, so by then the screen's own views are laid out. Takes no touches, is not
/// seen by VoiceOver, and is never drawn (zero size, fully transparent).
@MainActor
final class DropDownSheetLayoutProbe: DropDownSheetUnseenView {
    /// Called after the next layout pass, then forgotten.
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let onLayout else { return }
        self.onLayout = nil
        onLayout()
    }
}
#endif
