import UIKit

/// A setting with a slider: its name and value above, the slider below. VoiceOver reads it as one
/// adjustable control with the name and the formatted value.
final class SliderSettingCell: UITableViewCell {
    let slider = UISlider()
    private let titleLabel = UILabel()
    private let valueLabel = UILabel()
    private let header = UIStackView()
    private var format: (Double) -> String = { String($0) }
    var onChange: ((Double) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.textColor = .label
        valueLabel.font = .preferredFont(forTextStyle: .body)
        valueLabel.textColor = .secondaryLabel
        for label in [titleLabel, valueLabel] {
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            label.isAccessibilityElement = false // the slider speaks for the row
        }
        valueLabel.setContentHuggingPriority(.required, for: .horizontal)
        valueLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        header.addArrangedSubview(titleLabel)
        header.addArrangedSubview(valueLabel)
        header.spacing = 8
        slider.addTarget(self, action: #selector(sliderChanged), for: .valueChanged)
        let stack = UIStackView(arrangedSubviews: [header, slider])
        stack.axis = .vertical
        stack.spacing = 6
        embedWithinMargins(stack)
        updateForTextSize()
        TraitChanges.observeTextSize(of: self) { [weak self] in self?.updateForTextSize() }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func configure(title: String, value: Double, range: ClosedRange<Double>, format: @escaping (Double) -> String) {
        self.format = format
        titleLabel.text = title
        slider.minimumValue = Float(range.lowerBound)
        slider.maximumValue = Float(range.upperBound)
        slider.value = Float(value)
        slider.accessibilityLabel = title
        showValue(value)
    }

    @objc private func sliderChanged() {
        let value = Double(slider.value)
        showValue(value)
        onChange?(value)
    }

    private func showValue(_ value: Double) {
        valueLabel.text = format(value)
        slider.accessibilityValue = format(value)
    }

    @available(iOS, deprecated: 17.0, message: "Before iOS 17 only: later, TraitChanges registers for the change.")
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard !TraitChanges.registers else { return }
        updateForTextSize()
    }

    private func updateForTextSize() {
        header.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
    }
}

/// A setting with a switch.
final class SwitchSettingCell: UITableViewCell {
    let toggle = UISwitch()
    var onChange: ((Bool) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        accessoryView = toggle
        toggle.addTarget(self, action: #selector(toggled), for: .valueChanged)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func configure(title: String, isOn: Bool) {
        var content = defaultContentConfiguration()
        content.text = title
        contentConfiguration = content
        toggle.isOn = isOn
        toggle.accessibilityLabel = title
    }

    @objc private func toggled() {
        onChange?(toggle.isOn)
    }
}

/// A setting with a few named choices, as a segmented control under its name.
final class ChoiceSettingCell: UITableViewCell {
    let segments = UISegmentedControl()
    private let titleLabel = UILabel()
    var onChange: ((Int) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = .label
        titleLabel.numberOfLines = 0
        titleLabel.isAccessibilityElement = false // the segmented control carries the name
        segments.addTarget(self, action: #selector(changed), for: .valueChanged)
        updateSegmentFont()
        TraitChanges.observeTextSize(of: self) { [weak self] in self?.updateSegmentFont() }
        let stack = UIStackView(arrangedSubviews: [titleLabel, segments])
        stack.axis = .vertical
        stack.spacing = 8
        embedWithinMargins(stack)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func configure(title: String, choices: [String], selected: Int) {
        titleLabel.text = title
        segments.removeAllSegments()
        for (index, choice) in choices.enumerated() {
            segments.insertSegment(withTitle: choice, at: index, animated: false)
        }
        segments.selectedSegmentIndex = selected
        segments.accessibilityLabel = title
    }

    @objc private func changed() {
        onChange?(segments.selectedSegmentIndex)
    }

    @available(iOS, deprecated: 17.0, message: "Before iOS 17 only: later, TraitChanges registers for the change.")
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard !TraitChanges.registers else { return }
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            updateSegmentFont()
        }
    }

    /// Segmented controls do not follow Dynamic Type by themselves.
    private func updateSegmentFont() {
        let font = UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection)
        segments.setTitleTextAttributes([.font: font], for: .normal)
    }
}

extension UITableViewCell {
    /// Puts `stack` in the content view, filling its layout margins.
    func embedWithinMargins(_ stack: UIStackView) {
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }
}
