#if canImport(UIKit)
import OSLog
import UIKit
import XCTest
@testable import DropDownSheet
// DropDownSheetCore too: the bookkeeping's window for a put-back (package access), waited past.
@testable import DropDownSheetCore

/// Issue 29: the shell follows the app on what UIKit documents. These run with the layer
/// observation (the undocumented accelerator) off, or pin a decision now taken on documented
/// signals.
@MainActor
final class DocumentedGroundTests: SheetTestCase {
    /// Finding 1 and 3: a toolbar shown by `setToolbarHidden(_:animated:)` on a screen that did not
    /// show one is followed through the transparent sentinel's safe area alone; the inset the
    /// navigation controller held moves to its stack once that is heard, so at rest the toolbar is
    /// laid out exactly as it would be with no sheet, and it moves back when the toolbar hides.
    func testWithoutLayerObservationTheBarsFollowAToolbarShownAndHiddenAndAtRestItIsLaidOutAsWithoutASheet() {
        DropDownSheetBottomBarTracker.observesBarLayers = false
        defer { DropDownSheetBottomBarTracker.observesBarLayers = true }
        let top = UIViewController()
        top.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: top)
        withRoot(navigation) {
            // Its frame with no sheet, for comparison.
            navigation.setToolbarHidden(false, animated: false)
            navigation.view.layoutIfNeeded()
            let toolbarAlone = windowFrame(navigation.toolbar)
            navigation.setToolbarHidden(true, animated: false)
            navigation.view.layoutIfNeeded()
            let sheet = presentMinimized(from: top)
            waitUntil { abs(self.visibleCardFrame(sheet).maxY - self.homeIndicatorTop) < 0.5 }
            let inset = CGFloat(sheet.underneathInset.safeAreaBottom)
            XCTAssertEqual(navigation.additionalSafeAreaInsets.bottom, inset, accuracy: 0.01, "no toolbar: it holds the inset")
            navigation.setToolbarHidden(false, animated: true)
            waitUntil {
                abs(self.visibleCardFrame(sheet).maxY - self.windowFrame(navigation.toolbar).minY) < 0.5
                    && !(sheet.host?.presentation.isMoving ?? true) && navigation.additionalSafeAreaInsets.bottom == 0
            }
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(visibleCardFrame(sheet).maxY, windowFrame(navigation.toolbar).minY, accuracy: 0.5, "on the toolbar")
            XCTAssertEqual(windowFrame(navigation.toolbar), toolbarAlone, "the toolbar is laid out as without a sheet")
            XCTAssertEqual(safeAreaBottom(of: top.view), visibleCardFrame(sheet).minY, accuracy: 0.5, "the list ends above the bars")
            navigation.setToolbarHidden(true, animated: true)
            waitUntil {
                abs(self.visibleCardFrame(sheet).maxY - self.homeIndicatorTop) < 0.5 && !(sheet.host?.presentation.isMoving ?? true)
            }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, homeIndicatorTop, accuracy: 0.5, "down once it hides")
            waitUntil { abs(navigation.additionalSafeAreaInsets.bottom - inset) < 0.01 }
            XCTAssertEqual(top.additionalSafeAreaInsets, .zero, "back to the navigation controller")
        }
    }

    /// Second review of issue 29b, fixes 1 and 3: how long a toolbar shown while a sheet's bar is
    /// up is laid out taller. The navigation controller showing no toolbar holds the inset; once
    /// the toolbar shows, the share moves to its stack at once (given back first, no spring), so
    /// within two turns of the run loop the toolbar is as tall as with no sheet. With the layer
    /// observation off, and without the test laying out the app's views itself.
    func testAToolbarShownWhileASheetsBarIsUpIsLaidOutTallerForTwoTurnsAtMost() {
        DropDownSheetBottomBarTracker.observesBarLayers = false
        defer { DropDownSheetBottomBarTracker.observesBarLayers = true }
        let top = UIViewController()
        top.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: top)
        withRoot(navigation) {
            // Its height with no sheet, laid out by UIKit alone.
            navigation.setToolbarHidden(false, animated: false)
            waitUntil { navigation.toolbar.window != nil && navigation.toolbar.frame.height > 0 }
            spinRunLoop(0.1)
            let heightAlone = navigation.toolbar.frame.height
            navigation.setToolbarHidden(true, animated: false)
            waitUntil { navigation.toolbar.window == nil || navigation.toolbar.isHidden }
            let sheet = presentMinimized(from: top)
            let inset = CGFloat(sheet.underneathInset.safeAreaBottom)
            waitUntil {
                abs(self.visibleCardFrame(sheet).maxY - self.homeIndicatorTop) < 0.5
                    && !(sheet.host?.presentation.isMoving ?? true)
                    && abs(navigation.additionalSafeAreaInsets.bottom - inset) < 0.01
            }
            navigation.setToolbarHidden(false, animated: false)
            waitUntil(0.2) {
                navigation.toolbar.window != nil && abs(navigation.toolbar.frame.height - heightAlone) < 0.5
            }
            XCTAssertEqual(navigation.toolbar.frame.height, heightAlone, accuracy: 0.5, "as tall as with no sheet")
            XCTAssertEqual(navigation.additionalSafeAreaInsets.bottom, 0, accuracy: 0.01, "given back, at once")
            XCTAssertEqual(top.additionalSafeAreaInsets.bottom, inset, accuracy: 0.01, "the stack holds it")
        }
    }

    /// Review of issue 29, B1: Edit's toolbar shown over a `UITableViewController` in a tab. The
    /// tab bar kept the tracker from searching on a touch, and the bars covered Delete and Move.
    /// No view inside a list hears the toolbar (a scroll view keeps from its subviews the safe
    /// area it puts into its content inset; a constraint pinning one to the list's frame was no
    /// better, and is gone: issue 29, finding 4). With the layer observation off, the next touch
    /// that passes through reads the navigation controller's documented `isToolbarHidden` and
    /// looks again: the bars rest on the toolbar and the list's last row ends above them; the
    /// next touch after it hides brings them down. The same over a `UICollectionViewController`.
    func testWithoutLayerObservationTheBarsFollowEditsToolbarOverATableViewController() throws {
        let list = RowsTableViewController(style: .plain)
        list.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        try assertTheBarsFollowAToolbarShownOverAList(list, list: { list.tableView }) { table in
            let last = IndexPath(row: table.numberOfRows(inSection: 0) - 1, section: 0)
            table.scrollToRow(at: last, at: .bottom, animated: false)
            table.layoutIfNeeded()
            return try self.windowFrame(XCTUnwrap(table.cellForRow(at: last)))
        } edit: { list.setEditing(true, animated: true) }
    }

    func testWithoutLayerObservationTheBarsFollowAToolbarShownOverACollectionViewController() throws {
        let grid = ItemsCollectionViewController()
        grid.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        try assertTheBarsFollowAToolbarShownOverAList(grid, list: { grid.collectionView }) { collection in
            let last = IndexPath(item: collection.numberOfItems(inSection: 0) - 1, section: 0)
            collection.scrollToItem(at: last, at: .bottom, animated: false)
            collection.layoutIfNeeded()
            return try self.windowFrame(XCTUnwrap(collection.cellForItem(at: last)))
        } edit: {}
    }

    /// Review 3 of issue 29, major 2: on a screen with no bar followed (a navigation controller
    /// over a list, its toolbar hidden), a touch looked for bars at most once a second, so the
    /// touch right after the one that showed Edit's toolbar found nothing. A toolbar shown is
    /// looked for at once, whatever the last search.
    func testWithoutLayerObservationAToolbarShownRightAfterATouchOnAScreenWithNoBarIsFoundAtTheNextTouch() throws {
        DropDownSheetBottomBarTracker.observesBarLayers = false
        defer { DropDownSheetBottomBarTracker.observesBarLayers = true }
        let list = RowsTableViewController(style: .plain)
        list.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: list)
        try withRoot(navigation) {
            let sheet = presentMinimized(from: list)
            waitForRest(sheet)
            let table = try XCTUnwrap(list.tableView)
            let onTheList = CGPoint(x: windowFrame(table).midX, y: windowFrame(table).minY + 120)
            tap(at: onTheList)
            let tapped = Date()
            navigation.setToolbarHidden(false, animated: false)
            navigation.view.layoutIfNeeded()
            tap(at: onTheList)
            guard Date().timeIntervalSince(tapped) < 1 else {
                throw XCTSkip("the simulator took a second between two taps: the once-a-second search would run anyway")
            }
            waitUntil {
                !(sheet.host?.presentation.isMoving ?? true)
                    && abs(self.visibleCardFrame(sheet).maxY - self.windowFrame(navigation.toolbar).minY) < 0.5
            }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, windowFrame(navigation.toolbar).minY, accuracy: 0.5, "on the toolbar")
        }
    }

    /// Waits until the main queue has run `turns` more turns: the tracker reports what it heard a
    /// turn later, so by then anything it heard would have set the bars off.
    private func waitForMainTurns(_ turns: Int = 3, file: StaticString = #filePath, line: UInt = #line) {
        var left = turns
        func next() { DispatchQueue.main.async { left -= 1; if left > 0 { next() } } }
        next()
        waitUntil(file: file, line: line) { left == 0 }
    }

    /// Shows the toolbar over `controller`'s list (in a navigation controller in a tab) with the
    /// layer observation off, and checks that nothing but a touch brings the bars onto it: a tap
    /// on the bar, which the bar keeps (the sheet expands) and which has the bars looked for;
    /// `lastRow` scrolls the list to its end and gives its last row's window frame.
    private func assertTheBarsFollowAToolbarShownOverAList<List: UIScrollView>(
        _ controller: UIViewController, list: () -> List?, lastRow: @escaping (List) throws -> CGRect, edit: () -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        DropDownSheetBottomBarTracker.observesBarLayers = false
        defer { DropDownSheetBottomBarTracker.observesBarLayers = true }
        let navigation = UINavigationController(rootViewController: controller)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        try withRoot(tabs) {
            let sheet = presentMinimized(from: controller, file: file, line: line)
            waitForRest(sheet, file: file, line: line)
            // Where it rests before the toolbar (on the tab bar; on an iPad from iOS 18, whose
            // tab bar is at the top, on the home indicator).
            let resting = visibleCardFrame(sheet)
            let scrollView = try XCTUnwrap(list(), file: file, line: line)
            let root = try XCTUnwrap(sheet.host?.view as? DropDownSheetRootView, file: file, line: line)
            edit()
            navigation.setToolbarHidden(false, animated: false)
            navigation.view.layoutIfNeeded()
            let toolbar = windowFrame(navigation.toolbar)
            XCTAssertGreaterThan(resting.maxY, toolbar.minY + 0.5, "the bar covers the toolbar", file: file, line: line)
            waitForMainTurns(file: file, line: line)
            XCTAssertEqual(visibleCardFrame(sheet), resting,
                           "no touch yet: nothing heard the toolbar (the test shows the touch's path alone)", file: file, line: line)
            // A tap on the bar: the bar's (the sheet expands), and it has the bars looked for.
            let checks = root.bottomBarCheckCount
            tap(at: CGPoint(x: resting.midX, y: resting.midY), file: file, line: line)
            XCTAssertEqual(root.bottomBarCheckCount, checks + 1, "the touch on the bar had the bars looked for", file: file, line: line)
            waitUntil(file: file, line: line) { sheet.phase == .resting(.expanded) }
            sheet.minimize(animated: true)
            waitUntil(file: file, line: line) {
                sheet.phase == .resting(.minimized) && abs(self.visibleCardFrame(sheet).maxY - self.windowFrame(navigation.toolbar).minY) < 0.5
            }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, toolbar.minY, accuracy: 0.5, "on the toolbar, not over it", file: file, line: line)
            let row = try lastRow(scrollView)
            XCTAssertLessThanOrEqual(row.maxY, visibleCardFrame(sheet).minY + 0.5, "the last row ends above the bars", file: file, line: line)
            navigation.setToolbarHidden(true, animated: false)
            navigation.view.layoutIfNeeded()
            tap(at: CGPoint(x: windowFrame(scrollView).midX, y: windowFrame(scrollView).minY + 120), file: file, line: line)
            waitUntil(file: file, line: line) {
                !(sheet.host?.presentation.isMoving ?? true) && abs(self.visibleCardFrame(sheet).maxY - resting.maxY) < 8.5
            }
            XCTAssertLessThanOrEqual(visibleCardFrame(sheet).maxY, resting.maxY + 0.5, "back down once it hides", file: file, line: line)
        }
    }

    /// Waits until the library's log (subsystem `DropDownSheet`) holds a message containing
    /// `text` since `start`, and returns those messages.
    private func waitForWarnings(containing text: String, in store: OSLogStore, since start: OSLogPosition,
                                 file: StaticString = #filePath, line: UInt = #line) -> [String] {
        var warnings: [String] = []
        waitUntil(file: file, line: line) {
            warnings = (try? store.getEntries(at: start).compactMap { $0 as? OSLogEntryLog }
                .filter { $0.subsystem == "DropDownSheet" && $0.composedMessage.contains(text) }
                .map(\.composedMessage)) ?? []
            return !warnings.isEmpty
        }
        return warnings
    }

    /// Findings 6 and 8: code ported from another popup library adds the bar's height to its own
    /// bottom inset while the bars are up (`+= barHeight`). Its list gets the room twice (the
    /// library cannot know what the value is for), and it hears once, in the unified log, which
    /// controller that is and how to opt out; when the sheets go, exactly the library's share is
    /// taken out of its value.
    func testAnAppThatAddsTheBarsRoomItselfKeepsItsValueAndIsWarnedOnce() throws {
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let start = store.position(date: Date())
        withScreen {
            let sheet = presentMinimized(from: underneath)
            let inset = CGFloat(sheet.underneathInset.safeAreaBottom)
            underneath.additionalSafeAreaInsets.bottom += inset
            let name = String(describing: type(of: underneath!))
            let warnings = waitForWarnings(containing: "twice", in: store, since: start)
            XCTAssertTrue(warnings.first?.contains(name) ?? false, "names the controller")
            XCTAssertTrue(warnings.first?.contains("adjustsSafeAreaUnderneath") ?? false, "names the opt-out")
            underneath.view.layoutIfNeeded()
            XCTAssertEqual(safeAreaBottom(of: underneath.view), visibleCardFrame(sheet).minY - inset, accuracy: 0.5,
                           "twice the room, as the warning says")
            dismissEverything(on: underneath)
            waitUntil { underneath.presentedDropDownSheets.isEmpty }
            XCTAssertEqual(underneath.additionalSafeAreaInsets.bottom, inset, accuracy: 0.01, "the app's own addition is left")
            // Once over the whole test (the sheets shown, laid out, gone), not only at first sight.
            XCTAssertEqual(waitForWarnings(containing: "twice", in: store, since: start).count, 1, "said once")
        }
    }

    /// Review of issue 29b, finding 2: a list used directly as a tab (a `UITableViewController` as
    /// the tab's root) whose app does `+= 10` while the bars are up, and nothing reads the value
    /// again before the sheets go: the library's share was left in it. Exactly the app's 10 is.
    func testAListTabsPlusEqualsJustBeforeTheSheetsGoLeavesOnlyTheAppsChange() {
        let list = RowsTableViewController(style: .plain)
        let tabs = UITabBarController()
        tabs.viewControllers = [list, UIViewController()]
        withRoot(tabs) {
            let sheet = presentMinimized(from: list)
            waitForRest(sheet)
            let inset = CGFloat(sheet.underneathInset.safeAreaBottom)
            XCTAssertEqual(list.additionalSafeAreaInsets.bottom, inset, accuracy: 0.01, "the list tab holds the room")
            list.additionalSafeAreaInsets.bottom += 10
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            XCTAssertEqual(list.additionalSafeAreaInsets.bottom, 10, accuracy: 0.01, "the app's 10, the share taken out")
        }
    }

    #if canImport(UIKit.UITabAccessory)
    /// Review of issue 29b, finding 4 (built with the iOS 26 SDK, run from iOS 18: the iOS 16.5 SDK
    /// has no `setTabBarHidden`): a list used directly as a tab heard its safe area change
    /// only through the layer observation (its sentinel, zero-size in a scroll view, heard its
    /// window alone, as any view inside a list must). With that off, the tab bar hidden
    /// (`setTabBarHidden`, iOS 18) is followed at the next touch that passes through, which
    /// measures the tab bar again: the bars go down, then back above it.
    func testWithoutLayerObservationTheBarsFollowAListTabsTabBarHiddenAndShown() throws {
        guard #available(iOS 18.0, *) else { throw XCTSkip("setTabBarHidden(_:animated:) is iOS 18") }
        guard UIDevice.current.userInterfaceIdiom == .phone else { throw XCTSkip("on iPad from iOS 18 the tab bar is at the top") }
        DropDownSheetBottomBarTracker.observesBarLayers = false
        defer { DropDownSheetBottomBarTracker.observesBarLayers = true }
        let list = RowsTableViewController(style: .plain)
        let tabs = UITabBarController()
        tabs.viewControllers = [list, UIViewController()]
        withRoot(tabs) {
            let sheet = presentMinimized(from: list)
            let tabBarTop = windowFrame(tabs.tabBar).minY
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) && abs(self.visibleCardFrame(sheet).maxY - tabBarTop) < 0.5 }
            // What the user sees of the tab bar (its presentation layer) at its end, before the touch.
            let shownFrame = tabs.tabBar.frame
            func seenMinY() -> CGFloat { tabs.tabBar.layer.presentation()?.frame.minY ?? tabs.tabBar.frame.minY }
            tabs.setTabBarHidden(true, animated: true)
            waitUntil {
                tabs.tabBar.isHidden || (tabs.tabBar.layer.presentation()?.opacity ?? 1) < 0.01 || seenMinY() >= tabs.view.bounds.maxY - 0.5
            }
            tap(at: CGPoint(x: windowFrame(list.tableView).midX, y: windowFrame(list.tableView).minY + 120))
            waitUntil {
                !(sheet.host?.presentation.isMoving ?? true) && abs(self.visibleCardFrame(sheet).maxY - self.homeIndicatorTop) < 0.5
            }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, homeIndicatorTop, accuracy: 0.5, "down where the tab bar was")
            tabs.setTabBarHidden(false, animated: true)
            waitUntil { !tabs.tabBar.isHidden && abs(seenMinY() - shownFrame.minY) < 0.5 }
            tap(at: CGPoint(x: windowFrame(list.tableView).midX, y: windowFrame(list.tableView).minY + 120))
            waitUntil {
                !(sheet.host?.presentation.isMoving ?? true)
                    && abs(self.visibleCardFrame(sheet).maxY - self.windowFrame(tabs.tabBar).minY) < 0.5
            }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, windowFrame(tabs.tabBar).minY, accuracy: 0.5, "back above the tab bar")
        }
    }
    #endif

    /// Review of issue 29, B2: each `+=` and `-=` of the app's own value while the bars are up
    /// stacked the bars' room again (a base taken with the library's share in it), and the share
    /// was never given back. UIKit lays the list out with the app's change and one share, and the
    /// app's value alone is left.
    func testTheAppsPlusAndMinusEqualsNeitherStackTheBarsRoomNorKeepItAfterTheSheets() {
        withScreen {
            let sheet = presentMinimized(from: underneath)
            let second = makeDraft("second")
            for (index, change) in [10, -10, 10, -10, 10].map(CGFloat.init).enumerated() {
                underneath.additionalSafeAreaInsets.bottom += change
                // A change of the bars' room makes the library write again, with what it read.
                if index == 2 { presentAndWait(second, .minimized) }
                waitForRest(sheet)
                let own: CGFloat = index.isMultiple(of: 2) ? 10 : 0
                underneath.view.layoutIfNeeded()
                let room = CGFloat(sheet.underneathInset.safeAreaBottom)
                XCTAssertEqual(safeAreaBottom(of: underneath.view), homeIndicatorTop - room - own, accuracy: 0.5,
                               "step \(index): the list ends the app's \(own) points above the bars, never a second bar's height")
            }
            dismissEverything(on: underneath)
            waitUntil { underneath.presentedDropDownSheets.isEmpty }
            XCTAssertEqual(underneath.additionalSafeAreaInsets.bottom, 10, accuracy: 0.01, "exactly the app's 10 is left")
            underneath.view.layoutIfNeeded()
            XCTAssertEqual(safeAreaBottom(of: underneath.view), homeIndicatorTop - 10, accuracy: 0.5)
        }
    }

    /// Review of issue 29, M1: put-backs of the app's value far apart (a value set again on a
    /// rotation, a minute later) were counted over the session, and the third let the screen go.
    /// Each is a new base, and UIKit lays the list out above the bars every time.
    func testAnAppThatSetsItsValueAgainLongAfterTheLibrarysWriteKeepsTheBarsRoom() {
        withScreen {
            let sheet = presentMinimized(from: underneath)
            for _ in 0..<4 {
                // Past the window in which a put-back is taken for code in viewDidLayoutSubviews.
                let written = CACurrentMediaTime()
                waitUntil { CACurrentMediaTime() - written > DropDownSheetInsetBookkeeping<Int>.reassertionWindow + 0.1 }
                underneath.additionalSafeAreaInsets.bottom = 20
                waitUntil {
                    self.underneath.view.layoutIfNeeded()
                    return abs(self.safeAreaBottom(of: self.underneath.view) - (self.visibleCardFrame(sheet).minY - 20)) < 0.5
                }
                XCTAssertEqual(safeAreaBottom(of: underneath.view), visibleCardFrame(sheet).minY - 20, accuracy: 0.5,
                               "the app's 20 above the bars: never let go")
            }
        }
    }

    /// Review of issue 29, M2: an app that sets its bottom inset in `viewDidLayoutSubviews` was laid
    /// out with the bars' room three times, each undone by its next layout pass (a flicker), before
    /// the library let it be. UIKit now lays it out with the library's room at most once; the
    /// library leaves the controller the app's value and says so once.
    func testAnAppThatSetsItsInsetOnEveryLayoutIsLaidOutWithTheBarsRoomAtMostOnce() throws {
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let start = store.position(date: Date())
        let screen = InsetOnEveryLayoutViewController()
        withRoot(screen) {
            let sheet = presentMinimized(from: screen)
            let warnings = waitForWarnings(containing: "back to", in: store, since: start)
            XCTAssertEqual(warnings.count, 1)
            XCTAssertTrue(warnings.first?.contains("InsetOnEveryLayoutViewController") ?? false, "names the controller")
            XCTAssertTrue(warnings.first?.contains("underneathInset.safeAreaBottom") ?? false, "says how to keep the room")
            waitForRest(sheet)
            screen.view.setNeedsLayout()
            screen.view.layoutIfNeeded()
            XCTAssertLessThanOrEqual(screen.passesWithTheBarsRoom, 1, "laid out with the library's room at most once")
            XCTAssertEqual(safeAreaBottom(of: screen.view), homeIndicatorTop - screen.ownBottom, accuracy: 0.5,
                           "laid out with the app's value alone")
            XCTAssertTrue(sheet.isPresented)
        }
    }

    /// What M2's warning asks: code in `viewDidLayoutSubviews` that sets its value plus
    /// `underneathInset.safeAreaBottom` keeps the bars' room, is never written over, and is left
    /// its own value when the sheets go.
    func testAnAppThatAddsTheBarsRoomInItsOwnLayoutKeepsItAndItsValueIsLeft() throws {
        let screen = InsetOnEveryLayoutViewController()
        let sheet = DropDownSheetController(content: UIViewController(), configuration: .earlierBar)
        screen.room = { [unowned sheet] in CGFloat(sheet.underneathInset.safeAreaBottom) }
        withRoot(screen) {
            presentAndWait(sheet, .minimized, from: screen)
            waitForRest(sheet)
            screen.view.setNeedsLayout()
            waitUntil {
                screen.view.layoutIfNeeded()
                return abs(self.safeAreaBottom(of: screen.view) - (self.visibleCardFrame(sheet).minY - screen.ownBottom)) < 0.5
            }
            XCTAssertEqual(safeAreaBottom(of: screen.view), visibleCardFrame(sheet).minY - screen.ownBottom, accuracy: 0.5,
                           "its own 44 points above the bars")
            XCTAssertLessThanOrEqual(screen.passesWithTheBarsRoom, 0, "never laid out with the room twice")
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            screen.view.setNeedsLayout()
            screen.view.layoutIfNeeded()
            XCTAssertEqual(screen.additionalSafeAreaInsets.bottom, screen.ownBottom, accuracy: 0.01, "its own value")
        }
    }

    #if canImport(UIKit.UITabAccessory)
    /// Finding 2: a real tab bar controller in a narrow column (as in an iPad split view's
    /// secondary column) whose tab bar never minimizes is narrower than 60 % of the screen; the
    /// bars stay above its tab bar rather than go inline over the column's content.
    func testARealTabBarControllerInANarrowColumnThatNeverMinimizesKeepsTheBarsAboveIt() throws {
        try requireGlass()
        guard #available(iOS 26.0, *) else { return }
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        tabs.tabBarMinimizeBehavior = .never
        let column = NarrowColumnContainer(child: tabs, widthFraction: 0.45)
        try withRoot(column) {
            waitUntil { self.windowFrame(tabs.tabBar).width > 0 }
            XCTAssertLessThan(windowFrame(tabs.tabBar).width, window.bounds.width * 0.6, "narrower than the old rule's 60 %")
            let sheet = presentItemBar(from: column, role: .accessory)
            let host = try XCTUnwrap(sheet.host)
            waitUntil { !host.presentation.isMoving }
            let tabBar = windowFrame(tabs.tabBar), bar = visibleCardFrame(sheet)
            XCTAssertFalse(bar.intersects(tabBar), "not inline over the tab bar's row")
            XCTAssertLessThanOrEqual(bar.maxY, tabBar.minY + 0.5, "above the tab bar")
        }
    }
    #endif
}

