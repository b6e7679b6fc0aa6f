#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

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
        .dropDownSheet(state: $model.player, configuration: .earlierBar, role: .accessory) { Text("Player") }
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

    /// Makes `root` the window's root and presents a minimized mini player over it in the same
    /// turn, before SwiftUI lays it out (at launch), then runs `body`.
    private func withMiniPlayerPresentedAtLaunch(over root: UIViewController, _ body: (DropDownSheetController) throws -> Void) throws {
        try withScreen {
            window.rootViewController = root
            let sheet = DropDownSheetController(content: UIViewController(), configuration: .earlierBar, role: .accessory)
            XCTAssertTrue(root.presentDropDownSheet(sheet, initialState: .minimized, animated: false).isPresented)
            defer {
                sheet.dismiss(animated: false)
                spinRunLoop(0.1)
                window.rootViewController = underneath
            }
            try body(sheet)
        }
    }

    /// A tab bar controller whose first tab is a navigation controller over `first`.
    private func tabsWithNavigation() -> (first: UIViewController, navigation: UINavigationController, tabs: UITabBarController) {
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        return (first, navigation, tabs)
    }

    /// Pushes a controller with `hidesBottomBarWhenPushed` in a tab and pops it: the bars go down
    /// with the tab bar and come back above it, and the first tap on a tab is the tab bar's.
    private func assertTheBarsFollowAPushThatHidesTheTabBarAndThePop(file: StaticString = #filePath, line: UInt = #line) {
        let (first, navigation, tabs) = tabsWithNavigation()
        withRoot(tabs) {
            let sheet = presentMinimized(from: first, file: file, line: line)
            let tabBar = windowFrame(tabs.tabBar)
            waitForBar(sheet, restingAt: { tabBar.minY }, "above the tab bar", file: file, line: line)
            let detail = UIViewController()
            detail.hidesBottomBarWhenPushed = true
            navigation.pushViewController(detail, animated: true)
            waitUntil(file: file, line: line) { navigation.topViewController === detail && navigation.transitionCoordinator == nil }
            waitForBar(sheet, restingAt: { self.homeIndicatorTop }, "down on the home indicator: not floating where the tab bar was",
                       file: file, line: line)
            XCTAssertEqual(safeAreaBottom(of: detail.view), visibleCardFrame(sheet).minY, accuracy: 0.5,
                           "the pushed screen's content ends above the bar", file: file, line: line)
            navigation.popViewController(animated: true)
            waitUntil(file: file, line: line) { navigation.topViewController === first && navigation.transitionCoordinator == nil }
            waitForBar(sheet, restingAt: { tabBar.minY }, "back above the tab bar, not under it", file: file, line: line)
            // The first tap on a tab is the tab bar's, not the bar's: a real tap, through UIKit's
            // event delivery.
            let tab = CGPoint(x: tabBar.midX, y: tabBar.midY)
            assertARealTapReaches(tabs.tabBar, at: tab, "the tab bar takes the tap", file: file, line: line)
        }
    }

    func testTheBarsFollowATabBarThatAPushHidesAndThePopBringsBack() {
        assertTheBarsFollowAPushThatHidesTheTabBarAndThePop()
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
            // Review of issue 29b, finding 1: showing no toolbar, the navigation controller holds it.
            XCTAssertEqual(navigation.additionalSafeAreaInsets.bottom, inset, accuracy: 0.01)
            XCTAssertEqual(top.additionalSafeAreaInsets.bottom, 0)

            navigation.setToolbarHidden(false, animated: true)
            // Issue 29, finding 3: nothing is written inside UIKit's change; the inset moves to the
            // stack once the change is heard (the trade-off in docs/presentation-architecture.md).
            XCTAssertEqual(navigation.additionalSafeAreaInsets.bottom, inset, accuracy: 0.01, "nothing written inside setToolbarHidden")
            waitForBar(sheet, restingAt: { self.windowFrame(navigation.toolbar).minY }, "on the toolbar")
            waitUntil { navigation.additionalSafeAreaInsets.bottom == 0 }
            XCTAssertEqual(top.additionalSafeAreaInsets.bottom, inset, accuracy: 0.01, "the inset went to its controller")
            waitUntil {
                navigation.view.layoutIfNeeded()
                return self.windowFrame(navigation.toolbar) == toolbarAlone
            }
            XCTAssertEqual(windowFrame(navigation.toolbar), toolbarAlone, "the toolbar is its own size")

            navigation.setToolbarHidden(true, animated: true)
            waitForBar(sheet, restingAt: { self.homeIndicatorTop }, "down again")
            waitUntil { abs(navigation.additionalSafeAreaInsets.bottom - inset) < 0.01 }
            XCTAssertEqual(top.additionalSafeAreaInsets.bottom, 0, "back to the navigation controller once it hides")
        }
    }

    /// Review 20, finding 3: the bar moves with UIKit's own animation of the toolbar, frame by
    /// frame, as the toolbar slides in and out (`setToolbarHidden(_:animated:)`): on every frame
    /// its bottom edge is where the toolbar's top is on screen (its presentation layer), or on the
    /// home indicator while the toolbar is still below it. A bar gliding on the library's own
    /// 0.45-second ease, a turn late, is tens of points off in the middle of UIKit's 0.2 seconds.
    func testTheBarMovesWithTheToolbarOnEveryFrameOfUIKitsAnimation() {
        let (top, navigation) = navigationShowingToolbar()
        withRoot(navigation) {
            navigation.setToolbarHidden(true, animated: false)
            navigation.view.layoutIfNeeded()
            let sheet = presentMinimized(from: top)
            waitForBar(sheet, restingAt: { self.homeIndicatorTop }, "no toolbar: on the home indicator")
            for hidden in [false, true] {
                let resting = visibleCardFrame(sheet).maxY
                let sampler = toolbarSampler(navigation, sheet)
                defer { sampler.stop() }
                navigation.setToolbarHidden(hidden, animated: true)
                waitUntil { navigation.transitionCoordinator == nil && !(sheet.host?.presentation.isMoving ?? true)
                    && abs(self.visibleCardFrame(sheet).maxY - resting) > 1 }
                waitForBar(sheet, restingAt: { hidden ? self.homeIndicatorTop : self.windowFrame(navigation.toolbar).minY },
                           hidden ? "down again" : "on the toolbar")
                sampler.stop()
                assertMovesWithUIKitsAnimation(moving(sampler.samples, from: resting),
                                               hidden ? "the toolbar slides out" : "the toolbar slides in")
            }
        }
    }

    /// Samples, on every frame, where the bar's bottom edge should be (the toolbar's top on screen,
    /// or the home indicator while the toolbar is hidden or below it), where it is drawn, and the
    /// time each was for.
    private func toolbarSampler(_ navigation: UINavigationController, _ sheet: DropDownSheetController) -> FrameSampler<FrameReading> {
        FrameSampler { [unowned self] in
            FrameReading(time: CACurrentMediaTime(),
                         expected: navigation.toolbar.isHidden ? self.homeIndicatorTop
                             : min(self.presentedWindowFrame(navigation.toolbar).minY, self.homeIndicatorTop),
                         value: self.visibleCardFrame(sheet).maxY, drawnFor: sheet.engine.time)
        }
    }

    /// The samples from the first that left the bar's rest place `resting`.
    private func moving(_ samples: [FrameReading], from resting: CGFloat) -> [FrameReading] {
        Array(samples.drop { abs($0.value - resting) < 0.01 && abs($0.expected - resting) < 0.01 })
    }

    /// Review 20c, finding 2: the app hides the toolbar again while it is still sliding in. UIKit
    /// adds the second animation on top of the first, and the bar follows the toolbar on screen
    /// through the reversal, frame by frame, with no restart.
    func testTheBarFollowsTheToolbarThroughAReversalInTheMiddleOfItsAnimation() {
        let (top, navigation) = navigationShowingToolbar()
        withRoot(navigation) {
            navigation.setToolbarHidden(true, animated: false)
            navigation.view.layoutIfNeeded()
            let sheet = presentMinimized(from: top)
            waitForBar(sheet, restingAt: { self.homeIndicatorTop }, "no toolbar: on the home indicator")
            let resting = visibleCardFrame(sheet).maxY
            let sampler = toolbarSampler(navigation, sheet)
            defer { sampler.stop() }
            navigation.setToolbarHidden(false, animated: true)
            // The reversal comes while the toolbar is still sliding in (a condition on screen, not
            // a guess of how long UIKit takes): on screen, it is neither hidden below the edge nor
            // at its place yet, and the bar has begun to rise.
            let shownTop = window.bounds.maxY - window.safeAreaInsets.bottom - navigation.toolbar.bounds.height
            waitUntil {
                let onScreen = self.presentedWindowFrame(navigation.toolbar).minY
                return onScreen > shownTop + 4 && onScreen < self.window.bounds.maxY - 4 && self.visibleCardFrame(sheet).maxY < resting - 1
            }
            XCTAssertLessThan(visibleCardFrame(sheet).maxY, resting - 1, "the bar rose with the toolbar")
            let midway = presentedWindowFrame(navigation.toolbar).minY
            XCTAssertGreaterThan(midway, shownTop + 1, "the toolbar had not arrived")
            XCTAssertLessThan(midway, window.bounds.maxY - 1, "the toolbar had started")
            navigation.setToolbarHidden(true, animated: true)
            waitForBar(sheet, restingAt: { self.homeIndicatorTop }, "back on the home indicator")
            sampler.stop()
            assertMovesWithUIKitsAnimation(moving(sampler.samples, from: resting), "the toolbar slides in and back out before it arrived")
        }
    }

    /// Review of issue 30, "speculative code, decided": reading UIKit's animation of a bar is an
    /// accelerator only. A bar of the app's that grows with an animation whose shape the library
    /// does not read (a keyframe animation), or with none at all, is followed by the library's
    /// own glide alone: the sheet's bar gets there over several frames, not in a jump, and rests
    /// on it.
    func testWithNoAnimationItCanReadTheBarsGlideOnTheirOwnEaseAndArrive() {
        withScreen {
            let bottom = window.bounds.maxY, width = window.bounds.width
            let low = CGRect(x: 0, y: homeIndicatorTop - 44, width: width, height: bottom - homeIndicatorTop + 44)
            let tall = CGRect(x: 0, y: low.minY - 60, width: width, height: low.height + 60)
            let toolbar = UIToolbar(frame: low)
            underneath.view.addSubview(toolbar)
            defer { toolbar.removeFromSuperview() }
            let sheet = presentMinimized(from: underneath)
            waitForBar(sheet, restingAt: { self.windowFrame(toolbar).minY }, "on the app's toolbar")
            let changes: [(String, CGRect, () -> Void)] = [
                ("a keyframe animation", tall, {
                    UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: []) {
                        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { toolbar.frame = tall }
                    }
                }),
                ("no animation", low, { UIView.performWithoutAnimation { toolbar.frame = low } }),
            ]
            for (what, frame, change) in changes {
                let from = visibleCardFrame(sheet).maxY
                let sampler = FrameSampler { [unowned self] in self.visibleCardFrame(sheet).maxY }
                defer { sampler.stop() }
                change()
                waitForBar(sheet, restingAt: { frame.minY }, "\(what): it rests on the toolbar")
                sampler.stop()
                let between = Set(sampler.samples.filter { abs($0 - from) > 0.5 && abs($0 - frame.minY) > 0.5 })
                XCTAssertGreaterThan(between.count, 2, "\(what): a glide through several frames, not a jump")
            }
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
        try withMiniPlayerPresentedAtLaunch(over: root) { sheet in
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

    func testAToolbarAPushedScreenShowsOnANavigationControllerThatNeverShowedOneIsFollowedAndDoesNotGrow() {
        // Finding 4b: the toolbar was in no view when the sheet came, so it was never found; it
        // stayed taller by the inset under the bar until a touch passed through.
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        withRoot(navigation) {
            let sheet = presentMinimized(from: first)
            XCTAssertEqual(navigation.additionalSafeAreaInsets.bottom, CGFloat(sheet.underneathInset.safeAreaBottom), accuracy: 0.01)
            let editor = ToolbarShowingViewController()
            navigation.pushViewController(editor, animated: true)
            waitUntil { navigation.topViewController === editor && navigation.transitionCoordinator == nil }
            waitForBar(sheet, restingAt: { self.windowFrame(navigation.toolbar).minY }, "on the toolbar the pushed screen shows")
            waitUntil { navigation.additionalSafeAreaInsets.bottom == 0 }
            XCTAssertEqual(editor.additionalSafeAreaInsets.bottom, CGFloat(sheet.underneathInset.safeAreaBottom), accuracy: 0.01)
            let withSheet = windowFrame(navigation.toolbar)
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            navigation.view.layoutIfNeeded()
            XCTAssertEqual(windowFrame(navigation.toolbar), withSheet, "the toolbar was its own size under the bar")
        }
    }

    func testAMiniPlayerShownAtLaunchLeavesTheSwiftUITabBarItsSizeFromTheFirstLayoutPass() throws {
        // Finding 4c: the hosting controller got the inset before SwiftUI built its TabView,
        // whose tab bar controller inherited it: the tab bar was laid out tall for a frame.
        let root = UIHostingController(rootView: LateTabsView(model: TabBarVisibilityModel()))
        try withMiniPlayerPresentedAtLaunch(over: root) { sheet in
            // The first layout pass, in the same turn: SwiftUI builds the TabView in it.
            window.layoutIfNeeded()
            let tabs = try XCTUnwrap(firstDescendant(of: root, UITabBarController.self))
            XCTAssertEqual(root.additionalSafeAreaInsets.bottom, 0, "the hosting controller holds the tab bar")
            XCTAssertEqual(tabs.view.safeAreaInsets.bottom, window.safeAreaInsets.bottom, accuracy: 0.5,
                           "nothing above the tab bar controller: its tab bar is laid out at its own size")
            XCTAssertEqual(tabs.additionalSafeAreaInsets.bottom, 0, "nor the tab bar controller: nothing SwiftUI made is written (issue 29, finding 7)")
        }
    }

    func testATabViewShownLaterIsFoundOnAScreenThatHasAHiddenToolbarElsewhere() throws {
        // Finding 4: a SwiftUI update looked again only while no bar was followed at all.
        let model = TabBarVisibilityModel()
        model.showsTabs = false
        let content = UIHostingController(rootView: LateTabsView(model: model))
        let navigation = UINavigationController(rootViewController: content)
        navigation.setToolbarHidden(false, animated: false)
        navigation.setToolbarHidden(true, animated: false)
        try withRoot(navigation) {
            model.player = .minimized
            waitUntil { content.presentedDropDownSheets.first?.state == .minimized }
            let sheet = try XCTUnwrap(content.presentedDropDownSheets.first)
            waitForBar(sheet, restingAt: { self.homeIndicatorTop }, "no tab bar yet")
            model.showsTabs = true
            waitUntil { self.visibleTabBar(in: navigation.view) != nil }
            let tabBar = try XCTUnwrap(visibleTabBar(in: navigation.view))
            waitForBar(sheet, restingAt: { self.windowFrame(tabBar).minY }, "above the tabs that came late")
        }
    }

    /// The top of `sheet`'s bar on each frame until `done` holds (at most 3 s).
    private func barTops(of sheet: DropDownSheetController, until done: () -> Bool) -> [CGFloat] {
        var tops: [CGFloat] = []
        let deadline = Date(timeIntervalSinceNow: 3)
        repeat {
            spinRunLoop(1.0 / 60)
            tops.append(visibleCardFrame(sheet).minY)
        } while !done() && Date() < deadline
        return tops
    }

    func testATabBarTheAppHidStaysHiddenForTheBarsThroughAModalAndAPush() {
        // Finding 7: any transition counted as a push, and the forecast put the tab bar back home:
        // the bars jumped up 49 points during every push, pop or modal transition.
        let (first, navigation, tabs) = tabsWithNavigation()
        withRoot(tabs) {
            tabs.tabBar.isHidden = true
            let sheet = presentMinimized(from: first)
            waitForBar(sheet, restingAt: { self.homeIndicatorTop }, "the app hid its tab bar")
            let resting = visibleCardFrame(sheet).minY
            let modal = UIViewController()
            modal.modalPresentationStyle = .formSheet
            tabs.present(modal, animated: true)
            var tops = barTops(of: sheet) { modal.transitionCoordinator == nil && modal.presentingViewController != nil }
            hideModal(modal, animated: true)
            let pushed = UIViewController()
            navigation.pushViewController(pushed, animated: true)
            tops += barTops(of: sheet) { navigation.transitionCoordinator == nil }
            navigation.popViewController(animated: true)
            tops += barTops(of: sheet) { navigation.transitionCoordinator == nil }
            spinRunLoop(0.3)
            tops.append(visibleCardFrame(sheet).minY)
            XCTAssertEqual(tops.min() ?? 0, resting, accuracy: 0.5, "never up where the hidden tab bar would be")
        }
    }

    func testAToolbarThePushedScreenHidesTakesTheBarsDownDuringThePush() {
        // Finding 7: `hidesBottomBarWhenPushed` hides the toolbar too ("The value of this property
        // on the topmost view controller determines whether the toolbar is visible"); the
        // forecast read only `isToolbarHidden`, so the bars went down only after the push.
        let (top, navigation) = navigationShowingToolbar()
        withRoot(navigation) {
            let sheet = presentMinimized(from: top)
            waitForBar(sheet, restingAt: { self.windowFrame(navigation.toolbar).minY }, "on the toolbar")
            let pushed = UIViewController()
            pushed.hidesBottomBarWhenPushed = true
            navigation.pushViewController(pushed, animated: true)
            var wentDownDuringThePush = false
            _ = barTops(of: sheet) {
                if navigation.transitionCoordinator != nil, sheet.engine.container.bottomBarHeight == 0 { wentDownDuringThePush = true }
                return navigation.transitionCoordinator == nil
            }
            XCTAssertTrue(wentDownDuringThePush, "the bars set off with the push")
            waitForBar(sheet, restingAt: { self.homeIndicatorTop }, "down once it is over")
        }
    }

    func testWithoutLayerObservationTheBarsStillFollowAPushThatHidesTheTabBarAndThePop() {
        // Finding 8: key-value observing of the tab bar's layer was the only signal; the tab's
        // navigation controller (the receiver) never leaves the window on a push. Without it, the
        // bars follow at the ends of the push and the pop.
        DropDownSheetBottomBarTracker.observesBarLayers = false
        defer { DropDownSheetBottomBarTracker.observesBarLayers = true }
        assertTheBarsFollowAPushThatHidesTheTabBarAndThePop()
    }

    func testWithoutLayerObservationTheBarsFollowABottomToolbarTheAppResizes() {
        // Finding 8; issue 29: the library puts nothing into the app's own bar, so the app that
        // resizes one by hand says so (setNeedsBottomBarUpdate, the documented path).
        DropDownSheetBottomBarTracker.observesBarLayers = false
        defer { DropDownSheetBottomBarTracker.observesBarLayers = true }
        let screen = UIViewController()
        let toolbar = UIToolbar()
        screen.view.addSubview(toolbar)
        withRoot(screen) {
            let bottom = screen.view.bounds.maxY
            toolbar.frame = CGRect(x: 0, y: bottom - 83, width: screen.view.bounds.width, height: 83)
            let sheet = presentMinimized(from: screen)
            waitForBar(sheet, restingAt: { bottom - 83 }, "on the toolbar")
            // The app opens a second row of its toolbar.
            toolbar.frame = CGRect(x: 0, y: bottom - 127, width: screen.view.bounds.width, height: 127)
            sheet.setNeedsBottomBarUpdate()
            waitForBar(sheet, restingAt: { bottom - 127 }, "on the taller toolbar, with no touch and no layer observation")
        }
    }
}

/// Review 20, finding 9: the bars built into UIKit's containers are not the library's to touch.
@MainActor
final class UIKitOwnedBarsTests: SheetTestCase {
    /// Every view inside `view`, at any depth.
    private func descendants(of view: UIView) -> [UIView] {
        view.subviews + view.subviews.flatMap { descendants(of: $0) }
    }

    /// A tab bar controller's tab bar and a shown navigation toolbar get no view of the library's,
    /// while the bars still rest above them (followed through the sentinels in the controllers'
    /// views), with key-value observing off.
    func testNoViewOfTheLibrarysGoesIntoATabBarControllersTabBarOrANavigationControllersToolbar() {
        DropDownSheetBottomBarTracker.observesBarLayers = false
        defer { DropDownSheetBottomBarTracker.observesBarLayers = true }
        let (top, navigation) = navigationShowingToolbar()
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        withRoot(tabs) {
            let sheet = presentMinimized(from: top)
            waitUntil { abs(self.visibleCardFrame(sheet).maxY - self.windowFrame(navigation.toolbar).minY) < 0.5 }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, windowFrame(navigation.toolbar).minY, accuracy: 0.5, "on the toolbar")
            for bar in [tabs.tabBar as UIView, navigation.toolbar as UIView] {
                let library = descendants(of: bar).filter { String(reflecting: type(of: $0)).hasPrefix("DropDownSheet.") }
                XCTAssertTrue(library.isEmpty, "the library put \(library) into \(type(of: bar))")
            }
        }
    }

    /// A navigation controller that never showed a toolbar: the library does not make one by
    /// reading `toolbar`; when the app shows it, the bars follow it.
    func testANavigationControllersToolbarIsNotMadeByTheLibraryAndIsFollowedWhenShown() {
        let first = UIViewController()
        first.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
        let navigation = ToolbarReadCountingNavigationController(rootViewController: first)
        withRoot(navigation) {
            let sheet = presentMinimized(from: first)
            expandThenMinimize(sheet)
            XCTAssertEqual(navigation.toolbarReads, 0, "the library read `toolbar` of a controller that hides it")
            navigation.setToolbarHidden(false, animated: true)
            waitUntil { abs(self.visibleCardFrame(sheet).maxY - self.windowFrame(navigation.toolbar).minY) < 0.5
                && !(sheet.host?.presentation.isMoving ?? true) }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, windowFrame(navigation.toolbar).minY, accuracy: 0.5, "on the toolbar shown later")
        }
    }
}

/// Counts the reads of `toolbar` made by the library (UIKit makes the toolbar on the first read):
/// those whose caller (past this getter and its Objective-C thunk) is a function of the
/// `DropDownSheet` module (mangled `$s13DropDownSheet`; the tests' are `$s23DropDownSheetUIKitTests`),
/// so UIKit's own reads (Objective-C frames) and the test's do not count.
@MainActor
final class ToolbarReadCountingNavigationController: UINavigationController {
    private(set) var toolbarReads = 0
    override var toolbar: UIToolbar! {
        let caller = Thread.callStackSymbols.dropFirst().first { !$0.contains("ToolbarReadCounting") }
        if caller?.contains("$s13DropDownSheet") == true { toolbarReads += 1 }
        return super.toolbar
    }
}

/// A screen that shows its navigation controller's toolbar as it appears (a pushed editor).
@MainActor
final class ToolbarShowingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        toolbarItems = [UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }
}
#endif
