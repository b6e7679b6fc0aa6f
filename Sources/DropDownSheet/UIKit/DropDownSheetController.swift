#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// Manages one drop-down sheet: a view controller of the app's shown as a card that the user
/// swipes down into a bar at the bottom of the screen, while the screen underneath stays usable.
///
/// Create one with the app's content controller, set its ``delegate`` and other properties, and
/// present it with ``UIKit/UIViewController/presentDropDownSheet(_:initialState:animated:completion:)``;
/// or present the content directly with
/// ``UIKit/UIViewController/presentDropDownSheet(content:configuration:identifier:role:initialState:animated:completion:)``,
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
/// A sheet is a draft (the default: drafts stack like drafts in iOS Mail) or an accessory (a
/// persistent bar such as a mini player, under the drafts' bar); set ``role`` before presenting.
///
/// All behaviour (positions, motion, where touches go, which state a gesture ends in, every rule
/// between sheets) comes from a ``DropDownSheetCore/DropDownSheetPresentation`` shared by the
/// sheets of one screen; the library's container feeds it touches, layout and time, and applies
/// what it returns.
@MainActor
public final class DropDownSheetController {
    /// The app's view controller shown in the card. Change it with
    /// ``replaceContent(with:animated:)``.
    public internal(set) var contentViewController: UIViewController

    /// The delegate told about moves and asked about dismissal. Held weakly. Default nil.
    public weak var delegate: DropDownSheetDelegate?

    /// The sheet's knobs. Setting it while the sheet is on screen takes effect at once, moving
    /// the sheet smoothly if its geometry changed. Reading it gives the values in force, after
    /// out-of-range values were clamped and what the role decides was resolved
    /// (``DropDownSheetCore/DropDownSheetConfiguration/resolved(for:)``: `isDismissible` reads
    /// `false` for an accessory left at nil, before it is presented as after). Default:
    /// `DropDownSheetConfiguration()`, every knob at its default (see
    /// ``DropDownSheetCore/DropDownSheetConfiguration``).
    public var configuration: DropDownSheetConfiguration {
        get {
            if let host, isPresented {
                // The background as the app gave it: the presentation lays a top-edge bar out on
                // the material (``resolvedBarBackground`` says so), which is not the app's choice.
                var configuration = host.presentation.configuration(of: sheetIdentifier)
                configuration.barBackground = givenConfiguration.barBackground
                return configuration
            }
            return givenConfiguration.sanitized().0.resolved(for: role)
        }
        set {
            givenConfiguration = newValue
            if let host, isPresented { host.send(.configure(sheetIdentifier, layoutConfiguration, animated: true)) }
            card?.configurationDidChange()
            // Drawn again with the new configuration now, also when nothing moves (VoiceOver's
            // Close action after isDismissible changed on a bar at rest).
            if card != nil { host?.render() }
        }
    }

    /// What the sheet is to the other sheets of its screen. Default `.draft`: it stacks with the
    /// other drafts, appears in the chooser, counts against
    /// ``DropDownSheetCore/DropDownSheetConfiguration/maximumSheetCount`` and is saved in
    /// ``UIKit/UIViewController/dropDownSheetStackSnapshot``. `.accessory`: a persistent bar such
    /// as a mini player, never stacked or counted; at most one per screen, its bar under the
    /// drafts' bar. Set it before presenting; a change while presented applies to the next
    /// presentation.
    public var role: DropDownSheetRole = .draft

    /// A view shown as the minimized bar instead of the card's top edge (a mini player: artwork,
    /// title, a play button that works without opening the sheet), for full control of the bar.
    /// It fills the bar's width and height
    /// (``DropDownSheetCore/DropDownSheetConfiguration/minimizedHeight``, grown with the text
    /// size), and cross-fades with the card's content as the sheet expands. It replaces the bar
    /// the library draws from the content's ``UIKit/UIViewController/dropDownSheetBarItem``.
    /// Default nil: the bar is drawn from the bar item when it shows anything, else it is the top
    /// of the card. Setting it clears ``compactViewController``; while that is set, this is its
    /// view.
    ///
    /// Taps: a control in it (a `UIButton`) takes its own taps, and so does any element VoiceOver
    /// reads as a button, link or adjustable; a tap anywhere else on a UIKit view expands the
    /// sheet. A tap on SwiftUI's view (a `UIHostingController`'s view in it, or the view of
    /// ``compactViewController``) is SwiftUI's alone and never expands the sheet: SwiftUI's
    /// gestures take it, and whether a SwiftUI button is under the finger cannot be told from
    /// outside. A SwiftUI bar expands the sheet itself:
    /// ``SwiftUICore/View/dropDownSheetExpandsOnTap(_:)`` on its root view.
    ///
    /// VoiceOver: a compact view with its own `accessibilityLabel` (a song's title and artist)
    /// speaks for the whole bar, as one element with its `accessibilityCustomActions` (Play,
    /// Pause) before the bar's Expand and Close actions. A compact view without a label is read as
    /// its own elements, after a first element that names the bar and expands it.
    public var compactView: UIView? {
        get { compactViewController.map { $0.view } ?? ownCompactView }
        set {
            guard newValue !== compactView || compactViewController != nil else { return }
            let previous = compactView
            compactViewController = nil
            ownCompactView = newValue
            if previous !== newValue { previous?.removeFromSuperview() }
            card?.installBar()
        }
    }

