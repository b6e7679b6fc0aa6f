/// An animated change of layout under way: the rest places glide from `from` to the engine's
/// target layout. Besides the layout it starts from, it keeps the container and configuration
/// that layout was made of, so that a later change that is *not* animated (a layout pass, a
/// rotation, a text size change) can jump exactly the keys it changes while the others keep
/// gliding: see ``rebased(changing:_:to:_:)``.
struct LayoutBlend: Sendable, Hashable {
    /// The rest places the glide started from.
    var from: DropDownSheetLayout
    /// The container `from` was laid out in (for a glide that started in the middle of another,
    /// the two containers mixed as far as that glide had gone).
    var fromContainer: DropDownSheetContainer
    /// The configuration `from` was laid out with (mixed the same way).
    var fromConfiguration: DropDownSheetConfiguration
    /// When the glide started, in the engine's time.
    var start: Double
    /// How long the glide lasts, in seconds: the response of the spring in force when it began.
    var duration: Double
    /// The platform's animation the glide follows (its start, duration and curve), or nil for the
    /// library's own ease over ``duration`` from ``start``.
    var timing: DropDownSheetLayoutTiming? = nil
    /// Whether the glide mixes the inputs rather than the rest places: each frame's layout is the
    /// one of the container and configuration ``inputs(at:toward:_:)`` gives at the glide's
    /// fraction. Set for a glide that follows the platform's animation of a bar
    /// (``timing``) when the two ends differ only in numbers (no tab bar minimizing, no change of
    /// design or owner of the keyboard) and it starts from the layout of its starting inputs: the
    /// bar's height then moves as the platform moves the bar, and a rest place that depends on it
    /// through a kink (the larger of the bar and the safe area) follows it exactly, overshoot
    /// included, where mixing the two rest places would cut the corner.
    var mixesInputs = false
    /// The earlier glide that followed the platform's animation, left running under this one when
    /// the platform changed the bar again before that animation ended (the user scrolling back up
    /// in the middle of a tab bar's minimize): UIKit adds the new animation on top of the running
    /// one (additive animations, so the bar keeps its speed), and the bars do the same. This
    /// glide then starts from that glide's target, and the earlier glide's remaining way
    /// (its layout now minus its target) is added to it until it ends. Nil otherwise.
    var earlier: LayoutBlendSegment? = nil

    /// The glide with the keys that changed from `oldContainer`/`oldConfiguration` to
    /// `newContainer`/`newConfiguration` changed at once in its starting point too: the jump those
    /// keys make in the target is made in the starting point as well, so that the glide of the
    /// other keys goes on from where it is, and a key that jumps to its new value stops gliding.
    /// `nil` when nothing is left to glide toward `target`.
    func rebased(changing oldContainer: DropDownSheetContainer, _ oldConfiguration: DropDownSheetConfiguration,
                 to newContainer: DropDownSheetContainer, _ newConfiguration: DropDownSheetConfiguration,
                 target: DropDownSheetLayout) -> LayoutBlend? {
        var next = self
        next.fromContainer = fromContainer.jumping(from: oldContainer, to: newContainer)
        next.fromConfiguration = fromConfiguration.jumping(from: oldConfiguration, to: newConfiguration)
        let before = DropDownSheetLayout(container: fromContainer, configuration: fromConfiguration)
        let after = DropDownSheetLayout(container: next.fromContainer, configuration: next.fromConfiguration)
        // The starting point takes the jump its inputs take; where those inputs only approximate
        // it (a glide begun in the middle of another), the card's frame and the places no bar
        // moves are kept between the jumped inputs' layout and the target, so an approximation
        // never carries the card past both (a card wider than any container).
        next.from = from.shifted(by: after, minus: before).keepingFrame(within: after, target, target)
        next.earlier = earlier?.rebased(changing: oldContainer, oldConfiguration, to: newContainer, newConfiguration)
        return next.from == target && next.earlier == nil ? nil : next
    }

