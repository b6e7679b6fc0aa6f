#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

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

/// The mini player's bar sits above the bottom bar the user sees (issue 12, item 3).
@MainActor
final class BottomBarDiscoveryTests: SheetTestCase {
    /// Shows `root` in the test window, presents a minimized sheet from `presenter` and runs
    /// `body` with it; then dismisses it and puts the test's screen back.
    private func withMiniPlayer(root: UIViewController, presenter: () -> UIViewController,
                                _ body: (DropDownSheetController) -> Void) {
        withScreen {
            window.rootViewController = root
            window.layoutIfNeeded()
            spinRunLoop(0.2)
            let from = presenter()
            let sheet = DropDownSheetController(content: UIViewController())
            XCTAssertTrue(from.presentDropDownSheet(sheet, initialState: .minimized, animated: false).isPresented)
            spinRunLoop(0.1)
            body(sheet)
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            window.rootViewController = underneath
        }
    }

    /// The highest visible tab bar in `view`'s hierarchy, in window coordinates.
    private func tabBarFrame(in view: UIView) -> CGRect? {
        if let bar = view as? UITabBar, !bar.isHidden { return bar.convert(bar.bounds, to: nil) }
        for sub in view.subviews { if let frame = tabBarFrame(in: sub) { return frame } }
        return nil
    }

    private func assertBarSitsAbove(_ tabBar: CGRect?, _ sheet: DropDownSheetController,
                                    file: StaticString = #filePath, line: UInt = #line) {
        guard let tabBar else { return XCTFail("no tab bar on screen", file: file, line: line) }
        waitUntil(file: file, line: line) { !sheet.engine.isMoving }
        XCTAssertEqual(sheet.engine.container.bottomBarHeight, Double(window.bounds.maxY - tabBar.minY), accuracy: 0.5,
                       file: file, line: line)
        let bar = sheet.card!.clipView.convert(sheet.card!.clipView.bounds, to: nil)
        XCTAssertLessThanOrEqual(bar.maxY, tabBar.minY + 0.5, "the bar does not cover the tab bar", file: file, line: line)
        let tabCenter = CGPoint(x: tabBar.midX, y: tabBar.midY)
        XCTAssertFalse(window.hitTest(tabCenter, with: nil)?.isDescendant(of: sheet.card!.clipView) ?? true,
                       "the tab bar keeps its taps", file: file, line: line)
    }

    func testTheBarSitsAboveATabBarControllerEmbeddedInACustomContainer() {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: first)]
        let root = EmbeddingContainerViewController(embedding: tabs)
        withMiniPlayer(root: root, presenter: { root }) { sheet in
            assertBarSitsAbove(tabBarFrame(in: root.view), sheet)
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
            assertBarSitsAbove(tabBarFrame(in: split.view), sheet)
        }
    }

    func testTheBarSitsAboveTheTabBarOfASwiftUITabView() {
        let root = UIHostingController(rootView: TabView {
            Text("Library").tabItem { Text("Library") }
            Text("Search").tabItem { Text("Search") }
        })
        withMiniPlayer(root: root, presenter: { root }) { sheet in
            waitUntil { self.tabBarFrame(in: root.view) != nil }
            // SwiftUI may lay the tab bar out after the sheet read its surroundings: a real touch
            // that passes through to the screen re-reads them (issue 21, item 11).
            let searches = DropDownSheetBottomBarFinder.searchCount
            tap(at: CGPoint(x: window.bounds.midX, y: window.bounds.midY))
            XCTAssertGreaterThan(DropDownSheetBottomBarFinder.searchCount, searches, "the touch made the sheet look again")
            assertBarSitsAbove(tabBarFrame(in: root.view), sheet)
        }
    }

    func testAHiddenOrTransparentTabBarDoesNotCount() {
        let first = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        withMiniPlayer(root: tabs, presenter: { first }) { sheet in
            XCTAssertGreaterThan(sheet.engine.container.bottomBarHeight, 0)
            // Hidden in code: the app says so with the public call, and the sheet looks again.
            tabs.tabBar.alpha = 0
            sheet.setNeedsBottomBarUpdate()
            XCTAssertEqual(sheet.engine.container.bottomBarHeight, 0)
            tabs.tabBar.alpha = 1
            sheet.setNeedsBottomBarUpdate()
            XCTAssertGreaterThan(sheet.engine.container.bottomBarHeight, 0, "shown again: it counts again")
            tabs.tabBar.isHidden = true
            // Or a real touch that passes through to the screen underneath finds it out.
            tap(at: CGPoint(x: window.bounds.midX, y: window.bounds.midY))
            XCTAssertEqual(sheet.engine.container.bottomBarHeight, 0)
        }
    }

    func testAToolbarInTheMiddleOfTheScreenDoesNotCount() {
        let screen = UIViewController()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 300, width: 390, height: 44))
        screen.view.addSubview(toolbar)
        withMiniPlayer(root: screen, presenter: { screen }) { sheet in
            XCTAssertEqual(sheet.engine.container.bottomBarHeight, 0)
        }
    }
}
#endif
