#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// A text field whose keyboard is a plain view of a known height: UIKit shows it as the keyboard
/// (posting its own keyboard notifications) whether or not the simulator has a hardware keyboard.
@MainActor
final class KnownKeyboardField: UITextField {
    init(keyboardHeight: CGFloat = 260) {
        super.init(frame: CGRect(x: 20, y: 120, width: 200, height: 40))
        inputView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: keyboardHeight))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}

/// A screen with a composer as its input accessory view, shown while it is first responder with
/// or without a keyboard (UIKit posts keyboard notifications for the composer alone, and draws it
/// in the keyboard's window): a chat screen underneath, or a sheet's content.
@MainActor
final class ComposerViewController: UIViewController {
    let composer = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 50))
    let field = KnownKeyboardField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        composer.backgroundColor = .lightGray
        field.frame = CGRect(x: 8, y: 5, width: 200, height: 40)
        field.autoresizingMask = [.flexibleWidth]
        composer.addSubview(field)
    }

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { composer }
}

/// The top of the keyboard UIKit reported last, in window coordinates.
@MainActor
final class KeyboardWatch {
    var top: CGFloat?
}

/// Whose keyboard (issue 18, rule 3): the shell finds who holds the first responder; a sheet's
/// keyboard carries the bars, the screen underneath's covers them, and when the first responder
/// moves while the keyboard is up the bars glide to where the new owner wants them. Every first
/// responder here is a real one (`becomeFirstResponder()`, which posts UIKit's own notifications)
/// with a real keyboard of a known height (review findings 3 and 11).
@MainActor
final class KeyboardOwnerTests: SheetTestCase {
    /// The top of the keyboard UIKit reported last, in window coordinates.
    private var keyboardTop: CGFloat? {
        get { keyboardWatch.top }
        set { keyboardWatch.top = newValue }
    }
    private let keyboardWatch = KeyboardWatch()
    private var keyboardObserver: NSObjectProtocol?

    /// Runs `body` with the keyboard's reported top followed, then takes every first responder
    /// down and waits for the keyboard to go.
    private func withKeyboard(_ body: () throws -> Void) rethrows {
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { [keyboardWatch] note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            // (UIKit posts it on the main thread.)
            runOnMainActorIfMainThread(fallback: ()) { keyboardWatch.top = end.map { $0.minY } }
        }
        defer {
            window?.endEditing(true)
            _ = eventually { self.keyboardIsDown }
            if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
        }
        try body()
    }

    /// The largest step of `sheet`'s bar between two frames until it rests (at most 3 s).
    private func largestStepUntilRest(_ sheet: DropDownSheetController) -> CGFloat {
        var last = visibleCardFrame(sheet).minY
        var step: CGFloat = 0
        let deadline = Date(timeIntervalSinceNow: 3)
        repeat {
            spinRunLoop(1.0 / 60)
            let now = visibleCardFrame(sheet).minY
            step = max(step, abs(now - last))
            last = now
        } while (sheet.host?.presentation.isMoving ?? false) && Date() < deadline
        return step
    }

    /// Whether the keyboard UIKit reported last is down (none reported, or below the window).
    private var keyboardIsDown: Bool {
        guard let top = keyboardTop, let window else { return true }
        return top >= window.bounds.maxY - 1
    }

    /// Waits up to `timeout` seconds for `condition`, without failing: whether it held.
    private func eventually(_ timeout: TimeInterval = 3, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition(), Date() < deadline { spinRunLoop(0.02) }
        return condition()
    }

    /// Makes `field` first responder and waits until UIKit reported its keyboard and the bars
    /// rest. Skips the test, saying why, when UIKit shows no keyboard (review of issue 30,
    /// finding 9: a simulator with its hardware keyboard connected may keep it down).
    private func focus(_ field: UIResponder, _ sheet: DropDownSheetController, file: StaticString = #filePath, line: UInt = #line) throws {
        keyboardTop = nil
        XCTAssertTrue(field.becomeFirstResponder(), file: file, line: line)
        guard eventually(3, { self.keyboardTop.map { $0 < self.window.bounds.maxY - 1 } ?? false }) else {
            throw XCTSkip("UIKit showed no keyboard for \(type(of: field)) within 3 s (is the simulator's hardware keyboard connected?): nothing to test here")
        }
        waitForRest(sheet, file: file, line: line)
    }

