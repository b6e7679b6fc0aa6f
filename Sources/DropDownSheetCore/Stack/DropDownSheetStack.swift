/// The rules for several sheets sharing one presentation, like drafts in iOS Mail: one expanded at
/// a time, the others minimized and piled up as a stack of bars at the bottom.
///
/// The stack knows which sheets there are (by identifier), their order and which one is expanded;
/// it decides what each operation does and answers with ``Command``s for the sheets' own engines.
/// The owner (the UIKit shell, sheet-lab) runs the commands and reports every engine event back
/// with ``sheet(_:didProduce:)``, which may answer with more commands.
///
/// Order: the sheet used last is on top. Presenting, expanding or minimizing a sheet puts it on
/// top; the minimized bar shows the top minimized sheet, with a count when there are several.
///
/// Identifiers are compared by their exact Unicode scalars (their UTF-8 bytes), never by
/// canonical equivalence: "Å" as one scalar and "A" + U+030A are two sheets, in the stack, its
/// equality and hash, and its snapshot.
///
/// Every state the stack's API allows can be saved with ``snapshot`` and restored as it was: the
/// empty identifier is refused (``Refusal/emptyIdentifier``), and a lowered ``maximumCount``
/// never discards or forgets a sheet.
public struct DropDownSheetStack: Sendable, Hashable {
    /// What a sheet's engine should do. Two commands are equal when their identifiers have the
    /// same bytes.
    public enum Command: Sendable, Hashable {
        /// Present the sheet (from below the screen) to a rest state.
        case present(id: String, to: DropDownSheetState)
        /// Move a presented sheet to a rest state.
        case move(id: String, to: DropDownSheetState)
        /// Close the sheet as the user would: through its dismissal veto.
        case requestDismissal(id: String)
        /// Show the chooser of minimized sheets (top first), to reopen or close one.
        case showChooser(ids: [String])
    }

    /// Why a sheet could not be presented.
    public enum Refusal: String, Sendable, Hashable, Error {
        /// ``maximumCount`` sheets are presented already. Nothing was changed: the app can ask the
        /// user to finish or close a draft first. (No draft is ever discarded to make room.)
        case stackFull
        /// The identifier is the empty string, which cannot name a sheet (nor be saved in a
        /// snapshot). Nothing was changed.
        case emptyIdentifier
    }

    /// Identifiers of the presented sheets, from the bottom of the stack to the top (the one used
    /// last).
    public private(set) var identifiers: [String] = []
    /// The expanded sheet (or the one on its way to expanded), if any. At most one.
    public private(set) var expanded: String?
    /// The most sheets that may share the presentation. Default 5; at least 1.
    ///
    /// It limits new presentations only: lowering it below ``identifiers``' count keeps every
    /// sheet (no draft is discarded to obey it) and refuses new sheets until enough have left.
    /// A snapshot of such a stack records both numbers and restores them as they were.
    public var maximumCount: Int {
        didSet { maximumCount = max(maximumCount, 1) }
    }

    /// An empty stack holding at most `maximumCount` sheets (at least 1).
    public init(maximumCount: Int = 5) {
        self.maximumCount = max(maximumCount, 1)
    }

    /// The minimized sheets, top first: what the stack of bars shows.
    public var minimized: [String] { identifiers.reversed().filter { !SheetIdentifier.same($0, expanded) } }

    /// The sheet whose bar is shown on top of the stack, if any.
    public var top: String? { minimized.first }

    /// Whether a sheet is in the stack (an identifier with the same bytes).
    public func contains(_ id: String) -> Bool { identifiers.contains { SheetIdentifier.same($0, id) } }

    /// Whether `id` is the expanded sheet.
    private func isExpanded(_ id: String) -> Bool { SheetIdentifier.same(expanded, id) }

    /// The number the top bar of the stack shows: how many sheets are minimized, when two or
    /// more are, else nil (a single bar shows just that sheet's own title). The shells put it
    /// into words in the app's language and wording (`DropDownSheetWording`).
    public var displayedCount: Int? {
        let count = minimized.count
        return count >= 2 ? count : nil
    }