    /// A view controller whose view is the minimized bar, instead of ``compactView``: a
    /// `UIHostingController` with a SwiftUI bar, or any controller. The library makes it a child
    /// of its container (containment done right: a SwiftUI bar's environment, safe area and
    /// presentations work) and tells it when the bar appears and disappears: `viewWillAppear` as
    /// the sheet heads to its bar, `viewDidAppear` when it rests there, `viewWillDisappear` as it
    /// heads to the card or away and `viewDidDisappear` once there. (SwiftUI's `onAppear`,
    /// `onDisappear` and `.task` follow.) It is laid out, tapped and read by VoiceOver as
    /// ``compactView`` is. Default nil. Setting it replaces ``compactView``.
    ///
    /// A `UIHostingController` laid out in a bar of fixed height may want `safeAreaRegions = []`
    /// (iOS 16.4) so that no inset moves the bar's content as it passes the home indicator.
    public var compactViewController: UIViewController? {
        didSet {
            guard compactViewController !== oldValue else { return }
            if compactViewController != nil {
                ownCompactView?.removeFromSuperview()
                ownCompactView = nil
            }
            compactBarHandlesTaps = controllerTakesItsTaps && compactViewController != nil
            card?.installBar()
        }
    }

    /// The compact view set directly.
    private var ownCompactView: UIView?
    /// Whether the compact view controller takes every tap on the bar itself (the SwiftUI
    /// modifier's bar, which expands the sheet through SwiftUI).
    var compactBarHandlesTaps = false

    /// Sets a compact view controller that takes every tap on the bar itself (the SwiftUI
    /// modifier's `compact:` bar).
    func setCompactViewController(_ controller: UIViewController?, handlesTaps: Bool) {
        controllerTakesItsTaps = handlesTaps
        defer { controllerTakesItsTaps = false }
        compactViewController = controller
    }

    /// Set while ``setCompactViewController(_:handlesTaps:)`` sets a controller that takes its taps.
    private var controllerTakesItsTaps = false

    /// The colour of the card, behind the content and the bar. Default `.systemBackground`
    /// (white, or black in dark mode, as a sheet's). Takes effect at once.
    public var backgroundColor: UIColor = .systemBackground {
        didSet { card?.backgroundColorDidChange() }
    }

    /// What the minimized bar is drawn on, on this system: ``DropDownSheetCore/DropDownSheetBarBackground/glass``
    /// on iOS 26 (unless the configuration's ``DropDownSheetCore/DropDownSheetConfiguration/barBackground``
    /// opts out, or the app keeps the earlier design with `UIDesignRequiresCompatibility`),
    /// ``DropDownSheetCore/DropDownSheetBarBackground/material`` before it, or
    /// ``DropDownSheetCore/DropDownSheetBarBackground/none``. A ``compactView`` reads it to leave
    /// the glass showing (a clear background) or to draw its own. Never
    /// ``DropDownSheetCore/DropDownSheetBarBackground/automatic``.
    ///
    /// A sheet whose bar is the card's top edge (neither a compact view nor a bar item) is on the
    /// material on every system unless its configuration chooses otherwise: glass cannot show
    /// through the app's opaque content.
    public var resolvedBarBackground: DropDownSheetBarBackground {
        layoutConfiguration.barBackground.resolved(for: DropDownSheetGlass.systemDesign)
    }

    /// Where the minimized bar is placed: ``DropDownSheetCore/DropDownSheetBarPlacement/inline``
    /// while it rests inline beside a tab bar that iOS 26 minimized (about 48 points tall and a
    /// few hundred wide: a ``compactView`` shows less there),
    /// ``DropDownSheetCore/DropDownSheetBarPlacement/regular`` otherwise and while not presented.
    /// The delegate hears each change
    /// (``DropDownSheetDelegate/dropDownSheetController(_:didChangeBarPlacement:)``); a SwiftUI
    /// `compact:` bar reads `@Environment(\.dropDownSheetBarPlacement)`. Read-only.
    public var barPlacement: DropDownSheetBarPlacement {
        guard let host, isPresented else { return .regular }
        return host.presentation.barPlacement(of: sheetIdentifier) ?? .regular
    }

