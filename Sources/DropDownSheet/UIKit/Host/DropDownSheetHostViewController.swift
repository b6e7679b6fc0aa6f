#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// The library's container of one presentation's sheets: a full-screen, touch-transparent root
/// view holding the dimming and a card per sheet, with the app's content controllers as children.
///
/// It is an interpreter of ``DropDownSheetPresentation``, which decides every rule between the
/// sheets (drafts and an accessory): it feeds the presentation every input and carries out the
/// effects it returns (DropDownSheetHostViewController+Effects.swift), then draws what the
/// presentation says each card, the dimming, the screen underneath and the stack's backdrop look
/// like (here). It also feeds the presentation the environment
/// (DropDownSheetHostViewController+Environment.swift) and keeps its view where UIKit's rules
/// want it, in the overlay or in UIKit's modal presentation, as the presentation's
/// ``DropDownSheetPresentation/wantsModalPresentation`` says
/// (DropDownSheetHostViewController+Hosting.swift, docs/presentation-architecture.md).
@MainActor
final class DropDownSheetHostViewController: UIViewController {
    /// Every rule between the sheets, and each sheet's engine.
    var presentation = DropDownSheetPresentation()
    /// The app's sheets whose content is a child of this container: the presented ones, and the
    /// one this container was made for before it is presented. Held weakly (a sheet not presented
    /// keeps its own container, which must not keep it); the presented ones are kept alive by
    /// `presentedSheets`.
    private var memberReferences: [WeakSheetReference] = []
    /// The presented sheets, kept alive while presented: the screen underneath keeps this
    /// container (an associated object), which keeps them.
    private var presentedSheets: [DropDownSheetController] = []
    /// The cards of the presented sheets.
    private(set) var cardsByIdentifier: [DropDownSheetIdentifier: DropDownSheetCard] = [:]
    private let transitioning = DropDownSheetTransitioning()

    let dimmingView = UIView()
    /// Slivers of the cards under the top of a stack of minimized drafts, behind its bar.
    let stackSlivers = DropDownSheetStackSlivers()
    /// iOS 26: the glass container of a stack's slivers, above the dimming and below the cards
    /// (DropDownSheetHostViewController+Glass.swift); nil until a stack's top bar is on glass.
    var glassContainer: UIVisualEffectView?

    // Effects state (see DropDownSheetHostViewController+Effects.swift).
    /// Effects returned by the presentation and not carried out yet (a delegate called back while
    /// earlier ones were being delivered): carried out in order, after those.
    var pendingEffects: [DropDownSheetPresentation.Effect] = []
    var isCarryingOutEffects = false
    /// Set when the last sheet left during the effects being carried out: the container finishes.
    var lastSheetLeft = false
    /// The words of the sheet that left last, for the "Draft closed." that VoiceOver may say next.
    var closedSheetWording: DropDownSheetWording?
    /// The last announcement put into words (posted only while VoiceOver runs; read by tests).
    var lastAnnouncement: String?
    /// Work that must wait until UIKit is not switching the hosting (completions, presentations
    /// asked for during a switch).
    let afterHostingSettles = WaitingWork()
    lazy var displayLink = DisplayLinkDriver { [weak self] time in self?.frame(at: time) }
    /// The latest time given to the presentation; it never goes back.
    var lastTime: Double = 0
    /// The z-order last drawn.
    var drawnZOrder: [DropDownSheetIdentifier] = []
    /// The sheet whose card the current finger began on (the presentation follows one finger),
    /// and whether that finger is still down: touches of a second finger on another card are not
    /// the presentation's.
    var touchSheet: DropDownSheetIdentifier?
    var touchIsDown = false

