#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// The minimized bar drawn from a ``DropDownSheetBarItem``: image, title and subtitle, leading
/// and trailing buttons, and a progress line, over the system's bar material (before iOS 26, or
/// opted out of glass), over the card's glass (iOS 26), or over nothing of its own. Where each goes is
/// ``DropDownSheetBarContentLayout``'s (the core), applied in `layoutSubviews`, which runs only
/// when the bar's size, the text size or the item's content changes: never per frame (a change
/// of progress moves the line alone).
@MainActor
final class DropDownSheetItemBarView: UIView {
    /// The system's bar material behind everything (its content view holds nothing); hidden on
    /// glass (the card's glass is behind the bar) and with no background.
    let backgroundView = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
    /// A hairline along the top edge of an attached bar, as over a toolbar.
    let separator = UIView()
    let imageView = UIImageView()
    /// Holds the title and subtitle (and is cross-faded with the image when they change).
    let textView = UIView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let progressTrack = UIView()
    let progressFill = UIView()
    /// The stack's count ("2 Drafts") when this bar is the top of a stack of drafts.
    let countLabel = UILabel()
    /// The views of the item's buttons, in the order of its lists (shown or not).
    private(set) var leadingButtons: [UIView] = []
    private(set) var trailingButtons: [UIView] = []
    /// The item's buttons the views stand for.
    private(set) var leadingItems: [UIBarButtonItem] = []
    private(set) var trailingItems: [UIBarButtonItem] = []
    /// VoiceOver's first element of the bar: what it is (configured by the card).
    let summary: DropDownSheetBarSummaryElement

