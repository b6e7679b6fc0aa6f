import XCTest
@testable import DropDownSheetCore

/// Container and configuration changes (keyboard, rotation, a new spring) in every phase.
final class EngineLayoutChangeTests: XCTestCase {
    private var withKeyboard: DropDownSheetContainer {
        var c = CoreFixture.phone
        c.keyboardHeight = 336
        return c
    }

    /// The phone turned sideways: 844 × 390, no top inset, 21 points of home indicator.
    private let landscape = DropDownSheetContainer(width: 844, height: 390, safeAreaTop: 0, safeAreaBottom: 21)

    // MARK: - At rest

    func testRestingBarGlidesWithTheKeyboardStayingMinimizedAndWithoutEvents() {
        var engine = CoreFixture.engine(resting: .minimized)
        XCTAssertEqual(Array(engine.setContainer(withKeyboard, animated: true, at: 1)), [])
        XCTAssertEqual(engine.phase, .resting(.minimized), "a keyboard moves the bar's place, not its state")
        XCTAssertTrue(engine.isMoving, "the owner keeps ticking while the place glides")
        assertMotion(engine.renderState, top: 750, velocity: 0, "it starts from where it was")
        XCTAssertEqual(engine.tickUntilRest(), [])
        XCTAssertFalse(engine.isMoving)
        XCTAssertEqual(engine.renderState.sheetTop, 448)

        XCTAssertEqual(Array(engine.setContainer(CoreFixture.phone, animated: true, at: engine.time)), [])
        XCTAssertEqual(engine.tickUntilRest(), [])
        XCTAssertEqual(engine.renderState.sheetTop, 750)
    }

    func testAMinimizedBarMovedByTheKeyboardNeverScalesOrDimsTheScreenUnderneath() {
        // Found in the lab's pictures: the bar riding down from above a closing keyboard used to
        // read as half expanded for half a second.
        var engine = CoreFixture.engine(resting: .minimized)
        engine.setContainer(withKeyboard, animated: false, at: 1)
        engine.setContainer(CoreFixture.phone, animated: true, at: 2)
        var t = 2.0, lastTop = engine.renderState.sheetTop
        while engine.isMoving, t < 5 {
            t += 1.0 / 120
            engine.tick(at: t)
            let r = engine.renderState
            XCTAssertEqual(r.progress, 0, accuracy: 1e-9)
            XCTAssertEqual(r.presentingScale, 1)
            XCTAssertEqual(r.dimAlpha, 0)
            XCTAssertEqual(r.barAlpha, 1)
            XCTAssertGreaterThanOrEqual(r.sheetTop, lastTop - 1e-9, "it rides down without bouncing")
            lastTop = r.sheetTop
        }
        XCTAssertEqual(lastTop, 750)
    }

    func testCatchingABarWhileItGlidesTakesItWhereItIs() {
        var engine = CoreFixture.engine(resting: .minimized)
        engine.setContainer(withKeyboard, animated: true, at: 1)
        engine.tick(at: 1.1)
        let before = engine.renderState.sheetTop
        XCTAssertLessThan(before, 750)
        XCTAssertGreaterThan(before, 448)
        engine.beginDrag(x: 195, y: before + 10, at: 1.1)
        XCTAssertEqual(engine.phase, .dragging)
        XCTAssertEqual(engine.renderState.sheetTop, before)
    }

    func testRestingSheetJumpsToItsNewPlaceWhenNotAnimated() {
        for (state, top) in [(DropDownSheetState.minimized, 309.0), (.expanded, 10)] {
            var engine = CoreFixture.engine(resting: state)
            XCTAssertEqual(Array(engine.setContainer(landscape, animated: false, at: 1)), [])
            XCTAssertEqual(engine.phase, .resting(state))
            assertMotion(engine.renderState, top: top, velocity: 0, "\(state)")
        }
    }

    func testExpandedSheetFollowsAnAnimatedSafeAreaChangeWithoutEvents() {
        var engine = CoreFixture.engine(resting: .expanded)
        var c = CoreFixture.phone
        c.safeAreaTop = 20
        XCTAssertEqual(Array(engine.setContainer(c, at: 1)), [])
        XCTAssertEqual(engine.phase, .resting(.expanded))
        XCTAssertTrue(engine.isMoving)
        XCTAssertEqual(engine.renderState.sheetTop, 57)
        XCTAssertEqual(engine.tickUntilRest(), [])
        XCTAssertEqual(engine.renderState.sheetTop, 30)
        XCTAssertEqual(engine.renderState.progress, 1)
    }

    func testDismissedSheetStaysAtRestOffTheNewBottom() {
        var engine = CoreFixture.engine()
        XCTAssertEqual(Array(engine.setContainer(landscape, animated: true, at: 1)), [])
        XCTAssertEqual(engine.phase, .resting(.dismissed))
        XCTAssertEqual(engine.renderState.sheetTop, 390)
    }

