#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The one way the SwiftUI layer calls the app's code: `onDismiss`, `onAttemptToDismiss`, the
/// bindings written back and the move actions. SwiftUI does not allow state to be written during
/// a view update ("Modifying state during view update"), and a sheet's events can come from inside
/// one: a sheet dismissed, moved or replaced without animation reports synchronously from the
/// anchor's `updateUIViewController` (or its dismantling). So the anchor marks its updates
/// (``beginViewUpdate()``, ``endViewUpdate()``), and a call made meanwhile waits until every
/// update is over, for the next turn of the main run loop; calls keep their order.
///
/// Shared by every session, because one sheet's update moves the others (a mini player closed
/// without animation moves the drafts' bar at once, inside its update).
@available(iOS 15.0, *)
@MainActor
enum DropDownSheetCallbackGate {
    /// A call waiting for the end of the updates; `key` names a call a later one supersedes
    /// (the latest position of a sheet).
    private struct Waiting {
        var key: AnyHashable?
        var call: () -> Void
    }

    /// How many SwiftUI updates of any sheet's modifier view (or its taking away) are under way.
    private static var updatesInProgress = 0
    private static var waiting: [Waiting] = []
    private static var drainIsScheduled = false

    /// Whether a SwiftUI update of any sheet's modifier view is under way.
    static var isInViewUpdate: Bool { updatesInProgress > 0 }

    /// Whether a call made now waits (an update is under way, or calls wait before it).
    static var callsWait: Bool { isInViewUpdate || !waiting.isEmpty }

    /// A SwiftUI update of a modifier's view (or its taking away) begins.
    static func beginViewUpdate() { updatesInProgress += 1 }

    /// It ends; calls that waited for it run on the next turn, once no update is under way.
    static func endViewUpdate() {
        updatesInProgress = max(updatesInProgress - 1, 0)
        if updatesInProgress == 0, !waiting.isEmpty { scheduleDrain() }
    }

    /// Calls `call` now, outside any update and when nothing waits before it; otherwise once the
    /// updates are over. A call with the `key` of one still waiting takes its place.
    static func run(key: AnyHashable? = nil, _ call: @escaping () -> Void) {
        guard callsWait else {
            call()
            return
        }
        if let key, let index = waiting.firstIndex(where: { $0.key == key }) {
            waiting[index].call = call
        } else {
            waiting.append(Waiting(key: key, call: call))
        }
        if !isInViewUpdate { scheduleDrain() }
    }

    private static func scheduleDrain() {
        guard !drainIsScheduled else { return }
        drainIsScheduled = true
        Task { @MainActor in
            drainIsScheduled = false
            drain()
        }
    }

    /// Runs the waiting calls in order; one that begins an update (rare: a call that makes UIKit
    /// update SwiftUI synchronously) leaves the rest for the end of that update.
    private static func drain() {
        while !isInViewUpdate, !waiting.isEmpty {
            waiting.removeFirst().call()
        }
        if !waiting.isEmpty, !isInViewUpdate { scheduleDrain() }
    }
}
#endif
