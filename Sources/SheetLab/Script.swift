import DropDownSheetCore
import Foundation

/// One line of a sheet-lab script: a time and what happens then.
public struct ScriptLine: Equatable, Sendable {
    /// Line number in the script, from 1.
    public var number: Int
    /// Seconds.
    public var t: Double
    /// What happens.
    public var action: ScriptAction
    /// The sheet a `do` or `config` line names with `"id"`, or nil (the one sheet of a script
    /// that names none).
    public var sheetID: String? = nil
}

/// What a script line does.
public enum ScriptAction: Equatable, Sendable {
    /// Changes the named keys of the container; the others keep their values.
    case layout(ContainerChange, animated: Bool, glide: DropDownSheetLayoutTiming? = nil)
    /// Changes the named keys of the configuration; the others keep their values.
    case config(ConfigChange)
    /// Presents the sheet to `to`, in `role` (`"role"`, default a draft).
    case present(to: DropDownSheetState, animated: Bool, role: DropDownSheetRole = .draft)
    /// Moves the presented sheet.
    case move(to: DropDownSheetState, animated: Bool)
    /// Closes the sheet as the user would (through its veto), as from the stack's chooser.
    case close
    case touchDown(x: Double, y: Double)
    case touchMove(y: Double)
    case touchUp(y: Double?, vy: Double?)
    case touchCancel
    case tap(x: Double, y: Double)
    /// Prints the stack's snapshot, exactly as ``DropDownSheetStackSnapshot/encoded()`` writes it.
    case save
    /// Brings back a saved stack, as `restoreDropDownSheets(from:sheet:)` does at launch.
    case restore(DropDownSheetStackSnapshot, animated: Bool)
    /// Prints the layout of the bar drawn from a bar item (``BarLine``).
    case bar(BarLine)
}

/// What the lab must know of a whole script before it runs its first line: read in the pass that
/// checks every line, so that running it needs no line kept.
public struct ScriptSummary: Equatable, Sendable {
    /// Whether some line is a `layout` line (otherwise the script runs on a default screen).
    public var hasLayoutLine = false
    /// Whether some line names a sheet (`"id"`) or restores several: the output then carries ids.
    public var namesSheets = false

    /// The summary of no line.
    public init() {}

    /// Takes one more line into account.
    public mutating func add(_ line: ScriptLine) {
        switch line.action {
        case .layout: hasLayoutLine = true
        case .restore: namesSheets = true
        default: break
        }
        if line.sheetID != nil { namesSheets = true }
    }

    /// The summary of `lines`.
    public init<S: Sequence>(_ lines: S) where S.Element == ScriptLine {
        for line in lines { add(line) }
    }
}

/// Keys of a `layout` line; nil keeps the current value.
public struct ContainerChange: Equatable, Sendable {
    var width, height, safeTop, safeBottom, bottomBar, keyboard: Double?
    var reduceMotion: Bool?
    var contentSizeScale: Double?
    /// A Dynamic Type size by name ("accessibilityLarge"), which sets `contentSizeScale`.
    var textSize: DropDownSheetTextSize?
    /// Whose keyboard it is (`"keyboardOwner"`).
    var keyboardOwner: DropDownSheetKeyboardOwner? = nil
    /// How the system draws its bars (`"systemDesign"`: "material" or "glass", iOS 26's).
    var systemDesign: DropDownSheetSystemDesign? = nil
    /// iOS 26's minimized tab bar (`"minimizedTabBar"`): `.some(nil)` (JSON null) is the tab bar
    /// back at full size.
    var minimizedTabBar: DropDownSheetMinimizedTabBar?? = nil

