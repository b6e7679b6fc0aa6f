/// Which of the app's answers may keep a sheet from being dismissed, by who asked (issue 21
/// review, item 4).
///
/// An app answers two ways: its delegate's `dropDownSheetControllerShouldDismiss(_:)`, an explicit
/// veto, and its content's `isModalInPresentation`, which UIKit documents as applying to
/// interactive dismissals only ("UIKit ignores the value of this property for programmatic
/// dismissals"; Apple's pattern for a compose screen is `isModalInPresentation = hasText`). So:
///
/// | who asks | what may veto |
/// | --- | --- |
/// | ``user``: a swipe, a tap on the dimming, a close (VoiceOver's, the chooser's, `requestDismissal()`) | the delegate and `isModalInPresentation` |
/// | ``platformDismissal``: a UIKit `dismiss(animated:)` of the expanded sheet the library did not start (the content's own, SwiftUI's `dismiss`, the app dismissing what its screen presents) | the delegate only |
/// | ``libraryDismissal``: `DropDownSheetController.dismiss()` | nothing |
///
/// A compose screen whose Send button calls `dismiss(animated:)` with text in it (so
/// `isModalInPresentation` is true) is therefore dismissed, not turned back into a bar with a
/// "Delete/Save?" prompt after sending; a draft whose delegate says no goes back to its bar, and
/// the delegate hears `didAttemptToDismiss`. A sheet that is not dismissible (an accessory) goes
/// back to its bar silently whatever the veto: that is the engine's rule, not the veto's.
package enum DropDownSheetDismissalVeto {
    /// Who asked for a sheet to be dismissed.
    package enum Origin: Sendable, Hashable {
        /// The user: a swipe, a tap on the dimming, a close.
        case user
        /// A UIKit dismissal of the modal presentation that the library did not start.
        case platformDismissal
        /// The library's own API, `dismiss()`: the app's code, which knows what it closes.
        case libraryDismissal
    }

    /// Whether a dismissal asked for by `origin` is vetoed, given the delegate's answer
    /// (`delegateAllowsDismissal`, true when there is no delegate) and the content's
    /// `isModalInPresentation`.
    package static func isVetoed(origin: Origin, delegateAllowsDismissal: Bool, isModalInPresentation: Bool) -> Bool {
        switch origin {
        case .user: return !delegateAllowsDismissal || isModalInPresentation
        case .platformDismissal: return !delegateAllowsDismissal
        case .libraryDismissal: return false
        }
    }
}
