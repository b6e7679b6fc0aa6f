// sheet-lab with a mini player (`"role":"accessory"`) and drafts: the lab prints what the
// presentation model decides, and the accessory stays out of the stack line and the count.
import Foundation
import XCTest
@testable import SheetLab

final class LabAccessoryTests: XCTestCase {
    private static let tabBarPhone = #"{"t":0,"layout":{"width":390,"height":844,"safeTop":47,"safeBottom":34,"bottomBar":83,"keyboard":0}}"#
    private static let player = #"{"t":0,"do":"present","id":"player","to":"minimized","role":"accessory"}"#

    private func run(_ lines: [String], _ options: [String] = ["--no-frames"]) -> LabRun {
        LabHarness.simulate(lines: [Self.tabBarPhone, Self.player] + lines, options: options)
    }

    private func stackLines(_ run: LabRun) -> [[String: Any]] {
        run.lines.compactMap { $0.object?["stack"] as? [String: Any] }
    }

    private func sheets(_ run: LabRun) -> [String: [String: Any]] {
        var byID: [String: [String: Any]] = [:]
        for sheet in run.summary?["sheets"] as? [[String: Any]] ?? [] {
            if let id = sheet["id"] as? String { byID[id] = sheet }
        }
        return byID
    }

    func testAnAccessoryIsNeverInTheStackLineOrTheCount() {
        let both = run([#"{"t":1,"do":"present","id":"a","to":"minimized"}"#, #"{"t":1,"do":"present","id":"b","to":"minimized"}"#])
        XCTAssertEqual(both.status, 0, both.standardError)
        for stack in stackLines(both) {
            XCTAssertFalse((stack["minimized"] as? [String] ?? []).contains("player"))
            XCTAssertNotEqual(stack["expanded"] as? String, "player")
        }
        XCTAssertEqual(stackLines(both).last?["countLabel"] as? String, "2 Drafts")
        XCTAssertEqual(sheets(both)["player"]?["role"] as? String, "accessory")
        XCTAssertNil(sheets(both)["a"]?["role"], "drafts print no role")
    }

    func testTheDraftsBarRestsAboveThePlayersAndEachTakesItsOwnTap() {
        let both = run([#"{"t":1,"do":"present","id":"a","to":"minimized"}"#,
                        #"{"t":2,"tap":{"x":195,"y":670}}"#, #"{"t":3,"tap":{"x":195,"y":20}}"#,
                        #"{"t":4,"tap":{"x":195,"y":730}}"#, #"{"t":5,"tap":{"x":195,"y":20}}"#])
        XCTAssertEqual(both.tapHits.map { [$0.string("hit"), $0.string("id")].compactMap { $0 }.joined(separator: " ") },
                       ["sheet a", "dimming a", "sheet player", "dimming player"])
        XCTAssertEqual(sheets(both)["a"]?["sheetTop"] as? Double, 641)
        XCTAssertEqual(sheets(both)["player"]?["state"] as? String, "minimized")
    }

    func testMaximumSheetCountCountsDraftsOnly() {
        let full = run([#"{"t":0,"config":{"maximumSheetCount":1}}"#,
                        #"{"t":1,"do":"present","id":"a","to":"minimized"}"#, #"{"t":2,"do":"present","id":"b"}"#])
        let refused = full.events.filter { $0.event == "refused" }
        XCTAssertEqual(refused.map { $0.string("id") }, ["b"])
        XCTAssertEqual(full.events.filter { $0.string("id") == "a" && $0.event == "didMove" }.count, 1, "a joined beside the player")
    }

    func testASecondAccessoryIsRefused() {
        let two = run([#"{"t":1,"do":"present","id":"radio","to":"minimized","role":"accessory"}"#])
        XCTAssertEqual(two.events.first { $0.event == "refused" }?.string("reason"), "accessoryAlreadyPresented")
    }

    func testLoweringTheMaximumBelowTheDraftsIsReportedAsMisuse() {
        let lowered = run([#"{"t":1,"do":"present","id":"a","to":"minimized"}"#, #"{"t":1,"do":"present","id":"b","to":"minimized"}"#,
                           #"{"t":2,"config":{"maximumSheetCount":1}}"#])
        let misuse = lowered.events.first { $0.event == "misuse" }
        XCTAssertEqual(misuse?.string("reason"), "maximumBelowCount")
        XCTAssertEqual(misuse?.number("maximum"), 1)
        XCTAssertEqual(misuse?.number("count"), 2)
        XCTAssertEqual(sheets(lowered).count, 3, "no draft is discarded")
    }

    func testARoleOnAnotherLineOrAnUnknownRoleIsAnError() {
        for (line, message) in [
            (#"{"t":0,"do":"minimize","id":"a","role":"accessory"}"#, "unknown key \"role\""),
            (#"{"t":0,"do":"present","id":"a","role":"player"}"#, "\"role\" must be one of"),
        ] {
            let bad = LabHarness.simulate(lines: [Self.tabBarPhone, line])
            XCTAssertEqual(bad.status, 2, line)
            XCTAssertTrue(bad.standardError.contains(message), bad.standardError)
        }
    }

    /// Both bars are drawn (issue 22): the accessory's as a player although it may be swiped
    /// away, the draft's above it as a draft.
    func testRenderDrawsAnAccessorysBarAsAPlayerEvenWhenItMayBeSwipedAway() throws {
        let script = LabScript.join([Self.tabBarPhone, #"{"t":0,"do":"present","id":"a","to":"minimized"}"#,
                                     #"{"t":0.5,"do":"present","id":"player","to":"minimized","role":"accessory"}"#])
        let picture = LabHarness.command(["render", "-", "--svg", "-", "--at", "2"], input: script)
        XCTAssertEqual(picture.status, 0, picture.standardError)
        let frame = try SVGReader.parse(picture.standardOutput).one(class: "frame")
        let sheets = frame.all(class: "sheet")
        XCTAssertEqual(sheets.map { $0.attributes["data-sheet"] }, ["a", "player"], "back to front")
        XCTAssertEqual(try sheets[1].one(class: "bar").attributes["data-kind"], "player")
        XCTAssertEqual(try sheets[0].one(class: "bar").attributes["data-kind"], "draft")
    }

    func testTheHelpDescribesRoles() {
        let help = LabHarness.command(["--help"])
        XCTAssertTrue(help.standardOutput.contains(#""role":"accessory""#), help.standardOutput)
    }

    func testTheExampleKeepsThePlayerWhileDraftsComeAndGo() throws {
        let url = LabHarness.examplesDirectory.appendingPathComponent("mini-player-and-drafts.jsonl")
        let example = LabHarness.simulate(try String(contentsOf: url, encoding: .utf8))
        XCTAssertEqual(example.status, 0, example.standardError)
        let player = example.frames.filter { $0.string("id") == "player" }
        let draft = example.frames.filter { $0.string("id") == "draft-1" }
        XCTAssertTrue(player.contains { $0.state == "minimized" && $0.sheetTop == 701 })
        XCTAssertTrue(draft.contains { $0.state == "minimized" && $0.sheetTop == 641 })
        // While the first draft rests minimized above it, the player opens and closes, and the
        // draft's bar never moves.
        let whilePlayerOpens = draft.filter { ($0.t ?? 0) >= 4 && ($0.t ?? 0) < 7 }
        XCTAssertTrue(whilePlayerOpens.allSatisfy { $0.sheetTop == 641 })
        let chooser = example.events.first { $0.event == "showChooser" }
        XCTAssertEqual(chooser?.object?["ids"] as? [String], ["draft-2", "draft-1"])
        // After the player goes, the remaining draft's bar glides down to 701.
        XCTAssertTrue(example.frames.contains { $0.string("id") == "draft-2" && $0.state == "minimized" && $0.sheetTop == 701 })
        XCTAssertEqual(example.summaryState, "expanded")
    }
}