    func applied(to c: DropDownSheetContainer) -> DropDownSheetContainer {
        var c = c
        if let width { c.width = width }
        if let height { c.height = height }
        if let safeTop { c.safeAreaTop = safeTop }
        if let safeBottom { c.safeAreaBottom = safeBottom }
        if let bottomBar { c.bottomBarHeight = bottomBar }
        if let keyboard { c.keyboardHeight = keyboard }
        if let reduceMotion { c.prefersReducedMotion = reduceMotion }
        if let contentSizeScale { c.contentSizeScale = contentSizeScale }
        if let textSize { c.contentSizeScale = textSize.contentSizeScale }
        if let keyboardOwner { c.keyboardOwner = keyboardOwner }
        if let systemDesign { c.systemDesign = systemDesign }
        if let minimizedTabBar {
            c.minimizedTabBar = minimizedTabBar
            // The bars stay above its top unless the line says otherwise.
            if bottomBar == nil, let tabBar = minimizedTabBar { c.bottomBarHeight = tabBar.bottom + tabBar.height }
        }
        return c
    }
}

/// Keys of a `config` line; nil keeps the current value.
public struct ConfigChange: Equatable, Sendable {
    var dismissible, vetoDismissal, avoidsBottomBar, hapticFeedback, adjustsMinimizedHeight: Bool?
    var barStyle: DropDownSheetBarStyle?
    var barBackground: DropDownSheetBarBackground?
    var dimmingTap: DropDownSheetDimmingTapAction?
    var expandedTopInset, minimizedHeight, maximumWidth, cornerRadius: Double?
    var presentingScale, presentingCornerRadius, dimAlpha: Double?
    var response, dampingRatio: Double?
    var maximumSheetCount: Int?
    /// `"detents"`: the sheet's detents between the bar and the full card, replacing the earlier
    /// ones (a later line with a `"content"` detent's new height is how the content reports it).
    var detents: [DropDownSheetDetent]?
    /// `"largestUndimmedDetent"`: a detent's id.
    var largestUndimmedDetent: DropDownSheetState?

    func applied(to c: DropDownSheetConfiguration) -> DropDownSheetConfiguration {
        var c = c
        if let dismissible { c.isDismissible = dismissible }
        if let avoidsBottomBar { c.avoidsBottomBar = avoidsBottomBar }
        if let hapticFeedback { c.isHapticFeedbackEnabled = hapticFeedback }
        if let adjustsMinimizedHeight { c.adjustsMinimizedHeightForContentSizeCategory = adjustsMinimizedHeight }
        if let barStyle { c.barStyle = barStyle }
        if let barBackground { c.barBackground = barBackground }
        if let dimmingTap { c.dimmingTapAction = dimmingTap }
        if let expandedTopInset { c.expandedTopInset = expandedTopInset }
        if let minimizedHeight { c.minimizedHeight = minimizedHeight }
        if let maximumWidth { c.maximumWidth = maximumWidth }
        if let cornerRadius { c.cornerRadius = cornerRadius }
        if let presentingScale { c.presentingScale = presentingScale }
        if let presentingCornerRadius { c.presentingCornerRadius = presentingCornerRadius }
        if let dimAlpha { c.dimAlpha = dimAlpha }
        if let response { c.spring.response = response }
        if let dampingRatio { c.spring.dampingRatio = dampingRatio }
        if let maximumSheetCount { c.maximumSheetCount = maximumSheetCount }
        if let detents { c.detents = detents }
        if let largestUndimmedDetent { c.largestUndimmedDetent = largestUndimmedDetent }
        return c
    }
}

/// Reads sheet-lab scripts: JSON Lines, one object a line; blank lines and lines starting with
/// `#` are skipped.
public enum ScriptReader {
    /// The latest time a script may name, in seconds (about eleven days).
    public static let maximumTime = 1_000_000.0

    /// Parses a whole script, or throws an error naming the first bad line and its problem. Time
    /// is linear in the script's length; a line longer than ``ScriptLimits/lineLength`` bytes is
    /// refused before it is parsed. (The command line reads a script as a stream instead:
    /// ``forEachLine(of:_:)``.)
    public static func parse(_ text: String) throws(LabError) -> [ScriptLine] {
        var lines: [ScriptLine] = []
        switch forEachLine(of: .text(text), { lines.append($0); return true }) {
        case .finished: return lines
        case .badLine(let error): throw error
        case .unreadable(let error): throw LabError("cannot read the script: \(error.reason)")
        }
    }

