#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// The card's two recognizers under real touches (issue 12, item 5; issue 21, item 11): the touch
/// recognizer, the pan with its `gestureRecognizerShouldBegin`, and the tap classification in the
/// core all see what UIKit delivers for a finger. Only a real tap on the bar acts, a long press or a
/// horizontal swipe does nothing, a touch on the content that moves nothing leaves the engine at
/// rest, and a pull of a few points never reads as a tap.
@MainActor
final class CardTouchTests: SheetTestCase {
    func testTheCardCarriesTheIdentifierUITestsFindItBy() {
        withScreen {
            let sheet = presentSheet(.minimized)
            XCTAssertEqual(sheet.card!.clipView.accessibilityIdentifier, "DropDownSheet.card")
        }
    }

    func testARealTapOnTheBarExpands() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let p = barCenter(of: sheet)
            guard let finger = fingerDown(at: p) else { return }
            XCTAssertFalse(sheet.engine.isMoving, "a finger on a bar at rest does not hold it")
            spinRunLoop(0.06)
            finger.move(to: CGPoint(x: p.x + 3, y: p.y + 2))
            finger.lift()
            waitUntil { sheet.state == .expanded }
        }
    }

    func testALongPressOnTheBarDoesNothing() {
        withScreen {
            let sheet = presentSheet(.minimized)
            tap(at: barCenter(of: sheet), hold: 1)
            spinRunLoop(0.3)
            XCTAssertEqual(sheet.phase, .resting(.minimized))
            XCTAssertFalse(sheet.engine.isMoving)
        }
    }

    func testAHorizontalSwipeOnTheBarDoesNothing() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let p = barCenter(of: sheet)
            // gestureRecognizerShouldBegin refuses a horizontal pan; the finger's end is no tap.
            drag(from: p, to: CGPoint(x: p.x - 120, y: p.y), duration: 0.1, steps: 6)
            spinRunLoop(0.3)
            XCTAssertEqual(sheet.phase, .resting(.minimized))
            XCTAssertFalse(sheet.engine.isMoving)
        }
    }

    func testATouchOnTheExpandedContentThatMovesNothingLeavesTheEngineAtRest() {
        withScreen {
            let sheet = presentSheet(.expanded)
            let p = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
            guard let finger = fingerDown(at: p) else { return }
            XCTAssertEqual(sheet.phase, .resting(.expanded), "not dragging")
            XCTAssertFalse(sheet.engine.isMoving, "so the display link does not run")
            spinRunLoop(0.3)
            finger.lift()
            spinRunLoop(0.05)
            XCTAssertEqual(sheet.phase, .resting(.expanded))
            XCTAssertFalse(sheet.engine.isMoving)
        }
    }

    func testADragOfTheBarBeginsWithThePanAndFollowsTheFinger() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let p = barCenter(of: sheet)
            let top = sheet.card!.clipView.frame.minY
            guard let finger = fingerDown(at: p) else { return }
            // A few points: within the pan's slop, nothing moves yet.
            finger.move(to: CGPoint(x: p.x, y: p.y - 4))
            XCTAssertEqual(sheet.phase, .resting(.minimized))
            var y = p.y - 4
            while sheet.phase != .dragging, y > p.y - 40 {
                spinRunLoop(1.0 / 60)
                y -= 3
                finger.move(to: CGPoint(x: p.x, y: y))
            }
            XCTAssertEqual(sheet.phase, .dragging, "the pan began")
            XCTAssertEqual(sheet.engine.renderState.sheetTop, top, accuracy: 3.5, "no jump by the pan's slop")
            let slop = sheet.card!.panSlop
            spinRunLoop(1.0 / 60)
            finger.move(to: CGPoint(x: p.x, y: p.y - 112))
            XCTAssertEqual(sheet.engine.renderState.sheetTop, top - 112 - slop, accuracy: 1, "point for point, less the slop")
            finger.cancel()
            waitUntil { sheet.phase == .resting(.minimized) }
        }
    }

    func testAShortPullThatSettlesBackReleasesTheBarOnceAndNeverTaps() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let p = barCenter(of: sheet)
            // A slow pull of a few points past the pan's slop, brought back and lifted: the pan
            // and the touch recognizer both end (in UIKit's order), the bar is released once, and
            // no tap is read into the finger's end (it would expand the sheet).
            guard let finger = fingerDown(at: p) else { return }
            for dy in stride(from: 2.0, through: 16.0, by: 2.0) {
                spinRunLoop(1.0 / 30)
                finger.move(to: CGPoint(x: p.x, y: p.y - dy))
            }
            for dy in stride(from: 14.0, through: 4.0, by: -2.0) {
                spinRunLoop(1.0 / 30)
                finger.move(to: CGPoint(x: p.x, y: p.y - dy))
            }
            spinRunLoop(0.1)
            finger.lift()
            waitUntil { sheet.phase == .resting(.minimized) }
            spinRunLoop(0.3)
            XCTAssertEqual(sheet.phase, .resting(.minimized))
        }
    }

    func testATouchOnAMovingSheetCatchesItAndALiftReleasesIt() {
        withScreen {
            let sheet = presentSheet(.minimized)
            sheet.expand(animated: true)
            spinRunLoop(0.05)
            XCTAssertTrue(sheet.engine.isMoving)
            let p = CGPoint(x: window.bounds.midX, y: sheet.card!.clipView.frame.minY + 20)
            guard let finger = fingerDown(at: p) else { return }
            XCTAssertEqual(sheet.phase, .dragging, "caught mid-flight, as the finger lands")
            spinRunLoop(0.5)
            finger.lift()
            XCTAssertNotEqual(sheet.phase, .dragging)
            waitUntil { !sheet.engine.isMoving }
        }
    }
}
#endif
