/// The one entry point: each input, dispatched to the rules.
extension DropDownSheetPresentation {
    /// Handles one input that happened at `time` (seconds, any origin, e.g.
    /// `CACurrentMediaTime()`) and returns what the shell must do, in order. A NaN or backwards
    /// time is reported once (``Effect/inputCorrected(_:)``) and treated as no time passing.
    ///
    /// After it returns, ``card(_:)``, ``underneathStyle``, ``stackBackdrop``, ``zOrder`` and
    /// ``hitTest(x:y:)`` describe the new state. A ``Input/tick`` with nothing to report returns
    /// an empty array and allocates nothing; an input with effects allocates the array it returns
    /// (``handle(_:at:into:)`` reuses the shell's own instead).
    public mutating func handle(_ input: Input, at time: Double) -> [Effect] {
        var effects: [Effect] = []
        handle(input, at: time, into: &effects)
        return effects
    }

    /// Handles one input as ``handle(_:at:)`` does, writing its effects, in order, into `effects`
    /// (emptied first, its capacity kept). A shell that keeps one buffer for every input pays no
    /// heap allocation per input once the buffer has grown to the most effects an input has had:
    /// an expand, a minimize or a touch allocates nothing then.
    public mutating func handle(_ input: Input, at time: Double, into effects: inout [Effect]) {
        effects.removeAll(keepingCapacity: true)
        advance(to: time, &effects)
        switch input {
        case .tick:
            tick(&effects)
        case let .present(id, role, to, configuration, animated):
            present(id, role: role, to: to, configuration: configuration, animated: animated, &effects)
        case let .expand(id, animated):
            expand(id, animated: animated, &effects)
        case let .moveToDetent(id, detent, animated):
            moveToDetent(id, detent, animated: animated, &effects)
        case let .minimize(id, animated):
            minimize(id, animated: animated, &effects)
        case let .dismiss(id, animated):
            move(id, to: .dismissed, animated: animated, &effects)
        case .dismissAll(let animated):
            for id in identifiers { move(id, to: .dismissed, animated: animated, &effects) }
        case .close(let id):
            close(id, &effects)
        case .modalPresentationDismissed(let animated):
            closeAfterPlatformDismissal(animated: animated, &effects)
        case let .dismissalVeto(id, isVetoed):
            if isVetoed { vetoed.insert(id) } else { vetoed.remove(id) }
            if let i = index(of: id) { sheets[i].engine.isDismissalVetoed = isVetoed }
        case let .configure(id, configuration, animated):
            configure(id, configuration, animated: animated, &effects)
        case let .layout(container, animated, timing):
            layout(container, animated: animated, timing: timing, &effects)
        case let .touchDown(x, y, sheet):
            touchDown(x: x, y: y, landedOn: sheet, &effects)
        case .touchMove(let y):
            if let id = touchOwner, let i = index(of: id) {
                process(sheets[i].engine.drag(toY: y, at: now), of: id, &effects)
            }
        case let .touchUp(y, velocity):
            if let id = touchOwner, let i = index(of: id) {
                let events = sheets[i].engine.endDrag(atY: y, velocity: velocity, at: now)
                if events.snapTarget != nil, sheets[i].engine.configuration.isHapticFeedbackEnabled {
                    effects.append(.haptic(id))
                }
                process(events, of: id, &effects)
            }
            touchOwner = nil
        case .touchCancel:
            if let id = touchOwner, let i = index(of: id) {
                process(sheets[i].engine.cancelDrag(at: now), of: id, &effects)
            }
            touchOwner = nil
        case let .tap(x, y, sheet):
            tap(x: x, y: y, landedOn: sheet, &effects)
        case .accessibilityEscape:
            for id in zOrder.reversed() {
                guard let i = index(of: id), sheets[i].engine.canPerformAccessibilityEscape else { continue }
                process(sheets[i].engine.performAccessibilityEscape(at: now), of: id, &effects)
                break
            }
        case .chooserChoice(.reopen(let id)):
            if role(of: id) == .draft { expand(id, animated: true, &effects) }
        case .chooserChoice(.close(let id)):
            if role(of: id) == .draft { close(id, &effects) }
        case let .restore(snapshot, animated):
            restore(snapshot, animated: animated, &effects)
        }
        if case .tick = input {} else { updateDraftContainers(animated: true, &effects) }
        compactSlots()
        refreshDerived()
        // Never on a frame: the screen underneath is not laid out again while a sheet springs.
        if case .tick = input {} else { updateUnderneathInset(after: input, &effects) }
        noteWhetherTheScreenIsHeld()
        let modal = modalPresentationNow
        if modal != reportedModal {
            reportedModal = modal
            effects.append(.modalPresentationChanged(modal))
        }
    }

