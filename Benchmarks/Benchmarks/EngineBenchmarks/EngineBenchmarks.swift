// What the engine costs the device: one touch-move event, one frame while the sheet settles, and
// a whole present → minimize → expand cycle run to rest. Time and heap allocations (malloc calls,
// counted by the benchmark package's malloc interposer) per operation. See ../../README.md.
//
// The per-event and per-frame benchmarks run 1,000 operations per measured iteration
// (`scalingFactor: .kilo`): the tool reports time per operation, and the malloc count of each
// iteration covers 1,000 operations, so a single allocation anywhere among them shows.
import Benchmark
import DropDownSheetCore

/// An iPhone 14 in portrait, as in the example scripts: 390 x 844 points.
let phone = DropDownSheetContainer(width: 390, height: 844, safeAreaTop: 47, safeAreaBottom: 34)

/// An engine with the sheet presented and at rest, expanded, at time `t`.
func expandedEngine(at t: Double) -> DropDownSheetEngine {
    var engine = DropDownSheetEngine(container: phone)
    engine.present(to: .expanded, animated: false, at: t)
    return engine
}

/// A panel with three detents between its bar and the full card (issue 28): a tip, a half and a
/// content height, the half undimmed, at rest at its tip at time `t`.
func panelEngine(at t: Double) -> DropDownSheetEngine {
    var configuration = DropDownSheetConfiguration()
    configuration.detents = [.height(120, identifier: "tip"), .fraction(0.5, identifier: "half"),
                             .content(identifier: "fit", height: 300)]
    configuration.largestUndimmedDetent = "half"
    var engine = DropDownSheetEngine(configuration: configuration, container: phone)
    engine.present(to: "tip", animated: false, at: t)
    return engine
}

/// One frame as the UIKit host runs it, 0.5 ms after the last: `handle(.tick)` (which must
/// report nothing), then reading what the host draws: every card in z-order and its position
/// (what the host reports to an app following the sheet), the screen underneath's style, the
/// stack's backdrop and one hit test.
@inline(__always)
func presentationFrame(_ presentation: inout DropDownSheetPresentation, _ t: inout Double) {
    t += 0.000_5
    let effects = presentation.handle(.tick, at: t)
    precondition(effects.isEmpty, "a frame of the benchmark had something to report")
    for id in presentation.zOrder {
        blackHole(presentation.card(id))
        blackHole(presentation.position(of: id))
    }
    blackHole(presentation.underneathStyle)
    blackHole(presentation.stackBackdrop)
    blackHole(presentation.hitTest(x: 195, y: 700))
}

/// The numbers of drafts the presentation frame is measured with.
let presentationSizes = [1, 5, 30, 100]

/// A UUID string (8-4-4-4-12 upper-case hexadecimal digits), as apps name drafts
/// (`UUID().uuidString`), made from `seed` so that every run names them alike.
func uuidString(_ seed: UInt64) -> String {
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    var digits = ""
    for i in 0..<32 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        if [8, 12, 16, 20].contains(i) { digits += "-" }
        digits += String(state % 16, radix: 16, uppercase: true)
    }
    return digits
}

