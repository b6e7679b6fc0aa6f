/// The most sheet-lab reads in a script, so that a hostile or broken script is refused quickly,
/// with an error naming its line, instead of taking minutes or gigabytes. Each is far beyond what
/// a real script needs.
public enum ScriptLimits {
    /// The longest line, in bytes of UTF-8: 1 MiB.
    public static let lineLength = 1_048_576
    /// The longest string (a sheet id, a key, a verb), in bytes of UTF-8 once escapes are decoded.
    public static let stringLength = 1_024
    /// The longest number, in characters.
    public static let numberLength = 100
    /// The most keys one object may have.
    public static let keysPerObject = 64
    /// The most elements one array may have (a snapshot's identifiers).
    public static let elementsPerArray = 1_000
    /// The deepest nesting of objects and arrays.
    public static let nesting = 64
}

/// `text` in double quotes for an error message, escaped as in JSON and cut after
/// `limit` characters (with "…" and its full length), so an error never echoes a huge input.
func quoted(_ text: String, limit: Int = 40) -> String {
    var shown = ""
    var count = 0
    for character in text {
        guard count < limit else {
            let bytes = text.utf8.count
            return "\"" + jsonEscaped(shown) + "\"… (\(bytes) bytes)"
        }
        shown.append(character)
        count += 1
    }
    return "\"" + jsonEscaped(shown) + "\""
}
