import XCTest
@testable import DropDownSheetCore

/// A glide of the rest places (the bar riding up with the keyboard) survives layout changes that
/// are not animated: UIKit's layout pass after the keyboard handler changed the safe area, a text
/// size change, a rotation. Issue 12, item 1.
final class EngineLayoutGlideTests: XCTestCase {
    private func keyboard(_ height: Double, _ base: DropDownSheetContainer = CoreFixture.phone) -> DropDownSheetContainer {
        var c = base
        c.keyboardHeight = height
        return c
    }

    /// A minimized bar a twentieth of a second into its ride up with a 336-point keyboard.
    private func glidingBar() -> DropDownSheetEngine {
        var engine = CoreFixture.engine(resting: .minimized)
        engine.setContainer(keyboard(336), animated: true, at: 1)
        engine.tick(at: 1.05)
        return engine
    }

    /// Ticks a frame at a time and fails on any frame-to-frame jump larger than `limit` points (the
    /// glide itself moves at most about 21 points a frame at 60 Hz; the defect jumped 300).
    private func assertGlidesWithoutJumps(_ engine: inout DropDownSheetEngine, from top: Double, to rest: Double,
                                          limit: Double = 30, file: StaticString = #filePath, line: UInt = #line) {
        var last = top
        var t = engine.time
        while engine.isMoving, t < 10 {
            t += CoreFixture.frame
            engine.tick(at: t)
            let now = engine.renderState.sheetTop
            XCTAssertLessThan(abs(now - last), limit, "jumped at t=\(t)", file: file, line: line)
            last = now
        }
        XCTAssertEqual(last, rest, accuracy: 1e-9, file: file, line: line)
    }

    func testTheSameContainerAgainWithoutAnimationKeepsTheKeyboardGlide() {
        var engine = glidingBar()
        let before = engine.renderState
        XCTAssertGreaterThan(before.sheetTop, 700, "the bar has only started to rise")
        XCTAssertEqual(Array(engine.setContainer(keyboard(336), animated: false, at: 1.05)), [])
        XCTAssertEqual(engine.renderState, before, "a layout change that changes nothing changes nothing")
        XCTAssertTrue(engine.isMoving)
        assertGlidesWithoutJumps(&engine, from: before.sheetTop, to: 448)
    }

    func testTheSameContainerAgainWithAnimationDoesNotRestartTheGlide() {
        var engine = glidingBar()
        var twin = engine
        engine.setContainer(keyboard(336), animated: true, at: 1.05)
        for t in [1.1, 1.2, 1.3] {
            engine.tick(at: t)
            twin.tick(at: t)
            XCTAssertEqual(engine.renderState, twin.renderState, "t=\(t)")
        }
    }

    func testAnUnrelatedKeyChangedWithoutAnimationDoesNotStopTheKeyboardGlide() {
        var engine = glidingBar()
        let before = engine.renderState.sheetTop
        var c = keyboard(336)
        c.safeAreaTop = 59
        engine.setContainer(c, animated: false, at: 1.05)
        XCTAssertEqual(engine.renderState.sheetTop, before, accuracy: 1e-9, "the bar stays where it was")
        XCTAssertEqual(engine.layout.expandedTop, 69, accuracy: 1e-9, "the changed key jumps")
        assertGlidesWithoutJumps(&engine, from: before, to: 448)
    }

    func testATextSizeChangeWithoutAnimationMovesTheBarOnlyByItsOwnGrowth() {
        var engine = glidingBar()
        var twin = engine
        var c = keyboard(336)
        c.contentSizeScale = 1.5
        engine.setContainer(c, animated: false, at: 1.05)
        XCTAssertEqual(engine.renderState.sheetTop, twin.renderState.sheetTop - 30, accuracy: 1e-9,
                       "the bar grows by half of 60 points at once and keeps riding")
        engine.tick(at: 1.2)
        twin.tick(at: 1.2)
        XCTAssertEqual(engine.renderState.sheetTop, twin.renderState.sheetTop - 30, accuracy: 1e-9)
        assertGlidesWithoutJumps(&engine, from: engine.renderState.sheetTop, to: 418)
    }

    func testTheGlidingKeyChangedWithoutAnimationJumpsToItsNewPlace() {
        var engine = glidingBar()
        engine.setContainer(keyboard(200), animated: false, at: 1.05)
        XCTAssertEqual(engine.renderState.sheetTop, 584, accuracy: 1e-9, "the keyboard's own jump is a jump")
        XCTAssertFalse(engine.isMoving, "nothing is left to glide")
    }

