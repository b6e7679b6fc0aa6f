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

    func testNothingSwiftUIMadeBelowAHostingControllerIsEverWritten() {
        // Issue 29, finding 7: the controllers SwiftUI makes for a TabView's tabs and a
        // NavigationStack's screens are its own; whether it keeps a value written there is not
        // documented. A hosting controller holding one receives nothing; its views add the room
        // (dropDownSheetSafeAreaPadding()).
        var tree = Tree()
        let hosting = tree.add(.hostingController, parent: nil)
        let tabs = tree.add(.tabBarController, parent: hosting)
        tree.add(.hostingController, parent: tabs)
        let stack = tree.add(.navigationController(showsToolbar: false), parent: tabs)
        tree.add(.hostingController, parent: stack)
        XCTAssertEqual(tree.receivers, [], "a TabView: nothing written")
        for shows in [false, true] {
            var stack = Tree()
            let root = stack.add(.hostingController, parent: nil)
            let navigation = stack.add(.navigationController(showsToolbar: shows), parent: root)
            stack.add(.hostingController, parent: navigation)
            XCTAssertEqual(stack.receivers, shows ? [] : [root],
                           "a NavigationStack showing no toolbar: the app's root receives it; with one: nothing (shows: \(shows))")
        }
        var plain = Tree()
        let root = plain.add(.hostingController, parent: nil)
        plain.add(.other, parent: root)
        XCTAssertEqual(plain.receivers, [root], "a SwiftUI root with no bar receives it itself")
        // A UIHostingController the app pushes onto its own UIKit stack is the app's: it receives.
        var pushed = Tree()
        let uikitTabs = pushed.add(.tabBarController, parent: nil)
        let navigation = pushed.add(.navigationController(showsToolbar: true), parent: uikitTabs)
        let screen = pushed.add(.hostingController, parent: navigation)
        XCTAssertEqual(pushed.receivers, [screen])
        // …but not what SwiftUI made inside it when it holds a TabView of its own.
        let inner = pushed.add(.tabBarController, parent: screen)
        pushed.add(.hostingController, parent: inner)
        XCTAssertEqual(pushed.receivers, [])
    }

    func testAnAppsUIKitControllersInARepresentableUnderASwiftUIRootStillReceiveIt() {
        // Review of the change above, M2: an app's own UITabBarController or navigation stack
        // wrapped in a UIViewControllerRepresentable (a SwiftUI App with a UIKit interior) has
        // plain UIKit screens, not hosting controllers: they are written as in UIKit, while a
        // SwiftUI-made container beside them passes nothing to its hosting controllers.
        var tree = Tree()
        let root = tree.add(.hostingController, parent: nil)
        let tabs = tree.add(.tabBarController, parent: root)
        let inbox = tree.add(.other, parent: tabs)
        let navigation = tree.add(.navigationController(showsToolbar: true), parent: tabs)
        let top = tree.add(.other, parent: navigation)
        tree.add(.hostingController, parent: navigation)
        let quiet = tree.add(.navigationController(showsToolbar: false), parent: tabs)
        tree.add(.other, parent: quiet)
        XCTAssertEqual(tree.receivers, [inbox, top, quiet],
                       "UIKit screens receive it, and an app's stack showing no toolbar holds it; a hosting controller below the SwiftUI root never does, nor a container holding one")
        // Review, M2: an app's navigation controller in a representable, holding only its own
        // UIKit screens, is ruled as UIKit's: showing no toolbar, it holds the inset itself, so a
        // screen pushed onto it has the room from the push's first frame.
        var app = Tree()
        let hosting = app.add(.hostingController, parent: nil)
        let own = app.add(.navigationController(showsToolbar: false), parent: hosting)
        let ownScreen = app.add(.other, parent: own)
        let swiftUIs = app.add(.navigationController(showsToolbar: true), parent: hosting)
        app.add(.hostingController, parent: swiftUIs)
        XCTAssertEqual(app.receivers, [ownScreen],
                       "beside SwiftUI's stack showing its toolbar, the app's own stack (in the hosting controller, an app's container) passes it to its screen")
        var alone = Tree()
        let appRoot = alone.add(.hostingController, parent: nil)
        let tabs2 = alone.add(.tabBarController, parent: appRoot)
        let ownStack = alone.add(.navigationController(showsToolbar: false), parent: tabs2)
        alone.add(.other, parent: ownStack)
        XCTAssertEqual(alone.receivers, [ownStack], "an app's tab bar controller and stack in a representable, as in UIKit")
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
