import DropDownSheetCore

/// What the simulator prints besides frames: the presentation's effects as event lines, hits,
/// the screen underneath's inset, the stack of drafts, and the summary.
extension Simulator {
    // MARK: - Effects

    /// Prints what the presentation returned, in order. Haptics, first-responder and VoiceOver
    /// effects, z-order and modality changes are what a device does beside drawing; the lab
    /// draws and prints events only.
    mutating func emit(_ effects: [DropDownSheetPresentation.Effect], at t: Double) {
        for effect in effects {
            switch effect {
            case .event(let id, let event):
                emitEvent(event, id: id, at: t)
            case .inputCorrected(let reason):
                emitEvent(.inputCorrected(reason), id: nil, at: t)
            case .sheetAdded(let id, let role):
                roles[id] = role
                if namedIndex[id] == nil {
                    namedIndex[id] = named.count
                    named.append(id)
                }
                leaving.remove(id)
            case .sheetRemoved(let id):
                // Its last frame is not the dismissed one at rest yet: it needs one more.
                if lastFrames[id].map({ $0.render.phase != .resting(.dismissed) }) ?? false { leaving.insert(id) }
            case .presentResult(let id, .refused(let reason)):
                var o = OutputLine()
                o.number("t", t, decimals: 6)
                if multiSheet { o.string("id", id.rawValue) }
                o.string("event", "refused")
                o.string("reason", reason.rawValue)
                output.append(o.line)
            case .showChooser(let ids):
                chooser = ids.map(\.rawValue)
                if records { recording.record(.init(t: t, mark: .showChooser(ids.map(\.rawValue)))) }
                var o = OutputLine()
                o.number("t", t, decimals: 6)
                o.string("event", "showChooser")
                o.raw("ids", jsonArray(ids))
                output.append(o.line)
            case .misuse(let misuse):
                var o = OutputLine()
                o.number("t", t, decimals: 6)
                o.string("event", "misuse")
                switch misuse {
                case .emptyIdentifier:
                    o.string("reason", "emptyIdentifier")
                case .presentToDismissed(let id):
                    o.string("reason", "presentToDismissed")
                    o.string("id", id.rawValue)
                case .unknownDetent(let id, let detent):
                    o.string("reason", "unknownDetent")
                    o.string("id", id.rawValue)
                    o.string("detent", detent.rawValue)
                case .maximumBelowCount(let maximum, let count):
                    o.string("reason", "maximumBelowCount")
                    o.number("maximum", Double(maximum), decimals: 0)
                    o.number("count", Double(count), decimals: 0)
                }
                output.append(o.line)
            case .restoreFailed(let error):
                var o = OutputLine()
                o.number("t", t, decimals: 6)
                o.string("event", "restoreFailed")
                o.string("reason", String(describing: error))
                output.append(o.line)
            case .underneathInsetChanged(let inset, _):
                emitUnderneathInset(inset, at: t)
            case .presentResult, .haptic, .responder, .accessibilityFocus, .announce, .broughtToFront,
                 .modalPresentationChanged:
                break
            }
        }
    }

    mutating func emitEvent(_ event: DropDownSheetEvent, id: DropDownSheetIdentifier?, at t: Double) {
        if case .willMove = event { chooser = nil }   // the user picked, or closed the chooser
        if records { recording.record(event, at: t) }
        var o = OutputLine()
        o.number("t", t, decimals: 6)
        if multiSheet, let id { o.string("id", id.rawValue) }
        switch event {
        case .willMove(let s):
            o.string("event", "willMove")
            o.string("to", s.rawValue)
        case .didMove(let s):
            o.string("event", "didMove")
            o.string("to", s.rawValue)
        case .didAttemptToDismiss:
            o.string("event", "didAttemptToDismiss")
        case .inputCorrected(let reason):
            o.string("event", "inputCorrected")
            o.string("reason", reason.rawValue)
        }
        output.append(o.line)
    }

