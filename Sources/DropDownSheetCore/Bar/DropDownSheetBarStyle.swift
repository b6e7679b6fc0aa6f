/// The shape of a sheet's minimized bar (``DropDownSheetConfiguration/barStyle``).
///
/// The style is the bar's shape and place; what it is drawn with (the system's bar material)
/// follows the system. `.automatic` is the default so that the bar keeps the system's look as it
/// changes: a later version of the library may resolve it to another shape on newer systems
/// (iOS 26's floating glass bar above the tab bar), with `.attached` and `.floating` there to keep
/// one look everywhere.
public enum DropDownSheetBarStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// The system's bar for the running system. In this version, ``attached`` on every system.
    case automatic
    /// Across the card's full width, resting directly on the home indicator's area, the tab bar
    /// or the keyboard, with the card's rounded top corners: the card's top edge peeking out, as
    /// iOS Mail's drafts do.
    case attached
    /// A capsule inset 12 points from each side of
    /// the card and floating 8 points above what it rests on,
    /// every corner rounded (half its height, at most 30 points). As the sheet expands, the
    /// capsule widens into the card and its corners become the card's.
    case floating

    /// The shape drawn for this style: ``automatic`` is ``attached`` in this version.
    public var resolved: DropDownSheetBarStyle { self == .automatic ? .attached : self }
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

    /// The bar's height in force, in points: `minimizedHeight` times the text's scale
    /// (`contentSizeScale`, 1 at the default size), never below `minimizedHeight` and at most 3
    /// times it; or `minimizedHeight` as given when `adjustsForContentSize` is `false`.
    package static func barHeight(minimizedHeight: Double, contentSizeScale: Double, adjustsForContentSize: Bool) -> Double {
        guard adjustsForContentSize else { return minimizedHeight }
        let scale = contentSizeScale.isFinite ? contentSizeScale : 1
        return minimizedHeight * min(max(scale, 1), 3)
    }
}
