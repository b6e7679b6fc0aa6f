#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

// README mini player begin
import DropDownSheet

final class MusicTabBarController: UITabBarController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !presentedDropDownSheets.contains(where: { $0.role == .accessory }) else { return }
        // An accessory: never stacked with drafts, never swiped away; the chevron takes it down.
        let player = DropDownSheetController(content: PlayerViewController(),
                                             configuration: DropDownSheetConfiguration(closeButton: .minimize),
                                             role: .accessory)
        presentDropDownSheet(player, initialState: .minimized, animated: false)   // a bar above the tab bar
    }
}

final class PlayerViewController: UIViewController {
    private var isPlaying = false
    private lazy var playPause = UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain,
                                                 target: self, action: #selector(togglePlayback))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The bar, which the library draws from this item as a navigation bar from navigationItem.
        dropDownSheetBarItem.title = "Blue in Green"
        dropDownSheetBarItem.subtitle = "Miles Davis"
        dropDownSheetBarItem.image = UIImage(systemName: "music.note")
        playPause.accessibilityLabel = "Play"
        dropDownSheetBarItem.trailingBarButtonItems = [playPause]
    }

    @objc private func togglePlayback() {
        isPlaying.toggle()
        dropDownSheetBarItem.update(animated: false) {   // the bar reads its buttons again
            playPause.image = UIImage(systemName: isPlaying ? "pause.fill" : "play.fill")
            playPause.accessibilityLabel = isPlaying ? "Pause" : "Play"
        }
    }
}
// README mini player end

/// The README's UIKit mini player does what the README says: a bar above the tab bar, drawn from
/// the player's bar item, whose button plays without opening the player, and which a tap opens.
@MainActor
final class ReadmeMiniPlayerTests: SheetTestCase {
    func testTheMiniPlayerIsABarAboveTheTabBarDrawnFromItsBarItem() {
        let tabs = MusicTabBarController()
        let library = UIViewController()
        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "music.note.list"), tag: 0)
        tabs.viewControllers = [library]
        withRoot(tabs) {
            waitUntil { tabs.presentedDropDownSheets.first?.phase == .resting(.minimized) }
            guard let player = tabs.presentedDropDownSheets.first else { return XCTFail("no mini player") }
            XCTAssertEqual(player.role, .accessory)
            XCTAssertEqual(player.configuration.closeButton, .minimize)
            XCTAssertEqual(player.configuration.isDismissible, false, "an accessory is not swiped away")
            waitUntil { player.card?.itemBarView?.titleLabel.text == "Blue in Green" }
            guard let bar = player.card?.itemBarView else { return XCTFail("the bar is not drawn from the bar item") }
            XCTAssertLessThanOrEqual(barCenter(of: player).y, tabs.tabBar.convert(tabs.tabBar.bounds, to: window).minY,
                                     "the bar rests above the tab bar")
            // Appearing again (after a modal, say) presents no second player.
            tabs.viewDidAppear(false)
            XCTAssertEqual(tabs.presentedDropDownSheets.count, 1)

            // A real tap on Play: the button's, not the bar's.
            bar.layoutIfNeeded()
            let buttons = bar.trailingButtons.compactMap { $0 as? DropDownSheetBarButton }
            XCTAssertEqual(buttons.map(\.accessibilityLabel), ["Play"])
            guard let play = buttons.first else { return }
            tap(at: center(of: play))
            waitUntil { play.accessibilityLabel == "Pause" }
            XCTAssertEqual(player.phase, .resting(.minimized), "playing does not open the player")

            // A tap on the bar beside the button opens the player.
            tap(at: center(of: bar.titleLabel))
            waitUntil { player.phase == .resting(.expanded) }
        }
    }
}
#endif
