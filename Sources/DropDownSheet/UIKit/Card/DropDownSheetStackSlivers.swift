#if canImport(UIKit)
import UIKit
import DropDownSheetCore

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
    /// The slivers drawn as glass (iOS 26, when the top bar is on glass), nearest the bar first,
    /// in the host's glass container, behind every card; empty otherwise.
    private var glasses: [DropDownSheetMaterializingGlass] = []
    /// The slivers' glass views, nearest the bar first.
    var glassViews: [UIVisualEffectView] { glasses.map(\.view) }
    /// Whether the slivers drawn last were glass.
    private var drawnAsGlass = false

    /// The view that draws sliver `index`: its glass on glass, else the plain view.
    func shownView(_ index: Int) -> UIView {
        drawnAsGlass && index < glasses.count ? glasses[index].view : views[index]
    }

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
    /// `glass`: the host's glass container when the top bar is on glass (the slivers are glass
    /// there, behind every card; the plain views stay hidden); nil otherwise, and when there is
    /// no top bar.
    func draw(_ backdrop: DropDownSheetStackBackdrop, under topBar: UIView?, in container: UIView, cardsWereReordered: Bool,
              glass: UIVisualEffectView? = nil) {
        let shown = topBar.map { !$0.isHidden } ?? false
        let wanted = shown ? backdrop : DropDownSheetStackBackdrop()
        // With no top bar left (the whole stack going), the slivers keep the look they had, so
        // that glass slivers go as glass goes, dematerializing.
        let asGlass = glass != nil || (topBar == nil && drawnAsGlass)
        if asGlass != drawnAsGlass {
            drawnAsGlass = asGlass
            drawn = nil
            if let glass { makeGlassViews(in: glass) } else { removeGlassViews() }
        }
        if asGlass {
            if wanted != drawn {
                drawn = wanted
                writeCount += 1
                drawGlass(wanted)
            }
            return
        }
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

    // MARK: - Glass

    private func makeGlassViews(in glass: UIVisualEffectView) {
        for sliver in views where !sliver.isHidden { sliver.isHidden = true }
        placedBelow = nil
        appliedRadius = [nil, nil]
        appliedAlpha = [nil, nil]
        guard glasses.isEmpty else {
            for view in glassViews where view.superview !== glass.contentView { glass.contentView.insertSubview(view, at: 0) }
            return
        }
        // Hidden, and with no effect until they materialize.
        glasses = (0..<views.count).compactMap { _ in DropDownSheetGlass.makeGlassView().map { DropDownSheetMaterializingGlass($0, wanted: false) } }
        for view in glassViews.reversed() { glass.contentView.insertSubview(view, at: 0) }
    }

    private func removeGlassViews() {
        for view in glassViews { view.removeFromSuperview() }
        glasses = []
        appliedRadius = [nil, nil]
        appliedAlpha = [nil, nil]
    }

    /// Writes the slivers' glass: wanted while the top bar mostly shows
    /// (``DropDownSheetCore/DropDownSheetGlassPresence``; glass is never faded, an alpha below 1
    /// breaks it), materializing and dematerializing at the crossings. A sliver follows its frame
    /// while it shows, dematerializing included; hidden, it is written nothing.
    private func drawGlass(_ backdrop: DropDownSheetStackBackdrop) {
        for (index, glass) in glasses.enumerated() {
            let exists = index < backdrop.sliverCount
            let wanted = exists && DropDownSheetGlassPresence.isWanted(alpha: backdrop.alpha, wasWanted: glass.isWanted)
            if exists, wanted || !glass.view.isHidden {
                let frame = backdrop.sliverFrame(index)
                glass.view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
                if appliedRadius[index] != backdrop.cornerRadius {
                    appliedRadius[index] = backdrop.cornerRadius
                    DropDownSheetGlass.shape(glass.view, top: backdrop.cornerRadius, bottom: backdrop.cornerRadius)
                }
            }
            glass.set(wanted: wanted)
        }
    }
}
#endif
