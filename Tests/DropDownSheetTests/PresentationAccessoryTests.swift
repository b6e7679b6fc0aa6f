// A persistent mini player (an accessory) and drafts on one screen: both bars at rest without
// overlapping, each bar taking its own touches, and each sheet's state left alone by the others.
import XCTest
@testable import DropDownSheetCore

final class PresentationAccessoryTests: XCTestCase {
    /// Above an 83-point tab bar the player's bar rests at 844 - 83 - 60 = 701, the drafts' at 641.
    static let playerTop = 701.0
    static let draftsTop = 641.0

    private func playerAndDraft() -> PresentationDriver {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.a, to: .minimized))
        return d
    }

    func testTheDraftsBarRestsDirectlyAboveThePlayersWithoutOverlapping() {
        let d = playerAndDraft()
        XCTAssertEqual(d.top(.player), Self.playerTop)
        XCTAssertEqual(d.top(.a), Self.draftsTop)
        let draft = d.presentation.renderState(of: .a)
        XCTAssertEqual(draft.sheetTop + draft.visibleHeight, Self.playerTop, "the bars touch and do not overlap")
    }

    func testEachBarTakesItsOwnTouchesAndEveryOtherTouchPassesThrough() {
        var d = playerAndDraft()
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 670), .sheet(.a))
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 730), .sheet(.player))
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 400), .passthrough)
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 800), .passthrough, "the tab bar")
        d.sendAndSettle(.tap(x: 195, y: 730))
        XCTAssertEqual(d.presentation.phase(of: .player), .resting(.expanded))
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.minimized), "the draft is left alone")
        XCTAssertEqual(d.top(.a), Self.draftsTop, "and stays where it was")
    }

    func testExpandingADraftKeepsThePlayerMinimizedBehindTheCard() {
        var d = playerAndDraft()
        d.sendAndSettle(.tap(x: 195, y: 670))
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.expanded))
        XCTAssertEqual(d.presentation.phase(of: .player), .resting(.minimized))
        XCTAssertEqual(d.presentation.zOrder, [.player, .a], "the card covers the player's bar")
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 730), .sheet(.a))
        XCTAssertFalse(d.events(of: .player).contains("willMove expanded"))
    }

    func testAPlayerAppearingWhileADraftIsExpandedGoesBehindIt() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.a))
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        XCTAssertEqual(d.presentation.zOrder, [.player, .a])
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.expanded))
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 730), .sheet(.a))
    }

    func testExpandingThePlayerMinimizesAnExpandedDraft() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.a))
        d.sendAndSettle(.expand(.player))
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.minimized))
        XCTAssertEqual(d.presentation.expandedIdentifier, .player)
        XCTAssertEqual(d.presentation.zOrder.last, .player)
    }

    func testThePlayerIsNeverStackedCountedChosenOrSaved() {
        var d = playerAndDraft()
        d.sendAndSettle(.present(.b, to: .minimized))
        XCTAssertEqual(d.presentation.minimizedDrafts, [.b, .a])
        XCTAssertEqual(d.presentation.stackCount, 2)
        XCTAssertEqual(d.presentation.draftCount, 2)
        XCTAssertEqual(d.presentation.card(.player)?.isHidden, false)
        XCTAssertNil(d.presentation.card(.player)?.stackCount)
        XCTAssertEqual(d.presentation.snapshot.identifiers, ["a", "b"])
        let effects = d.sendAndSettle(.tap(x: 195, y: 670))
        XCTAssertEqual(effects.first, .showChooser([.b, .a]))
        d.sendAndSettle(.chooserChoice(.reopen(.player)))
        XCTAssertEqual(d.presentation.phase(of: .player), .resting(.minimized), "the chooser cannot reach the player")
    }

    func testThePlayerDoesNotCountAgainstTheMaximum() {
        var d = PresentationDriver(bottomBar: 83)
        var one = DropDownSheetConfiguration()
        one.maximumSheetCount = 1
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized, configuration: one))
        XCTAssertEqual(d.sendAndSettle(.present(.a, to: .minimized, configuration: one)).first, .sheetAdded(.a, role: .draft))
        XCTAssertEqual(d.sendAndSettle(.present(.b, configuration: one)).first, .presentResult(.b, .refused(.stackFull)))
    }

    func testASecondAccessoryIsRefusedAndARoleCannotChange() {
        var d = playerAndDraft()
        XCTAssertEqual(d.send(.present("radio", role: .accessory, to: .minimized)),
                       [.presentResult("radio", .refused(.accessoryAlreadyPresented))])
        XCTAssertEqual(d.send(.present(.a, role: .accessory)), [.presentResult(.a, .refused(.roleConflict))])
        XCTAssertEqual(d.presentation.role(of: .a), .draft)
    }

    func testDismissingEveryDraftLeavesThePlayer() {
        var d = playerAndDraft()
        d.sendAndSettle(.present(.b))
        d.sendAndSettle(.dismiss(.a))
        d.sendAndSettle(.dismiss(.b))
        XCTAssertEqual(d.presentation.identifiers, [.player])
        XCTAssertEqual(d.presentation.phase(of: .player), .resting(.minimized))
        XCTAssertEqual(d.top(.player), Self.playerTop)
        XCTAssertEqual(d.effects.last, .accessibilityFocus(.bar(.player)), "VoiceOver goes to the bar left")
    }

    func testDismissingThePlayerLeavesTheDraftsWhoseBarGlidesDown() {
        var d = playerAndDraft()
        d.send(.dismiss(.player))
        d.run(0.1)
        let midway = d.top(.a)
        XCTAssertGreaterThan(midway, Self.draftsTop)
        XCTAssertLessThan(midway, Self.playerTop)
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.minimized), "it glides, it does not change state")
        d.settle()
        XCTAssertEqual(d.presentation.identifiers, [.a])
        XCTAssertEqual(d.top(.a), Self.playerTop, "the drafts' bar takes the player's place")
        XCTAssertFalse(d.events(of: .a).contains { $0.hasPrefix("willMove") && $0 != "willMove minimized" })
    }

    func testThePlayerCaughtOnItsWayOutBringsTheDraftsBack() {
        var d = playerAndDraft()
        d.send(.dismiss(.player))
        d.run(0.1)
        d.sendAndSettle(.minimize(.player))
        XCTAssertEqual(d.top(.player), Self.playerTop)
        XCTAssertEqual(d.top(.a), Self.draftsTop)
    }

    func testAPlayerArrivingLiftsTheDraftsBar() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertEqual(d.top(.a), Self.playerTop)
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        XCTAssertEqual(d.top(.a), Self.draftsTop)
        XCTAssertEqual(d.presentation.container(of: .a).safeAreaBottom, 844 - Self.playerTop)
        XCTAssertEqual(d.presentation.container(of: .player).safeAreaBottom, 34)
    }

    func testTheKeyboardLiftsBothBarsInOrder() {
        var d = playerAndDraft()
        var keyboard = d.presentation.container
        keyboard.keyboardHeight = 336
        d.sendAndSettle(.layout(keyboard))
        XCTAssertEqual(d.top(.player), 844 - 336 - 60)
        XCTAssertEqual(d.top(.a), 844 - 336 - 120)
    }

    func testTheSheetUnderTheFingerComesToTheFront() {
        var d = playerAndDraft()
        XCTAssertEqual(d.presentation.zOrder, [.player, .a])
        d.send(.touchDown(x: 195, y: 730))
        XCTAssertEqual(d.presentation.zOrder, [.a, .player], "the player's card rises above the drafts' bar")
    }
}
