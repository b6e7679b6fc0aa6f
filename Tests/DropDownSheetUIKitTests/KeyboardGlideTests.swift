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

    /// Review of issue 30, finding 5: a bar riding a sheet's keyboard glides on the keyboard's own
    /// duration and curve (the notification's documented keys), not on the library's spring, so
    /// the keyboard never overlaps it. A slow linear keyboard (1.2 s): at every frame the bar is
    /// where that timing puts it at that moment, within two frames' travel (the display link draws
    /// a frame's time, which lies within a frame of the moment it is sampled), and it is still on
    /// its way long after the library's own glide would have ended.
    func testABarRidingASheetsKeyboardGlidesOnTheKeyboardsOwnDurationAndCurve() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let field = FocusableView()
            sheet.contentViewController.view.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            defer { field.resignFirstResponder() }
            waitUntil { !sheet.engine.isMoving }
            let before = sheet.engine.renderState.sheetTop
            let height: CGFloat = 336, duration = 1.2
            let end = CGRect(x: 0, y: window.bounds.maxY - height, width: window.bounds.width, height: height)
            let start = CACurrentMediaTime()
            NotificationCenter.default.post(name: UIResponder.keyboardWillChangeFrameNotification, object: window.screen, userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UIView.AnimationCurve.linear.rawValue),
            ])
            let target = sheet.engine.layout.minimizedTop
            XCTAssertLessThan(target, before - 100, "the bar rises onto the keyboard")
            let frame = 1.0 / Double(max(window.screen.maximumFramesPerSecond, 1))
            let tolerance = abs(before - target) * 2 * frame / duration + 1
            var samples = 0, sawLateGlide = false
            while CACurrentMediaTime() - start < duration - 2 * frame {
                spinRunLoop(frame)
                let elapsed = CACurrentMediaTime() - start
                let expected = before + (target - before) * min(max(elapsed / duration, 0), 1)
                XCTAssertEqual(sheet.engine.renderState.sheetTop, expected, accuracy: tolerance, "at \(elapsed) s")
                if elapsed > 0.8, sheet.engine.isMoving { sawLateGlide = true }
                samples += 1
            }
            XCTAssertGreaterThan(samples, 10)
            XCTAssertTrue(sawLateGlide, "still on the keyboard's way after 0.8 s")
            waitUntil { !sheet.engine.isMoving }
            XCTAssertEqual(sheet.engine.renderState.sheetTop, target, accuracy: 0.5, "resting on the keyboard")
        }
    }
}
#endif
