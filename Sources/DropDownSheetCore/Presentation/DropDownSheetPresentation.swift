/// Every sheet on one screen and every rule between them, with no UI in it: the one thing the
/// UIKit host and sheet-lab drive. See docs/presentation-model.md for the whole picture.
///
/// The presentation owns a ``DropDownSheetEngine`` per presented sheet, keyed by
/// ``DropDownSheetIdentifier``, in one of two roles (``DropDownSheetRole``): drafts, which stack
/// like drafts in iOS Mail, and at most one accessory, a persistent bar such as a mini player. It
/// decides which sheet a touch reaches, which one is in front, which one is expanded (at most one),
/// what the stack of minimized drafts shows, how the screen underneath is styled, and what a close
/// does.
///
/// Shells call ``handle(_:at:)`` with each ``Input`` and carry out the returned ``Effect``s in
/// order, then draw what ``card(_:)``, ``underneathStyle``, ``stackBackdrop`` and ``zOrder``
/// say. It is a deterministic value: time is passed in, the same inputs give the same effects and
/// frames, and a frame with nothing to report allocates nothing.
public struct DropDownSheetPresentation: Sendable {
    /// A presented sheet, and everything the presentation keeps about it: state that belongs to
    /// one sheet (its engine, its role, and whatever a later rule needs per sheet) is a stored
    /// property here, found in O(1) through ``index(of:)``.
    struct Sheet: Sendable {
        let id: DropDownSheetIdentifier
        let role: DropDownSheetRole
        var engine: DropDownSheetEngine
        /// Whether the sheet left during the current input (its slot is emptied at the end of it).
        var hasLeft = false

        /// Where the sheet is expected to end up: the state it is moving to, or resting in.
        var heading: DropDownSheetState { engine.announced ?? engine.restState }
    }

    /// What the presentation reads on every frame about the stack and the expanded sheet,
    /// worked out once per input instead of at every read (see ``Derived``).
    struct Derived: Sendable, Hashable {
        /// The draft whose bar shows on top of the stack.
        var topDraft: DropDownSheetIdentifier?
        /// The drafts heading to (or resting) minimized.
        var minimizedDraftCount = 0
        /// The sheet heading to (or resting) expanded.
        var expandedIdentifier: DropDownSheetIdentifier?
    }

    // MARK: Storage
    //
    // Every read of a frame costs O(1) per sheet and a frame O(N) for N sheets (issue 22): sheets
    // live in slots found through `slotIndex` (identifiers hash and compare their digest first);
    // what the stack shows is kept in `derived`; a sheet that leaves only empties its slot, and
    // the slots, `zOrder` and `draftOrder` are compacted once at the end of the input.

