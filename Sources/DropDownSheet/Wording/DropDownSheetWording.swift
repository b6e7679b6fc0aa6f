import Foundation

/// The words a drop-down sheet shows and speaks, where the app wants its own: what its sheets are
/// called ("2 Chats" instead of "2 Drafts"), and any VoiceOver label, hint or action name.
///
/// Every property left `nil` (the default) keeps the library's own words, which are Mail-like
/// ("Draft", "2 Drafts", "Expand", "Close") and localised in the language the app runs in
/// (English, Arabic, Chinese (Simplified), French, German, Hebrew, Italian, Japanese, Korean,
/// Portuguese (Brazil), Russian and Spanish).
///
/// Set it per sheet (`DropDownSheetController.wording`), for every sheet presented from a view
/// controller (`UIViewController.dropDownSheetWording`), or in SwiftUI with
/// `View.dropDownSheetWording(_:)`. Where several apply, the nearest one's words win, property
/// by property: the sheet's, then the presenting controller's and its ancestors', then the
/// library's. The stack's count and the chooser use the wording of the sheet on top of the stack.
///
/// ```swift
/// // Context: @MainActor func nameChats(of sheet: DropDownSheetController) { … }
/// // Chats.stringsdict in the app: "chats.count" with one = "%lld Chat", other = "%lld Chats".
/// sheet.wording = DropDownSheetWording(sheetCount: .localized("chats.count", table: "Chats"),
///                                      untitledSheetTitle: String(localized: "New Chat"))
/// ```
public struct DropDownSheetWording: Sendable {
    /// How the stack's count is phrased, on the top bar of several minimized sheets and as the
    /// chooser's title ("2 Drafts"), and after "Draft closed." in VoiceOver's announcement, where
    /// the count of the sheets left may be 1. Called for 1 or more. Default nil: the library's
    /// "%lld Drafts", with the plural rules of the language its text is in.
    public var sheetCount: SheetCount?
    /// The name of a sheet whose content has no title: the minimized bar's VoiceOver label and the
    /// chooser's row. Default nil: "Draft".
    public var untitledSheetTitle: String?
    /// The VoiceOver hint of the minimized bar. Default nil: "Double-tap to expand.".
    public var barAccessibilityHint: String?
    /// The name of the bar's VoiceOver action that expands the sheet. Default nil: "Expand".
    public var expandActionName: String?
    /// The name of the action that closes a sheet through the app's veto: the bar's VoiceOver
    /// action, the chooser's VoiceOver action and its swipe button. Default nil: "Close".
    public var closeActionName: String?
    /// The name of the chooser's VoiceOver action that reopens a sheet. Default nil: "Reopen".
    public var reopenActionName: String?
    /// The VoiceOver hint of a row of the chooser. Default nil: "Double-tap to reopen.".
    public var chooserRowAccessibilityHint: String?
    /// The VoiceOver label of a row's close button in the chooser, given the sheet's title.
    /// Default nil: "Close " and the title.
    public var closeButtonAccessibilityLabel: (@Sendable (_ title: String) -> String)?
    /// What VoiceOver announces when the user closed a sheet of a stack and others remain; the
    /// count of those left (in ``sheetCount``'s words) follows. Default nil: "Draft closed.".
    public var sheetClosedAnnouncement: String?
    /// What VoiceOver announces when no more sheets fit (the configuration's
    /// `maximumSheetCount`), given that maximum (1 or more). Default nil: "5 Drafts open. Close one
    /// to start another.", with the plural rules of the language its text is in.
    public var stackFullAnnouncement: SheetCount?

    /// A wording that replaces the library's words where a value is given; each `nil` (the
    /// default) keeps the library's.
    public init(sheetCount: SheetCount? = nil,
                untitledSheetTitle: String? = nil,
                barAccessibilityHint: String? = nil,
                expandActionName: String? = nil,
                closeActionName: String? = nil,
                reopenActionName: String? = nil,
                chooserRowAccessibilityHint: String? = nil,
                closeButtonAccessibilityLabel: (@Sendable (_ title: String) -> String)? = nil,
                sheetClosedAnnouncement: String? = nil,
                stackFullAnnouncement: SheetCount? = nil) {
        self.sheetCount = sheetCount
        self.untitledSheetTitle = untitledSheetTitle
        self.barAccessibilityHint = barAccessibilityHint
        self.expandActionName = expandActionName
        self.closeActionName = closeActionName
        self.reopenActionName = reopenActionName
        self.chooserRowAccessibilityHint = chooserRowAccessibilityHint
        self.closeButtonAccessibilityLabel = closeButtonAccessibilityLabel
        self.sheetClosedAnnouncement = sheetClosedAnnouncement
        self.stackFullAnnouncement = stackFullAnnouncement
    }

