import DropDownSheet

/// Runs a script on a ``DropDownSheetPresentation`` and writes what the screen shows, frame by
/// frame, as JSON Lines (the format is described in the README and is a contract).
///
/// The simulator is an interpreter: each script line becomes one input to the presentation, and
/// it prints the effects and render states the presentation returns. Every rule between sheets
/// (which one a touch reaches, which one expands, what the stack shows) is the presentation's,
/// the same code the UIKit host runs.
///
/// A script that names no sheet drives one sheet, and its output has no `id`s. A script that
/// names sheets (`"id"` on `do` and `config` lines) drives several: then frame and event lines
/// carry the sheet's `id`, a `stack` line follows every change of the stack of drafts, and the
/// summary lists every sheet.
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

    private var presentation = DropDownSheetPresentation()
    private let defaultSheet = DropDownSheetIdentifier(Simulator.defaultID)
    /// The sheets the script named, in the order first named (the default sheet first): the
    /// order frames are printed in and the summary lists.
    private var named: [DropDownSheetIdentifier]
    /// The last frame shown of each sheet, and whether it was moving then.
    private var lastFrames: [DropDownSheetIdentifier: (render: DropDownSheetRenderState, wasMoving: Bool)] = [:]
    /// Each sheet's role when last presented.
    private var roles: [DropDownSheetIdentifier: DropDownSheetRole] = [:]
    /// What a sheet first named in a later line starts with.
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
        named = [defaultSheet]
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
        if presentation.identifiers.contains(where: { isMoving($0) && presentation.phase(of: $0) != .dragging }) {
            warnings.append("the sheet was still moving \(formatNumber(Self.runOutLimit, decimals: 0)) s after the last line; stopped there (\(formatNumber(end, decimals: 3)) s)")
        }
        output.append(summaryLine())
    }

    // MARK: - Lines

    private mutating func perform(_ line: ScriptLine) {
        // Touches, layout and configuration get the script's time (the presentation reports a
        // backwards one); calls get the display's clock. Printed times never go back.
        let t = line.t
        let shown = clock
        let id = line.sheetID.map { DropDownSheetIdentifier($0) } ?? defaultSheet
        if records { recording.recordTouch(line.action, at: shown) }
        if line.sheetID != nil { name(id, at: shown) }
        switch line.action {
        case .layout(let change, let animated):
            handle(.layout(change.applied(to: presentation.container), animated: animated), at: t, shown: shown)
        case .config(let change):
            if line.sheetID == nil { templateConfiguration = change.applied(to: templateConfiguration) }
            for target in line.sheetID == nil ? named : [id] {
                if let veto = change.vetoDismissal { handle(.dismissalVeto(target, isVetoed: veto), at: shown, shown: shown) }
                handle(.configure(target, change.applied(to: presentation.configuration(of: target))), at: t, shown: shown)
            }
        case .present(let to, let animated, let role):
            handle(.present(id, role: role, to: to, animated: animated), at: shown, shown: shown)
        case .move(.expanded, let animated):
            handle(.expand(id, animated: animated), at: shown, shown: shown)
        case .move(.minimized, let animated):
            handle(.minimize(id, animated: animated), at: shown, shown: shown)
        case .move(.dismissed, let animated):
            handle(.dismiss(id, animated: animated), at: shown, shown: shown)
        case .close:
            handle(.close(id), at: shown, shown: shown)
        case .save:
            output.append(SaveRestore.savedLine(presentation.snapshot, at: shown))
        case .restore(let snapshot, let animated):
            for raw in snapshot.identifiers { name(DropDownSheetIdentifier(raw), at: shown) }
            handle(.restore(snapshot, animated: animated), at: shown, shown: shown)
        case .touchDown(let x, let y):
            emitHit(presentation.hitTest(x: x, y: y), x, y, at: shown, touch: "down")
            handle(.touchDown(x: x, y: y), at: t, shown: shown)
        case .touchMove(let y):
            handle(.touchMove(y: y), at: t, shown: shown)
        case .touchUp(let y, let vy):
            handle(.touchUp(y: y, velocity: vy), at: t, shown: shown)
        case .touchCancel:
            handle(.touchCancel, at: t, shown: shown)
        case .tap(let x, let y):
            emitHit(presentation.hitTest(x: x, y: y), x, y, at: shown, touch: nil)
            handle(.tap(x: x, y: y), at: t, shown: shown)
        }
    }

    /// Remembers a sheet the script names; one first named after the script changed the
    /// configuration starts with those changes.
    private mutating func name(_ id: DropDownSheetIdentifier, at t: Double) {
        guard !named.contains(id) else { return }
        named.append(id)
        if templateConfiguration != DropDownSheetConfiguration() {
            handle(.configure(id, templateConfiguration), at: t, shown: t)
        }
    }

    /// Gives the presentation one input and prints what it returns.
    private mutating func handle(_ input: DropDownSheetPresentation.Input, at t: Double, shown: Double) {
        emit(presentation.handle(input, at: t), at: shown)
    }

    // MARK: - Frames

    private var frameTime: Double { Double(frameIndex) / Double(fps) }

    private func isMoving(_ id: DropDownSheetIdentifier) -> Bool {
        presentation.engine(of: id)?.isMoving ?? false
    }

    private func wasMoving(_ id: DropDownSheetIdentifier) -> Bool {
        lastFrames[id]?.wasMoving ?? false
    }

    /// Whether a sheet looks different from its last frame shown (a sheet that stays dismissed
    /// does not count).
    private func changedSinceLastFrame(_ id: DropDownSheetIdentifier) -> Bool {
        let now = presentation.renderState(of: id)
        let last = lastFrames[id]?.render
        if now.phase == .resting(.dismissed), last == nil || last?.phase == .resting(.dismissed) { return false }
        return now != last
    }

    private func needsFrame(_ id: DropDownSheetIdentifier) -> Bool {
        isMoving(id) || wasMoving(id) || changedSinceLastFrame(id)
    }

    /// Shows every frame strictly before `t` (all frames until rest when nil) in which something
    /// moves or has changed since the last frame shown.
    private mutating func runFrames(before t: Double?) {
        let limit = clock + Self.runOutLimit
        while true {
            let f = frameTime
            if let t, f >= t { return }
            if t == nil, f > limit { return }
            if !named.contains(where: needsFrame) {
                guard let t else { return }
                // Nothing to show until the next line: skip to the first frame at or after it.
                frameIndex = max(frameIndex + 1, Int((t * Double(fps)).rounded(.up)))
                continue
            }
            // At the end of the script a finger still on the glass holds its sheet forever.
            if t == nil, !named.contains(where: changedSinceLastFrame),
               presentation.identifiers.allSatisfy({ !isMoving($0) || presentation.phase(of: $0) == .dragging }) { return }
            if f >= clock {
                clock = f
                emit(presentation.handle(.tick, at: f), at: f)
                for id in named { showFrame(id, at: f) }
                emitStackIfChanged(at: f)
            }
            frameIndex += 1
        }
    }

    private mutating func showFrame(_ id: DropDownSheetIdentifier, at f: Double) {
        guard needsFrame(id) else { return }
        let r = presentation.renderState(of: id)
        lastFrames[id] = (r, isMoving(id))
        frameCount += 1
        if records {
            let frame = SimulationRecording.Frame(t: f, render: r, container: presentation.container(of: id),
                                                  configuration: presentation.configuration(of: id),
                                                  sheetID: multiSheet ? id.rawValue : nil,
                                                  role: roles[id])
            recording.record(frame, isFrontmost: !multiSheet || presentation.zOrder.last == id)
        }
        guard printsFrames else { return }
        var o = OutputLine()
        o.number("t", f, decimals: 6)
        if multiSheet { o.string("id", id.rawValue) }
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

    // MARK: - Effects

    /// Prints what the presentation returned, in order. Haptics, first-responder and VoiceOver
    /// effects, z-order and modality changes are what a device does beside drawing; the lab
    /// draws and prints events only.
    private mutating func emit(_ effects: [DropDownSheetPresentation.Effect], at t: Double) {
        for effect in effects {
            switch effect {
            case .event(let id, let event):
                emitEvent(event, id: id, at: t)
            case .inputCorrected(let reason):
                emitEvent(.inputCorrected(reason), id: nil, at: t)
            case .sheetAdded(let id, let role):
                roles[id] = role
                if !named.contains(id) { named.append(id) }
            case .presentResult(let id, .refused(let reason)):
                var o = OutputLine()
                o.number("t", t, decimals: 6)
                if multiSheet { o.string("id", id.rawValue) }
                o.string("event", "refused")
                o.string("reason", reason.rawValue)
                output.append(o.line)
            case .showChooser(let ids):
                if records { recording.events.append(.init(t: t, mark: .showChooser(ids.map(\.rawValue)))) }
                var o = OutputLine()
                o.number("t", t, decimals: 6)
                o.string("event", "showChooser")
                o.raw("ids", jsonArray(ids))
                output.append(o.line)
            case .misuse(let misuse):
                var o = OutputLine()
                o.number("t", t, decimals: 6)
                o.string("event", "misuse")
                switch misuse {
                case .emptyIdentifier:
                    o.string("reason", "emptyIdentifier")
                case .presentToDismissed(let id):
                    o.string("reason", "presentToDismissed")
                    o.string("id", id.rawValue)
                case .maximumBelowCount(let maximum, let count):
                    o.string("reason", "maximumBelowCount")
                    o.number("maximum", Double(maximum), decimals: 0)
                    o.number("count", Double(count), decimals: 0)
                }
                output.append(o.line)
            case .restoreFailed(let error):
                var o = OutputLine()
                o.number("t", t, decimals: 6)
                o.string("event", "restoreFailed")
                o.string("reason", String(describing: error))
                output.append(o.line)
            case .underneathInsetChanged(let inset, _):
                emitUnderneathInset(inset, at: t)
            case .sheetRemoved, .presentResult, .haptic, .responder, .accessibilityFocus, .announce, .broughtToFront,
                 .modalPresentationChanged:
                break
            }
        }
    }

    private mutating func emitEvent(_ event: DropDownSheetEvent, id: DropDownSheetIdentifier?, at t: Double) {
        if records { recording.record(event, at: t) }
        var o = OutputLine()
        o.number("t", t, decimals: 6)
        if multiSheet, let id { o.string("id", id.rawValue) }
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

    /// `{"t":..,"underneathInset":N}`: the room the bars take of the screen underneath changed
    /// (printed with or without frames).
    private mutating func emitUnderneathInset(_ inset: DropDownSheetUnderneathInset, at t: Double) {
        var o = OutputLine()
        o.number("t", t, decimals: 6)
        o.number("underneathInset", inset.bottom)
        output.append(o.line)
    }

    private mutating func emitHit(_ hit: DropDownSheetPresentationHit, _ x: Double, _ y: Double, at t: Double, touch: String?) {
        if records, touch == nil { recording.events.append(.init(t: t, mark: .tap(hit.kind))) }
        var o = OutputLine()
        o.number("t", t, decimals: 6)
        o.string("hit", hit.kind.rawValue)
        if multiSheet, let id = hit.identifier { o.string("id", id.rawValue) }
        o.number("x", x)
        o.number("y", y)
        if let touch { o.string("touch", touch) }
        output.append(o.line)
    }

    // MARK: - The stack and the summary

    /// The stack of drafts (the accessory is never in it): the expanded draft, the minimized
    /// ones top first, and the count.
    private var stackDescription: String {
        var o = OutputLine()
        if let expanded = presentation.expandedIdentifier, presentation.role(of: expanded) == .draft {
            o.string("expanded", expanded.rawValue)
        } else {
            o.raw("expanded", "null")
        }
        o.raw("minimized", jsonArray(presentation.minimizedDrafts))
        if let label = presentation.countLabel { o.string("countLabel", label) }
        return o.line
    }

    private mutating func emitStackIfChanged(at t: Double) {
        guard multiSheet else { return }
        let line = stackDescription
        guard line != lastStackLine else { return }
        lastStackLine = line
        if records {
            let expanded = presentation.expandedIdentifier.flatMap { presentation.role(of: $0) == .draft ? $0.rawValue : nil }
            recording.stacks.append(.init(t: t, expanded: expanded, minimized: presentation.minimizedDrafts.map(\.rawValue),
                                          countLabel: presentation.countLabel))
        }
        var o = OutputLine()
        o.number("t", t, decimals: 6)
        o.raw("stack", line)
        output.append(o.line)
    }

    private func summaryLine() -> String {
        var summary = OutputLine()
        let front = multiSheet
            ? presentation.zOrder.reversed().first { presentation.phase(of: $0) != .resting(.dismissed) } ?? defaultSheet
            : defaultSheet
        summary.string("state", presentation.phase(of: front).labName)
        summary.number("sheetTop", presentation.renderState(of: front).sheetTop)
        summary.number("t", clock, decimals: 6)
        summary.number("frames", Double(frameCount), decimals: 0)
        if multiSheet {
            let list = named.filter { $0 != defaultSheet || defaultSheetWasUsed }.map { id -> String in
                var o = OutputLine()
                o.string("id", id.rawValue)
                if roles[id] == .accessory { o.string("role", DropDownSheetRole.accessory.rawValue) }
                o.string("state", presentation.phase(of: id).labName)
                o.number("sheetTop", presentation.renderState(of: id).sheetTop)
                return o.line
            }
            summary.raw("sheets", "[" + list.joined(separator: ",") + "]")
            summary.raw("stack", stackDescription)
        }
        summary.number("underneathInset", presentation.underneathInset.bottom)
        var wrapper = OutputLine()
        wrapper.raw("summary", summary.line)
        return wrapper.line
    }

    /// Whether the default sheet took part in a script that names sheets (some line without an id
    /// presented it and it is still on screen).
    private var defaultSheetWasUsed: Bool {
        presentation.phase(of: defaultSheet) != .resting(.dismissed)
            || (lastFrames[defaultSheet]?.render.phase ?? .resting(.dismissed)) != .resting(.dismissed)
    }
}

/// `ids` as a JSON array of strings.
func jsonArray(_ ids: [DropDownSheetIdentifier]) -> String {
    "[" + ids.map { "\"\(jsonEscaped($0.rawValue))\"" }.joined(separator: ",") + "]"
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
