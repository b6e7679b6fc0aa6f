/// When the UIKit shell's bottom-bar tracker measures the screen underneath's tab bars and
/// toolbars again, and when it looks for them again (issue 29, "Decisions in the core"): the
/// tracker hears UIKit (a safe area changed, a transition ended, a touch passed through, a SwiftUI
/// view updated), asks this value what to do, and does it.
///
/// - **One report a turn.** However many changes are heard in one turn of the run loop, one report
///   follows, on the next turn ( ``hearChange(at:)`` answers true once); it remembers when the
///   first of them was heard (``heardAt(now:)``), which is when UIKit's animation of that change
///   began or earlier.
/// - **One search a turn.** A search asked for (``requestSearch(at:)``) is made with that report,
///   once, or when the report finds the structure changed (``deliver(structureChanged:)``).
/// - **Inside the next layout pass, once.** ``requestSearchAfterNextLayout()`` asks for it once
///   until it has run (``laidOut(at:)``); until a search has run inside a layout pass
///   (``hasSearchedAfterLayout``), a SwiftUI screen that just joined its window may not have built
///   its tab bar yet.
/// - **Content updates, at most every ``contentSearchInterval``.** A SwiftUI view that updates on
///   every frame does not have the screen walked on every frame (``contentUpdated(at:)``).
/// - **A touch, at most once a second** (``touchPassedThrough(at:)``): a screen with no bar
///   followed is looked at again when the user touches it, not on every touch.
///
/// Times in seconds, passed in (one clock for each kind: media time for changes, uptime for the
/// rest). A clock that goes backward counts as if the interval were over; no input traps.
package struct DropDownSheetBarTrackingSchedule: Sendable, Hashable {
    /// What to do about an update of the screen's content.
    package enum ContentSearch: Sendable, Hashable {
        /// Nothing: a search is waiting already.
        case nothing
        /// Ask for a search inside the screen's next layout pass now.
        case searchAfterNextLayout
        /// Wait this many seconds, then call ``contentWaitEnded()``.
        case wait(Double)
    }

    /// The least time between two searches that content updates ask for, in seconds: 0.25.
    package static var contentSearchInterval: Double { 0.25 }
    /// The least time between two searches that touches ask for, in seconds: 1.
    package static var touchSearchInterval: Double { 1 }

    /// Whether a report waits for the next turn.
    package private(set) var isChangeScheduled = false
    /// Whether a search waits for the next report.
    package private(set) var isSearchPending = false
    /// Whether a search waits for the screen's next layout pass.
    package private(set) var isSearchAfterLayoutPending = false
    /// Whether a search ran inside a layout pass of the screen since it was tracked, or the screen
    /// was laid out already when it was.
    package private(set) var hasSearchedAfterLayout = false
    private var changeHeardAt = 0.0
    private var touchSearchTime = -Double.infinity
    private var layoutSearchTime = -Double.infinity
    private var isContentSearchDeferred = false

    /// Nothing scheduled.
    package init() {}

    /// Starts following a screen; `laidOut`: it is laid out already (no layout pass pending), so
    /// its first search can be trusted.
    package mutating func track(laidOut: Bool) {
        self = Self()
        hasSearchedAfterLayout = laidOut
    }

    /// Stops following: nothing scheduled, nothing waits.
    package mutating func stop() {
        self = Self()
    }

    /// A change was heard at `time` (media time, seconds). True when the shell must schedule a
    /// report for the next turn (none is scheduled yet).
    package mutating func hearChange(at time: Double) -> Bool {
        guard !isChangeScheduled else {
            if time.isFinite { changeHeardAt = min(changeHeardAt, time) }
            return false
        }
        changeHeardAt = time.isFinite ? time : 0
        isChangeScheduled = true
        return true
    }

    /// A search was asked for at `time`: it is made with the next report. True when the shell must
    /// schedule that report.
    package mutating func requestSearch(at time: Double) -> Bool {
        isSearchPending = true
        return hearChange(at: time)
    }

    /// The report's turn came; `structureChanged`: a followed bar was freed or left the screen, an
    /// accessory changed, or a toolbar not followed shows now. True when the shell must search now
    /// (then ``searched()``).
    package mutating func deliver(structureChanged: Bool) -> Bool {
        isChangeScheduled = false
        return isSearchPending || structureChanged
    }

    /// A search ran.
    package mutating func searched() {
        isSearchPending = false
    }

    /// When the change being reported was first heard, for a read at `now`: `now` while none was
    /// heard or one is still to be reported, and never later than `now`.
    package func heardAt(now: Double) -> Double {
        isChangeScheduled || changeHeardAt == 0 ? now : min(changeHeardAt, now)
    }

    /// A touch passed through to a screen with no bar followed, at `time` (seconds). True when the
    /// shell must ask for a search (at most once every ``touchSearchInterval``).
    package mutating func touchPassedThrough(at time: Double) -> Bool {
        guard time.isFinite else { return false }
        guard time - touchSearchTime >= Self.touchSearchInterval || time < touchSearchTime else { return false }
        touchSearchTime = time
        return true
    }

    /// A search inside the screen's next layout pass is asked for. True when the shell must ask
    /// for that pass (none is asked for yet).
    package mutating func requestSearchAfterNextLayout() -> Bool {
        guard !isSearchAfterLayoutPending else { return false }
        isSearchAfterLayoutPending = true
        return true
    }

    /// The layout pass asked for came, at `time` (uptime, seconds): the shell searches, then
    /// calls ``searchedInsideLayout()``.
    package mutating func laidOut(at time: Double) {
        isSearchAfterLayoutPending = false
        layoutSearchTime = time.isFinite ? time : layoutSearchTime
    }

    /// A search ran inside a layout pass.
    package mutating func searchedInsideLayout() {
        hasSearchedAfterLayout = true
    }

    /// The screen's content updated at `time` (uptime, seconds).
    package mutating func contentUpdated(at time: Double) -> ContentSearch {
        guard !isContentSearchDeferred else { return .nothing }
        let wait = layoutSearchTime + Self.contentSearchInterval - time
        guard time.isFinite, wait > 0, wait <= Self.contentSearchInterval else { return .searchAfterNextLayout }
        isContentSearchDeferred = true
        return .wait(wait)
    }

    /// The wait ``contentUpdated(at:)`` asked for is over. True when the shell must ask for a
    /// search inside the next layout pass (the schedule was not stopped meanwhile).
    package mutating func contentWaitEnded() -> Bool {
        guard isContentSearchDeferred else { return false }
        isContentSearchDeferred = false
        return true
    }
}
