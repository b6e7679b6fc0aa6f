#if canImport(UIKit)
/// What ``UIKit/UIViewController/presentDropDownSheet(_:initialState:animated:completion:)`` did.
///
/// The call never waits for UIKit: a sheet that is `.presented` or has `.joined` is on screen (or
/// springing in) when the call returns, and can be moved, caught or dismissed at once.
public enum DropDownSheetPresentationResult: Sendable, Hashable {
    /// The sheet started a presentation of its own from the controller.
    case presented
    /// Sheets were already presented from the controller (or the controller is inside one): the
    /// sheet joined their presentation, on top of their stack.
    case joined
    /// Nothing was presented, for `reason`; the completion handler has run.
    case refused(Reason)

    /// Why a sheet was not presented.
    public enum Reason: Sendable, Hashable {
        /// The sheet is already presented (present it again after it was dismissed).
        case alreadyPresented
        /// The initial state was `.dismissed`.
        case dismissedInitialState
        /// The presentation already holds ``DropDownSheetCore/DropDownSheetConfiguration/maximumSheetCount``
        /// sheets. No sheet is ever discarded to make room: ask the user to finish or close one.
        case stackFull
        /// The presenting controller's view is not in a window (it was never shown, or has left
        /// the screen); try again once it is.
        case presenterNotInWindow
    }

    /// Whether the sheet is now presented (`.presented` or `.joined`).
    public var isPresented: Bool {
        if case .refused = self { return false }
        return true
    }
}
#endif
