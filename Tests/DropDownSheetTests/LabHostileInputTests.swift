// What hostile scripts found in sheet-lab's reader: quadratic reading, no limits, and errors that
// echoed megabytes of input. Every one is now refused quickly, naming its line, in a short message.
import Foundation
import XCTest
@testable import SheetLab

final class LabHostileInputTests: XCTestCase {
    /// Reads `script`, expecting an error; returns it and how long reading took.
    private func refusal(_ script: String, file: StaticString = #filePath, line: UInt = #line) -> (message: String, seconds: Double) {
        let start = Date()
        do {
            let lines = try ScriptReader.parse(script)
            XCTFail("accepted, \(lines.count) lines", file: file, line: line)
            return ("", Date().timeIntervalSince(start))
        } catch {
            return (error.description, Date().timeIntervalSince(start))
        }
    }

    private func assertRefusedQuickly(_ script: String, line number: Int, mentioning words: [String],
                                      file: StaticString = #filePath, line: UInt = #line) {
        let (message, seconds) = refusal(script, file: file, line: line)
        XCTAssertTrue(message.hasPrefix("line \(number): "), message.prefix(200) + "", file: file, line: line)
        for word in words {
            XCTAssertTrue(message.contains(word), "\(message.prefix(300)) should mention \(word)", file: file, line: line)
        }
        XCTAssertLessThan(message.utf8.count, 300, "the error does not echo the input", file: file, line: line)
        XCTAssertLessThan(seconds, 2, "refused in linear time (the fuzz saw 14 to 28 s)", file: file, line: line)
    }

    private let header = LabScript.phone + "\n"

