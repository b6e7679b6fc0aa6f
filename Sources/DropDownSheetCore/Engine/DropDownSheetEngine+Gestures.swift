/// The touch half of the engine: hit-testing, dragging with rubber-banding, choosing where a
/// release goes, and taps.
extension DropDownSheetEngine {
    /// Largest finger coordinate taken, in points from the container's origin, on either axis.
    /// A new touch farther away (or not finite) is dropped: ``hitTest(x:y:)`` lets it through,
    /// ``beginDrag(x:y:at:)`` and ``tap(x:y:at:)`` take nothing and report
    /// ``DropDownSheetInputCorrection/invalidTouch``. A finger already holding the sheet that moves
    /// farther is clamped to the limit (and reported), so no position the engine gives back is
    /// absurd.
    public static let coordinateLimit = 100_000.0

    /// Whether a new touch at a point is one the engine takes at all: both coordinates finite and
    /// within ±``coordinateLimit``.
    package static func isTouchable(x: Double, y: Double) -> Bool {
        x.isFinite && y.isFinite && abs(x) <= coordinateLimit && abs(y) <= coordinateLimit
    }

    /// `value` within ±``coordinateLimit``, reporting a clamp.
    private func coordinate(_ value: Double, _ events: inout DropDownSheetEvents) -> Double {
        guard abs(value) > Self.coordinateLimit else { return value }
        events.append(.inputCorrected(.invalidTouch))
        return value < 0 ? -Self.coordinateLimit : Self.coordinateLimit
    }

    // MARK: - Hit-testing

    /// Where a touch at a point (container coordinates, points) goes. See ``DropDownSheetHit``.
    /// While the sheet is dismissed or on its way out, everything passes through, and so does a
    /// point that is not finite or lies beyond ±``coordinateLimit`` (a touch the engine drops).
    public func hitTest(x: Double, y: Double) -> DropDownSheetHit {
        guard Self.isTouchable(x: x, y: y) else { return .passthrough }
        let screenIsActive: Bool
        switch phase {
        case .resting(.dismissed), .settling(toward: .dismissed):
            return .passthrough
        case .resting(let state), .settling(toward: let state):
            // At the bar, and at a detent at or below the largest undimmed one, the screen above
            // the card is live.
            screenIsActive = !layout.isDimmed(state)
        case .dragging:
            screenIsActive = isDraggedOverLiveScreen
        }
        let render = renderState
        if render.cardContains(x: x, y: y) { return .sheet }
        return screenIsActive ? .passthrough : .dimming
    }

    /// Whether a finger holds a card that it caught at an undimmed detent of the app's while
    /// nothing dims the screen underneath: the screen stays live (its touches, VoiceOver) as it
    /// was at rest. From the bar or the full card (as before detents) a held card takes the
    /// screen: the dimming absorbs touches and VoiceOver stays on the sheet.
    package var isDraggedOverLiveScreen: Bool {
        guard case .dragging(let d) = mode, d.origin.isCustomDetent, !layout.isDimmed(d.origin) else { return false }
        return renderState.dimAlpha <= 0
    }

    // MARK: - Dragging

    /// A finger touched down at a point. If the point is on the sheet, the sheet is caught where
    /// it is (stopping any spring, with no jump) and follows the finger from now on; otherwise,
    /// or when a finger already holds it, nothing happens.
    @discardableResult
    public mutating func beginDrag(x: Double, y: Double, at time: Double) -> DropDownSheetEvents {
        var events = DropDownSheetEvents()
        advance(to: time, &events)
        // A touch that is not finite or lies beyond the coordinate limit is dropped, as
        // ``hitTest(x:y:)`` drops it for the shell, and reported.
        guard Self.isTouchable(x: x, y: y) else {
            events.append(.inputCorrected(.invalidTouch))
            return events
        }
        guard hitTest(x: x, y: y) == .sheet else { return events }
        let origin: DropDownSheetState
        switch mode {
        case .dragging: return events
        case .resting: origin = restState
        case .settling(let s): origin = s.target
        }
        let top = current.top
        mode = .dragging(Drag(origin: origin, offset: unRubberBand(top, origin: origin) - y, fingerY: y, top: top))
        tracker.reset()
        tracker.add(top, at: self.time)
        return events
    }

