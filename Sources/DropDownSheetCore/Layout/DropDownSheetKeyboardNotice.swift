/// What one of the platform's keyboard notifications says, read from its numbers alone: where the
/// keyboard will be (docked at the bottom edge, floating, undocked, or gone), how much of the
/// container a docked keyboard covers, and the keyboard's own animation, so that bars riding a
/// sheet's keyboard glide on its timing (review of issue 30, finding 5).
///
/// The UIKit shell gives it the end frame (`keyboardFrameEndUserInfoKey`, converted into the
/// container's coordinates), the duration (`keyboardAnimationDurationUserInfoKey`) and the curve's
/// raw value (`keyboardAnimationCurveUserInfoKey`, a `UIView.AnimationCurve`), all documented
/// keys. No other key is read.
package struct DropDownSheetKeyboardNotice: Sendable, Hashable {
    /// Where the keyboard will be.
    package enum Placement: Sendable, Hashable, CaseIterable {
        /// Along the bottom edge, across the container: it covers what is below its top.
        case docked
        /// A small keyboard the user moved anywhere (iPad's floating keyboard): it covers nothing
        /// the bars must avoid.
        case floating
        /// Across the container but away from its bottom edge (iPad's undocked or split keyboard):
        /// it covers nothing the bars must avoid.
        case undocked
        /// Going away, off screen, or of no size.
        case hidden
    }

    /// Where the keyboard will be.
    package var placement: Placement
    /// How far up from the container's bottom edge a docked keyboard reaches, in points; 0 for
    /// any other placement.
    package var coveredHeight: Double
    /// The keyboard's animation, beginning when the notification was heard; nil when it gave no
    /// usable duration (the library then glides on its own ease).
    package var timing: DropDownSheetLayoutTiming?
    /// Whether the change is animated: false only for a duration of exactly 0 (a hardware
    /// keyboard connected, a keyboard that appears without animation).
    package var isAnimated: Bool

    /// The curve of a `UIView.AnimationCurve` raw value, as UIKit documents the four it names:
    /// 0 `easeInOut`, 1 `easeIn`, 2 `easeOut`, 3 `linear`, with Core Animation's control points
    /// for them ((0.42, 0, 0.58, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), linear).
    ///
    /// Any other value (the keyboard posts one UIKit does not document, and nil when the key is
    /// missing) has a shape no document gives, so the bars follow a documented curve chosen to
    /// stay on the safe side of the keyboard: `rising` (the keyboard will cover more than it
    /// did), ease-out, which is ahead of ease-in-ease-out at every moment, so a riding bar is
    /// never below the keyboard's top; otherwise ``DropDownSheetLayoutTiming/Curve/easeInEaseOut``,
    /// UIKit's documented default curve (`UIView.AnimationOptions.curveEaseInOut`), which starts
    /// slowly and so keeps a bar going down with the keyboard above it at first. Review of issue
    /// 30: on ease-in-ease-out, a bar riding a rising keyboard whose real curve starts fast (the
    /// system spring the keyboard is observed to use, mass 3, stiffness 1,000, damping 500) was
    /// up to 73 points below the keyboard's top in the first frames; on ease-out it is above it
    /// on every frame of the keyboard's 0.25 s. Guessing at the undocumented curve itself would
    /// tie the bars to something no document promises.
    package static func curve(rawValue: Int?, rising: Bool = false) -> DropDownSheetLayoutTiming.Curve {
        switch rawValue {
        case 0: return .easeInEaseOut
        case 1: return .cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
        case 2: return .cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
        case 3: return .linear
        default: return rising ? .cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1) : .easeInEaseOut
        }
    }

    /// Reads a notification. `endFrame`: the keyboard's end frame in the container's coordinates
    /// (x, y, width, height, in points); `containerWidth` and `containerHeight`: the container's
    /// size; `isHiding`: the notification says the keyboard will hide; `duration`: the
    /// animation's duration in seconds, nil when missing; `curveRawValue`: the curve's raw value,
    /// nil when missing; `heardAt`: when the notification was heard, in seconds on the
    /// presentation's clock (the keyboard's animation begins then); `coveredBefore`: what the
    /// keyboard covered before this notification (the last one's ``coveredHeight``, 0 for none),
    /// which says whether it rises (``curve(rawValue:rising:)``). Numbers that are not finite
    /// count as missing: a frame is then hidden, a duration gives no timing.
    package static func read(endFrame: DropDownSheetRect, containerWidth: Double, containerHeight: Double,
                             isHiding: Bool, duration: Double?, curveRawValue: Int?, heardAt: Double,
                             coveredBefore: Double = 0) -> DropDownSheetKeyboardNotice {
        let placement = isHiding ? .hidden : self.placement(of: endFrame, containerWidth: containerWidth, containerHeight: containerHeight)
        let reach = placement == .docked ? max(containerHeight - endFrame.y, 0) : 0
        let covered = reach.isFinite ? reach : 0
        let rising = covered > (coveredBefore.isFinite ? coveredBefore : 0)
        let seconds = duration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        let timing = seconds.flatMap { seconds -> DropDownSheetLayoutTiming? in
            guard seconds > 0, seconds <= DropDownSheetLayoutTiming.maximumDuration, heardAt.isFinite else { return nil }
            return DropDownSheetLayoutTiming(beginTime: heardAt, duration: seconds, curve: curve(rawValue: curveRawValue, rising: rising),
                                             isAdditive: false)
        }
        return DropDownSheetKeyboardNotice(placement: placement, coveredHeight: covered,
                                           timing: timing, isAnimated: seconds != 0)
    }

    /// Where a keyboard whose end frame is `frame` is: docked when it reaches the bottom edge (to
    /// a point) and overlaps the container; hidden when it does not overlap it or has no size;
    /// undocked when it spans the container's width (to a point) elsewhere; floating otherwise.
    package static func placement(of frame: DropDownSheetRect, containerWidth: Double, containerHeight: Double) -> Placement {
        let finite = frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
            && containerWidth.isFinite && containerHeight.isFinite
        guard finite, frame.width > 0, frame.height > 0, containerWidth > 0, containerHeight > 0 else {
            return .hidden
        }
        let overlaps = frame.x < containerWidth && frame.x + frame.width > 0 && frame.y < containerHeight && frame.y + frame.height > 0
        guard overlaps else { return .hidden }
        if frame.y + frame.height >= containerHeight - 1 { return .docked }
        return frame.width >= containerWidth - 1 ? .undocked : .floating
    }
}
