#if canImport(UIKit)
import UIKit

/// A member's content controller as a child of this container: joining (``adopt(_:)``), leaving
/// (a member removed) and replaced (``DropDownSheetController/replaceContent(with:animated:)``),
/// with the traits the contents get.
extension DropDownSheetHostViewController {
    /// Takes `old` out of this container's children and makes `new` one (its view is placed by the
    /// card, or waits for it when the sheet is not presented).
    func swapContent(_ old: UIViewController, for new: UIViewController) {
        removeContentChild(old)
        addContentChild(new)
        if isShown { forwardTraitsToContent() }
    }

    /// Makes `content` (a member's content controller) a child of this container, taking it from
    /// any parent it had. The caller forwards the contents' traits once the sheet is a member
    /// (before iOS 17 they are forwarded to the members' contents only).
    func addContentChild(_ content: UIViewController) {
        if content.parent != nil {
            content.willMove(toParent: nil)
            content.view.removeFromSuperview()
            content.removeFromParent()
        }
        addChild(content)
        content.didMove(toParent: self)
    }

    /// Takes `content` (a member's content controller) out of this container's children, with
    /// the traits this container gave it before iOS 17 given back; nothing when it is not a child
    /// of this container.
    func removeContentChild(_ content: UIViewController) {
        guard content.parent === self else { return }
        // (From iOS 17 the overrides are the container's own, not the child's: nothing to undo.)
        if !DropDownSheetTraitObservation.usesTraitSystem {
            let forwarding: any DropDownSheetLegacyTraitForwarding = DropDownSheetPreIOS17TraitForwarding()
            forwarding.override(nil, of: content, in: self)
        }
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
    }
}
#endif
