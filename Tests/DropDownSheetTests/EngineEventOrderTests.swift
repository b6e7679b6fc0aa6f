import XCTest
@testable import DropDownSheetCore

/// The ordering rules of `willMove`, `didMove` and `didAttemptToDismiss` (DropDownSheetEvent.swift).
final class EngineEventOrderTests: XCTestCase {
    // MARK: - Worked examples

    func testAMoveSendsWillMoveWhenItStartsAndDidMoveWhenItArrives() {
        var engine = CoreFixture.engine()
        XCTAssertEqual(Array(engine.present(at: 0)), [.willMove(to: .expanded)])
        let frames = engine.tickFrames(3)
        XCTAssertTrue(frames.allSatisfy { $0.phase == .settling(toward: .expanded) })
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .expanded)])
    }

    func testAnInterruptedMoveSendsNoDidMove() {
        var engine = CoreFixture.engine()
        engine.present(at: 0)
        _ = engine.tickFrames(10)
        XCTAssertEqual(Array(engine.move(to: .minimized, at: engine.time)), [.willMove(to: .minimized)])
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .minimized)], "no didMove(to: .expanded) ever")
    }

    func testACaughtMoveReleasedTowardTheSameTargetCompletesWithItsOwnAnnouncement() {
        var engine = CoreFixture.engine(resting: .expanded)
        XCTAssertEqual(Array(engine.tap(x: 195, y: 20, at: 0)), [.willMove(to: .minimized)])
        _ = engine.tickFrames(10)
        let top = engine.renderState.sheetTop
        XCTAssertEqual(Array(engine.beginDrag(x: 195, y: top + 10, at: engine.time)), [], "catching sends nothing")
        engine.drag(toY: top + 40, at: engine.time + 0.05)
        XCTAssertEqual(Array(engine.endDrag(velocity: 200, at: engine.time + 0.01)), [], "still expected to end minimized")
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .minimized)])
    }

    func testACaughtMoveReleasedElsewhereAnnouncesTheNewTarget() {
        var engine = CoreFixture.engine(resting: .expanded)
        engine.move(to: .minimized, at: 0)
        _ = engine.tickFrames(10)
        let top = engine.renderState.sheetTop
        engine.beginDrag(x: 195, y: top + 10, at: engine.time)
        engine.drag(toY: top - 50, at: engine.time + 0.05)
        XCTAssertEqual(Array(engine.endDrag(velocity: -1_500, at: engine.time + 0.01)), [.willMove(to: .expanded)])
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .expanded)])
    }

    func testGoingBackToTheOriginalRestStateAfterAnnouncingAMoveAnnouncesAgain() {
        var engine = CoreFixture.engine(resting: .expanded)
        XCTAssertEqual(Array(engine.move(to: .minimized, at: 0)), [.willMove(to: .minimized)])
        _ = engine.tickFrames(5)
        XCTAssertEqual(Array(engine.move(to: .expanded, at: engine.time)), [.willMove(to: .expanded)])
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .expanded)])
    }

    func testLayoutChangesAtRestSendNoEvents() {
        var engine = CoreFixture.engine(resting: .minimized)
        var phone = CoreFixture.phone
        phone.keyboardHeight = 336
        XCTAssertEqual(Array(engine.setContainer(phone, at: 1)), [])
        XCTAssertEqual(engine.tickUntilRest(), [])
    }

    // MARK: - Properties over random sequences

    /// Checks the rules over one sequence and returns how many moves completed and how many
    /// were interrupted.
    private func checkOrder(seed: UInt64, count: Int) -> (completed: Int, interrupted: Int) {
        var generator = EngineInputGenerator(seed: seed, hostile: false)
        var engine = CoreFixture.engine()
        var trail: [String] = []
        var lastMove: DropDownSheetEvent?
        var completed = 0, interrupted = 0
        for _ in 0..<count {
            let input = generator.next(for: engine)
            let vetoed = !engine.userMayDismiss
            let events = Array(input.apply(to: &engine))
            trail.append("\(input) -> \(events)")
            func fail(_ message: String) {
                XCTFail("seed \(seed): \(message)\n" + trail.suffix(12).joined(separator: "\n"))
            }
            for (index, event) in events.enumerated() {
                switch event {
                case .willMove:
                    if case .willMove = lastMove { interrupted += 1 }
                    lastMove = event
                case .didMove(let state):
                    if lastMove != .willMove(to: state) {
                        fail("didMove(to: \(state)) not immediately preceded by willMove(to: \(state)) but by \(String(describing: lastMove))")
                        return (completed, interrupted)
                    }
                    if events[(index + 1)...].contains(where: { moveEvents([$0]).count == 1 }) {
                        fail("a will/did event follows didMove in the same call")
                        return (completed, interrupted)
                    }
                    completed += 1
                    lastMove = event
                case .didAttemptToDismiss:
                    if !vetoed {
                        fail("didAttemptToDismiss while the user might dismiss")
                        return (completed, interrupted)
                    }
                case .inputCorrected(.invalidTarget):
                    break  // present(to: .dismissed) is in the mix on purpose
                case .inputCorrected:
                    fail("plausible input was corrected: \(event)")
                    return (completed, interrupted)
                }
            }
            switch engine.phase {
            case .resting(let state):
                let consistent = lastMove == .didMove(to: state) || (lastMove == nil && state == .dismissed)
                if !consistent {
                    fail("resting in \(state) but the last will/did event was \(String(describing: lastMove))")
                    return (completed, interrupted)
                }
            case .settling(let target):
                if lastMove != .willMove(to: target) && lastMove != .didMove(to: target) {
                    fail("settling toward \(target) but the last will/did event was \(String(describing: lastMove))")
                    return (completed, interrupted)
                }
            case .dragging:
                break
            }
        }
        return (completed, interrupted)
    }

    func testEveryDidMoveIsImmediatelyPrecededByItsWillMoveOverThousandsOfRandomSequences() {
        var completed = 0, interrupted = 0
        for seed in 0..<2_500 as Range<UInt64> {
            let counts = checkOrder(seed: 0xE7E7_0000 + seed, count: 50)
            completed += counts.completed
            interrupted += counts.interrupted
        }
        // The sequences must actually exercise the rules.
        XCTAssertGreaterThan(completed, 2_500, "completed moves")
        XCTAssertGreaterThan(interrupted, 500, "interrupted moves")
    }

    func testEveryMoveLeftToItselfEndsWithItsDidMove() {
        for seed in 0..<400 as Range<UInt64> {
            var generator = EngineInputGenerator(seed: 0xD1D0_0000 + seed, hostile: false)
            var engine = CoreFixture.engine()
            var lastMove: DropDownSheetEvent?
            for _ in 0..<30 {
                let input = generator.next(for: engine)
                if let last = moveEvents(input.apply(to: &engine)).last { lastMove = last }
            }
            let (rested, events) = engine.letGoAndSettle()
            XCTAssertTrue(rested, "seed \(seed)")
            if let last = moveEvents(events).last { lastMove = last }
            if case .willMove(let state) = lastMove {
                XCTFail("seed \(seed): came to rest in \(engine.phase) after willMove(to: \(state)) with no didMove")
            }
            if let lastMove {
                XCTAssertEqual(lastMove, .didMove(to: engine.restState), "seed \(seed)")
            }
        }
    }
}
