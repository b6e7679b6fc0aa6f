#if canImport(UIKit)
import ObjectiveC
import UIKit

/// Where the container's view lives, so that the screen underneath stays a normal app
/// (docs/presentation-architecture.md):
///
/// - **overlay**: while every sheet rests minimized (or is heading to its bar or away), UIKit's
///   modal presentation is ended and the view is a passthrough overlay in the window of the screen
///   underneath, directly above that screen's own view. UIKit adds the container views of later
///   presentations to the window on top, so an alert, a share sheet or a SwiftUI `.sheet` from any
///   controller of the screen underneath appears above the bars, and leaves them as they were.
/// - **modal**: while a sheet is expanded or springing there, the container is presented by UIKit
///   (a custom presentation), so a presentation from the sheet's content appears above the sheet.
///
/// Both switches are UIKit transitions that complete at once: the view moves between the window
/// and UIKit's container view, which cover the same screen, so nothing visibly moves; the spring
/// runs on the display link, outside any UIKit transition. Which one is wanted is decided by
/// ``DropDownSheetHosting`` in the core.
extension DropDownSheetHostViewController {
    // MARK: - Showing and finishing

    /// Shows this container over the screen of `presenter`: registers it there, starts styling
    /// that screen and puts the view in the overlay. Returns `false`, changing nothing, when that
    /// screen is not in a window.
    func show(from presenter: UIViewController) -> Bool {
        let root = presenter.dropDownSheetRootAncestor
        guard let screen = root.viewIfLoaded, screen.window != nil else { return false }
        underneath = root
        root.attachedDropDownSheetHost = self
        isShown = true
        hosting = .overlay
        loadViewIfNeeded()
        beginStyling(screen)
        placeInOverlay()
        view.layoutIfNeeded()
        screenSentinel.frame = .zero
        screen.insertSubview(screenSentinel, at: 0)
        screenSentinel.windowDidChange = { [weak self] window in self?.screenUnderneathMoved(to: window) }
        return true
    }

    /// The last sheet left: takes the view away, puts the screen underneath back as it was, and
    /// lets UIKit and the screen underneath forget this container.
    func finish() {
        guard isShown else { return }
        isShown = false
        hostingUpdateIsPending = false
        if let presenting = presentingViewController, !isBeingDismissed, !isSwitchingHosting {
            // Still modal (the switch to the overlay was waiting): end it, with whatever the
            // sheets presented above it.
            isSwitchingHosting = true
            isLeavingModal = true
            presenting.dismiss(animated: false) { [weak self] in self?.hostingSwitchDidEnd() }
        }
        // (A switch underway finishes in hostingSwitchDidEnd, which takes the view away.)
        if presentingViewController == nil, !isSwitchingHosting { view.removeFromSuperview() }
        restorePresentingView()
        screenSentinel.windowDidChange = nil
        screenSentinel.removeFromSuperview()
        if let underneath, underneath.attachedDropDownSheetHost === self {
            underneath.attachedDropDownSheetHost = nil
        }
    }

    /// The screen underneath's view came back to a window (after a `.fullScreen` presentation of
    /// its own): the overlay goes back directly above it. Or it left its window: if it is not
    /// just covered by a presentation of its own (it was dismissed, or replaced as the window's
    /// root), its sheets go with it, at once, rather than stay on screen without it.
    private func screenUnderneathMoved(to window: UIWindow?) {
        guard isShown else { return }
        if window != nil {
            if presentingViewController == nil { placeInOverlay() }
            return
        }
        // UIKit may be moving the view within a transition: decide once it is done.
        Task { @MainActor [weak self] in self?.screenUnderneathMayHaveLeft() }
    }

    private func screenUnderneathMayHaveLeft() {
        guard isShown, let underneath, underneath.viewIfLoaded?.window == nil else { return }
        // Covered by a presentation (its own, or one of the expanded sheet's content): it comes back.
        if let presented = underneath.presentedViewController, presented !== self || presented.presentedViewController != nil {
            return
        }
        for sheet in sheets { sheet.dismissInPlace(animated: false) }
    }

    // MARK: - Switching

    /// Moves the view to where ``DropDownSheetHosting`` wants it for the sheets' current phases.
    /// Safe to call at any time and any number of times: a switch UIKit cannot make now (another
    /// transition, something presented above this container) is retried later, from the
    /// completion of that transition, this container's next dismissal of what it presents, or the
    /// next touch.
    func updateHosting() {
        guard isShown else { return }
        let current: DropDownSheetHosting = presentingViewController != nil ? .modal : .overlay
        let wanted = DropDownSheetHosting.wanted(for: sheets.map(\.phase), current: current)
        guard wanted != current else {
            hostingUpdateIsPending = false
            return
        }
        guard !isSwitchingHosting else {
            hostingUpdateIsPending = true
            return
        }
        switch wanted {
        case .modal: enterModal()
        case .overlay: leaveModal()
        }
    }

    /// Presents this container from the screen underneath; the animator moves the view from the
    /// overlay into UIKit's container view and completes at once.
    private func enterModal() {
        guard let underneath, underneath.viewIfLoaded?.window != nil, presentingViewController == nil,
              underneath.presentedViewController == nil, !underneath.isBeingPresented, !underneath.isBeingDismissed else {
            retryHostingLater(after: underneath?.presentedViewController ?? underneath)
            return
        }
        isSwitchingHosting = true
        underneath.present(self, animated: true) { [weak self] in self?.hostingSwitchDidEnd() }
        if presentingViewController == nil, !isBeingPresented {
            // UIKit refused (it logs why): stay in the overlay and try again later.
            isSwitchingHosting = false
            retryHostingLater(after: underneath)
        }
    }

