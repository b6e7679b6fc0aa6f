/// Whose keyboard is on screen: it decides whether the bars ride above it or stay where they are
/// and let it cover them.
///
/// - ``sheet``: the keyboard types into a sheet (a draft being written). The bars of the other
///   sheets (a mini player behind the card) ride above it, as they did before the keyboard came.
/// - ``underneath``: the keyboard types into the screen underneath (a chat's or a search
///   screen's field). The bars stay where they are and the keyboard covers them, as it covers
///   Music's mini player: the screen's own input bar, which follows its keyboard, is never hidden
///   behind a bar riding on that keyboard.
public enum DropDownSheetKeyboardOwner: String, Sendable, Hashable, Codable, CaseIterable {
    /// The keyboard belongs to a sheet: the bars ride above it. The default.
    case sheet
    /// The keyboard belongs to the screen underneath: it covers the bars.
    case underneath
}

/// Where the first responder is, as the UIKit shell finds it when the keyboard shows, changes or
/// when editing begins in a text field or text view.
public enum DropDownSheetFirstResponderLocation: Sendable, Hashable, CaseIterable {
    /// Inside a sheet's content.
    case sheet
    /// In the screen underneath (any view of its window outside the sheets).
    case screenUnderneath
    /// In another window (another scene's, or a window of the app's own above the sheets).
    case elsewhere
    /// Nowhere: nothing is first responder (the keyboard is on its way down).
    case none
}

extension DropDownSheetKeyboard {
    /// Whose keyboard it is once the first responder is at `location`, given whose it was
    /// (`current`). The rule when the first responder moves while a keyboard is up:
    ///
    /// - into a sheet: the sheet's; the bars rise above the keyboard;
    /// - into the screen underneath, or another window: not a sheet's, it covers the bars, which
    ///   go back down to their places under it (a keyboard of another window is drawn over the
    ///   bars too);
    /// - nowhere (the field resigned and the keyboard is going away): unchanged, so the bars do
    ///   not jump while the keyboard slides down; they follow its height down instead.
    ///
    /// The bars glide to their new places with the sheets' layout glide (``DropDownSheetPresentation/Input/layout(_:animated:timing:)``
    /// with the new ``DropDownSheetContainer/keyboardOwner``), never jump. The screen underneath's
    /// inset (``DropDownSheetUnderneathInset``) leaves every keyboard out, so it does not change.
    public static func owner(afterFirstResponderMovedTo location: DropDownSheetFirstResponderLocation,
                             current: DropDownSheetKeyboardOwner) -> DropDownSheetKeyboardOwner {
        switch location {
        case .sheet: return .sheet
        case .screenUnderneath, .elsewhere: return .underneath
        case .none: return current
        }
    }
}
