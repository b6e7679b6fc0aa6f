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
    /// the keyboard never overlaps it. A slow linear keyboard (1.2 s): on every frame the bar is
    /// on the keyboard's top (or where it rested, until the keyboard reaches it) as that timing
    /// puts it at the engine's own time for that frame (the same timestamp, not
    /// the moment the test happens to look), and it is still on its way long after the library's
    /// own glide would have ended. The keyboard's animation begins when the library hears the
    /// notification, somewhere between the moment before it is posted and the moment after, so
    /// the expected place is a range that narrow, whatever the display link's order or the
    /// simulator's load.
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
            let posted = CACurrentMediaTime()
            NotificationCenter.default.post(name: UIResponder.keyboardWillChangeFrameNotification, object: window.screen, userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UIView.AnimationCurve.linear.rawValue),
            ])
            let heard = CACurrentMediaTime()
            let target = sheet.engine.layout.minimizedTop
            XCTAssertLessThan(target, before - 100, "the bar rises onto the keyboard")
            /// Where the linear keyboard puts the bar at `time`, had it begun at `begin`: on the
            /// keyboard's top, or where it rested while the keyboard is still below that.
            func place(at time: Double, begunAt begin: Double) -> Double {
                let progress = min(max((time - begin) / duration, 0), 1)
                return min(before, target + Double(height) * (1 - progress))
            }
            var samples = 0, sawLateGlide = false, last = before
            let deadline = Date(timeIntervalSinceNow: duration + 3)
            while sheet.engine.isMoving, Date() < deadline {
                spinRunLoop(0.005)
                let time = sheet.engine.time, top = sheet.engine.renderState.sheetTop
                guard time != 0, top != last else { continue }
                last = top
                // Rising: the later the glide began, the lower the bar still is.
                let highest = place(at: time, begunAt: posted), lowest = place(at: time, begunAt: heard)
                XCTAssertTrue((highest - 0.5...lowest + 0.5).contains(top),
                              "at \(time - posted) s the bar is at \(top), the keyboard's timing gives \(highest)...\(lowest)")
                if time - heard > 0.8, top < before - 1, top > target + 1 { sawLateGlide = true }
                samples += 1
            }
            XCTAssertGreaterThan(samples, 10, "frames were drawn during the glide")
            XCTAssertTrue(sawLateGlide, "still on the keyboard's way after 0.8 s")
            waitUntil { !sheet.engine.isMoving }
            XCTAssertEqual(sheet.engine.renderState.sheetTop, target, accuracy: 0.5, "resting on the keyboard")
        }
    }
}
#endif
