#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// A video screen as apps write them: portrait only, the home indicator hidden, the bottom edge's
/// system gesture deferred. (It prefers portrait for its own presentations too, which the
/// container must not pass on: see `AllOrientationsScreen`.)
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

/// A screen that turns to any orientation but presents its own full-screen controllers in
/// portrait (`preferredInterfaceOrientationForPresentation`), as a reader or a photo app may.
@MainActor
final class AllOrientationsScreen: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
}

/// A screen that lets what it presents decide (a common pattern for a presented player): its
/// orientations, home indicator, screen-edge gestures and status bar are its presented
/// controller's, which is the library's container while a sheet is expanded.
@MainActor
final class ForwardingToPresentedScreen: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        presentedViewController?.supportedInterfaceOrientations ?? .portrait
    }
    override var childForHomeIndicatorAutoHidden: UIViewController? { presentedViewController }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { presentedViewController }
    override var childForStatusBarStyle: UIViewController? { presentedViewController }
    override var prefersStatusBarHidden: Bool { presentedViewController?.prefersStatusBarHidden ?? false }
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

    // MARK: - No recursion, no rotation (issue 21 review, item 2)

    func testAScreenThatForwardsToWhatItPresentsDoesNotRecurse() {
        let screen = ForwardingToPresentedScreen()
        withRoot(screen) {
            let sheet = DropDownSheetController(content: UIViewController())
            XCTAssertEqual(presentAndWait(sheet, .expanded, from: screen), .presented)
            guard let host = sheet.host else { return XCTFail("no container") }
            XCTAssertIdentical(screen.presentedViewController, host, "the premise: the screen forwards to the container")
            // Each of these went container -> screen -> container ... until the stack overflowed.
            XCTAssertEqual(host.supportedInterfaceOrientations, UIViewController().supportedInterfaceOrientations,
                           "the question came back to the container: UIKit's default answers")
            XCTAssertFalse(host.prefersStatusBarHidden)
            _ = host.preferredStatusBarStyle
            XCTAssertNil(host.childForHomeIndicatorAutoHidden, "a chain back to the container is not named to UIKit")
            XCTAssertNil(host.childForScreenEdgesDeferringSystemGestures)
            // UIKit's own walks of the chains, as it makes them when asked to update.
            host.setNeedsUpdateOfHomeIndicatorAutoHidden()
            host.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
            host.setNeedsStatusBarAppearanceUpdate()
            if #available(iOS 16.0, *) { host.setNeedsUpdateOfSupportedInterfaceOrientations() }
            spinRunLoop(0.3)
            XCTAssertEqual(sheet.state, .expanded, "nothing crashed, nothing moved")
        }
    }

    func testALandscapeExpandOfAnAllOrientationsScreenDoesNotRotate() throws {
        guard #available(iOS 16.0, *) else { throw XCTSkip("geometry requests need iOS 16") }
        let screen = AllOrientationsScreen()
        try withRoot(screen) {
            let scene = try XCTUnwrap(window.windowScene)
            try turn(scene, to: .landscapeRight, from: screen, premise: true)
            defer { try? turn(scene, to: .portrait, from: screen, premise: false) }
            let sheet = DropDownSheetController(content: UIViewController())
            XCTAssertEqual(presentAndWait(sheet, .expanded, from: screen), .presented)
            spinRunLoop(0.6)
            XCTAssertEqual(scene.interfaceOrientation, .landscapeRight,
                           "the inbox was in landscape: the expand keeps it there (no rotation to the screen's "
                           + "preferred orientation for its own presentations)")
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
        }
    }

    func testWhileExpandedOverAPortraitOnlyScreenALandscapeRequestLeavesItPortrait() throws {
        guard #available(iOS 16.0, *) else { throw XCTSkip("geometry requests need iOS 16") }
        // The premise: this test host can turn to landscape at all.
        let turning = AllOrientationsScreen()
        try withRoot(turning) {
            let scene = try XCTUnwrap(window.windowScene)
            try turn(scene, to: .landscapeRight, from: turning, premise: true)
            try turn(scene, to: .portrait, from: turning, premise: false)
        }
        let video = LockedVideoViewController()
        try withRoot(video) {
            let scene = try XCTUnwrap(window.windowScene)
            defer { try? turn(scene, to: .portrait, from: video, premise: false) }
            let sheet = DropDownSheetController(content: UIViewController())
            XCTAssertEqual(presentAndWait(sheet, .expanded, from: video), .presented)
            XCTAssertIdentical(topmostFullScreenController, sheet.host)
            sheet.host?.setNeedsUpdateOfSupportedInterfaceOrientations()
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) { _ in }
            spinRunLoop(1)
            XCTAssertEqual(scene.interfaceOrientation, .portrait, "an app locked to portrait stays in portrait while a draft is written")
        }
    }

    /// Asks `scene` to turn to `orientation` (the screen `top` allows it) and waits for it. When
    /// `premise` is set and the scene does not turn, the test host cannot rotate at all (its
    /// supported orientations): the test is skipped, saying so; otherwise it fails.
    @available(iOS 16.0, *)
    private func turn(_ scene: UIWindowScene, to orientation: UIInterfaceOrientation, from top: UIViewController,
                      premise: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let mask: UIInterfaceOrientationMask = orientation == .portrait ? .portrait : .landscapeRight
        top.setNeedsUpdateOfSupportedInterfaceOrientations()
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: mask)) { _ in }
        let deadline = Date(timeIntervalSinceNow: 3)
        while scene.interfaceOrientation != orientation, Date() < deadline { spinRunLoop(0.05) }
        guard scene.interfaceOrientation == orientation else {
            if premise { throw XCTSkip("this test host's scene does not turn to \(orientation.rawValue) on request") }
            return XCTFail("the scene did not turn back", file: file, line: line)
        }
        spinRunLoop(0.3)
    }
}
#endif
