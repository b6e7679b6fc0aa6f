#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// Adds the room the sheets' bars take (``DropDownSheetCore/DropDownSheetUnderneathInset/safeAreaBottom``)
/// to the bottom safe area of the screen underneath's content, so that its lists end above the
/// bars, and gives back exactly what it added (docs/presentation-architecture.md, "Who receives the inset").
///
/// - **Who receives it** is the core's rule (``DropDownSheetCore/DropDownSheetControllerTree/receivers``
///   over ``DropDownSheetScreenControllers``); **what is written** is the core's bookkeeping
///   (``DropDownSheetCore/DropDownSheetInsetBookkeeping``: the app's value is the base, a change of
///   the app's read as it meant it, a value put back at once by the app's own layout left to it, a
///   double room reported once). Only `additionalSafeAreaInsets.bottom` is written; a write queued
///   alongside a transition is pending until it runs, and only the last write to a controller runs.
/// - **Timing: nothing here lays out what UIKit is animating.** A receiver not in a window or not
///   laid out yet is written with no animation (its first layout is UIKit's own); the share moving
///   between receivers (the core's `Write.atOnce`) is written at once, give-backs first; during a
///   push or pop of the receiver's stack it is written alongside the transition
///   (`animate(alongsideTransition:)`) and UIKit lays it out; otherwise in a
///   `UIViewPropertyAnimator` on the sheet's spring with the receiver's view laid out inside it.
/// - **Structure.** A sentinel in each receiver's view (``DropDownSheetScreenSentinel``) reports
///   its leaving the window (a pop, a tab replaced) and, spanning the view (zero-size in a scroll
///   view), its safe area changing (``safeAreaDidChange``).
@MainActor
final class DropDownSheetSafeAreaAdjuster {
    private var books = DropDownSheetInsetBookkeeping<ObjectIdentifier>()
    private var controllers: [ObjectIdentifier: WeakControllerReference] = [:]
    private var sentinels: [ObjectIdentifier: DropDownSheetScreenSentinel] = [:]
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
    /// The number of each controller's last write: a queued write that is no longer the last
    /// one does not run.
    private var lastWrite: [ObjectIdentifier: Int] = [:]

    /// The controllers the inset is added to now.
    var receivers: [UIViewController] { books.entries.keys.compactMap { controllers[$0]?.controller } }

    /// Whether `controller` has the inset added now.
    func isReceiver(_ controller: UIViewController) -> Bool {
        let key = ObjectIdentifier(controller)
        return books.isReceiver(key) && controllers[key]?.controller === controller
    }

    /// Adds `inset` points to the bottom safe area of `receivers` in place of what was added
    /// before, and gives back what was added to controllers that are no longer receivers;
    /// animated with `spring` (see the type's "Timing"), or written as it comes when it is nil.
    func apply(_ inset: CGFloat, to receivers: [UIViewController], spring: DropDownSheetSpring?) {
        self.inset = inset.isFinite ? max(inset, 0) : 0
        for controller in receivers { controllers[ObjectIdentifier(controller)] = WeakControllerReference(controller: controller) }
        var writes: [DropDownSheetInsetBookkeeping<ObjectIdentifier>.Write] = []
        var warnings: [DropDownSheetInsetBookkeeping<ObjectIdentifier>.Warning] = []
        let known = controllers
        books.apply(inset: Double(self.inset), to: receivers.map(ObjectIdentifier.init), current: { key in
            known[key]?.controller.map { Double($0.additionalSafeAreaInsets.bottom) }
        }, at: CACurrentMediaTime(), writes: &writes, warnings: &warnings)
        warnings.forEach(warn)
        finish(writes, spring: spring)
    }

    /// Gives back everything added, at once (the sheets are gone).
    func restore() {
        var writes: [DropDownSheetInsetBookkeeping<ObjectIdentifier>.Write] = []
        var warnings: [DropDownSheetInsetBookkeeping<ObjectIdentifier>.Warning] = []
        let known = controllers
        books.restore(current: { key in known[key]?.controller.map { Double($0.additionalSafeAreaInsets.bottom) } },
                      writes: &writes, warnings: &warnings)
        warnings.forEach(warn)
        inset = 0
        finish(writes, spring: nil)
        // Written at once (no spring): no queued write is left to run.
        lastWrite = [:]
    }

