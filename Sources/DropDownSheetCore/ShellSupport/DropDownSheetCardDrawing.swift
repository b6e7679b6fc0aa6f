/// What a shell draws of one card for one frame, and what of it changed since the frame it drew
/// before, so that a shell writes to its views only what changed: nothing at rest, the frame
/// alone while a sheet springs, the count's text only when the count changes.
package struct DropDownSheetCardDrawing: Sendable, Hashable {
    /// The sheet's render state for the frame.
    package var render: DropDownSheetRenderState
    /// Whether the card is neither drawn nor touchable (a minimized draft under the stack's top).
    package var isHidden: Bool
    /// The stack's count as the shell words it ("2 Drafts"), nil for none.
    package var countLabel: String?
    /// The bar's height, in points.
    package var barHeight: Double
    /// Whether the content takes touches.
    package var isContentInteractive: Bool

    /// A drawing of one frame.
    package init(render: DropDownSheetRenderState, isHidden: Bool, countLabel: String?, barHeight: Double, isContentInteractive: Bool) {
        self.render = render
        self.isHidden = isHidden
        self.countLabel = countLabel
        self.barHeight = barHeight
        self.isContentInteractive = isContentInteractive
    }

    /// The parts of a card's drawing that changed.
    package struct Changes: OptionSet, Sendable, Hashable {
        package let rawValue: UInt16
        package init(rawValue: UInt16) { self.rawValue = rawValue }

        /// Whether the card is drawn.
        package static let visibility = Changes(rawValue: 1 << 0)
        /// The frame of the card's visible part: its left edge, top, width, inset and visible height.
        package static let frame = Changes(rawValue: 1 << 1)
        /// The whole card's size: its width and full height.
        package static let cardSize = Changes(rawValue: 1 << 2)
        /// The frame of the compact view (a mini player's bar): the card's width, the bar's height
        /// and its insets from the card's sides.
        package static let compactFrame = Changes(rawValue: 1 << 3)
        /// The opacity of the bar (compact view, count) against the content.
        package static let barAlpha = Changes(rawValue: 1 << 4)
        /// The count's text: it has to be measured again.
        package static let countText = Changes(rawValue: 1 << 5)
        /// Where the count sits: its text, the card's width or the bar's height changed.
        package static let countPlacement = Changes(rawValue: 1 << 6)
        /// Whether the content takes touches.
        package static let interactivity = Changes(rawValue: 1 << 7)
        /// What VoiceOver is offered (the sheet's phase, or the count it reads).
        package static let accessibility = Changes(rawValue: 1 << 8)
        /// The visible part's corner radii (a floating bar rounding into the card).
        package static let corners = Changes(rawValue: 1 << 9)
        /// Everything: the first frame drawn.
        package static let all = Changes(rawValue: (1 << 10) - 1)
    }

    /// What changed since `previous` (everything when there was none). A value that is not a
    /// number counts as changed.
    package func changes(since previous: Self?) -> Changes {
        guard let previous else { return .all }
        let r = render, p = previous.render
        var changes: Changes = []
        if isHidden != previous.isHidden { changes.insert(.visibility) }
        if r.cardX != p.cardX || r.sheetTop != p.sheetTop || r.cardWidth != p.cardWidth || r.visibleHeight != p.visibleHeight
            || r.visibleLeftInset != p.visibleLeftInset || r.visibleRightInset != p.visibleRightInset {
            changes.insert(.frame)
        }
        if r.topCornerRadius != p.topCornerRadius || r.bottomCornerRadius != p.bottomCornerRadius { changes.insert(.corners) }
        if r.cardWidth != p.cardWidth || r.cardHeight != p.cardHeight { changes.insert(.cardSize) }
        if r.cardWidth != p.cardWidth || barHeight != previous.barHeight || r.barLeftInset != p.barLeftInset
            || r.barRightInset != p.barRightInset {
            changes.insert(.compactFrame)
        }
        if r.barAlpha != p.barAlpha { changes.insert(.barAlpha) }
        if countLabel != previous.countLabel { changes.formUnion([.countText, .countPlacement, .accessibility]) }
        if changes.contains(.compactFrame) { changes.insert(.countPlacement) }
        if isContentInteractive != previous.isContentInteractive { changes.insert(.interactivity) }
        if r.phase != p.phase { changes.insert(.accessibility) }
        return changes
    }
}
