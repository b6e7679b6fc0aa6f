import Foundation

/// A saved ``DropDownSheetStack``: which sheets there were, in which order, and which was expanded.
/// Codable (JSON through ``encoded()`` and ``decode(from:)``); decoding checks everything and fails
/// with a ``DropDownSheetStackSnapshotError``, so damaged or foreign data never reaches a stack.
///
/// Every snapshot a ``DropDownSheetStack`` gives decodes and restores that stack: identifiers are
/// kept byte for byte (never normalised; see ``DropDownSheetStack``), and a stack holding more
/// sheets than a maximum that was lowered later is accepted as it is.
public struct DropDownSheetStackSnapshot: Sendable, Hashable, Codable {
    /// The format's version. Snapshots of another version are refused.
    public static let currentVersion = 1

    /// The format version this snapshot was written in.
    public var version: Int
    /// Sheet identifiers from the bottom of the stack to the top. Unique by their bytes, not
    /// empty.
    public var identifiers: [String]
    /// The expanded sheet's identifier, one of `identifiers`, or nil.
    public var expanded: String?
    /// The stack's maximum count, at least 1. It may be below the number of identifiers: a
    /// stack's maximum may be lowered while it holds more sheets, and keeps them all.
    public var maximumCount: Int

    /// A snapshot in the current version.
    public init(identifiers: [String], expanded: String?, maximumCount: Int) {
        self.version = Self.currentVersion
        self.identifiers = identifiers
        self.expanded = expanded
        self.maximumCount = maximumCount
    }

    private enum CodingKeys: String, CodingKey {
        case version, identifiers, expanded, maximumCount
    }

    /// Decodes and checks a snapshot; any problem is a ``DropDownSheetStackSnapshotError``.
    ///
    /// The format version is read first, alone: a snapshot from another version of the library
    /// (whose other keys may be anything) is refused as ``DropDownSheetStackSnapshotError/unsupportedVersion(_:)``,
    /// never as damaged data. A key that is missing or of the wrong type is named in
    /// ``DropDownSheetStackSnapshotError/damaged(_:)``'s text, in the library's words.
    public init(from decoder: Decoder) throws {
        let container: KeyedDecodingContainer<CodingKeys>
        do {
            container = try decoder.container(keyedBy: CodingKeys.self)
        } catch {
            throw DropDownSheetStackSnapshotError.damaged("it is not a JSON object")
        }
        version = try Self.read(Int.self, .version, "a whole number", in: container)
        guard version == Self.currentVersion else { throw DropDownSheetStackSnapshotError.unsupportedVersion(version) }
        identifiers = try Self.read([String].self, .identifiers, "a list of strings", in: container)
        let hasExpanded = container.contains(.expanded) && !((try? container.decodeNil(forKey: .expanded)) ?? true)
        expanded = hasExpanded ? try Self.read(String.self, .expanded, "a string", in: container) : nil
        maximumCount = try Self.read(Int.self, .maximumCount, "a whole number", in: container)
        try validate()
    }

    /// Reads `key` as `type`, described as `expected` ("a whole number"); a key that is missing
    /// or of another type throws ``DropDownSheetStackSnapshotError/damaged(_:)`` naming the key,
    /// never the decoder's own text.
    private static func read<Value: Decodable>(_ type: Value.Type, _ key: CodingKeys, _ expected: String,
                                               in container: KeyedDecodingContainer<CodingKeys>) throws -> Value {
        let name = key.stringValue
        guard container.contains(key) else {
            throw DropDownSheetStackSnapshotError.damaged("the key \"\(name)\" is missing")
        }
        do {
            return try container.decode(type, forKey: key)
        } catch {
            throw DropDownSheetStackSnapshotError.damaged("the key \"\(name)\" is not \(expected)")
        }
    }

    /// Checks that the snapshot describes a stack that can exist.
    /// - Throws: a ``DropDownSheetStackSnapshotError`` (only). The library declares no typed
    ///   throws: Swift 6.3 cannot compile them for iOS 15 against the iOS 16.5 SDK.
    public func validate() throws {
        if let problem { throw problem }
    }

