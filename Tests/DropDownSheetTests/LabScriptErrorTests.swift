// sheet-lab's contract for bad input: a message on stderr naming the line and the problem,
// exit status 2 (1 when the script cannot be read), nothing on stdout, and no crash.
import XCTest
@testable import SheetLab

final class LabScriptErrorTests: XCTestCase {
    /// Runs `bad` as line 3 of a script (after a comment and a blank line, which count as lines)
    /// and checks the error names line 3 and every string in `mentions`.
    private func assertRejected(
        _ bad: String, mentions: [String] = [], file: StaticString = #filePath, line: UInt = #line
    ) {
        let script = "# a comment\n\n" + bad + "\n" + #"{"t":5,"do":"present"}"# + "\n"
        let run = LabHarness.simulate(script)
        XCTAssertEqual(run.status, 2, "status for \(bad); stderr: \(run.standardError)", file: file, line: line)
        XCTAssertEqual(run.standardOutput, "", "nothing on stdout for \(bad)", file: file, line: line)
        XCTAssertTrue(run.standardError.contains("line 3"), "stderr should name line 3 for \(bad): \(run.standardError)", file: file, line: line)
        for word in mentions {
            XCTAssertTrue(run.standardError.lowercased().contains(word.lowercased()),
                          "stderr should mention \(word) for \(bad): \(run.standardError)", file: file, line: line)
        }
    }

    // MARK: - Unknown keys

