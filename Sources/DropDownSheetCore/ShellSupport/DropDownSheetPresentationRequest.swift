/// SwiftUI's other two ways of asking for a sheet, `isPresented:` (a `Bool`) and `item:` (an
/// optional identifiable value), read as the ``DropDownSheetState`` that
/// ``DropDownSheetBindingSync`` works with, with the semantics of SwiftUI's own `.sheet`:
///
/// - `isPresented == true` (or an item) asks for the sheet; `false` (or `nil`) dismisses it.
/// - An optional `isMinimized` binding moves the presented sheet from outside it: `true` asks for
///   the bar, `false` for the full card. Without one, a new sheet is presented expanded and then
///   stays where the user puts it: nothing the app does in a view update moves it back.
/// - The user's moves are written back when the sheet comes to rest: a dismissal sets
///   `isPresented` to `false` (or the item to `nil`); a move between the card and the bar sets
///   `isMinimized`, when there is one. `isMinimized` is left as it is on dismissal, so the next
///   presentation opens where the last one was put (a mini player comes back as a bar).
/// - A different item (another identity) while a sheet is up replaces it: the sheet showing the
///   old item is dismissed and a new one is presented with the new item, as SwiftUI's
///   `sheet(item:)` does.
///
/// A platform-free value, tested on Linux; the SwiftUI modifier is its only user.
package enum DropDownSheetPresentationRequest {
    /// The state the app's bindings ask for.
    /// - Parameters:
    ///   - isPresented: Whether the app wants the sheet (`isPresented`, or an item is set).
    ///   - isMinimized: The `isMinimized` binding's value, or nil when the app gave none.
    ///   - current: The state the binding sync last saw or wrote back (where the sheet is, or is
    ///     going, as far as the app knows).
    package static func state(isPresented: Bool, isMinimized: Bool?, current: DropDownSheetState) -> DropDownSheetState {
        guard isPresented else { return .dismissed }
        // Not minimized: where the sheet is when it is raised (at a detent), else the full card.
        if let isMinimized { return isMinimized ? .minimized : (current.isRaised ? current : .expanded) }
        return current == .dismissed ? .expanded : current
    }

    /// What to write back to the app's bindings when the sheet comes to rest in `state`:
    /// `isPresented` (false for `.dismissed`: the item becomes nil), and `isMinimized`, nil when
    /// it must be left as it is (on dismissal).
    package static func writeBack(_ state: DropDownSheetState) -> (isPresented: Bool, isMinimized: Bool?) {
        switch state {
        case .dismissed: (false, nil)
        case .minimized: (true, true)
        default: (true, false)
        }
    }

    /// Whether the content changed identity under a presented sheet, so that the sheet must be
    /// replaced: an item with another identity than the one shown. A first item, or none, is no
    /// replacement.
    package static func replacesContent<Identity: Equatable>(shown: Identity?, requested: Identity?) -> Bool {
        guard let shown, let requested else { return false }
        return shown != requested
    }
}

extension DropDownSheetBindingSync {
    /// The binding holds `value` for content that replaces the content shown (another item):
    /// when a sheet is up or on its way, one ``Action/replace(_:)``, never a dismissal the sync
    /// would wait for. The sync's ``destination`` becomes `value` at once, so a later
    /// request (the item set to nil during the outgoing sheet's exit) is measured against the
    /// new sheet, and the outgoing sheet's own dismissal, which the shell no longer reports to
    /// the sync, writes nothing back. Without a replacement, the same as ``bindingDidChange(to:)``.
    /// Returns the actions in the order to carry them out (at most one); none while a value written
    /// back waits to reach the binding (``writeBackIsWaiting``) and the update read the binding
    /// before the write (or a value on its way). Another value or another content read then is the
    /// app's change in the same pass: it is carried out, and the waiting writes are dropped.
    package mutating func bindingDidChange(to value: DropDownSheetState, replacingContent: Bool) -> [Action] {
        guard !isStaleWhileWritesWait(value, replacingContent: replacingContent) else { return [] }
        guard replacingContent, destination != .dismissed, value != .dismissed else {
            return [bindingDidChange(to: value)].filter { $0 != .none }
        }
        _ = bindingDidChange(to: .dismissed)
        switch bindingDidChange(to: value) {
        case .present(let state): return [.replace(state)]
        case let other: return [other].filter { $0 != .none }
        }
    }
}
