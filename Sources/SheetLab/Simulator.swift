import DropDownSheet

/// Runs a script on ``DropDownSheetEngine``s and writes what the screen shows, frame by frame, as
/// JSON Lines (the format is described in the README and is a contract).
///
/// A script that names no sheet drives one sheet, and its output has no `id`s. A script that
/// names sheets (`"id"` on `do` and `config` lines) drives several, sharing one presentation under
/// the rules of ``DropDownSheetStack``: then frame and event lines carry the sheet's `id`, a
/// `stack` line follows every change of the stack, and the summary lists every sheet.
public struct Simulator {
    /// Frames per second of the simulated display.
    public var fps: Int
    /// Whether frame lines are printed (events and the summary always are).
    public var printsFrames: Bool
    /// Simulated seconds the simulation may run on after the script's last line before giving up
    /// on the sheets coming to rest.
    public static let runOutLimit = 120.0
    /// The sheet that lines without an `id` refer to.
    public static let defaultID = "sheet"
    /// The screen of a script that has no `layout` line: an iPhone 15 in portrait, 393 x 852
    /// points, safe area 59 points at the top (the Dynamic Island) and 34 at the bottom (the home
    /// indicator), no bars, no keyboard.
    public static let defaultScreen = DropDownSheetContainer(width: 393, height: 852, safeAreaTop: 59, safeAreaBottom: 34)

    private struct Sheet {
        var id: String
        var engine: DropDownSheetEngine
        var lastFrame: DropDownSheetRenderState
        var lastFrameWasMoving = false
    }

    private var sheets: [Sheet]
    /// Sheet identifiers back to front, for hit-testing: a sheet moving toward expanded comes to
    /// the front, as the UIKit shell does.
    private var zOrder: [String]
    private var stack = DropDownSheetStack()
    /// What a sheet first named in a later line starts with.
    private var templateContainer = DropDownSheetContainer()
    private var templateConfiguration = DropDownSheetConfiguration()
    private var multiSheet = false
    private var lastStackLine: String?
    private var frameIndex = 0
    private var clock = 0.0
    private var frameCount = 0
    /// Where each output line goes as soon as it is made: the simulator keeps none of them.
    private var output = LineSink { _ in }
    /// Warnings for stderr.
    public private(set) var warnings: [String] = []
    /// Whether frames and events are also kept in ``recording`` (for `sheet-lab render`).
    public var records = false
    /// Every frame and event shown, when ``records`` is set (of the frontmost sheet when there
    /// are several).
    public private(set) var recording = SimulationRecording()

    /// Creates a simulator of a display at `fps` frames per second.
    public init(fps: Int = 60, printsFrames: Bool = true) {
        self.fps = max(fps, 1)
        self.printsFrames = printsFrames
        let engine = DropDownSheetEngine()
        sheets = [Sheet(id: Self.defaultID, engine: engine, lastFrame: engine.renderState)]
        zOrder = [Self.defaultID]
    }

    /// Runs `lines` and returns the output lines (frames, events, and the summary last).
    public mutating func run(_ lines: [ScriptLine]) -> [String] {
        let collected = LineCollector()
        run(lines, writingLinesTo: { collected.lines.append($0) })
        return collected.lines
    }

    /// Runs `lines`, handing each output line (frames, events, and the summary last) to `write`
    /// as soon as it is made, so that memory stays the same however long the script runs.
    public mutating func run(_ lines: [ScriptLine], writingLinesTo write: @escaping (String) -> Void) {
        output = LineSink(write: write)
        defer { output = LineSink { _ in } }
        multiSheet = lines.contains { line in
            if case .restore = line.action { return true }
            return line.sheetID != nil
        }
        if !lines.contains(where: { if case .layout = $0.action { true } else { false } }) {
            let screen = Self.defaultScreen
            warnings.append("the script has no layout line: it runs on an iPhone 15's screen, \(formatNumber(screen.width, decimals: 0)) x \(formatNumber(screen.height, decimals: 0)) points, safe area \(formatNumber(screen.safeAreaTop, decimals: 0)) top and \(formatNumber(screen.safeAreaBottom, decimals: 0)) bottom")
            let change = ContainerChange(width: screen.width, height: screen.height, safeTop: screen.safeAreaTop,
                                         safeBottom: screen.safeAreaBottom, bottomBar: 0, keyboard: 0)
            perform(ScriptLine(number: 0, t: 0, action: .layout(change, animated: false)))
        }
        for line in lines {
            if line.t < clock {
                warnings.append("line \(line.number): t goes back from \(formatNumber(clock, decimals: 6)) to \(formatNumber(line.t, decimals: 6)); the engine treats it as no time passing")
            }
            runFrames(before: line.t)
            clock = max(clock, line.t)
            perform(line)
            emitStackIfChanged(at: clock)
        }
        let end = clock + Self.runOutLimit
        runFrames(before: nil)
        if sheets.contains(where: { $0.engine.isMoving && $0.engine.phase != .dragging }) {
            warnings.append("the sheet was still moving \(formatNumber(Self.runOutLimit, decimals: 0)) s after the last line; stopped there (\(formatNumber(end, decimals: 3)) s)")
        }
        output.append(summaryLine())
    }