    /// The bar's shape, which sets its padding, border and the progress line's ends.
    var style: DropDownSheetBarStyle = .attached {
        didSet { if style != oldValue { styleDidChange() } }
    }
    /// The stack's count to show between the text and the trailing buttons, or nil.
    var countText: String? {
        didSet {
            guard countText != oldValue else { return }
            countLabel.text = countText
            countLabel.isHidden = countText == nil
            setNeedsLayout()
        }
    }
    /// What the bar is drawn on (resolved: glass, material or none).
    var background: DropDownSheetBarBackground = .material {
        didSet { if background != oldValue { styleDidChange() } }
    }
    /// The bar's corner radius, in points (a floating capsule's).
    var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { styleDidChange() } }
    }

    /// The layout applied last, and how many times the bar was laid out (tests read them: a
    /// frame of the sheet's spring lays nothing out).
    private(set) var appliedLayout: DropDownSheetBarContentLayout?
    private(set) var layoutPassCount = 0
    private var progress: Double?
    private var buttonObservations: [NSKeyValueObservation] = []

    override init(frame: CGRect) {
        summary = DropDownSheetBarSummaryElement(accessibilityContainer: UIView())
        super.init(frame: frame)
        summary.accessibilityContainer = self
        clipsToBounds = true
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        addSubview(separator)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 6
        imageView.layer.cornerCurve = .continuous
        imageView.tintColor = .secondaryLabel
        imageView.isAccessibilityElement = false
        addSubview(imageView)
        titleLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15, weight: .semibold))
        titleLabel.textColor = .label
        subtitleLabel.font = .preferredFont(forTextStyle: .footnote)
        subtitleLabel.textColor = .secondaryLabel
        for label in [titleLabel, subtitleLabel] {
            label.adjustsFontForContentSizeCategory = true
            label.lineBreakMode = .byTruncatingTail
            label.numberOfLines = 1
            label.isAccessibilityElement = false
            textView.addSubview(label)
        }
        textView.isUserInteractionEnabled = false
        addSubview(textView)
        countLabel.font = .preferredFont(forTextStyle: .caption1)
        countLabel.adjustsFontForContentSizeCategory = true
        countLabel.textColor = .secondaryLabel
        countLabel.isAccessibilityElement = false
        countLabel.isHidden = true
        addSubview(countLabel)
        progressTrack.backgroundColor = .tertiarySystemFill
        progressTrack.isUserInteractionEnabled = false
        progressFill.isUserInteractionEnabled = false
        progressTrack.isHidden = true
        progressFill.isHidden = true
        addSubview(progressTrack)
        addSubview(progressFill)
        tintColorDidChange()
        // Buttons keep their size at large text sizes, as the system's bars' do: touching and
        // holding one shows it large instead.
        addInteraction(UILargeContentViewerInteraction())
        styleDidChange()
        DropDownSheetTraitObservation.observe(self) { [weak self] previous in self?.traitsDidChange(from: previous) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // MARK: - Showing the item

    /// Shows `item`: what `changes` says changed, cross-faded when `animated`.
    func show(_ item: DropDownSheetBarItem, changes: DropDownSheetBarItem.Changes, animated: Bool) {
        if changes.contains(.content) {
            // A symbol is drawn whole; artwork fills its square.
            imageView.contentMode = item.image?.isSymbolImage == true ? .scaleAspectFit : .scaleAspectFill
            let texts = { [self] in
                titleLabel.text = item.title
                subtitleLabel.text = item.subtitle
                imageView.image = item.image
            }
            let crossFades = animated && window != nil
                && (titleLabel.text != item.title || subtitleLabel.text != item.subtitle || imageView.image !== item.image)
            if crossFades {
                UIView.transition(with: textView, duration: 0.25, options: [.transitionCrossDissolve, .allowUserInteraction],
                                  animations: { self.titleLabel.text = item.title; self.subtitleLabel.text = item.subtitle })
                UIView.transition(with: imageView, duration: 0.25, options: [.transitionCrossDissolve, .allowUserInteraction],
                                  animations: { self.imageView.image = item.image })
            } else {
                texts()
            }
            if item.leadingBarButtonItems != leadingItems || item.trailingBarButtonItems != trailingItems {
                rebuildButtons(leading: item.leadingBarButtonItems, trailing: item.trailingBarButtonItems)
            }
            progress = item.progress
            setNeedsLayout()
        } else if changes.contains(.progress) {
            progress = item.progress
            placeProgress()
        }
    }

    /// The shown buttons' views and the items of those that do not fit the bar, for VoiceOver.
    var shownButtons: [UIView] {
        guard let layout = appliedLayout else { return [] }
        return Array(leadingButtons.prefix(layout.shownLeadingCount)) + Array(trailingButtons.prefix(layout.shownTrailingCount))
    }

    var hiddenButtons: [UIView] {
        guard let layout = appliedLayout else { return leadingButtons + trailingButtons }
        return Array(leadingButtons.dropFirst(layout.shownLeadingCount)) + Array(trailingButtons.dropFirst(layout.shownTrailingCount))
    }

    /// How many buttons the item has and how many the bar shows: what VoiceOver's offer is made of.
    var accessibilityKind: DropDownSheetBarAccessibility.Kind {
        .item(leading: leadingButtons.count, trailing: trailingButtons.count,
              shownLeading: appliedLayout?.shownLeadingCount ?? 0, shownTrailing: appliedLayout?.shownTrailingCount ?? 0)
    }

    /// Called after a layout pass changed which buttons show (the card updates VoiceOver).
    var shownButtonsDidChange: (() -> Void)?

    // MARK: - Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPassCount += 1
        backgroundView.frame = bounds
        let hairline = 1 / max(traitCollection.displayScale, 1)
        separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: hairline)
        let scale = UIFontMetrics.default.scaledValue(for: 1, compatibleWith: traitCollection)
        let layout = DropDownSheetBarContentLayout(
            width: bounds.width, height: bounds.height, style: style, cornerRadius: cornerRadius,
            contentSizeScale: scale, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
            hasImage: imageView.image != nil,
            leadingButtonWidths: leadingButtons.map(Self.width(of:)), trailingButtonWidths: trailingButtons.map(Self.width(of:)),
            countWidth: countText == nil ? 0 : Double(ceil(countLabel.intrinsicContentSize.width)))
        let previous = appliedLayout
        if let count = layout.count { countLabel.frame = CGRect(count) }
        appliedLayout = layout
        for (index, button) in leadingButtons.enumerated() {
            place(button, index < layout.leadingButtons.count ? layout.leadingButtons[index] : nil)
        }
        for (index, button) in trailingButtons.enumerated() {
            place(button, index < layout.trailingButtons.count ? layout.trailingButtons[index] : nil)
        }
        imageView.isHidden = layout.image == nil
        if let image = layout.image { imageView.frame = CGRect(image) }
        layOutText(in: CGRect(layout.text))
        placeProgress()
        summary.accessibilityFrameInContainerSpace = CGRect(layout.image.map { union($0, layout.text) } ?? layout.text)
        if previous?.shownLeadingCount != layout.shownLeadingCount || previous?.shownTrailingCount != layout.shownTrailingCount {
            shownButtonsDidChange?()
        }
    }

    private func place(_ button: UIView, _ frame: DropDownSheetRect?) {
        button.isHidden = frame == nil
        if let frame { button.frame = CGRect(frame) }
    }

    /// The title over the subtitle, centred vertically in `rect`; the subtitle is left out when
    /// both do not fit (a bar of a fixed height at a large text size).
    private func layOutText(in rect: CGRect) {
        textView.frame = rect
        let width = rect.width
        let hasSubtitle = !(subtitleLabel.text ?? "").isEmpty
        let titleHeight = (titleLabel.text ?? "").isEmpty ? 0 : ceil(titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        var subtitleHeight = hasSubtitle ? ceil(subtitleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height) : 0
        let spacing: CGFloat = titleHeight > 0 && subtitleHeight > 0 ? 1 : 0
        if titleHeight + spacing + subtitleHeight > rect.height, titleHeight > 0 { subtitleHeight = 0 }
        subtitleLabel.isHidden = subtitleHeight == 0
        let total = titleHeight + (subtitleHeight > 0 ? spacing + subtitleHeight : 0)
        var y = max((rect.height - total) / 2, 0)
        titleLabel.frame = CGRect(x: 0, y: y, width: width, height: min(titleHeight, rect.height))
        y += titleHeight + spacing
        subtitleLabel.frame = CGRect(x: 0, y: y, width: width, height: subtitleHeight)
        let alignment: NSTextAlignment = .natural
        titleLabel.textAlignment = alignment
        subtitleLabel.textAlignment = alignment
    }

    /// Moves the progress line to the item's progress: frames only, no layout pass.
    private func placeProgress() {
        let shows = progress != nil && appliedLayout != nil
        progressTrack.isHidden = !shows
        progressFill.isHidden = !shows
        guard let progress, let layout = appliedLayout else { return }
        let track = layout.progressTrack
        progressTrack.frame = CGRect(track)
        let filled = DropDownSheetBarProgress.filledSegment(progress: progress, x: track.x, width: track.width,
                                                            rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        progressFill.frame = CGRect(x: filled.x, y: track.y, width: filled.width, height: track.height)
    }

    private func union(_ a: DropDownSheetRect, _ b: DropDownSheetRect) -> DropDownSheetRect {
        let x = min(a.x, b.x), maxX = max(a.maxX, b.maxX)
        let y = min(a.y, b.y), maxY = max(a.y + a.height, b.y + b.height)
        return DropDownSheetRect(x: x, y: y, width: maxX - x, height: maxY - y)
    }

    /// A button's width: 44 points for an image, a title's own width for a title, a custom
    /// view's own width.
    private static func width(of button: UIView) -> Double {
        if let button = button as? DropDownSheetBarButton {
            guard button.currentImage == nil, let title = button.currentTitle, !title.isEmpty else { return 44 }
            return Double(max(44, ceil(button.titleLabel?.intrinsicContentSize.width ?? 0) + 16))
        }
        let intrinsic = button.intrinsicContentSize.width
        if intrinsic > 0, intrinsic != UIView.noIntrinsicMetric { return Double(intrinsic) }
        if button.bounds.width > 0 { return Double(button.bounds.width) }
        let fitted = button.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width
        return fitted > 0 ? Double(fitted) : 44
    }

    // MARK: - Appearance

    private func styleDidChange() {
        let floating = style == .floating
        let glass = background == .glass
        backgroundView.isHidden = background != .material
        separator.isHidden = floating || glass
        layer.cornerRadius = floating ? cornerRadius : 0
        layer.cornerCurve = .continuous
        // Glass draws its own rim; a capsule of material gets a hairline.
        layer.borderWidth = floating && !glass ? 1 / max(traitCollection.displayScale, 1) : 0
        layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        setNeedsLayout()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        progressFill.backgroundColor = tintColor
    }

    /// The traits changed from `previous`: the hairline's colour again (a layer's colour follows
    /// neither light and dark nor Increase Contrast by itself), and a layout pass for a new text
    /// size or layout direction.
    private func traitsDidChange(from previous: UITraitCollection?) {
        layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
            || previous?.layoutDirection != traitCollection.layoutDirection {
            setNeedsLayout()
        }
    }

    // Before iOS 17 only: later, the registration in `init` calls `traitsDidChange(from:)`.
    @available(iOS, deprecated: 17.0)
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        guard !DropDownSheetTraitObservation.usesTraitSystem else { return }
        traitsDidChange(from: previous)
    }

    // MARK: - Buttons

    private func rebuildButtons(leading: [UIBarButtonItem], trailing: [UIBarButtonItem]) {
        for view in leadingButtons + trailingButtons where view.superview === self { view.removeFromSuperview() }
        buttonObservations.forEach { $0.invalidate() }
        buttonObservations = []
        leadingItems = leading
        trailingItems = trailing
        leadingButtons = leading.map(makeButton(for:))
        trailingButtons = trailing.map(makeButton(for:))
        for view in leadingButtons + trailingButtons { addSubview(view) }
        appliedLayout = nil
    }

    /// The view for a bar button item: its custom view, or a button drawn from it that stays in
    /// step with it (image, title, enabled, selected, tint and menu are observed).
    private func makeButton(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        let button = DropDownSheetBarButton(item: item)
        let refresh: @Sendable (UIBarButtonItem) -> Void = { [weak self, weak button] _ in
            runOnMainActorIfMainThread(fallback: ()) {
                guard let self, let button else { return }
                let widthBefore = Self.width(of: button)
                button.configure()
                if Self.width(of: button) != widthBefore { self.setNeedsLayout() }
                self.shownButtonsDidChange?()
            }
        }
        buttonObservations += [
            item.observe(\.image) { item, _ in refresh(item) },
            item.observe(\.title) { item, _ in refresh(item) },
            item.observe(\.isEnabled) { item, _ in refresh(item) },
            item.observe(\.tintColor) { item, _ in refresh(item) },
            item.observe(\.menu) { item, _ in refresh(item) },
            item.observe(\.primaryAction) { item, _ in refresh(item) },
            item.observe(\.isSelected) { item, _ in refresh(item) },
        ]
        return button
    }
}

