/// When the completion of a programmatic move (`minimize(animated:completion:)`,
/// `expand(animated:completion:)`) runs, and what it hears: `true` when the sheet came to rest
/// where it was asked to go, `false` when it did not get there.
///
/// The rules, for one sheet:
/// - **Already there.** A sheet resting where it is asked to go completes at once, with `true`.
/// - **Comes to rest.** The completion runs when the sheet comes to rest (its `didMove`): `true`
///   if that is where it was asked to go, `false` otherwise.
/// - **Interrupted by a finger.** A finger catching the sheet before it arrives ends the move the
///   app asked for: the completion runs then, with `false` (where the finger takes the sheet is
///   the user's move, which the delegate hears about).
/// - **Redirected.** When the sheet starts toward another place before arriving (the app asks
///   for the other move, a tap expands it, another sheet expanding minimizes it), the completion
///   runs then, with `false`. The same move asked twice completes both times on arrival.
/// - **Dismissed first, or never under way.** A sheet dismissed before it arrives completes with
///   `false` when it is gone; a request the sheet could not take (it is not presented, or is
///   being dismissed, or a finger holds it) completes at once with `false`.
///
/// It is a value the shell keeps per sheet: it hands out tokens for pending completions and says
/// which tokens finish, with what, after each event. No allocation unless a completion is pending.
package struct DropDownSheetMoveCompletions: Sendable {
    /// A pending completion: its token and the state its move asked for.
    private var pending: [(token: Int, target: DropDownSheetState)] = []
    private var nextToken = 0

    package init() {}

    /// Whether any completion is waiting.
    package var isEmpty: Bool { pending.isEmpty }

    /// What to do with a completion just asked for.
    package enum Registration: Sendable, Hashable {
        /// Run it now, with `finished`.
        case now(finished: Bool)
        /// Keep it under `token` until a later call says it finished.
        case pending(token: Int)
    }

    /// Registers the completion of a move toward `target`, given the sheet's `phase` right after
    /// the move was asked for (nil when the sheet is not presented). Other pending moves the
    /// request redirected are in the returned list of finished tokens (`false`).
    package mutating func register(target: DropDownSheetState, phase: DropDownSheetPhase?) -> (Registration, finished: [(token: Int, finished: Bool)]) {
        guard let phase, target != .dismissed else { return (.now(finished: false), []) }
        switch phase {
        case .resting(target):
            return (.now(finished: true), [])
        case .settling(toward: target):
            let redirected = finish { $0 != target ? false : nil }
            nextToken &+= 1
            pending.append((nextToken, target))
            return (.pending(token: nextToken), redirected)
        case .resting, .settling, .dragging:
            return (.now(finished: false), [])
        }
    }

    /// The sheet started toward `state` (`willMove`): moves asked toward elsewhere finish with `false`.
    package mutating func sheetWillMove(to state: DropDownSheetState) -> [(token: Int, finished: Bool)] {
        finish { $0 != state ? false : nil }
    }

    /// The sheet came to rest in `state` (`didMove`): every pending move finishes, `true` where it
    /// asked for `state`.
    package mutating func sheetDidMove(to state: DropDownSheetState) -> [(token: Int, finished: Bool)] {
        finish { $0 == state }
    }

    /// A finger caught the sheet, or the sheet left its presentation without coming to rest
    /// (torn down with its screen): every pending move finishes with `false`.
    package mutating func interrupt() -> [(token: Int, finished: Bool)] {
        finish { _ in false }
    }

    /// Finishes the pending moves for which `outcome` of their target is not nil, in the order
    /// they were asked for.
    private mutating func finish(_ outcome: (DropDownSheetState) -> Bool?) -> [(token: Int, finished: Bool)] {
        guard !pending.isEmpty else { return [] }
        var done: [(token: Int, finished: Bool)] = []
        pending.removeAll { entry in
            guard let finished = outcome(entry.target) else { return false }
            done.append((entry.token, finished))
            return true
        }
        return done
    }
}