    /// Takes `field`'s keyboard down and waits until UIKit reported it down and the bars rest.
    private func unfocus(_ field: UIResponder, _ sheet: DropDownSheetController, file: StaticString = #filePath, line: UInt = #line) {
        field.resignFirstResponder()
        waitUntil(file: file, line: line) { self.keyboardIsDown }
        waitForRest(sheet, file: file, line: line)
    }

    func testTheSameKeyboardCarriesTheBarWhenASheetTypesAndCoversItWhenTheScreenDoes() throws {
        // Without finding whose it is (the screen's is the fallback), both would cover the bar.
        try withScreen {
            try withKeyboard {
                let sheet = presentSheet(.minimized)
                let resting = visibleCardFrame(sheet)
                let inset = sheet.underneathInset
                let screenField = KnownKeyboardField()
                underneath.view.addSubview(screenField)
                try focus(screenField, sheet)
                XCTAssertEqual(sheet.engine.container.keyboardOwner, .underneath)
                XCTAssertEqual(visibleCardFrame(sheet), resting, "the screen's keyboard covers the bar, which stays")
                XCTAssertEqual(sheet.host!.additionalSafeAreaInsets.bottom, 0, "nothing of the card makes room for it")
                XCTAssertEqual(sheet.underneathInset, inset, "the screen's list still ends above the bar, under its keyboard")
                unfocus(screenField, sheet)

                let sheetField = KnownKeyboardField()
                sheet.contentViewController.view.addSubview(sheetField)
                try focus(sheetField, sheet)
                XCTAssertEqual(sheet.engine.container.keyboardOwner, .sheet)
                XCTAssertEqual(visibleCardFrame(sheet).maxY, keyboardTop ?? 0, accuracy: 0.5, "a sheet's keyboard carries the bar")
            }
        }
    }

    func testTheFirstResponderMovingBetweenASheetAndTheScreenGlidesTheBar() throws {
        try withScreen {
            try withKeyboard {
                let sheet = presentSheet(.minimized)
                let resting = visibleCardFrame(sheet)
                let sheetField = KnownKeyboardField()
                sheet.contentViewController.view.addSubview(sheetField)
                try focus(sheetField, sheet)
                let top = keyboardTop ?? 0
                XCTAssertEqual(visibleCardFrame(sheet).maxY, top, accuracy: 0.5)
                // The user taps into the screen's field with the keyboard up (the same height): it
                // covers the bar now.
                let screenField = KnownKeyboardField()
                underneath.view.addSubview(screenField)
                XCTAssertTrue(screenField.becomeFirstResponder())
                XCTAssertEqual(sheet.engine.container.keyboardOwner, .underneath, "told by UIKit's editing notification")
                XCTAssertLessThan(largestStepUntilRest(sheet), 60, "a glide down, not a jump")
                XCTAssertEqual(visibleCardFrame(sheet).minY, resting.minY, accuracy: 0.5)
                // And back into the sheet's field: the bar rides up again.
                XCTAssertTrue(sheetField.becomeFirstResponder())
                XCTAssertEqual(sheet.engine.container.keyboardOwner, .sheet)
                XCTAssertLessThan(largestStepUntilRest(sheet), 60)
                XCTAssertEqual(visibleCardFrame(sheet).maxY, top, accuracy: 0.5)
                XCTAssertEqual(sheet.phase, .resting(.minimized), "no move of the sheet's own: still its bar")
            }
        }
    }

