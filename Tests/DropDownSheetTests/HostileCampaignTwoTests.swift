// The minimal reproductions of what the second hostile campaign found (issue 31, items 1 to 3):
// each failed before its fix.
import XCTest
@testable import DropDownSheetCore

final class HostileCampaignTwoTests: XCTestCase {
    private static let iPad = DropDownSheetContainer(width: 1024, height: 1366, safeAreaTop: 24, safeAreaBottom: 20)

    /// Every length drawn for `id` is finite and at least 0, and the card is no wider than the
    /// container.
    private func assertDrawable(_ d: PresentationDriver, _ id: DropDownSheetIdentifier, width: Double, _ context: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        guard d.presentation.contains(id) else { return }
        let r = d.presentation.renderState(of: id)
        for (name, value) in [("sheetTop", r.sheetTop), ("cardX", r.cardX), ("cardWidth", r.cardWidth), ("cardHeight", r.cardHeight),
                              ("visibleHeight", r.visibleHeight), ("visibleLeftInset", r.visibleLeftInset),
                              ("visibleRightInset", r.visibleRightInset), ("barLeftInset", r.barLeftInset),
                              ("barRightInset", r.barRightInset)] {
            XCTAssertTrue(value.isFinite, "\(name) \(value) \(context)", file: file, line: line)
        }
        for (name, value) in [("cardWidth", r.cardWidth), ("cardHeight", r.cardHeight), ("visibleHeight", r.visibleHeight),
                              ("visibleLeftInset", r.visibleLeftInset), ("visibleRightInset", r.visibleRightInset),
                              ("visibleWidth", r.cardWidth - r.visibleLeftInset - r.visibleRightInset)] {
            XCTAssertGreaterThanOrEqual(value, 0, "\(name) \(context)", file: file, line: line)
        }
        XCTAssertLessThanOrEqual(r.cardWidth, width + 1e-9, "card wider than the container \(context)", file: file, line: line)
    }

    // MARK: 1. A sheet reported as resting is at its rest place

    func testAnExpandedCardStaysAtItsPlaceThroughAGlideThatBeginsInTheFuture() {
        var hostile = DropDownSheetConfiguration()
        hostile.expandedTopInset = .infinity
        hostile.minimizedHeight = -0.0
        hostile.maximumWidth = .infinity
        hostile.spring = DropDownSheetSpring(response: 0.5, dampingRatio: .infinity)
        var d = PresentationDriver()
        d.t = 4.475
        d.send(.present("e", role: .accessory, to: .expanded, configuration: hostile))
        d.t = 8.36
        d.send(.dismissAll(animated: false))
        d.t = 9.906
        d.send(.present("e", role: .draft, to: .expanded))
        var container = Self.iPad
        container.keyboardHeight = 353
        d.t = 1_000_000_015.90
        d.send(.layout(container, animated: true,
                       timing: DropDownSheetLayoutTiming(beginTime: 1_000_000_033.46, duration: 10.000001, curve: .linear)))
        var calm = DropDownSheetConfiguration()
        calm.expandedTopInset = 24.3
        calm.minimizedHeight = 52.8
        calm.barBackground = .glass
        calm.spring = DropDownSheetSpring(response: 10, dampingRatio: 5)
        d.t = 1_000_000_016.04
        d.send(.present("e", to: .expanded, configuration: calm))
        container.keyboardHeight = 137.9
        d.t = 1_000_000_016.138
        d.send(.layout(container, animated: true,
                       timing: DropDownSheetLayoutTiming(beginTime: 1_000_000_016.087, duration: 0.5,
                                                         curve: .spring(mass: 3, stiffness: 100, damping: 34.64, initialVelocity: -50))))
        // The expanded place glides from where it was drawn (the bottom edge: the earlier
        // configuration's top inset was clamped to 10,000 points) to 48.3, and never beyond
        // either: the keyboard's spring starts backward (its initial velocity), and that overshoot
        // is the keyboard's, not the expanded place's.
        let start = d.top("e")
        XCTAssertEqual(start, 1366, accuracy: 0.1)
        var last = start
        for frame in 0..<240 {
            let context = "frame \(frame) at \(d.t)"
            assertDrawable(d, "e", width: 1024, context)
            XCTAssertEqual(d.presentation.phase(of: "e"), .resting(.expanded), context)
            let top = d.top("e")
            XCTAssertEqual(top, d.presentation.engine(of: "e")?.layout.top(of: .expanded) ?? .nan, accuracy: 1e-9,
                           "a resting sheet is at its rest place, \(context)")
            XCTAssertTrue((48.3 - 1e-9)...(start + 1e-9) ~= top, "\(top) left the way between its two places, \(context)")
            XCTAssertLessThanOrEqual(top, last + 1e-9, "the place glides one way, \(context)")
            last = top
            d.t += CoreFixture.frame
            d.send(.tick)
        }
        XCTAssertFalse(d.presentation.isMoving)
        XCTAssertEqual(d.top("e"), 48.3, accuracy: 1e-9, "at rest, exactly the rest place for the container")
    }

    /// A timing that begins in the future holds the bars where they are until it begins (the
    /// begin time is brought to at most ``DropDownSheetLayoutTiming/maximumDuration`` ahead), with
    /// the clock near 10⁹ s.
    func testATimingThatBeginsAheadStartsFromWhereTheBarsAre() {
        var d = PresentationDriver()
        d.t = 1_000_000_000
        d.sendAndSettle(.present(.a, to: .minimized))
        let before = d.top(.a)
        var container = CoreFixture.phone
        container.bottomBarHeight = 83
        d.send(.layout(container, animated: true, timing: DropDownSheetLayoutTiming(beginTime: d.t + 3, duration: 0.5)))
        for _ in 0..<170 {
            XCTAssertEqual(d.top(.a), before, accuracy: 1e-6, "before its begin time the bar stays at \(d.t)")
            d.t += CoreFixture.frame
            d.send(.tick)
        }
        d.settle()
        XCTAssertEqual(d.top(.a), 844 - 83 - 60, accuracy: 1e-6, "then it glides above the tab bar")
    }

