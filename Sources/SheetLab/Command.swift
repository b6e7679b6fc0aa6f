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

    public static let usage = """
    usage: sheet-lab simulate [SCRIPT] [--fps N] [--no-frames]
           sheet-lab render [SCRIPT] --svg OUT [--png OUT] [--at T1,T2,...] [--fps N]
           sheet-lab spring [--response R] [--damping-ratio Z]

    Runs the DropDownSheet engine on a script of events (JSON Lines; standard input when SCRIPT
    is not given) and prints what the screen shows, frame by frame, as JSON Lines.

      --fps N       frames per second of the simulated display, 1 to 1000 (default 60)
      --no-frames   print only events and the summary

    Script lines (t in seconds, never decreasing; blank lines and lines starting with # skipped):
      {"t":0,"layout":{"width":390,"height":844,"safeTop":47,"safeBottom":34,"bottomBar":0,"keyboard":0}}
      {"t":0,"config":{"dismissible":true,"vetoDismissal":false,"dimmingTap":"minimize",
                       "expandedTopInset":10,"minimizedHeight":60,"maximumWidth":700,"cornerRadius":10,
                       "presentingScale":0.92,"presentingCornerRadius":10,"dimAlpha":0.2,
                       "spring":{"response":0.45,"dampingRatio":1.0}}}
      {"t":0,"do":"present"}   also "to":"minimized", and "animated":false; "minimize", "expand", "dismiss"
      {"t":1.00,"touch":"down","x":195,"y":100}
      {"t":1.02,"touch":"move","y":150}
      {"t":1.20,"touch":"up","y":400,"vy":1500}   vy in points per second, positive downward, optional
      {"t":1.20,"touch":"cancel"}
      {"t":2.00,"tap":{"x":100,"y":300}}
      {"t":3,"do":"save"}   prints {"t":3,"snapshot":{...}}, the stack's snapshot exactly as the library's
                            DropDownSheetStackSnapshot.encoded() writes it
      {"t":0,"restore":{"expanded":"a","identifiers":["b","a"],"maximumCount":5,"version":1}}
                            brings saved sheets back as restoreDropDownSheets(from:sheet:) does: each
                            presented, the expanded one expanded, the others minimized ("animated":true
                            springs them in); a snapshot the library refuses is an error naming the line
    A layout or config line changes only the keys it names; a layout line may add "animated":false.
    Limits: a line is at most 1048576 bytes, a string (an id) 1024 bytes, a number 100 characters,
    an object 64 keys, an array 1000 elements, nesting 64 levels.

    render draws the same simulation as an SVG (OUT, or - for standard output): the phone's screen at
    the moments given with --at (seconds; by default the first and last frames, the events and each
    move's halfway point), and plots of sheetTop, velocity, presentingScale and dimAlpha over time
    with the events marked. --png also writes a PNG, with rsvg-convert (Debian: librsvg2-bin).

    spring prints a spring's mass, stiffness, damping, bounce and settling duration (seconds to
    settle within 0.001 of a unit distance) as JSON. --response is in seconds (0.01 to 10, default
    0.45), --damping-ratio 0.05 to 20 (default 1).

    Exit status: 0 success, 1 the script could not be read, 2 bad arguments or a bad script.
    """

    /// Runs the command. `readFile` reads a script path; `readStandardInput` reads all of
    /// standard input; `renderHost` writes what `render` draws. When `writeStandardOutput` is
    /// given, `simulate` streams its output to it, line by line as it is made (each with its
    /// newline), instead of returning it in ``Result/standardOutput``.
    public static func run(
        arguments: [String],
        readFile: (String) -> String?,
        readStandardInput: () -> String?,
        renderHost: SheetLabRender.Host = .unavailable,
        writeStandardOutput: ((String) -> Void)? = nil
    ) -> Result {
        var args = arguments[...]
        guard let verb = args.popFirst() else { return Result(standardOutput: "", standardError: usage + "\n", status: 2) }
        switch verb {
        case "help", "--help", "-h":
            return Result(standardOutput: usage + "\n", standardError: "", status: 0)
        case "simulate":
            break
        case "spring":
            return spring(Array(args))
        case "render":
            return SheetLabRender.run(Array(args), readFile: readFile, readStandardInput: readStandardInput, host: renderHost)
        default:
            return Result(standardOutput: "", standardError: "sheet-lab: unknown command \"\(verb)\"\n\n" + usage + "\n", status: 2)
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
                return Result(standardOutput: usage + "\n", standardError: "", status: 0)
            default:
                if arg.hasPrefix("-"), arg != "-" { return failure("unknown option \(arg)") }
                guard path == nil else { return failure("only one script may be given") }
                path = arg
            }
        }
        let text: String?
        if let path, path != "-" { text = readFile(path) } else { text = readStandardInput() }
        guard let text else {
            return Result(standardOutput: "", standardError: "sheet-lab: cannot read \(path ?? "standard input")\n", status: 1)
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
                    return failure("--response takes a number of seconds from 0.01 to 10")
                }
                response = value
            case "--damping-ratio":
                guard let text = args.popFirst(), let value = Double(text), (0.05...20).contains(value) else {
                    return failure("--damping-ratio takes a number from 0.05 to 20")
                }
                dampingRatio = value
            case "--help", "-h":
                return Result(standardOutput: usage + "\n", standardError: "", status: 0)
            default:
                return failure("unknown argument \(arg) for spring")
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

    private static func failure(_ message: String) -> Result {
        Result(standardOutput: "", standardError: "sheet-lab: \(message)\n\n" + usage + "\n", status: 2)
    }
}
