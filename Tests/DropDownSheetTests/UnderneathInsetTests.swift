// The screen underneath's inset (issue 18, rule 1): the room the bars take at rest, above the
// bottom bar or the safe area, decided in the presentation when a sheet sets off or the layout
// changes, never on a frame.
import XCTest
@testable import DropDownSheetCore

final class UnderneathInsetTests: XCTestCase {
    /// The insets reported so far, in order.
    private func reported(_ d: PresentationDriver) -> [DropDownSheetUnderneathInset] {
        d.effects.compactMap {
            if case .underneathInsetChanged(let inset, _) = $0 { return inset }
            return nil
        }
    }

    private func springs(_ effects: [DropDownSheetPresentation.Effect]) -> [DropDownSheetSpring?] {
        effects.compactMap {
            if case .underneathInsetChanged(_, let spring) = $0 { return .some(spring) }
            return nil
        }
    }

    func testNoSheetNoInset() {
        var d = PresentationDriver(bottomBar: 83)
        XCTAssertEqual(d.presentation.underneathInset, DropDownSheetUnderneathInset())
        d.send(.layout(CoreFixture.phone))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 0)
        XCTAssertTrue(reported(d).isEmpty, "nothing changed, nothing reported")
    }

    func testABarAboveATabBarTakesItsOwnHeight() {
        var d = PresentationDriver(bottomBar: 83)
        let effects = d.send(.present(.a, to: .minimized))
        XCTAssertEqual(d.presentation.underneathInset, DropDownSheetUnderneathInset(bottom: 60, safeAreaBottom: 60))
        XCTAssertTrue(effects.contains(.underneathInsetChanged(.init(bottom: 60, safeAreaBottom: 60), spring: .default)),
                      "reported as the sheet sets off, with its spring")
        d.settle()
        XCTAssertEqual(d.presentation.container.height - d.top(.a) - 83, 60, "the bar's own room above the tab bar")
    }

    func testWithoutABottomBarTheInsetIsTheRoomAboveTheSafeArea() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 60)
        XCTAssertEqual(d.top(.a), 844 - 34 - 60)
    }

    func testAFrameNeverChangesTheInsetNorReportsIt() {
        var d = PresentationDriver(bottomBar: 83)
        d.send(.present(.a))
        let reportedAtTheStart = reported(d).count
        var frames = 0
        while d.presentation.isMoving, frames < 600 {
            d.t += CoreFixture.frame
            let effects = d.send(.tick)
            XCTAssertFalse(effects.contains { if case .underneathInsetChanged = $0 { true } else { false } }, "frame \(frames)")
            XCTAssertEqual(d.presentation.underneathInset.bottom, 60)
            frames += 1
        }
        XCTAssertGreaterThan(frames, 10)
        XCTAssertEqual(reported(d).count, reportedAtTheStart)
    }

    func testAnExpandedSheetCountsAsItsBarSoExpandingAndMinimizingChangeNothing() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.a))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 60, "presented expanded: the bar it will have")
        let before = reported(d).count
        d.sendAndSettle(.minimize(.a))
        d.sendAndSettle(.expand(.a))
        d.drag(from: 100, to: 700, velocity: 2000)
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.minimized))
        d.sendAndSettle(.tap(x: CoreFixture.barX, y: 844 - 83 - 30))
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.expanded))
        XCTAssertEqual(reported(d).count, before, "the list underneath is not laid out again for an expand or a minimize")
    }

    func testADraggedBarChangesNothingUntilItSetsOff() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        let before = reported(d).count
        d.send(.touchDown(x: CoreFixture.barX, y: CoreFixture.barY))
        d.t += 0.016
        d.send(.touchMove(y: CoreFixture.barY + 40))
        d.t += 0.016
        d.send(.touchMove(y: CoreFixture.barY + 60))
        XCTAssertEqual(reported(d).count, before, "a finger pulling the bar down is not a dismissal yet")
        d.t += 0.016
        d.send(.touchUp(y: CoreFixture.barY + 70, velocity: 1500))
        XCTAssertEqual(reported(d).last?.bottom, 0, "released toward dismissed: the room goes as the bar sets off")
        d.settle()
        XCTAssertFalse(d.presentation.contains(.a))
    }

    func testDismissingTheLastSheetGivesTheRoomBackAsItSetsOff() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.a, to: .minimized))
        let effects = d.send(.dismiss(.a))
        XCTAssertTrue(d.presentation.contains(.a), "still sliding away")
        XCTAssertTrue(effects.contains(.underneathInsetChanged(.init(), spring: .default)))
        d.settle()
        XCTAssertEqual(d.presentation.underneathInset, DropDownSheetUnderneathInset())
    }

    func testTheSliversOfAStackAddTheirLift() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.a, to: .minimized))
        d.sendAndSettle(.present(.b, to: .minimized))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 65, "one sliver, 5 points above the bar")
        d.sendAndSettle(.present(.c, to: .minimized))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 70)
        d.sendAndSettle(.present("d", to: .minimized))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 70, "at most two slivers")
        // What is drawn: the top sliver's top edge is exactly that far above the tab bar.
        let backdrop = d.presentation.stackBackdrop
        let top = backdrop.sliverFrame(backdrop.sliverCount - 1).y
        XCTAssertEqual(844 - 83 - top, 70)
        let before = reported(d).count
        d.sendAndSettle(.expand(.b))
        XCTAssertEqual(reported(d).count, before, "an expanded draft still counts in the stack")
    }

    func testAMiniPlayersBarUnderTheDraftsCounts() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 60)
        d.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 120, "the drafts' bar rests on the player's")
        XCTAssertEqual(844 - 83 - d.top(.a), 120, "as drawn")
        d.sendAndSettle(.present(.b, to: .minimized))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 125)
        d.send(.dismiss(.player))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 65, "the drafts glide down where the player was")
    }

    func testTheInsetIsMeasuredAboveTheBottomBarSoAPushThatHidesItChangesNothing() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.a, to: .minimized))
        var pushed = CoreFixture.phone
        pushed.bottomBarHeight = 0
        let effects = d.send(.layout(pushed))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 60)
        XCTAssertTrue(springs(effects).isEmpty, "the room above the bar is the same; only the bar moved")
        d.settle()
        XCTAssertEqual(d.top(.a), 844 - 34 - 60)
    }

    func testABarThatCoversTheTabBarTakesOnlyWhatReachesAboveIt() {
        var d = PresentationDriver(bottomBar: 83)
        var covering = DropDownSheetConfiguration()
        covering.avoidsBottomBar = false
        d.sendAndSettle(.present(.a, to: .minimized, configuration: covering))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 34 + 60 - 83, "the bar sits on the home indicator, over the tab bar")
        var pushed = CoreFixture.phone
        pushed.bottomBarHeight = 0
        d.send(.layout(pushed))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 60, "without the tab bar, all of it")
    }

    func testTheInsetFollowsDynamicTypeWithTheSpringAndRotationAtOnce() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.a, to: .minimized))
        var large = d.presentation.container
        large.contentSizeScale = 1.5
        let grown = d.send(.layout(large))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 90, "the bar grows with the text")
        XCTAssertEqual(springs(grown), [.default])
        var landscape = DropDownSheetContainer(width: 844, height: 390, safeAreaTop: 0, safeAreaBottom: 21, bottomBarHeight: 53,
                                               contentSizeScale: 1.5)
        let rotated = d.send(.layout(landscape, animated: false))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 90)
        XCTAssertTrue(springs(rotated).isEmpty, "the same room: nothing to report")
        landscape.contentSizeScale = 1
        let smaller = d.send(.layout(landscape, animated: false))
        XCTAssertEqual(springs(smaller), [nil], "a change at once (a rotation) is applied at once")
        XCTAssertEqual(d.presentation.underneathInset.bottom, 60)
    }

    func testAContainerTooShortForTheBarGivesOnlyTheRoomTheBarHas() {
        var d = PresentationDriver()
        d.send(.layout(DropDownSheetContainer(width: 390, height: 120, safeAreaTop: 47, safeAreaBottom: 34)))
        d.sendAndSettle(.present(.a, to: .minimized))
        // The bar's place meets the expanded one, 57 points down: 63 points up from the bottom.
        XCTAssertEqual(d.presentation.underneathInset.bottom, 63 - 34)
    }

    func testNoKeyboardChangesTheInset() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        for owner in DropDownSheetKeyboardOwner.allCases {
            var keyboard = d.presentation.container
            keyboard.keyboardHeight = 336
            keyboard.keyboardOwner = owner
            let effects = d.send(.layout(keyboard))
            XCTAssertTrue(springs(effects).isEmpty, "\(owner)")
            XCTAssertEqual(d.presentation.underneathInset.bottom, 60, "\(owner)")
        }
    }

    func testASheetThatOptsOutIsLeftOutOfTheSafeAreaButNotOfTheRoom() {
        var d = PresentationDriver(bottomBar: 83)
        var optedOut = DropDownSheetConfiguration()
        optedOut.adjustsSafeAreaUnderneath = false
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized, configuration: optedOut))
        XCTAssertEqual(d.presentation.underneathInset, DropDownSheetUnderneathInset(bottom: 60, safeAreaBottom: 0))
        d.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertEqual(d.presentation.underneathInset, DropDownSheetUnderneathInset(bottom: 120, safeAreaBottom: 120),
                       "the draft's bar, where it sits: on the player's")
        d.send(.configure(.a, optedOut))
        XCTAssertEqual(d.presentation.underneathInset, DropDownSheetUnderneathInset(bottom: 120, safeAreaBottom: 0))
    }

    func testTheInsetChangesWithTheFrontSheetsSpringOrAtOnce() {
        var d = PresentationDriver()
        var slow = DropDownSheetConfiguration()
        slow.spring = DropDownSheetSpring(response: 0.8, dampingRatio: 0.9)
        XCTAssertEqual(springs(d.send(.present(.a, to: .minimized, configuration: slow))), [slow.spring])
        d.settle()
        XCTAssertEqual(springs(d.send(.dismiss(.a, animated: false))), [nil])
        var reduced = CoreFixture.phone
        reduced.prefersReducedMotion = true
        d.send(.layout(reduced))
        XCTAssertEqual(springs(d.send(.present(.b, to: .minimized))), [.reducedMotion], "Reduce Motion's short spring")
    }

    func testTheInsetIsNeverNegativeOrNaN() {
        XCTAssertEqual(DropDownSheetUnderneathInset(bottom: -5, safeAreaBottom: .nan), DropDownSheetUnderneathInset())
        XCTAssertEqual(DropDownSheetUnderneathInset(bottom: .infinity, safeAreaBottom: 3).bottom, 0)
        var d = PresentationDriver()
        d.send(.layout(DropDownSheetContainer(width: .nan, height: -3, safeAreaBottom: .infinity)))
        d.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 0)
    }

    func testTheInsetAgreesWithTheBarsDrawnAfterAnyInput() {
        // A property: after inputs of every kind, once everything rests, the inset is how far the
        // highest thing drawn of a minimized stack reaches above max(safe area, bottom bar).
        var d = PresentationDriver(bottomBar: 83)
        let script: [DropDownSheetPresentation.Input] = [
            .present(.player, role: .accessory, to: .minimized), .present(.a), .present(.b, to: .minimized),
            .minimize(.a), .present(.c), .dismiss(.b), .minimize(.c), .expand(.player), .minimize(.player),
            .layout(DropDownSheetContainer(width: 390, height: 844, safeAreaTop: 47, safeAreaBottom: 34, bottomBarHeight: 83,
                                           contentSizeScale: 2)),
            .dismiss(.player),
        ]
        for input in script {
            d.sendAndSettle(input)
            var highest = 0.0
            for id in d.presentation.zOrder where d.presentation.heading(of: id) != .dismissed {
                highest = max(highest, 844 - d.top(id))
            }
            let backdrop = d.presentation.stackBackdrop
            if backdrop.sliverCount > 0 { highest = max(highest, 844 - backdrop.sliverFrame(backdrop.sliverCount - 1).y) }
            let everyBarRests = d.presentation.zOrder.allSatisfy { d.presentation.phase(of: $0) == .resting(.minimized) }
            if everyBarRests {
                XCTAssertEqual(d.presentation.underneathInset.bottom, max(highest - 83, 0), accuracy: 1e-9, "after \(input)")
            }
        }
    }
}
