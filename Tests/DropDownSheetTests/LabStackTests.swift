// Several sheets in one script: `"id"` on `do` and `config` lines drives sheets sharing one
// presentation under DropDownSheetStack's rules, while scripts without ids print what they always
// printed.
import Foundation
import XCTest
@testable import SheetLab

final class LabStackTests: XCTestCase {
    private func run(_ lines: [String], _ options: [String] = []) -> LabRun {
        LabHarness.simulate(lines: [LabScript.phone] + lines, options: options)
    }

    private func events(_ run: LabRun, id: String) -> [String] {
        run.events.filter { $0.string("id") == id }.map { [$0.event, $0.string("to")].compactMap { $0 }.joined(separator: " ") }
    }

    private func stackLines(_ run: LabRun) -> [[String: Any]] {
        run.lines.compactMap { $0.object?["stack"] as? [String: Any] }
    }

    func testScriptsWithoutIdsPrintNoIdsOrStackLines() {
        let single = run([#"{"t":0,"do":"present"}"#, #"{"t":2,"do":"minimize"}"#])
        XCTAssertEqual(single.status, 0)
        XCTAssertFalse(single.lines.contains { $0.keys.contains("id") || $0.keys.contains("stack") })
        XCTAssertEqual(single.eventNames, ["willMove expanded", "didMove expanded", "willMove minimized", "didMove minimized"])
        XCTAssertNil(single.summary?["sheets"])
    }

    func testPresentingASecondSheetMinimizesTheFirst() {
        let stacked = run([#"{"t":0,"do":"present","id":"a"}"#, #"{"t":2,"do":"present","id":"b"}"#], ["--no-frames"])
        XCTAssertEqual(stacked.status, 0, stacked.standardError)
        XCTAssertEqual(events(stacked, id: "a"), ["willMove expanded", "didMove expanded", "willMove minimized", "didMove minimized"])
        XCTAssertEqual(events(stacked, id: "b"), ["willMove expanded", "didMove expanded"])
        let last = stackLines(stacked).last
        XCTAssertEqual(last?["expanded"] as? String, "b")
        XCTAssertEqual(last?["minimized"] as? [String], ["a"])
        let sheets = stacked.summary?["sheets"] as? [[String: Any]]
        XCTAssertEqual(sheets?.compactMap { $0["id"] as? String }, ["a", "b"])
        XCTAssertEqual(sheets?.compactMap { $0["state"] as? String }, ["minimized", "expanded"])
        XCTAssertEqual(stacked.summaryState, "expanded", "the summary's state is the frontmost sheet's")
    }

    func testFramesNameTheirSheet() {
        let stacked = run([#"{"t":0,"do":"present","id":"a"}"#, #"{"t":2,"do":"present","id":"b"}"#])
        XCTAssertTrue(stacked.frames.allSatisfy { $0.string("id") != nil })
        XCTAssertTrue(stacked.frames.contains { $0.string("id") == "a" && $0.state == "settling" && ($0.t ?? 0) > 2 })
    }

    func testAStackOfSeveralShowsACountAndATapOpensTheChooser() {
        let stacked = run([
            #"{"t":0,"do":"present","id":"a"}"#, #"{"t":1,"do":"present","id":"b"}"#, #"{"t":2,"do":"minimize","id":"b"}"#,
            #"{"t":4,"tap":{"x":195,"y":780}}"#,
        ], ["--no-frames"])
        XCTAssertEqual(stackLines(stacked).last?["countLabel"] as? String, "2 Drafts")
        XCTAssertEqual(stackLines(stacked).last?["minimized"] as? [String], ["b", "a"])
        XCTAssertEqual(stacked.tapHits.last?.string("id"), "b", "the top of the stack takes the tap")
        let chooser = stacked.events.first { $0.event == "showChooser" }
        XCTAssertEqual(chooser?.object?["ids"] as? [String], ["b", "a"])
        XCTAssertTrue(stacked.events.filter { ($0.t ?? 0) >= 4 }.allSatisfy { $0.event == "showChooser" },
                      "opening the chooser moves no sheet")
    }

    func testWithOneDraftATapOnTheBarExpandsIt() {
        let one = run([#"{"t":0,"do":"present","id":"a","to":"minimized"}"#, #"{"t":1,"tap":{"x":195,"y":780}}"#], ["--no-frames"])
        XCTAssertFalse(one.events.contains { $0.event == "showChooser" })
        XCTAssertEqual(events(one, id: "a").suffix(2), ["willMove expanded", "didMove expanded"])
    }

    func testHiddenBarsUnderTheTopTakeNoTouches() {
        let stacked = run([
            #"{"t":0,"do":"present","id":"a","to":"minimized"}"#, #"{"t":0,"do":"present","id":"b","to":"minimized"}"#,
            #"{"t":1,"touch":"down","x":195,"y":780}"#, #"{"t":1.1,"touch":"up","y":780}"#,
        ], ["--no-frames"])
        XCTAssertEqual(stacked.lines.first { $0.string("touch") == "down" }?.string("id"), "b")
    }

    func testClosingGoesThroughThatSheetsVeto() {
        let vetoed = run([
            #"{"t":0,"do":"present","id":"a"}"#, #"{"t":0,"config":{"vetoDismissal":true},"id":"a"}"#,
            #"{"t":1,"do":"present","id":"b","to":"minimized"}"#, #"{"t":2,"do":"close","id":"a"}"#,
            #"{"t":4,"do":"close","id":"b"}"#,
        ], ["--no-frames"])
        XCTAssertTrue(events(vetoed, id: "a").contains("didAttemptToDismiss"))
        XCTAssertFalse(events(vetoed, id: "a").contains("didMove dismissed"))
        XCTAssertEqual(events(vetoed, id: "b").suffix(2), ["willMove dismissed", "didMove dismissed"], "b has no veto")
        XCTAssertEqual(stackLines(vetoed).last?["minimized"] as? [String], ["a"])
    }

    func testAFullStackRefusesTheNextSheet() {
        let full = run([
            #"{"t":0,"config":{"maximumSheetCount":2}}"#,
            #"{"t":0,"do":"present","id":"a"}"#, #"{"t":1,"do":"present","id":"b"}"#, #"{"t":2,"do":"present","id":"c"}"#,
        ], ["--no-frames"])
        let refused = full.events.first { $0.event == "refused" }
        XCTAssertEqual(refused?.string("id"), "c")
        XCTAssertEqual(refused?.string("reason"), "stackFull")
        XCTAssertTrue(events(full, id: "c").filter { $0 != "refused" }.isEmpty)
    }

    func testExpandingOneMinimizesTheOther() {
        let swapped = run([
            #"{"t":0,"do":"present","id":"a"}"#, #"{"t":1,"do":"present","id":"b"}"#, #"{"t":3,"do":"expand","id":"a"}"#,
        ], ["--no-frames"])
        XCTAssertEqual(events(swapped, id: "b").suffix(2), ["willMove minimized", "didMove minimized"])
        XCTAssertEqual(stackLines(swapped).last?["expanded"] as? String, "a")
    }

    func testBadIdsAndCountsAreErrorsNamingTheLine() {
        for (line, message) in [
            (#"{"t":0,"do":"present","id":""}"#, "\"id\" must not be empty"),
            (#"{"t":0,"do":"present","id":3}"#, "\"id\" must be a string"),
            (#"{"t":0,"config":{"maximumSheetCount":0}}"#, "maximumSheetCount"),
            (#"{"t":0,"config":{"maximumSheetCount":2.5}}"#, "maximumSheetCount"),
            (#"{"t":0,"tap":{"x":1,"y":2},"id":"a"}"#, "unknown key \"id\""),
            (#"{"t":0,"do":"fly","id":"a"}"#, "\"close\""),
        ] {
            let bad = LabHarness.simulate(lines: [LabScript.phone, line])
            XCTAssertEqual(bad.status, 2, line)
            XCTAssertTrue(bad.standardError.contains("line 2:"), bad.standardError)
            XCTAssertTrue(bad.standardError.contains(message), "\(bad.standardError) should mention \(message)")
        }
    }

    func testTheDraftsExampleEndsWithTheFirstDraftUpAndTheVetoedOneKept() throws {
        let url = LabHarness.examplesDirectory.appendingPathComponent("drafts-stack.jsonl")
        let example = LabHarness.simulate(try String(contentsOf: url, encoding: .utf8), options: ["--no-frames"])
        XCTAssertEqual(example.status, 0, example.standardError)
        let sheets = example.summary?["sheets"] as? [[String: Any]]
        XCTAssertEqual(sheets?.compactMap { $0["state"] as? String }, ["expanded", "minimized"])
        XCTAssertTrue(example.events.contains { $0.event == "showChooser" })
        XCTAssertTrue(events(example, id: "draft-2").contains("didAttemptToDismiss"))
    }
}