    /// Ends UIKit's modal presentation of this container; the animator moves the view back into
    /// the overlay and completes at once. Waits while something is presented above this container
    /// (an alert of the content's: dismissing this container would take it away too).
    private func leaveModal() {
        guard let presenting = presentingViewController else {
            hosting = .overlay
            placeInOverlay()
            return
        }
        guard presentedViewController == nil, !isBeingPresented, !isBeingDismissed else {
            retryHostingLater(after: presentedViewController ?? self)
            return
        }
        isSwitchingHosting = true
        isLeavingModal = true
        presenting.dismiss(animated: true) { [weak self] in self?.hostingSwitchDidEnd() }
        if presentingViewController != nil, !isBeingDismissed {
            isSwitchingHosting = false
            isLeavingModal = false
            retryHostingLater(after: self)
        }
    }

    /// A present or dismiss of this container ended (called from its completion and from the
    /// presentation controller, whichever comes first; the second call finds nothing to do).
    func hostingSwitchDidEnd() {
        guard isSwitchingHosting else { return }
        isSwitchingHosting = false
        isLeavingModal = false
        hostingUpdateIsPending = false
        guard isShown else {
            // The last sheet left during the switch: end what UIKit still holds.
            if let presenting = presentingViewController, !isBeingDismissed {
                isSwitchingHosting = true
                isLeavingModal = true
                presenting.dismiss(animated: false) { [weak self] in self?.hostingSwitchDidEnd() }
            } else if presentingViewController == nil {
                view.removeFromSuperview()
            }
            return
        }
        if presentingViewController == nil { placeInOverlay() }
        updateHosting()
    }

    /// Tries the switch again when `controller`'s transition ends, if it has one, and otherwise on
    /// the next touch that reaches this container's view (DropDownSheetRootView) or the next
    /// dismissal of what this container presents.
    private func retryHostingLater(after controller: UIViewController?) {
        hostingUpdateIsPending = true
        controller?.transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] _ in
            Task { @MainActor [weak self] in self?.updateHosting() }
        }
    }

    // MARK: - Called by the animator and the presentation controller

    /// UIKit presents this container: the view moves into UIKit's container view, same frame.
    func modalWillBegin(in containerView: UIView, frame: CGRect) {
        isSwitchingHosting = true
        view.frame = frame
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(view)
        hosting = .modal
    }

    /// UIKit dismisses this container: the view goes back into the overlay. A dismissal the
    /// library did not start (the content's `dismiss(animated:)`, SwiftUI's `dismiss` inside it,
    /// or the app dismissing what the screen underneath presents) dismisses the sheet the modal
    /// presentation stands for, the expanded one, and leaves the others (bars, a mini player).
    func modalWillEnd(animated: Bool) {
        let fromApp = !isLeavingModal
        isSwitchingHosting = true
        isLeavingModal = true
        hosting = .overlay
        if isShown { placeInOverlay() } else { view.removeFromSuperview() }
        guard fromApp, isShown else { return }
        for sheet in sheets where DropDownSheetHosting.wanted(for: [sheet.phase], current: .modal) == .modal {
            sheet.dismissInPlace(animated: animated)
        }
    }

    /// UIKit ended the dismissal of this container (the view may have been taken out with UIKit's
    /// container view: put it back).
    func modalDidEnd() {
        if isShown, presentingViewController == nil { placeInOverlay() }
        hostingSwitchDidEnd()
    }

    /// Dismissing what this container presents (an alert of the content's, the chooser) may let
    /// a waiting switch to the overlay go ahead.
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let dismissesPresented = presentedViewController != nil
        super.dismiss(animated: flag) { [weak self] in
            completion?()
            if dismissesPresented { self?.updateHosting() }
        }
    }

    // MARK: - The overlay

    /// Puts the view in the window of the screen underneath, directly above that screen's
    /// top-level view (its own view, or the container view of the presentation it is in), so
    /// that what UIKit presents later, on top of the window, covers the bars. Does nothing when
    /// it is there already or the screen has left its window.
    func placeInOverlay() {
        guard isShown, let screen = underneath?.viewIfLoaded, let window = screen.window else { return }
        var level: UIView = screen
        while let superview = level.superview, superview !== window { level = superview }
        let subviews = window.subviews
        if view.superview === window, let mine = subviews.firstIndex(of: view), let theirs = subviews.firstIndex(of: level),
           mine == theirs + 1 {
            return
        }
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.insertSubview(view, aboveSubview: level)
    }

    /// Whether touches outside the cards must be handed to the screen underneath by hand: only in
    /// the modal presentation, where UIKit's container view would otherwise take them. In the
    /// overlay, the window's own hit-testing goes on to the views below.
    var forwardsTouchesToScreenUnderneath: Bool { hosting == .modal && presentingViewController != nil }
}

extension UIViewController {
    /// This controller's root-most ancestor: the controller whose view fills the screen (or the
    /// presentation) this controller is part of.
    var dropDownSheetRootAncestor: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// The container of the sheets presented over this controller's screen, kept alive (and
    /// found again) through this controller. Set on root-most controllers only.
    var attachedDropDownSheetHost: DropDownSheetHostViewController? {
        get { objc_getAssociatedObject(self, &attachedHostKey) as? DropDownSheetHostViewController }
        set { objc_setAssociatedObject(self, &attachedHostKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// The key of ``UIKit/UIViewController/attachedDropDownSheetHost``: only its address matters.
@MainActor private var attachedHostKey: UInt8 = 0

/// A weak reference to a view that a `deinit` may use on the main actor.
///
/// Only touched on the main actor; `@unchecked Sendable` so that the container's `deinit` can
/// hand it to the main actor.
final class WeakViewReference: @unchecked Sendable {
    weak var view: UIView?

    @MainActor
    func removeFromSuperview() {
        view?.removeFromSuperview()
    }
}
#endif
