/// The space the sheet lives in: the container's size and what covers its edges. The UIKit shell
/// fills it from the window scene's view; sheet-lab from a script's `layout` lines.
///
/// All values are in points. Bottom values are measured up from the container's bottom edge.
/// Values that make no sense (NaN, infinite, negative) are corrected by the engine and reported
/// with a ``DropDownSheetEvent/inputCorrected(_:)`` event.
public struct DropDownSheetContainer: Sendable, Hashable, Codable {
    /// Width of the container. Default 0 (nothing laid out yet).
    public var width: Double
    /// Height of the container. Default 0 (nothing laid out yet).
    public var height: Double
    /// Top safe-area inset (status bar, sensor housing). Default 0.
    public var safeAreaTop: Double
    /// Bottom safe-area inset (home indicator). Default 0.
    public var safeAreaBottom: Double
    /// Height from the container's bottom edge to the top of a bar of the screen underneath that
    /// the minimized sheet must stay above (a tab bar or toolbar, including the safe area below
    /// it). 0 when there is none. Default 0.
    public var bottomBarHeight: Double
    /// How far the keyboard reaches up from the container's bottom edge. 0 when it is hidden.
    /// Default 0.
    public var keyboardHeight: Double
    /// Whose keyboard it is: a sheet's carries the bars above it; the screen underneath's covers
    /// them (see ``DropDownSheetKeyboardOwner``). Default ``DropDownSheetKeyboardOwner/sheet``.
    public var keyboardOwner: DropDownSheetKeyboardOwner
    /// Whether the user asked for less motion (Reduce Motion): the screen underneath is not
    /// scaled or rounded, and the sheet moves with a short critically damped spring. Default
    /// `false`.
    public var prefersReducedMotion: Bool
    /// How much the user's text size enlarges text, 1 at the default size (Dynamic Type: the
    /// shell passes `UIFontMetrics.default.scaledValue(for: 1)`). The bar grows with it, never
    /// shrinks, up to 3 times its height. Default 1.
    public var contentSizeScale: Double
    /// How the system draws its own bars: what `.automatic` bar styles and backgrounds follow
    /// (glass capsules on iOS 26). Default ``DropDownSheetSystemDesign/material``.
    public var systemDesign: DropDownSheetSystemDesign
    /// The tab bar at the bottom while iOS 26 has it minimized, beside which the lowest floating
    /// bar goes inline (``DropDownSheetMinimizedTabBar``); nil while it is at full size, or there
    /// is none. ``bottomBarHeight`` still measures up to its top. Default nil.
    public var minimizedTabBar: DropDownSheetMinimizedTabBar?

    /// Creates a container; sizes default to 0, `keyboardOwner` to
    /// ``DropDownSheetKeyboardOwner/sheet``, `prefersReducedMotion` to `false`,
    /// `contentSizeScale` to 1, `systemDesign` to ``DropDownSheetSystemDesign/material`` and
    /// `minimizedTabBar` to nil.
    public init(
        width: Double = 0,
        height: Double = 0,
        safeAreaTop: Double = 0,
        safeAreaBottom: Double = 0,
        bottomBarHeight: Double = 0,
        keyboardHeight: Double = 0,
        keyboardOwner: DropDownSheetKeyboardOwner = .sheet,
        prefersReducedMotion: Bool = false,
        contentSizeScale: Double = 1,
        systemDesign: DropDownSheetSystemDesign = .material,
        minimizedTabBar: DropDownSheetMinimizedTabBar? = nil
    ) {
        self.width = width
        self.height = height
        self.safeAreaTop = safeAreaTop
        self.safeAreaBottom = safeAreaBottom
        self.bottomBarHeight = bottomBarHeight
        self.keyboardHeight = keyboardHeight
        self.keyboardOwner = keyboardOwner
        self.prefersReducedMotion = prefersReducedMotion
        self.contentSizeScale = contentSizeScale
        self.systemDesign = systemDesign
        self.minimizedTabBar = minimizedTabBar
    }

