import DropDownSheet

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
            return SheetLabRender.run(Array(args), readScript: readScript, readStandardInput: readStandardInput, host: renderHost)
        default:
            return failure("unknown command \"\(verb)\" (the commands are simulate, render and spring)", command: nil)
        }
        var fps = 60
        var frames = true
        var path: String?
        while let arg = args.popFirst() {
            switch arg {
            case "--fps":
                guard let value = args.popFirst(), let n = Int(value), (1...1000).contains(n) else {
                    return failure("--fps takes a whole number of frames per second from 1 to 1000")
                }
                fps = n
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
        let text: String
        switch loadScript(path, readScript: readScript, readStandardInput: readStandardInput) {
        case .text(let read): text = read
        case .unreadable(let result): return result
        }
        let lines: [ScriptLine]
        do {
            lines = try ScriptReader.parse(text)
        } catch {
            return Result(standardOutput: "", standardError: "sheet-lab: \(path ?? "stdin"): \(error.description)\n", status: 2)
        }
        var simulator = Simulator(fps: fps, printsFrames: frames)
        var output = ""
        let write = writeStandardOutput ?? { output += $0 }
        simulator.run(lines, writingLinesTo: { write($0 + "\n") })
        let warnings = simulator.warnings.map { "sheet-lab: warning: \($0)\n" }.joined()
        return Result(standardOutput: output, standardError: warnings, status: 0)
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
