/// Where `dropDownSheetSafeAreaPadding()` adds the bars' room to a SwiftUI view's bottom safe
/// area, and where it must not (issue 29, finding 7): the library writes no controller SwiftUI
/// made (``DropDownSheetControllerTree/receivers``), so the views of a `TabView`'s tabs and of a
/// `NavigationStack` showing a bottom toolbar ask for the room with the modifier.
///
/// Each modifier's view is in a controller of the screen underneath (its nearest one). The room
/// goes to a view once, from the outermost place that can give it:
///
/// - not where a controller at or above the view's holds the inset (``Blocker/insetAbove``: UIKit's
///   safe area carries it in already);
/// - not on a view holding a tab bar or a bar of its own (``Blocker/holdsBar``: the modifier on
///   the `TabView` itself, whose tab bar UIKit extends through its bottom safe area, would grow),
///   nor on one whose navigation stack shows its bottom toolbar (``Blocker/showsToolbar``: the
///   toolbar would grow; the stack's screens take the room then);
/// - not below a modifier that gives it already (``Blocker/paddingAbove``: on a tab's
///   `NavigationStack` and on a screen pushed onto it, the stack's gives it while it shows no
///   toolbar, the screen's once it shows one);
/// - otherwise the room, ``DropDownSheetUnderneathInset/safeAreaBottom``.
///
/// Two modifiers in the same controller (one screen) each give it: they may be side by side.
/// Prepared once per tree and asked for every modifier at once, when the inset or the screen's
/// structure changes, never on a frame. Allocates.
package struct DropDownSheetSafeAreaPaddingRule: Sendable {
    /// Why a modifier adds nothing.
    package enum Blocker: Sendable, Hashable {
        /// A controller at or above the view's holds the inset.
        case insetAbove
        /// The view's controller holds a tab bar (or a bar of its own): the modifier is on the
        /// `TabView`, not inside it. The shell says so once.
        case holdsBar
        /// The view's controller holds a navigation stack that shows its bottom toolbar.
        case showsToolbar
        /// A modifier in a controller above gives the room.
        case paddingAbove
    }

    /// What one modifier adds.
    package struct Room: Sendable, Hashable {
        /// The room to add, in points: finite, at least 0.
        package var points: Double
        /// Why it adds nothing, if it does not for a reason of the screen's structure (nil with no
        /// sheet presented, or when it gives the room).
        package var blocker: Blocker?

        /// A room of `points` (NaN, infinite and negative values are 0).
        package init(points: Double, blocker: Blocker? = nil) {
            self.points = points.isFinite ? max(points, 0) : 0
            self.blocker = blocker
        }
    }

    private let tree: DropDownSheetControllerTree
    private let bearsBar: [Bool]
    private let holdsTabBar: [Bool]
    private let depth: [Int]

    /// The rule over `tree`.
    package init(tree: DropDownSheetControllerTree) {
        self.tree = tree
        let children = tree.children()
        bearsBar = tree.bearsBar(children: children)
        holdsTabBar = tree.bearsBar(children: children, tabBarsOnly: true)
        var depth = [Int](repeating: 0, count: tree.nodes.count)
        for (index, node) in tree.nodes.enumerated() {
            if let parent = node.parent { depth[index] = depth[parent] + 1 }
        }
        self.depth = depth
    }

    /// The room each modifier adds, index for index with `controllers` (the index in the tree of
    /// each modifier's nearest controller; nil or out of range: not in this screen, nothing).
    /// `share` is the inset the library adds (NaN, infinite or negative: none); `holdsInset` says
    /// whether a controller holds it now.
    package func rooms(for controllers: [Int?], share: Double, holdsInset: (Int) -> Bool) -> [Room] {
        var rooms = [Room](repeating: Room(points: 0), count: controllers.count)
        guard share.isFinite, share > 0 else { return rooms }
        let count = tree.nodes.count
        // Outer controllers first, so that a modifier below one that gives the room sees it.
        let order = controllers.indices.sorted { (controllers[$0].map { depth($0) } ?? 0) < (controllers[$1].map { depth($0) } ?? 0) }
        var giving = Set<Int>()
        for probe in order {
            guard let index = controllers[probe], index >= 0, index < count else { continue }
            rooms[probe] = room(at: index, share: share, holdsInset: holdsInset, giving: giving)
            if rooms[probe].points > 0 { giving.insert(index) }
        }
        return rooms
    }

    private func depth(_ index: Int) -> Int {
        index >= 0 && index < depth.count ? depth[index] : 0
    }

    private func room(at index: Int, share: Double, holdsInset: (Int) -> Bool, giving: Set<Int>) -> Room {
        var current: Int? = index
        var steps = 0
        while let node = current, steps <= tree.nodes.count {
            if holdsInset(node) { return Room(points: 0, blocker: .insetAbove) }
            current = tree.nodes[node].parent
            steps += 1
        }
        if holdsTabBar[index] { return Room(points: 0, blocker: .holdsBar) }
        if bearsBar[index] { return Room(points: 0, blocker: .showsToolbar) }
        current = tree.nodes[index].parent
        steps = 0
        while let node = current, steps <= tree.nodes.count {
            if giving.contains(node) { return Room(points: 0, blocker: .paddingAbove) }
            current = tree.nodes[node].parent
            steps += 1
        }
        return Room(points: share)
    }
}
