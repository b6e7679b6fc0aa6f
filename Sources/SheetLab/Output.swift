import DropDownSheetCore

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
        text += "\"" + jsonEscaped(value) + "\""
    }

    mutating func raw(_ k: String, _ json: String) {
        key(k)
        text += json
    }

    var line: String { text + "}" }
}

/// Where the simulator's output lines go, each as soon as it is made (to standard output in
/// `sheet-lab`, to an array in tests): nothing is kept, so memory stays flat on any script.
struct LineSink {
    let write: (String) -> Void

    mutating func append(_ line: String) { write(line) }
}

/// Collects lines in memory, for ``Simulator/run(_:)``.
final class LineCollector {
    var lines: [String] = []
}

/// `value` rounded to `decimals` places (0 to 9), with no exponent and no trailing zeros: 1.5, 150,
/// -0.0003. Exact for every finite Double; non-finite values (which the engine never produces)
/// print as 0.
func formatNumber(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "0" }
    let decimals = min(max(decimals, 0), 9)
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else {
        // Too large for a fractional part to survive in a Double: print the integer exactly.
        let digits = integerDigits(abs(value).rounded())
        return (value < 0 ? "-" : "") + digits
    }
    let units = UInt64(scaled)
    let whole = units / UInt64(scale)
    // The fraction's digits without trailing zeros, worked out on the integer (a number is
    // printed for every value of every frame: no string is trimmed character by character).
    var fraction = units % UInt64(scale)
    var fractionDigits = fraction == 0 ? 0 : decimals
    while fraction != 0, fraction % 10 == 0 {
        fraction /= 10
        fractionDigits -= 1
    }
    var text = value < 0 && units != 0 ? "-" : ""
    text += String(whole)
    if fractionDigits > 0 {
        let digits = String(fraction)
        text += "."
        for _ in digits.count..<fractionDigits { text += "0" }
        text += digits
    }
    return text
}

/// The decimal digits of a non-negative integral Double, exactly: its significand times a power
/// of two, multiplied out in base 10^9 limbs.
private func integerDigits(_ value: Double) -> String {
    var limbs: [UInt64] = [UInt64(value.significandBitPattern | (1 << 52))]  // < 2^53, fits a limb pair below
    var exponent = Int(value.exponent) - 52
    limbs = [limbs[0] % 1_000_000_000, limbs[0] / 1_000_000_000]
    while exponent < 0 {  // value >= 9e15 > 2^52, so this only drops bits that are zero
        var carry: UInt64 = 0
        for i in stride(from: limbs.count - 1, through: 0, by: -1) {
            let current = limbs[i] + carry * 1_000_000_000
            limbs[i] = current / 2
            carry = current % 2
        }
        exponent += 1
    }
    while exponent > 0 {
        var carry: UInt64 = 0
        for i in limbs.indices {
            let doubled = limbs[i] * 2 + carry
            limbs[i] = doubled % 1_000_000_000
            carry = doubled / 1_000_000_000
        }
        if carry > 0 { limbs.append(carry) }
        exponent -= 1
    }
    while limbs.count > 1, limbs.last == 0 { limbs.removeLast() }
    var text = String(limbs.last!)
    for limb in limbs.dropLast().reversed() {
        let part = String(limb)
        text += String(repeating: "0", count: 9 - part.count) + part
    }
    return text
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
