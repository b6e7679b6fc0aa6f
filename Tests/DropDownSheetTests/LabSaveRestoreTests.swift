// sheet-lab's save and restore lines: an app's relaunch, with the library's own snapshot.
import Foundation
import XCTest
@testable import DropDownSheetCore
@testable import SheetLab

final class LabSaveRestoreTests: XCTestCase {
    private func run(_ lines: [String], _ options: [String] = ["--no-frames"]) -> LabRun {
        LabHarness.simulate(lines: [LabScript.phone] + lines, options: options)
    }

    /// The raw text of the snapshot in the last `snapshot` line printed.
    private func savedSnapshot(_ run: LabRun, file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard let saved = run.rawLines.last(where: { $0.contains(#""snapshot":"#) }) else {
            XCTFail("no snapshot line in \(run.standardOutput)", file: file, line: line)
            return nil
        }
        let prefix = saved.prefix { $0 != "{" }
        XCTAssertTrue(prefix.isEmpty, file: file, line: line)
        guard let start = saved.range(of: #","snapshot":"#)?.upperBound else { return nil }
        return String(saved[start..<saved.index(before: saved.endIndex)])
    }

    func testSavePrintsTheSnapshotExactlyAsTheLibraryEncodesIt() throws {
        let saved = run([#"{"t":0,"do":"present","id":"a"}"#, #"{"t":1,"do":"present","id":"b"}"#,
                         #"{"t":2,"do":"minimize","id":"b"}"#, #"{"t":3,"do":"save"}"#])
        XCTAssertEqual(saved.status, 0, saved.standardError)
        let line = try XCTUnwrap(saved.rawLines.first { $0.contains("snapshot") })
        let expected = DropDownSheetStackSnapshot(identifiers: ["a", "b"], expanded: nil, maximumCount: 5).encoded()
        XCTAssertEqual(line, #"{"t":3,"snapshot":"# + String(decoding: expected, as: UTF8.self) + "}")
        XCTAssertEqual(line, #"{"t":3,"snapshot":{"identifiers":["a","b"],"maximumCount":5,"version":1}}"#)
    }

    func testASavedStackRestoresTheSameAndPresentsEachSheetInItsState() throws {
        let first = run([#"{"t":0,"do":"present","id":"a"}"#, #"{"t":1,"do":"present","id":"b"}"#,
                         #"{"t":2,"do":"present","id":"c"}"#, #"{"t":3,"do":"expand","id":"a"}"#,
                         #"{"t":4,"config":{"maximumSheetCount":2}}"#, #"{"t":5,"do":"save"}"#])
        XCTAssertEqual(first.status, 0, first.standardError)
        let snapshot = try XCTUnwrap(savedSnapshot(first))
        XCTAssertEqual(snapshot, #"{"expanded":"a","identifiers":["b","c","a"],"maximumCount":2,"version":1}"#,
                       "a lowered maximum keeps every draft")
        let relaunch = run([#"{"t":0,"restore":\#(snapshot)}"#, #"{"t":1,"do":"save"}"#])
        XCTAssertEqual(relaunch.status, 0, relaunch.standardError)
        XCTAssertEqual(savedSnapshot(relaunch), snapshot, "saving the restored stack prints the same snapshot")
        let byID = Dictionary(grouping: relaunch.events, by: { $0.string("id") ?? "" })
        XCTAssertEqual(byID["b"]?.map { "\($0.event ?? "") \($0.string("to") ?? "")" }, ["willMove minimized", "didMove minimized"])
        XCTAssertEqual(byID["c"]?.map { "\($0.event ?? "") \($0.string("to") ?? "")" }, ["willMove minimized", "didMove minimized"])
        XCTAssertEqual(byID["a"]?.map { "\($0.event ?? "") \($0.string("to") ?? "")" }, ["willMove expanded", "didMove expanded"])
        XCTAssertTrue(byID["a"]?.allSatisfy { $0.t == 0 } ?? false, "not animated by default: at rest at once")
        let sheets = relaunch.summary?["sheets"] as? [[String: Any]]
        XCTAssertEqual(sheets?.compactMap { $0["id"] as? String }, ["b", "c", "a"])
        XCTAssertEqual(sheets?.compactMap { $0["state"] as? String }, ["minimized", "minimized", "expanded"])
    }

    func testAnimatedRestoreSpringsIntoPlace() {
        let relaunch = run([#"{"t":0,"restore":{"expanded":"x","identifiers":["x"],"maximumCount":5,"version":1},"animated":true}"#],
                           [])
        XCTAssertEqual(relaunch.status, 0, relaunch.standardError)
        XCTAssertGreaterThan(relaunch.frames.count, 5)
        XCTAssertEqual(relaunch.summaryState, "expanded")
    }

    func testRestoringBesidePresentedSheetsJoinsThemAsTheLibraryDoes() throws {
        let joined = run([#"{"t":0,"do":"present","id":"mine"}"#,
                          #"{"t":1,"restore":{"expanded":"a","identifiers":["mine","a"],"maximumCount":7,"version":1}}"#,
                          #"{"t":2,"do":"save"}"#])
        XCTAssertEqual(joined.status, 0, joined.standardError)
        XCTAssertEqual(savedSnapshot(joined), #"{"expanded":"a","identifiers":["mine","a"],"maximumCount":7,"version":1}"#)
    }

    func testARestoreThatOverfillsTheStackReportsEachRefusedSheet() {
        let full = run([#"{"t":0,"config":{"maximumSheetCount":1}}"#, #"{"t":0,"do":"present","id":"mine"}"#,
                        #"{"t":1,"restore":{"identifiers":["a","b"],"maximumCount":2,"version":1}}"#])
        XCTAssertEqual(full.status, 0, full.standardError)
        XCTAssertEqual(full.events.filter { $0.event == "refused" }.compactMap { $0.string("id") }, ["b"])
    }

    func testARefusedSnapshotExitsTwoNamingTheLineAndTheLibrarysReason() {
        let cases: [(String, String)] = [
            (#"{"version":2,"identifiers":["a"],"maximumCount":5}"#, "format version 2"),
            (#"{"version":1,"identifiers":["a",""],"maximumCount":5}"#, "an identifier is empty"),
            (#"{"version":1,"identifiers":["a","a"],"maximumCount":5}"#, #"the identifier "a" appears twice"#),
            (#"{"version":1,"identifiers":["a"],"expanded":"b","maximumCount":5}"#, "is not one of the sheets"),
            (#"{"version":1,"identifiers":["a"],"maximumCount":0}"#, "maximum count 0"),
            (#"[1]"#, "the data is not a snapshot"),
        ]
        for (snapshot, reason) in cases {
            let refused = run([#"{"t":0,"do":"present"}"#, #"{"t":1,"restore":\#(snapshot)}"#])
            XCTAssertEqual(refused.status, 2, snapshot)
            XCTAssertEqual(refused.standardOutput, "", "nothing is simulated")
            XCTAssertTrue(refused.standardError.contains("line 3: the snapshot was refused: "), refused.standardError)
            XCTAssertTrue(refused.standardError.contains(reason), "\(refused.standardError) should give \(reason)")
        }
    }

    func testSaveAndRestoreLinesTakeNoOtherKeys() {
        XCTAssertEqual(run([#"{"t":0,"do":"save","id":"a"}"#]).status, 2)
        XCTAssertEqual(run([#"{"t":0,"restore":{"identifiers":[],"maximumCount":5,"version":1},"id":"a"}"#]).status, 2)
        XCTAssertEqual(run([#"{"t":0,"restore":{"identifiers":[],"maximumCount":5,"version":1},"do":"save"}"#]).status, 2)
    }

    func testCanonicallyEqualIdsWithDifferentBytesAreTwoSheetsAndSurviveARelaunch() throws {
        let both = run([#"{"t":0,"do":"present","id":"\u00c5"}"#, #"{"t":1,"do":"present","id":"A\u030a"}"#, #"{"t":2,"do":"save"}"#])
        XCTAssertEqual(both.status, 0, both.standardError)
        let sheets = both.summary?["sheets"] as? [[String: Any]]
        XCTAssertEqual(sheets?.count, 2)
        XCTAssertEqual(sheets?.compactMap { ($0["id"] as? String).map { Array($0.utf8) } }, [[0xC3, 0x85], [0x41, 0xCC, 0x8A]])
        let snapshot = try XCTUnwrap(savedSnapshot(both))
        let relaunch = run([#"{"t":0,"restore":\#(snapshot)}"#, #"{"t":1,"do":"save"}"#])
        XCTAssertEqual(relaunch.status, 0, relaunch.standardError)
        XCTAssertEqual(savedSnapshot(relaunch), snapshot)
    }

    func testTheHelpDescribesSaveAndRestore() {
        let help = LabHarness.command(["--help"])
        XCTAssertTrue(help.standardOutput.contains(#""do":"save""#), help.standardOutput)
        XCTAssertTrue(help.standardOutput.contains(#""restore""#), help.standardOutput)
    }
}
