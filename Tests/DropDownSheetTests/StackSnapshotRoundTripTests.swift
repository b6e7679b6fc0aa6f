import Foundation
import XCTest
@testable import DropDownSheetCore

/// Every state the stack's API allows can be saved and restored, the same: no snapshot an app
/// saves is refused at the next launch, so no draft is lost to a relaunch.
final class StackSnapshotRoundTripTests: XCTestCase {
    /// "Å" as one scalar, and as "A" followed by a combining ring: equal as Swift strings.
    private let composed = "\u{C5}"
    private let decomposed = "A\u{30A}"

    /// Saves `stack`, decodes the bytes as an app would at the next launch, restores them into a
    /// fresh stack, and checks that it is the same stack, byte for byte.
    private func assertRoundTrips(_ stack: DropDownSheetStack, file: StaticString = #filePath, line: UInt = #line) {
        let data = stack.snapshot.encoded()
        do {
            let decoded = try DropDownSheetStackSnapshot.decode(from: data)
            var restored = DropDownSheetStack()
            let commands = try restored.restore(decoded)
            XCTAssertEqual(restored, stack, file: file, line: line)
            XCTAssertEqual(restored.identifiers.map { Array($0.utf8) }, stack.identifiers.map { Array($0.utf8) }, file: file, line: line)
            XCTAssertEqual(restored.expanded.map { Array($0.utf8) }, stack.expanded.map { Array($0.utf8) }, file: file, line: line)
            XCTAssertEqual(restored.maximumCount, stack.maximumCount, file: file, line: line)
            XCTAssertEqual(restored.snapshot.encoded(), data, "saving the restored stack gives the same bytes", file: file, line: line)
            XCTAssertEqual(commands.count, stack.identifiers.count, file: file, line: line)
        } catch {
            XCTFail("the stack's own snapshot was refused: \(error); \(String(decoding: data, as: UTF8.self))", file: file, line: line)
        }
    }

    func testPresentingTheEmptyIdentifierIsRefusedAndChangesNothing() {
        var stack = DropDownSheetStack()
        _ = stack.present("a")
        let before = stack
        XCTAssertEqual(stack.present(""), .failure(.emptyIdentifier))
        XCTAssertEqual(stack.present("", to: .minimized), .failure(.emptyIdentifier))
        XCTAssertEqual(stack, before)
        assertRoundTrips(stack)
    }

    func testLoweringTheMaximumKeepsEveryDraftAndItsSnapshotRestores() {
        var stack = DropDownSheetStack()
        for id in ["a", "b", "c"] { _ = stack.present(id) }
        stack.maximumCount = 1
        XCTAssertEqual(stack.identifiers, ["a", "b", "c"], "no draft is discarded to obey a lowered maximum")
        XCTAssertEqual(stack.maximumCount, 1)
        XCTAssertEqual(stack.present("d"), .failure(.stackFull), "the maximum applies to new sheets")
        XCTAssertNoThrow(try stack.snapshot.validate())
        assertRoundTrips(stack)
    }

    func testALoweredMaximumRefusesNewSheetsUntilEnoughHaveLeft() throws {
        var stack = DropDownSheetStack()
        for id in ["a", "b", "c"] { _ = stack.present(id) }
        stack.maximumCount = 2
        _ = stack.sheet("a", didProduce: .didMove(to: .dismissed))
        XCTAssertEqual(stack.present("d"), .failure(.stackFull))
        _ = stack.sheet("b", didProduce: .didMove(to: .dismissed))
        XCTAssertNoThrow(try stack.present("d").get())
        XCTAssertEqual(stack.identifiers, ["c", "d"])
    }

    func testCanonicallyEqualIdentifiersWithDifferentBytesAreTwoSheets() throws {
        XCTAssertEqual(composed, decomposed, "Swift's String equality is canonical equivalence")
        var stack = DropDownSheetStack()
        XCTAssertEqual(try stack.present(composed).get(), [.present(id: composed, to: .expanded)])
        XCTAssertEqual(try stack.present(decomposed).get(),
                       [.move(id: composed, to: .minimized), .present(id: decomposed, to: .expanded)])
        XCTAssertEqual(stack.identifiers.map { Array($0.utf8) }, [Array(composed.utf8), Array(decomposed.utf8)])
        XCTAssertEqual(stack.expanded.map { Array($0.utf8) }, Array(decomposed.utf8))
        XCTAssertEqual(stack.minimized.map { Array($0.utf8) }, [Array(composed.utf8)])
        _ = stack.sheet(composed, didProduce: .didMove(to: .dismissed))
        XCTAssertEqual(stack.identifiers.map { Array($0.utf8) }, [Array(decomposed.utf8)], "closing one leaves the other")
        assertRoundTrips(stack)
    }

