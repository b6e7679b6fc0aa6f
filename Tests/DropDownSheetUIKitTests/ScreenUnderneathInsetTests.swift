#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// A custom container, as apps write them: its own toolbar at the bottom, and a child above it
/// whose `additionalSafeAreaInsets` it sets on every layout (UIViewController.h: the property is
/// for custom containers to add to "for contained view controllers").
@MainActor
final class ToolbarContainerViewController: UIViewController {
    let content = UIViewController()
    let toolbar = UIToolbar()
    let toolbarHeight: CGFloat = 44

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        content.view.frame = view.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content.view)
        content.didMove(toParent: self)
        view.addSubview(toolbar)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let height = toolbarHeight + view.safeAreaInsets.bottom
        toolbar.frame = CGRect(x: 0, y: view.bounds.maxY - height, width: view.bounds.width, height: height)
        content.additionalSafeAreaInsets.bottom = toolbarHeight
    }
}

/// An app's paging container: its pages, navigation controllers showing their toolbars, live in a
/// scroll view.
@MainActor
final class PagingContainerViewController: UIViewController {
    let pages: [UINavigationController] = (0..<2).map { _ in
        let top = UIViewController()
        top.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
        let page = UINavigationController(rootViewController: top)
        page.isToolbarHidden = false
        return page
    }
    private let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.isPagingEnabled = true
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentInsetAdjustmentBehavior = .never
        view.addSubview(scrollView)
        for page in pages {
            addChild(page)
            scrollView.addSubview(page.view)
            page.didMove(toParent: self)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for (index, page) in pages.enumerated() {
            page.view.frame = CGRect(x: CGFloat(index) * view.bounds.width, y: 0, width: view.bounds.width, height: view.bounds.height)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width * CGFloat(pages.count), height: view.bounds.height)
    }
}

/// The screen underneath knows what the bars cover (issue 18, rule 2): the content above its tab
/// bar or toolbar gets the room the bars take as safe area, the bars themselves do not grow or
/// move, the app's own values are kept, and everything added is given back.
@MainActor
final class ScreenUnderneathInsetTests: SheetTestCase {
    /// The inset the library adds for `sheet`'s presentation, in points.
    private func added(_ sheet: DropDownSheetController) -> CGFloat {
        CGFloat(sheet.underneathInset.safeAreaBottom)
    }

    func testTheTabsOfATabBarControllerEndAboveTheBarAndTheTabBarStaysPut() {
        let list = UITableViewController(style: .plain)
        let inbox = UINavigationController(rootViewController: list)
        let other = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [inbox, other]
        withRoot(tabs) {
            let tabBarBefore = tabs.tabBar.frame
            let sheet = presentMinimized(from: list)
            XCTAssertGreaterThanOrEqual(added(sheet), 60, "at least the bar's 60 points")
            XCTAssertEqual(inbox.additionalSafeAreaInsets.bottom, added(sheet), accuracy: 0.01,
                           "review of issue 29b, finding 1: a navigation controller showing no toolbar holds it")
            XCTAssertEqual(list.additionalSafeAreaInsets, .zero, "inherited from it")
            XCTAssertEqual(other.additionalSafeAreaInsets.bottom, added(sheet), accuracy: 0.01, "every tab, shown or not")
            XCTAssertEqual(tabs.additionalSafeAreaInsets, .zero, "the tab bar controller itself gets nothing")
            list.view.layoutIfNeeded()
            XCTAssertEqual(tabs.tabBar.frame, tabBarBefore, "the tab bar neither grows nor moves")
            XCTAssertEqual(safeAreaBottom(of: list.view), visibleCardFrame(sheet).minY, accuracy: 0.5,
                           "the list's safe area ends where the bar begins")
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            XCTAssertEqual(inbox.additionalSafeAreaInsets, .zero, "given back")
            XCTAssertEqual(other.additionalSafeAreaInsets, .zero)
            XCTAssertEqual(tabs.tabBar.frame, tabBarBefore)
        }
    }

