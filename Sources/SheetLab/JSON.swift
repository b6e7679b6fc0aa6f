import DropDownSheetCore

/// A JSON value, as read by ``JSONReader``: strict RFC 8259, object keys kept in order.
enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(key: String, value: JSON)])

    static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: return false
        }
    }

    /// A word for the value's type, for error messages.
    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// Reads one JSON text, in time linear in its length, within ``ScriptLimits``. Errors are plain
/// sentences naming what was expected and the column, quoting at most a few dozen characters of
/// the input.
struct JSONReader {
    private let bytes: [UInt8]
    private var i = 0
    private var depth = 0
    /// The top-level object's members' values, as byte ranges of the text.
    private var topLevelRanges: [(key: String, range: Range<Int>)] = []

    /// Parses `text` as exactly one JSON value (white space around it allowed).
    static func parse(_ text: String) throws(LabError) -> JSON {
        try parse(text, rawMember: nil).value
    }

    /// Parses `text` as exactly one JSON value, and returns with it the text, exactly as written,
    /// of the value of the top-level object's member `rawMember`, if there is one.
    static func parse(_ text: String, rawMember: String?) throws(LabError) -> (value: JSON, raw: String?) {
        var reader = JSONReader(bytes: Array(text.utf8))
        reader.skipSpace()
        let value = try reader.value()
        reader.skipSpace()
        guard reader.i == reader.bytes.count else { throw reader.error("unexpected text after the JSON value") }
        let raw = rawMember.flatMap { key in reader.topLevelRanges.first { $0.key == key } }
            .map { String(decoding: reader.bytes[$0.range], as: UTF8.self) }
        return (value, raw)
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> LabError {
        LabError("invalid JSON at column \(i + 1): \(message)")
    }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    private mutating func value() throws(LabError) -> JSON {
        guard i < bytes.count else { throw error("unexpected end of line") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character \(quoted(unexpectedCharacter))")
        }
    }

    /// The character at `i`, for an error message (a byte that starts no character is shown as
    /// the replacement character).
    private var unexpectedCharacter: String {
        String(decoding: bytes[i..<min(i + 4, bytes.count)], as: UTF8.self).prefix(1).description
    }

    private mutating func nest() throws(LabError) {
        depth += 1
        guard depth <= ScriptLimits.nesting else { throw error("nested too deeply (at most \(ScriptLimits.nesting) levels)") }
    }

    private mutating func object() throws(LabError) -> JSON {
        try nest()
        defer { depth -= 1 }
        let recordsRanges = depth == 1
        i += 1
        var members: [(key: String, value: JSON)] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            guard members.count < ScriptLimits.keysPerObject else {
                throw error("an object has more than \(ScriptLimits.keysPerObject) keys")
            }
            let key = try string()
            // Keys, like sheet ids, are told apart by their bytes.
            // (At most 64 keys: a look through them costs less than hashing each.)
            guard !members.contains(where: { SheetIdentifier.same($0.key, key) }) else { throw error("key \(quoted(key)) appears twice") }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after key \(quoted(key))") }
            i += 1
            skipSpace()
            let start = i
            members.append((key, try value()))
            if recordsRanges { topLevelRanges.append((key, start..<i)) }
            skipSpace()
            guard i < bytes.count else { throw error("unexpected end of line in an object") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func array() throws(LabError) -> JSON {
        try nest()
        defer { depth -= 1 }
        i += 1
        var elements: [JSON] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(elements) }
        while true {
            skipSpace()
            guard elements.count < ScriptLimits.elementsPerArray else {
                throw error("an array has more than \(ScriptLimits.elementsPerArray) elements")
            }
            elements.append(try value())
            skipSpace()
            guard i < bytes.count else { throw error("unexpected end of line in an array") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(elements) }
            throw error("expected ',' or ']'")
        }
    }

    private mutating func literal(_ word: StaticString) throws(LabError) {
        let count = word.utf8CodeUnitCount
        let matches = i + count <= bytes.count && word.withUTF8Buffer { w in (0..<count).allSatisfy { bytes[i + $0] == w[$0] } }
        guard matches else { throw error("expected \(word)") }
        i += count
    }

    private mutating func number() throws(LabError) -> Double {
        let start = i
        func digits() -> Int {
            let s = i
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
            return i - s
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count else { throw error("incomplete number") }
        if bytes[i] == UInt8(ascii: "0") { i += 1 } else if digits() == 0 { throw error("incomplete number") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw error("expected digits after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard i - start <= ScriptLimits.numberLength else {
            throw error("the number \(quoted(text)) is longer than \(ScriptLimits.numberLength) characters")
        }
        guard let value = Double(text) else { throw error("bad number \(quoted(text))") }
        guard value.isFinite else { throw error("number \(quoted(text)) is out of range") }
        return value
    }

    /// A string, decoded into UTF-8 bytes as it is read (so reading is linear in its length) and
    /// made a `String` once.
    private mutating func string() throws(LabError) -> String {
        let start = i
        i += 1
        var utf8: [UInt8] = []
        func tooLong() -> LabError {
            error("a string is longer than \(ScriptLimits.stringLength) bytes")
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if b < 0x20 { throw error("control character in a string") }
            guard utf8.count < ScriptLimits.stringLength else {
                i = start
                throw tooLong()
            }
            if b != UInt8(ascii: "\\") { utf8.append(b); i += 1; continue }
            i += 1
            guard i < bytes.count else { break }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(e)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code), i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                    i += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("bad surrogate pair") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("bad \\u escape") }
                UTF8.encode(scalar) { utf8.append($0) }
            default:
                throw error("bad escape in a string")
            }
        }
        throw error("unterminated string")
    }

    private mutating func hex4() throws(LabError) -> UInt32 {
        guard i + 4 <= bytes.count else { throw error("bad \\u escape") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("bad \\u escape")
            }
            code = code * 16 + digit
            i += 1
        }
        return code
    }
}

/// An error in the lab's input: a sentence for the user.
public struct LabError: Error, Equatable, CustomStringConvertible {
    /// The sentence.
    public var description: String
    init(_ description: String) { self.description = description }
}
