#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// Replacing a sheet's content: "replace this sheet" in UIKit.
extension DropDownSheetController {
    /// Shows `content` in this sheet instead of its current content controller, and returns the
    /// controller it replaced (nil when the replacement is refused).
    ///
    /// The sheet stays as it is: its identifier, delegate, configuration, compact view, place in
    /// the stack and state, even mid-move or under a finger. What shows of it dissolves into the
    /// new content over 0.25 seconds when `animated`: the bar (drawn from the new content's
    /// ``UIKit/UIViewController/dropDownSheetBarItem``, whose title and image replace the old
    /// ones) and the card's content. VoiceOver reads the new bar (minimized) or moves to the new
    /// content (expanded). Works before the sheet is presented too (nothing is drawn then).
    ///
    /// The old content leaves the library: it is no longer a child of its container, its view is
    /// out of the card (with the `alpha`, interaction and accessibility the card gave it put back
    /// to 1, on and visible), its first responder (a text view being edited) resigns, so its
    /// keyboard goes down, and it is handed back here and to the delegate
    /// (``DropDownSheetDelegate/dropDownSheetController(_:didReplace:with:)``). The library keeps
    /// no reference to it: keep it (a draft to save) or let it go, as the app decides. A replace is
    /// the app's own call, so no veto is asked (as for ``dismiss(animated:completion:)``).
    ///
    /// Appearance calls: contents appear when a sheet of their screen expands (the library's
    /// container is presented then) and disappear when every sheet has gone down to its bar.
    /// Replaced while a sheet is expanded or on its way up, the old content gets one
    /// `viewWillDisappear` before its view leaves and one `viewDidDisappear` after, and the new
    /// one one `viewWillAppear` before its view goes in and one `viewDidAppear` after. Replaced
    /// while every sheet is a bar, neither gets a call (the old one had its `viewDidDisappear`
    /// when the sheets went down), and the new one gets its first `viewWillAppear` when its sheet
    /// expands. The library makes these calls itself (`beginAppearanceTransition(_:animated:)`),
    /// with `animated` as given.
    ///
    /// Refused (nil returned, nothing changes, a warning in the unified log) when `content` is
    /// the current content, or is not free to take: another sheet's content or bar controller
    /// (``compactViewController``, this sheet's included), a controller UIKit presents, or the
    /// screen this sheet is presented over (or one of its ancestors).
    ///
    /// - Parameters:
    ///   - content: The new content controller. It is taken from any parent it has.
    ///   - animated: Whether the bar and the card's content dissolve (default), or change at once.
    /// - Returns: The content controller that was replaced, or nil.
    @discardableResult
    public func replaceContent(with content: UIViewController, animated: Bool = true) -> UIViewController? {
        let old = contentViewController
        let render = card != nil && isPresented ? engine.renderState : nil
        let decision = DropDownSheetContentReplacement.decide(
            isSameContent: content === old, contentIsInUse: contentIsInUse(content), render: render,
            isHidden: card?.clipView.isHidden ?? false, animated: animated)
        let replacement: DropDownSheetContentReplacement
        switch decision {
        case .success(let value):
            replacement = value
        case .failure(let refusal):
            DropDownSheetMisuseReport.warn(refusal.message)
            return nil
        }
        let card = self.card
        let fades = card?.prepareContentReplacement(replacement)
        // Its keyboard goes down with it: the new content did not ask for one.
        card?.resignFirstResponder(in: old)
        if let host {
            host.swapContent(old, for: content, animated: animated,
                             takeOut: { card?.takeOutContent(old) },
                             becomeContent: { contentViewController = content },
                             putIn: card.map { card in { card.putInContent(content) } })
        } else {
            contentViewController = content
        }
        card?.finishContentReplacement(replacement, fades: fades)
        host?.sheetContentDidChange(sheetIdentifier)
        delegate?.dropDownSheetController(self, didReplace: old, with: content)
        return old
    }

    /// Whether `content` is not free to become this sheet's content (see
    /// ``replaceContent(with:animated:)``).
    private func contentIsInUse(_ content: UIViewController) -> Bool {
        if content === compactViewController { return true }
        if content.parent is DropDownSheetHostViewController || content.parent is DropDownSheetBarController { return true }
        if content.presentingViewController != nil, content.parent == nil { return true }
        var ancestor: UIViewController? = host?.underneath
        while let controller = ancestor {
            if controller === content { return true }
            ancestor = controller.parent
        }
        return false
    }
}
#endif