    /// A layout line's `"minimizedTabBar"`: an object with `x`, `width`, `bottom` and `height`
    /// (points; `bottom` up from the screen's bottom edge), an optional `besideSystemAccessory`
    /// and an optional `expandedHeight` (the full tab bar's top, up from the bottom edge); null for a tab bar back at full size; nil when absent.
    static func minimizedTabBar(_ l: inout Fields) throws(LabError) -> DropDownSheetMinimizedTabBar?? {
        guard let value = l.raw("minimizedTabBar") else { return nil }
        if case .null = value { return .some(nil) }
        guard case .object(let members) = value else {
            throw LabError("\"minimizedTabBar\" must be an object or null, not \(value.typeName)")
        }
        var t = Fields(members, context: "\"minimizedTabBar\"")
        func required(_ key: String, _ t: inout Fields) throws(LabError) -> Double {
            guard let n = try t.number(key) else { throw LabError("\"minimizedTabBar\" needs \"\(key)\"") }
            return n
        }
        let tabBar = DropDownSheetMinimizedTabBar(
            x: try required("x", &t), width: try required("width", &t), bottom: try required("bottom", &t),
            height: try required("height", &t), isBesideSystemAccessory: try t.bool("besideSystemAccessory") ?? false,
            expandedHeight: try t.number("expandedHeight") ?? 0)
        try t.finish()
        return .some(tabBar)
    }

    /// A layout line's `"glide"`: the timing of the platform's animation of the bar the change
    /// follows (``DropDownSheetLayoutTiming``): `duration` (seconds, required), `begin` (the
    /// lab's time it began, default the line's `t`), and a curve, `"bezier":{"x1","y1","x2","y2"}`
    /// or `"spring":{"mass","stiffness","damping","velocity"}` (default: ease-in-ease-out), and
    /// `additive` (default true: added on top of an earlier glide still running).
    static func glide(_ o: inout Fields, at t: Double) throws(LabError) -> DropDownSheetLayoutTiming? {
        guard o.has("glide") else { return nil }
        var g = try o.object("glide")
        guard let duration = try g.number("duration") else { throw LabError("\"glide\" needs \"duration\" (seconds)") }
        let begin = try g.number("begin") ?? t
        var curve = DropDownSheetLayoutTiming.Curve.easeInEaseOut
        if g.has("bezier") && g.has("spring") { throw LabError("\"glide\" takes one of \"bezier\" and \"spring\"") }
        func required(_ key: String, _ f: inout Fields, _ name: String) throws(LabError) -> Double {
            guard let n = try f.number(key) else { throw LabError("\"\(name)\" needs \"\(key)\"") }
            return n
        }
        if g.has("bezier") {
            var b = try g.object("bezier")
            curve = .cubicBezier(x1: try required("x1", &b, "bezier"), y1: try required("y1", &b, "bezier"),
                                 x2: try required("x2", &b, "bezier"), y2: try required("y2", &b, "bezier"))
            try b.finish()
        } else if g.has("spring") {
            var s = try g.object("spring")
            curve = .spring(mass: try s.number("mass") ?? 1, stiffness: try required("stiffness", &s, "spring"),
                            damping: try required("damping", &s, "spring"), initialVelocity: try s.number("velocity") ?? 0)
            try s.finish()
        }
        let additive = try g.bool("additive") ?? true
        try g.finish()
        return DropDownSheetLayoutTiming(beginTime: begin, duration: duration, curve: curve, isAdditive: additive)
    }

