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
    /// Which state, as a number, and an app detent's name in 16 bytes of its own: the value holds
    /// no reference, so the engine's states, phases and moves copy and compare as plain numbers
    /// (with a `String` inside, every copy of a phase counted a reference and a frame cost three
    /// times what it did when this was an enum; with 32 bytes, twice: measured in the benchmarks).
    private let kind: Kind
    /// The name's length in UTF-8 bytes (at most ``maximumNameLength``).
    private let length: UInt8
    /// The name's UTF-8 bytes, 8 a word; zero past ``length``.
    private let bytes: (UInt64, UInt64)

    private enum Kind: UInt8, Sendable, Hashable {
        case expanded, minimized, dismissed, detent
        /// A name longer than ``DropDownSheetState/maximumNameLength``: kept to its first bytes,
        /// it names no detent (a configuration drops such a detent, and reports it).
        case overlongDetent
    }

    /// The longest detent identifier, in UTF-8 bytes: 16, as many as two machine words hold. A longer one names no detent: a
    /// configuration drops a detent with such an identifier (reported as
    /// ``DropDownSheetInputCorrection/invalidConfiguration``), and a move to it is refused.
    public static let maximumNameLength = 16

    /// The name: `"expanded"`, `"minimized"`, `"dismissed"`, or a detent's identifier (cut to
    /// ``maximumNameLength`` bytes when it was longer).
    public var rawValue: String {
        switch kind {
        case .expanded: return "expanded"
        case .minimized: return "minimized"
        case .dismissed: return "dismissed"
        case .detent, .overlongDetent:
            var words = bytes
            let count = Int(length)
            return withUnsafeBytes(of: &words) { String(decoding: $0.prefix(count), as: UTF8.self) }
        }
    }

    /// The state named `rawValue`: a built-in one for `"expanded"`, `"minimized"` and
    /// `"dismissed"`, otherwise the state of resting at the app's detent of that identifier.
    public init(rawValue: String) {
        switch rawValue {
        case "expanded": self.init(.expanded)
        case "minimized": self.init(.minimized)
        case "dismissed": self.init(.dismissed)
        default:
            var words: (UInt64, UInt64) = (0, 0)
            var utf8 = Array(rawValue.utf8)
            var kind = Kind.detent
            if utf8.count > Self.maximumNameLength {
                kind = .overlongDetent
                // Cut at a character's start, so that the name shown is still text.
                var end = Self.maximumNameLength
                while end > 0, utf8[end] & 0xC0 == 0x80 { end -= 1 }
                utf8 = Array(utf8[..<end])
            }
            withUnsafeMutableBytes(of: &words) { $0.copyBytes(from: utf8) }
            self.init(kind: kind, length: UInt8(utf8.count), bytes: words)
        }
    }

    private init(kind: Kind, length: UInt8, bytes: (UInt64, UInt64)) {
        self.kind = kind
        self.length = length
        self.bytes = bytes
    }

    /// A built-in state, with no name.
    private init(_ kind: Kind) {
        self.init(kind: kind, length: 0, bytes: (0, 0))
    }

    /// The state named by a string literal, as ``init(rawValue:)``.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// Whether two states are the same: the same built-in state, or detents of the same name.
    public static func == (a: DropDownSheetState, b: DropDownSheetState) -> Bool {
        a.kind == b.kind && a.length == b.length && a.bytes == b.bytes
    }

    /// Hashes the state (its kind, and an app detent's name).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(length)
        hasher.combine(bytes.0)
        hasher.combine(bytes.1)
    }

    /// The full card, from just below the status bar to the bottom of the screen: the highest
    /// detent. The screen underneath is scaled down, rounded and dimmed, and does not receive
    /// touches (unless ``DropDownSheetConfiguration/largestUndimmedDetent`` is `.expanded`).
    public static var expanded: DropDownSheetState { DropDownSheetState(.expanded) }
    /// Only the bar (the card's top edge, or a custom compact view) shows at the bottom of the
    /// screen: the lowest detent. The screen underneath is untouched and receives every touch
    /// outside the bar.
    public static var minimized: DropDownSheetState { DropDownSheetState(.minimized) }
    /// Off the screen. The sheet is no longer presented.
    public static var dismissed: DropDownSheetState { DropDownSheetState(.dismissed) }

    /// The three built-in states, from the top of the screen to the bottom. A sheet's own detents
    /// are its configuration's (``DropDownSheetConfiguration/detents``).
    public static let allCases: [DropDownSheetState] = [.expanded, .minimized, .dismissed]

    /// Whether the sheet shows more than its bar here: ``expanded`` or one of the app's detents
    /// (not ``minimized``, not ``dismissed``). A raised sheet's content takes touches; at most one
    /// sheet of a presentation is raised.
    public var isRaised: Bool { kind != .minimized && kind != .dismissed }

    /// Whether this names one of the app's detents rather than a built-in state.
    public var isCustomDetent: Bool { kind == .detent || kind == .overlongDetent }

    /// Whether this names a detent whose identifier was too long (``maximumNameLength``).
    var isOverlong: Bool { kind == .overlongDetent }

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
