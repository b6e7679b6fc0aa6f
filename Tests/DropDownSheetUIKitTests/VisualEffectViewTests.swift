#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
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

    func testASheetOverABlurredScreenPutsNothingIntoTheEffectViewItself() {
        withScreen {
            let blurred = BlurredViewController()
            window.rootViewController = blurred
            window.layoutIfNeeded()
            let subviewsBefore = blurred.effectView.subviews
            let sheet = DropDownSheetController(content: UIViewController())
            XCTAssertEqual(presentAndWait(sheet, .minimized, from: blurred), .presented)
            XCTAssertEqual(blurred.effectView.subviews, subviewsBefore, "nothing added to the visual effect view itself")
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
            let subviewsBefore = hud.effectView.subviews
            let contentBefore = hud.effectView.contentView.subviews
            sheet.expand(animated: false)
            XCTAssertEqual(sheet.state, .expanded)
            spinRunLoop(0.05)
            XCTAssertIdentical(underneath.presentedViewController, hud, "UIKit cannot present the sheet yet")
            XCTAssertEqual(hud.effectView.subviews, subviewsBefore, "nothing added to the HUD's visual effect view")
            XCTAssertEqual(hud.effectView.contentView.subviews, contentBefore, "nor to its content: the HUD is the app's")
            let hidden = expectation(description: "hidden")
            hud.dismiss(animated: false) { hidden.fulfill() }
            wait(for: [hidden], timeout: 5)
            // No touch: UIKit's container view of the HUD's presentation leaving the window is heard.
            waitUntil { self.underneath.presentedViewController === sheet.host }
            XCTAssertEqual(sheet.host?.hosting, .modal)
        }
    }
}
#endif
