// Helpers shared by the sheet-lab tests (files named Lab*): running the lab in process or as a
// process, and reading its JSON Lines output with Foundation's own JSON parser, so that the
// lab's output is checked by a reader that is not the lab's.
import Foundation
import XCTest
@testable import SheetLab

/// Script lines used by many lab tests.
enum LabScript {
    /// An iPhone 14 in portrait: 390 x 844 points, safe area 47 top and 34 bottom, no bars.
    static let phone = #"{"t":0,"layout":{"width":390,"height":844,"safeTop":47,"safeBottom":34,"bottomBar":0,"keyboard":0}}"#

    /// Expanded card's top edge on `phone`: 47 + 10.
    static let expandedTop = 57.0
    /// Minimized bar's top edge on `phone`: 844 - 34 - 60.
    static let minimizedTop = 750.0
    /// Dismissed top edge on `phone`: the container's bottom.
    static let dismissedTop = 844.0

    /// A fast swipe down on the expanded card (`phone`), starting at `t`.
    static func swipeDown(at t: Double) -> [String] {
        [
            #"{"t":\#(t),"touch":"down","x":195,"y":80}"#,
            #"{"t":\#(t + 0.016),"touch":"move","y":110}"#,
            #"{"t":\#(t + 0.033),"touch":"move","y":160}"#,
            #"{"t":\#(t + 0.05),"touch":"move","y":230}"#,
            #"{"t":\#(t + 0.066),"touch":"up","y":300}"#,
        ]
    }

    /// A flick down on the minimized bar (`phone`, bar top at 750), starting at `t`.
    static func flickBarDown(at t: Double) -> [String] {
        [
            #"{"t":\#(t),"touch":"down","x":195,"y":770}"#,
            #"{"t":\#(t + 0.016),"touch":"move","y":790}"#,
            #"{"t":\#(t + 0.033),"touch":"move","y":815}"#,
            #"{"t":\#(t + 0.05),"touch":"up","y":840,"vy":1500}"#,
        ]
    }

    /// A slow pull of the minimized bar (`phone`) up past the middle, starting at `t`.
    static func pullBarUp(at t: Double) -> [String] {
        [
            #"{"t":\#(t),"touch":"down","x":195,"y":780}"#,
            #"{"t":\#(t + 0.1),"touch":"move","y":700}"#,
            #"{"t":\#(t + 0.2),"touch":"move","y":560}"#,
            #"{"t":\#(t + 0.3),"touch":"move","y":420}"#,
            #"{"t":\#(t + 0.4),"touch":"move","y":300}"#,
            #"{"t":\#(t + 0.7),"touch":"up","y":300}"#,
        ]
    }

    /// Joins script lines into a script.
    static func join(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }
}

/// One line the lab printed, as Foundation's JSONSerialization reads it.
struct LabLine {
    /// The text of the line, without its newline.
    let raw: String
    /// The line as a JSON object, or nil if it is not one.
    let object: [String: Any]?

    init(_ raw: String) {
        self.raw = raw
        let parsed = try? JSONSerialization.jsonObject(with: Data(raw.utf8), options: [])
        object = parsed as? [String: Any]
    }

    var keys: Set<String> { Set(object?.keys.map { $0 } ?? []) }

    func number(_ key: String) -> Double? { LabLine.number(object?[key]) }
    func string(_ key: String) -> String? { object?[key] as? String }

    static func number(_ value: Any?) -> Double? {
        guard let value, !(value is String) else { return nil }
        return (value as? NSNumber)?.doubleValue
    }

    var isFrame: Bool { object?["state"] != nil && object?["summary"] == nil }
    var isEvent: Bool { object?["event"] != nil }
    var isHit: Bool { object?["hit"] != nil }
    /// A hit line printed for a `tap` script line (a touch-down's hit line names its touch).
    var isTapHit: Bool { isHit && object?["touch"] == nil }
    var isSummary: Bool { object?["summary"] != nil }
    /// A `{"t":..,"underneathInset":N}` line.
    var isUnderneathInset: Bool { object?["underneathInset"] != nil && !isSummary }

    /// Time of the line.
    var t: Double? { number("t") }
    var state: String? { string("state") }
    var sheetTop: Double? { number("sheetTop") }
    var event: String? { string("event") }

    /// The keys of the line's top-level object in the order printed. Lab lines have no strings
    /// containing quotes, so a key is any `"name":` in the text.
    var keysInOrder: [String] {
        var keys: [String] = []
        var rest = Substring(raw)
        while let open = rest.firstIndex(of: "\"") {
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(of: "\"") else { break }
            let name = String(rest[after..<close])
            let next = rest.index(after: close)
            if next < rest.endIndex, rest[next] == ":" { keys.append(name) }
            rest = rest[next...]
        }
        return keys
    }
}

/// What one run of the lab printed, with its lines parsed once.
struct LabRun: Equatable {
    let status: Int32
    let standardOutput: String
    let standardError: String
    /// Lines of standard output, without the final newline's empty remainder.
    let rawLines: [String]
    /// The lines as JSON.
    let lines: [LabLine]
    let frames: [LabLine]
    let events: [LabLine]
    let tapHits: [LabLine]