    func testTheReceiversSentinelsAreTransparentNotHiddenAndSpanTheirViewsSoTheyHearTheSafeAreaChange() {
        // Issue 29, finding 1: UIKit documents no safe area for a hidden view; the sentinel is a
        // transparent one as large as the receiver's view, so it has the bottom safe area.
        let content = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [content, UIViewController()]
        withRoot(tabs) {
            let sheet = presentMinimized(from: content)
            content.view.layoutIfNeeded()
            let spanning = content.view.subviews.compactMap { $0 as? DropDownSheetScreenSentinel }
                .filter { $0.safeAreaDidChange != nil }
            XCTAssertFalse(spanning.isEmpty, "the receiver has a sentinel that hears its safe area")
            for sentinel in spanning {
                XCTAssertFalse(sentinel.isHidden)
                XCTAssertEqual(sentinel.alpha, 0)
                XCTAssertEqual(sentinel.frame, content.view.bounds, "it spans its view")
                XCTAssertEqual(sentinel.safeAreaInsets.bottom, content.view.safeAreaInsets.bottom, accuracy: 0.5,
                               "and so has its bottom safe area")
            }
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
        }
    }

    func testInAScrollingListNoSentinelUsesAutoLayoutAndAScrollMovesNothingOfTheLibrarys() {
        // Issue 29, finding 4: a constraint in the app's main list was solved on every scroll
        // frame. In a scroll view every sentinel is zero-size, placed by its frame, and hears only
        // its window (a scroll view keeps from its subviews the safe area it puts into its content
        // inset, so no view inside a list could hear its tab bar); the list's own properties are
        // left alone (DocumentedGroundTests, review B1).
        let list = UITableViewController(style: .plain)
        let tabs = UITabBarController()
        tabs.viewControllers = [list, UIViewController()]
        withRoot(tabs) {
            let sheet = presentMinimized(from: list)
            let table = list.tableView!
            table.contentSize = CGSize(width: table.bounds.width, height: table.bounds.height * 4)
            table.layoutIfNeeded()
            let sentinels = table.subviews.compactMap { $0 as? DropDownSheetScreenSentinel }
            XCTAssertFalse(sentinels.isEmpty, "the list's leaving the window is still heard")
            XCTAssertNil(table.backgroundView, "nothing set on the app's list")
            for sentinel in sentinels {
                XCTAssertTrue(sentinel.translatesAutoresizingMaskIntoConstraints)
                XCTAssertEqual(sentinel.frame.size, .zero)
                XCTAssertFalse(table.constraints.contains { $0.firstItem === sentinel || $0.secondItem === sentinel })
            }
            let insetBefore = table.adjustedContentInset.bottom
            table.contentOffset = CGPoint(x: 0, y: table.bounds.height)
            table.layoutIfNeeded()
            XCTAssertEqual(table.adjustedContentInset.bottom, insetBefore, accuracy: 0.5, "a scroll changes nothing")
            XCTAssertEqual(windowFrame(table).maxY - insetBefore, visibleCardFrame(sheet).minY, accuracy: 0.5,
                           "the list ends above the bars")
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
        }
    }