    /// Whether the minimized bar is the card's top edge: no compact view, no compact view
    /// controller, and no bar item that shows anything among the content's candidates. A walk of
    /// at most ``DropDownSheetBarItemResolution/maximumCount`` controllers: read when the bar or
    /// the configuration changes, never on a frame.
    var drawsTopEdgeBar: Bool {
        compactViewController == nil && ownCompactView == nil
            && !DropDownSheetBarItemResolution.candidates(of: contentViewController).contains { $0.dropDownSheetBarItem.showsAnything }
    }

    /// The configuration the presentation lays the sheet out with: the app's, with an automatic
    /// background on the material for a top-edge bar (the core's ``DropDownSheetCore/DropDownSheetConfiguration/forBar(isTopEdge:)``).
    var layoutConfiguration: DropDownSheetConfiguration {
        var configuration = givenConfiguration
        // A content-sized detent is as tall as the content says it wants to be.
        if configuration.detents.contains(where: \.isContentSized) {
            let height = measuredContentHeight
            for i in configuration.detents.indices where configuration.detents[i].isContentSized {
                configuration.detents[i].height = .content(height)
            }
        }
        return configuration.forBar(isTopEdge: drawsTopEdgeBar)
    }

    /// The height a content-sized detent is kept at, in points: the content controller's
    /// `preferredContentSize.height`, or, for a navigation controller, its top controller's with
    /// the navigation bar's height above it while the bar is shown (`isNavigationBarHidden`) and
    /// the toolbar's below it while that is shown (`isToolbarHidden`): the top controller's view
    /// lies under both, its safe area between them. The card's own band for a close button
    /// (``DropDownSheetCore/DropDownSheetConfiguration/closeButton``), which the content is laid out
    /// below, is added too. A preferred height that is not a finite number counts as 0.
    var measuredContentHeight: Double {
        var height: CGFloat = 0
        if let navigation = contentViewController as? UINavigationController {
            height = navigation.topViewController?.preferredContentSize.height ?? 0
            let width = navigation.viewIfLoaded?.bounds.width ?? 0
            if !navigation.isNavigationBarHidden { height += Self.height(of: navigation.navigationBar, width: width) }
            if !navigation.isToolbarHidden { height += Self.height(of: navigation.toolbar, width: width) }
        } else {
            height = contentViewController.preferredContentSize.height
        }
        guard height.isFinite else { return 0 }
        if configuration.closeButton.isShown(configuration: configuration) {   // as the card decides it
            height += DropDownSheetCard.closeButtonBand
        }
        return Double(max(height, 0))
    }

    /// A navigation controller's bar's height: its frame's, once UIKit has laid it out (a large
    /// title makes it taller), otherwise what it says it needs at `width` (`sizeThatFits(_:)`).
    private static func height(of bar: UIView, width: CGFloat) -> CGFloat {
        if bar.frame.height > 0 { return bar.frame.height }
        let fitting = bar.sizeThatFits(CGSize(width: width > 0 ? width : 375, height: CGFloat.greatestFiniteMagnitude)).height
        return fitting.isFinite ? max(fitting, 0) : 0
    }

    /// Reads the content's preferred height again and, when a content-sized detent
    /// (``DropDownSheetCore/DropDownSheetDetent/content(identifier:height:)``) of the sheet is no
    /// longer equal to it, gives the sheet the new height: a sheet resting at that detent springs
    /// to it, keeping its velocity. The library calls this when UIKit reports that the content
    /// controller's `preferredContentSize` changed (`preferredContentSizeDidChange(forChildContentContainer:)`
    /// of the library's container) and each time the sheet comes to rest. Call it after a push or
    /// pop in a navigation controller shown as the content, after a change of its top controller's
    /// `preferredContentSize` (the one read, with the navigation bar's and toolbar's heights), and
    /// after the navigation bar or toolbar shows or hides, if the sheet should follow at once: UIKit
    /// documents no report to the library's container for any of these (the container hears only
    /// its own children's, and the navigation controller is the child). Does nothing for a sheet
    /// without a content-sized detent, or that is not presented.
    public func setNeedsContentSizeUpdate() {
        guard let host, isPresented, givenConfiguration.detents.contains(where: \.isContentSized) else { return }
        let wanted = layoutConfiguration
        guard host.presentation.configuration(of: sheetIdentifier).detents != wanted.sanitized().0.detents else { return }
        host.send(.configure(sheetIdentifier, wanted, animated: true))
    }

    /// Gives the presentation the layout configuration again when what the bar is made of
    /// changed between the card's top edge and a bar of its own (a bar item that began or stopped
    /// showing anything, a compact view set or taken away). True when it did.
    @discardableResult
    func updateLayoutConfigurationForBar() -> Bool {
        guard let host, isPresented else { return false }
        let wanted = layoutConfiguration
        guard host.presentation.configuration(of: sheetIdentifier).barBackground != wanted.barBackground else { return false }
        host.send(.configure(sheetIdentifier, wanted, animated: true))
        return true
    }

