import XCTest
@testable import DropDownSheetCore

/// The damped spring: closed form against a numerical integration, SwiftUI's and UIKit's
/// parametrisations, retargeting.
final class SpringTests: XCTestCase {
    /// Integrates `x'' = -k x - c x'` (mass 1) with classical Runge-Kutta at 0.1 ms and returns
    /// the state at each of `times` (multiples of the step).
    private func rk4(_ spring: DropDownSheetSpring, x0: Double, v0: Double, at times: [Double]) -> [(x: Double, v: Double)] {
        let k = spring.stiffness, c = spring.damping
        let h = 1e-4
        func accel(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
        var x = x0, v = v0, step = 0
        var results: [(x: Double, v: Double)] = []
        for time in times {
            let target = Int((time / h).rounded())
            while step < target {
                let k1x = v, k1v = accel(x, v)
                let k2x = v + h / 2 * k1v, k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v, k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                step += 1
            }
            results.append((x, v))
        }
        return results
    }

    private let sampleTimes = [0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.2]

    /// Compares the closed form with the integration to within `relative` of the motion's
    /// scale (its initial displacement plus the distance its initial velocity covers in 1/ω for
    /// positions; the matching speeds for velocities): 1e-8 by default, far below a
    /// thousandth of a point on a screen-sized move.
    private func assertMatchesIntegration(_ spring: DropDownSheetSpring, x0: Double, v0: Double, relative: Double = 1e-8,
                                          file: StaticString = #filePath, line: UInt = #line) {
        let omega = 2 * Double.pi / spring.response
        let positionScale = abs(x0) + abs(v0) / omega
        let velocityScale = abs(x0) * omega + abs(v0)
        let reference = rk4(spring, x0: x0, v0: v0, at: sampleTimes)
        for (time, expected) in zip(sampleTimes, reference) {
            let solved = spring.solve(displacement: x0, velocity: v0, after: time)
            XCTAssertEqual(solved.displacement, expected.x, accuracy: relative * positionScale,
                           "displacement at \(time) s for \(spring), x0 \(x0), v0 \(v0)", file: file, line: line)
            XCTAssertEqual(solved.velocity, expected.v, accuracy: relative * velocityScale,
                           "velocity at \(time) s for \(spring), x0 \(x0), v0 \(v0)", file: file, line: line)
        }
    }

    private let starts: [(x0: Double, v0: Double)] = [(300, 0), (-693, 0), (120, -2_500), (0, 1_800), (-50, -900)]

    func testUnderdampedClosedFormMatchesNumericalIntegration() {
        for ratio in [0.05, 0.3, 0.7, 0.999] {
            for start in starts {
                assertMatchesIntegration(DropDownSheetSpring(response: 0.45, dampingRatio: ratio), x0: start.x0, v0: start.v0)
            }
        }
    }

    func testCriticallyDampedClosedFormMatchesNumericalIntegration() {
        for response in [0.2, 0.45, 1.0] {
            for start in starts {
                assertMatchesIntegration(DropDownSheetSpring(response: response, dampingRatio: 1), x0: start.x0, v0: start.v0)
            }
        }
    }

    func testOverdampedClosedFormMatchesNumericalIntegration() {
        for ratio in [1.001, 1.5, 3, 20] {
            for start in starts {
                assertMatchesIntegration(DropDownSheetSpring(response: 0.45, dampingRatio: ratio), x0: start.x0, v0: start.v0)
            }
        }
    }

    func testNearlyCriticalSpringsJustOutsideTheCriticalBranchMatchIntegration() {
        // No loss of precision as the under- and overdamped formulas approach critical damping.
        for ratio in [1 - 2e-6, 1 + 2e-6] {
            for start in starts {
                assertMatchesIntegration(DropDownSheetSpring(response: 0.45, dampingRatio: ratio), x0: start.x0, v0: start.v0)
            }
        }
    }

    func testSpringsWithinAMillionthOfCriticalAreSolvedAsCriticalToWithinAMillionth() {
        for ratio in [1 - 5e-7, 1 + 5e-7] {
            for start in starts {
                assertMatchesIntegration(DropDownSheetSpring(response: 0.45, dampingRatio: ratio), x0: start.x0, v0: start.v0,
                                         relative: 1e-6)
            }
        }
    }

    func testRandomSpringsMatchIntegration() {
        var random = SplitMix64(seed: 0x5EED_0001)
        for _ in 0..<12 {
            let spring = DropDownSheetSpring(response: random.double(in: 0.1...1.5), dampingRatio: random.double(in: 0.1...4))
            assertMatchesIntegration(spring, x0: random.double(in: -800...800), v0: random.double(in: -5_000...5_000))
        }
    }

    // MARK: - Parametrisation

    func testDefaultSpringIsResponse045CriticallyDamped() {
        XCTAssertEqual(DropDownSheetSpring.default, DropDownSheetSpring(response: 0.45, dampingRatio: 1))
        XCTAssertEqual(DropDownSheetConfiguration().spring, .default)
    }

    func testSwiftUIDurationHalfSecondBounce03IsApplesStiffness1579AndDamping176() {
        let spring = DropDownSheetSpring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(spring.damping, 17.6, accuracy: 0.05)
        XCTAssertEqual(spring.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 4 * .pi * 0.7 / 0.5, accuracy: 1e-9)
        XCTAssertEqual(spring.response, 0.5)
        XCTAssertEqual(spring.dampingRatio, 0.7, accuracy: 1e-12)
        XCTAssertEqual(spring.bounce, 0.3, accuracy: 1e-12)
    }

    func testPhysicalConstantsMass1Stiffness100Damping10AreResponse063Bounce05() {
        let spring = DropDownSheetSpring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(spring.response, 0.63, accuracy: 0.005)
        XCTAssertEqual(spring.response, 2 * .pi / 10, accuracy: 1e-12)
        XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.bounce, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.stiffness, 100, accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 10, accuracy: 1e-9)
    }

