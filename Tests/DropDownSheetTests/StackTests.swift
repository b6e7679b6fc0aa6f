import XCTest
@testable import DropDownSheetCore

/// Several sheets sharing one presentation: order, which one expands, what the stack shows, what
/// a close does, and the maximum count.
final class StackTests: XCTestCase {
    private func presented(_ ids: [String], maximum: Int = 5) -> DropDownSheetStack {
        var stack = DropDownSheetStack(maximumCount: maximum)
        for id in ids { _ = stack.present(id) }
        return stack
    }

    func testPresentingANewSheetExpandsItAndMinimizesTheOneThatWasUp() throws {
        var stack = presented(["a"])
        XCTAssertEqual(try stack.present("b").get(), [.move(id: "a", to: .minimized), .present(id: "b", to: .expanded)])
        XCTAssertEqual(stack.expanded, "b")
        XCTAssertEqual(stack.minimized, ["a"])
    }

    func testPresentingMinimizedLeavesTheExpandedOneUp() throws {
        var stack = presented(["a"])
        XCTAssertEqual(try stack.present("player", to: .minimized).get(), [.present(id: "player", to: .minimized)])
        XCTAssertEqual(stack.expanded, "a")
    }

    func testPresentingASheetAlreadyThereMovesIt() throws {
        var stack = presented(["a", "b"])
        XCTAssertEqual(try stack.present("a").get(), [.move(id: "b", to: .minimized), .move(id: "a", to: .expanded)])
        XCTAssertEqual(stack.identifiers, ["b", "a"])
    }

    func testAtMostOneSheetIsExpandedWhateverHappens() {
        var random = SplitMix(seed: 99)
        var stack = DropDownSheetStack(maximumCount: 4)
        let ids = ["a", "b", "c", "d", "e"]
        for _ in 0..<5_000 {
            let id = ids[Int(random.next() * 5)]
            switch Int(random.next() * 7) {
            case 0: _ = stack.present(id, to: random.next() < 0.5 ? .expanded : .minimized)
            case 1: _ = stack.expand(id)
            case 2: _ = stack.minimize(id)
            case 3: _ = stack.sheet(id, didProduce: .willMove(to: .expanded))
            case 4: _ = stack.sheet(id, didProduce: .didMove(to: .dismissed))
            case 5: _ = stack.tapStack()
            default: _ = stack.sheet(id, didProduce: .willMove(to: .minimized))
            }
            XCTAssertLessThanOrEqual(stack.identifiers.count, 4)
            XCTAssertEqual(Set(stack.identifiers).count, stack.identifiers.count, "no duplicates")
            if let expanded = stack.expanded { XCTAssertTrue(stack.contains(expanded)) }
            XCTAssertEqual(stack.minimized.count + (stack.expanded == nil ? 0 : 1), stack.identifiers.count)
        }
    }

    func testExpandingOneSheetMinimizesTheOneThatWasUp() {
        var stack = presented(["a", "b"])
        XCTAssertEqual(stack.expand("a"), [.move(id: "b", to: .minimized), .move(id: "a", to: .expanded)])
        XCTAssertEqual(stack.expanded, "a")
    }

    func testAUserGestureExpandingASheetMinimizesTheOtherToo() {
        var stack = presented(["a", "b"])
        _ = stack.minimize("b")
        XCTAssertEqual(stack.sheet("a", didProduce: .willMove(to: .expanded)), [])
        XCTAssertEqual(stack.expanded, "a")
        _ = stack.minimize("a")
        _ = stack.expand("b")
        XCTAssertEqual(stack.sheet("a", didProduce: .willMove(to: .expanded)), [.move(id: "b", to: .minimized)])
    }

    func testTheLastMinimizedSheetIsOnTopWithACount() {
        var stack = presented(["a", "b", "c"])
        _ = stack.minimize("c")
        XCTAssertEqual(stack.minimized, ["c", "b", "a"])
        XCTAssertEqual(stack.top, "c")
        XCTAssertEqual(stack.displayedCount, 3, "the number the shells put into words")
        XCTAssertEqual(stack.countLabel, "3 Drafts", "sheet-lab's English label")
        _ = stack.minimize("a")
        XCTAssertEqual(stack.top, "a")
    }

