#if canImport(UIKit)
import UIKit

/// Manages one drop-down sheet: a view controller of the app's shown as a card that the user
/// swipes down into a bar at the bottom of the screen, while the screen underneath stays usable.
///
/// Create one with the app's content controller, set its ``delegate`` and other properties, and
/// present it with ``UIKit/UIViewController/presentDropDownSheet(_:initialState:animated:completion:)``;
/// or present the content directly with
/// ``UIKit/UIViewController/presentDropDownSheet(content:configuration:initialState:animated:completion:)``,
/// which returns the controller. From inside the content, ``UIKit/UIViewController/dropDownSheet``
/// finds it.
///
/// The sheet lives in a container owned by the library that holds the content as a child. While
/// the sheet is expanded, UIKit presents that container (so the content can present above it);
/// while every sheet rests minimized, the container is an overlay in the window and the screen
/// underneath can present as usual (docs/presentation-architecture.md). The screen underneath
/// keeps the container (and so this controller) alive while the sheet is presented, and
/// everything is freed after dismissal unless the app keeps a reference. No transitioning
/// delegate needs to be kept alive by the caller.
///
/// All behaviour (positions, motion, where touches go, which state a gesture ends in) comes from a
/// ``DropDownSheetCore/DropDownSheetEngine``; this class feeds it touches, layout and time, and applies what it
/// returns.
@MainActor
public final class DropDownSheetController {
    /// The app's view controller shown in the card.
    public let contentViewController: UIViewController

    /// The delegate told about moves and asked about dismissal. Held weakly. Default nil.
    public weak var delegate: DropDownSheetDelegate?

    /// The sheet's knobs. Setting it while the sheet is on screen takes effect at once, moving
    /// the sheet smoothly if its geometry changed. Reading it gives the values in force, after
    /// out-of-range values were clamped. Default: `DropDownSheetConfiguration()`, every
    /// knob at its default (see ``DropDownSheetCore/DropDownSheetConfiguration``).
    public var configuration: DropDownSheetConfiguration {
        get { engine.configuration }
        set {
            process(engine.setConfiguration(newValue, animated: isPresented, at: clock()))
            card?.configurationDidChange()
        }
    }

    /// A view shown as the minimized bar instead of the card's top edge (a mini player: artwork,
    /// title, a play button that works without opening the sheet). It fills the bar's width and
    /// ``DropDownSheetCore/DropDownSheetConfiguration/minimizedHeight``, and cross-fades with the card's content as
    /// the sheet expands. Default nil: the bar is the top of the card.
    ///
    /// For VoiceOver the minimized bar is one element: set the compact view's own
    /// `accessibilityLabel` (a song's title and artist) and `accessibilityCustomActions` (Play,
    /// Pause), and the bar offers them, before its Expand and Close actions.
    public var compactView: UIView? {
        didSet {
            guard compactView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            card?.installCompactView()
        }
    }

    /// Whether a grabber is shown at the top of the card. Default `false`.
    public var prefersGrabberVisible = false {
        didSet { card?.updateGrabber() }
    }

    /// The state the sheet last came to rest in; `.dismissed` before it is presented and after it
    /// is dismissed.
    public var state: DropDownSheetState { engine.restState }

    /// What the sheet is doing right now: resting, following a finger, or settling.
    public var phase: DropDownSheetPhase { engine.phase }

    /// Whether the sheet is presented (in any state but dismissed, or on its way in or out).
    public var isPresented: Bool { host?.isShown == true && card != nil }

    /// The sheet's identifier: names it in a stack of several sheets and in a saved
    /// ``DropDownSheetCore/DropDownSheetStackSnapshot``. Default: a new UUID string.
    public let identifier: String

    var engine: DropDownSheetEngine
    /// The container view controller; UIKit owns it while presented. Several sheets may share it.
    private(set) weak var host: DropDownSheetHostViewController?
    /// This sheet's views in the container.
    private(set) weak var card: DropDownSheetCard?
    /// Keeps a container of its own alive between creation and presentation.
    private var unpresentedHost: DropDownSheetHostViewController?
    private lazy var displayLink = DisplayLinkDriver { [weak self] time in self?.frame(at: time) }
    private var lastTime: Double = 0
    private var pendingEvents: [DropDownSheetEvent] = []
    private var isDelivering = false
    /// The completion of the presentation: runs at the first rest, or when the user catches the
    /// sheet first.
    private var presentCompletion: (() -> Void)?
    /// Runs when this sheet, dismissed in code, is gone.
    private var dismissCompletion: (() -> Void)?
    /// Whether the sheet is springing away after a dismissal.
    var isDismissing: Bool { engine.phase == .settling(toward: .dismissed) }

    /// Creates a sheet for `content` with `configuration`. The content becomes a child of the
    /// library's container at once, so ``UIKit/UIViewController/dropDownSheet`` works from
    /// inside it even before the sheet is presented. `identifier` names the sheet in a stack of
    /// several and in saved snapshots (default: a new UUID string).
    public init(content: UIViewController, configuration: DropDownSheetConfiguration = .init(),
                identifier: String = UUID().uuidString) {
        contentViewController = content
        self.identifier = identifier
        engine = DropDownSheetEngine(configuration: configuration)
        makeHost()
    }

