/// The size of a draft's picture in the chooser of minimized drafts: the card's shape, scaled to
/// fit the chooser's box. A shell draws the picture at this size (times the screen's scale), never
/// at the card's full size: a 390 × 800 point card at 3x is about 11 MB, its thumbnail about a
/// fiftieth of that.
package enum DropDownSheetChooserThumbnail {
    /// The largest picture the chooser shows, in points (its list rows' image box).
    package static let maximumWidth = 64.0, maximumHeight = 96.0

    /// The picture's size, in points, for a card `width` × `height` points: its aspect kept,
    /// fitting ``maximumWidth`` × ``maximumHeight``, at least 1 point a side. Nil for a card with
    /// no area (a side not finite, zero or negative): there is nothing to picture.
    package static func size(width: Double, height: Double) -> (width: Double, height: Double)? {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        let scale = min(maximumWidth / width, maximumHeight / height)
        return (max((width * scale).rounded(), 1), max((height * scale).rounded(), 1))
    }

    /// Whether a card drawn `visibleHeight` of its `cardHeight` points shows enough of its content
    /// for the chooser's picture: at least half of it (a sheet leaving the expanded state, not a
    /// bar or a card still below the screen). A shell keeps the picture it takes then, at the
    /// draft's last minimize, and never draws one of a card it cannot see.
    package static func showsContent(visibleHeight: Double, cardHeight: Double) -> Bool {
        guard visibleHeight.isFinite, cardHeight.isFinite, cardHeight > 0 else { return false }
        return visibleHeight >= cardHeight / 2
    }
}