    func testUnknownTopLevelKeyBesideAnActionIsNamed() {
        assertRejected(#"{"t":0,"do":"present","bogus":1}"#, mentions: ["\"bogus\""])
    }

    /// A typo in the action's key (`"tuoch"`) leaves a line with no action; the message should
    /// still name the key the lab did not understand.
    func testUnknownTopLevelKeyOnALineWithoutActionIsNamed() {
        assertRejected(#"{"t":0,"bogus":1}"#, mentions: ["\"bogus\""])
        assertRejected(#"{"t":1,"tuoch":"down","x":1,"y":2}"#, mentions: ["\"tuoch\""])
    }

    func testUnknownKeyInLayoutIsNamed() {
        assertRejected(#"{"t":0,"layout":{"width":390,"depth":3}}"#, mentions: ["\"depth\""])
    }

    func testUnknownKeyInConfigIsNamed() {
        assertRejected(#"{"t":0,"config":{"dismissible":true,"colour":"red"}}"#, mentions: ["\"colour\""])
    }

    func testUnknownKeyInSpringIsNamed() {
        assertRejected(#"{"t":0,"config":{"spring":{"response":0.4,"stiffness":300}}}"#, mentions: ["\"stiffness\""])
    }

    func testUnknownKeyInTapIsNamed() {
        assertRejected(#"{"t":0,"tap":{"x":1,"y":2,"z":3}}"#, mentions: ["\"z\""])
    }

    func testKeysThatBelongToAnotherKindOfLineAreUnknown() {
        assertRejected(#"{"t":0,"do":"minimize","to":"expanded"}"#, mentions: ["\"to\""])
        assertRejected(#"{"t":0,"touch":"down","x":1,"y":2,"vy":3}"#, mentions: ["\"vy\""])
        assertRejected(#"{"t":0,"touch":"cancel","y":3}"#, mentions: ["\"y\""])
    }

    // MARK: - Wrong types

    func testStringForANumberIsRejected() {
        assertRejected(#"{"t":"0","do":"present"}"#, mentions: ["\"t\""])
        assertRejected(#"{"t":0,"layout":{"width":"390"}}"#, mentions: ["\"width\""])
        assertRejected(#"{"t":0,"touch":"down","x":"1","y":2}"#, mentions: ["\"x\""])
        assertRejected(#"{"t":0,"touch":"up","vy":"fast"}"#, mentions: ["\"vy\""])
        assertRejected(#"{"t":0,"config":{"spring":{"response":"slow"}}}"#, mentions: ["\"response\""])
    }

    func testNumberForABoolIsRejected() {
        assertRejected(#"{"t":0,"config":{"dismissible":1}}"#, mentions: ["\"dismissible\""])
        assertRejected(#"{"t":0,"config":{"vetoDismissal":0}}"#, mentions: ["\"vetoDismissal\""])
    }

    func testBoolForANumberIsRejected() {
        assertRejected(#"{"t":0,"config":{"minimizedHeight":true}}"#, mentions: ["\"minimizedHeight\""])
        assertRejected(#"{"t":0,"tap":{"x":1,"y":false}}"#, mentions: ["\"y\""])
        assertRejected(#"{"t":true,"do":"present"}"#, mentions: ["\"t\""])
    }

    func testOtherWrongTypesAreRejected() {
        assertRejected(#"{"t":0,"do":3}"#, mentions: ["\"do\""])
        assertRejected(#"{"t":0,"layout":3}"#, mentions: ["\"layout\""])
        assertRejected(#"{"t":0,"config":[]}"#, mentions: ["\"config\""])
        assertRejected(#"{"t":0,"config":{"spring":null}}"#, mentions: ["\"spring\""])
        assertRejected(#"{"t":0,"config":{"dimmingTap":1}}"#, mentions: ["\"dimmingTap\""])
        assertRejected(#"{"t":0,"do":"present","animated":"no"}"#, mentions: ["\"animated\""])
        assertRejected(#"{"t":null,"do":"present"}"#, mentions: ["\"t\""])
    }

    // MARK: - Missing and impossible values

    func testMissingTimeIsRejected() {
        assertRejected(#"{"do":"present"}"#, mentions: ["\"t\""])
    }

    func testEmptyObjectIsRejected() {
        assertRejected("{}")
    }

    func testLineWithOnlyATimeIsRejected() {
        assertRejected(#"{"t":0}"#)
    }

    func testNegativeTimeIsRejected() {
        assertRejected(#"{"t":-1,"do":"present"}"#, mentions: ["\"t\""])
    }

    func testTouchWithoutItsPointIsRejected() {
        assertRejected(#"{"t":0,"touch":"down","x":1}"#, mentions: ["\"y\""])
        assertRejected(#"{"t":0,"touch":"move"}"#, mentions: ["\"y\""])
        assertRejected(#"{"t":0,"tap":{"x":1}}"#, mentions: ["\"y\""])
    }

    // MARK: - Two actions, bad enum values

    func testTwoActionsOnOneLineAreRejected() {
        assertRejected(#"{"t":0,"do":"present","tap":{"x":1,"y":2}}"#, mentions: ["\"do\"", "\"tap\""])
        assertRejected(#"{"t":0,"layout":{"width":1},"config":{"dimAlpha":0.1}}"#, mentions: ["\"layout\"", "\"config\""])
    }

    func testUnknownVerbIsRejected() {
        assertRejected(#"{"t":0,"do":"fly"}"#, mentions: ["fly"])
    }

    func testUnknownDimmingTapActionIsRejected() {
        assertRejected(#"{"t":0,"config":{"dimmingTap":"explode"}}"#, mentions: ["explode"])
    }

    func testPresentingToDismissedIsRejected() {
        assertRejected(#"{"t":0,"do":"present","to":"dismissed"}"#, mentions: ["\"to\""])
    }

    func testADetentWithoutOneHeightIsRejected() {
        assertRejected(#"{"t":0,"config":{"detents":[{"id":"half"}]}}"#, mentions: ["half", "exactly one"])
        assertRejected(#"{"t":0,"config":{"detents":[{"id":"half","fraction":0.5,"height":100}]}}"#, mentions: ["exactly one"])
        assertRejected(#"{"t":0,"config":{"detents":[{"id":"half","fraction":1.5}]}}"#, mentions: ["fraction"])
        assertRejected(#"{"t":0,"config":{"detents":[{"id":"expanded","height":100}]}}"#, mentions: ["built in"])
        assertRejected(#"{"t":0,"config":{"detents":[{"id":"a","height":1},{"id":"a","height":2}]}}"#, mentions: ["repeated"])
        assertRejected(#"{"t":0,"do":"detent"}"#, mentions: ["detent"])
    }

    func testUnknownTouchPhaseIsRejected() {
        assertRejected(#"{"t":0,"touch":"wiggle","y":1}"#, mentions: ["wiggle"])
    }

    // MARK: - Malformed JSON

    func testMalformedJSONIsRejected() {
        let bad = [
            #"{"t":0,"do":"present""#,
            "not json",
            #"{"t":0,"do":"present"} trailing"#,
            #"{"t":0,,"do":"present"}"#,
            #"{'t':0,'do':'present'}"#,
            #"{"t":0,"do":"present",}"#,
            #"{"t":NaN,"do":"present"}"#,
            #"{"t":01,"do":"present"}"#,
            #"{"t":1e400,"do":"present"}"#,
            #"{"t":0,"do":"pres"#,
            #"{"t":0 "do":"present"}"#,
        ]
        for line in bad { assertRejected(line, mentions: ["json"]) }
    }

    func testLinesThatAreNotObjectsAreRejected() {
        for line in ["[1,2]", "3", "\"present\"", "null", "true"] { assertRejected(line) }
    }

    func testDuplicateKeyIsRejected() {
        assertRejected(#"{"t":0,"do":"present","t":1}"#, mentions: ["\"t\""])
    }

    func testDeeplyNestedJSONIsRejectedWithoutCrashing() {
        let deep = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        assertRejected(#"{"t":0,"layout":"# + deep + "}")
    }

    // MARK: - Which line

    func testErrorNamesTheLineCountingCommentsAndBlankLines() {
        let script = LabScript.join([
            "# first", "", LabScript.phone, "   ", "# fifth", #"{"t":0,"do":"present"}"#, #"{"t":1,"do":"fly"}"#,
        ])
        let run = LabHarness.simulate(script)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardError.contains("line 7"), run.standardError)
        XCTAssertEqual(run.standardOutput, "", "a bad script runs nothing")
    }

    func testBlankAndCommentLinesAreSkipped() {
        let script = "# only comments\n\n   \n\t\n# {\"t\":0,\"do\":\"fly\"}\n#\n"
        let run = LabHarness.simulate(script)
        XCTAssertEqual(run.status, 0, run.standardError)
        // Nothing was read, not even a layout line: only the warning about the default screen.
        XCTAssertTrue(run.standardError.hasPrefix("sheet-lab: warning: the script has no layout line"), run.standardError)
        XCTAssertEqual(run.standardError.split(separator: "\n").count, 1, run.standardError)
        XCTAssertEqual(run.rawLines.count, 1, "only the summary: \(run.standardOutput)")
        XCTAssertEqual(run.summaryState, "dismissed")
    }

    func testCRLFLineEndingsAreAccepted() {
        let script = [LabScript.phone, "# comment", "", #"{"t":0,"do":"present"}"#].joined(separator: "\r\n") + "\r\n"
        let run = LabHarness.simulate(script, options: ["--no-frames"])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.summaryState, "expanded")
    }

    func testEmptyScriptPrintsOnlyTheSummary() {
        let run = LabHarness.simulate("")
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.rawLines.count, 1, run.standardOutput)
        XCTAssertEqual(run.summaryState, "dismissed")
        XCTAssertEqual(run.summaryTime, 0)
    }

    // MARK: - Options

    func testBadFPSValuesAreRejected() {
        for value in ["0", "-1", "1001", "abc", "60.5", "", "1e2", " 60"] {
            let run = LabHarness.simulate(LabScript.phone, options: ["--fps", value])
            XCTAssertEqual(run.status, 2, "--fps \(value)")
            XCTAssertEqual(run.standardOutput, "", "--fps \(value)")
            XCTAssertTrue(run.standardError.contains("--fps"), "--fps \(value): \(run.standardError)")
        }
    }

    func testFPSWithoutAValueIsRejected() {
        let run = LabHarness.simulate(LabScript.phone, options: ["--fps"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardError.contains("--fps"), run.standardError)
    }

    func testFPSBoundsAreAccepted() {
        for value in ["1", "1000"] {
            let run = LabHarness.simulate(LabScript.join([LabScript.phone, #"{"t":0,"do":"present"}"#]), options: ["--fps", value])
            XCTAssertEqual(run.status, 0, "--fps \(value): \(run.standardError)")
            XCTAssertEqual(run.summaryState, "expanded", "--fps \(value)")
        }
    }

    func testUnknownOptionsAreRejected() {
        for option in ["--frames", "-x", "--fps=60", "--no-frame"] {
            let run = LabHarness.simulate(LabScript.phone, options: [option])
            XCTAssertEqual(run.status, 2, option)
            XCTAssertEqual(run.standardOutput, "", option)
            XCTAssertTrue(run.standardError.contains(option), "\(option): \(run.standardError)")
        }
    }

    func testUnknownCommandIsRejected() {
        let run = LabHarness.command(["fly"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardError.contains("fly"), run.standardError)
    }

    func testNoCommandIsRejectedWithAHint() {
        let run = LabHarness.command([])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardError, "sheet-lab: no command given (the commands are simulate, render and spring)\nsee sheet-lab --help\n")
    }

    func testTwoScriptsAreRejected() {
        let run = LabHarness.command(["simulate", "a.jsonl", "b.jsonl"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardOutput, "")
    }

    func testHelpPrintsUsageAndSucceeds() {
        let run = LabHarness.command(["simulate", "--help"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.standardOutput.contains("sheet-lab simulate"), run.standardOutput)
    }

    // MARK: - Unreadable script

    func testUnreadableFileExitsOneNamingTheFile() {
        let path = "/nonexistent-\(UInt32.random(in: 0...UInt32.max))/script.jsonl"
        let run = LabHarness.command(["simulate", path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertTrue(run.standardError.contains(path), run.standardError)
    }

    func testUnreadableStandardInputExitsOne() {
        let run = LabHarness.command(["simulate"], input: nil)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertFalse(run.standardError.isEmpty)
    }

    func testBadScriptInAFileNamesTheFileAndLine() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lab-bad-\(UInt32.random(in: 0...UInt32.max)).jsonl")
        try Data((LabScript.phone + "\n" + #"{"t":0,"do":"fly"}"# + "\n").utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = LabHarness.command(["simulate", url.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardError.contains("line 2"), run.standardError)
        XCTAssertTrue(run.standardError.contains(url.lastPathComponent), run.standardError)
    }
}