    /// The stack's count in English, "2 Drafts", when two or more sheets are minimized, else nil:
    /// what sheet-lab prints. Apps show ``displayedCount`` in their own language and wording.
    public var countLabel: String? {
        displayedCount.map(Self.countLabelText(count:))
    }

    /// "1 Draft", "3 Drafts": the count in English, as sheet-lab prints it.
    public static func countLabelText(count: Int) -> String {
        count == 1 ? "1 Draft" : "\(count) Drafts"
    }

    // MARK: - Operations

    /// Presents sheet `id` to `state` (`.expanded` or `.minimized`). A sheet already in the stack
    /// is moved there instead. A new sheet that would exceed ``maximumCount`` is refused and
    /// nothing changes (even when ``maximumCount`` was lowered below the count). The empty
    /// identifier is refused. A sheet presented expanded minimizes the one that was expanded.
    public mutating func present(_ id: String, to state: DropDownSheetState = .expanded) -> Result<[Command], Refusal> {
        guard !id.isEmpty else { return .failure(.emptyIdentifier) }
        guard state != .dismissed else { return .success([]) }
        if contains(id) {
            return .success(state == .expanded ? expand(id) : minimize(id))
        }
        guard identifiers.count < maximumCount else { return .failure(.stackFull) }
        identifiers.append(id)
        var commands: [Command] = []
        if state == .expanded {
            if let other = expanded { commands.append(.move(id: other, to: .minimized)) }
            expanded = id
        }
        commands.append(.present(id: id, to: state))
        return .success(commands)
    }

    /// Expands sheet `id`, minimizing the one that was expanded.
    public mutating func expand(_ id: String) -> [Command] {
        guard contains(id) else { return [] }
        var commands: [Command] = []
        if let other = expanded, !isExpanded(id) { commands.append(.move(id: other, to: .minimized)) }
        expanded = id
        moveToTop(id)
        commands.append(.move(id: id, to: .expanded))
        return commands
    }

    /// Minimizes sheet `id`; it goes on top of the stack.
    public mutating func minimize(_ id: String) -> [Command] {
        guard contains(id) else { return [] }
        if isExpanded(id) { expanded = nil }
        moveToTop(id)
        return [.move(id: id, to: .minimized)]
    }

    /// Dismisses sheet `id` in code (never vetoed); it leaves the stack when its engine reports
    /// that it is gone.
    public func dismiss(_ id: String) -> [Command] {
        contains(id) ? [.move(id: id, to: .dismissed)] : []
    }

    /// The user closes sheet `id` (from the chooser): through its veto.
    public func close(_ id: String) -> [Command] {
        contains(id) ? [.requestDismissal(id: id)] : []
    }

    /// Whether sheet `id`, in `phase`, is drawn and touchable: a minimized sheet under the top of
    /// the stack is not (slivers of it show behind the top bar instead).
    public func isVisible(_ id: String, phase: DropDownSheetPhase) -> Bool {
        guard phase == .resting(.minimized), contains(id) else { return true }
        return SheetIdentifier.same(top, id)
    }

    /// Whether a tap that sheet `id` (in `phase`) reports as `hit` is a tap on the stack of bars,
    /// to be handled by ``tapStack()`` rather than by the sheet itself.
    public func isStackTap(on id: String, hit: DropDownSheetHit, phase: DropDownSheetPhase) -> Bool {
        guard hit == .sheet, SheetIdentifier.same(top, id) else { return false }
        return phase == .resting(.minimized) || phase == .settling(toward: .minimized)
    }

    /// The user tapped the stack of bars: with one minimized sheet it expands; with several the
    /// chooser opens.
    public mutating func tapStack() -> [Command] {
        let bars = minimized
        if bars.count >= 2 { return [.showChooser(ids: bars)] }
        if let only = bars.first { return expand(only) }
        return []
    }

