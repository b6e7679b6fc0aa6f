// The status bar over the screen underneath while sheets scale it (issue 12, item 4), and what of
// the screen underneath the shell has to draw at all (item 2).
import XCTest
@testable import DropDownSheetCore

final class StatusBarAppearanceTests: XCTestCase {
    private func style(scale: Double, radius: Double = 0) -> DropDownSheetUnderneathStyle {
        var style = DropDownSheetUnderneathStyle()
        style.scale = scale
        style.cornerRadius = radius
        return style
    }

    private func wanted(_ scale: Double, height: Double = 844, top: Double = 47) -> DropDownSheetStatusBarAppearance {
        .wanted(for: style(scale: scale), screenHeight: height, safeAreaTop: top)
    }

    func testAnExpandedSheetOnAPhoneWantsLightContentOverTheDarkBand() {
        // At 0.92 on an 844-point phone the band above the scaled screen is 33.8 points tall,
        // more than half the 47-point status bar.
        XCTAssertEqual(wanted(0.92), .lightContent)
    }

    func testAnUnscaledScreenKeepsItsOwnStatusBar() {
        XCTAssertEqual(wanted(1), .screenUnderneath)
        XCTAssertEqual(DropDownSheetStatusBarAppearance.wanted(for: style(scale: 1, radius: 10), screenHeight: 844, safeAreaTop: 47), .screenUnderneath,
                       "rounding alone uncovers no band")
    }

    func testTheStatusBarTurnsLightOnceTheBandReachesItsMiddle() {
        // The band is 844 × (1 − s) / 2; the status bar's middle is 23.5 points down.
        let threshold = 1 - 47.0 / 844
        XCTAssertEqual(wanted(threshold + 0.001), .screenUnderneath)
        XCTAssertEqual(wanted(threshold - 0.001), .lightContent)
        XCTAssertEqual(wanted(0.99), .screenUnderneath, "a sliver of band under dark text: the app's style still reads")
    }

    func testATallerStatusBarNeedsATallerBand() {
        XCTAssertEqual(wanted(0.95, top: 20), .lightContent)
        XCTAssertEqual(wanted(0.95, top: 59), .screenUnderneath)
    }

    func testHostileInputsKeepTheScreenUnderneathsStatusBar() {
        for scale in [Double.nan, .infinity, -.infinity, 0, -1] {
            XCTAssertEqual(wanted(scale), .screenUnderneath)
        }
        for height in [Double.nan, .infinity, 0, -844] {
            XCTAssertEqual(wanted(0.92, height: height), .screenUnderneath)
        }
        XCTAssertEqual(wanted(0.92, top: .nan), .screenUnderneath)
        XCTAssertEqual(wanted(0.92, top: -10), .screenUnderneath, "a negative inset counts as no status bar")
    }

    func testTheStatusBarFollowsASheetFromExpandedToItsBarAndBack() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        let top = CoreFixture.phone.safeAreaTop, height = CoreFixture.phone.height
        XCTAssertEqual(DropDownSheetStatusBarAppearance.wanted(for: d.presentation.underneathStyle, screenHeight: height, safeAreaTop: top),
                       .lightContent)
        d.sendAndSettle(.minimize(.a))
        XCTAssertEqual(DropDownSheetStatusBarAppearance.wanted(for: d.presentation.underneathStyle, screenHeight: height, safeAreaTop: top),
                       .screenUnderneath, "given back when the sheet minimizes")
    }

    func testOnlyAScaledOrRoundedScreenIsDrawnByTheShell() {
        XCTAssertFalse(DropDownSheetUnderneathStyle().changesScreenUnderneath)
        XCTAssertTrue(style(scale: 0.92).changesScreenUnderneath)
        XCTAssertTrue(style(scale: 1, radius: 4).changesScreenUnderneath)
        XCTAssertFalse(style(scale: .nan, radius: .nan).changesScreenUnderneath)
        XCTAssertFalse(style(scale: 0, radius: 0).changesScreenUnderneath)
        XCTAssertFalse(style(scale: 1.2).changesScreenUnderneath)
    }

    func testTheDrawnStyleIsAlwaysAFiniteScaleUpToOneAndARadiusOfZeroOrMore() {
        XCTAssertEqual(style(scale: .nan).drawnScale, 1)
        XCTAssertEqual(style(scale: -2).drawnScale, 1)
        XCTAssertEqual(style(scale: 3).drawnScale, 1)
        XCTAssertEqual(style(scale: 0.92).drawnScale, 0.92)
        XCTAssertEqual(style(scale: 1, radius: .infinity).drawnCornerRadius, 0)
        XCTAssertEqual(style(scale: 1, radius: -3).drawnCornerRadius, 0)
        XCTAssertEqual(style(scale: 1, radius: 10).drawnCornerRadius, 10)
    }
}
