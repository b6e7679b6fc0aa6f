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
/// - not inside a modifier that gives it already (``Blocker/paddingAbove``: on a tab's
///   `NavigationStack` and on a screen pushed onto it, the stack's gives it while it shows no
///   toolbar, the screen's once it shows one; a list with the modifier inside a tab's root view
///   with it). "Inside" is SwiftUI's view tree, which the shell learns through the environment
///   (``Probe/enclosing``), not the controllers: two modifiers side by side each give it;
/// - otherwise the room, ``DropDownSheetUnderneathInset/safeAreaBottom``.
///
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

    /// One modifier, as the rule sees it.
    package struct Probe: Sendable, Hashable {
        /// The index in the tree of the modifier view's nearest controller; nil (or out of range)
        /// for a view outside this screen.
        package var controller: Int?
        /// The index, among the probes asked about together, of the modifier whose content this
        /// one is inside (SwiftUI's view tree); nil for none.
        package var enclosing: Int?

        package init(controller: Int?, enclosing: Int? = nil) {
            self.controller = controller
            self.enclosing = enclosing
        }
    }

    /// Whether a modifier takes a new room on the sheets' spring (its size changed: the bars rose
    /// or went) or at once (the screen's structure moved it: a toolbar shown takes it from a stack
    /// to its screens in the same turn, neither laid out with it twice).
    package static func animates(from old: Room, to new: Room) -> Bool {
        old.blocker == new.blocker
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

    /// The rule over `tree`.
    package init(tree: DropDownSheetControllerTree) {
        self.tree = tree
        let children = tree.children()
        bearsBar = tree.bearsBar(children: children)
        holdsTabBar = tree.bearsBar(children: children, tabBarsOnly: true)
    }

    /// The room each modifier adds, index for index with `probes`. `share` is the inset the library
    /// adds (NaN, infinite or negative: none); `holdsInset` says whether a controller holds it now.
    /// An enclosing index that is out of range, the probe itself, or part of a cycle counts as none.
    package func rooms(for probes: [Probe], share: Double, holdsInset: (Int) -> Bool) -> [Room] {
        var rooms = [Room?](repeating: nil, count: probes.count)
        guard share.isFinite, share > 0 else { return [Room](repeating: Room(points: 0), count: probes.count) }
        func decide(_ probe: Int, _ visiting: inout Set<Int>) -> Room {
            if let room = rooms[probe] { return room }
            guard let index = probes[probe].controller, index >= 0, index < tree.nodes.count else {
                rooms[probe] = Room(points: 0)
                return Room(points: 0)
            }
            var enclosingGives = false
            if let outer = probes[probe].enclosing, outer >= 0, outer < probes.count, outer != probe, visiting.insert(probe).inserted {
                enclosingGives = decide(outer, &visiting).points > 0
            }
            let room = enclosingGives ? Room(points: 0, blocker: .paddingAbove)
                : self.room(at: index, share: share, holdsInset: holdsInset)
            rooms[probe] = room
            return room
        }
        for probe in probes.indices {
            var visiting = Set<Int>()
            _ = decide(probe, &visiting)
        }
        return rooms.map { $0 ?? Room(points: 0) }
    }

    private func room(at index: Int, share: Double, holdsInset: (Int) -> Bool) -> Room {
        var current: Int? = index
        var steps = 0
        while let node = current, steps <= tree.nodes.count {
            if holdsInset(node) { return Room(points: 0, blocker: .insetAbove) }
            current = tree.nodes[node].parent
            steps += 1
        }
        if holdsTabBar[index] { return Room(points: 0, blocker: .holdsBar) }
        if bearsBar[index] { return Room(points: 0, blocker: .showsToolbar) }
        return Room(points: share)
    }
}
