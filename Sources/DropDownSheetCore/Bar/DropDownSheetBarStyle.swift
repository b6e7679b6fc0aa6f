/// The shape of a sheet's minimized bar (``DropDownSheetConfiguration/barStyle``).
///
/// The style is the bar's shape and place; what it is drawn on is the bar's background
/// (``DropDownSheetBarBackground``). `.automatic` is the default so that the bar keeps the
/// system's look as it changes: attached on iOS 15 to 18, and on iOS 26 the floating glass
/// capsule of the system's own accessory (the Music mini player), which also moves inline beside
/// a minimized tab bar. ``attached`` and ``floating`` keep one shape everywhere.
public enum DropDownSheetBarStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// The system's bar for the running system: ``floating`` where the system draws its bars with
    /// glass (``DropDownSheetSystemDesign/glass``, iOS 26) and the bar's background is not
    /// ``DropDownSheetBarBackground/material`` (a sheet opted out of glass keeps the earlier look
    /// whole); ``attached`` elsewhere.
    case automatic
    /// Across the card's full width, resting directly on the home indicator's area, the tab bar
    /// or the keyboard, with the card's rounded top corners: the card's top edge peeking out, as
    /// iOS Mail's drafts do. It stays above a minimized tab bar (iOS 26) rather than going inline.
    case attached
    /// A capsule inset 12 points from each side of the card and floating 8 points above what it
    /// rests on, every corner rounded (half its height, at most 30 points). As the sheet expands,
    /// the capsule widens into the card and its corners become the card's. Beside a tab bar that
    /// iOS 26 has minimized, the lowest floating bar goes inline, where the system's accessory
    /// goes (``DropDownSheetMinimizedTabBar``).
    case floating

    /// The shape drawn for this style under `design`, with a bar drawn on `background`: never
    /// ``automatic``.
    public func resolved(for design: DropDownSheetSystemDesign,
                         background: DropDownSheetBarBackground = .automatic) -> DropDownSheetBarStyle {
        guard self == .automatic else { return self }
        return design == .glass && background.resolved(for: design) != .material ? .floating : .attached
    }
}

// `package`, not public: the configuration is one of the types `import DropDownSheet` gives an
// app, and a public member taking the engine's container would put the container in the app's
// API too (docs/presentation-architecture.md, "The API an app sees"). A headless shell outside
// the package writes `barStyle.resolved(for: container.systemDesign, background: barBackground)`.
extension DropDownSheetConfiguration {
    /// The bar's shape in `container` (``DropDownSheetBarStyle/resolved(for:background:)``).
    package func resolvedBarStyle(in container: DropDownSheetContainer) -> DropDownSheetBarStyle {
        barStyle.resolved(for: container.systemDesign, background: barBackground)
    }

    /// What the bar is drawn on in `container` (``DropDownSheetBarBackground/resolved(for:)``).
    package func resolvedBarBackground(in container: DropDownSheetContainer) -> DropDownSheetBarBackground {
        barBackground.resolved(for: container.systemDesign)
    }
}

/// The numbers of the minimized bar's shape and of the bar the library draws from a bar item:
/// sizes in points, shared by the shells and sheet-lab.
package enum DropDownSheetBarMetrics {
    /// The gap between a floating bar and what it rests on (the home indicator's area, a tab
    /// bar, the keyboard, or the drafts' accessory bar below), in points: 8.
    package static let floatingGap = 8.0

    /// A floating bar's inset from each side of the card, in points: 12, and never more than a
    /// quarter of the card's width (a very narrow card keeps half its width for the bar).
    package static func floatingInset(cardWidth: Double) -> Double {
        guard cardWidth.isFinite, cardWidth > 0 else { return 0 }
        return min(12, cardWidth / 4)
    }

    /// A floating bar's corner radius, in points: half its height (a capsule) up to 30, so that a
    /// bar grown with a large text size becomes a rounded rectangle rather than a pill.
    package static func floatingCornerRadius(barHeight: Double) -> Double {
        guard barHeight.isFinite, barHeight > 0 else { return 0 }
        return min(barHeight / 2, 30)
    }

    /// The widest one side of a bar's SwiftUI buttons may be, in points: 160.
    package static let hostedButtonsMaximumWidth = 160.0

    /// The size one side of a bar's SwiftUI buttons is measured in, in points: at most
    /// ``hostedButtonsMaximumWidth`` wide (a `Spacer` or a `.frame(maxWidth: .infinity)` never asks
    /// for an infinite width), and as tall as the bar places a button
    /// (``DropDownSheetBarContentLayout/buttonHeight(barHeight:contentSizeScale:)``) in the bar in
    /// force (``barHeight(minimizedHeight:contentSizeScale:adjustsForContentSize:)``): both grow
    /// with the user's text size, so that buttons at an accessibility size are measured in the
    /// height they are shown in, not clipped to a fixed 44 points.
    package static func hostedButtonsProposal(minimizedHeight: Double, contentSizeScale: Double,
                                              adjustsForContentSize: Bool) -> (width: Double, height: Double) {
        let bar = barHeight(minimizedHeight: minimizedHeight, contentSizeScale: contentSizeScale,
                            adjustsForContentSize: adjustsForContentSize)
        return (hostedButtonsMaximumWidth, DropDownSheetBarContentLayout.buttonHeight(barHeight: bar, contentSizeScale: contentSizeScale))
    }

    /// The width one side of a bar's SwiftUI buttons takes, in points, from the width SwiftUI
    /// fitted it in (in ``hostedButtonsProposal(minimizedHeight:contentSizeScale:adjustsForContentSize:)``):
    /// rounded up to whole points, at most ``hostedButtonsMaximumWidth``; an infinite width is the
    /// maximum, a negative or undefined one none.
    package static func hostedButtonsWidth(fitted: Double) -> Double {
        guard !fitted.isNaN, fitted > 0 else { return 0 }
        return min(fitted.rounded(.up), hostedButtonsMaximumWidth)
    }

    /// The bar's height in force, in points: `minimizedHeight` times the text's scale
    /// (`contentSizeScale`, 1 at the default size), never below `minimizedHeight` and at most 3
    /// times it; or `minimizedHeight` as given when `adjustsForContentSize` is `false`.
    package static func barHeight(minimizedHeight: Double, contentSizeScale: Double, adjustsForContentSize: Bool) -> Double {
        guard adjustsForContentSize else { return minimizedHeight }
        let scale = contentSizeScale.isFinite ? contentSizeScale : 1
        return minimizedHeight * min(max(scale, 1), 3)
    }
}
