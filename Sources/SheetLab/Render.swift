import DropDownSheetCore

/// `sheet-lab render`: draws a script's simulation as an SVG picture: a filmstrip of the phone's
/// screen at chosen moments, and plots over time of the sheet's position, velocity, the screen
/// underneath's scale and the dimming, with the events marked. The numbers come from the same
/// ``Simulator`` run as `simulate`'s (``Simulator/recording``); nothing is computed twice.
public enum SheetLabRender {
    /// What converting the picture to PNG came to.
    public enum PNGConversion: Equatable, Sendable {
        /// The PNG was written.
        case converted
        /// No converter on this machine; the sentence says what to install.
        case converterMissing(String)
        /// The converter ran and failed; the sentence says how.
        case failed(String)
    }

    /// What `render` needs from the machine besides reading the script: writing the picture, and
    /// turning it into a PNG.
    public struct Host: Sendable {
        /// Writes `contents` to the file at `path`; false when it cannot.
        public var writeFile: @Sendable (_ path: String, _ contents: String) -> Bool
        /// Converts an SVG document to a PNG file at `pngPath`.
        public var convertToPNG: @Sendable (_ svg: String, _ pngPath: String) -> PNGConversion

        /// Creates a host from its two operations.
        public init(writeFile: @escaping @Sendable (String, String) -> Bool,
                    convertToPNG: @escaping @Sendable (String, String) -> PNGConversion) {
            self.writeFile = writeFile
            self.convertToPNG = convertToPNG
        }

        /// A host that can write nothing (for runs that are not given one).
        public static var unavailable: Host {
            Host(writeFile: { _, _ in false }, convertToPNG: { _, _ in .converterMissing("no PNG converter is available here") })
        }
    }

    /// Most moments a filmstrip shows (`--at`), and most it picks by itself.
    public static let maximumMoments = 24
    static let defaultMomentCount = 12
    /// Most moments drawn large: a filmstrip of this many or fewer pictures fills a README's width.
    static let largeMomentCount = 4

    /// Runs `sheet-lab render` with the arguments after the verb.
    static func run(_ arguments: [String], openScript: (String) -> Swift.Result<ScriptSource, ScriptReadError>,
                    standardInput: () -> ScriptSource?, host: Host) -> SheetLabCommand.Result {
        var fps = 60
        var maximumFrames = Simulator.defaultMaximumFrames
        var path: String?
        var svgPath: String?
        var animationPath: String?
        var pngPath: String?
        var moments: [Double]?
        var args = arguments[...]
        while let arg = args.popFirst() {
            switch arg {
            case "--svg":
                guard let value = args.popFirst(), !value.isEmpty, value == "-" || !value.hasPrefix("-") else {
                    return failure("--svg takes a file to write (or - for standard output)")
                }
                svgPath = value
            case "--animate":
                guard let value = args.popFirst(), !value.isEmpty, value == "-" || !value.hasPrefix("-") else {
                    return failure("--animate takes a file to write (or - for standard output)")
                }
                animationPath = value
            case "--png":
                guard let value = args.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { return failure("--png takes a file to write") }
                pngPath = value
            case "--at":
                guard let value = args.popFirst() else { return failure(atUsage) }
                guard let times = parseMoments(value) else { return failure(atUsage) }
                moments = times
            case "--fps":
                guard let value = args.popFirst(), let n = Int(value), (1...1000).contains(n) else {
                    return failure("--fps takes a whole number of frames per second from 1 to 1000")
                }
                fps = n
            case "--max-frames":
                guard let n = SheetLabCommand.maximumFramesArgument(args.popFirst()) else {
                    return failure(SheetLabCommand.maximumFramesUsage)
                }
                maximumFrames = n
            case "--help", "-h":
                return SheetLabCommand.help(SheetLabHelp.render)
            default:
                if arg.hasPrefix("-"), arg != "-" { return failure("unknown option \(arg) for render") }
                guard path == nil else { return failure("only one script may be given") }
                path = arg
            }
        }
        if let animationPath {
            guard svgPath == nil, pngPath == nil, moments == nil else {
                return failure("--animate draws every frame as one animated SVG: it takes no --svg, --png or --at")
            }
            return animate(path: path, to: animationPath, fps: fps, maximumFrames: maximumFrames,
                           openScript: openScript, standardInput: standardInput, host: host)
        }
        guard let svgPath else { return failure("render needs --svg OUT (or --animate OUT): the file to write (or - for standard output)") }
        let run: Recorded
        switch record(path, fps: fps, maximumFrames: maximumFrames, openScript: openScript, standardInput: standardInput,
                      moments: { moments ?? defaultMoments($0) }) {
        case .recorded(let recorded): run = recorded
        case .failed(let result): return result
        }
        let (name, standardError, recording, chosen) = (run.name, run.standardError, run.recording, run.moments)
        let svg: String
        do {
            svg = try document(for: recording, moments: chosen, fps: fps, title: name)
        } catch {
            return SheetLabCommand.Result(standardOutput: "", standardError: standardError + "sheet-lab: \(name): \(error.description)\n", status: 2)
        }
        var standardOutput = ""
        if svgPath == "-" {
            standardOutput = svg
        } else if !host.writeFile(svgPath, svg) {
            return SheetLabCommand.Result(standardOutput: "", standardError: standardError + "sheet-lab: cannot write \(svgPath)\n", status: 1)
        }
        if let pngPath {
            switch host.convertToPNG(svg, pngPath) {
            case .converted:
                break
            case .converterMissing(let why), .failed(let why):
                let written = svgPath == "-" ? "" : " (the SVG was written to \(svgPath))"
                return SheetLabCommand.Result(standardOutput: standardOutput,
                                              standardError: standardError + "sheet-lab: cannot write \(pngPath): \(why)\(written)\n", status: 1)
            }
        }
        return SheetLabCommand.Result(standardOutput: standardOutput, standardError: standardError, status: 0)
    }

