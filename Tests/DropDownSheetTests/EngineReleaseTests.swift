import XCTest
@testable import DropDownSheetCore

/// Lifting the finger: where the sheet goes and how the spring takes over from the finger.
final class EngineReleaseTests: XCTestCase {
    private func slope(_ pull: Double) -> Double { DropDownSheetMotion.rubberBandSlope(pull, dimension: 844) }
    private func rubberBand(_ pull: Double) -> Double { DropDownSheetMotion.rubberBand(pull, dimension: 844) }

    /// An engine resting in `origin`, touched on the card (y 100 on the expanded card, y 780 on
    /// the bar) at time 0 and dragged so that the card's unresisted top edge is `rawTop` at time
    /// 0.1, not yet released.
    private func dragged(from origin: DropDownSheetState, toRawTop rawTop: Double,
                         configuration: DropDownSheetConfiguration = .init(), vetoed: Bool = false) -> DropDownSheetEngine {
        var engine = CoreFixture.engine(resting: origin, configuration: configuration)
        engine.isDismissalVetoed = vetoed
        let y = origin == .expanded ? 100.0 : CoreFixture.barY
        engine.beginDrag(x: 195, y: y, at: 0)
        engine.drag(toY: rawTop - (CoreFixture.top(origin) - y), at: 0.1)
        return engine
    }

    /// Releases with `velocity` and returns where the sheet is headed and the release's events.
    private func release(from origin: DropDownSheetState, atRawTop rawTop: Double, velocity: Double?,
                         configuration: DropDownSheetConfiguration = .init(), vetoed: Bool = false)
        -> (engine: DropDownSheetEngine, target: DropDownSheetState?, events: [DropDownSheetEvent]) {
        var engine = dragged(from: origin, toRawTop: rawTop, configuration: configuration, vetoed: vetoed)
        let events = Array(engine.endDrag(velocity: velocity, at: 0.1))
        switch engine.phase {
        case .settling(let target), .resting(let target): return (engine, target, events)
        case .dragging: return (engine, nil, events)
        }
    }

    // MARK: - Handing the finger's velocity to the spring

    func testReleaseHandsTheFingersVelocityToTheSpring() {
        for (origin, top, velocity) in [(DropDownSheetState.expanded, 300.0, 1_200.0), (.minimized, 600, -900),
                                        (.expanded, 420, 150), (.minimized, 500, 10_000)] {
            var engine = dragged(from: origin, toRawTop: top)
            let before = engine.renderState.sheetTop
            engine.endDrag(velocity: velocity, at: 0.1)
            XCTAssertTrue(engine.phase.isMoving)
            assertMotion(engine.renderState, top: before, velocity: velocity, "released from \(origin) at \(top), \(velocity) pt/s")
        }
    }

    func testReleaseHandsTheVelocityToABouncySpringToo() {
        var engine = dragged(from: .expanded, toRawTop: 300, configuration: .init(spring: .init(duration: 0.4, bounce: 0.3)))
        engine.endDrag(velocity: 1_500, at: 0.1)
        assertMotion(engine.renderState, top: 300, velocity: 1_500)
    }

    func testReleaseBelowMinimizedHandsTheRubberBandedVelocityToTheSpring() {
        for (origin, configuration) in [(DropDownSheetState.minimized, DropDownSheetConfiguration(isDismissible: false)),
                                        (.expanded, .init())] {
            var engine = dragged(from: origin, toRawTop: 850, configuration: configuration)
            XCTAssertEqual(engine.renderState.sheetTop, 750 + rubberBand(100), accuracy: 1e-9)
            engine.endDrag(velocity: 1_000, at: 0.1)
            XCTAssertEqual(engine.phase, .settling(toward: .minimized))
            assertMotion(engine.renderState, top: 750 + rubberBand(100), velocity: 1_000 * slope(100), "from \(origin)")
        }
    }

    func testReleaseAboveExpandedHandsTheRubberBandedVelocityToTheSpringWithoutAJump() {
        for velocity in [-1_000.0, 0, 400] {
            var engine = dragged(from: .expanded, toRawTop: -43)
            XCTAssertEqual(engine.renderState.sheetTop, 57 - rubberBand(100), accuracy: 1e-9)
            engine.endDrag(velocity: velocity, at: 0.1)
            XCTAssertEqual(engine.phase, .settling(toward: .expanded))
            assertMotion(engine.renderState, top: 57 - rubberBand(100), velocity: velocity * slope(100), "velocity \(velocity)")
        }
    }

    func testReleaseVelocityIsClampedToTheMaximum() {
        var engine = dragged(from: .expanded, toRawTop: 300)
        engine.endDrag(velocity: 1e9, at: 0.1)
        XCTAssertEqual(engine.renderState.velocity, DropDownSheetEngine.maximumReleaseVelocity)
        engine = dragged(from: .minimized, toRawTop: 600)
        engine.endDrag(velocity: -1e9, at: 0.1)
        XCTAssertEqual(engine.renderState.velocity, -DropDownSheetEngine.maximumReleaseVelocity)
    }