    func testWithOneDraftTheStackIsJustItsBar() {
        var stack = presented(["a"])
        _ = stack.minimize("a")
        XCTAssertNil(stack.displayedCount)
        XCTAssertNil(stack.countLabel)
        XCTAssertEqual(stack.tapStack(), [.move(id: "a", to: .expanded)])
        XCTAssertEqual(stack.expanded, "a")
    }

    func testTappingAStackOfSeveralOpensTheChooserTopFirst() {
        var stack = presented(["a", "b"])
        _ = stack.minimize("b")
        XCTAssertEqual(stack.tapStack(), [.showChooser(ids: ["b", "a"])])
        XCTAssertNil(stack.expanded, "the chooser changes nothing by itself")
    }

    func testClosingFromTheChooserGoesThroughTheSheetsVeto() {
        let stack = presented(["a", "b"])
        XCTAssertEqual(stack.close("a"), [.requestDismissal(id: "a")])
        XCTAssertTrue(stack.contains("a"), "a close only asks: the sheet leaves when it is gone")
        XCTAssertEqual(stack.close("zzz"), [])
    }

    func testADismissedSheetLeavesTheStack() {
        var stack = presented(["a", "b"])
        XCTAssertEqual(stack.dismiss("b"), [.move(id: "b", to: .dismissed)])
        _ = stack.sheet("b", didProduce: .willMove(to: .dismissed))
        XCTAssertNil(stack.expanded)
        _ = stack.sheet("b", didProduce: .didMove(to: .dismissed))
        XCTAssertEqual(stack.identifiers, ["a"])
    }

    func testAFullStackRefusesANewSheetAndChangesNothing() {
        var stack = presented(["a", "b", "c"], maximum: 3)
        let before = stack
        XCTAssertEqual(stack.present("d"), .failure(.stackFull))
        XCTAssertEqual(stack, before)
        XCTAssertEqual(try stack.present("a").get(), [.move(id: "c", to: .minimized), .move(id: "a", to: .expanded)],
                       "a sheet already there can still be brought up")
    }

    func testMaximumCountIsAtLeastOne() {
        var stack = DropDownSheetStack(maximumCount: -3)
        XCTAssertEqual(stack.maximumCount, 1)
        stack.maximumCount = 0
        XCTAssertEqual(stack.maximumCount, 1)
    }

    func testOnlyTheTopBarOfTheStackIsDrawnAndTakesTheStacksTaps() {
        var stack = presented(["a", "b"])
        _ = stack.minimize("b")
        _ = stack.minimize("a")
        XCTAssertTrue(stack.isVisible("a", phase: .resting(.minimized)))
        XCTAssertFalse(stack.isVisible("b", phase: .resting(.minimized)), "under the top: slivers stand for it")
        XCTAssertTrue(stack.isVisible("b", phase: .settling(toward: .minimized)), "a moving sheet is always drawn")
        XCTAssertTrue(stack.isVisible("zzz", phase: .resting(.minimized)), "a sheet outside the stack is its own business")
        XCTAssertTrue(stack.isStackTap(on: "a", hit: .sheet, phase: .resting(.minimized)))
        XCTAssertTrue(stack.isStackTap(on: "a", hit: .sheet, phase: .settling(toward: .minimized)))
        XCTAssertFalse(stack.isStackTap(on: "a", hit: .dimming, phase: .resting(.minimized)))
        XCTAssertFalse(stack.isStackTap(on: "b", hit: .sheet, phase: .resting(.minimized)))
        XCTAssertFalse(stack.isStackTap(on: "a", hit: .sheet, phase: .resting(.expanded)))
    }

    func testUnknownSheetsAreIgnored() {
        var stack = presented(["a"])
        XCTAssertEqual(stack.expand("x"), [])
        XCTAssertEqual(stack.minimize("x"), [])
        XCTAssertEqual(stack.dismiss("x"), [])
        XCTAssertEqual(stack.sheet("x", didProduce: .willMove(to: .expanded)), [])
        XCTAssertEqual(stack.expanded, "a")
    }
}