    /// This sheet's own words, where the app wants them instead of the library's: what the sheet
    /// is called ("2 Songs" on the stack's bar), its VoiceOver hint and action names. Properties
    /// left nil fall back to ``UIKit/UIViewController/dropDownSheetWording`` of the controller it
    /// was presented from (or its ancestors), then to the library's own words in the app's
    /// language. Takes effect at once. Default: a ``DropDownSheetWording`` with nothing set.
    public var wording = DropDownSheetWording() {
        didSet { card?.wordingDidChange() }
    }

    /// Whether a grabber is shown at the top of the card. Default `false`.
    public var prefersGrabberVisible = false {
        didSet { card?.updateGrabber() }
    }

    /// The state the sheet last came to rest in; `.dismissed` before it is presented and after it
    /// is dismissed.
    public var state: DropDownSheetState { presentedEngine?.restState ?? .dismissed }

    /// What the sheet is doing right now: resting, following a finger, or settling.
    public var phase: DropDownSheetPhase { presentedEngine?.phase ?? .resting(.dismissed) }

    /// Where the sheet is now: its progress and the frame of its visible part, in the window's
    /// coordinates; nil when it is not presented. ``DropDownSheetDelegate``'s
    /// `dropDownSheetController(_:didChangePosition:)` reports each change.
    public var position: DropDownSheetPosition? {
        guard let host, card != nil else { return nil }
        return host.presentation.position(of: sheetIdentifier)
    }

    /// How much room the bars of the sheets presented over this sheet's screen take at the bottom
    /// of that screen (``DropDownSheetCore/DropDownSheetUnderneathInset``): `bottom` points above
    /// its tab bar or toolbar, of which the library added `safeAreaBottom` to the safe area of the
    /// screen's content. Zero when the sheet is not presented. ``DropDownSheetDelegate``'s
    /// `dropDownSheetController(_:didChangeUnderneathInset:)` reports each change.
    public var underneathInset: DropDownSheetUnderneathInset {
        guard let host, isPresented else { return DropDownSheetUnderneathInset() }
        return host.presentation.underneathInset
    }

    /// Whether the sheet is presented (in any state but dismissed, or on its way in or out).
    /// `false` from its delegate's `didMove(.dismissed)` on, so the delegate may present it again.
    public var isPresented: Bool {
        guard let host, host.isShown, card != nil else { return false }
        return host.presentation.contains(sheetIdentifier)
    }

    /// The sheet's identifier: names it among the sheets of its screen and in a saved
    /// ``DropDownSheetCore/DropDownSheetStackSnapshot``; compared by its bytes
    /// (``DropDownSheetCore/DropDownSheetIdentifier``). Default: a new UUID string.
    public let identifier: String

    /// ``identifier`` as the presentation names it.
    let sheetIdentifier: DropDownSheetIdentifier

    /// The configuration the app gave, as given.
    private var givenConfiguration: DropDownSheetConfiguration
    /// The container view controller whose child the content is. Several sheets may share it.
    private(set) weak var host: DropDownSheetHostViewController?
    /// The view controller the sheet was last presented from, whose wording applies to it.
    weak var wordingSource: UIViewController?
    /// This sheet's views in the container, while presented.
    private(set) weak var card: DropDownSheetCard?
    /// Keeps a container of its own alive between creation and presentation.
    private var unpresentedHost: DropDownSheetHostViewController?
    /// The completion of the presentation: runs at the first rest, or when the user catches the
    /// sheet first.
    private var presentCompletion: (() -> Void)?
    /// Runs when this sheet, dismissed in code, is gone.
    private var dismissCompletion: (() -> Void)?
    /// The completions of `minimize`/`expand` waiting for the sheet: when each runs and with what
    /// is ``DropDownSheetMoveCompletions``'s (the core); the closures are kept here by token.
    private var moveCompletions = DropDownSheetMoveCompletions()
    private var pendingMoveCompletions: [Int: (Bool) -> Void] = [:]

    /// The sheet's engine in its presentation (read only: the presentation owns it), or, when it
    /// is not presented, an engine at rest below the screen with its configuration.
    var engine: DropDownSheetEngine {
        presentedEngine ?? DropDownSheetEngine(configuration: layoutConfiguration)
    }

    private var presentedEngine: DropDownSheetEngine? {
        guard let host, card != nil else { return nil }
        return host.presentation.engine(of: sheetIdentifier)
    }

    /// Whether the sheet is springing away after a dismissal.
    var isDismissing: Bool { phase == .settling(toward: .dismissed) }

