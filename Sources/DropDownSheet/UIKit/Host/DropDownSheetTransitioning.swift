#if canImport(UIKit)
import UIKit

/// Hands UIKit the sheet's presentation controller and animators. Owned by the container
/// view controller (UIKit holds a transitioning delegate only weakly), so callers never keep
/// one alive.
@MainActor
final class DropDownSheetTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        DropDownSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DropDownSheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DropDownSheetAnimator(isPresenting: false)
    }
}

/// Moves the container's view between the overlay and UIKit's container view, and completes the
/// transition at once: UIKit's transition never stays open while a spring runs (UIKit ignores
/// touches app-wide during a non-interactive transition, and refuses other presentations). The
/// motion is the sheets' own springs, run by the display link outside any UIKit transition.
@MainActor
final class DropDownSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        if let host = context.viewController(forKey: key) as? DropDownSheetHostViewController {
            if isPresenting {
                host.modalWillBegin(in: context.containerView, frame: context.finalFrame(for: host))
            } else {
                host.modalWillEnd(animated: context.isAnimated)
            }
        }
        context.completeTransition(!context.transitionWasCancelled)
    }
}

/// Keeps the screen underneath in the hierarchy and lets the container's view fill UIKit's
/// container view; reports the ends of transitions to the container.
@MainActor
final class DropDownSheetPresentationController: UIPresentationController {
    private var host: DropDownSheetHostViewController? { presentedViewController as? DropDownSheetHostViewController }

    override var shouldRemovePresentersView: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    // The end of a present is reported by the library's own present completion only (UIKit has
    // not finished here yet: isBeingPresented is still set). A report from here, a turn later,
    // could end the follow-up switch that completion started.

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        // Also a dismissal the app started, before any animator runs (or when none will).
        host?.modalWillEnd(animated: presentedViewController.transitionCoordinator?.isAnimated ?? false)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        host?.modalDidEnd()
    }
}
#endif
