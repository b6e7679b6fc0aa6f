#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// Touches on a card: a touch-down recognizer that catches a moving sheet and finds taps, and a pan
/// that drags it, sharing the finger with a scroll view in the content through
/// ``DropDownSheetScrollHandoff``. What a finger means is decided by
/// ``DropDownSheetTouchClassifier`` in the core: only a real tap acts, the engine holds the sheet
/// only once it moves, and the order of the two recognizers' end reports does not matter.
extension DropDownSheetCard {
    func installGestures() {
        touchRecognizer.addTarget(self, action: #selector(handleTouch(_:)))
        touchRecognizer.delegate = self
        panRecognizer.addTarget(self, action: #selector(handlePan(_:)))
        panRecognizer.delegate = self
        clipView.addGestureRecognizer(touchRecognizer)
        clipView.addGestureRecognizer(panRecognizer)
    }

    /// The container's coordinate space, in which the engine works.
    private var space: UIView? { host?.view }

    @objc func handleTouch(_ recognizer: SheetTouchRecognizer) {
        guard let space else { return }
        // Touch timestamps and this clock are both the system's uptime.
        touchReported(recognizer.state, at: recognizer.location(in: space), time: CACurrentMediaTime(),
                      beganOnControl: recognizer.beganOnControl, touchedView: recognizer.touchedView)
    }

    /// One report of the touch recognizer: `point` in the container's coordinates, `time` in
    /// seconds of the system's uptime.
    func touchReported(_ state: UIGestureRecognizer.State, at point: CGPoint, time: TimeInterval,
                       beganOnControl: Bool, touchedView: UIView?) {
        guard let sheet else { return }
        switch state {
        case .began:
            panSlop = 0
            pinsActiveScrollView = false
            activeScrollView = touchedView.flatMap(verticalScrollView(containing:))
            // Who owns the finger first is the core's (DropDownSheetEngine.contentScrollsFirst: the
            // full card, or any raised detent where the configuration lets the content scroll).
            scrollHandoff = activeScrollView.map { _ in DropDownSheetScrollHandoff(fingerY: point.y, engine: sheet.engine) }
            // A moving sheet is caught at once; one at rest waits until the finger moves it, so a
            // touch on the content that moves nothing never drives the engine or the display link.
            if touchClassifier.touchBegan(x: point.x, y: point.y, at: time, sheetIsMoving: sheet.engine.isMoving) {
                sheet.touchBegan(at: point)
            }
        case .changed:
            touchClassifier.touchMoved(x: point.x, y: point.y, at: time)
        case .ended:
            // A control of the bar takes its own tap: a UIControl, a button the item's bar shows
            // (a SwiftUI one too), SwiftUI's own view in a compact view, where the finger landed.
            let onControl = beganOnControl
                || tapLandsOnBarControl(at: CGPoint(x: touchClassifier.landingX, y: touchClassifier.landingY), touchedView: touchedView)
            let release = touchClassifier.touchEnded(x: point.x, y: point.y, at: time, onControl: onControl)
            if release.endsDrag { sheet.touchEnded(at: nil, velocity: 0) }
            // A tap acts where it landed (on this card): not where it lifted, which may be across
            // the seam on the bar next to it.
            if release.isTap {
                sheet.tapped(at: CGPoint(x: touchClassifier.landingX, y: touchClassifier.landingY))
            }
        case .cancelled, .failed:
            if touchClassifier.touchCancelled() { sheet.touchCancelled() }
        default:
            break
        }
    }

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let space else { return }
        panReported(pan.state, at: pan.location(in: space), translationY: pan.translation(in: space).y,
                    velocityY: pan.velocity(in: space).y)
    }

    /// One report of the pan recognizer, in the container's coordinates: where the finger is, how
    /// far it went since the touch landed, and its vertical velocity in points per second.
    func panReported(_ state: UIGestureRecognizer.State, at location: CGPoint, translationY: CGFloat, velocityY: CGFloat) {
        guard let sheet else { return }
        var point = location
        switch state {
        case .began:
            panSlop = translationY
            point.y -= panSlop
            move(to: point)
        case .changed:
            point.y -= panSlop
            move(to: point)
        case .ended:
            point.y -= panSlop
            // Whichever of the two recognizers reports the end first, the sheet is released once.
            guard touchClassifier.panEnded() else { return }
            let render = sheet.engine.renderState
            if let handoff = scrollHandoff,
               !handoff.sheetTakesRelease(sheetTop: render.sheetTop, expandedTop: sheet.engine.layout.expandedTop) {
                // The content was scrolling: it decelerates on its own; the sheet stays where it rests.
                sheet.touchEnded(at: nil, velocity: 0)
            } else {
                stopScrollViewDeceleration()
                sheet.touchEnded(at: scrollHandoff == nil ? point : nil, velocity: velocityY)
            }
        case .cancelled, .failed:
            if touchClassifier.panCancelled() { sheet.touchCancelled() }
        default:
            break
        }
    }

    /// Moves the finger: to the sheet directly, or through the scroll hand-off. The engine's drag
    /// begins with the first move that goes to the sheet.
    private func move(to point: CGPoint) {
        guard let sheet else { return }
        var engineY = Double(point.y)
        var movesSheet = true
        if var handoff = scrollHandoff, let scrollView = activeScrollView {
            let render = sheet.engine.renderState
            let offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
            let step = handoff.move(fingerY: point.y, contentOffset: offset, sheetTop: render.sheetTop,
                                    expandedTop: sheet.engine.layout.expandedTop)
            scrollHandoff = handoff
            pinsActiveScrollView = step.pinsContentToTop
            pinActiveScrollView()
            engineY = step.engineFingerY
            movesSheet = handoff.owner == .sheet
        }
        let engineFinger = CGPoint(x: point.x, y: engineY)
        switch touchClassifier.panMoved(movesSheet: movesSheet) {
        case .none: break
        case .beginDrag: sheet.touchBegan(at: engineFinger)
        case .drag: sheet.touchMoved(to: engineFinger)
        }
    }

    /// Holds the scroll view under the finger at its top while the sheet owns the finger. Called
    /// on every move and every display frame, so it also wins over the scroll view's own pan.
    func pinActiveScrollView() {
        guard pinsActiveScrollView, let scrollView = activeScrollView else { return }
        let top = -scrollView.adjustedContentInset.top
        if scrollView.contentOffset.y != top {
            scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: top)
        }
    }

