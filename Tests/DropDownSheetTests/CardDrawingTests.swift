// What of a card a shell has to write each frame (issue 12, item 7): nothing at rest, the frame
// alone while a sheet springs, the count's text and measure only when the count changes.
import XCTest
@testable import DropDownSheetCore

final class CardDrawingTests: XCTestCase {
    private func drawing(_ d: PresentationDriver, _ id: DropDownSheetIdentifier, count: String? = nil) -> DropDownSheetCardDrawing? {
        guard let card = d.presentation.card(id) else { return nil }
        return DropDownSheetCardDrawing(render: card.render, isHidden: card.isHidden,
                                        countLabel: count ?? card.stackCount.map { "\($0) Drafts" },
                                        barHeight: card.barHeight, isContentInteractive: card.isContentInteractive)
    }

    func testTheFirstFrameDrawsEverything() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        XCTAssertEqual(drawing(d, .a)?.changes(since: nil), .all)
    }

    func testAFrameAtRestWritesNothing() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        d.sendAndSettle(.present(.b, to: .minimized))
        d.sendAndSettle(.minimize(.a))
        let before = (drawing(d, .a), drawing(d, .b))
        d.send(.tick)
        d.t += 1.0 / 60
        d.send(.tick)
        XCTAssertEqual(drawing(d, .a)?.changes(since: before.0), [])
        XCTAssertEqual(drawing(d, .b)?.changes(since: before.1), [], "stacked drafts at rest: no measuring, no writes")
    }

    func testASpringingSheetRewritesItsFrameButNeitherItsCountNorItsSize() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        d.sendAndSettle(.present(.b, to: .minimized))
        d.send(.minimize(.a))
        var previous = drawing(d, .a)
        var sawFrame = false
        for _ in 0..<20 {
            d.t += 1.0 / 60
            d.send(.tick)
            let now = drawing(d, .a)
            let changes = now?.changes(since: previous) ?? []
            sawFrame = sawFrame || changes.contains(.frame)
            XCTAssertFalse(changes.contains(.countText))
            XCTAssertFalse(changes.contains(.countPlacement))
            XCTAssertFalse(changes.contains(.cardSize))
            previous = now
        }
        XCTAssertTrue(sawFrame)
    }

    func testANewCountIsMeasuredAndPlacedAndReadAgain() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        let one = drawing(d, .a, count: "1 Draft")
        let two = drawing(d, .a, count: "2 Drafts")
        XCTAssertEqual(two?.changes(since: one), [.countText, .countPlacement, .accessibility])
    }

    func testEachPartChangesOnItsOwn() throws {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        let base = try XCTUnwrap(drawing(d, .a))
        var other = base
        other.isHidden.toggle()
        XCTAssertEqual(other.changes(since: base), .visibility)
        other = base
        other.isContentInteractive.toggle()
        XCTAssertEqual(other.changes(since: base), .interactivity)
        other = base
        other.render.barAlpha += 0.1
        XCTAssertEqual(other.changes(since: base), .barAlpha)
        other = base
        other.barHeight += 10
        XCTAssertEqual(other.changes(since: base), [.compactFrame, .countPlacement])
        other = base
        other.render.cardWidth += 10
        XCTAssertEqual(other.changes(since: base), [.frame, .cardSize, .compactFrame, .countPlacement])
        other = base
        other.render.cardHeight += 10
        XCTAssertEqual(other.changes(since: base), .cardSize)
        other = base
        other.render.phase = .settling(toward: .minimized)
        XCTAssertEqual(other.changes(since: base), .accessibility)
        other = base
        other.render.sheetTop = .nan
        XCTAssertEqual(other.changes(since: base), .frame, "not a number counts as changed")
    }

    func testAStackAtRestHasTheSameBackdropEveryFrameAndAMovingOneANewOne() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        d.sendAndSettle(.present(.b, to: .minimized))
        let resting = d.presentation.stackBackdrop
        XCTAssertEqual(resting.sliverCount, 1)
        d.t += 1.0 / 60
        d.send(.tick)
        XCTAssertEqual(d.presentation.stackBackdrop, resting, "the slivers are not written again at rest")
        d.send(.expand(.b))
        d.run(0.05)
        XCTAssertNotEqual(d.presentation.stackBackdrop, resting, "they follow the bar as it rises")
    }
}
