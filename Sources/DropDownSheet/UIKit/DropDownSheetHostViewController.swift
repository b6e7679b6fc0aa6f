#if canImport(UIKit)
import UIKit

/// The view controller UIKit presents: a full-screen, touch-transparent root view holding the
/// dimming and the card, with the app's content controller as a child inside the card. It only
/// builds views, feeds the sheet controller touches and layout, and applies render states.
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
    private let grabberView = UIView()
    private let touchRecognizer = SheetTouchRecognizer()
    private let panRecognizer = UIPanGestureRecognizer()
    private let dimmingTapRecognizer = UITapGestureRecognizer()
    /// Finger travel swallowed by the pan recognizer's slop, so the card starts moving where the
    /// pan begins instead of jumping by the slop.
    private var panSlop: CGFloat = 0
    private var panIsActive = false

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

        touchRecognizer.addTarget(self, action: #selector(handleTouch(_:)))
        touchRecognizer.delegate = self
        panRecognizer.addTarget(self, action: #selector(handlePan(_:)))
        panRecognizer.delegate = self
        clipView.addGestureRecognizer(touchRecognizer)
        clipView.addGestureRecognizer(panRecognizer)
        dimmingTapRecognizer.addTarget(self, action: #selector(handleDimmingTap(_:)))
        dimmingView.addGestureRecognizer(dimmingTapRecognizer)

        configurationDidChange()
        installCompactView()
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

    /// The engine's container: this full-screen view's size and safe area.
    func containerGeometry() -> DropDownSheetContainer {
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        return DropDownSheetContainer(width: bounds.width, height: bounds.height,
                                      safeAreaTop: safe.top, safeAreaBottom: safe.bottom)
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
        compact.frame = CGRect(x: 0, y: 0, width: cardView.bounds.width, height: sheet.configuration.minimizedHeight)
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
            compact.alpha = r.barAlpha
            compact.isUserInteractionEnabled = r.barAlpha > 0.5
            content?.alpha = 1 - r.barAlpha
        }
        content?.isUserInteractionEnabled = sheet.engine.isContentInteractive
        presentingStyle.apply(scale: r.presentingScale, cornerRadius: r.presentingCornerRadius)
    }

    /// Remembers how the screen underneath looked, to restore it exactly later.
    func beginStyling(_ underneath: UIView?) {
        presentingStyle.begin(underneath)
    }

    /// Puts the screen underneath back exactly as it was before the sheet was presented.
    func restorePresentingView() {
        presentingStyle.restore()
    }

    // MARK: - Gestures

    @objc private func handleTouch(_ recognizer: SheetTouchRecognizer) {
        guard let sheet else { return }
        let point = recognizer.location(in: view)
        switch recognizer.state {
        case .began:
            panIsActive = false
            panSlop = 0
            sheet.touchBegan(at: point)
        case .ended where !panIsActive:
            sheet.touchEnded(at: nil, velocity: 0)
            if !recognizer.beganOnControl { sheet.tapped(at: point) }
        case .cancelled where !panIsActive, .failed where !panIsActive:
            sheet.touchCancelled()
        default:
            break
        }
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let sheet else { return }
        var point = pan.location(in: view)
        switch pan.state {
        case .began:
            panIsActive = true
            panSlop = pan.translation(in: view).y
            point.y -= panSlop
            sheet.touchMoved(to: point)
        case .changed:
            point.y -= panSlop
            sheet.touchMoved(to: point)
        case .ended:
            point.y -= panSlop
            panIsActive = false
            sheet.touchEnded(at: point, velocity: pan.velocity(in: view).y)
        case .cancelled, .failed:
            panIsActive = false
            sheet.touchCancelled()
        default:
            break
        }
    }

    @objc private func handleDimmingTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        sheet?.tapped(at: recognizer.location(in: view))
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panRecognizer else { return true }
        // Vertical pans move the sheet; horizontal ones stay with the content.
        let velocity = panRecognizer.velocity(in: view)
        return abs(velocity.y) > abs(velocity.x)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        // The touch recognizer only observes; it never competes.
        gestureRecognizer === touchRecognizer || other === touchRecognizer
    }
}
#endif
