import DropDownSheetCore

/// A `bar` script line: what the minimized bar drawn from a bar item looks like for a sheet, at
/// the script's screen and text size, with the sheet's configuration (its height, its style).
/// The lab prints where the library puts everything (`DropDownSheetBarContentLayout`, the rules
/// the UIKit bar applies): `{"t":0,"bar":{"style":"floating","x":12,"width":369,"height":60,...}}`.
public struct BarLine: Equatable, Sendable {
    /// How many leading and trailing buttons the item has (each a standard 44-point button).
    public var leading = 0
    public var trailing = 0
    /// Whether the item has an image.
    public var image = true
    /// Whether the layout is right-to-left (Arabic, Hebrew).
    public var rightToLeft = false

    public init(leading: Int = 0, trailing: Int = 0, image: Bool = true, rightToLeft: Bool = false) {
        self.leading = leading
        self.trailing = trailing
        self.image = image
        self.rightToLeft = rightToLeft
    }

    /// The output line for a sheet with `configuration` in `container`, at time `t`.
    func outputLine(configuration: DropDownSheetConfiguration, container: DropDownSheetContainer,
                    at t: Double, id: String?) -> String {
        let layout = DropDownSheetEngine(configuration: configuration, container: container).layout
        let style = configuration.resolvedBarStyle(in: container)
        let width = max(layout.cardWidth - layout.barLeftInset - layout.barRightInset, 0)
        let content = DropDownSheetBarContentLayout(
            width: width, height: layout.barHeight, style: style, cornerRadius: layout.barTopCornerRadius,
            contentSizeScale: container.contentSizeScale, rightToLeft: rightToLeft, hasImage: image,
            leadingButtonWidths: Array(repeating: 44, count: leading), trailingButtonWidths: Array(repeating: 44, count: trailing))
        var bar = OutputLine()
        bar.string("style", style.rawValue)
        bar.string("background", configuration.resolvedBarBackground(in: container).rawValue)
        if layout.isInline { bar.raw("inline", "true") }
        bar.number("x", layout.cardX + layout.barLeftInset)
        bar.number("width", width)
        bar.number("height", layout.barHeight)
        bar.number("cornerRadius", layout.barTopCornerRadius)
        bar.number("gap", style == .floating && !layout.isInline ? DropDownSheetBarMetrics.floatingGap : 0)
        if let image = content.image { bar.raw("image", Self.rect(image)) }
        bar.raw("text", Self.rect(content.text))
        bar.raw("leading", "[" + content.leadingButtons.map(Self.rect).joined(separator: ",") + "]")
        bar.raw("trailing", "[" + content.trailingButtons.map(Self.rect).joined(separator: ",") + "]")
        bar.number("hiddenButtons", Double(leading + trailing - content.shownLeadingCount - content.shownTrailingCount), decimals: 0)
        bar.raw("progress", Self.rect(content.progressTrack))
        var o = OutputLine()
        o.number("t", t, decimals: 6)
        if let id { o.string("id", id) }
        o.raw("bar", bar.line)
        return o.line
    }

    private static func rect(_ r: DropDownSheetRect) -> String {
        var o = OutputLine()
        o.number("x", r.x)
        o.number("y", r.y)
        o.number("width", r.width)
        o.number("height", r.height)
        return o.line
    }
}
