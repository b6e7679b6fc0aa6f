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

    /// Black behind the presented container, over the screen underneath's frame, while the
    /// container draws that screen as a picture on a black band (see
    /// `DropDownSheetHostViewController.drawBlackBehindContainer()`). Not the app's view: UIKit's
    /// container view of this presentation, which the presentation controller may add views to.
    let blackBehind: UIView = {
        let view = UIView()
        view.backgroundColor = .black
        view.isHidden = true
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
        view.accessibilityElementsHidden = true
        return view
    }()

    /// Shows ``blackBehind`` over `frame` (window coordinates), or hides it (nil).
    func drawBlackBehindPresentedView(_ frame: CGRect?) {
        guard let containerView else { return }
        if blackBehind.superview !== containerView { containerView.insertSubview(blackBehind, at: 0) }
        let hidden = frame == nil
        if blackBehind.isHidden != hidden { blackBehind.isHidden = hidden }
        if let frame {
            // UIKit's container view of a full-screen presentation fills the window at its origin.
            let local = containerView.convert(frame, from: nil)
            if blackBehind.frame != local { blackBehind.frame = local }
        }
    }

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