    /// A config line's `"detents"`: a list of objects, each with an `"id"` (a string, not a
    /// built-in state's name, not repeated) and exactly one of `"fraction"` (0 to 1),
    /// `"height"` and `"content"` (points, 0 and up); nil when absent.
    static func detents(_ c: inout Fields) throws(LabError) -> [DropDownSheetDetent]? {
        guard let value = c.raw("detents") else { return nil }
        guard case .array(let items) = value else { throw LabError("\"detents\" must be a list, not \(value.typeName)") }
        guard items.count <= DropDownSheetDetent.maximumCount else {
            throw LabError("\"detents\" takes at most \(DropDownSheetDetent.maximumCount) detents")
        }
        var detents: [DropDownSheetDetent] = []
        for item in items {
            guard case .object(let members) = item else { throw LabError("each detent must be an object, not \(item.typeName)") }
            var d = Fields(members, context: "a detent")
            guard let id = try d.string("id"), !id.isEmpty else { throw LabError("each detent needs an \"id\" (a string)") }
            let identifier = DropDownSheetState(rawValue: id)
            guard identifier.isCustomDetent else { throw LabError("\(quoted(id)) is built in: a detent needs an id of its own") }
            guard !detents.contains(where: { $0.identifier == identifier }) else { throw LabError("the detent id \(quoted(id)) is repeated") }
            let fraction = try d.number("fraction"), height = try d.number("height"), content = try d.number("content")
            let detent: DropDownSheetDetent
            switch (fraction, height, content) {
            case (let f?, nil, nil):
                guard (0...1).contains(f) else { throw LabError("\"fraction\" must be between 0 and 1") }
                detent = .fraction(f, identifier: identifier)
            case (nil, let h?, nil):
                guard h >= 0 else { throw LabError("\"height\" must be 0 or more points") }
                detent = .height(h, identifier: identifier)
            case (nil, nil, let h?):
                guard h >= 0 else { throw LabError("\"content\" must be 0 or more points") }
                detent = .content(identifier: identifier, height: h)
            default:
                throw LabError("the detent \(quoted(id)) needs exactly one of \"fraction\", \"height\" and \"content\"")
            }
            try d.finish()
            detents.append(detent)
        }
        return detents
    }

