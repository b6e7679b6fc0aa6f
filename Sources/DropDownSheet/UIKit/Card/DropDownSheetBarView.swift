#if canImport(UIKit)
import UIKit

/// A card's clipping view. While the minimized bar is one VoiceOver element with a compact view (a
/// mini player), it reads the compact view's label and actions each time VoiceOver asks, so a new
/// song is spoken at once without the sheet having to move.
final class DropDownSheetBarView: UIView {
    // Written only by the card, on the main thread; read by UIKit's accessibility getters, which
    // the SDK declares nonisolated but UIKit calls on the main thread.
    /// The compact view speaking for the bar, while the bar is one element.
    nonisolated(unsafe) weak var speaker: UIView?
    /// The bar's own actions (Expand, Close), offered after the speaker's.
    nonisolated(unsafe) var barActions: [UIAccessibilityCustomAction] = []

    override var accessibilityLabel: String? {
        get { speaker?.accessibilityLabel ?? super.accessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            guard let speaker else { return super.accessibilityCustomActions }
            return (speaker.accessibilityCustomActions ?? []) + barActions
        }
        set { super.accessibilityCustomActions = newValue }
    }
}
#endif
