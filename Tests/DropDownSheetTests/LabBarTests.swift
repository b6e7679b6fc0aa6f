// sheet-lab's bar keys: the bar a bar item draws (`bar` lines), its style and its height at a
// Dynamic Type size (`textSize`, `barStyle`, `adjustsMinimizedHeight`).
import Foundation
import XCTest
@testable import SheetLab

final class LabBarTests: XCTestCase {
    private static let phone = #"{"t":0,"layout":{"width":393,"height":852,"safeTop":59,"safeBottom":34}}"#

    private func bar(_ lines: [String]) -> [String: Any]? {
        let run = LabHarness.simulate(lines: [Self.phone] + lines, options: ["--no-frames"])
        XCTAssertEqual(run.status, 0, run.standardError)
        return run.lines.compactMap { $0.object?["bar"] as? [String: Any] }.last
    }

    private func rect(_ value: Any?) -> [Double] {
        guard let r = value as? [String: Any] else { return [] }
        return ["x", "y", "width", "height"].compactMap { LabLine.number(r[$0]) }
    }

    func testABarLinePrintsTheAttachedBarOfAnItem() throws {
        let printed = try XCTUnwrap(bar([#"{"t":0,"bar":{"trailing":2}}"#]))
        XCTAssertEqual(printed["style"] as? String, "attached")
        XCTAssertEqual(LabLine.number(printed["x"]), 0)
        XCTAssertEqual(LabLine.number(printed["width"]), 393)
        XCTAssertEqual(LabLine.number(printed["height"]), 60)
        XCTAssertEqual(LabLine.number(printed["cornerRadius"]), 10)
        XCTAssertEqual(rect(printed["image"]), [16, 8, 44, 44])
        XCTAssertEqual((printed["trailing"] as? [Any])?.count, 2)
        XCTAssertEqual(rect((printed["trailing"] as? [Any])?.last), [393 - 16 - 44, 8, 44, 44])
        XCTAssertEqual(LabLine.number(printed["hiddenButtons"]), 0)
    }

    func testTheBarsHeightAtATextSizeAndItsOptOut() throws {
        let largest = try XCTUnwrap(bar([#"{"t":0,"layout":{"textSize":"accessibilityExtraExtraExtraLarge"}}"#,
                                         #"{"t":0,"bar":{}}"#]))
        XCTAssertEqual(LabLine.number(largest["height"]), 180)
        XCTAssertEqual(rect(largest["image"]).last, 88, "the image grows too, up to twice")
        let medium = try XCTUnwrap(bar([#"{"t":0,"layout":{"textSize":"accessibilityMedium"}}"#, #"{"t":0,"bar":{}}"#]))
        XCTAssertEqual(LabLine.number(medium["height"]) ?? 0, 60 * 28 / 17, accuracy: 0.0001)
        let fixed = try XCTUnwrap(bar([#"{"t":0,"layout":{"textSize":"accessibilityExtraExtraExtraLarge"}}"#,
                                       #"{"t":0,"config":{"adjustsMinimizedHeight":false}}"#, #"{"t":0,"bar":{}}"#]))
        XCTAssertEqual(LabLine.number(fixed["height"]), 60)
    }

    func testAFloatingBarIsAnInsetCapsuleAndRestsHigher() throws {
        let floating = try XCTUnwrap(bar([#"{"t":0,"config":{"barStyle":"floating"}}"#, #"{"t":0,"bar":{"trailing":1}}"#]))
        XCTAssertEqual(floating["style"] as? String, "floating")
        XCTAssertEqual(LabLine.number(floating["x"]), 12)
        XCTAssertEqual(LabLine.number(floating["width"]), 369)
        XCTAssertEqual(LabLine.number(floating["cornerRadius"]), 30)
        XCTAssertEqual(LabLine.number(floating["gap"]), 8)
        XCTAssertEqual(rect(floating["progress"]), [30, 58, 309, 2])
        // The sheet rests 8 points higher: 852 - 34 - 8 - 60.
        let run = LabHarness.simulate(lines: [Self.phone, #"{"t":0,"config":{"barStyle":"floating"}}"#,
                                              #"{"t":0,"do":"present","to":"minimized","animated":false}"#], options: ["--no-frames"])
        XCTAssertEqual(LabLine.number(run.summary?["sheetTop"]), 750)
    }

    func testRightToLeftMirrorsTheBar() throws {
        let rtl = try XCTUnwrap(bar([#"{"t":0,"bar":{"leading":1,"rtl":true}}"#]))
        XCTAssertEqual(rect((rtl["leading"] as? [Any])?.first), [393 - 16 - 44, 8, 44, 44])
        XCTAssertEqual(rect(rtl["image"]).first, 393 - 16 - 44 - 8 - 44)
    }

    func testButtonsThatDoNotFitAreCounted() throws {
        let crowded = try XCTUnwrap(bar([#"{"t":0,"layout":{"width":320,"textSize":"accessibilityLarge"}}"#,
                                         #"{"t":0,"bar":{"leading":2,"trailing":4}}"#]))
        XCTAssertGreaterThan(LabLine.number(crowded["hiddenButtons"]) ?? 0, 0)
    }

    func testABarLineNamesItsSheet() throws {
        let run = LabHarness.simulate(lines: [Self.phone, #"{"t":0,"do":"present","id":"player","to":"minimized","role":"accessory"}"#,
                                              #"{"t":0,"bar":{"trailing":2},"id":"player"}"#], options: ["--no-frames"])
        XCTAssertEqual(run.status, 0, run.standardError)
        let line = run.lines.compactMap(\.object).first { $0["bar"] != nil }
        XCTAssertEqual(line?["id"] as? String, "player")
    }

    func testBadBarLinesAreRefusedNamingTheProblem() {
        for (line, message) in [
            (#"{"t":0,"bar":{"trailing":2.5}}"#, "whole number of buttons"),
            (#"{"t":0,"bar":{"trailing":99}}"#, "from 0 to 20"),
            (#"{"t":0,"bar":{"colour":"red"}}"#, "unknown key \"colour\""),
            (#"{"t":0,"layout":{"textSize":"huge"}}"#, "\"textSize\" must be one of"),
            (#"{"t":0,"config":{"barStyle":"glass"}}"#, "\"barStyle\" must be one of"),
        ] {
            XCTAssertThrowsError(try ScriptReader.parse(line), line) { error in
                XCTAssertTrue(String(describing: error).contains(message), "\(line): \(error)")
            }
        }
    }
}
