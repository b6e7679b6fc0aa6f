/// A button on the expanded card that takes the sheet down, as popup players' chevrons do: in a
/// band 44 points tall at the card's top, above the content (which is laid out below it), inside
/// its safe area; the chevron in the middle, where the grabber would be (64 by 44 points), the
/// close button at the trailing edge (44 points square). It fades in as the card opens and out as
/// it goes down to its bar. Default `.none`.
public enum DropDownSheetCloseButton: String, Sendable, Hashable, Codable, CaseIterable {
    /// No button (the default): the sheet goes down by a swipe, a tap on the dimmed screen, or the
    /// app's own controls.
    case none
    /// A chevron pointing down that minimizes the sheet to its bar. VoiceOver: "Minimize".
    case minimize
    /// The system's close button (an "x") that closes the sheet as the user would: through the
    /// app's veto (a vetoed close minimizes it and tells the delegate), and only when the user
    /// may dismiss it. An "x" rather than a chevron, because the sheet goes away rather than down
    /// to its bar. VoiceOver: "Close".
    case close

    /// The presentation input a tap on the button sends for sheet `id`, or nil for no button.
    package func input(for id: DropDownSheetIdentifier) -> DropDownSheetPresentation.Input? {
        switch self {
        case .none: return nil
        case .minimize: return .minimize(id, animated: true)
        case .close: return .close(id)
        }
    }

    /// The key of the button's VoiceOver label.
    package var labelKey: DropDownSheetTextKey? {
        switch self {
        case .none: return nil
        case .minimize: return .minimizeAction
        case .close: return .closeAction
        }
    }

    /// Whether the button is shown for a sheet with `configuration` (a close button only when
    /// the user may close the sheet).
    package func isShown(configuration: DropDownSheetConfiguration) -> Bool {
        switch self {
        case .none: return false
        case .minimize: return true
        case .close: return configuration.allowsUserDismissal
        }
    }
}
