// The scripts shipped in Examples/ run cleanly and end where their comments say.
import XCTest
@testable import SheetLab

final class LabExampleScriptTests: XCTestCase {
    private func runExample(_ name: String, options: [String] = [], file: StaticString = #filePath, line: UInt = #line) -> LabRun {
        let url = LabHarness.examplesDirectory.appendingPathComponent(name)
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "missing example \(url.path)", file: file, line: line)
        let run = LabHarness.command(["simulate", url.path] + options)
        XCTAssertEqual(run.status, 0, "\(name): \(run.standardError)", file: file, line: line)
        XCTAssertEqual(run.standardError, "", "\(name) should run without warnings", file: file, line: line)
        LabAssert.wellFormed(run, name, file: file, line: line)
        return run
    }

    func testShippedExamplesArePresent() throws {
        let names = try LabHarness.exampleScripts().map(\.lastPathComponent)
        for name in ["compose-draft.jsonl", "mini-player.jsonl", "draft-veto.jsonl"] {
            XCTAssertTrue(names.contains(name), "Examples/\(name) is missing; found \(names)")
        }
    }

    func testEveryExampleRunsCleanlyAndEndsAtRest() throws {
        let scripts = try LabHarness.exampleScripts()
        XCTAssertFalse(scripts.isEmpty)
        for url in scripts {
            let run = runExample(url.lastPathComponent)
            LabAssert.plainNumbers(run, url.lastPathComponent)
            // At rest in a built-in state, or at one of the script's own detents (issue 28).
            let detents = (try? String(contentsOf: url, encoding: .utf8))?.components(separatedBy: "\"id\":\"").dropFirst()
                .compactMap { $0.split(separator: "\"").first.map(String.init) } ?? []
            XCTAssertTrue((["expanded", "minimized", "dismissed"] + detents).contains(run.summaryState ?? ""),
                          "\(url.lastPathComponent) ends \(run.summaryState ?? "without a summary")")
            XCTAssertEqual(run.frames.last?.state, run.summaryState, url.lastPathComponent)
            let quiet = runExample(url.lastPathComponent, options: ["--no-frames"])
            XCTAssertEqual(quiet.rawLines, run.lines.filter { !$0.isFrame }.map(\.raw), url.lastPathComponent)
        }
    }

    func testEveryExampleIsCommented() throws {
        for url in try LabHarness.exampleScripts() {
            let text = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("#"), "\(url.lastPathComponent) should open with a comment saying what it shows")
        }
    }

    /// Presented, swiped down to its bar at 750, pulled back up to 57.
    func testComposeDraftIsPresentedMinimizedAndExpandedAgain() {
        let run = runExample("compose-draft.jsonl")
        XCTAssertEqual(run.eventNames, ["willMove expanded", "didMove expanded", "willMove minimized", "didMove minimized",
                                        "willMove expanded", "didMove expanded"])
        XCTAssertTrue(run.frames.contains { $0.state == "minimized" && $0.sheetTop == 750 })
        XCTAssertEqual(run.summaryState, "expanded")
        XCTAssertEqual(run.summarySheetTop, 57)
    }

    /// Shown straight as a bar at 701 above an 83-point tab bar; taps above and below the bar
    /// pass through; a tap on the bar opens it to 57; a swipe down returns it to 701.
    func testMiniPlayerOpensFromTheBarAndReturnsToIt() {
        let run = runExample("mini-player.jsonl")
        XCTAssertEqual(run.eventNames, ["willMove minimized", "didMove minimized", "willMove expanded", "didMove expanded",
                                        "willMove minimized", "didMove minimized"])
        XCTAssertEqual(run.tapHits.map { $0.string("hit") }, ["passthrough", "passthrough", "sheet", "passthrough"])
        let beforeTheTap = run.frames.filter { ($0.t ?? 0) < 1.5 }
        XCTAssertFalse(beforeTheTap.isEmpty)
        XCTAssertTrue(beforeTheTap.allSatisfy { ($0.sheetTop ?? 0) >= 701 - 0.5 }, "never shown as a card before the tap")
        XCTAssertTrue(run.frames.contains { $0.state == "expanded" && $0.sheetTop == 57 })
        XCTAssertEqual(run.summaryState, "minimized")
        XCTAssertEqual(run.summarySheetTop, 701)
    }

    /// Vetoed: the flicked bar bounces back with didAttemptToDismiss; veto lifted: dismissed.
    func testDraftVetoBouncesBackThenDismisses() {
        let run = runExample("draft-veto.jsonl")
        XCTAssertEqual(run.eventNames, ["willMove expanded", "didMove expanded", "willMove minimized", "didMove minimized",
                                        "didAttemptToDismiss", "willMove dismissed", "didMove dismissed"])
        let afterVeto = run.frames.last { ($0.t ?? 0) < 4 }
        XCTAssertEqual(afterVeto?.state, "minimized")
        XCTAssertEqual(afterVeto?.sheetTop, 750)
        XCTAssertEqual(run.summaryState, "dismissed")
        XCTAssertEqual(run.summarySheetTop, 844)
    }

    /// Issue 28: a panel at half height over a live map. A tap above it reaches the map; a flick
    /// up takes it to the full card (the map dimmed and scaled), a slow drag back lets it snap to
    /// the half (the map live again), a light flick down stops at the tip, and the app moves it to
    /// the half in code. Every frame at or below the half leaves the map unscaled and undimmed.
    func testMapPanelRestsAtItsDetentsWithTheMapLiveUpToTheHalf() {
        let run = runExample("map-panel.jsonl")
        XCTAssertEqual(run.eventNames, ["willMove half", "didMove half", "willMove expanded", "didMove expanded",
                                        "willMove half", "didMove half", "willMove tip", "didMove tip",
                                        "willMove half", "didMove half"])
        XCTAssertEqual(run.tapHits.map { $0.string("hit") }, ["passthrough"])
        XCTAssertTrue(run.frames.contains { $0.state == "half" && $0.sheetTop == 426 })
        XCTAssertTrue(run.frames.contains { $0.state == "tip" && $0.sheetTop == 852 - 34 - 120 })
        XCTAssertTrue(run.frames.contains { $0.state == "expanded" && $0.number("dimAlpha") == 0.2 })
        for frame in run.frames where (frame.sheetTop ?? 0) >= 426 {
            XCTAssertEqual(frame.number("dimAlpha"), 0, "the map is live at and below the half: \(frame.raw)")
            XCTAssertEqual(frame.number("presentingScale"), 1, "unscaled at and below the half: \(frame.raw)")
        }
        XCTAssertEqual(run.summaryState, "half")
        XCTAssertEqual(run.summarySheetTop, 426)
    }
}