    // MARK: - Sheets

    /// Sheets are told apart by their ids' bytes, as the library tells them apart.
    private func index(of id: String) -> Int? { sheets.firstIndex { SheetIdentifier.same($0.id, id) } }

    /// The index of sheet `id`, created (dismissed, with the current layout and configuration)
    /// when first named.
    private mutating func sheetIndex(_ id: String) -> Int {
        if let i = index(of: id) { return i }
        let engine = DropDownSheetEngine(configuration: templateConfiguration, container: templateContainer)
        sheets.append(Sheet(id: id, engine: engine, lastFrame: engine.renderState))
        zOrder.append(id)
        return sheets.count - 1
    }

    private mutating func bringToFront(_ id: String) {
        zOrder.removeAll { SheetIdentifier.same($0, id) }
        zOrder.append(id)
    }

    /// Whether a sheet is drawn and touchable: a minimized sheet under the top of the stack is not.
    private func isVisible(_ sheet: Sheet) -> Bool {
        stack.isVisible(sheet.id, phase: sheet.engine.phase)
    }

    /// The frontmost sheet claiming a point (on its card, or on its dimming), and the hit.
    private func hitTest(x: Double, y: Double) -> (index: Int?, hit: DropDownSheetHit) {
        for id in zOrder.reversed() {
            guard let i = index(of: id), isVisible(sheets[i]) else { continue }
            let hit = sheets[i].engine.hitTest(x: x, y: y)
            if hit != .passthrough { return (i, hit) }
        }
        return (nil, .passthrough)
    }

    // MARK: - Frames

    private var frameTime: Double { Double(frameIndex) / Double(fps) }

    /// Shows every frame strictly before `t` (all frames until rest when nil) in which something
    /// moves or has changed since the last frame shown.
    private mutating func runFrames(before t: Double?) {
        let limit = clock + Self.runOutLimit
        while true {
            let f = frameTime
            if let t, f >= t { return }
            if t == nil, f > limit { return }
            let needed = sheets.contains { $0.engine.isMoving || $0.lastFrameWasMoving || changedSinceLastFrame($0) }
            if !needed {
                guard let t else { return }
                // Nothing to show until the next line: skip to the first frame at or after it.
                frameIndex = max(frameIndex + 1, Int((t * Double(fps)).rounded(.up)))
                continue
            }
            // At the end of the script a finger still on the glass holds its sheet forever.
            if t == nil, !sheets.contains(where: { changedSinceLastFrame($0) }),
               sheets.allSatisfy({ !$0.engine.isMoving || $0.engine.phase == .dragging }) { return }
            if f >= clock {
                clock = f
                for i in sheets.indices {
                    let events = sheets[i].engine.tick(at: f)
                    emit(events, from: sheets[i].id, at: f)
                }
                for i in sheets.indices { showFrame(i, at: f) }
                emitStackIfChanged(at: f)
            }
            frameIndex += 1
        }
    }

    private func changedSinceLastFrame(_ sheet: Sheet) -> Bool {
        let now = sheet.engine.renderState
        if case .resting(.dismissed) = now.phase, case .resting(.dismissed) = sheet.lastFrame.phase { return false }
        return now != sheet.lastFrame
    }

