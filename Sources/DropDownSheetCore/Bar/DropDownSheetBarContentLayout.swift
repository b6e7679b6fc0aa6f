/// A rectangle in points, in the coordinates of the view it is laid out in.
package struct DropDownSheetRect: Sendable, Hashable {
    package var x, y, width, height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var maxX: Double { x + width }
}

/// Where everything of the bar the library draws from a bar item goes: its image, its title and
/// subtitle, its leading and trailing buttons and its progress line, for one size of the bar, one
/// text size and one layout direction. A pure function of those: the UIKit shell applies it in
/// the bar's `layoutSubviews` (only when the bar's size, the text size or the item changes,
/// never per frame), and sheet-lab prints it.
///
/// The rules:
/// - Padding 16 points at each end of an attached bar, 14 in a floating capsule; 12 between the
///   image and the text, 8 between the text and the buttons.
/// - The image is a square of 44 points at the default text size, grown with the text size up
///   to twice that, never taller than the bar less 8 points above and below.
/// - Buttons keep the widths they are given (44 points for a standard one), 44 points tall at the
///   default text size, grown with the text size up to twice that, as the image is (the bar's
///   height if lower): ``buttonHeight(barHeight:contentSizeScale:)``. Leading buttons come before the text, trailing ones after it, in
///   the order given, from the leading edge: the left one, the right one in a right-to-left
///   layout (the whole bar is mirrored there).
/// - The text keeps at least 64 points, grown with the text size up to twice that. When it has
///   less, a grown image first shrinks back to 44 points; then buttons are not shown, the last of
///   a list first (put the most important first), from the side with more buttons shown
///   (trailing on a tie); then the image goes. What is not shown stays reachable: VoiceOver
///   offers the buttons that do not fit as actions of the bar (``DropDownSheetBarAccessibility``).
/// - The stack's count ("2 Drafts", on the top bar of several drafts) keeps its width between the
///   text and the trailing buttons; it is never dropped.
/// - The progress line runs along the bottom edge, 2 points thick, inset by the bar's corner
///   radius at each end in a floating capsule so its rounded corners do not clip it.
package struct DropDownSheetBarContentLayout: Sendable, Hashable {
    /// The text's rectangle (title over subtitle, vertically centred in it).
    package var text: DropDownSheetRect
    /// The image's square, or nil when there is none or it does not fit.
    package var image: DropDownSheetRect?
    /// The shown leading buttons' rectangles, in the order given (the first ones).
    package var leadingButtons: [DropDownSheetRect]
    /// The shown trailing buttons' rectangles, in the order given (the first ones).
    package var trailingButtons: [DropDownSheetRect]
    /// The stack's count's rectangle, or nil without one.
    package var count: DropDownSheetRect?
    /// The progress line's whole track (the filled part is
    /// ``DropDownSheetBarProgress/filledSegment(progress:x:width:rightToLeft:)`` of it).
    package var progressTrack: DropDownSheetRect

    /// How many leading (trailing) buttons are shown; the ones after them are not.
    package var shownLeadingCount: Int { leadingButtons.count }
    package var shownTrailingCount: Int { trailingButtons.count }

    package static let attachedPadding = 16.0
    package static let floatingPadding = 14.0
    package static let imageSpacing = 12.0
    package static let buttonSpacing = 8.0
    package static let imageSide = 44.0
    package static let buttonHeight = 44.0
    package static let minimumTextWidth = 64.0
    package static let progressThickness = 2.0

    /// A button's height in a bar `barHeight` points tall at text scale `contentSizeScale`, in
    /// points: ``buttonHeight`` at the default text size, grown with the text size up to twice
    /// that, never taller than the bar (0 for a bar of no or undefined height).
    package static func buttonHeight(barHeight: Double, contentSizeScale: Double) -> Double {
        let scale = min(max(contentSizeScale.isFinite ? contentSizeScale : 1, 1), 2)
        return min(buttonHeight * scale, barHeight.isFinite ? max(barHeight, 0) : 0)
    }

    /// The layout of a bar `width` by `height` points (the attached bar, or the floating capsule),
    /// with the bar's `cornerRadius`, at text scale `contentSizeScale`.
    package init(width: Double, height: Double, style: DropDownSheetBarStyle, cornerRadius: Double = 0,
                 contentSizeScale: Double, rightToLeft: Bool, hasImage: Bool,
                 leadingButtonWidths: [Double], trailingButtonWidths: [Double], countWidth: Double = 0) {
        func finite(_ value: Double, _ fallback: Double = 0) -> Double { value.isFinite ? max(value, 0) : fallback }
        let width = finite(width), height = finite(height)
        let scale = min(max(contentSizeScale.isFinite ? contentSizeScale : 1, 1), 2)
        let floating = style == .floating   // a resolved style (an `.automatic` one counts as attached)
        let padding = floating ? Self.floatingPadding : Self.attachedPadding
        var imageSide = hasImage ? max(min(Self.imageSide * scale, height - 16), 0) : 0
        let minimumText = Self.minimumTextWidth * scale
        let buttonHeight = Self.buttonHeight(barHeight: height, contentSizeScale: scale)
        let leadingWidths = leadingButtonWidths.map { finite($0, Self.buttonHeight) }
        let trailingWidths = trailingButtonWidths.map { finite($0, Self.buttonHeight) }
        let countWidth = finite(countWidth)

        var shownLeading = leadingWidths.count, shownTrailing = trailingWidths.count
        var showsImage = imageSide > 0
        func textWidth() -> Double {
            let leading = leadingWidths.prefix(shownLeading).reduce(0, +)
            let trailing = trailingWidths.prefix(shownTrailing).reduce(0, +)
            var used = 2 * padding + leading + trailing
            if shownLeading > 0 { used += Self.buttonSpacing }
            if shownTrailing > 0 { used += Self.buttonSpacing }
            if showsImage { used += imageSide + Self.imageSpacing }
            if countWidth > 0 { used += countWidth + Self.buttonSpacing }
            return width - used
        }
        if textWidth() < minimumText { imageSide = min(imageSide, Self.imageSide) }
        while textWidth() < minimumText, shownLeading + shownTrailing > 0 {
            if shownTrailing >= shownLeading { shownTrailing -= 1 } else { shownLeading -= 1 }
        }
        if textWidth() < minimumText { showsImage = false }

        // Laid out left to right as in a left-to-right layout, then mirrored for right-to-left.
        func place(_ x: Double, _ w: Double, _ h: Double) -> DropDownSheetRect {
            let y = (height - h) / 2
            return DropDownSheetRect(x: rightToLeft ? width - x - w : x, y: y, width: w, height: h)
        }
        var x = padding
        var leading: [DropDownSheetRect] = []
        for w in leadingWidths.prefix(shownLeading) {
            leading.append(place(x, w, buttonHeight))
            x += w
        }
        if shownLeading > 0 { x += Self.buttonSpacing }
        var image: DropDownSheetRect?
        if showsImage {
            image = place(x, imageSide, imageSide)
            x += imageSide + Self.imageSpacing
        }
        var end = width - padding
        var trailingReversed: [DropDownSheetRect] = []
        for w in trailingWidths.prefix(shownTrailing).reversed() {
            end -= w
            trailingReversed.append(place(end, w, buttonHeight))
        }
        let trailing = Array(trailingReversed.reversed())
        if shownTrailing > 0 { end -= Self.buttonSpacing }
        if countWidth > 0 {
            end -= countWidth
            self.count = place(end, countWidth, height)
            end -= Self.buttonSpacing
        } else {
            self.count = nil
        }
        self.leadingButtons = leading
        self.trailingButtons = trailing
        self.image = image
        self.text = place(x, max(end - x, 0), height)
        let inset = floating ? min(finite(cornerRadius), width / 2) : 0
        self.progressTrack = DropDownSheetRect(x: inset, y: max(height - Self.progressThickness, 0),
                                               width: max(width - 2 * inset, 0), height: min(Self.progressThickness, height))
    }
}
