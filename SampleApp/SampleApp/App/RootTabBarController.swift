import DropDownSheet
import SwiftUI
import UIKit

/// The app's root: a tab bar with Mail, Music, Notes (SwiftUI) and Settings, and the one place
/// every sheet is presented from, so that each bar sits above the tab bar and an expanded sheet
/// scales and dims the whole screen. The mini player is the presentation's accessory: its bar
/// stays above the tab bar while Mail drafts and the Notes editor (drafts) come and go, their
/// bar directly above it.
final class RootTabBarController: UITabBarController {
    let settings: SheetSettings
    let player: MusicPlayer
    let mailbox: Mailbox

    private lazy var miniPlayer = MiniPlayerCoordinator(player: player, settings: settings)
    private lazy var composer = ComposeCoordinator(mailbox: mailbox, settings: settings, presenter: self)
    private lazy var notes = NotesModel(settings: settings, presenter: self)
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

        let mail = navigationTab(InboxViewController(mailbox: mailbox, composer: composer),
                                 item: tabItem("Mail", image: "envelope", selectedImage: "envelope.fill"))
        let library = MusicLibraryViewController(player: player)
        library.showSwiftUITabs = { [weak self] in
            guard let self else { return }
            self.present(MiniPlayerTabsViewController(player: self.player, settings: self.settings), animated: true)
        }
        let music = navigationTab(library, item: tabItem("Music", image: "music.note", selectedImage: "music.note"))
        // The SwiftUI tab (issue 6): a hosting controller, with its own NavigationView inside;
        // its note editor is a `.dropDownSheet(state:)` (Notes/NotesView.swift).
        let notesTab = UIHostingController(rootView: NotesView(model: notes))
        notesTab.tabBarItem = tabItem("Notes", image: "note.text", selectedImage: "note.text")
        let settingsTab = navigationTab(SettingsViewController(settings: settings),
                                        item: tabItem("Settings", image: "slider.horizontal.3", selectedImage: "slider.horizontal.3"))
        viewControllers = [mail, music, notesTab, settingsTab]
        musicTab = music
        delegate = self
        updateTabBarMinimizing()
    }

    /// The Music tab's navigation controller: on iOS 26 its library minimizes the tab bar as the
    /// user scrolls down (`tabBarMinimizeBehavior = .onScrollDown`), and the mini player goes
    /// inline beside the minimized tab bar.
    private weak var musicTab: UIViewController?

    override var selectedViewController: UIViewController? {
        didSet { updateTabBarMinimizing() }
    }

    override var selectedIndex: Int {
        didSet { updateTabBarMinimizing() }
    }

    /// The tab bar minimizes on scroll while the Music tab shows, and stays at its full size on the
    /// other tabs (iOS 26).
    private func updateTabBarMinimizing() {
        SystemDesign.setTabBarMinimizesOnScrollDown(self, musicTab != nil && selectedViewController === musicTab)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The persistent mini player: presented minimized at launch, once the tab bar controller
        // is in its window (UIKit cannot present from a controller that is not).
        guard !hasShownMiniPlayer else { return }
        hasShownMiniPlayer = true
        // The mini player's bar, and the drafts that were open when the app last went away (in
        // their saved order, the expanded one expanded), together.
        presentDropDownSheet(miniPlayer.sheet, initialState: .minimized, animated: false)
        composer.restoreOpenDrafts()
    }

    private func navigationTab(_ root: UIViewController, item: UITabBarItem) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = item
        return navigation
    }

    private func tabItem(_ title: String, image: String, selectedImage: String) -> UITabBarItem {
        UITabBarItem(title: title, image: UIImage(systemName: image), selectedImage: UIImage(systemName: selectedImage))
    }
}

extension RootTabBarController: UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        updateTabBarMinimizing()
    }
}