    /// `{"t":..,"underneathInset":N}`: the room the bars take of the screen underneath changed
    /// (printed with or without frames).
    mutating func emitUnderneathInset(_ inset: DropDownSheetUnderneathInset, at t: Double) {
        var o = OutputLine()
        o.number("t", t, decimals: 6)
        o.number("underneathInset", inset.bottom)
        output.append(o.line)
    }

    mutating func emitHit(_ hit: DropDownSheetPresentationHit, _ x: Double, _ y: Double, at t: Double, touch: String?) {
        if records, touch == nil { recording.record(.init(t: t, mark: .tap(hit.kind))) }
        var o = OutputLine()
        o.number("t", t, decimals: 6)
        o.string("hit", hit.kind.rawValue)
        if multiSheet, let id = hit.identifier { o.string("id", id.rawValue) }
        o.number("x", x)
        o.number("y", y)
        if let touch { o.string("touch", touch) }
        output.append(o.line)
    }

    // MARK: - The stack and the summary

    /// The stack of drafts (the accessory is never in it): the expanded draft, the minimized
    /// ones top first, and the count.
    var stackDescription: String {
        var o = OutputLine()
        if let expanded = presentation.expandedIdentifier, presentation.role(of: expanded) == .draft {
            o.string("expanded", expanded.rawValue)
        } else {
            o.raw("expanded", "null")
        }
        o.raw("minimized", jsonArray(presentation.minimizedDrafts))
        if let label = presentation.countLabel { o.string("countLabel", label) }
        return o.line
    }

    /// Prints a stack line when the stack changed. It is worked out only when the presentation
    /// says it may have (``DropDownSheetPresentation/stackRevision``), so a frame or a line that
    /// changes nothing in the stack costs nothing here.
    mutating func emitStackIfChanged(at t: Double) {
        guard multiSheet, presentation.stackRevision != lastStackRevision else { return }
        lastStackRevision = presentation.stackRevision
        let line = stackDescription
        guard line != lastStackLine else { return }
        lastStackLine = line
        let expanded = presentation.expandedIdentifier.flatMap { presentation.role(of: $0) == .draft ? $0.rawValue : nil }
        stack = .init(t: t, expanded: expanded, minimized: presentation.minimizedDrafts.map(\.rawValue), countLabel: presentation.countLabel)
        if records, let stack { recording.record(stack) }
        var o = OutputLine()
        o.number("t", t, decimals: 6)
        o.raw("stack", line)
        output.append(o.line)
    }

    func summaryLine() -> String {
        var summary = OutputLine()
        let front = multiSheet
            ? presentation.zOrder.reversed().first { presentation.phase(of: $0) != .resting(.dismissed) } ?? defaultSheet
            : defaultSheet
        summary.string("state", presentation.phase(of: front).labName)
        summary.number("sheetTop", presentation.renderState(of: front).sheetTop)
        summary.number("t", clock, decimals: 6)
        summary.number("frames", Double(frameCount), decimals: 0)
        if multiSheet {
            let list = named.filter { $0 != defaultSheet || defaultSheetWasUsed }.map { id -> String in
                var o = OutputLine()
                o.string("id", id.rawValue)
                if roles[id] == .accessory { o.string("role", DropDownSheetRole.accessory.rawValue) }
                o.string("state", presentation.phase(of: id).labName)
                o.number("sheetTop", presentation.renderState(of: id).sheetTop)
                return o.line
            }
            summary.raw("sheets", "[" + list.joined(separator: ",") + "]")
            summary.raw("stack", stackDescription)
        }
        summary.number("underneathInset", presentation.underneathInset.bottom)
        var wrapper = OutputLine()
        wrapper.raw("summary", summary.line)
        return wrapper.line
    }

    /// Whether the default sheet took part in a script that names sheets (some line without an id
    /// presented it and it is still on screen).
    private var defaultSheetWasUsed: Bool {
        presentation.phase(of: defaultSheet) != .resting(.dismissed)
            || (lastFrames[defaultSheet]?.render.phase ?? .resting(.dismissed)) != .resting(.dismissed)
    }
}
