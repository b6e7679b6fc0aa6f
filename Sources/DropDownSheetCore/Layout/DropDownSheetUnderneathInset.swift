/// How much of the bottom of the screen underneath the sheets' bars take: what its lists must
/// leave free so that their last rows can be scrolled above the bars.
///
/// ``DropDownSheetPresentation`` works it out (``DropDownSheetPresentation/underneathInset``) for
/// the places the sheets are heading to, when a sheet sets off (is presented, starts toward its
/// bar or the expanded card, is dismissed) or the layout changes, never on a frame of a spring or
/// a drag: the screen underneath is laid out once per change, not every frame.
///
/// - It is the room the bars take at rest above the screen underneath's bottom bar (its tab bar
///   or toolbar, when the bars sit above it) or, without one, above its bottom safe area (the home
///   indicator): the height of the highest bar, with the slivers of a stack of drafts and a mini
///   player's bar under the drafts' bar.
/// - An expanded sheet counts as its bar, so expanding and minimizing a draft changes nothing
///   (the screen underneath is drawn as a picture while a sheet is expanded anyway).
/// - It leaves every keyboard out: the screen underneath's keyboard covers the bars, and a
///   sheet's keyboard is up only while that sheet is expanded over a picture of the screen.
/// - It follows Dynamic Type (the bar grows), the bottom bar (a tab bar hidden by a push) and
///   rotation; it is 0 when no sheet is presented.
///
/// All values are in points, finite and at least 0.
public struct DropDownSheetUnderneathInset: Sendable, Hashable {
    /// The room all the bars take, in points above the bottom bar or the bottom safe area: what
    /// an app that opted out of the automatic adjustment reads to make room itself. Default 0.
    public var bottom: Double
    /// The part of ``bottom`` the library adds to the screen underneath's bottom safe area: the
    /// room taken by the bars of the sheets whose configuration has
    /// ``DropDownSheetConfiguration/adjustsSafeAreaUnderneath`` (each bar counted where it sits, so
    /// a draft's bar above a mini player that opted out still counts the player's bar under it).
    /// Equal to ``bottom`` unless a sheet opted out. Default 0.
    public var safeAreaBottom: Double

    /// No inset: no sheet is presented.
    public init() {
        self.init(bottom: 0, safeAreaBottom: 0)
    }

    /// An inset of `bottom` points, `safeAreaBottom` of which the library adds to the safe area;
    /// NaN, infinite and negative values become 0.
    public init(bottom: Double, safeAreaBottom: Double) {
        self.bottom = bottom.isFinite ? max(bottom, 0) : 0
        self.safeAreaBottom = safeAreaBottom.isFinite ? max(safeAreaBottom, 0) : 0
    }
}

extension DropDownSheetStackBackdrop {
    /// How far each sliver of a stack of drafts peeks above the bar in front of it, in points.
    public static let sliverLift = 5.0
    /// The most slivers drawn behind the top bar of a stack.
    public static let maximumSliverCount = 2
}
