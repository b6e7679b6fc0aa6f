/// Changes of the space the sheet lives in and of its configuration: rest places that glide
/// (animated) or jump (a rotation), and a moving sheet carried along without a jump.
extension DropDownSheetEngine {
    /// Changes the container (rotation, resizing, keyboard, bottom bar, Reduce Motion, text size).
    /// A sheet at rest follows its rest place, with the spring when `animated` (keyboard changes)
    /// or at once otherwise (rotation, inside the system's own animation). A settling sheet is
    /// retargeted: when `animated`, from the same position with the same velocity; otherwise from
    /// the same place between its rest positions, with its velocity in proportion (a card halfway
    /// to the bar in portrait is halfway to it in landscape). A dragging sheet stays under the
    /// finger. No will/did-move events: the rest state does not change.
    ///
    /// `timing`, for an animated change that follows an animation of the platform's (a tab bar
    /// minimizing, a toolbar sliding in): the rest places glide with its begin time, duration and
    /// curve, so that a bar resting above the moving bar keeps its distance from it on every
    /// frame (``DropDownSheetLayoutTiming``). Nil (the default): the library's own ease over the
    /// spring's response, from now. Ignored when not `animated`; a timing that makes no glide
    /// (a duration that is not a positive number) makes the change at once. An additive timing
    /// (``DropDownSheetLayoutTiming/isAdditive``) given while an earlier timed glide runs is
    /// added on top of it, as Core Animation adds the two animations: the two glides' ways are
    /// summed until each ends. The same timing given again retargets the glide it started.
    @discardableResult
    public mutating func setContainer(_ container: DropDownSheetContainer, animated: Bool = true,
                                      timing: DropDownSheetLayoutTiming? = nil, at time: Double) -> DropDownSheetEvents {
        var events = DropDownSheetEvents()
        advance(to: time, &events)
        let (clean, corrected) = container.sanitized()
        if corrected { events.append(.inputCorrected(.invalidContainer)) }
        var glide: DropDownSheetLayoutTiming?
        var jumps = false
        if animated, let timing {
            let (sane, timingCorrected) = timing.sanitized(now: now)
            if timingCorrected, !corrected { events.append(.inputCorrected(.invalidContainer)) }
            glide = sane
            jumps = sane == nil
        }
        relayout(animated: animated && !jumps, timing: glide, &events) { $0.container = clean }
        return events
    }

    /// Changes the configuration; geometry changes behave like ``setContainer(_:animated:timing:at:)``
    /// and a new spring takes over a moving sheet from its current position and velocity.
    @discardableResult
    public mutating func setConfiguration(_ configuration: DropDownSheetConfiguration, animated: Bool = true, at time: Double) -> DropDownSheetEvents {
        var events = DropDownSheetEvents()
        advance(to: time, &events)
        let (clean, corrected) = configuration.sanitized()
        if corrected { events.append(.inputCorrected(.invalidConfiguration)) }
        relayout(animated: animated, &events) { $0.configuration = clean }
        return events
    }

