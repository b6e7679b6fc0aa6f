#if canImport(UIKit)
import UIKit

/// A drop-down sheet's position as UIKit draws it.
public extension CGRect {
    /// The visible part of a drop-down sheet's card at `position`
    /// (``DropDownSheetCore/DropDownSheetPosition/x``, ``DropDownSheetCore/DropDownSheetPosition/y``,
    /// ``DropDownSheetCore/DropDownSheetPosition/width``, ``DropDownSheetCore/DropDownSheetPosition/height``),
    /// in points in the coordinates of the window the screen underneath is in: the bar when
    /// minimized, the card down to the bottom of the screen when expanded. Convert it with
    /// `view.convert(CGRect(position), from: view.window)`.
    init(_ position: DropDownSheetPosition) {
        self.init(x: position.x, y: position.y, width: position.width, height: position.height)
    }
}
#endif
