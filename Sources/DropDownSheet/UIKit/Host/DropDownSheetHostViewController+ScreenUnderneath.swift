#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// How the container defers to the screen underneath: the status bar, the orientations, the home
/// indicator, the screen-edge gestures, the pointer lock, and the responder chain.
///
/// The status bar while a sheet is expanded. The container captures the status bar's appearance
/// while UIKit presents it (`modalPresentationCapturesStatusBarAppearance`, set when it starts
/// styling a screen): light content once the dark band above the scaled screen underneath reaches
/// the status bar (``DropDownSheetStatusBarAppearance``, decided in the core), and otherwise
/// exactly what the screen underneath asks for. When the modal presentation ends (the first frame
/// a sheet heads for its bar: nothing holds it), UIKit gives the status bar back to the screen
/// underneath at once, and the band around the picture stops being black in that same frame
/// (``DropDownSheetCore/DropDownSheetPresentation/drawsDarkBandAroundScreen``). In the overlay the
/// container is not presented and never decides the status bar.
extension DropDownSheetHostViewController {
    /// The responder chain goes on from the container to the screen underneath's root-most
    /// controller (and from there to its window and the application), in the overlay and in the
    /// modal presentation alike: a key command (`UIKeyCommand`) or an action sent up the chain
    /// from a bar, or from the sheet's content, reaches the screen underneath's controllers
    /// instead of skipping them. For a presented controller this is the chain Apple's article
    /// "Using responders and the responder chain to handle events" describes (the next responder
    /// of a presented controller is its presenting controller); in the overlay the container is
    /// not presented, and left to UIKit its next responder would be its view's superview
    /// (`UIResponder.next`), the window, past the screen underneath's controllers.
    override var next: UIResponder? {
        underneath ?? super.next
    }

    // Touches on the bars and cards that no view handled stop here: they are not the screen
    // underneath's (a "tap anywhere to dismiss the keyboard" in its root controller's
    // `touchesBegan` must not hear a tap on a bar). Key commands and actions still go on.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override var preferredStatusBarStyle: UIStatusBarStyle {
        if presentingStyle.statusBarAppearance == .lightContent { return .lightContent }
        return askUnderneath(following: \.childForStatusBarStyle) { $0.preferredStatusBarStyle } ?? super.preferredStatusBarStyle
    }

    override var prefersStatusBarHidden: Bool {
        askUnderneath(following: \.childForStatusBarHidden) { $0.prefersStatusBarHidden } ?? super.prefersStatusBarHidden
    }

    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    // The rest of what UIKit asks "the root view controller or the topmost modal view controller
    // that fills the window" (documentation of `supportedInterfaceOrientations`), which the
    // container is while a sheet is expanded: the screen underneath answers, as it does while every
    // sheet is a bar. An app locked to portrait stays in portrait while a draft is written; a
    // video screen that hides the home indicator or defers the screen-edge gestures keeps that
    // with a sheet up. (The screen underneath's own children answer where it defers to them.)
    //
    // `preferredInterfaceOrientationForPresentation` is deliberately not forwarded: UIKit asks it
    // when it presents the container, that is on every expand, and rotates to it (a screen that
    // supports every orientation but prefers portrait for its own presentations would turn the
    // phone's landscape inbox to portrait as a draft expands), and it throws
    // `UIApplicationInvalidInterfaceOrientation` when the answer is not in the supported mask.
    // UIKit's default, "the current orientation of the status bar" (its documentation), is what
    // an expand must keep.
    //
    // A screen may defer these questions to what it presents (`presentedViewController?.
    // supportedInterfaceOrientations`, `childForHomeIndicatorAutoHidden { presentedViewController }`),
    // which is the container while a sheet is expanded: container -> screen -> container would
    // never end. A question that comes back to the container while it is asking gets UIKit's
    // default answer (`super`'s), and a `childFor...` chain that leads back to the container is
    // not named to UIKit (``DropDownSheetDeferralChain``, in the core).

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        askUnderneath { $0.supportedInterfaceOrientations } ?? super.supportedInterfaceOrientations
    }

    // Before iOS 16 only: later, supportedInterfaceOrientations alone.
    @available(iOS, deprecated: 16.0)
    override var shouldAutorotate: Bool {
        askUnderneath { $0.shouldAutorotate } ?? super.shouldAutorotate
    }

    override var childForHomeIndicatorAutoHidden: UIViewController? {
        underneathIfItsChainEnds(following: \.childForHomeIndicatorAutoHidden)
    }

    override var childForScreenEdgesDeferringSystemGestures: UIViewController? {
        underneathIfItsChainEnds(following: \.childForScreenEdgesDeferringSystemGestures)
    }

    override var childViewControllerForPointerLock: UIViewController? {
        underneathIfItsChainEnds(following: \.childViewControllerForPointerLock)
    }

    /// A rotation or a Split View resize while the container is presented (a sheet expanded):
    /// the picture of the screen underneath is hidden (the backdrop stays) for the transition and
    /// taken again, of the screen at its new size, when it is over.
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        presentingStyle.sizeTransitionWillBegin()
        Self.afterTransition(of: coordinator) { [weak self] in self?.presentingStyle.sizeTransitionDidEnd() }
    }

    /// `question` put to the screen underneath (or, with `child`, to the controller its chain of
    /// `child` answers ends at), unless the container is already asking it: then nil, and the
    /// caller answers as UIKit's default (`super`). Nil too when the chain leads back to the
    /// container.
    private func askUnderneath<Answer>(following child: ((UIViewController) -> UIViewController?)? = nil,
                                       _ question: (UIViewController) -> Answer) -> Answer? {
        guard !isAskingUnderneath, let underneath else { return nil }
        isAskingUnderneath = true
        defer { isAskingUnderneath = false }
        let answering = child.map { DropDownSheetDeferralChain.end(from: underneath, asker: self, next: $0) } ?? underneath
        return answering.map(question)
    }

    /// The screen underneath, as the child UIKit asks next, unless its own chain of `child`
    /// answers leads back to the container (UIKit's walk would never end) or the container is
    /// already asking it.
    private func underneathIfItsChainEnds(following child: (UIViewController) -> UIViewController?) -> UIViewController? {
        guard !isAskingUnderneath, let underneath else { return nil }
        isAskingUnderneath = true
        defer { isAskingUnderneath = false }
        return DropDownSheetDeferralChain.mayDefer(to: underneath, asker: self, next: child) ? underneath : nil
    }
}
#endif
