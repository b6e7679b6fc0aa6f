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
/// // Chats.stringsdict in the app: "chats.count" with one = "%lld Chat", other = "%lld Chats".
/// sheet.wording = DropDownSheetWording(sheetCount: .localized("chats.count", table: "Chats"),
///                                      untitledSheetTitle: String(localized: "New Chat"))
/// ```
public struct DropDownSheetWording: Sendable {
    /// How the stack's count is phrased, on the top bar of several minimized sheets and as the
    /// chooser's title ("2 Drafts"). Only called for 2 or more. Default nil: the library's
    /// "%lld Drafts", with the plural rules of the app's language.
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
    /// `maximumSheetCount`), given that maximum. Default nil: "5 Drafts open. Close one to start
    /// another.", with the plural rules of the app's language.
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

    /// How a number of sheets is put into words ("2 Songs", or a sentence about them): the app's
    /// own noun, with the plural rules of the app's language.
    public struct SheetCount: Sendable {
        private let phrase: @Sendable (Int) -> String

        /// A count phrased by `phrase`, given the number of sheets (2 or more).
        public init(_ phrase: @escaping @Sendable (_ count: Int) -> String) {
            self.phrase = phrase
        }

        #if canImport(Darwin)
        /// A count phrased from a plural rule of the app's own: the entry `key` of a
        /// `.stringsdict` in `bundle`, table `table` (default nil: `Localizable`), whose format
        /// takes one integer (`%lld`), as Apple's localisation does it. For example
        /// `NSStringLocalizedFormatKey` `%#@songs@`, with `one` "%lld Song" and `other`
        /// "%lld Songs" in English, and `one`, `few`, `many`, `other` in Russian.
        /// `bundle` defaults to the app's main bundle.
        public static func localized(_ key: String, table: String? = nil, bundle: Bundle = .main) -> SheetCount {
            // A bundle is found again by its location at each use, so that the phrase stays
            // Sendable on every SDK (`Bundle` is not declared Sendable on all of them).
            let location = bundle.bundleURL
            return SheetCount { count in
                let lookup = Bundle(url: location) ?? .main
                let format = lookup.localizedString(forKey: key, value: nil, table: table)
                return String.localizedStringWithFormat(format, count)
            }
        }
        #endif

        /// The words for `count` sheets.
        public func string(for count: Int) -> String {
            phrase(count)
        }
    }
}
