// No hold of the modal presentation for the status bar (issue 21, item 9). The modal presentation
// ends the moment a sheet heads down, so a plain `present` from the screen underneath works from
// that frame on; the status bar is kept legible another way: the band around the picture of the
// screen underneath is drawn dark only while a sheet is up (or held), and shows the live screen,
// under the screen's own status bar, while every sheet heads down or rests.
import XCTest
@testable import DropDownSheetCore

final class StatusBarHoldTests: XCTestCase {
    /// An iPhone in landscape: no status bar, so no top safe area.
    private static let landscape = DropDownSheetContainer(width: 844, height: 390, safeAreaTop: 0, safeAreaBottom: 21)

    func testWithoutAStatusBarTheScreenKeepsItsOwnStyle() {
        var style = DropDownSheetUnderneathStyle()
        style.scale = 0.92
        XCTAssertEqual(DropDownSheetStatusBarAppearance.wanted(for: style, screenHeight: 390, safeAreaTop: 0), .screenUnderneath)
    }

    func testOnAPhoneInPortraitTheModalPresentationEndsAsSoonAsTheSheetHeadsDown() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        XCTAssertTrue(d.presentation.wantsModalPresentation)
        let effects = d.send(.minimize(.a))
        XCTAssertTrue(effects.contains(.modalPresentationChanged(false)),
                      "the screen underneath may present from the first frame the sheet heads down")
        XCTAssertFalse(d.presentation.wantsModalPresentation)
        var style = d.presentation.underneathStyle
        XCTAssertEqual(DropDownSheetStatusBarAppearance.wanted(for: style, screenHeight: 844, safeAreaTop: 47), .lightContent,
                       "the band above the scaled screen is still wide ...")
        XCTAssertFalse(d.presentation.drawsDarkBandAroundScreen, "... but it shows the live screen, not black")
        d.run(0.1)
        style = d.presentation.underneathStyle
        XCTAssertLessThan(style.scale, 1, "still scaled on the way down")
        XCTAssertFalse(d.presentation.wantsModalPresentation)
        XCTAssertFalse(d.presentation.drawsDarkBandAroundScreen)
    }

    func testInLandscapeTheModalPresentationEndsAsSoonAsTheSheetHeadsDown() {
        var d = PresentationDriver()
        d.send(.layout(Self.landscape, animated: false))
        d.sendAndSettle(.present(.a))
        XCTAssertTrue(d.presentation.wantsModalPresentation)
        XCTAssertTrue(d.send(.minimize(.a)).contains(.modalPresentationChanged(false)))
        XCTAssertFalse(d.presentation.wantsModalPresentation)
    }

    func testTheBandIsDarkWhileASheetIsUpOrHeldAndLiveWhileEverySheetHeadsDownOrRests() {
        var d = PresentationDriver()
        d.send(.present(.a))
        XCTAssertTrue(d.presentation.drawsDarkBandAroundScreen, "springing up")
        d.settle()
        XCTAssertTrue(d.presentation.drawsDarkBandAroundScreen, "expanded")
        d.send(.minimize(.a))
        XCTAssertFalse(d.presentation.drawsDarkBandAroundScreen, "heading down")
        d.settle()
        XCTAssertFalse(d.presentation.drawsDarkBandAroundScreen, "a bar at rest")
        // A finger pulling the bar up: the sheet is held, the band dark as the screen shrinks.
        d.pullBarUp(to: 600)
        XCTAssertEqual(d.presentation.phase(of: .a), .dragging)
        XCTAssertTrue(d.presentation.drawsDarkBandAroundScreen)
        d.letGoDownward()
        XCTAssertEqual(d.presentation.phase(of: .a), .settling(toward: .minimized))
        XCTAssertFalse(d.presentation.drawsDarkBandAroundScreen, "let go downward")
    }

    func testAMinimizedSheetAtRestNeverHoldsTheModalPresentationOrTheTouches() {
        // Landscape with the keyboard up and the largest text: the bar's rest place meets the
        // expanded one, so the screen underneath still looks expanded (scaled, dimmed) at rest.
        var tight = Self.landscape
        tight.safeAreaTop = 20
        tight.keyboardHeight = 209
        tight.contentSizeScale = 3
        var d = PresentationDriver()
        d.send(.layout(tight, animated: false))
        d.sendAndSettle(.present(.a))
        d.sendAndSettle(.minimize(.a))
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.minimized))
        XCTAssertFalse(d.presentation.isMoving)
        XCTAssertFalse(d.presentation.wantsModalPresentation)
        XCTAssertTrue(d.effects.contains(.modalPresentationChanged(false)))
        XCTAssertFalse(d.presentation.absorbsTouchesOutsideTheCards,
                       "a sheet at rest as a bar lets the screen underneath take its touches")
    }
}
