/// The "double room" rule (issue 29, finding 8): a controller of the screen underneath that
/// already makes room for the sheets' bars itself, and would get that room twice once the library
/// adds its own (``DropDownSheetUnderneathInset/safeAreaBottom``).
///
/// Apps that moved from another popup library often kept their own
/// `additionalSafeAreaInsets.bottom = barHeight`. With the library adding the bars' room too, their
/// lists end twice the bar's height above the bottom. The library cannot know what the app's own
/// value is for, so it does not take it away: it keeps the app's value as the base and adds its
/// share (``DropDownSheetInsetBookkeeping``), and says so once in the console, naming the
/// controller and the opt-out (`DropDownSheetController.adjustsSafeAreaUnderneath`).
///
/// All values in points.
package enum DropDownSheetDoubleRoom: Sendable, Hashable {
    /// The receiver's own bottom inset is the bars' height (within ``tolerance``).
    case ownValueEqualsTheBars
    /// How close two insets must be to count as the same, in points: 1.
    package static let tolerance = 1.0

    /// Whether a receiver gets the bars' room twice, and why, or nil when it does not. A value the
    /// app changes while the bars are up is read by ``DropDownSheetInsetBookkeeping`` first (a
    /// `+= barHeight` leaves a base of the bar's height, which this then finds).
    ///
    /// - Parameters:
    ///   - own: The receiver's own `additionalSafeAreaInsets.bottom` (its base, without the
    ///     library's share), in points.
    ///   - inset: The bars' room the library adds, in points; nothing is double while it is 0.
    package static func check(own: Double, inset: Double) -> DropDownSheetDoubleRoom? {
        guard own.isFinite, inset.isFinite, inset > tolerance else { return nil }
        return abs(own - inset) <= tolerance ? .ownValueEqualsTheBars : nil
    }
}

/// When the console hears of a double room (``DropDownSheetDoubleRoom``): once for each
/// controller while the sheets are shown, and never more than once every ``interval`` seconds,
/// so an app that sets its value on every layout pass does not fill the console.
///
/// Time is passed in (seconds, any clock that does not go backward for long; a clock that does
/// is treated as if the interval were over).
package struct DropDownSheetDoubleRoomWarnings<Key: Hashable & Sendable>: Sendable {
    /// The least time between two warnings, in seconds: 10.
    package static var interval: Double { 10 }

    private var warned: Set<Key> = []
    private var lastTime = -Double.infinity

    /// No warning given yet.
    package init() {}

    /// Whether to warn now about controller `key`, at `time` seconds; records it when so.
    package mutating func shouldWarn(about key: Key, at time: Double) -> Bool {
        guard !warned.contains(key) else { return false }
        if time.isFinite, lastTime.isFinite, time >= lastTime, time - lastTime < Self.interval { return false }
        warned.insert(key)
        lastTime = time.isFinite ? time : lastTime
        return true
    }

    /// Forgets every warning (the sheets are gone: a later presentation warns again).
    package mutating func reset() {
        warned = []
        lastTime = -.infinity
    }
}