    func testUnchangedLayoutAtRestStartsNoSpring() {
        var engine = CoreFixture.engine(resting: .minimized)
        XCTAssertEqual(Array(engine.setContainer(CoreFixture.phone, animated: true, at: 1)), [])
        XCTAssertEqual(engine.phase, .resting(.minimized))
    }

    func testGeometryConfigurationChangeAtRestMovesTheSheetWithoutEvents() {
        var engine = CoreFixture.engine(resting: .expanded)
        XCTAssertEqual(Array(engine.setConfiguration(.init(expandedTopInset: 30), animated: true, at: 1)), [])
        XCTAssertEqual(engine.phase, .resting(.expanded))
        XCTAssertTrue(engine.isMoving)
        XCTAssertEqual(engine.renderState.sheetTop, 57, "it starts from where it was: no jump")
        XCTAssertEqual(engine.tickUntilRest(), [])
        XCTAssertEqual(engine.renderState.sheetTop, 77)

        XCTAssertEqual(Array(engine.setConfiguration(.init(expandedTopInset: 0), animated: false, at: engine.time)), [])
        XCTAssertEqual(engine.phase, .resting(.expanded))
        XCTAssertEqual(engine.renderState.sheetTop, 47)
    }

    func testSpringChangeAtRestMovesNothing() {
        var engine = CoreFixture.engine(resting: .expanded)
        XCTAssertEqual(Array(engine.setConfiguration(.init(spring: .init(duration: 0.3, bounce: 0.4)), at: 1)), [])
        XCTAssertEqual(engine.phase, .resting(.expanded))
        XCTAssertEqual(engine.configuration.spring, .init(duration: 0.3, bounce: 0.4))
    }

    // MARK: - While settling

