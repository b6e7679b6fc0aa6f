#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

/// The card's two recognizers, fed the reports UIKit would send (issue 12, item 5): only a real tap
/// on the bar acts, a touch on the content that moves nothing leaves the engine at rest, and the
/// order of the two recognizers' end reports does not matter.
@MainActor
final class CardTouchTests: SheetTestCase {
    private func barCenter(_ sheet: DropDownSheetController) -> CGPoint {
        let bar = sheet.card!.clipView.frame
        return CGPoint(x: bar.midX, y: bar.midY)
    }

    private func touch(_ sheet: DropDownSheetController, _ state: UIGestureRecognizer.State, at point: CGPoint,
                       time: TimeInterval, onControl: Bool = false) {
        sheet.card!.touchReported(state, at: point, time: time, beganOnControl: onControl, touchedView: sheet.card!.cardView)
    }

    func testTheCardCarriesTheIdentifierUITestsFindItBy() {
        withScreen {
            let sheet = presentSheet(.minimized)
            XCTAssertEqual(sheet.card!.clipView.accessibilityIdentifier, "DropDownSheet.card")
        }
    }

    func testARealTapOnTheBarExpands() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let p = barCenter(sheet)
            touch(sheet, .began, at: p, time: 10)
            XCTAssertFalse(sheet.engine.isMoving, "a finger on a bar at rest does not hold it")
            touch(sheet, .ended, at: CGPoint(x: p.x + 3, y: p.y + 2), time: 10.12)
            waitUntil { sheet.state == .expanded }
        }
    }

    func testALongPressOnTheBarDoesNothing() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let p = barCenter(sheet)
            touch(sheet, .began, at: p, time: 10)
            touch(sheet, .ended, at: p, time: 11)
            spinRunLoop(0.3)
            XCTAssertEqual(sheet.phase, .resting(.minimized))
            XCTAssertFalse(sheet.engine.isMoving)
        }
    }

    func testAHorizontalSwipeOnTheBarDoesNothing() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let p = barCenter(sheet)
            touch(sheet, .began, at: p, time: 10)
            touch(sheet, .changed, at: CGPoint(x: p.x - 60, y: p.y), time: 10.05)
            // The pan does not begin: gestureRecognizerShouldBegin refuses a horizontal pan.
            touch(sheet, .ended, at: CGPoint(x: p.x - 120, y: p.y), time: 10.1)
            spinRunLoop(0.3)
            XCTAssertEqual(sheet.phase, .resting(.minimized))
        }
    }

    func testATouchOnTheExpandedContentThatMovesNothingLeavesTheEngineAtRest() {
        withScreen {
            let sheet = presentSheet(.expanded)
            let p = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
            touch(sheet, .began, at: p, time: 10)
            XCTAssertEqual(sheet.phase, .resting(.expanded), "not dragging")
            XCTAssertFalse(sheet.engine.isMoving, "so the display link does not run")
            touch(sheet, .ended, at: p, time: 10.3, onControl: true)
            XCTAssertEqual(sheet.phase, .resting(.expanded))
            XCTAssertFalse(sheet.engine.isMoving)
        }
    }

    func testADragOfTheBarBeginsWithThePanAndFollowsTheFinger() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let p = barCenter(sheet)
            let top = sheet.card!.clipView.frame.minY
            touch(sheet, .began, at: p, time: 10)
            sheet.card!.panReported(.began, at: CGPoint(x: p.x, y: p.y - 12), translationY: -12, velocityY: -300)
            XCTAssertEqual(sheet.phase, .dragging)
            XCTAssertEqual(sheet.engine.renderState.sheetTop, top, accuracy: 0.5, "no jump by the pan's slop")
            sheet.card!.panReported(.changed, at: CGPoint(x: p.x, y: p.y - 112), translationY: -112, velocityY: -900)
            XCTAssertEqual(sheet.engine.renderState.sheetTop, top - 100, accuracy: 0.5)
        }
    }

    func testTheEndReportsInEitherOrderReleaseTheBarOnceAndNeverTap() {
        for touchEndsFirst in [false, true] {
            withScreen {
                let sheet = presentSheet(.minimized)
                let p = barCenter(sheet)
                // A slow pull of a few points that settles back to the bar: a tap read into the
                // finger's end would expand the sheet.
                touch(sheet, .began, at: p, time: 10)
                sheet.card!.panReported(.began, at: CGPoint(x: p.x, y: p.y - 4), translationY: -4, velocityY: 0)
                sheet.card!.panReported(.changed, at: CGPoint(x: p.x, y: p.y - 6), translationY: -6, velocityY: 0)
                if touchEndsFirst {
                    touch(sheet, .ended, at: CGPoint(x: p.x, y: p.y - 6), time: 10.1)
                    XCTAssertEqual(sheet.phase, .dragging, "the pan's end releases the sheet, with its velocity")
                    sheet.card!.panReported(.ended, at: CGPoint(x: p.x, y: p.y - 6), translationY: -6, velocityY: 0)
                } else {
                    sheet.card!.panReported(.ended, at: CGPoint(x: p.x, y: p.y - 6), translationY: -6, velocityY: 0)
                    touch(sheet, .ended, at: CGPoint(x: p.x, y: p.y - 6), time: 10.1)
                }
                waitUntil { sheet.phase == .resting(.minimized) }
                spinRunLoop(0.3)
                XCTAssertEqual(sheet.phase, .resting(.minimized), "touch ended first: \(touchEndsFirst)")
            }
        }
    }

    func testATouchOnAMovingSheetCatchesItAndALiftReleasesIt() {
        withScreen {
            let sheet = presentSheet(.minimized)
            sheet.expand(animated: true)
            spinRunLoop(0.05)
            XCTAssertTrue(sheet.engine.isMoving)
            let p = CGPoint(x: window.bounds.midX, y: sheet.card!.clipView.frame.minY + 20)
            touch(sheet, .began, at: p, time: 10)
            XCTAssertEqual(sheet.phase, .dragging, "caught mid-flight")
            touch(sheet, .ended, at: p, time: 10.6)
            XCTAssertNotEqual(sheet.phase, .dragging)
            waitUntil { !sheet.engine.isMoving }
        }
    }
}
#endif
