// While a sheet goes down, the UIKit shell still draws the screen underneath as a scaled picture:
// touches outside the cards are absorbed exactly while that picture differs visibly from the
// live screen, and the screen is drawn as itself (taking its touches) as soon as the difference
// cannot be seen, not only at exactly scale 1 (issue-12 review, defect 1).
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

    func testTouchesOutsideTheCardsAreAbsorbedOnlyWhileThePictureDiffersVisibly() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        XCTAssertTrue(d.presentation.absorbsTouchesOutsideTheCards, "expanded: the screen is scaled")
        d.send(.minimize(.a))
        d.run(0.1)
        XCTAssertEqual(d.presentation.phase(of: .a), .settling(toward: .minimized))
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 300), .passthrough, "the model lets the touch through ...")
        XCTAssertTrue(d.presentation.absorbsTouchesOutsideTheCards, "... but a picture is drawn there: the shell absorbs it")
        // The last part of the spring: the difference is invisible well before the spring rests.
        var frames = 0
        while d.presentation.absorbsTouchesOutsideTheCards, frames < 600 {
            d.t += CoreFixture.frame
            d.send(.tick)
            frames += 1
        }
        XCTAssertLessThan(frames, 600)
        XCTAssertTrue(d.presentation.isMoving, "the screen takes its touches again before the spring rests")
        d.settle()
        XCTAssertFalse(d.presentation.absorbsTouchesOutsideTheCards)
        // Bars alone never absorb anything.
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        XCTAssertFalse(d.presentation.absorbsTouchesOutsideTheCards)
    }
}
