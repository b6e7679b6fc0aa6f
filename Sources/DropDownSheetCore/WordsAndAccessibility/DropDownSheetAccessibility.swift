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

    /// The policy for an engine now: as ``init(phase:configuration:)``, with a sheet resting at or
    /// heading to one of its detents modal only above its largest undimmed detent
    /// (``DropDownSheetEngine/isHeadingToDimmedPlace``).
    public init(_ engine: DropDownSheetEngine) {
        self.init(phase: engine.phase, configuration: engine.configuration)
        if let destination = engine.phase.destination, destination.isRaised {
            isModal = engine.isHeadingToDimmedPlace
        } else if engine.isDraggedOverLiveScreen {
            // A panel dragged from an undimmed detent, nothing dimmed yet: VoiceOver keeps the screen.
            isModal = false
        }
    }

    /// The policy for a phase and configuration, reading every raised place (the full card and
    /// any detent) as modal; ``init(_:)`` tells the undimmed detents apart.
    public init(phase: DropDownSheetPhase, configuration: DropDownSheetConfiguration) {
        switch phase {
        case .resting(let state), .settling(toward: let state):
            isModal = state.isRaised
            barIsSingleElement = state == .minimized
        case .dragging:
            // A finger on the sheet dims the screen underneath too (touches outside the card hit
            // the dimming), so VoiceOver must not reach it either.
            isModal = true
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
        case .didMove(.minimized): return .focusBar
        case .didMove(.dismissed): return .focusScreenUnderneath
        case .didMove: return .focusContent
        default: return nil
        }
    }
}