    @discardableResult
    private func makeHost() -> DropDownSheetHostViewController {
        let host = DropDownSheetHostViewController(sheet: self)
        unpresentedHost = host
        return host
    }

    /// Called by a container that takes this sheet in.
    func attach(to host: DropDownSheetHostViewController, card: DropDownSheetCard) {
        if let own = unpresentedHost, own !== host { unpresentedHost = nil }
        self.host = host
        self.card = card
    }

    /// Called by the container when it let this sheet go.
    func detach() {
        displayLink.stop()
        host = nil
        card = nil
    }

    // MARK: - Presenting and moving

    /// Presents the sheet from `presenter`, to `initialState`. When sheets are already shown over
    /// `presenter`'s screen (or `presenter` is inside one), this sheet joins them: it is presented
    /// the same way and the one that was expanded minimizes. Never waits for UIKit: the sheet
    /// starts in the overlay, and the container is presented modally at once if it expands.
    @discardableResult
    func present(from presenter: UIViewController, initialState: DropDownSheetState, animated: Bool,
                 completion: (() -> Void)?) -> DropDownSheetPresentationResult {
        guard !isPresented else {
            completion?()
            return .refused(.alreadyPresented)
        }
        guard initialState != .dismissed else {
            completion?()
            return .refused(.dismissedInitialState)
        }
        if let shared = presenter.dropDownSheetHost, shared.isShown, shared.card(for: self) == nil {
            // Set first: an unanimated join comes to rest inside `join`.
            presentCompletion = completion
            let result = shared.join(self, to: initialState, animated: animated)
            if !result.isPresented { runPresentCompletion() }
            return result
        }
        let host = unpresentedHost ?? makeHost()
        if host.card(for: self) == nil { host.adopt(self) }
        guard host.show(from: presenter) else {
            completion?()
            return .refused(.presenterNotInWindow)
        }
        unpresentedHost = nil
        host.beginStack(with: self, to: initialState)
        presentCompletion = completion
        updateContainer(animated: false)
        // The engine springs in from below; expanding presents the container modally (at once).
        runStackPresent(to: initialState, animated: animated)
        return .presented
    }

    /// Minimizes the sheet to its bar, from wherever it is and with its current velocity.
    /// Ignored when the sheet is not presented or is being dismissed.
    public func minimize(animated: Bool = true) {
        guard let host, isPresented, !isDismissing else { return }
        host.run(host.stack.minimize(identifier), animated: animated)
    }

    /// Expands the sheet to the full card, from wherever it is and with its current velocity; a
    /// sheet that was expanded in the same stack minimizes. Ignored when the sheet is not
    /// presented or is being dismissed.
    public func expand(animated: Bool = true) {
        guard let host, isPresented, !isDismissing else { return }
        host.run(host.stack.expand(identifier), animated: animated)
    }

