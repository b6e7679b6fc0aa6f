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
    /// to 1, on and visible), it gets its `viewWillDisappear`/`viewDidDisappear` if it was on
    /// screen, and it is handed back here and to the delegate
    /// (``DropDownSheetDelegate/dropDownSheetController(_:didReplace:with:)``). The library keeps
    /// no reference to it: keep it (a draft to save) or let it go, as the app decides. A replace is
    /// the app's own call, so no veto is asked (as for ``dismiss(animated:completion:)``).
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
        card?.takeOutContent(old)
        contentViewController = content
        host?.swapContent(old, for: content)
        if let card {
            card.putInContent(content)
            card.finishContentReplacement(replacement, fades: fades)
        }
        delegate?.dropDownSheetController(self, didReplace: old, with: content)
        return old
    }

    /// Whether `content` is not free to become this sheet's content (see
    /// ``replaceContent(with:animated:)``).
    private func contentIsInUse(_ content: UIViewController) -> Bool {
        if content === compactViewController { return true }
        if content.parent is DropDownSheetHostViewController || content.parent is DropDownSheetCompactBarController { return true }
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