    func testReleaseVelocityIsEstimatedFromTheLastMovesWhenNotGiven() {
        var engine = CoreFixture.engine(resting: .expanded)
        engine.beginDrag(x: 195, y: 100, at: 0)
        for frame in 1...10 {
            engine.drag(toY: 100 + 10 * Double(frame), at: Double(frame) / 60)
        }
        engine.endDrag(at: 10.0 / 60)
        XCTAssertEqual(engine.phase, .settling(toward: .minimized), "600 pt/s down is a flick")
        assertMotion(engine.renderState, top: 157, velocity: 600, accuracy: 1e-6)
    }

    func testFingerThatStopsBeforeLiftingReleasesWithNoVelocity() {
        var engine = CoreFixture.engine(resting: .expanded)
        engine.beginDrag(x: 195, y: 100, at: 0)
        for frame in 1...10 {
            engine.drag(toY: 100 + 10 * Double(frame), at: Double(frame) / 60)
        }
        engine.endDrag(atY: 200, at: 10.0 / 60 + 0.25)
        XCTAssertEqual(engine.phase, .settling(toward: .expanded), "a still finger at 157 is nearer expanded")
        assertMotion(engine.renderState, top: 157, velocity: 0)
    }

    func testFingerThatStopsBeforeLiftingWhereItLastWasReleasesWithNoVelocity() {
        var engine = CoreFixture.engine(resting: .expanded)
        engine.beginDrag(x: 195, y: 100, at: 0)
        for frame in 1...10 {
            engine.drag(toY: 100 + 10 * Double(frame), at: Double(frame) / 60)
        }
        // The finger rested for a quarter of a second, then lifted where it last was.
        engine.endDrag(at: 10.0 / 60 + 0.25)
        XCTAssertEqual(engine.phase, .settling(toward: .expanded), "a still finger at 157 is nearer expanded")
        assertMotion(engine.renderState, top: 157, velocity: 0)
    }

    func testReleaseAtAPointMovesTheCardThereFirst() {
        var engine = dragged(from: .expanded, toRawTop: 300)
        engine.endDrag(atY: 500, velocity: 0, at: 0.2)
        XCTAssertEqual(engine.renderState.sheetTop, 457, accuracy: 1e-9)
        XCTAssertEqual(engine.phase, .settling(toward: .minimized), "457 is nearer the bar")
    }

    // MARK: - Slow releases

    func testSlowReleaseDecidesByPosition() {
        let cases: [(DropDownSheetState, Double, DropDownSheetState)] = [
            (.expanded, 380, .expanded), (.expanded, 430, .minimized), (.expanded, 740, .minimized),
            (.minimized, 430, .minimized), (.minimized, 380, .expanded), (.minimized, 90, .expanded),
            (.minimized, 790, .minimized), (.minimized, 800, .dismissed), (.minimized, 1_000, .dismissed),
        ]
        for (origin, top, expected) in cases {
            XCTAssertEqual(release(from: origin, atRawTop: top, velocity: 0).target, expected, "from \(origin) at \(top)")
            XCTAssertEqual(release(from: origin, atRawTop: top, velocity: top > 403.5 ? -2 : 2).target, expected,
                           "from \(origin) at \(top), drifting a little back")
        }
    }

    func testSlowReleaseFarDownOnTheExpandedCardOnlyMinimizes() {
        XCTAssertEqual(release(from: .expanded, atRawTop: 1_200, velocity: 0).target, .minimized)
    }

    // MARK: - Flicks