    private func stopScrollViewDeceleration() {
        guard let scrollView = activeScrollView else { return }
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
        pinActiveScrollView()
    }

    /// The nearest scroll view that scrolls vertically, from `view` up to the card; a
    /// horizontal-only one (a carousel, a paging controller) is passed over.
    func verticalScrollView(containing touched: UIView) -> UIScrollView? {
        var candidate: UIView? = touched
        while let v = candidate, v !== clipView {
            if let scrollView = v as? UIScrollView, scrollView.isScrollEnabled,
               DropDownSheetScrollHandoff.scrollsVertically(
                   contentHeight: scrollView.contentSize.height, boundsHeight: scrollView.bounds.height,
                   insetTop: scrollView.adjustedContentInset.top, insetBottom: scrollView.adjustedContentInset.bottom,
                   alwaysBounceVertical: scrollView.alwaysBounceVertical) {
                return scrollView
            }
            candidate = v.superview
        }
        return nil
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panRecognizer else { return true }
        // Vertical pans move the sheet; horizontal ones stay with the content.
        let velocity = panRecognizer.velocity(in: space)
        return DropDownSheetScrollHandoff.panMovesSheet(velocityX: velocity.x, velocityY: velocity.y)
    }

    /// Notes, for each touch the pan receives, whether it landed on a control that shows the
    /// large content viewer (a bar button, the close button): UIKit asks the delegate before the
    /// recognizer sees the touch, so the answer is there when the failure requirement below is
    /// asked for this touch.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if gestureRecognizer === panRecognizer {
            panTouchShowsLargeContent = DropDownSheetLargeContent.showsLargeContent(touch.view, upTo: clipView)
        }
        return true
    }

    /// While the large content viewer is on (accessibility text sizes), a finger held on a bar
    /// button or the close button shows it large and may slide between them: the sheet's pan
    /// waits for the viewer's gesture to fail rather than dragging the sheet from under it.
    ///
    /// Only for a touch that landed on such a control. `UILargeContentViewerInteraction` gives
    /// `gestureRecognizerForExclusionRelationship` "to set up simultaneous recognition or failure
    /// relationships with other gesture recognizers", and says nothing of when that recognizer
    /// fails for a touch that is not on an item; so a drag of the card that begins anywhere else
    /// (the bar's title, the content, a scroll view being handed off, whose pan starts with the
    /// sheet's) never waits for it. UIKit asks this "once per attempt to recognize, so failure
    /// requirements can be determined lazily" (`UIGestureRecognizerDelegate`), which is what lets
    /// the answer depend on where the touch landed. The card's own interaction is on the close
    /// button itself, not above the app's content, so the app's controls keep their own viewers.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panRecognizer, panTouchShowsLargeContent, UILargeContentViewerInteraction.isEnabled else { return false }
        return other === largeContentInteraction.gestureRecognizerForExclusionRelationship
            || other === itemBarView?.largeContentInteraction.gestureRecognizerForExclusionRelationship
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        // The touch recognizer only observes; the pan shares the finger with the scroll view it
        // hands off to (and with no other recognizer).
        if gestureRecognizer === touchRecognizer || other === touchRecognizer { return true }
        if gestureRecognizer === panRecognizer, let scrollView = activeScrollView {
            return other === scrollView.panGestureRecognizer
        }
        return false
    }
}

