#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// One piece of glass that appears and disappears as glass does (a bar's glass, a stack's
/// sliver): it materializes when wanted and dematerializes when not
/// (``DropDownSheetGlass/materialize(_:visible:completion:)``), once per change, and hides once a
/// dematerialization that nothing took over has ended. When it is wanted is the core's rule
/// (``DropDownSheetCore/DropDownSheetGlassPresence``).
@MainActor
final class DropDownSheetMaterializingGlass {
    let view: UIVisualEffectView
    /// Whether the glass is wanted on screen (materialized, or materializing).
    private(set) var isWanted: Bool
    /// The changes so far: the end of a dematerialization hides the view only if no change came
    /// after it (a reversal takes the animation over from where it is).
    private var transitions = 0

    /// `view`, shown with its glass (`wanted`) or hidden with no effect.
    init(_ view: UIVisualEffectView, wanted: Bool) {
        self.view = view
        isWanted = wanted
        if !wanted {
            view.effect = nil
            view.isHidden = true
        }
    }

    /// Follows a bar whose opacity is `alpha` (0 to 1).
    func follow(alpha: Double) {
        set(wanted: DropDownSheetGlassPresence.isWanted(alpha: alpha, wasWanted: isWanted))
    }

    /// Materializes the glass (`wanted`) or dematerializes it, once per change.
    func set(wanted: Bool) {
        guard wanted != isWanted else { return }
        isWanted = wanted
        transitions &+= 1
        let transition = transitions
        if wanted, view.isHidden {
            // From nothing: shown with no effect, then the glass comes.
            view.effect = nil
            view.isHidden = false
        }
        DropDownSheetGlass.materialize(view, visible: wanted) { [weak self] in
            guard let self, !wanted, self.transitions == transition else { return }
            self.view.isHidden = true
        }
    }
}
#endif
