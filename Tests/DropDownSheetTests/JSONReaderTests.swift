// The lab's strict JSON reader (RFC 8259): what it accepts, what it rejects, and that it
// rejects with a message instead of crashing.
import XCTest
@testable import SheetLab

final class JSONReaderTests: XCTestCase {
    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSON? {
        do {
            return try JSONReader.parse(text)
        } catch {
            XCTFail("\(text) should parse: \(error)", file: file, line: line)
            return nil
        }
    }

    private func assertRejected(_ text: String, mentioning words: [String] = [], file: StaticString = #filePath, line: UInt = #line) {
        do {
            let value = try JSONReader.parse(text)
            XCTFail("\(text) should be rejected, parsed as \(value)", file: file, line: line)
        } catch {
            let message = "\(error)"
            XCTAssertTrue(message.contains("invalid JSON"), message, file: file, line: line)
            for word in words {
                XCTAssertTrue(message.contains(word), "\(message) should mention \(word)", file: file, line: line)
            }
        }
    }

    // MARK: - Accepted

    func testLiterals() {
        XCTAssertEqual(parse("true"), .bool(true))
        XCTAssertEqual(parse("false"), .bool(false))
        XCTAssertEqual(parse("null"), .null)
    }

    func testNumbers() {
        let cases: [(String, Double)] = [
            ("0", 0), ("-0", 0), ("7", 7), ("-12", -12), ("1.5", 1.5), ("-0.25", -0.25), ("1e2", 100), ("1E+2", 100),
            ("25e-2", 0.25), ("1.5E3", 1500), ("1.7976931348623157e308", .greatestFiniteMagnitude), ("5e-324", .leastNonzeroMagnitude),
        ]
        for (text, value) in cases { XCTAssertEqual(parse(text), .number(value), text) }
    }

    func testNegativeZeroKeepsItsSign() {
        guard case .number(let n) = parse("-0") else { return XCTFail("not a number") }
        XCTAssertEqual(n.sign, .minus)
    }

    func testStringsWithEscapes() {
        XCTAssertEqual(parse(#""""#), .string(""))
        XCTAssertEqual(parse(#""a\"b\\c\/d""#), .string("a\"b\\c/d"))
        XCTAssertEqual(parse(#""\b\f\n\r\t""#), .string("\u{08}\u{0C}\n\r\t"))
        XCTAssertEqual(parse(#""\u00e9\u00E9""#), .string("éé"))
        XCTAssertEqual(parse(#""\ud83d\ude00""#), .string("😀"), "a surrogate pair is one scalar")
        XCTAssertEqual(parse(#""é 😀 中""#), .string("é 😀 中"), "UTF-8 text is kept")
        XCTAssertEqual(parse(#""\u0000""#), .string("\u{0}"))
    }

    func testArraysAndObjects() {
        XCTAssertEqual(parse("[]"), .array([]))
        XCTAssertEqual(parse("{}"), .object([]))
        XCTAssertEqual(parse(#"[1,"a",[true],{"k":null}]"#),
                       .array([.number(1), .string("a"), .array([.bool(true)]), .object([(key: "k", value: .null)])]))
    }

    func testObjectKeysKeepTheirOrder() {
        guard case .object(let members) = parse(#"{"z":1,"a":2,"m":3}"#) else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["z", "a", "m"])
    }

    func testObjectsWithTheSameMembersInAnotherOrderDiffer() {
        XCTAssertNotEqual(parse(#"{"a":1,"b":2}"#), parse(#"{"b":2,"a":1}"#))
    }

    func testWhiteSpaceAroundAndInside() {
        XCTAssertEqual(parse(" \t\r\n{ \"a\" : [ 1 , 2 ] }\r\n "), .object([(key: "a", value: .array([.number(1), .number(2)]))]))
    }

    func testNestingUpToTheLimitIsAccepted() {
        let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        XCTAssertNotNil(parse(text))
    }

    // MARK: - Rejected

    func testEmptyTextIsRejected() {
        assertRejected("")
        assertRejected("   ")
    }

    func testBadNumbersAreRejected() {
        for text in ["01", "-01", "1.", ".5", "+1", "-", "1e", "1e+", "1.e3", "0x10", "NaN", "Infinity", "-Infinity", "1_000"] {
            assertRejected(text)
        }
    }

    func testNumbersOutOfRangeAreRejected() {
        assertRejected("1e400", mentioning: ["1e400"])
        assertRejected("-1e400")
    }

    func testBadLiteralsAreRejected() {
        for text in ["tru", "True", "nul", "falsey", "undefined"] { assertRejected(text) }
    }

    func testBadStringsAreRejected() {
        for text in [#""abc"#, #""a\x""#, #""\u12""#, #""\uZZZZ""#, "\"tab\there\"", "\"new\nline\"", "'single'", #""\"#] {
            assertRejected(text)
        }
    }

    func testLoneSurrogatesAreRejected() {
        assertRejected(#""\ud800""#)
        assertRejected(#""\udc00""#)
        assertRejected(#""\ud800\u0041""#)
    }

    func testBadArraysAndObjectsAreRejected() {
        for text in ["[1,]", "[1 2]", "[", "]", "{", "}", #"{"a":1,}"#, "{a:1}", #"{"a" 1}"#, #"{"a":}"#, #"{,"a":1}"#,
                     #"{"a":1 "b":2}"#, "{1:2}", "[1]]", "{}{}", "1 2"] {
            assertRejected(text)
        }
    }

    func testDuplicateKeysAreRejected() {
        assertRejected(#"{"a":1,"a":2}"#, mentioning: ["\"a\""])
    }

    func testNestingPastTheLimitIsRejectedWithoutCrashing() {
        assertRejected(String(repeating: "[", count: 65) + String(repeating: "]", count: 65))
        assertRejected(String(repeating: #"{"a":"#, count: 100_000))
        assertRejected(String(repeating: "[", count: 200_000))
    }

    func testErrorsNameTheColumn() {
        assertRejected("[1,]", mentioning: ["column 4"])
        assertRejected(#"{"t":0,,}"#, mentioning: ["column 8"])
        assertRejected("x", mentioning: ["column 1"])
    }
}
