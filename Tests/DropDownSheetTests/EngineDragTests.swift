import XCTest
@testable import DropDownSheetCore

/// A finger holding the sheet: following, rubber-banding, catching a moving sheet, cancelling.
final class EngineDragTests: XCTestCase {
    private let rubberBand = { (pull: Double) in DropDownSheetMotion.rubberBand(pull, dimension: 844) }

    /// An engine resting in `state` with a finger down on the card: at y 100 on the expanded card
    /// (43 points below its top edge), at y 780 on the bar (30 points below its top edge).
    private func holding(_ state: DropDownSheetState, configuration: DropDownSheetConfiguration = .init(),
                         vetoed: Bool = false) -> (engine: DropDownSheetEngine, fingerToTop: Double) {
        var engine = CoreFixture.engine(resting: state, configuration: configuration)
        engine.isDismissalVetoed = vetoed
        let y = state == .expanded ? 100.0 : CoreFixture.barY
        XCTAssertEqual(Array(engine.beginDrag(x: 195, y: y, at: 0)), [])
        XCTAssertEqual(engine.phase, .dragging)
        return (engine, CoreFixture.top(state) - y)
    }

    // MARK: - Following

    func testCardFollowsTheFingerExactlyBetweenTheRestPositions() {
        var (engine, offset) = holding(.expanded)
        XCTAssertEqual(engine.renderState.sheetTop, 57, "touching down does not move the card")
        for (step, y) in [100.0, 130, 250.5, 793, 600, 101, 420].enumerated() {
            engine.drag(toY: y, at: 0.01 * Double(step + 1))
            XCTAssertEqual(engine.renderState.sheetTop, y + offset, "finger at \(y)")
            XCTAssertEqual(engine.phase, .dragging)
        }
        (engine, offset) = holding(.minimized)
        for (step, y) in [770.0, 600, 300, 87, 500, 780].enumerated() {
            engine.drag(toY: y, at: 0.01 * Double(step + 1))
            XCTAssertEqual(engine.renderState.sheetTop, y + offset, "finger at \(y)")
        }
    }

    func testDraggingTheBarDownFollowsTheFingerOffTheScreenWhenDismissible() {
        var (engine, offset) = holding(.minimized)
        for (step, y) in [800.0, 844, 900, 1_000].enumerated() {
            engine.drag(toY: y, at: 0.01 * Double(step + 1))
            XCTAssertEqual(engine.renderState.sheetTop, y + offset, "finger at \(y)")
        }
    }

    func testPullingAboveExpandedRubberBands() {
        for origin in [DropDownSheetState.expanded, .minimized] {
            var (engine, offset) = holding(origin)
            for (step, pull) in [1.0, 20, 100, 400, 2_000].enumerated() {
                engine.drag(toY: 57 - pull - offset, at: 0.01 * Double(step + 1))
                XCTAssertEqual(engine.renderState.sheetTop, 57 - rubberBand(pull), accuracy: 1e-9, "\(origin), pull \(pull)")
            }
        }
    }

    func testPullingExpandedCardBelowMinimizedRubberBands() {
        var (engine, offset) = holding(.expanded)
        for (step, pull) in [5.0, 60, 300].enumerated() {
            engine.drag(toY: 750 + pull - offset, at: 0.01 * Double(step + 1))
            XCTAssertEqual(engine.renderState.sheetTop, 750 + rubberBand(pull), accuracy: 1e-9, "pull \(pull)")
        }
    }

    func testPullingTheBarDownRubberBandsWhenNotDismissible() {
        var (engine, offset) = holding(.minimized, configuration: .init(isDismissible: false))
        for (step, pull) in [5.0, 60, 300].enumerated() {
            engine.drag(toY: 750 + pull - offset, at: 0.01 * Double(step + 1))
            XCTAssertEqual(engine.renderState.sheetTop, 750 + rubberBand(pull), accuracy: 1e-9, "pull \(pull)")
        }
    }

    func testPullingTheBarDownRubberBandsWhileDismissalIsVetoed() {
        var (engine, offset) = holding(.minimized, vetoed: true)
        for (step, pull) in [5.0, 60, 300].enumerated() {
            engine.drag(toY: 750 + pull - offset, at: 0.01 * Double(step + 1))
            XCTAssertEqual(engine.renderState.sheetTop, 750 + rubberBand(pull), accuracy: 1e-9, "pull \(pull)")
        }
    }

    func testVetoingDismissalMidDragDoesNotMakeTheCardJump() {
        var (engine, offset) = holding(.minimized)
        engine.drag(toY: 850 - offset, at: 0.1)
        XCTAssertEqual(engine.renderState.sheetTop, 850, "dismissible: it follows freely below the bar")
        engine.isDismissalVetoed = true
        XCTAssertEqual(engine.renderState.sheetTop, 850)
        engine.drag(toY: 851 - offset, at: 0.2)
        XCTAssertEqual(engine.renderState.sheetTop, 850, accuracy: 1, "a one-point move moves the card at most one point")
    }

