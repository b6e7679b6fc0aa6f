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
    /// Whether `a` and `b` name the same sheet: the same UTF-8 bytes. Allocates nothing.
    package static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8)
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
