/// Every phrase the library shows or speaks, as its key in the library's localised catalogs:
/// table `DropDownSheet` in `Sources/DropDownSheet/Resources/<language>.lproj/`, a `.strings` file
/// and, for the count, a `.stringsdict` with plural rules.
///
/// The core decides what is said (which actions the bar offers, how many sheets the stack counts)
/// and hands out these keys and numbers; the shells turn them into words through
/// `DropDownSheetWording`, where an app can replace any of them. Tests check the catalogs against
/// this list, so a phrase added here without its translations fails them.
package enum DropDownSheetTextKey: String, CaseIterable, Sendable {
    /// The name of a sheet whose content has no title ("Draft"): the minimized bar's VoiceOver
    /// label and the chooser's row.
    case untitledSheet = "sheet.untitled"
    /// The name of an accessory (a mini player) that nothing names: no bar item title, no content
    /// title, no wording ("Panel"): the minimized bar's VoiceOver label. Neutral, since an
    /// accessory may be a player, a route or a call; never "Draft".
    case untitledAccessory = "accessory.untitled"
    /// The minimized bar's VoiceOver hint ("Double-tap to expand.").
    case barHint = "bar.hint"
    /// The bar's VoiceOver action that expands the sheet ("Expand").
    case expandAction = "action.expand"
    /// The VoiceOver label of the close button that minimizes the sheet ("Minimize",
    /// `DropDownSheetCloseButton.minimize`).
    case minimizeAction = "action.minimize"
    /// The VoiceOver value of a bar item's progress ("40% complete"): `%@` is the percentage,
    /// formatted for the language with its own percent sign and digits.
    case progressValue = "bar.progress"
    /// The bar's and the chooser's action that closes a sheet through its veto ("Close"), also
    /// the chooser's swipe button.
    case closeAction = "action.close"
    /// The chooser's VoiceOver action that reopens a sheet ("Reopen").
    case reopenAction = "action.reopen"
    /// The VoiceOver hint of a row of the chooser ("Double-tap to reopen.").
    case chooserRowHint = "chooser.row.hint"
    /// The VoiceOver label of a row's close button in the chooser ("Close %@", the sheet's title).
    case chooserCloseLabel = "chooser.close.label"
    /// The stack's count ("%lld Drafts"), a plural rule in the `.stringsdict`.
    case stackCount = "stack.count"
    /// VoiceOver's announcement when the user closed a draft and others remain ("Draft closed."),
    /// followed by the count of those left.
    case sheetClosedAnnouncement = "announcement.closed"
    /// VoiceOver's announcement when no more drafts fit ("%lld Drafts open. Close one to start
    /// another."), a plural rule in the `.stringsdict`.
    case stackFullAnnouncement = "announcement.stack-full"

    /// Whether the phrase is a plural rule (in the `.stringsdict`, given a number) rather than a
    /// plain string (in the `.strings` file).
    package var isPlural: Bool { self == .stackCount || self == .stackFullAnnouncement }

    /// The phrase in English, as the English catalog has it (a plural rule's `other` form): what
    /// the shells say when a catalog or a key cannot be found, rather than the key itself.
    package var englishText: String {
        switch self {
        case .untitledSheet: return "Draft"
        case .untitledAccessory: return "Panel"
        case .minimizeAction: return "Minimize"
        case .progressValue: return "%@ complete"
        case .barHint: return "Double-tap to expand."
        case .expandAction: return "Expand"
        case .closeAction: return "Close"
        case .reopenAction: return "Reopen"
        case .chooserRowHint: return "Double-tap to reopen."
        case .chooserCloseLabel: return "Close %@"
        case .stackCount: return "%lld Drafts"
        case .sheetClosedAnnouncement: return "Draft closed."
        case .stackFullAnnouncement: return "%lld Drafts open. Close one to start another."
        }
    }

    /// The format specifiers the phrase takes, in order: `%@` for a title, `%lld` for a count.
    package var formatSpecifiers: [String] {
        switch self {
        case .chooserCloseLabel, .progressValue: return ["%@"]
        case .stackCount, .stackFullAnnouncement: return ["%lld"]
        default: return []
        }
    }
}
