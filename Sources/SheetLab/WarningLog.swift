/// The warnings of one run, for standard error: each kind shown the first few times it happens,
/// then counted, so that a script repeating a mistake a million times prints a few lines and a
/// count instead of a million lines (and keeps none of them in memory).
struct WarningLog: Sendable {
    /// What a warning is about: each kind is capped on its own.
    enum Kind: Hashable, Sendable {
        case noLayout
        case timeGoesBack
        case stillMoving
    }

    /// How many warnings of one kind are shown before the rest are only counted.
    static let shownPerKind = 5

    private var shown: [String] = []
    private var counts: [Kind: Int] = [:]

    /// Adds a warning of `kind`; its text is made only when it is shown.
    mutating func add(_ kind: Kind, _ message: @autoclosure () -> String) {
        let count = counts[kind, default: 0] + 1
        counts[kind] = count
        if count <= Self.shownPerKind { shown.append(message()) }
    }

    /// The warnings shown, in order, then one line for each kind that was cut short.
    var lines: [String] {
        var lines = shown
        for kind in [Kind.noLayout, .timeGoesBack, .stillMoving] {
            let count = counts[kind, default: 0]
            guard count > Self.shownPerKind else { continue }
            let more = count - Self.shownPerKind
            switch kind {
            case .timeGoesBack:
                lines.append("\(more) more line\(more == 1 ? "" : "s") where t goes back (\(count) in all; the first \(Self.shownPerKind) are shown above)")
            case .noLayout, .stillMoving:
                lines.append("\(more) more warning\(more == 1 ? "" : "s") like the ones above")
            }
        }
        return lines
    }
}