/// Saving the stack and bringing it back after a relaunch.
final class StackSnapshotTests: XCTestCase {
    func testASnapshotRoundTripsThroughJSON() throws {
        var stack = DropDownSheetStack(maximumCount: 4)
        _ = stack.present("draft-1")
        _ = stack.present("draft-2")
        _ = stack.minimize("draft-2")
        _ = stack.expand("draft-1")
        let data = stack.snapshot.encoded()
        let decoded = try DropDownSheetStackSnapshot.decode(from: data)
        XCTAssertEqual(decoded, stack.snapshot)
        var restored = DropDownSheetStack()
        let commands = try restored.restore(decoded)
        XCTAssertEqual(restored, stack)
        XCTAssertEqual(commands, [.present(id: "draft-2", to: .minimized), .present(id: "draft-1", to: .expanded)])
    }

    func testTheSameStackAlwaysGivesTheSameBytes() {
        let snapshot = DropDownSheetStackSnapshot(identifiers: ["b", "a"], expanded: "a", maximumCount: 5)
        XCTAssertEqual(String(decoding: snapshot.encoded(), as: UTF8.self),
                       #"{"expanded":"a","identifiers":["b","a"],"maximumCount":5,"version":1}"#)
    }

    private func assertRejected(_ json: String, _ expected: DropDownSheetStackSnapshotError?, file: StaticString = #filePath, line: UInt = #line) {
        var stack = DropDownSheetStack()
        _ = stack.present("keep")
        let before = stack
        do {
            let snapshot = try DropDownSheetStackSnapshot.decode(from: Data(json.utf8))
            _ = try stack.restore(snapshot)
            XCTFail("accepted \(json)", file: file, line: line)
        } catch let error as DropDownSheetStackSnapshotError {
            if let expected {
                XCTAssertEqual(error, expected, file: file, line: line)
            } else if case .damaged = error {
            } else {
                XCTFail("expected .damaged, got \(error)", file: file, line: line)
            }
        } catch {
            XCTFail("expected a DropDownSheetStackSnapshotError, got \(error)", file: file, line: line)
        }
        XCTAssertEqual(stack, before, "a failed restore changes nothing", file: file, line: line)
    }

    func testDamagedOrForeignDataGivesATypedErrorAndChangesNothing() {
        assertRejected("", nil)
        assertRejected("not json", nil)
        assertRejected("[1,2,3]", nil)
        assertRejected(#"{"identifiers":["a"],"maximumCount":5}"#, nil)
        assertRejected(#"{"version":"1","identifiers":["a"],"maximumCount":5}"#, nil)
        assertRejected(#"{"version":1,"identifiers":[1],"maximumCount":5}"#, nil)
        assertRejected(String(decoding: [0xFF, 0xFE, 0x00, 0x7B], as: UTF8.self), nil)
    }

    func testWellFormedSnapshotsOfImpossibleStacksAreRefusedWithTheReason() {
        assertRejected(#"{"version":2,"identifiers":["a"],"maximumCount":5}"#, .unsupportedVersion(2))
        assertRejected(#"{"version":1,"identifiers":["a"],"maximumCount":0}"#, .invalidMaximumCount(0))
        assertRejected(#"{"version":1,"identifiers":["a",""],"maximumCount":5}"#, .emptyIdentifier)
        assertRejected(#"{"version":1,"identifiers":["a","a"],"maximumCount":5}"#, .duplicateIdentifier("a"))
        assertRejected(#"{"version":1,"identifiers":["a"],"expanded":"z","maximumCount":5}"#, .unknownExpandedIdentifier("z"))
    }

    func testRestoringAnInvalidSnapshotBuiltInCodeChangesNothing() {
        var stack = DropDownSheetStack()
        _ = stack.present("keep")
        let before = stack
        XCTAssertThrowsError(try stack.restore(DropDownSheetStackSnapshot(identifiers: ["x", "x"], expanded: nil, maximumCount: 5)))
        XCTAssertEqual(stack, before)
    }

    func testAnEmptyStackSavesAndRestores() throws {
        var stack = DropDownSheetStack()
        XCTAssertEqual(try stack.restore(DropDownSheetStackSnapshot.decode(from: DropDownSheetStack().snapshot.encoded())), [])
        XCTAssertTrue(stack.identifiers.isEmpty)
    }
}
