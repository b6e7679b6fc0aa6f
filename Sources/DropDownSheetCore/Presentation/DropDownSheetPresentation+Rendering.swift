/// What the shell draws after each input: each card, the screen underneath, the stack's
/// backdrop, and where a touch goes. Reading allocates nothing.
extension DropDownSheetPresentation {
    /// Sheet `id`'s render state; a sheet not presented renders as dismissed (below the screen,
    /// with its configuration and the current container).
    public func renderState(of id: DropDownSheetIdentifier) -> DropDownSheetRenderState {
        if let i = index(of: id) { return sheets[i].engine.renderState }
        return DropDownSheetEngine(configuration: configuration(of: id), container: draftContainer).renderState
    }

    /// Everything the shell applies to sheet `id`'s card, or nil when it is not presented.
    public func card(_ id: DropDownSheetIdentifier) -> DropDownSheetCardState? {
        guard let i = index(of: id) else { return nil }
        // Read in place: a sheet is large (its engine, its glide), and a copy of it per card per
        // frame is most of what a frame would cost.
        let render = sheets[i].engine.renderState
        let isTop = sheets[i].role == .draft && topDraft == id
        return DropDownSheetCardState(
            identifier: id, role: sheets[i].role, render: render,
            isHidden: isHidden(sheets[i]),
            stackCount: isTop ? stackCount : nil,
            isContentInteractive: sheets[i].engine.isContentInteractive,
            accessibility: DropDownSheetAccessibility(sheets[i].engine),
            barHeight: sheets[i].engine.layout.barHeight)
    }

    /// Whether a sheet is neither drawn nor touchable: a draft resting minimized under the top of
    /// the stack (the backdrop's slivers stand for it).
    func isHidden(_ sheet: Sheet) -> Bool {
        sheet.role == .draft && sheet.engine.phase == .resting(.minimized) && topDraft != sheet.id
    }

    /// The style of the screen underneath: the strongest any sheet asks for (the smallest scale,
    /// the largest corner radius and dimming).
    public var underneathStyle: DropDownSheetUnderneathStyle {
        var style = DropDownSheetUnderneathStyle()
        for i in sheets.indices where !sheets[i].hasLeft {
            let r = sheets[i].engine.renderState
            style.scale = min(style.scale, r.presentingScale)
            style.cornerRadius = max(style.cornerRadius, r.presentingCornerRadius)
            style.dimAlpha = max(style.dimAlpha, r.dimAlpha)
        }
        return style
    }

    /// Slivers of the minimized drafts under the top of the stack, drawn behind its bar.
    public var stackBackdrop: DropDownSheetStackBackdrop {
        guard let top = topDraft, let i = index(of: top) else { return DropDownSheetStackBackdrop() }
        let r = sheets[i].engine.renderState
        return DropDownSheetStackBackdrop(
            topIdentifier: top, sliverCount: min(max(minimizedDraftCount - 1, 0), DropDownSheetStackBackdrop.maximumSliverCount),
            barX: r.cardX + r.visibleLeftInset, barY: r.sheetTop,
            barWidth: max(r.cardWidth - r.visibleLeftInset - r.visibleRightInset, 0),
            alpha: min(max(r.barAlpha, 0), 1), cornerRadius: r.topCornerRadius)
    }

    /// Where a touch at a point (container coordinates, points) goes: front to back over the
    /// cards not hidden, the first sheet whose visible card contains the point takes it, the first
    /// whose dimming covers it absorbs it; otherwise it reaches the screen underneath. A point on
    /// the screen underneath's keyboard (``DropDownSheetKeyboardOwner/underneath``), which covers
    /// the bars, is the screen's. A point that is not finite or lies beyond
    /// ±``DropDownSheetEngine/coordinateLimit`` reaches no sheet (a touch there is dropped, see
    /// ``DropDownSheetInputCorrection/invalidTouch``). It reads the same render states the shell
    /// draws.
    public func hitTest(x: Double, y: Double) -> DropDownSheetPresentationHit {
        guard DropDownSheetEngine.isTouchable(x: x, y: y) else { return .passthrough }
        if isCoveredByScreenUnderneathKeyboard(y: y) { return .passthrough }
        for id in zOrder.reversed() {
            guard let i = index(of: id), !isHidden(sheets[i]) else { continue }
            switch sheets[i].engine.hitTest(x: x, y: y) {
            case .sheet: return .sheet(id)
            case .dimming: return .dimming(id)
            case .passthrough: continue
            }
        }
        return .passthrough
    }

