#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

/// A video screen as apps write them: portrait only, the home indicator hidden, the bottom edge's
/// system gesture deferred.
@MainActor
final class LockedVideoViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }
}

/// While a sheet is expanded the library's container is the topmost modal controller that fills
/// the window, the one UIKit asks for the supported orientations, the home indicator and the
/// screen-edge gestures (issue 21, item 1): it answers what the screen underneath answers, so an
/// app locked to portrait does not rotate while a draft is written, and a video screen keeps its
/// home indicator hidden under a sheet.
@MainActor
final class DeferringToTheScreenUnderneathTests: SheetTestCase {
    /// The controller UIKit asks: "the root view controller or the topmost modal view controller
    /// that fills the window" (documentation of `supportedInterfaceOrientations`).
    private var topmostFullScreenController: UIViewController? {
        var top = window.rootViewController
        while let next = top?.presentedViewController, !next.isBeingDismissed { top = next }
        return top
    }

    /// What UIKit resolves by following `child` from `controller`, as it does for
    /// `childForHomeIndicatorAutoHidden` and `childForScreenEdgesDeferringSystemGestures`.
    private func resolved(from controller: UIViewController?, _ child: (UIViewController) -> UIViewController?) -> UIViewController? {
        var current = controller
        var steps = 0
        while let c = current, let next = child(c), next !== c, steps < 16 {
            current = next
            steps += 1
        }
        return current
    }

    func testAnExpandedSheetAnswersUIKitAsTheScreenUnderneathDoes() {
        withScreen {
            let video = LockedVideoViewController()
            window.rootViewController = video
            window.layoutIfNeeded()
            let sheet = DropDownSheetController(content: UIViewController())
            XCTAssertEqual(presentAndWait(sheet, .expanded, from: video), .presented)
            let top = topmostFullScreenController
            XCTAssertIdentical(top, sheet.host, "the container is the topmost full-screen modal while the sheet is expanded")
            XCTAssertEqual(top?.supportedInterfaceOrientations, .portrait, "an app locked to portrait stays in portrait")
            XCTAssertEqual(top?.preferredInterfaceOrientationForPresentation, .portrait)
            XCTAssertEqual(resolved(from: top) { $0.childForHomeIndicatorAutoHidden }?.prefersHomeIndicatorAutoHidden, true,
                           "the video keeps its home indicator hidden")
            XCTAssertEqual(resolved(from: top) { $0.childForScreenEdgesDeferringSystemGestures }?.preferredScreenEdgesDeferringSystemGestures,
                           .bottom)
            sheet.minimize(animated: false)
            waitForUIKit(sheet)
            XCTAssertIdentical(topmostFullScreenController, video, "as a bar, UIKit asks the screen itself")
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            window.rootViewController = underneath
        }
    }

    func testTheScreenUnderneathsChildrenAnswerWhereItDefersToThem() {
        withScreen {
            let navigation = UINavigationController(rootViewController: LockedVideoViewController())
            window.rootViewController = navigation
            window.layoutIfNeeded()
            let sheet = DropDownSheetController(content: UIViewController())
            presentAndWait(sheet, .expanded, from: navigation)
            let top = topmostFullScreenController
            XCTAssertIdentical(top, sheet.host)
            XCTAssertEqual(top?.supportedInterfaceOrientations, navigation.supportedInterfaceOrientations)
            XCTAssertIdentical(resolved(from: top) { $0.childForHomeIndicatorAutoHidden },
                               resolved(from: navigation) { $0.childForHomeIndicatorAutoHidden })
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            window.rootViewController = underneath
        }
    }
}
#endif
