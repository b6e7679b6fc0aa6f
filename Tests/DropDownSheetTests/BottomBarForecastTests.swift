// Where the screen underneath's tab bar or toolbar will be when a navigation transition ends
// (issue 18, rule 4; review finding 7): only a transition of the stack itself forecasts, the
// `.to` controller decides, and a tab bar the app hid stays hidden.
import XCTest
@testable import DropDownSheetCore

final class BottomBarForecastTests: XCTestCase {
    typealias Forecast = DropDownSheetBottomBarForecast
    typealias Transition = DropDownSheetBottomBarForecast.Transition

    /// A push of a controller hiding the bottom bar (or not) onto a root that does not.
    private func push(hiding: Bool) -> Transition {
        Transition(stackHidesBottomBar: [false, hiding], from: .inStack(0), to: .inStack(1))
    }

    /// The pop of a controller hiding the bottom bar (or not) back to the root.
    private func pop(of hiding: Bool) -> Transition {
        Transition(stackHidesBottomBar: [false], from: .leaving(hidesBottomBar: hiding), to: .inStack(0))
    }

    func testAPushThatHidesTheTabBarTakesItAwayAndThePopBringsItHome() {
        XCTAssertEqual(Forecast.tabBar(during: push(hiding: true), isHiddenByApp: false, isShownNow: true), .gone)
        XCTAssertEqual(Forecast.tabBar(during: pop(of: true), isHiddenByApp: false, isShownNow: false), .atHome,
                       "hidden by the push, not by the app: it comes back")
        XCTAssertEqual(Forecast.tabBar(during: push(hiding: false), isHiddenByApp: false, isShownNow: true), .atHome)
    }

    func testATabBarHiddenByAPushStaysHiddenUnderLaterPushes() {
        let deeper = Transition(stackHidesBottomBar: [false, true, false], from: .inStack(1), to: .inStack(2))
        XCTAssertEqual(Forecast.tabBar(during: deeper, isHiddenByApp: false, isShownNow: false), .gone)
        let backToHiding = Transition(stackHidesBottomBar: [false, true], from: .leaving(hidesBottomBar: false), to: .inStack(1))
        XCTAssertEqual(Forecast.tabBar(during: backToHiding, isHiddenByApp: false, isShownNow: false), .gone)
    }

    func testATabBarTheAppHidStaysGoneThroughEveryTransition() {
        for transition in [push(hiding: false), pop(of: false), push(hiding: true), pop(of: true)] {
            XCTAssertEqual(Forecast.tabBar(during: transition, isHiddenByApp: true, isShownNow: false), .gone,
                           "isTabBarHidden (iOS 18): \(transition)")
        }
        XCTAssertEqual(Forecast.tabBar(during: push(hiding: false), isHiddenByApp: false, isShownNow: false), .gone,
                       "isHidden or alpha 0 set by the app (no controller of the stack hides it): it does not jump up")
        XCTAssertEqual(Forecast.tabBar(during: pop(of: false), isHiddenByApp: false, isShownNow: false), .gone)
        XCTAssertEqual(Forecast.tabBar(during: nil, isHiddenByApp: true, isShownNow: true), .gone)
    }

    func testAPresentationIsNotTheStacksTransition() {
        // A modal presented from the tab bar controller: the coordinator UIKit returns for the
        // navigation controller is the presentation's.
        let modal = Transition(stackHidesBottomBar: [false], from: .elsewhere, to: .elsewhere)
        XCTAssertEqual(Forecast.tabBar(during: modal, isHiddenByApp: false, isShownNow: true), .asItIs)
        XCTAssertEqual(Forecast.tabBar(during: modal, isHiddenByApp: false, isShownNow: false), .asItIs,
                       "a hidden tab bar does not jump up during every modal transition")
        let dismissal = Transition(stackHidesBottomBar: [false], from: .elsewhere, to: .inStack(0))
        XCTAssertEqual(Forecast.tabBar(during: dismissal, isHiddenByApp: false, isShownNow: false), .asItIs)
        XCTAssertEqual(Forecast.toolbar(isToolbarHidden: false, during: modal), .asItIs)
        XCTAssertEqual(Forecast.tabBar(during: nil, isHiddenByApp: false, isShownNow: true), .asItIs)
    }

    func testMembersOutsideTheStackDoNotForecast() {
        let stale = Transition(stackHidesBottomBar: [false], from: .inStack(3), to: .inStack(0))
        XCTAssertEqual(Forecast.tabBar(during: stale, isHiddenByApp: false, isShownNow: true), .asItIs)
        let leavingTo = Transition(stackHidesBottomBar: [false], from: .inStack(0), to: .leaving(hidesBottomBar: false))
        XCTAssertEqual(Forecast.tabBar(during: leavingTo, isHiddenByApp: false, isShownNow: true), .asItIs)
        let empty = Transition(stackHidesBottomBar: [], from: .leaving(hidesBottomBar: true), to: .inStack(0))
        XCTAssertEqual(Forecast.toolbar(isToolbarHidden: false, during: empty), .asItIs)
    }

    func testTheToolbarFollowsTheToControllerAndIsToolbarHidden() {
        XCTAssertEqual(Forecast.toolbar(isToolbarHidden: true, during: nil), .gone)
        XCTAssertEqual(Forecast.toolbar(isToolbarHidden: true, during: push(hiding: false)), .gone)
        XCTAssertEqual(Forecast.toolbar(isToolbarHidden: false, during: nil), .asItIs)
        XCTAssertEqual(Forecast.toolbar(isToolbarHidden: false, during: push(hiding: true)), .gone,
                       "hidesBottomBarWhenPushed applies to the toolbar too")
        XCTAssertEqual(Forecast.toolbar(isToolbarHidden: false, during: pop(of: true)), .atHome)
        // The topmost decides, not the stack: a toolbar shows again above a hiding controller.
        let above = Transition(stackHidesBottomBar: [false, true, false], from: .inStack(1), to: .inStack(2))
        XCTAssertEqual(Forecast.toolbar(isToolbarHidden: false, during: above), .atHome)
    }
}