    func testARotationDuringAGlideJumpsTheSizeAndKeepsRidingWithTheKeyboard() {
        var engine = glidingBar()
        let landscape = DropDownSheetContainer(width: 844, height: 390, safeAreaTop: 0, safeAreaBottom: 21, keyboardHeight: 160)
        // The keyboard's new height comes in the same layout pass as the rotation: both jump.
        engine.setContainer(landscape, animated: false, at: 1.05)
        XCTAssertEqual(engine.renderState.sheetTop, 390 - 160 - 60, accuracy: 1e-9)
        XCTAssertFalse(engine.isMoving)
    }

    func testAGlideRetargetedMidwayThenJumpedStaysOnScreen() {
        // A keyboard that opens, changes height (animated, a suggestions bar) halfway, then jumps
        // closed without animation: the bar lands above the home indicator, not below the screen.
        var engine = glidingBar()
        engine.tick(at: 1.2)
        engine.setContainer(keyboard(380), animated: true, at: 1.2)
        engine.tick(at: 1.3)
        engine.setContainer(keyboard(0), animated: false, at: 1.3)
        let top = engine.renderState.sheetTop
        XCTAssertLessThanOrEqual(top, CoreFixture.minimizedTop + 1e-9)
        XCTAssertGreaterThan(top, 380)
        var t = 1.3
        while engine.isMoving, t < 10 {
            t += CoreFixture.frame
            engine.tick(at: t)
            XCTAssertLessThanOrEqual(engine.renderState.sheetTop, CoreFixture.minimizedTop + 1e-9, "t=\(t)")
        }
        XCTAssertEqual(engine.renderState.sheetTop, CoreFixture.minimizedTop, accuracy: 1e-9)
    }

    func testASettlingCardKeepsItsPlaceAcrossAnUnrelatedJumpDuringAGlide() {
        var engine = glidingBar()
        engine.move(to: .expanded, animated: true, at: 1.05)
        engine.tick(at: 1.1)
        let before = engine.renderState
        var c = keyboard(336)
        c.safeAreaTop = 47.5
        engine.setContainer(c, animated: false, at: 1.1)
        XCTAssertEqual(engine.renderState.sheetTop, before.sheetTop, accuracy: 1.0, "half a point of inset moves it little")
        XCTAssertEqual(Array(moveEvents(engine.tickUntilRest())), [.didMove(to: .expanded)])
        XCTAssertEqual(engine.renderState.sheetTop, 57.5, accuracy: 1e-9)
    }

    func testAnUnrelatedConfigurationChangeWithoutAnimationKeepsTheGlide() {
        var engine = glidingBar()
        let before = engine.renderState.sheetTop
        var k = engine.configuration
        k.expandedTopInset = 20
        engine.setConfiguration(k, animated: false, at: 1.05)
        XCTAssertEqual(engine.renderState.sheetTop, before, accuracy: 1e-9)
        XCTAssertEqual(engine.layout.expandedTop, 67, accuracy: 1e-9)
        assertGlidesWithoutJumps(&engine, from: before, to: 448)
    }

    func testAMinimizedHeightJumpDuringAGlideMovesTheBarByTheDifference() {
        var engine = glidingBar()
        var twin = engine
        var k = engine.configuration
        k.minimizedHeight = 80
        engine.setConfiguration(k, animated: false, at: 1.05)
        XCTAssertEqual(engine.renderState.sheetTop, twin.renderState.sheetTop - 20, accuracy: 1e-9)
        engine.tick(at: 1.2)
        twin.tick(at: 1.2)
        XCTAssertEqual(engine.renderState.sheetTop, twin.renderState.sheetTop - 20, accuracy: 1e-9)
    }

    func testNoMaximumWidthMidGlideNeverMakesANaN() {
        var engine = glidingBar()
        var k = engine.configuration
        k.maximumWidth = .infinity
        engine.setConfiguration(k, animated: true, at: 1.1)
        engine.setContainer(keyboard(100), animated: true, at: 1.2)
        var c = keyboard(100)
        c.width = 1000
        engine.setContainer(c, animated: false, at: 1.25)
        for _ in 0..<60 {
            engine.tick(at: engine.time + CoreFixture.frame)
            XCTAssertEqual(nonFiniteFields(of: engine.renderState), [])
        }
        XCTAssertEqual(engine.renderState.cardWidth, 1000, accuracy: 1e-9)
    }
}
