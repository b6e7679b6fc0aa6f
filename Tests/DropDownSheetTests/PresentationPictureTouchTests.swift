// The UIKit shell draws the screen underneath as a scaled picture while a sheet styles it. Touches
// outside the cards are absorbed only while a sheet holds the screen (expanded, springing up, or
// under a finger) and that picture differs visibly from the live screen (issue-12 review, defect
// 1). From the first frame every sheet heads down they reach the live screen again: the first
// swipe after a flick down is never lost (issue 21, item 6).
import XCTest
@testable import DropDownSheetCore

final class PresentationPictureTouchTests: XCTestCase {
    private func style(scale: Double, radius: Double = 0) -> DropDownSheetUnderneathStyle {
        var s = DropDownSheetUnderneathStyle()
        s.scale = scale
        s.cornerRadius = radius
        return s
    }

    func testADifferenceBelowHalfAPixelIsNotVisible() {
        // 844 points tall: the edges move in by 844 × (1 − scale) / 2.
        XCTAssertFalse(style(scale: 0.9999).isVisible(width: 390, height: 844), "0.04 pt")
        XCTAssertTrue(style(scale: 0.999).isVisible(width: 390, height: 844), "0.42 pt")
        XCTAssertTrue(style(scale: 0.995).isVisible(width: 390, height: 844), "2.1 pt: the review's frame 19")
        XCTAssertFalse(style(scale: 1, radius: 0.1).isVisible(width: 390, height: 844))
        XCTAssertTrue(style(scale: 1, radius: 0.5).isVisible(width: 390, height: 844))
        XCTAssertFalse(style(scale: 1).isVisible(width: 390, height: 844))
    }

    func testHostileStylesAndSizesAreNotVisible() {
        XCTAssertFalse(style(scale: .nan, radius: .infinity).isVisible(width: 390, height: 844))
        XCTAssertFalse(style(scale: -1).isVisible(width: 390, height: 844))
        XCTAssertFalse(style(scale: 0.999).isVisible(width: .nan, height: -5))
        XCTAssertTrue(style(scale: 0.9).isVisible(width: .infinity, height: 844), "an infinite side counts as 0, the other decides")
    }

    func testTouchesOutsideTheCardsAreAbsorbedOnlyWhileASheetHoldsTheScreen() {
        var d = PresentationDriver()
        d.send(.present(.a))
        d.run(0.1)
        XCTAssertEqual(d.presentation.phase(of: .a), .settling(toward: .expanded))
        XCTAssertTrue(d.presentation.absorbsTouchesOutsideTheCards, "springing up: the screen is a picture under the dimming")
        d.settle()
        XCTAssertTrue(d.presentation.absorbsTouchesOutsideTheCards, "expanded: the screen is scaled")
        d.send(.minimize(.a))
        XCTAssertEqual(d.presentation.phase(of: .a), .settling(toward: .minimized))
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 10), .passthrough, "above the card, in the band")
        XCTAssertFalse(d.presentation.absorbsTouchesOutsideTheCards, "heading down: the first swipe reaches the live screen")
        d.run(0.05)
        XCTAssertTrue(d.presentation.underneathStyle.isVisible(width: 390, height: 844), "the scale is still coming back")
        XCTAssertFalse(d.presentation.absorbsTouchesOutsideTheCards)
        d.settle()
        XCTAssertFalse(d.presentation.absorbsTouchesOutsideTheCards)
        // A finger pulling the bar up holds the screen again.
        d.pullBarUp(to: 500)
        XCTAssertEqual(d.presentation.phase(of: .a), .dragging)
        XCTAssertTrue(d.presentation.absorbsTouchesOutsideTheCards)
        d.letGoDownward()
        XCTAssertFalse(d.presentation.absorbsTouchesOutsideTheCards, "let go downward")
        d.settle()
        // Bars alone never absorb anything; nor does a sheet springing away.
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        XCTAssertFalse(d.presentation.absorbsTouchesOutsideTheCards)
        d.sendAndSettle(.expand(.a))
        d.send(.dismiss(.a))
        XCTAssertFalse(d.presentation.absorbsTouchesOutsideTheCards)
    }
}
