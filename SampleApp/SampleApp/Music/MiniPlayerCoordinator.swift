import DropDownSheet
import UIKit

/// Builds the persistent mini player: a drop-down sheet whose content is the full player. Tap the
/// bar or pull it up to open the player; swipe the player down, or tap its chevron, to close it
/// back to the bar. It cannot be swiped away: an accessory is not dismissible unless the app says
/// so, and this one does not (the bar rubber-bands and returns).
///
/// Two ways to make the bar, both shown in the app:
/// - ``Bar/barItem`` (the Music tab): the library draws the bar from the player's
///   `dropDownSheetBarItem` (the song, its artwork and progress, play/pause and next), which
///   `PlayerViewController` keeps current itself. No view to write, and VoiceOver, Dynamic Type,
///   dark mode and right-to-left come with it.
/// - ``Bar/handBuilt`` (the SwiftUI Tabs screen): a view of the app's own, `MiniPlayerView`, as
///   the sheet's `compactView`, for full control of the bar.
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
    /// How the mini player's bar is made.
    enum Bar {
        /// Drawn by the library from the player's bar item.
        case barItem
        /// The app's own view, `MiniPlayerView`.
        case handBuilt
    }

    let sheet: DropDownSheetController
    private let settings: SheetSettings

    init(player: MusicPlayer, settings: SheetSettings, bar: Bar = .barItem) {
        self.settings = settings
        sheet = DropDownSheetController(content: PlayerViewController(player: player),
                                        configuration: settings.configuration(closeButton: .minimize),
                                        role: .accessory)
        if bar == .handBuilt { sheet.compactView = MiniPlayerView(player: player) }
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
        sheet.configuration = settings.configuration(closeButton: .minimize)
    }
}
