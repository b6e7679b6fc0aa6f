// Whether the tab bar is minimized, decided on documented signals first (issue 29, finding 2).
import XCTest
@testable import DropDownSheetCore

final class TabBarMinimizingTests: XCTestCase {
    typealias Rule = DropDownSheetTabBarMinimizing

    func testWithoutAMinimizeBehaviourANarrowTabBarIsNotMinimized() {
        // A tab bar controller in an iPad split view's secondary column is narrow, not minimized.
        for behavior in [Rule.Behavior.unavailable, .never] {
            let decision = Rule.decide(behavior: behavior, accessory: .none, hasSearchTab: false, tabBarWidth: 100, controllerWidth: 800)
            XCTAssertFalse(decision.isMinimized, "\(behavior)")
        }
    }

    func testTheAccessorysEnvironmentDecidesWhereThereIsOne() {
        let inline = Rule.decide(behavior: .mayMinimize, accessory: .inline, hasSearchTab: false, tabBarWidth: 400, controllerWidth: 400)
        XCTAssertTrue(inline.isMinimized, "documented: inline while the tab bar is minimized, whatever its frame")
        XCTAssertTrue(inline.isBesideAppsOwn, "the room is the accessory's")
        let expanded = Rule.decide(behavior: .mayMinimize, accessory: .regular, hasSearchTab: false, tabBarWidth: 80, controllerWidth: 400)
        XCTAssertFalse(expanded.isMinimized, "documented: regular above a full tab bar, whatever its frame")
    }

    func testOtherwiseTheWidthIsMeasuredAgainstTheTabBarControllersOwnView() {
        let narrow = Rule.decide(behavior: .mayMinimize, accessory: .none, hasSearchTab: false, tabBarWidth: 120, controllerWidth: 400)
        XCTAssertEqual(narrow.isMinimized, true)
        XCTAssertEqual(narrow.isBesideAppsOwn, false)
        let column = Rule.decide(behavior: .mayMinimize, accessory: .none, hasSearchTab: false, tabBarWidth: 300, controllerWidth: 320)
        XCTAssertFalse(column.isMinimized, "a full tab bar in a narrow column: its controller is as narrow")
        let search = Rule.decide(behavior: .mayMinimize, accessory: .none, hasSearchTab: true, tabBarWidth: 120, controllerWidth: 400)
        XCTAssertTrue(search.isMinimized && search.isBesideAppsOwn, "the search tab's room is the app's")
        for (width, container) in [(Double.nan, 400.0), (100, 0), (-5, 400), (100, .infinity)] {
            XCTAssertFalse(Rule.decide(behavior: .mayMinimize, accessory: .none, hasSearchTab: false,
                                       tabBarWidth: width, controllerWidth: container).isMinimized)
        }
    }

    func testWithoutTheAcceleratorOnlyTheAccessorysDocumentedEnvironmentPutsTheBarsInline() {
        // Review of issue 29, M6: a minimize without an accessory is heard only through the layer
        // observation; with it off, the width is not used, so the bars never go inline and stale.
        let narrow = Rule.decide(behavior: .mayMinimize, accessory: .none, hasSearchTab: false,
                                 tabBarWidth: 120, controllerWidth: 400, widthIsHeard: false)
        XCTAssertFalse(narrow.isMinimized, "above the tab bar's frame: they cover nothing")
        let inline = Rule.decide(behavior: .mayMinimize, accessory: .inline, hasSearchTab: false,
                                 tabBarWidth: 400, controllerWidth: 400, widthIsHeard: false)
        XCTAssertTrue(inline.isMinimized && inline.isBesideAppsOwn, "the trait is documented, and heard by its registration")
        let regular = Rule.decide(behavior: .mayMinimize, accessory: .regular, hasSearchTab: false,
                                  tabBarWidth: 120, controllerWidth: 400, widthIsHeard: false)
        XCTAssertFalse(regular.isMinimized)
    }
}
