#if canImport(UIKit)
@preconcurrency import UIKit
import DropDownSheetCore

/// The interpreter's loop: every input goes to the presentation, and every effect it returns is
/// carried out here, in order. No rule between sheets is decided here.
extension DropDownSheetHostViewController {
    /// Hands `input` to the presentation now, draws the result and carries out the effects it
    /// returned. Effects returned while earlier ones are being carried out (a delegate calling
    /// back) wait behind them, so delegates always hear events in the presentation's order.
    /// Returns the effects of this input (for the caller to read its `presentResult`).
    @discardableResult
    func send(_ input: DropDownSheetPresentation.Input) -> [DropDownSheetPresentation.Effect] {
        let effects = presentation.handle(input, at: clock())
        carryOut(effects)
        return effects
    }

    /// Gives the presentation the app's current answers to "may this sheet be dismissed?" for a
    /// dismissal asked for by `origin` (``DropDownSheetDismissalVeto``): by default the user's,
    /// before an input that may close one (a touch, a tap, a close, a chooser's close).
    func refreshDismissalVetoes(for origin: DropDownSheetDismissalVeto.Origin = .user) {
        for sheet in sheets {
            let isVetoed = sheet.vetoesDismissal(askedBy: origin)
            let effects = presentation.handle(.dismissalVeto(sheet.sheetIdentifier, isVetoed: isVetoed), at: clock())
            if !effects.isEmpty { carryOut(effects) }
        }
    }

    /// Runs `body` once UIKit is not switching the container between the overlay and the modal
    /// presentation (at once when it is not): a completion that presents or dismisses something
    /// would otherwise be refused by UIKit as "already presenting".
    func whenHostingSettles(_ body: @escaping () -> Void) {
        if isSwitchingHosting || isCarryingOutEffects {
            afterHostingSettles.append(body)
        } else {
            body()
        }
    }

    /// Runs what waited for the hosting to settle, if it has.
    func runWorkWaitingForHosting() {
        while !isSwitchingHosting, !isCarryingOutEffects, !afterHostingSettles.isEmpty {
            afterHostingSettles.removeFirst()()
        }
    }

    /// A monotonic clock in the display link's time base: touches and calls use the current
    /// media time, frames the time they will be shown, and neither ever goes back.
    func clock(_ time: CFTimeInterval? = nil) -> Double {
        lastTime = max(lastTime, time ?? CACurrentMediaTime())
        return lastTime
    }

    /// Whether the display link must run: a spring moves, or the picture of the screen underneath
    /// is still fading into the live screen (a sheet that came to rest within the fade, or went
    /// down without animation).
    var needsFrames: Bool {
        presentation.isMoving || presentation.isFadingUnderneathPicture
    }

    /// A display frame: the presentation advances every spring.
    func frame(at time: CFTimeInterval) {
        let effects = presentation.handle(.tick, at: clock(time))
        if effects.isEmpty {
            render()
            if !needsFrames { displayLink.stop() }
            if !presentation.isMoving { sheetsCameToRest() }
        } else {
            carryOut(effects)
        }
        // Per frame: no array is built here.
        for card in cardsByIdentifier.values { card.pinActiveScrollView() }
        deliverPositions()
    }

    private func carryOut(_ effects: [DropDownSheetPresentation.Effect]) {
        // Cards first, so that this frame draws the sheets that joined.
        for effect in effects {
            if case .sheetAdded(let id, _) = effect { addCard(for: id) }
        }
        render()
        pendingEffects.append(contentsOf: effects)
        guard !isCarryingOutEffects else { return }
        isCarryingOutEffects = true
        while !pendingEffects.isEmpty {
            carryOut(pendingEffects.removeFirst())
        }
        isCarryingOutEffects = false
        render()
        if needsFrames { displayLink.start() } else { displayLink.stop() }
        if !presentation.isMoving { sheetsCameToRest() }
        if presentation.isEmpty {
            // The last sheet left (a layout before the first sheet arrives changes nothing).
            if lastSheetLeft { finish() }
        } else {
            updateHosting()
        }
        lastSheetLeft = false
        runWorkWaitingForHosting()
        deliverPositions()
    }

