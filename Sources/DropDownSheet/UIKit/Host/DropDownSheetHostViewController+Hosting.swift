#if canImport(UIKit)
import ObjectiveC
import UIKit
import DropDownSheetCore

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
/// runs on the display link, outside any UIKit transition. Which one is wanted is decided by the
/// presentation (``DropDownSheetPresentation/wantsModalPresentation``) in the core.
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
        startFollowingScreenUnderneath(screen, root: root)
        placeInOverlay()
        view.layoutIfNeeded()
        updateContainer(animated: false)
        screenSentinel.install(in: screen)
        screenSentinel.windowDidChange = { [weak self] window in self?.screenUnderneathMoved(to: window) }
        screenSentinel.traitsDidChange = { [weak self] in self?.screenUnderneathTraitsDidChange() }
        return true
    }

    /// The last sheet left: takes the view away, puts the screen underneath back as it was, and
    /// lets UIKit and the screen underneath forget this container.
    func finish() {
        guard isShown else { return }
        isShown = false
        hostingUpdateIsPending = false
        displayLink.stop()
        view.isHidden = false
        view.accessibilityElementsHidden = false
        if let presenting = presentingViewController, !isBeingDismissed, !isSwitchingHosting {
            // Still modal (the switch to the overlay was waiting): end it, with whatever the
            // sheets presented above it.
            let ending = beginHostingSwitch(leavingModal: true)
            presenting.dismiss(animated: false) { [weak self] in self?.hostingSwitchDidEnd(ending) }
        }
        // (A switch underway finishes in hostingSwitchDidEnd, which takes the view away.)
        if presentingViewController == nil, !isSwitchingHosting { view.removeFromSuperview() }
        restorePresentingView()
        stopFollowingScreenUnderneath()
        screenSentinel.windowDidChange = nil
        screenSentinel.traitsDidChange = nil
        screenSentinel.removeFromSuperview()
        blockerSentinel.windowDidChange = nil
        blockerSentinel.removeFromSuperview()
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
            // Back from under a presentation of its own. While that presentation is still going
            // away (an animated `.fullScreen` dismissal), the screen's view sits in the dismissal's
            // container view, under the modal sliding away: come back once it is gone.
            if let coordinator = underneath?.transitionCoordinator {
                Self.afterTransition(of: coordinator) { [weak self] in self?.screenUnderneathReturned() }
            } else {
                screenUnderneathReturned()
            }
            return
        }
        // Out of the window: while it is covered, VoiceOver must not reach bars no one sees.
        if hosting == .overlay, !isSwitchingHosting {
            view.isHidden = true
            view.accessibilityElementsHidden = true
        }
        // UIKit may be moving the view within a transition: decide once it is done. Held
        // strongly: a screen no one else keeps may be freed meanwhile, and its sheets must still
        // be dismissed properly (delegates told, completions run, bindings updated).
        Task { @MainActor in self.screenUnderneathMayHaveLeft() }
    }

    /// The screen underneath is back in its window: the overlay goes back above it, visible
    /// again, and a switch that waited for it (an expand asked for while it was covered) goes ahead.
    private func screenUnderneathReturned() {
        guard isShown, underneath?.viewIfLoaded?.window != nil else { return }
        view.isHidden = false
        view.accessibilityElementsHidden = false
        if presentingViewController == nil { placeInOverlay() }
        bottomBars.setNeedsSearch()
        updateHosting()
    }

    private func screenUnderneathMayHaveLeft() {
        guard isShown else { return }
        // Dismissed, replaced as the window's root, or freed: its sheets go with it
        // (DropDownSheetHostViewController+Teardown.swift).
        if screenUnderneathIsGone { return tearDownAfterScreenLeft() }
        // Covered by a presentation (its own, or one of the expanded sheet's content): it comes
        // back, and its sentinel says so. Or the screen never left: app code took the sentinel
        // out of it (a screen emptying its root view, or an effect view's content view, to
        // rebuild it). Then the sentinel goes back, so that later departures are heard, and the
        // bars it hid come back.
        guard let screen = underneath?.viewIfLoaded else { return }
        screenSentinel.install(in: screen)
        if screen.window != nil { screenUnderneathReturned() }
    }

    // MARK: - Switching

    /// Moves the view to where the presentation wants it (``DropDownSheetPresentation/wantsModalPresentation``).
    /// Safe to call at any time and any number of times: a switch UIKit cannot make now (another
    /// transition, something presented above this container) is retried later, from the
    /// completion of that transition, this container's next dismissal of what it presents, or the
    /// next touch.
    func updateHosting() {
        guard isShown, !isCarryingOutEffects else { return }
        let current = hosting
        let wanted: DropDownSheetHosting = presentation.wantsModalPresentation ? .modal : .overlay
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
    ///
    /// While the screen underneath presents something of its own (an alert, a `.sheet`, a
    /// `.fullScreenCover`), the container waits in the overlay, expanded under that presentation,
    /// and becomes modal as soon as the screen underneath is free again: when that presentation's
    /// dismissal ends, when the screen underneath comes back to its window, or on the next touch.
    private func enterModal() {
        guard let underneath, underneath.viewIfLoaded?.window != nil, presentingViewController == nil,
              underneath.presentedViewController == nil, !underneath.isBeingPresented, !underneath.isBeingDismissed else {
            retryHostingLater(after: underneath?.presentedViewController ?? underneath)
            return
        }
        view.isHidden = false
        view.accessibilityElementsHidden = false
        // UIKit gives the presenter's first responder back when a modal presentation ends: a
        // sheet going down to its bar would bring the screen's keyboard up again for a moment.
        // Resigned now, UIKit has nothing to give back, at the end of a minimize or of a
        // dismissal the app starts (review of issue 30, finding 2).
        underneath.viewIfLoaded.flatMap(firstResponder(in:))?.resignFirstResponder()
        // A sheet that expanded in the overlay while the screen underneath presented something
        // (a page sheet, which UIKit draws by scaling and rounding the screen's own view): its
        // picture was taken then, scaled and rounded by UIKit; a new one, once UIKit is done.
        if presentingStyle.standIn != nil { presentingStyle.retakePicture() }
        let ending = beginHostingSwitch(leavingModal: false)
        underneath.present(self, animated: true) { [weak self] in self?.hostingSwitchDidEnd(ending) }
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
            retryHostingLater(after: presentedViewController ?? self, blocker: presentedViewController)
            return
        }
        let ending = beginHostingSwitch(leavingModal: true)
        presenting.dismiss(animated: true) { [weak self] in
            self?.keepKeyboardDownAfterLeavingModal()
            self?.hostingSwitchDidEnd(ending)
        }
        if presentingViewController != nil, !isBeingDismissed {
            isSwitchingHosting = false
            isLeavingModal = false
            retryHostingLater(after: self)
        }
    }

    /// Begins switch number ``hostingSwitch`` + 1 and returns its number, for the report of its end.
    func beginHostingSwitch(leavingModal: Bool) -> Int {
        hostingSwitch &+= 1
        isSwitchingHosting = true
        isLeavingModal = leavingModal
        return hostingSwitch
    }

    /// Switch `ending` (a present or dismiss of this container) ended: called from the library's
    /// own present or dismiss completion, or for a dismissal the app started, a turn of the run
    /// loop after the presentation controller heard of its end (UIKit is done with it then). A
    /// report of a switch that is not the latest one begun does nothing: a follow-up switch
    /// started from an earlier one's completion is ended only by its own report.
    func hostingSwitchDidEnd(_ ending: Int) {
        guard ending == hostingSwitch else { return }
        if isShown, presentingViewController == nil, !isBeingDismissed { placeInOverlay() }
        guard isSwitchingHosting else {
            runWorkWaitingForHosting()
            return
        }
        isSwitchingHosting = false
        isLeavingModal = false
        hostingUpdateIsPending = false
        // The container is where the user sees it now: a first responder held back for that
        // comes back (DropDownSheetHostViewController+Effects.swift).
        restoreHeldResponderIfVisible()
        guard isShown else {
            // The last sheet left during the switch: end what UIKit still holds.
            if let presenting = presentingViewController, !isBeingDismissed {
                let next = beginHostingSwitch(leavingModal: true)
                presenting.dismiss(animated: false) { [weak self] in self?.hostingSwitchDidEnd(next) }
            } else if presentingViewController == nil {
                view.removeFromSuperview()
            }
            runWorkWaitingForHosting()
            return
        }
        updateHosting()
        runWorkWaitingForHosting()
    }

    /// Tries the switch again when `controller`'s transition ends, if it has one; when what the
    /// screen underneath presents is in the way at rest (an alert, a `.sheet`, which have no
    /// transition then), when that presentation's view leaves its window; and otherwise on the
    /// next touch that reaches this container's view (DropDownSheetRootView), the screen
    /// underneath coming back to its window, or the next dismissal of what this container presents.
    /// `blocker` is the controller in the way at rest (default: what the screen underneath presents).
    private func retryHostingLater(after controller: UIViewController?, blocker: UIViewController? = nil) {
        hostingUpdateIsPending = true
        if let coordinator = controller?.transitionCoordinator {
            Self.afterTransition(of: coordinator) { [weak self] in self?.updateHosting() }
            return
        }
        guard var blocker = blocker ?? underneath?.presentedViewController, blocker !== self else { return }
        // The top of what is presented above it: when the blocker presents a `.fullScreen` of its
        // own, its view is out of the window until that one goes, which is what is watched then
        // (and the blocker again after, if it is still there).
        while let next = blocker.presentedViewController, next !== self, !next.isBeingDismissed { blocker = next }
        // Watched through UIKit's container view of the blocker's presentation, which UIKit adds
        // to the window for the presentation and removes when it ends: not the app's own view
        // (a blurred HUD's UIVisualEffectView throws when given a subview).
        guard blocker.presentingViewController != nil, let watched = blocker.presentationController?.containerView,
              watched.window != nil else { return }
        blockerSentinel.windowDidChange = { [weak self] window in
            guard window == nil else { return }
            Task { @MainActor [weak self] in
                self?.blockerSentinel.removeFromSuperview()
                self?.updateHosting()
            }
        }
        blockerSentinel.install(in: watched)
    }

    /// Runs `body` a turn of the run loop after `coordinator`'s transition is done; or on the
    /// next turn when UIKit declines to run a completion for it (`animate(alongsideTransition:
    /// completion:)` returns `false`, e.g. for a transition already over), so that what waited for
    /// the transition (the overlay hidden meanwhile, a switch to make) is never left waiting.
    static func afterTransition(of coordinator: any UIViewControllerTransitionCoordinator,
                                _ body: @escaping @MainActor @Sendable () -> Void) {
        let queued = coordinator.animate(alongsideTransition: nil) { _ in
            Task { @MainActor in body() }
        }
        if !queued { Task { @MainActor in body() } }
    }

    // MARK: - Called by the animator and the presentation controller

    /// UIKit presents this container: the view moves into UIKit's container view, same frame.
    func modalWillBegin(in containerView: UIView, frame: CGRect) {
        isSwitchingHosting = true
        view.frame = frame
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(view)
        // The hosting first: the traits forwarded depend on it.
        hosting = .modal
        forwardTraitsToContent()
        render()
    }

    /// UIKit dismisses this container: the view goes back into the overlay. A dismissal the
    /// library did not start (the content's `dismiss(animated:)`, SwiftUI's `dismiss` inside it,
    /// or the app dismissing what the screen underneath presents) closes the sheet the modal
    /// presentation stands for, the expanded one, through the app's veto, and leaves the others
    /// (bars, a mini player).
    ///
    /// Called by the presentation controller when the dismissal begins, by the animator when UIKit
    /// runs it, and as a last resort when UIKit removed the container without either (an
    /// intermediate controller of a chain dismissal, which UIKit "simply removes"): the first
    /// call does the work, the others find the hosting already `.overlay`.
    func modalWillEnd(animated: Bool) {
        guard hosting == .modal else { return }
        let fromApp = !isLeavingModal
        if fromApp {
            // Not the library's own dismissal (that one is ended by its completion): a switch of
            // its own, ended by ``modalDidEnd()``.
            appDismissalSwitch = beginHostingSwitch(leavingModal: true)
        }
        isSwitchingHosting = true
        isLeavingModal = true
        hosting = .overlay
        forwardTraitsToContent()
        if isShown { placeInOverlay() } else { view.removeFromSuperview() }
        render()
        guard fromApp, isShown, let expanded = presentation.expandedIdentifier else { return }
        // Dismissed once UIKit's dismissal is over (``modalDidEnd()``), not from inside it: its
        // content leaves its container, and delegates may present, after UIKit is done.
        appDismissedSheet = (expanded, animated)
    }

    /// UIKit ended the dismissal of this container. For a dismissal the app started, UIKit may
    /// still be tearing the presentation down (its container view, `isBeingDismissed`): the view
    /// is put back and the switch ends a turn of the run loop later, when it is done. The
    /// library's own dismissal is ended by its completion, never here.
    func modalDidEnd() {
        modalWillEnd(animated: false)
        guard let ending = appDismissalSwitch else { return }
        appDismissalSwitch = nil
        Task { @MainActor in self.appDismissalDidEnd(ending) }
    }

    /// A dismissal the app started (switch `ending`) is over and UIKit is done with it: the sheet
    /// it stood for is closed now, through the delegate's veto only
    /// (``DropDownSheetPresentation/Input/modalPresentationDismissed(animated:)``: dismissed if the
    /// delegate lets it go, back to its bar with `didAttemptToDismiss` if it vetoes, back to its
    /// bar silently if it is not dismissible). `isModalInPresentation` is not asked: UIKit applies
    /// it to interactive dismissals only, and a compose screen's Send calling `dismiss(animated:)`
    /// with text in it must close (``DropDownSheetDismissalVeto``). Then the user's vetoes are
    /// given back, and the switch ends.
    private func appDismissalDidEnd(_ ending: Int) {
        if ending == hostingSwitch, let (id, animated) = appDismissedSheet {
            appDismissedSheet = nil
            if isShown, presentation.expandedIdentifier == id {
                refreshDismissalVetoes(for: .platformDismissal)
                send(.modalPresentationDismissed(animated: animated))
                refreshDismissalVetoes()
            }
            keepKeyboardDownAfterLeavingModal()
        }
        hostingSwitchDidEnd(ending)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // The contents first (DropDownSheetHostViewController+ContentChildren.swift).
        containerAppearanceDidChange(to: .disappeared, animated: animated)
        // A dismissal that reached neither the presentation controller nor the animator. While a
        // controller is being dismissed UIKit still reports its presenter, so that alone is no sign.
        if hostingBackstopApplies { modalDidEnd() }
    }

    /// Whether the container, still believed modal, has disappeared because UIKit dismissed it
    /// without the presentation controller's or the animator's callbacks (review defect 4).
    var hostingBackstopApplies: Bool {
        hosting == .modal && !isBeingPresented && (isBeingDismissed || presentingViewController == nil)
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

    /// The screen underneath's traits changed: the contents (and, for the text size, the
    /// sheets' layout) follow.
    private func screenUnderneathTraitsDidChange() {
        guard isShown else { return }
        forwardTraitsToContent()
        presentingStyle.screenTraitsDidChange()
        // A size class change may restructure the screen (a split view collapsing): its bars are
        // looked for again.
        bottomBars.setNeedsSearch()
        updateContainer(animated: true)
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
        forwardTraitsToContent()
    }

    /// The traits of the screen underneath (its root controller's: an app forcing dark mode with
    /// `overrideUserInterfaceStyle` there gets dark sheets), or the window's before it has any.
    var screenUnderneathTraits: UITraitCollection? {
        if let underneath, underneath.viewIfLoaded?.window != nil { return underneath.traitCollection }
        return view.window?.traitCollection
    }

    /// In the overlay this container is outside the view-controller hierarchy (and before iOS 17
    /// traits reach a controller only through it; from iOS 17 they come from the view's superview,
    /// the window): in the overlay, the contents and the bars get the screen underneath's traits
    /// (light or dark, Dynamic Type, Bold Text, contrast, layout direction) explicitly, from its
    /// root controller (an app forcing dark mode there with `overrideUserInterfaceStyle` gets dark
    /// sheets); in the modal presentation UIKit's own flow is restored (the container is presented
    /// by the screen underneath, and inherits its traits). So a sheet never changes appearance
    /// when it expands or minimizes. Called when the view changes place, when the screen
    /// underneath's traits change (its sentinel) and when the text size changes.
    ///
    /// iOS 17 and later: the container's own `traitOverrides`, which its contents and its view
    /// inherit. Before: its `overrideUserInterfaceStyle` for the bars, and
    /// `setOverrideTraitCollection(_:forChild:)` for each content (the whole collection).
    func forwardTraitsToContent() {
        let traits: UITraitCollection? = hosting == .overlay ? screenUnderneathTraits : nil
        if DropDownSheetTraitObservation.override(self, with: traits) { return }
        let style = traits?.userInterfaceStyle ?? .unspecified
        if overrideUserInterfaceStyle != style { overrideUserInterfaceStyle = style }
        let forwarding: any DropDownSheetLegacyTraitForwarding = DropDownSheetPreIOS17TraitForwarding()
        for sheet in members {
            let content = sheet.contentViewController
            guard content.parent === self else { continue }
            forwarding.override(traits, of: content, in: self)
        }
        // The bars' view controllers (a compact view controller's container, the SwiftUI hosts of
        // a bar item's bar) too.
        for card in cardsByIdentifier.values {
            if let bar = card.barController, bar.parent === self { forwarding.override(traits, of: bar, in: self) }
        }
    }

    /// UIKit also gives back a responder it recorded inside the container when it presented it (a
    /// sheet's text view that was first responder then): a sheet gone down to its bar takes no
    /// typing. (The screen underneath's was resigned before presenting: `enterModal()`.)
    func keepKeyboardDownAfterLeavingModal() {
        if presentation.expandedIdentifier == nil, isViewLoaded, let inside = firstResponder(in: view) {
            inside.resignFirstResponder()
        }
    }

    /// The first responder among `view` and its subviews, if any.
    func firstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        for subview in view.subviews {
            if let found = firstResponder(in: subview) { return found }
        }
        return nil
    }

    /// Whether touches outside the cards must be handed to the screen underneath by hand: only in
    /// the modal presentation, where UIKit's container view would otherwise take them. In the
    /// overlay, the window's own hit-testing goes on to the views below.
    var forwardsTouchesToScreenUnderneath: Bool { hosting == .modal && presentingViewController != nil }
}

extension UIViewController {
    /// Inside a sheet (its content, its bar) while every sheet is a bar: the screen underneath,
    /// which presents for this controller; else nil. The container is not presented then, and
    /// UIKit discourages presenting from a controller outside the presentation hierarchy
    /// ("Presenting view controllers on detached view controllers is discouraged"); the screen
    /// underneath presents above the bars.
    var dropDownSheetOverlayPresenter: UIViewController? {
        guard let host = dropDownSheetHost, host.hosting == .overlay, dropDownSheetRootAncestor === host else { return nil }
        return host.underneath
    }

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
