#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// A member's content controller as a child of this container: joining (``adopt(_:)``), leaving
/// (a member removed) and replaced (``DropDownSheetController/replaceContent(with:animated:)``),
/// with the traits the contents get and their appearance calls.
///
/// Appearance. UIKit documents automatic forwarding as the container passing its own appearance
/// calls on to its children (`shouldAutomaticallyForwardAppearanceMethods`); what it sends a
/// child whose view joins or leaves the window on its own (a content replaced, a sheet joining or
/// leaving) is not documented, least of all under a container that has disappeared but whose
/// view is still in the window (every sheet a bar, docs/presentation-architecture.md, item 8). So
/// this container does not forward automatically (documented: "If you override this method and
/// return false, you are responsible for telling the child when its views are going to appear or
/// disappear. You do this by calling the child view controller's beginAppearanceTransition(_:animated:)
/// and endAppearanceTransition() methods") and makes every call itself, as
/// ``DropDownSheetCore/DropDownSheetBarAppearance`` (the core) decides: the contents in the cards
/// follow this container's own appearance (they appear when it is presented, a sheet expanding,
/// and disappear when every sheet has gone to its bar); a content whose view is put into a card
/// while the container is on screen appears around that (its `viewWillAppear` before, its
/// `viewDidAppear` after), one taken out disappears around it; while the container is off screen
/// (every sheet a bar) neither gets a call, and the new one appears with the next expand. The
/// library's own children (a bar's controllers) get the bar's calls from the card, never these.
extension DropDownSheetHostViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        containerAppearanceDidChange(to: .appearing, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        containerAppearanceDidChange(to: .appeared, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        containerAppearanceDidChange(to: .disappearing, animated: animated)
    }

    // `viewDidDisappear(_:)` is in DropDownSheetHostViewController+Hosting.swift (it is also a
    // sign of a dismissal); it calls `containerAppearanceDidChange(to: .disappeared, …)` first.

    /// This container's appearance changed (UIKit's call): the contents in the cards follow.
    func containerAppearanceDidChange(to appearance: DropDownSheetBarAppearance, animated: Bool) {
        containerAppearance = appearance
        let contents = cards.compactMap { $0.sheet?.contentViewController }.filter { $0.parent === self }
        contentAppearances.follow(appearance, children: contents, animated: animated)
    }

    /// Puts `content`'s view into a card with `place`, with the calls of a content arriving in
    /// this container as it is now: `viewWillAppear` before and `viewDidAppear` after while it is
    /// on screen, none while it is off screen.
    func contentArrives(_ content: UIViewController, animated: Bool, place: () -> Void) {
        contentAppearances.arrive(content, in: containerAppearance, animated: animated, place: place)
    }

    /// Takes `content`'s view out with `remove`, with `viewWillDisappear` before and
    /// `viewDidDisappear` after if it was on screen.
    func contentLeaves(_ content: UIViewController, animated: Bool, remove: () -> Void) {
        contentAppearances.leave(content, animated: animated, remove: remove)
    }

    /// Replaces `old` with `new` among this container's children: `old`'s view leaves (`takeOut`)
    /// and it leaves the container; then `new` becomes the sheet's content (`becomeContent`) and a
    /// child, and its view goes in (`putIn`: the card's, when the sheet is presented), each with
    /// its appearance calls.
    func swapContent(_ old: UIViewController, for new: UIViewController, animated: Bool,
                     takeOut: () -> Void, becomeContent: () -> Void, putIn: (() -> Void)?) {
        contentLeaves(old, animated: animated, remove: takeOut)
        removeContentChild(old)
        becomeContent()
        addContentChild(new)
        if isShown { forwardTraitsToContent() }
        if let putIn { contentArrives(new, animated: animated, place: putIn) }
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
