import DropDownSheet

/// Writes the lab's JSON Lines. Numbers are rounded to a fixed number of decimals and printed
/// without trailing zeros, so the output is the same, byte for byte, on every platform.
struct OutputLine {
    private var text = "{"
    private var first = true

    mutating func key(_ k: String) {
        if !first { text += "," }
        first = false
        text += "\"" + k + "\":"
    }

    mutating func number(_ k: String, _ value: Double, decimals: Int = 4) {
        key(k)
        text += formatNumber(value, decimals: decimals)
    }

    mutating func string(_ k: String, _ value: String) {
        key(k)
        text += "\"" + value + "\""
    }

    mutating func raw(_ k: String, _ json: String) {
        key(k)
        text += json
    }

    var line: String { text + "}" }
}

/// `value` rounded to `decimals` places, with no exponent and no trailing zeros: 1.5, 150,
/// -0.0003. Non-finite values (which the engine never produces) print as 0.
func formatNumber(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "0" }
    let decimals = min(max(decimals, 0), 9)
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return String(Int64(value.rounded())) }
    let units = UInt64(scaled)
    let whole = units / UInt64(scale)
    var fraction = ""
    if decimals > 0 {
        let digits = String(units % UInt64(scale))
        fraction = String(repeating: "0", count: max(decimals - digits.count, 0)) + digits
        while fraction.hasSuffix("0") { fraction.removeLast() }
    }
    let sign = value < 0 && units != 0 ? "-" : ""
    return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
}

extension DropDownSheetPhase {
    /// The lab's word for the phase: a rest state's name, or dragging or settling.
    var labName: String {
        switch self {
        case .resting(let s): return s.rawValue
        case .dragging: return "dragging"
        case .settling: return "settling"
        }
    }
}
