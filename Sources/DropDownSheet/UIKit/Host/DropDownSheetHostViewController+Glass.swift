#if canImport(UIKit)
import UIKit

/// iOS 26's glass behind a stack's top bar: one glass container (`UIGlassContainerEffect`) for the
/// slivers of the drafts under it, which carry no text, so that they merge as the system's glass
/// does. It lies above the dimming and below every card, takes no touches and is hidden from
/// VoiceOver. A bar's own glass is in its card, its text in the glass's content view
/// (DropDownSheetCard+Glass.swift). Made the first time a stack's top bar is on glass, never
/// before iOS 26 (``DropDownSheetGlass``).
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