    func testDraggingMakesTheScreenUnderneathFollowTheCard() {
        var (engine, offset) = holding(.minimized)
        engine.drag(toY: 403.5 - offset, at: 0.1)
        let r = engine.renderState
        XCTAssertEqual(r.progress, 0.5, accuracy: 1e-12)
        XCTAssertEqual(r.presentingScale, 0.96, accuracy: 1e-12)
        XCTAssertEqual(r.dimAlpha, 0.1, accuracy: 1e-12)
        XCTAssertEqual(r.barAlpha, 0.5, accuracy: 1e-12)
    }

    func testRenderedVelocityWhileDraggingIsTheFingersVelocity() {
        var (engine, _) = holding(.expanded)
        for frame in 1...6 {
            engine.drag(toY: 100 + 12 * Double(frame), at: Double(frame) / 60)
        }
        XCTAssertEqual(engine.renderState.velocity, 720, accuracy: 1e-6)
    }

    // MARK: - Catching a moving sheet

    func testCatchingASettlingSheetTakesItExactlyWhereItIs() {
        var engine = CoreFixture.engine()
        engine.present(at: 0)
        _ = engine.tickFrames(8)
        let touchTime = engine.time + 0.005
        var reference = engine
        reference.tick(at: touchTime)
        let springTop = reference.renderState.sheetTop
        XCTAssertTrue(springTop > 100 && springTop < 800, "mid-flight: \(springTop)")

        let fingerY = springTop + 20
        XCTAssertEqual(Array(engine.beginDrag(x: 195, y: fingerY, at: touchTime)), [])
        XCTAssertEqual(engine.phase, .dragging)
        XCTAssertEqual(engine.renderState.sheetTop, springTop, "no jump at touch-down")
        engine.tick(at: touchTime + CoreFixture.frame)
        XCTAssertEqual(engine.renderState.sheetTop, springTop, "the spring has stopped: the next frame shows it still")
        engine.drag(toY: fingerY, at: touchTime + 2 * CoreFixture.frame)
        XCTAssertEqual(engine.renderState.sheetTop, springTop, accuracy: 1e-9, "a move that does not move the finger")
        engine.drag(toY: fingerY - 35, at: touchTime + 3 * CoreFixture.frame)
        XCTAssertEqual(engine.renderState.sheetTop, springTop - 35, accuracy: 1e-9, "then it follows the finger")
    }

    func testCatchingASheetThatOvershootsAboveExpandedTakesItWhereItIs() {
        var engine = CoreFixture.engine(configuration: .init(spring: .init(response: 0.45, dampingRatio: 0.25)))
        engine.present(at: 0)
        var frames = 0
        while engine.renderState.sheetTop > 40, frames < 120 {
            frames += 1
            engine.tick(at: Double(frames) * CoreFixture.frame)
        }
        let top = engine.renderState.sheetTop
        XCTAssertLessThan(top, 40, "the bouncy spring overshoots above the expanded place")
        engine.beginDrag(x: 195, y: top + 30, at: engine.time)
        XCTAssertEqual(engine.phase, .dragging)
        XCTAssertEqual(engine.renderState.sheetTop, top, "no jump at touch-down")
        engine.drag(toY: top + 30, at: engine.time + CoreFixture.frame)
        XCTAssertEqual(engine.renderState.sheetTop, top, accuracy: 1e-6, "no jump on the first move")
    }

