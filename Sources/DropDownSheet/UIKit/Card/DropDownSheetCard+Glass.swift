#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// A card's side of iOS 26's glass (``DropDownSheetGlass``): the bar's glass is in the card, and
/// the bar (drawn from a bar item, a compact view, or a compact view controller's container) is
/// in its `contentView`, the only place UIKit adapts to the glass (a `.label` title turns light
/// over dark glass). Legibility wins over the cross-card merge (issue 30, finding 1), and a card's
/// glass covers the cards behind it (finding 7). Glass is never faded: it dematerializes as the
/// card opens and materializes as it closes (``DropDownSheetCore/DropDownSheetGlassPresence``);
/// the card's background fades in under it, the bar's foreground fades alone.
extension DropDownSheetCard {
    /// What the bar is drawn on, on this system (``DropDownSheetController/resolvedBarBackground``:
    /// the material for a top-edge bar with an automatic background).
    var barBackground: DropDownSheetBarBackground {
        sheet?.resolvedBarBackground ?? .material
    }

    /// The bar's glass view (iOS 26, a bar on glass), nil otherwise.
    var glassView: UIVisualEffectView? { barGlass?.view }

    /// Gives the bar glass, or takes it away, as the configuration's background says, and tells
    /// the bar drawn from a bar item what it sits on.
    func updateBarBackground() {
        let background = barBackground
        if background == .glass, barGlass == nil, let view = DropDownSheetGlass.makeBarGlassView() {
            let alpha = sheet?.engine.renderState.barAlpha ?? 0
            barGlass = DropDownSheetMaterializingGlass(view, wanted: DropDownSheetGlassPresence.isWanted(alpha: alpha, wasWanted: false),
                                                       hidesWhenDematerialized: false)
            cardView.addSubview(view)
        } else if background != .glass, let glass = barGlass {
            barGlass = nil
            if let bar = barView, bar.superview === glass.view.contentView { cardView.addSubview(bar) }
            glass.view.removeFromSuperview()
        }
        placeBar()
        itemBarView?.background = background
        appliedCardBackgroundAlpha = nil
        redrawAll()
    }

    /// Puts the bar where it is drawn: in its glass's content view on glass, else in the card
    /// view; the overlays (grabber, close button, count) stay in front.
    func placeBar() {
        if let bar = barView {
            let home = barGlass?.view.contentView ?? cardView
            if bar.superview !== home { home.addSubview(bar) }
        }
        bringOverlaysToFront()
    }

    /// Lays the bar out at `rect` (in the card): on glass, the glass there and the bar filling
    /// its content view, with the resting bar's corners (the card's clip rounds the rest).
    func layOutBar(_ bar: UIView, in rect: CGRect) {
        guard let glass = barGlass?.view, bar.superview === glass.contentView else {
            bar.frame = rect
            return
        }
        glass.frame = rect
        bar.frame = CGRect(origin: .zero, size: rect.size)
        if let layout = sheet?.engine.layout {
            DropDownSheetGlass.shape(glass, top: layout.barTopCornerRadius, bottom: layout.barBottomCornerRadius)
        }
    }

    /// The sheet's background colour changed.
    func backgroundColorDidChange() {
        appliedCardBackgroundAlpha = nil
        applyCardBackground(barAlpha: drawn?.render.barAlpha ?? 0)
    }

    /// The card's own background: the sheet's colour, fading out as the card becomes its bar on
    /// glass (so the glass shows what is behind the card), opaque otherwise.
    func applyCardBackground(barAlpha: Double) {
        guard let sheet else { return }
        let alpha = barGlass == nil ? 1 : min(max(1 - barAlpha, 0), 1)
        guard alpha != appliedCardBackgroundAlpha else { return }
        appliedCardBackgroundAlpha = alpha
        cardView.backgroundColor = alpha >= 1 ? sheet.backgroundColor : sheet.backgroundColor.withAlphaComponent(CGFloat(alpha))
    }

    /// Materializes the bar's glass while the bar mostly shows, dematerializes it as the card
    /// opens; no glass without a bar.
    func applyGlass(_ render: DropDownSheetRenderState) {
        guard let glass = barGlass else { return }
        glass.set(wanted: barView != nil && DropDownSheetGlassPresence.isWanted(alpha: render.barAlpha, wasWanted: glass.isWanted))
        // The bar's text fades with the bar, never with its glass (which only dematerializes);
        // once the bar has mostly faded, touches at the top of the opening card reach the card's
        // content instead of the glass's content view (review of issue 30, M1): the bar's rule.
        glass.view.isUserInteractionEnabled = render.barTakesTouches
    }
}
#endif
