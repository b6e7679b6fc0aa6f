/// Where the sheet rests, and what everything looks like for any position of the sheet: the
/// geometry half of the engine, a pure function of the container and the configuration.
///
/// Positions are the y coordinate of the card's top edge in the container, in points.
package struct DropDownSheetLayout: Sendable, Hashable {
    /// Top edge when expanded: `safeAreaTop + expandedTopInset`.
    package let expandedTop: Double
    /// Top edge when minimized: the bar's height above whichever reaches highest of the bottom
    /// safe area, the bottom bar and a sheet's keyboard (the screen underneath's keyboard covers
    /// the bar instead). Never above `expandedTop`.
    package let minimizedTop: Double
    /// Top edge when dismissed: the container's bottom edge. Never above `minimizedTop`.
    package let dismissedTop: Double
    /// Container height, at least 1: the dimension rubber-banding is measured against.
    package let dimension: Double
    /// The card's horizontal placement: centred, at most `maximumWidth` wide.
    package let cardX: Double
    package let cardWidth: Double
    /// Height of the minimized bar: the configured height grown with Dynamic Type (unless the
    /// configuration turns that off).
    package let barHeight: Double
    /// How far the minimized bar is inset from the card's left and right sides, in points: 0 for
    /// an attached bar, ``DropDownSheetBarMetrics/floatingInset`` on each side for a floating
    /// one, and the room beside a minimized tab bar for an inline one
    /// (``DropDownSheetMinimizedTabBar``).
    package let barLeftInset: Double
    package let barRightInset: Double
    /// The minimized bar's top and bottom corner radii, in points: the card's top corners for
    /// an attached bar (square bottom corners), a capsule's for a floating one.
    package let barTopCornerRadius: Double
    package let barBottomCornerRadius: Double
    /// Whether the minimized bar rests inline beside a minimized tab bar.
    package let isInline: Bool
    /// The expanded card's top corner radius, in points (the configuration's).
    package let cardCornerRadius: Double
    /// Scale and corner radius of the screen underneath when expanded; none with Reduce Motion.
    package let presentingScale: Double
    package let presentingCornerRadius: Double
    /// The container's height, in points (0 and up): what a fraction detent is a share of.
    package let containerHeight: Double
    /// The line the bar sits on, in points from the container's top: above the bottom safe area,
    /// the bottom bar it avoids and a sheet's keyboard. Points and content detents are measured up
    /// from it.
    package let detentFloor: Double
    /// How far a sheet's keyboard lifts a fraction detent, in points: what it covers above the
    /// bottom safe area.
    package let keyboardLift: Double
    /// The app's detents (the configuration's, sanitized), and the highest undimmed one.
    package let detents: [DropDownSheetDetent]
    package let largestUndimmedDetent: DropDownSheetState

    init(container c: DropDownSheetContainer, configuration: DropDownSheetConfiguration) {
        let height = c.height
        let grownHeight = DropDownSheetBarMetrics.barHeight(minimizedHeight: configuration.minimizedHeight,
                                                            contentSizeScale: c.contentSizeScale,
                                                            adjustsForContentSize: configuration.adjustsMinimizedHeightForContentSizeCategory)
        expandedTop = min(c.safeAreaTop + configuration.expandedTopInset, height)
        dimension = max(height, 1)
        cardWidth = min(c.width, configuration.maximumWidth)
        cardX = (c.width - cardWidth) / 2
        cardCornerRadius = configuration.cornerRadius
        presentingScale = c.prefersReducedMotion ? 1 : configuration.presentingScale
        presentingCornerRadius = c.prefersReducedMotion ? 0 : configuration.presentingCornerRadius
        let floating = configuration.resolvedBarStyle(in: c) == .floating
        if floating, let room = Self.inlineRoom(c, configuration, cardX: cardX, cardWidth: cardWidth) {
            // Beside a minimized tab bar, where the system's accessory goes: as tall as the tab
            // bar at most, centred on it.
            barHeight = min(grownHeight, room.height)
            minimizedTop = max(height - room.bottom - room.height + (room.height - barHeight) / 2, expandedTop)
            barLeftInset = room.x - cardX
            barRightInset = cardX + cardWidth - (room.x + room.width)
            isInline = true
        } else {
            barHeight = grownHeight
            let bottomBar = configuration.avoidsBottomBar ? c.bottomBarHeight : 0
            let obstruction = max(c.safeAreaBottom, bottomBar, c.sheetKeyboardHeight)
            let gap = floating ? DropDownSheetBarMetrics.floatingGap : 0
            minimizedTop = max(height - obstruction - gap - barHeight, expandedTop)
            barLeftInset = floating ? DropDownSheetBarMetrics.floatingInset(cardWidth: cardWidth) : 0
            barRightInset = barLeftInset
            isInline = false
        }
        dismissedTop = max(height, minimizedTop)
        containerHeight = max(height, 0)
        let bottomBar = configuration.avoidsBottomBar ? c.bottomBarHeight : 0
        detentFloor = height - max(c.safeAreaBottom, bottomBar, c.sheetKeyboardHeight)
        keyboardLift = max(c.sheetKeyboardHeight - c.safeAreaBottom, 0)
        detents = configuration.detents
        largestUndimmedDetent = configuration.largestUndimmedDetent
        if floating {
            barTopCornerRadius = DropDownSheetBarMetrics.floatingCornerRadius(barHeight: barHeight)
            barBottomCornerRadius = barTopCornerRadius
        } else {
            barTopCornerRadius = configuration.cornerRadius
            barBottomCornerRadius = 0
        }
    }

    /// The room a floating bar goes inline into beside the container's minimized tab bar, within
    /// the card's width, or nil when it stays above the bottom bar: it does not avoid the bottom
    /// bar, a sheet's keyboard carries it, or there is no room
    /// (``DropDownSheetMinimizedTabBar/inlineRoom(containerWidth:)``).
    private static func inlineRoom(_ c: DropDownSheetContainer, _ configuration: DropDownSheetConfiguration,
                                   cardX: Double, cardWidth: Double) -> (x: Double, width: Double, bottom: Double, height: Double)? {
        guard configuration.avoidsBottomBar, c.sheetKeyboardHeight <= 0,
              let room = c.minimizedTabBar?.inlineRoom(containerWidth: c.width) else { return nil }
        let left = max(room.x, cardX), right = min(room.x + room.width, cardX + cardWidth)
        guard right - left >= DropDownSheetMinimizedTabBar.minimumRoomWidth else { return nil }
        return (left, right - left, room.bottom, room.height)
    }

    private init(expandedTop: Double, minimizedTop: Double, dismissedTop: Double, dimension: Double, cardX: Double,
                 cardWidth: Double, barHeight: Double, presentingScale: Double, presentingCornerRadius: Double,
                 barLeftInset: Double, barRightInset: Double, barTopCornerRadius: Double, barBottomCornerRadius: Double,
                 cardCornerRadius: Double, isInline: Bool, containerHeight: Double, detentFloor: Double, keyboardLift: Double,
                 detents: [DropDownSheetDetent], largestUndimmedDetent: DropDownSheetState) {
        self.containerHeight = max(containerHeight, 0)
        self.detentFloor = detentFloor
        self.keyboardLift = max(keyboardLift, 0)
        self.detents = detents
        self.largestUndimmedDetent = largestUndimmedDetent
        self.expandedTop = expandedTop
        self.minimizedTop = minimizedTop
        self.dismissedTop = dismissedTop
        self.dimension = dimension
        self.cardX = cardX
        self.cardWidth = max(cardWidth, 0)
        self.barHeight = max(barHeight, 0)
        self.presentingScale = presentingScale
        self.presentingCornerRadius = presentingCornerRadius
        // The bar's insets never leave it less than no width (a glide's starting point shifted by
        // a jump, an earlier glide's way added): both shrink in proportion.
        (self.barLeftInset, self.barRightInset) = Self.insets(barLeftInset, barRightInset, within: self.cardWidth)
        self.barTopCornerRadius = barTopCornerRadius
        self.barBottomCornerRadius = barBottomCornerRadius
        self.cardCornerRadius = cardCornerRadius
        self.isInline = isInline
    }

    /// `left` and `right` (each at least 0) shrunk in proportion so that together they leave at
    /// least no width of a card `width` points wide.
    static func insets(_ left: Double, _ right: Double, within width: Double) -> (left: Double, right: Double) {
        let l = max(left, 0), r = max(right, 0), total = l + r
        guard total > width, total > 0 else { return (l, r) }
        let scale = max(width, 0) / total
        return (l * scale, r * scale)
    }

    /// The layout a fraction `f` of the way from `a` to `b`: every number in between, so the
    /// order expanded ≤ minimized ≤ dismissed holds throughout. The bar's shape glides too (a
    /// bar going inline beside a tab bar that minimizes narrows as the tab bar shrinks); the
    /// card's own corner radius, a choice rather than a place, is `b`'s at once.
    ///
    /// `f` may leave 0...1 (a platform's spring that overshoots, a Bézier that dips below 0):
    /// then only the bar's place and shape follow it (its top edge, height, insets and corners),
    /// as the bar follows the platform's bar; the expanded and dismissed places, the card's frame
    /// and the screen underneath's look stay between `a` and `b`, where a layout can have them,
    /// and every size stays at least 0.
    static func blend(_ a: DropDownSheetLayout, _ b: DropDownSheetLayout, _ f: Double) -> DropDownSheetLayout {
        let within = min(max(f, 0), 1)
        func bar(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * within }
        let expanded = mix(a.expandedTop, b.expandedTop)
        let minimized = max(bar(a.minimizedTop, b.minimizedTop), expanded)   // no float-epsilon disorder
        return DropDownSheetLayout(
            expandedTop: expanded, minimizedTop: minimized,
            dismissedTop: max(mix(a.dismissedTop, b.dismissedTop), minimized), dimension: mix(a.dimension, b.dimension),
            cardX: mix(a.cardX, b.cardX), cardWidth: mix(a.cardWidth, b.cardWidth), barHeight: bar(a.barHeight, b.barHeight),
            presentingScale: mix(a.presentingScale, b.presentingScale),
            presentingCornerRadius: mix(a.presentingCornerRadius, b.presentingCornerRadius),
            barLeftInset: bar(a.barLeftInset, b.barLeftInset), barRightInset: bar(a.barRightInset, b.barRightInset),
            barTopCornerRadius: max(bar(a.barTopCornerRadius, b.barTopCornerRadius), 0),
            barBottomCornerRadius: max(bar(a.barBottomCornerRadius, b.barBottomCornerRadius), 0),
            cardCornerRadius: b.cardCornerRadius, isInline: f < 0.5 ? a.isInline : b.isInline,
            containerHeight: mix(a.containerHeight, b.containerHeight), detentFloor: bar(a.detentFloor, b.detentFloor),
            keyboardLift: bar(a.keyboardLift, b.keyboardLift), detents: b.detents, largestUndimmedDetent: b.largestUndimmedDetent)
    }

    /// This layout moved by the difference between `after` and `before`, number by number: a
    /// glide's starting point that takes the jump its target takes. Every number stays where a
    /// layout can have it: the order expanded ≤ minimized ≤ dismissed, a dimension of at least 1,
    /// sizes, insets and radii of at least 0, and the screen underneath's scale from 0.5 to 1
    /// (``DropDownSheetConfiguration/presentingScale``'s range), so that a glide from it draws
    /// nothing out of range.
    func shifted(by after: DropDownSheetLayout, minus before: DropDownSheetLayout) -> DropDownSheetLayout {
        func shift(_ x: Double, _ a: Double, _ b: Double) -> Double {
            let y = x + (a - b)
            return y.isFinite ? y : a
        }
        let expanded = shift(expandedTop, after.expandedTop, before.expandedTop)
        let minimized = max(shift(minimizedTop, after.minimizedTop, before.minimizedTop), expanded)
        return DropDownSheetLayout(
            expandedTop: expanded, minimizedTop: minimized,
            dismissedTop: max(shift(dismissedTop, after.dismissedTop, before.dismissedTop), minimized),
            dimension: max(shift(dimension, after.dimension, before.dimension), 1),
            cardX: shift(cardX, after.cardX, before.cardX),
            cardWidth: max(shift(cardWidth, after.cardWidth, before.cardWidth), 0),
            barHeight: max(shift(barHeight, after.barHeight, before.barHeight), 0),
            presentingScale: clamped(shift(presentingScale, after.presentingScale, before.presentingScale), 0.5...1, else: after.presentingScale),
            presentingCornerRadius: max(shift(presentingCornerRadius, after.presentingCornerRadius, before.presentingCornerRadius), 0),
            barLeftInset: max(shift(barLeftInset, after.barLeftInset, before.barLeftInset), 0),
            barRightInset: max(shift(barRightInset, after.barRightInset, before.barRightInset), 0),
            barTopCornerRadius: max(shift(barTopCornerRadius, after.barTopCornerRadius, before.barTopCornerRadius), 0),
            barBottomCornerRadius: max(shift(barBottomCornerRadius, after.barBottomCornerRadius, before.barBottomCornerRadius), 0),
            cardCornerRadius: after.cardCornerRadius, isInline: after.isInline,
            containerHeight: max(shift(containerHeight, after.containerHeight, before.containerHeight), 0),
            detentFloor: shift(detentFloor, after.detentFloor, before.detentFloor),
            keyboardLift: max(shift(keyboardLift, after.keyboardLift, before.keyboardLift), 0),
            detents: after.detents, largestUndimmedDetent: after.largestUndimmedDetent)
    }

    /// This layout with the places and the frame that no bar moves (the expanded and dismissed
    /// places, the card's frame, the screen underneath's look) kept within what the layouts `a`,
    /// `b` and `c` give them, and the order expanded ≤ minimized ≤ dismissed kept. An additive
    /// glide sums two glides' ways, which is right for the bar the platform moves (its place keeps
    /// its speed through a reversal) and would carry the rest past both ends, a card wider than
    /// any container it was given. Clamping is continuous, so nothing jumps. No allocation.
    func keepingFrame(within a: DropDownSheetLayout, _ b: DropDownSheetLayout, _ c: DropDownSheetLayout) -> DropDownSheetLayout {
        func keep(_ value: Double, _ x: Double, _ y: Double, _ z: Double) -> Double {
            clamped(value, min(x, y, z)...max(x, y, z), else: max(x, y, z))
        }
        let expanded = keep(expandedTop, a.expandedTop, b.expandedTop, c.expandedTop)
        let minimized = max(minimizedTop, expanded)
        return DropDownSheetLayout(
            expandedTop: expanded, minimizedTop: minimized,
            dismissedTop: max(keep(dismissedTop, a.dismissedTop, b.dismissedTop, c.dismissedTop), minimized),
            dimension: max(keep(dimension, a.dimension, b.dimension, c.dimension), 1),
            cardX: keep(cardX, a.cardX, b.cardX, c.cardX), cardWidth: keep(cardWidth, a.cardWidth, b.cardWidth, c.cardWidth),
            barHeight: barHeight, presentingScale: keep(presentingScale, a.presentingScale, b.presentingScale, c.presentingScale),
            presentingCornerRadius: keep(presentingCornerRadius, a.presentingCornerRadius, b.presentingCornerRadius, c.presentingCornerRadius),
            barLeftInset: barLeftInset, barRightInset: barRightInset, barTopCornerRadius: barTopCornerRadius,
            barBottomCornerRadius: barBottomCornerRadius, cardCornerRadius: cardCornerRadius, isInline: isInline,
            containerHeight: keep(containerHeight, a.containerHeight, b.containerHeight, c.containerHeight),
            detentFloor: detentFloor, keyboardLift: keyboardLift, detents: detents, largestUndimmedDetent: largestUndimmedDetent)
    }

    /// Where a card carried across a change of geometry may be: no farther beyond its rest places
    /// than a finger may be taken (``DropDownSheetEngine/coordinateLimit``, 100,000 points, which
    /// is also the tallest container).
    var reach: ClosedRange<Double> {
        (expandedTop - DropDownSheetEngine.coordinateLimit)...(dismissedTop + DropDownSheetEngine.coordinateLimit)
    }

    /// The top edge of `state`: a built-in place, or an app's detent kept between the full card
    /// and the bar (``DropDownSheetDetent``). A state naming no detent of this layout (one the app
    /// removed) rests as the full card until the engine moves it. Allocates nothing.
    func top(of state: DropDownSheetState) -> Double {
        if state == .expanded { return expandedTop }
        if state == .minimized { return minimizedTop }
        if state == .dismissed { return dismissedTop }
        for d in detents where d.identifier == state { return top(of: d) }
        return expandedTop
    }

    /// The top edge of detent `d`, between the full card and the bar.
    func top(of d: DropDownSheetDetent) -> Double {
        let raw: Double
        switch d.height {
        case .fraction(let f): raw = containerHeight * (1 - f) - keyboardLift
        case .points(let p), .content(let p): raw = detentFloor - p
        }
        return raw.isFinite ? min(max(raw, expandedTop), minimizedTop) : minimizedTop
    }

    /// The top edge at which the screen underneath starts to dim and scale: the largest undimmed
    /// detent's.
    var undimmedTop: Double { top(of: largestUndimmedDetent) }

    /// The top edge of the raised detent nearest the bar (an app's detent, or the full card),
    /// ignoring detents that rest at the bar itself: the card has become a card there (the bar
    /// faded, the card's full width and corners), so a panel at half height is a card, not half a
    /// bar.
    var lowestRaisedTop: Double {
        var lowest = expandedTop
        for d in detents {
            let t = top(of: d)
            if t > lowest, t < minimizedTop - 0.5 { lowest = t }
        }
        return lowest
    }

    /// Whether the screen underneath is dimmed (and the sheet modal) when the sheet rests at
    /// `state`: a raised place above the largest undimmed detent.
    func isDimmed(_ state: DropDownSheetState) -> Bool {
        guard state.isRaised, largestUndimmedDetent != .expanded else { return false }
        return top(of: state) < undimmedTop - 0.5 || (largestUndimmedDetent == .minimized && state == .expanded)
    }

    /// Calls `body` with every place a sheet can rest at (the built-in states, then the app's
    /// detents) and its top edge. Allocates nothing.
    func forEachPlace(_ body: (DropDownSheetState, Double) -> Void) {
        body(.expanded, expandedTop)
        body(.minimized, minimizedTop)
        body(.dismissed, dismissedTop)
        for d in detents { body(d.identifier, top(of: d)) }
    }

    /// A top edge as a place relative to the rest positions: 0 at expanded, 1 at minimized, 2 at
    /// dismissed, linear in between, and continuing in points of the nearest segment beyond
    /// them. With ``top(atPlace:)`` it carries a position across a change of geometry (a
    /// rotation) so that a card halfway between two states stays halfway.
    func place(ofTop top: Double) -> Double {
        let upper = max(minimizedTop - expandedTop, 1)
        let lower = max(dismissedTop - minimizedTop, 1)
        if top <= minimizedTop { return (top - expandedTop) / upper }
        return 1 + (top - minimizedTop) / lower
    }

    /// The top edge at a relative place; the inverse of ``place(ofTop:)``.
    func top(atPlace place: Double) -> Double {
        let upper = max(minimizedTop - expandedTop, 1)
        let lower = max(dismissedTop - minimizedTop, 1)
        if place <= 1 { return expandedTop + place * upper }
        return minimizedTop + (place - 1) * lower
    }

    /// Points per unit of place at a top edge: converts a velocity along with a position.
    func pointsPerPlace(atTop top: Double) -> Double {
        top <= minimizedTop ? max(minimizedTop - expandedTop, 1) : max(dismissedTop - minimizedTop, 1)
    }

    /// How far a card at `top` has turned from the bar into a card, 0 to 1: 0 at the bar, 1 at
    /// the raised detent nearest it and above (``lowestRaisedTop``). Without detents, the
    /// clamped ``progress(top:)``.
    func morph(top: Double) -> Double {
        let span = minimizedTop - lowestRaisedTop
        guard span >= 0.5 else { return top <= expandedTop ? 1 : 0 }
        let m = (minimizedTop - top) / span
        return m.isFinite ? min(max(m, 0), 1) : 0
    }

    /// How far the screen underneath is styled (scaled, rounded, dimmed) for a card at `top`,
    /// 0 to 1: 0 at and below the largest undimmed detent, 1 at the full card. With the default
    /// (the bar undimmed), the clamped ``progress(top:)``; with the full card undimmed, always 0.
    func dimming(top: Double) -> Double {
        if largestUndimmedDetent == .minimized { return min(max(progress(top: top), 0), 1) }
        if largestUndimmedDetent == .expanded { return 0 }
        let from = undimmedTop
        let span = from - expandedTop
        guard span >= 0.5 else { return 0 }
        let f = (from - top) / span
        return f.isFinite ? min(max(f, 0), 1) : 0
    }

    /// How expanded a top edge is: 1 at expanded, 0 at minimized, beyond those past them.
    /// When the two coincide (a container too small for both), 1 at or above them, else 0.
    func progress(top: Double) -> Double {
        let span = minimizedTop - expandedTop
        guard span >= 0.5 else { return top <= expandedTop ? 1 : 0 }
        return (minimizedTop - top) / span
    }
}