    /// Why the snapshot cannot be a stack, or nil.
    private var problem: DropDownSheetStackSnapshotError? {
        guard version == Self.currentVersion else { return .unsupportedVersion(version) }
        guard maximumCount >= 1 else { return .invalidMaximumCount(maximumCount) }
        var seen = Set<SheetIdentifierKey>()
        for id in identifiers {
            guard !id.isEmpty else { return .emptyIdentifier }
            guard seen.insert(SheetIdentifierKey(id)).inserted else { return .duplicateIdentifier(id) }
        }
        if let expanded, !seen.contains(SheetIdentifierKey(expanded)) { return .unknownExpandedIdentifier(expanded) }
        return nil
    }

    /// The snapshot as JSON, keys sorted so the same stack always gives the same bytes.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding strings, integers and an optional cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }

    /// Decodes a snapshot from JSON written by ``encoded()``.
    /// - Throws: a ``DropDownSheetStackSnapshotError`` (only): `.unsupportedVersion` for a snapshot
    ///   of another format version (read before anything else), `.damaged` for data that is not
    ///   such JSON at all (naming the key that is missing or wrong), or the specific reason a
    ///   well-formed snapshot cannot be a stack.
    public static func decode(from data: Data) throws -> DropDownSheetStackSnapshot {
        do {
            return try JSONDecoder().decode(DropDownSheetStackSnapshot.self, from: data)
        } catch let error as DropDownSheetStackSnapshotError {
            throw error
        } catch {
            // Only the JSON reader itself gets here (the keys are read above): not JSON at all.
            throw DropDownSheetStackSnapshotError.damaged("it is not JSON")
        }
    }

    /// Two snapshots are equal when their versions, maximum counts, identifiers (by their bytes,
    /// in order) and expanded identifiers are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.version == rhs.version && lhs.maximumCount == rhs.maximumCount
            && SheetIdentifier.same(lhs.identifiers, rhs.identifiers) && SheetIdentifier.same(lhs.expanded, rhs.expanded)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(version)
        hasher.combine(maximumCount)
        hasher.combine(identifiers.count)
        for id in identifiers { SheetIdentifier.hash(id, into: &hasher) }
        SheetIdentifier.hash(expanded, into: &hasher)
    }
}

/// Why a saved stack cannot be restored.
public enum DropDownSheetStackSnapshotError: Error, Sendable, Hashable {
    /// The data is not a snapshot at all (not JSON, or missing or mistyped keys). The associated
    /// text says which, in the library's words ("the key \"identifiers\" is missing"), never the
    /// decoder's.
    case damaged(String)
    /// The snapshot was written in a format version this library does not read.
    case unsupportedVersion(Int)
    /// The maximum count is below 1.
    case invalidMaximumCount(Int)
    /// An identifier is the empty string.
    case emptyIdentifier
    /// An identifier appears twice (the same bytes twice).
    case duplicateIdentifier(String)
    /// The expanded identifier is not one of the sheets.
    case unknownExpandedIdentifier(String)
}

extension DropDownSheetStackSnapshotError: CustomStringConvertible {
    /// The reason in a sentence, in English, for logs and tools (sheet-lab prints it). Apps show
    /// their own localised words.
    public var description: String {
        switch self {
        case .damaged(let problem):
            return "the data is not a snapshot: \(problem)"
        case .unsupportedVersion(let version):
            return "the snapshot is in format version \(version); this library reads version \(DropDownSheetStackSnapshot.currentVersion)"
        case .invalidMaximumCount(let count):
            return "the maximum count \(count) is below 1"
        case .emptyIdentifier:
            return "an identifier is empty"
        case .duplicateIdentifier(let id):
            return "the identifier \"\(id)\" appears twice"
        case .unknownExpandedIdentifier(let id):
            return "the expanded identifier \"\(id)\" is not one of the sheets"
        }
    }
}