    func testTheAppsOwnAdditionalSafeAreaInsetsAreKeptAndExactlyWhatWasAddedIsGivenBack() {
        withScreen {
            underneath.additionalSafeAreaInsets = UIEdgeInsets(top: 5, left: 3, bottom: 12, right: 4)
            let sheet = presentMinimized(from: underneath)
            let first = added(sheet)
            XCTAssertGreaterThan(first, 0)
            XCTAssertEqual(underneath.additionalSafeAreaInsets, UIEdgeInsets(top: 5, left: 3, bottom: 12 + first, right: 4))
            let second = makeDraft("second")
            presentAndWait(second, .minimized)
            waitForRest(second)
            let both = added(second)
            XCTAssertGreaterThan(both, first, "the stack's sliver")
            XCTAssertEqual(underneath.additionalSafeAreaInsets.bottom, 12 + both, accuracy: 0.01, "the library's part, replaced")
            second.dismiss(animated: false)
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented && !second.isPresented }
            XCTAssertEqual(underneath.additionalSafeAreaInsets, UIEdgeInsets(top: 5, left: 3, bottom: 12, right: 4), "exactly the app's")
        }
    }

    func testAValueTheAppSetsWhileTheBarsAreUpIsTheNewBaseAndTheBarsRoomIsAddedAgain() {
        // Issue 29, finding 6: one write by the app no longer makes the library give up the screen.
        withScreen {
            let sheet = presentMinimized(from: underneath)
            underneath.additionalSafeAreaInsets.bottom = 20
            presentAndWait(makeDraft("second"), .minimized)
            waitUntil { abs(self.underneath.additionalSafeAreaInsets.bottom - (20 + self.added(sheet))) < 0.01 }
            XCTAssertEqual(underneath.additionalSafeAreaInsets.bottom, 20 + added(sheet), accuracy: 0.01, "the app's 20, and the bars' room")
            underneath.view.layoutIfNeeded()
            XCTAssertEqual(safeAreaBottom(of: underneath.view), visibleCardFrame(sheet).minY - 20, accuracy: 0.5,
                           "the list ends the app's 20 points above the bars")
            dismissEverything(on: underneath)
            waitUntil { underneath.presentedDropDownSheets.isEmpty }
            XCTAssertEqual(underneath.additionalSafeAreaInsets.bottom, 20, "exactly the app's value is left")
        }
    }

    func testTheChildOfAnAppsContainerIsNeverWrittenItsContainerOwnsItsValue() {
        // Finding 5: UIViewController.h: custom containers set their children's
        // additionalSafeAreaInsets ("for contained view controllers"); this one does on every
        // layout, and holds a bottom bar of its own.
        let container = ToolbarContainerViewController()
        withRoot(container) {
            let sheet = presentMinimized(from: container)
            XCTAssertEqual(container.content.additionalSafeAreaInsets.bottom, container.toolbarHeight, accuracy: 0.01,
                           "only what its container set")
            XCTAssertEqual(container.additionalSafeAreaInsets.bottom, 0, "its own bar would move")
            container.view.layoutIfNeeded()
            XCTAssertEqual(safeAreaBottom(of: container.content.view), windowFrame(container.content.view).maxY - window.safeAreaInsets.bottom
                           - container.toolbarHeight, accuracy: 0.5, "UIKit lays the content out with its container's value alone")
            XCTAssertGreaterThan(sheet.underneathInset.bottom, 0, "the app reads the room itself")
        }
    }

    func testAToolbarAtTheTopOrAHiddenOneLeavesTheScreenItsInset() {
        // Finding 6: any toolbar in a controller's view counted as a bar there: the inset went to
        // its children, of which it had none, so nothing got it.
        let screen = UIViewController()
        let topToolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        screen.view.addSubview(topToolbar)
        let hidden = UIToolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 144))
        hidden.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        hidden.isHidden = true
        screen.view.addSubview(hidden)
        withRoot(screen) {
            hidden.frame = CGRect(x: 0, y: screen.view.bounds.maxY - 83, width: screen.view.bounds.width, height: 83)
            let sheet = presentMinimized(from: screen)
            XCTAssertEqual(screen.additionalSafeAreaInsets.bottom, added(sheet), accuracy: 0.01)
            XCTAssertEqual(safeAreaBottom(of: screen.view), visibleCardFrame(sheet).minY, accuracy: 0.5)
            // The app shows its bottom toolbar: now the screen holds a bar, and gets nothing.
            hidden.isHidden = false
            waitUntil { screen.additionalSafeAreaInsets.bottom == 0 }
            waitForRest(sheet)
            XCTAssertEqual(visibleCardFrame(sheet).maxY, windowFrame(hidden).minY, accuracy: 0.5, "on the toolbar")
        }
    }

    func testThePagesOfAPagingContainerShowingToolbarsGetTheInsetInTheirStacks() {
        // Finding 6: the search skipped scroll views, so the pager got the inset and the toolbars
        // of its pages grew.
        let pager = PagingContainerViewController()
        withRoot(pager) {
            let toolbarBefore = windowFrame(pager.pages[0].toolbar)
            let sheet = presentMinimized(from: pager)
            XCTAssertEqual(pager.additionalSafeAreaInsets.bottom, 0, "its pages' toolbars would grow")
            for page in pager.pages {
                XCTAssertEqual(page.additionalSafeAreaInsets.bottom, 0)
                XCTAssertEqual(page.topViewController?.additionalSafeAreaInsets.bottom ?? 0, added(sheet), accuracy: 0.01)
            }
            pager.view.layoutIfNeeded()
            XCTAssertEqual(windowFrame(pager.pages[0].toolbar), toolbarBefore, "the page's toolbar neither grows nor moves")
            waitForRest(sheet)
            XCTAssertEqual(visibleCardFrame(sheet).maxY, toolbarBefore.minY, accuracy: 0.5, "the bar rests on the page's toolbar")
        }
    }

    func testANavigationControllerShowingItsToolbarPassesTheInsetToItsControllers() {
        let (top, navigation) = navigationShowingToolbar()
        withRoot(navigation) {
            let toolbarBefore = navigation.toolbar.frame
            let sheet = presentMinimized(from: top)
            XCTAssertEqual(navigation.additionalSafeAreaInsets, .zero, "the toolbar would grow with it")
            XCTAssertEqual(top.additionalSafeAreaInsets.bottom, added(sheet), accuracy: 0.01)
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(navigation.toolbar.frame, toolbarBefore, "the toolbar neither grows nor moves")
            XCTAssertEqual(visibleCardFrame(sheet).maxY, windowFrame(navigation.toolbar).minY, accuracy: 0.5, "the bar sits on the toolbar")
            XCTAssertEqual(safeAreaBottom(of: top.view), visibleCardFrame(sheet).minY, accuracy: 0.5)
        }
    }

    func testAScreenPushedOntoANavigationControllerShowingNoToolbarHasTheRoomFromThePushsFirstFrame() {
        // Review of issue 29b, finding 1: with the stack's controllers holding the inset, a pushed
        // screen had none until its push ended (its last row under the bars through the push). A
        // navigation controller that shows no toolbar holds it, so the pushed view inherits it
        // from its first layout: read alongside the push's own animation, on its first frame.
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        withRoot(navigation) {
            let sheet = presentMinimized(from: first)
            waitForRest(sheet)
            XCTAssertEqual(navigation.additionalSafeAreaInsets.bottom, added(sheet), accuracy: 0.01)
            XCTAssertEqual(first.additionalSafeAreaInsets, .zero)
            let barTop = visibleCardFrame(sheet).minY
            let pushed = TransitionReadingViewController()
            var firstFrame: CGFloat?
            pushed.duringTransition = { [unowned self] view in
                if firstFrame == nil { firstFrame = self.safeAreaBottom(of: view) }
            }
            navigation.pushViewController(pushed, animated: true)
            waitUntil { navigation.transitionCoordinator == nil && pushed.view.window != nil }
            XCTAssertEqual(firstFrame ?? -1, barTop, accuracy: 0.5, "the pushed screen's last row has its room from the push's first frame")
            XCTAssertEqual(safeAreaBottom(of: pushed.view), barTop, accuracy: 0.5)
            XCTAssertEqual(pushed.additionalSafeAreaInsets, .zero, "inherited, nothing written into it")
            navigation.popViewController(animated: true)
            waitUntil { navigation.transitionCoordinator == nil && pushed.view.window == nil }
            XCTAssertEqual(safeAreaBottom(of: first.view), barTop, accuracy: 0.5, "kept through the pop")
        }
    }

    func testOverASwiftUITabViewNoControllerSwiftUIMadeIsWrittenAndATabWithThePaddingEndsAboveTheBars() throws {
        // Issue 29, finding 7: the inset was written into the controllers SwiftUI makes for a
        // TabView's tabs (whether SwiftUI keeps it there is not documented). Now nothing below
        // the hosting controller is written, and a tab's view that asks for the room
        // (dropDownSheetSafeAreaPadding()) gets it from the library, presented from UIKit too.
        let marker = BottomMarkerBox()
        let root = UIHostingController(rootView: TabView {
            VStack(spacing: 0) {
                Color.red
                BottomMarker(box: marker).frame(height: 1)
            }
            .dropDownSheetSafeAreaPadding()
            .tabItem { Text("Library") }
            Color.blue.tabItem { Text("Search") }
        })
        try withRoot(root) {
            waitUntil { self.visibleTabBar(in: root.view) != nil && marker.view?.window != nil }
            let tabBar = try XCTUnwrap(visibleTabBar(in: root.view))
            let tabBarBefore = windowFrame(tabBar)
            let markerBefore = try windowFrame(XCTUnwrap(marker.view)).maxY
            XCTAssertEqual(markerBefore, tabBarBefore.minY, accuracy: 0.5, "no sheet: the tab ends at its tab bar")
            let sheet = presentMinimized(from: root)
            waitUntil { abs(self.visibleCardFrame(sheet).maxY - tabBarBefore.minY) < 0.5 && !(sheet.host?.presentation.isMoving ?? true) }
            waitUntil {
                root.view.layoutIfNeeded()
                return marker.view.map { abs(self.windowFrame($0).maxY - self.visibleCardFrame(sheet).minY) < 0.5 } ?? false
            }
            XCTAssertEqual(try windowFrame(XCTUnwrap(marker.view)).maxY, visibleCardFrame(sheet).minY, accuracy: 0.5,
                           "the tab's content ends above the bars")
            XCTAssertEqual(sheet.host?.safeAreaAdjuster.receivers.count, 0,
                           "the library wrote no controller: the root holds the tab bar, the rest is SwiftUI's")
            root.view.layoutIfNeeded()
            XCTAssertEqual(windowFrame(tabBar), tabBarBefore, "the SwiftUI tab bar neither grows nor moves")
            sheet.dismiss(animated: false)
            waitUntil {
                root.view.layoutIfNeeded()
                return marker.view.map { abs(self.windowFrame($0).maxY - markerBefore) < 0.5 } ?? false
            }
            XCTAssertEqual(try windowFrame(XCTUnwrap(marker.view)).maxY, markerBefore, accuracy: 0.5, "the room goes with the sheets")
        }
    }

    func testTheSafeAreaPaddingAddsNothingWhereTheHostingControllerReceivedTheInset() throws {
        // A SwiftUI root with no bar receives the inset itself (UIKit's safe area carries it to
        // every view inside): the modifier must not add it a second time.
        let marker = BottomMarkerBox()
        let root = UIHostingController(rootView: VStack(spacing: 0) {
            Color.red
            BottomMarker(box: marker).frame(height: 1)
        }.dropDownSheetSafeAreaPadding())
        try withRoot(root) {
            waitUntil { marker.view?.window != nil }
            let sheet = presentMinimized(from: root)
            waitForRest(sheet)
            XCTAssertEqual(root.additionalSafeAreaInsets.bottom, added(sheet), accuracy: 0.01)
            // The probe is told right after the library's write, in the same turn: why it adds
            // nothing. With the room doubled it would give 64 points, and never say this.
            let probe = try XCTUnwrap(firstView(in: root.view) { $0 is DropDownSheetRoomProbe } as? DropDownSheetRoomProbe)
            waitUntil { probe.isBlockedByInsetAbove }
            XCTAssertEqual(probe.lastPoints, 0, "the hosting controller above it holds the room")
            root.view.layoutIfNeeded()
            XCTAssertEqual(try windowFrame(XCTUnwrap(marker.view)).maxY, visibleCardFrame(sheet).minY, accuracy: 0.5,
                           "the room once, not twice")
        }
    }

    func testABottomToolbarSwiftUIShowsWhileTheBarsAreUpIsLaidOutAsWithoutASheetOnceHeard() throws {
        // Review of issue 29, M5, weighed against review of issue 29b, finding 1: a NavigationStack
        // showing no toolbar leaves the room with its root (so a pushed screen has it from its
        // first frame); a bottom toolbar shown later may be taller by the bars' room until the
        // library hears it (the trade-off in docs/presentation-architecture.md). Then the root
        // gives it back, nothing SwiftUI made is written (issue 29, finding 7), the toolbar is laid
        // out as without a sheet and the screen with the padding ends above the bars.
        guard #available(iOS 16.0, *) else { throw XCTSkip("NavigationStack's bottom toolbar: iOS 16") }
        let model = BottomToolbarModel()
        let root = UIHostingController(rootView: BottomToolbarScreen(model: model))
        func shownToolbar() -> UIToolbar? {
            firstView(in: root.view) { ($0 as? UIToolbar).map { !$0.isHidden && $0.window != nil && $0.bounds.height > 0 } ?? false } as? UIToolbar
        }
        try withRoot(root) {
            // Its frame with no sheet, for comparison.
            model.showsToolbar = true
            waitUntil { shownToolbar() != nil }
            let alone = try windowFrame(XCTUnwrap(shownToolbar()))
            model.showsToolbar = false
            waitUntil { shownToolbar() == nil }
            let sheet = presentMinimized(from: root)
            waitUntil { root.additionalSafeAreaInsets.bottom > 0 }
            model.showsToolbar = true
            waitUntil { shownToolbar() != nil }
            waitUntil {
                !(sheet.host?.presentation.isMoving ?? true) && abs(self.visibleCardFrame(sheet).maxY - alone.minY) < 0.5
                    && root.additionalSafeAreaInsets == .zero
            }
            root.view.layoutIfNeeded()
            XCTAssertEqual(try windowFrame(XCTUnwrap(shownToolbar())), alone, "laid out as without a sheet")
            XCTAssertEqual(sheet.host?.safeAreaAdjuster.receivers.count, 0, "nothing SwiftUI made is written")
            waitUntil {
                root.view.layoutIfNeeded()
                return model.marker.view.map { abs(self.windowFrame($0).maxY - self.visibleCardFrame(sheet).minY) < 0.5 } ?? false
            }
            XCTAssertEqual(try windowFrame(XCTUnwrap(model.marker.view)).maxY, visibleCardFrame(sheet).minY, accuracy: 0.5,
                           "the screen's content ends above the bars, which rest on the toolbar")
        }
    }

    func testAScreenPushedOntoATabsPaddedNavigationStackEndsAboveTheBars() throws {
        // Review, M1: with the room written into no SwiftUI controller, a screen pushed in a tab
        // had none unless it carried the modifier itself. On the tab's NavigationStack, the
        // modifier gives the room to every screen of the stack.
        guard #available(iOS 16.0, *) else { throw XCTSkip("NavigationStack: iOS 16") }
        let model = PushingTabModel()
        let root = UIHostingController(rootView: PushingTabView(model: model))
        try withRoot(root) {
            waitUntil { self.visibleTabBar(in: root.view) != nil }
            let sheet = presentMinimized(from: root)
            waitForRest(sheet)
            model.path = [1]
            waitUntil {
                root.view.layoutIfNeeded()
                return model.marker.view.map { $0.window != nil && abs(self.windowFrame($0).maxY - self.visibleCardFrame(sheet).minY) < 0.5 } ?? false
            }
            XCTAssertEqual(try windowFrame(XCTUnwrap(model.marker.view)).maxY, visibleCardFrame(sheet).minY, accuracy: 0.5,
                           "the pushed screen's content ends above the bars, the room once (the screen's modifier adds none)")
            XCTAssertEqual(sheet.host?.safeAreaAdjuster.receivers.count, 0, "nothing SwiftUI made is written")
            // Review 2, major 1: the stack shows its bottom toolbar: the room moves from the
            // stack's modifier (the toolbar would grow) to the screen's, still once.
            model.showsToolbar = true
            @MainActor func shownToolbar() -> UIToolbar? {
                firstView(in: root.view) { ($0 as? UIToolbar).map { !$0.isHidden && $0.window != nil && $0.bounds.height > 0 } ?? false } as? UIToolbar
            }
            waitUntil { shownToolbar() != nil }
            waitUntil {
                root.view.layoutIfNeeded()
                guard let toolbar = shownToolbar(), let marker = model.marker.view else { return false }
                return !(sheet.host?.presentation.isMoving ?? true) && abs(self.visibleCardFrame(sheet).maxY - self.windowFrame(toolbar).minY) < 0.5
                    && abs(self.windowFrame(marker).maxY - self.visibleCardFrame(sheet).minY) < 0.5
            }
            XCTAssertEqual(try windowFrame(XCTUnwrap(model.marker.view)).maxY, visibleCardFrame(sheet).minY, accuracy: 0.5,
                           "the bars rest on the toolbar and the screen's content ends above them")
        }
    }

    func testNestedPaddingsInOneTabGiveTheRoomOnce() throws {
        // Review 3, major 3: a reusable list carrying the modifier inside a tab root that carries
        // it too got the room twice (both in one controller). SwiftUI's view tree decides.
        let marker = BottomMarkerBox()
        let root = UIHostingController(rootView: TabView {
            VStack(spacing: 0) {
                VStack(spacing: 0) {
                    Color.red
                    BottomMarker(box: marker).frame(height: 1)
                }
                .dropDownSheetSafeAreaPadding()
            }
            .dropDownSheetSafeAreaPadding()
            .tabItem { Text("Library") }
            Color.blue.tabItem { Text("Search") }
        })
        try withRoot(root) {
            waitUntil { self.visibleTabBar(in: root.view) != nil && marker.view?.window != nil }
            let sheet = presentMinimized(from: root)
            waitForRest(sheet)
            let probes = allViews(in: root.view).compactMap { $0 as? DropDownSheetRoomProbe }
            XCTAssertEqual(probes.count, 2)
            waitUntil { probes.filter(\.isBlockedByEnclosingPadding).count == 1 && probes.contains { $0.lastPoints > 0 } }
            waitUntil {
                root.view.layoutIfNeeded()
                return marker.view.map { abs(self.windowFrame($0).maxY - self.visibleCardFrame(sheet).minY) < 0.5 } ?? false
            }
            XCTAssertEqual(try windowFrame(XCTUnwrap(marker.view)).maxY, visibleCardFrame(sheet).minY, accuracy: 0.5, "the room once")
        }
    }

    /// Every view in `view`'s hierarchy.
    private func allViews(in view: UIView) -> [UIView] {
        [view] + view.subviews.flatMap { allViews(in: $0) }
    }

    func testTheSafeAreaPaddingOnTheTabViewItselfAddsNothingAndTheTabBarKeepsItsSize() throws {
        // Review, M3: on the TabView itself the room would reach the tab bar, which UIKit extends
        // through its bottom safe area: it would grow by the bars' height.
        let root = UIHostingController(rootView: TabView {
            Color.red.tabItem { Text("Library") }
            Color.blue.tabItem { Text("Search") }
        }.dropDownSheetSafeAreaPadding())
        try withRoot(root) {
            waitUntil { self.visibleTabBar(in: root.view) != nil }
            let tabBar = try XCTUnwrap(visibleTabBar(in: root.view))
            let before = windowFrame(tabBar)
            let probe = try XCTUnwrap(firstView(in: root.view) { $0 is DropDownSheetRoomProbe } as? DropDownSheetRoomProbe)
            let sheet = presentMinimized(from: root)
            waitForRest(sheet)
            waitUntil { probe.isBlockedByTabBar }
            XCTAssertEqual(probe.lastPoints, 0)
            XCTAssertEqual(probe.room?.points, 0, "nothing added on the view holding the tab bar")
            root.view.layoutIfNeeded()
            XCTAssertEqual(windowFrame(tabBar), before, "the tab bar keeps its size")
            XCTAssertEqual(visibleCardFrame(sheet).maxY, before.minY, accuracy: 0.5, "the bar rests on it")
        }
    }

    func testASplitViewsColumnsReceiveTheInsetThroughTheSplitView() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController()
        let secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        withRoot(split) {
            let sheet = presentMinimized(from: split)
            XCTAssertEqual(split.additionalSafeAreaInsets.bottom, added(sheet), accuracy: 0.01,
                           "no bar in it: the split view itself, and UIKit carries it to each column")
            split.view.layoutIfNeeded()
            let shown = [primary, secondary].filter { $0.viewIfLoaded?.window != nil }
            XCTAssertFalse(shown.isEmpty)
            for column in shown {
                XCTAssertEqual(safeAreaBottom(of: column.view), visibleCardFrame(sheet).minY, accuracy: 0.5)
            }
        }
    }

    func testASheetThatOptsOutAddsNothingAndItsDelegateHearsTheRoom() {
        withScreen {
            var configuration = DropDownSheetConfiguration.earlierBar
            configuration.adjustsSafeAreaUnderneath = false
            let delegate = AppAroundDelegate()
            let sheet = presentMinimized(from: underneath, configuration: configuration, delegate: delegate)
            XCTAssertEqual(underneath.additionalSafeAreaInsets, .zero)
            XCTAssertEqual(sheet.underneathInset.safeAreaBottom, 0)
            XCTAssertGreaterThanOrEqual(sheet.underneathInset.bottom, 60)
            XCTAssertEqual(delegate.insets, [sheet.underneathInset], "told once, when the bar set off")
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            XCTAssertEqual(delegate.insets.last, DropDownSheetUnderneathInset(), "and when it went")
        }
    }

    func testExpandingAndMinimizingChangeNothingUnderneath() {
        withScreen {
            let delegate = AppAroundDelegate()
            let sheet = presentMinimized(from: underneath, delegate: delegate)
            let inset = underneath.additionalSafeAreaInsets
            underneath.view.layoutIfNeeded()
            let laidOut = underneath.view.safeAreaInsets
            expandThenMinimize(sheet)
            underneath.view.layoutIfNeeded()
            XCTAssertEqual(underneath.view.safeAreaInsets, laidOut, "the screen underneath is laid out as it was")
            XCTAssertEqual(underneath.additionalSafeAreaInsets, inset)
            XCTAssertEqual(delegate.insets.count, 1)
        }
    }

    func testTheInsetSlidesInWithTheBarsSpring() {
        withScreen {
            let pinned = UIView()
            pinned.translatesAutoresizingMaskIntoConstraints = false
            underneath.view.addSubview(pinned)
            NSLayoutConstraint.activate([
                pinned.leadingAnchor.constraint(equalTo: underneath.view.leadingAnchor),
                pinned.widthAnchor.constraint(equalToConstant: 10),
                pinned.heightAnchor.constraint(equalToConstant: 10),
                pinned.bottomAnchor.constraint(equalTo: underneath.view.safeAreaLayoutGuide.bottomAnchor),
            ])
            underneath.view.layoutIfNeeded()
            let before = pinned.frame
            let sheet = DropDownSheetController(content: UIViewController(), configuration: .earlierBar)
            underneath.presentDropDownSheet(sheet, initialState: .minimized, animated: true)
            XCTAssertFalse(pinned.layer.animationKeys()?.isEmpty ?? true, "the view rides up with an animation, not a jump")
            waitForRest(sheet)
            spinRunLoop(0.3)
            XCTAssertEqual(pinned.frame.maxY, before.maxY - CGFloat(sheet.underneathInset.safeAreaBottom), accuracy: 0.5)
            XCTAssertEqual(windowFrame(pinned).maxY, visibleCardFrame(sheet).minY, accuracy: 0.5, "it ends on the bar")
        }
    }
}
/// Whether the SwiftUI screen below shows its bottom toolbar.
@MainActor
private final class BottomToolbarModel: ObservableObject {
    @Published var showsToolbar = false
    let marker = BottomMarkerBox()
}

