#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

/// Whether a SwiftUI screen's tab bar is hidden, as its state says.
@MainActor
final class TabBarVisibilityModel: ObservableObject {
    @Published var isTabBarHidden = false
    @Published var showsTabs = true
    @Published var player = DropDownSheetState.dismissed
}

/// A SwiftUI `TabView` whose first tab hides the tab bar with `.toolbar(.hidden, for: .tabBar)`
/// when its model says so.
@available(iOS 16.0, *)
struct HidingTabBarView: View {
    @ObservedObject var model: TabBarVisibilityModel

    var body: some View {
        TabView {
            NavigationStack {
                Color.yellow.toolbar(model.isTabBarHidden ? .hidden : .visible, for: .tabBar)
            }
            .tabItem { Text("Songs") }
            Color.green.tabItem { Text("About") }
        }
    }
}

/// A SwiftUI screen that shows its `TabView` only once its model says so (a tab bar laid out
/// after the sheets are shown), with a mini player presented by the library's modifier.
struct LateTabsView: View {
    @ObservedObject var model: TabBarVisibilityModel

    var body: some View {
        Group {
            if model.showsTabs {
                TabView {
                    Color.orange.tabItem { Text("Now") }
                    Color.purple.tabItem { Text("Later") }
                }
            } else {
                Color.gray
            }
        }
        .dropDownSheet(state: $model.player, role: .accessory) { Text("Player") }
    }
}

/// The bars follow the screen underneath's tab bar and toolbar (issue 18, rule 4): each test makes
/// the change an app or UIKit makes (a push with `hidesBottomBarWhenPushed` and the pop back,
/// `setToolbarHidden(_:animated:)`, SwiftUI's `.toolbar(.hidden, for: .tabBar)`, a SwiftUI
/// `TabView` laid out after the bar is shown) and never asks the library to look.
@MainActor
final class BottomBarFollowingTests: SheetTestCase {
    /// Waits until `sheet` rests with its bar's bottom edge at `y` (window coordinates).
    private func waitForBar(_ sheet: DropDownSheetController, restingAt y: @escaping () -> CGFloat, _ what: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        waitUntil(file: file, line: line) {
            abs(self.visibleCardFrame(sheet).maxY - y()) < 0.5 && !(sheet.host?.presentation.isMoving ?? true)
        }
        XCTAssertEqual(visibleCardFrame(sheet).maxY, y(), accuracy: 0.5, what, file: file, line: line)
    }

    func testTheBarsFollowATabBarThatAPushHidesAndThePopBringsBack() {
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        withRoot(tabs) {
            let sheet = presentMinimized(from: first)
            let tabBar = windowFrame(tabs.tabBar)
            waitForBar(sheet, restingAt: { tabBar.minY }, "above the tab bar")
            let detail = UIViewController()
            detail.hidesBottomBarWhenPushed = true
            navigation.pushViewController(detail, animated: true)
            waitUntil { navigation.topViewController === detail && navigation.transitionCoordinator == nil }
            waitForBar(sheet, restingAt: { self.homeIndicatorTop }, "down on the home indicator: not floating where the tab bar was")
            XCTAssertEqual(safeAreaBottom(of: detail.view), visibleCardFrame(sheet).minY, accuracy: 0.5,
                           "the pushed screen's content ends above the bar")
            navigation.popViewController(animated: true)
            waitUntil { navigation.topViewController === first && navigation.transitionCoordinator == nil }
            waitForBar(sheet, restingAt: { tabBar.minY }, "back above the tab bar, not under it")
            // The first tap on a tab is the tab bar's, not the bar's: a real tap, through UIKit's
            // event delivery.
            let tab = CGPoint(x: tabBar.midX, y: tabBar.midY)
            assertARealTapReaches(tabs.tabBar, at: tab, "the tab bar takes the tap")
        }
    }

