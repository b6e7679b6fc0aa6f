/// A tab bar that iOS 26 has minimized (`UITabBarController.tabBarMinimizeBehavior`, SwiftUI's
/// `tabBarMinimizeBehavior(_:)`): shrunk while the user scrolls to a small capsule at one bottom
/// corner, the system's own bottom accessory moving down inline beside it
/// (``DropDownSheetContainer/minimizedTabBar``).
///
/// The bars go where the system's accessory would. The lowest floating bar (the mini player, or
/// the drafts' bar when there is none) rests inline in the room beside the minimized tab bar: as
/// tall as the tab bar (never taller than the bar itself), centred on it, from 8 points past its
/// edge to as far from the container's other edge as the tab bar is from its own
/// (the room); the drafts' bar stacks above the mini player's, as above a
/// full tab bar. An attached bar, a bar that does not avoid the bottom bar, a bar riding on a
/// sheet's keyboard and a room narrower than ``minimumRoomWidth`` stay above the tab bar
/// instead. When the app's own accessory already sits inline there
/// (``isBesideSystemAccessory``), the room is the app's: every bar stays above both.
///
/// As the tab bar shrinks or grows, the bars glide between the two places on the tab bar's own
/// animation: the shell gives the change the timing UIKit animates the tab bar with
/// (``DropDownSheetLayoutTiming``: its begin time, duration and curve, spring included), so the
/// bars start, move and stop with it, frame by frame, when UIKit animates the tab bar with a Core
/// Animation animation on its layer (a second change before the first ends is added on top of it,
/// as UIKit adds its animations). A bar that stays above the tab bar then keeps its distance from
/// the tab bar's top on every frame (no overlap, no gap). A bar going inline
/// travels the straight way between its two places on the tab bar's curve, as a view whose frame
/// is animated with the tab bar does; for part of that way it passes over the trailing end of the
/// shrinking tab bar (a path that never did would wait above it to the very end of the animation
/// and drop at once).
///
/// All values in points: `x` from the container's left edge, `bottom` up from its bottom edge.
public struct DropDownSheetMinimizedTabBar: Sendable, Hashable, Codable {
    /// The minimized tab bar's left edge. Default 0.
    public var x: Double
    /// Its width. Default 0.
    public var width: Double
    /// How far its bottom edge is above the container's bottom edge. Default 0.
    public var bottom: Double
    /// Its height. Default 0.
    public var height: Double
    /// Whether the room beside it is the app's: its own bottom accessory
    /// (`UITabBarController.bottomAccessory`, SwiftUI's `tabViewBottomAccessory`) sits inline
    /// there, or its search tab (iOS 18's `UISearchTab`) stands at the other end of the row, whose
    /// button no documented API measures. The bars then stay above the tab bar. Default `false`.
    public var isBesideSystemAccessory: Bool
    /// How far the top of the bottom bar reached above the container's bottom edge before the tab
    /// bar minimized (the full tab bar, with the app's own accessory above it), in points; 0 when
    /// it is not known (the tab bar was minimized when it was first seen). Default 0.
    ///
    /// The screen underneath's inset (``DropDownSheetPresentation/underneathInset``) is measured
    /// from it while the tab bar is minimized, as if the tab bar were at full size: a minimize or
    /// a grow, in the middle of the user's scroll, never changes the inset and never lays the
    /// screen underneath out again.
    public var expandedHeight: Double

    /// A minimized tab bar; every value defaults to 0, `isBesideSystemAccessory` to `false`.
    public init(x: Double = 0, width: Double = 0, bottom: Double = 0, height: Double = 0, isBesideSystemAccessory: Bool = false,
                expandedHeight: Double = 0) {
        self.x = x
        self.width = width
        self.bottom = bottom
        self.height = height
        self.isBesideSystemAccessory = isBesideSystemAccessory
        self.expandedHeight = expandedHeight
    }

    private enum CodingKeys: String, CodingKey {
        case x, width, bottom, height, isBesideSystemAccessory, expandedHeight
    }

    /// Decodes a minimized tab bar; `isBesideSystemAccessory` and `expandedHeight` may be absent
    /// (values saved before they existed), and are then `false` and 0.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(x: try c.decode(Double.self, forKey: .x), width: try c.decode(Double.self, forKey: .width),
                  bottom: try c.decode(Double.self, forKey: .bottom), height: try c.decode(Double.self, forKey: .height),
                  isBesideSystemAccessory: try c.decodeIfPresent(Bool.self, forKey: .isBesideSystemAccessory) ?? false,
                  expandedHeight: try c.decodeIfPresent(Double.self, forKey: .expandedHeight) ?? 0)
    }

    /// The gap between the minimized tab bar and an inline bar, in points: 8, the gap of a
    /// floating bar (``DropDownSheetBarStyle/floating``).
    public static let spacing = 8.0
    /// The narrowest room a bar goes inline into, in points: 88 (two 44-point targets). In a
    /// narrower room (a phone in a narrow Split View) the bars stay above the tab bar.
    public static let minimumRoomWidth = 88.0
    /// How narrow a tab bar at the bottom edge must be, as a fraction of the container's width, to
    /// count as minimized: 0.6. A full tab bar spans the screen (an iPhone's, the floating one of
    /// iOS 26 inset a little from its edges); a minimized one is a capsule holding one tab.
    public static let minimizedWidthFraction = 0.6

    /// Whether a tab bar `width` points wide at the bottom of a container `containerWidth` points
    /// wide is minimized: narrower than ``minimizedWidthFraction`` of it. The rule a shell applies
    /// to the tab bar's frame; false for values that make no sense.
    public static func isMinimized(width: Double, containerWidth: Double) -> Bool {
        guard width.isFinite, containerWidth.isFinite, width > 0, containerWidth > 0 else { return false }
        return width < containerWidth * minimizedWidthFraction
    }

    /// Where an inline bar goes in a container `containerWidth` points wide: its left edge and
    /// width (`x`, `width`), its bottom edge up from the container's bottom (`bottom`) and its
    /// height, or nil when there is no room for one (see the type's rules). The room is on the
    /// side of the container's middle the tab bar is not (the trailing side, left of a tab bar in
    /// a right-to-left language), and keeps the tab bar's own margin from the other edge.
    package func inlineRoom(containerWidth: Double) -> (x: Double, width: Double, bottom: Double, height: Double)? {
        guard !isBesideSystemAccessory, [x, width, bottom, height, containerWidth].allSatisfy(\.isFinite),
              width > 0, height > 0, containerWidth > 0, bottom >= 0 else { return nil }
        let leftGap = max(x, 0)
        let rightGap = max(containerWidth - (x + width), 0)
        let roomX: Double, roomMaxX: Double
        if x + width / 2 <= containerWidth / 2 {
            roomX = x + width + Self.spacing
            roomMaxX = containerWidth - leftGap
        } else {
            roomX = rightGap
            roomMaxX = x - Self.spacing
        }
        guard roomMaxX - roomX >= Self.minimumRoomWidth else { return nil }
        return (roomX, roomMaxX - roomX, bottom, height)
    }
}
