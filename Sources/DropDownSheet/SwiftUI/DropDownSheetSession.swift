#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import DropDownSheetCore

/// One use of the SwiftUI modifier: keeps its state binding and a ``DropDownSheetController`` in
/// step (the decisions are ``DropDownSheetBindingSync``'s), creates a controller for each
/// presentation, finds a view controller to present it from, and waits for UIKit when a
/// transition is in progress. It is the controller's delegate.
///
/// The content-specific half (building the hosting controllers) is
/// ``DropDownSheetCoordinator``, a subclass generic over the app's views.
@available(iOS 15.0, *)
@MainActor
class DropDownSheetSession {
    /// Set by a session that takes a sheet over (DropDownSheetSession+Adoption.swift).
    var sync = DropDownSheetBindingSync()
    /// The app's binding(s): read on every update, written when the sheet comes to rest.
    private(set) var source: DropDownSheetStateSource?
    /// The identity of the content of the sheet shown or on its way (an item's `id`).
    private(set) var shownIdentity: AnyHashable?
    private(set) var configuration = DropDownSheetConfiguration()
    /// The configuration the modifier gave, before the content's detents.
    private var givenConfiguration = DropDownSheetConfiguration()
    /// What ``SwiftUICore/View/dropDownSheetDetents(_:selection:largestUndimmed:)`` inside the
    /// content said last (nil: nothing); kept for the next presentation of this session.
    private(set) var contentDetents: DropDownSheetDetentsPreference?
    /// A detent the binding or the selection asked for before the sheet had it: the content names
    /// its detents (``SwiftUICore/View/dropDownSheetDetents(_:selection:largestUndimmed:)``) in its
    /// own update, and they reach the session one main-actor hop later, so a detent added in the
    /// same update as its selection is not known yet. The sheet moves there when the detents that
    /// name it arrive (``setContentDetents(_:)``). `fromPresentation`: the sheet was presented to
    /// its bar meanwhile, a stand-in whose moves are not written back (DropDownSheetSession+Presenting.swift).
    var awaitedDetent: (state: DropDownSheetState, animated: Bool, fromPresentation: Bool)?
    /// The identifier given to the modifier (nil: a new UUID for each presentation) and the role,
    /// for the next sheet presented.
    private(set) var identifier: String?
    private(set) var role = DropDownSheetRole.draft
    private(set) var onAttemptToDismiss: (() -> Void)?
    /// The zero-size view controller placed in the app's view hierarchy.
    weak var anchor: DropDownSheetAnchorViewController?

    /// The sheet being shown or about to be; a new controller (and content) for each
    /// presentation, so the content's `@State` starts afresh, as in SwiftUI's own sheets. Events
    /// from an earlier controller still leaving are ignored.
    var sheet: DropDownSheetController?
    /// A presentation waiting for a view controller to present from (this view is not in a
    /// window yet, or UIKit is in the middle of a transition).
    var pendingPresentation: (state: DropDownSheetState, animated: Bool)?
    /// Whether the current sheet was handed to UIKit (so that its disappearance means something).
    var sheetWasPresented = false
    /// Controllers this session dismissed that may not be gone yet.
    var outgoingSheets: [WeakSheet] = []
    var retryIsScheduled = false
    var retries = 0
    /// How many times the waiting presentation has waited for another live session to let go of
    /// the sheet with its identifier (counted apart from ``retries``, so that a wait for a
    /// transition after it still has its own budget).
    var ownerWaits = 0

    /// From ``SwiftUICore/View/dropDownSheetDismissDisabled(_:)`` inside the content.
    var isDismissDisabled = false
    /// From ``SwiftUICore/View/dropDownSheetDragIndicator(_:)`` inside the content.
    var isGrabberVisible = false {
        didSet { sheet?.prefersGrabberVisible = isGrabberVisible }
    }