    /// The container and configuration a fraction `f` (0 to 1) of the way from the glide's
    /// starting point to `container`/`configuration`: the inputs of the layout shown now, close
    /// enough to it that a later jump measured from them moves the starting point by what the
    /// jump moves the target.
    func inputs(at f: Double, toward container: DropDownSheetContainer, _ configuration: DropDownSheetConfiguration)
        -> (DropDownSheetContainer, DropDownSheetConfiguration) {
        // Only the bars the platform animates (a tab bar, a toolbar, the keyboard, and the bottom
        // safe area they change) follow its curve past its ends (a spring's overshoot, a Bézier
        // that dips below 0): the container's size, its top inset, the text size and the
        // configuration stay between their two values, so no card is drawn wider or taller than
        // the larger of them.
        let within = min(max(f, 0), 1)
        let a = fromContainer
        var c = container
        c.width = mix(a.width, container.width, within)
        c.height = mix(a.height, container.height, within)
        c.safeAreaTop = mix(a.safeAreaTop, container.safeAreaTop, within)
        c.safeAreaBottom = mix(a.safeAreaBottom, container.safeAreaBottom, f)
        c.bottomBarHeight = mix(a.bottomBarHeight, container.bottomBarHeight, f)
        c.keyboardHeight = mix(a.keyboardHeight, container.keyboardHeight, f)
        c.contentSizeScale = mix(a.contentSizeScale, container.contentSizeScale, within)
        if f < 0.5 { c.prefersReducedMotion = a.prefersReducedMotion }
        if f < 0.5 { c.keyboardOwner = a.keyboardOwner }
        if f < 0.5 { c.systemDesign = a.systemDesign }
        if f < 0.5 { c.minimizedTabBar = a.minimizedTabBar }
        let k = fromConfiguration
        var g = configuration
        g.expandedTopInset = mix(k.expandedTopInset, configuration.expandedTopInset, within)
        g.minimizedHeight = mix(k.minimizedHeight, configuration.minimizedHeight, within)
        g.maximumWidth = mix(k.maximumWidth, configuration.maximumWidth, within)
        g.presentingScale = mix(k.presentingScale, configuration.presentingScale, within)
        g.presentingCornerRadius = mix(k.presentingCornerRadius, configuration.presentingCornerRadius, within)
        if f < 0.5 { g.avoidsBottomBar = k.avoidsBottomBar }
        return (c, g)
    }

    /// The rest places `f` of the way (the glide's fraction now) toward `target`, whose inputs
    /// are `container`/`configuration`: its own way, without an earlier glide's.
    func ownLayout(at f: Double, isFinished: Bool, target: DropDownSheetLayout,
                   toward container: DropDownSheetContainer, _ configuration: DropDownSheetConfiguration) -> DropDownSheetLayout {
        if isFinished { return target }
        if mixesInputs { return mixedLayout(at: f, toward: container, configuration) }
        return DropDownSheetLayout.blend(from, target, f)
    }

    /// Whether `container`/`configuration` differ from the glide's starting inputs only in
    /// numbers that mix (sizes, insets, heights, scales), so that a glide can mix the inputs.
    func hasSameKinds(as container: DropDownSheetContainer, _ configuration: DropDownSheetConfiguration) -> Bool {
        let a = fromContainer, k = fromConfiguration
        return a.prefersReducedMotion == container.prefersReducedMotion && a.keyboardOwner == container.keyboardOwner
            && a.systemDesign == container.systemDesign && a.minimizedTabBar == container.minimizedTabBar
            && k.avoidsBottomBar == configuration.avoidsBottomBar
            && a.width.isFinite && container.width.isFinite && k.maximumWidth.isFinite == configuration.maximumWidth.isFinite
    }

    /// The layout of the inputs a fraction `f` of the way (possibly beyond 0...1, a spring's
    /// overshoot) from the glide's start to `container`/`configuration`, with every size kept at
    /// least 0 (an overshoot of a bar sliding away must not give it a negative height).
    func mixedLayout(at f: Double, toward container: DropDownSheetContainer, _ configuration: DropDownSheetConfiguration)
        -> DropDownSheetLayout {
        var (c, g) = inputs(at: f, toward: container, configuration)
        c.width = max(c.width, 0)
        c.height = max(c.height, 0)
        c.safeAreaTop = max(c.safeAreaTop, 0)
        c.safeAreaBottom = max(c.safeAreaBottom, 0)
        c.bottomBarHeight = max(c.bottomBarHeight, 0)
        c.keyboardHeight = max(c.keyboardHeight, 0)
        c.contentSizeScale = max(c.contentSizeScale, 0)
        g.expandedTopInset = max(g.expandedTopInset, 0)
        g.minimizedHeight = max(g.minimizedHeight, 0)
        g.maximumWidth = max(g.maximumWidth, 0)
        g.presentingScale = min(max(g.presentingScale, 0.5), 1)
        g.presentingCornerRadius = max(g.presentingCornerRadius, 0)
        return DropDownSheetLayout(container: c, configuration: g)
    }

    /// `x` a fraction `f` of the way to `y`; an infinite end (no maximum width) is taken whole
    /// from the nearer side, so the result is never NaN.
    private func mix(_ x: Double, _ y: Double, _ f: Double) -> Double {
        guard x.isFinite, y.isFinite else { return f < 0.5 ? x : y }
        return x + (y - x) * f
    }
}