    /// Whether a shell that draws the screen underneath as a picture while it is styled (the
    /// UIKit shell's stand-in) must absorb the touches ``hitTest(x:y:)`` lets through: only while a
    /// sheet holds the screen underneath, that is, a sheet rests expanded, springs toward
    /// expanded or is dragged by a finger, and the picture differs visibly from the live screen
    /// (``DropDownSheetUnderneathStyle/isVisible(width:height:)``): a touch there would land on a
    /// live control the user does not see where it is.
    ///
    /// From the first frame every sheet heads down to its bar or away, nothing is absorbed: the
    /// user flicks a draft down and scrolls the inbox at once, and that first swipe must reach the
    /// live screen. The shell then gives the picture up for the live screen as that touch lands
    /// (the picture could not follow a scroll), rather than absorbing touches for the half second
    /// the scale takes to come back. A sheet resting as a bar (or dismissed) absorbs nothing, even
    /// where a tight layout keeps the screen scaled at rest. (sheet-lab has no picture: its touches
    /// follow ``hitTest(x:y:)`` alone.) Allocates nothing.
    package var absorbsTouchesOutsideTheCards: Bool {
        for i in sheets.indices where !sheets[i].hasLeft {
            guard sheets[i].engine.isHeadingToDimmedPlace || sheets[i].engine.phase == .dragging else { continue }
            let r = sheets[i].engine.renderState
            var own = DropDownSheetUnderneathStyle()
            own.scale = r.presentingScale
            own.cornerRadius = r.presentingCornerRadius
            if own.isVisible(width: container.width, height: container.height) { return true }
        }
        return false
    }
}

/// Everything the shell applies to one card for one frame.
public struct DropDownSheetCardState: Sendable, Hashable {
    /// The sheet.
    public var identifier: DropDownSheetIdentifier
    /// Its role.
    public var role: DropDownSheetRole
    /// Its engine's render state: the card's frame, the bar's and content's opacity.
    public var render: DropDownSheetRenderState
    /// Whether the card is neither drawn nor touchable (a minimized draft under the top of the
    /// stack).
    public var isHidden: Bool
    /// The count to show on the card's bar (the top of a stack of two or more minimized drafts),
    /// worded by the shell ("2 Drafts"); nil for no count.
    public var stackCount: Int?
    /// Whether the card's content takes touches (see ``DropDownSheetEngine/isContentInteractive``).
    public var isContentInteractive: Bool
    /// What VoiceOver is offered for the card.
    public var accessibility: DropDownSheetAccessibility
    /// The height of the card's bar, in points (the configured height grown with Dynamic Type).
    public var barHeight: Double
}

/// The style of the screen underneath for one frame.
public struct DropDownSheetUnderneathStyle: Sendable, Hashable {
    /// Its scale, 1 = unchanged. Default 1.
    public var scale = 1.0
    /// Its corner radius, in points. Default 0.
    public var cornerRadius = 0.0
    /// The opacity of the black dimming over it, 0 to 1. Default 0.
    public var dimAlpha = 0.0

    /// The style of a screen no sheet touches.
    public init() {}
}

/// Slivers of the cards under the top of a stack of minimized drafts, peeking above its bar.
public struct DropDownSheetStackBackdrop: Sendable, Hashable {
    /// The draft whose bar is on top of the stack; nil when there is no stack.
    public var topIdentifier: DropDownSheetIdentifier?
    /// How many slivers to draw, 0 to 2 (one fewer than the minimized drafts, at most 2).
    public var sliverCount = 0
    /// The top bar's left edge, top edge and width, in points.
    public var barX = 0.0, barY = 0.0, barWidth = 0.0
    /// The slivers' opacity: the top bar's (they fade as it expands), 0 to 1.
    public var alpha = 0.0
    /// The slivers' top corner radius, in points: the top card's.
    public var cornerRadius = 0.0

    /// No backdrop.
    public init() {}

    init(topIdentifier: DropDownSheetIdentifier, sliverCount: Int, barX: Double, barY: Double, barWidth: Double,
         alpha: Double, cornerRadius: Double) {
        self.topIdentifier = topIdentifier
        self.sliverCount = sliverCount
        self.barX = barX
        self.barY = barY
        self.barWidth = barWidth
        self.alpha = alpha
        self.cornerRadius = cornerRadius
    }

    /// The frame of sliver `index` (0 is nearest the bar), in points: inset 8 points a side per
    /// step and lifted 5 points per step above the bar, 10 points of it behind the bar.
    public func sliverFrame(_ index: Int) -> (x: Double, y: Double, width: Double, height: Double) {
        let step = Double(max(index, 0) + 1)
        let inset = 8 * step, lift = Self.sliverLift * step
        return (barX + inset, barY - lift, max(barWidth - 2 * inset, 0), lift + 10)
    }
}