    // Hosting state (see DropDownSheetHostViewController+Hosting.swift).
    /// The root-most controller of the screen the sheets were presented from: what is scaled and
    /// dimmed, what touches outside the cards reach, and what presents this container modally.
    weak var underneath: UIViewController?
    /// The drafts' chooser last shown, while it exists (DropDownSheetHostViewController+Effects.swift).
    weak var openChooser: DropDownSheetChooserViewController?
    /// Whether the sheets are on screen (from the first presentation until the last sheet left).
    var isShown = false
    /// Where the view is now: in the overlay above the screen underneath, or in UIKit's modal
    /// presentation (set when UIKit moves it, by the animator and the presentation controller).
    var hosting = DropDownSheetHosting.overlay
    /// The switches between the overlay and the modal presentation: which is under way, which
    /// waits, what a dismissal the app started stands for (the core's state machine; this
    /// controller performs what it says and reports when UIKit is done).
    var hostingSwitches = DropDownSheetHostingSwitch()
    /// Whether a present or dismiss of this container is underway, until UIKit has ended it.
    var isSwitchingHosting: Bool { hostingSwitches.isSwitching }
    /// Whether a change of hosting had to wait (UIKit busy, something presented above).
    var hostingUpdateIsPending: Bool { hostingSwitches.updateIsPending }
    /// The sheet whose first responder comes back once the container is presented modally and
    /// UIKit is done presenting it (DropDownSheetHostViewController+Effects.swift).
    var heldResponderRestore: DropDownSheetIdentifier?
    /// Set while the container puts one of UIKit's questions (orientations, status bar, home
    /// indicator) to the screen underneath: a screen that asks its presented controller, the
    /// container, back gets UIKit's default instead of an endless recursion
    /// (DropDownSheetHostViewController+ScreenUnderneath.swift).
    var isAskingUnderneath = false
    /// Tells this container when the screen underneath's view leaves its window or comes back.
    let screenSentinel = DropDownSheetScreenSentinel()
    /// Tells this container when what the screen underneath presents (and what keeps the container
    /// from becoming modal) goes away.
    let blockerSentinel = DropDownSheetScreenSentinel()

    // Environment state (see DropDownSheetHostViewController+Environment.swift).
    /// How far the keyboard frame UIKit reported last reaches up from the bottom of this view, in
    /// points.
    var keyboardFrameHeight: CGFloat = 0
    /// How far the keyboard the sheets reckon with reaches up from the bottom of this view, in
    /// points: the keyboard frame, unless it is the screen underneath's input accessory alone.
    var keyboardHeight: CGFloat = 0
    /// The bottom inset this view adds to its safe area for the keyboard; not part of the
    /// container's own safe area.
    var keyboardSafeAreaAddition: CGFloat = 0
    /// The bottom inset this view adds to its safe area for the part of a raised sheet's card that
    /// lies below the screen at a detent below the full card
    /// (DropDownSheetHostViewController+Detents.swift); not part of the container's own safe area.
    var detentSafeAreaAddition: CGFloat = 0
    /// The container last given to the presentation.
    var givenContainer: DropDownSheetContainer?

    // The app around the sheets (see DropDownSheetHostViewController+AppAround.swift).
    /// Follows the screen underneath's tab bars and toolbars.
    let bottomBars = DropDownSheetBottomBarTracker()
    /// Adds the room the bars take to the safe area of the screen underneath's content.
    let safeAreaAdjuster = DropDownSheetSafeAreaAdjuster()
    /// Whose keyboard is up: a sheet's carries the bars, the screen underneath's covers them.
    var keyboardOwner = DropDownSheetKeyboardOwner.sheet
    /// The height of the screen underneath's input accessory view standing alone at the bottom
    /// (DropDownSheetHostViewController+Keyboard.swift): a bar the sheets' bars rest above.
    var inputAccessoryBarHeight: CGFloat = 0
    /// The spring of an inset change that waits for the screen's first search inside a layout pass.
    var insetSpringWaiting: DropDownSheetSpring?
    /// Set when a SwiftUI view presenting sheets here updated while a sheet moved: its bars are
    /// looked for once the sheets rest.
    var contentUpdatedWhileMoving = false
    /// The position each sheet's delegate heard last.
    var deliveredPositions: [DropDownSheetIdentifier: DropDownSheetPosition] = [:]
    /// The bar placement each sheet's delegate was told last (`.regular` when never told).
    var deliveredPlacements: [DropDownSheetIdentifier: DropDownSheetBarPlacement] = [:]
    var isDeliveringPositions = false

    // Content appearance (see DropDownSheetHostViewController+ContentChildren.swift).
    /// Where this container is in its own appearance (UIKit's calls: it appears when presented,
    /// while a sheet is expanded, and disappears when that presentation ends).
    var containerAppearance = DropDownSheetBarAppearance.disappeared
    /// The appearance calls this container makes to its contents, and where each is.
    let contentAppearances = DropDownSheetChildAppearances()

