import XCTest
@testable import DropDownSheetCore

/// How long a spring takes to settle (SwiftUI's `settlingDuration` definition).
final class SpringSettlingDurationTests: XCTestCase {
    private func displacement(_ spring: DropDownSheetSpring, _ t: Double) -> Double {
        spring.solve(displacement: 1, velocity: 0, after: t).displacement
    }

    func testCriticallyAndOverdampedSpringsAreWithinEpsilonExactlyAtTheirSettlingDuration() {
        for spring in [DropDownSheetSpring.default, .init(response: 0.3, dampingRatio: 1), .init(response: 0.45, dampingRatio: 2.5)] {
            for epsilon in [0.001, 0.01, 1e-6] {
                let duration = spring.settlingDuration(epsilon: epsilon)
                XCTAssertEqual(displacement(spring, duration), epsilon, accuracy: epsilon * 1e-6, "\(spring), \(epsilon)")
                XCTAssertGreaterThan(displacement(spring, duration * 0.99), epsilon, "\(spring), \(epsilon): not earlier")
            }
        }
    }

    func testBouncingSpringStaysWithinEpsilonFromItsSettlingDurationOn() {
        for spring in [DropDownSheetSpring(duration: 0.5, bounce: 0.3), .init(response: 0.45, dampingRatio: 0.1)] {
            let duration = spring.settlingDuration()
            XCTAssertGreaterThan(duration, 0)
            for step in 0...400 {
                let t = duration + Double(step) * 0.005
                XCTAssertLessThanOrEqual(abs(displacement(spring, t)), 0.001 * (1 + 1e-9), "\(spring) at \(t)")
            }
            // A tight bound: the spring is still visibly moving a little before it.
            let earlier = stride(from: duration * 0.7, to: duration, by: 0.001).map { abs(displacement(spring, $0)) }.max() ?? 0
            XCTAssertGreaterThan(earlier, 0.001 / 3, "\(spring)")
        }
    }

    func testDefaultSpringSettlesInUnderASecond() {
        let duration = DropDownSheetSpring.default.settlingDuration()
        XCTAssertGreaterThan(duration, 0.3)
        XCTAssertLessThan(duration, 1)
    }

    func testLongerResponseTakesLonger() {
        XCTAssertLessThan(DropDownSheetSpring(response: 0.3, dampingRatio: 0.8).settlingDuration(),
                          DropDownSheetSpring(response: 0.6, dampingRatio: 0.8).settlingDuration())
    }

    func testNonsenseSpringsAndEpsilonsGiveAFiniteDuration() {
        let springs = [DropDownSheetSpring(response: .nan, dampingRatio: .nan), .init(response: 0, dampingRatio: 0),
                       .init(response: .infinity, dampingRatio: .infinity), .init(response: -1, dampingRatio: 1)]
        for spring in springs {
            for epsilon in [Double.nan, 0, -1, .infinity, 1e-300, 0.001] {
                let duration = spring.settlingDuration(epsilon: epsilon)
                XCTAssertTrue(duration.isFinite && duration >= 0, "\(spring), \(epsilon): \(duration)")
            }
        }
        XCTAssertEqual(DropDownSheetSpring.default.settlingDuration(epsilon: .nan), DropDownSheetSpring.default.settlingDuration())
    }
}