    static func parseLine(_ text: String, number: Int) throws(LabError) -> ScriptLine {
        let (json, rawSnapshot) = try JSONReader.parse(text, rawMember: "restore")
        guard case .object(let members) = json else { throw LabError("expected a JSON object") }
        var o = Fields(members, context: "the line")
        guard let t = try o.number("t") else { throw LabError("missing \"t\" (the time in seconds)") }
        guard (0...maximumTime).contains(t) else { throw LabError("\"t\" must be between 0 and \(Int(maximumTime)) seconds") }
        let kinds = ["layout", "config", "do", "touch", "tap", "restore", "bar"].filter { o.has($0) }
        if kinds.isEmpty, let unknown = members.first(where: { !["t", "animated", "to", "x", "y", "vy", "id", "role"].contains($0.key) }) {
            throw LabError("unknown key \(quoted(unknown.key)) in the line")
        }
        guard kinds.count == 1 else {
            throw LabError(kinds.isEmpty ? "expected one of \"layout\", \"config\", \"do\", \"touch\", \"tap\", \"restore\", \"bar\""
                                         : "only one of \(kinds.map { "\"\($0)\"" }.joined(separator: ", ")) may be on a line")
        }
        let action: ScriptAction
        switch kinds[0] {
        case "layout":
            var l = try o.object("layout")
            action = .layout(ContainerChange(
                width: try l.number("width"), height: try l.number("height"), safeTop: try l.number("safeTop"),
                safeBottom: try l.number("safeBottom"), bottomBar: try l.number("bottomBar"), keyboard: try l.number("keyboard"),
                reduceMotion: try l.bool("reduceMotion"), contentSizeScale: try l.number("contentSizeScale"),
                textSize: try l.choice("textSize", DropDownSheetTextSize.self),
                keyboardOwner: try l.choice("keyboardOwner", DropDownSheetKeyboardOwner.self),
                systemDesign: try l.choice("systemDesign", DropDownSheetSystemDesign.self),
                minimizedTabBar: try Self.minimizedTabBar(&l)),
                animated: try o.bool("animated") ?? true, glide: try Self.glide(&o, at: t))
            try l.finish()
        case "config":
            var c = try o.object("config")
            var change = ConfigChange()
            change.dismissible = try c.bool("dismissible")
            change.vetoDismissal = try c.bool("vetoDismissal")
            change.avoidsBottomBar = try c.bool("avoidsBottomBar")
            change.hapticFeedback = try c.bool("hapticFeedback")
            change.adjustsMinimizedHeight = try c.bool("adjustsMinimizedHeight")
            change.barStyle = try c.choice("barStyle", DropDownSheetBarStyle.self)
            change.barBackground = try c.choice("barBackground", DropDownSheetBarBackground.self)
            change.dimmingTap = try c.choice("dimmingTap", DropDownSheetDimmingTapAction.self)
            change.expandedTopInset = try c.number("expandedTopInset")
            change.minimizedHeight = try c.number("minimizedHeight")
            change.maximumWidth = try c.number("maximumWidth")
            change.cornerRadius = try c.number("cornerRadius")
            change.presentingScale = try c.number("presentingScale")
            change.presentingCornerRadius = try c.number("presentingCornerRadius")
            change.dimAlpha = try c.number("dimAlpha")
            if let count = try c.number("maximumSheetCount") {
                guard count >= 1, count <= 1_000, count == count.rounded() else {
                    throw LabError("\"maximumSheetCount\" must be a whole number from 1 to 1000")
                }
                change.maximumSheetCount = Int(count)
            }
            change.detents = try Self.detents(&c)
            if let undimmed = try c.string("largestUndimmedDetent") {
                guard !undimmed.isEmpty, undimmed != "dismissed" else {
                    throw LabError("\"largestUndimmedDetent\" must name a detent: \"minimized\", \"expanded\" or a detent's \"id\"")
                }
                change.largestUndimmedDetent = DropDownSheetState(rawValue: undimmed)
            }
            if c.has("spring") {
                var s = try c.object("spring")
                change.response = try s.number("response")
                change.dampingRatio = try s.number("dampingRatio")
                try s.finish()
            }
            try c.finish()
            action = .config(change)
        case "do":
            let verb = try o.string("do") ?? ""
            let animated = try o.bool("animated") ?? true
            switch verb {
            case "present":
                let to = DropDownSheetState(rawValue: try o.string("to") ?? "expanded")
                guard to != .dismissed, !to.rawValue.isEmpty else {
                    throw LabError("\"to\" must be \"expanded\", \"minimized\" or a detent's \"id\"")
                }
                let role = try o.choice("role", DropDownSheetRole.self) ?? .draft
                action = .present(to: to, animated: animated, role: role)
            case "minimize": action = .move(to: .minimized, animated: animated)
            case "expand": action = .move(to: .expanded, animated: animated)
            case "dismiss": action = .move(to: .dismissed, animated: animated)
            case "detent":
                guard let detent = try o.string("detent"), !detent.isEmpty else {
                    throw LabError("\"do\":\"detent\" needs \"detent\": \"expanded\", \"minimized\" or a detent's \"id\"")
                }
                guard detent != "dismissed" else { throw LabError("\"detent\" must name a detent; use \"do\":\"dismiss\" to dismiss") }
                action = .move(to: DropDownSheetState(rawValue: detent), animated: animated)
            case "close": action = .close
            case "save": action = .save
            default:
                throw LabError("\"do\" must be \"present\", \"minimize\", \"expand\", \"detent\", \"dismiss\", \"close\" or \"save\", not \(quoted(verb))")
            }
        case "touch":
            let phase = try o.string("touch") ?? ""
            switch phase {
            case "down":
                guard let x = try o.number("x"), let y = try o.number("y") else { throw LabError("a \"down\" touch needs \"x\" and \"y\"") }
                action = .touchDown(x: x, y: y)
            case "move":
                _ = try o.number("x")
                guard let y = try o.number("y") else { throw LabError("a \"move\" touch needs \"y\"") }
                action = .touchMove(y: y)
            case "up":
                _ = try o.number("x")
                action = .touchUp(y: try o.number("y"), vy: try o.number("vy"))
            case "cancel":
                action = .touchCancel
            default:
                throw LabError("\"touch\" must be \"down\", \"move\", \"up\" or \"cancel\", not \(quoted(phase))")
            }
        case "bar":
            var b = try o.object("bar")
            func count(_ key: String) throws(LabError) -> Int {
                guard let n = try b.number(key) else { return 0 }
                guard n >= 0, n <= 20, n == n.rounded() else { throw LabError("\"\(key)\" must be a whole number of buttons from 0 to 20") }
                return Int(n)
            }
            action = .bar(BarLine(leading: try count("leading"), trailing: try count("trailing"),
                                  image: try b.bool("image") ?? true, rightToLeft: try b.bool("rtl") ?? false))
            try b.finish()
        case "restore":
            _ = o.raw("restore")
            action = .restore(try snapshot(rawSnapshot ?? ""), animated: try o.bool("animated") ?? false)
        default:
            var p = try o.object("tap")
            guard let x = try p.number("x"), let y = try p.number("y") else { throw LabError("\"tap\" needs \"x\" and \"y\"") }
            try p.finish()
            action = .tap(x: x, y: y)
        }
        var sheetID: String?
        if (kinds[0] == "do" && action != .save) || kinds[0] == "config" || kinds[0] == "bar" {
            sheetID = try o.string("id")
            if sheetID?.isEmpty == true { throw LabError("\"id\" must not be empty") }
        }
        try o.finish()
        return ScriptLine(number: number, t: t, action: action, sheetID: sheetID)
    }

    /// The snapshot of a `restore` line, decoded and checked by the library, as an app does at
    /// launch; its refusal is the library's reason.
    private static func snapshot(_ raw: String) throws(LabError) -> DropDownSheetStackSnapshot {
        do {
            return try DropDownSheetStackSnapshot.decode(from: Data(raw.utf8))
        } catch {
            let reason = (error as? DropDownSheetStackSnapshotError)?.description ?? String(describing: error)
            throw LabError("the snapshot was refused: \(reason.count > 300 ? String(reason.prefix(300)) + "…" : reason)")
        }
    }
}

