#if canImport(UIKit)
import UIKit
import XCTest

/// The synthetic touch helper (`SyntheticTouches.swift`) checked on its own, with nothing of the
/// library on screen: a tap on a plain `UIButton` fires its action, and a drag moves a plain pan
/// recognizer. Every UIKit test that touches the screen goes through that helper; when UIKit's
/// private touch API changes under it (as it did in iOS 14: KIF issue #1152), this is the one
/// failure that says so plainly, rather than fifty tests failing for a reason they do not name.
/// Named to sort first: XCTest runs test classes in the order of their names.
@MainActor
final class AATouchHelperSelfCheckTests: SheetTestCase {
    func testATapThroughTheHelperFiresAPlainButtonsAction() {
        withScreen {
            XCTAssertEqual(underneath.buttonTaps, 0)
            tap(at: buttonCenter)
            XCTAssertEqual(underneath.buttonTaps, 1,
                           "The synthetic touch helper is broken on this iOS: a tap on a plain UIButton, sent through "
                           + "UIApplication.sendEvent, did not fire its action. Every test with a real touch fails with it.")
        }
    }

    func testADragThroughTheHelperMovesAPlainPanRecognizer() {
        withScreen {
            let target = PanRecorder()
            let pan = UIPanGestureRecognizer(target: target, action: #selector(PanRecorder.panned(_:)))
            underneath.view.addGestureRecognizer(pan)
            defer { underneath.view.removeGestureRecognizer(pan) }
            let start = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
            drag(from: start, to: CGPoint(x: start.x, y: start.y + 120), duration: 0.2, steps: 10)
            XCTAssertEqual(target.states.first, .began, "the pan began under the helper's drag")
            XCTAssertEqual(target.states.last, .ended, "and ended when the finger lifted")
            XCTAssertEqual(target.lastTranslation.y, 120, accuracy: 15, "the recognizer saw the finger's path")
        }
    }
}

@MainActor
private final class PanRecorder: NSObject {
    private(set) var states: [UIGestureRecognizer.State] = []
    private(set) var lastTranslation = CGPoint.zero

    @objc func panned(_ pan: UIPanGestureRecognizer) {
        states.append(pan.state)
        lastTranslation = pan.translation(in: pan.view)
    }
}
#endif
