/// What the minimized bar is drawn on (``DropDownSheetConfiguration/barBackground``): iOS 26's
/// glass, the bar material of the systems before it, or nothing of the library's.
///
/// It is how an app opts a sheet out of glass (``material``) and how a compact view or a SwiftUI
/// `compact:` bar that draws its own background asks for nothing behind it (``none``). An app
/// that keeps the whole earlier design on iOS 26 (`UIDesignRequiresCompatibility` in its
/// Info.plist) gets ``material`` from ``automatic`` with no change here.
///
/// Whatever the background, the expanded card is the sheet's own background colour: the bar's
/// background fades into it as the sheet expands.
public enum DropDownSheetBarBackground: String, Sendable, Hashable, Codable, CaseIterable {
    /// The system's: ``glass`` where the system draws its bars with glass
    /// (``DropDownSheetSystemDesign/glass``, iOS 26), ``material`` elsewhere. The default.
    ///
    /// A sheet whose bar is the card's top edge (neither a compact view nor a bar item) gets
    /// ``material`` on every system, and so the attached bar: that bar is the app's content, often
    /// opaque (a compose screen's navigation bar on the system background), which glass cannot
    /// show through. Give the sheet a bar item or a compact view for the glass capsule.
    case automatic
    /// Glass (`UIGlassEffect`), where the system draws its bars with glass; elsewhere, where there
    /// is no glass, ``material``. Several bars together (a draft's above a mini player's, a
    /// stack's slivers) share one glass container, so they merge and part as the system's glass
    /// does. UIKit adapts glass to Reduce Transparency and Increase Contrast itself.
    case glass
    /// The look of iOS 15 to 18 on every system: a bar drawn from a bar item over the system's
    /// chrome material (a blur), a compact view or the card's top edge over the sheet's
    /// background colour. The way to opt a sheet out of glass; with the bar style left
    /// ``DropDownSheetBarStyle/automatic``, the bar is attached too, as it was.
    case material
    /// Nothing of the library's behind the bar: a compact view (or `compact:` bar) that draws its
    /// own background sits on the sheet's background colour, clipped to the bar's shape, and the
    /// bar drawn from a bar item has no material behind it.
    case none

    /// What is drawn under `design` for a bar of the library's or the app's own (a bar item's, a
    /// compact view): ``glass``, ``material`` or ``none``, never ``automatic``.
    public func resolved(for design: DropDownSheetSystemDesign) -> DropDownSheetBarBackground {
        switch self {
        case .automatic, .glass: return design == .glass ? .glass : .material
        case .material, .none: return self
        }
    }
}

extension DropDownSheetConfiguration {
    /// This configuration for a sheet whose minimized bar is the card's top edge (`isTopEdge`:
    /// the sheet has neither a compact view nor a bar item): an ``DropDownSheetBarBackground/automatic``
    /// background becomes ``DropDownSheetBarBackground/material`` (and an automatic bar style
    /// therefore attached), since glass cannot show through the app's opaque content. Any other
    /// configuration is returned as it is. What the shells lay such a sheet out with.
    package func forBar(isTopEdge: Bool) -> DropDownSheetConfiguration {
        guard isTopEdge, barBackground == .automatic else { return self }
        var configuration = self
        configuration.barBackground = .material
        return configuration
    }
}
