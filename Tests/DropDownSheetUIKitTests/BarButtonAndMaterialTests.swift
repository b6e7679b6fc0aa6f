#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

/// A content controller that handles a bar button's action itself, through the responder chain
/// (its item has no target).
@MainActor
final class RespondingPlayerViewController: UIViewController {
    private(set) var senders: [Any?] = []
    private(set) var events: [UIEvent?] = []
    @objc func togglePlayback(_ sender: Any?) { senders.append(sender) }
    @objc func skip(_ sender: Any?, forEvent event: UIEvent?) {
        senders.append(sender)
        events.append(event)
    }
}

/// How the bar drawn from a bar item draws its buttons and its material: as a toolbar's buttons
/// (tinted titles, the responder chain of the content for an action without a target), and a
/// material that fades by its effect, never by an alpha on the effect view or above it.
@MainActor
final class BarButtonAndMaterialTests: SheetTestCase {
    private func present(_ content: UIViewController, _ state: DropDownSheetState = .minimized) -> DropDownSheetController {
        let sheet = DropDownSheetController(content: content)
        presentAndWait(sheet, state)
        sheet.card?.clipView.layoutIfNeeded()
        return sheet
    }

    /// A `UIButton` of the custom type draws its title white: on the light bar it was invisible.
    func testATitleButtonIsDrawnInTheTintColourAsAToolbarsIs() {
        withScreen {
            let content = UIViewController()
            content.dropDownSheetBarItem.title = "Song"
            content.dropDownSheetBarItem.trailingBarButtonItems = [UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)]
            let sheet = present(content)
            guard let bar = sheet.card?.itemBarView, let button = bar.trailingButtons.first as? UIButton else { return XCTFail("no button") }
            let light = UITraitCollection(userInterfaceStyle: .light)
            let title = button.titleColor(for: .normal)?.resolvedColor(with: light)
            XCTAssertNotEqual(title, UIColor.white.resolvedColor(with: light), "not white on a light bar")
            XCTAssertEqual(title, button.tintColor.resolvedColor(with: light), "the tint colour, as a toolbar's title")
            XCTAssertTrue(button.isPointerInteractionEnabled, "highlighted under an iPad's pointer")
            bar.tintColor = .systemPink
            XCTAssertEqual(button.titleColor(for: .normal)?.resolvedColor(with: light), UIColor.systemPink.resolvedColor(with: light),
                           "it follows the bar's tint")
        }
    }

    /// `UIBarButtonItem`'s documentation: without a target, the action goes up the responder
    /// chain. The bar is not inside the content's views, so its own chain never reached the
    /// player that handles it.
    func testAButtonWithoutATargetReachesTheContentThroughTheResponderChain() {
        withScreen {
            let content = RespondingPlayerViewController()
            let play = UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain, target: nil,
                                       action: #selector(RespondingPlayerViewController.togglePlayback(_:)))
            content.dropDownSheetBarItem.title = "Song"
            content.dropDownSheetBarItem.trailingBarButtonItems = [play]
            let sheet = present(content)
            guard let button = sheet.card?.itemBarView?.trailingButtons.first else { return XCTFail("no button") }
            tap(at: center(of: button))
            XCTAssertEqual(content.senders.count, 1, "the content controller got the action")
            XCTAssertIdentical(content.senders.first as AnyObject?, play, "with the item as the sender")
        }
    }

    /// An action of the `action(_:forEvent:)` form gets the touch's event, not whatever was in a
    /// register.
    func testAnActionThatTakesTheEventGetsTheTouchesEvent() {
        withScreen {
            let content = RespondingPlayerViewController()
            let next = UIBarButtonItem(image: UIImage(systemName: "forward.fill"), style: .plain, target: content,
                                       action: #selector(RespondingPlayerViewController.skip(_:forEvent:)))
            content.dropDownSheetBarItem.title = "Song"
            content.dropDownSheetBarItem.trailingBarButtonItems = [next]
            let sheet = present(content)
            guard let button = sheet.card?.itemBarView?.trailingButtons.first else { return XCTFail("no button") }
            tap(at: center(of: button))
            XCTAssertEqual(content.events.count, 1)
            XCTAssertEqual(content.events.first??.type, .touches)
            XCTAssertIdentical(content.senders.first as AnyObject?, next)
        }
    }

    /// A floating bar's radius follows its height when the text size grows it (a real trait
    /// change of the screen underneath, as Dynamic Type's).
    func testAFloatingBarsCornersFollowTheTextSize() {
        withScreen {
            let screen = UIViewController()
            screen.modalPresentationStyle = .fullScreen
            showModal(screen, from: underneath)
            let content = UIViewController()
            content.dropDownSheetBarItem.title = "Song"
            var configuration = DropDownSheetConfiguration(barStyle: .floating)
            configuration.minimizedHeight = 40
            let sheet = DropDownSheetController(content: content, configuration: configuration)
            presentAndWait(sheet, .minimized, from: screen)
            guard let card = sheet.card, let bar = card.itemBarView else { return XCTFail("no bar") }
            XCTAssertEqual(bar.layer.cornerRadius, 20, accuracy: 0.01, "half its 40 points")
            overrideTraits(of: screen.presentationController, textSize: .accessibilityExtraLarge)
            waitUntil { card.clipView.frame.height > 60 && !sheet.engine.isMoving }
            XCTAssertEqual(card.clipView.layer.cornerRadius, 30, accuracy: 0.01)
            XCTAssertEqual(bar.layer.cornerRadius, card.clipView.layer.cornerRadius, accuracy: 0.01, "the bar's corners are the capsule's")
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            hideModal(screen)
        }
    }

    /// UIKit's documentation of `UIVisualEffectView`: avoid alpha values below 1 on the effect view
    /// and its superviews. The bar fades its foreground by alpha and its material by the effect.
    func testTheBarsMaterialFadesByItsEffectNeverByAnAlpha() {
        withScreen {
            let content = UIViewController()
            content.dropDownSheetBarItem.title = "Song"
            let sheet = present(content)
            guard let card = sheet.card, let bar = card.itemBarView else { return XCTFail("no bar") }
            XCTAssertNotNil(bar.backgroundView.effect, "at its bar: the material")
            // Halfway up, held by a real finger.
            let start = barCenter(of: sheet)
            guard let finger = drag(from: start, to: CGPoint(x: start.x, y: start.y - 300), duration: 0.3, steps: 12, lift: false) else { return }
            let progress = sheet.engine.renderState.progress
            XCTAssertGreaterThan(progress, 0.1)
            XCTAssertLessThan(progress, 0.9)
            var view: UIView? = bar.backgroundView
            while let current = view {
                XCTAssertEqual(current.alpha, 1, "no alpha below 1 on the effect view or above it: \(type(of: current))")
                view = current.superview
            }
            XCTAssertEqual(bar.foregroundView.alpha, CGFloat(sheet.engine.renderState.barAlpha), accuracy: 0.001,
                           "the title and buttons fade")
            XCTAssertTrue(bar.effectFader.isScrubbing, "the effect itself is part way")
            finger.move(to: CGPoint(x: start.x, y: 60))
            finger.lift()
            waitUntil { sheet.phase == .resting(.expanded) }
            XCTAssertNil(bar.backgroundView.effect, "behind the expanded card the effect is gone, not hidden by an alpha")
            XCTAssertFalse(bar.effectFader.isScrubbing)
            XCTAssertEqual(bar.alpha, 1)
            sheet.minimize(animated: false)
            waitForUIKit(sheet)
            XCTAssertNotNil(bar.backgroundView.effect, "back on its bar, the material is back")
            XCTAssertEqual(bar.foregroundView.alpha, 1)
        }
    }

    /// The floating capsule's border fades with the bar (it is drawn by the foreground, not by
    /// the bar's layer, which keeps an alpha of 1).
    func testAFloatingBarsBorderIsDrawnByItsForeground() {
        withScreen {
            let content = UIViewController()
            content.dropDownSheetBarItem.title = "Song"
            let sheet = DropDownSheetController(content: content, configuration: DropDownSheetConfiguration(barStyle: .floating))
            presentAndWait(sheet, .minimized)
            guard let bar = sheet.card?.itemBarView else { return XCTFail("no bar") }
            XCTAssertGreaterThan(bar.foregroundView.layer.borderWidth, 0)
            XCTAssertEqual(bar.layer.borderWidth, 0)
            XCTAssertEqual(bar.foregroundView.layer.cornerRadius, bar.layer.cornerRadius)
        }
    }
}
#endif
