#if canImport(UIKit)
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
