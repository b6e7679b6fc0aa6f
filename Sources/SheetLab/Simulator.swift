import DropDownSheetCore

/// Runs a script on a ``DropDownSheetPresentation`` and writes what the screen shows, frame by
/// frame, as JSON Lines (the format is described in the DocC article TuningTheMotionWithSheetLab.md
/// and is a contract).
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
    /// The most frame lines one run makes unless told otherwise (`--max-frames`): ten million,
    /// about 1.5 GB of output and tens of seconds. A script that asks for more (a finger held
    /// for days at 1,000 frames a second) stops with an error naming the line that asked.
    public static let defaultMaximumFrames = 10_000_000
    /// The sheet that lines without an `id` refer to.
    public static let defaultID = "sheet"
    /// The screen of a script that has no `layout` line: an iPhone 15 in portrait, 393 x 852
    /// points, safe area 59 points at the top (the Dynamic Island) and 34 at the bottom (the home
    /// indicator), no bars, no keyboard.
    public static let defaultScreen = DropDownSheetContainer(width: 393, height: 852, safeAreaTop: 59, safeAreaBottom: 34)

    /// The most frame lines this run makes (``defaultMaximumFrames`` unless set).
    public var maximumFrames = Simulator.defaultMaximumFrames
    /// Why the run stopped before the end of the script (it asked for more than
    /// ``maximumFrames`` frames), or nil. Once set, the simulator takes no more lines.
    public private(set) var failure: LabError?

    var presentation = DropDownSheetPresentation()
    let defaultSheet = DropDownSheetIdentifier(Simulator.defaultID)
    /// The sheets the script named, in the order first named (the default sheet first): the
    /// order frames are printed in and the summary lists.
    var named: [DropDownSheetIdentifier]
    /// Each named sheet's place in ``named``.
    var namedIndex: [DropDownSheetIdentifier: Int] = [:]
    /// The last frame shown of each sheet, and whether it was moving then.
    var lastFrames: [DropDownSheetIdentifier: (render: DropDownSheetRenderState, wasMoving: Bool)] = [:]
    /// Sheets no longer presented whose last frame shown is not the dismissed one at rest: they
    /// still need a frame. With the presented sheets, the only ones a frame looks at.
    var leaving: Set<DropDownSheetIdentifier> = []
    /// Each sheet's role when last presented.
    var roles: [DropDownSheetIdentifier: DropDownSheetRole] = [:]
    /// What a sheet first named in a later line starts with.
    var templateConfiguration = DropDownSheetConfiguration()
    var multiSheet = false
    var lastStackLine: String?
    /// The presentation's ``DropDownSheetPresentation/stackRevision`` when the stack was last
    /// looked at: its line is worked out again only after it moved on.
    var lastStackRevision = -1
    /// Whether every presented sheet must be looked at in the next frame (after any input but a
    /// frame with nothing to report); otherwise only ``awake``.
    var allAwake = true
    /// The presented sheets that needed a frame at the last one (moving, or just come to rest).
    var awake: Set<DropDownSheetIdentifier> = []
    var frameIndex = 0
    var clock = 0.0
    var frameCount = 0
    /// The line whose time the frames run up to (for the error when there are too many).
    var upcomingLine: (number: Int, t: Double)?
    var lastLineNumber = 0
    /// Where each output line goes as soon as it is made: the simulator keeps none of them.
    var output = LineSink { _ in }
    var warningLog = WarningLog()
    /// Warnings for stderr: each kind the first few times, then a count.
    public var warnings: [String] { warningLog.lines }
    /// Whether frames and events are also kept in ``recording`` (for `sheet-lab render`), within
    /// the recording's bounds.
    public var records = false
    /// The frames and events shown, when ``records`` is set, and the pictures asked for with
    /// ``captureMoments``.
    public internal(set) var recording = SimulationRecording()
    /// Times, in seconds and increasing, at which to keep a picture of everything on the screen
    /// (``SimulationRecording/scenes``): each sheet's last frame shown at or before the time.
    public var captureMoments: [Double] = []
    var nextMoment = 0
    /// The last whole frame shown of each sheet, while pictures are captured.
    var lastShown: [DropDownSheetIdentifier: SimulationRecording.Frame] = [:]
    /// Where a finger touches now, what the chooser shows and what the stack shows, for pictures.
    var finger: SimulationRecording.Point?
    var chooser: [String]?
    var stack: SimulationRecording.StackMoment?

    /// Creates a simulator of a display at `fps` frames per second.
    public init(fps: Int = 60, printsFrames: Bool = true) {
        self.fps = max(fps, 1)
        self.printsFrames = printsFrames
        named = [defaultSheet]
        namedIndex[defaultSheet] = 0
    }

    /// Runs `lines` and returns the output lines (frames, events, and the summary last).
    public mutating func run(_ lines: [ScriptLine]) -> [String] {
        let collected = LineCollector()
        run(lines, writingLinesTo: { collected.lines.append($0) })
        return collected.lines
    }

    /// Runs `lines`, handing each output line (frames, events, and the summary last) to `write`
    /// as soon as it is made.
    public mutating func run(_ lines: [ScriptLine], writingLinesTo write: @escaping (String) -> Void) {
        start(ScriptSummary(lines), writingLinesTo: write)
        for line in lines where perform(line) {}
        finish()
    }

    /// Starts a run of a script whose lines are summed up in `summary` (read in the pass that
    /// checked them); then give it the lines one by one with ``perform(_:)`` and end with
    /// ``finish()``. Each output line goes to `write` as soon as it is made, so memory stays the
    /// same however long the script is and however long it runs.
    public mutating func start(_ summary: ScriptSummary, writingLinesTo write: @escaping (String) -> Void) {
        output = LineSink(write: write)
        multiSheet = summary.namesSheets
        if !summary.hasLayoutLine {
            let screen = Self.defaultScreen
            warningLog.add(.noLayout, "the script has no layout line: it runs on an iPhone 15's screen, \(formatNumber(screen.width, decimals: 0)) x \(formatNumber(screen.height, decimals: 0)) points, safe area \(formatNumber(screen.safeAreaTop, decimals: 0)) top and \(formatNumber(screen.safeAreaBottom, decimals: 0)) bottom")
            let change = ContainerChange(width: screen.width, height: screen.height, safeTop: screen.safeAreaTop,
                                         safeBottom: screen.safeAreaBottom, bottomBar: 0, keyboard: 0)
            act(ScriptLine(number: 0, t: 0, action: .layout(change, animated: false)))
        }
    }

    /// Runs the frames up to `line`, then the line. Returns false once the run has stopped
    /// (``failure``): give it no more lines.
    @discardableResult
    public mutating func perform(_ line: ScriptLine) -> Bool {
        guard failure == nil else { return false }
        lastLineNumber = line.number
        if line.t < clock {
            warningLog.add(.timeGoesBack, "line \(line.number): t goes back from \(formatNumber(clock, decimals: 6)) to \(formatNumber(line.t, decimals: 6)); the engine treats it as no time passing")
        }
        upcomingLine = (line.number, line.t)
        runFrames(before: line.t)
        guard failure == nil else { return false }
        clock = max(clock, line.t)
        capturePictures(before: clock)
        act(line)
        emitStackIfChanged(at: clock)
        return failure == nil
    }

    /// Runs the frames after the last line until everything rests (at most ``runOutLimit``
    /// seconds), then prints the summary; a run stopped by ``failure`` prints none.
    public mutating func finish() {
        defer { output = LineSink { _ in } }
        guard failure == nil else { return }
        upcomingLine = nil
        let end = clock + Self.runOutLimit
        runFrames(before: nil)
        guard failure == nil else { return }
        capturePictures(before: .infinity)
        if presentation.identifiers.contains(where: { isMoving($0) && presentation.phase(of: $0) != .dragging }) {
            warningLog.add(.stillMoving, "the sheet was still moving \(formatNumber(Self.runOutLimit, decimals: 0)) s after the last line; stopped there (\(formatNumber(end, decimals: 3)) s)")
        }
        output.append(summaryLine())
    }

    // MARK: - Lines

    private mutating func act(_ line: ScriptLine) {
        // Touches, layout and configuration get the script's time (the presentation reports a
        // backwards one); calls get the display's clock. Printed times never go back.
        let t = line.t
        let shown = clock
        let id = line.sheetID.map { DropDownSheetIdentifier($0) } ?? defaultSheet
        followFinger(line.action, at: shown)
        if line.sheetID != nil { name(id, at: shown) }
        switch line.action {
        case .layout(let change, let animated, let glide):
            handle(.layout(change.applied(to: presentation.container), animated: animated, timing: glide), at: t, shown: shown)
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
        case .move(let detent, let animated):
            handle(.moveToDetent(id, detent, animated: animated), at: shown, shown: shown)
        case .close:
            handle(.close(id), at: shown, shown: shown)
        case .save:
            output.append(SaveRestore.savedLine(presentation.snapshot, at: shown))
        case .bar(let bar):
            output.append(bar.outputLine(configuration: presentation.configuration(of: id), container: presentation.container(of: id),
                                         at: shown, id: multiSheet ? id.rawValue : nil))
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
        guard namedIndex[id] == nil else { return }
        namedIndex[id] = named.count
        named.append(id)
        if templateConfiguration != DropDownSheetConfiguration() {
            handle(.configure(id, templateConfiguration), at: t, shown: t)
        }
    }

    /// Gives the presentation one input and prints what it returns.
    mutating func handle(_ input: DropDownSheetPresentation.Input, at t: Double, shown: Double) {
        let effects = presentation.handle(input, at: t)
        // Any input but a frame with nothing to report may change a sheet at rest (a layout, a
        // configuration, the accessory's bar coming or going): then every sheet is looked at.
        if case .tick = input { allAwake = allAwake || !effects.isEmpty } else { allAwake = true }
        emit(effects, at: shown)
    }

    // MARK: - Frames

    private var frameTime: Double { Double(frameIndex) / Double(fps) }

    private func isMoving(_ id: DropDownSheetIdentifier) -> Bool {
        presentation.isMoving(id)
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

    /// The sheets a frame may have to show, in the order they were named: the presented ones
    /// after an input (or those that needed the last frame, between inputs) and those still
    /// leaving. A sheet neither presented nor leaving looks as its last frame did (dismissed), and
    /// one at rest changes only with an input: so a frame costs what the moving sheets cost, and
    /// an input what the sheets presented cost, however many sheets the script named.
    private var sheetsToLookAt: [DropDownSheetIdentifier] {
        var places: [Int] = []
        if allAwake {
            places = presentation.zOrder.compactMap { namedIndex[$0] }
        } else {
            for id in awake { if let place = namedIndex[id] { places.append(place) } }
        }
        for id in leaving { if let place = namedIndex[id] { places.append(place) } }
        places.sort()
        var ids: [DropDownSheetIdentifier] = []
        for place in places where ids.last != named[place] { ids.append(named[place]) }
        return ids
    }

    // (Loops, not `contains(where: needsFrame)`: a method passed as a closure copies the whole
    // simulator, on every frame.)
    private func anyNeedsFrame(_ ids: [DropDownSheetIdentifier]) -> Bool {
        for id in ids where needsFrame(id) { return true }
        return false
    }

    private func anyChangedSinceLastFrame(_ ids: [DropDownSheetIdentifier]) -> Bool {
        for id in ids where changedSinceLastFrame(id) { return true }
        return false
    }

    /// Keeps, of the sheets `looked` at in a frame, those that will need the next one: a sheet
    /// whose frame was just shown needs another only if it was moving then (one that did not
    /// need this frame, or just came to rest, changes only with an input).
    private mutating func settleAwake(_ looked: [DropDownSheetIdentifier]) {
        awake.removeAll(keepingCapacity: true)
        for id in looked where lastFrames[id]?.wasMoving == true && presentation.contains(id) { awake.insert(id) }
        allAwake = false
    }

    /// Shows every frame strictly before `t` (all frames until rest when nil) in which something
    /// moves or has changed since the last frame shown.
    private mutating func runFrames(before t: Double?) {
        let limit = clock + Self.runOutLimit
        while true {
            let f = frameTime
            if let t, f >= t { return }
            if t == nil, f > limit { return }
            if let t, failsAheadOfAHeldFinger(until: t) { return }
            let candidates = sheetsToLookAt
            if !anyNeedsFrame(candidates) {
                settleAwake([])
                guard let t else { return }
                // Nothing to show until the next line: skip to the first frame at or after it.
                frameIndex = max(frameIndex + 1, Int((t * Double(fps)).rounded(.up)))
                continue
            }
            // At the end of the script a finger still on the glass holds its sheet forever.
            if t == nil, !anyChangedSinceLastFrame(candidates),
               presentation.identifiers.allSatisfy({ !isMoving($0) || presentation.phase(of: $0) == .dragging }) { return }
            if f >= clock {
                capturePictures(before: f)
                clock = f
                handle(.tick, at: f, shown: f)
                let shown = sheetsToLookAt
                for id in shown where failure == nil { showFrame(id, at: f) }
                if failure != nil { return }
                settleAwake(shown)
                emitStackIfChanged(at: f)
            }
            frameIndex += 1
        }
    }

    private mutating func showFrame(_ id: DropDownSheetIdentifier, at f: Double) {
        guard needsFrame(id) else { return }
        guard frameCount < maximumFrames else {
            failure = LabError(tooManyFrames)
            return
        }
        let r = presentation.renderState(of: id)
        lastFrames[id] = (r, isMoving(id))
        if presentation.contains(id) || r.phase == .resting(.dismissed) { leaving.remove(id) } else { leaving.insert(id) }
        frameCount += 1
        if records || !captureMoments.isEmpty {
            let frame = SimulationRecording.Frame(t: f, render: r, container: presentation.container(of: id),
                                                  configuration: presentation.configuration(of: id),
                                                  sheetID: multiSheet ? id.rawValue : nil,
                                                  role: roles[id], screen: presentation.container)
            if records { recording.record(frame, isFrontmost: !multiSheet || presentation.zOrder.last == id) }
            if !captureMoments.isEmpty { lastShown[id] = frame }
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
        if r.visibleLeftInset > 0 || r.visibleRightInset > 0 {
            // A floating or inline bar: where its visible part is across the screen.
            o.number("visibleX", r.cardX + r.visibleLeftInset)
            o.number("visibleWidth", max(r.cardWidth - r.visibleLeftInset - r.visibleRightInset, 0))
        }
        output.append(o.line)
    }

    /// Whether a finger holding a sheet until time `t` (a later line) asks for more frames than
    /// the ceiling: a held sheet is drawn every frame, so that many are certain. The run then
    /// stops before making any of them (a finger held for days at 1,000 frames a second fails at
    /// once instead of after ten million frames).
    private mutating func failsAheadOfAHeldFinger(until t: Double) -> Bool {
        guard failure == nil, let owner = presentation.touchOwner, presentation.phase(of: owner) == .dragging else { return false }
        let last = (t * Double(fps)).rounded(.up)
        let held = last - Double(frameIndex)
        guard held.isFinite, Double(frameCount) + held > Double(maximumFrames) else { return false }
        failure = LabError(tooManyFrames)
        return true
    }

    /// The error of a run that would make more than ``maximumFrames`` frame lines: it names the
    /// line whose time the frames were running up to, and how to raise the ceiling.
    private var tooManyFrames: String {
        let ceiling = "more than \(maximumFrames) frames at \(fps) frames a second, the most one run makes; raise the ceiling with --max-frames N"
        if let line = upcomingLine {
            return "line \(line.number): the frames up to t = \(formatNumber(line.t, decimals: 6)) s would be \(ceiling)"
        }
        return "after the last line (line \(lastLineNumber)), the frames until the sheets rest would be \(ceiling)"
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
