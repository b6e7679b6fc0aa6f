// The sheets' rest places glide with the platform's own animation of the bar they rest on (issue
// 20, item 3; review 20, finding 3): the same begin time, duration and curve, so that a bar above
// a moving tab bar or toolbar keeps its distance from it on every frame.
import XCTest
@testable import DropDownSheetCore

final class LayoutTimingTests: XCTestCase {
    typealias Timing = DropDownSheetLayoutTiming

    // MARK: - The curves

    func testALinearCurveIsTheFractionOfTheDurationElapsed() {
        let timing = Timing(beginTime: 1, duration: 0.5, curve: .linear)
        for elapsed in stride(from: 0.05, to: 0.5, by: 0.05) {
            let p = timing.progress(at: 1 + elapsed)
            XCTAssertEqual(p.fraction, elapsed / 0.5, accuracy: 1e-9)
            XCTAssertEqual(p.rate, 2, accuracy: 1e-6)
            XCTAssertFalse(p.isFinished)
        }
        XCTAssertEqual(timing.progress(at: 0.5).fraction, 0, "before it begins")
        XCTAssertFalse(timing.progress(at: 0.5).isFinished, "a delayed glide is not over")
        XCTAssertEqual(timing.progress(at: 1.5).fraction, 1)
        XCTAssertTrue(timing.progress(at: 1.5).isFinished)
    }

