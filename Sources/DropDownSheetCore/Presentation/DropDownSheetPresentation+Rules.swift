/// The rules between sheets: one expanded at a time, the order of the stack and of the cards,
/// what follows from each engine event, and the drafts' place above the accessory.
extension DropDownSheetPresentation {
    // MARK: - Moves

    /// Expands sheet `id`; the sheet that was expanded minimizes first.
    mutating func expand(_ id: DropDownSheetIdentifier, animated: Bool, _ effects: inout [Effect]) {
        moveToDetent(id, .expanded, animated: animated, &effects)
    }

    /// Moves sheet `id` to `detent` in code: a raised one as an expand (the sheet that was raised
    /// minimizes first), the bar as a minimize, `.dismissed` as a dismissal. A detent the sheet
    /// does not have changes nothing and is reported.
    mutating func moveToDetent(_ id: DropDownSheetIdentifier, _ detent: DropDownSheetState, animated: Bool,
                               _ effects: inout [Effect]) {
        guard let i = index(of: id) else { return }
        guard sheets[i].engine.configuration.hasDetent(detent) else {
            effects.append(.misuse(.unknownDetent(id, detent)))
            effects.append(.event(id, .inputCorrected(.invalidTarget)))
            return
        }
        if detent == .minimized { return minimize(id, animated: animated, &effects) }
        if detent == .dismissed { return move(id, to: .dismissed, animated: animated, &effects) }
        minimizeOthers(than: id, &effects)
        moveDraftToTop(id)
        move(id, to: detent, animated: animated, &effects)
    }

    /// Minimizes sheet `id`; a draft goes on top of the stack.
    mutating func minimize(_ id: DropDownSheetIdentifier, animated: Bool, _ effects: inout [Effect]) {
        guard index(of: id) != nil else { return }
        moveDraftToTop(id)
        move(id, to: .minimized, animated: animated, &effects)
    }

    /// Moves sheet `id` in code (never vetoed).
    mutating func move(_ id: DropDownSheetIdentifier, to state: DropDownSheetState, animated: Bool, _ effects: inout [Effect]) {
        guard let i = index(of: id) else { return }
        process(sheets[i].engine.move(to: state, animated: animated, at: now), of: id, &effects)
    }

    /// Closes sheet `id` as the user would: through its veto.
    mutating func close(_ id: DropDownSheetIdentifier, _ effects: inout [Effect]) {
        guard let i = index(of: id) else { return }
        sheets[i].engine.isDismissalVetoed = vetoed.contains(id)
        process(sheets[i].engine.requestDismissal(at: now), of: id, &effects)
    }

    /// The platform ended the modal presentation that stood for the expanded sheet: that sheet
    /// is closed through its veto (``Input/modalPresentationDismissed(animated:)``).
    mutating func closeAfterPlatformDismissal(animated: Bool, _ effects: inout [Effect]) {
        guard let id = expandedIdentifier, let i = index(of: id) else { return }
        if touchOwner == id { touchOwner = nil }
        sheets[i].engine.isDismissalVetoed = vetoed.contains(id)
        process(sheets[i].engine.closeAfterPlatformDismissal(animated: animated, at: now), of: id, &effects)
    }

    /// Minimizes every sheet but `id` that is raised (expanded or at one of its detents) or on its
    /// way there: at most one sheet of a presentation is above its bar.
    mutating func minimizeOthers(than id: DropDownSheetIdentifier, _ effects: inout [Effect]) {
        for i in sheets.indices where !sheets[i].hasLeft {
            let other = sheets[i].id
            if other != id, sheets[i].heading.isRaised {
                moveDraftToTop(other)
                process(sheets[i].engine.move(to: .minimized, animated: true, at: now), of: other, &effects)
            }
        }
    }

    /// Puts draft `id` on top of the stack. (`draftOrder` may still hold drafts that left during
    /// this input: only the order of the presented ones counts.)
    mutating func moveDraftToTop(_ id: DropDownSheetIdentifier) {
        guard let index = draftOrder.lastIndex(of: id), anyPresented(draftOrder[(index + 1)...]) else { return }
        draftOrder.append(draftOrder.remove(at: index))
        stackChanged()
    }

    /// Puts sheet `id`'s card in front of the others, and says so when it was not already.
    mutating func bringToFront(_ id: DropDownSheetIdentifier, _ effects: inout [Effect]) {
        guard let index = zOrder.lastIndex(of: id), anyPresented(zOrder[(index + 1)...]) else { return }
        zOrder.append(zOrder.remove(at: index))
        effects.append(.broughtToFront(id))
    }

