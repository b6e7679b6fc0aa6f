/// The rules of fading a visual effect (the bar's material) in and out by the effect itself,
/// never by an opacity (an alpha below 1 on a visual effect view breaks it): how much of the
/// effect shows, and how the shell draws a strength. The UIKit shell's
/// `DropDownSheetEffectFader` applies them with a paused animator between the ends.
package enum DropDownSheetEffectFading {
    /// How the shell draws a strength.
    package enum Drawing: Sendable, Hashable {
        /// No effect (strength 0): no animator held.
        case none
        /// The whole effect (strength 1): no animator held.
        case full
        /// A paused animation from no effect to the effect, held at `fraction` (0 to 1).
        case scrubbed(fraction: Double)
    }

    /// A strength as drawn: clamped into 0...1; not a number is 1 (the effect whole, rather than
    /// a bar that loses its material).
    package static func strength(_ strength: Double) -> Double {
        strength.isNaN ? 1 : min(max(strength, 0), 1)
    }

    /// Whether a new strength (`wanted`, already clamped) must be applied over `current`: when it
    /// differs, or when it lies between the ends and no animator holds it (the view came into a
    /// window, or the animator was stopped).
    package static func needsApplying(_ wanted: Double, current: Double, isScrubbing: Bool) -> Bool {
        wanted != current || (!isScrubbing && wanted > 0 && wanted < 1)
    }

    /// How `strength` (0 to 1) is drawn: at the ends, set or removed; between them, scrubbed, but
    /// only in a window (UIKit rebuilds an effect's layers when its view moves to a window,
    /// dropping a paused animation): out of one, the nearer end (from 0.5, the effect).
    package static func drawing(strength: Double, isInWindow: Bool) -> Drawing {
        let clamped = self.strength(strength)
        guard clamped > 0, clamped < 1, isInWindow else { return clamped >= 0.5 ? .full : .none }
        return .scrubbed(fraction: clamped)
    }
}
