#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The timing of an animated change of the container that follows an animation the platform runs
/// on a bar the sheets rest on: iOS 26's tab bar shrinking or growing
/// (``DropDownSheetMinimizedTabBar``), a toolbar sliding in, a tab bar hiding. Given with the
/// change (``DropDownSheetPresentation/Input/layout(_:animated:timing:)``), it makes the sheets'
/// rest places glide with the same start, duration and curve as the bar, so that, frame by frame,
/// a bar resting above the moving bar neither overlaps it nor leaves a gap.
///
/// The UIKit shell reads it from the animation UIKit added to the bar's layer (`CAAnimation`'s
/// `beginTime` and `duration`, a `CAMediaTimingFunction`'s control points or a
/// `CASpringAnimation`'s mass, stiffness, damping and initial velocity): a reading of what is
/// already scheduled, once per change, never a poll of the bar on each frame. Without a timing,
/// an animated change glides on the library's own ease over the spring's response.
///
/// Values that make no sense are brought into range and reported as
/// ``DropDownSheetInputCorrection/invalidContainer``: a duration that is not a positive number,
/// or longer than ``maximumDuration``, makes no glide (the change happens at once); a begin time
/// that is not finite is now; a curve's numbers that are not finite give the ease-in-ease-out.
public struct DropDownSheetLayoutTiming: Sendable, Hashable, Codable {
    /// How the glide's progress runs over its duration.
    public enum Curve: Sendable, Hashable, Codable {
        /// A cubic Bézier timing curve from (0, 0) to (1, 1) through the control points
        /// (`x1`, `y1`) and (`x2`, `y2`), as `CAMediaTimingFunction(controlPoints:)` takes them:
        /// the progress is the curve's y where its x is the fraction of the duration elapsed. The
        /// x values are clamped to 0...1, as Core Animation requires; the y values may leave it
        /// (an ease that overshoots), up to ±``DropDownSheetLayoutTiming/maximumOvershoot``.
        case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
        /// A damped spring, as `CASpringAnimation` describes one: `mass`, `stiffness` and
        /// `damping` (defaults there: 1, 100, 10), and `initialVelocity`, in units of the
        /// distance to travel per second, positive toward the end (default 0). The progress is
        /// the spring's, cut off at the end of the duration as Core Animation cuts it off: it may
        /// pass 1 and come back (an overshoot), and the glide follows it.
        case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)

