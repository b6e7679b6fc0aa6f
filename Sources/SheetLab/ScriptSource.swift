/// A script, read as a stream of bytes as many times as the lab needs: it checks every line
/// before it runs any (a bad line is an error before any output), then reads the script again to
/// run it. Neither pass keeps more of it than one block and one line, so memory does not grow with
/// the script.
public struct ScriptSource: Sendable {
    /// Reads the script from its start: calls `block` with successive pieces of its bytes, in
    /// order, until the end or until `block` returns false. Returns why the script could not be
    /// read, or nil.
    public var read: @Sendable (_ block: (ArraySlice<UInt8>) -> Bool) -> ScriptReadError?

    /// A source from its `read` function.
    public init(read: @escaping @Sendable (_ block: (ArraySlice<UInt8>) -> Bool) -> ScriptReadError?) {
        self.read = read
    }

    /// The size of the blocks a source reads, in bytes.
    public static let blockSize = 65_536

    /// A script held as text (tests, and callers that have it whole), read in blocks.
    public static func text(_ text: String) -> ScriptSource {
        let bytes = Array(text.utf8)
        return ScriptSource { block in
            var start = 0
            while start < bytes.count {
                let end = min(start + blockSize, bytes.count)
                guard block(bytes[start..<end]) else { return nil }
                start = end
            }
            return nil
        }
    }
}

/// What reading a script line by line came to.
enum ScriptReading {
    /// Every line was read (or the reader was told to stop).
    case finished
    /// A line is not a script line: the error names it.
    case badLine(LabError)
    /// The script could not be read.
    case unreadable(ScriptReadError)
}

extension ScriptReader {
    /// Reads `source` line by line and calls `body` with each script line (blank lines and
    /// comments skipped), until the end or until `body` returns false. A line longer than
    /// ``ScriptLimits/lineLength`` bytes is refused with its length in bytes as read; the first
    /// bad line ends the reading with an error naming it.
    static func forEachLine(of source: ScriptSource, _ body: (ScriptLine) -> Bool) -> ScriptReading {
        var stream = ScriptLineStream(limit: ScriptLimits.lineLength)
        var number = 0
        var failure: LabError?
        var stopped = false
        func take(_ line: ScriptLineStream.Line) -> Bool {
            number += 1
            do throws(LabError) {
                guard line.length <= ScriptLimits.lineLength else {
                    throw LabError("the line is \(line.length) bytes long; lines are at most \(ScriptLimits.lineLength) bytes")
                }
                let trimmed = line.bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
                guard let first = trimmed.first, first != UInt8(ascii: "#") else { return true }
                let parsed = try parseLine(String(decoding: line.bytes, as: UTF8.self), number: number)
                if !body(parsed) { stopped = true }
                return !stopped
            } catch {
                failure = LabError("line \(number): \(error.description)")
                return false
            }
        }
        let readError = source.read { block in stream.feed(block, take) }
        if let failure { return .badLine(failure) }
        if let readError { return .unreadable(readError) }
        if !stopped { stream.finish(take) }
        if let failure { return .badLine(failure) }
        return .finished
    }
}
