#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// The views of one artwork flight: the library's flying image, and the content's artwork view
/// it hides (with the `alpha` to give back).
@MainActor
struct DropDownSheetArtworkFlightViews {
    /// The flying image: an image view of the library's, or the view a SwiftUI image is hosted in.
    let view: UIView
    /// The content's artwork view, hidden during the flight.
    weak var target: UIView?
    /// The artwork view's `alpha` before the flight.
    let targetAlpha: CGFloat
}

/// The artwork's flight between the bar and the content (``DropDownSheetBarItem/imageTransitionView``):
/// each frame the card is drawn, the bar item's image is drawn where
/// ``DropDownSheetCore/DropDownSheetArtworkFlight`` puts it for the sheet's progress, in a view of
/// the library's above the card's content and bar, in the card's coordinates (so it rides the
/// card); the bar's image and the content's artwork view are hidden meanwhile and shown again when
/// the sheet rests. Nothing is laid out per frame: the flying view's frame and corner radius are
/// written, two conversions of rectangles are read.
extension DropDownSheetCard {
    /// The sheet's phase changed (or the stack's count, which is cheap to take for one): the bar
    /// item is looked up again (the content's visible child may have changed while the sheet
    /// rested, a push while expanded), and Reduce Motion is read as the sheet sets off.
    func phaseMayHaveChanged(_ phase: DropDownSheetPhase) {
        guard phase != resolvedPhase else { return }
        resolvedPhase = phase
        if phase.isMoving { reducesMotion = UIAccessibility.isReduceMotionEnabled }
        let previous = observedBarItem
        resolveBarItem()
        if observedBarItem !== previous { installBar(animated: true) }
    }

    /// Draws the artwork's flight for render state `r`, or ends it.
    func updateArtworkFlight(_ r: DropDownSheetRenderState, isHidden: Bool) {
        guard let item = observedBarItem, let target = item.imageTransitionView, !isHidden, let bar = itemBarView,
              DropDownSheetArtworkFlight.flies(phase: r.phase, progress: r.progress, reduceMotion: reducesMotion),
              let content = sheet?.contentViewController.view, target.window != nil, target.isDescendant(of: content),
              let source = bar.shownImageView else {
            endArtworkFlight()
            return
        }
        if let flight = artworkFlight, flight.target !== target { endArtworkFlight() }
        let from = source.convert(source.bounds, to: cardView), to = target.convert(target.bounds, to: cardView)
        guard artworkFlight != nil || cardView.bounds.intersects(to),
              let geometry = DropDownSheetArtworkFlight.at(progress: r.progress, from: DropDownSheetRect(from),
                                                           barCornerRadius: Double(source.layer.cornerRadius),
                                                           to: DropDownSheetRect(to), targetCornerRadius: Double(target.layer.cornerRadius)) else {
            endArtworkFlight()
            return
        }
        let flight = artworkFlight ?? beginArtworkFlight(of: item, to: target, bar: bar)
        flight.view.frame = CGRect(geometry.frame)
        flight.view.layer.cornerRadius = geometry.cornerRadius
    }

    /// Shows the real views again and takes the flying image away.
    func endArtworkFlight() {
        guard let flight = artworkFlight else { return }
        artworkFlight = nil
        if let hosted = flight.view.dropDownSheetBarHostedController, let host, hosted.parent === host {
            // The SwiftUI image's hosting controller leaves the container with its view.
            hosted.willMove(toParent: nil)
            hosted.beginAppearanceTransition(false, animated: false)
            flight.view.removeFromSuperview()
            hosted.endAppearanceTransition()
            hosted.removeFromParent()
        } else {
            flight.view.removeFromSuperview()
        }
        itemBarView?.hidesImageForFlight = false
        // Given back unless the app set another alpha meanwhile.
        if let target = flight.target, target.alpha == 0 { target.alpha = flight.targetAlpha }
    }

    /// The item's image changed: the flying image follows.
    func updateArtworkFlightImage() {
        guard let flight = artworkFlight, let imageView = flight.view as? UIImageView, let image = observedBarItem?.image else { return }
        imageView.image = image
    }

    private func beginArtworkFlight(of item: DropDownSheetBarItem, to target: UIView,
                                    bar: DropDownSheetItemBarView) -> DropDownSheetArtworkFlightViews {
        let view: UIView
        if let image = item.image {
            let imageView = flyingImageView
            imageView.image = image
            imageView.contentMode = bar.imageView.contentMode
            imageView.tintColor = bar.imageView.tintColor
            view = imageView
        } else if let provider = item.imageProvider {
            view = provider.flightImageView
        } else {
            view = flyingImageView
        }
        view.clipsToBounds = true
        view.layer.cornerCurve = .continuous
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
        view.accessibilityElementsHidden = true
        view.alpha = 1
        view.isHidden = false
        if let hosted = view.dropDownSheetBarHostedController, let host {
            // A SwiftUI image's hosting controller: a child of the container while its view flies
            // in it, appearing and disappearing with the flight (the container forwards no
            // appearance calls of its own to it).
            if hosted.parent != nil {
                hosted.willMove(toParent: nil)
                hosted.removeFromParent()
            }
            host.addChild(hosted)
            hosted.beginAppearanceTransition(true, animated: false)
            cardView.addSubview(view)
            hosted.endAppearanceTransition()
            hosted.didMove(toParent: host)
        } else {
            cardView.addSubview(view)
        }
        bringOverlaysToFront()
        bar.hidesImageForFlight = true
        let flight = DropDownSheetArtworkFlightViews(view: view, target: target, targetAlpha: target.alpha)
        target.alpha = 0
        artworkFlight = flight
        return flight
    }
}

extension DropDownSheetRect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.width), height: Double(rect.height))
    }
}
#endif