/// `count` drafts with UUID names, all minimized but the last one, which was expanded and now
/// springs toward the stack (the modal presentation's hold for the status bar over), at `t`.
func presentationOfDrafts(_ count: Int, at t: inout Double) -> DropDownSheetPresentation {
    var configuration = DropDownSheetConfiguration()
    configuration.maximumSheetCount = max(count, 5)
    var presentation = DropDownSheetPresentation(container: phone, defaultConfiguration: configuration)
    let ids = (0..<count).map { DropDownSheetIdentifier(uuidString(UInt64($0))) }
    for id in ids.dropLast() { _ = presentation.handle(.present(id, to: .minimized, animated: false), at: t) }
    _ = presentation.handle(.present(ids[count - 1], animated: false), at: t)
    _ = presentation.handle(.minimize(ids[count - 1]), at: t)
    var holdFrames = 0
    while presentation.wantsModalPresentation, holdFrames < 60 {
        t += 1.0 / 120
        _ = presentation.handle(.tick, at: t)
        holdFrames += 1
    }
    precondition(presentation.draftCount == count, "the benchmark's drafts were not all presented")
    precondition(!presentation.wantsModalPresentation, "the status bar's hold did not end")
    precondition(presentation.phase(of: ids[count - 1]) == .settling(toward: .minimized), "the benchmark's draft is not settling")
    return presentation
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .freeCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        maxDuration: .seconds(1),
        maxIterations: 10_000
    )

    // One touch-move event: `drag(toY:at:)` on an engine a finger holds. The finger sweeps up
    // and down over the card (through the rubber band above the expanded place), 120 moves a
    // second, forever: the engine stays dragging.
    Benchmark("touch-move event (drag(toY:))", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var t = 1.0
        var engine = expandedEngine(at: t)
        engine.beginDrag(x: 195, y: 100, at: t)
        precondition(engine.phase == .dragging, "the benchmark's finger did not catch the card")
        var step = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            step += 1
            t += 1.0 / 120
            let phase = step % 200
            let y = 20.0 + Double(phase < 100 ? phase : 200 - phase) * 6  // 20 ... 620 and back
            blackHole(engine.drag(toY: y, at: t))
        }
        benchmark.stopMeasurement()
        precondition(engine.phase == .dragging, "the benchmark's drag ended")
        blackHole(engine)
    }

    // One frame while settling: `tick(at:)` and reading `renderState`, which is what the display
    // link does each frame. The sheet springs (default spring) from expanded toward minimized; the
    // 1,000 frames are 0.5 ms apart so that all of them fall inside one settle (the cost of a tick
    // does not depend on the frame interval), and the benchmark fails if the sheet arrived early.
    Benchmark("frame tick while settling (tick + renderState)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var t = 1.0
        var engine = expandedEngine(at: t)
        engine.move(to: .minimized, at: t)
        precondition(engine.phase == .settling(toward: .minimized), "the benchmark's sheet is not settling")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 0.000_5
            blackHole(engine.tick(at: t))
            blackHole(engine.renderState)
        }
        benchmark.stopMeasurement()
        precondition(engine.phase == .settling(toward: .minimized), "the sheet arrived before the last measured frame")
    }

    // Issue 28: the same frame and events with three detents in use. One frame: a panel springing
    // from its tip to its half (1,000 frames 0.5 ms apart inside one settle), whose render state
    // reads the detents' places for its dimming and its card's shape. One release: a finger
    // catches the panel, moves it and lets go with a velocity, so the projection chooses among the
    // five places (the next catch stops that spring, so no frame runs in between).
    Benchmark("frame tick settling between detents (three detents)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var t = 1.0
        var engine = panelEngine(at: t)
        engine.move(to: "half", at: t)
        precondition(engine.phase == .settling(toward: "half"), "the benchmark's panel is not settling")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 0.000_5
            blackHole(engine.tick(at: t))
            blackHole(engine.renderState)
        }
        benchmark.stopMeasurement()
        precondition(engine.phase == .settling(toward: "half"), "the panel arrived before the last measured frame")
    }

    Benchmark("release among detents (catch, move, release)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var t = 1.0
        var engine = panelEngine(at: t)
        var step = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            step += 1
            t += 0.001
            let top = engine.renderState.sheetTop
            blackHole(engine.beginDrag(x: 195, y: top + 10, at: t))
            blackHole(engine.drag(toY: top + (step % 2 == 0 ? -20 : 20), at: t + 0.000_3))
            blackHole(engine.endDrag(velocity: step % 2 == 0 ? -900 : 700, at: t + 0.000_6))
        }
        benchmark.stopMeasurement()
        precondition(engine.phase.isMoving, "the last release did not spring")
    }

    // One frame of a minimized bar gliding on the platform's animation of the bar under it (a
    // toolbar sliding in on a spring, a tab bar growing on a timing curve): the spring's closed
    // form and the layout of the mixed container, or a Bézier solved for the time and the two
    // rest places mixed. 1,000 frames 0.5 ms apart inside a 10-second animation.
    for (name, curve, minimized, reversed) in [
        ("frame tick following a bar spring (mixed container)",
         DropDownSheetLayoutTiming.Curve.spring(mass: 1, stiffness: 180, damping: 20, initialVelocity: 0), false, false),
        ("frame tick following a tab bar timing curve (inline)", DropDownSheetLayoutTiming.Curve.easeInEaseOut, true, false),
        ("frame tick following a reversal (two animations added)", DropDownSheetLayoutTiming.Curve.easeInEaseOut, false, true),
    ] {
        Benchmark(name, configuration: .init(scalingFactor: .kilo)) { benchmark in
            var t = 1.0
            var glass = phone
            glass.systemDesign = .glass
            glass.bottomBarHeight = 83
            var engine = DropDownSheetEngine(container: glass)
            engine.present(to: .minimized, animated: false, at: t)
            var next = glass
            if minimized {
                next.minimizedTabBar = DropDownSheetMinimizedTabBar(x: 20, width: 48, bottom: 26, height: 48, expandedHeight: 83)
                next.bottomBarHeight = 74
            } else {
                next.bottomBarHeight = 132
            }
            engine.setContainer(next, animated: true, timing: DropDownSheetLayoutTiming(beginTime: t, duration: 10, curve: curve), at: t)
            if reversed {
                // The bar changed back while its first animation runs: the second is added on top.
                t += 0.1
                engine.setContainer(glass, animated: true, timing: DropDownSheetLayoutTiming(beginTime: t, duration: 10, curve: curve), at: t)
            }
            precondition(engine.isMoving, "the benchmark's bar is not gliding")
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                t += 0.000_5
                blackHole(engine.tick(at: t))
                blackHole(engine.renderState)
            }
            benchmark.stopMeasurement()
            precondition(engine.isMoving, "the glide ended before the last measured frame")
        }
    }

    // A whole cycle, as a user would see it at 120 Hz: present (expanded), then minimize, then
    // expand, each run frame by frame to rest, reading the render state every frame. One
    // operation is the whole cycle (about 260 frames with the default spring).
    let framesPerCycle = BenchmarkMetric.custom("Frames per cycle", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "present-minimize-expand cycle to rest (120 Hz)",
        configuration: .init(metrics: Benchmark.defaultConfiguration.metrics + [framesPerCycle])
    ) { benchmark in
        var framesShown = 0
        for _ in benchmark.scaledIterations {
            var engine = DropDownSheetEngine(container: phone)
            var t = 0.0
            var frames = 0
            func runToRest() {
                while engine.isMoving {
                    t += 1.0 / 120
                    frames += 1
                    blackHole(engine.tick(at: t))
                    blackHole(engine.renderState)
                }
            }
            blackHole(engine.present(to: .expanded, at: t))
            runToRest()
            blackHole(engine.move(to: .minimized, at: t))
            runToRest()
            blackHole(engine.move(to: .expanded, at: t))
            runToRest()
            precondition(engine.phase == .resting(.expanded) && frames > 100, "the cycle did not run")
            framesShown = frames
        }
        benchmark.measurement(framesPerCycle, framesShown)
    }

    // One frame of a whole presentation, as the UIKit host runs it: a mini player and three
    // drafts, one of them springing from expanded toward the stack. `handle(.tick)` (which must
    // return no effect here) and reading what the host draws: every card in z-order and its
    // position (what the host reports to an app following the sheet), the screen underneath and
    // the stack's backdrop. 1,000 frames 0.5 ms apart, all inside the settle.
    // Two seconds at most (not one): at about 6 µs a frame, a busy machine must still measure
    // the hundred iterations check-mallocs.py asks for.
    Benchmark("presentation frame tick (handle(.tick) + cards)", configuration: .init(scalingFactor: .kilo, maxDuration: .seconds(2))) { benchmark in
        var t = 1.0
        var presentation = DropDownSheetPresentation(container: phone)
        _ = presentation.handle(.present("player", role: .accessory, to: .minimized, animated: false), at: t)
        _ = presentation.handle(.present("draft-1", to: .minimized, animated: false), at: t)
        _ = presentation.handle(.present("draft-2", to: .minimized, animated: false), at: t)
        _ = presentation.handle(.present("draft-3", animated: false), at: t)
        // The modal presentation ends with the minimize itself (nothing holds it for the status
        // bar), so every later frame has nothing to report.
        _ = presentation.handle(.minimize("draft-3"), at: t)
        precondition(!presentation.wantsModalPresentation, "the modal presentation outlived the minimize")
        precondition(presentation.phase(of: "draft-3") == .settling(toward: .minimized), "the benchmark's draft is not settling")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { presentationFrame(&presentation, &t) }
        benchmark.stopMeasurement()
        precondition(presentation.phase(of: "draft-3") == .settling(toward: .minimized), "the draft arrived before the last measured frame")
    }

    // One frame of a presentation holding N drafts, named as apps name drafts (UUID strings), one
    // of them springing from expanded toward the stack: `handle(.tick)` (no effect to report) and
    // reading what the UIKit host draws: every card in z-order, the screen underneath's style, the
    // stack's backdrop and one hit test. A frame's cost must grow linearly with N (issue 22); the
    // README reports the ratio of each size to 1 draft, and CI checks it (check-scaling.py) and
    // that no frame allocates (check-mallocs.py).
    for count in presentationSizes {
        // A number of iterations rather than a time, so that every size gets more than the 100
        // measured iterations the malloc check asks for, on a busy machine too (an iteration of
        // 100 drafts, its setup included, takes 30 to 60 ms).
        Benchmark("presentation frame (drafts: \(count))",
                  configuration: .init(scalingFactor: .kilo, maxDuration: .seconds(30), maxIterations: count >= 30 ? 150 : 1_000)) { benchmark in
            var t = 1.0
            var presentation = presentationOfDrafts(count, at: &t)
            let moving = presentation.draftIdentifiers[presentation.draftCount - 1]
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { presentationFrame(&presentation, &t) }
            benchmark.stopMeasurement()
            precondition(presentation.phase(of: moving) == .settling(toward: .minimized), "the draft arrived before the last measured frame")
        }
    }

    // An expand or a minimize of a draft, as the UIKit host sends one: `handle(_:at:into:)` with
    // the host's one buffer of effects (its capacity kept from input to input). One operation is
    // an expand and, 1 ms later, a minimize that catches the spring (each a will-move event, and
    // the expand a bring-to-front), then the frames in between are not run: the events alone.
    // Issue 31, item 4: with the returned array (`handle(_:at:)`) each event allocated that array.
    Benchmark("expand and minimize events (handle(_:at:into:))", configuration: .init(scalingFactor: .kilo, maxDuration: .seconds(2))) { benchmark in
        var t = 1.0
        var presentation = DropDownSheetPresentation(container: phone)
        var effects: [DropDownSheetPresentation.Effect] = []
        effects.reserveCapacity(16)
        presentation.handle(.present("player", role: .accessory, to: .minimized, animated: false), at: t, into: &effects)
        presentation.handle(.present("draft", to: .minimized, animated: false), at: t, into: &effects)
        // One round first, so that every lazily grown storage has its size.
        presentation.handle(.expand("draft"), at: t, into: &effects)
        presentation.handle(.minimize("draft"), at: t + 0.001, into: &effects)
        t += 0.002
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            presentation.handle(.expand("draft"), at: t, into: &effects)
            blackHole(effects.count)
            presentation.handle(.minimize("draft"), at: t + 0.001, into: &effects)
            blackHole(effects.count)
            t += 0.002
        }
        benchmark.stopMeasurement()
        precondition(presentation.heading(of: "draft") == .minimized, "the last minimize did not take")
    }

    // A control that must allocate: a 16-element array handed to `blackHole` (which the optimizer
    // cannot see through) is one malloc per operation. CI checks that this reads at least one, so
    // that zero mallocs above means none happened, not that nothing was counted.
    Benchmark("control: one heap allocation", configuration: .init(scalingFactor: .kilo)) { benchmark in
        for i in benchmark.scaledIterations {
            blackHole([Int](repeating: i, count: 16))
        }
    }
}
