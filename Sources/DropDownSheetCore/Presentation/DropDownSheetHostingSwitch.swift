/// The state of a shell's switches between its overlay and the platform's modal presentation
/// (``DropDownSheetHosting``): whether a switch is under way and which one, whether it leaves the
/// modal presentation, whether a wanted switch had to wait, and what a dismissal the app started
/// stands for. The shell asks it what to do and performs it (presents, dismisses), and reports
/// when the platform is done; every rule about the order of those reports is here, tested on
/// Linux (issue 30: this state lived in the UIKit shell, where most earlier review defects came
/// from).
///
/// Switches are numbered as they begin. Every report of an end names its switch, and only the
/// latest switch's end counts: a late report of an earlier one (the completion of a present
/// whose follow-up dismiss already began) ends nothing. A switch the shell gives up on (its
/// screen gone) is forgotten by ``abandonAll()``, so no report of it ends a later one.
package struct DropDownSheetHostingSwitch: Sendable, Hashable {
    /// A dismissal of the modal presentation the app started, and the sheet it stands for.
    package struct AppDismissal: Sendable, Hashable {
        /// The expanded sheet when the dismissal began: it is closed when the platform is done.
        package var sheet: DropDownSheetIdentifier
        /// Whether the platform's dismissal was animated.
        package var animated: Bool
    }

    /// What the shell should do to reach the hosting the presentation wants.
    package enum Command: Sendable, Hashable {
        /// Nothing now (already there, or waiting for the switch under way).
        case none
        /// Present the container modally (then report with ``begin(leavingModal:)``'s number).
        case enterModal
        /// End the modal presentation (then report with ``begin(leavingModal:)``'s number).
        case leaveModal
    }

    /// What follows the end of the latest switch.
    package enum Ending: Sendable, Hashable {
        /// The report was of an earlier switch: nothing changes.
        case stale
        /// No switch was under way any more: only the work waiting for the hosting runs.
        case runWaitingWork
        /// The switch ended and the sheets are still shown: give back what waited for it (a held
        /// first responder), then ask again which hosting is wanted, then run the waiting work.
        case updateHosting
        /// The switch ended after the last sheet left, and the platform still presents the
        /// container: dismiss it, unanimated, as switch `number` (its end is reported as any).
        case dismissLeftover(number: Int)
        /// The switch ended after the last sheet left, and nothing presents the container: take
        /// its view away.
        case removeView
    }

    /// Whether a present or dismiss of the container is under way (the library's own, or a
    /// dismissal the app started), until the platform has ended it.
    package private(set) var isSwitching = false
    /// Whether the switch under way is the library's own dismissal (back to the overlay): any
    /// other dismissal the platform begins comes from the app.
    package private(set) var isLeavingModal = false
    /// Whether a wanted switch had to wait (the platform busy, something presented above): the
    /// shell tries again at the next chance (a touch, a transition's end).
    package private(set) var updateIsPending = false
    /// The number of the latest switch begun.
    package private(set) var latest = 0
    /// The number of the switch standing for a dismissal the app started, until the platform
    /// reports that dismissal's end.
    package private(set) var appDismissalSwitch: Int?
    /// The sheet that dismissal stands for, until it is closed. It belongs to that dismissal's
    /// switch alone: any later switch, or the last sheet leaving, forgets it, so a dismissal
    /// the app starts later never closes the sheet an earlier one stood for.
    package private(set) var appDismissal: AppDismissal?

    /// A state with no switch under way.
    package init() {}

    /// What to do when the presentation wants `wanted` while the container is `current`ly hosted
    /// there; `isShown`: the sheets are on screen; `isBusy`: the shell is carrying out other work
    /// (effects) and asks again after it. A wanted switch while one is under way waits
    /// (``updateIsPending``); reaching the wanted hosting clears the wait.
    package mutating func command(wanted: DropDownSheetHosting, current: DropDownSheetHosting,
                                  isShown: Bool, isBusy: Bool) -> Command {
        guard isShown, !isBusy else { return .none }
        guard wanted != current else {
            updateIsPending = false
            return .none
        }
        guard !isSwitching else {
            updateIsPending = true
            return .none
        }
        return wanted == .modal ? .enterModal : .leaveModal
    }

    /// A switch begins (the library's present, its dismiss when `leavingModal`); returns its
    /// number, for the report of its end.
    package mutating func begin(leavingModal: Bool) -> Int {
        latest &+= 1
        // A sheet an app's dismissal stood for is closed only at the end of that dismissal's
        // own switch, which is no longer the latest (review of issue 30: such a record outlived
        // its switch, and a later dismissal with no sheet expanded closed it).
        appDismissal = nil
        isSwitching = true
        isLeavingModal = leavingModal
        return latest
    }

    /// The platform refused the switch just begun (it was busy): no switch is under way, and the
    /// shell tries again later.
    package mutating func refused() {
        isSwitching = false
        isLeavingModal = false
        updateIsPending = true
    }

    /// A wanted switch cannot begin now (the screen underneath presents something, the platform
    /// is in a transition): the shell tries again later.
    package mutating func waitForLater() {
        updateIsPending = true
    }

    /// The platform is presenting the container (its view moves into the modal presentation).
    package mutating func modalWillBegin() {
        isSwitching = true
    }

    /// The platform is dismissing the container. A dismissal the library did not begin is the
    /// app's: it becomes a switch of its own, and, while the sheets are shown with one expanded
    /// (`expanded`), that sheet is closed once the platform is done (`animated`: the platform's
    /// dismissal was). Returns whether the dismissal is the app's.
    @discardableResult
    package mutating func modalWillEnd(expanded: DropDownSheetIdentifier?, animated: Bool, isShown: Bool) -> Bool {
        let fromApp = !isLeavingModal
        if fromApp { appDismissalSwitch = begin(leavingModal: true) }
        isSwitching = true
        isLeavingModal = true
        if fromApp, isShown, let expanded { appDismissal = AppDismissal(sheet: expanded, animated: animated) }
        return fromApp
    }

    /// The platform ended a dismissal: the app's dismissal's switch, whose end the shell reports
    /// (``appDismissalDidEnd(_:)``) once the platform is done with it, or nil for the library's
    /// own (its completion reports it).
    package mutating func modalDidEnd() -> Int? {
        defer { appDismissalSwitch = nil }
        return appDismissalSwitch
    }

    /// The app's dismissal, switch `number`, is over: the sheet to close, if that switch is still
    /// the latest and a sheet was expanded when it began. The shell closes it only if it is still
    /// shown and expanded (a sheet freed or moved meanwhile is left alone), then reports the
    /// switch's end (``ended(_:isShown:isPresented:)``).
    package mutating func appDismissalDidEnd(_ number: Int) -> AppDismissal? {
        guard number == latest, let dismissal = appDismissal else { return nil }
        appDismissal = nil
        return dismissal
    }

    /// Switch `number` ended. `isShown`: the sheets are still on screen; `isPresented`: the
    /// platform still presents the container (and is not dismissing it).
    package mutating func ended(_ number: Int, isShown: Bool, isPresented: Bool) -> Ending {
        guard number == latest else { return .stale }
        guard isSwitching else { return .runWaitingWork }
        isSwitching = false
        isLeavingModal = false
        updateIsPending = false
        if isShown { return .updateHosting }
        if isPresented { return .dismissLeftover(number: begin(leavingModal: true)) }
        return .removeView
    }

    /// The last sheet left: nothing waits to switch any more, and no sheet is left for an app's
    /// dismissal to close.
    package mutating func finish() {
        updateIsPending = false
        appDismissal = nil
    }

    /// The shell gives up on every switch (its screen is gone, and the platform was asked to end
    /// the presentation from there): nothing is under way, nothing waits, and no report of an
    /// earlier switch ends anything.
    package mutating func abandonAll() {
        latest &+= 1
        appDismissalSwitch = nil
        appDismissal = nil
        isSwitching = false
        isLeavingModal = false
        updateIsPending = false
    }
}