    func testPhysicalConstantsWithHeavierMassKeepTheSameMotion() {
        // Twice the mass, twice the stiffness and twice the damping: the same motion.
        let spring = DropDownSheetSpring(mass: 2, stiffness: 200, damping: 20)
        XCTAssertEqual(spring.response, 2 * .pi / 10, accuracy: 1e-12)
        XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 1e-12)
    }

    func testNonPositiveMassOrStiffnessGiveAFiniteSpring() {
        for spring in [DropDownSheetSpring(mass: 0, stiffness: 100, damping: 10),
                       DropDownSheetSpring(mass: -3, stiffness: -100, damping: 10),
                       DropDownSheetSpring(mass: 1, stiffness: 0, damping: 0)] {
            XCTAssertTrue(spring.response.isFinite && spring.response > 0, "\(spring)")
            XCTAssertTrue(spring.dampingRatio.isFinite, "\(spring)")
        }
    }

    func testPhysicalConstantsRoundTrip() {
        for spring in [DropDownSheetSpring.default, DropDownSheetSpring(response: 0.3, dampingRatio: 0.6),
                       DropDownSheetSpring(response: 1.2, dampingRatio: 2.5)] {
            let back = DropDownSheetSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
            XCTAssertEqual(back.response, spring.response, accuracy: 1e-12)
            XCTAssertEqual(back.dampingRatio, spring.dampingRatio, accuracy: 1e-12)
        }
    }

    func testPositiveBounceMapsToOneMinusBounce() {
        for bounce in [0.0, 0.1, 0.3, 0.9] {
            let spring = DropDownSheetSpring(duration: 0.4, bounce: bounce)
            XCTAssertEqual(spring.dampingRatio, 1 - bounce, accuracy: 1e-12, "bounce \(bounce)")
            XCTAssertEqual(spring.bounce, bounce, accuracy: 1e-12)
            XCTAssertEqual(spring.response, 0.4)
        }
    }

    func testNegativeBounceMapsToDampingRatioOneOverOnePlusBounce() {
        for bounce in [-0.1, -0.5, -0.8] {
            let spring = DropDownSheetSpring(duration: 0.4, bounce: bounce)
            XCTAssertEqual(spring.dampingRatio, 1 / (1 + bounce), accuracy: 1e-12, "bounce \(bounce)")
            XCTAssertEqual(spring.bounce, bounce, accuracy: 1e-12, "bounce round trip")
        }
    }

    func testBounceOfMinusOneOrNaNStaysFinite() {
        for bounce in [-1.0, -5, .nan, -.infinity] {
            let spring = DropDownSheetSpring(duration: 0.4, bounce: bounce)
            XCTAssertTrue(spring.dampingRatio.isFinite && spring.dampingRatio > 0, "bounce \(bounce): \(spring)")
        }
    }

    func testSanitizingBringsResponseAndRatioIntoDocumentedRanges() {
        XCTAssertEqual(DropDownSheetSpring(response: .nan, dampingRatio: .nan).sanitized(), .default)
        XCTAssertEqual(DropDownSheetSpring(response: 0, dampingRatio: 0).sanitized(), DropDownSheetSpring(response: 0.01, dampingRatio: 0.05))
        XCTAssertEqual(DropDownSheetSpring(response: .infinity, dampingRatio: 1e9).sanitized(), DropDownSheetSpring(response: 10, dampingRatio: 20))
        let ordinary = DropDownSheetSpring(response: 0.3, dampingRatio: 0.8)
        XCTAssertEqual(ordinary.sanitized(), ordinary)
    }

    // MARK: - UIKit's relative initial velocity

    func testRelativeInitialVelocityIsVelocityOverDistance() {
        XCTAssertEqual(DropDownSheetSpring.relativeInitialVelocity(500, from: 100, to: 600), 1)
        XCTAssertEqual(DropDownSheetSpring.relativeInitialVelocity(-300, from: 700, to: 100), 0.5)
        XCTAssertEqual(DropDownSheetSpring.relativeInitialVelocity(300, from: 700, to: 100), -0.5)
        XCTAssertEqual(DropDownSheetSpring.relativeInitialVelocity(0, from: 700, to: 100), 0)
    }

    func testRelativeInitialVelocityIsZeroForZeroDistance() {
        XCTAssertEqual(DropDownSheetSpring.relativeInitialVelocity(1_000, from: 750, to: 750), 0)
        XCTAssertEqual(DropDownSheetSpring.relativeInitialVelocity(1_000, from: 750, to: 750.0005), 0)
        XCTAssertEqual(DropDownSheetSpring.relativeInitialVelocity(-1_000, from: 750.0009, to: 750), 0)
    }

    func testRelativeInitialVelocityIsZeroForNonFiniteInput() {
        for (v, from, to) in [(Double.nan, 0.0, 100.0), (.infinity, 0, 100), (100, .nan, 100), (100, 0, .infinity),
                              (100, -.infinity, 0), (100, .infinity, .infinity)] {
            XCTAssertEqual(DropDownSheetSpring.relativeInitialVelocity(v, from: from, to: to), 0, "\(v) \(from) \(to)")
        }
    }

    // MARK: - Solving

    private let regimes = [DropDownSheetSpring(response: 0.45, dampingRatio: 0.4),
                           DropDownSheetSpring.default,
                           DropDownSheetSpring(response: 0.45, dampingRatio: 2.2)]

    func testCriticallyDampedSolveAtTimeZeroReturnsTheInputsExactly() {
        for (x0, v0) in [(300.0, 0.0), (-693, 1_234.5), (0.1, -20_000), (0, 0), (57.25, 3.75)] {
            let solved = DropDownSheetSpring.default.solve(displacement: x0, velocity: v0, after: 0)
            XCTAssertEqual(solved.displacement, x0)
            XCTAssertEqual(solved.velocity, v0)
        }
    }

    func testSolveAtTimeZeroReturnsTheInputsExactlyForEverySpring() {
        for spring in regimes {
            for (x0, v0) in [(300.0, 0.0), (-693, 1_234.5), (0.1, -20_000), (0, 0), (57.25, 3.75)] {
                let solved = spring.solve(displacement: x0, velocity: v0, after: 0)
                XCTAssertEqual(solved.displacement, x0, "displacement for \(spring), \(x0), \(v0)")
                XCTAssertEqual(solved.velocity, v0, "velocity for \(spring), \(x0), \(v0)")
            }
        }
    }

    func testNegativeAndNaNTimesCountAsZero() {
        for spring in regimes {
            let zero = spring.solve(displacement: 300, velocity: -700, after: 0)
            for time in [-1.0, -.infinity, .nan, -.leastNonzeroMagnitude] {
                let solved = spring.solve(displacement: 300, velocity: -700, after: time)
                XCTAssertEqual(solved.displacement, zero.displacement, "\(spring) at \(time)")
                XCTAssertEqual(solved.velocity, zero.velocity, "\(spring) at \(time)")
            }
        }
    }

    func testRestartingFromTheSolvedStateContinuesTheSameCurve() {
        for spring in regimes {
            for split in [0.016, 0.1, 0.25] {
                let middle = spring.solve(displacement: -693, velocity: 2_000, after: split)
                for further in [0.0, 0.01, 0.2, 0.7] {
                    let restarted = spring.solve(displacement: middle.displacement, velocity: middle.velocity, after: further)
                    let direct = spring.solve(displacement: -693, velocity: 2_000, after: split + further)
                    XCTAssertEqual(restarted.displacement, direct.displacement, accuracy: 1e-9, "\(spring) \(split)+\(further)")
                    XCTAssertEqual(restarted.velocity, direct.velocity, accuracy: 1e-8, "\(spring) \(split)+\(further)")
                }
            }
        }
    }

    func testSpringComesToRestAtItsTarget() {
        for spring in regimes {
            let solved = spring.solve(displacement: 693, velocity: -3_000, after: 5)
            XCTAssertEqual(solved.displacement, 0, accuracy: 1e-3, "\(spring)")
            XCTAssertEqual(solved.velocity, 0, accuracy: 1e-2, "\(spring)")
        }
    }

    func testCriticallyDampedSpringFromRestNeverOvershoots() {
        var previous = 693.0
        for frame in 1...120 {
            let x = DropDownSheetSpring.default.solve(displacement: 693, velocity: 0, after: Double(frame) / 60).displacement
            XCTAssertGreaterThanOrEqual(x, 0, "frame \(frame)")
            XCTAssertLessThanOrEqual(x, previous, "frame \(frame)")
            previous = x
        }
    }

    func testUnderdampedSpringOvershoots() {
        let spring = DropDownSheetSpring(response: 0.45, dampingRatio: 0.3)
        let lowest = (1...60).map { spring.solve(displacement: 693, velocity: 0, after: Double($0) / 60).displacement }.min() ?? 0
        XCTAssertLessThan(lowest, -100)
    }

    func testSpringIsCodable() throws {
        let spring = DropDownSheetSpring(response: 0.3, dampingRatio: 0.75)
        let data = try JSONEncoder().encode(spring)
        XCTAssertEqual(try JSONDecoder().decode(DropDownSheetSpring.self, from: data), spring)
    }
}