    func testAKeyboardThatGoesAwayKeepsItsOwnerUntilItIsDown() throws {
        try withScreen {
            try withKeyboard {
                let sheet = presentSheet(.minimized)
                let sheetField = KnownKeyboardField()
                sheet.contentViewController.view.addSubview(sheetField)
                try focus(sheetField, sheet)
                sheetField.resignFirstResponder()
                XCTAssertEqual(sheet.engine.container.keyboardOwner, .sheet, "no first responder: the owner stays")
                XCTAssertLessThan(largestStepUntilRest(sheet), 60, "the bar rides down with the keyboard")
                waitUntil { self.keyboardIsDown }
                waitForRest(sheet)
                XCTAssertEqual(visibleCardFrame(sheet).maxY, homeIndicatorTop, accuracy: 0.5)
            }
        }
    }

    func testAKeyboardOfAnotherWindowCoversTheBars() throws {
        try withScreen {
            try withKeyboard {
                let sheet = presentSheet(.minimized)
                guard let scene = window.windowScene else { return XCTFail("the test window has no scene") }
                let other = UIWindow(windowScene: scene)
                other.frame = window.frame
                let field = KnownKeyboardField()
                other.addSubview(field)
                other.isHidden = false
                defer { other.isHidden = true }
                try focus(field, sheet)
                XCTAssertEqual(sheet.engine.container.keyboardOwner, .underneath)
            }
        }
    }

    func testAChatScreensComposerAloneIsABarTheBarsRestAbove() throws {
        // Finding 3a: UIKit posts keyboard notifications for the composer alone; taken for the
        // screen's keyboard, it covered the draft's bar for as long as the user stayed there.
        let chat = ComposerViewController()
        try withRoot(chat) {
            try withKeyboard {
                let sheet = presentMinimized(from: chat)
                try focus(chat, sheet)
                let composerTop = windowFrame(chat.composer).minY
                XCTAssertLessThan(composerTop, homeIndicatorTop, "the composer is on screen")
                XCTAssertEqual(keyboardTop ?? 0, composerTop, accuracy: 1, "UIKit reports the composer alone")
                XCTAssertEqual(visibleCardFrame(sheet).maxY, composerTop, accuracy: 0.5, "the bar rests on the composer")
                // A real tap on the bar is the bar's: it expands the draft.
                let onBar = CGPoint(x: visibleCardFrame(sheet).midX, y: visibleCardFrame(sheet).midY)
                let finger = SyntheticFinger(at: onBar, in: window)
                finger?.lift()
                waitUntil { sheet.phase == .resting(.expanded) }
            }
        }
    }

    func testTypingInTheChatsComposerBringsTheKeyboardWhichCoversTheBars() throws {
        let chat = ComposerViewController()
        try withRoot(chat) {
            try withKeyboard {
                let sheet = presentMinimized(from: chat)
                try focus(chat, sheet)
                try focus(chat.field, sheet)
                XCTAssertEqual(sheet.engine.container.keyboardOwner, .underneath)
                XCTAssertEqual(sheet.engine.container.keyboardHeight, Double(window.bounds.maxY - (keyboardTop ?? 0)), accuracy: 1)
                XCTAssertEqual(visibleCardFrame(sheet).maxY, homeIndicatorTop, accuracy: 0.5,
                               "back in its place, under the keyboard and the composer riding on it")
            }
        }
    }

    func testASheetsComposerInItsInputAccessoryIsTheSheetsAndItsExpandedContentMakesRoom() throws {
        // Finding 3b: the composer's field is in the keyboard's window, in no card: it was taken
        // for another window's, and the expanded content stayed behind the keyboard.
        try withScreen {
            try withKeyboard {
                let content = ComposerViewController()
                let sheet = DropDownSheetController(content: content)
                presentAndWait(sheet, .expanded)
                waitForRest(sheet)
                XCTAssertTrue(content.becomeFirstResponder())
                try focus(content.field, sheet)
                XCTAssertNotIdentical(content.field.window, window, "UIKit draws the composer in the keyboard's window")
                XCTAssertEqual(sheet.engine.container.keyboardOwner, .sheet)
                let top = keyboardTop ?? 0
                content.view.layoutIfNeeded()
                XCTAssertEqual(safeAreaBottom(of: content.view), top, accuracy: 1,
                               "the content's safe area ends on the keyboard, composer included")
            }
        }
    }
}

#endif
