#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// A bar item a card watches, held weakly.
struct WeakBarItemReference {
    weak var item: DropDownSheetBarItem?
    init(_ item: DropDownSheetBarItem) { self.item = item }
}

/// One sheet's views inside the shared container: the card (clipped to its visible part, the bar
/// when minimized), its grabber, its bar (a compact view, or the bar drawn from the content's bar
/// item), its close button and the stack's count badge, and the gesture recognizers that feed the
/// sheet's engine. Gestures live in DropDownSheetCard+Gestures.swift, VoiceOver and focus in
/// DropDownSheetCard+Accessibility.swift, the bar and the close button in DropDownSheetCard+Bar.swift.
@MainActor
final class DropDownSheetCard: NSObject, UIGestureRecognizerDelegate {
    private(set) weak var sheet: DropDownSheetController?
    weak var host: DropDownSheetHostViewController?

    /// Shows the visible part of the card (the bar when minimized) with rounded top corners.
    let clipView = DropDownSheetBarView()
    /// Rounds the visible part's bottom corners (a floating bar), inside `clipView`, whose layer
    /// rounds the top ones: two radii without a mask path redrawn per frame.
    let bottomClipView = UIView()
    /// The whole card, at its full height, inside `bottomClipView`. It keeps the card's width:
    /// a floating bar's inset moves it, and the content is never resized by it.
    let cardView = UIView()
    let grabberView = UIView()
    /// The stack's count ("2 Drafts", in the sheet's wording) on the top bar of a stack of several.
    let countBadge = UILabel()

    let touchRecognizer = SheetTouchRecognizer()
    let panRecognizer = UIPanGestureRecognizer()
    /// The large content viewer of the card's own control, the close button, on the button
    /// itself: a control's `showsLargeContentViewer` works only under such an interaction ("the
    /// item or an ancestor view must have a UILargeContentViewerInteraction",
    /// UILargeContentViewer.h), and one above the app's content would take its controls' viewers.
    private(set) lazy var largeContentInteraction = UILargeContentViewerInteraction(delegate: self)
    /// Whether the touch the pan received last landed on a control that shows the large content
    /// viewer (DropDownSheetCard+Gestures.swift).
    var panTouchShowsLargeContent = false

    // Gesture state.
    /// Finger travel swallowed by the pan recognizer's slop, so the card starts moving where the
    /// pan begins instead of jumping by the slop.
    var panSlop: CGFloat = 0
    /// What the current finger means (a tap, a drag of the sheet, or neither), decided in the core.
    var touchClassifier = DropDownSheetTouchClassifier()
    /// The vertical scroll view under the current touch, and how the finger is shared with it.
    weak var activeScrollView: UIScrollView?
    var scrollHandoff: DropDownSheetScrollHandoff?
    /// Set while the sheet owns a finger that began on a scroll view: hold it at its top.
    var pinsActiveScrollView = false