    /// Takes `time` as now if it is finite and not earlier than now; reports it otherwise.
    private mutating func advance(to time: Double, _ effects: inout [Effect]) {
        guard time.isFinite else {
            effects.append(.inputCorrected(.nonFiniteTime))
            return
        }
        if hasTime, time < now {
            effects.append(.inputCorrected(.timeWentBackwards))
            return
        }
        now = time
        hasTime = true
    }

    /// Advances every engine to now, in the order the sheets were presented. O(N) for N sheets,
    /// and O(1) more for each event (a sheet that arrives dismissed only empties its slot).
    private mutating func tick(_ effects: inout [Effect]) {
        for i in sheets.indices where !sheets[i].hasLeft {
            let events = sheets[i].engine.tick(at: now)
            if !events.isEmpty { process(events, of: sheets[i].id, &effects) }
        }
    }

    // MARK: - Presenting

    /// Presents a sheet; see ``Input/present(_:role:to:configuration:animated:)``. A restored
    /// draft keeps the snapshot's maximum rather than its configuration's.
    mutating func present(_ id: DropDownSheetIdentifier, role: DropDownSheetRole, to state: DropDownSheetState,
                          configuration: DropDownSheetConfiguration?, animated: Bool,
                          takesMaximumFromConfiguration: Bool = true, _ effects: inout [Effect]) {
        guard !id.isEmpty else {
            effects.append(.misuse(.emptyIdentifier))
            effects.append(.presentResult(id, .refused(.emptyIdentifier)))
            return
        }
        guard state != .dismissed else {
            effects.append(.misuse(.presentToDismissed(id)))
            effects.append(.presentResult(id, .refused(.invalidTarget)))
            return
        }
        if let i = index(of: id) {
            guard sheets[i].role == role else {
                effects.append(.presentResult(id, .refused(.roleConflict)))
                return
            }
            // The detent must be the sheet's in the configuration it will have.
            let current = sheets[i].engine.configuration
            guard (configuration?.sanitized().0 ?? current).hasDetent(state) else {
                effects.append(.misuse(.unknownDetent(id, state)))
                effects.append(.presentResult(id, .refused(.invalidTarget)))
                return
            }
            effects.append(.presentResult(id, .moved))
            // The move comes first: a configuration that restarts the spring of a sheet on its
            // way out could otherwise complete its dismissal before the move, and a sheet
            // answered `.moved` would be gone. A detent only the new configuration has is
            // configured first, so that there is one to move to.
            if current.hasDetent(state) {
                moveToDetent(id, state, animated: animated, &effects)
                if let configuration { configure(id, configuration, animated: animated, &effects) }
            } else {
                if let configuration { configure(id, configuration, animated: animated, &effects) }
                moveToDetent(id, state, animated: animated, &effects)
            }
            return
        }
        var corrected = false
        let chosen: DropDownSheetConfiguration
        if let configuration {
            let (clean, wasCorrected) = configuration.sanitized()
            chosen = clean
            corrected = wasCorrected
            configurations[id] = clean
        } else {
            chosen = configurations[id] ?? defaultConfiguration
        }
        guard chosen.hasDetent(state) else {
            effects.append(.misuse(.unknownDetent(id, state)))
            effects.append(.presentResult(id, .refused(.invalidTarget)))
            return
        }
        switch role {
        case .accessory:
            if accessoryIdentifier != nil {
                effects.append(.presentResult(id, .refused(.accessoryAlreadyPresented)))
                return
            }
        case .draft:
            if takesMaximumFromConfiguration { setMaximumDraftCount(chosen.maximumSheetCount, &effects) }
            if presentedDraftCount >= maximumDraftCount {
                effects.append(.presentResult(id, .refused(.stackFull)))
                effects.append(.announce(.draftLimitReached(maximum: maximumDraftCount)))
                return
            }
        }
        let wasEmpty = isEmpty
        var engine = DropDownSheetEngine(configuration: chosen.resolved(for: role), container: role == .draft ? draftContainer : container)
        engine.isDismissalVetoed = vetoed.contains(id)
        addSheet(Sheet(id: id, role: role, engine: engine))
        // A sheet shown as a bar while another is expanded goes behind that one, so that a mini
        // player appearing never covers the card being written in.
        if state == .minimized, let expanded = expandedIdentifier, let front = zOrder.firstIndex(of: expanded) {
            zOrder.insert(id, at: front)
        } else {
            zOrder.append(id)
        }
        effects.append(.sheetAdded(id, role: role))
        effects.append(.presentResult(id, wasEmpty ? .presented : .joined))
        if corrected { effects.append(.event(id, .inputCorrected(.invalidConfiguration))) }
        if state.isRaised { minimizeOthers(than: id, &effects) }
        guard let i = index(of: id) else { return }
        process(sheets[i].engine.present(to: state, animated: animated, at: now), of: id, &effects)
    }

