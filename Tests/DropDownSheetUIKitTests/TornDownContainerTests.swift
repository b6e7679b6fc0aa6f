#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
// DropDownSheetCore too: the hosting switch's state (`DropDownSheetHostingSwitch`, package access) is begun by hand below.
@testable import DropDownSheetCore

/// A container torn down without a UIKit dismissal (issue 12, item 6): the window's root replaced
/// under the sheets, or the container's view taken out of the window. The sheets are dismissed
/// (not left `.minimized`), nothing of the container takes the new root's touches, and a sheet
/// presented again, even in the same turn, is presented over the new root.
@MainActor
final class TornDownContainerTests: SheetTestCase {
    /// Replaces the window's root with a new screen, which becomes the fixture's `underneath`: the
    /// old one is then kept by nothing of the test's, and may be freed.
    private func replaceRoot() -> UnderneathViewController {
        let replacement = UnderneathViewController()
        window.rootViewController = replacement
        window.layoutIfNeeded()
        underneath = replacement
        return replacement
    }

    private func assertNothingOfTheContainerTakesTouches(_ host: DropDownSheetHostViewController?, on screen: UnderneathViewController,
                                                         file: StaticString = #filePath, line: UInt = #line) {
        let point = screen.button.convert(CGPoint(x: screen.button.bounds.midX, y: screen.button.bounds.midY), to: window)
        XCTAssertIdentical(window.hitTest(point, with: nil), screen.button, "the new root takes its touches", file: file, line: line)
        if let host { XCTAssertNil(host.viewIfLoaded?.window, "the old container left the window", file: file, line: line) }
        // Also when the old container was freed already (the weak reference gone): no container
        // view in the window belongs to a container that no longer shows sheets.
        var pending: [UIView] = window.subviews
        while let view = pending.popLast() {
            if let root = view as? DropDownSheetRootView {
                XCTAssertTrue(root.host?.isShown ?? false, "a torn-down container's view left in the window", file: file, line: line)
            }
            pending.append(contentsOf: view.subviews)
        }
        XCTAssertNil(screen.transitionCoordinator, file: file, line: line)
    }

    func testReplacingTheRootUnderABarDismissesTheSheetAndLeavesTheNewRootTouchable() {
        withScreen {
            let delegate = RecordingDelegate()
            let sheet = presentSheet(.minimized, delegate: delegate)
            weak var host: DropDownSheetHostViewController?
            host = sheet.host
            delegate.calls = []
            let replacement = replaceRoot()
            waitUntil { !sheet.isPresented }
            XCTAssertEqual(sheet.state, .dismissed, "not left .minimized once its container is gone")
            XCTAssertEqual(delegate.calls.last, "didMove:dismissed")
            assertNothingOfTheContainerTakesTouches(host, on: replacement)
        }
    }

    func testADelegatePresentingAgainOverTheNewRootDuringTheTeardownKeepsItsSheetOnScreen() {
        withScreen {
            let delegate = RecordingDelegate()
            let sheet = presentSheet(.minimized, delegate: delegate)
            let oldHost = sheet.host
            var replacement: UnderneathViewController?
            var result: DropDownSheetPresentResult?
            var completionRan = false
            delegate.onDidMove = { state in
                guard state == .dismissed, result == nil, let screen = replacement else { return }
                result = screen.presentDropDownSheet(sheet, initialState: .minimized, animated: true) { completionRan = true }
            }
            replacement = replaceRoot()
            waitUntil { result != nil }
            XCTAssertEqual(result?.isPresented, true, "\(String(describing: result))")
            XCTAssertFalse(completionRan, "the new presentation's completion waits for its first rest")
            waitUntil { sheet.state == .minimized && !sheet.engine.isMoving }
            spinRunLoop(0.2)
            XCTAssertTrue(sheet.isPresented, "the old container's teardown does not take it away again")
            XCTAssertNotIdentical(sheet.host, oldHost)
            XCTAssertEqual(replacement?.presentedDropDownSheets.map(\.identifier), [sheet.identifier])
            XCTAssertNotEqual(delegate.calls.last, "didMove:dismissed", "\(delegate.calls)")
            waitUntil { completionRan }
        }
    }

