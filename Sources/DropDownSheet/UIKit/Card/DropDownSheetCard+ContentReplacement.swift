#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// A card's side of replacing its sheet's content (``DropDownSheetController/replaceContent(with:animated:)``,
/// decided by ``DropDownSheetCore/DropDownSheetContentReplacement``): pictures of what showed are
/// taken first, the old content's view leaves with what the card had set on it given back, the
/// new one is put in and drawn for the sheet's state, and the pictures dissolve over it.
extension DropDownSheetCard {
    /// Pictures of the old bar and content, laid over the new ones while they dissolve.
    struct ReplacementPictures {
        var bar: UIView?
        var content: UIView?
    }

    /// Takes the pictures the replacement dissolves (before anything changes).
    func prepareContentReplacement(_ replacement: DropDownSheetContentReplacement) -> ReplacementPictures {
        endArtworkFlight()
        var pictures = ReplacementPictures()
        if replacement.crossFadesBar, let bar = barView {
            pictures.bar = picture(of: bar)
        }
        // Without a bar view, the bar is the content's top edge: its picture dissolves too.
        if replacement.crossFadesContent || (replacement.crossFadesBar && barView == nil),
           let content = sheet?.contentViewController.view {
            pictures.content = picture(of: content)
        }
        return pictures
    }

    /// Makes the first responder inside `old`'s view resign (`endEditing(true)`, which UIKit
    /// documents as making the view or one of its subviews resign the first responder status,
    /// forced), while the view is still in the window: its keyboard goes down, and the sheet's
    /// layout for it with it.
    func resignFirstResponder(in old: UIViewController) {
        guard let view = old.viewIfLoaded, view.window != nil else { return }
        view.endEditing(true)
    }

    /// Takes `old`'s view out of the card, giving back what the card set on it, and forgets what
    /// the card kept of it (its first responder, its picture for the chooser, its scroll views).
    func takeOutContent(_ old: UIViewController) {
        contentTakesPartInScrollToTop(true)
        releaseChooserPicture()
        if let responder = rememberedResponder as? UIView, let view = old.viewIfLoaded, responder.isDescendant(of: view) {
            rememberedResponder = nil
        }
        guard let view = old.viewIfLoaded else { return }
        if view.superview === cardView { view.removeFromSuperview() }
        view.alpha = 1
        view.isUserInteractionEnabled = true
        view.accessibilityElementsHidden = false
    }

    /// Puts `content`'s view in the card, under the bar and the overlays, and draws the card and
    /// its bar for the new content (its bar item is looked up).
    func putInContent(_ content: UIViewController) {
        let view: UIView = content.view
        view.frame = cardView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cardView.insertSubview(view, at: 0)
        layOutCloseButton()
        installBar(animated: false)
    }

    /// Lays the pictures over the new bar and content and dissolves them, then moves VoiceOver.
    func finishContentReplacement(_ replacement: DropDownSheetContentReplacement, fades pictures: ReplacementPictures?) {
        if let content = pictures?.content {
            cardView.insertSubview(content, at: 1)
            dissolve(content)
        }
        if let bar = pictures?.bar {
            // Where the bar is drawn (on glass, in its glass's content view, where glass adapts it).
            let home = barGlass?.view.contentView ?? cardView
            bar.frame = cardView.convert(bar.frame, to: home)
            home.addSubview(bar)
            bringOverlaysToFront()
            dissolve(bar)
        }
        if let focus = replacement.focus { announce(focus) }
    }

    /// A picture of `view` as it shows now, where it is in the card (its frame in the card view's
    /// coordinates), taking no touches.
    private func picture(of view: UIView) -> UIView? {
        guard view.isDescendant(of: cardView), view.alpha > 0, let picture = view.snapshotView(afterScreenUpdates: false) else { return nil }
        picture.frame = view.convert(view.bounds, to: cardView)
        picture.alpha = view.alpha
        picture.isUserInteractionEnabled = false
        picture.isAccessibilityElement = false
        picture.accessibilityElementsHidden = true
        return picture
    }

    private func dissolve(_ picture: UIView) {
        UIView.animate(withDuration: DropDownSheetContentReplacement.crossFadeDuration, delay: 0,
                       options: [.allowUserInteraction, .beginFromCurrentState, .curveEaseInOut]) {
            picture.alpha = 0
        } completion: { _ in
            picture.removeFromSuperview()
        }
    }
}
#endif