    private mutating func configure(_ id: DropDownSheetIdentifier, _ configuration: DropDownSheetConfiguration,
                                    animated: Bool, _ effects: inout [Effect]) {
        guard !id.isEmpty else {
            effects.append(.misuse(.emptyIdentifier))
            return
        }
        let (clean, corrected) = configuration.sanitized()
        configurations[id] = clean
        guard let i = index(of: id) else {
            // No card and no delegate hears a sheet not presented: the correction is the
            // presentation's (the sheet's own delegate hears one once it is presented).
            if corrected { effects.append(.inputCorrected(.invalidConfiguration)) }
            return
        }
        if corrected { effects.append(.event(id, .inputCorrected(.invalidConfiguration))) }
        if sheets[i].role == .draft { setMaximumDraftCount(clean.maximumSheetCount, &effects) }
        process(sheets[i].engine.setConfiguration(clean.resolved(for: sheets[i].role), animated: animated, at: now), of: id, &effects)
    }

    /// Takes a new maximum; one below the number of drafts presented is reported, and kept.
    mutating func setMaximumDraftCount(_ maximum: Int, _ effects: inout [Effect]) {
        let maximum = max(maximum, 1)
        guard maximum != maximumDraftCount else { return }
        maximumDraftCount = maximum
        if presentedDraftCount > maximum {
            effects.append(.misuse(.maximumBelowCount(maximum: maximum, count: presentedDraftCount)))
        }
    }

    private mutating func layout(_ newContainer: DropDownSheetContainer, animated: Bool, timing: DropDownSheetLayoutTiming?,
                                 _ effects: inout [Effect]) {
        let (clean, corrected) = newContainer.sanitized()
        if corrected { effects.append(.inputCorrected(.invalidContainer)) }
        // The timing is checked once here, for every sheet (each engine would report it again).
        var animated = animated, timing = timing
        if animated, let given = timing {
            let (sane, timingCorrected) = given.sanitized(now: now)
            if timingCorrected, !corrected { effects.append(.inputCorrected(.invalidContainer)) }
            timing = sane
            animated = sane != nil
        }
        container = clean
        draftContainer = desiredDraftContainer
        for i in sheets.indices where !sheets[i].hasLeft {
            let target = sheets[i].role == .draft ? draftContainer : container
            process(sheets[i].engine.setContainer(target, animated: animated, timing: timing, at: now), of: sheets[i].id, &effects)
        }
    }