/// A button of the bar drawn from a `UIBarButtonItem`: its image (or title), enabled and
/// selected state, tint, menu, accessibility label and identifier, and its action (a primary
/// action, a menu, or the target and action, sent with the bar button item as the sender, as a
/// toolbar does).
@MainActor
final class DropDownSheetBarButton: UIButton {
    let item: UIBarButtonItem
    /// The item's primary action, attached to this button (its handler hears the button as sender).
    private var attachedPrimaryAction: UIAction?

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 20, weight: .regular), forImageIn: .normal)
        showsLargeContentViewer = true
        scalesLargeContentImage = true
        addAction(UIAction { [weak self] _ in self?.perform() }, for: .primaryActionTriggered)
        configure()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Takes the item's current image, title, state and words.
    func configure() {
        setImage(item.image, for: .normal)
        setTitle(item.image == nil ? item.title : nil, for: .normal)
        setTitleColor(nil, for: .normal)
        tintColor = item.tintColor
        isEnabled = item.isEnabled
        isSelected = item.isSelected
        if attachedPrimaryAction !== item.primaryAction {
            if let old = attachedPrimaryAction { removeAction(old, for: .primaryActionTriggered) }
            attachedPrimaryAction = item.primaryAction
            if let new = item.primaryAction { addAction(new, for: .primaryActionTriggered) }
        }
        menu = item.menu
        showsMenuAsPrimaryAction = item.menu != nil && item.primaryAction == nil && item.action == nil
        accessibilityLabel = item.accessibilityLabel ?? item.title
        accessibilityHint = item.accessibilityHint
        accessibilityIdentifier = item.accessibilityIdentifier
        largeContentTitle = item.largeContentSizeImage == nil ? (item.accessibilityLabel ?? item.title) : item.title
        largeContentImage = item.largeContentSizeImage ?? item.image
    }

    /// Does what a tap on the item in a toolbar does (a primary action is attached to the button
    /// itself and runs on its own).
    func perform() {
        guard item.primaryAction == nil else { return }
        if let action = item.action {
            // The item's target, or the responder chain from here when it has none.
            let target = item.target ?? self.target(forAction: action, withSender: item)
            _ = (target as? NSObject)?.perform(action, with: item)
        }
    }
}

/// VoiceOver's first element of a bar: what the bar is. Double-tapping it expands the sheet.
final class DropDownSheetBarSummaryElement: UIAccessibilityElement {
    /// Expands the sheet; returns whether it could.
    nonisolated(unsafe) var activate: (@MainActor () -> Bool)?

    override func accessibilityActivate() -> Bool {
        runOnMainActorIfMainThread(fallback: false) { self.activate?() ?? false }
    }
}

extension CGRect {
    init(_ rect: DropDownSheetRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
#endif
