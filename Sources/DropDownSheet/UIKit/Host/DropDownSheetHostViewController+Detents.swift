#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// What the container does for a sheet resting between its bar and the full card: it keeps a
/// content-sized detent (``DropDownSheetCore/DropDownSheetDetent/Height/content(_:)``) equal to the
/// content's preferred height, and ends the content's safe area at the screen's edge.
///
/// **Content size.** UIKit calls `preferredContentSizeDidChange(forChildContentContainer:)` on a
/// container when a child's `preferredContentSize` changes (`UIContentContainer`: "Notifies an
/// interested controller that the preferred content size of one of its children changed"); the
/// contents are this container's children, so it hears each change of a content controller's own
/// size and tells that sheet, which reads the size again
/// (``DropDownSheetController/setNeedsContentSizeUpdate()``) and gives the presentation the new
/// height as a configuration change: the core springs a resting sheet there, keeping its velocity.
/// For a navigation controller the height is its top controller's; what the navigation
/// controller tells its own parent when its top changes (a push or a pop) is not documented, so
/// the sheet also reads the size again each time it comes to rest, and the app may call
/// ``DropDownSheetController/setNeedsContentSizeUpdate()`` after a push or pop
/// (docs/presentation-architecture.md, the detents' rows).
///
/// **Safe area.** The card keeps the full card's height at every detent, so at a detent below the
/// full card its lower part is off the screen (``DropDownSheetCore/DropDownSheetRenderState/cardHeightBelowScreen``).
/// The content's bottom safe area is made to cover that part, through this container's own
/// additional bottom safe area, while the raised sheet rests, so a list in a half-height panel
/// ends at the screen's edge. It changes only when nothing moves (the
/// sheets came to rest, at a new place), never frame by frame, and it is this container's
/// `additionalSafeAreaInsets`, never an app controller's.
extension DropDownSheetHostViewController {
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        for sheet in sheets where sheet.contentViewController === container {
            sheet.setNeedsContentSizeUpdate()
        }
    }

    /// Sets the additional bottom safe area for the card below the screen: the raised sheet's
    /// ``DropDownSheetCore/DropDownSheetRenderState/cardHeightBelowScreen`` while it rests, 0 with
    /// no raised sheet. Called when the sheets come to rest (nothing moves), never on a frame of
    /// motion.
    func updateDetentSafeArea() {
        guard isViewLoaded, !presentation.isMoving else { return }
        var addition: CGFloat = 0
        if let id = presentation.expandedIdentifier, let engine = presentation.engine(of: id),
           case .resting(let state) = engine.phase, state.isRaised,
           let content = controller(for: id)?.contentViewController.viewIfLoaded {
            let below = CGFloat(engine.renderState.cardHeightBelowScreen.rounded())
            if below > 0 {
                // What the content's bottom safe area must be: the part of the card below the
                // screen, and the container's own bottom safe area and keyboard addition. UIKit
                // documents a subview's safe area as "the portion of the view that is covered"; how
                // it counts a part of the view that lies beyond its superview's bounds is not
                // documented, so the addition is what the content's safe area lacks, read after a
                // layout of the card, and never more than the part below the screen. Counted whole,
                // the part below is already in the content's safe area and the addition is 0;
                // counted only on screen, the content's inset cannot pass what shows of it, the
                // lack never closes, and unbounded the addition would grow on every pass: bounded
                // by `below` it stops there (the limit is in docs/presentation-architecture.md).
                view.layoutIfNeeded()
                addition = Self.detentSafeAreaAddition(below: below,
                                                       wanted: below + ownSafeAreaBottom + keyboardSafeAreaAddition,
                                                       contentInset: content.safeAreaInsets.bottom,
                                                       current: detentSafeAreaAddition)
            }
        }
        guard addition != detentSafeAreaAddition else { return }
        detentSafeAreaAddition = addition
        writeAdditionalBottomSafeArea()
    }

    /// The additional bottom safe area for a card `below` points below the screen whose content
    /// should have a bottom inset of `wanted` and has `contentInset`, of which `current` is this
    /// addition: what the content lacks, between 0 and `below`, in whole points. Bounded whatever
    /// UIKit counts of the part below the screen, so repeated passes settle.
    nonisolated static func detentSafeAreaAddition(below: CGFloat, wanted: CGFloat, contentInset: CGFloat,
                                                   current: CGFloat) -> CGFloat {
        let lacking = wanted - (contentInset - current)
        return min(max(lacking, 0), max(below, 0)).rounded()
    }
}
#endif