    /// From ``SwiftUICore/View/dropDownSheetEnvironmentObject(_:)`` around the modifier: the objects
    /// the sheet's views get.
    var environmentTransforms: [DropDownSheetEnvironmentTransform] = []
    /// The transforms of the sheet's content: ``environmentTransforms`` with the presenter's
    /// `isEnabled` and `redactionReasons` too (its state, which a draft shares as a `.sheet` would;
    /// a persistent bar does not: a mini player's bar stays usable under a disabled screen).
    var contentEnvironmentTransforms: [DropDownSheetEnvironmentTransform] = []
    /// What the content said about the bar (`dropDownSheetBar…` modifiers), applied to the
    /// content controller's bar item.
    var barPreferences = DropDownSheetBarPreferences()
    /// The hosting controllers of the bar's SwiftUI buttons.
    var barButtons = DropDownSheetBarButtonHosts()
    /// What the bar's buttons were last given in their environment besides the app's objects: the
    /// sheet's state (through the proxy) and what the bar is drawn on.
    var barButtonsDecoration: (state: DropDownSheetState, background: DropDownSheetBarBackground)?
    /// The presentation the current content was made for (counts presentations, and sheets taken
    /// over).
    var contentGeneration = 0
    /// The hosting views of the bar's SwiftUI image, once it has one.
    var barImage: DropDownSheetHostedBarImage?
    /// Completions of ``DropDownSheetProxy/dismiss(animated:completion:)``, each with the sheet it
    /// waits for (DropDownSheetSession+Dismissal.swift).
    var dismissCompletions: [(sheet: WeakSheet, completion: () -> Void)] = []

    /// From ``SwiftUICore/View/dropDownSheetWording(_:)`` around the modifier: the sheet's words.
    /// Handed over on every SwiftUI update; the sheet is reworded only when they changed.
    var wording = DropDownSheetWording() {
        didSet { if !wording.saysTheSame(as: oldValue) { sheet?.wording = wording } }
    }

    /// What the content sees in the environment.
    var proxy: DropDownSheetProxy { DropDownSheetProxy(state: sync.binding, session: self) }

    /// What the bar is drawn on, on this system: what a `compact:` bar reads in its environment.
    var barBackground: DropDownSheetBarBackground {
        configuration.barBackground.resolved(for: DropDownSheetGlass.systemDesign)
    }

    /// Where the bar is placed now: what a `compact:` bar reads in its environment.
    var barPlacement = DropDownSheetBarPlacement.regular

    /// Where the screen underneath's inset goes: the modifier's view's environment.
    weak var appAround: DropDownSheetAppAroundModel?
    /// From ``SwiftUICore/View/onDropDownSheetMove(perform:)`` around the modifier: told where the
    /// sheet is as it moves.
    var moveAction: DropDownSheetMoveAction?

    init() {
        Self.register(self)
    }

    // MARK: - Hooks for the generic half

    /// A new content controller for a presentation, or nil when there is no content yet.
    func makeContentController() -> UIViewController? { nil }

    /// A new compact bar's controller for a presentation, or nil for the bar drawn from the bar
    /// item (or the card's own top edge).
    func makeCompactViewController() -> UIViewController? { nil }

    /// Gives the `compact:` bar the latest views and what it reads (its placement changed).
    func refreshCompact() {}

    /// The compact bar's hosting controller, if the sheet has one.
    var compactHostingController: UIViewController? { nil }

    /// The type of the `compact:` bar's view, nil without one: a sheet whose bar is of another type
    /// is not taken over (``DropDownSheetSessionAdoption``).
    var compactType: ObjectIdentifier? { nil }

    /// This session took `left` over: the sheet gets this view's configuration and words, and
    /// (in the generic half) its content and bar the new views.
    func didAdopt(_ left: DropDownSheetLeftSheet) {
        left.sheet.configuration = configuration
        left.sheet.wording = wording
        left.sheet.prefersGrabberVisible = isGrabberVisible
    }

    /// Gives the content the latest views and ``proxy`` (subclasses call this too): here, the
    /// bar's buttons, only when what they read besides their views changed (the state, the bar's
    /// background). New views come from the content's report (``setBarPreferences(_:)``), which
    /// follows every update of the modifier's view: showing them here too would measure them twice.
    func refreshContent() {
        guard let item = sheet?.contentViewController.dropDownSheetBarItem,
              barButtonsDecoration.map({ $0.state != sync.binding || $0.background != barBackground }) ?? true else { return }
        showBarButtons(barPreferences.buttons ?? nil, in: item)
    }

