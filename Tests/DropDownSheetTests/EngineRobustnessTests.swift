import XCTest
@testable import DropDownSheetCore

/// Property tests: any input, any value, any order, any phase. No trap, no NaN, no stuck
/// state, and the same inputs always give the same outputs.
final class EngineRobustnessTests: XCTestCase {
    private static let hostileValues: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 1e300, -1e300,
                                                  .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                                  .leastNonzeroMagnitude, -400, 400]

    /// Everything that must hold after every input. Returns a description of what broke, if
    /// anything.
    private func violation(in engine: DropDownSheetEngine) -> String? {
        let render = engine.renderState
        let bad = nonFiniteFields(of: render)
        if !bad.isEmpty { return "non-finite \(bad) in \(render)" }
        if !engine.time.isFinite { return "time \(engine.time)" }
        let l = engine.layout
        if ![l.expandedTop, l.minimizedTop, l.dismissedTop].allSatisfy(\.isFinite)
            || !(l.expandedTop <= l.minimizedTop && l.minimizedTop <= l.dismissedTop) {
            return "rest positions out of order: \(l)"
        }
        if engine.container.sanitized().corrected { return "container in force is out of range: \(engine.container)" }
        if engine.configuration.sanitized().corrected { return "configuration in force is out of range: \(engine.configuration)" }
        if !(0...1).contains(render.dimAlpha) || !(0...1).contains(render.barAlpha) { return "alpha out of 0...1: \(render)" }
        if render.visibleHeight < 0 || render.cardWidth < 0 { return "negative size: \(render)" }
        // Within reach of the screens the engine was given: the largest container (100,000
        // points) and a finger at most `coordinateLimit` beyond it.
        let reach = 100_000 + 2 * DropDownSheetEngine.coordinateLimit
        if !(abs(render.sheetTop) <= reach) { return "sheetTop \(render.sheetTop) out of reach" }
        if engine.phase == .dragging, !(abs(render.velocity) <= DropDownSheetEngine.maximumReleaseVelocity) {
            return "dragging velocity \(render.velocity) beyond the release clamp"
        }
        return nil
    }

    /// Lets go and ticks until rest; returns a description of the failure, if any.
    private func stuck(_ engine: DropDownSheetEngine) -> String? {
        var engine = engine
        let (rested, _) = engine.letGoAndSettle()
        guard rested else { return "still \(engine.phase) at \(engine.renderState.sheetTop) after thousands of ticks" }
        guard engine.phase == .resting(engine.restState) else { return "phase \(engine.phase) at rest" }
        let top = engine.restingTop(of: engine.restState)
        guard engine.renderState.sheetTop == top, engine.renderState.velocity == 0 else {
            return "resting in \(engine.restState) at \(engine.renderState.sheetTop), not \(top)"
        }
        return violation(in: engine)
    }

    private func report(_ problem: String, seed: UInt64, inputs: ArraySlice<EngineInput>,
                        file: StaticString = #filePath, line: UInt = #line) {
        XCTFail("seed \(seed): \(problem)\nlast inputs:\n" + inputs.suffix(10).map(\.description).joined(separator: "\n"),
                file: file, line: line)
    }

    // MARK: - Random sequences

    func testHostileSequencesNeverProduceANonFiniteOrInconsistentOutput() {
        var dragging = 0, settling = 0, arrivals = 0, corrections = 0
        for seed in 0..<3_000 as Range<UInt64> {
            let inputs = EngineInputGenerator.sequence(seed: 0xBAD_0000 + seed, hostile: true, count: 60) { CoreFixture.engine() }
            var engine = CoreFixture.engine()
            for (index, input) in inputs.enumerated() {
                let events = input.apply(to: &engine)
                _ = EngineOutput(events: events, engine: engine)
                for event in events {
                    switch event {
                    case .didMove: arrivals += 1
                    case .inputCorrected: corrections += 1
                    default: break
                    }
                }
                switch engine.phase {
                case .dragging: dragging += 1
                case .settling: settling += 1
                case .resting: break
                }
                if let problem = violation(in: engine) {
                    report(problem, seed: seed, inputs: inputs[...index])
                    break
                }
            }
        }
        // The sequences must reach every kind of state, or the property says little.
        XCTAssertGreaterThan(dragging, 5_000)
        XCTAssertGreaterThan(settling, 20_000)
        XCTAssertGreaterThan(arrivals, 2_000)
        XCTAssertGreaterThan(corrections, 10_000)
    }

    func testEveryHostileSequenceComesToRestOnceTheFingerLifts() {
        var checked = 0
        for seed in 0..<1_500 as Range<UInt64> {
            let inputs = EngineInputGenerator.sequence(seed: 0x57C_0000 + seed, hostile: true, count: 40) { CoreFixture.engine() }
            var engine = CoreFixture.engine()
            for (index, input) in inputs.enumerated() {
                _ = input.apply(to: &engine)
                guard index % 8 == 7 else { continue }
                checked += 1
                if let problem = stuck(engine) {
                    report(problem, seed: seed, inputs: inputs[...index])
                    break
                }
            }
        }
        XCTAssertEqual(checked, 1_500 * 5)
    }

    func testPlausibleSequencesAlwaysComeToRestWithinAFewSeconds() {
        for seed in 0..<400 as Range<UInt64> {
            let inputs = EngineInputGenerator.sequence(seed: 0x9E57_0000 + seed, hostile: false, count: 40) { CoreFixture.engine() }
            var engine = CoreFixture.engine()
            for input in inputs { _ = input.apply(to: &engine) }
            if engine.phase == .dragging { engine.endDrag(at: engine.time + CoreFixture.frame) }
            let start = engine.time
            engine.tickUntilRest(seconds: 10)
            XCTAssertLessThan(engine.time - start, 10, "seed \(seed)")
            XCTAssertEqual(engine.renderState.sheetTop, engine.restingTop(of: engine.restState), "seed \(seed)")
        }
    }

    func testTheSameSequenceTwiceGivesEqualEnginesAndOutputs() {
        for seed in 0..<1_000 as Range<UInt64> {
            let hostile = seed % 3 != 0
            let inputs = EngineInputGenerator.sequence(seed: 0xDE7_0000 + seed, hostile: hostile, count: 50) { CoreFixture.engine() }
            var first = CoreFixture.engine(), second = CoreFixture.engine()
            for (index, input) in inputs.enumerated() {
                let a = EngineOutput(events: input.apply(to: &first), engine: first)
                let b = EngineOutput(events: input.apply(to: &second), engine: second)
                guard a == b, first == second else {
                    report("runs differ after input \(index): \(a) vs \(b)", seed: seed, inputs: inputs[...index])
                    break
                }
            }
            var firstRest = first, secondRest = second
            XCTAssertEqual(firstRest.letGoAndSettle().events, secondRest.letGoAndSettle().events, "seed \(seed)")
            XCTAssertEqual(firstRest, secondRest, "seed \(seed)")
        }
    }

    func testACopiedEngineIsASnapshotThatReplaysIdentically() {
        for seed in 0..<200 as Range<UInt64> {
            let inputs = EngineInputGenerator.sequence(seed: 0xC0B1_0000 + seed, hostile: seed % 2 == 0, count: 60) { CoreFixture.engine() }
            var original = CoreFixture.engine()
            for input in inputs[..<30] { _ = input.apply(to: &original) }
            var copy = original
            let snapshot = original
            for input in inputs[30...] {
                XCTAssertEqual(input.apply(to: &original), input.apply(to: &copy), "seed \(seed)")
            }
            XCTAssertEqual(original, copy, "seed \(seed)")
            var replay = snapshot
            for input in inputs[30...] { _ = input.apply(to: &replay) }
            XCTAssertEqual(replay, original, "seed \(seed): the snapshot was not changed by the original's inputs")
        }
    }

    // MARK: - Every input in every phase

    /// Engines in each phase worth distinguishing.
    private func enginesInEveryPhase() -> [(String, DropDownSheetEngine)] {
        var result: [(String, DropDownSheetEngine)] = []
        for state in DropDownSheetState.allCases {
            result.append(("resting \(state)", CoreFixture.engine(resting: state)))
        }
        var dragExpanded = CoreFixture.engine(resting: .expanded)
        dragExpanded.beginDrag(x: 195, y: 100, at: 0)
        dragExpanded.drag(toY: 300, at: 0.05)
        result.append(("dragging from expanded", dragExpanded))
        var dragAbove = dragExpanded
        dragAbove.drag(toY: -500, at: 0.1)
        result.append(("dragging above expanded", dragAbove))
        var dragBelow = CoreFixture.engine(resting: .minimized, configuration: .init(isDismissible: false))
        dragBelow.beginDrag(x: 195, y: 780, at: 0)
        dragBelow.drag(toY: 1_300, at: 0.05)
        result.append(("dragging below the bar", dragBelow))
        for (origin, target) in [(DropDownSheetState.dismissed, DropDownSheetState.expanded), (.expanded, .minimized), (.minimized, .dismissed)] {
            var settling = CoreFixture.engine(resting: origin)
            if origin == .dismissed { settling.present(to: target, at: 0) } else { settling.move(to: target, at: 0) }
            _ = settling.tickFrames(5)
            result.append(("settling \(origin) to \(target)", settling))
        }
        var overshooting = CoreFixture.engine(configuration: .init(spring: .init(response: 0.45, dampingRatio: 0.1)))
        overshooting.present(at: 0)
        _ = overshooting.tickFrames(14)
        result.append(("overshooting above expanded", overshooting))
        return result
    }

    /// Every input with `value` in each of its numeric slots. In the time slots the largest
    /// finite double is replaced by 1e300: after it no later finite time exists, which
    /// ``testATimestampAtTheLargestFiniteDoubleLeavesNoSheetStuck`` covers on its own.
    private func inputs(with number: Double, at time: Double) -> [EngineInput] {
        let c = CoreFixture.phone
        let value = number
        let t = number == .greatestFiniteMagnitude ? 1e300 : number
        return [
            .tick(t: t),
            .present(.expanded, animated: true, t: t), .present(.minimized, animated: false, t: t),
            .move(.minimized, animated: true, t: t), .move(.dismissed, animated: false, t: t),
            .container(.init(width: value, height: c.height, safeAreaTop: c.safeAreaTop, safeAreaBottom: c.safeAreaBottom), animated: true, t: time),
            .container(.init(width: c.width, height: value, safeAreaTop: c.safeAreaTop, safeAreaBottom: c.safeAreaBottom), animated: true, t: time),
            .container(.init(width: c.width, height: c.height, safeAreaTop: value, safeAreaBottom: value,
                             bottomBarHeight: value, keyboardHeight: value), animated: false, t: time),
            .configuration(.init(expandedTopInset: value, minimizedHeight: value, maximumWidth: value), animated: true, t: time),
            .configuration(.init(cornerRadius: value, presentingScale: value, presentingCornerRadius: value, dimAlpha: value), animated: true, t: time),
            .configuration(.init(spring: .init(response: value, dampingRatio: 1)), animated: true, t: time),
            .configuration(.init(spring: .init(response: 0.45, dampingRatio: value)), animated: true, t: time),
            .configuration(.init(spring: .init(duration: value, bounce: value)), animated: true, t: time),
            .touchDown(x: value, y: 400, t: time), .touchDown(x: 195, y: value, t: time), .touchDown(x: 195, y: 780, t: t),
            .touchMove(y: value, t: time), .touchMove(y: 500, t: t),
            .touchUp(y: value, velocity: nil, t: time), .touchUp(y: nil, velocity: value, t: time),
            .touchUp(y: 500, velocity: 0, t: t), .touchUp(y: value, velocity: value, t: t),
            .touchCancel(t: t),
            .tap(x: value, y: 20, t: time), .tap(x: 195, y: value, t: time), .tap(x: 195, y: 780, t: t),
        ]
    }

    func testEveryInputWithEveryHostileValueInEveryPhaseKeepsTheEngineSound() {
        for (phaseName, start) in enginesInEveryPhase() {
            for value in Self.hostileValues {
                for input in inputs(with: value, at: start.time + 0.01) {
                    for vetoed in [false, true] {
                        var engine = start
                        engine.isDismissalVetoed = vetoed
                        _ = input.apply(to: &engine)
                        let context = "\(phaseName), vetoed \(vetoed): \(input)"
                        if let problem = violation(in: engine) { XCTFail("\(context): \(problem)") }
                        if let problem = stuck(engine) { XCTFail("\(context): \(problem)") }
                        // And the engine still works afterwards.
                        _ = engine.present(to: .expanded, at: later(than: engine.time, by: 1))
                        if let problem = stuck(engine) { XCTFail("\(context), then present: \(problem)") }
                    }
                }
            }
        }
    }

    // MARK: - Time

    func testTimeGoingBackwardsIsReportedAndCountsAsNoTimePassing() {
        var engine = CoreFixture.engine()
        engine.present(at: 1)
        engine.tick(at: 1.1)
        let before = engine.renderState
        XCTAssertEqual(Array(engine.tick(at: 0.5)), [.inputCorrected(.timeWentBackwards)])
        XCTAssertEqual(engine.time, 1.1)
        XCTAssertEqual(engine.renderState, before)
        XCTAssertEqual(Array(engine.move(to: .minimized, at: 0.2)), [.inputCorrected(.timeWentBackwards), .willMove(to: .minimized)],
                       "the input still counts, as happening now")
        assertMotion(engine.renderState, top: before.sheetTop, velocity: before.velocity)
    }

    func testNonFiniteTimeIsReportedAndTheInputHappensNow() {
        var engine = CoreFixture.engine()
        for t in [Double.nan, .infinity, -.infinity] {
            XCTAssertEqual(Array(engine.tick(at: t)), [.inputCorrected(.nonFiniteTime)], "\(t)")
            XCTAssertEqual(engine.time, 0)
        }
        XCTAssertEqual(Array(engine.present(at: .nan)), [.inputCorrected(.nonFiniteTime), .willMove(to: .expanded)])
        XCTAssertEqual(engine.renderState.sheetTop, 844)
    }

    func testATimestampAtTheLargestFiniteDoubleLeavesNoSheetStuck() {
        var engine = CoreFixture.engine(resting: .expanded)
        engine.tick(at: .greatestFiniteMagnitude)
        // At this magnitude no later frame can be told apart, so the move completes at once.
        XCTAssertEqual(Array(engine.move(to: .minimized, at: .greatestFiniteMagnitude)), [.willMove(to: .minimized), .didMove(to: .minimized)])
        // No finite time is later than this one; an owner can only keep ticking.
        for t in [Double.greatestFiniteMagnitude, .infinity, .greatestFiniteMagnitude] {
            engine.tick(at: t)
        }
        XCTAssertNil(stuck(engine))
    }

    func testAHugeLeapInTimeFinishesTheMove() {
        var engine = CoreFixture.engine()
        engine.present(at: 0)
        XCTAssertEqual(Array(engine.tick(at: 1e300)), [.didMove(to: .expanded)])
        XCTAssertEqual(engine.phase, .resting(.expanded))
        XCTAssertNil(violation(in: engine))
    }

    func testStartingFromANegativeTimeWorks() {
        var engine = DropDownSheetEngine(container: CoreFixture.phone)
        XCTAssertEqual(Array(engine.present(at: -1e6)), [.willMove(to: .expanded)])
        XCTAssertEqual(engine.time, -1e6)
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .expanded)])
    }
}