    /// Core Animation's ease-in-ease-out is symmetric, and CSS's `ease` (0.25, 0.1, 0.25, 1) is at
    /// 0.8024 halfway (its published value), so the Bézier is solved for x, not read at the
    /// parameter.
    func testABezierIsEvaluatedWhereItsXIsTheTimeElapsed() {
        let ease = Timing(beginTime: 0, duration: 1, curve: .easeInEaseOut)
        XCTAssertEqual(ease.progress(at: 0.5).fraction, 0.5, accuracy: 1e-9)
        for u in [0.1, 0.2, 0.3, 0.4] {
            XCTAssertEqual(ease.progress(at: u).fraction, 1 - ease.progress(at: 1 - u).fraction, accuracy: 1e-9)
        }
        let css = Timing(beginTime: 0, duration: 1, curve: .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        XCTAssertEqual(css.progress(at: 0.5).fraction, 0.8024, accuracy: 1e-3)
    }

    /// The rate is the derivative of the fraction, in fractions per second, for each kind of curve
    /// (it carries a settling sheet's velocity across a retarget).
    func testTheRateIsTheDerivativeOfTheFraction() {
        let curves: [Timing.Curve] = [
            .linear, .easeInEaseOut, .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
            .cubicBezier(x1: 0.3, y1: -0.4, x2: 0.6, y2: 1.4),
            .spring(mass: 1, stiffness: 300, damping: 30, initialVelocity: 0),
            .spring(mass: 2, stiffness: 500, damping: 20, initialVelocity: 3),
            .spring(mass: 1, stiffness: 100, damping: 40, initialVelocity: -1),
        ]
        for curve in curves {
            let timing = Timing(beginTime: 2, duration: 0.8, curve: curve)
            for t in stride(from: 2.02, to: 2.78, by: 0.04) {
                let h = 1e-6
                let slope = (timing.progress(at: t + h).fraction - timing.progress(at: t - h).fraction) / (2 * h)
                XCTAssertEqual(timing.progress(at: t).rate, slope, accuracy: 1e-3 * max(1, abs(slope)), "\(curve) at \(t)")
            }
        }
    }

    /// A spring follows `CASpringAnimation`'s constants: the displacement from the end starts at 1
    /// with the initial velocity toward the end, solved as ``DropDownSheetSpring`` solves it; a
    /// light damping overshoots and the glide follows the overshoot; at the duration it is 1 and
    /// over, as Core Animation ends it.
    func testASpringFollowsCoreAnimationsConstantsAndOvershoots() {
        let timing = Timing(beginTime: 0, duration: 1.2, curve: .spring(mass: 1, stiffness: 200, damping: 10, initialVelocity: 0))
        let spring = DropDownSheetSpring(mass: 1, stiffness: 200, damping: 10)
        var highest = 0.0
        for t in stride(from: 0.01, to: 1.2, by: 0.01) {
            let p = timing.progress(at: t)
            XCTAssertEqual(p.fraction, 1 - spring.solve(displacement: 1, velocity: 0, after: t).displacement, accuracy: 1e-12)
            highest = max(highest, p.fraction)
        }
        XCTAssertGreaterThan(highest, 1.2, "a damping ratio of 0.35 overshoots")
        XCTAssertEqual(timing.progress(at: 1.2).fraction, 1)
        XCTAssertTrue(timing.progress(at: 1.2).isFinished)
        // An initial velocity toward the end starts the progress moving at that rate.
        let pushed = Timing(beginTime: 0, duration: 1, curve: .spring(mass: 1, stiffness: 200, damping: 30, initialVelocity: 4))
        XCTAssertEqual(pushed.progress(at: 1e-6).rate, 4, accuracy: 1e-3)
    }

    /// Core Animation draws a spring damped above critical as critically damped unless
    /// `allowsOverdamping` is set: UIKit's system spring (mass 3, stiffness 1000, damping 500) is
    /// read with critical damping, so the glide is where UIKit's bar is, not far behind it.
    func testAnOverdampedCoreAnimationSpringIsDrawnCriticallyDamped() {
        let curve = Timing.Curve.coreAnimationSpring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0)
        XCTAssertEqual(curve, .spring(mass: 3, stiffness: 1000, damping: 2 * (3000.0).squareRoot(), initialVelocity: 0))
        let critical = Timing(beginTime: 0, duration: 0.5, curve: curve).progress(at: 0.25).fraction
        let overdamped = Timing(beginTime: 0, duration: 0.5,
                                curve: .spring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0)).progress(at: 0.25).fraction
        XCTAssertGreaterThan(critical, 0.9, "UIKit's keyboard curve is nearly there a quarter second in")
        XCTAssertLessThan(overdamped, 0.5)
        XCTAssertEqual(Timing.Curve.coreAnimationSpring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0, allowsOverdamping: true),
                       .spring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0))
        XCTAssertEqual(Timing.Curve.coreAnimationSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 1),
                       .spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 1), "an underdamped spring as it is")
    }

    /// Which of the animations on the followed bars the bars glide with: the newest still running,
    /// begun at most 0.1 s before the change was heard (however late it is read), or delayed; an
    /// animation left running from an earlier change, or already over, is not it.
    func testTheNewestAnimationOfTheChangeHeardIsTheOneFollowed() {
        let heard = 10.0, now = 10.3
        let stale = Timing(beginTime: 9.5, duration: 2), over = Timing(beginTime: 9.95, duration: 0.2)
        let first = Timing(beginTime: 9.95, duration: 0.6), second = Timing(beginTime: 10.1, duration: 0.4)
        let delayed = Timing(beginTime: 10.5, duration: 0.3)
        XCTAssertEqual(Timing.newest(of: [first], heardAt: heard, now: now), first, "read 0.3 s after it was heard, still counted")
        XCTAssertEqual(Timing.newest(of: [stale, first, over], heardAt: heard, now: now), first)
        XCTAssertEqual(Timing.newest(of: [first, second], heardAt: heard, now: now), second, "the newest, not the one that ends last")
        XCTAssertEqual(Timing.newest(of: [second, first], heardAt: heard, now: now), second)
        XCTAssertEqual(Timing.newest(of: [second, delayed], heardAt: heard, now: now), delayed)
        let longer = Timing(beginTime: 10.1, duration: 0.5)
        XCTAssertEqual(Timing.newest(of: [longer, second], heardAt: heard, now: now), longer, "begun together: the longer")
        XCTAssertNil(Timing.newest(of: [stale, over], heardAt: heard, now: now), "none of this change: the library's own glide")
        XCTAssertNil(Timing.newest(of: [], heardAt: heard, now: now))
        XCTAssertNil(Timing.newest(of: [Timing(beginTime: .nan, duration: 1), Timing(beginTime: 10, duration: .infinity)],
                                   heardAt: heard, now: now))
    }

    // MARK: - Hostile timings

    func testATimingThatMakesNoSenseIsCorrectedOrMakesNoGlide() {
        XCTAssertNil(Timing(beginTime: 0, duration: 0).sanitized(now: 1).timing, "no duration: the change is made at once")
        XCTAssertFalse(Timing(beginTime: 0, duration: 0).sanitized(now: 1).corrected, "an unanimated change of the platform's is no error")
        for duration in [-1, .nan, .infinity, 11] {
            let (timing, corrected) = Timing(beginTime: 0, duration: duration).sanitized(now: 1)
            XCTAssertNil(timing, "\(duration)")
            XCTAssertTrue(corrected, "\(duration)")
        }
        let (late, lateCorrected) = Timing(beginTime: .nan, duration: 0.3).sanitized(now: 5)
        XCTAssertEqual(late?.beginTime, 5, "a begin time that is not finite is now")
        XCTAssertTrue(lateCorrected)
        XCTAssertEqual(Timing(beginTime: -100, duration: 0.3).sanitized(now: 5).timing?.beginTime, -5, "at most ten seconds ago")
        XCTAssertEqual(Timing(beginTime: 100, duration: 0.3).sanitized(now: 5).timing?.beginTime, 15, "at most ten seconds ahead")
        let bezier = Timing(beginTime: 0, duration: 1, curve: .cubicBezier(x1: -3, y1: .nan, x2: 7, y2: 9)).sanitized(now: 0)
        XCTAssertEqual(bezier.timing?.curve, .cubicBezier(x1: 0, y1: 0, x2: 1, y2: 2))
        XCTAssertTrue(bezier.corrected)
        for spring: Timing.Curve in [.spring(mass: 0, stiffness: 1, damping: 1, initialVelocity: 0),
                                     .spring(mass: 1, stiffness: .infinity, damping: 1, initialVelocity: 0),
                                     .spring(mass: 1, stiffness: 1, damping: -1, initialVelocity: 0),
                                     .spring(mass: 1, stiffness: 1, damping: 1, initialVelocity: .nan)] {
            let (timing, corrected) = Timing(beginTime: 0, duration: 1, curve: spring).sanitized(now: 0)
            XCTAssertEqual(timing?.curve, .easeInEaseOut, "\(spring)")
            XCTAssertTrue(corrected)
        }
    }

    /// Whatever the numbers, the progress is finite and within the overshoot allowed.
    func testProgressIsAlwaysFiniteAndBounded() {
        let values: [Double] = [0, -1, 1, 0.5, 1e-300, 1e300, .nan, .infinity, -.infinity]
        let curves: [Timing.Curve] = [.linear, .cubicBezier(x1: 0, y1: 1e300, x2: 1, y2: -1e300),
                                      .spring(mass: 1e-300, stiffness: 1e300, damping: 0, initialVelocity: 1e300),
                                      .spring(mass: 1, stiffness: 1, damping: 0, initialVelocity: -1e10)]
        for begin in values {
            for duration in values {
                for curve in curves {
                    let timing = Timing(beginTime: begin, duration: duration, curve: curve)
                    for t in values + [0.25, 0.75] {
                        for candidate in [timing, timing.sanitized(now: 0).timing ?? timing] {
                            let p = candidate.progress(at: t)
                            XCTAssertTrue(p.fraction.isFinite && p.rate.isFinite, "\(candidate) at \(t)")
                            XCTAssertTrue((-1...2).contains(p.fraction), "\(candidate) at \(t): \(p.fraction)")
                        }
                    }
                }
            }
        }
    }

    // MARK: - The glide

    /// A bar under the sheets moves (a toolbar sliding in or out, a tab bar changing height):
    /// with the bar's own timing, begun a frame before the change is handled, the minimized bar
    /// keeps exactly its resting distance from the moving bar's top on every frame, for an ease
    /// and for springs (one that overshoots). Where the bar slides in from below the safe area,
    /// the sheet's bar stays above the safe area until the moving bar rises past it, then rides
    /// on it (the glide mixes the container's numbers, not the two rest places, so it follows
    /// the kink at the safe area exactly, overshoot included).
    func testTheBarsKeepTheirDistanceFromAMovingBarOnEveryFrame() {
        let curves: [Timing.Curve] = [.easeInEaseOut, .spring(mass: 1, stiffness: 250, damping: 12, initialVelocity: 0),
                                      .spring(mass: 3, stiffness: 1000, damping: 110, initialVelocity: 2)]
        for curve in curves {
            for (from, to) in [(49.0, 83.0), (83.0, 49.0), (0.0, 49.0), (49.0, 0.0), (83.0, 0.0), (0.0, 83.0)] {
                var d = PresentationDriver(bottomBar: from)
                d.sendAndSettle(.present(.a, to: .minimized))
                let height = d.presentation.renderState(of: .a).visibleHeight
                let restFrom = 844 - d.top(.a) - height
                let begin = d.t - CoreFixture.frame
                let timing = Timing(beginTime: begin, duration: 0.6, curve: curve)
                var c = d.presentation.container
                c.bottomBarHeight = to
                d.send(.layout(c, animated: true, timing: timing))
                let restTo = 844 - d.presentation.engine(of: .a)!.targetLayout.minimizedTop - height
                var frames = 0, moved = false
                while d.presentation.isMoving, frames < 120 {
                    d.run(CoreFixture.frame)
                    frames += 1
                    let f = timing.progress(at: d.t).fraction
                    let barTop = from + (to - from) * f
                    let r = d.presentation.renderState(of: .a)
                    let bottom = 844 - r.sheetTop - r.visibleHeight
                    let name = "\(curve) \(from)→\(to) frame \(frames)"
                    // Above the larger of the moving bar's top and the safe area (34), exactly.
                    XCTAssertEqual(bottom, max(barTop, 34) + (restFrom - max(from, 34)), accuracy: 1e-6, name)
                    XCTAssertGreaterThanOrEqual(bottom, barTop - 1e-6, "never over the moving bar: \(name)")
                    if f > 0.2, f < 0.8 { moved = true }
                }
                XCTAssertTrue(moved, "frames were drawn in the middle of the glide")
                XCTAssertFalse(d.presentation.isMoving)
                XCTAssertEqual(Double(frames), 35, accuracy: 1, "the glide ends with the bar's animation (0.6 s less a frame)")
                XCTAssertEqual(bottom(of: d), restTo, accuracy: 1e-9)
            }
        }
    }

    private func bottom(of d: PresentationDriver) -> Double {
        let r = d.presentation.renderState(of: .a)
        return 844 - r.sheetTop - r.visibleHeight
    }

    /// Without a timing, an animated change glides on the library's own ease over the spring's
    /// response (0.45 s), and a 0.3-second animation of the bar is not followed frame by frame: the
    /// test above can tell the two apart.
    func testWithoutATimingTheLibrarysOwnGlideLagsTheBar() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.a, to: .minimized))
        let start = d.top(.a)
        let timing = Timing(beginTime: d.t, duration: 0.3, curve: .easeInEaseOut)
        var c = d.presentation.container
        c.bottomBarHeight = 0
        d.send(.layout(c, animated: true))
        d.run(0.15)
        let expected = start + (83 - 34) * timing.progress(at: d.t).fraction
        XCTAssertGreaterThan(abs(d.top(.a) - expected), 5)
    }

    /// The tab bar of iOS 26 minimizing on a spring: the player goes inline and the drafts' bar
    /// comes down above it, both on the tab bar's spring, every number continuous, the drafts'
    /// bar never below the player's top, and the glide over when the tab bar's animation is.
    func testTheBarsFollowTheTabBarsSpringAsItMinimizes() {
        var d = PresentationDriver()
        var full = CoreFixture.phone
        full.systemDesign = .glass
        full.bottomBarHeight = 83
        d.sendAndSettle(.layout(full, animated: false))
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.a, to: .minimized))
        var minimized = full
        minimized.minimizedTabBar = DropDownSheetMinimizedTabBar(x: 20, width: 48, bottom: 26, height: 48, expandedHeight: 83)
        minimized.bottomBarHeight = 74
        let from = d.presentation.renderState(of: .player)
        let timing = Timing(beginTime: d.t - 0.01, duration: 0.7,
                            curve: .spring(mass: 1, stiffness: 180, damping: 20, initialVelocity: 0))
        d.send(.layout(minimized, animated: true, timing: timing))
        var previous = from
        var frames = 0
        while d.presentation.isMoving, frames < 120 {
            d.run(CoreFixture.frame)
            frames += 1
            let f = timing.progress(at: d.t).fraction
            let r = d.presentation.renderState(of: .player)
            XCTAssertEqual(r.visibleLeftInset, from.visibleLeftInset + (MinimizedTabBarTests.roomX - from.visibleLeftInset) * f,
                           accuracy: 1e-6, "the player's leading edge moves with the tab bar's spring")
            XCTAssertLessThan(abs(r.sheetTop - previous.sheetTop), 12, "frame \(frames)")
            let draft = d.presentation.renderState(of: .a)
            XCTAssertLessThanOrEqual(draft.sheetTop + draft.visibleHeight, r.sheetTop + 1e-6)
            previous = r
        }
        XCTAssertEqual(Double(frames), 42, accuracy: 1)
        XCTAssertEqual(d.top(.player), MinimizedTabBarTests.inlineTop)
    }

    /// A second change during a followed glide starts from where the bars are, with no jump.
    func testAChangeDuringAFollowedGlideStartsFromWhereTheBarsAre() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.a, to: .minimized))
        var c = d.presentation.container
        c.bottomBarHeight = 0
        d.send(.layout(c, animated: true, timing: Timing(beginTime: d.t, duration: 0.5, curve: .easeInEaseOut)))
        d.run(0.2)
        let before = d.top(.a)
        c.bottomBarHeight = 83
        d.send(.layout(c, animated: true, timing: Timing(beginTime: d.t, duration: 0.5, curve: .easeInEaseOut)))
        XCTAssertEqual(d.top(.a), before, accuracy: 1e-9)
        d.settle()
        XCTAssertEqual(d.top(.a), 844 - 83 - 60)
    }

    /// Review 20c, finding 2: the platform changes the bar again in the middle of its animation
    /// (a toolbar shown, then hidden 0.2 s later; a tab bar minimizing, then growing as the user
    /// scrolls back). UIKit adds the second animation on top of the first, and the bar on screen
    /// is the new value plus both animations' remaining ways; the bars follow exactly that, on
    /// every frame, with no jump at the reversal and the speed carried through it.
    func testAReversalMidAnimationIsAddedOnTopAsUIKitAddsIt() {
        // The last case's second animation ends before the first: the first's way goes on alone.
        for (first, second, secondDuration) in [(Timing.Curve.easeInEaseOut, Timing.Curve.easeInEaseOut, 0.6),
                                                (.spring(mass: 1, stiffness: 250, damping: 25, initialVelocity: 0),
                                                 .spring(mass: 1, stiffness: 250, damping: 25, initialVelocity: 0), 0.6),
                                                (.easeInEaseOut, .spring(mass: 1, stiffness: 180, damping: 12, initialVelocity: 0), 0.6),
                                                (.easeInEaseOut, .linear, 0.1)] {
            var d = PresentationDriver(bottomBar: 49)
            d.sendAndSettle(.present(.a, to: .minimized))
            let gap = bottom(of: d) - 49
            var c = d.presentation.container
            let one = Timing(beginTime: d.t, duration: 0.6, curve: first)
            c.bottomBarHeight = 83
            d.send(.layout(c, animated: true, timing: one))
            d.run(0.2)
            let two = Timing(beginTime: d.t, duration: secondDuration, curve: second)
            c.bottomBarHeight = 49
            let before = bottom(of: d)
            d.send(.layout(c, animated: true, timing: two))
            XCTAssertEqual(bottom(of: d), before, accuracy: 1e-9, "no jump at the reversal")
            var frames = 0
            var last = before
            while d.presentation.isMoving, frames < 120 {
                d.run(CoreFixture.frame)
                frames += 1
                // UIKit's bar: the new value, plus the second animation's way from the first's
                // target, plus what is left of the first's.
                let barTop = 49 + (83 - 49) * (1 - two.progress(at: d.t).fraction) + (49 - 83) * (1 - one.progress(at: d.t).fraction)
                XCTAssertEqual(bottom(of: d) - barTop, gap, accuracy: 1e-6, "\(first) then \(second), frame \(frames)")
                XCTAssertLessThan(abs(bottom(of: d) - last), 8, "no jump at frame \(frames)")
                last = bottom(of: d)
            }
            XCTAssertFalse(d.presentation.isMoving)
            XCTAssertEqual(bottom(of: d), 49 + gap, accuracy: 1e-9)
        }
    }

    /// Review 20e: the same animation reported twice (its change heard in two parts) keeps the
    /// glide's start and retargets it, so the one slot for an earlier glide is left for a real
    /// reversal; and an animation that is not additive (it replaced the running one) starts the
    /// glide again from where the bars are, with no jump.
    func testTheSameAnimationAgainRetargetsAndANonAdditiveOneRestarts() {
        var d = PresentationDriver(bottomBar: 49)
        d.sendAndSettle(.present(.a, to: .minimized))
        let gap = bottom(of: d) - 49
        var c = d.presentation.container
        let one = Timing(beginTime: d.t, duration: 0.6, curve: .easeInEaseOut)
        c.bottomBarHeight = 70
        d.send(.layout(c, animated: true, timing: one))
        d.run(0.05)
        c.bottomBarHeight = 83
        d.send(.layout(c, animated: true, timing: one))
        for _ in 0..<10 {
            d.run(CoreFixture.frame)
            XCTAssertEqual(bottom(of: d) - gap, 49 + (83 - 49) * one.progress(at: d.t).fraction, accuracy: 1e-6,
                           "one animation from 49 to 83, however it was heard")
        }
        XCTAssertNil(d.presentation.engine(of: .a)?.blend?.earlier)
        let before = bottom(of: d)
        c.bottomBarHeight = 49
        d.send(.layout(c, animated: true, timing: Timing(beginTime: d.t, duration: 0.4, curve: .linear, isAdditive: false)))
        XCTAssertEqual(bottom(of: d), before, accuracy: 1e-9, "no jump")
        XCTAssertNil(d.presentation.engine(of: .a)?.blend?.earlier, "a replacing animation is not added on top")
        d.run(0.2)
        XCTAssertEqual(bottom(of: d), before + (49 + gap - before) * 0.5, accuracy: 1e-6, "from where the bar was, on the new curve")
        d.settle()
        XCTAssertEqual(bottom(of: d), 49 + gap, accuracy: 1e-9)
    }

    /// Review 20e: a sheet springing to its bar while the bar under it reverses mid-animation
    /// keeps its speed through the reversal (the earlier glide's speed is part of its place's).
    func testASpringingSheetKeepsItsSpeedThroughAReversal() {
        var engine = CoreFixture.engine(resting: .expanded)
        var c = CoreFixture.phone
        c.bottomBarHeight = 49
        engine.setContainer(c, animated: false, at: 0)
        engine.move(to: .minimized, at: 0)
        c.bottomBarHeight = 83
        engine.setContainer(c, animated: true, timing: Timing(beginTime: 0.05, duration: 0.5, curve: .easeInEaseOut), at: 0.05)
        var t = 0.05
        for _ in 0..<12 { t += CoreFixture.frame; engine.tick(at: t) }
        // The speed on screen, measured from positions a tenth of a millisecond apart on each side.
        let h = 1e-4
        let earlierTop = engine.renderState.sheetTop
        t += h
        engine.tick(at: t)
        let before = engine.renderState
        let speedBefore = (before.sheetTop - earlierTop) / h
        c.bottomBarHeight = 49
        engine.setContainer(c, animated: true, timing: Timing(beginTime: t, duration: 0.5, curve: .easeInEaseOut), at: t)
        XCTAssertEqual(engine.renderState.sheetTop, before.sheetTop, accuracy: 1e-9)
        engine.tick(at: t + h)
        let speedAfter = (engine.renderState.sheetTop - before.sheetTop) / h
        XCTAssertGreaterThan(abs(speedBefore), 100, "the sheet and the bar under it are moving")
        XCTAssertEqual(speedAfter, speedBefore, accuracy: 5, "no step in speed at the reversal")
        t += h
        XCTAssertNotNil(engine.blend?.earlier)
        while engine.isMoving, t < 5 { t += CoreFixture.frame; engine.tick(at: t) }
        XCTAssertEqual(engine.renderState.sheetTop, 844 - 49 - 60, accuracy: 1e-9)
    }

    /// A timing given with a change that is not animated, or one that makes no glide, moves the
    /// bars at once; one with a hostile number is reported and glides on a sane curve.
    func testATimingWithoutAnimationOrWithoutDurationMovesAtOnce() {
        for (animated, duration) in [(false, 0.4), (true, 0.0), (true, Double.nan)] {
            var d = PresentationDriver(bottomBar: 83)
            d.sendAndSettle(.present(.a, to: .minimized))
            var c = d.presentation.container
            c.bottomBarHeight = 0
            let effects = d.send(.layout(c, animated: animated, timing: Timing(beginTime: d.t, duration: duration)))
            XCTAssertEqual(d.top(.a), 844 - 34 - 60, "animated \(animated), duration \(duration)")
            XCTAssertEqual(effects.contains(.inputCorrected(.invalidContainer)), duration.isNaN)
        }
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.a, to: .minimized))
        var c = d.presentation.container
        c.bottomBarHeight = 0
        let effects = d.send(.layout(c, animated: true, timing: Timing(beginTime: .infinity, duration: 0.4,
                                                                       curve: .spring(mass: .nan, stiffness: 1, damping: 1, initialVelocity: 0))))
        XCTAssertTrue(effects.contains(.inputCorrected(.invalidContainer)))
        XCTAssertTrue(d.presentation.isMoving)
        d.settle()
        XCTAssertEqual(d.top(.a), 844 - 34 - 60)
    }
}
