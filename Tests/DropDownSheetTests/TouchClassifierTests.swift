import XCTest
@testable import DropDownSheetCore

/// What a finger on a card means (issue 12, item 5): only a real tap acts, the sheet is held only
/// when it moves, and the order of the two recognizers' end reports does not matter.
final class TouchClassifierTests: XCTestCase {
    private typealias Classifier = DropDownSheetTouchClassifier

    private func pressed(at time: Double = 1, sheetIsMoving: Bool = false) -> Classifier {
        var c = Classifier()
        XCTAssertEqual(c.touchBegan(x: 100, y: 780, at: time, sheetIsMoving: sheetIsMoving), sheetIsMoving)
        return c
    }

    // MARK: - Taps

    func testAShortStillTouchIsATap() {
        var c = pressed()
        c.touchMoved(x: 103, y: 784, at: 1.05)
        XCTAssertEqual(c.touchEnded(x: 103, y: 784, at: 1.1, onControl: false), .init(endsDrag: false, isTap: true))
        XCTAssertEqual(c.stage, .ended)
    }

    func testTheTapLimitsAreUIKitsLongPressDefaults() {
        XCTAssertEqual(Classifier.maximumTapDuration, 0.5)
        XCTAssertEqual(Classifier.maximumTapMovement, 10)
        var c = pressed()
        XCTAssertTrue(c.touchEnded(x: 106, y: 788, at: 1.5, onControl: false).isTap, "exactly at both limits")
    }

    func testALongPressIsNotATap() {
        var c = pressed()
        XCTAssertEqual(c.touchEnded(x: 100, y: 780, at: 1.8, onControl: false), .init(endsDrag: false, isTap: false))
    }

    func testAHorizontalSwipeThatNeverBecameAPanIsNotATap() {
        var c = pressed()
        c.touchMoved(x: 160, y: 782, at: 1.05)
        XCTAssertFalse(c.touchEnded(x: 220, y: 782, at: 1.1, onControl: false).isTap)
    }

    func testAFingerThatWanderedAndCameBackIsNotATap() {
        var c = pressed()
        c.touchMoved(x: 100, y: 730, at: 1.05)
        XCTAssertFalse(c.touchEnded(x: 100, y: 780, at: 1.1, onControl: false).isTap)
    }

    func testATapOnAControlBelongsToTheControl() {
        var c = pressed()
        XCTAssertFalse(c.touchEnded(x: 100, y: 780, at: 1.1, onControl: true).isTap)
    }

    func testAPanIsNeverATapEvenIfItEndsWhereItBegan() {
        var c = pressed()
        XCTAssertEqual(c.panMoved(movesSheet: true), .beginDrag)
        XCTAssertEqual(c.touchEnded(x: 100, y: 780, at: 1.1, onControl: false), .init(endsDrag: false, isTap: false),
                       "the pan's end decides")
    }

    func testTimeThatIsNotANumberOrGoesBackwardsMakesNoTap() {
        var c = pressed(at: .nan)
        XCTAssertFalse(c.touchEnded(x: 100, y: 780, at: 1, onControl: false).isTap)
        c = pressed(at: 2)
        XCTAssertFalse(c.touchEnded(x: 100, y: 780, at: 1, onControl: false).isTap)
        c = Classifier()
        _ = c.touchBegan(x: .nan, y: 780, at: 1, sheetIsMoving: false)
        XCTAssertFalse(c.touchEnded(x: 100, y: 780, at: 1.1, onControl: false).isTap)
        c = pressed()
        c.touchMoved(x: .infinity, y: 780, at: 1.05)
        XCTAssertFalse(c.touchEnded(x: 100, y: 780, at: 1.1, onControl: false).isTap)
    }

    // MARK: - Holding the sheet

    func testATouchOnASheetAtRestDoesNotHoldItUntilItMoves() {
        var c = pressed()
        XCTAssertFalse(c.holdsSheet)
        c.touchMoved(x: 100, y: 790, at: 1.02)
        XCTAssertFalse(c.holdsSheet, "moves of the touch alone never begin a drag")
        XCTAssertEqual(c.panMoved(movesSheet: true), .beginDrag)
        XCTAssertTrue(c.holdsSheet)
        XCTAssertEqual(c.panMoved(movesSheet: true), .drag)
        XCTAssertTrue(c.panEnded())
        XCTAssertFalse(c.holdsSheet)
    }

