// A finger belongs to the sheet it landed on, decided by the presentation for every shell: a
// drag that begins on the finger's first move, or a tap reported where the finger lifted, never
// goes to a sheet that moved under the finger (or lies across the seam) since it landed.
import XCTest
@testable import DropDownSheetCore

final class PresentationTouchOwnershipTests: XCTestCase {
    /// A mini player's bar at 701 (above an 83-point tab bar) and a draft's bar directly above
    /// it at 641.
    private func playerAndDraft() -> PresentationDriver {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.a, to: .minimized))
        return d
    }

    func testADragThatBeginsLateStaysWithTheSheetTheFingerLandedOn() {
        var d = playerAndDraft()
        // The finger lands on the player's bar; the draft springs up over it before the finger moves.
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 730), .sheet(.player))
        d.send(.expand(.a))
        d.run(0.15)
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 730), .sheet(.a), "the draft's card is over the player's bar now")
        d.send(.touchDown(x: 195, y: 730, sheet: .player))
        XCTAssertEqual(d.presentation.phase(of: .player), .dragging, "the finger pulls the player it landed on")
        XCTAssertNotEqual(d.presentation.phase(of: .a), .dragging, "not the draft that came under it")
        d.send(.touchUp(y: 730, velocity: 0))
        d.settle()
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.expanded), "the draft's expansion is left alone")
    }

    func testWithoutTheLandingSheetTheTouchGoesToTheSheetUnderItNow() {
        var d = playerAndDraft()
        d.send(.expand(.a))
        d.run(0.15)
        d.send(.touchDown(x: 195, y: 730))
        XCTAssertEqual(d.presentation.phase(of: .a), .dragging, "sheet-lab's scripts land and drag at once")
    }

    func testATapActsOnTheBarItLandedOnAcrossTheSeam() {
        // A tap that landed on the player's bar 2 points below the seam and drifted 5 points
        // across it onto the drafts' bar: the shell reports it where it landed, with the player.
        var d = playerAndDraft()
        d.sendAndSettle(.tap(x: 195, y: 703, sheet: .player))
        XCTAssertEqual(d.presentation.phase(of: .player), .resting(.expanded))
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.minimized), "the draft is not opened")
        // And the reverse: landed on the drafts' bar just above the seam.
        var e = playerAndDraft()
        e.sendAndSettle(.tap(x: 195, y: 699, sheet: .a))
        XCTAssertEqual(e.presentation.phase(of: .a), .resting(.expanded))
        XCTAssertEqual(e.presentation.phase(of: .player), .resting(.minimized), "the player is not opened")
    }

    func testATapOnASheetNoLongerPresentedDoesNothing() {
        var d = playerAndDraft()
        d.sendAndSettle(.dismiss(.a, animated: false))
        d.sendAndSettle(.tap(x: 195, y: 670, sheet: .a))
        XCTAssertEqual(d.presentation.phase(of: .player), .resting(.minimized), "not handed to the player")
    }

    func testATouchDownWhoseSheetIsRemovedBeforeTheTouchUpLeavesNothingDragging() {
        var d = playerAndDraft()
        d.send(.touchDown(x: 195, y: 670, sheet: .a))
        XCTAssertEqual(d.presentation.phase(of: .a), .dragging)
        d.send(.dismiss(.a, animated: false))
        d.settle()
        XCTAssertFalse(d.presentation.contains(.a))
        XCTAssertTrue(d.presentation.identifiers.allSatisfy { d.presentation.phase(of: $0) != .dragging })
        // The app's completion dismissed the sheet before the model heard of the touch: the
        // finger goes with the sheet, not to the player under it.
        var e = playerAndDraft()
        e.send(.dismiss(.a, animated: false))
        e.send(.touchDown(x: 195, y: 720, sheet: .a))
        XCTAssertEqual(e.presentation.phase(of: .player), .resting(.minimized), "the player is not left dragging")
        XCTAssertFalse(e.presentation.isMoving)
        // Later touches are heard.
        e.sendAndSettle(.tap(x: 195, y: 730, sheet: .player))
        XCTAssertEqual(e.presentation.phase(of: .player), .resting(.expanded))
    }
}
