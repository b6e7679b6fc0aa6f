#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The drop-down sheet's behaviour, with no UI in it: a deterministic state machine that takes
/// timestamped inputs (touches, taps, layout changes, programmatic moves, frame ticks) and gives
/// back a ``DropDownSheetRenderState`` to draw and ``DropDownSheetEvents`` to deliver.
///
/// Time is passed in with every input (seconds, any origin, e.g. `CACurrentMediaTime()`); the
/// engine never reads a clock, so the same inputs always give the same frames. Inputs may come in
/// any order and with any values: non-finite or backwards times, NaN coordinates and impossible
/// sizes are corrected or ignored and reported with ``DropDownSheetEvent/inputCorrected(_:)``,
/// never trapped on; every number the engine gives back is finite, and every motion ends at rest.
///
/// The engine is a value: it does no heap allocation on any input, and a copy is a snapshot.
///
/// Programmatic moves while a finger holds the sheet take the sheet from the finger: it springs
/// from where it is, with the finger's velocity, toward the requested state, and the rest of that
/// touch is ignored. Programmatic moves while the sheet is settling retarget it without a jump.
/// Programmatic dismissal is never vetoed.
public struct DropDownSheetEngine: Sendable, Hashable {
    /// The configuration in force, after correction.
    public internal(set) var configuration: DropDownSheetConfiguration
    /// The container in force, after correction.
    public internal(set) var container: DropDownSheetContainer
    /// The latest time seen, in seconds. Inputs stamped earlier count as happening now.
    public var time: Double { hasTime ? now : 0 }
    /// The state the sheet last came to rest in (``DropDownSheetState/dismissed`` before it is
    /// presented).
    public private(set) var restState: DropDownSheetState = .dismissed
    /// Whether the app currently vetoes dismissal by the user (a draft with unsaved text). A
    /// swipe or tap that would dismiss returns the sheet to its bar and sends
    /// ``DropDownSheetEvent/didAttemptToDismiss``; while vetoed the bar rubber-bands when pulled
    /// down. Programmatic dismissal ignores it. Default `false`.
    public var isDismissalVetoed = false {
        didSet {
            // The rubber band below the bar depends on the veto: keep the card under the finger.
            guard isDismissalVetoed != oldValue, case .dragging(var d) = mode else { return }
            d.offset = unRubberBand(d.top, origin: d.origin) - d.fingerY
            mode = .dragging(d)
        }
    }

    /// Speed in points per second above which a release counts as a flick: it goes to the next
    /// rest state in the direction of the flick (at most one away from where the gesture began).
    public static let flickVelocity = 300.0
    /// Fastest release velocity taken from a finger, in points per second; faster is clamped.
    public static let maximumReleaseVelocity = 20_000.0
    /// A spring has arrived when it is closer than this many points to its target...
    static let restDistance = 0.25
    /// ...and slower than this many points per second.
    static let restSpeed = 2.0

    var mode = Mode.resting
    /// The target of the last `willMove` not yet followed by its `didMove`.
    var announced: DropDownSheetState?
    /// The layout of the current container and configuration.
    var targetLayout: DropDownSheetLayout
    /// An animated change of layout under way (the keyboard, the text size): the rest places
    /// glide from the layout before it to ``targetLayout``, so a resting sheet rides along and
    /// stays in its state (no spring toward the new place, no change of progress).
    var blend: LayoutBlend?
    var tracker = VelocityTracker()

    var now = 0.0
    private var hasTime = false

    enum Mode: Sendable, Hashable {
        case resting
        case dragging(Drag)
        case settling(Settle)
    }

    /// A finger holding the sheet.
    struct Drag: Sendable, Hashable {
        /// The rest state the gesture started from; it may end at most one state away.
        var origin: DropDownSheetState
        /// Un-rubber-banded top edge minus finger y: the finger's y plus this is where the card
        /// would be without resistance.
        var offset: Double
        /// The finger's last y.
        var fingerY: Double
        /// The card's top edge, rubber-banded.
        var top: Double
    }

    /// A spring carrying the sheet toward a rest state (whose place may be gliding), from a
    /// start displacement from that place and a start velocity.
    struct Settle: Sendable, Hashable {
        var target: DropDownSheetState
        var startTime: Double
        var startDisplacement: Double
        var startVelocity: Double
    }

    /// Creates an engine at rest, dismissed. Out-of-range values are corrected silently here; use
    /// ``setConfiguration(_:animated:at:)`` and ``setContainer(_:animated:timing:at:)`` to hear about
    /// corrections.
    public init(configuration: DropDownSheetConfiguration = .init(), container: DropDownSheetContainer = .init()) {
        let c = configuration.sanitized().0
        let k = container.sanitized().0
        self.configuration = c
        self.container = k
        self.targetLayout = DropDownSheetLayout(container: k, configuration: c)
    }