    /// The presented sheets, in the order they were presented (events of one frame are reported
    /// in this order). A sheet keeps its slot for the whole of an input; one that left
    /// (``Sheet/hasLeft``) stays, skipped, until the input ends.
    var sheets: [Sheet] = []
    /// The slot in ``sheets`` of each presented sheet.
    var slotIndex: [DropDownSheetIdentifier: Int] = [:]
    /// How many slots of ``sheets`` hold a sheet that left during this input.
    var leftCount = 0
    /// The number of drafts presented (``draftOrder`` may still hold one that left in this input).
    var presentedDraftCount = 0
    /// The accessory, if one is presented.
    public internal(set) var accessoryIdentifier: DropDownSheetIdentifier?
    /// The stack and the expanded sheet as of the end of the last input, or of the last refresh.
    var derived = Derived()
    /// Whether a sheet's heading or the order of the drafts changed since ``derived`` was worked
    /// out: then the readers work the answer out afresh until ``refreshDerived()``.
    var derivedIsStale = false
    /// A number that changes whenever the stack of drafts or the expanded sheet may have changed
    /// (and only then), so that a shell that shows the stack (sheet-lab's `stack` lines) looks at
    /// it only after a change.
    package private(set) var stackRevision = 0
    /// The presented sheets back to front: the order in which cards are drawn and hit-tested.
    public internal(set) var zOrder: [DropDownSheetIdentifier] = []
    /// The drafts, from the bottom of the stack to the top (the one used last).
    var draftOrder: [DropDownSheetIdentifier] = []
    /// The container, after correction.
    public internal(set) var container: DropDownSheetContainer
    /// The container the draft engines were given: ``container`` with the accessory's bar kept
    /// clear below them.
    var draftContainer: DropDownSheetContainer
    /// The configuration of a sheet presented without one and without an earlier `configure`.
    public let defaultConfiguration: DropDownSheetConfiguration
    /// The most drafts that may be presented together. Default 5; taken from the
    /// `maximumSheetCount` of each draft presented or reconfigured.
    public internal(set) var maximumDraftCount: Int
    /// Configurations given for identifiers, presented or not (sanitized).
    var configurations: [DropDownSheetIdentifier: DropDownSheetConfiguration] = [:]
    /// The identifiers whose dismissal the app vetoes.
    var vetoed: Set<DropDownSheetIdentifier> = []
    /// The sheet the current touch began on, if it caught one.
    package internal(set) var touchOwner: DropDownSheetIdentifier?
    /// ``wantsModalPresentation`` as last reported.
    var reportedModal = false
    /// How much of the screen underneath the bars take, for where the sheets are heading: worked
    /// out when a sheet sets off or the layout changes, never on a frame; a change is reported
    /// with ``Effect/underneathInsetChanged(_:spring:)`` (DropDownSheetPresentation+AppAround.swift).
    public internal(set) var underneathInset = DropDownSheetUnderneathInset()
    var now = 0.0
    var hasTime = false
    /// When every sheet last let go of the screen underneath (headed down, rested, or went), nil
    /// while a sheet holds it: where the fade of the shell's picture of the screen starts
    /// (``underneathPictureOpacity``). Minus infinity until a sheet first holds it: there is no
    /// picture to fade.
    var screenReleasedAt: Double? = -.infinity

    /// An empty presentation in `container` (corrected silently; use ``Input/layout(_:animated:timing:)``
    /// to hear about corrections). Sheets presented without a configuration get
    /// `defaultConfiguration`.
    public init(container: DropDownSheetContainer = .init(), defaultConfiguration: DropDownSheetConfiguration = .init()) {
        let clean = container.sanitized().0
        let configuration = defaultConfiguration.sanitized().0
        self.container = clean
        self.draftContainer = clean
        self.defaultConfiguration = configuration
        self.maximumDraftCount = configuration.maximumSheetCount
    }

    // MARK: - Reading

    /// The latest time seen, in seconds.
    public var time: Double { now }

    /// Whether no sheet is presented.
    public var isEmpty: Bool { slotIndex.isEmpty }

    /// The presented sheets' identifiers, in the order they were presented.
    public var identifiers: [DropDownSheetIdentifier] { sheets.compactMap { $0.hasLeft ? nil : $0.id } }

    /// Whether sheet `id` is presented (in any state but dismissed, or on its way in or out).
    public func contains(_ id: DropDownSheetIdentifier) -> Bool { index(of: id) != nil }

    /// The role of a presented sheet, or nil.
    public func role(of id: DropDownSheetIdentifier) -> DropDownSheetRole? {
        index(of: id).map { sheets[$0].role }
    }

    /// What sheet `id` is doing; `.resting(.dismissed)` when it is not presented.
    public func phase(of id: DropDownSheetIdentifier) -> DropDownSheetPhase {
        index(of: id).map { sheets[$0].engine.phase } ?? .resting(.dismissed)
    }

    /// Where sheet `id` is expected to end up: the state it moves to or rests in;
    /// `.dismissed` when it is not presented.
    public func heading(of id: DropDownSheetIdentifier) -> DropDownSheetState {
        index(of: id).map { sheets[$0].heading } ?? .dismissed
    }

    /// Whether presented sheet `id` moves (drags, settles or rides a glide), without copying its
    /// engine; false when it is not presented.
    package func isMoving(_ id: DropDownSheetIdentifier) -> Bool {
        index(of: id).map { sheets[$0].engine.isMoving } ?? false
    }

    /// The engine of a presented sheet (to read its layout or state), or nil.
    public func engine(of id: DropDownSheetIdentifier) -> DropDownSheetEngine? {
        index(of: id).map { sheets[$0].engine }
    }

    /// The configuration in force for sheet `id`: its engine's when presented, else the one
    /// given with `configure`, else ``defaultConfiguration``.
    public func configuration(of id: DropDownSheetIdentifier) -> DropDownSheetConfiguration {
        if let i = index(of: id) { return sheets[i].engine.configuration }
        return configurations[id] ?? defaultConfiguration
    }