    /// The finger moved to `y`. The card's top edge moves with it point for point, and
    /// rubber-bands past the expanded place and past places the gesture may not reach.
    @discardableResult
    public mutating func drag(toY y: Double, at time: Double) -> DropDownSheetEvents {
        var events = DropDownSheetEvents()
        advance(to: time, &events)
        guard case .dragging(var d) = mode else { return events }
        guard y.isFinite else {
            events.append(.inputCorrected(.invalidTouch))
            return events
        }
        follow(&d, to: coordinate(y, &events))
        return events
    }

    /// The finger lifted at `y` (nil: where it last was) with `velocity` in points per second,
    /// positive downward (nil: estimated from the last moves). The velocity is projected
    /// (``DropDownSheetMotion/projectedDistance(velocity:decelerationRate:)``) to choose the rest
    /// state, and the spring starts with the card's velocity, so nothing jumps:
    /// - the sheet ends at one of its detents (the bar, the full card or one of the app's), and
    ///   off the screen only when the gesture began at the bar: a swipe down on a raised card
    ///   ends at the bar at most, never dismissed;
    /// - a flick (faster than ``flickVelocity``) goes to the next detent in its direction, or to
    ///   a farther one in that direction when its projection lands nearer that one (a flick skips
    ///   a detent only when its projection passes it); a flick back toward the start returns there;
    /// - a slower release goes to the detent nearest the projected position (for a finger that
    ///   stopped before lifting, that is its position);
    /// - a dismissal the app vetoes returns to the bar and sends `didAttemptToDismiss`.
    @discardableResult
    public mutating func endDrag(atY y: Double? = nil, velocity: Double? = nil, at time: Double) -> DropDownSheetEvents {
        var events = DropDownSheetEvents()
        advance(to: time, &events)
        guard case .dragging(var d) = mode else { return events }
        if let y {
            if y.isFinite { follow(&d, to: coordinate(y, &events)) } else { events.append(.inputCorrected(.invalidTouch)) }
        }
        if y == nil { tracker.add(d.top, at: self.time) }  // the finger lifted where it rested
        var sheetVelocity = tracker.velocity(at: self.time)
        if let velocity {
            if velocity.isFinite {
                let v = clamped(velocity, -Self.maximumReleaseVelocity...Self.maximumReleaseVelocity, else: 0)
                sheetVelocity = v * resistance(at: d.fingerY + d.offset, origin: d.origin)
            } else {
                events.append(.inputCorrected(.invalidTouch))
            }
        }
        var target = restingPlace(from: d.origin, top: d.top, velocity: sheetVelocity)
        if target == .dismissed, isDismissalVetoed {
            events.append(.didAttemptToDismiss)
            target = .minimized
        }
        settle(toward: target, from: d.top, velocity: sheetVelocity, &events)
        return events
    }

    /// The touch was cancelled (by the system, or another gesture took over): the sheet springs
    /// back to where the gesture began, keeping its velocity.
    @discardableResult
    public mutating func cancelDrag(at time: Double) -> DropDownSheetEvents {
        var events = DropDownSheetEvents()
        advance(to: time, &events)
        guard case .dragging(let d) = mode else { return events }
        // Back where it began, unless that detent went away meanwhile: then the nearest one.
        let target = configuration.hasDetent(d.origin) ? d.origin : nearestDetent(toTop: d.top)
        settle(toward: target, from: d.top, velocity: tracker.velocity(at: self.time), &events)
        return events
    }

    /// Where a release goes; see ``endDrag(atY:velocity:at:)``: after a flick, the first reachable
    /// rest state ahead in its direction; otherwise the reachable one nearest the projected
    /// position.
    func restingPlace(from origin: DropDownSheetState, top: Double, velocity: Double) -> DropDownSheetState {
        let projected = top + DropDownSheetMotion.projectedDistance(velocity: velocity)
        var nearest = origin
        var nearestDistance = Double.infinity
        var nearestAhead: DropDownSheetState?
        var nearestAheadDistance = Double.infinity
        let isFlick = abs(velocity) >= Self.flickVelocity
        let origin = origin
        layout.forEachPlace { state, place in
            guard canReach(state, from: origin) else { return }
            let distance = abs(place - projected)
            // Ties go to the place listed first: the built-in ones, then the app's in its order.
            if distance < nearestDistance { nearest = state; nearestDistance = distance }
            // A flick goes at least to the next place in its direction, and farther only when its
            // projection passes that place: the place ahead nearest the projection.
            // Off the screen is never skipped to past the bar: a card above its bar flicked down
            // stops at the bar (as a flick back toward the start returns there).
            let ahead = (place - top) * velocity
            let passesBar = state == .dismissed && layout.minimizedTop - top > Self.restDistance
            if isFlick, ahead > 0, !passesBar, abs(place - top) > Self.restDistance, distance < nearestAheadDistance {
                nearestAhead = state
                nearestAheadDistance = distance
            }
        }
        return nearestAhead ?? nearest
    }