    // MARK: - Reading

    /// What the sheet is doing.
    public var phase: DropDownSheetPhase {
        switch mode {
        case .resting: return .resting(restState)
        case .dragging: return .dragging
        case .settling(let s): return .settling(toward: s.target)
        }
    }

    /// Whether the sheet is dragging or settling: while it is, the owner should tick the engine
    /// every frame and draw ``renderState``.
    public var isMoving: Bool { phase.isMoving || blend != nil }

    /// The rest places in effect now: the target layout, or a blend toward it.
    package var layout: DropDownSheetLayout {
        guard let blend else { return targetLayout }
        let f = blendFraction(blend)
        let own = blend.ownLayout(at: f.fraction, isFinished: f.isFinished, target: targetLayout, toward: container, configuration)
        guard let earlier = blend.earlier else { return own }
        // An earlier glide still running under this one: its remaining way is added, as UIKit
        // adds the running animation of the bar to the new one.
        let (layout, finished) = earlier.layout(at: now)
        return finished ? own : own.shifted(by: layout, minus: earlier.target).keepingFrame(within: earlier.from, earlier.target, targetLayout)
    }

    /// How far a layout blend has gone (0 to 1) and how fast (per second), and whether it is over.
    /// On the library's own ease: a quintic (`10u³ − 15u⁴ + 6u⁵`) over the response of the spring
    /// in force when the glide began (kept with it, so that a later change of spring, such as
    /// Reduce Motion, neither jumps a glide under way nor measures it with another clock), which
    /// starts and ends with zero speed and zero acceleration and reaches 1 exactly, so ending the
    /// blend moves nothing. Following the platform's animation (``LayoutBlend/timing``): its
    /// curve, which may pass 1 on the way (a spring's overshoot) and is 1 exactly at its end.
    func blendFraction(_ blend: LayoutBlend) -> (fraction: Double, rate: Double, isFinished: Bool) {
        if let timing = blend.timing { return timing.progress(at: now) }
        let duration = blend.duration
        let u = min(max((now - blend.start) / duration, 0), 1)
        guard u.isFinite, u < 1 else { return (1, 0, true) }
        let fraction = u * u * u * (10 + u * (-15 + 6 * u))
        let rate = 30 * u * u * (1 - u) * (1 - u) / duration
        // Over once the ease reaches 1, which it does in floating point a hair before u does.
        return (fraction, rate, fraction >= 1)
    }

    /// How fast the place of `state` is moving, in points per second (non-zero during a blend).
    private func placeVelocity(of state: DropDownSheetState) -> Double {
        guard let blend else { return 0 }
        let rate = blendFraction(blend).rate
        var v = (targetLayout.top(of: state) - blend.from.top(of: state)) * rate
        if let earlier = blend.earlier {
            // The earlier glide's remaining way is added to the place, and so is its speed.
            let p = earlier.timing.progress(at: now)
            if !p.isFinished { v += (earlier.target.top(of: state) - earlier.from.top(of: state)) * p.rate }
        }
        return v.isFinite ? v : 0
    }

    /// The spring in force: the configured one, or ``DropDownSheetSpring/reducedMotion`` when the
    /// container prefers reduced motion.
    public var spring: DropDownSheetSpring {
        container.prefersReducedMotion ? .reducedMotion : configuration.spring
    }

    /// Whether the card's content should take touches: while the sheet is expanded, on its way
    /// there, or held by a finger that touched it expanded (every touch on the card catches it,
    /// and the content must keep the touch). Otherwise the minimized bar acts as one element (a
    /// tap on it expands the sheet) and the content's controls must not fire.
    public var isContentInteractive: Bool {
        switch mode {
        case .resting: return restState.isRaised
        case .settling(let s): return s.target.isRaised
        case .dragging(let d): return d.origin.isRaised
        }
    }

    /// The top edge of the place `state` rests at now, in points from the container's top (the
    /// full card's place for a state naming no detent of this sheet).
    public func restingTop(of state: DropDownSheetState) -> Double { layout.top(of: state) }

    /// Whether the sheet rests at, or springs toward, a place above its largest undimmed detent
    /// (``DropDownSheetConfiguration/largestUndimmedDetent``): there the screen underneath is
    /// dimmed and held, and the sheet is modal (the platform's modal presentation, VoiceOver kept
    /// to the sheet). `false` while a finger drags it, at the bar, at an undimmed detent, and
    /// dismissed.
    public var isHeadingToDimmedPlace: Bool {
        switch mode {
        case .resting: return layout.isDimmed(restState)
        case .settling(let s): return layout.isDimmed(s.target)
        case .dragging: return false
        }
    }

