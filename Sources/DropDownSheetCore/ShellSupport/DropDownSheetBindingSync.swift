/// Keeps a two-way binding to a sheet's state (SwiftUI's `Binding<DropDownSheetState>`) and the
/// sheet itself in step, without either one echoing the other.
///
/// The owner (the SwiftUI modifier) reports two kinds of news and does what it is told:
/// - the binding's value, every time the view updates: ``bindingDidChange(to:)`` answers with an
///   ``Action`` (present, move, dismiss or nothing) to perform on the sheet;
/// - the sheet's own events: ``sheetWillMove(to:)`` and ``sheetDidMove(to:)``, which answers with
///   the value to write back to the binding, if any; ``sheetDidDisappear()`` when the sheet went
///   away without saying so.
///
/// The rules:
/// - **The binding is edge-triggered.** Only a value different from the one last seen (or last
///   written back) is a request. SwiftUI updates a view for many reasons; an update that repeats
///   the binding's value never moves the sheet, so it never fights a finger or a spring that is
///   taking the sheet elsewhere.
/// - **A request the sheet is already carrying out does nothing:** asking for the state the sheet
///   rests in or is moving to is not a move.
/// - **The binding names the state the sheet rests in.** It is written back when the sheet comes
///   to rest (`didMove`) in a state the binding does not already hold, never when it starts moving
///   (`willMove`): an interrupted move (a finger catches the sheet and throws it back) writes
///   nothing, and `onChange(of:)` hears about each completed move once. This is what
///   `DropDownSheetController.state` reports too.
/// - **No echo.** A value written back is remembered as the binding's value, so the view update
///   it causes is not a change, and writing back never causes a move.
///
/// A platform-free value, so that it is tested on Linux; the SwiftUI modifier is its only user.
package struct DropDownSheetBindingSync: Sendable, Hashable {
    /// What to do to the sheet.
    package enum Action: Sendable, Hashable {
        /// Nothing.
        case none
        /// Present the (dismissed) sheet to this state: ``DropDownSheetState/expanded`` or
        /// ``DropDownSheetState/minimized``.
        case present(DropDownSheetState)
        /// Move the presented sheet to this state: ``DropDownSheetState/expanded`` or
        /// ``DropDownSheetState/minimized``.
        case move(to: DropDownSheetState)
        /// Dismiss the sheet.
        case dismiss
        /// Replace the presented sheet (its content changed identity, another `item:`) with a new
        /// one in this state: ``DropDownSheetState/expanded`` or ``DropDownSheetState/minimized``.
        /// The sheet shown is detached first, then dismissed: its later events (its dismissal)
        /// only finish it. They write nothing back, so the binding keeps naming the new sheet,
        /// and the sync goes on with the new sheet alone (see
        /// ``bindingDidChange(to:replacingContent:)``).
        case replace(DropDownSheetState)
    }

    /// The binding's value as far as the sync knows: the last value seen in
    /// ``bindingDidChange(to:)`` or written back. `.dismissed` at first.
    package private(set) var binding: DropDownSheetState
    /// Where the sheet is going: the state it rests in, or the one it is moving to (announced by
    /// `willMove`, or requested by the last ``Action``). `.dismissed` at first.
    package private(set) var destination: DropDownSheetState
    /// Whether a value written back waits to reach the binding (the owner may not write during a
    /// view update, and writes once it is over): until ``writeBackLands(_:)``, the binding still
    /// holds what it held, and a view update that reads that value, or a value waiting to be
    /// written, is no request (``bindingDidChange(to:replacingContent:)``). Otherwise the sheet
    /// would be sent back to where it was, for a turn, by an update that came between its move and
    /// the write. Any other value is a change the app made in the same pass: it is a request, and
    /// the waiting writes are dropped (``writeBackLands(_:)`` answers false), so that they never
    /// undo it.
    package var writeBackIsWaiting: Bool { !waitingWriteBacks.isEmpty }
    /// The writes back that wait, oldest first, each with its ticket.
    private var waitingWriteBacks: [(ticket: Int, value: DropDownSheetState)] = []
    /// The last ticket handed out by ``writeBackWaits()``.
    private var lastTicket = 0
    /// What the app's binding holds as far as the sync knows: the last value an update read, or
    /// the last write that landed. Differs from ``binding`` while a write back waits.
    private var heldByBinding: DropDownSheetState

    /// A sync for a sheet that is not presented, with a binding not yet read.
    package init() {
        binding = .dismissed
        destination = .dismissed
        heldByBinding = .dismissed
    }

    /// A sync for a sheet already on its way to `destination`, whose binding was last seen holding
    /// `binding` (a session taking a sheet over: ``DropDownSheetSessionAdoption``).
    package init(binding: DropDownSheetState, destination: DropDownSheetState) {
        self.binding = binding
        self.destination = destination
        heldByBinding = binding
    }

    // Equality and hashing read what decides the next action; the tickets of waiting writes are
    // the shell's bookkeeping.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.binding == rhs.binding && lhs.destination == rhs.destination && lhs.heldByBinding == rhs.heldByBinding
            && lhs.waitingWriteBacks.map(\.value) == rhs.waitingWriteBacks.map(\.value)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(binding)
        hasher.combine(destination)
        hasher.combine(heldByBinding)
        hasher.combine(waitingWriteBacks.map(\.value))
    }

    /// The binding holds `value` (called on every view update, whether or not it changed).
    /// Returns what to do to the sheet.
    package mutating func bindingDidChange(to value: DropDownSheetState) -> Action {
        heldByBinding = value
        return requestFromInside(value)
    }

    /// The sheet's content asked for `state` (through the proxy), which is about to be written to
    /// the binding: the same as a change of the binding, except that the binding does not hold it
    /// yet. Returns what to do to the sheet.
    package mutating func requestFromInside(_ state: DropDownSheetState) -> Action {
        guard state != binding else { return .none }
        binding = state
        return request(state)
    }

    /// The sheet started moving toward `state` (a gesture, a tap, or an ``Action`` carried out).
    /// The binding is not written: it names rest states only.
    package mutating func sheetWillMove(to state: DropDownSheetState) {
        destination = state
    }

    /// The sheet came to rest in `state`. Returns the value to write to the binding, or nil when
    /// the binding already holds it. The update that the write causes is not a request.
    package mutating func sheetDidMove(to state: DropDownSheetState) -> DropDownSheetState? {
        destination = state
        return writeBack(state)
    }

    /// The sheet is gone without having said so (its presenting screen was torn down). Returns
    /// `.dismissed` to write to the binding, or nil when the binding already says so.
    package mutating func sheetDidDisappear() -> DropDownSheetState? {
        destination = .dismissed
        return writeBack(.dismissed)
    }

    /// The value just written back (or requested from inside, ``binding``) will reach the binding
    /// later, once a view update is over. Returns the write's ticket, for ``writeBackLands(_:)``.
    package mutating func writeBackWaits() -> Int {
        lastTicket &+= 1
        waitingWriteBacks.append((lastTicket, binding))
        return lastTicket
    }

    /// The write with `ticket` is about to reach the binding. Returns whether it may: false when a
    /// change the app made meanwhile superseded it (the write is then dropped). Once every waiting
    /// write has landed or been dropped, updates read requests again.
    package mutating func writeBackLands(_ ticket: Int) -> Bool {
        guard let index = waitingWriteBacks.firstIndex(where: { $0.ticket == ticket }) else { return false }
        heldByBinding = waitingWriteBacks[index].value
        waitingWriteBacks.remove(at: index)
        return true
    }

    /// While writes wait: whether an update that read `value` read the binding before them (or one
    /// of the values on its way), which is no request. Any other value, or another content (an
    /// item the app set), is the app's own change in the same pass: the waiting writes are
    /// dropped, and the value is read as a request.
    mutating func isStaleWhileWritesWait(_ value: DropDownSheetState, replacingContent: Bool) -> Bool {
        guard writeBackIsWaiting else { return false }
        if !replacingContent, value == heldByBinding || waitingWriteBacks.contains(where: { $0.value == value }) { return true }
        waitingWriteBacks.removeAll()
        return false
    }

    /// The action that takes the sheet from ``destination`` to `state`, which becomes the new
    /// destination.
    private mutating func request(_ state: DropDownSheetState) -> Action {
        guard state != destination else { return .none }
        let from = destination
        destination = state
        if state == .dismissed { return .dismiss }
        if from == .dismissed { return .present(state) }
        return .move(to: state)
    }

    private mutating func writeBack(_ state: DropDownSheetState) -> DropDownSheetState? {
        guard state != binding else { return nil }
        binding = state
        return state
    }
}