    // MARK: - Input from SwiftUI

    /// A view update: the bindings' current values, the configuration and the callback.
    /// `animated` is false inside a transaction that disables animations.
    func update(source: DropDownSheetStateSource, configuration: DropDownSheetConfiguration,
                identifier: String? = nil, role: DropDownSheetRole = .draft,
                onAttemptToDismiss: (() -> Void)?, animated: Bool) {
        self.source = source
        self.identifier = identifier
        self.role = role
        self.onAttemptToDismiss = onAttemptToDismiss
        givenConfiguration = configuration
        applyConfiguration()
        // A detent the modifier's own configuration now has.
        moveToAwaitedDetent(giveUp: false)
        let requested = source.read(sync.binding)
        let replaces = DropDownSheetPresentationRequest.replacesContent(shown: shownIdentity, requested: source.identity)
        for action in sync.bindingDidChange(to: requested, replacingContent: replaces) {
            perform(action, animated: animated)
        }
        if pendingPresentation != nil, sheet == nil { adoptLeftSheet(animated: animated) }
        if requested != .dismissed { shownIdentity = source.identity }
        if pendingPresentation != nil { schedulePresentation() }
        // This view changed: a tab bar it shows now (a `TabView` behind a state) is found after
        // the layout pass that places it.
        sheet?.host?.screenUnderneathContentDidUpdate()
        if sheetHasVanished {
            // Not during the view update: writing the binding there is not allowed.
            Task { @MainActor [weak self] in self?.noticeVanishedSheet() }
        }
    }

    /// The configuration in force: the modifier's, with the detents the content names.
    private func applyConfiguration() {
        var wanted = givenConfiguration
        if let contentDetents {
            wanted.detents = contentDetents.detents
            wanted.largestUndimmedDetent = contentDetents.largestUndimmed
        }
        guard wanted != configuration else { return }
        // The bar's buttons are measured in the bar's height, which the configuration sets; a
        // content height reported for a detent changes nothing of the bar.
        var barOnly = wanted, barOnlyBefore = configuration
        barOnly.detents = []
        barOnlyBefore.detents = []
        barOnly.largestUndimmedDetent = .minimized
        barOnlyBefore.largestUndimmedDetent = .minimized
        if barOnly != barOnlyBefore { barButtonsDecoration = nil }
        configuration = wanted
        sheet?.configuration = wanted
    }

    /// Whether the sheet can rest at `state` with the configuration in force.
    func hasDetent(_ state: DropDownSheetState) -> Bool { configuration.hasDetent(state) }

    /// The content named its detents (``SwiftUICore/View/dropDownSheetDetents(_:selection:largestUndimmed:)``),
    /// or stopped naming them (nil).
    func setContentDetents(_ detents: DropDownSheetDetentsPreference?) {
        contentDetents = detents
        applyConfiguration()
        measureContent()
        moveToAwaitedDetent(giveUp: true)
    }

    /// Moves the sheet to the detent it waits for (``awaitedDetent``) once the sheet has it. With
    /// `giveUp`, the content named its detents without it: the request is the app's mistake,
    /// reported as ``DropDownSheetController/setDetent(_:animated:completion:)`` reports it, and the
    /// binding is given back where the sheet is.
    func moveToAwaitedDetent(giveUp: Bool) {
        guard let awaited = awaitedDetent, let sheet, sheet.isPresented else { return }
        if hasDetent(awaited.state) {
            awaitedDetent = nil
            sheet.setDetent(awaited.state, animated: awaited.animated)
        } else if giveUp {
            awaitedDetent = nil
            sheet.setDetent(awaited.state, animated: awaited.animated)
            // The stand-in moves were not told to the sync: they are now.
            let destination = sheet.selectedDetentIdentifier
            guard destination != .dismissed else { return }
            sync.sheetWillMove(to: destination)
            if case .resting(let state) = sheet.phase, let value = sync.sheetDidMove(to: state) { write(value) }
        }
    }