    // Accessibility and focus state.
    var appliedAccessibility: DropDownSheetAccessibility?
    /// How many times VoiceOver's setup of the bar was applied (tests read it: a tick of the
    /// progress applies none).
    var accessibilityApplyCount = 0
    /// The stack's count VoiceOver was last given.
    var appliedCountLabelForAccessibility: String?
    // Drawing state.
    /// The frame drawn last; nil before the first, or to draw everything again.
    var drawn: DropDownSheetCardDrawing?
    /// What the last ``apply(_:hiddenInStack:countLabel:)`` wrote: what a test reads to see that a
    /// frame at rest writes nothing.
    private(set) var lastChanges: DropDownSheetCardDrawing.Changes = []
    /// How many times the count was measured (`sizeToFit`).
    private(set) var countMeasureCount = 0
    var appliedCountLabel: String?
    /// The stack's count last put into words, and those words.
    private var wordedCount: Int?
    private var wordedCountLabel: String?
    /// The opacity of the card's background last written (nil: write it again;
    /// DropDownSheetCard+Glass.swift).
    var appliedCardBackgroundAlpha: Double?
    /// The content's scroll views kept out of the status bar's scroll-to-top while the sheet is
    /// not expanded (DropDownSheetCard+ScrollToTop.swift).
    var scrollViewsKeptFromScrollToTop: [WeakScrollViewReference] = []
    /// The chooser's picture of the content, kept from the draft's last minimize: a snapshot view
    /// (no bitmap is drawn then), and the content's size when it was taken. Let go when the draft
    /// expands again: only a minimized draft is in the chooser.
    var keptChooserPicture: UIView?
    var keptChooserPictureSize: CGSize = .zero
    /// How many bitmaps of the content were drawn for the chooser (only for a draft never seen
    /// expanded, when the chooser opens): what a test counts to see that a minimize draws none.
    private(set) var chooserBitmapCount = 0
    // Bar state (see DropDownSheetCard+Bar.swift).
    /// The view shown as the bar (the compact view, the compact view controller's container, or
    /// the bar drawn from the bar item), nil for the card's top edge.
    var barView: UIView?
    /// The library's controller of the bar (a child of the container), while the bar is a
    /// compact view controller's container or the bar drawn from the bar item.
    var barController: DropDownSheetBarController?
    /// The bar drawn from the content's bar item, while it is the bar.
    var itemBarView: DropDownSheetItemBarView? { (barController as? DropDownSheetItemBarController)?.bar }
    /// The container of the compact view controller, while it is the bar.
    var compactBarController: DropDownSheetCompactBarController? { barController as? DropDownSheetCompactBarController }
    /// The bar item the bar draws (the content's, or its visible child's: see
    /// ``DropDownSheetBarItemResolution``), and the controller it belongs to.
    weak var observedBarItem: DropDownSheetBarItem?
    weak var barItemOwner: UIViewController?
    /// The items of every candidate, watched for one that begins to show anything.
    var watchedBarItems: [WeakBarItemReference] = []
    /// The artwork flying between the bar and the content, while it flies
    /// (DropDownSheetCard+ArtworkFlight.swift).
    var artworkFlight: DropDownSheetArtworkFlightViews?
    /// Whether Reduce Motion was on when the sheet last started moving: the artwork does not fly.
    var reducesMotion = false
    /// The image view a `UIImage` flies in, made once.
    lazy var flyingImageView = UIImageView()
    /// The phase the bar item was last looked up in.
    var resolvedPhase: DropDownSheetPhase?
    /// How many times the bar was installed again (tests read it: an update of the bar item that
    /// changes nothing of the bar installs nothing).
    var barInstallCount = 0
    /// The bar's glass (iOS 26, a bar on glass), in the card with the bar in its content view
    /// (DropDownSheetCard+Glass.swift); nil without glass.
    var barGlass: DropDownSheetMaterializingGlass?
    /// The close button on the expanded card, when the configuration asks for one.
    var closeButton: UIButton?
    /// The close button's kind, as installed.
    var installedCloseButton = DropDownSheetCloseButton.none
    /// VoiceOver's first element of a compact view's bar read as its own elements.
    lazy var compactSummary = DropDownSheetBarSummaryElement(accessibilityContainer: clipView)
    /// The first responder inside the sheet when it was minimized, to restore on expanding.
    weak var rememberedResponder: UIResponder?
    let snapFeedback = UIImpactFeedbackGenerator(style: .light)

    init(sheet: DropDownSheetController) {
        self.sheet = sheet
        super.init()
        clipView.accessibilityIdentifier = DropDownSheetAccessibilityIdentifier.card
        clipView.clipsToBounds = true
        clipView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        clipView.layer.cornerCurve = .continuous
        bottomClipView.clipsToBounds = true
        bottomClipView.layer.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        bottomClipView.layer.cornerCurve = .continuous
        clipView.addSubview(bottomClipView)
        cardView.backgroundColor = sheet.backgroundColor
        bottomClipView.addSubview(cardView)
        grabberView.backgroundColor = .tertiaryLabel
        grabberView.layer.cornerRadius = 2.5
        grabberView.isUserInteractionEnabled = false
        grabberView.isAccessibilityElement = false
        cardView.addSubview(grabberView)
        countBadge.font = UIFont.preferredFont(forTextStyle: .caption1)
        countBadge.adjustsFontForContentSizeCategory = true
        countBadge.textColor = .secondaryLabel
        countBadge.textAlignment = .natural
        countBadge.isHidden = true
        countBadge.isAccessibilityElement = false
        cardView.addSubview(countBadge)
        installGestures()
    }