    /// The screen underneath and how it looked before the sheets styled it. A constant of a
    /// Sendable type, so that `deinit` can restore it too.
    let presentingStyle = PresentingViewStyle()
    /// The root view and the sentinel, so that `deinit` can take them out of views they were left in.
    private let viewReference = WeakViewReference()
    private let sentinelReference = WeakViewReference()
    private let blockerReference = WeakViewReference()

    /// A container for `sheet` (more sheets may join it once it is presented).
    init(sheet: DropDownSheetController) {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = transitioning
        sentinelReference.view = screenSentinel
        blockerReference.view = blockerSentinel
        adopt(sheet)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    deinit {
        // Normally restored when the last sheet leaves; this covers a container freed without
        // that (its screen underneath torn down by the app).
        let style = presentingStyle
        let adjuster = safeAreaAdjuster
        let bars = bottomBars
        let references = [viewReference, sentinelReference, blockerReference]
        // Completions that waited for a switch of the hosting which will never end: the app is
        // still told (a completion is always called, as UIKit's are).
        let waiting = afterHostingSettles
        Task { @MainActor in
            style.restore()
            adjuster.restore()
            // Its probes and sentinels out of the app's views.
            bars.stop()
            for reference in references { reference.removeFromSuperview() }
            waiting.run()
        }
    }

    /// The presented sheets, back to front.
    var sheets: [DropDownSheetController] {
        presentation.zOrder.compactMap { id in cardsByIdentifier[id]?.sheet }
    }

    /// The cards of the presented sheets, back to front.
    var cards: [DropDownSheetCard] {
        presentation.zOrder.compactMap { cardsByIdentifier[$0] }
    }

    /// The app's sheets whose content is a child of this container.
    var members: [DropDownSheetController] { memberReferences.compactMap(\.sheet) }

    /// The member named `id` (by bytes).
    func controller(for id: DropDownSheetIdentifier) -> DropDownSheetController? {
        if let sheet = cardsByIdentifier[id]?.sheet { return sheet }
        return members.first { $0.sheetIdentifier == id }
    }

    /// The card showing `sheet`.
    func card(for sheet: DropDownSheetController) -> DropDownSheetCard? {
        guard let card = cardsByIdentifier[sheet.sheetIdentifier], card.sheet === sheet else { return nil }
        return card
    }

    // MARK: - Members

    /// Makes `sheet`'s content a child of this container (its card comes when the presentation
    /// adds the sheet).
    func adopt(_ sheet: DropDownSheetController) {
        guard !members.contains(where: { $0 === sheet }) else { return }
        addContentChild(sheet.contentViewController)
        memberReferences.removeAll { $0.sheet == nil }
        memberReferences.append(WeakSheetReference(sheet: sheet))
        sheet.adopted(by: self)
        if isShown { forwardTraitsToContent() }
    }

    /// Lets go of a member that is not presented (its presentation was refused, or it left).
    func release(_ sheet: DropDownSheetController) {
        guard let index = memberReferences.firstIndex(where: { $0.sheet === sheet }) else { return }
        memberReferences.remove(at: index)
        presentedSheets.removeAll { $0 === sheet }
        if let card = card(for: sheet) {
            contentLeaves(sheet.contentViewController, animated: false) { card.uninstall() }
            cardsByIdentifier[sheet.sheetIdentifier] = nil
        }
        removeContentChild(sheet.contentViewController)
        if touchSheet == sheet.sheetIdentifier { touchSheet = nil; touchIsDown = false }
        sheet.detach(from: self)
    }

    /// Creates and installs the card of a sheet the presentation added.
    func addCard(for id: DropDownSheetIdentifier) {
        guard cardsByIdentifier[id] == nil, let sheet = members.first(where: { $0.sheetIdentifier == id }) else { return }
        let card = DropDownSheetCard(sheet: sheet)
        cardsByIdentifier[id] = card
        presentedSheets.append(sheet)
        drawnZOrder = []
        sheet.attach(to: self, card: card)
        if isViewLoaded {
            contentArrives(sheet.contentViewController, animated: false) { card.install(in: self) }
        }
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
        stackSlivers.install(in: view)
        for card in cards { card.install(in: self) }
        startObservingEnvironment()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        dimmingView.frame = view.bounds
        presentingStyle.screenMayHaveResized()
        updateContainer(animated: false)
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        updateContainer(animated: false)
    }

    // MARK: - Drawing

    /// Draws what the presentation says: each card, the z-order, the dimming, the screen
    /// underneath and the stack's backdrop. Reads only; changes no rule.
    func render() {
        guard isViewLoaded else { return }
        let zOrder = presentation.zOrder
        for id in zOrder {
            guard let card = cardsByIdentifier[id], let state = presentation.card(id) else { continue }
            card.apply(state.render, hiddenInStack: state.isHidden,
                       countLabel: card.countWords(for: state.stackCount))
        }
        let reordered = zOrder != drawnZOrder
        if reordered {
            drawnZOrder = zOrder
            for id in zOrder {
                if let card = cardsByIdentifier[id] { view.bringSubviewToFront(card.clipView) }
            }
        }
        let style = presentation.underneathStyle
        let dimAlpha = CGFloat(style.dimAlpha)
        if dimmingView.alpha != dimAlpha { dimmingView.alpha = dimAlpha }
        presentingStyle.apply(scale: style.scale, cornerRadius: style.cornerRadius,
                              darkBand: presentation.drawsDarkBandAroundScreen,
                              pictureOpacity: presentation.underneathPictureOpacity)
        let voiceOverModal = presentation.isAccessibilityModal
        // Only in the modal presentation (the core's rule): in the overlay the container view's
        // siblings are the app's, an alert it presented above the bars among them.
        let marksModal = hosting.marksContainerAccessibilityModal(whenPresentationIsModal: voiceOverModal)
        if view.accessibilityViewIsModal != marksModal { view.accessibilityViewIsModal = marksModal }
        // Also while the screen is still drawn as a picture on a sheet's way down: VoiceOver's
        // frames of the real screen would not be where the user sees its elements.
        presentingStyle.hideFromAccessibility(voiceOverModal || presentingStyle.showsPicture)
        let backdrop = presentation.stackBackdrop
        let topCard = backdrop.topIdentifier.flatMap { cardsByIdentifier[$0] }
        stackSlivers.draw(backdrop, under: topCard?.clipView, in: view, cardsWereReordered: reordered,
                          glass: topCard?.glassView != nil ? glassContainerView() : nil)
    }

    /// While the container is presented modally and draws the screen underneath as a picture on a
    /// black band, the same black is drawn behind the container, in UIKit's container view of its
    /// presentation, over the screen's frame. UIKit scales and rounds a full-screen presenting
    /// view when it presents a page sheet from it ("Modernizing your UI for iOS 13": the
    /// presenting view recedes), and the container is that view when the sheet's content
    /// presents one (a photo picker): without it the live, unscaled screen underneath would show
    /// around the container as it recedes. Written only when it changes.
    func drawBlackBehindContainer() {
        let controller = hosting == .modal && presentingViewController != nil
            ? presentationController as? DropDownSheetPresentationController : nil
        controller?.drawBlackBehindPresentedView(presentingStyle.showsDarkBand ? presentingStyle.screenFrameInWindow : nil)
    }

    /// Remembers how the screen underneath looked, to restore it exactly later.
    func beginStyling(_ underneath: UIView?) {
        presentingStyle.begin(underneath, host: self)
        // While presented modally (a sheet expanded), this container decides the status bar
        // (DropDownSheetHostViewController+ScreenUnderneath.swift).
        modalPresentationCapturesStatusBarAppearance = true
    }

    /// Puts the screen underneath back exactly as it was before the sheets were presented.
    func restorePresentingView() {
        presentingStyle.restore()
    }

    @objc private func handleDimmingTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let point = recognizer.location(in: view)
        // The presentation finds the sheet whose dimming it is.
        refreshDismissalVetoes()
        send(.tap(x: point.x, y: point.y))
    }
}

/// A sheet a container holds without keeping it alive.
struct WeakSheetReference {
    weak var sheet: DropDownSheetController?
}
#endif

/// Work waiting for the hosting to settle (`whenHostingSettles(_:)`), in order. A class so that
/// the container's `deinit` can carry what is left to the main actor and run it there. Only touched
/// on the main actor; `@unchecked Sendable` for that hand-over.
final class WaitingWork: @unchecked Sendable {
    private var bodies: [() -> Void] = []

    var isEmpty: Bool { bodies.isEmpty }

    func append(_ body: @escaping () -> Void) { bodies.append(body) }

    /// Takes the first waiting body out.
    func removeFirst() -> () -> Void { bodies.removeFirst() }

    /// Runs everything still waiting, in order (what a body adds runs too).
    @MainActor
    func run() {
        while !bodies.isEmpty { bodies.removeFirst()() }
    }
}
