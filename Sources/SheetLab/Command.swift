import DropDownSheetCore

/// The `sheet-lab` command line, without the process around it: arguments and input in, output,
/// errors and an exit status out.
public enum SheetLabCommand {
    /// What a run printed and how it ended.
    public struct Result: Equatable, Sendable {
        /// Standard output.
        public var standardOutput: String
        /// Standard error.
        public var standardError: String
        /// 0 success, 1 the script could not be read, 2 bad arguments or a bad script.
        public var status: Int32
    }

    /// The general help, `sheet-lab --help` (``SheetLabHelp/general``).
    public static var usage: String { SheetLabHelp.general }

    /// Runs the command. `readFile` reads a script path (nil when it cannot, whatever the
    /// reason); `readStandardInput` reads all of standard input; `renderHost` writes what
    /// `render` draws. When `writeStandardOutput` is given, `simulate` streams its output to it,
    /// line by line as it is made (each with its newline), instead of returning it in
    /// ``Result/standardOutput``.
    public static func run(
        arguments: [String],
        readFile: (String) -> String?,
        readStandardInput: () -> String?,
        renderHost: SheetLabRender.Host = .unavailable,
        writeStandardOutput: ((String) -> Void)? = nil
    ) -> Result {
        run(arguments: arguments,
            readScript: { path in readFile(path).map { .success($0) } ?? .failure(.other("reason unknown")) },
            readStandardInput: readStandardInput, renderHost: renderHost, writeStandardOutput: writeStandardOutput)
    }

    /// Runs the command. `readScript` reads a script path or says why it cannot
    /// (``ScriptReadError``); `readStandardInput` reads all of standard input; `renderHost`
    /// writes what `render` draws; `writeStandardOutput`, when given, receives `simulate`'s
    /// output as it is made.
    public static func run(
        arguments: [String],
        readScript: (String) -> Swift.Result<String, ScriptReadError>,
        readStandardInput: () -> String?,
        renderHost: SheetLabRender.Host = .unavailable,
        writeStandardOutput: ((String) -> Void)? = nil
    ) -> Result {
        run(arguments: arguments, openScript: { path in readScript(path).map(ScriptSource.text) },
            standardInput: { readStandardInput().map(ScriptSource.text) },
            renderHost: renderHost, writeStandardOutput: writeStandardOutput)
    }

    /// Runs the command, reading the script as a stream (``ScriptSource``): `openScript` opens a
    /// script path or says why it cannot; `standardInput` is standard input as a source (nil when
    /// it cannot be read). Memory does not grow with the script: no more of it is held than a
    /// block and a line. `renderHost` writes what `render` draws; `writeStandardOutput`, when
    /// given, receives `simulate`'s output as it is made.
    public static func run(
        arguments: [String],
        openScript: (String) -> Swift.Result<ScriptSource, ScriptReadError>,
        standardInput: () -> ScriptSource?,
        renderHost: SheetLabRender.Host = .unavailable,
        writeStandardOutput: ((String) -> Void)? = nil
    ) -> Result {
        var args = arguments[...]
        guard let verb = args.popFirst() else {
            return failure("no command given (the commands are simulate, render and spring)")
        }
        switch verb {
        case "help", "--help", "-h":
            return help(SheetLabHelp.general)
        case "--version", "version":
            return Result(standardOutput: "sheet-lab \(SheetLabHelp.version)\n", standardError: "", status: 0)
        case "simulate":
            break
        case "spring":
            return spring(Array(args))
        case "render":
            return SheetLabRender.run(Array(args), openScript: openScript, standardInput: standardInput, host: renderHost)
        default:
            return failure("unknown command \"\(verb)\" (the commands are simulate, render and spring)", command: nil)
        }
        var fps = 60
        var frames = true
        var maximumFrames = Simulator.defaultMaximumFrames
        var path: String?
        while let arg = args.popFirst() {
            switch arg {
            case "--fps":
                guard let value = args.popFirst(), let n = Int(value), (1...1000).contains(n) else {
                    return failure("--fps takes a whole number of frames per second from 1 to 1000")
                }
                fps = n
            case "--max-frames":
                guard let n = maximumFramesArgument(args.popFirst()) else { return failure(maximumFramesUsage) }
                maximumFrames = n
            case "--no-frames":
                frames = false
            case "--help", "-h":
                return help(SheetLabHelp.general)
            default:
                if arg.hasPrefix("-"), arg != "-" { return failure("unknown option \(arg) for simulate") }
                guard path == nil else { return failure("only one script may be given") }
                path = arg
            }
        }
        let source: ScriptSource
        switch loadScript(path, openScript: openScript, standardInput: standardInput) {
        case .source(let opened): source = opened
        case .unreadable(let result): return result
        }
        let name = path ?? "stdin"
        var summary = ScriptSummary()
        if let error = check(source, name: name, summary: &summary) { return error }
        var simulator = Simulator(fps: fps, printsFrames: frames)
        simulator.maximumFrames = maximumFrames
        var output = ""
        let write = writeStandardOutput ?? { output += $0 }
        simulator.start(summary, writingLinesTo: { write($0 + "\n") })
        let reading = ScriptReader.forEachLine(of: source) { simulator.perform($0) }
        var warnings: String { simulator.warnings.map { "sheet-lab: warning: \($0)\n" }.joined() }
        if let error = scriptError(reading, name: name) {
            return Result(standardOutput: output, standardError: warnings + error.standardError, status: error.status)
        }
        simulator.finish()
        if let stop = simulator.failure {
            return Result(standardOutput: output, standardError: warnings + "sheet-lab: \(name): \(stop.description)\n", status: 2)
        }
        return Result(standardOutput: output, standardError: warnings, status: 0)
    }

