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
    /// Which state, as a number: comparing two built-in states is comparing two bytes, so the
    /// engine's per-frame work (which compares states many times) costs what it did when this was
    /// an enum; only two app detents compare their names.
    private let kind: Kind
    /// An app detent's name; empty for the built-in states.
    private let name: String

    private enum Kind: UInt8, Sendable, Hashable {
        case expanded, minimized, dismissed, detent
    }

    /// The name: `"expanded"`, `"minimized"`, `"dismissed"`, or a detent's identifier.
    public var rawValue: String {
        switch kind {
        case .expanded: return "expanded"
        case .minimized: return "minimized"
        case .dismissed: return "dismissed"
        case .detent: return name
        }
    }

    /// The state named `rawValue`: a built-in one for `"expanded"`, `"minimized"` and
    /// `"dismissed"`, otherwise the state of resting at the app's detent of that identifier.
    public init(rawValue: String) {
        switch rawValue {
        case "expanded": kind = .expanded; name = ""
        case "minimized": kind = .minimized; name = ""
        case "dismissed": kind = .dismissed; name = ""
        default: kind = .detent; name = rawValue
        }
    }

    private init(_ kind: Kind) {
        self.kind = kind
        self.name = ""
    }

    /// The state named by a string literal, as ``init(rawValue:)``.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// Whether two states are the same: the same built-in state, or detents of the same name.
    public static func == (a: DropDownSheetState, b: DropDownSheetState) -> Bool {
        a.kind == b.kind && (a.kind != .detent || a.name == b.name)
    }

    /// Hashes the state (its kind, and an app detent's name).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        if kind == .detent { hasher.combine(name) }
    }

    /// The full card, from just below the status bar to the bottom of the screen: the highest
    /// detent. The screen underneath is scaled down, rounded and dimmed, and does not receive
    /// touches (unless ``DropDownSheetConfiguration/largestUndimmedDetent`` is `.expanded`).
    public static let expanded = DropDownSheetState(.expanded)
    /// Only the bar (the card's top edge, or a custom compact view) shows at the bottom of the
    /// screen: the lowest detent. The screen underneath is untouched and receives every touch
    /// outside the bar.
    public static let minimized = DropDownSheetState(.minimized)
    /// Off the screen. The sheet is no longer presented.
    public static let dismissed = DropDownSheetState(.dismissed)

    /// The three built-in states, from the top of the screen to the bottom. A sheet's own detents
    /// are its configuration's (``DropDownSheetConfiguration/detents``).
    public static let allCases: [DropDownSheetState] = [.expanded, .minimized, .dismissed]

    /// Whether the sheet shows more than its bar here: ``expanded`` or one of the app's detents
    /// (not ``minimized``, not ``dismissed``). A raised sheet's content takes touches; at most one
    /// sheet of a presentation is raised.
    public var isRaised: Bool { kind == .expanded || kind == .detent }

    /// Whether this names one of the app's detents rather than a built-in state.
    public var isCustomDetent: Bool { kind == .detent }

    /// The name, as ``rawValue``.
    public var description: String { rawValue }

    /// Encoded as its name, a single string, as the enum it replaces was.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
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
