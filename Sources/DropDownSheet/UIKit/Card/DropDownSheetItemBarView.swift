#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// The minimized bar drawn from a ``DropDownSheetBarItem``: image, title and subtitle, leading
/// and trailing buttons, and a progress line, over the system's bar material (before iOS 26, or
/// opted out of glass), in the content view of the card's glass (iOS 26, where glass adapts it),
/// or over nothing of its own. Where each
/// goes is ``DropDownSheetBarContentLayout``'s (the core), applied in `layoutSubviews`, which
/// runs only when the bar's size, the text size or the item's content changes: never per frame (a
/// change of progress moves the line alone).
///
/// Two layers: the material (a visual effect view) and, above it, ``foregroundView`` with
/// everything drawn on it. As the sheet expands the bar fades (``setVisibility(_:)``): the
/// foreground by its alpha, the material by its effect (``DropDownSheetEffectFader``), since an
/// alpha below 1 on a visual effect view or any of its superviews breaks the effect. The bar
/// itself keeps an alpha of 1. On glass the material is hidden and the foreground fades alone in
/// the glass, which the card materializes or dematerializes (``DropDownSheetGlass``).
@MainActor
final class DropDownSheetItemBarView: UIView {
    /// The system's bar material behind everything (its content view holds nothing); hidden on
    /// glass (the bar is in the card's glass) and with no background.
    let backgroundView = UIVisualEffectView(effect: nil)
    /// Fades the material's effect with the bar.
    private(set) lazy var effectFader = DropDownSheetEffectFader(view: backgroundView, effect: UIBlurEffect(style: .systemChromeMaterial))
    /// Everything drawn over the material or the glass (image, text, buttons, progress, count,
    /// hairline, border): faded by its alpha.
    let foregroundView = UIView()
    /// A hairline along the top edge of an attached bar, as over a toolbar.
    let separator = UIView()
    let imageView = UIImageView()
    /// The view drawing the item's image when it is not a `UIImage` (a SwiftUI `Image`), in the
    /// image's place.
    private(set) var hostedImageView: UIView?
    /// Holds the title and subtitle (and is cross-faded with the image when they change).
    let textView = UIView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let progressTrack = UIView()
    let progressFill = UIView()
    /// The stack's count ("2 Drafts") when this bar is the top of a stack of drafts.
    let countLabel = UILabel()
    /// The views of the item's buttons that are not hidden (`UIBarButtonItem.isHidden`), in the
    /// order of its lists (shown on the bar or not: see ``shownButtons``).
    var leadingButtons: [UIView] = []
    var trailingButtons: [UIView] = []
    /// The item's buttons (hidden ones included).
    var leadingItems: [UIBarButtonItem] = []
    var trailingItems: [UIBarButtonItem] = []
    /// VoiceOver's first element of the bar: what it is (configured by the card).
    let summary: DropDownSheetBarSummaryElement

    /// The view controller whose bar item this bar draws: where a button's action without a
    /// target starts up the responder chain.
    weak var owner: UIViewController?
    /// The library's controller whose view this bar is: the parent of the controllers whose
    /// views the bar shows (a SwiftUI button's or image's hosting controller).
    weak var controller: DropDownSheetItemBarController?
    /// The frames the app's custom views had when the bar took them, given back when they leave
    /// it (the bar lays them out as a toolbar would; what it took it gives back).
    var framesBeforeTheBar: [ObjectIdentifier: CGRect] = [:]

    /// Shows the buttons large when touched and held at accessibility text sizes; lifting the
    /// finger on one does what a tap on it does (``DropDownSheetLargeContent/activate(_:)``).
    private(set) lazy var largeContentInteraction = UILargeContentViewerInteraction(delegate: self)

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
    var appliedLayout: DropDownSheetBarContentLayout?
    private(set) var layoutPassCount = 0
    private var progress: Double?
    /// The buttons' widths the bar was laid out with last (a change lays it out again).
    var laidOutButtonWidths: [Double] = []

