// Whose keyboard (issue 18, rule 3): a sheet's keyboard carries the bars; the screen underneath's
// covers them; when the first responder moves while a keyboard is up, the bars glide to where
// the new owner wants them.
import Foundation
import XCTest
@testable import DropDownSheetCore

final class KeyboardOwnerTests: XCTestCase {
    /// A phone with a minimized bar at rest above an 83-point tab bar, and a 336-point keyboard
    /// of `owner` up (at once).
    private func barWithKeyboard(_ owner: DropDownSheetKeyboardOwner) -> PresentationDriver {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.a, to: .minimized))
        var c = d.presentation.container
        c.keyboardHeight = 336
        c.keyboardOwner = owner
        d.sendAndSettle(.layout(c))
        return d
    }

    func testTheFirstResponderDecidesWhoseKeyboardItIs() {
        for current in DropDownSheetKeyboardOwner.allCases {
            XCTAssertEqual(DropDownSheetKeyboard.owner(afterFirstResponderMovedTo: .sheet, current: current), .sheet)
            XCTAssertEqual(DropDownSheetKeyboard.owner(afterFirstResponderMovedTo: .screenUnderneath, current: current), .underneath)
            XCTAssertEqual(DropDownSheetKeyboard.owner(afterFirstResponderMovedTo: .elsewhere, current: current), .underneath,
                           "another window's keyboard is drawn over the bars too")
            XCTAssertEqual(DropDownSheetKeyboard.owner(afterFirstResponderMovedTo: .none, current: current), current,
                           "a field that resigned: the keyboard goes down, the owner stays until it is gone")
        }
    }

    func testASheetsKeyboardCarriesTheBars() {
        let d = barWithKeyboard(.sheet)
        XCTAssertEqual(d.top(.a), 844 - 336 - 60)
    }

    func testTheScreenUnderneathsKeyboardCoversTheBars() {
        let d = barWithKeyboard(.underneath)
        XCTAssertEqual(d.top(.a), 844 - 83 - 60, "the bar stays above the tab bar, under the keyboard")
        XCTAssertEqual(d.presentation.hitTest(x: CoreFixture.barX, y: 844 - 83 - 30), .passthrough,
                       "a touch there is on the keyboard, not the bar")
        XCTAssertEqual(d.events(of: .a), ["willMove minimized", "didMove minimized"], "the keyboard moved nothing")
    }

    func testTheBarTakesItsTouchesAgainOnceTheScreensKeyboardIsGone() {
        var d = barWithKeyboard(.underneath)
        var c = d.presentation.container
        c.keyboardHeight = 0
        d.sendAndSettle(.layout(c))
        XCTAssertEqual(d.presentation.hitTest(x: CoreFixture.barX, y: 844 - 83 - 30), .sheet(.a))
    }

    /// The largest step of sheet `id` from one frame to the next while `input` is carried out.
    private func largestStep(_ d: inout PresentationDriver, _ input: DropDownSheetPresentation.Input,
                             of id: DropDownSheetIdentifier) -> Double {
        var last = d.top(id)
        d.send(input)
        var step = abs(d.top(id) - last)
        last = d.top(id)
        var frames = 0
        while d.presentation.isMoving, frames < 600 {
            d.t += CoreFixture.frame
            d.send(.tick)
            step = max(step, abs(d.top(id) - last))
            last = d.top(id)
            frames += 1
        }
        return step
    }

    func testTheFirstResponderMovingIntoTheScreenUnderneathLetsTheBarsGlideDownUnderTheKeyboard() {
        var d = barWithKeyboard(.sheet)
        var c = d.presentation.container
        c.keyboardOwner = DropDownSheetKeyboard.owner(afterFirstResponderMovedTo: .screenUnderneath, current: c.keyboardOwner)
        let events = d.events(of: .a).count
        let step = largestStep(&d, .layout(c), of: .a)
        XCTAssertEqual(d.top(.a), 844 - 83 - 60)
        XCTAssertLessThan(step, 40, "a glide of 253 points, not a jump")
        XCTAssertEqual(d.events(of: .a).count, events, "still minimized: no willMove, no didMove")
    }

    func testTheFirstResponderMovingIntoASheetCarriesTheBarsUpAgain() {
        var d = barWithKeyboard(.underneath)
        var c = d.presentation.container
        c.keyboardOwner = DropDownSheetKeyboard.owner(afterFirstResponderMovedTo: .sheet, current: c.keyboardOwner)
        let step = largestStep(&d, .layout(c), of: .a)
        XCTAssertEqual(d.top(.a), 844 - 336 - 60)
        XCTAssertLessThan(step, 40)
    }

    func testAMiniPlayerRidesAboveTheKeyboardOfTheDraftBeingWritten() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.a))
        var c = d.presentation.container
        c.keyboardHeight = 336
        c.keyboardOwner = .sheet
        d.sendAndSettle(.layout(c))
        XCTAssertEqual(d.top(.player), 844 - 336 - 60, "behind the card, on the keyboard, as before")
        // The draft goes down: its field resigns, the keyboard slides down (owner unchanged).
        c.keyboardOwner = DropDownSheetKeyboard.owner(afterFirstResponderMovedTo: .none, current: c.keyboardOwner)
        c.keyboardHeight = 0
        d.send(.minimize(.a))
        d.sendAndSettle(.layout(c))
        XCTAssertEqual(d.top(.player), 844 - 83 - 60)
        XCTAssertEqual(d.top(.a), 844 - 83 - 120)
    }

    func testTheExpandedCardsContentMakesRoomOnlyForItsOwnKeyboard() {
        for owner in DropDownSheetKeyboardOwner.allCases {
            let c = DropDownSheetContainer(width: 390, height: 844, safeAreaBottom: 34, keyboardHeight: 336, keyboardOwner: owner)
            let inset = DropDownSheetKeyboard.contentBottomInset(keyboardHeight: c.sheetKeyboardHeight, cardBottom: 844,
                                                                 containerHeight: 844, contentSafeAreaBottom: 34)
            XCTAssertEqual(inset, owner == .sheet ? 302 : 0, "\(owner)")
        }
    }

    func testAnOwnerChangeWithoutAKeyboardMovesNothing() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.a, to: .minimized))
        var c = d.presentation.container
        c.keyboardOwner = .underneath
        let effects = d.send(.layout(c))
        XCTAssertFalse(d.presentation.isMoving, "the same rest places: no glide")
        XCTAssertTrue(effects.isEmpty, "\(effects)")
    }

    func testContainersAndConfigurationsSavedBeforeTheNewKeysStillDecode() throws {
        let oldContainer = #"{"width":390,"height":844,"safeAreaTop":47,"safeAreaBottom":34,"bottomBarHeight":0,"keyboardHeight":336,"prefersReducedMotion":false,"contentSizeScale":1}"#
        let container = try JSONDecoder().decode(DropDownSheetContainer.self, from: Data(oldContainer.utf8))
        XCTAssertEqual(container, DropDownSheetContainer(width: 390, height: 844, safeAreaTop: 47, safeAreaBottom: 34, keyboardHeight: 336))
        XCTAssertEqual(container.keyboardOwner, .sheet)
        let configuration = try JSONDecoder().decode(DropDownSheetConfiguration.self, from: Data(#"{"minimizedHeight":72}"#.utf8))
        XCTAssertEqual(configuration.minimizedHeight, 72)
        XCTAssertTrue(configuration.adjustsSafeAreaUnderneath)
        XCTAssertEqual(configuration.spring, .default)
        // Round trips keep every key.
        var everything = DropDownSheetConfiguration(dimmingTapAction: .dismiss, spring: .init(response: 0.6, dampingRatio: 0.8),
                                                    avoidsBottomBar: false, adjustsSafeAreaUnderneath: false, maximumSheetCount: 3)
        everything.isHapticFeedbackEnabled = false
        XCTAssertEqual(try JSONDecoder().decode(DropDownSheetConfiguration.self, from: JSONEncoder().encode(everything)), everything)
        var owned = container
        owned.keyboardOwner = .underneath
        XCTAssertEqual(try JSONDecoder().decode(DropDownSheetContainer.self, from: JSONEncoder().encode(owned)), owned)
    }
}
