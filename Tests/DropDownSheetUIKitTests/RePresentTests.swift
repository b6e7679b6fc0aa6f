#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// Presenting again right after a dismissal: from the delegate's `didMove(.dismissed)` ("send, and
/// start a new message"), the same sheet or a new one with its identifier is presented; and the
/// completions of the presentation that ended never run for the one that follows (review of
/// phase 2, defects 6 and 9).
@MainActor
final class RePresentTests: SheetTestCase {
    func testTheSameSheetPresentedAgainFromDidMoveDismissedIsPresented() {
        withScreen {
            let delegate = RecordingDelegate()
            let sheet = makeDraft("1")
            sheet.delegate = delegate
            presentAndWait(sheet, .minimized)
            var result: DropDownSheetPresentResult?
            var wasPresentedThen: Bool?
            delegate.onDidMove = { state in
                guard state == .dismissed, result == nil else { return }
                wasPresentedThen = sheet.isPresented
                result = self.underneath.presentDropDownSheet(sheet, initialState: .minimized, animated: false)
            }
            sheet.dismiss(animated: false)
            XCTAssertEqual(wasPresentedThen, false, "dismissed, as the delegate was told")
            XCTAssertEqual(result?.isPresented, true, "\(String(describing: result))")
            waitUntil { sheet.isPresented && sheet.state == .minimized }
            XCTAssertNotNil(sheet.card, "it has a card again")
            XCTAssertFalse(sheet.card!.clipView.isHidden)
            XCTAssertIdentical(sheet.contentViewController.parent, sheet.host)
        }
    }

    func testANewSheetWithTheSameIdentifierPresentedFromDidMoveDismissedIsPresented() {
        withScreen {
            let delegate = RecordingDelegate()
            let sent = makeDraft("message"), next = makeDraft("message")
            sent.delegate = delegate
            presentAndWait(sent, .expanded)
            var result: DropDownSheetPresentResult?
            delegate.onDidMove = { state in
                guard state == .dismissed, result == nil else { return }
                result = self.underneath.presentDropDownSheet(next, initialState: .expanded, animated: false)
            }
            sent.dismiss(animated: false)
            XCTAssertEqual(result?.isPresented, true, "\(String(describing: result))")
            waitUntil { next.isPresented && next.state == .expanded }
            XCTAssertFalse(sent.isPresented)
            XCTAssertIdentical(next.host?.controller(for: "message"), next)
            XCTAssertIdentical(next.contentViewController.parent, next.host)
            waitUntil { self.underneath.presentedViewController === next.host }
        }
    }

    func testTheCompletionOfAQuickRePresentRunsWhenTheNewPresentationRests() {
        withScreen {
            let sheet = makeDraft("1")
            presentAndWait(sheet, .expanded)
            var dismissCompletionRan = false
            var presentCompletionPhase: DropDownSheetPhase?
            sheet.dismiss(animated: false) { dismissCompletionRan = true }
            let result = underneath.presentDropDownSheet(sheet, initialState: .expanded, animated: true) {
                presentCompletionPhase = sheet.phase
            }
            XCTAssertTrue(result.isPresented)
            waitUntil { dismissCompletionRan }
            waitUntil { presentCompletionPhase != nil }
            XCTAssertEqual(presentCompletionPhase, .resting(.expanded),
                           "the new presentation's completion runs when it first rests, not when the old one's switch ends")
        }
    }
}
#endif
