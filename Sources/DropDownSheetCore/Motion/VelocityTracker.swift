/// Estimates a finger's velocity from its last few positions, in a fixed amount of memory.
///
/// The estimate is the slope between the newest sample and the oldest one within `window`
/// seconds of it: a finger that stopped before lifting reads as (nearly) still, a flick as fast.
struct VelocityTracker: Sendable, Hashable {
    /// How far back samples count, in seconds. UIKit's pan gesture looks back a similar ~0.1 s.
    static let window = 0.1
    private var times: (Double, Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0, 0)
    private var values: (Double, Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0, 0)
    private var count = 0
    private var newest = -1

    /// Forgets every sample.
    mutating func reset() {
        count = 0
        newest = -1
    }

    /// Records `value` at `time`. Callers pass finite numbers and non-decreasing times.
    mutating func add(_ value: Double, at time: Double) {
        newest = (newest + 1) & 7
        set(newest, time, value)
        count = min(count + 1, 8)
    }

    /// The estimated velocity in units per second as of the newest sample.
    var velocity: Double { velocity(at: -.infinity) }

    /// The estimated velocity in units per second at time `now`: the slope from the oldest sample
    /// within `window` seconds of `now` (or of the newest sample, if later) to the newest, over
    /// that time; 0 when no older sample is that recent, so a finger that stopped reads as still.
    func velocity(at now: Double) -> Double {
        guard count >= 1 else { return 0 }
        let (tNew, vNew) = sample(newest)
        let reference = now.isFinite ? max(now, tNew) : tNew
        var oldest = -1
        for back in 0..<count {
            let i = (newest - back) & 7
            // A hair of slack so that samples exactly `window` apart (in decimal) count.
            guard reference - sample(i).time <= Self.window + 1e-9 else { break }
            oldest = i
        }
        guard oldest >= 0, oldest != newest || reference > tNew else { return 0 }
        let (tOld, vOld) = sample(oldest)
        let dt = reference - tOld
        guard dt > 0.000_5 else { return 0 }
        let v = (vNew - vOld) / dt
        return v.isFinite ? v : 0
    }

    /// Two trackers are equal when they hold the same samples in the same order.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs.sample(back: $0) == rhs.sample(back: $0) }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for back in 0..<count {
            let s = sample(back: back)
            hasher.combine(s.time)
            hasher.combine(s.value)
        }
    }

    private func sample(back: Int) -> (time: Double, value: Double) { sample((newest - back) & 7) }

    private func sample(_ i: Int) -> (time: Double, value: Double) {
        switch i {
        case 0: return (times.0, values.0)
        case 1: return (times.1, values.1)
        case 2: return (times.2, values.2)
        case 3: return (times.3, values.3)
        case 4: return (times.4, values.4)
        case 5: return (times.5, values.5)
        case 6: return (times.6, values.6)
        default: return (times.7, values.7)
        }
    }

    private mutating func set(_ i: Int, _ t: Double, _ v: Double) {
        switch i {
        case 0: times.0 = t; values.0 = v
        case 1: times.1 = t; values.1 = v
        case 2: times.2 = t; values.2 = v
        case 3: times.3 = t; values.3 = v
        case 4: times.4 = t; values.4 = v
        case 5: times.5 = t; values.5 = v
        case 6: times.6 = t; values.6 = v
        default: times.7 = t; values.7 = v
        }
    }
}