    /// `render --animate`: the same two runs as the filmstrip's, the second keeping a picture at
    /// every moment the animation samples.
    private static func animate(path: String?, to output: String, fps: Int, maximumFrames: Int,
                                openScript: (String) -> Swift.Result<ScriptSource, ScriptReadError>,
                                standardInput: () -> ScriptSource?, host: Host) -> SheetLabCommand.Result {
        let run: Recorded
        switch record(path, fps: fps, maximumFrames: maximumFrames, openScript: openScript, standardInput: standardInput,
                      moments: animationMoments) {
        case .recorded(let recorded): run = recorded
        case .failed(let result): return result
        }
        let (name, standardError, recording, moments) = (run.name, run.standardError, run.recording, run.moments)
        let svg: String
        do {
            svg = try animation(for: recording, moments: moments, title: name)
        } catch {
            return SheetLabCommand.Result(standardOutput: "", standardError: standardError + "sheet-lab: \(name): \(error.description)\n", status: 2)
        }
        if output == "-" { return SheetLabCommand.Result(standardOutput: svg, standardError: standardError, status: 0) }
        guard host.writeFile(output, svg) else {
            return SheetLabCommand.Result(standardOutput: "", standardError: standardError + "sheet-lab: cannot write \(output)\n", status: 1)
        }
        return SheetLabCommand.Result(standardOutput: "", standardError: standardError, status: 0)
    }

    /// A script's run, recorded for drawing: its name for the picture's title, the warnings of
    /// its run, the recording with a picture at each of `moments`.
    private struct Recorded {
        var name: String
        var standardError: String
        var recording: SimulationRecording
        var moments: [Double]
    }

    private enum Recording {
        case recorded(Recorded)
        case failed(SheetLabCommand.Result)
    }

    /// Two runs of the same simulation, each reading the script as a stream: the first records
    /// the frames and events (bounded) and so finds the moments to draw (`moments` of that
    /// recording); the second keeps a picture of everything on the screen at each of them. Shared
    /// by the filmstrip and `--animate`.
    private static func record(_ path: String?, fps: Int, maximumFrames: Int,
                               openScript: (String) -> Swift.Result<ScriptSource, ScriptReadError>,
                               standardInput: () -> ScriptSource?,
                               moments: (SimulationRecording) -> [Double]) -> Recording {
        let source: ScriptSource
        switch SheetLabCommand.loadScript(path, openScript: openScript, standardInput: standardInput) {
        case .source(let opened): source = opened
        case .unreadable(let result): return .failed(result)
        }
        let name = path.map { $0 == "-" ? "standard input" : String($0.split(separator: "/").last ?? Substring($0)) } ?? "standard input"
        var summary = ScriptSummary()
        if let error = SheetLabCommand.check(source, name: path ?? "stdin", summary: &summary) { return .failed(error) }
        var first = Simulator(fps: fps, printsFrames: false)
        first.maximumFrames = maximumFrames
        first.records = true
        if let error = simulate(&first, source, summary: summary, name: path ?? "stdin") { return .failed(error) }
        let standardError = first.warnings.map { "sheet-lab: warning: \($0)\n" }.joined()
        var recording = first.recording
        let chosen = moments(recording)
        var second = Simulator(fps: fps, printsFrames: false)
        second.maximumFrames = maximumFrames
        second.captureMoments = chosen
        if let error = simulate(&second, source, summary: summary, name: path ?? "stdin") { return .failed(error) }
        recording.scenes = second.recording.scenes
        return .recorded(Recorded(name: name, standardError: standardError, recording: recording, moments: chosen))
    }