    private func carryOut(_ effect: DropDownSheetPresentation.Effect) {
        switch effect {
        case .sheetAdded, .presentResult, .broughtToFront, .modalPresentationChanged:
            // Drawn by render(); the hosting follows wantsModalPresentation once the effects are out.
            break
        case .sheetRemoved(let id):
            sheetIsGone(id)
        case let .underneathInsetChanged(inset, spring):
            underneathInsetDidChange(to: inset, spring: spring)
        case let .event(id, event):
            if event == .willMove(to: .minimized) { keepChooserPicture(of: id) }
            // Raised (the full card or a detent): out of the chooser, whose picture is retaken at
            // its next minimize.
            if case .willMove(let state) = event, state.isRaised { cardsByIdentifier[id]?.releaseChooserPicture() }
            controller(for: id)?.deliver(event)
        case .inputCorrected(let correction):
            #if DEBUG
            print("DropDownSheet: corrected an input (\(correction.rawValue))")
            #endif
        case .haptic(let id):
            cardsByIdentifier[id]?.playSnapHaptic()
        case let .responder(id, action):
            carryOut(action, for: id)
        case .accessibilityFocus(let focus):
            moveAccessibilityFocus(focus)
        case .announce(let announcement):
            announce(announcement)
        case .showChooser(let ids):
            showChooser(ids)
        case .restoreFailed(let error):
            DropDownSheetMisuseReport.warn("DropDownSheet: a snapshot could not be restored (\(error)).")
        case .misuse(let misuse):
            DropDownSheetMisuseReport.report(misuse)
        }
    }

    /// The first responder inside sheet `id`: resigned and remembered as it leaves the expanded
    /// state, forgotten when it goes, and restored when it is expanded again, but only once the
    /// container is where the user sees it: presented modally, with UIKit done presenting it. An
    /// expand in the overlay under the app's alert (a deep link, a restore) would put the keyboard
    /// over the alert and the typing into a hidden draft; a restore before UIKit presents the
    /// container (an unanimated expand) would make UIKit record the sheet's text view as the
    /// presentation's first responder and give it back, cursor in the bar, when the sheet goes
    /// down again. A restore held back runs when the switch to the modal presentation ends.
    private func carryOut(_ action: DropDownSheetKeyboard.ResponderAction, for id: DropDownSheetIdentifier) {
        switch action {
        case .restore:
            heldResponderRestore = id
            restoreHeldResponderIfVisible()
        case .rememberAndResign, .forget:
            if heldResponderRestore == id { heldResponderRestore = nil }
            cardsByIdentifier[id]?.perform(action)
        }
    }

    /// Restores the first responder held back for the raised sheet, if the container is where the
    /// user sees it (``carryOut(_:for:)``): presented modally with UIKit done presenting it, or,
    /// for a sheet at an undimmed detent (which is never hosted modally: the core's
    /// ``DropDownSheetCore/DropDownSheetPresentation/wantsModalPresentation``), in the overlay
    /// while the screen underneath presents nothing above it.
    func restoreHeldResponderIfVisible() {
        guard let id = heldResponderRestore, !isSwitchingHosting else { return }
        switch hosting {
        case .modal:
            guard presentingViewController != nil, !isBeingPresented else { return }
        case .overlay:
            guard !presentation.wantsModalPresentation, isShown, underneath?.presentedViewController == nil else { return }
        }
        heldResponderRestore = nil
        guard case .resting(let state) = presentation.phase(of: id), state.isRaised else { return }
        cardsByIdentifier[id]?.perform(.restore)
    }

    /// A sheet left the presentation (after its `didMove(.dismissed)`): its card and content go,
    /// and the completions it held run once UIKit is done switching.
    private func sheetIsGone(_ id: DropDownSheetIdentifier) {
        guard let sheet = cardsByIdentifier[id]?.sheet else { return }
        deliveredPositions[id] = nil
        // A sheet presented again with this identifier hears its placement afresh (it starts
        // regular; an inline bar at once must be told).
        deliveredPlacements[id] = nil
        closedSheetWording = sheet.effectiveWording
        release(sheet)
        if presentation.isEmpty { lastSheetLeft = true }
        let completions = sheet.takeCompletionsOnLeaving()
        whenHostingSettles(completions)
    }

    /// Carries out now the removal of sheet `id`'s card that is still waiting behind the effect
    /// being carried out (a delegate presenting again from `didMove(.dismissed)`, before the
    /// `sheetRemoved` that follows it): the presentation let the sheet go already.
    func carryOutPendingRemoval(of id: DropDownSheetIdentifier) {
        guard !presentation.contains(id), let index = pendingEffects.firstIndex(of: .sheetRemoved(id)) else { return }
        pendingEffects.remove(at: index)
        sheetIsGone(id)
    }

    // MARK: - VoiceOver

