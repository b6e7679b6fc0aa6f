#if canImport(UIKit)
import UIKit

/// A view the library puts into an app's hierarchy only to hear UIKit (its window, its safe area,
/// a layout pass): transparent (alpha 0), not hidden, since UIKit documents safe-area propagation
/// and layout for the views of a hierarchy and says nothing of hidden ones; a view of alpha 0 is
/// not drawn and takes no touches ("ignores views ... with an alpha level less than 0.01",
/// `hitTest(_:with:)`); it is not seen by VoiceOver either. docs/presentation-architecture.md
/// lists every one ("Every view the library adds to an app's hierarchy").
@MainActor
class DropDownSheetUnseenView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        alpha = 0
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
#endif
