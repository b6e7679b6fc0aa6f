/// Where a shell keeps the sheets of one presentation: in the platform's modal presentation, or in
/// an overlay that leaves the screen underneath a normal app (it can present alerts and sheets of
/// its own, which appear above the bars).
///
/// The modal presentation stands for the expanded sheet: it exists only while some sheet is
/// expanded or springing there. Everything else (bars at rest, bars springing down or away, a
/// finger dragging a bar) lives in the overlay. A shell never switches under a finger: while a
/// sheet is dragged, the hosting stays what it was, and the release decides. See
/// docs/presentation-architecture.md.
package enum DropDownSheetHosting: Sendable, Hashable {
    /// In the overlay above the screen underneath; the platform's modal presentation is ended.
    case overlay
    /// In the platform's modal presentation (UIKit: a custom presentation from the screen
    /// underneath, whose transition completes at once).
    case modal

    /// Where sheets in `phases` belong, given that they are `current`ly hosted there: modal while
    /// any sheet rests expanded or settles toward expanded; otherwise unchanged while any sheet is
    /// dragged; otherwise the overlay (bars at rest, sheets heading to their bar or away, no
    /// sheet). The modal presentation ends the moment a sheet heads down: nothing holds it longer
    /// (not even the status bar, see ``DropDownSheetPresentation/drawsDarkBandAroundScreen``), so a
    /// plain `present` from the screen underneath works from that frame on.
    /// `isDimmed` tells which places are above their sheet's largest undimmed detent (by default the
    /// full card only, as for sheets without detents): a sheet at an undimmed detent stays in the
    /// overlay, so the screen above it is a normal app.
    package static func wanted(for phases: [DropDownSheetPhase], current: DropDownSheetHosting,
                               isDimmed: (DropDownSheetState) -> Bool = { $0 == .expanded }) -> DropDownSheetHosting {
        var dragging = false
        for phase in phases {
            switch phase {
            case .resting(let state) where isDimmed(state), .settling(toward: let state) where isDimmed(state):
                return .modal
            case .dragging:
                dragging = true
            case .settling, .resting:
                break
            }
        }
        return dragging ? current : .overlay
    }

    /// Whether a shell marks its container view as modal for VoiceOver
    /// (`accessibilityViewIsModal`) when the presentation wants VoiceOver kept to the sheets
    /// (``DropDownSheetPresentation/isAccessibilityModal``): only in the modal presentation. There
    /// the container view's siblings are the platform's own views of that presentation. In the
    /// overlay its siblings are the app's: the screen underneath and whatever the app presented
    /// above the bars (an alert while a sheet expands under it, a deep link or a restore), and
    /// marking it modal would leave VoiceOver on a card the user cannot see, never on the alert's
    /// buttons. (The screen underneath is hidden from VoiceOver by other means while a sheet is up.)
    package func marksContainerAccessibilityModal(whenPresentationIsModal presentationIsModal: Bool) -> Bool {
        self == .modal && presentationIsModal
    }
}