    /// Runs `simulator` on the script; the result to return when it could not finish.
    private static func simulate(_ simulator: inout Simulator, _ source: ScriptSource, summary: ScriptSummary,
                                 name: String) -> SheetLabCommand.Result? {
        simulator.start(summary, writingLinesTo: { _ in })
        let reading = ScriptReader.forEachLine(of: source) { simulator.perform($0) }
        if let error = SheetLabCommand.scriptError(reading, name: name) { return error }
        simulator.finish()
        guard let stop = simulator.failure else { return nil }
        let warnings = simulator.warnings.map { "sheet-lab: warning: \($0)\n" }.joined()
        return SheetLabCommand.Result(standardOutput: "", standardError: warnings + "sheet-lab: \(name): \(stop.description)\n", status: 2)
    }

    static let atUsage = "--at takes up to \(maximumMoments) times in seconds separated by commas, from 0 to \(Int(ScriptReader.maximumTime)), e.g. --at 0.5,1,2.25"

    /// Times separated by commas, sorted and without repeats; nil if any is not a time.
    static func parseMoments(_ text: String) -> [Double]? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var times: [Double] = []
        for part in parts {
            let trimmed = part.trimmingSpaces
            guard let t = Double(trimmed), t.isFinite, (0...ScriptReader.maximumTime).contains(t) else { return nil }
            times.append(t)
        }
        let sorted = Array(Set(times)).sorted()
        guard !sorted.isEmpty, sorted.count <= maximumMoments else { return nil }
        return sorted
    }

    /// The moments a filmstrip shows when none are asked for: the first frame, every event, the
    /// moment each completed move is halfway there in position, the middle of each drag (the
    /// finger on the glass), every change of container or configuration, and the last frame; moments closer than 0.05 s merged, and at most 12,
    /// spread evenly.
    public static func defaultMoments(_ recording: SimulationRecording) -> [Double] {
        guard let first = recording.frames.first, let last = recording.frames.last else { return [] }
        var candidates = [first.t, last.t]
        // A rotation, a keyboard, a new configuration: the first frame that shows it.
        for (previous, frame) in zip(recording.frames, recording.frames.dropFirst())
        where frame.container != previous.container || frame.configuration != previous.configuration {
            candidates.append(frame.t)
        }
        // Each drag halfway between the finger's touch-down and its lift, to show the finger.
        var down: Double?
        for touch in recording.touches {
            if touch.point == nil, let start = down {
                if touch.t - start >= 0.03 { candidates.append((start + touch.t) / 2) }
                down = nil
            } else if touch.point != nil, down == nil {
                down = touch.t
            }
        }
        var pending: (t: Double, target: DropDownSheetState)?
        for event in recording.events {
            candidates.append(event.t)
            switch event.mark {
            case .willMove(let s):
                pending = (event.t, s)
            case .didMove(let s):
                if let move = pending, move.target == s, let halfway = halfway(recording, from: move.t, to: event.t) {
                    candidates.append(halfway)
                }
                pending = nil
            default:
                break
            }
        }
        var moments: [Double] = []
        for t in candidates.map({ max($0, first.t) }).sorted() where moments.last.map({ t - $0 >= 0.05 }) ?? true {
            moments.append(t)
        }
        guard moments.count > defaultMomentCount else { return moments }
        let n = defaultMomentCount
        var picked = (0..<n).map { moments[Int((Double($0) * Double(moments.count - 1) / Double(n - 1)).rounded())] }
        // The chooser is open for a moment only: keep it, in place of the nearest other moment.
        for event in recording.events {
            guard case .showChooser = event.mark, let t = moments.first(where: { abs($0 - event.t) < 0.05 }),
                  !picked.contains(t), picked.count > 2 else { continue }
            let inner = 1..<(picked.count - 1)
            if let nearest = inner.min(by: { abs(picked[$0] - t) < abs(picked[$1] - t) }) { picked[nearest] = t }
            picked.sort()
        }
        return picked
    }

    /// The first frame, between `start` and `end`, at which the sheet has covered half the way it
    /// covers between them.
    private static func halfway(_ recording: SimulationRecording, from start: Double, to end: Double) -> Double? {
        guard let a = recording.frame(at: start), let b = recording.frame(at: end) else { return nil }
        let distance = b.render.sheetTop - a.render.sheetTop
        guard abs(distance) >= 1 else { return nil }
        return recording.frames.first { $0.t > a.t && $0.t <= b.t && abs($0.render.sheetTop - a.render.sheetTop) >= abs(distance) / 2 }?.t
    }

    /// The SVG document for a recording: the filmstrip at `moments` (or ``defaultMoments(_:)``),
    /// each picture from the recording's scene at that moment, above the plots. Throws when there is nothing to draw, or a moment comes before the first
    /// frame.
    public static func document(for recording: SimulationRecording, moments asked: [Double]?, fps: Int, title: String) throws(LabError) -> String {
        guard let first = recording.frames.first, let last = recording.frames.last else {
            throw LabError("nothing to draw: the script never shows the sheet (no frame)")
        }
        let moments = asked ?? defaultMoments(recording)
        var drawings: [PhoneFrameDrawing] = []
        var largest = 1.0
        for t in moments {
            guard let frame = recording.frame(at: t) else {
                throw LabError("--at \(formatNumber(t, decimals: 6)) comes before the first frame, at \(formatNumber(first.t, decimals: 6)) s")
            }
            // The picture taken at the moment (every sheet on the screen); a recording without one
            // (not made by `render`) draws the frontmost sheet's frame.
            let scene = recording.scenes.first { $0.t == t }
                ?? SimulationRecording.Scene(t: t, cards: [frame], stack: recording.stack(at: t), finger: recording.finger(at: t),
                                             chooser: recording.chooser(at: t))
            let screen = scene.cards.last?.screen ?? frame.screen
            largest = max(largest, screen.width, screen.height)
            drawings.append(PhoneFrameDrawing(scene: scene, screen: screen, scale: 0))
        }
        // Pixels per point: a phone about 220 pixels tall, the same for every picture; up to 4
        // pictures are drawn larger (about 380 pixels tall), so that they read at a README's width.
        let scale = moments.count <= largeMomentCount ? (min(0.45, 380 / largest) * 1000).rounded(.down) / 1000
            : (min(0.26, 220 / largest) * 1000).rounded(.down) / 1000
        drawings = drawings.map { $0.scaled(scale) }

        let margin = 24.0
        let gap = 16.0
        let cellHeight = (drawings.map(\.outerHeight).max() ?? 100) + PhoneFrameDrawing.captionHeight + 12
        // Pictures in rows no wider than 1440 pixels, each row centred.
        var rows: [[Int]] = [[]]
        var rowWidth = 0.0
        for (i, drawing) in drawings.enumerated() {
            let width = drawing.outerWidth + gap
            if !rows[rows.count - 1].isEmpty, rowWidth + width > 1440 - 2 * margin {
                rows.append([])
                rowWidth = 0
            }
            rows[rows.count - 1].append(i)
            rowWidth += width
        }
        let widest = rows.map { $0.reduce(0.0) { $0 + drawings[$1].outerWidth + gap } }.max() ?? 0
        let pageWidth = max(960, 2 * margin + widest)
        let filmTop = margin + 34
        let plotsTop = filmTop + Double(rows.count) * cellHeight + 8
        let lastEvent = recording.events.map(\.t).max() ?? last.t
        var t1 = max(last.t, lastEvent, moments.max() ?? 0)
        let t0 = min(0, first.t)
        t1 += max(0.1, (t1 - t0) * 0.04)
        let plots = PlotsDrawing(recording: recording, fps: fps, t0: t0, t1: t1, left: margin, top: plotsTop,
                                 width: pageWidth - 2 * margin, moments: moments)
        let pageHeight = plotsTop + plots.height + margin

        var svg = SVGWriter(width: pageWidth, height: pageHeight)
        svg.element("rect", [("x", "0"), ("y", "0"), ("width", svgNumber(pageWidth)), ("height", svgNumber(pageHeight)), ("fill", "#ffffff")])
        svg.element("text", [("class", "title"), ("x", svgNumber(margin)), ("y", svgNumber(margin + 6)), ("font-size", "15"), ("font-weight", "bold")],
                    content: "\(title) · \(fps) frames a second")
        svg.element("text", [("x", svgNumber(margin)), ("y", svgNumber(margin + 22)), ("font-size", "11"), ("fill", "#555")],
                    content: "The screen at the numbered moments (\(svgNumber(scale)) pixels a point), then the sheet over time; dashed lines are events.")
        svg.begin("g", [("class", "filmstrip")])
        for (r, row) in rows.enumerated() {
            var x = (pageWidth - row.reduce(0.0) { $0 + drawings[$1].outerWidth + gap }) / 2 + gap / 2
            for i in row {
                let y = filmTop + Double(r) * cellHeight + PhoneFrameDrawing.bezel
                drawings[i].draw(index: i + 1, moment: moments[i], x: x + PhoneFrameDrawing.bezel, y: y, into: &svg)
                x += drawings[i].outerWidth + gap
            }
        }
        svg.end()
        plots.draw(into: &svg)
        return svg.finish()
    }

    private static func failure(_ message: String) -> SheetLabCommand.Result {
        SheetLabCommand.failure(message, command: "render")
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return s
    }
}