/// The members of a JSON object being read: each key is taken once, and `finish` rejects any
/// key nobody took.
struct Fields {
    private var members: [(key: String, value: JSON)]
    /// Whether each member was taken (objects are small: a flag each costs less than a set).
    private var taken: [Bool]
    private let context: String

    init(_ members: [(key: String, value: JSON)], context: String) {
        self.members = members
        self.taken = Array(repeating: false, count: members.count)
        self.context = context
    }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    private mutating func take(_ key: String) -> JSON? {
        var found: JSON?
        for i in members.indices where members[i].key == key {
            taken[i] = true
            if found == nil { found = members[i].value }
        }
        return found
    }

    mutating func number(_ key: String) throws(LabError) -> Double? {
        guard let v = take(key) else { return nil }
        guard case .number(let n) = v else { throw LabError("\"\(key)\" must be a number, not \(v.typeName)") }
        return n
    }

    mutating func bool(_ key: String) throws(LabError) -> Bool? {
        guard let v = take(key) else { return nil }
        guard case .bool(let b) = v else { throw LabError("\"\(key)\" must be true or false, not \(v.typeName)") }
        return b
    }

    mutating func string(_ key: String) throws(LabError) -> String? {
        guard let v = take(key) else { return nil }
        guard case .string(let s) = v else { throw LabError("\"\(key)\" must be a string, not \(v.typeName)") }
        return s
    }

    mutating func choice<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type) throws(LabError) -> T? where T.RawValue == String {
        guard let s = try string(key) else { return nil }
        guard let value = T(rawValue: s) else {
            throw LabError("\"\(key)\" must be one of \(T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), not \(quoted(s))")
        }
        return value
    }

    /// Takes `key` whatever its value (one read elsewhere, as raw text).
    mutating func raw(_ key: String) -> JSON? { take(key) }

    mutating func object(_ key: String) throws(LabError) -> Fields {
        guard let v = take(key) else { throw LabError("missing \"\(key)\"") }
        guard case .object(let m) = v else { throw LabError("\"\(key)\" must be an object, not \(v.typeName)") }
        return Fields(m, context: "\"\(key)\"")
    }

    /// Throws if a key was never taken.
    func finish() throws(LabError) {
        if let unknown = members.indices.first(where: { !taken[$0] }) {
            throw LabError("unknown key \(quoted(members[unknown].key)) in \(context)")
        }
    }
}