    /// Whether a gesture that began at `origin` may end at `state`: any detent (the bar and the
    /// full card included) from any other; off the screen only from the bar, when the user may
    /// dismiss the sheet (a swipe down on a raised card never dismisses it).
    func canReach(_ state: DropDownSheetState, from origin: DropDownSheetState) -> Bool {
        state != .dismissed || (origin == .minimized && configuration.allowsUserDismissal)
    }

    /// The detent above the bar nearest to it: where a tap on the bar opens the sheet (the full
    /// card when the sheet has no detent in between).
    var detentAboveBar: DropDownSheetState {
        var best = DropDownSheetState.expanded
        var bestTop = layout.expandedTop
        for d in layout.detents {
            let t = layout.top(of: d)
            if t > bestTop, t < layout.minimizedTop - 0.5 { best = d.identifier; bestTop = t }
        }
        return best
    }

    /// Moves the drag to finger position `y`, rubber-banding the card where it resists.
    private mutating func follow(_ d: inout Drag, to y: Double) {
        d.fingerY = y
        d.top = rubberBand(y + d.offset, origin: d.origin)
        mode = .dragging(d)
        tracker.add(d.top, at: time)
    }

    /// The lowest top edge the card follows freely, or nil when it may follow the finger down
    /// off the screen (it may be dismissed).
    private func lowerLimit(origin: DropDownSheetState) -> Double? {
        canReach(.dismissed, from: origin) && !isDismissalVetoed ? nil : layout.minimizedTop
    }

    /// The card's top edge for an unresisted position `raw`.
    private func rubberBand(_ raw: Double, origin: DropDownSheetState) -> Double {
        if raw < layout.expandedTop {
            return layout.expandedTop - DropDownSheetMotion.rubberBand(layout.expandedTop - raw, dimension: layout.dimension)
        }
        if let lower = lowerLimit(origin: origin), raw > lower {
            return lower + DropDownSheetMotion.rubberBand(raw - lower, dimension: layout.dimension)
        }
        return raw
    }

    /// The unresisted position whose rubber-banded top edge is `top`: the inverse of
    /// `rubberBand(_:origin:)`.
    func unRubberBand(_ top: Double, origin: DropDownSheetState) -> Double {
        if top < layout.expandedTop {
            return layout.expandedTop - DropDownSheetMotion.unRubberBand(layout.expandedTop - top, dimension: layout.dimension)
        }
        if let lower = lowerLimit(origin: origin), top > lower {
            return lower + DropDownSheetMotion.unRubberBand(top - lower, dimension: layout.dimension)
        }
        return top
    }

    /// Points the card moves per point the finger moves at unresisted position `raw`.
    private func resistance(at raw: Double, origin: DropDownSheetState) -> Double {
        if raw < layout.expandedTop {
            return DropDownSheetMotion.rubberBandSlope(layout.expandedTop - raw, dimension: layout.dimension)
        }
        if let lower = lowerLimit(origin: origin), raw > lower {
            return DropDownSheetMotion.rubberBandSlope(raw - lower, dimension: layout.dimension)
        }
        return 1
    }

    // MARK: - Dismissal by the user, and the accessibility escape

    /// The user asked to close the sheet some other way than a swipe (VoiceOver's Close action
    /// on the bar, the chooser's close button, a close control of the app's that should respect
    /// its own veto). Ignored while a finger drags the sheet and when it is not presented. A
    /// sheet the user may not dismiss (the app vetoes it, or
    /// ``DropDownSheetConfiguration/isDismissible`` is `false`) returns to its bar with
    /// `didAttemptToDismiss`, as after a swipe the veto refused.
    @discardableResult
    public mutating func requestDismissal(at time: Double) -> DropDownSheetEvents {
        var events = DropDownSheetEvents()
        advance(to: time, &events)
        guard !isBeingDragged else { return events }
        dismissByUser(&events)
        return events
    }

