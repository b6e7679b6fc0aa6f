#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A damped spring, described the way Apple describes springs: a response (how quickly it moves)
/// and a damping ratio (how much it bounces).
///
/// The motion is solved in closed form, so the position and velocity at any time are exact
/// whatever the frame rate, and a spring can be restarted from any position and velocity (a
/// retarget) with no jump in either.
///
/// Conversions follow SwiftUI's `Spring`: a mass of 1, `stiffness = (2π / response)²` and
/// `damping = 4π · dampingRatio / response`, so that `Spring(duration: 0.5, bounce: 0.3)` is a
/// stiffness of 157.9 and a damping of 17.6, as Apple's documentation of `Spring` shows.
public struct DropDownSheetSpring: Sendable, Hashable, Codable {
    /// The period in seconds of the undamped oscillation: roughly how long the spring takes to
    /// arrive. SwiftUI calls it `response` or `duration`. Default 0.45. Range 0.01 to 10.
    public var response: Double

    /// The damping as a fraction of critical damping: 1 arrives without overshoot, less than 1
    /// bounces, more than 1 arrives more slowly. Default 1. Range 0.05 to 20.
    public var dampingRatio: Double

    /// The library's default: response 0.45 s, damping ratio 1.
    public static let `default` = DropDownSheetSpring(response: 0.45, dampingRatio: 1)

    /// The spring used instead of the configured one when Reduce Motion is on: short and
    /// critically damped (response 0.3 s, damping ratio 1), so the sheet arrives without
    /// overshoot.
    public static let reducedMotion = DropDownSheetSpring(response: 0.3, dampingRatio: 1)

    /// Creates a spring from a response in seconds and a damping ratio.
    public init(response: Double, dampingRatio: Double) {
        self.response = response
        self.dampingRatio = dampingRatio
    }

    /// Creates a spring from SwiftUI's `duration` (seconds, the same as `response`) and
    /// `bounce` (-1 to 1: 0 is critically damped, positive bounces, negative is overdamped),
    /// with SwiftUI's mapping: a damping ratio of `1 - bounce` for a positive bounce and
    /// `1 / (1 + bounce)` otherwise.
    public init(duration: Double, bounce: Double) {
        let b = clamped(bounce, -0.99...1, else: 0)
        self.init(response: duration, dampingRatio: b > 0 ? 1 - b : 1 / (1 + b))
    }

    /// Creates a spring from physical constants: mass, stiffness (force per point) and damping
    /// (force per point per second), as in `CASpringAnimation`.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        let m = mass > 0 ? mass : 1
        let k = stiffness > 0 ? stiffness : 1
        let omega = (k / m).squareRoot()
        self.init(response: 2 * Double.pi / omega, dampingRatio: damping / (2 * (k * m).squareRoot()))
    }

    /// SwiftUI's `bounce` for this spring: `1 - dampingRatio` when it bounces, `1/dampingRatio - 1`
    /// when it is overdamped.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// The mass this library's conversions assume: 1.
    public var mass: Double { 1 }

    /// Stiffness for a mass of 1: `(2π / response)²`.
    public var stiffness: Double { angularFrequency * angularFrequency }

    /// Damping for a mass of 1: `2 · dampingRatio · 2π / response`.
    public var damping: Double { 2 * dampingRatio * angularFrequency }

    /// The undamped angular frequency `2π / response`, in radians per second.
    var angularFrequency: Double { 2 * Double.pi / response }

    /// The value UIKit's spring APIs take as `initialVelocity` (`UIView.animate(... initialSpringVelocity:)`,
    /// `UISpringTimingParameters`): the velocity as a fraction of the distance to travel per
    /// second. Returns 0 when the distance is shorter than a thousandth of a point (the velocity
    /// cannot be expressed then), or when any input is not finite. The velocity is first clamped
    /// to ±``DropDownSheetEngine/maximumReleaseVelocity`` (20,000 points per second), the fastest
    /// the engine ever starts a spring with, so the result is finite: at most 2 × 10⁷ in size.
    public static func relativeInitialVelocity(_ velocity: Double, from position: Double, to target: Double) -> Double {
        let distance = target - position
        guard velocity.isFinite, distance.isFinite, abs(distance) >= 0.001 else { return 0 }
        let limit = DropDownSheetEngine.maximumReleaseVelocity
        return min(max(velocity, -limit), limit) / distance
    }

    /// The displacement from the target and the velocity, `time` seconds after the spring was
    /// released with displacement `x0` (points, position minus target) and velocity `v0`
    /// (points per second). Negative or NaN times count as 0.
    public func solve(displacement x0: Double, velocity v0: Double, after time: Double) -> (displacement: Double, velocity: Double) {
        guard time > 0 else { return (x0, v0) }
        let t = time
        let omega = angularFrequency
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-6 {
            // Critically damped: x(t) = e^(-ωt) (x0 + (v0 + ω x0) t).
            let decay = exp(-omega * t)
            let b = v0 + omega * x0
            return (decay * (x0 + b * t), decay * (v0 - omega * b * t))
        } else if zeta < 1 {
            // Underdamped: x(t) = e^(-ζωt) (x0 cos ωd t + (v0 + ζω x0)/ωd sin ωd t).
            let lambda = zeta * omega
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-lambda * t)
            let b = (v0 + lambda * x0) / omegaD
            let c = cos(omegaD * t), s = sin(omegaD * t)
            return (decay * (x0 * c + b * s), decay * ((b * omegaD - lambda * x0) * c - (x0 * omegaD + lambda * b) * s))
        } else {
            // Overdamped: x(t) = c1 e^(r1 t) + c2 e^(r2 t), r = -ω (ζ ∓ √(ζ² - 1)).
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// How long, in seconds, the spring takes to settle: released from rest one unit away from its
    /// target, the time after which it stays within `epsilon` units of it (SwiftUI's
    /// `settlingDuration` uses the same definition with `epsilon` 0.001). For a bouncing spring
    /// this is when the decay envelope `A·e^(−ζωt)` falls below `epsilon`, a tight upper bound.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let spring = sanitized()
        let eps = clamped(epsilon, 1e-12...0.5, else: 0.001)
        let omega = spring.angularFrequency, zeta = spring.dampingRatio
        if zeta < 1 - 1e-6 {
            // x(t) = e^(−ζωt)(cos ωd t + ζω/ωd sin ωd t), whose amplitude is √(1 + (ζω/ωd)²).
            let ratio = zeta / (1 - zeta * zeta).squareRoot()
            let amplitude = (1 + ratio * ratio).squareRoot()
            return max(log(amplitude / eps), 0) / (zeta * omega)
        }
        // Critically and over-damped responses fall monotonically: bisect for x(t) = epsilon.
        var low = 0.0, high = spring.response
        while spring.solve(displacement: 1, velocity: 0, after: high).displacement > eps, high < 1e6 { high *= 2 }
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if spring.solve(displacement: 1, velocity: 0, after: mid).displacement > eps { low = mid } else { high = mid }
        }
        return high
    }

    /// The spring with its numbers brought into their documented ranges (NaN gives the default).
    func sanitized() -> DropDownSheetSpring {
        DropDownSheetSpring(
            response: clamped(response, 0.01...10, else: Self.default.response),
            dampingRatio: clamped(dampingRatio, 0.05...20, else: Self.default.dampingRatio)
        )
    }
}
