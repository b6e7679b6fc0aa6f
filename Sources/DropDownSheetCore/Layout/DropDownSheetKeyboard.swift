/// Keyboard decisions: what happens to a text field or view inside the sheet when it minimizes and
/// expands, and how much of the expanded card the keyboard covers.
public enum DropDownSheetKeyboard {
    /// What to do with the first responder inside the sheet after an event.
    public enum ResponderAction: Sendable, Hashable {
        /// Remember the sheet's first responder and resign it: the sheet is leaving the expanded
        /// state, and its keyboard must not cover the screen underneath.
        case rememberAndResign
        /// Make the remembered responder first responder again (its cursor and selection are
        /// where they were): the sheet is expanded again.
        case restore
        /// Forget the remembered responder: the sheet is gone.
        case forget
    }

    /// The responder action for an event, or nil.
    public static func responderAction(after event: DropDownSheetEvent) -> ResponderAction? {
        switch event {
        case .willMove(.minimized), .willMove(.dismissed): return .rememberAndResign
        case .didMove(.dismissed): return .forget
        case .didMove(let state) where state.isRaised: return .restore
        default: return nil
        }
    }

    /// How far, in points, the keyboard covers the card's content from the bottom beyond the
    /// content's own bottom safe area: the bottom inset to add to the content's safe area so a
    /// compose text view is never hidden. `keyboardHeight` is measured up from the container's
    /// bottom edge (pass ``DropDownSheetContainer/sheetKeyboardHeight``: the screen underneath's
    /// keyboard, ``DropDownSheetKeyboardOwner/underneath``, moves nothing of the card), `cardBottom` is the card's bottom edge from the container's top,
    /// `containerHeight` the container's height and `contentSafeAreaBottom` the content's bottom
    /// safe area without this addition. 0 when nothing is covered; never negative or NaN.
    public static func contentBottomInset(keyboardHeight: Double, cardBottom: Double, containerHeight: Double,
                                          contentSafeAreaBottom: Double) -> Double {
        let keyboardTop = containerHeight - keyboardHeight
        let covered = cardBottom - keyboardTop
        let inset = covered - contentSafeAreaBottom
        return inset.isFinite && inset > 0 ? inset : 0
    }
}
