/// What replacing a sheet's content does (UIKit's `DropDownSheetController.replaceContent(with:animated:)`):
/// the sheet stays where it is, with its identifier, delegate, state, place in the stack and
/// configuration, and shows a new content controller. It is the app's own call, so nothing vetoes
/// it; the old content is handed back to the app, never discarded by the library.
///
/// The rules:
/// - **Refused** when the new content is the content already shown (nothing to do), or is in use
///   by another sheet of the library (its content, or its compact view controller): taking it
///   would empty that sheet.
/// - **The state is kept.** No move, no spring restarts, a finger holding the sheet keeps it.
/// - **What cross-fades** (when animated): the bar, if it shows at all (its opacity above 0), and
///   the card's content, if it shows at all (the bar's opacity below 1); a sheet hidden under the
///   top of a stack, or not presented, shows neither. The fade is a dissolve, which Reduce Motion
///   keeps (Human Interface Guidelines, Motion).
/// - **VoiceOver** goes where the user is: to the bar of a sheet resting minimized (so its new name
///   is read), to the new content of a sheet resting expanded; nowhere while it moves, or when it
///   is not presented or hidden.
/// - **What is forgotten of the old content**: the first responder remembered when the sheet went
///   down (it is in the old content: restoring it on expanding would type into a controller that
///   left) and the chooser's picture (it shows the old content).
package struct DropDownSheetContentReplacement: Sendable, Hashable {
    /// Why a replacement is refused.
    package enum Refusal: Error, Sendable, Hashable {
        /// The new content is the content already shown.
        case sameContent
        /// The new content is another sheet's content or compact view controller.
        case contentInUse

        /// A sentence for the developer's console (English; never shown to users).
        package var message: String {
            switch self {
            case .sameContent:
                return "DropDownSheet: replaceContent(with:animated:) was given the sheet's own content; nothing changed."
            case .contentInUse:
                return "DropDownSheet: replaceContent(with:animated:) was given a controller that is not free to take "
                    + "(another sheet's content or bar, a presented controller, or the screen underneath); nothing changed."
            }
        }
    }

    /// Whether the old bar dissolves into the new one.
    package var crossFadesBar: Bool
    /// Whether the old content dissolves into the new one.
    package var crossFadesContent: Bool
    /// Where VoiceOver's focus goes, or nil.
    package var focus: DropDownSheetAccessibility.Announcement?

    /// How long the dissolve lasts, in seconds: as long as the bar item's own cross-fade.
    package static let crossFadeDuration = 0.25

    package init(crossFadesBar: Bool, crossFadesContent: Bool, focus: DropDownSheetAccessibility.Announcement?) {
        self.crossFadesBar = crossFadesBar
        self.crossFadesContent = crossFadesContent
        self.focus = focus
    }

    /// What replacing the content does for a sheet drawn with `render` (nil when it is not
    /// presented), hidden under the top of a stack when `isHidden`.
    package static func decide(isSameContent: Bool, contentIsInUse: Bool, render: DropDownSheetRenderState?,
                               isHidden: Bool, animated: Bool) -> Result<DropDownSheetContentReplacement, Refusal> {
        if isSameContent { return .failure(.sameContent) }
        if contentIsInUse { return .failure(.contentInUse) }
        guard let render, !isHidden else {
            return .success(DropDownSheetContentReplacement(crossFadesBar: false, crossFadesContent: false, focus: nil))
        }
        let barAlpha = render.barAlpha.isNaN ? 1 : render.barAlpha
        let focus: DropDownSheetAccessibility.Announcement?
        switch render.phase {
        case .resting(.minimized): focus = .focusBar
        case .resting(.dismissed), .dragging, .settling: focus = nil
        case .resting: focus = .focusContent
        }
        return .success(DropDownSheetContentReplacement(crossFadesBar: animated && barAlpha > 0,
                                                        crossFadesContent: animated && barAlpha < 1, focus: focus))
    }
}