/// The path of a tab's NavigationStack, and the marker at the bottom of the screen it pushes.
@MainActor
private final class PushingTabModel: ObservableObject {
    @Published var path: [Int] = []
    @Published var showsToolbar = false
    let marker = BottomMarkerBox()
}

/// A TabView whose first tab is a NavigationStack carrying the padding, and so does the screen
/// it pushes, whose bottom toolbar shows on demand.
@available(iOS 16.0, *)
private struct PushingTabView: View {
    @ObservedObject var model: PushingTabModel

    var body: some View {
        TabView {
            NavigationStack(path: $model.path) {
                List(0..<10, id: \.self) { Text("Row \($0)") }
                    .navigationDestination(for: Int.self) { _ in
                        VStack(spacing: 0) {
                            Color.green
                            BottomMarker(box: model.marker).frame(height: 1)
                        }
                        .dropDownSheetSafeAreaPadding()
                        .toolbar {
                            if model.showsToolbar { ToolbarItem(placement: .bottomBar) { Button("Delete") {} } }
                        }
                    }
            }
            .dropDownSheetSafeAreaPadding()
            .tabItem { Text("Library") }
            Color.blue.tabItem { Text("Search") }
        }
    }
}

/// A NavigationStack whose bottom toolbar shows on demand.
@available(iOS 16.0, *)
private struct BottomToolbarScreen: View {
    @ObservedObject var model: BottomToolbarModel

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                List(0..<40, id: \.self) { Text("Row \($0)") }
                BottomMarker(box: model.marker).frame(height: 1)
            }
                .dropDownSheetSafeAreaPadding()
                .toolbar {
                    if model.showsToolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Delete") {} }
                    }
                }
        }
    }
}
/// Holds the view a ``BottomMarker`` made.
@MainActor
final class BottomMarkerBox {
    weak var view: UIView?
}

/// A one-point UIKit view at the bottom of a SwiftUI layout, whose window frame a test reads.
struct BottomMarker: UIViewRepresentable {
    let box: BottomMarkerBox
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        box.view = view
        return view
    }
    func updateUIView(_ view: UIView, context: Context) {}
}

/// A screen that hands its view to `duringTransition` alongside the animation that shows it (a
/// push's own coordinator), from its first frame.
@MainActor
private final class TransitionReadingViewController: UIViewController {
    var duringTransition: ((UIView) -> Void)?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            guard let self else { return }
            self.duringTransition?(self.view)
        })
    }
}
#endif
