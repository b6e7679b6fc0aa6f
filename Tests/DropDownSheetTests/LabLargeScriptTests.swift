// sheet-lab on scripts of any size (issue 22, items 7 to 10): read as a stream line by line,
// checked whole before any output, repeated warnings cut short, a ceiling on the frames of a run,
// line lengths in the bytes read, and a recording for pictures that stays bounded.
import Foundation
import XCTest
@testable import SheetLab

final class LabLargeScriptTests: XCTestCase {
    // MARK: - Reading as a stream

    /// Lines split across blocks of every size, every kind of break cut anywhere, are the lines
    /// the whole text splits into.
    func testAScriptSplitsIntoTheSameLinesWhateverItsBlocks() {
        var random = SplitMix64(seed: 22)
        let pieces = ["a", "é", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", " ", "\u{2027}", "\u{C2}"]
        for _ in 0..<1_500 {
            let text = (0..<Int(random.unit() * 14)).map { _ in random.pick(pieces) }.joined()
            let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { Array(String($0).utf8) }
            let bytes = Array(text.utf8)
            let size = 1 + random.int(4)
            var stream = ScriptLineStream(limit: .max)
            var got: [[UInt8]] = []
            var start = 0
            while start < bytes.count {
                let end = min(start + size, bytes.count)
                _ = stream.feed(bytes[start..<end]) { got.append(Array($0.bytes)); return true }
                start = end
            }
            stream.finish { got.append(Array($0.bytes)); return true }
            XCTAssertEqual(got, expected, "blocks of \(size): \(Array(text.unicodeScalars))")
        }
    }

    /// A script read in blocks of a few bytes runs exactly as the whole text does.
    func testAScriptReadInSmallBlocksRunsAsTheWholeText() throws {
        let script = try String(contentsOf: LabHarness.examplesDirectory.appendingPathComponent("drafts-stack.jsonl"), encoding: .utf8)
        let bytes = Array(script.utf8)
        let trickle = ScriptSource { block in
            var start = 0
            while start < bytes.count {
                let end = min(start + 7, bytes.count)
                guard block(bytes[start..<end]) else { return nil }
                start = end
            }
            return nil
        }
        let streamed = SheetLabCommand.run(arguments: ["simulate", "x.jsonl"], openScript: { _ in .success(trickle) },
                                           standardInput: { nil })
        XCTAssertEqual(LabRun(streamed), LabHarness.simulate(script))
    }

    /// Every line is checked before the first runs: a bad last line prints nothing but its error.
    func testABadLastLineStopsTheScriptBeforeAnyOutput() {
        var written = ""
        let script = LabScript.join([LabScript.phone, #"{"t":0,"do":"present"}"#, #"{"t":9,"do":"fly"}"#])
        let result = SheetLabCommand.run(arguments: ["simulate"], readFile: { _ in nil }, readStandardInput: { script },
                                         writeStandardOutput: { written += $0 })
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(written, "")
        XCTAssertTrue(result.standardError.contains("line 3: "), result.standardError)
    }

    /// A script that cannot be read halfway is reported as unreadable (status 1).
    func testAReadErrorHalfwayIsReported() {
        let failing = ScriptSource { block in
            _ = block(ArraySlice(Array((LabScript.phone + "\n").utf8)))
            return .other("the disk went away")
        }
        let result = SheetLabCommand.run(arguments: ["simulate", "x.jsonl"], openScript: { _ in .success(failing) }, standardInput: { nil })
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, "sheet-lab: cannot read x.jsonl: the disk went away\n")
    }

    // MARK: - Line lengths in bytes read

    /// Invalid UTF-8 was measured after each bad byte became a 3-byte U+FFFD: a 10 MB line was
    /// reported as 31 MB. The length is the bytes read.
    func testTheLengthOfALineOfInvalidUTF8IsTheBytesRead() {
        let bytes = [UInt8](repeating: 0xFF, count: 1_100_000)
        let source = ScriptSource { block in _ = block(bytes[...]); return nil }
        let result = SheetLabCommand.run(arguments: ["simulate", "x.jsonl"], openScript: { _ in .success(source) }, standardInput: { nil })
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "sheet-lab: x.jsonl: line 1: the line is 1100000 bytes long; lines are at most 1048576 bytes\n")
    }

    // MARK: - Warnings cut short

    func testWarningsThatRepeatAreShownAFewTimesThenCounted() {
        var lines = [LabScript.phone, #"{"t":0,"do":"present"}"#, #"{"t":500,"tap":{"x":10,"y":10}}"#]
        for i in 0..<1_000 { lines.append(#"{"t":\#(400 - i % 300),"tap":{"x":10,"y":10}}"#) }
        let run = LabHarness.simulate(lines: lines)
        XCTAssertEqual(run.status, 0)
        let warnings = run.standardError.split(separator: "\n")
        XCTAssertEqual(warnings.count, WarningLog.shownPerKind + 1, run.standardError)
        XCTAssertTrue(warnings[0].hasPrefix("sheet-lab: warning: line 4: t goes back from 500 to 400"), String(warnings[0]))
        XCTAssertEqual(warnings.last, "sheet-lab: warning: 995 more lines where t goes back (1000 in all; the first 5 are shown above)")
    }

    // MARK: - The ceiling on frames

    private let heldForever = LabScript.join([LabScript.phone, #"{"t":0,"do":"present","animated":false}"#,
                                              #"{"t":1,"touch":"down","x":195,"y":300}"#, #"{"t":1000000,"touch":"up"}"#])

    /// A 4-line script asking for a billion frames (a finger held for eleven days at 1,000 frames
    /// a second) stops at once, naming the line and the way to raise the ceiling.
    func testAFingerHeldForDaysStopsAtOnceWithAnErrorNamingTheLine() {
        var written = 0
        let start = Date()
        let result = SheetLabCommand.run(arguments: ["simulate", "--fps", "1000"], readFile: { _ in nil },
                                         readStandardInput: { self.heldForever }, writeStandardOutput: { written += $0.utf8.count })
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "sheet-lab: stdin: line 4: the frames up to t = 1000000 s would be more than 10000000 frames at 1000 frames a second, the most one run makes; raise the ceiling with --max-frames N\n")
        XCTAssertLessThan(written, 10_000, "no frame of the held finger was made")
    }

    func testTheCeilingCanBeRaisedOrLowered() {
        let held = LabScript.join([LabScript.phone, #"{"t":0,"do":"present","animated":false}"#,
                                   #"{"t":1,"touch":"down","x":195,"y":300}"#, #"{"t":3,"touch":"up"}"#])
        let low = LabHarness.simulate(held, options: ["--max-frames", "100"])
        XCTAssertEqual(low.status, 2)
        XCTAssertTrue(low.standardError.contains("line 4: the frames up to t = 3 s would be more than 100 frames at 60 frames a second"), low.standardError)
        let enough = LabHarness.simulate(held, options: ["--max-frames", "1000"])
        XCTAssertEqual(enough.status, 0, enough.standardError)
        XCTAssertLessThanOrEqual(enough.frames.count, 1000)
        for bad in ["0", "-3", "many", "1.5"] {
            let run = LabHarness.simulate(held, options: ["--max-frames", bad])
            XCTAssertEqual(run.status, 2, bad)
            XCTAssertTrue(run.standardError.contains("--max-frames takes"), run.standardError)
        }
        let render = LabHarness.command(["render", "-", "--svg", "-", "--max-frames", "10"], input: held)
        XCTAssertEqual(render.status, 2)
        XCTAssertTrue(render.standardError.contains("raise the ceiling with --max-frames N"), render.standardError)
    }

    /// Frames of springs count too: the run stops at the ceiling with the frames before it
    /// printed, no summary, and the line it was running up to named.
    func testTheCeilingStopsSpringsToo() {
        let script = LabScript.join([LabScript.phone, #"{"t":0,"do":"present"}"#, #"{"t":5,"do":"minimize"}"#])
        let run = LabHarness.simulate(script, options: ["--max-frames", "10"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.frames.count, 10)
        XCTAssertNil(run.summary)
        XCTAssertTrue(run.standardError.contains("line 3: the frames up to t = 5 s would be more than 10 frames"), run.standardError)
    }

    // MARK: - A recording that stays bounded

    func testTheRecordingForPicturesKeepsAtMostItsBound() throws {
        let script = LabScript.join([LabScript.phone, #"{"t":0,"do":"present","animated":false}"#,
                                     #"{"t":1,"touch":"down","x":195,"y":300}"#, #"{"t":600,"touch":"up"}"#])
        var simulator = Simulator(fps: 60, printsFrames: false)
        simulator.records = true
        _ = simulator.run(try ScriptReader.parse(script))
        let recording = simulator.recording
        XCTAssertLessThanOrEqual(recording.frames.count, SimulationRecording.maximumFrames)
        XCTAssertGreaterThan(recording.frames.count, SimulationRecording.maximumFrames / 4)
        XCTAssertEqual(recording.frameStride, 2, "36,000 frames: every second one kept")
        XCTAssertTrue(zip(recording.frames, recording.frames.dropFirst()).allSatisfy { $0.t < $1.t })
        XCTAssertEqual(recording.frames.last?.render.phase, .resting(.expanded), "the last frames are kept")
        // And the picture of it is drawn.
        let picture = LabHarness.command(["render", "-", "--svg", "-"], input: script)
        XCTAssertEqual(picture.status, 0, picture.standardError)
        XCTAssertLessThan(picture.standardOutput.utf8.count, 5_000_000)
    }

    func testMarksAreBoundedToo() throws {
        var lines = [LabScript.phone, #"{"t":0,"do":"present","to":"minimized","animated":false}"#]
        for i in 0..<12_000 { lines.append(#"{"t":\#(1 + Double(i) * 0.01),"tap":{"x":10,"y":10}}"#) }
        var simulator = Simulator(fps: 60, printsFrames: false)
        simulator.records = true
        _ = simulator.run(try ScriptReader.parse(LabScript.join(lines)))
        XCTAssertLessThanOrEqual(simulator.recording.events.count, SimulationRecording.maximumMarks)
        XCTAssertGreaterThan(simulator.recording.events.count, SimulationRecording.maximumMarks / 4)
    }
}
