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

    /// Whether a dematerialized glass is hidden: a sliver's, which holds nothing. A bar's glass
    /// holds the bar in its content view, so hiding it would hide the bar's text with it (review
    /// of issue 30, M1): it stays shown with no effect, which draws nothing but its content.
    private let hidesWhenDematerialized: Bool

    /// `view`, shown with its glass (`wanted`) or with no effect (hidden too when
    /// `hidesWhenDematerialized`: default `true`).
    init(_ view: UIVisualEffectView, wanted: Bool, hidesWhenDematerialized: Bool = true) {
        self.view = view
        self.hidesWhenDematerialized = hidesWhenDematerialized
        transitions = .init(wanted: wanted)
        if !wanted {
            view.effect = nil
            view.isHidden = hidesWhenDematerialized
        }
    }

    /// Materializes the glass (`wanted`) or dematerializes it, once per change; a
    /// dematerialization nothing took over hides it at its end when it holds nothing.
    func set(wanted: Bool) {
        guard let number = transitions.change(toWanted: wanted) else { return }
        if wanted, view.isHidden {
            // From nothing: shown with no effect, then the glass comes.
            view.effect = nil
            view.isHidden = false
        }
        DropDownSheetGlass.materialize(view, visible: wanted) { [weak self] in
            guard let self, self.hidesWhenDematerialized, self.transitions.endHides(number) else { return }
            self.view.isHidden = true
        }
    }
}
#endif
