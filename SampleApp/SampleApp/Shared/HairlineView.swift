import UIKit

/// A one-pixel separator line in the system separator colour, as thin as the screen it is on
/// allows.
final class HairlineView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .separator
        isAccessibilityElement = false
        setContentHuggingPriority(.required, for: .vertical)
        setContentCompressionResistancePriority(.required, for: .vertical)
        TraitChanges.observeDisplayScale(of: self) { [weak self] in self?.invalidateIntrinsicContentSize() }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 1 / max(traitCollection.displayScale, 1))
    }

@available(iOS, deprecated: 17.0, message: "Before iOS 17 only: later, TraitChanges registers for the change.")
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard !TraitChanges.registers else { return }
        if previousTraitCollection?.displayScale != traitCollection.displayScale {
            invalidateIntrinsicContentSize()
        }
    }
}
