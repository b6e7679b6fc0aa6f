import XCTest
@testable import DropDownSheetCore

/// Which of the app's answers may keep a sheet: the delegate's veto and `isModalInPresentation`
/// for the user, the delegate's alone for a UIKit dismissal the library did not start, nothing for
/// `dismiss()` (issue 21 review, item 4).
final class DismissalVetoTests: XCTestCase {
    private typealias Veto = DropDownSheetDismissalVeto

    func testTheUserIsStoppedByEitherAnswer() {
        XCTAssertFalse(Veto.isVetoed(origin: .user, delegateAllowsDismissal: true, isModalInPresentation: false))
        XCTAssertTrue(Veto.isVetoed(origin: .user, delegateAllowsDismissal: false, isModalInPresentation: false))
        XCTAssertTrue(Veto.isVetoed(origin: .user, delegateAllowsDismissal: true, isModalInPresentation: true),
                      "isModalInPresentation applies to interactive dismissals")
        XCTAssertTrue(Veto.isVetoed(origin: .user, delegateAllowsDismissal: false, isModalInPresentation: true))
    }

    func testAUIKitDismissalTheLibraryDidNotStartIsStoppedOnlyByTheDelegate() {
        XCTAssertFalse(Veto.isVetoed(origin: .platformDismissal, delegateAllowsDismissal: true, isModalInPresentation: true),
                       "a compose screen's Send (isModalInPresentation = hasText) calling dismiss(animated:) is dismissed")
        XCTAssertFalse(Veto.isVetoed(origin: .platformDismissal, delegateAllowsDismissal: true, isModalInPresentation: false))
        XCTAssertTrue(Veto.isVetoed(origin: .platformDismissal, delegateAllowsDismissal: false, isModalInPresentation: false),
                      "the delegate's explicit veto")
        XCTAssertTrue(Veto.isVetoed(origin: .platformDismissal, delegateAllowsDismissal: false, isModalInPresentation: true))
    }

    func testTheLibrarysDismissIsNeverVetoed() {
        for delegate in [true, false] {
            for modal in [true, false] {
                XCTAssertFalse(Veto.isVetoed(origin: .libraryDismissal, delegateAllowsDismissal: delegate, isModalInPresentation: modal))
            }
        }
    }

    func testAComposeScreenSentWithDismissIsDismissedNotTurnedBackIntoABar() {
        // What the shell does for a UIKit dismissal of the expanded draft: the veto for that
        // origin, then the dismissal.
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        let vetoed = Veto.isVetoed(origin: .platformDismissal, delegateAllowsDismissal: true, isModalInPresentation: true)
        d.send(.dismissalVeto(.a, isVetoed: vetoed))
        d.sendAndSettle(.modalPresentationDismissed(animated: true))
        XCTAssertFalse(d.presentation.contains(.a), "sent: gone")
        XCTAssertFalse(d.events(of: .a).contains("didAttemptToDismiss"), "no Delete/Save prompt after sending")
    }

    func testADraftTheDelegateKeepsGoesBackToItsBarAndTheDelegateHearsTheAttempt() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        let vetoed = Veto.isVetoed(origin: .platformDismissal, delegateAllowsDismissal: false, isModalInPresentation: false)
        d.send(.dismissalVeto(.a, isVetoed: vetoed))
        d.sendAndSettle(.modalPresentationDismissed(animated: true))
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.minimized))
        XCTAssertTrue(d.events(of: .a).contains("didAttemptToDismiss"))
    }

    func testAnAccessoryGoesBackToItsBarSilentlyWhateverTheVeto() {
        for delegateAllows in [true, false] {
            var d = PresentationDriver()
            d.sendAndSettle(.present(.player, role: .accessory, to: .expanded))
            let vetoed = Veto.isVetoed(origin: .platformDismissal, delegateAllowsDismissal: delegateAllows, isModalInPresentation: true)
            d.send(.dismissalVeto(.player, isVetoed: vetoed))
            d.sendAndSettle(.modalPresentationDismissed(animated: true))
            XCTAssertEqual(d.presentation.phase(of: .player), .resting(.minimized))
            XCTAssertFalse(d.events(of: .player).contains("didAttemptToDismiss"))
        }
    }
}