extension DropDownSheetContainer {
    /// This container with every key that differs between `old` and `new` set to its new value.
    func jumping(from old: DropDownSheetContainer, to new: DropDownSheetContainer) -> DropDownSheetContainer {
        var c = self
        if old.width != new.width { c.width = new.width }
        if old.height != new.height { c.height = new.height }
        if old.safeAreaTop != new.safeAreaTop { c.safeAreaTop = new.safeAreaTop }
        if old.safeAreaBottom != new.safeAreaBottom { c.safeAreaBottom = new.safeAreaBottom }
        if old.bottomBarHeight != new.bottomBarHeight { c.bottomBarHeight = new.bottomBarHeight }
        if old.keyboardHeight != new.keyboardHeight { c.keyboardHeight = new.keyboardHeight }
        if old.prefersReducedMotion != new.prefersReducedMotion { c.prefersReducedMotion = new.prefersReducedMotion }
        if old.keyboardOwner != new.keyboardOwner { c.keyboardOwner = new.keyboardOwner }
        if old.contentSizeScale != new.contentSizeScale { c.contentSizeScale = new.contentSizeScale }
        if old.systemDesign != new.systemDesign { c.systemDesign = new.systemDesign }
        if old.minimizedTabBar != new.minimizedTabBar { c.minimizedTabBar = new.minimizedTabBar }
        return c
    }
}

extension DropDownSheetConfiguration {
    /// This configuration with every key of the layout that differs between `old` and `new` set
    /// to its new value (the other keys do not place anything, and are taken from `new`).
    func jumping(from old: DropDownSheetConfiguration, to new: DropDownSheetConfiguration) -> DropDownSheetConfiguration {
        var g = new
        if old.expandedTopInset == new.expandedTopInset { g.expandedTopInset = expandedTopInset }
        if old.minimizedHeight == new.minimizedHeight { g.minimizedHeight = minimizedHeight }
        if old.maximumWidth == new.maximumWidth { g.maximumWidth = maximumWidth }
        if old.presentingScale == new.presentingScale { g.presentingScale = presentingScale }
        if old.presentingCornerRadius == new.presentingCornerRadius { g.presentingCornerRadius = presentingCornerRadius }
        if old.avoidsBottomBar == new.avoidsBottomBar { g.avoidsBottomBar = avoidsBottomBar }
        return g
    }
}

/// An earlier glide that followed the platform's animation, still running under a newer one
/// (``LayoutBlend/earlier``): where it started and where it was going, with the inputs of both,
/// and the animation it follows.
struct LayoutBlendSegment: Sendable, Hashable {
    var from: DropDownSheetLayout
    var fromContainer: DropDownSheetContainer
    var fromConfiguration: DropDownSheetConfiguration
    var target: DropDownSheetLayout
    var targetContainer: DropDownSheetContainer
    var targetConfiguration: DropDownSheetConfiguration
    var timing: DropDownSheetLayoutTiming
    var mixesInputs: Bool

    /// The rest places of the earlier glide at `time`, and whether it is over.
    func layout(at time: Double) -> (layout: DropDownSheetLayout, isFinished: Bool) {
        let p = timing.progress(at: time)
        var glide = LayoutBlend(from: from, fromContainer: fromContainer, fromConfiguration: fromConfiguration, start: 0,
                                duration: timing.duration, timing: timing)
        glide.mixesInputs = mixesInputs
        return (glide.ownLayout(at: p.fraction, isFinished: p.isFinished, target: target,
                                toward: targetContainer, targetConfiguration), p.isFinished)
    }

    /// The segment with the keys that changed from `oldContainer`/`oldConfiguration` to
    /// `newContainer`/`newConfiguration` changed at once at both its ends (a change that is not
    /// animated during the glide), so that its remaining way is unchanged.
    func rebased(changing oldContainer: DropDownSheetContainer, _ oldConfiguration: DropDownSheetConfiguration,
                 to newContainer: DropDownSheetContainer, _ newConfiguration: DropDownSheetConfiguration) -> LayoutBlendSegment {
        var next = self
        next.fromContainer = fromContainer.jumping(from: oldContainer, to: newContainer)
        next.fromConfiguration = fromConfiguration.jumping(from: oldConfiguration, to: newConfiguration)
        next.targetContainer = targetContainer.jumping(from: oldContainer, to: newContainer)
        next.targetConfiguration = targetConfiguration.jumping(from: oldConfiguration, to: newConfiguration)
        let after = DropDownSheetLayout(container: next.fromContainer, configuration: next.fromConfiguration)
        next.from = from.shifted(by: after, minus: DropDownSheetLayout(container: fromContainer, configuration: fromConfiguration))
        next.target = target.shifted(by: DropDownSheetLayout(container: next.targetContainer, configuration: next.targetConfiguration),
                                     minus: DropDownSheetLayout(container: targetContainer, configuration: targetConfiguration))
        next.from = next.from.keepingFrame(within: after, next.target, next.target)
        return next
    }
}