    func testAnimatedLayoutChangeWhileSettlingRetargetsWithContinuousPositionAndVelocity() {
        var engine = CoreFixture.engine(resting: .expanded)
        engine.move(to: .minimized, at: 0)
        _ = engine.tickFrames(8)
        let between = engine.time + 0.007
        var reference = engine
        reference.tick(at: between)
        let before = reference.renderState
        XCTAssertEqual(Array(engine.setContainer(withKeyboard, animated: true, at: between)), [])
        XCTAssertEqual(engine.phase, .settling(toward: .minimized))
        assertMotion(engine.renderState, top: before.sheetTop, velocity: before.velocity)
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .minimized)])
        XCTAssertEqual(engine.renderState.sheetTop, 448)
    }

    /// A change that happens at once (a rotation, inside the system's own animation) keeps the
    /// card's place between its rest positions, and its velocity in proportion.
    func testLayoutChangeAtOnceWhileSettlingKeepsTheCardsPlaceBetweenRestPositions() {
        // Expanded 57 → minimized 750 becomes 57 → 448 with the keyboard; 10 → 309 in landscape.
        let cases: [(DropDownSheetContainer, expanded: Double, minimized: Double)] = [(withKeyboard, 57, 448), (landscape, 10, 309)]
        for (container, expanded, minimized) in cases {
            var engine = CoreFixture.engine(resting: .expanded)
            engine.move(to: .minimized, at: 0)
            _ = engine.tickFrames(8)
            let before = engine.renderState
            let place = (before.sheetTop - 57) / 693
            XCTAssertTrue(place > 0.1 && place < 0.9, "between the rest positions: \(place)")
            XCTAssertEqual(Array(engine.setContainer(container, animated: false, at: engine.time)), [])
            XCTAssertEqual(engine.phase, .settling(toward: .minimized))
            XCTAssertEqual(engine.renderState.progress, before.progress, accuracy: 1e-9, "the look does not jump")
            assertMotion(engine.renderState, top: expanded + place * (minimized - expanded),
                         velocity: before.velocity * (minimized - expanded) / 693, "\(container)")
            XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .minimized)])
            XCTAssertEqual(engine.renderState.sheetTop, minimized)
        }
    }

    func testRotationWhileSettlingTowardExpandedArrivesAtTheNewPlace() {
        var engine = CoreFixture.engine()
        engine.present(at: 0)
        _ = engine.tickFrames(5)
        let before = engine.renderState
        XCTAssertLessThan(before.sheetTop, 750)
        engine.setContainer(landscape, animated: false, at: engine.time)
        let place = (before.sheetTop - 57) / 693
        assertMotion(engine.renderState, top: 10 + place * 299, velocity: before.velocity * 299 / 693)
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .expanded)])
        XCTAssertEqual(engine.renderState.sheetTop, 10)
    }

    func testRotationWhileTheBarGoesAwayKeepsItsPlaceBelowTheBar() {
        var engine = CoreFixture.engine(resting: .minimized)
        engine.move(to: .dismissed, at: 0)
        _ = engine.tickFrames(4)
        let before = engine.renderState
        let place = (before.sheetTop - 750) / 94
        XCTAssertTrue(place > 0.1 && place < 0.9, "between the bar and the bottom: \(place)")
        engine.setContainer(landscape, animated: false, at: engine.time)
        assertMotion(engine.renderState, top: 309 + place * 81, velocity: before.velocity * 81 / 94)
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .dismissed)])
        XCTAssertEqual(engine.renderState.sheetTop, 390)
    }

    func testSpringChangeMidFlightIsContinuous() {
        for spring in [DropDownSheetSpring(duration: 0.3, bounce: 0.4), DropDownSheetSpring(response: 1.2, dampingRatio: 2)] {
            var engine = CoreFixture.engine()
            engine.present(at: 0)
            _ = engine.tickFrames(6)
            let between = engine.time + 0.003
            var reference = engine
            reference.tick(at: between)
            let before = reference.renderState
            XCTAssertEqual(Array(engine.setConfiguration(.init(spring: spring), at: between)), [])
            XCTAssertEqual(engine.phase, .settling(toward: .expanded))
            assertMotion(engine.renderState, top: before.sheetTop, velocity: before.velocity, "\(spring)")
            var after = engine
            after.tick(at: between + 0.05)
            let expected = spring.solve(displacement: before.sheetTop - 57, velocity: before.velocity, after: 0.05)
            XCTAssertEqual(after.renderState.sheetTop, 57 + expected.displacement, accuracy: 1e-6, "the new spring carries on")
            XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .expanded)])
        }
    }

    // MARK: - While dragging

    func testDraggingSheetStaysUnderTheFingerWhenTheLayoutChanges() {
        for animated in [true, false] {
            var engine = CoreFixture.engine(resting: .minimized)
            engine.beginDrag(x: 195, y: 780, at: 0)
            engine.drag(toY: 530, at: 0.1)
            XCTAssertEqual(engine.renderState.sheetTop, 500)
            XCTAssertEqual(Array(engine.setContainer(withKeyboard, animated: animated, at: 0.15)), [])
            XCTAssertEqual(engine.phase, .dragging)
            XCTAssertEqual(engine.renderState.sheetTop, 500, "animated \(animated)")
            engine.drag(toY: 550, at: 0.2)
            XCTAssertEqual(engine.renderState.sheetTop, 520, accuracy: 1e-9, "then it follows the finger point for point")
        }
    }

    func testReleaseAfterALayoutChangeMidDragUsesTheNewRestPlaces() {
        var engine = CoreFixture.engine(resting: .minimized)
        engine.beginDrag(x: 195, y: 780, at: 0)
        engine.drag(toY: 630, at: 0.1)
        engine.setContainer(withKeyboard, at: 0.15)
        engine.endDrag(velocity: 0, at: 0.2)
        XCTAssertEqual(engine.phase, .settling(toward: .minimized))
        XCTAssertEqual(engine.tickUntilRest(), [])
        XCTAssertEqual(engine.renderState.sheetTop, 448)
    }

    func testBecomingNonDismissibleMidDragDoesNotMoveTheCard() {
        var engine = CoreFixture.engine(resting: .minimized)
        engine.beginDrag(x: 195, y: 780, at: 0)
        engine.drag(toY: 880, at: 0.1)
        XCTAssertEqual(engine.renderState.sheetTop, 850)
        engine.setConfiguration(.init(isDismissible: false), at: 0.15)
        XCTAssertEqual(engine.renderState.sheetTop, 850)
        engine.drag(toY: 880.01, at: 0.2)
        XCTAssertEqual(engine.renderState.sheetTop, 850, accuracy: 0.01, "no jump on the next move")
        engine.drag(toY: 980, at: 0.3)
        let top = engine.renderState.sheetTop
        XCTAssertTrue(top > 850 && top < 900, "it now resists: \(top)")
    }

    func testInvalidContainerMidFlightKeepsEverythingFiniteAndComesToRest() {
        var engine = CoreFixture.engine()
        engine.present(at: 0)
        _ = engine.tickFrames(5)
        let events = Array(engine.setContainer(.init(width: .nan, height: .infinity, safeAreaTop: -3), at: engine.time))
        XCTAssertEqual(events, [.inputCorrected(.invalidContainer)])
        XCTAssertEqual(nonFiniteFields(of: engine.renderState), [])
        engine.tickUntilRest()
        XCTAssertEqual(engine.phase, .resting(.expanded))
        XCTAssertEqual(nonFiniteFields(of: engine.renderState), [])
    }
}
