#if canImport(UIKit)
import UIKit

/// Adds the room the sheets' bars take (``DropDownSheetCore/DropDownSheetUnderneathInset/safeAreaBottom``)
/// to the bottom safe area of the screen underneath's content, so that its lists end above the
/// bars, and gives back exactly what it added.
///
/// **Which controllers receive it** (``receivers(of:bars:)``): the highest controllers whose view
/// lies above the screen's tab bar or toolbar and holds no such bar, so that UIKit's safe-area
/// propagation carries the inset down to every view inside, clipped to where each view is:
///
/// - a `UITabBarController`: each of its `viewControllers` (its tab bar is its own, and would grow
///   with its safe area: UIKit extends a tab bar through the bottom safe area of its controller);
/// - a `UINavigationController` whose toolbar is hidden: itself, so a controller it pushes has the
///   inset from its first frame; with its toolbar shown, each controller of its stack (the toolbar
///   would grow too);
/// - any other controller (a plain root, a `UIHostingController`, a `UISplitViewController`, an
///   app's own container): itself, unless a tab bar or toolbar lies in its view (a SwiftUI `TabView`
///   is a `UITabBarController` among its children, a split view's column may hold a tab bar
///   controller), in which case its children, by the same rules; a bar in its own view and not in
///   a child's leaves it nothing (the library cannot add to its safe area without moving that
///   bar: such an app reads ``DropDownSheetCore/DropDownSheetUnderneathInset`` itself).
///
/// **Preserving the app's own value.** Each receiver's `additionalSafeAreaInsets.bottom` is
/// raised by the inset and only that; the other edges are never written. The value written is
/// remembered: while the receiver still holds it, the library's part is taken out again exactly
/// (the inset changes, the receiver stops being one, the sheets go); if the app set the value
/// itself meanwhile, the app's value is kept as its own and the inset added to it, or, when the
/// library lets go, left alone.
///
/// **Timing.** A change is animated with the sheet's spring (``DropDownSheetCore/DropDownSheetSpring``
/// as `UISpringTimingParameters` of the same mass, stiffness and damping), the receivers laid out
/// inside the animation, so a list's last rows slide rather than jump; a change that comes
/// without a spring (a rotation) is written as it comes, inside UIKit's own animation if there is one.
///
/// **Structure.** A hidden zero-size sentinel in each receiver's view (not in a
/// `UIVisualEffectView`, which takes no subviews of its own) reports when the view leaves its
/// window (a pop, a tab replaced), so the receivers are resolved again.
@MainActor
final class DropDownSheetSafeAreaAdjuster {
    /// A receiver: what was added to it, the value written, and its sentinel.
    private struct Entry {
        weak var controller: UIViewController?
        var added: CGFloat
        var written: CGFloat
        var sentinel: DropDownSheetScreenSentinel?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The inset added now, in points.
    private(set) var inset: CGFloat = 0
    /// Called (a turn of the run loop later) when a receiver's view left its window.
    var structureDidChange: (() -> Void)?
    /// How many times a receiver's `additionalSafeAreaInsets` was written: what a test counts to
    /// see that frames and expands write nothing.
    private(set) var writeCount = 0

    /// The controllers the inset is added to now.
    var receivers: [UIViewController] { entries.values.compactMap(\.controller) }

    /// The controllers of the screen whose root-most controller is `root` that receive the inset,
    /// with the tab bars and toolbars `bars` of that screen (see the type's documentation).
    static func receivers(of root: UIViewController, bars: [UIView]) -> [UIViewController] {
        var found: [UIViewController] = []
        collect(root, bars: bars, depth: 0, into: &found)
        return found
    }

    private static func collect(_ controller: UIViewController, bars: [UIView], depth: Int, into found: inout [UIViewController]) {
        guard depth < 32 else { return }
        func children(_ list: [UIViewController]) {
            for child in list { collect(child, bars: bars, depth: depth + 1, into: &found) }
        }
        switch controller {
        case let tabs as UITabBarController:
            children(tabs.viewControllers ?? tabs.children)
        case let navigation as UINavigationController:
            if navigation.isToolbarHidden, !holdsBar(navigation, bars, apartFromToolbarOf: navigation) {
                found.append(navigation)
            } else {
                children(navigation.viewControllers)
            }
        default:
            if holdsBar(controller, bars, apartFromToolbarOf: nil) {
                children(controller.children)
            } else {
                found.append(controller)
            }
        }
    }

