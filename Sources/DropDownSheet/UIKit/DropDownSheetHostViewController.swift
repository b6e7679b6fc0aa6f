#if canImport(UIKit)
import UIKit

/// The library's container of one presentation's sheets: a full-screen, touch-transparent root
/// view holding the dimming and a card per sheet, with the app's content controllers as children.
/// Several sheets share it (drafts in a stack, ``DropDownSheetStack``). It builds views, feeds the
/// sheets the environment (DropDownSheetHostViewController+Environment.swift), runs the stack's
/// commands (DropDownSheetHostViewController+Stack.swift), keeps its view where UIKit's rules
/// want it, in the overlay or in UIKit's modal presentation
/// (DropDownSheetHostViewController+Hosting.swift, docs/presentation-architecture.md), and applies
/// render states: each card its own, and to the shared dimming and screen underneath the strongest
/// of all.
@MainActor
final class DropDownSheetHostViewController: UIViewController {
    /// The cards, back to front.
    private(set) var cards: [DropDownSheetCard] = []
    /// The sheets, kept alive while presented: the screen underneath keeps this container (an
    /// associated object), which keeps them.
    private var presentedSheets: [DropDownSheetController] = []
    private let transitioning = DropDownSheetTransitioning()
    /// The rules of the stack of sheets.
    var stack = DropDownSheetStack()

    let dimmingView = UIView()
    /// Slivers of the cards under the top of a stack of minimized sheets, behind its bar.
    let stackBackdrops = [UIView(), UIView()]

    // Hosting state (see DropDownSheetHostViewController+Hosting.swift).
    /// The root-most controller of the screen the sheets were presented from: what is scaled and
    /// dimmed, what touches outside the cards reach, and what presents this container modally.
    weak var underneath: UIViewController?
    /// Whether the sheets are on screen (from the first presentation until the last sheet left).
    var isShown = false
    /// Where the view is now: in the overlay above the screen underneath, or in UIKit's modal
    /// presentation.
    var hosting = DropDownSheetHosting.overlay
    /// Set while a present or dismiss of this container is underway (the library's own, or the
    /// app's dismissal), until UIKit has ended it.
    var isSwitchingHosting = false
    /// Set from the library's own dismissal (back to the overlay) until UIKit has carried it out:
    /// any other UIKit dismissal of this container comes from the app (see `modalWillEnd(animated:)`).
    var isLeavingModal = false
    /// Set when a change of hosting had to wait (UIKit busy, something presented above).
    var hostingUpdateIsPending = false
    /// Tells this container when the screen underneath's view leaves its window or comes back.
    let screenSentinel = DropDownSheetScreenSentinel()

    // Environment state (see DropDownSheetHostViewController+Environment.swift).
    /// How far the keyboard reaches up from the bottom of this view, in points.
    var keyboardHeight: CGFloat = 0
    /// The bottom inset this view adds to its safe area for the keyboard; not part of the
    /// container's own safe area.
    var keyboardSafeAreaAddition: CGFloat = 0

    /// The screen underneath and how it looked before the sheets styled it. A constant of a
    /// Sendable type, so that `deinit` can restore it too.
    private let presentingStyle = PresentingViewStyle()
    /// The root view and the sentinel, so that `deinit` can take them out of views they were left in.
    private let viewReference = WeakViewReference()
    private let sentinelReference = WeakViewReference()