    // MARK: - Touches

    /// Which sheet a touch belongs to: the one it landed on when the shell says so (if it is
    /// still presented and drawn; its engine still checks the point is on its card), else the one
    /// under the point now. A finger is never handed to a sheet it did not land on.
    private func touchedSheet(x: Double, y: Double, landedOn: DropDownSheetIdentifier?) -> DropDownSheetPresentationHit {
        guard let landedOn else { return hitTest(x: x, y: y) }
        guard let i = index(of: landedOn), !isHidden(sheets[i]) else { return .passthrough }
        return .sheet(landedOn)
    }

    private mutating func touchDown(x: Double, y: Double, landedOn: DropDownSheetIdentifier?, _ effects: inout [Effect]) {
        // A second finger while one holds a sheet is ignored, as the engine ignores it.
        if let owner = touchOwner, phase(of: owner) == .dragging { return }
        touchOwner = nil
        // A touch that is not finite or lies beyond the coordinate limit is dropped, whichever
        // sheet the shell says it landed on, as ``hitTest(x:y:)`` lets it through: reported, and
        // nothing brought to the front.
        guard DropDownSheetEngine.isTouchable(x: x, y: y) else {
            effects.append(.inputCorrected(.invalidTouch))
            return
        }
        advanceEngines()
        guard case .sheet(let id) = touchedSheet(x: x, y: y, landedOn: landedOn), let i = index(of: id) else { return }
        touchOwner = id
        sheets[i].engine.isDismissalVetoed = vetoed.contains(id)
        bringToFront(id, &effects)
        process(sheets[i].engine.beginDrag(x: x, y: y, at: now), of: id, &effects)
    }

    private mutating func tap(x: Double, y: Double, landedOn: DropDownSheetIdentifier?, _ effects: inout [Effect]) {
        guard DropDownSheetEngine.isTouchable(x: x, y: y) else {
            effects.append(.inputCorrected(.invalidTouch))
            return
        }
        advanceEngines()
        let id: DropDownSheetIdentifier
        switch touchedSheet(x: x, y: y, landedOn: landedOn) {
        case .passthrough:
            return
        case .sheet(let hit):
            if isStackTap(on: hit) {
                tapStack(&effects)
                return
            }
            id = hit
        case .dimming(let hit):
            id = hit
        }
        guard let i = index(of: id) else { return }
        sheets[i].engine.isDismissalVetoed = vetoed.contains(id)
        process(sheets[i].engine.tap(x: x, y: y, at: now), of: id, &effects)
    }

    /// Brings every engine to now without completing anything, so that a touch is tested against
    /// where the cards are when it lands, as each engine does for its own touches.
    private mutating func advanceEngines() {
        for i in sheets.indices where !sheets[i].hasLeft {
            var ignored = DropDownSheetEvents()
            sheets[i].engine.advance(to: now, &ignored)
        }
    }

    /// Whether a tap on sheet `id`'s card is a tap on the stack of drafts' top bar.
    func isStackTap(on id: DropDownSheetIdentifier) -> Bool {
        guard let i = index(of: id), sheets[i].role == .draft, topDraft == id else { return false }
        switch sheets[i].engine.phase {
        case .resting(.minimized), .settling(toward: .minimized): return true
        default: return false
        }
    }

    /// A tap on the stack of bars: one minimized draft expands; several open the chooser.
    private mutating func tapStack(_ effects: inout [Effect]) {
        let bars = minimizedDrafts
        if bars.count >= 2 {
            effects.append(.showChooser(bars))
        } else if let only = bars.first {
            expand(only, animated: true, &effects)
        }
    }
}
