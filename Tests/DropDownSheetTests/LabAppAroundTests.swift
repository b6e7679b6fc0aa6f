// sheet-lab and the app around the sheets (issue 18, rule 6): the screen underneath's inset is
// printed when it changes, with or without frames, and in the summary; a layout line says whose
// keyboard it is.
import XCTest
@testable import SheetLab

final class LabAppAroundTests: XCTestCase {
    private let tabBarPhone = #"{"t":0,"layout":{"width":390,"height":844,"safeTop":47,"safeBottom":34,"bottomBar":83}}"#

    /// The `underneathInset` lines of a run, as (t, inset).
    private func insets(_ run: LabRun) -> [[Double]] {
        run.lines.filter(\.isUnderneathInset).map { [$0.t ?? -1, $0.number("underneathInset") ?? -1] }
    }

    private func summaryInset(_ run: LabRun) -> Double? { LabLine.number(run.summary?["underneathInset"]) }

    func testTheInsetIsPrintedWhenItChangesWithOrWithoutFrames() {
        let script = [tabBarPhone,
                      #"{"t":0,"do":"present","id":"player","to":"minimized","role":"accessory"}"#,
                      #"{"t":1,"do":"present","id":"a"}"#,
                      #"{"t":2,"do":"minimize","id":"a"}"#,
                      #"{"t":3,"do":"present","id":"b","to":"minimized"}"#,
                      #"{"t":4,"do":"dismiss","id":"player"}"#,
                      #"{"t":5,"layout":{"contentSizeScale":1.5}}"#,
                      #"{"t":6,"do":"dismiss","id":"a"}"#,
                      #"{"t":6,"do":"dismiss","id":"b"}"#]
        let expected: [[Double]] = [[0, 60], [1, 120], [3, 125], [4, 65], [5, 95], [6, 90], [6, 0]]
        for options in [[], ["--no-frames"], ["--fps", "7"]] {
            let run = LabHarness.simulate(lines: script, options: options)
            XCTAssertEqual(run.status, 0, run.standardError)
            LabAssert.wellFormed(run)
            XCTAssertEqual(insets(run), expected, "\(options): the minimize at 2 changes nothing")
            XCTAssertEqual(summaryInset(run), 0, "\(options)")
            let line = run.rawLines.first { $0.contains("\"underneathInset\":120") }
            XCTAssertEqual(line, #"{"t":1,"underneathInset":120}"#, "exactly the documented shape")
        }
    }

    func testAScriptWithoutSheetsOrWithOneSheetCarriesTheInsetInItsSummary() {
        let nothing = LabHarness.simulate(lines: [tabBarPhone])
        XCTAssertEqual(summaryInset(nothing), 0)
        XCTAssertTrue(insets(nothing).isEmpty)
        let bar = LabHarness.simulate(lines: [tabBarPhone, #"{"t":0,"do":"present","to":"minimized"}"#])
        XCTAssertEqual(summaryInset(bar), 60)
        XCTAssertEqual(bar.rawLines.last, #"{"summary":{"state":"minimized","sheetTop":701,"t":0.666667,"frames":41,"underneathInset":60}}"#)
    }

    func testTheScreenUnderneathsKeyboardCoversTheBarAndASheetsCarriesIt() {
        let bar = [tabBarPhone, #"{"t":0,"do":"present","to":"minimized","animated":false}"#]
        let underneath = LabHarness.simulate(lines: bar + [#"{"t":1,"layout":{"keyboard":336,"keyboardOwner":"underneath"}}"#,
                                                           #"{"t":2,"tap":{"x":195,"y":730}}"#])
        XCTAssertEqual(underneath.status, 0, underneath.standardError)
        XCTAssertTrue(underneath.frames.allSatisfy { $0.sheetTop == 701 }, "the bar never moves")
        XCTAssertEqual(underneath.tapHits.map { $0.string("hit") }, ["passthrough"], "the tap lands on the keyboard")
        XCTAssertEqual(insets(underneath), [[0, 60]])
        let sheet = LabHarness.simulate(lines: bar + [#"{"t":1,"layout":{"keyboard":336,"keyboardOwner":"sheet"}}"#])
        XCTAssertEqual(sheet.summarySheetTop, 844 - 336 - 60)
        let unsaid = LabHarness.simulate(lines: bar + [#"{"t":1,"layout":{"keyboard":336}}"#])
        XCTAssertEqual(unsaid.standardOutput, sheet.standardOutput, "a keyboard is a sheet's unless the line says otherwise")
    }

    func testTheOwnerChangingWhileTheKeyboardIsUpGlidesTheBar() {
        let run = LabHarness.simulate(lines: [tabBarPhone, #"{"t":0,"do":"present","to":"minimized","animated":false}"#,
                                              #"{"t":1,"layout":{"keyboard":336,"keyboardOwner":"sheet"}}"#,
                                              #"{"t":2,"layout":{"keyboardOwner":"underneath"}}"#])
        XCTAssertEqual(run.status, 0, run.standardError)
        let down = run.frames.filter { ($0.t ?? 0) >= 2 }.compactMap(\.sheetTop)
        XCTAssertEqual(down.first, 448)
        XCTAssertEqual(down.last, 701)
        XCTAssertLessThan(zip(down, down.dropFirst()).map { abs($1 - $0) }.max() ?? 999, 40, "a glide, not a jump")
        XCTAssertEqual(run.eventNames, ["willMove minimized", "didMove minimized"])
    }

    func testABadKeyboardOwnerIsRefusedNamingTheLine() {
        let run = LabHarness.simulate(lines: [tabBarPhone, #"{"t":0,"layout":{"keyboardOwner":"app"}}"#])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertTrue(run.standardError.contains("line 2"), run.standardError)
        XCTAssertTrue(run.standardError.contains(#""keyboardOwner" must be one of "sheet", "underneath""#), run.standardError)
    }

    /// The chat example: the chat's keyboard covers the draft's bar, which stays put; a touch
    /// there is the keyboard's; once it is down, a tap on the bar opens the draft.
    func testTheChatExamplesKeyboardCoversTheBar() {
        let url = LabHarness.examplesDirectory.appendingPathComponent("chat-keyboard.jsonl")
        let run = LabHarness.command(["simulate", url.path])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(insets(run), [[0, 60]], "the keyboard changes no inset")
        XCTAssertEqual(run.tapHits.map { $0.string("hit") }, ["passthrough", "sheet"])
        XCTAssertTrue(run.frames.filter { ($0.t ?? 0) < 3 }.allSatisfy { $0.sheetTop == 750 }, "the bar stays under the keyboard")
        XCTAssertEqual(run.eventNames, ["willMove minimized", "didMove minimized", "willMove expanded", "didMove expanded"])
    }
}