    /// Whether a move of the sheet toward `state` is one of the stand-in's, which the sync does not
    /// hear: the sheet presented to its bar while its detent is not known yet.
    func isStandInMove(to state: DropDownSheetState) -> Bool {
        guard let awaited = awaitedDetent, awaited.fromPresentation else { return false }
        return state == .minimized
    }

    /// Whether the configuration has a content-sized detent, whose height the content's hosting
    /// controller reports.
    var measuresContent: Bool {
        configuration.detents.contains { if case .content = $0.height { return true } else { return false } }
    }

    /// Whether the content is laid out at its own height now: while the sheet rests at, or heads
    /// to, a content-sized detent. Anywhere else (the full card, another detent, the bar) it fills
    /// the card as any content does, so a bottom-pinned button or a scroll view at the full card
    /// is laid out as without a content detent (second read of the detents' shell). The switch is
    /// one layout when the sheet starts toward or away from the content detent, never per frame.
    var laysOutContentAtItsHeight: Bool {
        guard measuresContent else { return false }
        let heading = sheet?.selectedDetentIdentifier ?? .dismissed
        return configuration.detents.contains { d in
            if case .content = d.height { return d.identifier == heading } else { return false }
        }
    }

    /// The content's ideal height at the card's width, in points, as its root last reported it
    /// while laid out at its own height (``DropDownSheetContentRoot``); nil until then. A height
    /// reported while the content fills the card is the card's, not the content's, and is ignored.
    var contentHeight: CGFloat?

    /// The content's root reported its height.
    func setContentHeight(_ height: CGFloat) {
        guard laysOutContentAtItsHeight, height.isFinite, height >= 0, height != contentHeight else { return }
        contentHeight = height
        measureContent()
    }

    /// Has the content's hosting controller report its ideal height as its preferred content
    /// size, while a content-sized detent needs it (the generic half).
    func measureContent() {}

    /// The content asked for `state` through ``DropDownSheetProxy``: the binding takes it, and
    /// the sheet follows.
    /// `completion` (of a minimize or an expand) runs as ``DropDownSheetController``'s does.
    func request(_ state: DropDownSheetState, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard source != nil else {
            completion?(false)
            return
        }
        let action = sync.requestFromInside(state)
        writeToBinding(state)
        perform(action, animated: animated, completion: completion)
        if let completion {
            switch action {
            case .move: break
            case .none:
                // Already there or on the way: the sheet says when it arrives.
                if let sheet, sheet.isPresented, state != .dismissed {
                    sheet.setDetent(state, animated: animated, completion: completion)
                } else {
                    completion(false)
                }
            case .present, .dismiss, .replace:
                completion(false)
            }
        }
        refreshContent()
    }

