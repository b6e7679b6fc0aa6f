/// When a piece of iOS 26's glass (a bar's, a stack's sliver's) is wanted on screen, from how much
/// of the bar shows. Glass is never faded (an alpha below 1 on a visual effect view breaks it):
/// it materializes when the bar rises to ``showsFrom`` and dematerializes when it falls below
/// ``hidesBelow``. The gap between the two keeps a finger resting near the half-way line from
/// starting an animation on every frame.
package enum DropDownSheetGlassPresence {
    /// The bar's opacity (0 to 1) below which wanted glass dematerializes: 0.45.
    package static let hidesBelow = 0.45
    /// The bar's opacity (0 to 1) from which unwanted glass materializes: 0.55.
    package static let showsFrom = 0.55

    /// Whether the glass is wanted at a bar opacity of `alpha` (0 to 1), given whether it was
    /// wanted before. Not a number keeps what was.
    package static func isWanted(alpha: Double, wasWanted: Bool) -> Bool {
        guard !alpha.isNaN else { return wasWanted }
        return alpha >= (wasWanted ? hidesBelow : showsFrom)
    }
}