    /// Whether a finger that lands on a scroll view in the card scrolls the content first
    /// (``DropDownSheetScrollHandoff``): at the full card, and at every raised detent when the
    /// configuration lets the content scroll there
    /// (``DropDownSheetConfiguration/prefersScrollingExpandsWhenScrolledToEdge`` `false`).
    public var contentScrollsFirst: Bool {
        guard case .resting = mode else { return false }
        if restState == .expanded { return true }
        return restState.isRaised && !configuration.prefersScrollingExpandsWhenScrolledToEdge
    }

    /// What to draw now.
    public var renderState: DropDownSheetRenderState {
        let (top, velocity) = current
        return DropDownSheetRenderState(phase: phase, top: top, velocity: velocity, layout: layout,
                                        configuration: configuration, containerHeight: container.height)
    }

    /// The card's top edge and velocity now, always finite.
    var current: (top: Double, velocity: Double) {
        switch mode {
        case .resting:
            return (layout.top(of: restState), placeVelocity(of: restState))
        case .dragging(let d):
            // The same clamp as a release's, so the velocity drawn while dragging is the one the
            // spring starts with.
            let v = clamped(tracker.velocity(at: now), -Self.maximumReleaseVelocity...Self.maximumReleaseVelocity, else: 0)
            return (d.top, v)
        case .settling(let s):
            let targetTop = layout.top(of: s.target)
            let (x, v) = spring.solve(displacement: s.startDisplacement, velocity: s.startVelocity, after: now - s.startTime)
            guard x.isFinite, v.isFinite else { return (targetTop, 0) }
            return softened(top: targetTop + x, velocity: v + placeVelocity(of: s.target))
        }
    }

    /// The most a spring's overshoot above the expanded place can show, in points: the
    /// container's height, the same bound the finger's rubber band approaches, so that a card
    /// released anywhere the finger can pull it starts its spring exactly there.
    private var overshootLimit: Double { layout.dimension }

    /// Where a spring at `top` with `velocity` is shown. Above the expanded place its overshoot
    /// `o` shows as `o·L / (o + L)`, so a hard flick cannot throw the card off the top of the
    /// screen; the slope is 1 at the edge, so there is no kink.
    private func softened(top: Double, velocity: Double) -> (top: Double, velocity: Double) {
        let overshoot = layout.expandedTop - top
        guard overshoot > 0 else { return (top, velocity) }
        let shrink = overshootLimit / (overshoot + overshootLimit)
        return (layout.expandedTop - overshoot * shrink, velocity * shrink * shrink)
    }

    /// The spring position and velocity that ``softened(top:velocity:)`` shows as `top` and
    /// `velocity`: a spring started from a place above the expanded one starts exactly there.
    private func unsoftened(top: Double, velocity: Double) -> (top: Double, velocity: Double) {
        let shown = layout.expandedTop - top
        guard shown > 0 else { return (top, velocity) }
        let limit = overshootLimit
        // A finger can pull the card at most about 0.36 of the limit above its place (the rubber
        // band over one screen of travel), so this bound only moves a card that a geometry change
        // (a rotation to a shorter container) left off the top of the screen.
        let s = min(shown, limit * 0.9)
        let overshoot = s * limit / (limit - s)
        let shrink = limit / (overshoot + limit)
        let v = clamped(velocity / (shrink * shrink), -Self.maximumReleaseVelocity...Self.maximumReleaseVelocity, else: 0)
        return (layout.expandedTop - overshoot, v)
    }

    // MARK: - Programmatic moves

    /// Presents the sheet from below the screen, to `state` (``DropDownSheetState/expanded``,
    /// ``DropDownSheetState/minimized`` for a mini player shown at launch, or one of its detents).
    /// When the sheet is already presented this is ``move(to:animated:at:)``. `.dismissed`, and a
    /// state naming no detent of the sheet, are ignored and reported.
    @discardableResult
    public mutating func present(to state: DropDownSheetState = .expanded, animated: Bool = true, at time: Double) -> DropDownSheetEvents {
        var events = DropDownSheetEvents()
        advance(to: time, &events)
        guard state != .dismissed, configuration.hasDetent(state) else {
            events.append(.inputCorrected(.invalidTarget))
            return events
        }
        if case .resting(.dismissed) = phase {
            go(to: state, from: layout.dismissedTop, velocity: 0, animated: animated, &events)
        } else {
            moveProgrammatically(to: state, animated: animated, &events)
        }
        return events
    }