    // MARK: 2. A floating bar's visible width never goes negative

    func testAFloatingBarKeepsAVisibleWidthWhileItsContainerShrinksUnderAnOvershootingCurve() {
        var d = PresentationDriver()
        var glass = DropDownSheetContainer(width: 393, height: 852, safeAreaTop: 59, safeAreaBottom: 34, systemDesign: .glass)
        d.send(.layout(glass, animated: false))
        d.sendAndSettle(.present(.a, to: .minimized))
        d.t += 0.1
        glass.bottomBarHeight = 83
        d.send(.layout(glass, animated: true, timing: DropDownSheetLayoutTiming(beginTime: d.t - 0.02, duration: 0.35)))
        d.send(.dismissAll(animated: true))
        var narrow = glass
        narrow.width = 87.7
        d.send(.layout(narrow, animated: true))
        for _ in 0..<20 {
            d.t += CoreFixture.frame
            d.send(.tick)
        }
        d.send(.layout(DropDownSheetContainer(width: 393, height: 852, safeAreaTop: 59, safeAreaBottom: 34, systemDesign: .glass),
                       animated: true,
                       timing: DropDownSheetLayoutTiming(beginTime: d.t, duration: 0.5,
                                                         curve: .cubicBezier(x1: 0.42, y1: -1, x2: .infinity, y2: -0))))
        var frames = 0
        while d.presentation.contains(.a), frames < 600 {
            assertDrawable(d, .a, width: 393, "frame \(frames)")
            // The container is 87.7 points wide for a while: the card is no wider than the wider one.
            let r = d.presentation.renderState(of: .a)
            XCTAssertLessThanOrEqual(r.visibleLeftInset, r.cardWidth / 4 + 1e-9, "a capsule's inset is at most a quarter of the card, frame \(frames)")
            XCTAssertLessThanOrEqual(r.barLeftInset + r.barRightInset, r.cardWidth + 1e-9, "frame \(frames)")
            d.t += CoreFixture.frame
            d.send(.tick)
            frames += 1
        }
        XCTAssertFalse(d.presentation.contains(.a), "the sheet went")
    }

    // MARK: 3. A touch beyond the coordinate limit is dropped, and the hit test says so

    /// Over an expanded sheet every point off the card is its dimming; one beyond ±100,000 points
    /// is no point of the screen: the hit test lets it through, a touch-down there catches
    /// nothing and brings nothing to the front, a tap there does not act on the dimming, and each
    /// is reported once.
    func testATouchBeyondTheCoordinateLimitIsDroppedByTheHitTestTheTouchAndTheTap() {
        let limit = DropDownSheetEngine.coordinateLimit
        for (x, y) in [(-2 * limit, 400.0), (195.0, limit + 1), (limit.nextUp, 10), (195, -1e17)] {
            var d = PresentationDriver()
            d.sendAndSettle(.present(.b, to: .minimized))
            d.sendAndSettle(.present(.a, to: .expanded))
            let context = "(\(x), \(y))"
            XCTAssertEqual(d.presentation.hitTest(x: 195, y: 20), .dimming(.a), "a point on the screen is the dimming's")
            XCTAssertEqual(d.presentation.hitTest(x: x, y: y), .passthrough, context)
            XCTAssertEqual(d.presentation.engine(of: .a)?.hitTest(x: x, y: y), .passthrough, context)
            var effects = d.send(.touchDown(x: x, y: y, sheet: .b))
            XCTAssertEqual(effects, [.inputCorrected(.invalidTouch)], "dropped and reported once, \(context)")
            XCTAssertEqual(d.presentation.phase(of: .b), .resting(.minimized), context)
            d.send(.touchCancel)
            effects = d.send(.tap(x: x, y: y))
            XCTAssertEqual(effects, [.inputCorrected(.invalidTouch)], "dropped and reported once, \(context)")
            d.settle()
            XCTAssertEqual(d.presentation.phase(of: .a), .resting(.expanded), "the tap did not reach the dimming, \(context)")
            // The engine on its own agrees.
            guard var engine = d.presentation.engine(of: .a) else { return XCTFail(context) }
            XCTAssertEqual(Array(engine.beginDrag(x: x, y: y, at: d.t + 1)), [.inputCorrected(.invalidTouch)], context)
            XCTAssertEqual(engine.phase, .resting(.expanded), context)
            XCTAssertEqual(Array(engine.tap(x: x, y: y, at: d.t + 2)), [.inputCorrected(.invalidTouch)], context)
            XCTAssertEqual(engine.phase, .resting(.expanded), context)
        }
    }

    /// A finger already holding the sheet that moves beyond the limit is clamped there, and
    /// reported: the sheet stays under the finger at the limit.
    func testAFingerHoldingTheSheetThatMovesBeyondTheLimitIsClampedAndReported() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .expanded))
        d.send(.touchDown(x: 195, y: 300))
        d.t += 0.016
        let effects = d.send(.touchMove(y: 1e9))
        XCTAssertTrue(effects.contains(.event(.a, .inputCorrected(.invalidTouch))), "\(effects)")
        XCTAssertEqual(d.presentation.phase(of: .a), .dragging)
        XCTAssertLessThanOrEqual(d.top(.a), DropDownSheetEngine.coordinateLimit)
    }
}