    /// Applies `change` to the container or the configuration and moves the rest places.
    ///
    /// - A change that changes nothing changes nothing (a layout pass that reports the same
    ///   container neither stops a glide nor restarts a spring).
    /// - Animated, the rest places glide from where they are now to the new ones.
    /// - Not animated, the keys that changed jump; a glide under way for other keys goes on (the
    ///   keyboard handler's own layout pass, or a text size change, while the bar rides up with the
    ///   keyboard), see ``LayoutBlend/rebased(changing:_:to:_:target:)``.
    private mutating func relayout(animated: Bool, timing: DropDownSheetLayoutTiming? = nil, _ events: inout DropDownSheetEvents,
                                   change: (inout DropDownSheetEngine) -> Void) {
        let (top, velocity) = current
        let old = layout
        let oldTarget = targetLayout
        let oldContainer = container, oldConfiguration = configuration
        let hadContainer = container.height > 0 && container.width > 0
        change(&self)
        guard container != oldContainer || configuration != oldConfiguration else { return }
        targetLayout = DropDownSheetLayout(container: container, configuration: configuration)
        // Gliding only makes sense for a sheet on screen in a container that was laid out.
        let onScreen = phase != .resting(.dismissed)
        if animated, onScreen, hadContainer {
            // The rest places glide from where they are now to the new ones; a resting or settling
            // sheet rides along (its spring is measured from its moving target), so it neither
            // jumps nor changes state or progress. Following the platform's animation, they glide
            // on its clock: begun a moment ago (the change is read a turn after the platform
            // started it), the glide joins that animation where it is, as the platform's bar is
            // drawn on the next frame.
            if old != targetLayout, let timing, var running = blend, running.timing == timing {
                // The same animation of the platform's reported again (its change heard in two
                // parts): the glide keeps its start and goes on toward the new target, as the bar
                // on screen goes from where the animation began to its latest value.
                running.mixesInputs = running.mixesInputs && running.hasSameKinds(as: container, configuration)
                blend = running
            } else if old != targetLayout, let timing, timing.isAdditive, let running = blend, let runningTiming = running.timing,
                      running.earlier == nil, !runningTiming.progress(at: now).isFinished {
                // The platform changed the bar again before its animation ended (the user scrolls
                // back up in the middle of a minimize): UIKit adds the new animation on top of the
                // running one, so the bar keeps its speed. The bars do the same: the new glide
                // goes from the running one's target to the new one, and the running glide's
                // remaining way is added until it ends (``LayoutBlend/earlier``).
                var next = LayoutBlend(from: oldTarget, fromContainer: oldContainer, fromConfiguration: oldConfiguration,
                                       start: now, duration: spring.response, timing: timing)
                next.mixesInputs = next.hasSameKinds(as: container, configuration)
                next.earlier = LayoutBlendSegment(from: running.from, fromContainer: running.fromContainer,
                                                  fromConfiguration: running.fromConfiguration, target: oldTarget,
                                                  targetContainer: oldContainer, targetConfiguration: oldConfiguration,
                                                  timing: runningTiming, mixesInputs: running.mixesInputs)
                blend = next
            } else if old != targetLayout {
                // A glide that mixed its inputs is exactly at the layout of its mixed inputs, so a
                // new one may start from them; the mixed inputs of another are an approximation.
                let mixing = (blend?.mixesInputs ?? true) && blend?.earlier == nil
                let (fromContainer, fromConfiguration) = blend.map {
                    let f = blendFraction($0).fraction
                    return $0.inputs(at: mixing ? f : min(max(f, 0), 1), toward: oldContainer, oldConfiguration)
                } ?? (oldContainer, oldConfiguration)
                var next = LayoutBlend(from: old, fromContainer: fromContainer, fromConfiguration: fromConfiguration, start: now,
                                       duration: spring.response, timing: timing)
                next.mixesInputs = timing != nil && mixing && next.hasSameKinds(as: container, configuration)
                blend = next
            }
            if case .settling(let s) = mode {
                // Keep position and velocity exactly: restart the spring from them (the spring
                // may have changed with the configuration or Reduce Motion).
                settle(toward: s.target, from: top, velocity: velocity, &events)
            }
        } else if onScreen, hadContainer {
            // A change of geometry at once (a rotation, inside the system's own animation) jumps
            // the keys it changes, keeps a glide of the others, and keeps the sheet's place
            // between its rest positions, and its velocity in proportion.
            blend = blend?.rebased(changing: oldContainer, oldConfiguration, to: container, configuration, target: targetLayout)
            if case .settling(let s) = mode {
                let new = layout
                let place = old.place(ofTop: top)
                var newTop = new.top(atPlace: place)
                let scale = new.pointsPerPlace(atTop: newTop) / old.pointsPerPlace(atTop: top)
                // From a container whose rest places coincide, a place beyond them is measured in
                // single points, and carrying it to a roomier container multiplies it: keep the
                // card within reach of the new container, and say so.
                let reach = new.reach
                if !reach.contains(newTop) {
                    newTop = clamped(newTop, reach, else: new.top(of: s.target))
                    events.append(.inputCorrected(.positionOutOfReach))
                }
                settle(toward: s.target, from: newTop, velocity: velocity * scale, &events)
            }
        } else {
            blend = nil
        }
        if case .dragging(var d) = mode {
            d.offset = unRubberBand(d.top, origin: d.origin) - d.fingerY
            mode = .dragging(d)
        }
        if onScreen, hadContainer { followDetentChange(from: oldConfiguration, top: top, velocity: velocity, &events) }
    }

    /// A detent the sheet rests at or springs toward changed its own height (the content reported
    /// a new size) or went away: the sheet springs from where it is, with its velocity, to the new
    /// place (or to the detent nearest it), so a content-sized sheet glides to its new height and
    /// retargets without a jump when the size changes again mid-way. No will/did-move events
    /// unless the detent went away.
    private mutating func followDetentChange(from old: DropDownSheetConfiguration, top: Double, velocity: Double,
                                             _ events: inout DropDownSheetEvents) {
        let target: DropDownSheetState
        switch mode {
        case .resting: target = restState
        case .settling(let s): target = s.target
        case .dragging: return
        }
        guard target.isCustomDetent else { return }
        if !configuration.hasDetent(target) {
            settle(toward: nearestDetent(toTop: top), from: top, velocity: velocity, &events)
        } else if old.detent(target) != configuration.detent(target) {
            settle(toward: target, from: top, velocity: velocity, &events)
        }
    }

    /// The detent (the bar, the full card or one of the app's) whose place is nearest `top`.
    func nearestDetent(toTop top: Double) -> DropDownSheetState {
        var best = DropDownSheetState.expanded
        var bestDistance = Double.infinity
        layout.forEachPlace { state, place in
            guard state != .dismissed else { return }
            let distance = abs(place - top)
            if distance < bestDistance { best = state; bestDistance = distance }
        }
        return best
    }
}
