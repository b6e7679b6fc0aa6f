#if canImport(UIKit)
import UIKit

/// Adds the room the sheets' bars take (``DropDownSheetCore/DropDownSheetUnderneathInset/safeAreaBottom``)
/// to the bottom safe area of the screen underneath's content, so that its lists end above the
/// bars, and gives back exactly what it added.
///
/// **Which controllers receive it** is the core's rule over the screen's controller tree
/// (``DropDownSheetCore/DropDownSheetControllerTree/receivers``, walked by
/// ``DropDownSheetScreenControllers``): the highest controllers that bear no tab bar or toolbar
/// (a tab bar controller's tabs, a navigation controller's stack while it shows its toolbar, a
/// plain root, a split view), so that UIKit's safe-area propagation carries the inset down to
/// every view inside and no tab bar or toolbar grows with it; and only the root or children of
/// UIKit's own containers, whose `additionalSafeAreaInsets` no one else writes.
///
/// **The app's own value.** Each receiver's `additionalSafeAreaInsets.bottom` is raised by the
/// inset and only that; the other edges are never written. The value written is remembered:
/// while the receiver still holds it, the library's part is taken out again exactly (the inset
/// changes, the receiver stops being one, the sheets go). A value found changed since the library
/// wrote it belongs to the app from then on: the library cannot tell `= 70` from `+= 10`, and
/// taking either for the other would stack its part twice or take away the app's, so it stops
/// writing to that controller for as long as the sheets are shown (it neither adds nor takes out
/// anything there again) and says so once in the log (docs/presentation-architecture.md, "The
/// app's own additionalSafeAreaInsets").
///
/// **Timing.** A change is animated with the sheet's spring (``DropDownSheetCore/DropDownSheetSpring``
/// as `UISpringTimingParameters` of the same mass, stiffness and damping), the receivers laid out
/// inside the animation, so a list's last rows slide rather than jump; a change that comes
/// without a spring (a rotation) is written as it comes, inside UIKit's own animation if there is one.
///
/// **Structure.** A hidden sentinel as large as each receiver's view (not in a
/// `UIVisualEffectView`, which takes no subviews of its own) reports when the view leaves its
/// window (a pop, a tab replaced), so the receivers are resolved again, and when its safe area
/// changes (``safeAreaDidChange``: a tab bar's accessory set or removed, a bar resized).
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
    /// The controllers whose value the app changed while the library had added to it: never
    /// written again while the sheets are shown.
    private var appOwned: [ObjectIdentifier: WeakControllerReference] = [:]
    /// The inset added now, in points.
    private(set) var inset: CGFloat = 0
    /// Called (a turn of the run loop later) when a receiver's view left its window.
    var structureDidChange: (() -> Void)?
    /// Called at once when a receiver's safe area changed (its tab bar grew, shrank or got an
    /// accessory, its toolbar showed; or the library's own write).
    var safeAreaDidChange: (() -> Void)?
    /// How many times a receiver's `additionalSafeAreaInsets` was written: what a test counts to
    /// see that frames and expands write nothing.
    private(set) var writeCount = 0

    /// The controllers the inset is added to now.
    var receivers: [UIViewController] { entries.values.compactMap(\.controller) }

    /// Whether `controller` has the inset added now.
    func isReceiver(_ controller: UIViewController) -> Bool {
        entries[ObjectIdentifier(controller)]?.controller === controller
    }

    /// Adds `inset` points to the bottom safe area of `receivers` in place of what was added
    /// before, and gives back what was added to controllers that are no longer receivers;
    /// animated with `spring`, or written as it comes when it is nil. `laysOut` false writes
    /// without laying the receivers out or animating: from inside UIKit's own change, whose layout
    /// (in its animation block) follows.
    func apply(_ inset: CGFloat, to receivers: [UIViewController], spring: DropDownSheetSpring?, laysOut: Bool = true) {
        let inset = inset.isFinite ? max(inset, 0) : 0
        self.inset = inset
        var writes: [(UIViewController, CGFloat)] = []
        var kept = Set<ObjectIdentifier>()
        if inset > 0 {
            for controller in receivers {
                let key = ObjectIdentifier(controller)
                guard !kept.contains(key), appOwned[key]?.controller !== controller else { continue }
                let current = controller.additionalSafeAreaInsets.bottom
                if let entry = entries[key], !Self.same(current, entry.written) {
                    // Changed since it was written: the app's now (see the type's documentation).
                    letGo(of: controller, key: key)
                    continue
                }
                kept.insert(key)
                var entry = entries[key] ?? Entry(controller: controller, added: 0, written: current, sentinel: nil)
                let own = current - entry.added
                entry.added = inset
                entry.written = own + inset
                if entry.sentinel == nil { entry.sentinel = sentinel(in: controller) }
                entries[key] = entry
                if !Self.same(current, entry.written) { writes.append((controller, entry.written)) }
            }
        }
        for (key, entry) in entries where !kept.contains(key) {
            if let controller = entry.controller {
                if Self.same(controller.additionalSafeAreaInsets.bottom, entry.written) {
                    writes.append((controller, entry.written - entry.added))
                } else {
                    letGo(of: controller, key: key)
                    continue
                }
            }
            entry.sentinel?.windowDidChange = nil
            entry.sentinel?.removeFromSuperview()
            entries[key] = nil
        }
        perform(writes, spring: spring, laysOut: laysOut)
    }

    /// Stops writing to `controller`, whose value the app changed since the library wrote it:
    /// nothing is taken out of it, and the app hears of it once.
    private func letGo(of controller: UIViewController, key: ObjectIdentifier) {
        if let entry = entries.removeValue(forKey: key) {
            entry.sentinel?.windowDidChange = nil
            entry.sentinel?.removeFromSuperview()
            DropDownSheetMisuseReport.warn("""
                DropDownSheet: \(type(of: controller))'s additionalSafeAreaInsets.bottom changed from \(entry.written) \
                to \(controller.additionalSafeAreaInsets.bottom) while \(entry.added) points of it were the drop-down \
                sheets' bars; the library leaves that controller's value to the app from now on (it cannot tell a new \
                value from one added to its own). Set it on a controller that does not receive the bars' room, or \
                set adjustsSafeAreaUnderneath to false and add underneathInset yourself.
                """)
        }
        appOwned[key] = WeakControllerReference(controller: controller)
    }

    /// Gives back everything added, at once (the sheets are gone).
    func restore() {
        apply(0, to: [], spring: nil)
        appOwned = [:]
    }

    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

    private func perform(_ writes: [(UIViewController, CGFloat)], spring: DropDownSheetSpring?, laysOut: Bool) {
        guard !writes.isEmpty else { return }
        writeCount += writes.count
        // The receivers are laid out at once, so that what is measured next (a toolbar whose
        // navigation controller just gave the inset back to its controllers) is where it stays;
        // not from inside UIKit's own change (`laysOut` false), whose layout follows.
        let write = {
            for (controller, bottom) in writes { controller.additionalSafeAreaInsets.bottom = bottom }
            guard laysOut else { return }
            for (controller, _) in writes where controller.viewIfLoaded?.window != nil { controller.view.layoutIfNeeded() }
        }
        guard let spring, laysOut, writes.contains(where: { $0.0.viewIfLoaded?.window != nil }) else {
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
        sentinel.safeAreaDidChange = { [weak self] in self?.safeAreaDidChange?() }
        // Appended: app code reads `subviews.first` as its own.
        view.addSubview(sentinel)
        sentinel.windowDidChange = { [weak self] window in
            guard window == nil else { return }
            Task { @MainActor [weak self] in self?.structureDidChange?() }
        }
        return sentinel
    }
}

/// A view controller held without keeping it alive.
struct WeakControllerReference {
    weak var controller: UIViewController?
}
#endif
