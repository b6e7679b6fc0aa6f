#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// One piece of glass that materializes and dematerializes as glass does (a bar's, a stack's
/// sliver: ``DropDownSheetGlass/materialize(_:visible:completion:)``); when it is wanted and when
/// it hides are the core's rules (``DropDownSheetCore/DropDownSheetGlassPresence``).
@MainActor
final class DropDownSheetMaterializingGlass {
    let view: UIVisualEffectView
    /// Whether it is wanted, and its changes so far (the core's rule).
    private var transitions: DropDownSheetGlassPresence.Transitions
    /// Whether the glass is wanted on screen (materialized, or materializing).
    var isWanted: Bool { transitions.isWanted }

    /// `view`, shown with its glass (`wanted`) or hidden with no effect.
    init(_ view: UIVisualEffectView, wanted: Bool) {
        self.view = view
        transitions = .init(wanted: wanted)
        if !wanted {
            view.effect = nil
            view.isHidden = true
        }
    }

    /// Materializes the glass (`wanted`) or dematerializes it, once per change; a
    /// dematerialization nothing took over hides it at its end.
    func set(wanted: Bool) {
        guard let number = transitions.change(toWanted: wanted) else { return }
        if wanted, view.isHidden {
            // From nothing: shown with no effect, then the glass comes.
            view.effect = nil
            view.isHidden = false
        }
        DropDownSheetGlass.materialize(view, visible: wanted) { [weak self] in
            guard let self, self.transitions.endHides(number) else { return }
            self.view.isHidden = true
        }
    }
}
#endif
