import DropDownSheet

/// Runs a script on a ``DropDownSheetEngine`` and writes what the screen shows, frame by frame,
/// as JSON Lines (the format is described in the README and is a contract).
public struct Simulator {
    /// Frames per second of the simulated display.
    public var fps: Int
    /// Whether frame lines are printed (events and the summary always are).
    public var printsFrames: Bool
    /// Simulated seconds the simulation may run on after the script's last line before giving up
    /// on the sheet coming to rest.
    public static let runOutLimit = 120.0

    private var engine = DropDownSheetEngine()
    private var frameIndex = 0
    private var lastFrame: DropDownSheetRenderState
    private var lastFrameWasMoving = false
    private var clock = 0.0
    private var frameCount = 0
    private var output: [String] = []
    /// Warnings for stderr.
    public private(set) var warnings: [String] = []
    /// Whether frames and events are also kept in ``recording`` (for `sheet-lab render`).
    public var records = false
    /// Every frame and event shown, when ``records`` is set.
    public private(set) var recording = SimulationRecording()

    /// Creates a simulator of a display at `fps` frames per second.
    public init(fps: Int = 60, printsFrames: Bool = true) {
        self.fps = max(fps, 1)
        self.printsFrames = printsFrames
        lastFrame = engine.renderState
    }

    /// Runs `lines` and returns the output lines (frames, events, and the summary last).
    public mutating func run(_ lines: [ScriptLine]) -> [String] {
        for line in lines {
            if line.t < clock {
                warnings.append("line \(line.number): t goes back from \(formatNumber(clock, decimals: 6)) to \(formatNumber(line.t, decimals: 6)); the engine treats it as no time passing")
            }
            runFrames(before: line.t)
            clock = max(clock, line.t)
            perform(line)
        }
        let end = clock + Self.runOutLimit
        runFrames(before: nil)
        if engine.isMoving, engine.phase != .dragging {
            warnings.append("the sheet was still moving \(formatNumber(Self.runOutLimit, decimals: 0)) s after the last line; stopped there (\(formatNumber(end, decimals: 3)) s)")
        }
        var summary = OutputLine()
        summary.string("state", engine.phase.labName)
        summary.number("sheetTop", engine.renderState.sheetTop)
        summary.number("t", clock, decimals: 6)
        summary.number("frames", Double(frameCount), decimals: 0)
        var wrapper = OutputLine()
        wrapper.raw("summary", summary.line)
        output.append(wrapper.line)
        return output
    }

    private var frameTime: Double { Double(frameIndex) / Double(fps) }

    /// Shows every frame strictly before `t` (all frames until rest when nil) in which something
    /// moves or has changed since the last frame shown.
    private mutating func runFrames(before t: Double?) {
        let limit = clock + Self.runOutLimit
        while true {
            let f = frameTime
            if let t, f >= t { return }
            if t == nil, f > limit { return }
            let needed = engine.isMoving || lastFrameWasMoving || changedSinceLastFrame
            if !needed {
                guard let t else { return }
                // Nothing to show until the next line: skip to the first frame at or after it.
                frameIndex = max(frameIndex + 1, Int((t * Double(fps)).rounded(.up)))
                continue
            }
            // At the end of the script a finger still on the glass holds the sheet forever.
            if t == nil, engine.phase == .dragging, !changedSinceLastFrame { return }
            if f >= clock {
                clock = f
                emit(engine.tick(at: f), at: f)
                showFrame(at: f)
            }
            frameIndex += 1
        }
    }

    private var changedSinceLastFrame: Bool {
        let now = engine.renderState
        if case .resting(.dismissed) = now.phase, case .resting(.dismissed) = lastFrame.phase { return false }
        return now != lastFrame
    }

    private mutating func showFrame(at f: Double) {
        let r = engine.renderState
        lastFrame = r
        lastFrameWasMoving = engine.isMoving
        frameCount += 1
        if records { recording.frames.append(.init(t: f, render: r, container: engine.container, configuration: engine.configuration)) }
        guard printsFrames else { return }
        var o = OutputLine()
        o.number("t", f, decimals: 6)
        o.string("state", r.phase.labName)
        if case .settling(let target) = r.phase { o.string("target", target.rawValue) }
        o.number("sheetTop", r.sheetTop)
        o.number("velocity", r.velocity)
        o.number("progress", r.progress)
        o.number("presentingScale", r.presentingScale)
        o.number("presentingCornerRadius", r.presentingCornerRadius)
        o.number("dimAlpha", r.dimAlpha)
        o.number("barAlpha", r.barAlpha)
        output.append(o.line)
    }

    private mutating func emit(_ events: DropDownSheetEvents, at t: Double) {
        for event in events {
            if records { recording.record(event, at: t) }
            var o = OutputLine()
            o.number("t", t, decimals: 6)
            switch event {
            case .willMove(let s):
                o.string("event", "willMove")
                o.string("to", s.rawValue)
            case .didMove(let s):
                o.string("event", "didMove")
                o.string("to", s.rawValue)
            case .didAttemptToDismiss:
                o.string("event", "didAttemptToDismiss")
            case .inputCorrected(let reason):
                o.string("event", "inputCorrected")
                o.string("reason", reason.rawValue)
            }
            output.append(o.line)
        }
    }

    private mutating func emitHit(_ x: Double, _ y: Double, at t: Double, touch: String?) {
        var o = OutputLine()
        let hit = engine.hitTest(x: x, y: y)
        if records, touch == nil { recording.events.append(.init(t: t, mark: .tap(hit))) }
        o.number("t", t, decimals: 6)
        o.string("hit", hit.rawValue)
        o.number("x", x)
        o.number("y", y)
        if let touch { o.string("touch", touch) }
        output.append(o.line)
    }

    private mutating func perform(_ line: ScriptLine) {
        // The engine gets the script's time (and corrects a backwards one); printed times never
        // go back.
        let t = line.t
        let shown = clock
        let events: DropDownSheetEvents
        switch line.action {
        case .layout(let change, let animated):
            events = engine.setContainer(change.applied(to: engine.container), animated: animated, at: t)
        case .config(let change):
            if let veto = change.vetoDismissal { engine.isDismissalVetoed = veto }
            events = engine.setConfiguration(change.applied(to: engine.configuration), at: t)
        case .present(let to, let animated):
            events = engine.present(to: to, animated: animated, at: t)
        case .move(let to, let animated):
            events = engine.move(to: to, animated: animated, at: t)
        case .touchDown(let x, let y):
            emitHit(x, y, at: shown, touch: "down")
            events = engine.beginDrag(x: x, y: y, at: t)
        case .touchMove(let y):
            events = engine.drag(toY: y, at: t)
        case .touchUp(let y, let vy):
            events = engine.endDrag(atY: y, velocity: vy, at: t)
        case .touchCancel:
            events = engine.cancelDrag(at: t)
        case .tap(let x, let y):
            emitHit(x, y, at: shown, touch: nil)
            events = engine.tap(x: x, y: y, at: t)
        }
        emit(events, at: shown)
    }
}
