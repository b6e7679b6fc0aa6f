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

/// Runs a presentation or dismissal by starting the engine's spring; the sheet completes the
/// transition when the engine comes to rest. The duration UIKit asks for is only nominal.
@MainActor
final class DropDownSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let host = context.viewController(forKey: key) as? DropDownSheetHostViewController else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        if isPresenting {
            guard let sheet = host.sheetBeingPresented else {
                context.completeTransition(!context.transitionWasCancelled)
                return
            }
            let view = context.view(forKey: .to) ?? host.view!
            view.frame = context.finalFrame(for: host)
            context.containerView.addSubview(view)
            view.layoutIfNeeded()
            sheet.runPresentation(context)
        } else {
            host.runDismissal(context)
        }
    }
}

/// Keeps the screen underneath in the hierarchy, and restores it exactly when the sheet goes.
@MainActor
final class DropDownSheetPresentationController: UIPresentationController {
    private var host: DropDownSheetHostViewController? { presentedViewController as? DropDownSheetHostViewController }

    override var shouldRemovePresentersView: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        host?.beginStyling(presentingViewController.view)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { host?.restorePresentingView() }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        host?.dismissalDidEnd(completed: completed)
    }
}
#endif