    /// Creates a sheet for `content` with `configuration`. The content becomes a child of the
    /// library's container at once, so ``UIKit/UIViewController/dropDownSheet`` works from
    /// inside it even before the sheet is presented. `identifier` names the sheet among the
    /// sheets of its screen and in saved snapshots (default: a new UUID string); `role` is
    /// ``role`` (default `.draft`).
    public init(content: UIViewController, configuration: DropDownSheetConfiguration = .init(),
                identifier: String = UUID().uuidString, role: DropDownSheetRole = .draft) {
        contentViewController = content
        self.identifier = identifier
        sheetIdentifier = DropDownSheetIdentifier(identifier)
        givenConfiguration = configuration
        self.role = role
        makeHost()
    }

    private func makeHost() {
        unpresentedHost = DropDownSheetHostViewController(sheet: self)
    }

    /// Called by a container that made the content its child.
    func adopted(by host: DropDownSheetHostViewController) {
        if let own = unpresentedHost, own !== host { unpresentedHost = nil }
        self.host = host
    }

    /// Called by a container that created this sheet's card.
    func attach(to host: DropDownSheetHostViewController, card: DropDownSheetCard) {
        self.host = host
        self.card = card
    }

    /// Called by the container when it let this sheet go.
    func detach(from host: DropDownSheetHostViewController) {
        guard self.host === host else { return }
        self.host = nil
        card = nil
    }

    // MARK: - Presenting and moving

    /// Presents the sheet from `presenter`, to `initialState`. When sheets are already shown over
    /// `presenter`'s screen (or `presenter` is inside one), this sheet joins them: the
    /// presentation decides (``DropDownSheetCore/DropDownSheetPresentation``). Never waits for
    /// UIKit: the sheet starts in the overlay, and the container is presented modally at once if
    /// it expands.
    @discardableResult
    func present(from presenter: UIViewController, initialState: DropDownSheetState, animated: Bool,
                 completion: (() -> Void)?) -> DropDownSheetPresentResult {
        // Its screen underneath left for good in this turn of the run loop (the window's root
        // replaced): the old container lets it go now, and it is presented afresh.
        // (Not from inside that container's own effects, a delegate presenting again during its
        // teardown: the teardown is under way, and its pending removal of this sheet is carried
        // out just below.)
        if let host, host.isShown, host.screenUnderneathIsGone, !host.isCarryingOutEffects { host.tearDownAfterScreenLeft() }
        // Presented again from its delegate's didMove(.dismissed): the presentation let it go
        // already; its card and content go now, before it joins again.
        host?.carryOutPendingRemoval(of: sheetIdentifier)
        guard !isPresented else {
            completion?()
            return .refused(.alreadyPresented)
        }
        wordingSource = presenter
        let target: DropDownSheetHostViewController
        if let shared = presenter.dropDownSheetHost, shared.isShown {
            // Another sheet with this identifier that the presentation let go (a new message
            // started from the old one's didMove(.dismissed)) leaves first.
            shared.carryOutPendingRemoval(of: sheetIdentifier)
            if let other = shared.controller(for: sheetIdentifier), other !== self, other.isPresented {
                completion?()
                return .refused(.identifierInUse)
            }
            target = shared
        } else {
            if unpresentedHost == nil { makeHost() }
            guard let own = unpresentedHost, own.show(from: presenter) else {
                completion?()
                return .refused(.presenterNotInWindow)
            }
            target = own
        }
        target.adopt(self)
        presentCompletion = completion
        let effects = target.send(.present(sheetIdentifier, role: role, to: initialState,
                                           configuration: layoutConfiguration, animated: animated))
        var result = DropDownSheetPresentResult.refused(.invalidTarget)
        for case let .presentResult(id, answer) in effects where id == sheetIdentifier { result = answer }
        guard result.isPresented else {
            // Nothing joined: the content goes back to a container of its own.
            target.release(self)
            if target.presentation.isEmpty { target.finish() }
            makeHost()
            runPresentCompletion()
            return result
        }
        unpresentedHost = nil
        return result
    }

    /// Minimizes the sheet to its bar, from wherever it is and with its current velocity.
    /// Ignored when the sheet is not presented or is being dismissed.
    ///
    /// - Parameters:
    ///   - animated: Whether the sheet springs there (default) or jumps.
    ///   - completion: Called once, with `true` when the sheet has come to rest minimized (at
    ///     once if it already rests there), or `false` when it did not get there: a finger caught
    ///     it on the way (called then), it was sent elsewhere before arriving (called then), it
    ///     was dismissed first (called when it is gone), or the request was ignored (called at
    ///     once). It runs after the delegate's `didMoveTo`, once UIKit is done switching the
    ///     sheet's presentation, so it may present a controller (Safari, a share sheet) at once.
    ///     Default nil.
    public func minimize(animated: Bool = true, completion: ((_ finished: Bool) -> Void)? = nil) {
        guard let host, isPresented, !isDismissing else {
            // Ignored: heard at once, as documented (not after a hosting switch under way).
            completion?(false)
            return
        }
        host.send(.minimize(sheetIdentifier, animated: animated))
        register(completion, toward: .minimized)
    }