    /// The anchor reached a window (or left one): a waiting presentation may go ahead.
    func anchorDidMoveToWindow() {
        // After SwiftUI has finished adding the anchor to its view controller hierarchy.
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.noticeVanishedSheet()
            self.presentIfPossible()
        }
    }

    /// The modifier's view left the hierarchy: the sheet goes with it, unless a new view with the
    /// same identifier takes it over (DropDownSheetSession+Adoption.swift). Its `onDismiss` runs
    /// then (once the update is over); the binding is left as it is: it may be the new view's too.
    func tearDown() {
        Self.unregister(self)
        pendingPresentation = nil
        awaitedDetent = nil
        let leaving = source
        source = nil
        guard let sheet, sheet.isPresented, sync.destination != .dismissed else {
            // Already leaving: its dismissal will reach no delegate (this session goes now).
            if let sheet, sheet.isPresented { callOnDismiss(leaving?.onDismiss) }
            self.sheet = nil
            return
        }
        self.sheet = nil
        guard identifier != nil else {
            dismissWhenPossible(sheet, animated: true)
            callOnDismiss(leaving?.onDismiss)
            return
        }
        leave(sheet, onDismiss: leaving?.onDismiss)
    }

    // MARK: - Carrying out the sync's actions

    func perform(_ action: DropDownSheetBindingSync.Action, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        switch action {
        case .none:
            break
        case .present(let state):
            // A controller still leaving keeps leaving; its events no longer count.
            sheet = nil
            sheetWasPresented = false
            awaitedDetent = nil
            pendingPresentation = (state, animated)
            retries = 0
            ownerWaits = 0
            // A new sheet starts as a regular bar (the last one's inline placement is not its own).
            barPlacement = .regular
            schedulePresentation()
        case .move(let state):
            awaitedDetent = nil
            if pendingPresentation != nil {
                pendingPresentation?.state = state
                completion?(false)
            } else if let sheet, sheet.isPresented, state.isCustomDetent, !hasDetent(state) {
                // Named in the same update as the detents that hold it, which arrive a hop later:
                // the sheet goes there then (no misuse until the content names detents without it).
                awaitedDetent = (state, animated, false)
                completion?(false)
            } else if let sheet, sheet.isPresented {
                // The full card, the bar, or one of the app's detents.
                sheet.setDetent(state, animated: animated, completion: completion)
            } else {
                completion?(false)
            }
        case .replace(let state):
            // Detached first: the outgoing sheet's events only finish it (its onDismiss and its
            // last move report), and never write to the binding, which names the new item.
            if let outgoing = sheet {
                sheet = nil
                dismissWhenPossible(outgoing, animated: animated)
            }
            perform(.present(state), animated: animated)
        case .dismiss:
            awaitedDetent = nil
            if pendingPresentation != nil {
                // Never shown: nothing to dismiss.
                pendingPresentation = nil
                sheet = nil
            } else if let sheet {
                dismissWhenPossible(sheet, animated: animated)
            }
        }
    }

    func makeSheet() -> DropDownSheetController? {
        // The content made now reports for this presentation; a report of an earlier content
        // still on its way is dropped (DropDownSheetContentRoot).
        contentGeneration += 1
        guard let content = makeContentController() else { return nil }
        let sheet = DropDownSheetController(content: content, configuration: configuration,
                                            identifier: identifier ?? UUID().uuidString, role: role)
        sheet.delegate = self
        sheet.wording = wording
        // The new content reports its own preferences once it renders.
        contentHeight = nil
        isDismissDisabled = false
        isGrabberVisible = false
        barPreferences = DropDownSheetBarPreferences()
        barButtons = DropDownSheetBarButtonHosts()
        barButtonsDecoration = nil
        barImage = nil
        // Its hosting controller becomes a child of the library's container, appearing with the
        // bar; its taps that no control takes expand the sheet through SwiftUI.
        sheet.setCompactViewController(makeCompactViewController(), handlesTaps: true)
        return sheet
    }

    // MARK: - Writing back

    /// Writes `state` to the app's binding, outside any view update.
    func write(_ state: DropDownSheetState) {
        writeToBinding(state)
        refreshContent()
    }

    /// Hands `state` to the app's binding through the gate; while it waits, an update that reads
    /// the binding before the write is no request, and a change the app made meanwhile drops it
    /// (the sync's rules: ``DropDownSheetBindingSync/writeBackLands(_:)``).
    private func writeToBinding(_ state: DropDownSheetState) {
        guard let source else { return }
        let ticket = sync.writeBackWaits()
        DropDownSheetCallbackGate.run { [weak self] in
            // A session gone meanwhile (its view torn down) still hands its last value over.
            if let self, !self.sync.writeBackLands(ticket) { return }
            source.write(state)
        }
    }

    /// Runs the app's `onDismiss`, outside any view update.
    func callOnDismiss(_ onDismiss: (() -> Void)?) {
        if let onDismiss { DropDownSheetCallbackGate.run(onDismiss) }
    }

    /// Whether the current sheet went away without telling (its presenting screen torn down).
    private var sheetHasVanished: Bool {
        guard let sheet, sheetWasPresented, pendingPresentation == nil else { return false }
        return !sheet.isPresented && sync.destination != .dismissed
    }

    private func noticeVanishedSheet() {
        guard sheetHasVanished, let vanished = sheet else { return }
        sheet = nil
        if let value = sync.sheetDidDisappear() { write(value) }
        callOnDismiss(source?.onDismiss)
        finishDismissal(of: vanished)
    }
}

/// A weak reference to a sheet controller.
@MainActor
struct WeakSheet {
    weak var sheet: DropDownSheetController?
    init(_ sheet: DropDownSheetController) { self.sheet = sheet }
}
#endif
