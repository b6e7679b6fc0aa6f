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
class DropDownSheetSession: DropDownSheetDelegate {
    /// Set by a session that takes a sheet over (DropDownSheetSession+Adoption.swift).
    var sync = DropDownSheetBindingSync()
    /// The app's binding(s): read on every update, written when the sheet comes to rest.
    private(set) var source: DropDownSheetStateSource?
    /// The identity of the content of the sheet shown or on its way (an item's `id`).
    private var shownIdentity: AnyHashable?
    private var configuration = DropDownSheetConfiguration()
    /// The identifier given to the modifier (nil: a new UUID for each presentation) and the role,
    /// for the next sheet presented.
    private(set) var identifier: String?
    private(set) var role = DropDownSheetRole.draft
    private var onAttemptToDismiss: (() -> Void)?
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
    private var outgoingSheets: [Weak] = []
    private var retryIsScheduled = false
    private var retries = 0

    /// From ``SwiftUICore/View/dropDownSheetDismissDisabled(_:)`` inside the content.
    var isDismissDisabled = false
    /// From ``SwiftUICore/View/dropDownSheetDragIndicator(_:)`` inside the content.
    var isGrabberVisible = false {
        didSet { sheet?.prefersGrabberVisible = isGrabberVisible }
    }

    /// From ``SwiftUICore/View/dropDownSheetEnvironmentObject(_:)`` around the modifier: the objects
    /// the sheet's views get.
    var environmentTransforms: [DropDownSheetEnvironmentTransform] = []
    /// What the content said about the bar (`dropDownSheetBar…` modifiers), applied to the
    /// content controller's bar item.
    var barPreferences = DropDownSheetBarPreferences()
    /// The hosting controllers of the bar's SwiftUI buttons.
    var barButtons = DropDownSheetBarButtonHosts()
    /// What the bar's buttons were last given in their environment besides the app's objects: the
    /// sheet's state (through the proxy) and what the bar is drawn on.
    private var barButtonsDecoration: (state: DropDownSheetState, background: DropDownSheetBarBackground)?
    /// The presentation the current content was made for (counts presentations, and sheets taken
    /// over).
    var contentGeneration = 0
    /// The hosting views of the bar's SwiftUI image, once it has one.
    var barImage: DropDownSheetHostedBarImage?

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

    /// The `compact:` bar said how VoiceOver reads it: its hosting view speaks for the bar with
    /// `accessibility`'s label and actions (the card reads them each time VoiceOver asks), as a
    /// UIKit compact view does.
    func setCompactAccessibility(_ accessibility: DropDownSheetCompactAccessibility?) {
        guard let view = compactHostingController?.view else { return }
        view.accessibilityLabel = accessibility?.label
        view.accessibilityCustomActions = accessibility?.actions.map { action in
            UIAccessibilityCustomAction(name: action.name) { _ in
                DropDownSheetCallbackGate.run { action.handler() }
                return true
            }
        }
    }

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

    private func showBarButtons(_ buttons: DropDownSheetBarButtonViews?, in item: DropDownSheetBarItem) {
        barButtonsDecoration = (sync.binding, barBackground)
        barButtons.show(buttons, in: item, decorate: decorateBarButtons)
    }

    /// The content's `dropDownSheetBar…` modifiers said `bar`: the bar item follows.
    /// Only the buttons' views (made anew by every update of the content) changed: they are given
    /// to their hosts, and the bar item's other values are left alone.
    func setBarPreferences(_ bar: DropDownSheetBarPreferences) {
        guard bar != barPreferences else { return }
        var withOldButtons = bar
        withOldButtons.buttons = barPreferences.buttons
        let onlyTheButtonsChanged = withOldButtons == barPreferences
        barPreferences = bar
        guard let item = sheet?.contentViewController.dropDownSheetBarItem else { return }
        guard !onlyTheButtonsChanged else {
            showBarButtons(bar.buttons ?? nil, in: item)
            return
        }
        item.update(animated: true) {
            item.title = bar.title ?? nil
            item.subtitle = bar.subtitle ?? nil
            showImage(bar.image ?? nil, in: item)
            item.progress = bar.progress ?? nil
            item.accessibilityLabel = bar.accessibilityLabel ?? nil
            item.accessibilityHint = bar.accessibilityHint ?? nil
            showBarButtons(bar.buttons ?? nil, in: item)
        }
    }

