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
    // MARK: - Appearance calls and the keyboard

    /// Each appearance call's count in `recorder`'s calls.
    private func counts(_ recorder: AppearanceRecorder) -> [String: Int] {
        recorder.calls.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    /// Replaced while expanded: the old content disappears once, the new one appears once (the
    /// library makes the calls: its container does not forward its own automatically), in order,
    /// and the new one disappears once when the sheet goes down to its bar.
    func testExpandedTheOldContentDisappearsOnceAndTheNewOneAppearsOnce() {
        withScreen {
            let old = AppearanceRecorder(), new = AppearanceRecorder()
            let sheet = DropDownSheetController(content: old)
            presentAndWait(sheet, .expanded)
            XCTAssertEqual(old.calls, ["willAppear", "didAppear"], "it appeared with the expanded sheet")
            sheet.replaceContent(with: new, animated: false)
            XCTAssertEqual(old.calls, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
            XCTAssertEqual(new.calls, ["willAppear", "didAppear"])
            spinRunLoop(0.3)
            XCTAssertEqual(counts(old), ["willAppear": 1, "didAppear": 1, "willDisappear": 1, "didDisappear": 1], "nothing more from UIKit")
            XCTAssertEqual(counts(new), ["willAppear": 1, "didAppear": 1])
            sheet.minimize(animated: false)
            waitForUIKit(sheet)
            XCTAssertEqual(new.calls, ["willAppear", "didAppear", "willDisappear", "didDisappear"], "down to its bar")
            XCTAssertEqual(old.calls.count, 4, "the old content hears nothing more")
        }
    }

    /// Replaced while every sheet is a bar (the container has disappeared, its view still in the
    /// window): neither content gets a call; the new one appears, once, when the sheet expands.
    func testOnItsBarNeitherContentGetsACallAndTheNewOneAppearsWithTheExpand() {
        withScreen {
            let old = AppearanceRecorder(), new = AppearanceRecorder()
            let sheet = DropDownSheetController(content: old)
            presentAndWait(sheet, .expanded)
            sheet.minimize(animated: false)
            waitForUIKit(sheet)
            XCTAssertEqual(old.calls, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
            sheet.replaceContent(with: new, animated: true)
            spinRunLoop(0.4)
            XCTAssertEqual(old.calls.count, 4, "the old content had its disappearance when the sheet went down")
            XCTAssertEqual(new.calls, [], "a content on a bar is not on screen")
            sheet.expand(animated: true)
            waitUntil { sheet.phase == .resting(.expanded) }
            waitForUIKit(sheet)
            XCTAssertEqual(new.calls, ["willAppear", "didAppear"], "its first appearance comes with the expand")
            XCTAssertEqual(old.calls.count, 4)
        }
    }

    /// The appearance calls a content may have had by the time it is gone: none (never on
    /// screen), or one appearance and one disappearance, each call once and in order (a
    /// disappearance may interrupt an appearance, as UIKit's own transitions do).
    private static let balancedLives: [[String]] = [
        [], ["willAppear", "didAppear", "willDisappear", "didDisappear"], ["willAppear", "willDisappear", "didDisappear"],
    ]

    /// Replaced as the sheet sets off (an animated expand just asked for, then an animated
    /// minimize), wherever UIKit's switch of the container is then: every content's calls come
    /// once each, balanced, and the content on screen at the end is the one that appeared.
    func testWhileTheSheetMovesEveryCallComesOnceAndBalanced() {
        withScreen {
            let first = AppearanceRecorder(), second = AppearanceRecorder(), third = AppearanceRecorder()
            let sheet = DropDownSheetController(content: first)
            presentAndWait(sheet, .minimized)
            sheet.expand(animated: true)
            sheet.replaceContent(with: second, animated: true)
            waitUntil { sheet.phase == .resting(.expanded) }
            waitForUIKit(sheet)
            XCTAssertEqual(second.calls, ["willAppear", "didAppear"], "on screen with the expanded sheet, once")
            XCTAssertTrue(Self.balancedLives.contains(first.calls), "\(first.calls)")
            sheet.minimize(animated: true)
            sheet.replaceContent(with: third, animated: true)
            waitUntil { sheet.phase == .resting(.minimized) }
            waitForUIKit(sheet)
            spinRunLoop(0.2)
            XCTAssertEqual(second.calls, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
            XCTAssertTrue(Self.balancedLives.contains(third.calls), "\(third.calls)")
            XCTAssertNotEqual(third.calls.last, "didAppear", "the sheets are bars: no content is on screen")
        }
    }

    /// Replaced while the old content's text field is first responder (expanded): the field
    /// resigns, its keyboard goes down and the sheet's layout for it is undone; the sheet stays
    /// expanded.
    func testAReplacementTakesTheOldContentsKeyboardDown() {
        withScreen {
            let old = song("First")
            let sheet = DropDownSheetController(content: old)
            presentAndWait(sheet, .expanded)
            let field = KnownKeyboardField()
            old.view.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            waitUntil { (sheet.host?.keyboardHeight ?? 0) > 0 }
            sheet.replaceContent(with: song("Second"), animated: true)
            XCTAssertFalse(field.isFirstResponder, "the old content's field resigned")
            waitUntil { sheet.host?.keyboardHeight == 0 }
            waitUntil { !sheet.engine.isMoving }
            XCTAssertEqual(sheet.engine.container.keyboardHeight, 0, "the sheet's layout for the keyboard is undone")
            XCTAssertEqual(sheet.phase, .resting(.expanded), "the sheet stays expanded")
            XCTAssertNil(sheet.card?.rememberedResponder)
        }
    }
}
#endif
