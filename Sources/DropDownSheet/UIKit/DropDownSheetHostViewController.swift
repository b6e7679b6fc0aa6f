#if canImport(UIKit)
import UIKit

/// The view controller UIKit presents: a full-screen, touch-transparent root view holding the
/// dimming and the card, with the app's content controller as a child inside the card. It only
/// builds views, feeds the sheet controller touches and the environment (size, safe area, bottom
/// bar, keyboard, Reduce Motion, text size), and applies render states and accessibility
/// policies. Gestures, the environment and accessibility live in extensions in their own files.
@MainActor
final class DropDownSheetHostViewController: UIViewController, UIGestureRecognizerDelegate {
    private(set) weak var sheet: DropDownSheetController?
    /// Set while presented: UIKit owns this container, which in turn keeps the sheet alive.
    private var presentedSheet: DropDownSheetController?
    private let transitioning = DropDownSheetTransitioning()

    let dimmingView = UIView()
    /// Shows the visible part of the card (the bar when minimized) with rounded top corners.
    let clipView = UIView()
    /// The whole card, at its full height, inside `clipView`.
    let cardView = UIView()
    let grabberView = UIView()
    let touchRecognizer = SheetTouchRecognizer()
    let panRecognizer = UIPanGestureRecognizer()
    let dimmingTapRecognizer = UITapGestureRecognizer()

    // Gesture state (see DropDownSheetHostViewController+Gestures.swift).
    /// Finger travel swallowed by the pan recognizer's slop, so the card starts moving where the
    /// pan begins instead of jumping by the slop.
    var panSlop: CGFloat = 0
    var panIsActive = false
    /// The vertical scroll view under the current touch, and how the finger is shared with it.
    weak var activeScrollView: UIScrollView?
    var scrollHandoff: DropDownSheetScrollHandoff?
    /// Set while the sheet owns a finger that began on a scroll view: hold it at its top.
    var pinsActiveScrollView = false

    // Environment state (see DropDownSheetHostViewController+Environment.swift).
    /// How far the keyboard reaches up from the bottom of this view, in points.
    var keyboardHeight: CGFloat = 0
    /// The bottom inset this view adds to its safe area for the keyboard; not part of the
    /// container's own safe area.
    var keyboardSafeAreaAddition: CGFloat = 0

    // Accessibility state (see DropDownSheetHostViewController+Accessibility.swift).
    var appliedAccessibility: DropDownSheetAccessibility?
    /// The first responder inside the sheet when it was minimized, to restore on expanding.
    weak var rememberedResponder: UIResponder?
    let snapFeedback = UIImpactFeedbackGenerator(style: .light)

    /// The screen underneath and how it looked before the sheet styled it. A constant of a
    /// Sendable type, so that `deinit` can restore it too.
    private let presentingStyle = PresentingViewStyle()

    init(sheet: DropDownSheetController) {
        self.sheet = sheet
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = transitioning
        let content = sheet.contentViewController
        if content.parent != nil {
            content.willMove(toParent: nil)
            content.view.removeFromSuperview()
            content.removeFromParent()
        }
        addChild(content)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    deinit {
        // Normally restored when the dismissal ends; this covers a container freed without one
        // (its presenting controller torn down by the app).
        let style = presentingStyle
        Task { @MainActor in style.restore() }
    }

    func retainSheetWhilePresented() {
        presentedSheet = sheet
    }

    override func loadView() {
        let root = DropDownSheetRootView()
        root.host = self
        root.backgroundColor = .clear
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.isAccessibilityElement = false
        view.addSubview(dimmingView)

        clipView.clipsToBounds = true
        clipView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        clipView.layer.cornerCurve = .continuous
        view.addSubview(clipView)

        cardView.backgroundColor = .systemBackground
        clipView.addSubview(cardView)

        if let content = sheet?.contentViewController {
            content.view.frame = cardView.bounds
            content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            cardView.addSubview(content.view)
            content.didMove(toParent: self)
        }

        grabberView.backgroundColor = .tertiaryLabel
        grabberView.layer.cornerRadius = 2.5
        grabberView.isUserInteractionEnabled = false
        grabberView.isAccessibilityElement = false
        cardView.addSubview(grabberView)

        installGestures()
        startObservingEnvironment()
        configurationDidChange()
        updateGrabber()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        dimmingView.frame = view.bounds
        sheet?.updateContainer(animated: false)
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        sheet?.updateContainer(animated: false)
    }

    // MARK: - Appearance

    func configurationDidChange() {
        guard isViewLoaded, let sheet else { return }
        clipView.layer.cornerRadius = sheet.configuration.cornerRadius
        installCompactView()
    }

    func installCompactView() {
        guard isViewLoaded, let sheet else { return }
        guard let compact = sheet.compactView else {
            sheet.contentViewController.view.alpha = 1
            return
        }
        if compact.superview !== cardView { cardView.addSubview(compact) }
        compact.autoresizingMask = [.flexibleWidth]
        apply(sheet.engine.renderState)
    }

    func updateGrabber() {
        guard isViewLoaded, let sheet else { return }
        grabberView.isHidden = !sheet.prefersGrabberVisible
        grabberView.frame = CGRect(x: (cardView.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
        grabberView.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        cardView.bringSubviewToFront(grabberView)
    }

    /// Applies one frame of the engine's render state to the views.
    func apply(_ r: DropDownSheetRenderState) {
        guard isViewLoaded, let sheet else { return }
        dimmingView.alpha = r.dimAlpha
        clipView.frame = CGRect(x: r.cardX, y: r.sheetTop, width: r.cardWidth, height: max(r.visibleHeight, 0))
        let cardSize = CGSize(width: r.cardWidth, height: r.cardHeight)
        if cardView.bounds.size != cardSize { cardView.frame = CGRect(origin: .zero, size: cardSize) }
        let content = sheet.contentViewController.view
        if let compact = sheet.compactView {
            let barFrame = CGRect(x: 0, y: 0, width: r.cardWidth, height: sheet.engine.layout.barHeight)
            if compact.frame != barFrame { compact.frame = barFrame }
            compact.alpha = r.barAlpha
            compact.isUserInteractionEnabled = r.barAlpha > 0.5
            content?.alpha = 1 - r.barAlpha
        }
        content?.isUserInteractionEnabled = sheet.engine.isContentInteractive
        presentingStyle.apply(scale: r.presentingScale, cornerRadius: r.presentingCornerRadius)
        applyAccessibility(DropDownSheetAccessibility(phase: r.phase, configuration: sheet.configuration))
    }

    /// Remembers how the screen underneath looked, to restore it exactly later.
    func beginStyling(_ underneath: UIView?) {
        presentingStyle.begin(underneath)
    }

    /// Puts the screen underneath back exactly as it was before the sheet was presented.
    func restorePresentingView() {
        presentingStyle.restore()
    }

    /// Called by the sheet for each event it delivers, before the delegate hears of it.
    func sheetWillDeliver(_ event: DropDownSheetEvent) {
        if let action = DropDownSheetKeyboard.responderAction(after: event) { perform(action) }
        if let announcement = DropDownSheetAccessibility.announcement(after: event) { announce(announcement) }
    }
}
#endif