    func testAThreeMegabyteLineOfEscapesIsRefusedAtOnce() {
        let escapes = String(repeating: #"\u00e9"#, count: 500_000)
        assertRefusedQuickly(header + #"{"t":0,"do":"present","id":""# + escapes + #""}"#, line: 2,
                             mentioning: ["3000030 bytes long", "at most 1048576"])
    }

    func testAStringOfManyEscapesWithinTheLineLimitIsRefusedByItsLength() {
        let escapes = String(repeating: #"\u00e9"#, count: 100_000)
        assertRefusedQuickly(header + #"{"t":0,"do":"present","id":""# + escapes + #""}"#, line: 2,
                             mentioning: ["a string is longer than 1024 bytes"])
    }

    func testAnObjectWithAHundredThousandKeysIsRefusedAtOnce() {
        let keys = (0..<100_000).map { #""k\#($0)":0"# }.joined(separator: ",")
        let (message, seconds) = refusal(#"{"t":0,"layout":{"#.appending(keys).appending("}}"))
        XCTAssertTrue(message.hasPrefix("line 1: "), message)
        XCTAssertLessThan(seconds, 2)
        do {
            _ = try JSONReader.parse("{" + keys + "}")
            XCTFail("accepted")
        } catch {
            XCTAssertTrue(error.description.contains("more than 64 keys"), error.description)
        }
    }

    func testHugeIdsAreRefusedAtOnce() {
        for size in [10_000_000, 2_000, 1_025] {
            let id = String(repeating: "x", count: size)
            let (message, seconds) = refusal(header + #"{"t":0,"do":"present","id":""# + id + #""}"#)
            XCTAssertTrue(message.hasPrefix("line 2: "), message.prefix(200) + "")
            XCTAssertTrue(message.contains(size > ScriptLimits.lineLength ? "bytes long" : "longer than 1024 bytes"), message)
            XCTAssertLessThan(seconds, 2)
        }
        let longest = String(repeating: "é", count: 512)
        XCTAssertNoThrow(try ScriptReader.parse(#"{"t":0,"do":"present","id":""# + longest + #""}"#), "1024 bytes is allowed")
    }

    func testAMegabyteOfValidJSONWithinTheLimitsIsReadQuickly() throws {
        let string = "\"" + String(repeating: #"\u00e9"#, count: 170) + "\""
        let text = "[" + Array(repeating: string, count: 1_000).joined(separator: ",") + "]"
        XCTAssertGreaterThan(text.utf8.count, 1_000_000)
        let start = Date()
        let value = try JSONReader.parse(text)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        guard case .array(let elements) = value, case .string(let first) = elements.first else { return XCTFail("\(value)") }
        XCTAssertEqual(elements.count, 1_000)
        XCTAssertEqual(first, String(repeating: "\u{E9}", count: 170))
    }

    func testAnArrayPastItsLimitIsRefused() {
        XCTAssertNoThrow(try JSONReader.parse("[" + Array(repeating: "0", count: 1_000).joined(separator: ",") + "]"))
        XCTAssertThrowsError(try JSONReader.parse("[" + Array(repeating: "0", count: 1_001).joined(separator: ",") + "]")) { error in
            XCTAssertTrue("\(error)".contains("more than 1000 elements"), "\(error)")
        }
    }

    func testAMegabyteNumberGivesAShortError() {
        let number = "1" + String(repeating: "0", count: 1_000_000)
        assertRefusedQuickly(header + #"{"t":"# + number + "}", line: 2, mentioning: ["is longer than 100 characters", "\"1000000000"])
    }

    func testErrorsQuoteAtMostAFewDozenCharactersOfTheInput() {
        let long = String(repeating: "z", count: 1_000)
        let scripts = [
            #"{"t":0,"do":""# + long + #""}"#,
            #"{"t":0,"touch":""# + long + #""}"#,
            #"{"t":0,"config":{"dimmingTap":""# + long + #""}}"#,
            #"{"t":0,"do":"present",""# + long + #"":1}"#,
            #"{"t":0,""# + long + #"":1}"#,
            #"{"t":0,"layout":{""# + long + #"":1}}"#,
            #"{"t":0,""# + long + #"":1,""# + long + #"":2}"#,
            #"{"t":0,""# + long + #"" 1}"#,
            "{\"t\":0,\"x\":1e999" + String(repeating: "9", count: 90) + "}",
        ]
        for script in scripts {
            assertRefusedQuickly(script, line: 1, mentioning: ["zzzz\"… (1000 bytes)"].filter { _ in script.contains(long) })
        }
    }

    func testQuotedTextIsEscapedAndCut() {
        XCTAssertEqual(quoted("abc"), #""abc""#)
        XCTAssertEqual(quoted("a\"b\n"), #""a\"b\n""#)
        XCTAssertEqual(quoted(String(repeating: "é", count: 50), limit: 3), #""ééé"… (100 bytes)"#)
    }

    /// Lines are split on bytes now: exactly where Swift's `Character.isNewline` split them.
    func testLinesSplitWhereEveryKindOfLineBreakIs() {
        var random = SplitMix64(seed: 7)
        let pieces = ["a", "é", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", " ", "\u{301}", "\u{2027}", "\u{C2}"]
        for _ in 0..<2_000 {
            let text = (0..<Int(random.unit() * 12)).map { _ in random.pick(pieces) }.joined()
            let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { Array(String($0).utf8) }
            var got: [[UInt8]] = []
            ScriptLineSplitter.forEachLine(in: text) { got.append(Array($0)); return true }
            XCTAssertEqual(got, expected, "\(Array(text.unicodeScalars))")
        }
    }

    func testErrorsNameTheRightLineWhateverTheLineBreaks() {
        let (message, _) = refusal("# one\r\n# two\u{2028}\n{\"t\":0,\"bad\":1}")
        XCTAssertTrue(message.hasPrefix("line 4: "), message)
    }

    /// The script of issue 15, through the lab: the card stays within reach and the correction is
    /// printed.
    func testTheLabReportsAPositionBroughtBackWithinReach() {
        let run = LabHarness.simulate(lines: [
            #"{"t":0,"layout":{"width":390,"height":844,"safeTop":47,"safeBottom":34}}"#,
            #"{"t":0,"do":"present","to":"minimized","animated":false}"#,
            #"{"t":0,"touch":"down","x":195,"y":760}"#,
            #"{"t":0.1,"touch":"move","y":100000}"#,
            #"{"t":0.1,"layout":{"height":1},"animated":false}"#,
            #"{"t":0.1,"touch":"up","y":100000,"vy":0}"#,
            #"{"t":0.1,"layout":{"height":100000,"keyboard":100000},"animated":false}"#,
        ])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertTrue(run.events.contains { $0.string("reason") == "positionOutOfReach" }, run.eventNames.joined(separator: ", "))
        let farthest = run.frames.compactMap(\.sheetTop).map(abs).max() ?? 0
        XCTAssertLessThanOrEqual(farthest, 200_000)
    }
}
