#if canImport(UIKit)
import UIKit

/// A hidden, zero-size view placed in the screen underneath's view, which tells the container when
/// that view leaves its window or comes back: UIKit takes a presenter's view out of the window
/// under a `.fullScreen` presentation and puts it back afterwards, and a screen that is dismissed
/// or replaced leaves for good. The overlay is not inside that view (it must not be scaled with
/// it), so it learns of both through this view. It takes no touches and is not seen by VoiceOver.
@MainActor
final class DropDownSheetScreenSentinel: UIView {
    /// Called after the view moved to a window, or out of one (nil).
    var windowDidChange: ((UIWindow?) -> Void)?
    /// Called when the screen underneath's traits changed (light or dark, text size, size
    /// classes): this view is in that screen's view-controller hierarchy, which the overlay is not.
    var traitsDidChange: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        windowDidChange?(window)
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        traitsDidChange?()
    }
}
#endif
