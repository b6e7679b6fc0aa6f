#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// A card's side of iOS 26's glass (``DropDownSheetGlass``): what the bar is drawn on, the glass
/// view behind the card in the host's glass container (DropDownSheetHostViewController+Glass.swift),
/// which follows the card's visible part and is shown or hidden, never faded, and the card's own
/// background, which fades in over the glass as the sheet expands. The bar drawn from a bar item
/// hides its material on glass and fades its foreground alone (DropDownSheetItemBarView.swift).
extension DropDownSheetCard {
    /// What the bar is drawn on, on this system (``DropDownSheetController/resolvedBarBackground``:
    /// the material for a top-edge bar with an automatic background).
    var barBackground: DropDownSheetBarBackground {
        sheet?.resolvedBarBackground ?? .material
    }

    /// Puts the bar's glass behind the card, or takes it away, as the configuration's background
    /// says, and tells the bar drawn from a bar item what it sits on.
    func updateBarBackground() {
        let background = barBackground
        if background == .glass, glassView == nil, let container = host?.glassContainerView(),
           let glass = DropDownSheetGlass.makeGlassView() {
            glass.isHidden = true
            container.contentView.addSubview(glass)
            glassView = glass
        } else if background != .glass, let glass = glassView {
            glass.removeFromSuperview()
            glassView = nil
        }
        itemBarView?.background = background
        appliedCardBackgroundAlpha = nil
        redrawAll()
    }

    /// The sheet's background colour changed.
    func backgroundColorDidChange() {
        appliedCardBackgroundAlpha = nil
        applyCardBackground(barAlpha: drawn?.render.barAlpha ?? 0)
    }

    /// The card's own background: the sheet's colour, fading out over the glass as the card
    /// becomes its bar (so the glass shows at the bar), opaque otherwise.
    func applyCardBackground(barAlpha: Double) {
        guard let sheet else { return }
        let alpha = glassView == nil ? 1 : min(max(1 - barAlpha, 0), 1)
        guard alpha != appliedCardBackgroundAlpha else { return }
        appliedCardBackgroundAlpha = alpha
        cardView.backgroundColor = alpha >= 1 ? sheet.backgroundColor : sheet.backgroundColor.withAlphaComponent(CGFloat(alpha))
    }

    /// Follows the card's visible part with its glass: frame, corners, and whether it shows (not
    /// under the stack's top, not once the card is expanded). Hidden glass gets no writes on the
    /// frames of an expand or a drag; it is shaped once, before it shows again.
    func applyGlass(_ r: DropDownSheetRenderState, hiddenInStack: Bool, _ changes: DropDownSheetCardDrawing.Changes) {
        guard let glass = glassView else { return }
        let hidden = hiddenInStack || r.barAlpha <= 0
        if hidden {
            if !glass.isHidden { glass.isHidden = true }
            if changes.contains(.frame) || changes.contains(.corners) { glassIsStale = true }
            return
        }
        let stale = glassIsStale
        glassIsStale = false
        if stale || changes.contains(.frame), glass.frame != clipView.frame {
            glass.frame = clipView.frame
            glassWriteCount += 1
        }
        if stale || changes.contains(.corners) {
            DropDownSheetGlass.shape(glass, top: r.topCornerRadius, bottom: r.bottomCornerRadius)
            glassWriteCount += 1
        }
        if glass.isHidden { glass.isHidden = false }
    }
}
#endif
