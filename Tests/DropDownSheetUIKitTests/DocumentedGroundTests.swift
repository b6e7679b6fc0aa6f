#if canImport(UIKit)
import OSLog
import UIKit
import XCTest
@testable import DropDownSheet

/// Issue 29: the shell follows the app on what UIKit documents. These run with the layer
/// observation (the undocumented accelerator) off, or pin a decision now taken on documented
/// signals.
@MainActor
final class DocumentedGroundTests: SheetTestCase {
    /// Finding 1 and 3: a toolbar shown by `setToolbarHidden(_:animated:)` on a screen that did not
    /// show one is followed through the transparent sentinel's safe area alone, and, since no
    /// navigation controller holds the inset, it is laid out exactly as it would be with no sheet.
    func testWithoutLayerObservationTheBarsFollowAToolbarShownAndHiddenAndItNeverGrows() {
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
            XCTAssertEqual(navigation.additionalSafeAreaInsets, .zero)
            navigation.setToolbarHidden(false, animated: true)
            waitUntil {
                abs(self.visibleCardFrame(sheet).maxY - self.windowFrame(navigation.toolbar).minY) < 0.5
                    && !(sheet.host?.presentation.isMoving ?? true)
            }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, windowFrame(navigation.toolbar).minY, accuracy: 0.5, "on the toolbar")
            XCTAssertEqual(windowFrame(navigation.toolbar), toolbarAlone, "the toolbar is laid out as without a sheet")
            XCTAssertEqual(safeAreaBottom(of: top.view), visibleCardFrame(sheet).minY, accuracy: 0.5, "the list ends above the bars")
            navigation.setToolbarHidden(true, animated: true)
            waitUntil {
                abs(self.visibleCardFrame(sheet).maxY - self.homeIndicatorTop) < 0.5 && !(sheet.host?.presentation.isMoving ?? true)
            }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, homeIndicatorTop, accuracy: 0.5, "down once it hides")
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

    /// Findings 6 and 8: an app that sets its own bottom inset to the bars' height while they are
    /// up keeps its value as the new base (the library adds the bars' room to it again, as it
    /// cannot know what the value is for), and hears once, in the unified log, which controller
    /// gets the room twice and how to opt out.
    func testAnAppThatAddsTheBarsRoomItselfKeepsItsValueAndIsWarnedOnce() throws {
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let start = store.position(date: Date())
        withScreen {
            underneath.additionalSafeAreaInsets.bottom = 5
            let sheet = presentMinimized(from: underneath)
            let inset = CGFloat(sheet.underneathInset.safeAreaBottom)
            XCTAssertEqual(underneath.additionalSafeAreaInsets.bottom, 5 + inset, accuracy: 0.01)
            // As code ported from another popup library does.
            underneath.additionalSafeAreaInsets.bottom = inset
            waitUntil { abs(self.underneath.additionalSafeAreaInsets.bottom - 2 * inset) < 0.01 }
            XCTAssertEqual(underneath.additionalSafeAreaInsets.bottom, 2 * inset, accuracy: 0.01, "the app's value is the new base")
            underneath.view.layoutIfNeeded()
            XCTAssertEqual(safeAreaBottom(of: underneath.view), visibleCardFrame(sheet).minY - inset, accuracy: 0.5,
                           "twice the room, as the warning says")
            let name = String(describing: type(of: underneath!))
            let warnings = waitForWarnings(containing: "twice", in: store, since: start)
            XCTAssertEqual(warnings.count, 1, "once")
            XCTAssertTrue(warnings.first?.contains(name) ?? false, "names the controller")
            XCTAssertTrue(warnings.first?.contains("adjustsSafeAreaUnderneath") ?? false, "names the opt-out")
            dismissEverything(on: underneath)
            waitUntil { underneath.presentedDropDownSheets.isEmpty }
            XCTAssertEqual(underneath.additionalSafeAreaInsets.bottom, inset, accuracy: 0.01, "exactly the app's value is left")
        }
    }

    /// An app that sets its bottom inset on every layout pass (to clear a bar of its own) would have
    /// the library and the app write in turn forever: after three such writes the library leaves
    /// that controller the app's value while the sheets are shown, and says so once.
    func testAnAppThatSetsItsInsetOnEveryLayoutKeepsItAndTheWritingStops() throws {
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let start = store.position(date: Date())
        let screen = InsetOnEveryLayoutViewController()
        withRoot(screen) {
            let sheet = presentMinimized(from: screen)
            let warnings = waitForWarnings(containing: "back to", in: store, since: start)
            XCTAssertEqual(warnings.count, 1)
            XCTAssertTrue(warnings.first?.contains("InsetOnEveryLayoutViewController") ?? false, "names the controller")
            screen.view.setNeedsLayout()
            screen.view.layoutIfNeeded()
            XCTAssertEqual(screen.additionalSafeAreaInsets.bottom, screen.ownBottom, accuracy: 0.01, "the app's value")
            XCTAssertEqual(safeAreaBottom(of: screen.view), homeIndicatorTop - screen.ownBottom, accuracy: 0.5,
                           "laid out with the app's value alone")
            XCTAssertTrue(sheet.isPresented)
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
/// their own do.
@MainActor
private final class InsetOnEveryLayoutViewController: UIViewController {
    let ownBottom: CGFloat = 44

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        additionalSafeAreaInsets.bottom = ownBottom
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
