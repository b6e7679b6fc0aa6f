import XCTest
@testable import DropDownSheetCore

/// The fixed-size buffer of events one engine call returns.
final class DropDownSheetEventsTests: XCTestCase {
    private let sample: [DropDownSheetEvent] = [.inputCorrected(.nonFiniteTime), .didAttemptToDismiss,
                                                .willMove(to: .minimized), .didMove(to: .minimized)]

    private func events(_ list: [DropDownSheetEvent]) -> DropDownSheetEvents {
        var events = DropDownSheetEvents()
        for event in list { events.append(event) }
        return events
    }

    func testStartsEmpty() {
        let events = DropDownSheetEvents()
        XCTAssertTrue(events.isEmpty)
        XCTAssertEqual(events.count, 0)
        XCTAssertNil(events[0])
        XCTAssertEqual(Array(events), [])
    }

    func testKeepsEventsInTheOrderTheyWereAppended() {
        let e = events(sample)
        XCTAssertFalse(e.isEmpty)
        XCTAssertEqual(e.count, 4)
        for (index, event) in sample.enumerated() {
            XCTAssertEqual(e[index], event)
        }
    }

    func testIteratesInOrderAndCanBeIteratedAgain() {
        let e = events(sample)
        XCTAssertEqual(Array(e), sample)
        XCTAssertEqual(Array(e), sample, "iterating does not consume")
        var iterator = e.makeIterator()
        for event in sample { XCTAssertEqual(iterator.next(), event) }
        XCTAssertNil(iterator.next())
        XCTAssertNil(iterator.next())
    }

    func testSubscriptOutsideTheEventsIsNil() {
        let e = events(sample)
        XCTAssertNil(e[-1])
        XCTAssertNil(e[4])
        XCTAssertNil(e[5])
        XCTAssertNil(e[Int.max])
        XCTAssertNil(e[Int.min])
    }

    func testHoldsUpToItsCapacity() {
        let full: [DropDownSheetEvent] = [.inputCorrected(.nonFiniteTime), .inputCorrected(.invalidTouch), .didAttemptToDismiss,
                                          .willMove(to: .expanded), .didMove(to: .expanded), .willMove(to: .minimized)]
        XCTAssertEqual(full.count, DropDownSheetEvents.capacity)
        let e = events(full)
        XCTAssertEqual(e.count, 6)
        XCTAssertEqual(Array(e), full)
    }

    func testBeyondCapacityACorrectionIsDroppedSoMovesAreNeverLost() {
        var e = events([.inputCorrected(.nonFiniteTime), .inputCorrected(.invalidTouch), .inputCorrected(.invalidContainer),
                        .inputCorrected(.invalidConfiguration), .inputCorrected(.timeWentBackwards), .willMove(to: .dismissed)])
        e.append(.didMove(to: .dismissed))
        XCTAssertEqual(e.count, DropDownSheetEvents.capacity)
        let list = Array(e)
        XCTAssertEqual(list.suffix(2), [.willMove(to: .dismissed), .didMove(to: .dismissed)], "the move pair, in order")
        XCTAssertEqual(list.filter { if case .inputCorrected = $0 { return true } else { return false } }.count, 4)
        e.append(.willMove(to: .expanded))
        e.append(.didMove(to: .expanded))
        XCTAssertEqual(Array(e).suffix(4), [.willMove(to: .dismissed), .didMove(to: .dismissed),
                                            .willMove(to: .expanded), .didMove(to: .expanded)])
    }

    func testNeverHoldsMoreThanItsCapacity() {
        var e = DropDownSheetEvents()
        for index in 0..<20 {
            e.append(index % 2 == 0 ? .willMove(to: .minimized) : .didMove(to: .minimized))
            XCTAssertLessThanOrEqual(e.count, DropDownSheetEvents.capacity)
        }
        XCTAssertEqual(Array(e).count, e.count)
    }

    func testAppendingAnotherBufferKeepsTheOrder() {
        var e = events(Array(sample.prefix(2)))
        e.append(contentsOf: events(Array(sample.suffix(2))))
        XCTAssertEqual(Array(e), sample)
    }

    func testEqualityAndHashingFollowTheEventsInOrder() {
        XCTAssertEqual(events(sample), events(sample))
        XCTAssertEqual(events(sample).hashValue, events(sample).hashValue)
        XCTAssertNotEqual(events(sample), events(sample.reversed()))
        XCTAssertNotEqual(events(sample), events(Array(sample.dropLast())))
        XCTAssertEqual(DropDownSheetEvents(), DropDownSheetEvents())
        let set: Set<DropDownSheetEvents> = [events(sample), events(sample), events([]), events([.didAttemptToDismiss])]
        XCTAssertEqual(set.count, 3)
    }

    func testEngineCallsReturnEventsAsABuffer() {
        var engine = CoreFixture.engine()
        let e = engine.present(animated: false, at: 0)
        XCTAssertEqual(e.count, 2)
        XCTAssertEqual(e[0], .willMove(to: .expanded))
        XCTAssertEqual(e[1], .didMove(to: .expanded))
    }
}
