#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
// DropDownSheetCore too: where the core put the container (`DropDownSheetHosting.modal`, package access) is part of what is asserted.
@testable import DropDownSheetCore

/// A screen whose own view is a blurred `UIVisualEffectView`, as apps present menus and HUDs.
@MainActor
final class BlurredViewController: UIViewController {
    let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))

    override func loadView() {
        view = effectView
    }
}

/// The library never gives a subview to a view that cannot take one (issue 21, item 2): a
/// `UIVisualEffectView` throws "Do not add subviews directly to the visual effect view itself,
/// instead add them to the -contentView". The sentinel that learns when the screen underneath
/// leaves its window goes into its content view; what the screen presents in the way of an expand
/// is watched through UIKit's container view of that presentation, never through the app's view.
@MainActor
final class VisualEffectViewTests: SheetTestCase {
    private func sentinels(in view: UIView) -> [UIView] {
        view.subviews.filter { $0 is DropDownSheetScreenSentinel }
    }

    /// The library's own views among `view`'s direct subviews (its sentinels and its layout
    /// probe). UIKit rebuilds a visual effect view's private subviews lazily, so the effect view's
    /// `subviews` are not compared before and after: only whether one of the library's is there.
    private func libraryViews(in view: UIView) -> [UIView] {
        view.subviews.filter { $0 is DropDownSheetScreenSentinel || $0 is DropDownSheetLayoutProbe }
    }

    func testASheetOverABlurredScreenPutsNothingIntoTheEffectViewItself() {
        withScreen {
            let blurred = BlurredViewController()
            window.rootViewController = blurred
            window.layoutIfNeeded()
            let sheet = DropDownSheetController(content: UIViewController())
            XCTAssertEqual(presentAndWait(sheet, .minimized, from: blurred), .presented)
            XCTAssertTrue(libraryViews(in: blurred.effectView).isEmpty, "nothing added to the visual effect view itself")
            XCTAssertEqual(sentinels(in: blurred.effectView.contentView).count, 1, "the sentinel is in its content view")
            // The sentinel still does its work: the screen replaced as the window's root takes its sheets.
            window.rootViewController = underneath
            waitUntil { !sheet.isPresented }
            XCTAssertTrue(sentinels(in: blurred.effectView.contentView).isEmpty, "taken out when the sheets went")
        }
    }

    func testAnExpandWaitingBehindABlurredHUDAddsNothingToItAndBecomesModalWhenItGoes() {
        withScreen {
            let sheet = DropDownSheetController(content: UIViewController())
            presentAndWait(sheet, .minimized)
            let hud = BlurredViewController()
            hud.modalPresentationStyle = .overFullScreen
            let shown = expectation(description: "shown")
            underneath.present(hud, animated: false) { shown.fulfill() }
            wait(for: [shown], timeout: 5)
            sheet.expand(animated: false)
            XCTAssertEqual(sheet.state, .expanded)
            spinRunLoop(0.05)
            XCTAssertIdentical(underneath.presentedViewController, hud, "UIKit cannot present the sheet yet")
            XCTAssertTrue(libraryViews(in: hud.effectView).isEmpty, "nothing added to the HUD's visual effect view")
            XCTAssertTrue(libraryViews(in: hud.effectView.contentView).isEmpty, "nor to its content: the HUD is the app's")
            let hidden = expectation(description: "hidden")
            hud.dismiss(animated: false) { hidden.fulfill() }
            wait(for: [hidden], timeout: 5)
            // No touch: UIKit's container view of the HUD's presentation leaving the window is heard.
            waitUntil { self.underneath.presentedViewController === sheet.host }
            XCTAssertEqual(sheet.host?.hosting, .modal)
        }
    }

    // Issue 21 review, item 6: app code that empties its view takes the sentinel with it.

    func testABlurredScreenEmptyingItsContentViewKeepsItsBarsAndItsSentinel() {
        let blurred = BlurredViewController()
        withRoot(blurred) {
            let sheet = DropDownSheetController(content: UIViewController())
            XCTAssertEqual(presentAndWait(sheet, .minimized, from: blurred), .presented)
            XCTAssertEqual(sentinels(in: blurred.effectView.contentView).count, 1)
            // The app rebuilds its HUD's content.
            blurred.effectView.contentView.subviews.forEach { $0.removeFromSuperview() }
            blurred.effectView.contentView.addSubview(UILabel())
            waitUntil { self.sentinels(in: blurred.effectView.contentView).count == 1 }
            XCTAssertTrue(libraryViews(in: blurred.effectView).isEmpty, "back in the content view, never the effect view")
            waitUntil { sheet.host?.view.isHidden == false }
            XCTAssertTrue(sheet.isPresented)
            // The sentinel still does its work.
            window.rootViewController = underneath
            waitUntil { !sheet.isPresented }
        }
    }
}
#endif