    /// Dismisses the sheet, whatever its state; the app's veto does not apply to dismissal in
    /// code. Other sheets sharing its presentation stay. Anything the sheet's content presented
    /// (an alert) is dismissed first. `completion` runs after the sheet is gone (at once if it is
    /// not presented).
    ///
    /// UIKit's `dismiss(animated:completion:)` called on the content (or SwiftUI's `dismiss` action
    /// inside it) while the sheet is expanded does the same: the modal presentation UIKit ends is
    /// the expanded sheet's.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        guard let host, isPresented else {
            completion?()
            return
        }
        if let completion {
            let earlier = dismissCompletion
            dismissCompletion = { earlier?(); completion() }
        }
        if host.presentedViewController != nil, DropDownSheetHosting.wanted(for: [phase], current: .modal) == .modal {
            // The content presented something: it goes first (UIKit dismisses it, not the container).
            host.dismiss(animated: animated) { [weak self] in self?.dismissInPlace(animated: animated) }
        } else {
            dismissInPlace(animated: animated)
        }
    }

    /// Springs the sheet away (or removes it at once) inside its presentation; it leaves its
    /// container when it comes to rest dismissed.
    func dismissInPlace(animated: Bool) {
        guard isPresented, engine.phase != .resting(.dismissed) else { return }
        process(engine.move(to: .dismissed, animated: animated, at: clock()))
    }

    /// Closes the sheet as the user would (VoiceOver's Close action, the chooser's close button,
    /// or a close control in your content that should respect the veto): unlike
    /// ``dismiss(animated:completion:)``, it asks
    /// ``DropDownSheetDelegate/dropDownSheetControllerShouldDismiss(_:)`` and honours
    /// `isModalInPresentation`, and is ignored when ``DropDownSheetCore/DropDownSheetConfiguration/isDismissible`` is
    /// `false`. A vetoed request returns the sheet to its bar and calls
    /// ``DropDownSheetDelegate/dropDownSheetControllerDidAttemptToDismiss(_:)``.
    public func requestDismissal() {
        guard isPresented, !isDismissing else { return }
        engine.isDismissalVetoed = vetoesDismissal
        process(engine.requestDismissal(at: clock()))
    }

    /// Moves the minimized bar above a tab bar or toolbar of the screen underneath that appeared,
    /// or down where one went away. The sheet checks on every layout and every touch; call this
    /// after showing or hiding such a bar in code while the sheet is minimized.
    public func setNeedsBottomBarUpdate() {
        updateContainer(animated: true)
    }

    /// The stack presents this sheet in its shared container.
    func runStackPresent(to state: DropDownSheetState, animated: Bool) {
        process(engine.present(to: state, animated: animated, at: clock()))
    }

    /// The stack moves this sheet (never vetoed).
    func runStackMove(to state: DropDownSheetState, animated: Bool) {
        guard !isDismissing || state == .dismissed else { return }
        process(engine.move(to: state, animated: animated, at: clock()))
    }

    /// Called when this sheet left its container.
    func didLeaveStack() {
        runPresentCompletion()
        let completion = dismissCompletion
        dismissCompletion = nil
        completion?()
    }

    private func runPresentCompletion() {
        let completion = presentCompletion
        presentCompletion = nil
        completion?()
    }

    // MARK: - Input from the container

    /// Feeds the engine the container's current geometry.
    func updateContainer(animated: Bool) {
        guard let host, host.isViewLoaded else { return }
        let container = host.containerGeometry()
        // A layout pass that changes nothing (the view moving between the overlay and UIKit's
        // container view, a re-layout of the same size) must not touch a spring in flight.
        guard container != engine.container else { return }
        process(engine.setContainer(container, animated: animated, at: clock()))
    }

    func touchBegan(at point: CGPoint) {
        // A finger on the sheet ends its presentation's wait (it is caught mid-flight).
        runPresentCompletion()
        engine.isDismissalVetoed = vetoesDismissal
        process(engine.beginDrag(x: point.x, y: point.y, at: clock()))
    }

    func touchMoved(to point: CGPoint) {
        process(engine.drag(toY: point.y, at: clock()))
    }

    func touchEnded(at point: CGPoint?, velocity: CGFloat?) {
        let events = engine.endDrag(atY: point.map { Double($0.y) }, velocity: velocity.map(Double.init), at: clock())
        if configuration.isHapticFeedbackEnabled, events.snapTarget != nil { card?.playSnapHaptic() }
        process(events)
    }

    func touchCancelled() {
        process(engine.cancelDrag(at: clock()))
    }

    func tapped(at point: CGPoint) {
        if let host, host.handleStackTap(on: self, at: point) { return }
        engine.isDismissalVetoed = vetoesDismissal
        process(engine.tap(x: point.x, y: point.y, at: clock()))
    }

    /// VoiceOver's escape gesture: minimizes an expanded sheet. Returns whether it did anything.
    func performAccessibilityEscape() -> Bool {
        guard engine.canPerformAccessibilityEscape else { return false }
        process(engine.performAccessibilityEscape(at: clock()))
        return true
    }

    /// Where a touch at `point` (container coordinates) goes.
    func hitTest(_ point: CGPoint) -> DropDownSheetHit {
        engine.hitTest(x: point.x, y: point.y)
    }

    private var vetoesDismissal: Bool {
        if contentViewController.isModalInPresentation { return true }
        return !(delegate?.dropDownSheetControllerShouldDismiss(self) ?? true)
    }

    // MARK: - Driving

    private func frame(at time: CFTimeInterval) {
        process(engine.tick(at: clock(time)))
        card?.pinActiveScrollView()
    }

    /// A monotonic clock in the display link's time base: touches and calls use the current
    /// media time, frames the time they will be shown, and neither ever goes back.
    private func clock(_ time: CFTimeInterval? = nil) -> Double {
        lastTime = max(lastTime, time ?? CACurrentMediaTime())
        return lastTime
    }

    /// Applies the engine's render state, then delivers `events` in the order the engine
    /// produced them. Events produced while delivering (a delegate calling back) are queued
    /// behind them, so delegates always see the engine's order.
    private func process(_ events: DropDownSheetEvents) {
        host?.apply(self)
        if engine.isMoving { displayLink.start() } else { displayLink.stop() }
        for event in events { pendingEvents.append(event) }
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !pendingEvents.isEmpty {
            deliver(pendingEvents.removeFirst())
        }
    }

    private func deliver(_ event: DropDownSheetEvent) {
        host?.sheet(self, willDeliver: event)
        if case .didMove = event { runPresentCompletion() }
        switch event {
        case .willMove(let state):
            delegate?.dropDownSheetController(self, willMoveTo: state)
        case .didMove(let state):
            delegate?.dropDownSheetController(self, didMoveTo: state)
        case .didAttemptToDismiss:
            delegate?.dropDownSheetControllerDidAttemptToDismiss(self)
        case .inputCorrected(let reason):
            #if DEBUG
            print("DropDownSheet: corrected an input (\(reason.rawValue))")
            #endif
        }
    }
}
#endif
