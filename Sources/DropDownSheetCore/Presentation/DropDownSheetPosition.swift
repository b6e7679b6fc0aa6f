/// Where a sheet is on one display frame: how expanded it is and the frame of its visible part,
/// for an app that follows the sheet while it moves, as FloatingPanel's `floatingPanelDidMove`
/// allows (a map that keeps its camera clear of the card, a header that fades as the card rises).
///
/// The UIKit shell reports it to the sheet's delegate (`dropDownSheetController(_:didChangePosition:)`)
/// and SwiftUI to an action (`onDropDownSheetMove(perform:)`), on every display frame in which it changed: keep what runs then cheap (no layout
/// of the screen, no allocation in a hot path). Reading it from
/// ``DropDownSheetPresentation/position(of:)`` allocates nothing.
///
/// Coordinates are in points, in the space of the container the sheets fill: the window the
/// screen underneath is in, origin at its top left. The frame is the visible part's: a floating
/// capsule's, inset from the card's sides, or an inline bar's beside a minimized tab bar.
public struct DropDownSheetPosition: Sendable, Hashable {
    /// Which sheet it is: its identifier (``DropDownSheetIdentifier``, comparable with a string
    /// literal). An action on an ancestor of several sheets tells them apart by it.
    public var identifier: DropDownSheetIdentifier
    /// What the sheet is to the other sheets: a draft or the accessory (a mini player).
    public var role: DropDownSheetRole
    /// What the sheet is doing: resting in a state, following a finger, or springing;
    /// `.resting(.dismissed)` once it is gone (the last position a SwiftUI action hears).
    public var phase: DropDownSheetPhase
    /// How expanded it is: 1 expanded, 0 minimized (its bar), below 0 on its way below the bar
    /// (toward dismissed), above 1 when pulled past expanded.
    public var progress: Double
    /// The left edge of the card's visible part (a floating bar's capsule is inset from the
    /// card's sides).
    public var x: Double
    /// The top edge of the card.
    public var y: Double
    /// The width of the card's visible part.
    public var width: Double
    /// The height of what is visible of the card, down from ``y``: the bar's height when
    /// minimized, the whole card down to the bottom of the screen when expanded; 0 once dismissed.
    public var height: Double

    /// A position of sheet `identifier` with `role`; NaN and infinite values become 0, negative
    /// sizes 0.
    public init(identifier: DropDownSheetIdentifier, role: DropDownSheetRole, phase: DropDownSheetPhase,
                progress: Double, x: Double, y: Double, width: Double, height: Double) {
        self.identifier = identifier
        self.role = role
        self.phase = phase
        self.progress = progress.isFinite ? progress : 0
        self.x = x.isFinite ? x : 0
        self.y = y.isFinite ? y : 0
        self.width = width.isFinite ? max(width, 0) : 0
        self.height = height.isFinite ? max(height, 0) : 0
    }

    /// The position a render state of sheet `identifier` with `role` draws: its visible part.
    init(_ render: DropDownSheetRenderState, identifier: DropDownSheetIdentifier, role: DropDownSheetRole) {
        self.init(identifier: identifier, role: role, phase: render.phase, progress: render.progress,
                  x: render.cardX + render.visibleLeftInset, y: render.sheetTop,
                  width: render.cardWidth - render.visibleLeftInset - render.visibleRightInset, height: render.visibleHeight)
    }

    /// Where sheet `identifier` with `role` is once it is gone: `.resting(.dismissed)`, nothing
    /// visible, at the bottom edge of a container `containerHeight` points tall.
    public static func dismissed(_ identifier: DropDownSheetIdentifier, role: DropDownSheetRole,
                                 containerHeight: Double = 0) -> DropDownSheetPosition {
        DropDownSheetPosition(identifier: identifier, role: role, phase: .resting(.dismissed), progress: -1,
                              x: 0, y: containerHeight, width: 0, height: 0)
    }
}
