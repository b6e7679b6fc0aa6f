// Where dropDownSheetSafeAreaPadding() adds the bars' room (issue 29, finding 7, and its two
// reviews): once, from the outermost place that can give it, never where a bar would grow.
import XCTest
@testable import DropDownSheetCore

final class SafeAreaPaddingRuleTests: XCTestCase {
    typealias Tree = DropDownSheetControllerTree
    typealias Rule = DropDownSheetSafeAreaPaddingRule

    private func rooms(_ tree: Tree, _ controllers: [Int?], share: Double = 64) -> [Rule.Room] {
        let receivers = Set(tree.receivers)
        return Rule(tree: tree).rooms(for: controllers, share: share, holdsInset: receivers.contains)
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
        let contested = Rule(tree: tree).rooms(for: [child], share: 64, holdsInset: { _ in false })
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
            // The screen's modifier asked first: the order of the question does not matter.
            let found = rooms(tree, [screen, tab])
            if shows {
                XCTAssertEqual(found, [Rule.Room(points: 64), Rule.Room(points: 0, blocker: .showsToolbar)],
                               "the toolbar shown: the screen's, not the stack's (the toolbar would grow)")
            } else {
                XCTAssertEqual(found, [Rule.Room(points: 0, blocker: .paddingAbove), Rule.Room(points: 64)],
                               "no toolbar: the stack's, once")
            }
        }
    }

    func testTwoModifiersInOneScreenEachGiveIt() {
        var tree = Tree()
        let hosting = tree.add(.hostingController, parent: nil)
        let tabs = tree.add(.tabBarController, parent: hosting)
        let tab = tree.add(.hostingController, parent: tabs)
        XCTAssertEqual(rooms(tree, [tab, tab]).map(\.points), [64, 64], "two lists side by side")
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
        XCTAssertEqual(Rule(tree: Tree()).rooms(for: [0], share: 64, holdsInset: { _ in false }), [Rule.Room(points: 0)])
        XCTAssertEqual(Rule.Room(points: -.infinity).points, 0)
    }
}
