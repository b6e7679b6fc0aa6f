#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// The close button on the expanded card, and the completions of `minimize` and `expand`.
@MainActor
final class CloseButtonAndCompletionTests: SheetTestCase {
    private func sheet(_ closeButton: DropDownSheetCloseButton, role: DropDownSheetRole = .draft,
                       delegate: RecordingDelegate? = nil) -> DropDownSheetController {
        let sheet = DropDownSheetController(content: UIViewController(), configuration: DropDownSheetConfiguration(closeButton: closeButton),
                                            role: role)
        sheet.delegate = delegate
        return sheet
    }

    func testTheChevronMinimizesAndTheContentIsLaidOutBelowIt() {
        withScreen {
            let sheet = sheet(.minimize)
            presentAndWait(sheet, .expanded)
            guard let card = sheet.card, let button = card.closeButton else { return XCTFail("no close button") }
            XCTAssertTrue(button.isDescendant(of: card.cardView))
            XCTAssertEqual(button.accessibilityLabel, "Minimize")
            XCTAssertEqual(button.accessibilityIdentifier, DropDownSheetAccessibilityIdentifier.closeButton)
            XCTAssertEqual(button.alpha, 1, accuracy: 0.001)
            XCTAssertEqual(button.frame.midX, card.cardView.bounds.midX, accuracy: 0.5, "where the grabber would be")
            XCTAssertGreaterThanOrEqual(button.frame.height, 40)
            XCTAssertEqual(sheet.contentViewController.view.frame.minY, 40, accuracy: 0.5, "the content is below its band")
            XCTAssertEqual(sheet.contentViewController.view.frame.maxY, card.cardView.bounds.maxY, accuracy: 0.5)
            button.sendActions(for: .primaryActionTriggered)
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertEqual(button.alpha, 0, accuracy: 0.001, "gone with the card's content")
            XCTAssertFalse(button.isUserInteractionEnabled)
            sheet.configuration = DropDownSheetConfiguration()
            XCTAssertNil(card.closeButton)
            XCTAssertEqual(sheet.contentViewController.view.frame.minY, 0, accuracy: 0.5)
        }
    }

    func testTheCloseButtonClosesThroughTheVeto() {
        withScreen {
            let delegate = RecordingDelegate()
            delegate.allowsDismissal = false
            let sheet = sheet(.close, delegate: delegate)
            presentAndWait(sheet, .expanded)
            guard let button = sheet.card?.closeButton else { return XCTFail("no close button") }
            XCTAssertEqual(button.accessibilityLabel, "Close")
            button.sendActions(for: .primaryActionTriggered)
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertTrue(delegate.calls.contains("didAttemptToDismiss"), "vetoed: down to its bar, and the app hears it")
            delegate.allowsDismissal = true
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            button.sendActions(for: .primaryActionTriggered)
            waitUntil { !sheet.isPresented }
        }
    }

    func testAnAccessoryTheUserMayNotCloseHasNoCloseButton() {
        withScreen {
            let sheet = sheet(.close, role: .accessory)
            presentAndWait(sheet, .expanded)
            XCTAssertNil(sheet.card?.closeButton)
            XCTAssertEqual(sheet.contentViewController.view.frame.minY, 0, accuracy: 0.5)
        }
    }

    // MARK: - Completions

    func testAMinimizeCompletesWhenTheSheetRestsOnItsBar() {
        withScreen {
            let sheet = presentSheet(.expanded)
            var heard: [Bool] = []
            var stateThen: DropDownSheetState?
            sheet.minimize(animated: true) { finished in
                heard.append(finished)
                stateThen = sheet.state
            }
            XCTAssertTrue(heard.isEmpty, "not before it arrives")
            waitUntil { !heard.isEmpty }
            XCTAssertEqual(heard, [true])
            XCTAssertEqual(stateThen, .minimized)
        }
    }

    func testAMoveToWhereTheSheetRestsCompletesAtOnce() {
        withScreen {
            let sheet = presentSheet(.minimized)
            var heard: [Bool] = []
            sheet.minimize { heard.append($0) }
            XCTAssertEqual(heard, [true])
        }
    }

    func testARedirectedMoveHearsFalseAndTheNewOneTrue() {
        withScreen {
            let sheet = presentSheet(.minimized)
            var heard: [String] = []
            sheet.expand { heard.append("expand \($0)") }
            spinRunLoop(0.05)
            sheet.minimize { heard.append("minimize \($0)") }
            waitUntil { !heard.isEmpty }
            XCTAssertEqual(heard, ["expand false"], "at once, not when the sheet rests")
            waitUntil { heard.count == 2 }
            XCTAssertEqual(heard, ["expand false", "minimize true"])
        }
    }

    func testDismissedBeforeArrivingHearsFalse() {
        withScreen {
            let sheet = presentSheet(.minimized)
            var heard: [Bool] = []
            sheet.expand { heard.append($0) }
            spinRunLoop(0.05)
            sheet.dismiss(animated: false)
            waitUntil { !heard.isEmpty }
            XCTAssertEqual(heard, [false])
        }
    }

    func testAMoveOfASheetNotPresentedHearsFalseAtOnce() {
        let sheet = DropDownSheetController(content: UIViewController())
        var heard: [Bool] = []
        sheet.expand { heard.append($0) }
        XCTAssertEqual(heard, [false])
    }

    /// The point of the completion: close the player, then present something from the screen
    /// underneath, with a plain `present`.
    func testACompletionCanPresentFromTheScreenUnderneath() {
        withScreen {
            let sheet = presentSheet(.expanded)
            let alert = UIAlertController(title: "Open Safari?", message: nil, preferredStyle: .alert)
            var presented = false
            sheet.minimize(animated: true) { _ in
                self.underneath.present(alert, animated: false) { presented = true }
            }
            waitUntil { presented }
            XCTAssertIdentical(underneath.presentedViewController, alert)
            alert.dismiss(animated: false)
        }
    }
}
#endif