    /// Expands the sheet to the full card, from wherever it is and with its current velocity; a
    /// sheet that was expanded on the same screen minimizes. Ignored when the sheet is not
    /// presented or is being dismissed.
    ///
    /// - Parameters:
    ///   - animated: Whether the sheet springs there (default) or jumps.
    ///   - completion: Called once, with `true` when the sheet has come to rest expanded (at once
    ///     if it already rests there), `false` when it did not get there, by the rules of
    ///     ``minimize(animated:completion:)``. Default nil.
    public func expand(animated: Bool = true, completion: ((_ finished: Bool) -> Void)? = nil) {
        guard let host, isPresented, !isDismissing else {
            // Ignored: heard at once, as documented (not after a hosting switch under way).
            completion?(false)
            return
        }
        host.send(.expand(sheetIdentifier, animated: animated))
        register(completion, toward: .expanded)
    }

    /// Moves the sheet to the detent named `identifier`, from wherever it is and with its current
    /// velocity, as `UISheetPresentationController.selectedDetentIdentifier` does: ``DropDownSheetCore/DropDownSheetState/expanded``
    /// (as ``expand(animated:completion:)``), ``DropDownSheetCore/DropDownSheetState/minimized``
    /// (as ``minimize(animated:completion:)``), or one of the configuration's
    /// ``DropDownSheetCore/DropDownSheetConfiguration/detents``. Raising a sheet minimizes the
    /// one that was raised on the same screen (at most one sheet shows more than its bar). The
    /// delegate hears `willMoveTo` and `didMoveTo` with `identifier`. Ignored when the sheet is
    /// not presented or is being dismissed; a detent the sheet does not have (and
    /// ``DropDownSheetCore/DropDownSheetState/dismissed``: use ``dismiss(animated:completion:)``)
    /// moves nothing, is reported as a misuse (an assertion in debug builds, a fault in the log),
    /// and completes with `false`.
    ///
    /// - Parameters:
    ///   - identifier: The detent to rest at.
    ///   - animated: Whether the sheet springs there (default) or jumps.
    ///   - completion: Called once, with `true` when the sheet has come to rest at the detent (at
    ///     once if it already rests there), `false` when it did not get there, by the rules of
    ///     ``minimize(animated:completion:)``. Default nil.
    public func setDetent(_ identifier: DropDownSheetDetent.Identifier, animated: Bool = true,
                          completion: ((_ finished: Bool) -> Void)? = nil) {
        guard let host, isPresented, !isDismissing else {
            completion?(false)
            return
        }
        guard identifier != .dismissed, host.presentation.configuration(of: sheetIdentifier).hasDetent(identifier) else {
            // The presentation reports the misuse; nothing moves.
            if identifier == .dismissed {
                DropDownSheetMisuseReport.report(.unknownDetent(sheetIdentifier, identifier))
            } else {
                host.send(.moveToDetent(sheetIdentifier, identifier, animated: animated))
            }
            completion?(false)
            return
        }
        host.send(.moveToDetent(sheetIdentifier, identifier, animated: animated))
        register(completion, toward: identifier)
    }

    /// The detent the sheet rests at, or is springing to: ``DropDownSheetCore/DropDownSheetState/expanded``,
    /// ``DropDownSheetCore/DropDownSheetState/minimized``, or the identifier of one of the
    /// configuration's ``DropDownSheetCore/DropDownSheetConfiguration/detents``, as
    /// `UISheetPresentationController.selectedDetentIdentifier`. While a finger drags the sheet,
    /// the detent it was at when the finger caught it. ``DropDownSheetCore/DropDownSheetState/dismissed``
    /// when the sheet is not presented (and while it springs away). Change it with
    /// ``setDetent(_:animated:completion:)``; the delegate hears each move
    /// (``DropDownSheetDelegate/dropDownSheetController(_:willMoveTo:)``).
    public var selectedDetentIdentifier: DropDownSheetDetent.Identifier {
        guard let engine = presentedEngine, isPresented else { return .dismissed }
        return engine.phase.destination ?? engine.restState
    }