        /// The spring Core Animation draws for a `CASpringAnimation` with these constants: one
        /// damped above critical (`damping > 2√(stiffness·mass)`) is drawn critically damped
        /// unless the animation's `allowsOverdamping` (iOS 17, default `false`) is set, so its
        /// damping is lowered to critical then. UIKit's own system spring (mass 3, stiffness
        /// 1000, damping 500: the keyboard's, `UISpringTimingParameters()`'s) is such a spring.
        public static func coreAnimationSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double,
                                               allowsOverdamping: Bool = false) -> Curve {
            guard !allowsOverdamping, mass.isFinite, mass > 0, stiffness.isFinite, stiffness > 0 else {
                return .spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
            }
            let critical = 2 * (stiffness * mass).squareRoot()
            return .spring(mass: mass, stiffness: stiffness, damping: damping > critical ? critical : damping,
                           initialVelocity: initialVelocity)
        }

        /// Linear progress (`CAMediaTimingFunctionName.linear`): the control points (0, 0) and (1, 1).
        public static let linear = Curve.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
        /// Core Animation's and UIKit's `easeInEaseOut`: the control points (0.42, 0) and (0.58, 1).
        public static let easeInEaseOut = Curve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    }

    /// When the animation began, in seconds, on the clock the presentation is given its times
    /// with (``DropDownSheetPresentation/handle(_:at:)``): the UIKit shell's is the media time
    /// (`CACurrentMediaTime()`), Core Animation's too. Usually a moment before the change is
    /// handled (the change is read on the next turn of the run loop): the glide then joins the
    /// bar's animation where it is, as the bar is drawn. Later than now delays the glide.
    public var beginTime: Double
    /// How long the animation lasts, in seconds, from ``beginTime``. Range: more than 0, at most
    /// ``maximumDuration``.
    public var duration: Double
    /// The curve the progress follows. Default ``Curve/easeInEaseOut``.
    public var curve: Curve
    /// Whether the animation is added on top of one still running on the bar (Core Animation's
    /// `CAPropertyAnimation.isAdditive`, which UIKit sets for a frame changed inside an animation
    /// block while an earlier one runs): the bar on screen is then the new value plus what is
    /// left of both animations, and a change given with such a timing while an earlier timed
    /// glide runs is added on top of it the same way. `false`: the earlier animation was
    /// replaced, and the glide starts again from where the bars are. Default `true`.
    public var isAdditive: Bool

    /// A timing beginning at `beginTime` (seconds, the presentation's clock) and lasting
    /// `duration` seconds on `curve` (default ``Curve/easeInEaseOut``), added on top of an earlier
    /// animation still running when `isAdditive` (default `true`).
    public init(beginTime: Double, duration: Double, curve: Curve = .easeInEaseOut, isAdditive: Bool = true) {
        self.beginTime = beginTime
        self.duration = duration
        self.curve = curve
        self.isAdditive = isAdditive
    }

    /// The longest duration followed, in seconds: 10. A longer one (or one that is not a
    /// positive number) makes the change happen at once.
    public static let maximumDuration = 10.0
    /// How far a curve's progress may go past its ends, as a fraction of the distance: 1 (a
    /// spring or a Bézier's y beyond it is clamped, so no rest place is ever drawn more than one
    /// whole change away from its ends).
    public static let maximumOvershoot = 1.0

    /// How long before a change was heard its animation may have begun, in seconds: 0.1 (the
    /// platform sets the bar's frame, and the shell's observation hears it, in the same turn).
    package static let recentEnough = 0.1

    /// Which of the animations running on the followed bars (`candidates`, read when the change
    /// heard at `heardAt` is reported at `now`) the bars glide with: among those still running at
    /// `now` and begun at most ``recentEnough`` before `heardAt` (or later: a delayed one), the
    /// one that began last, which is the newest change (an earlier one left running under it by
    /// additive animations is not it); of two begun together, the longer. Nil when none counts:
    /// the bars then glide on the library's own ease. No allocation.
    package static func newest(of candidates: [DropDownSheetLayoutTiming], heardAt: Double, now: Double) -> DropDownSheetLayoutTiming? {
        var latest: DropDownSheetLayoutTiming?
        for timing in candidates {
            guard timing.beginTime.isFinite, timing.duration.isFinite, timing.beginTime >= heardAt - recentEnough,
                  timing.beginTime + timing.duration > now else { continue }
            if let best = latest, (best.beginTime, best.duration) >= (timing.beginTime, timing.duration) { continue }
            latest = timing
        }
        return latest
    }

    /// The timing with its numbers brought into range, or nil when it makes no glide, and whether
    /// a number made no sense (the presentation reports it as
    /// ``DropDownSheetInputCorrection/invalidContainer``). Nil for a duration that is not a
    /// positive number at most ``maximumDuration`` long (a duration of exactly 0 is no error: the
    /// platform's change was not animated). A begin time that is not finite becomes `now`; one
    /// more than ``maximumDuration`` away from `now` is brought to that distance. A Bézier's x
    /// values are clamped to 0...1 and its y values to ±``maximumOvershoot`` beyond 0...1 (not
    /// finite: the ease-in-ease-out's); a spring whose mass or stiffness is not a positive finite
    /// number, or whose damping or initial velocity is not finite, becomes the ease-in-ease-out
    /// curve (Core Animation would not animate it).
    func sanitized(now: Double) -> (timing: DropDownSheetLayoutTiming?, corrected: Bool) {
        guard duration.isFinite, duration > 0, duration <= Self.maximumDuration else { return (nil, duration != 0) }
        var timing = self
        var corrected = false
        let clock = now.isFinite ? now : 0
        if beginTime.isFinite {
            timing.beginTime = min(max(beginTime, clock - Self.maximumDuration), clock + Self.maximumDuration)
        } else {
            timing.beginTime = clock
            corrected = true
        }
        switch curve {
        case let .cubicBezier(x1, y1, x2, y2):
            let ys = -Self.maximumOvershoot...(1 + Self.maximumOvershoot)
            let e = (x1: 0.42, y1: 0.0, x2: 0.58, y2: 1.0)
            timing.curve = .cubicBezier(x1: clamped(x1, 0...1, else: e.x1), y1: clamped(y1, ys, else: e.y1),
                                        x2: clamped(x2, 0...1, else: e.x2), y2: clamped(y2, ys, else: e.y2))
            if ![x1, y1, x2, y2].allSatisfy(\.isFinite) { corrected = true }
        case let .spring(mass, stiffness, damping, velocity):
            if !(mass.isFinite && mass > 0 && stiffness.isFinite && stiffness > 0 && damping.isFinite && damping >= 0
                 && velocity.isFinite) {
                timing.curve = .easeInEaseOut
                corrected = true
            }
        }
        return (timing, corrected)
    }

    /// How far the glide has gone at `time` (0 before it begins, 1 at and after its end, possibly
    /// outside 0...1 in between for a curve that overshoots, within ±``maximumOvershoot``), how
    /// fast (per second), and whether it is over. Meant for a sanitized timing; any timing gives
    /// finite numbers. No allocation: a few multiplications, and for a Bézier a handful of
    /// Newton steps.
    public func progress(at time: Double) -> (fraction: Double, rate: Double, isFinished: Bool) {
        guard duration.isFinite, duration > 0 else { return (1, 0, true) }
        let elapsed = time - beginTime
        guard elapsed.isFinite else { return (1, 0, true) }
        if elapsed <= 0 { return (0, 0, false) }
        if elapsed >= duration { return (1, 0, true) }
        var fraction: Double, rate: Double
        switch curve {
        case let .cubicBezier(x1, y1, x2, y2):
            let bezier = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            (fraction, rate) = bezier.value(at: elapsed / duration)
            rate /= duration
        case let .spring(mass, stiffness, damping, velocity):
            // The displacement from the end starts at 1 and moves at -velocity (CASpringAnimation's
            // initial velocity is positive toward the end); DropDownSheetSpring solves it in closed
            // form from the same constants (its init(mass:stiffness:damping:)).
            let spring = DropDownSheetSpring(mass: mass, stiffness: stiffness, damping: damping)
            let (x, v) = spring.solve(displacement: 1, velocity: -velocity, after: elapsed)
            (fraction, rate) = (1 - x, -v)
        }
        let limit = Self.maximumOvershoot
        guard fraction.isFinite, rate.isFinite else { return (1, 0, true) }
        if fraction < -limit || fraction > 1 + limit {
            fraction = min(max(fraction, -limit), 1 + limit)
            rate = 0
        }
        return (fraction, rate, false)
    }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), evaluated as Core Animation evaluates a