    /// The first pass over a script: every line checked and summed up, nothing run. A bad line
    /// is an error naming it (status 2) before any output; an unreadable script, status 1.
    static func check(_ source: ScriptSource, name: String, summary: inout ScriptSummary) -> Result? {
        scriptError(ScriptReader.forEachLine(of: source) { summary.add($0); return true }, name: name)
    }

    /// What to print for a reading that did not finish, or nil.
    static func scriptError(_ reading: ScriptReading, name: String) -> Result? {
        switch reading {
        case .finished: return nil
        case .badLine(let error):
            return Result(standardOutput: "", standardError: "sheet-lab: \(name): \(error.description)\n", status: 2)
        case .unreadable(let error):
            return Result(standardOutput: "", standardError: "sheet-lab: cannot read \(name): \(error.reason)\n", status: 1)
        }
    }

    static let maximumFramesUsage = "--max-frames takes the most frame lines one run may make, a whole number from 1 (default \(Simulator.defaultMaximumFrames))"

    /// The value of `--max-frames`, or nil when it is not a whole number of at least 1.
    static func maximumFramesArgument(_ value: String?) -> Int? {
        guard let value, let n = Int(value), n >= 1 else { return nil }
        return n
    }

    /// `sheet-lab spring`: the spring's physical constants and settling duration, as one JSON line.
    static func spring(_ arguments: [String]) -> Result {
        var response = DropDownSheetSpring.default.response
        var dampingRatio = DropDownSheetSpring.default.dampingRatio
        var args = arguments[...]
        while let arg = args.popFirst() {
            switch arg {
            case "--response":
                guard let text = args.popFirst(), let value = Double(text), (0.01...10).contains(value) else {
                    return failure("--response takes a number of seconds from 0.01 to 10", command: "spring")
                }
                response = value
            case "--damping-ratio":
                guard let text = args.popFirst(), let value = Double(text), (0.05...20).contains(value) else {
                    return failure("--damping-ratio takes a number from 0.05 to 20", command: "spring")
                }
                dampingRatio = value
            case "--help", "-h":
                return help(SheetLabHelp.spring)
            default:
                return failure("unknown argument \(arg) for spring", command: "spring")
            }
        }
        let spring = DropDownSheetSpring(response: response, dampingRatio: dampingRatio)
        var o = OutputLine()
        o.number("response", spring.response, decimals: 6)
        o.number("dampingRatio", spring.dampingRatio, decimals: 6)
        o.number("mass", spring.mass, decimals: 6)
        o.number("stiffness", spring.stiffness, decimals: 6)
        o.number("damping", spring.damping, decimals: 6)
        o.number("bounce", spring.bounce, decimals: 6)
        o.number("settlingDuration", spring.settlingDuration(), decimals: 6)
        return Result(standardOutput: o.line + "\n", standardError: "", status: 0)
    }

    /// A help text on standard output, status 0.
    static func help(_ text: String) -> Result {
        Result(standardOutput: text + "\n", standardError: "", status: 0)
    }

    /// An argument error: one line naming the problem, a hint where the help is, status 2.
    static func failure(_ message: String, command: String? = nil) -> Result {
        Result(standardOutput: "", standardError: "sheet-lab: \(message)\n\(SheetLabHelp.hint(for: command))\n", status: 2)
    }
}