    /// Dismisses the sheet, whatever its state; the app's veto does not apply to dismissal in
    /// code. Other sheets sharing its presentation stay. Anything the sheet's content presented
    /// (an alert) is dismissed first. `completion` runs after the sheet is gone and UIKit is done
    /// with the presentation (at once if it is not presented), so it may present at once.
    ///
    /// UIKit's `dismiss(animated:completion:)` called on the content (or SwiftUI's `dismiss` action
    /// inside it, or the app's on the screen underneath) while the sheet is expanded closes it too,
    /// but through the veto, as ``requestDismissal()`` does: the modal presentation UIKit ends is
    /// the expanded sheet's, and whose call it was cannot be told. A vetoed sheet goes back to its
    /// bar.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        guard let host, isPresented else {
            completion?()
            return
        }
        if let completion {
            let earlier = dismissCompletion
            dismissCompletion = { earlier?(); completion() }
        }
        if host.presentedViewController != nil, host.presentation.expandedIdentifier == sheetIdentifier {
            // The content presented something: it goes first (UIKit dismisses it, not the container).
            host.dismiss(animated: animated) { [weak self] in self?.dismissInPlace(animated: animated) }
        } else {
            dismissInPlace(animated: animated)
        }
    }

    /// Springs the sheet away (or removes it at once) inside its presentation; it leaves its
    /// container when it comes to rest dismissed.
    func dismissInPlace(animated: Bool) {
        guard let host, isPresented, phase != .resting(.dismissed) else { return }
        host.send(.dismiss(sheetIdentifier, animated: animated))
    }

    /// Closes the sheet as the user would (VoiceOver's Close action, the chooser's close button,
    /// or a close control in your content that should respect the veto): unlike
    /// ``dismiss(animated:completion:)``, it asks
    /// ``DropDownSheetDelegate/dropDownSheetControllerShouldDismiss(_:)`` and honours
    /// `isModalInPresentation` and ``DropDownSheetCore/DropDownSheetConfiguration/isDismissible``. A request
    /// they refuse returns the sheet to its bar and calls
    /// ``DropDownSheetDelegate/dropDownSheetControllerDidAttemptToDismiss(_:)``.
    public func requestDismissal() {
        guard let host, isPresented, !isDismissing else { return }
        host.refreshDismissalVetoes()
        host.send(.close(sheetIdentifier))
    }

    /// Looks for the tab bars and toolbars of the screen underneath again, and moves the bars
    /// above the one the user sees. The library finds them when the sheets are shown, then follows
    /// them (their frame, `isHidden` and `alpha`, and the pushes and pops that move them) and looks
    /// again when the screen's structure changes; call this after adding a tab bar or toolbar of
    /// your own to the screen in code, or after moving, resizing, hiding or showing one of your own
    /// by hand, which it cannot see coming (it puts nothing into your bars to hear it).
    ///
    /// A navigation controller's toolbar shown over a `UITableViewController` or
    /// `UICollectionViewController` (Edit's, outside a push) is found at the next touch: no view
    /// inside a list hears it. Call this after showing it (from `setEditing(_:animated:)`, on a
    /// sheet of `presentedDropDownSheets` of the controller that presented them) so that the bars
    /// move up on the next turn of the run loop.
    ///
    /// An iOS 26 `bottomAccessory` set, replaced or removed on a tab bar controller while the bars
    /// are shown is followed without this call: the library hears the safe area of the selected
    /// tab change and compares the accessory with the one it follows (a property read, no search).
    /// Call it if your accessory changes without changing that safe area.
    public func setNeedsBottomBarUpdate() {
        host?.bottomBars.setNeedsSearch()
    }

    /// Called when this sheet left its presentation: takes the completions it holds now (of the
    /// presentation it left), to run once UIKit is done switching. A completion given to a later
    /// presentation of the same sheet (presented again in the same turn) is not among them: it
    /// runs when that presentation first rests. Moves still waiting finish with `false`.
    func takeCompletionsOnLeaving() -> () -> Void {
        let present = presentCompletion, dismiss = dismissCompletion
        presentCompletion = nil
        dismissCompletion = nil
        let moves = takeMoveCompletions(moveCompletions.interrupt())
        return {
            present?()
            for (completion, finished) in moves { completion(finished) }
            dismiss?()
        }
    }

    private func runPresentCompletion() {
        guard let completion = presentCompletion else { return }
        presentCompletion = nil
        if let host { host.whenHostingSettles(completion) } else { completion() }
    }

    // MARK: - Input from the card

    // The presentation follows one finger: a second finger on another card while the first is
    // down is not passed on (its lift would otherwise end the first finger's drag).

    func touchBegan(at point: CGPoint) {
        guard let host, !host.touchIsDown || host.touchSheet == sheetIdentifier else { return }
        host.touchSheet = sheetIdentifier
        host.touchIsDown = true
        host.refreshDismissalVetoes()
        // The finger belongs to the sheet whose card it landed on (the root view asked the
        // presentation's hit test then), even when the drag begins on its first move.
        host.send(.touchDown(x: point.x, y: point.y, sheet: sheetIdentifier))
        // A finger on the sheet ends its presentation's wait (it is caught mid-flight). The app's
        // completion runs after the model has the touch: if it dismisses this sheet, the model
        // lets the finger go with it rather than handing it to another sheet.
        runPresentCompletion()
        // A finger holding the sheet ends a move the app asked for.
        if !moveCompletions.isEmpty, phase == .dragging { finishMoves(moveCompletions.interrupt()) }
    }

    func touchMoved(to point: CGPoint) {
        guard let host, host.touchIsDown, host.touchSheet == sheetIdentifier else { return }
        host.send(.touchMove(y: point.y))
    }

    func touchEnded(at point: CGPoint?, velocity: CGFloat?) {
        guard let host, host.touchIsDown, host.touchSheet == sheetIdentifier else { return }
        host.touchIsDown = false
        host.send(.touchUp(y: point.map { Double($0.y) }, velocity: velocity.map(Double.init)))
    }

    func touchCancelled() {
        guard let host, host.touchIsDown, host.touchSheet == sheetIdentifier else { return }
        host.touchIsDown = false
        host.send(.touchCancel)
    }

    func tapped(at point: CGPoint) {
        guard let host, !host.touchIsDown || host.touchSheet == sheetIdentifier else { return }
        host.refreshDismissalVetoes()
        host.send(.tap(x: point.x, y: point.y, sheet: sheetIdentifier))
    }

    // MARK: - Move completions

    /// Keeps or runs the completion of a move toward `target` just asked for.
    private func register(_ completion: ((Bool) -> Void)?, toward target: DropDownSheetState) {
        let phase: DropDownSheetPhase? = isPresented ? self.phase : nil
        guard let completion else {
            // Nothing to keep, but a redirected earlier move still hears it.
            if !moveCompletions.isEmpty { finishMoves(moveCompletions.register(target: target, phase: phase).finished) }
            return
        }
        let (registration, redirected) = moveCompletions.register(target: target, phase: phase)
        finishMoves(redirected)
        switch registration {
        case .now(let finished): runMoveCompletion(completion, finished: finished)
        case .pending(let token): pendingMoveCompletions[token] = completion
        }
    }

    private func takeMoveCompletions(_ finished: [(token: Int, finished: Bool)]) -> [((Bool) -> Void, Bool)] {
        finished.compactMap { entry in pendingMoveCompletions.removeValue(forKey: entry.token).map { ($0, entry.finished) } }
    }

    private func finishMoves(_ finished: [(token: Int, finished: Bool)]) {
        for (completion, result) in takeMoveCompletions(finished) { runMoveCompletion(completion, finished: result) }
    }

    /// Runs a move's completion once UIKit is done switching the container (at once when it is
    /// not), so that it may present.
    private func runMoveCompletion(_ completion: ((Bool) -> Void)?, finished: Bool) {
        guard let completion else { return }
        if let host { host.whenHostingSettles { completion(finished) } } else { completion(finished) }
    }

    /// Whether the app vetoes a dismissal asked for by `origin` now: the user's by the delegate
    /// or `isModalInPresentation`, a UIKit dismissal the library did not start by the delegate
    /// only (``DropDownSheetCore/DropDownSheetDismissalVeto``, in the core).
    func vetoesDismissal(askedBy origin: DropDownSheetDismissalVeto.Origin) -> Bool {
        // The delegate is asked only where its answer counts (never for `dismiss()`).
        guard origin != .libraryDismissal else { return false }
        return DropDownSheetDismissalVeto.isVetoed(origin: origin,
                                                   delegateAllowsDismissal: delegate?.dropDownSheetControllerShouldDismiss(self) ?? true,
                                                   isModalInPresentation: contentViewController.isModalInPresentation)
    }

    // MARK: - Delivering

    /// Tells the delegate about one of the presentation's events for this sheet.
    func deliver(_ event: DropDownSheetEvent) {
        if case .didMove = event { runPresentCompletion() }
        switch event {
        case .willMove(let state):
            delegate?.dropDownSheetController(self, willMoveTo: state)
            if !moveCompletions.isEmpty { finishMoves(moveCompletions.sheetWillMove(to: state)) }
        case .didMove(let state):
            // At rest: the content's preferred height is read again (a push or pop in a
            // navigation controller that UIKit did not report).
            if state != .dismissed { host?.whenHostingSettles { [weak self] in self?.setNeedsContentSizeUpdate() } }
            delegate?.dropDownSheetController(self, didMoveTo: state)
            if !moveCompletions.isEmpty { finishMoves(moveCompletions.sheetDidMove(to: state)) }
        case .didAttemptToDismiss:
            delegate?.dropDownSheetControllerDidAttemptToDismiss(self)
        case .inputCorrected(let reason):
            #if DEBUG
            print("DropDownSheet: corrected an input (\(reason.rawValue))")
            #endif
        }
    }
}

extension DropDownSheetDetent {
    /// Whether this detent is as tall as the content (``DropDownSheetCore/DropDownSheetDetent/Height/content(_:)``),
    /// whose height the shell keeps current.
    var isContentSized: Bool {
        if case .content = height { return true }
        return false
    }
}
#endif
