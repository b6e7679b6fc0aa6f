#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// Finds the bottom bars of the screen underneath (any `UITabBar` or `UIToolbar` in that screen's
/// view hierarchy, wherever the controller that owns it is: a tab bar controller embedded in a
/// custom or split-view container, a SwiftUI `TabView` inside a `UIHostingController`, a
/// navigation controller's toolbar, not just among the presenting controller's ancestors), and
/// measures how much of the screen one of them takes.
///
/// The search (``bars(in:)``) is what ``DropDownSheetBottomBarTracker`` runs when the screen's
/// structure may have changed; the measure (``obstruction(of:in:)``) is cheap and is what a layout
/// pass reads. A bar counts when it is in the same window as the screen, neither it nor any view
/// above it up to the screen is hidden or fully transparent (alpha of 0.01 or less), and it sits at
/// the screen's bottom edge (``DropDownSheetBottomBar`` decides). Both read only the screen's own
/// views (no window or scene lookups); the search does not descend into scroll views (a table's
/// cells hold no bottom bar of the screen).
@MainActor
enum DropDownSheetBottomBarFinder {
    /// How many times a screen's hierarchy was searched: what a test counts to see that layout
    /// passes, frames and hit tests that are not touches do not walk it.
    private(set) static var searchCount = 0

    /// Every tab bar and toolbar in `screen`'s hierarchy, visible or not (a tab bar hidden by a
    /// push comes back at the pop), outside scroll views.
    static func bars(in screen: UIView) -> [UIView] {
        searchCount &+= 1
        var found: [UIView] = []
        var pending: [UIView] = screen.subviews
        while let view = pending.popLast() {
            if view is UITabBar || view is UIToolbar {
                found.append(view)
                continue
            }
            if view is UIScrollView { continue }
            pending.append(contentsOf: view.subviews)
        }
        return found
    }

    /// Height from the bottom of `screen` to the top of `bar`, in `screen`'s own (untransformed)
    /// coordinates, so a scale applied to it does not count; 0 when the bar does not count (hidden,
    /// transparent, elsewhere than the bottom edge, outside the screen or its window).
    static func obstruction(of bar: UIView, in screen: UIView) -> CGFloat {
        guard let window = screen.window, bar.window === window, isVisible(bar, below: screen) else { return 0 }
        return obstruction(ofFrame: bar.convert(bar.bounds, to: screen), in: screen)
    }

    /// Height from the bottom of `screen` to the top of `frame` (in `screen`'s coordinates) for a
    /// bar there, or 0 when it is not at the bottom edge or not on screen.
    static func obstruction(ofFrame frame: CGRect, in screen: UIView) -> CGFloat {
        let origin = Double(screen.bounds.minY)
        guard frame.maxX > screen.bounds.minX, frame.minX < screen.bounds.maxX,
              let taken = DropDownSheetBottomBar.obstruction(top: Double(frame.minY) - origin, bottom: Double(frame.maxY) - origin,
                                                             screenHeight: Double(screen.bounds.height),
                                                             tolerance: bottomEdgeTolerance(in: screen)) else { return 0 }
        return CGFloat(taken)
    }

    /// How far above `screen`'s bottom edge a bar may end and still count: more on iOS 26, whose
    /// tab bar floats above the home indicator (``DropDownSheetCore/DropDownSheetBottomBar``).
    static func bottomEdgeTolerance(in screen: UIView) -> Double {
        DropDownSheetBottomBar.bottomEdgeTolerance(design: DropDownSheetGlass.systemDesign,
                                                   safeAreaBottom: Double(screen.window?.safeAreaInsets.bottom ?? 0))
    }

    /// iOS 26's minimized tab bar `tabBar` (the core's ``DropDownSheetCore/DropDownSheetTabBarMinimizing``
    /// said it is minimized), placed in `screen`'s coordinates when it is at its bottom; `isBesideSystemAccessory`: the app's own accessory
    /// sits inline beside it.
    static func minimizedTabBar(_ tabBar: UITabBar, in screen: UIView, isBesideSystemAccessory: Bool) -> DropDownSheetMinimizedTabBar? {
        guard let window = screen.window, tabBar.window === window, isVisible(tabBar, below: screen) else { return nil }
        let frame = tabBar.convert(tabBar.bounds, to: screen)
        let bounds = screen.bounds
        return DropDownSheetBottomBar.minimizedTabBar(
            x: Double(frame.minX - bounds.minX), top: Double(frame.minY - bounds.minY), width: Double(frame.width),
            bottom: Double(frame.maxY - bounds.minY), screenWidth: Double(bounds.width), screenHeight: Double(bounds.height),
            tolerance: bottomEdgeTolerance(in: screen), isBesideSystemAccessory: isBesideSystemAccessory, isMinimized: true)
    }

    /// Whether `view` and every view above it up to (not including) `screen` is shown and not
    /// fully transparent, and `screen` is indeed above it.
    static func isVisible(_ view: UIView, below screen: UIView) -> Bool {
        var current: UIView? = view
        while let v = current, v !== screen {
            if v.isHidden || v.alpha <= 0.01 { return false }
            current = v.superview
        }
        return current === screen
    }

    /// Height from the bottom of `screen` to the top of its highest visible bottom bar, or 0: a
    /// search and a measure of what it found.
    static func bottomBarHeight(in screen: UIView) -> CGFloat {
        bars(in: screen).reduce(0) { max($0, obstruction(of: $1, in: screen)) }
    }
}
#endif
