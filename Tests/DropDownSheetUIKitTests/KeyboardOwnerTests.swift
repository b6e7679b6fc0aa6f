#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

/// Whose keyboard (issue 18, rule 3): the shell finds who holds the first responder; a sheet's
/// keyboard carries the bars, the screen underneath's covers them, and when the first responder
/// moves while the keyboard is up the bars glide to where the new owner wants them.
@MainActor
final class KeyboardOwnerTests: SheetTestCase {
    /// Posts that editing began in `field`, as UIKit does when it becomes first responder.
    private func postEditingBegan(in field: UITextField) {
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: field)
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

    func testTheScreensKeyboardCoversTheBarWhichStaysWhereItIs() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let resting = visibleCardFrame(sheet)
            let inset = sheet.underneathInset
            let field = FocusableView()
            underneath.view.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            defer { field.resignFirstResponder() }
            postKeyboardFrame(height: 336)
            XCTAssertEqual(sheet.engine.container.keyboardOwner, .underneath)
            XCTAssertFalse(sheet.host!.presentation.isMoving, "nothing moves")
            spinRunLoop(0.3)
            XCTAssertEqual(visibleCardFrame(sheet), resting)
            XCTAssertEqual(sheet.host!.additionalSafeAreaInsets.bottom, 0, "nothing of the card makes room for it")
            XCTAssertEqual(sheet.underneathInset, inset, "the screen's list still ends above the bar, under its keyboard")
        }
    }

    func testTheFirstResponderMovingBetweenASheetAndTheScreenGlidesTheBar() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let resting = visibleCardFrame(sheet)
            // A sheet's keyboard: the bar rides above it.
            let inSheet = FocusableView()
            sheet.contentViewController.view.addSubview(inSheet)
            XCTAssertTrue(inSheet.becomeFirstResponder())
            defer { inSheet.resignFirstResponder() }
            postKeyboardFrame(height: 336)
            waitForRest(sheet)
            XCTAssertEqual(visibleCardFrame(sheet).maxY, window.bounds.maxY - 336, accuracy: 0.5)
            // The user taps into the screen's field with the keyboard up: it covers the bar now.
            let screenField = UITextField()
            underneath.view.addSubview(screenField)
            postEditingBegan(in: screenField)
            XCTAssertEqual(sheet.engine.container.keyboardOwner, .underneath)
            XCTAssertLessThan(largestStepUntilRest(sheet), 60, "a glide down, not a jump")
            XCTAssertEqual(visibleCardFrame(sheet).minY, resting.minY, accuracy: 0.5)
            // And back into a field of the sheet's: the bar rides up again.
            let sheetField = UITextField()
            sheet.contentViewController.view.addSubview(sheetField)
            postEditingBegan(in: sheetField)
            XCTAssertEqual(sheet.engine.container.keyboardOwner, .sheet)
            XCTAssertLessThan(largestStepUntilRest(sheet), 60)
            XCTAssertEqual(visibleCardFrame(sheet).maxY, window.bounds.maxY - 336, accuracy: 0.5)
            XCTAssertEqual(sheet.phase, .resting(.minimized), "no move of the sheet's own: still its bar")
        }
    }

    func testAKeyboardThatGoesAwayKeepsItsOwnerUntilItIsDown() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let inSheet = FocusableView()
            sheet.contentViewController.view.addSubview(inSheet)
            XCTAssertTrue(inSheet.becomeFirstResponder())
            postKeyboardFrame(height: 336)
            waitForRest(sheet)
            inSheet.resignFirstResponder()
            postKeyboardFrame(height: 0, hiding: true)
            XCTAssertEqual(sheet.engine.container.keyboardOwner, .sheet, "no first responder: the owner stays")
            XCTAssertLessThan(largestStepUntilRest(sheet), 60, "the bar rides down with the keyboard")
            XCTAssertEqual(visibleCardFrame(sheet).maxY, homeIndicatorTop, accuracy: 0.5)
        }
    }

    func testAKeyboardOfAnotherWindowCoversTheBars() {
        withScreen {
            let sheet = presentSheet(.minimized)
            guard let scene = window.windowScene else { return XCTFail("the test window has no scene") }
            let other = UIWindow(windowScene: scene)
            other.frame = window.frame
            let field = UITextField()
            other.addSubview(field)
            other.isHidden = false
            defer { other.isHidden = true }
            postEditingBegan(in: field)
            XCTAssertEqual(sheet.engine.container.keyboardOwner, .underneath)
        }
    }
}
#endif
