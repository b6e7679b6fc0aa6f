import DropDownSheet
import UIKit

/// Builds the persistent mini player: a drop-down sheet whose content is the full player and whose
/// compact view is the mini player bar. Tap the bar or pull it up to open the player; swipe the
/// player down to close it back to the bar. It cannot be swiped away (`isDismissible` is `false`):
/// the bar rubber-bands and returns.
///
/// It is an accessory (`role`): `RootTabBarController` presents it minimized from the tab bar
/// controller at launch, so the bar sits above the tab bar, and it stays there while drafts come
/// and go above it.
@MainActor
final class MiniPlayerCoordinator {
    let sheet: DropDownSheetController
    private let settings: SheetSettings

    init(player: MusicPlayer, settings: SheetSettings) {
        self.settings = settings
        sheet = DropDownSheetController(content: PlayerViewController(player: player),
                                        configuration: settings.configuration(isDismissible: false),
                                        role: .accessory)
        sheet.compactView = MiniPlayerView(player: player)
        sheet.prefersGrabberVisible = true
        NotificationCenter.default.addObserver(self, selector: #selector(settingsDidChange),
                                               name: SheetSettings.didChangeNotification, object: settings)
    }

    @objc private func settingsDidChange() {
        // Live: the sheet moves smoothly to its new geometry (a taller bar, say) wherever it is.
        sheet.configuration = settings.configuration(isDismissible: false)
    }
}
