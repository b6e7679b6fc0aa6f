/// What VoiceOver should be offered for the sheet's current state. The UIKit shell applies it to
/// its views; the decisions live here so they are the same everywhere and tested on Linux.
public struct DropDownSheetAccessibility: Sendable, Hashable {
    /// Whether the sheet hides the screen underneath from VoiceOver (`accessibilityViewIsModal`):
    /// while it is expanded, or on its way there, as its dimming hides it from touch.
    public var isModal: Bool
    /// Whether the minimized bar is one element (label, hint and actions below) instead of the
    /// content's own elements: while the sheet is minimized or on its way there. Its hint is
    /// the `barHint` phrase.
    public var barIsSingleElement: Bool
    /// Whether the bar offers an Expand action (always while it is one element;
    /// the `expandAction` phrase).
    public var offersExpandAction: Bool
    /// Whether the bar offers a Close action: when the user may dismiss the sheet
    /// (the `closeAction` phrase).
    public var offersCloseAction: Bool

    /// The policy for an engine's current phase and configuration.
    public init(phase: DropDownSheetPhase, configuration: DropDownSheetConfiguration) {
        switch phase {
        case .resting(.expanded), .settling(toward: .expanded), .dragging:
            // A finger on the sheet dims the screen underneath too (touches outside the card hit
            // the dimming), so VoiceOver must not reach it either.
            isModal = true
            barIsSingleElement = false
        case .resting(.minimized), .settling(toward: .minimized):
            isModal = false
            barIsSingleElement = true
        case .resting(.dismissed), .settling(toward: .dismissed):
            isModal = false
            barIsSingleElement = false
        }
        offersExpandAction = barIsSingleElement
        offersCloseAction = barIsSingleElement && configuration.allowsUserDismissal
    }

    /// The bar's label: the content's title without surrounding white space, or nil when there is
    /// none, for which the shell says the untitled sheet's name ("Draft",
    /// the `untitledSheet` phrase), so the element is never silent.
    public static func barTitle(_ title: String?) -> String? {
        let text = title ?? ""
        let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        return trimmed.isEmpty ? nil : String(trimmed)
    }

    /// What VoiceOver should be told after an event, so its focus follows the sheet.
    public enum Announcement: Sendable, Hashable {
        /// The screen changed: focus the expanded sheet's content (`.screenChanged`).
        case focusContent
        /// The layout changed: focus the minimized bar (`.layoutChanged`).
        case focusBar
        /// The sheet went away: let VoiceOver return to the screen underneath (`.screenChanged`).
        case focusScreenUnderneath
    }

    /// The announcement for an event, or nil.
    public static func announcement(after event: DropDownSheetEvent) -> Announcement? {
        switch event {
        case .didMove(.expanded): return .focusContent
        case .didMove(.minimized): return .focusBar
        case .didMove(.dismissed): return .focusScreenUnderneath
        default: return nil
        }
    }
}
