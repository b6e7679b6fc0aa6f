#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

@MainActor
final class PassthroughAndGestureTests: SheetTestCase {
    func testMinimizedSheetLetsATouchReachAButtonUnderneath() {
        withScreen {
            presentSheet(.minimized)
            let hit = window.hitTest(buttonCenter, with: nil)
            XCTAssertNotNil(hit)
            XCTAssertTrue(hit!.isDescendant(of: underneath.button), "hit \(String(describing: hit)) instead of the button")
        }
    }

    func testExpandedSheetAbsorbsATouchOutsideTheCard() {
        withScreen {
            let sheet = presentSheet(.expanded)
            // A point above the card, on the dimmed screen.
            let point = CGPoint(x: window.bounds.midX, y: window.safeAreaInsets.top + 2)
            let hit = window.hitTest(point, with: nil)
            XCTAssertIdentical(hit, sheet.host!.dimmingView)
            XCTAssertFalse(hit?.isDescendant(of: underneath.view) ?? true)
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
            sheet.tapped(at: CGPoint(x: window.bounds.midX, y: window.safeAreaInsets.top + 2))
            waitUntil { sheet.state == .minimized }
        }
    }

    func testTappingTheBarExpands() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let bar = sheet.card!.clipView.frame
            sheet.touchBegan(at: CGPoint(x: bar.midX, y: bar.midY))
            sheet.touchEnded(at: nil, velocity: 0)
            sheet.tapped(at: CGPoint(x: bar.midX, y: bar.midY))
            waitUntil { sheet.state == .expanded }
        }
    }

    func testSwipingTheBarAwayDismissesItAndRestoresTheScreen() {
        withScreen {
            let delegate = RecordingDelegate()
            let sheet = presentSheet(.minimized, delegate: delegate)
            let bar = sheet.card!.clipView.frame
            sheet.touchBegan(at: CGPoint(x: bar.midX, y: bar.midY))
            sheet.touchMoved(to: CGPoint(x: bar.midX, y: bar.midY + 20))
            sheet.touchEnded(at: CGPoint(x: bar.midX, y: bar.midY + 30), velocity: 2000)
            waitUntil { self.underneath.presentedDropDownSheets.isEmpty }
            XCTAssertEqual(delegate.calls.suffix(2), ["willMove:dismissed", "didMove:dismissed"])
            XCTAssertEqual(underneath.view.transform, .identity)
        }
    }

    func testVetoedSwipeReturnsToTheBarAndReportsTheAttempt() {
        withScreen {
            let delegate = RecordingDelegate()
            delegate.allowsDismissal = false
            let sheet = presentSheet(.minimized, delegate: delegate)
            let bar = sheet.card!.clipView.frame
            sheet.touchBegan(at: CGPoint(x: bar.midX, y: bar.midY))
            sheet.touchMoved(to: CGPoint(x: bar.midX, y: bar.midY + 20))
            sheet.touchEnded(at: CGPoint(x: bar.midX, y: bar.midY + 30), velocity: 2000)
            XCTAssertEqual(delegate.calls.last, "didAttemptToDismiss")
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertTrue(sheet.isPresented)
        }
    }

    func testModalInPresentationVetoesADimmingTapDismissal() {
        withScreen {
            let delegate = RecordingDelegate()
            var configuration = DropDownSheetConfiguration()
            configuration.dimmingTapAction = .dismiss
            let sheet = presentSheet(.expanded, configuration: configuration, delegate: delegate)
            sheet.contentViewController.isModalInPresentation = true
            sheet.tapped(at: CGPoint(x: window.bounds.midX, y: window.safeAreaInsets.top + 2))
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