/// `CAMediaTimingFunction`: y at the parameter where x equals the input (x is monotonic for
/// control points with x in 0...1).
struct CubicBezier: Sendable, Hashable {
    let x1, y1, x2, y2: Double

    /// The coordinate of a cubic Bézier with end points 0 and 1 and control values `a` and `b` at
    /// parameter `s`, and its derivative.
    private static func point(_ a: Double, _ b: Double, _ s: Double) -> (value: Double, slope: Double) {
        // B(s) = 3(1−s)²s·a + 3(1−s)s²·b + s³, written in powers of s.
        let c = 3 * a, bb = 3 * (b - a) - c, aa = 1 - c - bb
        return (((aa * s + bb) * s + c) * s, (3 * aa * s + 2 * bb) * s + c)
    }

    /// y where x is `x` (0...1), and dy/dx there.
    func value(at x: Double) -> (y: Double, slope: Double) {
        let u = min(max(x, 0), 1)
        // Newton's method from s = x, then bisection if it strays (a flat spot in x(s)).
        var s = u
        var solved = false
        for _ in 0..<8 {
            let (px, dx) = Self.point(x1, x2, s)
            let error = px - u
            if abs(error) < 1e-9 { solved = true; break }
            guard abs(dx) > 1e-9 else { break }
            s -= error / dx
            if !(0...1).contains(s) { break }
        }
        if !solved {
            var low = 0.0, high = 1.0
            s = u
            for _ in 0..<60 {
                let px = Self.point(x1, x2, s).value
                if abs(px - u) < 1e-9 { break }
                if px < u { low = s } else { high = s }
                s = (low + high) / 2
            }
        }
        let dx = Self.point(x1, x2, s).slope
        let (py, dy) = Self.point(y1, y2, s)
        let slope = abs(dx) > 1e-9 ? dy / dx : 0
        return (py, slope.isFinite ? slope : 0)
    }
}