    /// This wording, with `fallback`'s words wherever this one has none.
    public func merged(over fallback: DropDownSheetWording) -> DropDownSheetWording {
        DropDownSheetWording(
            sheetCount: sheetCount ?? fallback.sheetCount,
            untitledSheetTitle: untitledSheetTitle ?? fallback.untitledSheetTitle,
            barAccessibilityHint: barAccessibilityHint ?? fallback.barAccessibilityHint,
            expandActionName: expandActionName ?? fallback.expandActionName,
            closeActionName: closeActionName ?? fallback.closeActionName,
            reopenActionName: reopenActionName ?? fallback.reopenActionName,
            chooserRowAccessibilityHint: chooserRowAccessibilityHint ?? fallback.chooserRowAccessibilityHint,
            closeButtonAccessibilityLabel: closeButtonAccessibilityLabel ?? fallback.closeButtonAccessibilityLabel,
            sheetClosedAnnouncement: sheetClosedAnnouncement ?? fallback.sheetClosedAnnouncement,
            stackFullAnnouncement: stackFullAnnouncement ?? fallback.stackFullAnnouncement)
    }

    /// Whether this wording is known to say what `other` says, so that a sheet need not be
    /// reworded (SwiftUI hands the environment's wording over on every update): every string
    /// equal, and each count the same (``SheetCount`` copies or `.stringsdict` entries). A close
    /// button label closure is only known to be the same when both are nil.
    func saysTheSame(as other: DropDownSheetWording) -> Bool {
        func same(_ a: SheetCount?, _ b: SheetCount?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case let (a?, b?): return a.saysTheSame(as: b)
            default: return false
            }
        }
        return untitledSheetTitle == other.untitledSheetTitle
            && barAccessibilityHint == other.barAccessibilityHint
            && expandActionName == other.expandActionName
            && closeActionName == other.closeActionName
            && reopenActionName == other.reopenActionName
            && chooserRowAccessibilityHint == other.chooserRowAccessibilityHint
            && sheetClosedAnnouncement == other.sheetClosedAnnouncement
            && closeButtonAccessibilityLabel == nil && other.closeButtonAccessibilityLabel == nil
            && same(sheetCount, other.sheetCount)
            && same(stackFullAnnouncement, other.stackFullAnnouncement)
    }

    /// How a number of sheets is put into words ("2 Songs", or a sentence about them): the app's
    /// own noun, with the plural rules of the app's language.
    public struct SheetCount: Sendable {
        /// The closure, in a box whose identity tells a copy of this count from another closure.
        private final class Phrase: Sendable {
            let words: @Sendable (Int) -> String
            init(_ words: @escaping @Sendable (Int) -> String) { self.words = words }
        }

        private let phrase: Phrase
        /// For a count from a `.stringsdict`: its key, table and bundle, which say the same words
        /// however often the count is made again (a SwiftUI body makes it on every update).
        private let entry: [String]?

        /// A count phrased by `phrase`, given the number of sheets (1 or more: handle 1, as in
        /// "1 Chat", or phrase it from a `.stringsdict` with ``localized(_:table:bundle:)``).
        public init(_ phrase: @escaping @Sendable (_ count: Int) -> String) {
            self.phrase = Phrase(phrase)
            entry = nil
        }

        private init(entry: [String], _ phrase: @escaping @Sendable (Int) -> String) {
            self.phrase = Phrase(phrase)
            self.entry = entry
        }

        /// Whether this count is known to say what `other` says: the same `.stringsdict` entry, or
        /// the same closure (a copy of one count). Two closures are never known to be the same.
        func saysTheSame(as other: SheetCount) -> Bool {
            if let entry, let otherEntry = other.entry { return entry == otherEntry }
            return phrase === other.phrase
        }

        #if canImport(Darwin)
        /// A count phrased from a plural rule of the app's own: the entry `key` of a
        /// `.stringsdict` in `bundle`, table `table` (default nil: `Localizable`), whose format
        /// takes one integer (`%lld`), as Apple's localisation does it. For example
        /// `NSStringLocalizedFormatKey` `%#@songs@`, with `one` "%lld Song" and `other`
        /// "%lld Songs" in English, and `one`, `few`, `many`, `other` in Russian.
        /// `bundle` defaults to the app's main bundle. The count follows the plural rules of the
        /// language the bundle's text is in.
        public static func localized(_ key: String, table: String? = nil, bundle: Bundle = .main) -> SheetCount {
            // A bundle is found again by its location at each use, so that the phrase stays
            // Sendable on every SDK (`Bundle` is not declared Sendable on all of them).
            let location = bundle.bundleURL
            return SheetCount(entry: [key, table ?? "", location.absoluteString]) { count in
                let lookup = Bundle(url: location) ?? .main
                let format = lookup.localizedString(forKey: key, value: nil, table: table)
                // The plural rules of the language the text was found in, not of Locale.current.
                return String(format: format, locale: lookup.textLocale, count)
            }
        }
        #endif

        /// The words for `count` sheets.
        public func string(for count: Int) -> String {
            phrase.words(count)
        }
    }
}
