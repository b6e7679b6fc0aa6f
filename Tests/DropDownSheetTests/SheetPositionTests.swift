// Following a sheet (issue 18, rule 5): where each sheet is, read every frame, allocation-free
// (the benchmark's presentation frame reads it under the zero-malloc gate).
import XCTest
@testable import DropDownSheetCore

final class SheetPositionTests: XCTestCase {
    func testAPositionIsTheVisibleCardAndItsProgress() {
        var d = PresentationDriver(bottomBar: 83)
        XCTAssertNil(d.presentation.position(of: .a))
        d.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertEqual(d.presentation.position(of: .a),
                       DropDownSheetPosition(identifier: .a, role: .draft, phase: .resting(.minimized), progress: 0,
                                             x: 0, y: 701, width: 390, height: 60))
        d.sendAndSettle(.expand(.a))
        let expanded = d.presentation.position(of: .a)
        XCTAssertEqual(expanded?.progress, 1)
        XCTAssertEqual(expanded?.y, CoreFixture.expandedTop)
        XCTAssertEqual(expanded?.height, 844 - CoreFixture.expandedTop, "the whole card down to the bottom of the screen")
    }

    func testThePositionMovesEveryFrameOfASpringAndMatchesWhatIsDrawn() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        d.send(.minimize(.a))
        var seen: [DropDownSheetPosition] = []
        while d.presentation.isMoving {
            d.t += CoreFixture.frame
            d.send(.tick)
            guard let p = d.presentation.position(of: .a) else { return XCTFail("the sheet left") }
            let r = d.presentation.renderState(of: .a)
            XCTAssertEqual(p, DropDownSheetPosition(identifier: .a, role: .draft, phase: r.phase, progress: r.progress,
                                                    x: r.cardX + r.visibleLeftInset, y: r.sheetTop,
                                                    width: r.cardWidth - r.visibleLeftInset - r.visibleRightInset, height: r.visibleHeight))
            seen.append(p)
        }
        XCTAssertGreaterThan(Set(seen).count, 20, "a new position each frame of the spring")
        XCTAssertEqual(zip(seen, seen.dropFirst()).filter { $0.progress < $1.progress }.count, 0, "going down all the way")
        XCTAssertEqual(seen.last?.phase, .resting(.minimized))
    }

    func testAPositionIsAlwaysFinite() {
        let p = DropDownSheetPosition(identifier: .a, role: .draft, phase: .dragging, progress: .nan, x: .infinity, y: -.infinity,
                                      width: -4, height: .nan)
        XCTAssertEqual(p, DropDownSheetPosition(identifier: .a, role: .draft, phase: .dragging, progress: 0, x: 0, y: 0, width: 0, height: 0))
    }

    /// Review 20, finding 11: a position names its sheet (identifier and role), and its frame is
    /// the visible part: iOS 26's capsule, 12 points in from each side of the card, and an inline
    /// bar beside a minimized tab bar, not the card's full width.
    func testAPositionNamesItsSheetAndFramesItsVisiblePart() throws {
        var glass = CoreFixture.phone
        glass.systemDesign = .glass
        glass.bottomBarHeight = 83
        var d = PresentationDriver()
        d.sendAndSettle(.layout(glass, animated: false))
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.a, to: .minimized))
        let player = try XCTUnwrap(d.presentation.position(of: .player))
        let draft = try XCTUnwrap(d.presentation.position(of: .a))
        XCTAssertEqual(player.identifier, .player)
        XCTAssertEqual(player.role, .accessory)
        XCTAssertEqual(draft.identifier, .a)
        XCTAssertEqual(draft.role, .draft)
        XCTAssertEqual(draft.x, 12, "the capsule's left edge")
        XCTAssertEqual(draft.width, 390 - 24, "the capsule's width")
        // Inline beside a minimized tab bar: the room's frame.
        var minimized = glass
        minimized.bottomBarHeight = 74
        minimized.minimizedTabBar = DropDownSheetMinimizedTabBar(x: 20, width: 48, bottom: 26, height: 48)
        d.sendAndSettle(.dismiss(.a))
        d.sendAndSettle(.layout(minimized, animated: false))
        let inline = try XCTUnwrap(d.presentation.position(of: .player))
        XCTAssertEqual(inline.x, 76)
        XCTAssertEqual(inline.width, 294)
        // Gone: the position a SwiftUI action hears last.
        let gone = DropDownSheetPosition.dismissed(.player, role: .accessory, containerHeight: 844)
        XCTAssertEqual(gone.phase, .resting(.dismissed))
        XCTAssertEqual(gone.height, 0)
        XCTAssertEqual(gone.identifier, .player)
    }
}
