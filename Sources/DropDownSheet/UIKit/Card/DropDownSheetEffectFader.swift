#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// Fades a visual effect view's effect (the bar's material, or glass) in and out by the effect
/// itself, never by an `alpha`: UIKit's documentation of `UIVisualEffectView` ("Set the correct
/// alpha value") says to avoid alpha values below 1 on the effect view and on any of its
/// superviews, which make many effects look wrong or not show at all.
///
/// Between the ends it holds a paused `UIViewPropertyAnimator` that animates `effect` from nil to
/// the effect, at the fraction asked for (the way UIKit itself animates a blur in and out,
/// scrubbed). It is used for the bar's material (a blur), never for glass: a bar on iOS 26's
/// glass hides its material and fades its foreground alone, and `UIGlassEffect`'s documentation
/// says nothing of scrubbing. At either end
/// it holds no animator: the effect is simply set (strength 1) or removed (strength 0), so a bar
/// at rest behind an expanded card costs nothing. The animator is stopped before it could be
/// released while paused (which UIKit does not allow), whenever the view leaves its window
/// (UIKit rebuilds the effect's layers when the view moves to a window, dropping a paused
/// animation), and when this fader goes.
@MainActor
final class DropDownSheetEffectFader {
    let view: UIVisualEffectView
    /// The effect at full strength. Setting it applies it at the current strength.
    var effect: UIVisualEffect? {
        didSet {
            stopScrubbing()
            apply()
        }
    }
    /// How much of the effect shows, 0 to 1: what the view shows (nil when 0, the effect when 1).
    private(set) var strength: CGFloat = 1
    /// The paused animator between the ends, kept in a reference `deinit` can reach.
    private var animator: UIViewPropertyAnimator? {
        get { animatorReference.animator }
        set { animatorReference.animator = newValue }
    }
    private let animatorReference = AnimatorReference()

    init(view: UIVisualEffectView, effect: UIVisualEffect?) {
        self.view = view
        self.effect = effect
        view.effect = effect
    }

    deinit {
        let reference = animatorReference
        // A paused animator must be stopped before it is released. A view is released on the main
        // thread; should this ever be freed elsewhere, the animator is left to its owner then.
        runOnMainActorIfMainThread(fallback: ()) { reference.animator?.stopAnimation(true) }
    }

    /// Whether a paused animator holds the effect between its ends (tests read it).
    var isScrubbing: Bool { animator != nil }

    /// Shows `strength` of the effect (clamped into 0...1; not a number is 1: the core's
    /// ``DropDownSheetCore/DropDownSheetEffectFading``).
    func setStrength(_ strength: CGFloat) {
        let clamped = CGFloat(DropDownSheetEffectFading.strength(Double(strength)))
        guard DropDownSheetEffectFading.needsApplying(Double(clamped), current: Double(self.strength), isScrubbing: isScrubbing) else { return }
        self.strength = clamped
        apply()
    }

    /// The view left its window or came into one: the paused animation is gone; it is made again
    /// at the next strength between the ends.
    func viewDidMoveToWindow() {
        stopScrubbing()
        apply()
    }

    /// Stops any paused animator, leaving the effect at its nearest end.
    func stopScrubbing() {
        guard let animator else { return }
        animator.stopAnimation(true)
        self.animator = nil
    }

    private func apply() {
        let drawing = DropDownSheetEffectFading.drawing(strength: Double(strength), isInWindow: view.window != nil)
        guard case let .scrubbed(fraction) = drawing, let effect else {
            stopScrubbing()
            view.effect = drawing == .full ? effect : nil
            return
        }
        if animator == nil {
            view.effect = nil
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { [view] in view.effect = effect }
            // Held at the fraction set below, never running on its own.
            animator.pausesOnCompletion = true
            self.animator = animator
        }
        animator?.fractionComplete = CGFloat(fraction)
    }
}

/// Holds the fader's animator for its `deinit`.
private final class AnimatorReference: @unchecked Sendable {
    // Written on the main actor only; read in deinit on the main thread only.
    nonisolated(unsafe) var animator: UIViewPropertyAnimator?
}
#endif
