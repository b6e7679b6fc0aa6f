// Where dropDownSheetSafeAreaPadding() adds the bars' room (issue 29, finding 7, and its two
// reviews): once, from the outermost place that can give it, never where a bar would grow.
import XCTest
@testable import DropDownSheetCore

final class SafeAreaPaddingRuleTests: XCTestCase {
    typealias Tree = DropDownSheetControllerTree
    typealias Rule = DropDownSheetSafeAreaPaddingRule

    private func rooms(_ tree: Tree, _ controllers: [Int?], enclosing: [Int?]? = nil, share: Double = 64) -> [Rule.Room] {
        let receivers = Set(tree.receivers)
        let probes = controllers.indices.map { Rule.Probe(controller: controllers[$0], enclosing: enclosing?[$0]) }
        return Rule(tree: tree).rooms(for: probes, share: share, holdsInset: receivers.contains)
    }

    func testATabViewsTabGivesTheRoomAndTheTabViewItselfDoesNot() {
        var tree = Tree()
        let hosting = tree.add(.hostingController, parent: nil)
        let tabs = tree.add(.tabBarController, parent: hosting)
        let tab = tree.add(.hostingController, parent: tabs)
        XCTAssertEqual(rooms(tree, [tab, hosting]), [Rule.Room(points: 64), Rule.Room(points: 0, blocker: .holdsBar)],
                       "inside the TabView: the room; on it (its tab bar would grow): nothing, said once")
    }

    func testUnderAReceivingControllerItAddsNothing() {
        var tree = Tree()
        let root = tree.add(.hostingController, parent: nil)
        let child = tree.add(.other, parent: root)
        XCTAssertEqual(rooms(tree, [root, child]), [Rule.Room(points: 0, blocker: .insetAbove), Rule.Room(points: 0, blocker: .insetAbove)])
        let contested = Rule(tree: tree).rooms(for: [Rule.Probe(controller: child)], share: 64, holdsInset: { _ in false })
        XCTAssertEqual(contested, [Rule.Room(points: 64)], "a receiver the app took back holds nothing")
    }

    func testOnATabsStackItGivesTheRoomToEveryScreenUntilTheStackShowsItsToolbar() {
        // Review 2, major 1: the modifier on a tab's NavigationStack and on a screen pushed onto
        // it gave the room twice while the stack showed no toolbar.
        for shows in [false, true] {
            var tree = Tree()
            let hosting = tree.add(.hostingController, parent: nil)
            let tabs = tree.add(.tabBarController, parent: hosting)
            let tab = tree.add(.hostingController, parent: tabs)
            let stack = tree.add(.navigationController(showsToolbar: shows), parent: tab)
            let screen = tree.add(.hostingController, parent: stack)
            // The screen's modifier (inside the stack's, in SwiftUI's view tree) asked first: the
            // order of the question does not matter.
            let found = rooms(tree, [screen, tab], enclosing: [1, nil])
            if shows {
                XCTAssertEqual(found, [Rule.Room(points: 64), Rule.Room(points: 0, blocker: .showsToolbar)],
                               "the toolbar shown: the screen's, not the stack's (the toolbar would grow)")
            } else {
                XCTAssertEqual(found, [Rule.Room(points: 0, blocker: .paddingAbove), Rule.Room(points: 64)],
                               "no toolbar: the stack's, once")
            }
        }
    }

