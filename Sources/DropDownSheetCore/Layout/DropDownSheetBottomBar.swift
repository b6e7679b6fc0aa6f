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

    /// How far above the screen's bottom edge iOS 26's floating bars may end and still count as
    /// at the bottom, in points: the bottom safe area (the home indicator's) plus 16. Their glass
    /// floats above the home indicator rather than reaching the edge; a bar ending higher up (a
    /// toolbar over a keyboard) still does not count. Under the earlier design,
    /// ``bottomEdgeTolerance``.
    package static func bottomEdgeTolerance(design: DropDownSheetSystemDesign, safeAreaBottom: Double) -> Double {
        guard design == .glass, safeAreaBottom.isFinite else { return bottomEdgeTolerance }
        return max(bottomEdgeTolerance, max(safeAreaBottom, 0) + 16)
    }

    /// The height, measured up from the bottom of a screen `screenHeight` points high, that a bar
    /// from `top` to `bottom` (in the screen's coordinates, points) takes, or nil when the bar is
    /// not at the bottom edge (its bottom more than `tolerance` points above it) or not on screen.
    package static func obstruction(top: Double, bottom: Double, screenHeight: Double,
                                    tolerance: Double = bottomEdgeTolerance) -> Double? {
        guard top.isFinite, bottom.isFinite, screenHeight.isFinite, screenHeight > 0, bottom > top else { return nil }
        let tolerance = tolerance.isFinite ? max(tolerance, 0) : bottomEdgeTolerance
        guard bottom >= screenHeight - tolerance, top < screenHeight else { return nil }
        return min(screenHeight - max(top, 0), screenHeight)
    }

    /// iOS 26's minimized tab bar, from a tab bar at the bottom of the screen whose frame (in the
    /// screen's coordinates, points) is `x`, `top`, `width`, `bottom`: nil unless it is narrower
    /// than most of the screen (``DropDownSheetMinimizedTabBar/isMinimized(width:containerWidth:)``)
    /// and sits at its bottom (`tolerance`, as for ``obstruction(top:bottom:screenHeight:tolerance:)``).
    /// `isBesideSystemAccessory`: the app's own accessory sits inline beside it.
    /// `isMinimized`, when given, is the decision of ``DropDownSheetTabBarMinimizing`` and replaces
    /// the width rule measured against the screen.
    package static func minimizedTabBar(x: Double, top: Double, width: Double, bottom: Double,
                                        screenWidth: Double, screenHeight: Double, tolerance: Double,
                                        isBesideSystemAccessory: Bool, isMinimized: Bool? = nil) -> DropDownSheetMinimizedTabBar? {
        guard x.isFinite, width.isFinite, screenWidth.isFinite,
              isMinimized ?? DropDownSheetMinimizedTabBar.isMinimized(width: width, containerWidth: screenWidth),
              obstruction(top: top, bottom: bottom, screenHeight: screenHeight, tolerance: tolerance) != nil else { return nil }
        return DropDownSheetMinimizedTabBar(x: x, width: width, bottom: max(screenHeight - bottom, 0), height: bottom - top,
                                            isBesideSystemAccessory: isBesideSystemAccessory)
    }
}
