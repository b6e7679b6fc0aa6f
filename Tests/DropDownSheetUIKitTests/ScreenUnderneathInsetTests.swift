#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

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
            XCTAssertEqual(inbox.additionalSafeAreaInsets.bottom, added(sheet), accuracy: 0.01)
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

    func testTheAppsOwnAdditionalSafeAreaInsetsAreKeptAndExactlyWhatWasAddedIsGivenBack() {
        withScreen {
            underneath.additionalSafeAreaInsets = UIEdgeInsets(top: 5, left: 3, bottom: 12, right: 4)
            let sheet = presentSheet(.minimized)
            let first = added(sheet)
            XCTAssertGreaterThan(first, 0)
            XCTAssertEqual(underneath.additionalSafeAreaInsets, UIEdgeInsets(top: 5, left: 3, bottom: 12 + first, right: 4))
            // The app sets its own value while the bar is up: that value is the app's now.
            underneath.additionalSafeAreaInsets.bottom = 20
            let second = makeDraft("second")
            presentAndWait(second, .minimized)
            let both = added(second)
            XCTAssertGreaterThan(both, first, "the stack's sliver")
            XCTAssertEqual(underneath.additionalSafeAreaInsets.bottom, 20 + both, accuracy: 0.01)
            second.dismiss(animated: false)
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented && !second.isPresented }
            XCTAssertEqual(underneath.additionalSafeAreaInsets, UIEdgeInsets(top: 5, left: 3, bottom: 20, right: 4))
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

    func testAControllerPushedOntoANavigationControllerHasTheInsetFromItsFirstLayout() {
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        withRoot(navigation) {
            let sheet = presentMinimized(from: first)
            XCTAssertEqual(navigation.additionalSafeAreaInsets.bottom, added(sheet), accuracy: 0.01)
            let pushed = UIViewController()
            navigation.pushViewController(pushed, animated: false)
            pushed.view.layoutIfNeeded()
            XCTAssertEqual(safeAreaBottom(of: pushed.view), visibleCardFrame(sheet).minY, accuracy: 0.5,
                           "inherited from the navigation controller: no wait for the library")
        }
    }

    func testASwiftUITabViewsTabsReceiveTheInsetAndItsTabBarStaysPut() throws {
        let root = UIHostingController(rootView: TabView {
            Color.red.tabItem { Text("Library") }
            Color.blue.tabItem { Text("Search") }
        })
        try withRoot(root) {
            waitUntil { self.visibleTabBar(in: root.view) != nil }
            let tabBar = try XCTUnwrap(visibleTabBar(in: root.view))
            let tabBarBefore = windowFrame(tabBar)
            let sheet = presentMinimized(from: root)
            waitUntil { abs(self.visibleCardFrame(sheet).maxY - tabBarBefore.minY) < 0.5 }
            XCTAssertEqual(root.additionalSafeAreaInsets, .zero, "the hosting controller holds the tab bar: nothing for it")
            let tabs = try XCTUnwrap(firstDescendant(of: root, UITabBarController.self),
                                     "SwiftUI's TabView is a tab bar controller among the hosting controller's children")
            let receivers = tabs.viewControllers ?? []
            XCTAssertFalse(receivers.isEmpty)
            for tab in receivers {
                XCTAssertEqual(tab.additionalSafeAreaInsets.bottom, added(sheet), accuracy: 0.01)
            }
            root.view.layoutIfNeeded()
            XCTAssertEqual(windowFrame(tabBar), tabBarBefore, "the SwiftUI tab bar neither grows nor moves")
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
            var configuration = DropDownSheetConfiguration()
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
            let host = sheet.host!
            let writes = host.safeAreaAdjuster.writeCount
            let inset = underneath.additionalSafeAreaInsets
            expandThenMinimize(sheet)
            XCTAssertEqual(host.safeAreaAdjuster.writeCount, writes, "the screen underneath is not laid out again")
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
            let sheet = DropDownSheetController(content: UIViewController())
            underneath.presentDropDownSheet(sheet, initialState: .minimized, animated: true)
            XCTAssertFalse(pinned.layer.animationKeys()?.isEmpty ?? true, "the view rides up with an animation, not a jump")
            waitForRest(sheet)
            spinRunLoop(0.3)
            XCTAssertEqual(pinned.frame.maxY, before.maxY - CGFloat(sheet.underneathInset.safeAreaBottom), accuracy: 0.5)
            XCTAssertEqual(windowFrame(pinned).maxY, visibleCardFrame(sheet).minY, accuracy: 0.5, "it ends on the bar")
        }
    }
}
#endif