    func testCatchingASheetSettlingTowardMinimizedThenLettingGoSlowlyKeepsMinimized() {
        var engine = CoreFixture.engine(resting: .expanded)
        engine.move(to: .minimized, at: 0)
        _ = engine.tickFrames(10)
        let top = engine.renderState.sheetTop
        XCTAssertGreaterThan(top, 403.5, "past half way to the bar")
        engine.beginDrag(x: 195, y: top + 10, at: engine.time)
        XCTAssertEqual(engine.phase, .dragging)
        XCTAssertEqual(Array(engine.endDrag(velocity: 0, at: engine.time + 0.5)), [], "already announced")
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .minimized)])
        XCTAssertEqual(engine.phase, .resting(.minimized))
    }

    // MARK: - Touches that do not start a drag

    func testTouchOutsideTheCardDoesNotStartADrag() {
        var engine = CoreFixture.engine(resting: .minimized)
        let before = engine
        XCTAssertEqual(Array(engine.beginDrag(x: 195, y: 300, at: 0)), [])
        XCTAssertEqual(engine, before)
        engine = CoreFixture.engine(resting: .expanded)
        engine.beginDrag(x: 195, y: 20, at: 0)
        XCTAssertEqual(engine.phase, .resting(.expanded), "the dimmed screen above the card is not the card")
    }

    func testNoTouchStartsADragWhileDismissed() {
        var engine = CoreFixture.engine()
        for y in [0.0, 400, 780, 843, 844] {
            engine.beginDrag(x: 195, y: y, at: 0)
            XCTAssertEqual(engine.phase, .resting(.dismissed), "y \(y)")
        }
    }

    func testASecondTouchDownWhileDraggingIsIgnored() {
        var (engine, offset) = holding(.expanded)
        engine.drag(toY: 300, at: 0.1)
        engine.beginDrag(x: 195, y: 600, at: 0.2)
        XCTAssertEqual(engine.renderState.sheetTop, 300 + offset)
        engine.drag(toY: 310, at: 0.3)
        XCTAssertEqual(engine.renderState.sheetTop, 310 + offset, "the first finger still leads")
    }

    func testMovesReleasesAndCancelsWithoutADragAreIgnored() {
        for state in DropDownSheetState.allCases {
            var engine = CoreFixture.engine(resting: state)
            var expected = engine
            XCTAssertEqual(Array(engine.drag(toY: 300, at: 1)), [])
            XCTAssertEqual(Array(engine.endDrag(atY: 400, velocity: 3_000, at: 2)), [])
            XCTAssertEqual(Array(engine.cancelDrag(at: 3)), [])
            expected.tick(at: 3)
            XCTAssertEqual(engine, expected, "\(state)")
        }
    }

    func testNonFiniteTouchesAreIgnoredAndReported() {
        var engine = CoreFixture.engine(resting: .expanded)
        XCTAssertEqual(Array(engine.beginDrag(x: .nan, y: 100, at: 0)), [.inputCorrected(.invalidTouch)])
        XCTAssertEqual(Array(engine.beginDrag(x: 195, y: .infinity, at: 0)), [.inputCorrected(.invalidTouch)])
        XCTAssertEqual(engine.phase, .resting(.expanded))

        var (dragging, offset) = holding(.expanded)
        dragging.drag(toY: 300, at: 0.1)
        XCTAssertEqual(Array(dragging.drag(toY: .nan, at: 0.2)), [.inputCorrected(.invalidTouch)])
        XCTAssertEqual(dragging.renderState.sheetTop, 300 + offset)
        XCTAssertEqual(Array(dragging.drag(toY: -.infinity, at: 0.3)), [.inputCorrected(.invalidTouch)])
        XCTAssertEqual(dragging.renderState.sheetTop, 300 + offset)
        let events = Array(dragging.endDrag(atY: .nan, velocity: .infinity, at: 0.4))
        XCTAssertEqual(events.filter { $0 == .inputCorrected(.invalidTouch) }.count, 2, "\(events)")
        XCTAssertEqual(dragging.renderState.sheetTop, 300 + offset, accuracy: 1e-9)
        XCTAssertEqual(nonFiniteFields(of: dragging.renderState), [])
    }

    // MARK: - Cancelling

    func testCancelReturnsToWhereTheGestureBeganWithoutEvents() {
        for origin in [DropDownSheetState.expanded, .minimized] {
            var (engine, _) = holding(origin)
            engine.drag(toY: 450, at: 0.1)
            let top = engine.renderState.sheetTop
            XCTAssertEqual(Array(engine.cancelDrag(at: 0.1)), [])
            XCTAssertEqual(engine.phase, .settling(toward: origin))
            XCTAssertEqual(engine.renderState.sheetTop, top, accuracy: 1e-9, "no jump")
            XCTAssertEqual(engine.tickUntilRest(), [])
            XCTAssertEqual(engine.phase, .resting(origin))
            XCTAssertEqual(engine.renderState.sheetTop, CoreFixture.top(origin))
        }
    }

    func testCancelKeepsTheFingersVelocity() {
        var (engine, _) = holding(.expanded)
        for frame in 1...6 {
            engine.drag(toY: 100 + 10 * Double(frame), at: Double(frame) / 60)
        }
        engine.cancelDrag(at: 6.0 / 60)
        XCTAssertEqual(engine.renderState.velocity, 600, accuracy: 1e-6)
    }

    func testCancellingACaughtSheetReturnsItToWhereItWasGoing() {
        var engine = CoreFixture.engine(resting: .expanded)
        XCTAssertEqual(Array(engine.move(to: .minimized, at: 0)), [.willMove(to: .minimized)])
        _ = engine.tickFrames(6)
        let top = engine.renderState.sheetTop
        engine.beginDrag(x: 195, y: top + 5, at: engine.time)
        engine.drag(toY: top - 100, at: engine.time + 0.05)
        XCTAssertEqual(Array(engine.cancelDrag(at: engine.time + 0.01)), [])
        XCTAssertEqual(engine.phase, .settling(toward: .minimized))
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .minimized)])
    }
}
