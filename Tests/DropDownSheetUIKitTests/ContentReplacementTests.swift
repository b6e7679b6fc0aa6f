#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

/// Records the replacements its sheet reports.
@MainActor
final class ReplacementRecordingDelegate: DropDownSheetDelegate {
    private(set) var replaced: [(old: UIViewController, new: UIViewController)] = []
    private(set) var moves: [String] = []

    func dropDownSheetController(_ sheet: DropDownSheetController, didReplace oldContent: UIViewController,
                                 with newContent: UIViewController) {
        replaced.append((oldContent, newContent))
    }

    func dropDownSheetController(_ sheet: DropDownSheetController, willMoveTo state: DropDownSheetState) {
        moves.append("willMove:\(state.rawValue)")
    }
}

/// "Replace this sheet" in UIKit: `replaceContent(with:animated:)` keeps the sheet and its state,
/// dissolves what shows, and hands the old content back to the app.
@MainActor
final class ContentReplacementUIKitTests: SheetTestCase {
    private func song(_ title: String) -> UIViewController {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        content.dropDownSheetBarItem.title = title
        return content
    }

    func testOnItsBarTheNewContentsBarDissolvesInAndTheOldContentIsHandedBack() {
        withScreen {
            let delegate = ReplacementRecordingDelegate()
            let old = song("First"), new = song("Second")
            let sheet = DropDownSheetController(content: old, identifier: "player")
            sheet.delegate = delegate
            presentAndWait(sheet, .minimized)
            guard let card = sheet.card, let bar = card.itemBarView else { return XCTFail("no bar") }
            let frame = card.clipView.frame

            let returned = sheet.replaceContent(with: new)

            XCTAssertIdentical(returned, old)
            XCTAssertIdentical(sheet.contentViewController, new)
            XCTAssertEqual(sheet.state, .minimized, "the state is kept")
            XCTAssertEqual(card.clipView.frame, frame, "nothing moved")
            XCTAssertTrue(delegate.moves.isEmpty, "no move at all")
            XCTAssertIdentical(card.itemBarView, bar, "the same bar, drawing the new item")
            XCTAssertEqual(bar.titleLabel.text, "Second")
            XCTAssertIdentical(new.parent, sheet.host)
            XCTAssertIdentical(new.dropDownSheet, sheet, "the new content finds its sheet")
            XCTAssertTrue(new.view.isDescendant(of: card.cardView))
            XCTAssertNil(old.parent, "the old content left the library")
            XCTAssertNil(old.viewIfLoaded?.superview)
            XCTAssertNil(old.dropDownSheet)
            XCTAssertEqual(old.view.alpha, 1, "what the card set on it is given back")
            XCTAssertTrue(old.view.isUserInteractionEnabled)
            XCTAssertFalse(old.view.accessibilityElementsHidden)
            XCTAssertEqual(delegate.replaced.count, 1)
            XCTAssertIdentical(delegate.replaced.first?.old, old)
            XCTAssertIdentical(delegate.replaced.first?.new, new)
            // The old bar's picture dissolves over the new bar.
            let pictures = card.cardView.subviews.filter { !$0.isUserInteractionEnabled && $0.layer.animationKeys() != nil }
            XCTAssertFalse(pictures.isEmpty, "a picture of the old bar dissolving")
            waitUntil { card.cardView.subviews.allSatisfy { $0.layer.animationKeys() == nil } }
            XCTAssertEqual(bar.summary.accessibilityLabel, "Second", "VoiceOver reads the new bar")

            // Old content's item changes are no longer the bar's.
            old.dropDownSheetBarItem.title = "Gone"
            XCTAssertEqual(bar.titleLabel.text, "Second")
            new.dropDownSheetBarItem.title = "Second, live"
            XCTAssertEqual(bar.titleLabel.text, "Second, live")
        }
    }

    func testExpandedTheNewContentShowsAndTakesTouches() {
        withScreen {
            let old = song("First"), new = song("Second")
            let sheet = DropDownSheetController(content: old)
            presentAndWait(sheet, .expanded)
            sheet.replaceContent(with: new, animated: false)
            XCTAssertEqual(sheet.state, .expanded)
            XCTAssertEqual(new.view.alpha, 1)
            XCTAssertTrue(new.view.isUserInteractionEnabled)
            XCTAssertFalse(new.view.accessibilityElementsHidden)
            XCTAssertEqual(new.view.frame, sheet.card?.cardView.bounds)
            // A real tap lands in the new content.
            let button = UIButton(type: .system)
            var taps = 0
            button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
            button.frame = CGRect(x: 40, y: 200, width: 200, height: 44)
            new.view.addSubview(button)
            tap(at: center(of: button))
            XCTAssertEqual(taps, 1)
            // Minimized, the new content's bar.
            sheet.minimize(animated: false)
            waitForUIKit(sheet)
            XCTAssertEqual(sheet.card?.itemBarView?.titleLabel.text, "Second")
        }
    }

    func testAReplacementDuringADragKeepsTheFinger() {
        withScreen {
            let sheet = DropDownSheetController(content: song("First"))
            presentAndWait(sheet, .minimized)
            let start = barCenter(of: sheet)
            guard let finger = drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), lift: false) else { return }
            let top = sheet.engine.renderState.sheetTop
            sheet.replaceContent(with: song("Second"))
            XCTAssertEqual(sheet.phase, .dragging, "still under the finger")
            XCTAssertEqual(sheet.engine.renderState.sheetTop, top)
            finger.move(to: CGPoint(x: start.x, y: start.y - 260))
            spinRunLoop(0.05)
            XCTAssertLessThan(sheet.engine.renderState.sheetTop, top, "and following it")
            finger.lift()
            waitUntil { !sheet.engine.isMoving }
        }
    }

    func testAContentThatIsNotFreeIsRefused() {
        withScreen {
            let first = DropDownSheetController(content: song("First"), identifier: "1")
            let second = DropDownSheetController(content: song("Second"), identifier: "2")
            presentAndWait(first, .minimized)
            presentAndWait(second, .minimized)
            XCTAssertNil(first.replaceContent(with: first.contentViewController), "its own content")
            XCTAssertNil(first.replaceContent(with: second.contentViewController), "another sheet's")
            XCTAssertNil(first.replaceContent(with: underneath), "the screen it is presented over")
            let bar = UIViewController()
            first.compactViewController = bar
            XCTAssertNil(first.replaceContent(with: bar), "its own bar's controller")
            XCTAssertIdentical(first.card?.compactBarController?.content, bar, "nothing changed")
            XCTAssertIdentical(second.contentViewController.dropDownSheet, second)
        }
    }

    func testBeforeItIsPresentedTheNewContentIsTheOneShown() {
        withScreen {
            let old = song("First"), new = song("Second")
            let sheet = DropDownSheetController(content: old)
            XCTAssertIdentical(sheet.replaceContent(with: new), old)
            XCTAssertIdentical(new.dropDownSheet, sheet)
            XCTAssertNil(old.parent)
            presentAndWait(sheet, .minimized)
            XCTAssertEqual(sheet.card?.itemBarView?.titleLabel.text, "Second")
            XCTAssertTrue(new.view.isDescendant(of: sheet.card!.cardView))
        }
    }
}
#endif
