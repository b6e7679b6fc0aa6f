import Foundation
import XCTest
@testable import DropDownSheetCore
@testable import SheetLab

/// Issue 23, item 3: every number the documents state is the number of the code, the test or the
/// gate that stands behind it, and every list they give (refusals, sheet-lab's keys, events, hits,
/// misuses) is the code's list. A claim reworded so that its pattern no longer matches fails here
/// too: update the pattern with the claim, never drop it.
final class DocumentationClaimsTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private let labArticle = "Sources/DropDownSheet/DropDownSheet.docc/TuningTheMotionWithSheetLab.md"

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every document a user or contributor reads, by repository path.
    private func documents() throws -> [String] {
        var paths = ["README.md", "CHANGELOG.md", "CONTRIBUTING.md", "Benchmarks/README.md", "SampleApp/README.md"]
        for folder in ["docs", "Sources/DropDownSheet/DropDownSheet.docc"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let file = enumerator?.nextObject() as? String {
                if file.hasSuffix(".md") { paths.append("\(folder)/\(file)") }
            }
        }
        return paths
    }

    /// A document's text with every run of white space (line breaks included) made one space.
    private func flattened(_ path: String) throws -> String {
        try read(path).replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
    }

    /// The captures of `pattern` in `text`, each group's number (commas dropped).
    private func numbers(_ pattern: String, in text: String) throws -> [[Double]] {
        let regex = try NSRegularExpression(pattern: pattern)
        let whole = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: whole).map { match in
            (1..<match.numberOfRanges).compactMap { group in
                Range(match.range(at: group), in: text).flatMap { Double(text[$0].replacingOccurrences(of: ",", with: "")) }
            }
        }
    }

    /// Checks that every match of `pattern` in every document states `truth` (one number per
    /// group), and that `required` states it at least once.
    private func assertClaim(_ what: String, _ pattern: String, is truth: [Double], statedIn required: String,
                             file: StaticString = #filePath, line: UInt = #line) throws {
        var stated = false
        for document in try documents() {
            for found in try numbers(pattern, in: try flattened(document)) {
                XCTAssertEqual(found, truth, "\(document) says \(what) is \(found), but it is \(truth)", file: file, line: line)
                if document == required { stated = true }
            }
        }
        XCTAssertTrue(stated, "\(required) no longer states \(what) as /\(pattern)/: reword the pattern with the claim",
                      file: file, line: line)
    }

    /// `NAME = value` of a Python script, as its check reads it.
    private func constant(_ name: String, of script: String) throws -> Double {
        let value = try XCTUnwrap(try captures(#"(?m)^"# + name + #"\s*=\s*([\d_.]+)"#, in: try read(script)).first,
                                  "\(script) has no \(name)")
        return try XCTUnwrap(Double(value.replacingOccurrences(of: "_", with: "")), "\(script): \(name) = \(value)")
    }

    // MARK: - Memory, time and scale gates of CI

    func testSheetLabsMemoryAndScaleClaimsAreItsCIGates() throws {
        let script = "Benchmarks/lab-long-script.py"
        let longRun = try constant("LONG_RUN_PEAK_MB", of: script)
        let largeScript = try constant("LARGE_SCRIPT_PEAK_MB", of: script)
        XCTAssertEqual(try constant("FRAMES", of: script), 1_000_000, "the long run is a million frames, as the documents say")
        try assertClaim("the most memory a million frames take", #"a million frames[^.;]*? under (\d+) MB"#,
                        is: [longRun], statedIn: labArticle)
        try assertClaim("the long run's gate", #"fails above (\d+) MB"#, is: [longRun], statedIn: labArticle)
        try assertClaim("the most memory a 50 MB script takes", #"a 50 MB script runs in (?:about \d+ MB \()?under (\d+) MB"#,
                        is: [largeScript], statedIn: labArticle)
        try assertClaim("the long run's gate in the benchmarks' table", #"1,000,000 frames at 60 Hz[^|]*\|[^|]*\| every frame printed; at most \*\*(\d+) MB\*\*"#,
                        is: [longRun], statedIn: "Benchmarks/README.md")
        try assertClaim("the 50 MB scripts' gate in the benchmarks' table", #"50 MB script[^|]*\|[^|]*\|[^|]*at most \*\*(\d+) MB\*\*"#,
                        is: [largeScript], statedIn: "Benchmarks/README.md")
        try assertClaim("the most warning lines", #"at most (\d+) warning lines"#,
                        is: [try constant("MAX_WARNING_LINES", of: script)], statedIn: "Benchmarks/README.md")
        let ratio = try constant("MAX_NAMED_SHEETS_RATIO", of: script)
        try assertClaim("the named sheets' gate", #"at most (\d+) times \(linear: 10\)"#, is: [ratio], statedIn: "Benchmarks/README.md")
        try assertClaim("the named sheets' gate", #"fails above (\d+) times"#, is: [ratio], statedIn: labArticle)
    }

    func testTheBenchmarksGatesAreTheirChecks() throws {
        let limit = try constant("RATIO_LIMIT", of: "Benchmarks/check-scaling.py")
        try assertClaim("the scaling limit", #"limit \(([\d.]+) × N\)"#, is: [limit], statedIn: "Benchmarks/README.md")
        try assertClaim("the scaling limit", #"costs more than ([\d.]+) × N times 1 draft"#, is: [limit], statedIn: "Benchmarks/README.md")
        let samples = try constant("MINIMUM_SAMPLES", of: "Benchmarks/check-mallocs.py")
        try assertClaim("the fewest measured iterations", #"fewer than (\d+) measured iterations"#, is: [samples],
                        statedIn: "Benchmarks/README.md")
        let ci = try read("scripts/linux-gates.sh")
        let coverage = try XCTUnwrap(try numbers(#"totals\["percent"\] >= (\d+)"#, in: ci).first?.first)
        try assertClaim("the core's coverage gate", #"at least (\d+)% line coverage"#, is: [coverage], statedIn: "CONTRIBUTING.md")
    }

    // MARK: - sheet-lab's limits, as the code has them

    func testSheetLabsLimitsAreTheCodes() throws {
        try assertClaim("the longest line", #"a line is at most 1 MiB \(([\d,]+) bytes"#, is: [Double(ScriptLimits.lineLength)], statedIn: labArticle)
        try assertClaim("the longest string", #"a string such as an id ([\d,]+) bytes"#, is: [Double(ScriptLimits.stringLength)], statedIn: labArticle)
        try assertClaim("the longest number", #"a number ([\d,]+) characters"#, is: [Double(ScriptLimits.numberLength)], statedIn: labArticle)
        try assertClaim("the most keys", #"an object ([\d,]+) keys"#, is: [Double(ScriptLimits.keysPerObject)], statedIn: labArticle)
        try assertClaim("the most elements", #"an array ([\d,]+) elements"#, is: [Double(ScriptLimits.elementsPerArray)], statedIn: labArticle)
        try assertClaim("the deepest nesting", #"nesting ([\d,]+) levels"#, is: [Double(ScriptLimits.nesting)], statedIn: labArticle)
        let long = String(repeating: "a", count: 1_000)
        let shown = Double(quoted(long).filter { $0 == "a" }.count)
        try assertClaim("how much of the input an error quotes", #"quote at most ([\d,]+) characters"#, is: [shown], statedIn: labArticle)
        let frames = Double(Simulator.defaultMaximumFrames)
        try assertClaim("the most frame lines of a run", #"at most ([\d,]+) frame lines"#, is: [frames], statedIn: labArticle)
        try assertClaim("the default of --max-frames", #"\(default ([\d,]+), see"#, is: [frames], statedIn: labArticle)
        try assertClaim("what render's plots keep", #"keep at most ([\d,]+) frames and ([\d,]+) events"#,
                        is: [Double(SimulationRecording.maximumFrames), Double(SimulationRecording.maximumMarks)], statedIn: "docs/pictures-of-the-motion.md")
        try assertClaim("how many backward times are named", #"the first (\d+) such lines are named"#,
                        is: [Double(WarningLog.shownPerKind)], statedIn: labArticle)
    }

    // MARK: - The library's numbers

    func testTheGestureAndBarNumbersAreTheCores() throws {
        let realApp = "Sources/DropDownSheet/DropDownSheet.docc/InARealApp.md"
        try assertClaim("a flick's speed", #"A flick \(faster than (\d+) points a second\)"#,
                        is: [DropDownSheetEngine.flickVelocity], statedIn: realApp)
        try assertClaim("a tap's limits", #"lifts within ([\d.]+) seconds and (\d+) points"#,
                        is: [DropDownSheetTouchClassifier.maximumTapDuration, DropDownSheetTouchClassifier.maximumTapMovement],
                        statedIn: realApp)
        try assertClaim("a stack's slivers", #"slivers \((\d+) points each, at most (\d+)\)"#,
                        is: [DropDownSheetStackBackdrop.sliverLift, Double(DropDownSheetStackBackdrop.maximumSliverCount)],
                        statedIn: labArticle)
        let languages = Double(try Catalog.languages().count)
        try assertClaim("how many languages the library speaks", #"\b(\d+) languages\b"#, is: [languages], statedIn: "README.md")
    }

    /// The configuration's table of defaults is `DropDownSheetConfiguration()`'s.
    func testTheConfigurationsTableOfDefaultsIsTheCodes() throws {
        let page = try read("Sources/DropDownSheet/DropDownSheet.docc/Extensions/DropDownSheetConfiguration.md")
        var defaults: [String: String] = [:]
        for row in page.split(separator: "\n") where row.hasPrefix("| `") {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            defaults[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[1]
        }
        let c = DropDownSheetConfiguration()
        let points: [(String, Double)] = [("expandedTopInset", c.expandedTopInset), ("minimizedHeight", c.minimizedHeight),
                                          ("maximumWidth", c.maximumWidth), ("cornerRadius", c.cornerRadius),
                                          ("presentingCornerRadius", c.presentingCornerRadius)]
        for (name, value) in points {
            XCTAssertEqual(defaults[name], "\(value.formatted) pt", name)
        }
        XCTAssertEqual(defaults["presentingScale"], c.presentingScale.formatted)
        XCTAssertEqual(defaults["dimAlpha"], c.dimAlpha.formatted)
        XCTAssertEqual(defaults["maximumSheetCount"], "\(c.maximumSheetCount)")
        XCTAssertEqual(defaults["spring"], "response \(c.spring.response.formatted) s, damping ratio \(c.spring.dampingRatio.formatted)")
        let flags: [(String, Bool)] = [("adjustsMinimizedHeightForContentSizeCategory", c.adjustsMinimizedHeightForContentSizeCategory),
                                       ("avoidsBottomBar", c.avoidsBottomBar), ("adjustsSafeAreaUnderneath", c.adjustsSafeAreaUnderneath),
                                       ("isHapticFeedbackEnabled", c.isHapticFeedbackEnabled)]
        for (name, value) in flags { XCTAssertEqual(defaults[name], "`\(value)`", name) }
        XCTAssertEqual(defaults["dimmingTapAction"], "`.\(c.dimmingTapAction)`")
        XCTAssertEqual(defaults["barStyle"], "`.\(c.barStyle)`")
        XCTAssertEqual(defaults["barBackground"], "`.\(c.barBackground)`")
        XCTAssertEqual(defaults["closeButton"], "`.\(c.closeButton)`")
        XCTAssertNil(c.isDismissible)
        XCTAssertTrue(defaults["isDismissible"]?.hasPrefix("nil:") == true)
        // Issue 28's three.
        XCTAssertEqual(defaults["detents"], c.detents.isEmpty ? "none" : "?")
        XCTAssertEqual(defaults["largestUndimmedDetent"], "`.\(c.largestUndimmedDetent)`")
        XCTAssertEqual(defaults["prefersScrollingExpandsWhenScrolledToEdge"], "`\(c.prefersScrollingExpandsWhenScrolledToEdge)`")
        XCTAssertEqual(Set(defaults.keys).count, 21, "a row per knob")
    }

    // MARK: - Lists the documents give

    /// A document that lists refusals (names more than one) lists all of them: the README's list
    /// named three of eight. One named alone (`.stackFull` where the stack is the subject) is not
    /// a list. The guides that list them list every one.
    func testEveryDocumentThatNamesRefusalsNamesEveryOne() throws {
        let all = DropDownSheetPresentRefusal.allCases.map(\.rawValue)
        XCTAssertEqual(all.count, 8)
        for document in try documents() {
            let text = try read(document)
            let named = all.filter { text.range(of: #"\b"# + $0 + #"\b"#, options: .regularExpression) != nil }
            XCTAssertTrue(named.count <= 1 || named.count == all.count,
                          "\(document) names the refusals \(named) but not \(all.filter { !named.contains($0) })")
        }
        for guide in ["Sources/DropDownSheet/DropDownSheet.docc/GettingStartedInUIKit.md", labArticle] {
            let text = try read(guide)
            for reason in all { XCTAssertTrue(text.contains("`.\(reason)`") || text.contains("`\(reason)`"), "\(guide) lacks \(reason)") }
        }
    }

    /// sheet-lab's printer, read from its source: each event, misuse reason and hit it prints is in
    /// the article, and the documents name no event it does not print.
    func testSheetLabsEventsMisusesAndHitsAreTheOnesItPrints() throws {
        let printer = try read("Sources/SheetLab/Simulator+Output.swift")
        let events = Set(try captures(#"o\.string\("event", "(\w+)"\)"#, in: printer))
        let reasons = Set(try captures(#"o\.string\("reason", "(\w+)"\)"#, in: printer))
        XCTAssertGreaterThanOrEqual(events.count, 8)
        XCTAssertEqual(reasons, ["emptyIdentifier", "presentToDismissed", "unknownDetent", "maximumBelowCount"])
        let article = try read(labArticle)
        for event in events { XCTAssertTrue(article.contains("\"\(event)\""), "the article does not show the event \(event)") }
        for reason in reasons { XCTAssertTrue(article.contains("\"\(reason)\""), "the article does not show the misuse \(reason)") }
        for hit in DropDownSheetHit.allCases { XCTAssertTrue(article.contains("\"\(hit.rawValue)\""), "the article does not show the hit \(hit)") }
        for document in try documents() {
            for named in try captures(#""event":"(\w+)""#, in: try read(document)) {
                XCTAssertTrue(events.contains(named), "\(document) shows an event sheet-lab never prints: \(named)")
            }
        }
    }

    /// Every key sheet-lab's reader takes (read from its source, and the saved stack's keys from
    /// the snapshot's encoding) is shown in the article and in `--help`, and the tests' list of
    /// accepted keys is that list.
    func testEveryKeyTheReaderTakesIsDocumented() throws {
        let reader = try read("Sources/SheetLab/Script.swift")
        var keys = Set(try captures(#"\.?\b(?:number|bool|string|choice|object|raw|has|required|count)\("(\w+)""#, in: reader))
        let lineKinds = try XCTUnwrap(try captures(#"let kinds = \[([^\]]+)\]"#, in: reader).first)
        keys.formUnion(try captures(#""(\w+)""#, in: lineKinds))
        let plain = try XCTUnwrap(try captures(#"!\[("t"[^\]]+)\]\.contains"#, in: reader).first)
        keys.formUnion(try captures(#""(\w+)""#, in: plain))
        let snapshot = DropDownSheetStackSnapshot(identifiers: ["a"], expanded: "a", maximumCount: 5).encoded()
        let snapshotKeys = try XCTUnwrap(JSONSerialization.jsonObject(with: snapshot) as? [String: Any]).keys
        keys.formUnion(snapshotKeys)
        XCTAssertTrue(keys.isSuperset(of: ["layout", "config", "do", "touch", "tap", "restore", "bar", "t", "id", "role",
                                           "minimizedTabBar", "besideSystemAccessory", "identifiers", "version"]), "\(keys.sorted())")
        let article = try read(labArticle)
        for key in keys.sorted() {
            XCTAssertTrue(article.contains("\"\(key)\""), "TuningTheMotionWithSheetLab.md does not show \"\(key)\"")
            XCTAssertTrue(SheetLabHelp.general.contains("\"\(key)\""), "sheet-lab --help does not show \"\(key)\"")
        }
        XCTAssertEqual(Set(LabCommandLineTests.acceptedKeys.map(\.key)), keys,
                       "LabCommandLineTests.acceptedKeys (each key with a line the reader accepts) is not the list of keys the reader takes")
    }

    /// Every script line the documents show (a line naming a layout, config, do, touch, tap,
    /// restore or bar) is one the reader accepts; commentary after a line's closing brace is the
    /// document's.
    func testEveryScriptLineTheDocumentsShowIsAccepted() throws {
        var checked = 0
        for document in try documents() + ["Sources/SheetLab/Help.swift"] {
            for raw in try read(document).split(separator: "\n") {
                let trimmed = raw.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                // A line the lab prints (a hit, an event, a frame...) is output, not script; "..",
                // "..." and placeholders stand for what a document leaves out.
                guard trimmed.hasPrefix("{\"t\":"), let line = Self.balancedObject(trimmed), !line.contains(".."),
                      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                      !object.keys.contains(where: Self.outputKeys.contains),
                      object.keys.contains(where: Self.scriptKinds.contains) else { continue }
                XCTAssertNoThrow(try ScriptReader.parse(line), "\(document): \(line)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 40)
    }

    private static let scriptKinds: Set<String> = ["layout", "config", "do", "touch", "tap", "restore", "bar"]
    private static let outputKeys: Set<String> = ["hit", "event", "summary", "state", "stack", "snapshot", "underneathInset"]

    /// The JSON object a line starts with: up to where its braces balance (outside strings).
    static func balancedObject(_ line: String) -> String? {
        var depth = 0, inString = false, escaped = false
        for index in line.indices {
            let c = line[index]
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
                continue
            }
            if c == "\"" { inString = true } else if c == "{" { depth += 1 } else if c == "}" {
                depth -= 1
                if depth == 0 { return String(line[...index]) }
            }
        }
        return nil
    }

    // MARK: - Output the documents say a script prints

    private func run(_ script: String) -> String {
        SheetLabCommand.run(arguments: ["simulate", "--no-frames"], readFile: { _ in nil }, readStandardInput: { script }).standardOutput
    }

    /// The script blocks that come right after `marker` in `document`.
    private func script(after marker: String, in document: String) throws -> String {
        let text = try read(document)
        let start = try XCTUnwrap(text.range(of: marker), "\(document) no longer has \(marker)")
        let open = try XCTUnwrap(text.range(of: "```\n", range: start.upperBound..<text.endIndex))
        let close = try XCTUnwrap(text.range(of: "```", range: open.upperBound..<text.endIndex))
        return String(text[open.upperBound..<close.lowerBound])
    }

    func testTheStackLineSeveralDraftsShowsIsPrinted() throws {
        let document = "Sources/DropDownSheet/DropDownSheet.docc/SeveralDrafts.md"
        let output = run(try script(after: "prints the stack as it changes:", in: document))
        let claimed = try XCTUnwrap(try captures(#"(\{"t":3,"stack":\{[^`]*\}\})"#, in: try read(document)).first)
        XCTAssertTrue(output.contains(claimed + "\n"), "SeveralDrafts.md says the script prints \(claimed); it prints:\n\(output)")
    }

    func testTheBarBarItemsDescribesIsPrinted() throws {
        let document = "Sources/DropDownSheet/DropDownSheet.docc/BarItems.md"
        let output = run(try script(after: "prints the bar a bar item draws at any screen, text size and shape:", in: document))
        let barLine = try XCTUnwrap(output.split(separator: "\n").first { $0.contains("\"bar\"") })
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(barLine.utf8)) as? [String: Any])
        let bar = try XCTUnwrap(object["bar"] as? [String: Any])
        let claim = try XCTUnwrap(try numbers(#"\((\d+) points in, (\d+) wide, (\d+) tall, corners of (\d+), (\d+) points up\)"#,
                                              in: try flattened(document)).first)
        XCTAssertEqual(claim, ["x", "width", "height", "cornerRadius", "gap"].map { (bar[$0] as? Double) ?? -1 }, "\(bar)")
    }

    private func captures(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}

private extension Double {
    /// As the documents write it: 10, 0.92, 0.45.
    var formatted: String { self == rounded() ? String(Int(self)) : String(self) }
}
