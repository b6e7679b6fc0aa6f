#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// The container's full-screen root view. For each touch it asks the presentation where the
/// touch goes (``DropDownSheetPresentation/hitTest(x:y:)``): on a card, to that card; on a
/// dimming, to the dimming (absorbed); otherwise to the screen underneath, exactly as if no sheet
/// were there, so its controls, scroll views and gestures all work while the sheets are bars.
/// (In the overlay it just declines the touch, and the window hit-tests the views below; in
/// UIKit's modal presentation it hands the touch over.)
@MainActor
final class DropDownSheetRootView: UIView {
    weak var host: DropDownSheetHostViewController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let host, isUserInteractionEnabled, !isHidden else { return nil }
        if host.hostingUpdateIsPending {
            // A switch between the overlay and the modal presentation waited for UIKit: try again,
            // after this touch has been delivered, whatever it lands on.
            Task { @MainActor [weak host] in host?.updateHosting() }
        }
        switch host.presentation.hitTest(x: point.x, y: point.y) {
        case .sheet(let id):
            // A toolbar shown over a list, where no sentinel hears it: a touch on a bar has the
            // bars looked for too (the bar keeps the touch).
            if host.bottomBars.toolbarShownSinceSearch { checkBottomBarOnce(for: event) }
            guard let clip = host.cardsByIdentifier[id]?.clipView else { return nil }
            return clip.hitTest(convert(point, to: clip), with: event) ?? clip
        case .dimming:
            return host.dimmingView
        case .passthrough:
            // Over the picture of the screen while a sheet holds it (springing up, or under a
            // finger): absorbed, so a touch never reaches a live control the user does not see
            // where it is. A tap there does nothing.
            if host.presentation.absorbsTouchesOutsideTheCards { return host.dimmingView }
            // Every sheet heading down: the touch goes to the live screen, from the first frame
            // down, while the picture cross-fades to it (the core's
            // `underneathPictureOpacity`, whether or not a touch comes): the first swipe after a
            // flick is not lost, and lands where the live screen is.
        }
        checkBottomBarOnce(for: event)
        // In the overlay the window goes on to the views below by itself; in UIKit's modal
        // presentation its container view would take the touch, so hand it over.
        guard host.forwardsTouchesToScreenUnderneath, let underneath = host.underneath?.viewIfLoaded,
              underneath.window === window else { return nil }
        return underneath.hitTest(convert(point, to: underneath), with: event)
    }

    /// The time of the last touch event the bottom bar was checked for.
    private var bottomBarCheckedAt: TimeInterval = -1
    /// How many times a touch made the container check the bottom bar: what a test counts to see
    /// that hit tests that are not touches (a pointer hovering on iPad, a test's own) do not.
    private(set) var bottomBarCheckCount = 0

    /// Checks whether the screen underneath's tab bar or toolbar changed (navigation there can show
    /// or hide one), once per touch event that passes through: UIKit may hit-test one touch more
    /// than once, and on iPad every pointer movement is a hit test (a hover event), which must not
    /// walk the screen's hierarchy. Layout passes check too (``DropDownSheetHostViewController/updateContainer(animated:)``).
    private func checkBottomBarOnce(for event: UIEvent?) {
        guard let host, let event, event.type == .touches, event.timestamp != bottomBarCheckedAt else { return }
        bottomBarCheckedAt = event.timestamp
        bottomBarCheckCount += 1
        host.checkBottomBar(at: event.timestamp)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { host?.containerViewLeftWindow() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        DropDownSheetTraitObservation.observe(self) { [weak self] previous in self?.traitsDidChange(from: previous) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // Before iOS 17 only: later, trait changes come through registerForTraitChanges.
    @available(iOS, deprecated: 17.0)
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        guard !DropDownSheetTraitObservation.usesTraitSystem else { return }
        traitsDidChange(from: previous)
    }

    /// The container's traits changed from `previous`: the contents follow the screen underneath
    /// again, and the cards redraw what depends on the text size or the layout direction.
    private func traitsDidChange(from previous: UITraitCollection?) {
        host?.forwardTraitsToContent()
        host?.cardTraitsDidChange(from: previous)
    }

    /// VoiceOver's escape gesture (two-finger Z) minimizes an expanded sheet.
    override func accessibilityPerformEscape() -> Bool {
        runOnMainActorIfMainThread(fallback: false) {
            guard let host = self.host, host.presentation.canPerformAccessibilityEscape else { return false }
            host.send(.accessibilityEscape)
            return true
        }
    }
}

/// Reports a touch on the card from the moment it lands, so that a moving card is caught where it
/// is before the pan gesture recognizes. It never blocks other recognizers or the content's
/// controls.
@MainActor
final class SheetTouchRecognizer: UIGestureRecognizer {
    private weak var trackedTouch: UITouch?
    /// Whether the tracked touch began on a control (a play button in a mini player): a tap there
    /// belongs to the control, not to the sheet.
    private(set) var beganOnControl = false
    /// The view the tracked touch landed on.
    private(set) weak var touchedView: UIView?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouch == nil, let touch = touches.first else {
            for touch in touches where touch !== trackedTouch { ignore(touch, for: event) }
            return
        }
        trackedTouch = touch
        touchedView = touch.view
        var view = touch.view
        beganOnControl = false
        while let v = view, v !== self.view {
            if v is UIControl { beganOnControl = true; break }
            view = v.superview
        }
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if let trackedTouch, touches.contains(trackedTouch) { state = .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let trackedTouch, touches.contains(trackedTouch) { state = .ended }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if let trackedTouch, touches.contains(trackedTouch) { state = .cancelled }
    }

    override func reset() {
        super.reset()
        trackedTouch = nil
        touchedView = nil
        beganOnControl = false
    }
}
#endif
