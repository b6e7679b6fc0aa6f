#if canImport(UIKit)
import UIKit

/// Replacing a member's content controller (``DropDownSheetController/replaceContent(with:animated:)``):
/// the old one leaves this container as a child, the new one joins, with the traits the contents
/// get.
extension DropDownSheetHostViewController {
    /// Takes `old` out of this container's children and makes `new` one (its view is placed by the
    /// card, or waits for it when the sheet is not presented).
    func swapContent(_ old: UIViewController, for new: UIViewController) {
        if old.parent === self {
            if !DropDownSheetTraitObservation.usesTraitSystem {
                let forwarding: any DropDownSheetLegacyTraitForwarding = DropDownSheetPreIOS17TraitForwarding()
                forwarding.override(nil, of: old, in: self)
            }
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        if new.parent != nil {
            new.willMove(toParent: nil)
            new.view.removeFromSuperview()
            new.removeFromParent()
        }
        addChild(new)
        new.didMove(toParent: self)
        if isShown { forwardTraitsToContent() }
    }
}
#endif
