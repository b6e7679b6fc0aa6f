#if canImport(Darwin)
import Foundation

// Apple platforms only: Foundation on Linux cannot read a `.stringsdict` (a plural lookup crashes
// it), and the words are only ever said by the UIKit and SwiftUI shells. Linux tests read the
// catalogs themselves (CatalogTests).

/// The words in force for a sheet: the app's wording where it has one, else the library's own,
/// looked up in the library's catalogs (table `DropDownSheet` of `Bundle.module`) in the language
/// the app runs in.
extension DropDownSheetWording {
    /// The library's catalog table.
    static let libraryTable = "DropDownSheet"

    /// The library's own phrase for `key`, in the app's language.
    static func libraryString(_ key: DropDownSheetTextKey) -> String {
        Bundle.module.localizedString(forKey: key.rawValue, value: nil, table: libraryTable)
    }

    /// The stack's count: "2 Drafts", or the app's noun.
    func countLabel(_ count: Int) -> String {
        if let sheetCount { return sheetCount.string(for: count) }
        return String.localizedStringWithFormat(Self.libraryString(.stackCount), count)
    }

    /// A sheet's name in its bar and the chooser: its title (trimmed), or the untitled sheet's name.
    func sheetTitle(_ title: String?) -> String {
        DropDownSheetAccessibility.barTitle(title) ?? untitledSheetTitle ?? Self.libraryString(.untitledSheet)
    }

    /// A plain phrase (`key` is not the count nor the close button's label).
    func text(_ key: DropDownSheetTextKey) -> String {
        let own: String?
        switch key {
        case .untitledSheet: own = untitledSheetTitle
        case .barHint: own = barAccessibilityHint
        case .expandAction: own = expandActionName
        case .closeAction: own = closeActionName
        case .reopenAction: own = reopenActionName
        case .chooserRowHint: own = chooserRowAccessibilityHint
        case .sheetClosedAnnouncement: own = sheetClosedAnnouncement
        case .chooserCloseLabel, .stackCount, .stackFullAnnouncement: own = nil
        }
        return own ?? Self.libraryString(key)
    }

    /// VoiceOver's announcement after the user closed a sheet, `remaining` others left: "Draft
    /// closed. 2 Drafts". (No space after a full-width full stop, as Chinese and Japanese write.)
    func closedAnnouncement(remaining: Int) -> String {
        let closed = text(.sheetClosedAnnouncement)
        let separator = closed.hasSuffix("。") ? "" : " "
        return closed + separator + countLabel(remaining)
    }

    /// VoiceOver's announcement when no more than `maximum` sheets fit.
    func stackFullAnnouncement(maximum: Int) -> String {
        if let stackFullAnnouncement { return stackFullAnnouncement.string(for: maximum) }
        return String.localizedStringWithFormat(Self.libraryString(.stackFullAnnouncement), maximum)
    }

    /// The chooser's close button label for a sheet titled `title`.
    func closeButtonLabel(title: String) -> String {
        if let closeButtonAccessibilityLabel { return closeButtonAccessibilityLabel(title) }
        return String(format: Self.libraryString(.chooserCloseLabel), title)
    }
}
#endif
