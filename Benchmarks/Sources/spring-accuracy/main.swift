// spring-accuracy: how far a frame-by-frame animator strays from DropDownSheetSpring's closed-form
// solution over a 700-point move, at 60 and 120 frames a second.
//
// The engine asks `DropDownSheetSpring.solve` for the position at each frame's timestamp. An
// animator that instead integrates the spring's equation one frame at a time (semi-implicit Euler,
// as most hand-written animators do, or fourth-order Runge-Kutta) accumulates an error; this prints
// the largest difference in position, in points, over the whole move. As a check of the closed
// form itself, it is also compared with RK4 at 100,000 steps a second (the reference row).
//
// Run: swift run -c release --package-path Benchmarks spring-accuracy
import DropDownSheetCore

/// Distance of the move, in points: about the expanded card to the minimized bar on a phone.
let distance = 700.0

struct Case {
    let name: String
    let spring: DropDownSheetSpring
}

let cases = [
    Case(name: "default (response 0.45 s, damping ratio 1)", spring: .default),
    Case(name: "bouncy (response 0.5 s, damping ratio 0.7)", spring: DropDownSheetSpring(response: 0.5, dampingRatio: 0.7)),
]

enum Integrator: String, CaseIterable {
    case semiImplicitEuler = "semi-implicit Euler"
    case rk4 = "RK4"
}

/// Acceleration of the spring (mass 1) at displacement `x` and velocity `v`.
func acceleration(_ spring: DropDownSheetSpring, _ x: Double, _ v: Double) -> Double {
    -spring.stiffness * x - spring.damping * v
}

/// One step of `dt` seconds from (x, v).
func step(_ integrator: Integrator, _ spring: DropDownSheetSpring, _ x: Double, _ v: Double, _ dt: Double) -> (Double, Double) {
    switch integrator {
    case .semiImplicitEuler:
        let v1 = v + acceleration(spring, x, v) * dt
        return (x + v1 * dt, v1)
    case .rk4:
        let k1x = v, k1v = acceleration(spring, x, v)
        let k2x = v + k1v * dt / 2, k2v = acceleration(spring, x + k1x * dt / 2, v + k1v * dt / 2)
        let k3x = v + k2v * dt / 2, k3v = acceleration(spring, x + k2x * dt / 2, v + k2v * dt / 2)
        let k4x = v + k3v * dt, k4v = acceleration(spring, x + k3x * dt, v + k3v * dt)
        return (x + (k1x + 2 * k2x + 2 * k3x + k4x) * dt / 6, v + (k1v + 2 * k2v + 2 * k3v + k4v) * dt / 6)
    }
}

/// The largest |integrated − closed form| position error, in points, and when it happens, over
/// `duration` seconds, stepping `stepsPerSecond` times a second from `distance` points away at rest.
func maximumError(_ integrator: Integrator, _ spring: DropDownSheetSpring, stepsPerSecond: Int, duration: Double) -> (error: Double, at: Double) {
    let dt = 1 / Double(stepsPerSecond)
    var x = distance, v = 0.0
    var worst = (error: 0.0, at: 0.0)
    let steps = Int((duration * Double(stepsPerSecond)).rounded(.up))
    for n in 1...steps {
        (x, v) = step(integrator, spring, x, v, dt)
        let t = Double(n) * dt
        let exact = spring.solve(displacement: distance, velocity: 0, after: t).displacement
        let error = abs(x - exact)
        if error > worst.error { worst = (error, t) }
    }
    return worst
}

/// `value` (not negative) with three significant digits: 52.7, 0.0311, 0.00139; below 0.0001 in
/// scientific notation (3.0e-12).
func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    var exponent = 0
    var mantissa = value
    while mantissa >= 10 { mantissa /= 10; exponent += 1 }
    while mantissa < 1 { mantissa *= 10; exponent -= 1 }
    if exponent < -4 { return fixed(mantissa, decimals: 1) + "e\(exponent)" }
    return fixed(value, decimals: max(2 - exponent, 0))
}

/// `value` (not negative) rounded to `decimals` places.
func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1
    for _ in 0..<decimals { scale *= 10 }
    let units = Int((value * Double(scale)).rounded())
    guard decimals > 0 else { return "\(units)" }
    let fraction = String(units % scale)
    return "\(units / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
}

print("Closed-form spring (DropDownSheetSpring.solve) against frame-by-frame integration")
print("of the same spring: a \(fixed(distance, decimals: 0))-point move from rest; largest position error in points")
print("over the move (until the spring has settled within 0.001 of the distance, and 0.5 s more).")
print("")
print("| spring | integrator | 60 Hz | 120 Hz |")
print("| --- | --- | --- | --- |")
for c in cases {
    let duration = c.spring.settlingDuration() + 0.5
    for integrator in Integrator.allCases {
        let at60 = maximumError(integrator, c.spring, stepsPerSecond: 60, duration: duration)
        let at120 = maximumError(integrator, c.spring, stepsPerSecond: 120, duration: duration)
        print("| \(c.name) | \(integrator.rawValue) | \(format(at60.error)) pt (at \(fixed(at60.at, decimals: 3)) s) | \(format(at120.error)) pt (at \(fixed(at120.at, decimals: 3)) s) |")
    }
    let reference = maximumError(.rk4, c.spring, stepsPerSecond: 100_000, duration: duration)
    print("| \(c.name) | reference: RK4 at 100 kHz | \(format(reference.error)) pt | |")
}
