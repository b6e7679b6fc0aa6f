#if canImport(UIKit)
import UIKit

/// iOS 26's glass behind the bars: one glass container (`UIGlassContainerEffect`) for every bar on
/// glass (each card's, the stack's slivers), so that bars close together merge and part as the
/// system's glass does. It lies above the dimming and below every card, takes no touches and is
/// hidden from VoiceOver; a card's glass follows the card's visible part and hides once the card
/// is expanded (DropDownSheetCard.swift). Made the first time a bar is on glass, never before
/// iOS 26 (``DropDownSheetGlass``).
extension DropDownSheetHostViewController {
    /// The glass container, made and put in place the first time it is asked for; nil where there
    /// is no glass or before the view is loaded.
    func glassContainerView() -> UIVisualEffectView? {
        if let glassContainer { return glassContainer }
        guard isViewLoaded, let container = DropDownSheetGlass.makeContainerView() else { return nil }
        container.frame = view.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(container, aboveSubview: dimmingView)
        glassContainer = container
        return container
    }
}
#endif
