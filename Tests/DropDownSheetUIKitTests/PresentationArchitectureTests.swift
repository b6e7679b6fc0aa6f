#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// The screen underneath stays a normal app (docs/presentation-architecture.md): UIKit's modal
/// presentation exists only while a sheet is expanded, its transitions end at once, the bars are
/// an overlay below whatever the app presents later, and UIKit's `dismiss` from the content closes
/// that sheet only.
@MainActor
final class PresentationArchitectureTests: SheetTestCase {
    private func draft(_ id: String, content: UIViewController? = nil,
                       configuration: DropDownSheetConfiguration = .init()) -> DropDownSheetController {
        let content = content ?? UIViewController()
        content.title = "Draft \(id)"
        return DropDownSheetController(content: content, configuration: configuration, identifier: id)
    }

    /// A spring slow enough (5 s) that it is certainly still moving when a test acts on it.
    private var slowSpring: DropDownSheetConfiguration {
        var configuration = DropDownSheetConfiguration()
        configuration.spring = DropDownSheetSpring(response: 5, dampingRatio: 1)
        return configuration
    }

    /// The middle of `sheet`'s bar, in window coordinates.
    private func barCenter(_ sheet: DropDownSheetController) -> CGPoint {
        barCenter(of: sheet)
    }

    /// Whether a touch at `point` reaches `sheet`'s card.
    private func touchReaches(_ sheet: DropDownSheetController, at point: CGPoint) -> Bool {
        window.hitTest(point, with: nil)?.isDescendant(of: sheet.card!.clipView) ?? false
    }

    /// The index among the window's subviews of the one holding `view`.
    private func windowLevel(of view: UIView) -> Int? {
        var level = view
        while let superview = level.superview, superview !== window { level = superview }
        return window.subviews.firstIndex(of: level)
    }

    private func assertBarIsIntact(_ sheet: DropDownSheetController, frame: CGRect,
                                   file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(sheet.isPresented, file: file, line: line)
        XCTAssertEqual(sheet.state, .minimized, file: file, line: line)
        XCTAssertEqual(sheet.card!.clipView.convert(sheet.card!.clipView.bounds, to: window), frame, file: file, line: line)
        XCTAssertTrue(touchReaches(sheet, at: barCenter(sheet)), "the bar takes its touches again", file: file, line: line)
        // Just above the bar, the screen underneath takes the touch again.
        let above = CGPoint(x: frame.midX, y: frame.minY - 4)
        XCTAssertFalse(touchReaches(sheet, at: above), file: file, line: line)
        XCTAssertTrue(window.hitTest(above, with: nil)?.isDescendant(of: underneath.view) ?? false,
                      "beside the bar, touches reach the screen underneath", file: file, line: line)
    }

    // MARK: - The screen underneath presents while a bar is shown

