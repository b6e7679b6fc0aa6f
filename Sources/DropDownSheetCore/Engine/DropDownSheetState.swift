/// A place where the sheet can come to rest: one of its detents, or off the screen.
///
/// Two detents are built in and every sheet has them: ``expanded``, the full card, and
/// ``minimized``, its bar. An app adds heights in between with
/// ``DropDownSheetConfiguration/detents`` (``DropDownSheetDetent``), each named by an identifier
/// of this type (``DropDownSheetDetent/Identifier``), and a sheet resting at one is in the state
/// of that name. ``dismissed`` is off the screen: no detent.
///
/// The value is its name: `"expanded"`, `"minimized"`, `"dismissed"`, or the identifier of one of
/// the app's detents (`"half"`), which is also how it is encoded and how sheet-lab prints it.
/// Compare it with the built-in values (`state == .expanded`) or with your own
/// (`extension DropDownSheetDetent.Identifier { static let half: Self = "half" }`).
///
/// Breaking (detents): this was an enum of three cases; a `switch` over it needs a `default`
/// now. Comparisons, `case .resting(.expanded)` patterns, `allCases` (the three built-in states)
/// and the encoded form are as before.
public struct DropDownSheetState: RawRepresentable, Sendable, Hashable, Codable, CaseIterable,
                                  ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name: `"expanded"`, `"minimized"`, `"dismissed"`, or a detent's identifier.
    public let rawValue: String

    /// The state named `rawValue`: a built-in one for `"expanded"`, `"minimized"` and
    /// `"dismissed"`, otherwise the state of resting at the app's detent of that identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The state named by a string literal, as ``init(rawValue:)``.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The full card, from just below the status bar to the bottom of the screen: the highest
    /// detent. The screen underneath is scaled down, rounded and dimmed, and does not receive
    /// touches (unless ``DropDownSheetConfiguration/largestUndimmedDetent`` is `.expanded`).
    public static let expanded = DropDownSheetState(rawValue: "expanded")
    /// Only the bar (the card's top edge, or a custom compact view) shows at the bottom of the
    /// screen: the lowest detent. The screen underneath is untouched and receives every touch
    /// outside the bar.
    public static let minimized = DropDownSheetState(rawValue: "minimized")
    /// Off the screen. The sheet is no longer presented.
    public static let dismissed = DropDownSheetState(rawValue: "dismissed")

    /// The three built-in states, from the top of the screen to the bottom. A sheet's own detents
    /// are its configuration's (``DropDownSheetConfiguration/detents``).
    public static let allCases: [DropDownSheetState] = [.expanded, .minimized, .dismissed]

    /// Whether the sheet shows more than its bar here: ``expanded`` or one of the app's detents
    /// (not ``minimized``, not ``dismissed``). A raised sheet's content takes touches; at most one
    /// sheet of a presentation is raised.
    public var isRaised: Bool { self != .minimized && self != .dismissed }

    /// Whether this names one of the app's detents rather than a built-in state.
    public var isCustomDetent: Bool { self != .expanded && self != .minimized && self != .dismissed }

    /// The name, as ``rawValue``.
    public var description: String { rawValue }

    /// Encoded as its name, a single string, as the enum it replaces was.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the name, a single string.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
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

    /// Where the sheet rests or is heading; nil while a finger drags it.
    public var destination: DropDownSheetState? {
        switch self {
        case .resting(let s), .settling(toward: let s): return s
        case .dragging: return nil
        }
    }
}
