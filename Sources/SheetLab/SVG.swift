/// A small SVG writer: one element a line, attributes in the order given, numbers printed as the
/// lab prints them (fixed decimals, no exponent, the same bytes on every platform), text escaped.
struct SVGWriter {
    private(set) var text = ""
    private var open: [String] = []

    /// Starts the document: an SVG of `width` x `height` pixels.
    init(width: Double, height: Double) {
        text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        begin("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("width", svgNumber(width)), ("height", svgNumber(height)),
            ("viewBox", "0 0 \(svgNumber(width)) \(svgNumber(height))"),
            ("font-family", "Helvetica, Arial, sans-serif"),
        ])
    }

    /// Opens an element; `end()` closes it.
    mutating func begin(_ name: String, _ attributes: [(String, String)] = []) {
        text += indentation + "<" + name + Self.attributes(attributes) + ">\n"
        open.append(name)
    }

    /// Closes the last element opened.
    mutating func end() {
        guard let name = open.popLast() else { return }
        text += indentation + "</" + name + ">\n"
    }

    /// An element with no children, or with only `content` as text.
    mutating func element(_ name: String, _ attributes: [(String, String)], content: String? = nil) {
        if let content {
            text += indentation + "<" + name + Self.attributes(attributes) + ">" + svgEscape(content) + "</" + name + ">\n"
        } else {
            text += indentation + "<" + name + Self.attributes(attributes) + "/>\n"
        }
    }

    /// A comment (for people reading the file); `--` is not allowed inside one and is replaced.
    mutating func comment(_ words: String) {
        text += indentation + "<!-- " + words.replacingAll("--", with: "- -") + " -->\n"
    }

    /// The finished document: every element closed.
    mutating func finish() -> String {
        while !open.isEmpty { end() }
        return text
    }

    private var indentation: String { String(repeating: "  ", count: open.count) }

    private static func attributes(_ list: [(String, String)]) -> String {
        list.map { " " + $0.0 + "=\"" + svgEscape($0.1) + "\"" }.joined()
    }
}

/// A coordinate or size for SVG: three decimals, no trailing zeros.
func svgNumber(_ value: Double) -> String { formatNumber(value, decimals: 3) }

/// `text` with the characters XML reserves escaped.
func svgEscape(_ text: String) -> String {
    var out = ""
    for c in text.unicodeScalars {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        default:
            // XML 1.0 allows no control characters but tab, newline and return.
            if c.value < 0x20, c != "\t", c != "\n", c != "\r" { out += "?" } else { out.unicodeScalars.append(c) }
        }
    }
    return out
}

extension String {
    /// The string with every `target` replaced by `replacement` (this module does without
    /// Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.unicodeScalars)
        guard !pattern.isEmpty else { return self }
        let scalars = Array(unicodeScalars)
        var result = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if i + pattern.count <= scalars.count, Array(scalars[i..<(i + pattern.count)]) == pattern {
                result.append(contentsOf: replacement.unicodeScalars)
                i += pattern.count
            } else {
                result.append(scalars[i])
                i += 1
            }
        }
        return String(result)
    }
}