    private mutating func showFrame(_ i: Int, at f: Double) {
        let sheet = sheets[i]
        guard sheet.engine.isMoving || sheet.lastFrameWasMoving || changedSinceLastFrame(sheet) else { return }
        let r = sheet.engine.renderState
        sheets[i].lastFrame = r
        sheets[i].lastFrameWasMoving = sheet.engine.isMoving
        frameCount += 1
        if records {
            let frame = SimulationRecording.Frame(t: f, render: r, container: sheet.engine.container,
                                                  configuration: sheet.engine.configuration, sheetID: multiSheet ? sheet.id : nil)
            recording.record(frame, isFrontmost: !multiSheet || SheetIdentifier.same(zOrder.last, sheet.id))
        }
        guard printsFrames else { return }
        var o = OutputLine()
        o.number("t", f, decimals: 6)
        if multiSheet { o.string("id", sheet.id) }
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

    // MARK: - Events and the stack

    /// Prints a sheet's events and lets the stack react to each, running its commands.
    private mutating func emit(_ events: DropDownSheetEvents, from id: String, at t: Double) {
        for event in events {
            if records { recording.record(event, at: t) }
            var o = OutputLine()
            o.number("t", t, decimals: 6)
            if multiSheet { o.string("id", id) }
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
            if case .willMove(.expanded) = event { bringToFront(id) }
            run(stack.sheet(id, didProduce: event), animated: true, at: t)
        }
    }

    /// Carries out the stack's commands on the sheets' engines.
    private mutating func run(_ commands: [DropDownSheetStack.Command], animated: Bool, at t: Double) {
        let engineTime = max(t, clock)
        for command in commands {
            switch command {
            case .present(let id, let state):
                let i = sheetIndex(id)
                if state == .expanded { bringToFront(id) }
                emit(sheets[i].engine.present(to: state, animated: animated, at: engineTime), from: id, at: t)
            case .move(let id, let state):
                let i = sheetIndex(id)
                emit(sheets[i].engine.move(to: state, animated: animated, at: engineTime), from: id, at: t)
            case .requestDismissal(let id):
                let i = sheetIndex(id)
                emit(sheets[i].engine.requestDismissal(at: engineTime), from: id, at: t)
            case .showChooser(let ids):
                if records { recording.events.append(.init(t: t, mark: .showChooser(ids))) }
                var o = OutputLine()
                o.number("t", t, decimals: 6)
                o.string("event", "showChooser")
                o.raw("ids", "[" + ids.map { "\"\(jsonEscaped($0))\"" }.joined(separator: ",") + "]")
                output.append(o.line)
            }
        }
    }

    private var stackDescription: String {
        var o = OutputLine()
        if let expanded = stack.expanded { o.string("expanded", expanded) } else { o.raw("expanded", "null") }
        o.raw("minimized", "[" + stack.minimized.map { "\"\(jsonEscaped($0))\"" }.joined(separator: ",") + "]")
        if let label = stack.countLabel { o.string("countLabel", label) }
        return o.line
    }

    private mutating func emitStackIfChanged(at t: Double) {
        guard multiSheet else { return }
        let line = stackDescription
        guard line != lastStackLine else { return }
        lastStackLine = line
        if records {
            recording.stacks.append(.init(t: t, expanded: stack.expanded, minimized: stack.minimized, countLabel: stack.countLabel))
        }
        var o = OutputLine()
        o.number("t", t, decimals: 6)
        o.raw("stack", line)
        output.append(o.line)
    }

    private mutating func emitHit(_ hit: DropDownSheetHit, id: String?, _ x: Double, _ y: Double, at t: Double, touch: String?) {
        var o = OutputLine()
        if records, touch == nil { recording.events.append(.init(t: t, mark: .tap(hit))) }
        o.number("t", t, decimals: 6)
        o.string("hit", hit.rawValue)
        if multiSheet, let id { o.string("id", id) }
        o.number("x", x)
        o.number("y", y)
        if let touch { o.string("touch", touch) }
        output.append(o.line)
    }

    // MARK: - Lines

    /// The sheet a touch belongs to: in a script with several sheets, the one the touch began on.
    private var touchOwner: String?

    private mutating func perform(_ line: ScriptLine) {
        // The engines get the script's time (and correct a backwards one); printed times never
        // go back.
        let t = line.t
        let shown = clock
        let id = line.sheetID ?? Self.defaultID
        if records { recording.recordTouch(line.action, at: shown) }
        switch line.action {
        case .layout(let change, let animated):
            templateContainer = change.applied(to: templateContainer)
            for i in sheets.indices {
                let events = sheets[i].engine.setContainer(change.applied(to: sheets[i].engine.container), animated: animated, at: t)
                emit(events, from: sheets[i].id, at: shown)
            }
        case .config(let change):
            if let maximum = change.maximumSheetCount { stack.maximumCount = maximum }
            let targets = line.sheetID.map { [sheetIndex($0)] } ?? Array(sheets.indices)
            if line.sheetID == nil { templateConfiguration = change.applied(to: templateConfiguration) }
            for i in targets {
                if let veto = change.vetoDismissal { sheets[i].engine.isDismissalVetoed = veto }
                let events = sheets[i].engine.setConfiguration(change.applied(to: sheets[i].engine.configuration), at: t)
                emit(events, from: sheets[i].id, at: shown)
            }
        case .present(let to, let animated):
            _ = sheetIndex(id)
            switch stack.present(id, to: to) {
            case .success(let commands):
                run(commands, animated: animated, at: shown)
            case .failure(let refusal):
                emitRefusal(refusal, id: id, at: shown)
            }
        case .move(let to, let animated):
            _ = sheetIndex(id)
            let commands: [DropDownSheetStack.Command]
            switch to {
            case .expanded: commands = stack.expand(id)
            case .minimized: commands = stack.minimize(id)
            case .dismissed: commands = stack.dismiss(id)
            }
            run(commands, animated: animated, at: shown)
        case .close:
            _ = sheetIndex(id)
            run(stack.close(id), animated: true, at: shown)
        case .save:
            output.append(SaveRestore.savedLine(stack, at: shown))
        case .restore(let snapshot, let animated):
            for step in SaveRestore.restore(snapshot, into: &stack) {
                switch step {
                case .commands(let commands): run(commands, animated: animated, at: shown)
                case .refused(let id, let refusal): emitRefusal(refusal, id: id, at: shown)
                }
            }
        case .touchDown(let x, let y):
            if multiSheet {
                let (i, hit) = hitTest(x: x, y: y)
                emitHit(hit, id: i.map { sheets[$0].id }, x, y, at: shown, touch: "down")
                touchOwner = hit == .sheet ? i.map { sheets[$0].id } : nil
                if let owner = touchOwner, let j = index(of: owner) {
                    emit(sheets[j].engine.beginDrag(x: x, y: y, at: t), from: owner, at: shown)
                }
            } else {
                emitHit(sheets[0].engine.hitTest(x: x, y: y), id: nil, x, y, at: shown, touch: "down")
                emit(sheets[0].engine.beginDrag(x: x, y: y, at: t), from: Self.defaultID, at: shown)
            }
        case .touchMove(let y):
            if let j = touchSheet { emit(sheets[j].engine.drag(toY: y, at: t), from: sheets[j].id, at: shown) }
        case .touchUp(let y, let vy):
            if let j = touchSheet { emit(sheets[j].engine.endDrag(atY: y, velocity: vy, at: t), from: sheets[j].id, at: shown) }
        case .touchCancel:
            if let j = touchSheet { emit(sheets[j].engine.cancelDrag(at: t), from: sheets[j].id, at: shown) }
        case .tap(let x, let y):
            if multiSheet {
                let (i, hit) = hitTest(x: x, y: y)
                emitHit(hit, id: i.map { sheets[$0].id }, x, y, at: shown, touch: nil)
                guard let i else { return }
                let sheet = sheets[i]
                if stack.isStackTap(on: sheet.id, hit: hit, phase: sheet.engine.phase) {
                    run(stack.tapStack(), animated: true, at: shown)
                } else {
                    emit(sheets[i].engine.tap(x: x, y: y, at: t), from: sheet.id, at: shown)
                }
            } else {
                emitHit(sheets[0].engine.hitTest(x: x, y: y), id: nil, x, y, at: shown, touch: nil)
                emit(sheets[0].engine.tap(x: x, y: y, at: t), from: Self.defaultID, at: shown)
            }
        }
    }

    private mutating func emitRefusal(_ refusal: DropDownSheetStack.Refusal, id: String, at t: Double) {
        var o = OutputLine()
        o.number("t", t, decimals: 6)
        if multiSheet { o.string("id", id) }
        o.string("event", "refused")
        o.string("reason", refusal.rawValue)
        output.append(o.line)
    }

    /// The sheet that receives the current touch's moves: the one it began on.
    private var touchSheet: Int? {
        multiSheet ? touchOwner.flatMap { index(of: $0) } : 0
    }

    // MARK: - Summary

    private func summaryLine() -> String {
        var summary = OutputLine()
        let front = multiSheet
            ? zOrder.reversed().compactMap { index(of: $0) }.first { sheets[$0].engine.phase != .resting(.dismissed) } ?? 0
            : 0
        summary.string("state", sheets[front].engine.phase.labName)
        summary.number("sheetTop", sheets[front].engine.renderState.sheetTop)
        summary.number("t", clock, decimals: 6)
        summary.number("frames", Double(frameCount), decimals: 0)
        if multiSheet {
            let list = sheets.filter { $0.id != Self.defaultID || stackHasBeenUsed(by: $0) }.map { sheet -> String in
                var o = OutputLine()
                o.string("id", sheet.id)
                o.string("state", sheet.engine.phase.labName)
                o.number("sheetTop", sheet.engine.renderState.sheetTop)
                return o.line
            }
            summary.raw("sheets", "[" + list.joined(separator: ",") + "]")
            summary.raw("stack", stackDescription)
        }
        var wrapper = OutputLine()
        wrapper.raw("summary", summary.line)
        return wrapper.line
    }

    /// Whether the default sheet took part in a script that names sheets (some line without an id
    /// presented it).
    private func stackHasBeenUsed(by sheet: Sheet) -> Bool {
        sheet.engine.phase != .resting(.dismissed) || sheet.lastFrame.phase != .resting(.dismissed)
    }
}

/// `text` with JSON's special characters escaped, for a string value.
func jsonEscaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out
}
