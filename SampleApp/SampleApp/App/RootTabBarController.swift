import DropDownSheet
import UIKit

/// The app's root: a tab bar with Mail, Music and Settings, and the one place both kinds of sheet
/// are presented from (through ``SheetSlot``), so that each bar sits above the tab bar and an
/// expanded sheet scales and dims the whole screen.
final class RootTabBarController: UITabBarController {
    let settings: SheetSettings
    let player: MusicPlayer
    let mailbox: Mailbox

    private lazy var slot = SheetSlot(presenter: self)
    private lazy var miniPlayer = MiniPlayerCoordinator(player: player, settings: settings)
    private lazy var composer = ComposeCoordinator(mailbox: mailbox, settings: settings, slot: slot)
    private var hasShownMiniPlayer = false

    init(settings: SheetSettings, player: MusicPlayer, mailbox: Mailbox) {
        self.settings = settings
        self.player = player
        self.mailbox = mailbox
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let mail = tab(InboxViewController(mailbox: mailbox, composer: composer),
                       title: "Mail", image: "envelope", selectedImage: "envelope.fill")
        let music = tab(MusicLibraryViewController(player: player),
                        title: "Music", image: "music.note", selectedImage: "music.note")
        let settingsTab = tab(SettingsViewController(settings: settings),
                              title: "Settings", image: "slider.horizontal.3", selectedImage: "slider.horizontal.3")

        // MARK: SwiftUI tab (issue 6)
        // The SwiftUI tab goes here, between Music and Settings, built on the library's SwiftUI
        // API (Sources/DropDownSheet/SwiftUI). It is left out until that API lands: create its
        // navigation controller with `tab(_:title:image:selectedImage:)` and add it to the array
        // below; nothing else in the app needs to change.
        viewControllers = [mail, music, settingsTab]
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The persistent mini player: presented minimized at launch, once the tab bar controller
        // is in its window (UIKit cannot present from a controller that is not).
        guard !hasShownMiniPlayer else { return }
        hasShownMiniPlayer = true
        slot.setResident(miniPlayer.sheet)
    }

    private func tab(_ root: UIViewController, title: String, image: String, selectedImage: String) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: image),
                                             selectedImage: UIImage(systemName: selectedImage))
        return navigation
    }
}
