#if canImport(UIKit)
import UIKit

/// A card's clipping view. While the minimized bar is one VoiceOver element with a compact view (a
/// mini player), it reads the compact view's label and actions each time VoiceOver asks, so a new
/// song is spoken at once without the sheet having to move; and whether it is one element or the
/// compact view's elements is decided each time too (``compactElements``).
final class DropDownSheetBarView: UIView {
    // Written only by the card, on the main thread; read by UIKit's accessibility getters, which
    // the SDK declares nonisolated but UIKit calls on the main thread.
    /// The compact view speaking for the bar, while the bar is one element.
    nonisolated(unsafe) weak var speaker: UIView?
    /// The bar's own actions (Expand, Close), offered after the speaker's.
    nonisolated(unsafe) var barActions: [UIAccessibilityCustomAction] = []
    /// While the bar shows a compact view and is spoken: the elements it is read as when the
    /// compact view has no label (the bar's first element, then the compact view's own). Whether
    /// the compact view has a label is asked each time VoiceOver asks, so a label the app gives it
    /// later (a song starts) makes it speak for the bar at once.
    nonisolated(unsafe) var compactElements: [Any]?

    override var isAccessibilityElement: Bool {
        // (The speaker's label is read inline: the SDKs differ on whether these getters are
        // isolated to the main actor.)
        get { compactElements == nil ? super.isAccessibilityElement : !(speaker?.accessibilityLabel ?? "").isEmpty }
        set { super.isAccessibilityElement = newValue }
    }

    override var accessibilityElements: [Any]? {
        get {
            guard let compactElements else { return super.accessibilityElements }
            return (speaker?.accessibilityLabel ?? "").isEmpty ? compactElements : nil
        }
        set { super.accessibilityElements = newValue }
    }

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
