/// A place where the sheet can come to rest.
///
/// From top to bottom of the screen: `expanded`, `minimized`, `dismissed`. A user's gesture moves
/// the sheet at most one of these places away from where it started.
public enum DropDownSheetState: String, Sendable, Hashable, CaseIterable, Codable {
    /// The full card, from just below the status bar to the bottom of the screen. The screen
    /// underneath is scaled down, rounded and dimmed, and does not receive touches.
    case expanded
    /// Only the bar (the card's top edge, or a custom compact view) shows at the bottom of the
    /// screen. The screen underneath is untouched and receives every touch outside the bar.
    case minimized
    /// Off the screen. The sheet is no longer presented.
    case dismissed

    /// Order from the top of the screen (0) to the bottom (2).
    var rank: Int {
        switch self {
        case .expanded: return 0
        case .minimized: return 1
        case .dismissed: return 2
        }
    }
}

/// What the sheet is doing right now: resting, following a finger, or springing to a rest state.
public enum DropDownSheetPhase: Sendable, Hashable {
    /// At rest in the given state.
    case resting(DropDownSheetState)
    /// Following a finger.
    case dragging
    /// Moving on its own, under a spring, toward the given rest state.
    case settling(toward: DropDownSheetState)

    /// `true` while the sheet is dragging or settling.
    public var isMoving: Bool {
        if case .resting = self { return false }
        return true
    }
}
