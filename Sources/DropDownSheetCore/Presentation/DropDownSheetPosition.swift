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
/// screen underneath is in, origin at its top left.
public struct DropDownSheetPosition: Sendable, Hashable {
    /// What the sheet is doing: resting in a state, following a finger, or springing.
    public var phase: DropDownSheetPhase
    /// How expanded it is: 1 expanded, 0 minimized (its bar), below 0 on its way below the bar
    /// (toward dismissed), above 1 when pulled past expanded.
    public var progress: Double
    /// The left edge of the card.
    public var x: Double
    /// The top edge of the card.
    public var y: Double
    /// The card's width.
    public var width: Double
    /// The height of what is visible of the card, down from ``y``: the bar's height when
    /// minimized, the whole card down to the bottom of the screen when expanded.
    public var height: Double

    /// A position; NaN and infinite values become 0, negative sizes 0.
    public init(phase: DropDownSheetPhase, progress: Double, x: Double, y: Double, width: Double, height: Double) {
        self.phase = phase
        self.progress = progress.isFinite ? progress : 0
        self.x = x.isFinite ? x : 0
        self.y = y.isFinite ? y : 0
        self.width = width.isFinite ? max(width, 0) : 0
        self.height = height.isFinite ? max(height, 0) : 0
    }

    /// The position a render state draws.
    init(_ render: DropDownSheetRenderState) {
        self.init(phase: render.phase, progress: render.progress, x: render.cardX, y: render.sheetTop,
                  width: render.cardWidth, height: render.visibleHeight)
    }
}