    func testAnAlertFromTheScreenUnderneathWhileADraftIsMinimizedAppearsAboveTheBarAndLeavesItIntact() {
        withScreen {
            let sheet = draft("1")
            presentAndWait(sheet, .minimized)
            XCTAssertNil(underneath.presentedViewController, "a bar is not a UIKit presentation")
            let bar = sheet.card!.clipView.convert(sheet.card!.clipView.bounds, to: window)
            XCTAssertTrue(touchReaches(sheet, at: barCenter(sheet)))

            let alert = UIAlertController(title: "Archive?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            let shown = expectation(description: "shown")
            underneath.present(alert, animated: false) { shown.fulfill() }
            wait(for: [shown], timeout: 5)
            XCTAssertIdentical(alert.presentingViewController, underneath, "no 'already presenting'")
            let alertLevel = windowLevel(of: alert.view), barLevel = windowLevel(of: sheet.card!.clipView)
            XCTAssertNotNil(alertLevel)
            XCTAssertGreaterThan(alertLevel ?? -1, barLevel ?? Int.max, "the alert is above the bar")
            XCTAssertFalse(touchReaches(sheet, at: barCenter(sheet)), "the alert's dimming covers the bar")

            let hidden = expectation(description: "hidden")
            alert.dismiss(animated: false) { hidden.fulfill() }
            wait(for: [hidden], timeout: 5)
            assertBarIsIntact(sheet, frame: bar)
        }
    }

    func testModalsOfEveryStyleFromTheScreenUnderneathGoAboveTheBarsAndLeaveThemAsTheyWere() {
        withScreen {
            let sheet = draft("1")
            presentAndWait(sheet, .minimized)
            let bar = sheet.card!.clipView.convert(sheet.card!.clipView.bounds, to: window)
            let styles: [UIModalPresentationStyle] = [.automatic, .pageSheet, .formSheet, .fullScreen, .overFullScreen]
            for style in styles {
                let modal = UIViewController()
                modal.modalPresentationStyle = style
                let shown = expectation(description: "shown \(style.rawValue)")
                underneath.present(modal, animated: false) { shown.fulfill() }
                wait(for: [shown], timeout: 5)
                XCTAssertIdentical(modal.presentingViewController, underneath, "style \(style.rawValue)")
                XCTAssertGreaterThan(windowLevel(of: modal.view) ?? -1, windowLevel(of: sheet.card!.clipView) ?? Int.max,
                                     "style \(style.rawValue) is above the bar")
                let hidden = expectation(description: "hidden \(style.rawValue)")
                modal.dismiss(animated: false) { hidden.fulfill() }
                wait(for: [hidden], timeout: 5)
                spinRunLoop(0.05)
                assertBarIsIntact(sheet, frame: bar)
            }
        }
    }

    func testAShareSheetFromTheScreenUnderneathWhileAMiniPlayerRestsWorks() {
        withScreen {
            let player = draft("player")
            player.compactView = UIView()
            presentAndWait(player, .minimized)
            let bar = player.card!.clipView.convert(player.card!.clipView.bounds, to: window)
            let share = UIActivityViewController(activityItems: ["Clair de Lune"], applicationActivities: nil)
            share.popoverPresentationController?.sourceView = underneath.view
            let shown = expectation(description: "shown")
            underneath.present(share, animated: false) { shown.fulfill() }
            wait(for: [shown], timeout: 5)
            XCTAssertIdentical(share.presentingViewController, underneath)
            let hidden = expectation(description: "hidden")
            share.dismiss(animated: false) { hidden.fulfill() }
            wait(for: [hidden], timeout: 5)
            assertBarIsIntact(player, frame: bar)
        }
    }

    func testBarsShownOverAPresentedScreenGoAwayWithIt() {
        withScreen {
            let screen = UIViewController()
            screen.view.backgroundColor = .white
            let shown = expectation(description: "shown")
            underneath.present(screen, animated: false) { shown.fulfill() }
            wait(for: [shown], timeout: 5)
            let sheet = draft("1")
            XCTAssertEqual(presentAndWait(sheet, .minimized, from: screen), .presented)
            XCTAssertGreaterThan(windowLevel(of: sheet.card!.clipView) ?? -1, windowLevel(of: screen.view) ?? Int.max)
            let host = sheet.host!
            let hidden = expectation(description: "hidden")
            screen.dismiss(animated: false) { hidden.fulfill() }
            wait(for: [hidden], timeout: 5)
            waitUntil { !sheet.isPresented }
            XCTAssertNil(host.view.window, "no bar left behind without its screen")
            XCTAssertTrue(underneath.presentedDropDownSheets.isEmpty)
        }
    }

    func testAPresentationFromTheExpandedSheetsContentAppearsAboveTheSheet() {
        withScreen {
            let sheet = draft("1")
            presentAndWait(sheet, .expanded)
            XCTAssertIdentical(underneath.presentedViewController, sheet.host, "expanded: UIKit presents the sheet")
            let alert = UIAlertController(title: "Send?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            let shown = expectation(description: "shown")
            sheet.contentViewController.present(alert, animated: false) { shown.fulfill() }
            wait(for: [shown], timeout: 5)
            XCTAssertIdentical(alert.presentingViewController, sheet.host)
            XCTAssertGreaterThan(windowLevel(of: alert.view) ?? -1, windowLevel(of: sheet.card!.clipView) ?? Int.max)
            let hidden = expectation(description: "hidden")
            alert.dismiss(animated: false) { hidden.fulfill() }
            wait(for: [hidden], timeout: 5)
            XCTAssertEqual(sheet.state, .expanded)
            XCTAssertTrue(sheet.isPresented)
        }
    }

    func testMinimizingWhileTheContentPresentsSomethingEndsTheModalPresentationOnceThatIsGone() {
        withScreen {
            let sheet = draft("1")
            presentAndWait(sheet, .expanded)
            let modal = UIViewController()
            modal.modalPresentationStyle = .overFullScreen
            let shown = expectation(description: "shown")
            sheet.contentViewController.present(modal, animated: false) { shown.fulfill() }
            wait(for: [shown], timeout: 5)
            sheet.minimize(animated: false)
            XCTAssertEqual(sheet.state, .minimized)
            XCTAssertIdentical(modal.presentingViewController, sheet.host, "what the content presented stays")
            modal.dismiss(animated: false)
            waitUntil { self.underneath.presentedViewController == nil }
            XCTAssertTrue(sheet.isPresented)
            XCTAssertTrue(touchReaches(sheet, at: barCenter(sheet)))
        }
    }

    // MARK: - UIKit's transitions never stay open

    func testUIKitsTransitionEndsAtOnceWhileTheSpringRuns() {
        withScreen {
            let sheet = draft("1", configuration: slowSpring)
            XCTAssertEqual(underneath.presentDropDownSheet(sheet, initialState: .expanded, animated: true), .presented)
            waitForUIKit(sheet)
            XCTAssertEqual(sheet.phase, .settling(toward: .expanded))
            XCTAssertIdentical(underneath.presentedViewController, sheet.host)
            XCTAssertFalse(sheet.host!.isBeingPresented)
            XCTAssertNil(sheet.host!.transitionCoordinator, "no UIKit transition while the spring runs")
            sheet.minimize(animated: true)
            waitForUIKit(sheet)
            XCTAssertEqual(sheet.phase, .settling(toward: .minimized))
            XCTAssertNil(underneath.presentedViewController, "heading to its bar: the modal presentation has ended")
            XCTAssertNil(underneath.transitionCoordinator)
            sheet.dismiss(animated: false)
        }
    }

    func testASheetCanBeCaughtWhileItIsBeingPresented() {
        withScreen {
            let delegate = RecordingDelegate()
            let sheet = draft("1", configuration: slowSpring)
            sheet.delegate = delegate
            underneath.presentDropDownSheet(sheet, initialState: .expanded, animated: true)
            waitForUIKit(sheet)
            XCTAssertEqual(sheet.phase, .settling(toward: .expanded))
            let card = sheet.card!.clipView.convert(sheet.card!.clipView.bounds, to: window)
            let point = CGPoint(x: card.midX, y: card.minY + 20)
            // UIKit ignores touches at event dispatch while a transition runs: none runs, and a
            // real finger, through UIKit's event delivery, catches the sheet.
            XCTAssertNil(sheet.host!.transitionCoordinator, "UIKit does not ignore the touch")
            XCTAssertNil(underneath.transitionCoordinator)
            XCTAssertTrue(touchReaches(sheet, at: point))
            let top = sheet.engine.renderState.sheetTop
            guard let finger = fingerDown(at: point) else { return }
            XCTAssertEqual(sheet.phase, .dragging)
            XCTAssertEqual(sheet.engine.renderState.sheetTop, top, accuracy: 1, "caught where it was")
            XCTAssertFalse(delegate.calls.contains("didMove:expanded"), "an interrupted move has no didMove")
            for step in 1...6 {
                spinRunLoop(1.0 / 60)
                finger.move(to: CGPoint(x: point.x, y: point.y + CGFloat(step) * 35))
            }
            finger.lift()
            XCTAssertEqual(sheet.phase, .settling(toward: .minimized))
            waitUntil { self.underneath.presentedViewController == nil }
            sheet.dismiss(animated: false)
        }
    }

    func testASheetBeingDismissedInCodeIsNotCaughtAndTheFingerReachesTheScreen() {
        withScreen {
            // The core's rule: a sheet on its way out takes no touches (it cannot be caught
            // leaving). The touch passes to the screen underneath, with no UIKit transition in the way.
            let sheet = draft("1", configuration: slowSpring)
            presentAndWait(sheet, .minimized)
            sheet.dismiss(animated: true)
            waitForUIKit(sheet)
            XCTAssertEqual(sheet.phase, .settling(toward: .dismissed))
            let point = barCenter(sheet)
            XCTAssertFalse(touchReaches(sheet, at: point))
            XCTAssertTrue(window.hitTest(point, with: nil)?.isDescendant(of: underneath.view) ?? false)
            tap(at: point)
            XCTAssertEqual(sheet.phase, .settling(toward: .dismissed), "not caught, not tapped")
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
        }
    }

    func testAPlainPresentFromTheScreenUnderneathInTheFirstFramesOfAMinimizeIsPresented() {
        withScreen {
            let sheet = draft("1", configuration: slowSpring)
            presentAndWait(sheet, .expanded)
            // Issue 21, item 9: nothing holds the modal presentation on the way down (the status
            // bar is handled without it), so what apps call, a plain present, works at once.
            sheet.minimize(animated: true)
            // UIKit ends the container's dismissal within the turn; the next frames are the app's.
            waitForUIKit(sheet)
            XCTAssertEqual(sheet.phase, .settling(toward: .minimized))
            XCTAssertGreaterThan(sheet.engine.renderState.progress, 0.9, "still near the top: the first frames of the way down")
            let modal = UIViewController()
            let shown = expectation(description: "shown")
            underneath.present(modal, animated: false) { shown.fulfill() }
            wait(for: [shown], timeout: 5)
            XCTAssertIdentical(modal.presentingViewController, underneath, "not refused as 'already presenting'")
            XCTAssertIdentical(underneath.presentedViewController, modal)
            let hidden = expectation(description: "hidden")
            modal.dismiss(animated: false) { hidden.fulfill() }
            wait(for: [hidden], timeout: 5)
            XCTAssertEqual(sheet.phase, .settling(toward: .minimized), "the spring ran on meanwhile")
            sheet.minimize(animated: false)
        }
    }

    // MARK: - Issue 21, item 10

    func testAPageSheetFromTheExpandedContentRecedesOverBlackNotOverTheLiveScreen() {
        withScreen {
            // S1: UIKit scales a full-screen presenting view back when it presents a page sheet
            // from it; the container is that view when the content presents a photo picker.
            let sheet = draft("1")
            presentAndWait(sheet, .expanded)
            let host = sheet.host!
            waitUntil { host.presentingStyle.showsPicture }
            let page = UIViewController()
            page.modalPresentationStyle = .pageSheet
            let shown = expectation(description: "shown")
            sheet.contentViewController.present(page, animated: false) { shown.fulfill() }
            wait(for: [shown], timeout: 5)
            let controller = host.presentationController as? DropDownSheetPresentationController
            // The premise: UIKit made the container's own view recede (scaled it), and left its
            // container view, where the black goes, alone. Were it the other way round, the black
            // would recede with the container and the test would prove nothing.
            let transformed = { (view: UIView?) -> Bool in
                guard let view else { return false }
                return view.transform != .identity || !CATransform3DIsIdentity(view.layer.transform)
            }
            waitUntil { transformed(host.view) }
            XCTAssertTrue(transformed(host.view), "the premise: UIKit scales the container's view back behind the page sheet")
            XCTAssertFalse(transformed(controller?.containerView), "the premise: UIKit leaves its container view as it is")
            let black = controller?.blackBehind
            XCTAssertIdentical(black?.superview, controller?.containerView, "in UIKit's container view, behind the container")
            XCTAssertFalse(black?.isHidden ?? true)
            XCTAssertEqual(black?.frame, underneath.view.convert(underneath.view.bounds, to: window),
                           "over the screen underneath, whatever UIKit does to the container's own view")
            if let black, let containerView = controller?.containerView {
                XCTAssertLessThan(containerView.subviews.firstIndex(of: black) ?? .max,
                                  containerView.subviews.firstIndex(of: host.view) ?? -1)
            }
            let hidden = expectation(description: "hidden")
            page.dismiss(animated: false) { hidden.fulfill() }
            wait(for: [hidden], timeout: 5)
            sheet.minimize(animated: false)
            waitForUIKit(sheet)
            XCTAssertNil(underneath.presentedViewController)
        }
    }

    func testPresentingAboveFromAMinimizedSheetsContentPresentsFromTheScreenUnderneath() {
        withScreen {
            // S4: a minimized sheet's content is outside UIKit's presentation hierarchy (the
            // container is not presented): presenting from it would be a detached presentation.
            let sheet = draft("1")
            presentAndWait(sheet, .minimized)
            let alert = UIAlertController(title: "Sent", message: nil, preferredStyle: .alert)
            sheet.contentViewController.presentAboveDropDownSheet(alert, animated: false)
            waitUntil { alert.presentingViewController != nil }
            XCTAssertIdentical(alert.presentingViewController, underneath, "above the bars, from the screen underneath")
            XCTAssertGreaterThan(windowLevel(of: alert.view) ?? -1, windowLevel(of: sheet.card!.clipView) ?? Int.max)
            alert.dismiss(animated: false)
        }
    }

    // MARK: - UIKit's dismiss from the content

    func testAContentControllersDismissClosesItsSheetOnly() {
        withScreen {
            let first = draft("1"), player = draft("player")
            let compose = UIViewController()
            let second = draft("2", content: UINavigationController(rootViewController: compose))
            presentAndWait(player, .minimized)
            presentAndWait(first, .minimized)
            presentAndWait(second, .expanded)
            compose.dismiss(animated: true)
            waitUntil { !second.isPresented }
            XCTAssertTrue(first.isPresented)
            XCTAssertTrue(player.isPresented)
            XCTAssertEqual(first.state, .minimized)
            XCTAssertEqual(underneath.presentedDropDownSheets.map(\.identifier), ["player", "1"])
        }
    }

    func testAContentControllersDismissClosesWhatItPresentedFirstAsInUIKit() {
        withScreen {
            let sheet = draft("1")
            presentAndWait(sheet, .expanded)
            let modal = UIViewController()
            let shown = expectation(description: "shown")
            sheet.contentViewController.present(modal, animated: false) { shown.fulfill() }
            wait(for: [shown], timeout: 5)
            let hidden = expectation(description: "hidden")
            sheet.contentViewController.dismiss(animated: false) { hidden.fulfill() }
            wait(for: [hidden], timeout: 5)
            XCTAssertNil(modal.presentingViewController)
            XCTAssertTrue(sheet.isPresented)
            XCTAssertEqual(sheet.state, .expanded)
        }
    }

    func testAMinimizedSheetsContentFollowsTheWindowsTraits() {
        withScreen {
            let sheet = draft("1")
            presentAndWait(sheet, .minimized)
            window.overrideUserInterfaceStyle = .dark
            waitUntil { sheet.contentViewController.traitCollection.userInterfaceStyle == .dark }
            window.overrideUserInterfaceStyle = .light
            waitUntil { sheet.contentViewController.traitCollection.userInterfaceStyle == .light }
        }
    }

    func testSheetsTakeTheScreenUnderneathsAppearanceNotTheWindowsInEveryHosting() {
        withScreen {
            // The app forces dark mode on its root controller; the window stays light.
            window.overrideUserInterfaceStyle = .light
            underneath.overrideUserInterfaceStyle = .dark
            let sheet = draft("1")
            presentAndWait(sheet, .minimized)
            let content = sheet.contentViewController
            waitUntil { content.traitCollection.userInterfaceStyle == .dark }
            XCTAssertEqual(sheet.card!.clipView.traitCollection.userInterfaceStyle, .dark, "the bar too")
            // Expanding and minimizing never flips it.
            sheet.expand(animated: false)
            waitUntil { self.underneath.presentedViewController === sheet.host && sheet.host?.isSwitchingHosting == false }
            XCTAssertEqual(content.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(sheet.card!.clipView.traitCollection.userInterfaceStyle, .dark)
            sheet.minimize(animated: false)
            waitUntil { self.underneath.presentedViewController == nil && sheet.host?.isSwitchingHosting == false }
            XCTAssertEqual(content.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(sheet.card!.clipView.traitCollection.userInterfaceStyle, .dark)
            // The screen underneath changes its mind: the minimized sheet follows, while the
            // window's traits do not change at all.
            underneath.overrideUserInterfaceStyle = .light
            waitUntil { content.traitCollection.userInterfaceStyle == .light }
            XCTAssertEqual(sheet.card!.clipView.traitCollection.userInterfaceStyle, .light)
        }
    }

    // MARK: - What presenting returns

    func testPresentingReturnsWhatHappened() {
        withScreen {
            let first = draft("1"), second = draft("2")
            XCTAssertEqual(presentAndWait(first, .minimized), .presented)
            XCTAssertEqual(presentAndWait(second, .minimized), .joined)
            XCTAssertEqual(presentAndWait(second, .expanded), .refused(.alreadyPresented))
            // A misuse: reported (an assertion in debug builds, turned off here) and refused.
            DropDownSheetMisuseReport.assertsInDebugBuilds = false
            defer { DropDownSheetMisuseReport.assertsInDebugBuilds = true }
            XCTAssertEqual(underneath.presentDropDownSheet(draft("3"), initialState: .dismissed), .refused(.invalidTarget))
            // Joining and starting alike report the real reason (not "stack full", not "presented").
            XCTAssertEqual(underneath.presentDropDownSheet(draft(""), initialState: .minimized), .refused(.emptyIdentifier))
            dismissEverything(on: underneath)
            waitUntil { self.underneath.presentedDropDownSheets.isEmpty }
            let empty = draft("")
            XCTAssertEqual(underneath.presentDropDownSheet(empty, initialState: .minimized), .refused(.emptyIdentifier))
            XCTAssertFalse(empty.isPresented)
            XCTAssertNil(underneath.presentedViewController)
            XCTAssertEqual(underneath.presentDropDownSheet(draft("5"), initialState: .minimized, animated: false), .presented,
                           "a refused first sheet leaves nothing behind")
            let offscreen = UIViewController()
            XCTAssertEqual(offscreen.presentDropDownSheet(draft("4")), .refused(.presenterNotInWindow))
            XCTAssertFalse(DropDownSheetPresentResult.refused(.stackFull).isPresented)
            XCTAssertTrue(DropDownSheetPresentResult.joined.isPresented)
        }
    }
}
#endif
