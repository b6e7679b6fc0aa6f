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
    /// A transition coordinator that answers `animate(alongsideTransition:completion:)` as told,
    /// running the completion (a transition that ends) or not (UIKit declined).
    private final class FakeCoordinator: NSObject, UIViewControllerTransitionCoordinator {
        let accepts: Bool
        init(accepts: Bool) { self.accepts = accepts }

        var isAnimated: Bool { true }
        var presentationStyle: UIModalPresentationStyle { .custom }
        var initiallyInteractive: Bool { false }
        var isInterruptible: Bool { false }
        var isInteractive: Bool { false }
        var isCancelled: Bool { false }
        var transitionDuration: TimeInterval { 0 }
        var percentComplete: CGFloat { 1 }
        var completionVelocity: CGFloat { 1 }
        var completionCurve: UIView.AnimationCurve { .linear }
        var containerView: UIView { UIView() }
        var targetTransform: CGAffineTransform { .identity }
        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
        func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

        func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                     completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
            guard accepts else { return false }
            completion?(self)
            return true
        }

        func animateAlongsideTransition(in view: UIView?,
                                        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
            animate(alongsideTransition: animation, completion: completion)
        }

        func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
        func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
    }

    func testWorkWaitingForATransitionRunsWhenUIKitDeclinesToQueueIt() {
        let ran = expectation(description: "ran although UIKit declined")
        DropDownSheetHostViewController.afterTransition(of: FakeCoordinator(accepts: false)) { ran.fulfill() }
        wait(for: [ran], timeout: 2)
    }

    func testWorkWaitingForATransitionRunsOnceWhenUIKitQueuesIt() {
        let ran = expectation(description: "ran once")
        ran.assertForOverFulfill = true
        DropDownSheetHostViewController.afterTransition(of: FakeCoordinator(accepts: true)) { ran.fulfill() }
        wait(for: [ran], timeout: 2)
    }
}
#endif
