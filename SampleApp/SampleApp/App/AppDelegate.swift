import UIKit

/// The app's entry point. The window and everything in it are set up by ``SceneDelegate``, which
/// Info.plist names as the scene delegate.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}
