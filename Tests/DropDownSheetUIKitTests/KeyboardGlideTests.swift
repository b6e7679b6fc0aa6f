#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
// DropDownSheetCore too: the engine's layout (`sheet.engine.layout`, package access) is what the bar's place is checked against.
@testable import DropDownSheetCore

/// The minimized bar rides up with a sheet's keyboard through the layout pass the keyboard
/// handler's own safe-area change causes (issue 12, item 1): that pass must not make it jump. (The
/// keyboard is a sheet's: its first responder is in the sheet. The screen underneath's keyboard
/// covers the bar instead: KeyboardOwnerTests.)
@MainActor
final class KeyboardGlideTests: SheetTestCase {
    func testTheLayoutPassAfterTheKeyboardAppearsDoesNotMakeTheBarJump() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let host = sheet.host!
            let field = FocusableView()
            sheet.contentViewController.view.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            defer { field.resignFirstResponder() }
            let before = sheet.engine.renderState.sheetTop
            let safeBottom = sheet.engine.container.safeAreaBottom
            postKeyboardFrame(height: 336)
            // The layout pass the keyboard's safe-area addition causes, at once.
            host.view.setNeedsLayout()
            host.view.layoutIfNeeded()
            XCTAssertTrue(sheet.engine.isMoving, "the bar is still gliding")
            XCTAssertEqual(sheet.engine.renderState.sheetTop, before, accuracy: 30, "no jump to the keyboard")
            XCTAssertEqual(sheet.engine.container.safeAreaBottom, safeBottom, accuracy: 0.5,
                           "the keyboard's addition to the safe area is not read as the screen's own")
            XCTAssertEqual(sheet.engine.container.keyboardHeight, 336, accuracy: 0.5)
            // The next frames ride up smoothly.
            var last = sheet.engine.renderState.sheetTop
            let deadline = Date(timeIntervalSinceNow: 3)
            while sheet.engine.isMoving, Date() < deadline {
                spinRunLoop(1.0 / 60)
                let now = sheet.engine.renderState.sheetTop
                XCTAssertLessThan(abs(now - last), 60, "a jump mid-glide")
                last = now
            }
            XCTAssertEqual(sheet.engine.renderState.sheetTop, sheet.engine.layout.minimizedTop, accuracy: 0.5)
            XCTAssertEqual(sheet.engine.layout.minimizedTop + sheet.engine.layout.barHeight, Double(window.bounds.maxY) - 336, accuracy: 0.5,
                           "the bar rests on the keyboard")
            postKeyboardFrame(height: 0, hiding: true)
            waitUntil { !sheet.engine.isMoving }
            XCTAssertEqual(sheet.engine.renderState.sheetTop, before, accuracy: 0.5)
        }
    }
}
#endif