    /// Whether any of `ids` is presented. A loop rather than `contains(where: isPresented)`: that
    /// closure would capture (copy) the whole presentation on every call.
    private func anyPresented(_ ids: ArraySlice<DropDownSheetIdentifier>) -> Bool {
        for id in ids where slotIndex[id] != nil { return true }
        return false
    }

    // MARK: - Engine events

    /// Reports sheet `id`'s events in order, each with what the shell does around it, and applies
    /// the rules that follow from it (which may move other sheets, whose events follow).
    mutating func process(_ events: DropDownSheetEvents, of id: DropDownSheetIdentifier, _ effects: inout [Effect]) {
        for event in events {
            // Only a willMove changes where a sheet is heading (the stack and the expanded
            // sheet follow from that); a didMove arrives where it was heading.
            if case .willMove = event { stackChanged() }
            if let action = DropDownSheetKeyboard.responderAction(after: event) { effects.append(.responder(id, action)) }
            switch event {
            case .willMove(let state) where state.isRaised:
                effects.append(.event(id, event))
                bringToFront(id, &effects)
                moveDraftToTop(id)
                minimizeOthers(than: id, &effects)
            case .willMove(.minimized):
                effects.append(.event(id, event))
                moveDraftToTop(id)
            case .didMove(let state) where state.isRaised:
                effects.append(.accessibilityFocus(.content(id)))
                effects.append(.event(id, event))
            case .didMove(.minimized):
                effects.append(.accessibilityFocus(.bar(role(of: id) == .draft ? topDraft ?? id : id)))
                effects.append(.event(id, event))
            case .didMove(.dismissed):
                effects.append(.event(id, event))
                remove(id, &effects)
            default:
                effects.append(.event(id, event))
            }
        }
    }

    /// Takes a sheet that arrived dismissed out of the presentation.
    private mutating func remove(_ id: DropDownSheetIdentifier, _ effects: inout [Effect]) {
        guard let i = index(of: id) else { return }
        let role = sheets[i].role
        removeSheet(at: i)
        if touchOwner == id { touchOwner = nil }
        effects.append(.sheetRemoved(id))
        // VoiceOver's focus goes to a bar still on screen, unless a sheet is expanded (it keeps it).
        if expandedIdentifier == nil {
            if let bar = topDraft ?? accessoryIdentifier.flatMap({ heading(of: $0) == .minimized ? $0 : nil }) {
                effects.append(.accessibilityFocus(.bar(bar)))
            } else {
                effects.append(.accessibilityFocus(.screenUnderneath))
            }
        }
        if role == .draft, presentedDraftCount > 0 { effects.append(.announce(.draftClosed(remaining: presentedDraftCount))) }
    }

    // MARK: - The drafts above the accessory

    /// The container for draft engines: ``container`` with its bottom safe area raised to the top
    /// of the accessory's bar while an accessory is presented and not on its way out, so the
    /// drafts' bar rests directly above the accessory's and the two never overlap. Beside a
    /// minimized tab bar the accessory is the bar that goes inline (where the system's accessory
    /// goes), so the drafts' container has no minimized tab bar: their bar stacks above it.
    var desiredDraftContainer: DropDownSheetContainer {
        guard let id = accessoryIdentifier, let i = index(of: id), sheets[i].heading != .dismissed else { return container }
        return Self.draftContainer(container, above: sheets[i].engine.configuration)
    }

    /// `container` for the drafts above an accessory with `configuration`: its bottom safe area
    /// raised to the top of the accessory's bar, and no minimized tab bar to go inline beside.
    static func draftContainer(_ container: DropDownSheetContainer,
                               above configuration: DropDownSheetConfiguration) -> DropDownSheetContainer {
        let accessory = DropDownSheetLayout(container: container, configuration: configuration)
        let reserve = min(max(container.height - accessory.minimizedTop, 0), container.height)
        var drafts = container
        drafts.safeAreaBottom = max(container.safeAreaBottom, reserve)
        drafts.minimizedTabBar = nil
        return drafts
    }

    /// Gives the draft engines a new container when the accessory came, went, or changed.
    mutating func updateDraftContainers(animated: Bool, _ effects: inout [Effect]) {
        let desired = desiredDraftContainer
        guard desired != draftContainer else { return }
        draftContainer = desired
        for i in sheets.indices where !sheets[i].hasLeft && sheets[i].role == .draft {
            process(sheets[i].engine.setContainer(desired, animated: animated, at: now), of: sheets[i].id, &effects)
        }
    }
}
