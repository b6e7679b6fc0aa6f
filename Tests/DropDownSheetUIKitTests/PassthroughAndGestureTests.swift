#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// Where real touches go (issue 21, item 11: through UIKit's event delivery, never the library's
/// own handlers): through a bar's surroundings to the screen underneath, into the dimming of an
/// expanded sheet, onto the card; and what taps and flicks on them do.
@MainActor
final class PassthroughAndGestureTests: SheetTestCase {
    func testMinimizedSheetLetsATouchReachAButtonUnderneath() {
        withScreen {
            presentSheet(.minimized)
            let hit = window.hitTest(buttonCenter, with: nil)
            XCTAssertTrue(hit?.isDescendant(of: underneath.button) ?? false, "hit \(String(describing: hit)) instead of the button")
            tap(at: buttonCenter)
            XCTAssertEqual(underneath.buttonTaps, 1, "the button underneath gets the tap")
        }
    }

    func testExpandedSheetAbsorbsATouchOutsideTheCard() {
        withScreen {
            // A control of the screen underneath where the dimmed band above the card is.
            var taps = 0
            let topButton = UIButton(type: .system, primaryAction: UIAction { _ in taps += 1 })
            topButton.frame = CGRect(x: 0, y: 0, width: window.bounds.width, height: window.safeAreaInsets.top + 8)
            underneath.view.addSubview(topButton)
            let sheet = presentSheet(.expanded)
            let point = CGPoint(x: window.bounds.midX, y: window.safeAreaInsets.top + 2)
            XCTAssertIdentical(window.hitTest(point, with: nil), sheet.host!.dimmingView)
            tap(at: point)
            XCTAssertEqual(taps, 0, "the dimmed screen takes no touch")
            waitUntil { sheet.state == .minimized }
            tap(at: point)
            XCTAssertEqual(taps, 1, "as a bar, the screen underneath takes it again")
        }
    }

    func testATouchOnTheCardGoesToTheCard() {
        withScreen {
            let sheet = presentSheet(.expanded)
            let point = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
            let hit = window.hitTest(point, with: nil)
            XCTAssertTrue(hit?.isDescendant(of: sheet.card!.clipView) ?? false)
        }
    }

    func testTappingTheDimmedScreenMinimizesByDefault() {
        withScreen {
            let sheet = presentSheet(.expanded)
            tapDimmedScreen()
            waitUntil { sheet.state == .minimized }
        }
    }

    func testTappingTheBarExpands() {
        withScreen {
            let sheet = presentSheet(.minimized)
            tap(at: barCenter(of: sheet))
            waitUntil { sheet.state == .expanded }
        }
    }

    func testSwipingTheBarAwayDismissesItAndRestoresTheScreen() {
        withScreen {
            let delegate = RecordingDelegate()
            let sheet = presentSheet(.minimized, delegate: delegate)
            let host = sheet.host!
            flickDown(onBarOf: sheet)
            waitUntil { self.underneath.presentedDropDownSheets.isEmpty }
            XCTAssertEqual(delegate.calls.suffix(2), ["willMove:dismissed", "didMove:dismissed"])
            XCTAssertNil(host.viewIfLoaded?.window, "no bar left in the window")
            XCTAssertNil(host.presentingStyle.standIn, "the screen is drawn as itself")
            XCTAssertFalse(underneath.view.accessibilityElementsHidden, "and VoiceOver reaches it")
            tap(at: buttonCenter)
            XCTAssertEqual(underneath.buttonTaps, 1)
        }
    }

    func testVetoedSwipeReturnsToTheBarAndReportsTheAttempt() {
        withScreen {
            let delegate = RecordingDelegate()
            delegate.allowsDismissal = false
            let sheet = presentSheet(.minimized, delegate: delegate)
            flickDown(onBarOf: sheet)
            XCTAssertTrue(delegate.calls.contains("didAttemptToDismiss"), "\(delegate.calls)")
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertTrue(sheet.isPresented)
            XCTAssertFalse(delegate.calls.contains("willMove:dismissed"))
        }
    }

    func testModalInPresentationVetoesADimmingTapDismissal() {
        withScreen {
            let delegate = RecordingDelegate()
            var configuration = DropDownSheetConfiguration()
            configuration.dimmingTapAction = .dismiss
            let sheet = presentSheet(.expanded, configuration: configuration, delegate: delegate)
            sheet.contentViewController.isModalInPresentation = true
            tapDimmedScreen()
            XCTAssertTrue(delegate.calls.contains("didAttemptToDismiss"))
            waitUntil { sheet.state == .minimized }
            XCTAssertTrue(sheet.isPresented)
        }
    }

    func testMinimizedContentDoesNotTakeTouchesButTheExpandedOneDoes() {
        withScreen {
            let sheet = presentSheet(.minimized)
            XCTAssertFalse(sheet.contentViewController.view.isUserInteractionEnabled)
            sheet.expand(animated: false)
            XCTAssertTrue(sheet.contentViewController.view.isUserInteractionEnabled)
        }
    }

    func testCompactViewCrossFadesWithTheContent() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let player = UIView()
            sheet.compactView = player
            XCTAssertEqual(player.alpha, 1, accuracy: 0.0001)
            XCTAssertEqual(sheet.contentViewController.view.alpha, 0, accuracy: 0.0001)
            sheet.expand(animated: false)
            XCTAssertEqual(player.alpha, 0, accuracy: 0.0001)
            XCTAssertEqual(sheet.contentViewController.view.alpha, 1, accuracy: 0.0001)
        }
    }
}
#endif
