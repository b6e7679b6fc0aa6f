// A dismissal of the modal presentation that the shell did not start (issue 21, item 4): UIKit's
// `dismiss` reaching the library's container from the content, from SwiftUI's dismiss action, or
// from the app on a deep link, a notification tap or a logout. No one can tell whose call it was,
// so the expanded sheet is closed as the user would close it: through the app's veto. A draft the
// app keeps goes back to its bar (and the app hears the attempt), one it lets go is dismissed, one
// that cannot be dismissed goes back to its bar; the others stay as they are.
import XCTest
@testable import DropDownSheetCore

final class PresentationPlatformDismissalTests: XCTestCase {
    func testAnExpandedDraftTheAppLetsGoIsDismissed() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.b, to: .minimized))
        d.sendAndSettle(.present(.a))
        d.send(.dismissalVeto(.a, isVetoed: false))
        d.sendAndSettle(.modalPresentationDismissed(animated: true))
        XCTAssertFalse(d.presentation.contains(.a))
        XCTAssertEqual(d.events(of: .a).suffix(2), ["willMove dismissed", "didMove dismissed"])
        XCTAssertEqual(d.presentation.phase(of: .b), .resting(.minimized), "the other draft stays")
        XCTAssertFalse(d.presentation.wantsModalPresentation)
    }

    func testAnExpandedDraftTheAppVetoesGoesBackToItsBarAndTheAppHearsTheAttempt() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        d.send(.dismissalVeto(.a, isVetoed: true))
        let effects = d.send(.modalPresentationDismissed(animated: true))
        XCTAssertTrue(effects.contains(.event(.a, .didAttemptToDismiss)), "the delegate hears the attempt")
        XCTAssertTrue(effects.contains(.modalPresentationChanged(false)), "never left wanting the presentation back")
        d.settle()
        XCTAssertTrue(d.presentation.contains(.a), "a draft with text is never discarded without the app's consent")
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.minimized))
        XCTAssertFalse(d.events(of: .a).contains("willMove dismissed"))
    }

    func testASheetThatCannotBeDismissedGoesBackToItsBarWithoutAnAttempt() {
        var d = PresentationDriver()
        var fixed = DropDownSheetConfiguration()
        fixed.isDismissible = false
        d.sendAndSettle(.present(.player, role: .accessory, to: .expanded, configuration: fixed))
        let effects = d.send(.modalPresentationDismissed(animated: false))
        XCTAssertFalse(effects.contains(.event(.player, .didAttemptToDismiss)))
        XCTAssertEqual(d.presentation.phase(of: .player), .resting(.minimized), "unanimated, as the platform's dismissal was")
        XCTAssertFalse(d.presentation.wantsModalPresentation)
    }

    func testOnlyTheExpandedSheetIsConcernedAndNothingHappensWithoutOne() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.b, to: .minimized))
        XCTAssertEqual(d.send(.modalPresentationDismissed()).filter { if case .event = $0 { return true } else { return false } }, [])
        XCTAssertEqual(d.presentation.phase(of: .b), .resting(.minimized))
        XCTAssertEqual(d.presentation.phase(of: .player), .resting(.minimized))
        // A sheet springing up counts as the expanded one.
        d.send(.expand(.b))
        d.run(0.05)
        d.sendAndSettle(.modalPresentationDismissed())
        XCTAssertFalse(d.presentation.contains(.b))
        XCTAssertTrue(d.presentation.contains(.player))
    }

    func testAFingerHoldingTheExpandedSheetLetsGo() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        d.send(.dismissalVeto(.a, isVetoed: true))
        d.send(.touchDown(x: 195, y: 300))
        d.t += 0.016
        d.send(.touchMove(y: 340))
        XCTAssertEqual(d.presentation.phase(of: .a), .dragging)
        d.send(.modalPresentationDismissed())
        XCTAssertEqual(d.presentation.phase(of: .a), .settling(toward: .minimized))
        XCTAssertNil(d.presentation.touchOwner)
        d.send(.touchMove(y: 100))
        d.send(.touchUp(y: 100, velocity: -3_000))
        XCTAssertEqual(d.presentation.phase(of: .a), .settling(toward: .minimized), "the finger's later moves reach nothing")
    }
}
