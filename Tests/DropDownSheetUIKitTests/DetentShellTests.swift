#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// The UIKit shell of detents (issue 28): a panel at half height over a live screen, the scroll
/// hand-off from a panel's list, a content-sized detent following `preferredContentSize`, the
/// content's safe area at a detent, and `setDetent`'s completion and delegate order. Touches are
/// real (``SyntheticFinger``); every wait is on a condition.
@MainActor
final class DetentShellTests: SheetTestCase {
    /// A half-height panel whose screen underneath stays live up to the panel.
    private var halfPanel: DropDownSheetConfiguration {
        var configuration = DropDownSheetConfiguration.earlierBar
        configuration.detents = [.medium]
        configuration.largestUndimmedDetent = .medium
        return configuration
    }

    /// A long list, the panel's content.
    private final class LongList: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = "Place \(indexPath.row)"
            return cell
        }
    }

    private func present(_ content: UIViewController, configuration: DropDownSheetConfiguration, at detent: DropDownSheetState,
                         delegate: RecordingDelegate? = nil) -> DropDownSheetController {
        let sheet = DropDownSheetController(content: content, configuration: configuration)
        sheet.delegate = delegate
        XCTAssertTrue(presentAndWait(sheet, detent).isPresented)
        waitUntil { sheet.phase == .resting(detent) }
        waitForUIKit(sheet)
        return sheet
    }

    private func cardFrame(of sheet: DropDownSheetController) -> CGRect {
        sheet.card!.clipView.convert(sheet.card!.clipView.bounds, to: window)
    }

    /// The line a detent in points (or a content-sized one) is measured from: the window's bottom
    /// safe area (no tab bar on the test screen).
    private var restLine: CGFloat { window.bounds.maxY - window.safeAreaInsets.bottom }

    /// Scrolls `list` to its end and returns where its last row ends, in the window.
    private func lastRowBottom(of list: UITableView) -> CGFloat? {
        let rows = list.numberOfRows(inSection: 0)
        guard rows > 0 else { return nil }
        let end = list.contentSize.height + list.adjustedContentInset.bottom - list.bounds.height
        list.setContentOffset(CGPoint(x: 0, y: max(end, -list.adjustedContentInset.top)), animated: false)
        list.layoutIfNeeded()
        guard let cell = list.cellForRow(at: IndexPath(row: rows - 1, section: 0)) else { return nil }
        return cell.convert(cell.bounds, to: window).maxY
    }

    func testATapAboveAHalfHeightPanelReachesTheButtonUnderneath() {
        withScreen {
            let sheet = present(LongList(style: .plain), configuration: halfPanel, at: .medium)
            XCTAssertEqual(sheet.selectedDetentIdentifier, .medium)
            XCTAssertGreaterThan(cardFrame(of: sheet).minY, buttonCenter.y + 30, "the panel rests below the button")
            // Not hosted modally, not modal to VoiceOver, no picture or scale of the screen.
            XCTAssertNil(sheet.host?.presentingViewController, "an undimmed detent lives in the overlay")
            XCTAssertFalse(sheet.host?.view.accessibilityViewIsModal ?? true)
            XCTAssertFalse(underneath.view.accessibilityElementsHidden, "VoiceOver still reaches the live screen")
            XCTAssertFalse(sheet.host?.presentingStyle.showsPicture ?? true, "the screen underneath is live, not a picture")
            XCTAssertEqual(underneath.view.transform, .identity)
            XCTAssertEqual(sheet.host?.dimmingView.alpha ?? 1, 0, accuracy: 0.001)
            tap(at: buttonCenter)
            XCTAssertEqual(underneath.buttonTaps, 1, "a real tap above the panel reaches the screen's button")
            XCTAssertEqual(sheet.state, .medium, "and leaves the panel where it rests")
        }
    }

    func testATapAboveADimmedHalfHeightPanelDoesNotReachTheScreen() {
        withScreen {
            var configuration = halfPanel
            configuration.largestUndimmedDetent = .minimized
            let sheet = present(LongList(style: .plain), configuration: configuration, at: .medium)
            XCTAssertNotNil(sheet.host?.presentingViewController, "a dimmed detent is hosted modally")
            XCTAssertTrue(underneath.view.accessibilityElementsHidden, "a dimmed detent hides the screen from VoiceOver")
            tap(at: buttonCenter)
            XCTAssertEqual(underneath.buttonTaps, 0, "the dimmed screen takes no touch")
        }
    }

    func testADragOnAHalfHeightPanelsListMovesTheSheetUntilFullThenTheListScrolls() {
        withScreen {
            let list = LongList(style: .plain)
            let sheet = present(list, configuration: halfPanel, at: .medium)
            let restTop = cardFrame(of: sheet).minY
            let fullTop = CGFloat(sheet.engine.restingTop(of: .expanded))
            let start = CGPoint(x: cardFrame(of: sheet).midX, y: restTop + 120)
            // Part of the way: the sheet follows the finger, the list does not scroll.
            let finger = drag(from: start, to: CGPoint(x: start.x, y: start.y - 80), duration: 0.4, steps: 16, lift: false)
            XCTAssertLessThan(cardFrame(of: sheet).minY, restTop - 40, "the drag on the list moves the sheet")
            XCTAssertEqual(list.tableView.contentOffset.y, -list.tableView.adjustedContentInset.top, accuracy: 1,
                           "the list stays at its top while the sheet moves")
            // On past the full card: the sheet stops there and the list takes the rest.
            let travel = restTop - fullTop + 160
            var y = start.y - 80
            while y > start.y - travel {
                spinRunLoop(0.02)
                y -= 10
                finger?.move(to: CGPoint(x: start.x, y: y))
            }
            spinRunLoop(0.1)
            finger?.lift()
            waitUntil { sheet.phase == .resting(.expanded) }
            XCTAssertEqual(sheet.selectedDetentIdentifier, .expanded)
            XCTAssertGreaterThan(list.tableView.contentOffset.y + list.tableView.adjustedContentInset.top, 60,
                                 "once the sheet is full, the list scrolls")
        }
    }

    func testAHalfHeightPanelsListEndsAtTheScreensEdge() {
        withScreen {
            let list = LongList(style: .plain)
            let sheet = present(list, configuration: halfPanel, at: .medium)
            waitUntil {
                let bottom = list.tableView.convert(CGPoint(x: 0, y: list.tableView.bounds.maxY - list.tableView.safeAreaInsets.bottom), to: self.window).y
                return abs(bottom - (self.window.bounds.maxY - self.window.safeAreaInsets.bottom)) < 1
            }
            // At the panel, the last row can be scrolled up to the screen's edge, not below it.
            waitUntil { self.lastRowBottom(of: list.tableView).map { abs($0 - self.restLine) < 1 } ?? false }
            // Full: the list's last row ends at the safe area's bottom again (nothing left added).
            sheet.expand(animated: false)
            waitUntil { sheet.phase == .resting(.expanded) }
            waitUntil { self.lastRowBottom(of: list.tableView).map { abs($0 - self.restLine) < 1 } ?? false }
        }
    }

    func testATipPanelsListEndsAtTheScreensEdgeAndItsSafeAreaSettles() {
        withScreen {
            var configuration = DropDownSheetConfiguration.earlierBar
            configuration.detents = [.height(120, identifier: "tip"), .medium]
            configuration.largestUndimmedDetent = .medium
            let list = LongList(style: .plain)
            let sheet = present(list, configuration: configuration, at: "tip")
            XCTAssertEqual(cardFrame(of: sheet).minY, restLine - 120, accuracy: 1, "the tip shows 120 points")
            // Most of the card is below the screen here: the list's inset reaches the screen's edge,
            // whatever UIKit counts of the part below it.
            waitUntil { self.lastRowBottom(of: list.tableView).map { abs($0 - self.restLine) < 1 } ?? false }
            // Inputs at rest (a layout pass, a rotation-free environment change) change nothing: the
            // safe area settled, it does not grow on each pass.
            let inset = list.tableView.adjustedContentInset.bottom
            for _ in 0..<3 {
                sheet.host?.view.setNeedsLayout()
                sheet.host?.view.layoutIfNeeded()
                sheet.host?.environmentDidChange()
                waitUntil { sheet.phase == .resting("tip") }
            }
            XCTAssertEqual(list.tableView.adjustedContentInset.bottom, inset, accuracy: 1, "the inset did not grow")
            XCTAssertEqual(lastRowBottom(of: list.tableView) ?? 0, restLine, accuracy: 1)
        }
    }

    func testAContentSizedDetentFollowsPreferredContentSize() {
        withScreen {
            let content = UIViewController()
            content.preferredContentSize = CGSize(width: 0, height: 200)
            var configuration = DropDownSheetConfiguration.earlierBar
            configuration.detents = [.content()]
            configuration.largestUndimmedDetent = .content
            let sheet = present(content, configuration: configuration, at: .content)
            let before = cardFrame(of: sheet).minY
            content.preferredContentSize = CGSize(width: 0, height: 350)
            waitUntil { sheet.phase == .resting(.content) && abs(self.cardFrame(of: sheet).minY - (before - 150)) < 1 }
            content.preferredContentSize = CGSize(width: 0, height: 100)
            waitUntil { sheet.phase == .resting(.content) && abs(self.cardFrame(of: sheet).minY - (before + 100)) < 1 }
        }
    }

    func testAContentSizedDetentFollowsANavigationControllersTopController() {
        withScreen {
            let root = UIViewController()
            root.preferredContentSize = CGSize(width: 0, height: 200)
            let navigation = UINavigationController(rootViewController: root)
            var configuration = DropDownSheetConfiguration.earlierBar
            configuration.detents = [.content()]
            configuration.largestUndimmedDetent = .content
            let sheet = present(navigation, configuration: configuration, at: .content)
            // Absolute: the top controller's safe area (below the navigation bar) is the 200 points
            // it asked for, down to the screen's edge; the bar's height is on top of them.
            waitUntil { abs(self.safeAreaTop(of: root) + 200 - self.restLine) < 1 }
            XCTAssertEqual(cardFrame(of: sheet).minY, restLine - 200 - navigation.navigationBar.frame.height, accuracy: 1)
            let before = cardFrame(of: sheet).minY
            let pushed = UIViewController()
            pushed.preferredContentSize = CGSize(width: 0, height: 300)
            navigation.pushViewController(pushed, animated: false)
            // The documented path: the app tells the sheet after a push.
            sheet.setNeedsContentSizeUpdate()
            waitUntil { sheet.phase == .resting(.content) && abs(self.cardFrame(of: sheet).minY - (before - 100)) < 1 }
            waitUntil { abs(self.safeAreaTop(of: pushed) + 300 - self.restLine) < 1 }
            navigation.popViewController(animated: false)
            sheet.setNeedsContentSizeUpdate()
            waitUntil { sheet.phase == .resting(.content) && abs(self.cardFrame(of: sheet).minY - before) < 1 }
        }
    }

    func testAContentSizedDetentShowsTheContentBelowTheCloseButtonsBand() {
        withScreen {
            let content = UIViewController()
            content.preferredContentSize = CGSize(width: 0, height: 200)
            var configuration = DropDownSheetConfiguration.earlierBar
            configuration.detents = [.content()]
            configuration.largestUndimmedDetent = .content
            configuration.closeButton = .close
            _ = present(content, configuration: configuration, at: .content)
            // The content view starts below the band and shows its 200 points above the edge.
            waitUntil { abs(self.safeAreaTop(of: content) + 200 - self.restLine) < 1 }
        }
    }

    /// Where `controller`'s safe area begins, in the window.
    private func safeAreaTop(of controller: UIViewController) -> CGFloat {
        let guide = controller.view.safeAreaLayoutGuide.layoutFrame
        return controller.view.convert(guide, to: window).minY
    }

    func testSetDetentsCompletionRunsAfterTheDelegateHearsTheDetent() {
        withScreen {
            let delegate = RecordingDelegate()
            let sheet = present(LongList(style: .plain), configuration: halfPanel, at: .expanded, delegate: delegate)
            delegate.calls.removeAll()
            var finished: Bool?
            sheet.setDetent(.medium) { done in
                finished = done
                delegate.calls.append("completion:\(done)")
            }
            XCTAssertEqual(sheet.selectedDetentIdentifier, .medium, "heading there")
            XCTAssertEqual(delegate.calls, ["willMove:medium"])
            waitUntil { finished != nil }
            XCTAssertEqual(finished, true)
            XCTAssertEqual(delegate.calls, ["willMove:medium", "didMove:medium", "completion:true"])
            XCTAssertEqual(sheet.state, .medium)
            // Already there: at once, true.
            var again: Bool?
            sheet.setDetent(.medium) { again = $0 }
            XCTAssertEqual(again, true)
        }
    }

    func testSetDetentToADetentTheSheetLacksCompletesWithFalseAndMovesNothing() {
        withScreen {
            let sheet = present(LongList(style: .plain), configuration: halfPanel, at: .medium)
            DropDownSheetMisuseReport.assertsInDebugBuilds = false
            defer { DropDownSheetMisuseReport.assertsInDebugBuilds = true }
            var finished: Bool?
            sheet.setDetent("nowhere") { finished = $0 }
            XCTAssertEqual(finished, false)
            XCTAssertEqual(sheet.phase, .resting(.medium))
        }
    }

    func testSetDetentInterruptedByAnotherMoveCompletesWithFalse() {
        withScreen {
            let sheet = present(LongList(style: .plain), configuration: halfPanel, at: .expanded)
            var first: Bool?, second: Bool?
            sheet.setDetent(.medium) { first = $0 }
            sheet.minimize { second = $0 }
            waitUntil { first != nil && second != nil }
            XCTAssertEqual(first, false, "redirected before arriving")
            XCTAssertEqual(second, true)
            XCTAssertEqual(sheet.selectedDetentIdentifier, .minimized)
        }
    }
}
#endif
