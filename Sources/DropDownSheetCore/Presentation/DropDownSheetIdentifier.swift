#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The rule for sheet identifiers, everywhere in the library (the stack, its snapshot, the
/// presentation, sheet-lab): two identifiers name the same sheet only when their Unicode scalars
/// are the same, that is when their UTF-8 bytes are equal.
///
/// Swift's `String` equality is canonical equivalence: "Å" written as one scalar (U+00C5) and as
/// "A" followed by a combining ring (U+0041 U+030A) are `==`. Apps make identifiers from UUIDs,
/// database keys or file names, whose bytes are what they store and look up; two such keys that
/// differ in their bytes are two drafts, and merging them would lose one. So identifiers are never
/// normalised: they are kept, compared, hashed, encoded and decoded byte for byte.
package enum SheetIdentifier {
    /// Whether `a` and `b` name the same sheet: the same UTF-8 bytes. Allocates nothing. Two
    /// copies of one string (the same storage) are told apart in constant time, whatever their
    /// length; two different strings are compared byte by byte (with `memcmp`).
    package static func same(_ a: String, _ b: String) -> Bool {
        let x = a.utf8, y = b.utf8
        guard x.count == y.count else { return false }
        let contiguous = x.withContiguousStorageIfAvailable { p in
            y.withContiguousStorageIfAvailable { q in
                p.baseAddress == q.baseAddress || p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0
            }
        }
        if let contiguous, let answer = contiguous { return answer }
        return x.elementsEqual(y)
    }

    /// A 64-bit digest of `id`'s UTF-8 bytes (FNV-1a), the same in every process: identifiers
    /// with different digests are different, so most comparisons end there, and a digest is a
    /// hash that costs nothing to feed.
    package static func digest(_ id: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func feed(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let fast: Void? = id.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { feed(byte) }
        }
        if fast == nil { for byte in id.utf8 { feed(byte) } }
        return hash
    }

    /// Whether `a` and `b` name the same sheet, either being absent.
    package static func same(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return same(a, b)
        default: return false
        }
    }

    /// Whether two lists of identifiers are the same, element by element.
    package static func same(_ a: [String], _ b: [String]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
    }

    /// Feeds `id`'s bytes to `hasher`, in agreement with `same(_:_:)`.
    package static func hash(_ id: String, into hasher: inout Hasher) {
        hasher.combine(id.utf8.count)
        for byte in id.utf8 { hasher.combine(byte) }
    }

    /// Feeds an optional identifier to `hasher`.
    package static func hash(_ id: String?, into hasher: inout Hasher) {
        hasher.combine(id != nil)
        if let id { hash(id, into: &hasher) }
    }
}

/// An identifier as a key of a `Set` or `Dictionary`, equal and hashed by its bytes (see
/// ``SheetIdentifier``).
package struct SheetIdentifierKey: Hashable, Sendable {
    /// The identifier, unchanged.
    package let id: String

    package init(_ id: String) { self.id = id }

    package static func == (lhs: Self, rhs: Self) -> Bool { SheetIdentifier.same(lhs.id, rhs.id) }

    package func hash(into hasher: inout Hasher) { SheetIdentifier.hash(id, into: &hasher) }
}

/// The name of a sheet in a presentation (``DropDownSheetPresentation``) and in a saved stack
/// (``DropDownSheetStackSnapshot``).
///
/// Identifiers are compared by their exact Unicode scalars, that is their UTF-8 bytes, not by
/// Swift's canonical string equivalence: "Å" (U+00C5) and "A" followed by U+030A are different
/// sheets, as they are different keys in the app's own storage. Hashing agrees with equality.
///
/// Write one as a string literal (`"draft-1"`); it encodes as a plain JSON string.
public struct DropDownSheetIdentifier: Sendable, Hashable, Codable, Comparable, ExpressibleByStringLiteral,
                                       CustomStringConvertible {
    /// The identifier's text.
    public let rawValue: String
    /// A digest of the text's bytes, computed once (``SheetIdentifier/digest(_:)``): equality
    /// compares it first and hashing feeds only it, so that finding a sheet by its identifier
    /// costs the same for a 36-byte UUID and a 64 KB name, and two long names with a common
    /// prefix are told apart at once.
    let digest: UInt64

    /// An identifier with the text `rawValue`. The empty string is allowed here, but a
    /// presentation refuses to present a sheet with it (``DropDownSheetMisuse/emptyIdentifier``).
    public init(_ rawValue: String) {
        self.rawValue = rawValue
        self.digest = SheetIdentifier.digest(rawValue)
    }

    /// An identifier written as a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Decodes an identifier from a plain string.
    public init(from decoder: Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the identifier as a plain string.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Whether the identifier is the empty string.
    public var isEmpty: Bool { rawValue.utf8.isEmpty }

    /// The identifier's text.
    public var description: String { rawValue }

    /// Equal when the UTF-8 bytes are equal (the `SheetIdentifier` rule): the digests first, then
    /// the bytes (at once for two copies of one identifier). Allocates nothing.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.digest == rhs.digest && SheetIdentifier.same(lhs.rawValue, rhs.rawValue)
    }

    /// Hashes the digest of the UTF-8 bytes, consistently with `==`, in constant time.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// Orders by UTF-8 bytes (a stable, locale-free order).
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }
}

/// What a sheet is to the presentation it is in.
public enum DropDownSheetRole: String, Sendable, Hashable, Codable, CaseIterable {
    /// A draft, the default: it stacks with the other drafts (one bar with a count when several
    /// are minimized), appears in the chooser, counts against the maximum and is saved in a
    /// ``DropDownSheetStackSnapshot``.
    case draft
    /// A persistent bar such as a music mini player: never stacked, never counted, never in the
    /// chooser or a snapshot. At most one is presented at a time; its bar rests under the drafts'.
    case accessory
}
