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
    /// view update, and writes once it is over): until ``writeBackDidLand()``, the binding still
    /// holds what it held, and a view update that reads it is no request
    /// (``bindingDidChange(to:replacingContent:)``). Otherwise the sheet would be sent back to
    /// where it was, for a turn, by an update that came between its move and the write.
    package private(set) var writeBackIsWaiting = false

    /// A sync for a sheet that is not presented, with a binding not yet read.
    package init() {
        binding = .dismissed
        destination = .dismissed
    }

    /// A sync for a sheet already on its way to `destination`, whose binding was last seen holding
    /// `binding` (a session taking a sheet over: ``DropDownSheetSessionAdoption``).
    package init(binding: DropDownSheetState, destination: DropDownSheetState) {
        self.binding = binding
        self.destination = destination
    }

    /// The binding holds `value` (called on every view update, whether or not it changed).
    /// Returns what to do to the sheet.
    package mutating func bindingDidChange(to value: DropDownSheetState) -> Action {
        guard value != binding else { return .none }
        binding = value
        return request(value)
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

    /// The value just written back (or requested from inside) will reach the binding later, once a
    /// view update is over.
    package mutating func writeBackWaits() {
        writeBackIsWaiting = true
    }

    /// The waiting value reached the binding: updates read requests again.
    package mutating func writeBackDidLand() {
        writeBackIsWaiting = false
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
