#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// What waits for a UIKit transition to end is run even when UIKit declines to queue a
/// completion (`animate(alongsideTransition:completion:)` returns `false`): otherwise the overlay
/// hidden under a `.fullScreen` presentation would stay hidden, and a switch of hosting would
/// wait for a touch that a hidden view never gets (review of phase 2, defect 5).
@MainActor
final class TransitionCompletionTests: XCTestCase {
    func testWorkWaitingForATransitionRunsWhenUIKitDeclinesToQueueIt() {
        let ran = expectation(description: "ran although UIKit declined")
        DropDownSheetHostViewController.afterTransition(of: TestTransitionCoordinator(.declines)) { ran.fulfill() }
        wait(for: [ran], timeout: 2)
    }

    func testWorkWaitingForATransitionRunsOnceWhenUIKitQueuesIt() {
        let ran = expectation(description: "ran once")
        ran.assertForOverFulfill = true
        DropDownSheetHostViewController.afterTransition(of: TestTransitionCoordinator(.endsAtOnce)) { ran.fulfill() }
        wait(for: [ran], timeout: 2)
    }
}
#endif