    /// The container sheet `id`'s engine lives in: ``container``, and for a draft with an
    /// accessory's bar below it, a bottom safe area that reaches the top of that bar.
    public func container(of id: DropDownSheetIdentifier) -> DropDownSheetContainer {
        if let i = index(of: id) { return sheets[i].engine.container }
        return draftContainer
    }

    /// Whether the app vetoes the dismissal of sheet `id` (the last ``Input/dismissalVeto(_:isVetoed:)``).
    public func isDismissalVetoed(_ id: DropDownSheetIdentifier) -> Bool { vetoed.contains(id) }

    /// The sheet that is expanded or on its way there, if any (at most one). O(1).
    public var expandedIdentifier: DropDownSheetIdentifier? {
        derivedIsStale ? derivedNow.expandedIdentifier : derived.expandedIdentifier
    }

    /// The drafts presented, from the bottom of the stack to the top (the one used last),
    /// including one on its way out.
    public var draftIdentifiers: [DropDownSheetIdentifier] { draftOrder }

    /// The number of drafts presented (including one on its way out).
    public var draftCount: Int { presentedDraftCount }

    /// The drafts that are minimized or on their way there, top of the stack first: what the
    /// stack of bars stands for, and the chooser's contents. O(N).
    public var minimizedDrafts: [DropDownSheetIdentifier] {
        draftOrder.reversed().filter { heading(of: $0) == .minimized }
    }

    /// The number of ``minimizedDrafts``. O(1).
    public var minimizedDraftCount: Int {
        derivedIsStale ? derivedNow.minimizedDraftCount : derived.minimizedDraftCount
    }

    /// The draft whose bar shows on top of the stack, if any. O(1).
    public var topDraft: DropDownSheetIdentifier? {
        derivedIsStale ? derivedNow.topDraft : derived.topDraft
    }

    /// ``Derived`` worked out from the sheets now, in O(N), allocating nothing.
    var derivedNow: Derived {
        var now = Derived()
        for i in sheets.indices where !sheets[i].hasLeft {
            switch (sheets[i].role, sheets[i].heading) {
            case (.draft, .minimized): now.minimizedDraftCount += 1
            case (_, let state) where state.isRaised: if now.expandedIdentifier == nil { now.expandedIdentifier = sheets[i].id }
            default: break
            }
        }
        var i = draftOrder.count
        while i > 0 {
            i -= 1
            if heading(of: draftOrder[i]) == .minimized {
                now.topDraft = draftOrder[i]
                break
            }
        }
        return now
    }

    /// Notes that where a sheet is heading or the order of the drafts may have changed: what the
    /// stack shows is worked out afresh, and ``stackRevision`` moves on.
    mutating func stackChanged() {
        derivedIsStale = true
        stackRevision &+= 1
    }

    /// Works ``derived`` out again if something it depends on changed.
    mutating func refreshDerived() {
        guard derivedIsStale else { return }
        derived = derivedNow
        derivedIsStale = false
    }

    /// The count the stack's top bar shows: the number of minimized drafts when there are two or
    /// more, else nil (a single bar shows its own title). The shells word it ("2 Drafts").
    public var stackCount: Int? {
        let count = minimizedDraftCount
        return count >= 2 ? count : nil
    }

    /// The stack's count in English, "2 Drafts": for sheet-lab's output only. Apps word
    /// ``stackCount`` from their localised catalogs.
    package var countLabel: String? {
        stackCount.map { "\($0) Drafts" }
    }

    /// Whether the shell should hold the sheets in the platform's modal presentation: while some
    /// sheet rests expanded or springs toward expanded. Otherwise every sheet is a bar (or on its
    /// way down or out) and the shell shows the bars without a modal presentation, letting the
    /// screen underneath present alerts and sheets of its own, from the first frame a sheet heads
    /// down. It never changes while a finger drags a sheet (moving views between containers would
    /// cancel the touch): the release decides. The same rule as
    /// `DropDownSheetHosting.wanted(for:current:)`; updated by each input, which reports a change
    /// with ``Effect/modalPresentationChanged(_:)``.
    public var wantsModalPresentation: Bool { reportedModal }