/// The large content viewer lifting a finger on the close button: what a tap does
/// (``DropDownSheetLargeContent/perform(_:)``).
extension DropDownSheetCard: UILargeContentViewerInteractionDelegate {
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?,
                                       at point: CGPoint) {
        DropDownSheetLargeContent.perform(item)
    }
}

/// What the library does for a control when the user acts on it without a tap, for the card and
/// the bar: lifting a finger in the large content viewer, and VoiceOver's action for a bar button
/// that does not fit the bar.
@MainActor
enum DropDownSheetLargeContent {
    /// Does what the large content viewer's finger lifting on `item` does: a tap's actions for a
    /// control (``activate(_:)``), nothing for anything else.
    static func perform(_ item: (any UILargeContentViewerItem)?) {
        guard let control = item as? UIControl else { return }
        _ = activate(control)
    }

    /// Sends `control` what a tap sends it, as UIKit's own default would: the large content
    /// viewer's documentation ("If you don't implement this method and are using standard UIKit
    /// controls, the system performs a default action, such as sending a touchUpInside event to
    /// the control"), and a tap on a button also triggers its primary action
    /// (`UIControl.Event.primaryActionTriggered`, "a semantic action triggered by buttons"), which
    /// is what a button made with a `UIAction` (and the library's own buttons) acts on. So a
    /// button gets both events, in one `sendActions(for:)`, as a tap on it triggers both; any
    /// other control gets `touchUpInside` (a switch's `valueChanged` is no tap's to send).
    /// Nothing for a disabled control, which a tap would not reach. Returns whether the control
    /// was enabled.
    static func activate(_ control: UIControl) -> Bool {
        guard control.isEnabled else { return false }
        control.sendActions(for: control is UIButton ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside)
        return true
    }

    /// Whether `view`, or a view between it and `root`, shows the large content viewer.
    static func showsLargeContent(_ view: UIView?, upTo root: UIView) -> Bool {
        var candidate = view
        while let current = candidate, current !== root {
            if current.showsLargeContentViewer { return true }
            candidate = current.superview
        }
        return false
    }
}
#endif
