/// The artwork's flight between a sheet's bar and its card: as the sheet expands, the bar item's
/// image grows from its square on the bar into the content's own artwork view, and shrinks back
/// as the sheet minimizes, as a music player's artwork does.
///
/// The flight is a pure function of the sheet's progress (the same number the card is drawn
/// from, 0 at the bar, 1 expanded, ``DropDownSheetRenderState/progress``): a finger that catches
/// the sheet catches the artwork where it is, and a move that turns back flies it back from
/// there, continuously. The shells read it each frame and draw the image in a view of their own;
/// they hide the bar's image and the content's artwork view while it flies and show them again
/// once the sheet rests.
///
/// The rules:
/// - It flies only while the sheet moves between its bar and its card (dragged, or springing to
///   either) with its progress strictly between 0 and 1. At rest, on the way away (dismissed), or
///   pulled past either end, the real views show: past an end they are where the flight would be.
/// - With Reduce Motion it never flies: the bar's image fades with the bar and the content's
///   artwork with the content, in place (Apple's Human Interface Guidelines, Motion: replace
///   motion with a dissolve when Reduce Motion is on).
/// - Frame and corner radius are interpolated linearly in the progress between the bar's image
///   square (and its radius) and the artwork view's frame (and its radius, at most half its
///   shorter side, as a layer draws it), both in the card's
///   coordinates, which move with the card: so the image rides the card and lands exactly on
///   each end.
/// - An end that cannot hold an image (a size that is zero, negative or not a number, a position
///   that is not a number) means no flight: nothing is drawn rather than a jump.
package struct DropDownSheetArtworkFlight: Sendable, Hashable {
    /// Where the flying image is drawn, in the card's coordinates, in points.
    package var frame: DropDownSheetRect
    /// The flying image's corner radius, in points: never more than half its shorter side.
    package var cornerRadius: Double

    package init(frame: DropDownSheetRect, cornerRadius: Double) {
        self.frame = frame
        self.cornerRadius = cornerRadius
    }

    /// Whether the artwork flies for a sheet in `phase` at `progress` (see the rules above).
    package static func flies(phase: DropDownSheetPhase, progress: Double, reduceMotion: Bool) -> Bool {
        guard !reduceMotion, progress > 0, progress < 1 else { return false }
        switch phase {
        case .dragging: return true
        case .settling(toward: let state): return state != .dismissed
        case .resting: return false
        }
    }

    /// Where the image is at `progress` (clamped into 0...1; NaN is 0): between `bar`, the bar's
    /// image square with `barCornerRadius`, and `target`, the content's artwork view with
    /// `targetCornerRadius`, all in points in the card's coordinates. Nil when either end cannot
    /// hold an image.
    package static func at(progress: Double, from bar: DropDownSheetRect, barCornerRadius: Double,
                           to target: DropDownSheetRect, targetCornerRadius: Double) -> DropDownSheetArtworkFlight? {
        guard holdsImage(bar), holdsImage(target) else { return nil }
        let t = progress.isNaN ? 0 : min(max(progress, 0), 1)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let frame = DropDownSheetRect(x: mix(bar.x, target.x), y: mix(bar.y, target.y),
                                      width: mix(bar.width, target.width), height: mix(bar.height, target.height))
        let cornerRadius = min(mix(radius(barCornerRadius, of: bar), radius(targetCornerRadius, of: target)),
                               min(frame.width, frame.height) / 2)
        return DropDownSheetArtworkFlight(frame: frame, cornerRadius: cornerRadius)
    }

    private static func holdsImage(_ rect: DropDownSheetRect) -> Bool {
        rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite && rect.width > 0 && rect.height > 0
    }

    /// A corner radius as `rect` draws it: not a number or below 0 is 0, and at most half its
    /// shorter side (infinity too).
    private static func radius(_ value: Double, of rect: DropDownSheetRect) -> Double {
        value.isNaN ? 0 : min(max(value, 0), min(rect.width, rect.height) / 2)
    }
}