    /// ``wantsModalPresentation`` for the sheets' phases now. Allocates nothing.
    var modalPresentationNow: Bool {
        for i in sheets.indices where !sheets[i].hasLeft && sheets[i].engine.isHeadingToDimmedPlace { return true }
        return isAnySheetDragged && reportedModal
    }

    private var isAnySheetDragged: Bool {
        for i in sheets.indices where !sheets[i].hasLeft && sheets[i].engine.phase == .dragging { return true }
        return false
    }

    /// Whether a shell that draws the screen underneath as a picture while it is styled (the UIKit
    /// shell's stand-in) draws the band around that picture dark, as the black of Apple's page
    /// sheets: while a sheet is expanded, springs there or is held by a finger. From the first
    /// frame every sheet heads down (or rests), the band shows the live screen underneath instead,
    /// at once, not faded: that is the frame the modal presentation ends
    /// (``wantsModalPresentation``) and the platform gives the status bar back to the screen
    /// underneath, whose text (dark over a light app) then sits over the app's own top bar rather
    /// than over a black band still fading. The one time the two differ: while a finger pulls a
    /// bar up from the overlay (not presented until the release decides), the band is dark under
    /// the screen underneath's own status bar. Allocates nothing.
    package var drawsDarkBandAroundScreen: Bool {
        modalPresentationNow || isAnySheetDragged
    }

    /// Whether VoiceOver must not reach the screen underneath (a sheet is expanded, on its way
    /// there, or held by a finger).
    public var isAccessibilityModal: Bool {
        for i in sheets.indices where !sheets[i].hasLeft && DropDownSheetAccessibility(sheets[i].engine).isModal {
            return true
        }
        return false
    }

    /// Whether anything moves: while it does, the shell should send ``Input/tick`` every frame.
    public var isMoving: Bool {
        for i in sheets.indices where !sheets[i].hasLeft && sheets[i].engine.isMoving { return true }
        return false
    }

    /// Whether VoiceOver's escape gesture does something now (some sheet can minimize).
    public var canPerformAccessibilityEscape: Bool {
        for i in sheets.indices where !sheets[i].hasLeft && sheets[i].engine.canPerformAccessibilityEscape { return true }
        return false
    }

    // MARK: - Internals

    /// The slot of presented sheet `id` in ``sheets``, or nil. O(1): one hash of its digest and
    /// one comparison.
    func index(of id: DropDownSheetIdentifier) -> Int? { slotIndex[id] }

    /// Whether `id` names a sheet presented now (not one that left during this input).
    func isPresented(_ id: DropDownSheetIdentifier) -> Bool { slotIndex[id] != nil }

    /// Adds a sheet in a new slot, at the end of the presentation order.
    mutating func addSheet(_ sheet: Sheet) {
        compactSlots()
        slotIndex[sheet.id] = sheets.count
        sheets.append(sheet)
        if sheet.role == .draft {
            presentedDraftCount += 1
            draftOrder.append(sheet.id)
        } else {
            accessoryIdentifier = sheet.id
        }
        stackChanged()
    }

    /// Takes sheet `id` out: its slot is emptied now and compacted at the end of the input, so a
    /// frame in which many sheets leave costs O(N), not O(N) a sheet.
    mutating func removeSheet(at i: Int) {
        let id = sheets[i].id
        sheets[i].hasLeft = true
        slotIndex[id] = nil
        leftCount += 1
        if sheets[i].role == .draft { presentedDraftCount -= 1 }
        if accessoryIdentifier == id { accessoryIdentifier = nil }
        // A sheet leaves after arriving dismissed: it was neither the top of the stack nor
        // expanded, so what the stack shows is unchanged (unless it was, by some other path).
        if derived.topDraft == id || derived.expandedIdentifier == id { stackChanged() }
    }

    /// Empties the slots of the sheets that left: the sheets, the z-order and the stack keep
    /// their order; every slot is indexed again. O(N), and nothing when no sheet left.
    mutating func compactSlots() {
        guard leftCount > 0 else { return }
        sheets.removeAll { $0.hasLeft }
        slotIndex.removeAll(keepingCapacity: true)
        for i in sheets.indices { slotIndex[sheets[i].id] = i }
        zOrder.removeAll { slotIndex[$0] == nil }
        draftOrder.removeAll { slotIndex[$0] == nil }
        leftCount = 0
    }
}
