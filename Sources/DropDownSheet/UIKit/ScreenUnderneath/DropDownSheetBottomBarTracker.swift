#if canImport(UIKit)
import UIKit

/// Follows the tab bars and toolbars of the screen underneath: finds them once, then observes
/// them, so that the bars of the sheets move where the tab bar or toolbar the user sees goes (a
/// push with `hidesBottomBarWhenPushed`, `setToolbarHidden(_:animated:)`, SwiftUI's
/// `.toolbar(.hidden, for: .tabBar)`, a SwiftUI `TabView` that lays out late).
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
///   and `opacity`: the properties a frame, `isHidden` and `alpha` change write (Core Animation's
///   layer properties are key-value observable; UIKit's `frame`, `isHidden` and `alpha` are stored
///   in the view's layer). UIKit sets them to their final values as an animation begins, so a
///   change is seen when the bar starts to move, not when it has arrived. Nothing is polled.
/// - **In step with a push or pop.** A change is handled a turn of the run loop later (never
///   inside UIKit's own layout or animation block), and ``onChange`` hears it then. While the
///   navigation controller that owns the bar (or the one shown by its tab bar controller) is in a
///   transition of its own stack, the bar is measured where it will be when the transition ends
///   (the core's ``DropDownSheetCore/DropDownSheetBottomBarForecast``,
///   DropDownSheetBottomBarTracker+Forecast.swift); the sheets' bars start gliding there with the
///   transition, and the bars are looked for and measured again in its coordinator's completion
///   (an interactive pop the user cancelled, a toolbar the new top controller shows).
@MainActor
final class DropDownSheetBottomBarTracker {
    /// Called a turn of the run loop after a tracked bar moved, was resized, hidden, shown or
    /// faded, or the bars were looked for again: read ``height`` and ``bars``.
    var onChange: (() -> Void)?

    /// A bar found and its observations.
    private struct Tracked {
        weak var bar: UIView?
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

    /// Height from the bottom of the screen to the top of the highest bar that counts: where the
    /// sheets' bars rest above. A measure of the few bars followed, with no search.
    var height: CGFloat {
        guard let screen else { return 0 }
        var highest: CGFloat = 0
        for entry in tracked {
            guard let bar = entry.bar else { continue }
            highest = max(highest, Self.forecastObstruction(of: bar, navigation: nil, in: screen))
        }
        return highest
    }

    /// Whether no bar is followed (the screen has none, or they have not been laid out yet).
    var isEmpty: Bool { !tracked.contains { $0.bar != nil } }

    /// Walks the screen's views for its bars now and observes each.
    func search() {
        searchIsPending = false
        guard let screen else { return }
        let found = DropDownSheetBottomBarFinder.bars(in: screen)
        let known = bars
        guard found.count != known.count || zip(found, known).contains(where: { $0 !== $1 }) else { return }
        tracked = found.map { bar in Tracked(bar: bar, observations: observe(bar)) }
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

    /// The navigation controller whose toolbar `bar` is, found up the responder chain, or nil.
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
