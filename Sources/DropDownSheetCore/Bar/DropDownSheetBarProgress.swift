/// The rules of a bar item's progress (a song's position, an upload's share), drawn as a thin
/// line along the bottom of the bar and read by VoiceOver as a percentage.
package enum DropDownSheetBarProgress {
    /// A progress as the bar draws it: nil stays nil (no line); NaN is 0 (a position that cannot
    /// be known yet, a song of no length, starts at the beginning rather than hiding the line);
    /// below 0 (and -infinity) is 0; above 1 (and +infinity) is 1.
    package static func clamped(_ progress: Double?) -> Double? {
        guard let progress else { return nil }
        guard !progress.isNaN else { return 0 }
        return min(max(progress, 0), 1)
    }

    /// The whole percentage VoiceOver says for a progress (0 to 100), rounded down, so that a
    /// task is never said to be done (100) before it is: 0.999 is 99, 1 is 100. Nil for none.
    package static func percent(_ progress: Double?) -> Int? {
        guard let fraction = clamped(progress) else { return nil }
        return min(Int((fraction * 100).rounded(.down)), 100)
    }

    /// Where the filled part of the line is drawn in a line of `width` points starting at `x`:
    /// it grows from the leading edge, the left one, or the right one in a right-to-left layout.
    /// Returns the filled part's left edge and width, in points.
    package static func filledSegment(progress: Double, x: Double, width: Double, rightToLeft: Bool) -> (x: Double, width: Double) {
        let fraction = clamped(progress) ?? 0
        let total = width.isFinite ? max(width, 0) : 0
        let filled = total * fraction
        return (rightToLeft ? x + total - filled : x, filled)
    }
}