/// What the screen shows for one position of the sheet: everything the UIKit shell applies to
/// its views each frame, and what sheet-lab prints. Every number is finite.
public struct DropDownSheetRenderState: Sendable, Hashable {
    /// What the sheet is doing.
    public var phase: DropDownSheetPhase
    /// The card's top edge, in points from the container's top.
    public var sheetTop: Double
    /// The card's velocity in points per second, positive downward.
    public var velocity: Double
    /// 1 when expanded, 0 when minimized; above 1 when pulled past expanded, below 0 when
    /// below minimized.
    public var progress: Double
    /// Scale of the screen underneath (1 = unchanged), 0.5 to 1.
    public var presentingScale: Double
    /// Corner radius of the screen underneath, in points, 0 and up.
    public var presentingCornerRadius: Double
    /// Opacity of the dimming over the screen underneath, 0 to 1.
    public var dimAlpha: Double
    /// Opacity of a custom compact bar (a mini player): 1 at minimized and below, 0 at expanded.
    /// The card's content fades the other way. 0 to 1.
    public var barAlpha: Double
    /// The card's left edge, in points.
    public var cardX: Double
    /// The card's width, in points.
    public var cardWidth: Double
    /// The card's full height, in points, measured down from `sheetTop`: at least the expanded
    /// card's height, more while the card is pulled above its expanded place; 0 and up.
    public var cardHeight: Double
    /// How much of the card, down from `sheetTop`, is visible and touchable, in points: the bar's
    /// height when minimized, growing to the whole card as it expands, so that a minimized card
    /// never covers a tab bar under its bar; 0 and up.
    public var visibleHeight: Double
    /// How far the visible part of the card is inset from the card's left side, in points: the
    /// bar's inset (``barLeftInset``) at minimized and below, shrinking to 0 as the card expands;
    /// always 0 for an attached bar. The card itself keeps its width (its content is never
    /// resized by the inset); only what shows of it narrows.
    public var visibleLeftInset: Double
    /// How far the visible part of the card is inset from the card's right side, in points, as
    /// ``visibleLeftInset`` is from its left (``barRightInset`` at minimized and below).
    public var visibleRightInset: Double
    /// Where the minimized bar sits in the card, in points from the card's left side, whatever
    /// the sheet's progress: 12 for a floating capsule, the room beside a minimized tab bar for an
    /// inline bar (``DropDownSheetMinimizedTabBar``), 0 for an attached bar. A compact view is
    /// laid out there.
    public var barLeftInset: Double
    /// Where the minimized bar sits in the card, in points from the card's right side, as
    /// ``barLeftInset`` from its left.
    public var barRightInset: Double
    /// Radius of the visible part's top corners, in points: the bar's at minimized and below
    /// (half a floating bar's height, at most 30; the configuration's `cornerRadius` for an
    /// attached bar), the card's `cornerRadius` at expanded, in between linearly.
    public var topCornerRadius: Double
    /// Radius of the visible part's bottom corners, in points: a floating bar's at minimized and
    /// below, 0 at expanded (the card meets the screen's bottom edge); always 0 for an attached bar.
    public var bottomCornerRadius: Double

