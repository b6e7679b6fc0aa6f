#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
// DropDownSheetCore too: where the core put the container (`DropDownSheetHosting.overlay`, package access) is part of what is asserted.
@testable import DropDownSheetCore

/// Switches of hosting begun from the completion of an earlier one: each switch is ended only
/// by its own report, so work held for the end of switching (a `presentAboveDropDownSheet`) waits
/// for the real end, and the library's own dismissal is never taken for the app's (which would
/// close the expanded draft). Review of phase 2, defects 1 and 4. Each test drives the real race
/// (unanimated switches in one turn) through the public API; none reports a switch's end by hand.
@MainActor
final class HostingSwitchGenerationTests: SheetTestCase {
    private func draft(_ id: String, delegate: RecordingDelegate? = nil) -> DropDownSheetController {
        let content = UIViewController()
        content.title = "Draft \(id)"
        let sheet = DropDownSheetController(content: content, identifier: id)
        sheet.delegate = delegate
        return sheet
    }

    func testExpandThenMinimizeUnanimatedThenPresentAbovePresentsItAndDismissesNoDraft() {
        withScreen {
            let delegate = RecordingDelegate()
            let sheet = draft("1", delegate: delegate)
            presentAndWait(sheet, .minimized)
            sheet.expand(animated: false)
            sheet.minimize(animated: false)
            let share = UIViewController()
            underneath.presentAboveDropDownSheet(share, animated: false)
            waitUntil { share.presentingViewController != nil && share.viewIfLoaded?.window != nil }
            XCTAssertIdentical(share.presentingViewController, underneath, "presented from the screen, not a container on its way out")
            XCTAssertTrue(sheet.isPresented)
            XCTAssertEqual(sheet.state, .minimized)
            XCTAssertFalse(delegate.calls.contains("willMove:dismissed"), "\(delegate.calls)")
            XCTAssertEqual(sheet.host?.hosting, .overlay)
        }
    }

    func testADraftExpandingWhileTheLibraryLeavesTheModalPresentationIsNotDismissed() {
        withScreen {
            let firstDelegate = RecordingDelegate(), secondDelegate = RecordingDelegate()
            let first = draft("1", delegate: firstDelegate), second = draft("2", delegate: secondDelegate)
            presentAndWait(first, .minimized)
            presentAndWait(second, .minimized)
            // The library presents, then (from that present's completion) dismisses the container;
            // meanwhile the second draft heads to expanded.
            first.expand(animated: false)
            first.minimize(animated: false)
            second.expand(animated: true)
            waitUntil { second.state == .expanded && !second.engine.isMoving }
            waitForUIKit(second)
            XCTAssertTrue(first.isPresented && second.isPresented)
            XCTAssertFalse(secondDelegate.calls.contains("willMove:dismissed"), "the draft was thrown away: \(secondDelegate.calls)")
            XCTAssertFalse(firstDelegate.calls.contains("willMove:dismissed"), "\(firstDelegate.calls)")
            XCTAssertIdentical(underneath.presentedViewController, second.host, "modal while a draft is expanded")
        }
    }

    func testAnAnimatedChainDismissalThroughTheContainerLeavesTheOtherBarsInTheOverlay() {
        withScreen {
            let first = draft("1"), second = draft("2")
            presentAndWait(first, .minimized)
            presentAndWait(second, .expanded)
            let host = second.host!
            XCTAssertIdentical(underneath.presentedViewController, host)
            // The content presents, and that presents again: dismissing from the screen
            // underneath takes the whole chain down, the container as an intermediate.
            let middle = UIViewController(), top = UIViewController()
            let shown = expectation(description: "chain shown")
            second.contentViewController.present(middle, animated: false) {
                middle.present(top, animated: false) { shown.fulfill() }
            }
            wait(for: [shown], timeout: 5)
            let gone = expectation(description: "chain dismissed")
            underneath.dismiss(animated: true) { gone.fulfill() }
            wait(for: [gone], timeout: 5)
            waitUntil { !host.isSwitchingHosting && host.hosting == .overlay }
            XCTAssertNil(underneath.presentedViewController)
            XCTAssertTrue(first.isPresented, "the other draft's bar stays")
            XCTAssertEqual(first.state, .minimized)
            waitUntil { !second.isPresented }
            XCTAssertIdentical(host.view.window, window, "the container is back in the overlay, in the window")
            XCTAssertFalse(host.view.isHidden)
        }
    }
}
#endif
