// The modal presentation held for the status bar while a sheet heads down (issue 12, item 4) must
// end: it is held only while a sheet is still moving and only where there is a status bar to
// protect. Otherwise the screen underneath could not present (UIKit: "already presenting") and
// touches outside the bar would be absorbed, with every sheet at rest (final review before stop).
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

    func testInLandscapeTheModalPresentationEndsAsSoonAsTheSheetHeadsDown() {
        var d = PresentationDriver()
        d.send(.layout(Self.landscape, animated: false))
        d.sendAndSettle(.present(.a))
        XCTAssertTrue(d.presentation.wantsModalPresentation)
        let effects = d.send(.minimize(.a))
        XCTAssertTrue(effects.contains(.modalPresentationChanged(false)),
                      "no status bar to protect: the screen underneath may present while the bar springs down")
        XCTAssertFalse(d.presentation.wantsModalPresentation)
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
        XCTAssertFalse(d.presentation.wantsModalPresentation,
                       "nothing moves any more: a held modal presentation would never end")
        XCTAssertTrue(d.effects.contains(.modalPresentationChanged(false)))
        XCTAssertFalse(d.presentation.absorbsTouchesOutsideTheCards,
                       "a sheet at rest as a bar lets the screen underneath take its touches")
    }

    func testOnAPhoneThePortraitHoldStillLastsOnlyWhileTheSheetMoves() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        d.send(.minimize(.a))
        XCTAssertTrue(d.presentation.wantsModalPresentation, "the band still wants a light status bar")
        d.settle()
        XCTAssertFalse(d.presentation.wantsModalPresentation)
    }

    func testTheHostingRuleHoldsForTheStatusBarOnlyWhileASheetSettles() {
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [.settling(toward: .minimized)], current: .modal, statusBarIsLight: true), .modal)
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [.resting(.minimized)], current: .modal, statusBarIsLight: true), .overlay,
                       "at rest the hold would never end")
        XCTAssertEqual(DropDownSheetHosting.wanted(for: [.resting(.dismissed)], current: .modal, statusBarIsLight: true), .overlay)
    }
}
