/// Which bars of the screen underneath the minimized sheet must stay above, and how much of the
/// screen they take: the rule the shells apply to each visible tab bar or toolbar they find.
///
/// A bar counts when it sits at the bottom edge of the screen underneath: its bottom edge is at
/// most ``bottomEdgeTolerance`` above that edge (a tab bar and a navigation toolbar extend down
/// through the home indicator's safe area), and part of it is on screen. A bar higher up (a
/// toolbar above a keyboard, or in the middle of a split view's detail) or pushed off the screen
/// (a tab bar hidden by `hidesBottomBarWhenPushed`) does not.
package enum DropDownSheetBottomBar {
    /// How far above the screen's bottom edge a bar's bottom edge may be and still count as at the
    /// bottom, in points: 1, for rounding of fractional frames.
    package static let bottomEdgeTolerance = 1.0

    /// The height, measured up from the bottom of a screen `screenHeight` points high, that a bar
    /// from `top` to `bottom` (in the screen's coordinates, points) takes, or nil when the bar is
    /// not at the bottom edge or not on screen.
    package static func obstruction(top: Double, bottom: Double, screenHeight: Double) -> Double? {
        guard top.isFinite, bottom.isFinite, screenHeight.isFinite, screenHeight > 0, bottom > top else { return nil }
        guard bottom >= screenHeight - bottomEdgeTolerance, top < screenHeight else { return nil }
        return min(screenHeight - max(top, 0), screenHeight)
    }
}
