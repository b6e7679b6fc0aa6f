import XCTest
@testable import DropDownSheetCore

/// `present` and `move(to:)` in every phase.
final class EngineProgrammaticTests: XCTestCase {
    // MARK: - Presenting

    func testPresentAnimatedSpringsUpFromBelowTheScreen() {
        var engine = CoreFixture.engine()
        XCTAssertEqual(Array(engine.present(at: 0)), [.willMove(to: .expanded)])
        XCTAssertEqual(engine.phase, .settling(toward: .expanded))
        XCTAssertEqual(engine.renderState.sheetTop, 844, "it starts just off the bottom")
        XCTAssertEqual(engine.renderState.velocity, 0)
        var previous = 844.0
        var events: [DropDownSheetEvent] = []
        var frame = 0
        while engine.isMoving, frame < 600 {
            frame += 1
            events += engine.tick(at: Double(frame) * CoreFixture.frame)
            let top = engine.renderState.sheetTop
            XCTAssertLessThanOrEqual(top, previous, "frame \(frame): the default spring does not bounce")
            XCTAssertGreaterThanOrEqual(top, 57, "frame \(frame)")
            previous = top
        }
        XCTAssertEqual(events, [.didMove(to: .expanded)])
        XCTAssertEqual(engine.phase, .resting(.expanded))
        XCTAssertEqual(engine.renderState.sheetTop, 57)
        XCTAssertLessThan(Double(frame) * CoreFixture.frame, 1.5, "the default spring arrives in well under 1.5 s")
    }

    func testPresentWithoutAnimationArrivesAtOnce() {
        for state in [DropDownSheetState.expanded, .minimized] {
            var engine = CoreFixture.engine()
            XCTAssertEqual(Array(engine.present(to: state, animated: false, at: 0)), [.willMove(to: state), .didMove(to: state)])
            XCTAssertEqual(engine.phase, .resting(state))
            XCTAssertEqual(engine.renderState.sheetTop, CoreFixture.top(state))
        }
    }

