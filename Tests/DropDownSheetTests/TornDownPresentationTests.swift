// What a shell relies on when its container is torn down by the app (issue 12, item 6): one
// dismissAll without animation lets every sheet go in that very input, whatever it was doing, so
// no sheet stays `.minimized` (or anything else) once its container is gone.
import XCTest
@testable import DropDownSheetCore

final class TornDownPresentationTests: XCTestCase {
    func testDismissingAllWithoutAnimationLetsEverySheetGoAtOnceWhateverItWasDoing() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.c, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.a, to: .minimized))
        d.send(.present(.b))
        d.run(0.05)
        XCTAssertEqual(d.presentation.phase(of: .b), .settling(toward: .expanded), "caught springing up")
        let effects = d.send(.dismissAll(animated: false))
        XCTAssertTrue(d.presentation.isEmpty)
        XCTAssertFalse(d.presentation.isMoving, "no frame is needed to finish")
        for id in [DropDownSheetIdentifier.a, .b, .c] {
            XCTAssertTrue(effects.contains(.event(id, .didMove(to: .dismissed))), "\(id) hears it is dismissed")
            XCTAssertTrue(effects.contains(.sheetRemoved(id)))
            XCTAssertEqual(d.presentation.renderState(of: id).phase, .resting(.dismissed))
        }
        XCTAssertFalse(d.presentation.wantsModalPresentation)
        XCTAssertFalse(d.presentation.isAccessibilityModal)
        XCTAssertEqual(d.presentation.underneathStyle, DropDownSheetUnderneathStyle(), "the screen underneath is left as it was")
    }

    func testDismissingAllWhileAFingerHoldsASheetLetsItGoToo() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        d.send(.touchDown(x: 195, y: 300))
        d.send(.touchMove(y: 360))
        let effects = d.send(.dismissAll(animated: false))
        XCTAssertTrue(d.presentation.isEmpty)
        XCTAssertTrue(effects.contains(.event(.a, .didMove(to: .dismissed))))
        // The finger's lift, arriving after the container is gone, changes nothing.
        XCTAssertTrue(d.send(.touchUp(y: 400, velocity: 0)).filter { if case .event = $0 { return true } else { return false } }.isEmpty)
    }

    func testASheetLetGoThatWayCanBePresentedAgainAtOnce() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        d.send(.dismissAll(animated: false))
        let again = d.send(.present(.a))
        XCTAssertTrue(again.contains(.presentResult(.a, .presented)))
        d.settle()
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.expanded))
    }
}
