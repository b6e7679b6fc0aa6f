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
    /// dragged; otherwise, while modal, a sheet still settles and `statusBarIsLight` (the dark band above the scaled
    /// screen underneath still wants a light status bar, ``DropDownSheetStatusBarAppearance``),
    /// still modal, so that the status bar stays the container's until the band has shrunk (UIKit
    /// gives it back to the screen underneath, dark text over the band, when the modal
    /// presentation ends); otherwise the overlay (bars at rest, sheets heading to their bar or
    /// away, no sheet).
    package static func wanted(for phases: [DropDownSheetPhase], current: DropDownSheetHosting,
                               statusBarIsLight: Bool = false) -> DropDownSheetHosting {
        var dragging = false, settling = false
        for phase in phases {
            switch phase {
            case .resting(.expanded), .settling(toward: .expanded):
                return .modal
            case .dragging:
                dragging = true
            case .settling:
                settling = true
            case .resting:
                break
            }
        }
        if dragging { return current }
        return current == .modal && statusBarIsLight && settling ? .modal : .overlay
    }
}
