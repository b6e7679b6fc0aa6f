// Which controllers of the screen underneath receive the bars' inset (issue 18, rule 2; review
// findings 5 and 6): decided by the controller tree, written only where the property is the
// library's to write.
import XCTest
@testable import DropDownSheetCore

final class InsetReceiversTests: XCTestCase {
    typealias Tree = DropDownSheetControllerTree

    func testAPlainRootReceivesItItself() {
        var tree = Tree()
        tree.add(.other, parent: nil)
        XCTAssertEqual(tree.receivers, [0])
    }

    func testATabBarControllersTabsReceiveItNeverTheTabBarController() {
        var tree = Tree()
        let tabs = tree.add(.tabBarController, parent: nil)
        let inbox = tree.add(.navigationController(showsToolbar: false), parent: tabs)
        tree.add(.other, parent: inbox)
        let settings = tree.add(.other, parent: tabs)
        XCTAssertEqual(tree.receivers, [inbox, settings], "a navigation controller showing no toolbar holds it itself")
    }

    func testANavigationControllerShowingNoToolbarHoldsItSoAPushedScreenHasItFromItsFirstLayout() {
        // Review of issue 29b, finding 1: with the stack's controllers holding it, a pushed screen
        // had no room until its push ended. A navigation controller that cannot show a toolbar now
        // holds it (its children inherit it); one that shows a toolbar passes it to its stack, so
        // the toolbar never grows by it (issue 29, finding 3), and the rule moves it back when the
        // toolbar hides.
        var tree = Tree()
        let navigation = tree.add(.navigationController(showsToolbar: false), parent: nil)
        tree.add(.other, parent: navigation)
        XCTAssertEqual(tree.receivers, [navigation])
        var shown = Tree()
        let withToolbar = shown.add(.navigationController(showsToolbar: true), parent: nil)
        let first = shown.add(.other, parent: withToolbar)
        let second = shown.add(.other, parent: withToolbar)
        XCTAssertEqual(shown.receivers, [first, second], "the toolbar shown: its stack")
        var empty = Tree()
        empty.add(.navigationController(showsToolbar: false), parent: nil)
        XCTAssertEqual(empty.receivers, [0], "an empty stack showing no toolbar: the first screen pushed inherits it")
    }

    func testASwiftUIRootsTabViewAndNavigationStackAreRuledAsUIKitsContainers() {
        // Review of issue 29, M4: a TabView's tabs got nothing when the sheets were presented from
        // UIKit (no environment there); M5: a root whose NavigationStack showed no toolbar held the
        // inset itself, and a bottom toolbar SwiftUI showed later grew by it for a turn.
        var tree = Tree()
        let hosting = tree.add(.other, parent: nil)
        let tabs = tree.add(.tabBarController, parent: hosting)
        let first = tree.add(.other, parent: tabs)
        let second = tree.add(.other, parent: tabs)
        XCTAssertEqual(tree.receivers, [first, second], "the TabView's tabs")
        for shows in [false, true] {
            var stack = Tree()
            let root = stack.add(.other, parent: nil)
            let navigation = stack.add(.navigationController(showsToolbar: shows), parent: root)
            let top = stack.add(.other, parent: navigation)
            XCTAssertEqual(stack.receivers, shows ? [top] : [root],
                           "a bottom toolbar shown: its stack; none: the root, moved to the stack when SwiftUI shows one (shows: \(shows))")
        }
        var plain = Tree()
        let root = plain.add(.other, parent: nil)
        plain.add(.other, parent: root)
        XCTAssertEqual(plain.receivers, [root], "a SwiftUI root with no bar receives it itself")
    }

    func testANavigationControllerShowingItsToolbarPassesItToItsStack() {
        var tree = Tree()
        let navigation = tree.add(.navigationController(showsToolbar: true), parent: nil)
        let first = tree.add(.other, parent: navigation)
        let second = tree.add(.other, parent: navigation)
        XCTAssertEqual(tree.receivers, [first, second])
    }

    func testAnAppsContainerWithATabBarControllerPassesItToTheTabs() {
        var tree = Tree()
        let container = tree.add(.other, parent: nil)
        let tabs = tree.add(.tabBarController, parent: container)
        let a = tree.add(.other, parent: tabs)
        let b = tree.add(.other, parent: tabs)
        XCTAssertEqual(tree.receivers, [a, b])
    }