    func testNestingInSwiftUIsViewTreeDecidesNotTheControllers() {
        // Review 3, major 3: two modifiers in one controller, one around the other, gave the
        // room twice; a modifier in a tab beside (not around) a stack blocked the stack's screens.
        var tree = Tree()
        let hosting = tree.add(.hostingController, parent: nil)
        let tabs = tree.add(.tabBarController, parent: hosting)
        let tab = tree.add(.hostingController, parent: tabs)
        let stack = tree.add(.navigationController(showsToolbar: false), parent: tab)
        let screen = tree.add(.hostingController, parent: stack)
        XCTAssertEqual(rooms(tree, [tab, tab]).map(\.points), [64, 64], "two lists side by side")
        XCTAssertEqual(rooms(tree, [tab, tab], enclosing: [nil, 0]).map(\.points), [64, 0], "a list inside a padded tab root: once")
        XCTAssertEqual(rooms(tree, [tab, screen]).map(\.points), [64, 64],
                       "an overlay's modifier in the tab does not wrap the stack's screen: both")
        XCTAssertEqual(rooms(tree, [tab, screen], enclosing: [nil, 0]), [Rule.Room(points: 64), Rule.Room(points: 0, blocker: .paddingAbove)])
        // An enclosing modifier that gives nothing (its stack shows a toolbar) leaves it to the inner.
        var shown = Tree()
        let root = shown.add(.hostingController, parent: nil)
        let toolbarStack = shown.add(.navigationController(showsToolbar: true), parent: root)
        let pushed = shown.add(.hostingController, parent: toolbarStack)
        XCTAssertEqual(rooms(shown, [root, pushed], enclosing: [nil, 0]).map(\.points), [0, 64])
    }

    func testEnclosingIndicesThatMakeNoSenseCountAsNone() {
        var tree = Tree()
        let hosting = tree.add(.hostingController, parent: nil)
        let tabs = tree.add(.tabBarController, parent: hosting)
        let tab = tree.add(.hostingController, parent: tabs)
        XCTAssertEqual(rooms(tree, [tab], enclosing: [0]).map(\.points), [64], "itself")
        XCTAssertEqual(rooms(tree, [tab], enclosing: [7]).map(\.points), [64], "out of range")
        XCTAssertEqual(rooms(tree, [tab], enclosing: [-1]).map(\.points), [64])
        let cycle = rooms(tree, [tab, tab], enclosing: [1, 0]).map(\.points)
        XCTAssertEqual(cycle.filter { $0 > 0 }.count, 1, "a cycle ends: one of them gives it")
    }

    func testAModifierTakesAMoveOfTheRoomAtOnceAndAChangeOfItsSizeOnTheSpring() {
        XCTAssertTrue(Rule.animates(from: Rule.Room(points: 0), to: Rule.Room(points: 64)), "the bars rose")
        XCTAssertTrue(Rule.animates(from: Rule.Room(points: 64), to: Rule.Room(points: 0)), "the sheets went")
        XCTAssertTrue(Rule.animates(from: Rule.Room(points: 64), to: Rule.Room(points: 90)), "a second bar")
        XCTAssertFalse(Rule.animates(from: Rule.Room(points: 64), to: Rule.Room(points: 0, blocker: .showsToolbar)), "to the screens")
        XCTAssertFalse(Rule.animates(from: Rule.Room(points: 0, blocker: .paddingAbove), to: Rule.Room(points: 64)), "from the stack")
    }

    func testAnUnloadedHostingControllerIsKnownByItsClassName() {
        XCTAssertTrue(DropDownSheetHostingViewName.isHostingController(
            className: "_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__"))
        XCTAssertTrue(DropDownSheetHostingViewName.isHostingController(className: "UIHostingController"))
        XCTAssertFalse(DropDownSheetHostingViewName.isHostingController(className: "UITabBarController"))
        XCTAssertFalse(DropDownSheetHostingViewName.isHostingController(className: "MyApp.PlayerViewController"))
    }

    func testNoSheetNoScreenAndHostileInputsGiveNothing() {
        var tree = Tree()
        let hosting = tree.add(.hostingController, parent: nil)
        let tabs = tree.add(.tabBarController, parent: hosting)
        let tab = tree.add(.hostingController, parent: tabs)
        for share in [0, -3, .nan, .infinity, -.infinity] as [Double] {
            XCTAssertEqual(rooms(tree, [tab], share: share), [Rule.Room(points: 0)], "\(share)")
        }
        XCTAssertEqual(rooms(tree, [nil, -1, 3, 99, .max, .min]), Array(repeating: Rule.Room(points: 0), count: 6),
                       "a view outside this screen")
        XCTAssertEqual(Rule(tree: Tree()).rooms(for: [Rule.Probe(controller: 0)], share: 64, holdsInset: { _ in false }), [Rule.Room(points: 0)])
        XCTAssertEqual(Rule.Room(points: -.infinity).points, 0)
    }
}