    /// The container's height, in points, that ``cardHeightBelowScreen`` is measured against.
    public var containerHeight: Double

    /// The range every scale of the screen underneath is drawn in (the configuration's range).
    static let presentingScaleRange = 0.5...1.0

    init(phase: DropDownSheetPhase, top: Double, velocity: Double, layout: DropDownSheetLayout, configuration: DropDownSheetConfiguration, containerHeight: Double) {
        let progress = layout.progress(top: top)
        // How far the card has become a card (the bar's fade, the card's width, corners and
        // height): from the bar to the raised detent nearest it (the full card when there is none).
        let c = layout.morph(top: top)
        // How far the screen underneath is styled: from the largest undimmed detent (the bar by
        // default, so this is the same as the card's progress) to the full card.
        let d = layout.dimming(top: top)
        let minimizedBottom = layout.minimizedTop + layout.barHeight
        let bottom = max(top + layout.barHeight, minimizedBottom + (containerHeight - minimizedBottom) * c)
        self.phase = phase
        self.containerHeight = containerHeight.isFinite ? max(containerHeight, 0) : 0
        self.sheetTop = top
        self.velocity = velocity
        self.progress = progress
        // Each number is kept in its documented range here, whatever the layout it is drawn
        // from (a glide's starting point, a hostile configuration): the shells apply them as given.
        self.presentingScale = clamped(1 - (1 - layout.presentingScale) * d, Self.presentingScaleRange, else: 1)
        self.presentingCornerRadius = max(layout.presentingCornerRadius * d, 0)
        self.dimAlpha = clamped(configuration.dimAlpha * d, 0...1, else: 0)
        self.barAlpha = 1 - c
        self.cardX = layout.cardX
        self.cardWidth = max(layout.cardWidth, 0)
        self.cardHeight = max(containerHeight - min(top, layout.expandedTop), layout.barHeight, 0)
        self.visibleHeight = max(bottom - top, 0)
        // What shows of the card is never narrower than nothing, whatever the layout.
        (self.visibleLeftInset, self.visibleRightInset) = DropDownSheetLayout.insets(layout.barLeftInset * (1 - c),
                                                                                      layout.barRightInset * (1 - c), within: cardWidth)
        (self.barLeftInset, self.barRightInset) = DropDownSheetLayout.insets(layout.barLeftInset, layout.barRightInset, within: cardWidth)
        self.topCornerRadius = max(layout.barTopCornerRadius + (layout.cardCornerRadius - layout.barTopCornerRadius) * c, 0)
        self.bottomCornerRadius = max(layout.barBottomCornerRadius * (1 - c), 0)
    }

    /// How much of the card lies below the container's bottom edge, in points, 0 and up: the
    /// card keeps the full card's height at every detent (its content is not laid out again as it
    /// moves), so at a detent below the full card its lower part is off the screen. A shell adds
    /// it to the content's bottom safe area while the sheet rests (never frame by frame), so a list
    /// in a panel at half height ends at the screen's edge, not below it.
    public var cardHeightBelowScreen: Double {
        let below = sheetTop + cardHeight - containerHeight
        return below.isFinite ? max(below, 0) : 0
    }

    /// Whether the minimized bar takes touches: while it mostly shows (``barAlpha`` above 0.5).
    /// Below that the card's content takes them, under the fading bar and its glass.
    package var barTakesTouches: Bool { barAlpha > 0.5 }

    /// Whether a point (container coordinates) lies on the visible part of the card.
    func cardContains(x: Double, y: Double) -> Bool {
        x >= cardX + visibleLeftInset && x <= cardX + cardWidth - visibleRightInset && y >= sheetTop && y <= sheetTop + visibleHeight
    }
}
