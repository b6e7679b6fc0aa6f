import XCTest
@testable import DropDownSheetCore

/// The picture of the screen underneath cross-fades to the live screen from the first frame every
/// sheet heads down, whether or not a touch comes, and touches outside the cards reach the live
/// screen from that frame (issue 21 review, item 3: the picture used to stay, scaled about 0.93,
/// until a touch made it snap to 1, and that touch landed on a live control up to 20 points from
/// where the user saw it).
final class PresentationPictureFadeTests: XCTestCase {
    private typealias P = DropDownSheetPresentation

    func testThePicturesOpacityFadesFromOneToZeroOverAFifthOfASecondOrLess() {
        XCTAssertEqual(P.underneathPictureFadeDuration, 0.15)
        XCTAssertEqual(P.underneathPictureOpacity(secondsSinceRelease: 0), 1)
        XCTAssertEqual(P.underneathPictureOpacity(secondsSinceRelease: 0.075), 0.5, accuracy: 1e-12, "halfway")
        XCTAssertEqual(P.underneathPictureOpacity(secondsSinceRelease: 0.15), 0)
        XCTAssertEqual(P.underneathPictureOpacity(secondsSinceRelease: 3), 0)
        var previous = 1.0
        for step in 1...30 {
            let opacity = P.underneathPictureOpacity(secondsSinceRelease: Double(step) * 0.005)
            XCTAssertLessThanOrEqual(opacity, previous, "never brightens again")
            XCTAssertTrue((0...1).contains(opacity))
            previous = opacity
        }
        // Eased: it leaves and lands slowly (no jump in the speed of the fade).
        XCTAssertGreaterThan(P.underneathPictureOpacity(secondsSinceRelease: 0.005), 0.98)
        XCTAssertLessThan(P.underneathPictureOpacity(secondsSinceRelease: 0.145), 0.02)
    }

    func testHostileTimesGiveAnOpacityInRange() {
        XCTAssertEqual(P.underneathPictureOpacity(secondsSinceRelease: -1), 1, "a clock that went back: the start")
        XCTAssertEqual(P.underneathPictureOpacity(secondsSinceRelease: -.infinity), 1)
        XCTAssertEqual(P.underneathPictureOpacity(secondsSinceRelease: .infinity), 0)
        XCTAssertEqual(P.underneathPictureOpacity(secondsSinceRelease: .nan), 0, "unknown: the live screen shows")
    }

    func testThePictureFadesFromTheFirstFrameDownWhileTheSpringStillRuns() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        XCTAssertEqual(d.presentation.underneathPictureOpacity, 1, "expanded: the picture is the screen")
        XCTAssertFalse(d.presentation.isFadingUnderneathPicture)
        XCTAssertTrue(d.presentation.absorbsTouchesOutsideTheCards)

        d.send(.minimize(.a))
        XCTAssertEqual(d.presentation.phase(of: .a), .settling(toward: .minimized))
        XCTAssertEqual(d.presentation.underneathPictureOpacity, 1, "the first frame down starts the fade")
        XCTAssertTrue(d.presentation.isFadingUnderneathPicture)
        XCTAssertFalse(d.presentation.absorbsTouchesOutsideTheCards, "touches reach the live screen from the first frame")
        XCTAssertFalse(d.presentation.drawsDarkBandAroundScreen, "the band shows the live screen at once")

        d.run(0.08)
        XCTAssertLessThan(d.presentation.underneathPictureOpacity, 0.5)
        XCTAssertGreaterThan(d.presentation.underneathPictureOpacity, 0)
        d.run(0.08)
        XCTAssertEqual(d.presentation.underneathPictureOpacity, 0, "gone after 0.15 s")
        XCTAssertFalse(d.presentation.isFadingUnderneathPicture)
        XCTAssertTrue(d.presentation.isMoving, "while the sheet still springs down")
        XCTAssertTrue(d.presentation.underneathStyle.isVisible(width: 390, height: 844),
                      "and the scale is still coming back: the picture did not wait for it")
        d.settle()
        XCTAssertEqual(d.presentation.underneathPictureOpacity, 0)
    }

    func testAFingerPullingTheBarUpHoldsTheScreenAgainAndALetGoFadesAgain() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        d.sendAndSettle(.minimize(.a))
        XCTAssertEqual(d.presentation.underneathPictureOpacity, 0)
        d.pullBarUp(to: 500)
        XCTAssertEqual(d.presentation.phase(of: .a), .dragging)
        XCTAssertEqual(d.presentation.underneathPictureOpacity, 1, "held: a fresh picture, fully drawn")
        XCTAssertFalse(d.presentation.isFadingUnderneathPicture)
        d.letGoDownward()
        let letGo = d.t
        XCTAssertTrue(d.presentation.isFadingUnderneathPicture)
        d.run(0.05)
        XCTAssertEqual(d.presentation.underneathPictureOpacity,
                       P.underneathPictureOpacity(secondsSinceRelease: d.t - letGo), accuracy: 1e-12,
                       "timed from the release")
    }

    func testAnUnanimatedMinimizeStillFadesThoughNothingMoves() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        d.send(.minimize(.a, animated: false))
        XCTAssertFalse(d.presentation.isMoving)
        XCTAssertTrue(d.presentation.isFadingUnderneathPicture, "a shell keeps drawing frames until the fade ends")
        d.run(0.2)
        XCTAssertFalse(d.presentation.isFadingUnderneathPicture)
    }

    func testASheetPresentedStraightToItsBarHasNoPictureToFade() {
        var d = PresentationDriver()
        XCTAssertEqual(d.presentation.underneathPictureOpacity, 0, "no sheet ever held the screen")
        d.send(.present(.a, to: .minimized))
        XCTAssertFalse(d.presentation.isFadingUnderneathPicture, "no frames are drawn for a fade of nothing")
        XCTAssertEqual(d.presentation.underneathPictureOpacity, 0)
    }

    func testWithTwoSheetsThePictureFadesOnlyWhenNeitherHoldsTheScreen() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.a))
        XCTAssertEqual(d.presentation.underneathPictureOpacity, 1)
        d.sendAndSettle(.expand(.player))
        XCTAssertEqual(d.presentation.underneathPictureOpacity, 1, "the player expanded: still held")
        d.send(.minimize(.player))
        XCTAssertTrue(d.presentation.isFadingUnderneathPicture, "every sheet heads down or rests")
    }
}
