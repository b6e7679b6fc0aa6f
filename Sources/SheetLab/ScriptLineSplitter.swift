/// Splits a script into lines on its UTF-8 bytes, in one pass: every line break Swift's
/// `Character.isNewline` knows ends a line (LF, CR, CR LF as one, VT, FF, NEL, LS, PS), so a
/// script splits as it always did, without walking it character by character.
enum ScriptLineSplitter {
    /// Calls `body` with each line's bytes (without its break), in order, until it returns false.
    /// A script ending with a break has an empty last line, as `split` gives.
    static func forEachLine(in text: String, _ body: (ArraySlice<UInt8>) -> Bool) {
        let bytes = Array(text.utf8)
        var start = 0
        var i = 0
        while i < bytes.count {
            let breakLength = lineBreakLength(bytes, at: i)
            if breakLength == 0 { i += 1; continue }
            guard body(bytes[start..<i]) else { return }
            i += breakLength
            start = i
        }
        _ = body(bytes[start..<bytes.count])
    }

    /// The length in bytes of the line break at `i`, or 0 when there is none.
    private static func lineBreakLength(_ bytes: [UInt8], at i: Int) -> Int {
        switch bytes[i] {
        case 0x0A, 0x0B, 0x0C: return 1
        case 0x0D: return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
        case 0xC2: return i + 1 < bytes.count && bytes[i + 1] == 0x85 ? 2 : 0                   // U+0085
        case 0xE2:                                                                                 // U+2028, U+2029
            return i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }
}