/// A screen that sets its own bottom inset on every layout pass, as apps that clear a bar of
/// their own do (plus `room()`, which the app may add), and counts the passes laid out with more.
@MainActor
private final class InsetOnEveryLayoutViewController: UIViewController {
    let ownBottom: CGFloat = 44
    var room: () -> CGFloat = { 0 }
    private(set) var passesWithTheBarsRoom = 0

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if let window = view.window, view.safeAreaInsets.bottom > window.safeAreaInsets.bottom + ownBottom + room() + 0.5 {
            passesWithTheBarsRoom += 1
        }
        additionalSafeAreaInsets.bottom = ownBottom + room()
    }
}

/// A grid of 60 items in one column of rows, as a list.
@MainActor
private final class ItemsCollectionViewController: UICollectionViewController {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 44)
        super.init(collectionViewLayout: layout)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
}

/// A list of 60 rows.
@MainActor
private final class RowsTableViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A container that lays its one child out in a column at its trailing edge, `widthFraction` of
/// its width, as a split view's secondary column.
@MainActor
private final class NarrowColumnContainer: UIViewController {
    private let child: UIViewController
    private let widthFraction: CGFloat

    init(child: UIViewController, widthFraction: CGFloat) {
        self.child = child
        self.widthFraction = widthFraction
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width * widthFraction
        child.view.frame = CGRect(x: view.bounds.maxX - width, y: 0, width: width, height: view.bounds.height)
    }
}
#endif