    func testFlickDownFromExpandedMinimizes() {
        let result = release(from: .expanded, atRawTop: 150, velocity: 1_000)
        XCTAssertEqual(result.target, .minimized)
        XCTAssertEqual(result.events, [.willMove(to: .minimized)])
        var engine = result.engine
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .minimized)])
        XCTAssertEqual(engine.renderState.sheetTop, 750)
    }

    func testFlickDownFromExpandedNeverDismissesEvenAtHugeVelocity() {
        for top in [60.0, 500, 740, 900] {
            for velocity in [5_000.0, 20_000, 1e7, .greatestFiniteMagnitude] {
                XCTAssertEqual(release(from: .expanded, atRawTop: top, velocity: velocity).target, .minimized, "at \(top), \(velocity)")
            }
        }
    }

    func testFlickUpOnMinimizedExpands() {
        for (top, velocity) in [(740.0, -400.0), (700, -1_500), (750, -20_000), (300, -1e9)] {
            let result = release(from: .minimized, atRawTop: top, velocity: velocity)
            XCTAssertEqual(result.target, .expanded, "at \(top), \(velocity)")
            XCTAssertEqual(result.events, [.willMove(to: .expanded)])
        }
    }

    func testFlickDownOnMinimizedDismissesWhenDismissible() {
        for (top, velocity) in [(750.0, 1_000.0), (760, 400), (800, 300)] {
            let result = release(from: .minimized, atRawTop: top, velocity: velocity)
            XCTAssertEqual(result.target, .dismissed, "at \(top), \(velocity)")
            XCTAssertEqual(result.events, [.willMove(to: .dismissed)])
            var engine = result.engine
            XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .dismissed)])
            XCTAssertEqual(engine.phase, .resting(.dismissed))
            XCTAssertEqual(engine.renderState.sheetTop, 844)
        }
    }

    func testFlickDownOnMinimizedReturnsToTheBarWhenNotDismissible() {
        for (top, velocity) in [(750.0, 1_000.0), (850, 400), (1_100, 20_000)] {
            let result = release(from: .minimized, atRawTop: top, velocity: velocity, configuration: .init(isDismissible: false))
            XCTAssertEqual(result.target, .minimized, "at \(top), \(velocity)")
            XCTAssertEqual(result.events, [], "no attempt is reported when dismissal is simply not offered")
            var engine = result.engine
            XCTAssertEqual(engine.tickUntilRest(), [])
            XCTAssertEqual(engine.phase, .resting(.minimized))
        }
    }

    func testFlickBackUpTowardTheExpandedStartReturnsThere() {
        for (top, velocity) in [(650.0, -400.0), (740, -5_000), (120, -300)] {
            let result = release(from: .expanded, atRawTop: top, velocity: velocity)
            XCTAssertEqual(result.target, .expanded, "at \(top), \(velocity)")
            XCTAssertEqual(result.events, [], "returning where it rests announces nothing")
        }
    }

    func testFlickBackDownTowardTheMinimizedStartReturnsThere() {
        for (top, velocity) in [(300.0, 400.0), (300, 1_000), (200, 2_000), (100, 5_000)] {
            let result = release(from: .minimized, atRawTop: top, velocity: velocity)
            XCTAssertEqual(result.target, .minimized, "pulled up to \(top), flicked back down at \(velocity)")
        }
    }

    func testFlickDownOnACardCaughtOnItsWayToTheBarStopsAtTheBar() {
        // The card was expanded and is minimizing; a finger catches it half way and flicks it on
        // down. The nearest rest state in the flick's direction is the bar.
        var engine = CoreFixture.engine(resting: .expanded)
        engine.move(to: .minimized, at: 0)
        _ = engine.tickFrames(10)
        let top = engine.renderState.sheetTop
        XCTAssertTrue(top > 403.5 && top < 700, "caught between half way and the bar: \(top)")
        engine.beginDrag(x: 195, y: top + 10, at: engine.time)
        engine.drag(toY: top + 40, at: engine.time + 0.05)
        engine.endDrag(velocity: 1_000, at: engine.time + 0.01)
        XCTAssertEqual(engine.phase, .settling(toward: .minimized))
    }

    // MARK: - Veto

    func testVetoedSwipeReturnsToTheBarAndReportsTheAttempt() {
        for (top, velocity) in [(760.0, 2_000.0), (850, 800), (1_300, 0)] {
            let result = release(from: .minimized, atRawTop: top, velocity: velocity, vetoed: true)
            XCTAssertEqual(result.target, .minimized, "at \(top), \(velocity)")
            XCTAssertEqual(result.events, [.didAttemptToDismiss], "at \(top), \(velocity)")
            var engine = result.engine
            XCTAssertEqual(engine.tickUntilRest(), [])
            XCTAssertEqual(engine.phase, .resting(.minimized))
            XCTAssertEqual(engine.renderState.sheetTop, 750)
        }
    }

    func testReleaseNearTheBarWhileVetoedReportsNoAttempt() {
        let result = release(from: .minimized, atRawTop: 770, velocity: 0, vetoed: true)
        XCTAssertEqual(result.target, .minimized)
        XCTAssertEqual(result.events, [])
    }

    func testVetoDoesNotAffectExpandingOrMinimizing() {
        XCTAssertEqual(release(from: .minimized, atRawTop: 600, velocity: -1_000, vetoed: true).events, [.willMove(to: .expanded)])
        XCTAssertEqual(release(from: .expanded, atRawTop: 600, velocity: 1_000, vetoed: true).events, [.willMove(to: .minimized)])
    }

    // MARK: - Events of a release

    func testReleaseWhereItRestsSendsNothing() {
        for origin in [DropDownSheetState.expanded, .minimized] {
            var (engine, target, events) = release(from: origin, atRawTop: CoreFixture.top(origin) + 12, velocity: 0)
            XCTAssertEqual(target, origin)
            XCTAssertEqual(events, [])
            XCTAssertEqual(engine.tickUntilRest(), [])
            XCTAssertEqual(engine.phase, .resting(origin))
        }
    }

    func testReleaseExactlyAtRestArrivesAtOnce() {
        var engine = dragged(from: .expanded, toRawTop: 57)
        XCTAssertEqual(Array(engine.endDrag(velocity: 0, at: 0.1)), [])
        XCTAssertEqual(engine.phase, .resting(.expanded))
    }
}
