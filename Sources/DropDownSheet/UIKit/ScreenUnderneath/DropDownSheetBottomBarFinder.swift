#if canImport(UIKit)
import UIKit

/// Finds the bottom bar the user actually sees on the screen underneath: any visible `UITabBar`
/// or `UIToolbar` in that screen's view hierarchy, wherever the controller that owns it is (a tab
/// bar controller embedded in a custom or split-view container, a SwiftUI `TabView` inside a
/// `UIHostingController`, a navigation controller's toolbar), not just among the presenting
/// controller's ancestors.
///
/// A bar counts when it is in the same window as the screen, neither it nor any view above it up
/// to the screen is hidden or fully transparent (alpha of 0.01 or less), and it sits at the
/// screen's bottom edge (``DropDownSheetBottomBar`` decides). The search reads only the screen's
/// own views (no window or scene lookups) and does not descend into scroll views (a table's cells
/// hold no bottom bar of the screen) or into hidden or transparent views.
@MainActor
enum DropDownSheetBottomBarFinder {
    /// How many times a screen's hierarchy was searched: what a test counts to see that hit tests
    /// that are not touches do not walk it.
    private(set) static var searchCount = 0

    /// Height from the bottom of `screen` to the top of its highest visible bottom bar, in
    /// `screen`'s own (untransformed) coordinates, so a scale applied to it does not count; 0 when
    /// it has none.
    static func bottomBarHeight(in screen: UIView) -> CGFloat {
        guard let window = screen.window else { return 0 }
        searchCount &+= 1
        let height = Double(screen.bounds.height)
        var highest = 0.0
        var pending: [UIView] = screen.subviews
        while let view = pending.popLast() {
            guard !view.isHidden, view.alpha > 0.01 else { continue }
            if view is UITabBar || view is UIToolbar {
                guard view.window === window else { continue }
                let frame = view.convert(view.bounds, to: screen)
                let origin = Double(screen.bounds.minY)
                if let taken = DropDownSheetBottomBar.obstruction(top: Double(frame.minY) - origin,
                                                                  bottom: Double(frame.maxY) - origin, screenHeight: height),
                   frame.maxX > screen.bounds.minX, frame.minX < screen.bounds.maxX {
                    highest = max(highest, taken)
                }
                continue
            }
            if view is UIScrollView { continue }
            pending.append(contentsOf: view.subviews)
        }
        return CGFloat(highest)
    }
}
#endif
