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
///
/// It speaks as a player, not as a draft: its wording (`DropDownSheetWording`) says "Open Player"
/// and "Double-tap to open the player." where a draft says "Expand" and "Double-tap to expand.".
/// (An accessory is never counted in a stack, so it names no count.)
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
        sheet.wording = Self.wording
        NotificationCenter.default.addObserver(self, selector: #selector(settingsDidChange),
                                               name: SheetSettings.didChangeNotification, object: settings)
    }

    /// The player's words. (The app's own words are in English only; the library's, where the
    /// player leaves them, follow the device's language.)
    static let wording = DropDownSheetWording(
        untitledSheetTitle: "Now Playing",
        barAccessibilityHint: "Double-tap to open the player.",
        expandActionName: "Open Player")

    @objc private func settingsDidChange() {
        // Live: the sheet moves smoothly to its new geometry (a taller bar, say) wherever it is.
        sheet.configuration = settings.configuration(isDismissible: false)
    }
}
