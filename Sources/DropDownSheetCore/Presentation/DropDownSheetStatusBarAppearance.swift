/// Which status bar a shell shows while sheets style the screen underneath.
///
/// A sheet scales the screen underneath down about its centre, which uncovers a dark band above
/// it, behind the status bar. Once that band reaches the middle of the status bar, the screen
/// underneath's own style (dark text, over a light app) can no longer be read on it: the status
/// bar turns to light content, as it does over Apple's page sheets, and goes back to the screen
/// underneath's style when the band shrinks again (the sheet minimizes).
package enum DropDownSheetStatusBarAppearance: Sendable, Hashable {
    /// The screen underneath's own style.
    case screenUnderneath
    /// Light content, over the dark band above the scaled screen underneath.
    case lightContent

    /// The appearance wanted for `style`, on a screen `screenHeight` points tall whose status bar
    /// covers `safeAreaTop` points at the top (the scale drawn is ``DropDownSheetUnderneathStyle/drawnScale``).
    /// A height or inset that is not finite, a height that is not positive, or no status bar at all
    /// (a top inset of 0 or less: an iPhone in landscape) leaves the screen underneath's style.
    package static func wanted(for style: DropDownSheetUnderneathStyle, screenHeight: Double, safeAreaTop: Double) -> Self {
        let scale = style.drawnScale
        guard screenHeight.isFinite, screenHeight > 0, safeAreaTop.isFinite, safeAreaTop > 0, scale < 1 else { return .screenUnderneath }
        let band = screenHeight * (1 - scale) / 2
        return band >= safeAreaTop / 2 ? .lightContent : .screenUnderneath
    }
}

extension DropDownSheetUnderneathStyle {
    /// Whether the screen underneath looks different from itself: scaled below 1 or rounded. A
    /// scale or radius that is not finite, or a scale that is not positive, counts as unstyled
    /// (nothing of it is drawn).
    package var changesScreenUnderneath: Bool {
        (scale.isFinite && scale > 0 && scale < 1) || (cornerRadius.isFinite && cornerRadius > 0)
    }

    /// The largest change of the screen underneath that cannot be seen, in points: half a pixel
    /// on a 3x screen (the densest). Below it the screen is drawn as itself, and takes touches.
    package static let invisibleDifference = 0.5 / 3

    /// Whether a screen `width` × `height` points drawn with this style looks different from the
    /// screen itself: its edges moved in by the scale, or its corners rounded, by more than
    /// ``invisibleDifference``. A size that is not finite counts as 0.
    package func isVisible(width: Double, height: Double) -> Bool {
        guard changesScreenUnderneath else { return false }
        let side = max(width.isFinite ? width : 0, height.isFinite ? height : 0, 0)
        let inset = side * (1 - drawnScale) / 2
        return inset > Self.invisibleDifference || drawnCornerRadius > Self.invisibleDifference
    }

    /// The scale to draw, within 0 (exclusive) to 1; 1 for a value that is not finite or not
    /// positive.
    package var drawnScale: Double {
        scale.isFinite && scale > 0 ? min(scale, 1) : 1
    }

    /// The corner radius to draw, in points, 0 or more; 0 for a value that is not finite.
    package var drawnCornerRadius: Double {
        cornerRadius.isFinite ? max(cornerRadius, 0) : 0
    }
}
