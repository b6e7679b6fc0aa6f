import XCTest
@testable import DropDownSheetCore

/// The finger-velocity estimate used when a release gives no velocity.
final class VelocityTrackerTests: XCTestCase {
    func testNoVelocityWithFewerThanTwoSamples() {
        var tracker = VelocityTracker()
        XCTAssertEqual(tracker.velocity, 0)
        tracker.add(100, at: 1)
        XCTAssertEqual(tracker.velocity, 0)
    }

    func testSteadyMotionReadsItsSpeed() {
        var tracker = VelocityTracker()
        for frame in 0...20 {
            tracker.add(100 + 10 * Double(frame), at: Double(frame) / 60)
        }
        XCTAssertEqual(tracker.velocity, 600, accuracy: 1e-6)
    }

    func testOnlyTheLastTenthOfASecondCounts() {
        var tracker = VelocityTracker()
        tracker.add(0, at: 0)
        tracker.add(500, at: 0.5)  // 1,000 pt/s long ago
        for step in 1...5 {
            tracker.add(500 - 2 * Double(step), at: 0.5 + 0.02 * Double(step))  // then 100 pt/s upward
        }
        XCTAssertEqual(tracker.velocity, -100, accuracy: 1e-6)
    }

    func testAFingerThatStoppedReadsStill() {
        var tracker = VelocityTracker()
        for frame in 0...10 {
            tracker.add(10 * Double(frame), at: Double(frame) / 60)
        }
        tracker.add(100, at: 10.0 / 60 + 0.3)
        XCTAssertEqual(tracker.velocity, 0)
    }

    func testSamplesInTheSameInstantGiveNoVelocity() {
        var tracker = VelocityTracker()
        tracker.add(0, at: 1)
        tracker.add(50, at: 1)
        XCTAssertEqual(tracker.velocity, 0)
    }

    func testKeepsWorkingPastItsEightSamples() {
        var tracker = VelocityTracker()
        for index in 0..<100 {
            tracker.add(-3 * Double(index), at: Double(index) * 0.01)
        }
        XCTAssertEqual(tracker.velocity, -300, accuracy: 1e-6)
    }

    func testResetForgetsEverySample() {
        var tracker = VelocityTracker()
        tracker.add(0, at: 0)
        tracker.add(100, at: 0.05)
        tracker.reset()
        XCTAssertEqual(tracker.velocity, 0)
        XCTAssertEqual(tracker, VelocityTracker())
    }

    func testTrackersWithTheSameSamplesAreEqualAndHashAlike() {
        var a = VelocityTracker(), b = VelocityTracker()
        for index in 0..<11 {
            a.add(Double(index), at: Double(index))
        }
        for index in 3..<11 {
            b.add(Double(index), at: Double(index))
        }
        XCTAssertEqual(a, b, "only the eight newest samples are kept")
        XCTAssertEqual(a.hashValue, b.hashValue)
        b.add(99, at: 12)
        XCTAssertNotEqual(a, b)
    }
}
