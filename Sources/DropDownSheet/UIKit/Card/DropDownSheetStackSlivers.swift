#if canImport(UIKit)
import UIKit

/// The slivers of the minimized drafts under the top of the stack, peeking above its bar
/// (``DropDownSheetCore/DropDownSheetStackBackdrop``). They are written only when the backdrop
/// changes, and moved in the view hierarchy only when the bar they sit under changes or the cards
/// were reordered: never every frame.
@MainActor
final class DropDownSheetStackSlivers {
    /// The sliver views, nearest the bar first.
    let views = [UIView(), UIView()]
    /// The backdrop drawn last (none drawn: nil).
    private var drawn: DropDownSheetStackBackdrop?
    /// The corner radius and opacity written to each sliver view (nil: never written). Kept per
    /// view: a sliver shown for the first time (the third draft) must get them even when the
    /// backdrop's did not change.
    private var appliedRadius: [Double?] = [nil, nil]
    private var appliedAlpha: [Double?] = [nil, nil]
    /// The bar the slivers were put under.
    private weak var placedBelow: UIView?
    /// How many times the slivers were written, and moved in the hierarchy: what a test counts to
    /// see that a frame at rest does neither.
    private(set) var writeCount = 0
    private(set) var moveCount = 0

    /// Adds the slivers, hidden, to `container`.
    func install(in container: UIView) {
        for sliver in views {
            sliver.backgroundColor = .secondarySystemBackground
            sliver.layer.cornerCurve = .continuous
            sliver.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            sliver.isUserInteractionEnabled = false
            sliver.isAccessibilityElement = false
            sliver.isHidden = true
            container.addSubview(sliver)
        }
        drawn = nil
        placedBelow = nil
        appliedRadius = [nil, nil]
        appliedAlpha = [nil, nil]
    }

    /// Draws `backdrop` under `topBar` (the top draft's card view; nil or hidden: no slivers), in
    /// `container`. `cardsWereReordered`: the cards were brought to the front again since the last
    /// frame, so the slivers must go back under the top bar.
    func draw(_ backdrop: DropDownSheetStackBackdrop, under topBar: UIView?, in container: UIView, cardsWereReordered: Bool) {
        let shown = topBar.map { !$0.isHidden } ?? false
        let wanted = shown ? backdrop : DropDownSheetStackBackdrop()
        if wanted != drawn {
            drawn = wanted
            writeCount += 1
            for (index, sliver) in views.enumerated() {
                guard index < wanted.sliverCount else {
                    if !sliver.isHidden { sliver.isHidden = true }
                    continue
                }
                let frame = wanted.sliverFrame(index)
                sliver.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
                if appliedRadius[index] != wanted.cornerRadius {
                    appliedRadius[index] = wanted.cornerRadius
                    sliver.layer.cornerRadius = wanted.cornerRadius
                }
                if appliedAlpha[index] != wanted.alpha {
                    appliedAlpha[index] = wanted.alpha
                    sliver.alpha = wanted.alpha
                }
                if sliver.isHidden { sliver.isHidden = false }
            }
        }
        guard let topBar, wanted.sliverCount > 0, placedBelow !== topBar || cardsWereReordered else { return }
        placedBelow = topBar
        moveCount += 1
        for sliver in views { container.insertSubview(sliver, belowSubview: topBar) }
    }
}
#endif
