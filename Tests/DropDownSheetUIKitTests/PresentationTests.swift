#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
// DropDownSheetCore too: one test drives the presentation model (`DropDownSheetPresentation`) directly.
@testable import DropDownSheetCore

@MainActor
final class PresentationTests: SheetTestCase {
    func testPresentingExpandsAndTellsTheDelegateInOrder() {
        withScreen {
            let delegate = RecordingDelegate()
            let sheet = presentSheet(.expanded, animated: true, delegate: delegate)
            XCTAssertEqual(delegate.calls, ["willMove:expanded", "didMove:expanded"])
            XCTAssertTrue(sheet.isPresented)
            XCTAssertIdentical(underneath.presentedViewController?.children.first, sheet.contentViewController)
        }
    }

    func testPresentingToMinimizedShowsOnlyTheBar() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let bar = sheet.card!.clipView.frame
            XCTAssertEqual(bar.height, CGFloat(sheet.configuration.minimizedHeight), accuracy: 0.5)
            XCTAssertNil(sheet.host!.presentingStyle.standIn, "the screen is drawn as itself")
            XCTAssertEqual(sheet.host!.dimmingView.alpha, 0)
            XCTAssertEqual(bar.maxY, window.bounds.height - window.safeAreaInsets.bottom, accuracy: 0.5)
        }
    }

    func testExpandedSheetScalesRoundsAndDimsTheScreenUnderneath() throws {
        try withScreen {
            let sheet = presentSheet(.expanded)
            let standIn = try XCTUnwrap(sheet.host!.presentingStyle.standIn, "the screen is drawn by its stand-in")
            XCTAssertEqual(standIn.transform.a, 0.92, accuracy: 0.0001)
            XCTAssertEqual(standIn.transform.d, 0.92, accuracy: 0.0001)
            XCTAssertEqual(standIn.layer.cornerRadius, 10, accuracy: 0.0001)
            XCTAssertEqual(standIn.bounds.size, underneath.view.bounds.size)
            XCTAssertTrue(underneath.view.accessibilityElementsHidden, "VoiceOver stays in the sheet")
            XCTAssertEqual(sheet.host!.dimmingView.alpha, 0.2, accuracy: 0.0001)
        }
    }

    func testMinimizedSheetLeavesTheScreenUnderneathAtIdentity() {
        withScreen {
            let sheet = presentSheet(.minimized)
            XCTAssertNil(sheet.host!.presentingStyle.standIn, "no picture over the screen")
            XCTAssertFalse(underneath.view.accessibilityElementsHidden, "VoiceOver reaches it")
            XCTAssertEqual(underneath.view.layer.cornerRadius, 0)
        }
    }

    func testDismissalRestoresTheScreenUnderneathExactly() {
        withScreen {
            underneath.view.layer.cornerRadius = 3
            underneath.view.layer.masksToBounds = false
            let sheet = presentSheet(.expanded)
            let dismissed = expectation(description: "dismissed")
            let host = sheet.host!
            sheet.dismiss(animated: false) { dismissed.fulfill() }
            wait(for: [dismissed], timeout: 5)
            XCTAssertNil(host.presentingStyle.standIn, "the picture is gone")
            XCTAssertNil(host.viewIfLoaded?.window, "and the container with it")
            XCTAssertFalse(underneath.view.accessibilityElementsHidden)
            XCTAssertEqual(underneath.view.layer.cornerRadius, 3)
            XCTAssertFalse(underneath.view.layer.masksToBounds)
            XCTAssertNil(underneath.presentedViewController)
            XCTAssertEqual(sheet.state, .dismissed)
        }
    }

    func testAUIKitDismissalFromTheScreenUnderneathDismissesTheExpandedSheetAndRestoresTheScreen() {
        withScreen {
            let sheet = presentSheet(.expanded)
            let dismissed = expectation(description: "dismissed")
            let host = sheet.host!
            underneath.dismiss(animated: true) { dismissed.fulfill() }
            wait(for: [dismissed], timeout: 5)
            waitUntil { !sheet.isPresented }
            XCTAssertNil(host.presentingStyle.standIn, "the screen is drawn as itself")
            XCTAssertFalse(underneath.view.accessibilityElementsHidden)
            XCTAssertEqual(underneath.view.layer.cornerRadius, 0)
        }
    }

    func testAnimatedDismissalRunsTheSpringAndTellsTheDelegate() {
        withScreen {
            let delegate = RecordingDelegate()
            let sheet = presentSheet(.expanded, delegate: delegate)
            delegate.calls = []
            let dismissed = expectation(description: "dismissed")
            sheet.dismiss(animated: true) { dismissed.fulfill() }
            wait(for: [dismissed], timeout: 5)
            XCTAssertEqual(delegate.calls, ["willMove:dismissed", "didMove:dismissed"])
        }
    }

    func testMinimizeAndExpandInCode() {
        withScreen {
            let delegate = RecordingDelegate()
            let sheet = presentSheet(.expanded, delegate: delegate)
            delegate.calls = []
            sheet.minimize(animated: false)
            XCTAssertEqual(sheet.state, .minimized)
            XCTAssertNil(sheet.host!.presentingStyle.standIn)
            sheet.expand(animated: false)
            XCTAssertEqual(sheet.state, .expanded)
            XCTAssertEqual(delegate.calls, ["willMove:minimized", "didMove:minimized", "willMove:expanded", "didMove:expanded"])
        }
    }

    func testAnimatedMinimizeComesToRestDrivenByTheDisplayLink() {
        withScreen {
            let sheet = presentSheet(.expanded)
            sheet.minimize(animated: true)
            XCTAssertEqual(sheet.phase, .settling(toward: .minimized))
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertNil(sheet.host!.presentingStyle.standIn)
            XCTAssertEqual(sheet.host!.dimmingView.alpha, 0)
        }
    }

    func testDelegateCallingBackKeepsTheEngineOrder() {
        withScreen {
            let delegate = RecordingDelegate()
            let sheet = presentSheet(.expanded, delegate: delegate)
            delegate.calls = []
            delegate.onWillMove = { sheet, state in
                if state == .minimized { sheet.expand(animated: false) }
            }
            sheet.minimize(animated: false)
            XCTAssertEqual(delegate.calls, ["willMove:minimized", "didMove:minimized", "willMove:expanded", "didMove:expanded"])
            XCTAssertEqual(sheet.state, .expanded)
        }
    }

    func testSheetIsReachableFromInsideItsContent() {
        withScreen {
            let content = UIViewController()
            let child = UIViewController()
            content.addChild(child)
            child.didMove(toParent: content)
            let sheet = DropDownSheetController(content: content)
            XCTAssertIdentical(content.dropDownSheet, sheet)
            XCTAssertIdentical(child.dropDownSheet, sheet)
            XCTAssertNil(underneath.dropDownSheet)
        }
    }

    func testEverythingIsFreedAfterDismissal() {
        withScreen {
            weak var weakSheet: DropDownSheetController?
            weak var weakContent: UIViewController?
            weak var weakHost: UIViewController?
            autoreleasepool {
                let sheet = presentSheet(.expanded, animated: true)
                sheet.minimize(animated: true)
                spinRunLoop(0.1)
                weakSheet = sheet
                weakContent = sheet.contentViewController
                weakHost = sheet.host
                let dismissed = expectation(description: "dismissed")
                sheet.dismiss(animated: true) { dismissed.fulfill() }
                wait(for: [dismissed], timeout: 5)
            }
            waitUntil { weakSheet == nil && weakContent == nil && weakHost == nil }
        }
    }

    func testPresentingTheSameSheetTwiceDoesNothing() {
        withScreen {
            let sheet = presentSheet(.expanded)
            let again = expectation(description: "completion")
            underneath.presentDropDownSheet(sheet, initialState: .minimized, animated: false) { again.fulfill() }
            wait(for: [again], timeout: 1)
            XCTAssertEqual(sheet.state, .expanded)
        }
    }

    func testAContainerFreedWithoutADismissalStillRestoresTheScreenUnderneath() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.layer.cornerRadius = 2
        screen.accessibilityElementsHidden = false
        weak var weakHost: DropDownSheetHostViewController?
        autoreleasepool {
            let sheet = DropDownSheetController(content: UIViewController(), identifier: "freed")
            let host = sheet.host!
            host.loadViewIfNeeded()
            host.beginStyling(screen)
            host.presentation = DropDownSheetPresentation(
                container: DropDownSheetContainer(width: 390, height: 844, safeAreaTop: 47, safeAreaBottom: 34))
            _ = host.presentation.handle(.present("freed", to: .expanded, animated: false), at: 0)
            host.addCard(for: "freed")
            host.render()
            XCTAssertEqual(host.presentingStyle.standIn?.transform.a ?? 1, 0.92, accuracy: 0.0001)
            XCTAssertTrue(screen.accessibilityElementsHidden, "hidden from VoiceOver under the expanded sheet")
            weakHost = host
        }
        waitUntil { weakHost == nil && !screen.accessibilityElementsHidden }
        XCTAssertEqual(screen.layer.cornerRadius, 2)
    }
}
#endif