    /// A container for `sheet` (more sheets may join it once it is presented).
    init(sheet: DropDownSheetController) {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = transitioning
        sentinelReference.view = screenSentinel
        adopt(sheet)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    deinit {
        // Normally restored when the last sheet leaves; this covers a container freed without
        // that (its screen underneath torn down by the app).
        let style = presentingStyle
        let references = [viewReference, sentinelReference]
        Task { @MainActor in
            style.restore()
            for reference in references { reference.removeFromSuperview() }
        }
    }

    /// The sheets, back to front.
    var sheets: [DropDownSheetController] { cards.compactMap(\.sheet) }

    /// The card showing `sheet`.
    func card(for sheet: DropDownSheetController) -> DropDownSheetCard? {
        cards.first { $0.sheet === sheet }
    }

    /// Makes `sheet`'s content a child of this container, with a card of its own.
    func adopt(_ sheet: DropDownSheetController) {
        guard card(for: sheet) == nil else { return }
        let content = sheet.contentViewController
        if content.parent != nil {
            content.willMove(toParent: nil)
            content.view.removeFromSuperview()
            content.removeFromParent()
        }
        addChild(content)
        let card = DropDownSheetCard(sheet: sheet)
        cards.append(card)
        if isViewLoaded {
            card.install(in: self)
            content.didMove(toParent: self)
            view.bringSubviewToFront(card.clipView)
        }
        sheet.attach(to: self, card: card)
    }

    /// Puts `card` in front of the others, in the view hierarchy and in hit-testing order alike.
    func bringToFront(_ card: DropDownSheetCard) {
        guard let index = cards.firstIndex(where: { $0 === card }) else { return }
        cards.append(cards.remove(at: index))
        if isViewLoaded { view.bringSubviewToFront(card.clipView) }
    }

    /// Removes a sheet that is gone, with its card and content.
    func remove(_ sheet: DropDownSheetController) {
        guard let index = cards.firstIndex(where: { $0.sheet === sheet }) else { return }
        let card = cards.remove(at: index)
        card.uninstall()
        let content = sheet.contentViewController
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
        presentedSheets.removeAll { $0 === sheet }
        sheet.detach()
        applyShared()
    }

    /// Keeps `sheet` alive while this container is presented.
    func retainWhilePresented(_ sheet: DropDownSheetController) {
        if !presentedSheets.contains(where: { $0 === sheet }) { presentedSheets.append(sheet) }
    }

    override func loadView() {
        let root = DropDownSheetRootView()
        root.host = self
        root.backgroundColor = .clear
        viewReference.view = root
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.isAccessibilityElement = false
        view.addSubview(dimmingView)
        let dimmingTap = UITapGestureRecognizer(target: self, action: #selector(handleDimmingTap(_:)))
        dimmingView.addGestureRecognizer(dimmingTap)
        for backdrop in stackBackdrops {
            backdrop.backgroundColor = .secondarySystemBackground
            backdrop.layer.cornerCurve = .continuous
            backdrop.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            backdrop.isUserInteractionEnabled = false
            backdrop.isAccessibilityElement = false
            backdrop.isHidden = true
            view.addSubview(backdrop)
        }
        for card in cards {
            card.install(in: self)
            card.sheet?.contentViewController.didMove(toParent: self)
        }
        startObservingEnvironment()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        dimmingView.frame = view.bounds
        for sheet in sheets { sheet.updateContainer(animated: false) }
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        for sheet in sheets { sheet.updateContainer(animated: false) }
    }

    // MARK: - Drawing

    /// Applies `sheet`'s render state to its card, then the shared views.
    func apply(_ sheet: DropDownSheetController) {
        guard isViewLoaded, let card = card(for: sheet) else { return }
        let hidden = !stack.isVisible(sheet.identifier, phase: sheet.phase)
        card.apply(sheet.engine.renderState, hiddenInStack: hidden, countLabel: stack.top == sheet.identifier ? stack.countLabel : nil)
        applyShared()
    }

    /// Redraws every card (after the stack's order or count changed).
    func applyAll() {
        for sheet in sheets { apply(sheet) }
        applyShared()
    }

    /// The dimming, the screen underneath and the stack's backdrop, from all the sheets: the most
    /// expanded one decides.
    func applyShared() {
        guard isViewLoaded else { return }
        var dim = 0.0, scale = 1.0, radius = 0.0, modal = false
        for sheet in sheets {
            let r = sheet.engine.renderState
            dim = max(dim, r.dimAlpha)
            scale = min(scale, r.presentingScale)
            radius = max(radius, r.presentingCornerRadius)
            modal = modal || DropDownSheetAccessibility(phase: r.phase, configuration: sheet.configuration).isModal
        }
        dimmingView.alpha = dim
        presentingStyle.apply(scale: scale, cornerRadius: radius)
        view.accessibilityViewIsModal = modal
        layOutStackBackdrops()
    }

    private func layOutStackBackdrops() {
        let hiddenBelowTop = max(stack.minimized.count - 1, 0)
        let topCard = stack.top.flatMap { id in sheets.first { $0.identifier == id } }.flatMap { card(for: $0) }
        for (index, backdrop) in stackBackdrops.enumerated() {
            guard let topCard, index < hiddenBelowTop, !topCard.clipView.isHidden else {
                backdrop.isHidden = true
                continue
            }
            let bar = topCard.clipView.frame
            let inset = CGFloat(index + 1) * 8, lift = CGFloat(index + 1) * 5
            backdrop.frame = CGRect(x: bar.minX + inset, y: bar.minY - lift, width: max(bar.width - 2 * inset, 0), height: lift + 10)
            backdrop.layer.cornerRadius = topCard.clipView.layer.cornerRadius
            backdrop.alpha = topCard.countBadge.alpha
            backdrop.isHidden = false
            view.insertSubview(backdrop, belowSubview: topCard.clipView)
        }
    }

    /// Remembers how the screen underneath looked, to restore it exactly later.
    func beginStyling(_ underneath: UIView?) {
        presentingStyle.begin(underneath)
    }

    /// Puts the screen underneath back exactly as it was before the sheets were presented.
    func restorePresentingView() {
        presentingStyle.restore()
    }

    @objc private func handleDimmingTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let point = recognizer.location(in: view)
        // The tap belongs to the sheet whose dimming it is: the frontmost that dims.
        for card in cards.reversed() {
            guard let sheet = card.sheet, sheet.hitTest(point) == .dimming else { continue }
            sheet.tapped(at: point)
            return
        }
    }
}
#endif