    /// Whether one of `bars` lies in `controller`'s view, apart from the toolbar of `navigation`
    /// (found from the bar, so that a toolbar the navigation controller never made is not made).
    private static func holdsBar(_ controller: UIViewController, _ bars: [UIView],
                                 apartFromToolbarOf navigation: UINavigationController?) -> Bool {
        guard let view = controller.viewIfLoaded else { return false }
        return bars.contains { bar in
            if let navigation, let toolbar = bar as? UIToolbar,
               DropDownSheetBottomBarTracker.navigationController(owning: toolbar) === navigation { return false }
            return bar.isDescendant(of: view)
        }
    }

    /// Adds `inset` points to the bottom safe area of `receivers` in place of what was added
    /// before, and gives back what was added to controllers that are no longer receivers;
    /// animated with `spring`, or written as it comes when it is nil.
    func apply(_ inset: CGFloat, to receivers: [UIViewController], spring: DropDownSheetSpring?) {
        let inset = inset.isFinite ? max(inset, 0) : 0
        self.inset = inset
        var writes: [(UIViewController, CGFloat)] = []
        var kept = Set<ObjectIdentifier>()
        if inset > 0 {
            for controller in receivers {
                let key = ObjectIdentifier(controller)
                guard !kept.contains(key) else { continue }
                kept.insert(key)
                let current = controller.additionalSafeAreaInsets.bottom
                var entry = entries[key] ?? Entry(controller: controller, added: 0, written: current, sentinel: nil)
                // Still what was written: the app's own part is what is left without ours. Changed
                // since: the app set it, and all of it is the app's now.
                let own = Self.same(current, entry.written) ? current - entry.added : current
                entry.added = inset
                entry.written = own + inset
                if entry.sentinel == nil { entry.sentinel = sentinel(in: controller) }
                entries[key] = entry
                if !Self.same(current, entry.written) { writes.append((controller, entry.written)) }
            }
        }
        for (key, entry) in entries where !kept.contains(key) {
            if let controller = entry.controller, Self.same(controller.additionalSafeAreaInsets.bottom, entry.written) {
                writes.append((controller, entry.written - entry.added))
            }
            entry.sentinel?.windowDidChange = nil
            entry.sentinel?.removeFromSuperview()
            entries[key] = nil
        }
        perform(writes, spring: spring)
    }

    /// Gives back everything added, at once (the sheets are gone).
    func restore() {
        apply(0, to: [], spring: nil)
    }

    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

    private func perform(_ writes: [(UIViewController, CGFloat)], spring: DropDownSheetSpring?) {
        guard !writes.isEmpty else { return }
        writeCount += writes.count
        // The receivers are laid out at once, so that what is measured next (a toolbar whose
        // navigation controller just gave the inset back to its controllers) is where it stays.
        let write = {
            for (controller, bottom) in writes { controller.additionalSafeAreaInsets.bottom = bottom }
            for (controller, _) in writes where controller.viewIfLoaded?.window != nil { controller.view.layoutIfNeeded() }
        }
        guard let spring, writes.contains(where: { $0.0.viewIfLoaded?.window != nil }) else {
            write()
            return
        }
        // UIKit's spring of the same mass, stiffness and damping as the sheet's (the animator takes
        // its duration from these); the receivers' layout follows inside the animation.
        let timing = UISpringTimingParameters(mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness),
                                              damping: CGFloat(spring.damping), initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: spring.settlingDuration(), timingParameters: timing)
        animator.addAnimations(write)
        animator.startAnimation()
    }

    /// A sentinel in `controller`'s view that reports its leaving the window, or nil for a view not
    /// in a window or one that takes no subviews.
    private func sentinel(in controller: UIViewController) -> DropDownSheetScreenSentinel? {
        guard let view = controller.viewIfLoaded, view.window != nil, !(view is UIVisualEffectView) else { return nil }
        let sentinel = DropDownSheetScreenSentinel()
        sentinel.frame = .zero
        // Appended: app code reads `subviews.first` as its own.
        view.addSubview(sentinel)
        sentinel.windowDidChange = { [weak self] window in
            guard window == nil else { return }
            Task { @MainActor [weak self] in self?.structureDidChange?() }
        }
        return sentinel
    }
}
#endif