    func testATouchOnAMovingSheetCatchesItAtOnceAndLetsItGoOnLift() {
        var c = pressed(sheetIsMoving: true)
        XCTAssertTrue(c.holdsSheet)
        XCTAssertEqual(c.touchEnded(x: 100, y: 780, at: 1.1, onControl: false), .init(endsDrag: true, isTap: true))
        XCTAssertFalse(c.holdsSheet)
    }

    func testScrollingTheContentNeverHoldsTheSheet() {
        var c = pressed()
        for _ in 0..<10 { XCTAssertEqual(c.panMoved(movesSheet: false), .none) }
        XCTAssertFalse(c.holdsSheet)
        XCTAssertFalse(c.panEnded(), "nothing to release")
    }

    func testTheSheetIsHeldFromTheMoveTheContentHandsTheFingerOver() {
        var c = pressed()
        XCTAssertEqual(c.panMoved(movesSheet: false), .none)
        XCTAssertEqual(c.panMoved(movesSheet: true), .beginDrag)
        XCTAssertEqual(c.panMoved(movesSheet: false), .drag, "once held, every move goes to the engine")
        XCTAssertTrue(c.panEnded())
    }

    func testAButtonPressInTheContentNeverHoldsTheSheet() {
        var c = pressed()
        XCTAssertEqual(c.touchEnded(x: 100, y: 780, at: 1.1, onControl: true), .init(endsDrag: false, isTap: false))
        XCTAssertFalse(c.touchCancelled())
    }

    func testACancelledTouchCancelsOnlyAHeldSheet() {
        var c = pressed()
        XCTAssertFalse(c.touchCancelled())
        c = pressed(sheetIsMoving: true)
        XCTAssertTrue(c.touchCancelled())
        XCTAssertEqual(c.stage, .ended)
        c = pressed()
        _ = c.panMoved(movesSheet: true)
        XCTAssertFalse(c.touchCancelled(), "while panning the pan decides")
        XCTAssertTrue(c.panCancelled())
    }

    // MARK: - Order of the end reports

    func testEndReportsInEitherOrderReleaseOnceAndNeverTap() {
        // Pan first, then the touch.
        var a = pressed()
        _ = a.panMoved(movesSheet: true)
        XCTAssertTrue(a.panEnded())
        XCTAssertEqual(a.touchEnded(x: 100, y: 900, at: 1.2, onControl: false), .init(endsDrag: false, isTap: false))
        // The touch first, then the pan.
        var b = pressed()
        _ = b.panMoved(movesSheet: true)
        XCTAssertEqual(b.touchEnded(x: 100, y: 900, at: 1.2, onControl: false), .init(endsDrag: false, isTap: false))
        XCTAssertTrue(b.panEnded())
        XCTAssertEqual(a, b, "both orders leave the same state")
    }

    func testACaughtSheetIsReleasedOnceWhicheverEndComesFirst() {
        var a = pressed(sheetIsMoving: true)
        _ = a.panMoved(movesSheet: true)
        XCTAssertTrue(a.panEnded())
        XCTAssertFalse(a.touchEnded(x: 100, y: 900, at: 1.2, onControl: false).endsDrag)
        XCTAssertFalse(a.touchCancelled())
        XCTAssertFalse(a.panEnded())
    }

    func testReportsWithoutAFingerDoNothing() {
        var c = Classifier()
        XCTAssertEqual(c.panMoved(movesSheet: true), .none)
        XCTAssertFalse(c.panEnded())
        XCTAssertFalse(c.touchCancelled())
        c.touchMoved(x: 1, y: 1, at: 1)
        XCTAssertEqual(c.touchEnded(x: 1, y: 1, at: 1, onControl: false), .init(endsDrag: false, isTap: false))
        XCTAssertEqual(c.stage, .idle)
    }

    func testANewFingerStartsAfresh() {
        var c = pressed()
        _ = c.panMoved(movesSheet: true)
        XCTAssertTrue(c.panEnded())
        XCTAssertFalse(c.touchBegan(x: 10, y: 10, at: 5, sheetIsMoving: false))
        XCTAssertEqual(c.stage, .pressed)
        XCTAssertTrue(c.touchEnded(x: 10, y: 10, at: 5.1, onControl: false).isTap)
    }
}
