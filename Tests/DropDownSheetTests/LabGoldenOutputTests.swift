// Scripts that name no sheet print byte for byte what they printed before the lab became an
// interpreter of DropDownSheetPresentation: LabGolden/ holds scripts (the id-less examples and
// a few that reach every corner: hostile numbers, time going backwards, moves while dismissed)
// with the output and warnings recorded from the lab before that change. Issue 18 added the
// `{"t":..,"underneathInset":N}` lines and the summary's `"underneathInset"`, and nothing else (the
// outputs were re-recorded after checking that, without those, they are byte for byte the old
// ones); example-chat-keyboard was recorded then. Issue 31 changed hostile's two touches beyond
// the coordinate limit (y 1e17, x −1e17) and nothing else: such a touch is dropped and reported,
// so the first says "passthrough" (it said "dimming") and the tap is reported as invalid. Issue 28
// added example-map-panel (detents), recorded when detents landed, its behaviour checked line by
// line in LabExampleScriptTests.testMapPanelRestsAtItsDetentsWithTheMapLiveUpToTheHalf.
import Foundation
import XCTest
@testable import SheetLab

final class LabGoldenOutputTests: XCTestCase {
    private var goldenDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LabGolden")
    }

    private func scripts() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: goldenDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "jsonl" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private func text(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    func testGoldenCorpusIsThere() throws {
        XCTAssertGreaterThanOrEqual(try scripts().count, 10)
    }

    func testScriptsWithoutIdsPrintWhatTheyAlwaysPrinted() throws {
        for script in try scripts() {
            let base = script.deletingPathExtension()
            let run = LabHarness.command(["simulate", script.path])
            XCTAssertEqual(run.status, 0, script.lastPathComponent)
            XCTAssertEqual(run.standardOutput, try text(base.appendingPathExtension("out")), script.lastPathComponent)
            XCTAssertEqual(run.standardError.replacingOccurrences(of: script.path, with: ""),
                           try text(base.appendingPathExtension("err")), script.lastPathComponent)
        }
    }

    func testScriptsWithoutIdsPrintWhatTheyAlwaysPrintedAtSevenFramesASecond() throws {
        for script in try scripts() {
            let run = LabHarness.command(["simulate", script.path, "--fps", "7"])
            let expected = try text(script.deletingPathExtension().appendingPathExtension("fps7.out"))
            XCTAssertEqual(run.standardOutput, expected, script.lastPathComponent)
        }
    }
}