    /// The platform ended the modal presentation that stood for this sheet, without the shell
    /// asking (UIKit: a `dismiss` that reached the library's container from the content, from
    /// SwiftUI's `dismiss` action, or from the app dismissing what the screen underneath presents:
    /// a deep link, a notification tap, a logout). Nothing tells whose call it was, and the sheet
    /// cannot stay expanded without that presentation, so it is closed as the user would close it,
    /// through the app's veto: dismissed when the app allows it, back to its bar with
    /// `didAttemptToDismiss` when the app vetoes it (a draft with text), and back to its bar
    /// without a word when it is not dismissible at all (a mini player). A finger holding the
    /// sheet lets go of it. `animated`: as the platform's dismissal was. A sheet already on its
    /// way out or gone is left alone.
    @discardableResult
    package mutating func closeAfterPlatformDismissal(animated: Bool, at time: Double) -> DropDownSheetEvents {
        var events = DropDownSheetEvents()
        advance(to: time, &events)
        switch phase {
        case .resting(.dismissed), .settling(toward: .dismissed): return events
        default: break
        }
        if configuration.allowsUserDismissal, !isDismissalVetoed {
            moveProgrammatically(to: .dismissed, animated: animated, &events)
            return events
        }
        if configuration.allowsUserDismissal { events.append(.didAttemptToDismiss) }
        moveProgrammatically(to: .minimized, animated: animated, &events)
        return events
    }

    /// Whether VoiceOver's escape gesture (a two-finger Z) does something now: it minimizes a
    /// raised sheet (expanded or at one of its detents, or on its way there).
    public var canPerformAccessibilityEscape: Bool {
        phase.destination?.isRaised ?? false
    }

    /// VoiceOver's escape gesture: minimizes the sheet when ``canPerformAccessibilityEscape``.
    @discardableResult
    public mutating func performAccessibilityEscape(at time: Double) -> DropDownSheetEvents {
        var events = DropDownSheetEvents()
        advance(to: time, &events)
        if canPerformAccessibilityEscape { moveProgrammatically(to: .minimized, animated: true, &events) }
        return events
    }

    private var isBeingDragged: Bool {
        if case .dragging = mode { return true }
        return false
    }

    /// Whether the user may dismiss the sheet now: it is dismissible and the app does not veto it.
    var userMayDismiss: Bool { configuration.allowsUserDismissal && !isDismissalVetoed }

    /// A dismissal the user asked for (a close, a tap on the dimming): the one gate every user
    /// path goes through. A sheet the user may not dismiss (``userMayDismiss``) minimizes instead,
    /// and its delegate hears the attempt.
    private mutating func dismissByUser(_ events: inout DropDownSheetEvents) {
        if case .resting(.dismissed) = phase { return }
        if !userMayDismiss {
            events.append(.didAttemptToDismiss)
            moveProgrammatically(to: .minimized, animated: true, &events)
        } else {
            moveProgrammatically(to: .dismissed, animated: true, &events)
        }
    }

    // MARK: - Taps

    /// A tap (a touch that lifted without dragging) at a point. On the minimized bar it opens
    /// the sheet to the detent above the bar nearest it (the full card when it has none between); on the dimmed screen it performs ``DropDownSheetConfiguration/dimmingTapAction``
    /// (a dismissal goes through the app's veto and ``DropDownSheetConfiguration/isDismissible``:
    /// a sheet the user may not dismiss minimizes, with `didAttemptToDismiss`); elsewhere, or while a finger drags the sheet,
    /// it does nothing. A point that is not finite or lies beyond ±``coordinateLimit`` is dropped
    /// and reported. Use ``hitTest(x:y:)`` first to learn where the tap went.
    @discardableResult
    public mutating func tap(x: Double, y: Double, at time: Double) -> DropDownSheetEvents {
        var events = DropDownSheetEvents()
        advance(to: time, &events)
        guard Self.isTouchable(x: x, y: y) else {
            events.append(.inputCorrected(.invalidTouch))
            return events
        }
        let hit = hitTest(x: x, y: y)
        switch (phase, hit) {
        case (.dragging, _):
            break
        case (.resting(.minimized), .sheet), (.settling(toward: .minimized), .sheet):
            moveProgrammatically(to: detentAboveBar, animated: true, &events)
        case (_, .dimming):
            switch configuration.dimmingTapAction {
            case .minimize:
                moveProgrammatically(to: .minimized, animated: true, &events)
            case .dismiss:
                dismissByUser(&events)
            case .none:
                break
            }
        default:
            break
        }
        return events
    }
}
