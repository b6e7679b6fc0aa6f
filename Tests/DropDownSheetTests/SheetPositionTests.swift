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
                       DropDownSheetPosition(phase: .resting(.minimized), progress: 0, x: 0, y: 701, width: 390, height: 60))
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
            XCTAssertEqual(p, DropDownSheetPosition(phase: r.phase, progress: r.progress, x: r.cardX, y: r.sheetTop,
                                                    width: r.cardWidth, height: r.visibleHeight))
            seen.append(p)
        }
        XCTAssertGreaterThan(Set(seen).count, 20, "a new position each frame of the spring")
        XCTAssertEqual(zip(seen, seen.dropFirst()).filter { $0.progress < $1.progress }.count, 0, "going down all the way")
        XCTAssertEqual(seen.last?.phase, .resting(.minimized))
    }

    func testAPositionIsAlwaysFinite() {
        let p = DropDownSheetPosition(phase: .dragging, progress: .nan, x: .infinity, y: -.infinity, width: -4, height: .nan)
        XCTAssertEqual(p, DropDownSheetPosition(phase: .dragging, progress: 0, x: 0, y: 0, width: 0, height: 0))
    }
}
