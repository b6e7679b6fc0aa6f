import XCTest
@testable import DropDownSheetCore

/// Who takes a touch at the bar's place while the card opens: the bar while it mostly shows, the
/// card's content once it has mostly faded (the bar's glass, which stays on screen dematerialized,
/// follows the same rule).
final class BarTouchRuleTests: XCTestCase {
    func testTheBarTakesTouchesOnlyWhileItMostlyShows() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertTrue(d.presentation.renderState(of: .a).barTakesTouches, "at rest as a bar")
        d.send(.expand(.a))
        var sawBoth = (taking: false, passing: false)
        while d.presentation.isMoving {
            let r = d.presentation.renderState(of: .a)
            XCTAssertEqual(r.barTakesTouches, r.barAlpha > 0.5, "barAlpha \(r.barAlpha)")
            if r.barTakesTouches { sawBoth.taking = true } else { sawBoth.passing = true }
            d.t += CoreFixture.frame
            d.send(.tick)
        }
        XCTAssertTrue(sawBoth.passing, "the opening card's content took over mid-way")
        XCTAssertFalse(d.presentation.renderState(of: .a).barTakesTouches, "expanded: the content's")
    }
}