    override init(frame: CGRect) {
        summary = DropDownSheetBarSummaryElement(accessibilityContainer: UIView())
        super.init(frame: frame)
        summary.accessibilityContainer = self
        clipsToBounds = true
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        _ = effectFader
        addSubview(foregroundView)
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        foregroundView.addSubview(separator)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 6
        imageView.layer.cornerCurve = .continuous
        imageView.tintColor = .secondaryLabel
        imageView.isAccessibilityElement = false
        foregroundView.addSubview(imageView)
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
        foregroundView.addSubview(textView)
        countLabel.font = .preferredFont(forTextStyle: .caption1)
        countLabel.adjustsFontForContentSizeCategory = true
        countLabel.textColor = .secondaryLabel
        countLabel.isAccessibilityElement = false
        countLabel.isHidden = true
        foregroundView.addSubview(countLabel)
        progressTrack.backgroundColor = .tertiarySystemFill
        progressTrack.isUserInteractionEnabled = false
        progressFill.isUserInteractionEnabled = false
        progressTrack.isHidden = true
        progressFill.isHidden = true
        foregroundView.addSubview(progressTrack)
        foregroundView.addSubview(progressFill)
        tintColorDidChange()
        // Buttons keep their size at large text sizes, as the system's bars' do: touching and
        // holding one shows it large instead.
        addInteraction(largeContentInteraction)
        styleDidChange()
        DropDownSheetTraitObservation.observe(self) { [weak self] previous in self?.traitsDidChange(from: previous) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    // MARK: - Showing the item

    /// The item shown.
    private(set) weak var item: DropDownSheetBarItem?
    /// The item's tint given to this bar last (``DropDownSheetBarItem/tintColor``; nil: inherited).
    private(set) var appliedItemTint: UIColor?

    /// Shows `item`: what `changes` says changed, cross-faded when `animated`.
    func show(_ item: DropDownSheetBarItem, changes: DropDownSheetBarItem.Changes, animated: Bool) {
        self.item = item
        // The item's tint reaches the buttons and the progress line by inheritance (an item's
        // own `tintColor` wins, as in a toolbar); nil gives the hierarchy's back. A new colour
        // object that draws the same (an asset's colour, made anew) is not set again: setting
        // `tintColor` redraws every button and the progress line.
        if !UIColor.drawsTheSame(appliedItemTint, item.tintColor, in: traitCollection) {
            appliedItemTint = item.tintColor
            tintColor = item.tintColor
        }
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
            showHostedImage(item.image == nil ? item.imageProvider?.barImageView : nil)
            if crossFades {
                UIView.transition(with: textView, duration: 0.25, options: [.transitionCrossDissolve, .allowUserInteraction],
                                  animations: { self.titleLabel.text = item.title; self.subtitleLabel.text = item.subtitle })
                UIView.transition(with: imageView, duration: 0.25, options: [.transitionCrossDissolve, .allowUserInteraction],
                                  animations: { self.imageView.image = item.image })
            } else {
                texts()
            }
            if item.shownLeadingBarButtonItems != leadingItems || item.shownTrailingBarButtonItems != trailingItems {
                rebuildButtons(leading: item.shownLeadingBarButtonItems, trailing: item.shownTrailingBarButtonItems)
            } else {
                refreshButtons()
            }
            progress = item.progress
            setNeedsLayout()
        } else {
            if changes.contains(.buttons) { refreshButtons() }
            if changes.contains(.progress) {
                progress = item.progress
                placeProgress()
            }
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

    /// Puts `view` (the item's image drawn by a view of its own) in the image's place, or takes
    /// the one there out.
    private func showHostedImage(_ view: UIView?) {
        guard view !== hostedImageView else { return }
        if let old = hostedImageView, old.superview === foregroundView { takeOut(old) }
        hostedImageView = view
        if let view {
            view.clipsToBounds = true
            view.layer.cornerRadius = imageView.layer.cornerRadius
            view.layer.cornerCurve = .continuous
            view.isAccessibilityElement = false
            view.accessibilityElementsHidden = true
            view.isUserInteractionEnabled = false
            view.alpha = imageView.alpha
            putIn(view) { foregroundView.insertSubview($0, aboveSubview: imageView) }
        }
        setNeedsLayout()
    }

    /// Gives every view of the app's (and of the library's SwiftUI hosts) back: the bar is going.
    func letGoOfViews() {
        for view in leadingButtons + trailingButtons where view.superview === foregroundView { takeOut(view) }
        framesBeforeTheBar = [:]
        leadingButtons = []
        trailingButtons = []
        if let hosted = hostedImageView, hosted.superview === foregroundView { takeOut(hosted) }
        hostedImageView = nil
    }

    /// The view showing the item's image on the bar, when it shows one (nil when there is none or
    /// the bar is too narrow for it): where the artwork's flight starts.
    var shownImageView: UIView? {
        guard let layout = appliedLayout, layout.image != nil else { return nil }
        if let hosted = hostedImageView { return hosted }
        return imageView.image == nil ? nil : imageView
    }

    /// Whether the image on the bar is hidden for the artwork's flight (drawn by the card instead).
    var hidesImageForFlight = false {
        didSet {
            guard hidesImageForFlight != oldValue else { return }
            imageView.alpha = hidesImageForFlight ? 0 : 1
            hostedImageView?.alpha = imageView.alpha
        }
    }

    // MARK: - Fading with the sheet

    /// How much of the bar shows, 0 to 1 (1 at the bar, 0 expanded): the foreground's alpha and the
    /// material's effect, never the bar's own alpha (see the type's comment).
    func setVisibility(_ visibility: CGFloat) {
        let value = visibility.isNaN ? 1 : min(max(visibility, 0), 1)
        self.visibility = value
        if foregroundView.alpha != value { foregroundView.alpha = value }
        applyMaterialStrength()
    }

    /// How much of the bar shows, as last set (1 until the sheet moves).
    private var visibility: CGFloat = 1

    /// The material's effect at the bar's visibility while the bar is drawn on the material; none
    /// while it is hidden (on glass, or with no background), so that no paused animator is held
    /// for a view nobody sees.
    private func applyMaterialStrength() {
        effectFader.setStrength(background == .material ? visibility : 0)
    }

    /// The material's effect at full strength: the system's bar material by default.
    var backgroundEffect: UIVisualEffect? {
        get { effectFader.effect }
        set { effectFader.effect = newValue }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        effectFader.viewDidMoveToWindow()
    }

    // MARK: - Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPassCount += 1
        backgroundView.frame = bounds
        foregroundView.frame = bounds
        let hairline = 1 / max(traitCollection.displayScale, 1)
        separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: hairline)
        let scale = UIFontMetrics.default.scaledValue(for: 1, compatibleWith: traitCollection)
        let layout = DropDownSheetBarContentLayout(
            width: bounds.width, height: bounds.height, style: style, cornerRadius: cornerRadius,
            contentSizeScale: scale, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
            hasImage: imageView.image != nil || hostedImageView != nil,
            leadingButtonWidths: leadingButtons.map(Self.width(of:)), trailingButtonWidths: trailingButtons.map(Self.width(of:)),
            countWidth: countText == nil ? 0 : Double(ceil(countLabel.intrinsicContentSize.width)))
        let previous = appliedLayout
        laidOutButtonWidths = (leadingButtons + trailingButtons).map(Self.width(of:))
        if let count = layout.count { countLabel.frame = CGRect(count) }
        appliedLayout = layout
        var outsideX = bounds.width
        for (index, button) in leadingButtons.enumerated() {
            place(button, index < layout.leadingButtons.count ? layout.leadingButtons[index] : nil, outsideX: &outsideX)
        }
        for (index, button) in trailingButtons.enumerated() {
            place(button, index < layout.trailingButtons.count ? layout.trailingButtons[index] : nil, outsideX: &outsideX)
        }
        imageView.isHidden = layout.image == nil || hostedImageView != nil
        hostedImageView?.isHidden = layout.image == nil
        if let image = layout.image {
            imageView.frame = CGRect(image)
            hostedImageView?.frame = CGRect(image)
        }
        layOutText(in: CGRect(layout.text))
        placeProgress()
        summary.accessibilityFrameInContainerSpace = CGRect(layout.image.map { union($0, layout.text) } ?? layout.text)
        if previous?.shownLeadingCount != layout.shownLeadingCount || previous?.shownTrailingCount != layout.shownTrailingCount {
            shownButtonsDidChange?()
        }
    }

    /// Puts `button` where the layout says, or, when it does not fit (`frame` nil), past the
    /// bar's trailing edge, at `outsideX` (moved on past it): outside the bar's bounds, which the
    /// bar clips (`clipsToBounds`), so it is neither seen nor touched. It is never hidden
    /// (`isHidden`): an app's custom view keeps its own flag, and the elements VoiceOver's action
    /// for it reaches stay there (whether a hidden SwiftUI hosting view still makes its buttons'
    /// elements is not documented; one in the window does).
    private func place(_ button: UIView, _ frame: DropDownSheetRect?, outsideX: inout CGFloat) {
        if let frame {
            button.frame = CGRect(frame)
        } else {
            let width = CGFloat(Self.width(of: button))
            button.frame = CGRect(x: outsideX, y: 0, width: width, height: bounds.height)
            outsideX += width
        }
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
    static func width(of button: UIView) -> Double {
        if let button = button as? DropDownSheetBarButton {
            // A width the item was given (`UIBarButtonItem.width`) wins.
            if button.item.width > 0 { return Double(button.item.width) }
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
        applyMaterialStrength()
        separator.isHidden = floating || glass
        // The bar's corners clip the material; the border is drawn by the foreground, so it fades
        // with it.
        for shape in [layer, foregroundView.layer] {
            shape.cornerRadius = floating ? cornerRadius : 0
            shape.cornerCurve = .continuous
        }
        // Glass draws its own rim; a capsule of material gets a hairline.
        foregroundView.layer.borderWidth = floating && !glass ? 1 / max(traitCollection.displayScale, 1) : 0
        foregroundView.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
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
        foregroundView.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
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
}

extension DropDownSheetItemBarView: UILargeContentViewerInteractionDelegate {
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?,
                                       at point: CGPoint) {
        DropDownSheetLargeContent.perform(item)
    }
}
#endif
