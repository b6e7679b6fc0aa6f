#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// A container torn down by the app without a UIKit dismissal: its screen underneath replaced as
/// the window's root, dismissed or freed, or its own view taken out of the window. The sheets
/// go at once, nothing of the container stays in a window to take the touches of the screen that
/// replaced it, and a sheet presented again at once is presented afresh, over its new screen.
extension DropDownSheetHostViewController {
    /// Whether the screen underneath has left its window for good: it is gone, or out of its
    /// window and not just covered by a presentation of its own (or of the expanded sheet's
    /// content) that is on screen, which UIKit takes it out of the window for and brings it back
    /// after.
    var screenUnderneathIsGone: Bool {
        guard let underneath else { return true }
        guard underneath.viewIfLoaded?.window == nil else { return false }
        var top = underneath.presentedViewController
        while let next = top?.presentedViewController { top = next }
        if let top, top !== self, top.viewIfLoaded?.window != nil { return false }
        return true
    }

    /// Lets go of the sheets of a screen that left for good, at once: every sheet is dismissed
    /// without animation (delegates hear `didMove(to: .dismissed)`, completions run, SwiftUI
    /// bindings follow), and whatever UIKit did not end is ended here. A presentation UIKit keeps
    /// of this container from a presenter out of its window is dismissed, and its container view,
    /// if UIKit left it in a window, is taken out: over the window's new root it would take every
    /// touch.
    func tearDownAfterScreenLeft() {
        guard isShown else { return }
        send(.dismissAll(animated: false))
        if isShown { finish() }
        if isBeingPresented, isSwitchingHosting {
            // UIKit's present of this container is still under way (an expand began in this
            // turn): a dismiss now would be refused and leave the old screen presenting this
            // container for good. The switch stays; the present's completion finds the sheets
            // gone and ends the presentation (hostingSwitchDidEnd).
            runWorkWaitingForHosting()
            return
        }
        let staleContainer = presentingViewController != nil ? presentationController?.containerView : nil
        if let presenting = presentingViewController, !isBeingDismissed {
            presenting.dismiss(animated: false)
        }
        // No switch can end now: UIKit was asked to end it from a screen that is gone. A late
        // report of one ends nothing.
        hostingSwitches.abandonAll()
        view.removeFromSuperview()
        if let staleContainer, staleContainer.window != nil, presentingViewController?.viewIfLoaded?.window == nil {
            staleContainer.removeFromSuperview()
        }
        runWorkWaitingForHosting()
    }

    /// The container's own view left its window while the sheets are shown, without a switch of
    /// the library's (the app emptied the window, or replaced its root): a turn of the run loop
    /// later, once UIKit is done moving views, the view goes back above the screen underneath,
    /// or, if that screen is gone too, the sheets go with it.
    func containerViewLeftWindow() {
        guard isShown else { return }
        Task { @MainActor in
            guard self.isShown, self.viewIfLoaded?.window == nil, !self.isSwitchingHosting else { return }
            if self.screenUnderneathIsGone {
                self.tearDownAfterScreenLeft()
            } else if self.presentingViewController == nil {
                self.hosting = .overlay
                self.placeInOverlay()
            }
        }
    }
}
#endif
