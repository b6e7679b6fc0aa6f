#if canImport(Darwin)
import Foundation
import DropDownSheetCore

// Apple platforms only: Foundation on Linux cannot read a `.stringsdict` (a plural lookup crashes
// it), and the words are only ever said by the UIKit and SwiftUI shells. Linux tests read the
// catalogs themselves (CatalogTests).

/// The library's catalogs in one language: the `DropDownSheet` table of a bundle, and the locale
/// whose plural rules its counts follow, which is the language of the text itself (not
/// `Locale.current`, which may be a language the library or the app is not in).
struct DropDownSheetLibraryCatalog {
    /// The library's catalog table.
    static let table = "DropDownSheet"

    let bundle: Bundle
    let locale: Locale

    /// The catalog in the language `Bundle.module` picked for the app (English if none).
    static var current: DropDownSheetLibraryCatalog {
        DropDownSheetLibraryCatalog(bundle: .module, locale: Bundle.module.textLocale)
    }

    /// The catalog in `language` (an `.lproj` name such as "ru"), or nil if the library lacks it.
    init?(language: String) {
        guard let path = Bundle.module.path(forResource: language, ofType: "lproj"), let bundle = Bundle(path: path) else { return nil }
        self.init(bundle: bundle, locale: Locale(identifier: language))
    }

    init(bundle: Bundle, locale: Locale) {
        self.bundle = bundle
        self.locale = locale
    }

    /// The phrase for `key`; its English words if the catalog lacks it.
    func string(_ key: DropDownSheetTextKey) -> String {
        bundle.localizedString(forKey: key.rawValue, value: key.englishText, table: Self.table)
    }

    /// The plural phrase `key` for `count`, with the plural rules of the catalog's language.
    func count(_ key: DropDownSheetTextKey, _ count: Int) -> String {
        String(format: string(key), locale: locale, count)
    }
}

extension Bundle {
    /// The locale of the language this bundle's texts are looked up in: its first preferred
    /// localization ("Base" standing for its development language), else the current locale.
    var textLocale: Locale {
        guard let language = preferredLocalizations.first else { return .current }
        return Locale(identifier: language == "Base" ? developmentLocalization ?? "en" : language)
    }
}

/// The words in force for a sheet: the app's wording where it has one, else the library's own,
/// looked up in the library's catalogs (table `DropDownSheet` of `Bundle.module`) in the language
/// the app runs in.
extension DropDownSheetWording {
    /// The library's own phrase for `key`, in the app's language.
    static func libraryString(_ key: DropDownSheetTextKey) -> String {
        DropDownSheetLibraryCatalog.current.string(key)
    }

    /// The stack's count: "2 Drafts", or the app's noun.
    func countLabel(_ count: Int, library: DropDownSheetLibraryCatalog = .current) -> String {
        if let sheetCount { return sheetCount.string(for: count) }
        return library.count(.stackCount, count)
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
        case .chooserCloseLabel, .stackCount, .stackFullAnnouncement, .untitledAccessory, .minimizeAction, .progressValue: own = nil
        }
        return own ?? Self.libraryString(key)
    }

    /// VoiceOver's announcement after the user closed a sheet, `remaining` others left: "Draft
    /// closed. 2 Drafts". (No space after a full-width full stop, as Chinese and Japanese write.)
    /// `closed` is the wording of the sheet that closed (its "Draft closed."), this one the
    /// wording of those that remain (their count); default: this one.
    func closedAnnouncement(remaining: Int, closed closedWording: DropDownSheetWording? = nil) -> String {
        let closed = (closedWording ?? self).text(.sheetClosedAnnouncement)
        let separator = closed.hasSuffix("。") ? "" : " "
        return closed + separator + countLabel(remaining)
    }

    /// VoiceOver's announcement when no more than `maximum` sheets fit.
    func stackFullAnnouncement(maximum: Int, library: DropDownSheetLibraryCatalog = .current) -> String {
        if let stackFullAnnouncement { return stackFullAnnouncement.string(for: maximum) }
        return library.count(.stackFullAnnouncement, maximum)
    }

    /// VoiceOver's value of a bar's progress (a fraction, clamped into 0...1): "40% complete",
    /// the percentage rounded down and formatted for the catalog's language (its digits and
    /// percent sign).
    func progressValue(_ progress: Double, library: DropDownSheetLibraryCatalog = .current) -> String {
        let percent = DropDownSheetBarProgress.percent(progress) ?? 0
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.locale = library.locale
        formatter.maximumFractionDigits = 0
        let number = formatter.string(from: NSNumber(value: Double(percent) / 100)) ?? "\(percent)%"
        return String(format: library.string(.progressValue), locale: library.locale, number)
    }

    /// The chooser's close button label for a sheet titled `title`.
    func closeButtonLabel(title: String) -> String {
        if let closeButtonAccessibilityLabel { return closeButtonAccessibilityLabel(title) }
        let library = DropDownSheetLibraryCatalog.current
        return String(format: library.string(.chooserCloseLabel), locale: library.locale, title)
    }
}
#endif
