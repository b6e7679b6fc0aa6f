/// Splits a script into lines on its UTF-8 bytes as they are read, block by block: every line
/// break Swift's `Character.isNewline` knows ends a line (LF, CR, CR LF as one, VT, FF, NEL, LS,
/// PS), also when a break is cut in two by the end of a block. It keeps one line at most, and of a
/// line longer than its limit only the length: a script of any size is split in constant memory,
/// and a line's length is the number of bytes read (not of the text after invalid UTF-8 was
/// replaced).
struct ScriptLineStream {
    /// A line: its bytes (without its break), and its length in bytes. When `length` exceeds the
    /// stream's limit, `bytes` is empty: the line was counted, not kept.
    struct Line {
        var bytes: ArraySlice<UInt8>
        var length: Int
    }

    /// The longest line kept, in bytes.
    let limit: Int
    private var line: [UInt8] = []
    private var length = 0
    /// The bytes at the end of the last block that may start a line break (a CR, or the first
    /// bytes of NEL, LS or PS): decided when the next block comes.
    private var pending: [UInt8] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Splits the next block of the script, calling `body` with each line it ends, in order.
    /// Returns false when `body` did (then the stream should not be fed again).
    mutating func feed<C: Collection>(_ block: C, _ body: (Line) -> Bool) -> Bool where C.Element == UInt8 {
        guard !block.isEmpty else { return true }
        if pending.isEmpty, let done = block.withContiguousStorageIfAvailable({ split($0, isLast: false, body) }) {
            return done
        }
        let joined = pending + Array(block)
        pending.removeAll()
        return joined.withUnsafeBufferPointer { split($0, isLast: false, body) }
    }

    /// Ends the script: the last line (empty when the script ends with a break, as `split` gives).
    mutating func finish(_ body: (Line) -> Bool) {
        let rest = pending
        pending.removeAll()
        let going = rest.withUnsafeBufferPointer { split($0, isLast: true, body) }
        if going { _ = emit(body) }
    }

    private mutating func split(_ bytes: UnsafeBufferPointer<UInt8>, isLast: Bool, _ body: (Line) -> Bool) -> Bool {
        var start = 0
        var i = 0
        while i < bytes.count {
            guard let breakLength = Self.lineBreakLength(bytes, at: i, isLast: isLast) else {
                // A break may start here and end in the next block: keep it for then.
                append(bytes[start..<i])
                pending = Array(bytes[i...])
                return true
            }
            if breakLength == 0 { i += 1; continue }
            append(bytes[start..<i])
            guard emit(body) else { return false }
            i += breakLength
            start = i
        }
        append(bytes[start..<bytes.count])
        return true
    }

    private mutating func append(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        guard !bytes.isEmpty else { return }
        if length + bytes.count <= limit { line.append(contentsOf: bytes) }
        length += bytes.count
    }

    private mutating func emit(_ body: (Line) -> Bool) -> Bool {
        let going = body(Line(bytes: length <= limit ? line[...] : [], length: length))
        line.removeAll(keepingCapacity: true)
        length = 0
        return going
    }

    /// The length in bytes of the line break at `i`, 0 when there is none, or nil when the block
    /// ends before that can be told (never for the last block).
    private static func lineBreakLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, isLast: Bool) -> Int? {
        func byte(_ j: Int) -> UInt8? { j < bytes.count ? bytes[j] : nil }
        switch bytes[i] {
        case 0x0A, 0x0B, 0x0C:
            return 1
        case 0x0D:                                                                                   // CR, CR LF
            guard let next = byte(i + 1) else { return isLast ? 1 : nil }
            return next == 0x0A ? 2 : 1
        case 0xC2:                                                                                   // U+0085
            guard let next = byte(i + 1) else { return isLast ? 0 : nil }
            return next == 0x85 ? 2 : 0
        case 0xE2:                                                                                   // U+2028, U+2029
            guard let second = byte(i + 1) else { return isLast ? 0 : nil }
            guard second == 0x80 else { return 0 }
            guard let third = byte(i + 2) else { return isLast ? 0 : nil }
            return third == 0xA8 || third == 0xA9 ? 3 : 0
        default:
            return 0
        }
    }
}

/// Splitting a whole text at once.
enum ScriptLineSplitter {
    /// Calls `body` with each line's bytes (without its break), in order, until it returns false.
    /// A script ending with a break has an empty last line, as `split` gives.
    static func forEachLine(in text: String, _ body: (ArraySlice<UInt8>) -> Bool) {
        var stream = ScriptLineStream(limit: .max)
        guard stream.feed(Array(text.utf8), { body($0.bytes) }) else { return }
        stream.finish { body($0.bytes) }
    }
}