    /// Puts `image` on `item`: a `UIImage` as its image, a SwiftUI `Image` drawn by hosting views
    /// (made once per presentation, given the new image after).
    private func showImage(_ image: DropDownSheetBarImageValue?, in item: DropDownSheetBarItem) {
        switch image {
        case .uiImage(let uiImage)?:
            item.imageProvider = nil
            item.image = uiImage
        case let .swiftUI(swiftUIImage, contentMode)?:
            item.image = nil
            if let hosted = barImage {
                hosted.show(swiftUIImage, contentMode: contentMode)
            } else {
                barImage = DropDownSheetHostedBarImage(swiftUIImage, contentMode: contentMode)
            }
            item.imageProvider = barImage
        case nil:
            item.image = nil
            item.imageProvider = nil
        }
    }

    /// The bar's buttons see the sheet and the objects handed over, as the content does, and what
    /// the bar is drawn on, as a `compact:` bar does.
    private var decorateBarButtons: (AnyView) -> AnyView {
        let proxy = proxy, transforms = environmentTransforms, background = barBackground
        return { view in
            // `.ignoresSafeArea()`: a button in the bar takes no inset (before iOS 16.4 its hosting
            // controller has no `safeAreaRegions`).
            AnyView(transforms.apply(to: view.environment(\.dropDownSheet, proxy).environment(\.dropDownSheetBarBackground, background))
                .ignoresSafeArea())
        }
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
        if configuration != self.configuration {
            self.configuration = configuration
            sheet?.configuration = configuration
        }
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

    /// The content asked for `state` through ``DropDownSheetProxy``: the binding takes it, and
    /// the sheet follows.
    /// `completion` (of a minimize or an expand) runs as ``DropDownSheetController``'s does.
    func request(_ state: DropDownSheetState, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard let source else {
            completion?(false)
            return
        }
        DropDownSheetCallbackGate.run { source.write(state) }
        let action = sync.bindingDidChange(to: state)
        perform(action, animated: animated, completion: completion)
        if let completion {
            switch action {
            case .move: break
            case .none:
                // Already there or on the way: the sheet says when it arrives.
                if let sheet, sheet.isPresented, state != .dismissed {
                    if state == .expanded { sheet.expand(animated: animated, completion: completion) } else {
                        sheet.minimize(animated: animated, completion: completion)
                    }
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
            if let onDismiss = leaving?.onDismiss { DropDownSheetCallbackGate.run(onDismiss) }
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
            pendingPresentation = (state, animated)
            retries = 0
            schedulePresentation()
        case .move(let state):
            if pendingPresentation != nil {
                pendingPresentation?.state = state
                completion?(false)
            } else if let sheet, sheet.isPresented {
                if state == .expanded {
                    sheet.expand(animated: animated, completion: completion)
                } else {
                    sheet.minimize(animated: animated, completion: completion)
                }
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

    /// Presents the waiting sheet soon: not in the middle of a SwiftUI view update, which may be
    /// where the request came from.
    func schedulePresentation() {
        Task { @MainActor [weak self] in self?.presentIfPossible() }
    }

    /// Presents the waiting sheet if there is a view controller free to present it; otherwise
    /// tries again when UIKit's transition ends, the anchor reaches a window, or the view updates.
    private func presentIfPossible() {
        adoptLeftSheet(animated: pendingPresentation?.animated ?? true)
        guard let pending = pendingPresentation else { return }
        guard let presenter = anchor?.presenter else { return }
        outgoingSheets.removeAll { !($0.sheet?.isPresented ?? false) }
        if let outgoing = outgoingSheets.first?.sheet ?? sheetLeaving(withIdentifierOf: presenter) {
            waitForTransition(of: outgoing.contentViewController)
            return
        }
        if let busy = presenter.presentedViewController, busy.isBeingPresented || busy.isBeingDismissed {
            // UIKit is in a transition there; sheets shown over that screen are no obstacle (the new
            // one joins them), and neither is another modal (the sheet starts below it, in the overlay).
            waitForTransition(of: busy)
            return
        }
        if presenter.isBeingPresented || presenter.isBeingDismissed {
            waitForTransition(of: presenter)
            return
        }
        guard let sheet = makeSheet() else { return }
        self.sheet = sheet
        pendingPresentation = nil
        // Joins the stack when other drop-down sheets are presented from the same place.
        switch presenter.presentDropDownSheet(sheet, initialState: pending.state, animated: pending.animated) {
        case .presented, .joined, .moved:
            sheetWasPresented = true
        case .refused(.presenterNotInWindow):
            // The presenter left its window meanwhile: wait for the next chance.
            self.sheet = nil
            pendingPresentation = pending
        case .refused:
            // The stack of drafts there is full, another accessory or a sheet with the same
            // identifier is there: this one is not shown, and the binding says so.
            self.sheet = nil
            if let value = sync.sheetDidDisappear() { write(value) }
        }
        refreshContent()
    }

    /// A sheet on `presenter`'s screen with this session's identifier that is on its way out
    /// (another session's, left behind): the new one waits for it rather than being refused.
    private func sheetLeaving(withIdentifierOf presenter: UIViewController) -> DropDownSheetController? {
        guard let identifier, let sheet = presenter.presentedDropDownSheets.first(where: { $0.identifier == identifier }) else { return nil }
        let onScreen = DropDownSheetSessionAdoption.SheetOnScreen(role: sheet.role, destination: sheet.destination,
                                                                  isOwnedByLiveSession: Self.isOwnedByLiveSession(sheet))
        let requested = source?.read(onScreen.destination) ?? .dismissed
        let decision = DropDownSheetSessionAdoption.decide(identifier: identifier, role: role, requested: requested, onScreen: onScreen)
        return decision == .waitForLeavingSheet ? sheet : nil
    }

    /// Calls ``presentIfPossible()`` when `controller`'s transition ends, or a frame later when
    /// it has no transition coordinator (for at most about two seconds; later updates and the
    /// anchor's return to a window try again).
    private func waitForTransition(of controller: UIViewController) {
        guard !retryIsScheduled else { return }
        retryIsScheduled = true
        if let coordinator = controller.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                Task { @MainActor [weak self] in self?.retryPresentation() }
            }
        } else if retries < 120 {
            retries += 1
            Task { @MainActor [weak self] in
                try? await Task.sleep(nanoseconds: 16_000_000)
                self?.retryPresentation()
            }
        } else {
            retryIsScheduled = false
        }
    }

    private func retryPresentation() {
        retryIsScheduled = false
        presentIfPossible()
    }

    /// Dismisses `sheet`, after any transition around it has ended (its own presentation, or an
    /// alert of the content's coming or going): UIKit ignores a dismissal it cannot start, so
    /// one that did not start is tried again (up to 20 times, every 0.1 s).
    func dismissWhenPossible(_ sheet: DropDownSheetController, animated: Bool, attempt: Int = 0) {
        if !outgoingSheets.contains(where: { $0.sheet === sheet }) { outgoingSheets.append(Weak(sheet)) }
        guard sheet.isPresented else { return }
        if let coordinator = sheet.contentViewController.transitionCoordinator
            ?? sheet.host?.presentedViewController?.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { [weak self, weak sheet] _ in
                Task { @MainActor [weak self, weak sheet] in
                    guard let sheet else { return }
                    if let self { self.dismissWhenPossible(sheet, animated: animated, attempt: attempt) } else { sheet.dismiss(animated: animated) }
                }
            }
            return
        }
        sheet.dismiss(animated: animated) { [weak self] in
            Task { @MainActor [weak self] in self?.presentIfPossible() }
        }
        guard attempt < 20 else { return }
        Task { @MainActor [weak self, weak sheet] in
            try? await Task.sleep(nanoseconds: 100_000_000)
            guard let self, let sheet, sheet.isPresented, sheet.phase != .settling(toward: .dismissed),
                  sheet.host?.isBeingDismissed == false else { return }
            self.dismissWhenPossible(sheet, animated: animated, attempt: attempt + 1)
        }
    }

    // MARK: - Writing back

    /// Writes `state` to the app's binding, outside any view update.
    private func write(_ state: DropDownSheetState) {
        if let source { DropDownSheetCallbackGate.run { source.write(state) } }
        refreshContent()
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
        guard sheetHasVanished else { return }
        sheet = nil
        if let value = sync.sheetDidDisappear() { write(value) }
        callOnDismiss(source?.onDismiss)
    }

    // MARK: - DropDownSheetDelegate

    func dropDownSheetController(_ sheet: DropDownSheetController, willMoveTo state: DropDownSheetState) {
        guard sheet === self.sheet else { return }
        sync.sheetWillMove(to: state)
    }

    func dropDownSheetController(_ sheet: DropDownSheetController, didMoveTo state: DropDownSheetState) {
        guard sheet === self.sheet else {
            // A sheet replaced by another item's, or dismissed before a new presentation: gone.
            // Its events only finish it: its last position and onDismiss, nothing written.
            if state == .dismissed {
                tellMove(.dismissed(sheet.sheetIdentifier, role: sheet.role,
                                    containerHeight: Double(sheet.host?.view.bounds.height ?? 0)), of: sheet)
                callOnDismiss(source?.onDismiss)
            }
            return
        }
        let value = sync.sheetDidMove(to: state)
        if state == .dismissed {
            self.sheet = nil
            tellMove(.dismissed(sheet.sheetIdentifier, role: sheet.role,
                                containerHeight: Double(sheet.host?.view.bounds.height ?? 0)), of: sheet)
        }
        if let value { write(value) }
        if state == .dismissed { callOnDismiss(source?.onDismiss) }
    }

    func dropDownSheetControllerShouldDismiss(_ sheet: DropDownSheetController) -> Bool {
        !isDismissDisabled
    }

    func dropDownSheetControllerDidAttemptToDismiss(_ sheet: DropDownSheetController) {
        guard sheet === self.sheet, let onAttemptToDismiss else { return }
        DropDownSheetCallbackGate.run(onAttemptToDismiss)
    }

    func dropDownSheetController(_ sheet: DropDownSheetController, didChangePosition position: DropDownSheetPosition) {
        guard sheet === self.sheet else { return }
        tellMove(position, of: sheet)
    }

    /// Tells the app's move action where `sheet` is (`.resting(.dismissed)`: gone); during a view
    /// update, once the update is over (the latest position of each sheet only).
    private func tellMove(_ position: DropDownSheetPosition, of sheet: DropDownSheetController) {
        guard let moveAction else { return }
        DropDownSheetCallbackGate.run(key: ObjectIdentifier(sheet)) { moveAction.action(position) }
    }

    func dropDownSheetController(_ sheet: DropDownSheetController, didChangeBarPlacement placement: DropDownSheetBarPlacement) {
        guard sheet === self.sheet, placement != barPlacement else { return }
        barPlacement = placement
        refreshCompact()
    }

    func dropDownSheetController(_ sheet: DropDownSheetController, didChangeUnderneathInset inset: DropDownSheetUnderneathInset) {
        guard sheet === self.sheet else { return }
        Self.share(inset, from: self)
    }
}

/// A weak reference to a sheet controller.
@MainActor
private struct Weak {
    weak var sheet: DropDownSheetController?
    init(_ sheet: DropDownSheetController) { self.sheet = sheet }
}
#endif