    func testCommandsCompareIdentifiersByTheirBytes() {
        let a = DropDownSheetStack.Command.present(id: composed, to: .expanded)
        let b = DropDownSheetStack.Command.present(id: decomposed, to: .expanded)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(Set([a, b, a]).count, 2)
        XCTAssertNotEqual(DropDownSheetStack.Command.showChooser(ids: [composed]), .showChooser(ids: [decomposed]))
        XCTAssertEqual(DropDownSheetStack.Command.requestDismissal(id: composed), .requestDismissal(id: "\u{C5}"))
        XCTAssertNotEqual(DropDownSheetStack.Command.move(id: "a", to: .expanded), .present(id: "a", to: .expanded))
    }

    func testStacksAndSnapshotsAreEqualAndHashedByTheirIdentifiersBytes() {
        var one = DropDownSheetStack()
        _ = one.present(composed)
        var other = DropDownSheetStack()
        _ = other.present(decomposed)
        XCTAssertNotEqual(one, other)
        XCTAssertEqual(Set([one, other, one]).count, 2)
        XCTAssertNotEqual(one.snapshot, other.snapshot)
        XCTAssertEqual(Set([one.snapshot, other.snapshot, one.snapshot]).count, 2)
        var same = DropDownSheetStack()
        _ = same.present("\u{C5}")
        XCTAssertEqual(one, same)
        XCTAssertEqual(one.hashValue, same.hashValue)
    }

    func testASnapshotWithBothSpellingsDecodesAsTwoSheetsAndKeepsTheirBytes() throws {
        let json = #"{"expanded":"A\u030a","identifiers":["\u00c5","A\u030a"],"maximumCount":5,"version":1}"#
        let snapshot = try DropDownSheetStackSnapshot.decode(from: Data(json.utf8))
        XCTAssertEqual(snapshot.identifiers.map { Array($0.utf8) }, [[0xC3, 0x85], [0x41, 0xCC, 0x8A]])
        XCTAssertEqual(snapshot.expanded.map { Array($0.utf8) }, [0x41, 0xCC, 0x8A])
        var stack = DropDownSheetStack()
        XCTAssertEqual(try stack.restore(snapshot), [.present(id: composed, to: .minimized), .present(id: decomposed, to: .expanded)])
        assertRoundTrips(stack)
    }

    func testTheSameBytesTwiceAreStillADuplicate() {
        let json = #"{"identifiers":["\u00c5","\u00c5"],"maximumCount":5,"version":1}"#
        XCTAssertThrowsError(try DropDownSheetStackSnapshot.decode(from: Data(json.utf8))) { error in
            XCTAssertEqual(error as? DropDownSheetStackSnapshotError, .duplicateIdentifier(composed))
        }
    }

