import UIKit

/// Builds the window: the shared models and the tab bar controller that holds the three tabs.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = RootTabBarController(
            settings: SheetSettings(),
            player: MusicPlayer(queue: Song.samples),
            mailbox: Mailbox(inbox: MailMessage.samples())
        )
        window.makeKeyAndVisible()
        self.window = window
    }
}