    init(status: Int32, standardOutput: String, standardError: String) {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
        var raw = standardOutput.components(separatedBy: "\n")
        if raw.last == "" { raw.removeLast() }
        rawLines = raw
        lines = raw.map(LabLine.init)
        frames = lines.filter(\.isFrame)
        events = lines.filter(\.isEvent)
        tapHits = lines.filter(\.isTapHit)
    }

    init(_ result: SheetLabCommand.Result) {
        self.init(status: result.status, standardOutput: result.standardOutput, standardError: result.standardError)
    }

    /// Two runs are equal when they printed the same bytes and ended the same way.
    static func == (a: LabRun, b: LabRun) -> Bool {
        a.status == b.status && a.standardOutput == b.standardOutput && a.standardError == b.standardError
    }

    /// The event lines as "willMove expanded", "didMove expanded", "didAttemptToDismiss"...
    var eventNames: [String] {
        events.map { line in [line.event, line.string("to")].compactMap { $0 }.joined(separator: " ") }
    }

    /// The summary object of the last line, or nil.
    var summary: [String: Any]? { lines.last?.object?["summary"] as? [String: Any] }
    var summaryState: String? { summary?["state"] as? String }
    var summarySheetTop: Double? { LabLine.number(summary?["sheetTop"]) }
    var summaryTime: Double? { LabLine.number(summary?["t"]) }

    /// The frame shown at time `t` (within a microsecond), if any.
    func frame(at t: Double) -> LabLine? {
        frames.first { abs(($0.t ?? -1) - t) < 1e-6 }
    }
}

/// Runs the lab.
enum LabHarness {
    /// Runs `sheet-lab simulate` in process on `script` given as standard input.
    static func simulate(_ script: String, options: [String] = []) -> LabRun {
        LabRun(SheetLabCommand.run(arguments: ["simulate"] + options, readFile: { _ in nil }, readStandardInput: { script }))
    }

    /// Runs `sheet-lab simulate` in process on script lines.
    static func simulate(lines: [String], options: [String] = []) -> LabRun {
        simulate(LabScript.join(lines), options: options)
    }

    /// Runs `sheet-lab` in process with `arguments`, files read from disk, and `input` as
    /// standard input.
    static func command(_ arguments: [String], input: String? = nil) -> LabRun {
        LabRun(SheetLabCommand.run(
            arguments: arguments,
            readFile: { path in FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } },
            readStandardInput: { input }))
    }

    /// The repository's root directory.
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The repository's Examples directory.
    static var examplesDirectory: URL { repositoryRoot.appendingPathComponent("Examples") }

    /// Every `.jsonl` script in Examples/, sorted by name.
    static func exampleScripts() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: examplesDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "jsonl" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

/// Assertions on lab output shared by several test files.
enum LabAssert {
    /// Every line of standard output is a JSON object that Foundation can read, the output ends
    /// with a newline, and the last line, and only it, is the summary.
    static func wellFormed(_ run: LabRun, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(run.standardOutput.hasSuffix("\n"), "output must end with a newline \(message)", file: file, line: line)
        for (i, l) in run.lines.enumerated() {
            XCTAssertNotNil(l.object, "line \(i + 1) of the output is not a JSON object: \(l.raw) \(message)", file: file, line: line)
            if i < run.lines.count - 1 {
                XCTAssertFalse(l.isSummary, "a summary before the last line: \(l.raw) \(message)", file: file, line: line)
            }
        }
        XCTAssertNotNil(run.summary, "the last line must be {\"summary\":{...}}: \(run.rawLines.last ?? "(no output)") \(message)", file: file, line: line)
    }

    /// Every number in the output is written as plain decimals: no exponent, NaN or infinity,
    /// no negative zero and no trailing zeros after a decimal point.
    static func plainNumbers(_ run: LabRun, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        for l in run.rawLines {
            for token in LabNumberTokens.tokens(in: l) where !LabNumberTokens.isPlain(token) {
                XCTFail("number \(token) is not plain decimals in \(l) \(message)", file: file, line: line)
            }
            let lower = l.lowercased()
            for word in ["nan", "inf"] where lower.contains(word) {
                XCTFail("\(word) in \(l) \(message)", file: file, line: line)
            }
        }
    }
}

/// Finds the number tokens of a JSON text (everything outside strings that is not punctuation
/// or a literal word).
enum LabNumberTokens {
    static func tokens(in text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inString = false
        var escaped = false
        for c in text {
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
                continue
            }
            if c == "\"" {
                inString = true
            } else if "{}[]:,".contains(c) || c.isWhitespace {
                if !current.isEmpty, current != "true", current != "false", current != "null" { tokens.append(current) }
                current = ""
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]*[1-9])?`, and not `-0`.
    static func isPlain(_ token: String) -> Bool {
        var s = Substring(token)
        let negative = s.hasPrefix("-")
        if negative { s = s.dropFirst() }
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.labIsDigit) else { return false }
        guard whole == "0" || !whole.hasPrefix("0") else { return false }
        if parts.count == 2 {
            let fraction = parts[1]
            guard !fraction.isEmpty, fraction.allSatisfy(\.labIsDigit), !fraction.hasSuffix("0") else { return false }
            return true
        }
        return !(negative && whole == "0")
    }
}

extension Character {
    fileprivate var labIsDigit: Bool { ("0"..."9").contains(self) }
}
