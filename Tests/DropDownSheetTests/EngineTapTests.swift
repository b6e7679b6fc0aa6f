import XCTest
@testable import DropDownSheetCore

/// Taps: on the bar, on the dimmed screen (each configured action), and everywhere else.
final class EngineTapTests: XCTestCase {
    func testTapOnTheMinimizedBarExpands() {
        var engine = CoreFixture.engine(resting: .minimized)
        XCTAssertEqual(Array(engine.tap(x: 195, y: 780, at: 1)), [.willMove(to: .expanded)])
        XCTAssertEqual(engine.phase, .settling(toward: .expanded))
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .expanded)])
        XCTAssertEqual(engine.renderState.sheetTop, 57)
    }

    func testTapOnTheBarWhileItSettlesTowardMinimizedExpandsWithoutAJump() {
        var engine = CoreFixture.engine(resting: .expanded)
        engine.move(to: .minimized, at: 0)
        _ = engine.tickFrames(30)
        XCTAssertEqual(engine.phase, .settling(toward: .minimized))
        let before = engine.renderState
        XCTAssertEqual(Array(engine.tap(x: 195, y: before.sheetTop + 10, at: engine.time)), [.willMove(to: .expanded)])
        assertMotion(engine.renderState, top: before.sheetTop, velocity: before.velocity)
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .expanded)])
    }

    func testTapOnTheExpandedCardDoesNothing() {
        var engine = CoreFixture.engine(resting: .expanded)
        var expected = engine
        XCTAssertEqual(Array(engine.tap(x: 195, y: 400, at: 1)), [])
        expected.tick(at: 1)
        XCTAssertEqual(engine, expected)
    }

    func testTapOnTheDimmedScreenMinimizesByDefault() {
        var engine = CoreFixture.engine(resting: .expanded)
        XCTAssertEqual(engine.configuration.dimmingTapAction, .minimize)
        XCTAssertEqual(engine.hitTest(x: 195, y: 20), .dimming)
        XCTAssertEqual(Array(engine.tap(x: 195, y: 20, at: 1)), [.willMove(to: .minimized)])
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .minimized)])
        XCTAssertEqual(engine.phase, .resting(.minimized))
    }

    func testTapOnTheDimmedScreenWithDismissActionDismisses() {
        var engine = CoreFixture.engine(resting: .expanded, configuration: .init(dimmingTapAction: .dismiss))
        XCTAssertEqual(Array(engine.tap(x: 195, y: 20, at: 1)), [.willMove(to: .dismissed)])
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .dismissed)])
        XCTAssertEqual(engine.phase, .resting(.dismissed))
    }

    /// No user input dismisses a sheet the user may not dismiss (issue 22): a mini player tapped
    /// away on the dimming goes back to its bar, and its delegate hears the attempt.
    func testTapOnTheDimmedScreenWithDismissActionMinimizesASheetThatIsNotDismissible() {
        var engine = CoreFixture.engine(resting: .expanded, configuration: .init(isDismissible: false, dimmingTapAction: .dismiss))
        XCTAssertEqual(Array(engine.tap(x: 195, y: 20, at: 1)), [.didAttemptToDismiss, .willMove(to: .minimized)])
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .minimized)])
    }

    func testTapOnTheDimmedScreenWithDismissActionWhileVetoedMinimizesAndReportsTheAttempt() {
        var engine = CoreFixture.engine(resting: .expanded, configuration: .init(dimmingTapAction: .dismiss))
        engine.isDismissalVetoed = true
        XCTAssertEqual(Array(engine.tap(x: 195, y: 20, at: 1)), [.didAttemptToDismiss, .willMove(to: .minimized)])
        XCTAssertEqual(engine.tickUntilRest(), [.didMove(to: .minimized)])
        XCTAssertEqual(engine.phase, .resting(.minimized))
    }

    func testTapOnTheDimmedScreenWithNoActionOnlyAbsorbsTheTouch() {
        var engine = CoreFixture.engine(resting: .expanded, configuration: .init(dimmingTapAction: DropDownSheetDimmingTapAction.none))
        var expected = engine
        XCTAssertEqual(engine.hitTest(x: 195, y: 20), .dimming)
        XCTAssertEqual(Array(engine.tap(x: 195, y: 20, at: 1)), [])
        expected.tick(at: 1)
        XCTAssertEqual(engine, expected)
    }

    func testTapOnTheDimmedScreenWhileSettlingTowardExpandedMinimizes() {
        var engine = CoreFixture.engine(resting: .minimized)
        engine.tap(x: 195, y: 780, at: 0)
        _ = engine.tickFrames(10)
        let before = engine.renderState
        XCTAssertEqual(engine.hitTest(x: 195, y: 5), .dimming)
        XCTAssertEqual(Array(engine.tap(x: 195, y: 5, at: engine.time)), [.willMove(to: .minimized)])
        assertMotion(engine.renderState, top: before.sheetTop, velocity: before.velocity)
    }

    func testTapOnTheScreenUnderAMinimizedBarDoesNothing() {
        var engine = CoreFixture.engine(resting: .minimized)
        var expected = engine
        XCTAssertEqual(Array(engine.tap(x: 195, y: 300, at: 1)), [])
        expected.tick(at: 1)
        XCTAssertEqual(engine, expected)
    }

    func testTapWhileDismissedDoesNothing() {
        for configuration in [DropDownSheetConfiguration(), .init(dimmingTapAction: .dismiss)] {
            var engine = CoreFixture.engine(configuration: configuration)
            var expected = engine
            for (x, y) in [(195.0, 20.0), (195, 780), (195, 400)] {
                XCTAssertEqual(Array(engine.tap(x: x, y: y, at: 1)), [])
            }
            expected.tick(at: 1)
            XCTAssertEqual(engine, expected)
        }
    }

    func testTapWhileDraggingDoesNothing() {
        var engine = CoreFixture.engine(resting: .expanded)
        engine.beginDrag(x: 195, y: 100, at: 0)
        engine.drag(toY: 300, at: 0.1)
        var expected = engine
        XCTAssertEqual(Array(engine.tap(x: 195, y: 20, at: 0.2)), [], "on the dimming")
        XCTAssertEqual(Array(engine.tap(x: 195, y: 400, at: 0.2)), [], "on the card")
        expected.tick(at: 0.2)
        XCTAssertEqual(engine, expected)
    }

    func testNonFiniteTapIsIgnoredAndReported() {
        var engine = CoreFixture.engine(resting: .expanded)
        XCTAssertEqual(Array(engine.tap(x: .nan, y: 20, at: 1)), [.inputCorrected(.invalidTouch)])
        XCTAssertEqual(Array(engine.tap(x: 195, y: -.infinity, at: 1)), [.inputCorrected(.invalidTouch)])
        XCTAssertEqual(engine.phase, .resting(.expanded))
    }
}