    /// Puts the card and the sheet's content into `host`'s view.
    func install(in host: DropDownSheetHostViewController) {
        self.host = host
        guard let sheet, let content = sheet.contentViewController.view else { return }
        content.frame = cardView.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cardView.insertSubview(content, at: 0)
        host.view.addSubview(clipView)
        configurationDidChange()
        updateGrabber()
    }

    /// Takes the card out of its container.
    func uninstall() {
        contentTakesPartInScrollToTop(true)
        removeBar()
        barGlass?.view.removeFromSuperview()
        barGlass = nil
        stopWatchingBarItems()
        clipView.removeFromSuperview()
        host = nil
    }

    // MARK: - Appearance

    func configurationDidChange() {
        guard sheet != nil else { return }
        redrawAll()
        updateBarBackground()
        installCloseButton()
        installBar()
    }

    func updateGrabber() {
        guard let sheet else { return }
        // The close button's chevron stands for the grabber on the expanded card; on the bar the
        // grabber shows (their opacities follow the bar's: ``apply(_:hiddenInStack:countLabel:)``).
        grabberView.isHidden = !sheet.prefersGrabberVisible
        grabberView.frame = CGRect(x: (cardView.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
        grabberView.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        bringOverlaysToFront()
    }

    /// Keeps what is drawn over the content and the bar in front of them: the grabber, the close
    /// button and the stack's count.
    func bringOverlaysToFront() {
        cardView.bringSubviewToFront(grabberView)
        if let closeButton { cardView.bringSubviewToFront(closeButton) }
        cardView.bringSubviewToFront(countBadge)
    }

    /// Applies one frame of the sheet's render state. `hiddenInStack`: a minimized sheet under the
    /// top of the stack is not drawn (the stack's backdrop stands for it). `countLabel`: the
    /// stack's count, shown on the top bar. Writes only what changed since the frame drawn before
    /// (``DropDownSheetCore/DropDownSheetCardDrawing``): nothing at rest, and the count is measured
    /// only when its text or the bar's size changes.
    func apply(_ r: DropDownSheetRenderState, hiddenInStack: Bool, countLabel: String?) {
        guard let sheet else { return }
        let drawing = DropDownSheetCardDrawing(render: r, isHidden: hiddenInStack, countLabel: countLabel,
                                               barHeight: sheet.engine.layout.barHeight,
                                               isContentInteractive: sheet.engine.isContentInteractive)
        let changes = drawing.changes(since: drawn)
        drawn = drawing
        lastChanges = changes
        guard !changes.isEmpty else { return }
        if changes.contains(.visibility) { clipView.isHidden = hiddenInStack }
        if changes.contains(.frame) {
            let left = r.visibleLeftInset
            clipView.frame = CGRect(x: r.cardX + left, y: r.sheetTop, width: max(r.cardWidth - left - r.visibleRightInset, 0),
                                    height: max(r.visibleHeight, 0))
            bottomClipView.frame = clipView.bounds
            // The card stays where it is on screen and keeps its width: only its visible part narrows.
            if cardView.frame.origin.x != -left { cardView.frame.origin.x = -left }
        }
        if changes.contains(.corners) {
            clipView.layer.cornerRadius = r.topCornerRadius
            bottomClipView.layer.cornerRadius = r.bottomCornerRadius
            // The bar drawn from a bar item draws the resting bar's corners (its hairline on a
            // floating capsule of material): they change with the layout (inline beside a
            // minimized tab bar, Dynamic Type), not on the frames of an expand (no change, no work).
            itemBarView?.cornerRadius = CGFloat(sheet.engine.layout.barTopCornerRadius)
        }
        if changes.contains(.barAlpha) { applyCardBackground(barAlpha: r.barAlpha) }
        if changes.contains(.barAlpha) { applyGlass(r) }
        if changes.contains(.cardSize) {
            cardView.frame = CGRect(x: -r.visibleLeftInset, y: 0, width: r.cardWidth, height: r.cardHeight)
            layOutCloseButton()
        }
        let content = sheet.contentViewController.view
        let barHeight = drawing.barHeight
        let barRect = self.barRect(cardWidth: r.cardWidth, barHeight: barHeight)
        if let bar = barView {
            if changes.contains(.compactFrame) {
                layOutBar(bar, in: barRect)
                // A floating bar's radius follows its height (the text size).
                itemBarView?.cornerRadius = sheet.engine.layout.barTopCornerRadius
            }
            if changes.contains(.barAlpha) {
                // The bar drawn from an item holds a visual effect view: it fades its foreground and
                // its effect, never its own alpha (DropDownSheetItemBarView).
                if let itemBar = itemBarView { itemBar.setVisibility(r.barAlpha) } else { bar.alpha = r.barAlpha }
                bar.isUserInteractionEnabled = r.barTakesTouches
                content?.alpha = 1 - r.barAlpha
            }
        }
        if changes.contains(.barAlpha), let closeButton {
            closeButton.alpha = 1 - r.barAlpha
            closeButton.isUserInteractionEnabled = r.barAlpha < 0.5
        }
        if changes.contains(.barAlpha) || changes.contains(.visibility) {
            // The chevron takes the grabber's place as the card opens, and gives it back.
            let grabberAlpha = installedCloseButton == .minimize ? r.barAlpha : 1
            if grabberView.alpha != grabberAlpha { grabberView.alpha = grabberAlpha }
        }
        if changes.contains(.interactivity) {
            content?.isUserInteractionEnabled = drawing.isContentInteractive
            contentTakesPartInScrollToTop(drawing.isContentInteractive)
        }
        appliedCountLabel = countLabel
        if changes.contains(.countText) {
            countBadge.text = countLabel
            // A bar drawn from a bar item shows the count itself, where it does not cover a button.
            countBadge.isHidden = countLabel == nil || itemBarView != nil
            itemBarView?.countText = countLabel
        }
        if changes.contains(.barAlpha) { countBadge.alpha = r.barAlpha }
        if changes.contains(.countPlacement), countLabel != nil {
            countBadge.sizeToFit()
            countMeasureCount += 1
            let size = countBadge.bounds.size
            // At the bar's trailing edge, which is the left one in right-to-left languages.
            let trailing = clipView.effectiveUserInterfaceLayoutDirection == .rightToLeft
            countBadge.frame = CGRect(x: trailing ? barRect.minX + 16 : barRect.maxX - size.width - 16,
                                      y: (barHeight - size.height) / 2, width: size.width, height: size.height)
        }
        updateBarAppearance(phase: r.phase, isHidden: hiddenInStack)
        if changes.contains(.accessibility) { phaseMayHaveChanged(r.phase) }
        updateArtworkFlight(r, isHidden: hiddenInStack)
        if changes.contains(.accessibility) {
            applyAccessibility(DropDownSheetAccessibility(sheet.engine), countLabel: countLabel)
        }
    }

    /// The bar's rectangle in the card: the card's width and the bar's height for an attached
    /// bar, the capsule inset from its sides for a floating one, the room beside a minimized tab
    /// bar for an inline one.
    func barRect(cardWidth: Double, barHeight: Double) -> CGRect {
        let r = sheet?.engine.renderState
        let left = r?.barLeftInset ?? 0, right = r?.barRightInset ?? 0
        return CGRect(x: left, y: 0, width: max(cardWidth - left - right, 0), height: barHeight)
    }

    /// Makes the next ``apply(_:hiddenInStack:countLabel:)`` draw everything (after the
    /// configuration, the compact view or the traits changed).
    func redrawAll() {
        drawn = nil
    }

    /// The stack's count in the sheet's wording ("2 Drafts", "2 Chats"), put into words again only
    /// when the count changed.
    func countWords(for count: Int?) -> String? {
        if count != wordedCount {
            wordedCount = count
            wordedCountLabel = count.flatMap { count in sheet.map { $0.effectiveWording.countLabel(count) } }
        }
        return wordedCountLabel
    }

    /// The sheet's wording changed: say everything again in the new words.
    func wordingDidChange() {
        guard let sheet else { return }
        let count = wordedCount
        wordedCount = nil
        wordedCountLabel = nil
        appliedAccessibility = nil
        updateCloseButtonWords()
        redrawAll()
        apply(sheet.engine.renderState, hiddenInStack: clipView.isHidden, countLabel: countWords(for: count))
    }
}
#endif

#if canImport(UIKit)
extension DropDownSheetCard {
    /// Keeps a picture of the sheet's content for the chooser, now, while the card shows it (the
    /// draft starts down to its bar): `snapshotView(afterScreenUpdates: false)`, a stand-in view of
    /// what the screen shows (a web view, a video frame, a visual effect included), which Apple's
    /// QA1817 ("View-Based Snapshots") gives as much cheaper than drawing the hierarchy into a
    /// bitmap: no bitmap is drawn and no commit is forced, so a minimize costs no frame. The
    /// chooser shows it scaled to the size it shows it at.
    func keepChooserPicture() {
        guard let content = sheet?.contentViewController.view, content.bounds.width > 0, content.bounds.height > 0 else { return }
        keptChooserPicture = content.snapshotView(afterScreenUpdates: false)
        keptChooserPictureSize = content.bounds.size
    }

    /// Lets go of the kept picture (the draft expands: it is taken again at its next minimize).
    func releaseChooserPicture() {
        keptChooserPicture?.removeFromSuperview()
        keptChooserPicture = nil
        keptChooserPictureSize = .zero
    }

    /// The picture of the sheet's content for the chooser, at the size the chooser shows
    /// (``DropDownSheetCore/DropDownSheetChooserThumbnail``): the snapshot kept at its last
    /// minimize, scaled; or, for a draft never seen expanded (presented or restored as a bar), a
    /// bitmap drawn now from its layers at that size, never at the card's full size. Nil for
    /// content with no size.
    func chooserPreview() -> DropDownSheetChooserPreviewView? {
        if let kept = keptChooserPicture,
           let size = DropDownSheetChooserThumbnail.size(width: keptChooserPictureSize.width, height: keptChooserPictureSize.height) {
            return DropDownSheetChooserPreviewView(snapshot: kept, of: keptChooserPictureSize,
                                                   shownAt: CGSize(width: size.width, height: size.height))
        }
        guard let content = sheet?.contentViewController.view,
              let size = DropDownSheetChooserThumbnail.size(width: content.bounds.width, height: content.bounds.height) else { return nil }
        let target = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let format = UIGraphicsImageRendererFormat(for: clipView.traitCollection)
        format.opaque = false
        chooserBitmapCount += 1
        // `layer.render(in:)` draws a view the screen does not show (a card under the top of the
        // stack), but not a web view, a video or a visual effect.
        let image = UIGraphicsImageRenderer(bounds: target, format: format).image { context in
            context.cgContext.scaleBy(x: target.width / content.bounds.width, y: target.height / content.bounds.height)
            content.layer.render(in: context.cgContext)
        }
        return DropDownSheetChooserPreviewView(image: image)
    }
}

/// A draft's picture in the chooser, at the size shown: a snapshot view scaled down into it, or a
/// bitmap drawn at that size. Rounded, and not seen by VoiceOver (the row is).
@MainActor
final class DropDownSheetChooserPreviewView: UIView {
    private let shownSize: CGSize
    /// The snapshot view it shows, if it shows one (read by tests).
    private(set) weak var snapshot: UIView?

    /// Shows `snapshot`, a view of `size` points, scaled to `shownSize`.
    init(snapshot: UIView, of size: CGSize, shownAt shownSize: CGSize) {
        self.shownSize = shownSize
        super.init(frame: CGRect(origin: .zero, size: shownSize))
        snapshot.removeFromSuperview()
        snapshot.transform = .identity
        snapshot.bounds = CGRect(origin: .zero, size: size)
        snapshot.center = CGPoint(x: shownSize.width / 2, y: shownSize.height / 2)
        snapshot.transform = CGAffineTransform(scaleX: shownSize.width / size.width, y: shownSize.height / size.height)
        addSubview(snapshot)
        self.snapshot = snapshot
        setUp()
    }

    /// Shows `image`, drawn at the size shown.
    init(image: UIImage) {
        shownSize = image.size
        super.init(frame: CGRect(origin: .zero, size: image.size))
        let imageView = UIImageView(image: image)
        imageView.frame = bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(imageView)
        setUp()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    private func setUp() {
        clipsToBounds = true
        layer.cornerRadius = 8
        layer.cornerCurve = .continuous
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        translatesAutoresizingMaskIntoConstraints = false
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            setContentHuggingPriority(.required, for: axis)
            setContentCompressionResistancePriority(.required, for: axis)
        }
    }

    override var intrinsicContentSize: CGSize { shownSize }
}
#endif
