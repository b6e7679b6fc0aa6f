#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// A custom container controller that embeds a child full screen, as apps write them (a side menu,
/// a coordinator's root): the tab bar controller inside it is not an ancestor of the presenter.
@MainActor
private final class EmbeddingContainerViewController: UIViewController {
    let child: UIViewController

    init(embedding child: UIViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// The mini player's bar sits above the bottom bar the user sees (issue 12, item 3), wherever that
/// bar's controller is, and follows it when it hides, fades or appears late (issue 18, rule 4).
/// Every change here is one the app or UIKit makes; the library is never asked to look by hand.
@MainActor
final class BottomBarDiscoveryTests: SheetTestCase {
    /// Shows `root` in the test window, presents a minimized sheet from `presenter` and runs
    /// `body` with it; then dismisses it and puts the test's screen back.
    private func withMiniPlayer(root: UIViewController, presenter: () -> UIViewController,
                                _ body: (DropDownSheetController) throws -> Void) rethrows {
        try withRoot(root) {
            spinRunLoop(0.2)
            let sheet = presentMinimized(from: presenter())
            try body(sheet)
        }
    }

    private func assertBarSitsAbove(_ tabBar: UITabBar?, _ sheet: DropDownSheetController,
                                    file: StaticString = #filePath, line: UInt = #line) {
        guard let tabBar else { return XCTFail("no tab bar on screen", file: file, line: line) }
        let frame = windowFrame(tabBar)
        waitUntil(file: file, line: line) {
            abs(self.visibleCardFrame(sheet).maxY - frame.minY) < 0.5 && !(sheet.host?.presentation.isMoving ?? true)
        }
        XCTAssertEqual(sheet.engine.container.bottomBarHeight, Double(window.bounds.maxY - frame.minY), accuracy: 0.5,
                       file: file, line: line)
        let tabCenter = CGPoint(x: frame.midX, y: frame.midY)
        assertARealTapReaches(tabBar, at: tabCenter, "the tab bar keeps its taps", file: file, line: line)
    }

    func testTheBarSitsAboveATabBarControllerEmbeddedInACustomContainer() {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: first)]
        let root = EmbeddingContainerViewController(embedding: tabs)
        withMiniPlayer(root: root, presenter: { root }) { sheet in
            assertBarSitsAbove(visibleTabBar(in: root.view), sheet)
        }
    }

    func testTheBarSitsAboveATabBarControllerInASplitViewsColumn() {
        func tabs() -> UITabBarController {
            let tabs = UITabBarController()
            tabs.viewControllers = [UIViewController()]
            return tabs
        }
        // Whichever columns the size class shows (the compact one on an iPhone), a tab bar
        // controller is at the bottom.
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(tabs(), for: .secondary)
        split.setViewController(tabs(), for: .compact)
        withMiniPlayer(root: split, presenter: { split }) { sheet in
            assertBarSitsAbove(visibleTabBar(in: split.view), sheet)
        }
    }

    func testTheBarSitsAboveTheTabBarOfASwiftUITabView() {
        let root = UIHostingController(rootView: TabView {
            Text("Library").tabItem { Text("Library") }
            Text("Search").tabItem { Text("Search") }
        })
        withMiniPlayer(root: root, presenter: { root }) { sheet in
            waitUntil { self.visibleTabBar(in: root.view) != nil }
            assertBarSitsAbove(visibleTabBar(in: root.view), sheet)
        }
    }

    func testAHiddenOrTransparentTabBarDoesNotCount() {
        let first = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        withMiniPlayer(root: tabs, presenter: { first }) { sheet in
            XCTAssertGreaterThan(sheet.engine.container.bottomBarHeight, 0)
            tabs.tabBar.alpha = 0
            waitUntil { sheet.engine.container.bottomBarHeight == 0 }
            waitForRest(sheet)
            XCTAssertEqual(visibleCardFrame(sheet).maxY, homeIndicatorTop, accuracy: 0.5, "down where the faded tab bar was")
            tabs.tabBar.alpha = 1
            waitUntil { sheet.engine.container.bottomBarHeight > 0 }
            tabs.tabBar.isHidden = true
            waitUntil { sheet.engine.container.bottomBarHeight == 0 }
            tabs.tabBar.isHidden = false
            assertBarSitsAbove(tabs.tabBar, sheet)
        }
    }

    func testAToolbarInTheMiddleOfTheScreenDoesNotCount() {
        let screen = UIViewController()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 300, width: 390, height: 44))
        screen.view.addSubview(toolbar)
        withMiniPlayer(root: screen, presenter: { screen }) { sheet in
            XCTAssertEqual(sheet.engine.container.bottomBarHeight, 0)
            // Moved to the bottom edge by the app: now it counts.
            toolbar.frame = CGRect(x: 0, y: screen.view.bounds.maxY - 83, width: screen.view.bounds.width, height: 83)
            waitUntil { abs(sheet.engine.container.bottomBarHeight - 83) < 0.5 }
        }
    }

    func testATabBarOrToolbarTheAppAddsInCodeIsFoundWhenItSaysSo() {
        let screen = UIViewController()
        withMiniPlayer(root: screen, presenter: { screen }) { sheet in
            XCTAssertEqual(sheet.engine.container.bottomBarHeight, 0)
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: screen.view.bounds.maxY - 83, width: screen.view.bounds.width, height: 83))
            screen.view.addSubview(toolbar)
            sheet.setNeedsBottomBarUpdate()
            waitUntil { abs(sheet.engine.container.bottomBarHeight - 83) < 0.5 }
            waitForRest(sheet)
            XCTAssertEqual(visibleCardFrame(sheet).maxY, windowFrame(toolbar).minY, accuracy: 0.5, "on the toolbar")
            // Then it is followed: the app hides it.
            toolbar.isHidden = true
            waitUntil { sheet.engine.container.bottomBarHeight == 0 }
        }
    }

    func testLayoutPassesAndFramesDoNotSearchTheScreen() throws {
        let first = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: first)]
        try withMiniPlayer(root: tabs, presenter: { first }) { sheet in
            spinRunLoop(0.2)
            let host = try XCTUnwrap(sheet.host)
            let searches = DropDownSheetBottomBarFinder.searchCount
            for _ in 0..<10 {
                host.view.setNeedsLayout()
                host.view.layoutIfNeeded()
                tabs.view.setNeedsLayout()
                tabs.view.layoutIfNeeded()
            }
            expandThenMinimize(sheet)
            XCTAssertEqual(DropDownSheetBottomBarFinder.searchCount, searches,
                           "the bar is found once and then observed: no search per layout pass or frame")
            assertBarSitsAbove(tabs.tabBar, sheet)
        }
    }
    func testTouchesOnAScreenWithoutBarsDoNotWalkItOnEveryTouch() throws {
        // Finding 12: on a screen with no tab bar or toolbar, every touch that passed through
        // walked the screen's views.
        try withScreen {
            let sheet = presentMinimized(from: underneath)
            spinRunLoop(0.3)
            let searches = DropDownSheetBottomBarFinder.searchCount
            let taps = underneath.buttonTaps
            for _ in 0..<10 {
                let finger = try XCTUnwrap(SyntheticFinger(at: buttonCenter, in: window))
                finger.lift()
                spinRunLoop(0.02)
            }
            XCTAssertEqual(underneath.buttonTaps - taps, 10, "the touches reached the screen underneath")
            XCTAssertLessThanOrEqual(DropDownSheetBottomBarFinder.searchCount - searches, 1, "at most one walk for ten touches")
            XCTAssertTrue(sheet.isPresented)
        }
    }
}
#endif
