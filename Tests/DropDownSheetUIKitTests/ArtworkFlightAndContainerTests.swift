#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

/// A player whose big artwork is an image view 300 points square, 120 points down its view.
@MainActor
final class ArtworkPlayerViewController: UIViewController {
    let artwork = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        artwork.frame = CGRect(x: 40, y: 120, width: 300, height: 300)
        artwork.layer.cornerRadius = 12
        artwork.clipsToBounds = true
        artwork.image = UIImage(systemName: "music.note")
        view.addSubview(artwork)
        dropDownSheetBarItem.title = "Song"
        dropDownSheetBarItem.image = UIImage(systemName: "music.note")
        dropDownSheetBarItem.imageTransitionView = artwork
    }
}

/// The artwork's flight from the bar into the content and back, following the sheet's progress
/// each frame; and the bar item of a content that is a container.
@MainActor
final class ArtworkFlightAndContainerTests: SheetTestCase {
    func testTheArtworkFliesWithTheFingerInTheLibrarysViewAndLandsOnTheContentsArtwork() throws {
        try XCTSkipIf(UIAccessibility.isReduceMotionEnabled,
                      "Reduce Motion is on in this simulator: the artwork does not fly then (DropDownSheetArtworkFlight)")
        withScreen {
            let player = ArtworkPlayerViewController()
            let sheet = DropDownSheetController(content: player)
            presentAndWait(sheet, .minimized)
            guard let card = sheet.card, let bar = card.itemBarView else { return XCTFail("no bar") }
            XCTAssertNil(card.artworkFlight, "at rest nothing flies")
            let start = barCenter(of: sheet)
            guard let finger = drag(from: start, to: CGPoint(x: start.x, y: start.y - 300), duration: 0.3, steps: 12, lift: false) else { return }
            guard let flight = card.artworkFlight else { return XCTFail("no flight under the finger") }
            XCTAssertTrue(flight.view.isDescendant(of: card.cardView), "drawn in the library's own view")
            XCTAssertFalse(flight.view.isDescendant(of: player.view), "never in the app's")
            XCTAssertEqual(player.artwork.alpha, 0, "the real artwork is hidden while it flies")
            XCTAssertEqual(bar.imageView.alpha, 0, "and so is the bar's image")
            let r = sheet.engine.renderState
            let from = bar.imageView.convert(bar.imageView.bounds, to: card.cardView)
            let to = player.artwork.convert(player.artwork.bounds, to: card.cardView)
            let expected = DropDownSheetArtworkFlight.at(progress: r.progress, from: DropDownSheetRect(from), barCornerRadius: 6,
                                                         to: DropDownSheetRect(to), targetCornerRadius: 12)
            XCTAssertEqual(flight.view.frame.width, CGFloat(expected?.frame.width ?? 0), accuracy: 0.5, "where the sheet's progress puts it")
            XCTAssertEqual(flight.view.frame.minY, CGFloat(expected?.frame.y ?? 0), accuracy: 0.5)
            XCTAssertEqual(flight.view.layer.cornerRadius, CGFloat(expected?.cornerRadius ?? 0), accuracy: 0.01)
            // Back down a little: it shrinks back with the card.
            let width = flight.view.frame.width
            finger.move(to: CGPoint(x: start.x, y: start.y - 150))
            spinRunLoop(0.05)
            XCTAssertLessThan(card.artworkFlight?.view.frame.width ?? .infinity, width, "it follows the finger back")
            finger.move(to: CGPoint(x: start.x, y: 80))
            finger.lift()
            waitUntil { sheet.phase == .resting(.expanded) }
            XCTAssertNil(card.artworkFlight, "landed: the flying image is gone")
            XCTAssertNil(flight.view.superview)
            XCTAssertEqual(player.artwork.alpha, 1, "the real artwork is back")
            XCTAssertEqual(bar.imageView.alpha, 1)
        }
    }

    func testTheArtworkFliesBackWhenTheSheetMinimizesAndStaysPutWhenItIsDismissed() throws {
        try XCTSkipIf(UIAccessibility.isReduceMotionEnabled,
                      "Reduce Motion is on in this simulator: the artwork does not fly then (DropDownSheetArtworkFlight)")
        withScreen {
            let player = ArtworkPlayerViewController()
            let sheet = DropDownSheetController(content: player)
            presentAndWait(sheet, .expanded)
            sheet.minimize(animated: true)
            waitUntil(2) { sheet.card?.artworkFlight != nil }
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertNil(sheet.card?.artworkFlight)
            XCTAssertEqual(player.artwork.alpha, 1)
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            sheet.dismiss(animated: true)
            spinRunLoop(0.1)
            XCTAssertNil(sheet.card?.artworkFlight, "on its way away the artwork stays in the content")
        }
    }

    func testAnArtworkViewOutsideTheContentNeverFlies() {
        withScreen {
            let player = ArtworkPlayerViewController()
            let sheet = DropDownSheetController(content: player)
            presentAndWait(sheet, .minimized)
            let elsewhere = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            underneath.view.addSubview(elsewhere)
            player.dropDownSheetBarItem.imageTransitionView = elsewhere
            sheet.expand(animated: true)
            spinRunLoop(0.15)
            XCTAssertNil(sheet.card?.artworkFlight, "a view of the screen underneath is not the content's artwork")
            XCTAssertEqual(elsewhere.alpha, 1, "and is never hidden")
        }
    }

    // MARK: - Containers

    func testInANavigationControllerTheVisibleControllersItemIsTheBars() {
        withScreen {
            let player = ArtworkPlayerViewController()
            let navigation = UINavigationController(rootViewController: player)
            let sheet = DropDownSheetController(content: navigation)
            presentAndWait(sheet, .expanded)
            sheet.minimize(animated: false)
            waitForUIKit(sheet)
            XCTAssertEqual(sheet.card?.itemBarView?.titleLabel.text, "Song", "the root's item, through the navigation controller")
            XCTAssertIdentical(sheet.card?.itemBarView?.owner, player)

            // A pushed screen without an item leaves the bar to the one below it.
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            let lyrics = UIViewController()
            navigation.pushViewController(lyrics, animated: false)
            sheet.minimize(animated: false)
            waitForUIKit(sheet)
            XCTAssertEqual(sheet.card?.itemBarView?.titleLabel.text, "Song")

            // One that shows something speaks for the bar, at once.
            lyrics.dropDownSheetBarItem.title = "Lyrics"
            XCTAssertEqual(sheet.card?.itemBarView?.titleLabel.text, "Lyrics")
            XCTAssertIdentical(sheet.card?.itemBarView?.owner, lyrics)

            // Popped while expanded: the root's again when the sheet goes down.
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            navigation.popViewController(animated: false)
            sheet.minimize(animated: true)
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertEqual(sheet.card?.itemBarView?.titleLabel.text, "Song")
        }
    }

    func testInATabBarControllerTheSelectedTabsItemIsTheBars() {
        withScreen {
            let first = UIViewController(), second = UIViewController()
            first.dropDownSheetBarItem.title = "First"
            second.dropDownSheetBarItem.title = "Second"
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            tabs.selectedIndex = 1
            let sheet = DropDownSheetController(content: tabs)
            presentAndWait(sheet, .minimized)
            XCTAssertEqual(sheet.card?.itemBarView?.titleLabel.text, "Second")
        }
    }
}
#endif
