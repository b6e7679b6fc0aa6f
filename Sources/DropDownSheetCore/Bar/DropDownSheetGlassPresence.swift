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

    /// One piece of glass's wish to be on screen, and its materializations and dematerializations
    /// so far: the end of a dematerialization hides the glass only if no change came after it (a
    /// reversal takes the animation over from where it is).
    package struct Transitions: Sendable, Hashable {
        /// Whether the glass is wanted on screen (materialized, or materializing).
        package private(set) var isWanted: Bool
        /// The number of the latest change.
        package private(set) var latest = 0

        /// Glass wanted on screen at first, or not.
        package init(wanted: Bool) { isWanted = wanted }

        /// The glass is now `wanted`: the number of the change to animate, or nil when nothing
        /// changed.
        package mutating func change(toWanted wanted: Bool) -> Int? {
            guard wanted != isWanted else { return nil }
            isWanted = wanted
            latest &+= 1
            return latest
        }

        /// Whether the end of change `number` hides the glass: a dematerialization that is still
        /// the latest change.
        package func endHides(_ number: Int) -> Bool {
            !isWanted && number == latest
        }
    }
}
