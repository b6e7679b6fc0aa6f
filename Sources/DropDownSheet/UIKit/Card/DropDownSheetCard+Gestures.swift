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
            scrollHandoff = activeScrollView.map { _ in
                DropDownSheetScrollHandoff(fingerY: point.y, sheetIsExpanded: sheet.phase == .resting(.expanded))
            }
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
                // The content was scrolling: it decelerates on its own; the sheet stays expanded.
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

    /// While the large content viewer is on (accessibility text sizes), a finger held on a bar
    /// button or the close button shows it large and may slide between them: the sheet's pan
    /// waits for the viewer's gesture to fail rather than dragging the sheet from under it.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panRecognizer, UILargeContentViewerInteraction.isEnabled else { return false }
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

/// The large content viewer lifting a finger on a control: the control's primary action, which is
/// what the library's buttons act on (UIKit's default would send `touchUpInside`, which they do
/// not listen to).
extension DropDownSheetCard: UILargeContentViewerInteractionDelegate {
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?,
                                       at point: CGPoint) {
        DropDownSheetLargeContent.perform(item)
    }
}

/// What lifting a finger in the large content viewer does, for the card and the bar.
@MainActor
enum DropDownSheetLargeContent {
    static func perform(_ item: (any UILargeContentViewerItem)?) {
        guard let control = item as? UIControl, control.isEnabled else { return }
        control.sendActions(for: .primaryActionTriggered)
    }
}
#endif