    /// Places and removes the sentinels for the receivers now, and writes.
    private func finish(_ writes: [DropDownSheetInsetBookkeeping<ObjectIdentifier>.Write], spring: DropDownSheetSpring?) {
        // Read before the controllers given back are forgotten.
        let targets = writes.map { (controllers[$0.key]?.controller, $0) }
        controllers = controllers.filter { books.isReceiver($0.key) && $0.value.controller != nil }
        for (key, sentinel) in sentinels where controllers[key] == nil {
            sentinel.windowDidChange = nil
            sentinel.safeAreaDidChange = nil
            sentinel.removeFromSuperview()
            sentinels[key] = nil
        }
        for (key, reference) in controllers where sentinels[key] == nil {
            if let controller = reference.controller, let sentinel = sentinel(in: controller) { sentinels[key] = sentinel }
        }
        // In the core's order (give-backs first); a move of the share (a navigation controller's
        // to its stack's controllers and back) at once, with no spring.
        for case let (controller?, write) in targets {
            perform(CGFloat(write.bottom), on: controller, spring: write.atOnce ? nil : spring)
        }
    }

    /// Writes `bottom` to `controller`'s `additionalSafeAreaInsets.bottom` (see "Timing").
    private func perform(_ bottom: CGFloat, on controller: UIViewController, spring: DropDownSheetSpring?) {
        writeCount += 1
        let key = ObjectIdentifier(controller)
        let number = (lastWrite[key] ?? 0) + 1
        lastWrite[key] = number
        let write = { [weak controller] in controller?.additionalSafeAreaInsets.bottom = bottom }
        guard let spring, let view = controller.viewIfLoaded, view.window != nil, !view.layer.needsLayout() else {
            write()
            return
        }
        // A push or a pop of its stack: UIKit lays the stack out in its own animation. A navigation
        // controller that holds the inset itself has its own push's coordinator (its
        // `navigationController` is nil when it is the root). (Not any `transitionCoordinator`:
        // during a presentation, the sheets' own among them, UIKit does not lay the presenting
        // screen out.)
        let navigation = (controller as? UINavigationController)?.transitionCoordinator
        if let coordinator = navigation ?? controller.navigationController?.transitionCoordinator {
            let queued = coordinator.animate(alongsideTransition: { [weak self] _ in
                guard let self, self.lastWrite[key] == number else { return }
                write()
                self.books.writeLanded(key)
            })
            if queued { books.writeIsPending(key) } else { write() }
            return
        }
        let timing = UISpringTimingParameters(mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness),
                                              damping: CGFloat(spring.damping), initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: spring.settlingDuration(), timingParameters: timing)
        animator.addAnimations { [weak view] in
            write()
            view?.layoutIfNeeded()
        }
        animator.startAnimation()
    }

    /// Says once what the core's bookkeeping found (``DropDownSheetCore/DropDownSheetDoubleRoom``,
    /// or an app that puts its value back after every write).
    private func warn(_ warning: DropDownSheetInsetBookkeeping<ObjectIdentifier>.Warning) {
        let name = controllers[warning.key]?.controller.map { String(describing: type(of: $0)) } ?? String(describing: warning.key)
        let message: String
        switch warning.reason {
        case .doubleRoom:
            message = """
                DropDownSheet: \(name) makes room for the drop-down sheets' bars twice: its own \
                additionalSafeAreaInsets.bottom is \(warning.own) points and the library adds the bars' \(warning.inset) \
                points to it. Remove your own bar room, or set the sheet's configuration's adjustsSafeAreaUnderneath \
                to false and use underneathInset yourself.
                """
        case .contested:
            message = """
                DropDownSheet: \(name) set its additionalSafeAreaInsets.bottom back to \(warning.own) points right after the \
                library added the bars' \(warning.inset) points (as code in viewDidLayoutSubviews does), so the library \
                leaves it the app's while the sheets are shown. Set it to your value plus underneathInset.safeAreaBottom \
                there to keep the bars' room, or set adjustsSafeAreaUnderneath to false.
                """
        case .readAsChange:
            message = """
                DropDownSheet: \(name) changed its additionalSafeAreaInsets.bottom while the library's \(warning.inset) points \
                were in it, to a value that still holds them, so the change is read as += or -=: \(warning.own) points \
                will be left when the sheets go. If you set an absolute value there, add underneathInset.safeAreaBottom \
                to it while sheets are shown, or set adjustsSafeAreaUnderneath to false.
                """
        }
        DropDownSheetMisuseReport.warn(message)
    }

    /// A sentinel in `controller`'s view that reports its leaving the window, or nil for a view not
    /// in a window or one that takes no subviews.
    private func sentinel(in controller: UIViewController) -> DropDownSheetScreenSentinel? {
        guard let view = controller.viewIfLoaded, view.window != nil, !(view is UIVisualEffectView) else { return nil }
        let sentinel = DropDownSheetScreenSentinel()
        sentinel.safeAreaDidChange = { [weak self] in self?.safeAreaDidChange?() }
        // Appended: app code reads `subviews.first` as its own.
        sentinel.install(in: view)
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
