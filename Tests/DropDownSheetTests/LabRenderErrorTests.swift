// `sheet-lab render`'s errors, as in the rest of the lab: bad arguments and bad scripts exit 2
// with a one-line message and a hint; a script or output that cannot be read or written, and a PNG
// that cannot be made, exit 1.
import Foundation
import XCTest
@testable import SheetLab

final class LabRenderErrorTests: XCTestCase {
    private let compose = RenderHarness.example("compose-draft.jsonl")

    private func assertBadArguments(_ arguments: [String], mentions words: String, file: StaticString = #filePath, line: UInt = #line) {
        let files = RenderFiles()
        let result = RenderHarness.run(arguments, files: files)
        XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)", file: file, line: line)
        XCTAssertEqual(result.standardOutput, "", file: file, line: line)
        XCTAssertTrue(result.standardError.hasPrefix("sheet-lab: "), result.standardError, file: file, line: line)
        XCTAssertTrue(result.standardError.contains(words), "\(arguments): \(result.standardError)", file: file, line: line)
        XCTAssertTrue(result.standardError.hasSuffix("\nsee sheet-lab render --help\n"), result.standardError, file: file, line: line)
        XCTAssertEqual(result.standardError.split(separator: "\n").count, 2, "one line of error and the hint: \(result.standardError)", file: file, line: line)
        XCTAssertNil(files["out.svg"], "nothing is written on bad arguments", file: file, line: line)
    }

    func testRenderWithoutSVGIsABadArgument() {
        assertBadArguments(["render", compose], mentions: "--svg")
        assertBadArguments(["render", compose, "--svg"], mentions: "--svg")
        assertBadArguments(["render", compose, "--svg", "--png", "out.png"], mentions: "--svg")
    }

    func testBadAtListsAreBadArguments() {
        for list in ["", "abc", "1,,2", "-1", "nan", "inf", "1;2", "2000000"] {
            assertBadArguments(["render", compose, "--svg", "out.svg", "--at", list], mentions: "--at")
        }
        let tooMany = (0...SheetLabRender.maximumMoments).map { "\($0)" }.joined(separator: ",")
        assertBadArguments(["render", compose, "--svg", "out.svg", "--at", tooMany], mentions: "--at")
        assertBadArguments(["render", compose, "--svg", "out.svg", "--at"], mentions: "--at")
    }

    func testOtherBadArguments() {
        assertBadArguments(["render", compose, "--svg", "out.svg", "--fps", "0"], mentions: "--fps")
        assertBadArguments(["render", compose, "--svg", "out.svg", "--png"], mentions: "--png")
        assertBadArguments(["render", compose, "--svg", "out.svg", "--frames"], mentions: "unknown option --frames")
        assertBadArguments(["render", compose, compose, "--svg", "out.svg"], mentions: "only one script")
    }

    func testAMomentBeforeTheFirstFrameIsAnError() throws {
        let script = LabScript.join([LabScript.phone, #"{"t":1,"do":"present"}"#])
        let result = RenderHarness.run(["render", "--svg", "-", "--at", "0.5,1.5"], input: script)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.standardError.contains("--at 0.5 comes before the first frame, at 1 s"), result.standardError)
        XCTAssertEqual(RenderHarness.run(["render", "--svg", "-", "--at", "1,1.5"], input: script).status, 0)
    }

    func testAScriptThatNeverShowsTheSheetHasNothingToDraw() {
        let result = RenderHarness.run(["render", "--svg", "-"], input: LabScript.join([LabScript.phone, #"{"t":1,"tap":{"x":10,"y":10}}"#]))
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("nothing to draw"), result.standardError)
    }

    func testABadScriptNamesTheLine() {
        let result = RenderHarness.run(["render", "--svg", "-"], input: LabScript.join([LabScript.phone, #"{"t":1,"do":"fly"}"#]))
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("line 2"), result.standardError)
        XCTAssertEqual(result.standardOutput, "")
    }

    func testAnUnreadableScriptExitsOne() {
        let result = RenderHarness.run(["render", "/no/such/script.jsonl", "--svg", "out.svg"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("sheet-lab: cannot read /no/such/script.jsonl: "), result.standardError)
    }

    func testAnUnwritableOutputExitsOne() {
        let result = RenderHarness.run(["render", compose, "--svg", "/no/such/dir/out.svg"], canWrite: false)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("cannot write /no/such/dir/out.svg"), result.standardError)
    }

    func testAMissingPNGConverterExitsOneAfterWritingTheSVG() throws {
        let files = RenderFiles()
        let result = RenderHarness.run(["render", compose, "--svg", "out.svg", "--png", "out.png"], files: files,
                                       png: .converterMissing("--png needs rsvg-convert"))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("cannot write out.png: --png needs rsvg-convert"), result.standardError)
        XCTAssertTrue(result.standardError.contains("the SVG was written to out.svg"), result.standardError)
        _ = try SVGReader.parse(try XCTUnwrap(files["out.svg"]))
    }

    func testAFailingPNGConverterExitsOne() {
        let result = RenderHarness.run(["render", compose, "--svg", "-", "--png", "out.png"], png: .failed("rsvg-convert failed (status 1)"))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("rsvg-convert failed (status 1)"), result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("<?xml"), "the SVG still went to standard output")
    }

    func testWithoutAHostNothingIsWritten() {
        let result = SheetLabCommand.run(arguments: ["render", "--svg", "out.svg"], readFile: { _ in nil },
                                         readStandardInput: { LabScript.join([LabScript.phone, #"{"t":0,"do":"present"}"#]) })
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("cannot write out.svg"), result.standardError)
    }
}
