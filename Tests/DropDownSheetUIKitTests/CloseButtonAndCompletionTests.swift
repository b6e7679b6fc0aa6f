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
            XCTAssertGreaterThanOrEqual(button.frame.height, 44, "the smallest touch target of the Human Interface Guidelines")
            XCTAssertGreaterThanOrEqual(button.frame.width, 44)
            XCTAssertEqual(sheet.contentViewController.view.frame.minY, 44, accuracy: 0.5, "the content is below its band")
            XCTAssertEqual(sheet.contentViewController.view.frame.maxY, card.cardView.bounds.maxY, accuracy: 0.5)
            tap(at: center(of: button))
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
            tap(at: center(of: button))
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertTrue(delegate.calls.contains("didAttemptToDismiss"), "vetoed: down to its bar, and the app hears it")
            delegate.allowsDismissal = true
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            tap(at: center(of: button))
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

    /// The chevron stands for the grabber on the card only: on the bar the grabber shows.
    func testTheChevronTakesTheGrabbersPlaceOnTheCardOnly() {
        withScreen {
            let sheet = sheet(.minimize)
            sheet.prefersGrabberVisible = true
            presentAndWait(sheet, .minimized)
            guard let card = sheet.card, let chevron = card.closeButton else { return XCTFail("no chevron") }
            XCTAssertFalse(card.grabberView.isHidden, "the minimized bar keeps its grabber")
            XCTAssertEqual(card.grabberView.alpha, 1, accuracy: 0.001)
            XCTAssertEqual(chevron.alpha, 0, accuracy: 0.001)
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            XCTAssertEqual(card.grabberView.alpha, 0, accuracy: 0.001, "the chevron is where the grabber would be")
            XCTAssertEqual(chevron.alpha, 1, accuracy: 0.001)
        }
    }

    /// `UILargeContentViewer.h`: a control's large content viewer needs an interaction on it or an
    /// ancestor; the close button has its own (none sits above the app's content, whose controls
    /// keep their own viewers), and lifting the finger there does what a tap does. The viewer's
    /// gesture needs the accessibility text sizes turned on in Settings, which a test cannot do:
    /// the interaction's delegate is called as UIKit calls it when the finger lifts.
    func testTheCloseButtonShowsLargeAndActsFromTheLargeContentViewer() {
        withScreen {
            let sheet = sheet(.minimize)
            presentAndWait(sheet, .expanded)
            guard let card = sheet.card, let chevron = card.closeButton else { return XCTFail("no chevron") }
            XCTAssertTrue(chevron.showsLargeContentViewer)
            let interaction = chevron.interactions.compactMap { $0 as? UILargeContentViewerInteraction }.first
            guard let interaction, let delegate = interaction.delegate else { return XCTFail("no large content viewer on the button") }
            XCTAssertFalse(card.cardView.interactions.contains { $0 is UILargeContentViewerInteraction },
                           "none above the app's content")
            delegate.largeContentViewerInteraction?(interaction, didEndOn: chevron, at: center(of: chevron))
            waitUntil { sheet.phase == .resting(.minimized) }
        }
    }

    /// Only a finger that lands on a control showing the large content viewer (a bar button, the
    /// close button) makes the sheet's drag wait for the viewer's gesture (while the viewer is on,
    /// at accessibility text sizes); one on the bar's title or on the content never does, so a
    /// drag there, and the scroll hand-off, start with the finger as before. What the library
    /// notes of each real touch the pan receives is read here; whether the viewer is on is
    /// Settings', which a test cannot change.
    func testOnlyAFingerOnAControlShowingLargeContentMakesTheDragWaitForTheViewer() {
        withScreen {
            let content = UIViewController()
            content.view.backgroundColor = .systemBackground
            content.dropDownSheetBarItem.title = "Song"
            content.dropDownSheetBarItem.trailingBarButtonItems = [
                UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain, target: nil, action: nil),
            ]
            let sheet = DropDownSheetController(content: content, configuration: DropDownSheetConfiguration(closeButton: .minimize))
            presentAndWait(sheet, .minimized)
            guard let card = sheet.card, let bar = card.itemBarView, let button = bar.trailingButtons.first else { return XCTFail("no bar") }
            bar.layoutIfNeeded()
            XCTAssertTrue(fingerLandsOnLargeContent(at: center(of: button), card), "a bar button")
            XCTAssertFalse(fingerLandsOnLargeContent(at: center(of: bar.textView), card), "the bar's title")
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            guard let chevron = card.closeButton else { return XCTFail("no chevron") }
            XCTAssertTrue(fingerLandsOnLargeContent(at: center(of: chevron), card), "the close button")
            XCTAssertFalse(fingerLandsOnLargeContent(at: CGPoint(x: window.bounds.midX, y: window.bounds.midY), card), "the content")
            XCTAssertEqual(sheet.phase, .resting(.expanded), "no touch moved the sheet")
        }
    }

    /// Puts a finger down at `point` and takes it away (cancelled: nothing is tapped), and says
    /// what `card` noted of it: whether it landed on a control showing the large content viewer.
    private func fingerLandsOnLargeContent(at point: CGPoint, _ card: DropDownSheetCard) -> Bool {
        guard let finger = fingerDown(at: point) else { return false }
        spinRunLoop(0.02)
        let noted = card.panTouchShowsLargeContent
        finger.cancel()
        spinRunLoop(0.05)
        return noted
    }

    // MARK: - Completions

    /// The documentation says "at once" for a request that is ignored: also while UIKit is taking
    /// the expanded sheet's container away.
    func testAnIgnoredMoveHearsFalseAtOnceEvenWhileUIKitSwitches() {
        withScreen {
            let sheet = presentSheet(.expanded)
            sheet.dismiss(animated: true)
            var heard: [Bool] = []
            sheet.minimize { heard.append($0) }
            XCTAssertEqual(heard, [false], "in the same call")
            waitUntil { !sheet.isPresented }
        }
    }

    /// Reading the configuration of an accessory gives what is in force: not dismissible, before
    /// it is presented as after.
    func testAnAccessorysConfigurationReadsTheSameBeforeAndAfterItIsPresented() {
        withScreen {
            let sheet = sheet(.none, role: .accessory)
            XCTAssertEqual(sheet.configuration.isDismissible, false)
            presentAndWait(sheet, .minimized)
            XCTAssertEqual(sheet.configuration.isDismissible, false)
        }
    }

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
