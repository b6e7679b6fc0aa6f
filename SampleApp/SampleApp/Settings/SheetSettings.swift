import DropDownSheet
import UIKit

/// The sheet configuration the Settings tab tunes, shared by every sheet of the app and applied
/// live: each owner of a sheet observes ``didChangeNotification`` and sets its sheet's
/// `configuration` again, so a designer sees a change on the open mini player or draft at once.
///
/// Persisted in `UserDefaults`, so a tuned feel survives a relaunch (`DropDownSheetConfiguration`
/// is `Codable`).
@MainActor
final class SheetSettings {
    /// Posted (with this object) after every change.
    static let didChangeNotification = Notification.Name("SampleApp.SheetSettings.didChange")

    /// The values the user chose. `isDismissible` is not one of them: each sheet decides it
    /// (see ``configuration(isDismissible:)``).
    private(set) var configuration: DropDownSheetConfiguration

    private let defaults: UserDefaults
    private static let storageKey = "SampleApp.SheetSettings.configuration"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        if let data = defaults.data(forKey: Self.storageKey),
           let stored = try? JSONDecoder().decode(DropDownSheetConfiguration.self, from: data) {
            configuration = stored
        } else {
            configuration = DropDownSheetConfiguration()
        }
    }

    /// The configuration for one sheet: the user's values, and whether the user may swipe it away
    /// (nil, the default: the sheet's role decides; a draft may be, the mini player, an accessory,
    /// may not), with the close button it shows.
    func configuration(isDismissible: Bool? = nil, closeButton: DropDownSheetCloseButton = .none) -> DropDownSheetConfiguration {
        var result = configuration
        result.isDismissible = isDismissible
        result.closeButton = closeButton
        return result
    }

    /// Changes the configuration, stores it and tells every sheet.
    func update(_ change: (inout DropDownSheetConfiguration) -> Void) {
        var changed = configuration
        change(&changed)
        guard changed != configuration else { return }
        configuration = changed
        if let data = try? JSONEncoder().encode(changed) {
            defaults.set(data, forKey: Self.storageKey)
        }
        NotificationCenter.default.post(name: Self.didChangeNotification, object: self)
    }

    /// Puts every value back to the library's default.
    func reset() {
        update { $0 = DropDownSheetConfiguration() }
    }
}
