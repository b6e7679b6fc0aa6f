/// The view controllers of the screen underneath, as the rule for which of them receive the bars'
/// inset sees them: a platform-free description of the controller tree the UIKit shell walks
/// through `children` (review of issue 18, findings 5 and 6).
///
/// The shell adds the root first, then each controller after its parent. A controller is
/// described by its kind and by whether a tab bar or toolbar of its own (not a child's, not a
/// tab bar controller's or navigation controller's built-in bar) is visible at the bottom edge of
/// its view.
package struct DropDownSheetControllerTree: Sendable, Hashable {
    /// What a controller is, for the rule.
    package enum Kind: Sendable, Hashable {
        /// A `UITabBarController`: its tab bar extends through its own bottom safe area.
        case tabBarController
        /// A `UINavigationController`; `showsToolbar` when its built-in toolbar is shown
        /// (`isToolbarHidden` false): the toolbar extends through its bottom safe area, so one
        /// that shows it passes the inset to its stack. One that shows none holds it itself, so a
        /// pushed controller has it from its first layout (review of issue 29b, finding 1); when the
        /// app shows the toolbar, the shell hears it after UIKit's change and the inset moves to
        /// the stack (never written inside `setToolbarHidden`: issue 29, finding 3).
        case navigationController(showsToolbar: Bool)
        /// A `UISplitViewController`.
        case splitViewController
        /// A `UIHostingController` (a SwiftUI root, or a SwiftUI screen the app put into a UIKit
        /// container): it receives the inset like any other controller, but below it the hosting
        /// controllers and UIKit containers are SwiftUI's (a `TabView`'s tab bar controller and
        /// its tabs, a `NavigationStack`'s navigation controller and its screens) and are never
        /// written (issue 29, finding 7: whether SwiftUI keeps a value written there is not
        /// documented); their SwiftUI views add the room themselves
        /// (`dropDownSheetSafeAreaPadding()`, ``DropDownSheetSafeAreaPaddingRule``). An app's plain
        /// UIKit controllers there (a representable's tab bar controller's tabs) are written as in
        /// UIKit.
        case hostingController
        /// Any other controller: a plain screen, an app's container.
        case other

        /// Whether UIKit's own container: a tab bar, navigation or split view controller. Such a
        /// container never writes its children's `additionalSafeAreaInsets`; any other may
        /// ("Custom container UIViewController subclasses can use this property to add to the
        /// overlay … for contained view controllers", UIViewController.h), so the property of
        /// its children is its own.
        var isSystemContainer: Bool {
            switch self {
            case .tabBarController, .navigationController, .splitViewController: return true
            case .hostingController, .other: return false
            }
        }
    }

    /// One controller.
    package struct Node: Sendable, Hashable {
        package var kind: Kind
        /// The index of its parent, nil for the root.
        package var parent: Int?
        /// Whether a tab bar or toolbar of its own is visible at the bottom edge of its view.
        package var hasOwnBottomBar: Bool
    }

    /// The controllers, the root first, each after its parent.
    package private(set) var nodes: [Node] = []

    /// An empty tree.
    package init() {}

    /// Adds a controller (the root when `parent` is nil) and returns its index. A parent that is
    /// not an earlier index makes it a root of its own.
    @discardableResult
    package mutating func add(_ kind: Kind, parent: Int?, hasOwnBottomBar: Bool = false) -> Int {
        let parent = parent.flatMap { $0 >= 0 && $0 < nodes.count ? $0 : nil }
        nodes.append(Node(kind: kind, parent: parent, hasOwnBottomBar: hasOwnBottomBar))
        return nodes.count - 1
    }

    /// The indices of the controllers whose `additionalSafeAreaInsets.bottom` the library raises
    /// by the bars' inset, so that UIKit's safe-area propagation carries it to every view inside,
    /// and no tab bar or toolbar grows with it (UIKit extends those through the bottom safe area
    /// of their controllers):
    ///
    /// - a controller that bears no bar (none of its own, no tab bar controller and no navigation
    ///   controller showing its toolbar in its subtree) receives it itself, so a child added
    ///   later inherits it from its first layout (a pushed controller, a new tab's content);
    /// - a tab bar controller never does: each tab, by the same rule;
    /// - a navigation controller that shows its toolbar never does: each controller of its
    ///   stack, by the same rule; one that shows none is any other controller (it receives it
    ///   itself, so a screen pushed onto it has the room from its first layout), and when it
    ///   shows its toolbar later the inset moves to its stack (a turn after UIKit's change, so
    ///   the toolbar may be laid out with the inset for that turn: docs/presentation-architecture.md);
    /// - a SwiftUI hosting controller that bears no bar receives it itself (a `NavigationStack`
    ///   showing no bottom toolbar passes it on to its screens through UIKit's safe area); one
    ///   holding a `TabView`, or a `NavigationStack` that shows a bottom toolbar, bears a bar, and
    ///   then no hosting controller or UIKit container below it receives the inset: the
    ///   controllers SwiftUI made for those are its own (issue 29, finding 7), and its views add
    ///   the room themselves with `dropDownSheetSafeAreaPadding()` (``DropDownSheetSafeAreaPaddingRule``);
    ///   a plain controller of the app's there (a representable's UIKit tabs) receives it as in UIKit;
    /// - any other controller bearing a bar: its children, by the same rule; one whose bar is its
    ///   own and no child's gets nothing (the library cannot add to its safe area without moving
    ///   that bar: such an app reads the inset itself).
    ///
    /// Only the root and the children of UIKit's own containers (``Kind/isSystemContainer``) are
    /// written: the children of an app's container (or a `UIHostingController`) belong to it. A
    /// controller that would receive the inset but belongs to an app's container hands it to its
    /// children when it is one of UIKit's containers (a navigation controller inside an app's
    /// container: its stack), and otherwise gets nothing.
    ///
    /// The decision is by the controller tree, not by the views: a bar hidden, or away from the
    /// bottom edge, bears nothing, and controllers inside scroll views (a paging container's
    /// pages) are found as children. Allocates (the shell calls it when the screen's structure or
    /// the inset changes, never on a frame).
    package var receivers: [Int] {
        guard !nodes.isEmpty else { return [] }
        let children = self.children()
        let bearsBar = self.bearsBar(children: children)
        let swiftUIMade = self.swiftUIMade(children: children)
        var found: [Int] = []
        // Depth first, in the order the controllers were added.
        var pending = nodes.indices.filter { nodes[$0].parent == nil }.reversed().map { $0 }
        while let index = pending.popLast() {
            let node = nodes[index]
            if bearsBar[index] {
                pending.append(contentsOf: children[index].reversed())
                continue
            }
            // SwiftUI's own controllers are never written; its containers pass the inset on (to
            // the app's controllers of a representable, if any).
            if swiftUIMade[index] {
                if node.kind.isSystemContainer { pending.append(contentsOf: children[index].reversed()) }
                continue
            }
            let writable = node.parent.map { nodes[$0].kind.isSystemContainer } ?? true
            if writable {
                found.append(index)
            } else if node.kind.isSystemContainer {
                pending.append(contentsOf: children[index].reversed())
            }
        }
        return found
    }

    /// Whether each controller is one SwiftUI made: below a hosting controller, a hosting
    /// controller (a tab's, a pushed screen's), or a UIKit container whose children include one (a
    /// `TabView`'s tab bar controller, a `NavigationStack`'s navigation controller). An app's
    /// container in a `UIViewControllerRepresentable` holding only its own UIKit controllers is
    /// ruled as UIKit's.
    func swiftUIMade(children: [[Int]]) -> [Bool] {
        var underHosting = [Bool](repeating: false, count: nodes.count)
        var made = [Bool](repeating: false, count: nodes.count)
        for (index, node) in nodes.enumerated() {
            guard let parent = node.parent else { continue }
            underHosting[index] = underHosting[parent] || nodes[parent].kind == .hostingController
            guard underHosting[index] else { continue }
            made[index] = node.kind == .hostingController
                || (node.kind.isSystemContainer && children[index].contains { nodes[$0].kind == .hostingController })
        }
        return made
    }

    /// Each controller's children, in the order they were added.
    func children() -> [[Int]] {
        var children = [[Int]](repeating: [], count: nodes.count)
        for (index, node) in nodes.enumerated() {
            if let parent = node.parent { children[parent].append(index) }
        }
        return children
    }

    /// Whether each controller bears a bar: one of its own, a tab bar controller, or a navigation
    /// controller showing its toolbar, itself or below it (it passes the inset on). With
    /// `tabBarsOnly`, whether it holds a tab bar controller or a bar of its own (a navigation
    /// controller's toolbar left out).
    func bearsBar(children: [[Int]], tabBarsOnly: Bool = false) -> [Bool] {
        // Bottom-up: a child always comes after its parent.
        var bearsBar = [Bool](repeating: false, count: nodes.count)
        for index in nodes.indices.reversed() {
            switch nodes[index].kind {
            case .tabBarController: bearsBar[index] = true
            case .navigationController(showsToolbar: true) where !tabBarsOnly: bearsBar[index] = true
            case .splitViewController, .hostingController, .other, .navigationController:
                bearsBar[index] = nodes[index].hasOwnBottomBar || children[index].contains { bearsBar[$0] }
            }
        }
        return bearsBar
    }
}