    func testReplacingTheRootInTheTurnAnExpandBeganEndsThePresentationOfTheContainer() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let host = sheet.host!
            let oldRoot: UIViewController = underneath
            sheet.expand(animated: false)
            XCTAssertTrue(host.isSwitchingHosting, "UIKit's present of the container began")
            let replacement = replaceRoot()
            waitUntil { !sheet.isPresented }
            waitUntil { oldRoot.presentedViewController == nil && !host.isSwitchingHosting }
            XCTAssertNil(oldRoot.presentedViewController, "the old screen does not keep presenting the container (a leak)")
            XCTAssertNil(host.presentingViewController)
            assertNothingOfTheContainerTakesTouches(host, on: replacement)
        }
    }

    func testReplacingTheRootUnderAnExpandedSheetLeavesNothingThatTakesTheNewRootsTouches() {
        withScreen {
            let sheet = presentSheet(.expanded)
            weak var host: DropDownSheetHostViewController?
            host = sheet.host
            let replacement = replaceRoot()
            waitUntil { !sheet.isPresented }
            XCTAssertEqual(sheet.state, .dismissed)
            spinRunLoop(0.1)
            assertNothingOfTheContainerTakesTouches(host, on: replacement)
        }
    }

    func testASheetPresentedAgainInTheSameTurnAsTheRootWasReplacedIsPresentedOverTheNewRoot() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let old = sheet.host
            let replacement = replaceRoot()
            // The same turn of the run loop: the old container has not heard yet that its screen left.
            let result = replacement.presentDropDownSheet(sheet, initialState: .expanded, animated: false)
            XCTAssertEqual(result, .presented)
            XCTAssertNotIdentical(sheet.host, old, "a new container, over the new root")
            waitUntil { sheet.phase == .resting(.expanded) && replacement.presentedViewController === sheet.host }
            sheet.minimize(animated: true)
            waitUntil { sheet.phase == .resting(.minimized) }
            assertNothingOfTheContainerTakesTouches(old, on: replacement)
            XCTAssertEqual(replacement.presentedDropDownSheets.map(\.identifier), [sheet.identifier])
        }
    }

    func testAContainerViewTakenOutOfTheWindowGoesBackAboveItsScreen() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let host = sheet.host!
            host.view.removeFromSuperview()
            waitUntil { host.view.window === self.window }
            XCTAssertTrue(sheet.isPresented)
            XCTAssertEqual(sheet.state, .minimized)
            let bar = sheet.card!.clipView
            let barCenter = bar.convert(CGPoint(x: bar.bounds.midX, y: bar.bounds.midY), to: window)
            XCTAssertTrue(window.hitTest(barCenter, with: nil)?.isDescendant(of: bar) ?? false, "the bar takes its touches again")
        }
    }

    // Issue 21 review, item 6: app code that empties its root view (to rebuild it) takes the
    // library's sentinel with it. Its `didMoveToWindow(nil)` hid the bars, and nothing brought
    // them back: the screen never left its window. Nor was a later root replacement heard.

    func testAScreenEmptyingItsRootViewKeepsItsBarsAndLaterDeparturesAreHeard() {
        withScreen {
            let delegate = RecordingDelegate()
            let sheet = presentSheet(.minimized, delegate: delegate)
            let host = try? XCTUnwrap(sheet.host)
            underneath.view.subviews.forEach { $0.removeFromSuperview() }
            let rebuilt = UIButton(type: .system)
            underneath.view.addSubview(rebuilt)
            spinRunLoop(0.1)
            XCTAssertTrue(sheet.isPresented, "the screen never left: its sheets stay")
            XCTAssertEqual(host?.view.isHidden, false, "the bars are shown again")
            XCTAssertIdentical(host?.screenSentinel.superview, underneath.view, "the sentinel is back")
            assertAppended(host?.screenSentinel, after: rebuilt)
            // The bar takes a real tap again.
            tap(at: barCenter(of: sheet))
            waitUntil { sheet.state == .expanded }
            sheet.minimize(animated: false)
            waitForUIKit(sheet)
            // A later root replacement is heard: the sheets go with the screen.
            delegate.calls = []
            let replacement = replaceRoot()
            waitUntil { !sheet.isPresented }
            XCTAssertEqual(delegate.calls.last, "didMove:dismissed")
            assertNothingOfTheContainerTakesTouches(host, on: replacement)
        }
    }

    /// `sentinel` comes after `appView` among the screen's subviews: appended, so app code
    /// reading `subviews.first` reads its own view.
    private func assertAppended(_ sentinel: UIView?, after appView: UIView, file: StaticString = #filePath, line: UInt = #line) {
        let subviews = underneath.view.subviews
        guard let sentinel, let mine = subviews.firstIndex(of: sentinel), let app = subviews.firstIndex(of: appView) else {
            return XCTFail("not both in the screen's view", file: file, line: line)
        }
        XCTAssertGreaterThan(mine, app, "the library's sentinel was put before the app's view", file: file, line: line)
    }

    func testTheScreenSentinelIsAppendedNotPutFirstInTheAppsView() {
        withScreen {
            let first = UILabel()
            underneath.view.insertSubview(first, at: 0)
            let sheet = presentSheet(.minimized)
            spinRunLoop(0.1)
            assertAppended(sheet.host?.screenSentinel, after: first)
        }
    }

    func testWorkWaitingForAHostingSwitchRunsWhenTheContainerIsFreedMidSwitch() {
        // A completion asked for while UIKit switches the hosting waits for the switch to end; a
        // container freed before then (its screen torn down by the app) still runs it, as UIKit
        // always calls a completion.
        var ran = false
        weak var freed: DropDownSheetHostViewController?
        autoreleasepool {
            let host = DropDownSheetHostViewController(sheet: DropDownSheetController(content: UIViewController()))
            freed = host
            _ = host.hostingSwitches.begin(leavingModal: false)
            host.whenHostingSettles { ran = true }
            XCTAssertFalse(ran, "it waits for the switch")
        }
        XCTAssertNil(freed, "the container was freed")
        waitUntil { ran }
    }
}
#endif