    func testASplitViewWithoutBarsReceivesItAndWithATabBarControllerInAColumnPassesItDown() {
        var plain = Tree()
        let split = plain.add(.splitViewController, parent: nil)
        plain.add(.other, parent: split)
        plain.add(.other, parent: split)
        XCTAssertEqual(plain.receivers, [split])

        var tree = Tree()
        let root = tree.add(.splitViewController, parent: nil)
        let primary = tree.add(.other, parent: root)
        let tabs = tree.add(.tabBarController, parent: root)
        let tab = tree.add(.other, parent: tabs)
        XCTAssertEqual(tree.receivers, [primary, tab], "every column gets it, the tab bar's through its tabs")
    }

    func testAHiddenBarOrOneAwayFromTheBottomEdgeBearsNothing() {
        // The shell reports only a visible bar at the bottom edge as the controller's own: a
        // toolbar at the top of a root, or a hidden one, leaves the root its inset.
        var tree = Tree()
        tree.add(.other, parent: nil, hasOwnBottomBar: false)
        XCTAssertEqual(tree.receivers, [0])
    }

    func testAControllerWhoseOwnViewHoldsTheBarGetsNothing() {
        var alone = Tree()
        alone.add(.other, parent: nil, hasOwnBottomBar: true)
        XCTAssertEqual(alone.receivers, [], "it cannot be given room without moving its bar: the app reads the inset")

        var tabs = Tree()
        let root = tabs.add(.tabBarController, parent: nil)
        let tab = tabs.add(.other, parent: root, hasOwnBottomBar: true)
        tabs.add(.other, parent: tab)
        XCTAssertEqual(tabs.receivers, [], "the children of an app's container are its own to write")
    }

    func testPagesInsideAnAppsPagingContainerAreFoundByTheTreeAndTheirToolbarsDoNotGrow() {
        // A paging container (its pages live in a scroll view) whose pages are navigation
        // controllers showing toolbars: the container does not receive it (the toolbars would
        // grow); the pages' stacks do, their parents being navigation controllers.
        var tree = Tree()
        let pager = tree.add(.other, parent: nil)
        let pageA = tree.add(.navigationController(showsToolbar: true), parent: pager)
        let a = tree.add(.other, parent: pageA)
        let pageB = tree.add(.navigationController(showsToolbar: true), parent: pager)
        let b = tree.add(.other, parent: pageB)
        XCTAssertEqual(tree.receivers, [a, b])
    }

    func testTheChildrenOfAnAppsContainerAreNeverWritten() {
        // A custom container that holds its own bottom bar and lays out a child: the child's
        // additionalSafeAreaInsets are the container's (it may set them on every layout).
        var tree = Tree()
        let container = tree.add(.other, parent: nil, hasOwnBottomBar: true)
        tree.add(.other, parent: container)
        XCTAssertEqual(tree.receivers, [])
        // Its child navigation controller hands it on to its stack, whose parent is UIKit's.
        var nested = Tree()
        let root = nested.add(.other, parent: nil, hasOwnBottomBar: true)
        let navigation = nested.add(.navigationController(showsToolbar: false), parent: root)
        let top = nested.add(.other, parent: navigation)
        XCTAssertEqual(nested.receivers, [top])
    }

    func testSeveralRootsAndBadParentsAreEachARoot() {
        var tree = Tree()
        tree.add(.other, parent: nil)
        tree.add(.other, parent: 7)
        tree.add(.other, parent: -1)
        XCTAssertEqual(tree.receivers, [0, 1, 2])
        XCTAssertEqual(Tree().receivers, [])
    }

    func testADeepTreeIsDecidedInOnePass() {
        var tree = Tree()
        var parent = tree.add(.other, parent: nil)
        for _ in 0..<500 { parent = tree.add(.other, parent: parent) }
        tree.add(.tabBarController, parent: parent)
        XCTAssertEqual(tree.receivers, [], "a tab bar controller without tabs at the bottom: no one, and no recursion to overflow")
    }
}
