import UIKit

/// Builds the window: the shared models and the tab bar controller that holds the three tabs.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        if LaunchOptions.isFreshStart {
            // The UI tests: forget the drafts and settings of earlier runs.
            OpenDraftsStore().save(SavedOpenDrafts(drafts: [], stack: nil))
            UserDefaults.standard.removePersistentDomain(forName: Bundle.main.bundleIdentifier ?? "")
        }
        let settings = SheetSettings()
        if let response = LaunchOptions.springResponse {
            settings.update { $0.spring.response = response }
        }
        window.rootViewController = RootTabBarController(
            settings: settings,
            player: MusicPlayer(queue: Song.samples),
            mailbox: Mailbox(inbox: MailMessage.samples())
        )
        window.makeKeyAndVisible()
        self.window = window
    }
}