    /// How far the keyboard the bars ride above reaches up from the bottom edge, in points: the
    /// keyboard's height when it is a sheet's, 0 when it is the screen underneath's (it covers
    /// the bars, and the expanded card's content is not moved out of its way).
    public var sheetKeyboardHeight: Double {
        keyboardOwner == .sheet ? keyboardHeight : 0
    }

    /// The container with sizes made finite and non-negative (up to 100,000 points) and insets
    /// no larger than the height, and whether anything had to change.
    func sanitized() -> (DropDownSheetContainer, corrected: Bool) {
        var c = self
        c.width = clamped(width, 0...100_000, else: 0)
        c.height = clamped(height, 0...100_000, else: 0)
        let insets = 0...c.height
        c.safeAreaTop = clamped(safeAreaTop, insets, else: 0)
        c.safeAreaBottom = clamped(safeAreaBottom, insets, else: 0)
        c.bottomBarHeight = clamped(bottomBarHeight, insets, else: 0)
        c.keyboardHeight = clamped(keyboardHeight, insets, else: 0)
        c.contentSizeScale = clamped(contentSizeScale, 0.1...10, else: 1)
        if let tabBar = minimizedTabBar {
            // A tab bar that makes no sense is no tab bar; one partly outside is kept in.
            let values = [tabBar.x, tabBar.width, tabBar.bottom, tabBar.height]
            if values.allSatisfy(\.isFinite), tabBar.width > 0, tabBar.height > 0 {
                var t = tabBar
                t.x = clamped(tabBar.x, 0...c.width, else: 0)
                t.width = clamped(tabBar.width, 0...(c.width - t.x), else: 0)
                t.bottom = clamped(tabBar.bottom, 0...c.height, else: 0)
                t.height = clamped(tabBar.height, 0...(c.height - t.bottom), else: 0)
                t.expandedHeight = clamped(tabBar.expandedHeight, insets, else: 0)
                c.minimizedTabBar = t.width > 0 && t.height > 0 ? t : nil
            } else {
                c.minimizedTabBar = nil
            }
        }
        return (c, c != self)
    }
}

extension DropDownSheetContainer {
    private enum CodingKeys: String, CodingKey {
        case width, height, safeAreaTop, safeAreaBottom, bottomBarHeight, keyboardHeight, keyboardOwner
        case prefersReducedMotion, contentSizeScale, systemDesign, minimizedTabBar
    }

    /// Decodes a container; a key missing from the data (one written before the key existed)
    /// takes its default.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = DropDownSheetContainer()
        self.init(
            width: try c.decodeIfPresent(Double.self, forKey: .width) ?? d.width,
            height: try c.decodeIfPresent(Double.self, forKey: .height) ?? d.height,
            safeAreaTop: try c.decodeIfPresent(Double.self, forKey: .safeAreaTop) ?? d.safeAreaTop,
            safeAreaBottom: try c.decodeIfPresent(Double.self, forKey: .safeAreaBottom) ?? d.safeAreaBottom,
            bottomBarHeight: try c.decodeIfPresent(Double.self, forKey: .bottomBarHeight) ?? d.bottomBarHeight,
            keyboardHeight: try c.decodeIfPresent(Double.self, forKey: .keyboardHeight) ?? d.keyboardHeight,
            keyboardOwner: try c.decodeIfPresent(DropDownSheetKeyboardOwner.self, forKey: .keyboardOwner) ?? d.keyboardOwner,
            prefersReducedMotion: try c.decodeIfPresent(Bool.self, forKey: .prefersReducedMotion) ?? d.prefersReducedMotion,
            contentSizeScale: try c.decodeIfPresent(Double.self, forKey: .contentSizeScale) ?? d.contentSizeScale,
            systemDesign: try c.decodeIfPresent(DropDownSheetSystemDesign.self, forKey: .systemDesign) ?? d.systemDesign,
            minimizedTabBar: try c.decodeIfPresent(DropDownSheetMinimizedTabBar.self, forKey: .minimizedTabBar))
    }
}