    func testPresentToMinimizedShowsTheMiniPlayerBar() {
        var engine = CoreFixture.engine()
        XCTAssertEqual(Array(engine.present(to: .minimized, at: 0)), [.willMove(to: .minimized)])
        XCTAssertEqual(engine.phase, .settling(toward: .minimized))
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .minimized)])
        XCTAssertEqual(engine.renderState.sheetTop, 750)
    }

    func testPresentToDismissedIsIgnoredAndReported() {
        for state in DropDownSheetState.allCases {
            var engine = CoreFixture.engine(resting: state)
            var expected = engine
            XCTAssertEqual(Array(engine.present(to: .dismissed, at: 1)), [.inputCorrected(.invalidTarget)])
            expected.tick(at: 1)
            XCTAssertEqual(engine, expected, "\(state)")
        }
    }

    func testPresentingAPresentedSheetMovesIt() {
        var engine = CoreFixture.engine(resting: .expanded)
        XCTAssertEqual(Array(engine.present(to: .minimized, at: 1)), [.willMove(to: .minimized)])
        XCTAssertEqual(engine.renderState.sheetTop, 57, "from where it is")
        XCTAssertEqual(Array(engine.present(to: .minimized, at: 1)), [], "already on its way there")
    }

    func testADismissedSheetCanBePresentedAgain() {
        var engine = CoreFixture.engine(resting: .minimized)
        engine.move(to: .dismissed, animated: false, at: 1)
        XCTAssertEqual(Array(engine.present(to: .minimized, at: 2)), [.willMove(to: .minimized)])
        XCTAssertEqual(engine.renderState.sheetTop, 844)
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .minimized)])
    }

    // MARK: - Moving between rest states

    func testMoveFromEveryRestStateToEveryState() {
        for origin in [DropDownSheetState.expanded, .minimized] {
            for target in DropDownSheetState.allCases {
                var engine = CoreFixture.engine(resting: origin)
                let events = Array(engine.move(to: target, at: 1))
                if target == origin {
                    XCTAssertEqual(events, [], "\(origin) to itself")
                    XCTAssertEqual(engine.phase, .resting(origin))
                    continue
                }
                XCTAssertEqual(events, [.willMove(to: target)], "\(origin) to \(target)")
                XCTAssertEqual(engine.phase, .settling(toward: target))
                assertMotion(engine.renderState, top: CoreFixture.top(origin), velocity: 0, "\(origin) to \(target) starts in place")
                XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: target)], "\(origin) to \(target)")
                XCTAssertEqual(engine.phase, .resting(target))
                XCTAssertEqual(engine.restState, target)
                XCTAssertEqual(engine.renderState.sheetTop, CoreFixture.top(target))
            }
        }
    }

    func testMoveWithoutAnimationArrivesAtOnce() {
        for origin in [DropDownSheetState.expanded, .minimized] {
            for target in DropDownSheetState.allCases where target != origin {
                var engine = CoreFixture.engine(resting: origin)
                XCTAssertEqual(Array(engine.move(to: target, animated: false, at: 1)), [.willMove(to: target), .didMove(to: target)])
                XCTAssertEqual(engine.phase, .resting(target))
                XCTAssertEqual(engine.renderState.sheetTop, CoreFixture.top(target))
            }
        }
    }

    func testMoveWhileDismissedAtRestIsIgnored() {
        for target in DropDownSheetState.allCases {
            for animated in [true, false] {
                var engine = CoreFixture.engine()
                var expected = engine
                XCTAssertEqual(Array(engine.move(to: target, animated: animated, at: 1)), [], "\(target), animated \(animated)")
                expected.tick(at: 1)
                XCTAssertEqual(engine, expected)
            }
        }
    }

    func testProgrammaticDismissalIgnoresTheVeto() {
        for origin in [DropDownSheetState.expanded, .minimized] {
            var engine = CoreFixture.engine(resting: origin)
            engine.isDismissalVetoed = true
            XCTAssertEqual(Array(engine.move(to: .dismissed, at: 1)), [.willMove(to: .dismissed)])
            XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .dismissed)])
            XCTAssertEqual(engine.phase, .resting(.dismissed))
        }
        var notDismissible = CoreFixture.engine(resting: .minimized, configuration: .init(isDismissible: false))
        notDismissible.isDismissalVetoed = true
        XCTAssertEqual(Array(notDismissible.move(to: .dismissed, animated: false, at: 1)),
                       [.willMove(to: .dismissed), .didMove(to: .dismissed)])
    }

    // MARK: - During a drag

    /// An expanded sheet dragged down at 600 pt/s to a top edge of 157.
    private func draggingDown() -> DropDownSheetEngine {
        var engine = CoreFixture.engine(resting: .expanded)
        engine.beginDrag(x: 195, y: 100, at: 0)
        for frame in 1...10 {
            engine.drag(toY: 100 + 10 * Double(frame), at: Double(frame) / 60)
        }
        return engine
    }

    func testMoveDuringADragTakesTheSheetFromTheFingerWithItsVelocity() {
        for target in DropDownSheetState.allCases {
            var engine = draggingDown()
            let before = engine.renderState
            let events = Array(engine.move(to: target, at: engine.time))
            XCTAssertEqual(events, target == .expanded ? [] : [.willMove(to: target)], "\(target)")
            XCTAssertEqual(engine.phase, .settling(toward: target))
            assertMotion(engine.renderState, top: before.sheetTop, velocity: before.velocity, accuracy: 1e-6, "\(target)")
            XCTAssertEqual(before.velocity, 600, accuracy: 1e-6)
        }
    }

    func testTheRestOfAnAbandonedDragIsIgnored() {
        for target in DropDownSheetState.allCases {
            var engine = draggingDown()
            engine.move(to: target, at: engine.time)
            var reference = engine
            let start = engine.time
            XCTAssertEqual(Array(engine.drag(toY: 400, at: start + 0.02)), [], "\(target)")
            XCTAssertEqual(Array(engine.drag(toY: 20, at: start + 0.04)), [], "\(target)")
            _ = engine.endDrag(atY: 30, velocity: -5_000, at: start + 0.06)
            _ = engine.cancelDrag(at: start + 0.07)
            reference.tick(at: start + 0.07)
            XCTAssertEqual(engine.renderState, reference.renderState, "\(target)")
            XCTAssertEqual(engine.tickUntilRest(), reference.tickUntilRest(), "\(target)")
            XCTAssertEqual(engine.phase, .resting(target))
        }
    }

    func testMoveWithoutAnimationDuringADragArrivesAtOnceAndEndsTheDrag() {
        var engine = draggingDown()
        XCTAssertEqual(Array(engine.move(to: .minimized, animated: false, at: engine.time)),
                       [.willMove(to: .minimized), .didMove(to: .minimized)])
        XCTAssertEqual(engine.phase, .resting(.minimized))
        engine.drag(toY: 400, at: engine.time + 0.02)
        engine.endDrag(velocity: -3_000, at: engine.time + 0.04)
        XCTAssertEqual(engine.phase, .resting(.minimized))
        XCTAssertEqual(engine.renderState.sheetTop, 750)
    }

    func testDismissalDuringADragIgnoresTheVeto() {
        var engine = CoreFixture.engine(resting: .minimized)
        engine.isDismissalVetoed = true
        engine.beginDrag(x: 195, y: 780, at: 0)
        engine.drag(toY: 700, at: 0.1)
        XCTAssertEqual(Array(engine.move(to: .dismissed, at: 0.1)), [.willMove(to: .dismissed)])
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .dismissed)])
    }

    // MARK: - During settling

    func testMoveWhileSettlingRetargetsWithContinuousPositionAndVelocity() {
        let starts: [(DropDownSheetState, DropDownSheetState)] = [
            (.dismissed, .expanded), (.dismissed, .minimized), (.expanded, .minimized), (.expanded, .dismissed),
            (.minimized, .expanded), (.minimized, .dismissed),
        ]
        for (origin, first) in starts {
            for second in DropDownSheetState.allCases {
                var engine = CoreFixture.engine(resting: origin)
                if origin == .dismissed { engine.present(to: first, at: 0) } else { engine.move(to: first, at: 0) }
                _ = engine.tickFrames(7)
                let between = engine.time + 0.004
                var reference = engine
                reference.tick(at: between)
                let before = reference.renderState
                XCTAssertTrue(engine.isMoving)
                let events = Array(engine.move(to: second, at: between))
                XCTAssertEqual(events, first == second ? [] : [.willMove(to: second)], "\(origin)→\(first)→\(second)")
                XCTAssertEqual(engine.phase, .settling(toward: second))
                assertMotion(engine.renderState, top: before.sheetTop, velocity: before.velocity, accuracy: 1e-9,
                             "\(origin)→\(first)→\(second)")
                XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: second)], "\(origin)→\(first)→\(second)")
                XCTAssertEqual(engine.renderState.sheetTop, CoreFixture.top(second))
            }
        }
    }

    func testRetargetWhileOvershootingAboveExpandedIsContinuous() {
        var engine = CoreFixture.engine(configuration: .init(spring: .init(response: 0.45, dampingRatio: 0.25)))
        engine.present(at: 0)
        var frames = 0
        while engine.renderState.sheetTop > 40, frames < 120 {
            frames += 1
            engine.tick(at: Double(frames) * CoreFixture.frame)
        }
        let before = engine.renderState
        XCTAssertLessThan(before.sheetTop, 40, "the bouncy spring overshoots above the expanded place")
        engine.move(to: .minimized, at: engine.time)
        assertMotion(engine.renderState, top: before.sheetTop, velocity: before.velocity, accuracy: 1e-6)
    }

    func testPresentDuringDismissalBringsTheSheetBackWithoutAJump() {
        var engine = CoreFixture.engine(resting: .minimized)
        engine.move(to: .dismissed, at: 0)
        _ = engine.tickFrames(4)
        let before = engine.renderState
        XCTAssertEqual(Array(engine.present(to: .minimized, at: engine.time)), [.willMove(to: .minimized)])
        assertMotion(engine.renderState, top: before.sheetTop, velocity: before.velocity)
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .minimized)])
    }

    func testRetargetAtTheLastMomentStillAnnouncesAndCompletes() {
        var engine = CoreFixture.engine(resting: .expanded)
        engine.move(to: .minimized, at: 0)
        let events = engine.tickUntilRest()
        XCTAssertEqual(events, [.didMove(to: .minimized)])
        XCTAssertEqual(Array(engine.move(to: .minimized, at: engine.time)), [], "a move to where it rests does nothing")
        XCTAssertEqual(engine.phase, .resting(.minimized))
    }

    func testPhaseReportsWhetherTheSheetMoves() {
        XCTAssertFalse(DropDownSheetPhase.resting(.expanded).isMoving)
        XCTAssertTrue(DropDownSheetPhase.dragging.isMoving)
        XCTAssertTrue(DropDownSheetPhase.settling(toward: .minimized).isMoving)
        var engine = CoreFixture.engine()
        XCTAssertFalse(engine.isMoving)
        engine.present(at: 0)
        XCTAssertTrue(engine.isMoving)
    }

    func testRestStatesAreOrderedFromTopToBottom() {
        XCTAssertEqual(DropDownSheetState.allCases.map(\.rawValue), ["expanded", "minimized", "dismissed"])
        XCTAssertEqual(DropDownSheetState.allCases, [.expanded, .minimized, .dismissed])
    }
}
