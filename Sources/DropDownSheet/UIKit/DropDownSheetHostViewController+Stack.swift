#if canImport(UIKit)
import UIKit

/// Several sheets in one presentation: joining it, running the stack's commands, taps on the
/// stack of bars, the chooser, and dismissing sheets one by one or all together.
extension DropDownSheetHostViewController {
    /// Starts the stack with the sheet this container was created for.
    func beginStack(with sheet: DropDownSheetController, to state: DropDownSheetState) {
        stack = DropDownSheetStack(maximumCount: sheet.configuration.maximumSheetCount)
        _ = stack.present(sheet.identifier, to: state)
        retainWhilePresented(sheet)
    }

    /// Presents `sheet` in this already presented container, to `state`. Returns `false`, changing
    /// nothing, when the stack is full.
    func join(_ sheet: DropDownSheetController, to state: DropDownSheetState, animated: Bool) -> Bool {
        stack.maximumCount = sheet.configuration.maximumSheetCount
        guard case .success(let commands) = stack.present(sheet.identifier, to: state) else { return false }
        adopt(sheet)
        retainWhilePresented(sheet)
        if isViewLoaded { sheet.updateContainer(animated: false) }
        run(commands, animated: animated)
        return true
    }

    /// The sheet with identifier `id`.
    func sheet(withIdentifier id: String) -> DropDownSheetController? {
        sheets.first { $0.identifier == id }
    }

    /// Carries out the stack's commands on the sheets' engines.
    func run(_ commands: [DropDownSheetStack.Command], animated: Bool = true) {
        for command in commands {
            switch command {
            case .present(let id, let state):
                sheet(withIdentifier: id)?.runStackPresent(to: state, animated: animated)
            case .move(let id, let state):
                sheet(withIdentifier: id)?.runStackMove(to: state, animated: animated)
            case .requestDismissal(let id):
                sheet(withIdentifier: id)?.requestDismissal()
            case .showChooser(let ids):
                showChooser(ids)
            }
        }
        applyAll()
    }

    /// Called by each sheet for each event it delivers, before its delegate hears of it: keeps the
    /// stack in step, and removes a sheet that is gone.
    func sheet(_ sheet: DropDownSheetController, willDeliver event: DropDownSheetEvent) {
        card(for: sheet)?.sheetWillDeliver(event)
        if case .willMove(.expanded) = event, let card = card(for: sheet) {
            bringToFront(card)
        }
        run(stack.sheet(sheet.identifier, didProduce: event))
        if case .didMove(.dismissed) = event { sheetIsGone(sheet) }
    }

    /// A tap on `sheet` at `point`: when it lands on the top bar of the stack, the stack decides
    /// (one bar expands, several open the chooser). Returns whether the stack took it.
    func handleStackTap(on sheet: DropDownSheetController, at point: CGPoint) -> Bool {
        guard stack.isStackTap(on: sheet.identifier, hit: sheet.hitTest(point), phase: sheet.phase) else { return false }
        run(stack.tapStack())
        return true
    }

    // MARK: - Leaving

    private func sheetIsGone(_ sheet: DropDownSheetController) {
        if dismissalTransition != nil {
            completeDismissalIfDone()
            return
        }
        let others = sheets.filter { $0 !== sheet && $0.phase != .resting(.dismissed) }
        if others.isEmpty {
            // The last sheet went (the user swiped its bar away): finish with UIKit; the animator
            // finds nothing left to animate.
            if presentingViewController != nil, !isBeingDismissed {
                (presentingViewController ?? self).dismiss(animated: true)
            }
        } else {
            remove(sheet)
            sheet.didLeaveStack()
        }
    }

    /// UIKit dismisses the container (the last sheet's `dismiss()`, or the app dismissing from
    /// outside): every sheet still shown springs away; the transition ends when all are gone.
    func runDismissal(_ context: UIViewControllerContextTransitioning) {
        dismissalTransition = context
        for sheet in sheets { sheet.beginDismissal(animated: context.isAnimated) }
        completeDismissalIfDone()
    }

    private func completeDismissalIfDone() {
        guard let transition = dismissalTransition, sheets.allSatisfy({ $0.phase == .resting(.dismissed) }) else { return }
        dismissalTransition = nil
        transition.completeTransition(!transition.transitionWasCancelled)
    }

    /// The UIKit dismissal ended (or was cancelled).
    func dismissalDidEnd(completed: Bool) {
        if completed { restorePresentingView() }
        for sheet in sheets { sheet.dismissalDidEnd(completed: completed) }
    }

    // MARK: - Chooser

    private func showChooser(_ ids: [String]) {
        let items = ids.compactMap { id -> DropDownSheetChooserViewController.Item? in
            guard let sheet = sheet(withIdentifier: id), let card = card(for: sheet) else { return nil }
            return .init(id: id, title: DropDownSheetAccessibility.barLabel(title: card.contentTitle),
                         preview: card.previewImage())
        }
        let chooser = DropDownSheetChooserViewController(items: items) { [weak self] choice in
            guard let self else { return }
            switch choice {
            case .reopen(let id): self.run(self.stack.expand(id))
            case .close(let id): self.run(self.stack.close(id))
            }
        }
        presentAboveDropDownSheet(chooser)
    }
}

extension UIViewController {
    /// The container of drop-down sheets presented from this controller (or above it), or the one
    /// this controller is inside, if any.
    var dropDownSheetHost: DropDownSheetHostViewController? {
        var ancestor: UIViewController? = self
        while let vc = ancestor {
            if let host = vc as? DropDownSheetHostViewController { return host }
            ancestor = vc.parent
        }
        var presented = presentedViewController
        while let vc = presented {
            if let host = vc as? DropDownSheetHostViewController, !host.isBeingDismissed, host.dismissalTransition == nil {
                return host
            }
            presented = vc.presentedViewController
        }
        return nil
    }
}
#endif