    func testRefusalsDescribeTheirReasonInASentence() {
        XCTAssertEqual(DropDownSheetStackSnapshotError.unsupportedVersion(7).description,
                       "the snapshot is in format version 7; this library reads version 1")
        XCTAssertEqual(DropDownSheetStackSnapshotError.invalidMaximumCount(0).description, "the maximum count 0 is below 1")
        XCTAssertEqual(DropDownSheetStackSnapshotError.emptyIdentifier.description, "an identifier is empty")
        XCTAssertEqual(DropDownSheetStackSnapshotError.duplicateIdentifier("a").description, #"the identifier "a" appears twice"#)
        XCTAssertEqual(DropDownSheetStackSnapshotError.unknownExpandedIdentifier("z").description,
                       #"the expanded identifier "z" is not one of the sheets"#)
        XCTAssertTrue(DropDownSheetStackSnapshotError.damaged("x").description.hasPrefix("the data is not a snapshot"))
    }

    /// The property: random operations through the stack's whole API, with identifiers that are
    /// empty, canonically equal but different in bytes, non-ASCII, or JSON-special, and maximum
    /// counts raised and lowered at any time; after every step, the stack's snapshot is encoded,
    /// decoded, restored into a fresh stack, and that stack is the same.
    func testEveryStackStateTheAPIAllowsCanBeSavedAndRestoredTheSame() {
        let ids = ["", "a", "b", composed, decomposed, "e\u{301}", "\u{E9}", "\"quoted\"\\", "line\nbreak", "🇫🇷", "draft/1", " "]
        let events: [DropDownSheetEvent] = [.willMove(to: .expanded), .willMove(to: .minimized), .willMove(to: .dismissed),
                                            .didMove(to: .dismissed), .didMove(to: .expanded), .didAttemptToDismiss]
        var random = SplitMix64(seed: 15)
        func pick<T>(_ list: [T]) -> T { list[Int(random.unit() * Double(list.count))] }
        for run in 0..<60 {
            var stack = DropDownSheetStack(maximumCount: 1 + Int(random.unit() * 6))
            for step in 0..<80 {
                let id = pick(ids)
                switch Int(random.unit() * 10) {
                case 0, 1: _ = stack.present(id, to: pick(DropDownSheetState.allCases))
                case 2: _ = stack.expand(id)
                case 3: _ = stack.minimize(id)
                case 4: _ = stack.tapStack()
                case 5, 6: _ = stack.sheet(id, didProduce: pick(events))
                case 7: stack.maximumCount = Int(random.unit() * 8) - 1
                case 8:
                    // A stack restored from another random stack's snapshot.
                    var other = DropDownSheetStack(maximumCount: 1 + Int(random.unit() * 3))
                    for _ in 0..<4 { _ = other.present(pick(ids), to: pick([.expanded, .minimized])) }
                    XCTAssertNoThrow(try stack.restore(other.snapshot), "run \(run) step \(step)")
                default: _ = stack.dismiss(id) + stack.close(id)
                }
                XCTAssertFalse(stack.identifiers.contains(""), "run \(run) step \(step)")
                assertRoundTrips(stack)
            }
        }
    }
}

/// A snapshot from a newer (or older) version of the library is recognised by its version alone,
/// whatever its other keys are; data that is not a snapshot says which key is missing or wrong,
/// in the library's words, never Swift's decoding error text (issue 21, item 12).
final class StackSnapshotForeignDataTests: XCTestCase {
    private func error(_ json: String) -> DropDownSheetStackSnapshotError? {
        do {
            _ = try DropDownSheetStackSnapshot.decode(from: Data(json.utf8))
            return nil
        } catch let error as DropDownSheetStackSnapshotError {
            return error
        } catch {
            XCTFail("not a DropDownSheetStackSnapshotError: \(error)")
            return nil
        }
    }

    func testAFutureFormatIsRefusedByItsVersionWhateverItsOtherKeys() {
        XCTAssertEqual(error(#"{"version":99}"#), .unsupportedVersion(99))
        XCTAssertEqual(error(#"{"version":99,"drafts":[{"id":"a"}],"maximumCount":"many"}"#), .unsupportedVersion(99))
        XCTAssertEqual(error(#"{"version":99}"#)?.description,
                       "the snapshot is in format version 99; this library reads version 1")
    }

    func testAMissingOrWrongKeyIsNamedInTheLibrarysWords() {
        XCTAssertEqual(error(#"{"identifiers":["a"],"maximumCount":5}"#), .damaged("the key \"version\" is missing"))
        XCTAssertEqual(error(#"{"version":"1","identifiers":["a"],"maximumCount":5}"#),
                       .damaged("the key \"version\" is not a whole number"))
        XCTAssertEqual(error(#"{"version":1,"maximumCount":5}"#), .damaged("the key \"identifiers\" is missing"))
        XCTAssertEqual(error(#"{"version":1,"identifiers":[1],"maximumCount":5}"#),
                       .damaged("the key \"identifiers\" is not a list of strings"))
        XCTAssertEqual(error(#"{"version":1,"identifiers":["a"],"expanded":3,"maximumCount":5}"#),
                       .damaged("the key \"expanded\" is not a string"))
        XCTAssertEqual(error(#"{"version":1,"identifiers":["a"]}"#), .damaged("the key \"maximumCount\" is missing"))
        XCTAssertEqual(error("[1]"), .damaged("it is not a JSON object"))
        XCTAssertEqual(error("garbage"), .damaged("it is not JSON"))
        for json in [#"{"identifiers":["a"],"maximumCount":5}"#, "garbage", #"{"version":1,"identifiers":[1],"maximumCount":5}"#] {
            let text = error(json)?.description ?? ""
            XCTAssertTrue(text.hasPrefix("the data is not a snapshot: "), text)
            for swiftWords in ["DecodingError", "keyNotFound", "typeMismatch", "CodingKeys", "codingPath", "Swift."] {
                XCTAssertFalse(text.contains(swiftWords), "Swift's decoding words shown: \(text)")
            }
        }
    }

    func testANullExpandedKeyMeansNoneExpanded() throws {
        let snapshot = try DropDownSheetStackSnapshot.decode(from: Data(#"{"version":1,"identifiers":["a"],"expanded":null,"maximumCount":5}"#.utf8))
        XCTAssertNil(snapshot.expanded)
    }
}
