/// The small pieces of physics that make a drag feel like iOS: momentum projection and
/// rubber-banding.
public enum DropDownSheetMotion {
    /// `UIScrollView.DecelerationRate.normal`: the fraction of velocity kept each millisecond.
    public static let normalDecelerationRate = 0.998

    /// UIScrollView's rubber-band coefficient: how stiffly content resists being pulled past its
    /// end.
    public static let rubberBandCoefficient = 0.55

    /// How far, in points, something released at `velocity` (points per second) would glide
    /// before stopping under the scroll view's deceleration: `velocity / 1000 · r / (1 − r)`, from
    /// WWDC 2018 "Designing Fluid Interfaces". With the default rate this is about half a second
    /// of travel at the release velocity. Non-finite input gives 0.
    public static func projectedDistance(velocity: Double, decelerationRate: Double = normalDecelerationRate) -> Double {
        let r = clamped(decelerationRate, 0...0.9999, else: normalDecelerationRate)
        let d = velocity / 1000 * r / (1 - r)
        return d.isFinite ? d : 0
    }

    /// The distance shown for a pull of `offset` points past an end, over a container of
    /// `dimension` points (clamped to 1 ... 10⁹; NaN counts as 1): `(1 − 1 / (offset · c / dimension + 1)) · dimension`, UIScrollView's
    /// curve. It starts at the slope `c` and never reaches `dimension`. Negative offsets are
    /// mirrored.
    public static func rubberBand(_ offset: Double, dimension: Double, coefficient c: Double = rubberBandCoefficient) -> Double {
        let d = clamped(dimension, 1...1e9, else: 1)
        let x = abs(offset)
        guard x.isFinite else { return offset.isNaN ? 0 : (offset < 0 ? -d : d) }
        let banded = (1 - 1 / (x * c / d + 1)) * d
        return offset < 0 ? -banded : banded
    }

    /// The pull that `rubberBand(_:dimension:coefficient:)` shows as `banded`: its inverse, so that
    /// a finger catching a rubber-banded sheet takes it exactly where it is.
    public static func unRubberBand(_ banded: Double, dimension: Double, coefficient c: Double = rubberBandCoefficient) -> Double {
        let d = clamped(dimension, 1...1e9, else: 1)
        let f = min(abs(banded), d * 0.999_999)
        guard f.isFinite else { return 0 }
        let x = (d / c) * (1 / (1 - f / d) - 1)
        return banded < 0 ? -x : x
    }

    /// The slope of the rubber-band curve at a pull of `offset`: how many points the sheet moves
    /// per point the finger moves. Used to turn a finger's velocity into the sheet's.
    static func rubberBandSlope(_ offset: Double, dimension: Double, coefficient c: Double = rubberBandCoefficient) -> Double {
        let d = clamped(dimension, 1...1e9, else: 1)
        let x = abs(offset)
        guard x.isFinite else { return 0 }
        let q = x * c / d + 1
        return c / (q * q)
    }
}
