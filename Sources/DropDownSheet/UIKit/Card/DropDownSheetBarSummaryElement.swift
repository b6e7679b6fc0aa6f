#if canImport(UIKit)
import UIKit

/// VoiceOver's first element of a bar: what the bar is. Double-tapping it expands the sheet.
///
/// Two things are read each time VoiceOver asks rather than when the bar was set up: its actions
/// (``liveActions``: the buttons that do not fit the bar, named by what their views say then,
/// which for a SwiftUI button is known only while an assistive technology runs), and, for a
/// compact view's bar, its frame (``frameView``: a rotation or a new width moves the bar).
final class DropDownSheetBarSummaryElement: UIAccessibilityElement {
    // Written on the main actor by the card; read by UIKit's accessibility getters on the main
    // thread.
    /// Expands the sheet; returns whether it could.
    nonisolated(unsafe) var activate: (@MainActor () -> Bool)?
    /// Makes the element's custom actions, or nil for the ones set.
    nonisolated(unsafe) var liveActions: (@MainActor () -> [UIAccessibilityCustomAction])?
    /// The view whose bounds are the element's frame, or nil for the frame set.
    nonisolated(unsafe) weak var frameView: UIView?

    override func accessibilityActivate() -> Bool {
        runOnMainActorIfMainThread(fallback: false) { self.activate?() ?? false }
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            let stored = super.accessibilityCustomActions
            guard let liveActions else { return stored }
            return runOnMainActorIfMainThread(fallback: stored) { liveActions() }
        }
        set { super.accessibilityCustomActions = newValue }
    }

    override var accessibilityFrame: CGRect {
        get {
            let stored = super.accessibilityFrame
            guard let view = frameView else { return stored }
            return runOnMainActorIfMainThread(fallback: stored) {
                view.window == nil ? stored : UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
            }
        }
        set { super.accessibilityFrame = newValue }
    }
}
#endif
