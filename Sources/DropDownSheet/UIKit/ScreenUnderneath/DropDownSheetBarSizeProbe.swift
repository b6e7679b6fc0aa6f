#if canImport(UIKit)
import UIKit

/// A hidden view of the library's own inside a tab bar or toolbar of the app's own (one it made and
/// put in its views itself; never a tab bar controller's tab bar or a navigation controller's
/// toolbar, which UIKit documents as not to be modified: the tracker hears those through sentinels
/// in their controllers' views), that
/// says when the bar's size changes or the bar joins or leaves a window: documented signals
/// (`layoutSubviews`, called in the layout pass after a view's bounds change; `didMoveToWindow()`,
/// "Tells the view that its window object changed") that do not depend on key-value observing of
/// the bar's layer, which Core Animation does not document
/// (docs/presentation-architecture.md, "Following the bottom bar: what is documented").
///
/// It fills the bar and is resized with it (flexible width and height), so a change of the bar's
/// size (a toolbar growing for Dynamic Type or the compact height of landscape, a tab bar whose
/// height changes) resizes it and has it laid out. It is fully transparent (never drawn, and a
/// view with an alpha of 0.01 or less takes no touches), not interactive, hidden from VoiceOver,
/// appended after the bar's own subviews (code that reads a bar's `subviews.first` finds its own),
/// and taken out when the sheets go. An app's own tab bar or toolbar is a plain view that takes
/// subviews (apps put badges and decorations in them); a `UIVisualEffectView`, which takes none of
/// its own, never gets one (the tracker checks).
@MainActor
final class DropDownSheetBarSizeProbe: UIView {
    /// Called after the bar's size changed (`false`) or the bar joined or left a window (`true`).
    var onChange: ((_ windowChanged: Bool) -> Void)?
    private var laidOutSize: CGSize?

    override init(frame: CGRect) {
        super.init(frame: frame)
        alpha = 0
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Puts the probe into `bar`, filling it, after the bar's own subviews.
    func install(in bar: UIView) {
        frame = bar.bounds
        laidOutSize = bar.bounds.size
        bar.addSubview(self)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        guard size != laidOutSize else { return }
        laidOutSize = size
        onChange?(false)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        onChange?(true)
    }
}
#endif