    /// Keeps the stack in step with what sheet `id`'s engine did (a gesture, a tap on its bar, an
    /// arrival). A sheet starting toward expanded minimizes the one that was expanded; a sheet
    /// starting toward minimized goes on top; a dismissed sheet leaves the stack.
    public mutating func sheet(_ id: String, didProduce event: DropDownSheetEvent) -> [Command] {
        guard contains(id) else { return [] }
        switch event {
        case .willMove(.expanded):
            var commands: [Command] = []
            if let other = expanded, !isExpanded(id) { commands.append(.move(id: other, to: .minimized)) }
            expanded = id
            moveToTop(id)
            return commands
        case .willMove(.minimized):
            if isExpanded(id) { expanded = nil }
            moveToTop(id)
            return []
        case .willMove(.dismissed):
            if isExpanded(id) { expanded = nil }
            return []
        case .didMove(.dismissed):
            identifiers.removeAll { SheetIdentifier.same($0, id) }
            if isExpanded(id) { expanded = nil }
            return []
        default:
            return []
        }
    }

    private mutating func moveToTop(_ id: String) {
        guard let index = identifiers.firstIndex(where: { SheetIdentifier.same($0, id) }), index != identifiers.count - 1 else { return }
        identifiers.remove(at: index)
        identifiers.append(id)
    }

    // MARK: - Saving and restoring

    /// What to save to bring the stack back after a relaunch: identifiers, order and which one is
    /// expanded. The app stores its drafts' contents itself, by identifier.
    public var snapshot: DropDownSheetStackSnapshot {
        DropDownSheetStackSnapshot(identifiers: identifiers, expanded: expanded, maximumCount: maximumCount)
    }

    /// Replaces this stack with a saved one, after checking it; on an error (a
    /// ``DropDownSheetStackSnapshotError``) nothing changes. Every snapshot of a stack restores
    /// that stack, equal to it: identifiers byte for byte, order, the expanded one, and the
    /// maximum count (even one below the count).
    /// Returns the commands that present its sheets: bottom to top, the expanded one expanded and
    /// the others minimized.
    public mutating func restore(_ snapshot: DropDownSheetStackSnapshot) throws -> [Command] {
        try snapshot.validate()
        identifiers = snapshot.identifiers
        expanded = snapshot.expanded
        maximumCount = snapshot.maximumCount
        return identifiers.map { .present(id: $0, to: isExpanded($0) ? .expanded : .minimized) }
    }

    // MARK: - Equality, by identifiers' bytes

    /// Two stacks are equal when they hold identifiers with the same bytes, in the same order,
    /// the same expanded one and the same maximum count.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        SheetIdentifier.same(lhs.identifiers, rhs.identifiers) && SheetIdentifier.same(lhs.expanded, rhs.expanded)
            && lhs.maximumCount == rhs.maximumCount
    }

    /// Hashes what `==` compares, identifiers by their bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifiers.count)
        for id in identifiers { SheetIdentifier.hash(id, into: &hasher) }
        SheetIdentifier.hash(expanded, into: &hasher)
        hasher.combine(maximumCount)
    }
}

extension DropDownSheetStack.Command {
    /// Two commands are equal when they are the same case with the same values, identifiers
    /// compared by their bytes.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.present(a, s), .present(b, t)), let (.move(a, s), .move(b, t)):
            return SheetIdentifier.same(a, b) && s == t
        case let (.requestDismissal(a), .requestDismissal(b)):
            return SheetIdentifier.same(a, b)
        case let (.showChooser(a), .showChooser(b)):
            return SheetIdentifier.same(a, b)
        default:
            return false
        }
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .present(id, state):
            hasher.combine(0)
            SheetIdentifier.hash(id, into: &hasher)
            hasher.combine(state)
        case let .move(id, state):
            hasher.combine(1)
            SheetIdentifier.hash(id, into: &hasher)
            hasher.combine(state)
        case let .requestDismissal(id):
            hasher.combine(2)
            SheetIdentifier.hash(id, into: &hasher)
        case let .showChooser(ids):
            hasher.combine(3)
            hasher.combine(ids.count)
            for id in ids { SheetIdentifier.hash(id, into: &hasher) }
        }
    }
}