    private func moveAccessibilityFocus(_ focus: DropDownSheetAccessibilityFocus) {
        switch focus {
        case .content(let id):
            cardsByIdentifier[id]?.announce(.focusContent)
        case .bar(let id):
            cardsByIdentifier[id]?.announce(.focusBar)
        case .screenUnderneath:
            guard UIAccessibility.isVoiceOverRunning else { return }
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
    }

    private func announce(_ announcement: DropDownSheetAnnouncement) {
        let text: String
        switch announcement {
        case .draftClosed(let remaining):
            // "Draft closed." in the closed sheet's words, the count in those of the sheets left.
            text = stackWording.closedAnnouncement(remaining: remaining, closed: closedSheetWording)
            closedSheetWording = nil
        case .draftLimitReached(let maximum):
            text = stackWording.stackFullAnnouncement(maximum: maximum)
        }
        lastAnnouncement = text
        guard UIAccessibility.isVoiceOverRunning else { return }
        UIAccessibility.post(notification: .announcement, argument: text)
    }

    // MARK: - Chooser

    /// A draft starts down to its bar: while its card still shows its content, its picture for the
    /// chooser is kept, a snapshot view shown at the size the chooser shows (DropDownSheetCard.swift).
    private func keepChooserPicture(of id: DropDownSheetIdentifier) {
        guard presentation.role(of: id) == .draft, let card = cardsByIdentifier[id] else { return }
        let render = presentation.renderState(of: id)
        guard DropDownSheetChooserThumbnail.showsContent(visibleHeight: render.visibleHeight, cardHeight: render.cardHeight) else { return }
        card.keepChooserPicture()
    }

    private func showChooser(_ ids: [DropDownSheetIdentifier]) {
        let items = ids.compactMap { id -> DropDownSheetChooserViewController.Item? in
            guard let card = cardsByIdentifier[id] else { return nil }
            return .init(id: id, title: (card.sheet?.effectiveWording ?? DropDownSheetWording()).sheetTitle(card.displayTitle),
                         preview: card.chooserPreview())
        }
        // Worded as the sheet on top of the stack, whose bar showed the count.
        let wording = ids.first.flatMap { cardsByIdentifier[$0]?.sheet }?.effectiveWording ?? stackWording
        let chooser = DropDownSheetChooserViewController(items: items, wording: wording) { [weak self] choice in
            guard let self else { return }
            self.refreshDismissalVetoes()
            switch choice {
            case .reopen(let id): self.send(.chooserChoice(.reopen(id)))
            case .close(let id): self.send(.chooserChoice(.close(id)))
            }
        }
        // From the screen underneath: in the overlay this container is not presented itself.
        (underneath ?? self).presentAboveDropDownSheet(chooser)
        openChooser = chooser
    }

    /// Sheet `id`'s content was replaced: a chooser that lists it (open, or waiting to be
    /// presented) shows its new title and a picture of its new content (it kept showing the old
    /// one until it was opened again). On the next turn of the run loop: the new content has been
    /// laid out by then (a picture drawn before its first layout pass would be mostly blank), and
    /// a title the app sets in `didReplace` is read.
    func sheetContentDidChange(_ id: DropDownSheetIdentifier) {
        guard let chooser = openChooser, chooser.lists(id) else { return }
        Task { @MainActor [weak self, weak chooser] in
            guard let self, let chooser, self.openChooser === chooser, let card = self.cardsByIdentifier[id] else { return }
            card.sheet?.contentViewController.viewIfLoaded?.layoutIfNeeded()
            chooser.update(id, title: (card.sheet?.effectiveWording ?? DropDownSheetWording()).sheetTitle(card.displayTitle),
                           preview: card.chooserPreview())
        }
    }
}

extension DropDownSheetHostViewController {
    /// The words the stack speaks in (its announcements, a chooser without a top sheet): those of
    /// the draft on top of the stack, else of the frontmost sheet, else the library's.
    var stackWording: DropDownSheetWording {
        let top = presentation.topDraft.flatMap { cardsByIdentifier[$0]?.sheet }
        return (top ?? sheets.last)?.effectiveWording ?? DropDownSheetWording()
    }
}

extension UIViewController {
    /// The container of drop-down sheets shown over this controller's screen, or the one this
    /// controller is inside, if any.
    var dropDownSheetHost: DropDownSheetHostViewController? {
        var ancestor: UIViewController? = self
        while let vc = ancestor {
            if let host = vc as? DropDownSheetHostViewController { return host }
            ancestor = vc.parent
        }
        if let host = dropDownSheetRootAncestor.attachedDropDownSheetHost, host.isShown { return host }
        return nil
    }
}
#endif
