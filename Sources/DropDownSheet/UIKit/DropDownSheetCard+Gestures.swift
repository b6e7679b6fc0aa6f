#if canImport(UIKit)
import UIKit

/// Touches on a card: a touch-down recognizer that catches a moving sheet, and a pan that drags it,
/// sharing the finger with a scroll view in the content through ``DropDownSheetScrollHandoff``.
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
        guard let sheet, let space else { return }
        let point = recognizer.location(in: space)
        switch recognizer.state {
        case .began:
            panIsActive = false
            panSlop = 0
            pinsActiveScrollView = false
            activeScrollView = recognizer.touchedView.flatMap(verticalScrollView(containing:))
            scrollHandoff = activeScrollView.map { _ in
                DropDownSheetScrollHandoff(fingerY: point.y, sheetIsExpanded: sheet.phase == .resting(.expanded))
            }
            sheet.touchBegan(at: point)
        case .ended where !panIsActive:
            sheet.touchEnded(at: nil, velocity: 0)
            if !recognizer.beganOnControl { sheet.tapped(at: point) }
        case .cancelled where !panIsActive, .failed where !panIsActive:
            sheet.touchCancelled()
        default:
            break
        }
    }

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let sheet, let space else { return }
        var point = pan.location(in: space)
        switch pan.state {
        case .began:
            panIsActive = true
            panSlop = pan.translation(in: space).y
            point.y -= panSlop
            move(to: point)
        case .changed:
            point.y -= panSlop
            move(to: point)
        case .ended:
            point.y -= panSlop
            panIsActive = false
            let render = sheet.engine.renderState
            if let handoff = scrollHandoff,
               !handoff.sheetTakesRelease(sheetTop: render.sheetTop, expandedTop: sheet.engine.layout.expandedTop) {
                // The content was scrolling: it decelerates on its own; the sheet stays expanded.
                sheet.touchEnded(at: nil, velocity: 0)
            } else {
                stopScrollViewDeceleration()
                sheet.touchEnded(at: scrollHandoff == nil ? point : nil, velocity: pan.velocity(in: space).y)
            }
        case .cancelled, .failed:
            panIsActive = false
            sheet.touchCancelled()
        default:
            break
        }
    }

    /// Moves the finger: to the sheet directly, or through the scroll hand-off.
    private func move(to point: CGPoint) {
        guard let sheet else { return }
        guard var handoff = scrollHandoff, let scrollView = activeScrollView else {
            sheet.touchMoved(to: point)
            return
        }
        let render = sheet.engine.renderState
        let offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        let step = handoff.move(fingerY: point.y, contentOffset: offset, sheetTop: render.sheetTop,
                                expandedTop: sheet.engine.layout.expandedTop)
        scrollHandoff = handoff
        pinsActiveScrollView = step.pinsContentToTop
        pinActiveScrollView()
        sheet.touchMoved(to: CGPoint(x: point.x, y: step.engineFingerY))
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
#endif