    func testTheBarsFollowTheToolbarAsTheAppShowsAndHidesItAndTheToolbarDoesNotGrow() {
        let (top, navigation) = navigationShowingToolbar()
        withRoot(navigation) {
            let toolbarAlone = windowFrame(navigation.toolbar)
            navigation.setToolbarHidden(true, animated: false)
            navigation.view.layoutIfNeeded()
            let sheet = presentMinimized(from: top)
            let inset = CGFloat(sheet.underneathInset.safeAreaBottom)
            waitForBar(sheet, restingAt: { self.homeIndicatorTop }, "no toolbar: on the home indicator")
            XCTAssertEqual(navigation.additionalSafeAreaInsets.bottom, inset, accuracy: 0.01)

            navigation.setToolbarHidden(false, animated: true)
            waitForBar(sheet, restingAt: { self.windowFrame(navigation.toolbar).minY }, "on the toolbar")
            waitUntil { navigation.additionalSafeAreaInsets.bottom == 0 }
            XCTAssertEqual(top.additionalSafeAreaInsets.bottom, inset, accuracy: 0.01, "the inset went to its controller")
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(windowFrame(navigation.toolbar), toolbarAlone, "the toolbar is its own size")

            navigation.setToolbarHidden(true, animated: true)
            waitForBar(sheet, restingAt: { self.homeIndicatorTop }, "down again")
            waitUntil { top.additionalSafeAreaInsets.bottom == 0 }
            XCTAssertEqual(navigation.additionalSafeAreaInsets.bottom, inset, accuracy: 0.01)
        }
    }

    func testTheBarRisesAboveASwiftUITabViewLaidOutAfterTheBarIsShown() throws {
        let model = TabBarVisibilityModel()
        model.showsTabs = false
        let root = UIHostingController(rootView: LateTabsView(model: model))
        try withRoot(root) {
            model.player = .minimized
            waitUntil { root.presentedDropDownSheets.first?.state == .minimized }
            let sheet = try XCTUnwrap(root.presentedDropDownSheets.first)
            waitForBar(sheet, restingAt: { self.homeIndicatorTop }, "no tab bar yet")
            model.showsTabs = true
            waitUntil { self.visibleTabBar(in: root.view) != nil }
            let tabBar = try XCTUnwrap(visibleTabBar(in: root.view))
            waitForBar(sheet, restingAt: { self.windowFrame(tabBar).minY }, "above the tabs that came late")
        }
    }

    func testAMiniPlayerShownAtLaunchOverASwiftUITabViewDoesNotCoverTheTabs() throws {
        let root = UIHostingController(rootView: LateTabsView(model: TabBarVisibilityModel()))
        try withScreen {
            // Presented in the same turn the screen joins the window, before SwiftUI lays it out.
            window.rootViewController = root
            let sheet = DropDownSheetController(content: UIViewController(), role: .accessory)
            XCTAssertTrue(root.presentDropDownSheet(sheet, initialState: .minimized, animated: false).isPresented)
            defer {
                sheet.dismiss(animated: false)
                spinRunLoop(0.1)
                window.rootViewController = underneath
            }
            waitUntil { self.visibleTabBar(in: root.view) != nil }
            let tabBar = try XCTUnwrap(visibleTabBar(in: root.view))
            waitForBar(sheet, restingAt: { self.windowFrame(tabBar).minY }, "above the tabs")
        }
    }

    func testTheBarsFollowASwiftUITabBarHiddenByItsToolbarModifier() throws {
        guard #available(iOS 16.0, *) else { throw XCTSkip("toolbar(_:for:) is iOS 16") }
        let model = TabBarVisibilityModel()
        let root = UIHostingController(rootView: HidingTabBarView(model: model))
        try withRoot(root) {
            waitUntil { self.visibleTabBar(in: root.view) != nil }
            let tabBar = try XCTUnwrap(visibleTabBar(in: root.view))
            let tabBarTop = windowFrame(tabBar).minY
            let sheet = presentMinimized(from: root)
            waitForBar(sheet, restingAt: { tabBarTop }, "above the tab bar")
            model.isTabBarHidden = true
            waitForBar(sheet, restingAt: { self.homeIndicatorTop }, "down where the hidden tab bar was")
            model.isTabBarHidden = false
            waitForBar(sheet, restingAt: { tabBarTop }, "back above it")
        }
    }
}
#endif
