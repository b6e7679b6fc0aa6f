import XCTest
@testable import DropDownSheetCore

/// What hostile testing found in the core's numbers: positions carried out of reach by a layout
/// change through a degenerate container, and unclamped or non-finite values from helpers.
final class EngineReachTests: XCTestCase {
    /// The farthest from the container's origin the card may be: the largest container and a
    /// finger at the coordinate limit beyond it.
    private let reach = 100_000 + 2 * DropDownSheetEngine.coordinateLimit

    private func containsCorrection(_ events: DropDownSheetEvents, _ correction: DropDownSheetInputCorrection) -> Bool {
        events.contains(.inputCorrected(correction))
    }

    /// The script of issue 15: a bar dragged far down, the container shrunk to one point (its rest
    /// places coincide), released, then the container grown to 100,000 points without animation.
    func testALayoutChangeThroughACollapsedContainerKeepsTheCardWithinReachAndSaysSo() {
        var engine = DropDownSheetEngine(container: CoreFixture.phone)
        engine.present(to: .minimized, animated: false, at: 0)
        engine.beginDrag(x: 195, y: 760, at: 0)
        engine.drag(toY: 100_000, at: 0.1)
        var collapsed = CoreFixture.phone
        collapsed.height = 1
        engine.setContainer(collapsed, animated: false, at: 0.1)
        engine.endDrag(atY: 100_000, velocity: 0, at: 0.1)
        var huge = collapsed
        huge.height = 100_000
        huge.keyboardHeight = 100_000
        let events = engine.setContainer(huge, animated: false, at: 0.1)
        XCTAssertTrue(containsCorrection(events, .positionOutOfReach), "the correction is reported: \(Array(events))")
        XCTAssertLessThanOrEqual(engine.renderState.sheetTop, engine.layout.dismissedTop + DropDownSheetEngine.coordinateLimit)
        var t = 0.1
        for _ in 0..<2_000 where engine.isMoving {
            t += CoreFixture.frame
            engine.tick(at: t)
            XCTAssertLessThanOrEqual(abs(engine.renderState.sheetTop), reach)
        }
        XCTAssertFalse(engine.isMoving, "it comes to rest")
    }

    func testARotationOfAnOrdinarySettlingSheetIsNotCorrected() {
        var engine = DropDownSheetEngine(container: CoreFixture.phone)
        engine.present(to: .expanded, at: 0)
        engine.move(to: .minimized, at: 1)
        engine.tick(at: 1.1)
        let events = engine.setContainer(DropDownSheetContainer(width: 844, height: 390, safeAreaTop: 0, safeAreaBottom: 21),
                                         animated: false, at: 1.1)
        XCTAssertFalse(containsCorrection(events, .positionOutOfReach))
    }

    /// Random containers, many of them degenerate (zero, one point, all keyboard), changed
    /// without animation while the card is dragged far off or springs: the card never leaves the
    /// reach of the containers it was given.
    func testLayoutChangesThroughDegenerateContainersNeverCarryTheCardOutOfReach() {
        var random = SplitMix64(seed: 0x15)
        let heights: [Double] = [0, 1, 2, 30, 94, 390, 844, 2_000, 100_000, .infinity, .nan, 1e308]
        var corrections = 0
        for run in 0..<400 {
            var engine = DropDownSheetEngine(container: CoreFixture.phone)
            engine.present(to: random.pick([.expanded, .minimized]), animated: false, at: 0)
            var t = 0.0
            for step in 0..<40 {
                t += random.pick([0, CoreFixture.frame, 0.05])
                var events = DropDownSheetEvents()
                switch random.int(6) {
                case 0:
                    let height = random.pick(heights)
                    let container = DropDownSheetContainer(width: 390, height: height, safeAreaTop: random.pick([0, 47, height]),
                                                           safeAreaBottom: 34, keyboardHeight: random.pick([0, 300, height, 1e9]))
                    events = engine.setContainer(container, animated: random.chance(0.2), at: t)
                case 1:
                    let r = engine.renderState
                    events = engine.beginDrag(x: r.cardX + 1, y: r.sheetTop + 1, at: t)
                case 2: events = engine.drag(toY: random.pick([-1e308, -100_000, 0, 400, 100_000, 1e308]), at: t)
                case 3: events = engine.endDrag(atY: random.pick([nil, 100_000, -100_000]), velocity: random.pick([nil, 0, 1e9]), at: t)
                case 4: events = engine.move(to: random.pick(DropDownSheetState.allCases), animated: random.chance(0.7), at: t)
                default: events = engine.tick(at: t)
                }
                if containsCorrection(events, .positionOutOfReach) { corrections += 1 }
                let top = engine.renderState.sheetTop
                guard abs(top) <= reach else {
                    XCTFail("run \(run) step \(step): sheetTop \(top)")
                    return
                }
            }
        }
        XCTAssertGreaterThan(corrections, 0, "the runs reach the degenerate case")
    }

    func testTheVelocityDrawnWhileDraggingIsClampedLikeARelease() {
        var engine = DropDownSheetEngine(container: CoreFixture.phone)
        engine.present(to: .minimized, animated: false, at: 0)
        engine.beginDrag(x: 195, y: 780, at: 0)
        engine.drag(toY: 100_000, at: 0.001)
        XCTAssertEqual(engine.renderState.velocity, DropDownSheetEngine.maximumReleaseVelocity)
        engine.drag(toY: -100_000, at: 0.002)
        XCTAssertEqual(engine.renderState.velocity, -DropDownSheetEngine.maximumReleaseVelocity)
    }

    func testAScrollHandoffMoveAcrossTheWholeRangeOfDoublesStaysFinite() {
        var handoff = DropDownSheetScrollHandoff(fingerY: -1e308, sheetIsExpanded: true)
        let step = handoff.move(fingerY: 1e308, contentOffset: 50, sheetTop: 57, expandedTop: 57)
        XCTAssertTrue(step.engineFingerY.isFinite, "\(step.engineFingerY)")
        XCTAssertTrue(handoff.contentTravel.isFinite)
        for y in [Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, .nan, 1e308, -1e308] {
            let next = handoff.move(fingerY: y, contentOffset: random(y), sheetTop: 57, expandedTop: 57)
            XCTAssertTrue(next.engineFingerY.isFinite, "\(y): \(next.engineFingerY)")
            XCTAssertLessThanOrEqual(abs(next.engineFingerY), 10 * DropDownSheetEngine.coordinateLimit)
        }
    }

    private func random(_ y: Double) -> Double { y.isNaN ? 0 : (y > 0 ? 80 : 0) }

    func testARelativeInitialVelocityIsFiniteForAnyFiniteInput() {
        let v = DropDownSheetSpring.relativeInitialVelocity(1e307, from: 0, to: 0.01)
        XCTAssertTrue(v.isFinite, "\(v)")
        XCTAssertEqual(v, DropDownSheetEngine.maximumReleaseVelocity / 0.01, accuracy: 1e-3)
        XCTAssertEqual(DropDownSheetSpring.relativeInitialVelocity(-.greatestFiniteMagnitude, from: 0, to: 0.001),
                       -DropDownSheetEngine.maximumReleaseVelocity / 0.001, accuracy: 1e-3)
        XCTAssertEqual(DropDownSheetSpring.relativeInitialVelocity(1_000, from: 100, to: 600), 2, "ordinary values are unchanged")
    }
}