    /// Moves a presented sheet to `state` (a built-in state or one of its detents) with the
    /// spring (or at once when `animated` is false), from wherever it is and with its current
    /// velocity. Ignored while the sheet is dismissed and at rest (use
    /// ``present(to:animated:at:)``). A state naming no detent of the sheet is ignored and
    /// reported (``DropDownSheetInputCorrection/invalidTarget``). Never vetoed.
    @discardableResult
    public mutating func move(to state: DropDownSheetState, animated: Bool = true, at time: Double) -> DropDownSheetEvents {
        var events = DropDownSheetEvents()
        advance(to: time, &events)
        guard configuration.hasDetent(state) else {
            events.append(.inputCorrected(.invalidTarget))
            return events
        }
        moveProgrammatically(to: state, animated: animated, &events)
        return events
    }

    /// Advances time to `time` and completes a spring that has arrived. Call it every frame
    /// while ``isMoving``; calling it at other times does nothing but advance time.
    @discardableResult
    public mutating func tick(at time: Double) -> DropDownSheetEvents {
        var events = DropDownSheetEvents()
        advance(to: time, &events)
        completeIfArrived(&events)
        return events
    }

    // MARK: - Internals shared with the gesture and layout halves

    /// Takes `time` as now if it is finite and not earlier than now; reports it otherwise.
    mutating func advance(to time: Double, _ events: inout DropDownSheetEvents) {
        guard time.isFinite else {
            events.append(.inputCorrected(.nonFiniteTime))
            return
        }
        if hasTime, time < now {
            events.append(.inputCorrected(.timeWentBackwards))
            return
        }
        now = time
        hasTime = true
    }

    mutating func moveProgrammatically(to state: DropDownSheetState, animated: Bool, _ events: inout DropDownSheetEvents) {
        if case .resting(.dismissed) = phase { return }
        let (top, velocity) = current
        go(to: state, from: top, velocity: velocity, animated: animated, &events)
    }

    /// Springs (or jumps) to `state`.
    mutating func go(to state: DropDownSheetState, from top: Double, velocity: Double, animated: Bool, _ events: inout DropDownSheetEvents) {
        if animated {
            settle(toward: state, from: top, velocity: velocity, &events)
        } else {
            announce(state, &events)
            arrive(at: state, &events)
        }
    }

    /// Starts a spring toward `target` from `top` with `velocity`, announcing it if it is news.
    mutating func settle(toward target: DropDownSheetState, from top: Double, velocity: Double, _ events: inout DropDownSheetEvents) {
        announce(target, &events)
        let shownTop = top.isFinite ? top : layout.top(of: target)
        let shownVelocity = clamped(velocity, -Self.maximumReleaseVelocity...Self.maximumReleaseVelocity, else: 0)
        let (start, v) = unsoftened(top: shownTop, velocity: shownVelocity)
        mode = .settling(Settle(target: target, startTime: now, startDisplacement: start - layout.top(of: target),
                                startVelocity: v - placeVelocity(of: target)))
        completeIfArrived(&events)
    }

    /// Sends `willMove(to: target)` unless the sheet is already expected to end there.
    private mutating func announce(_ target: DropDownSheetState, _ events: inout DropDownSheetEvents) {
        if target != (announced ?? restState) {
            events.append(.willMove(to: target))
            announced = target
        }
    }

    private mutating func completeIfArrived(_ events: inout DropDownSheetEvents) {
        // Over when its own way is and an earlier glide under it too (its own way over, the blend
        // stays at its target and the earlier glide's way goes on being added).
        if let blend, now.ulp > 0.001
            || blendFraction(blend).isFinished && (blend.earlier.map { $0.timing.progress(at: now).isFinished } ?? true) {
            self.blend = nil
        }
        guard case .settling(let s) = mode else { return }
        let (x, v) = spring.solve(displacement: s.startDisplacement, velocity: s.startVelocity, after: now - s.startTime)
        // At timestamps so large that a millisecond cannot be told apart from the next one, no
        // later frame could ever advance the spring: it completes at once rather than stick.
        let clockCannotAdvance = now.ulp > 0.001
        let arrived = clockCannotAdvance || !x.isFinite || !v.isFinite || (abs(x) < Self.restDistance && abs(v) < Self.restSpeed)
        if arrived { arrive(at: s.target, &events) }
    }

    private mutating func arrive(at state: DropDownSheetState, _ events: inout DropDownSheetEvents) {
        mode = .resting
        restState = state
        // Off screen, no place needs to glide: the next presentation starts from the new layout.
        if state == .dismissed { blend = nil }
        if announced == state { events.append(.didMove(to: state)) }
        announced = nil
    }
}
