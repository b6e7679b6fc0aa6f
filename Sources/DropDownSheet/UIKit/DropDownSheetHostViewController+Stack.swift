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

    /// Presents `sheet` in this already shown container, to `state`. Returns `.joined`, or
    /// `.refused(.stackFull)`, changing nothing, when the stack is full.
    func join(_ sheet: DropDownSheetController, to state: DropDownSheetState, animated: Bool) -> DropDownSheetPresentationResult {
        stack.maximumCount = sheet.configuration.maximumSheetCount
        guard case .success(let commands) = stack.present(sheet.identifier, to: state) else { return .refused(.stackFull) }
        adopt(sheet)
        retainWhilePresented(sheet)
        if isViewLoaded { sheet.updateContainer(animated: false) }
        run(commands, animated: animated)
        return .joined
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
    /// stack in step, moves the view to where the sheets' phases want it (overlay or modal), and
    /// removes a sheet that is gone.
    func sheet(_ sheet: DropDownSheetController, willDeliver event: DropDownSheetEvent) {
        card(for: sheet)?.sheetWillDeliver(event)
        if case .willMove(.expanded) = event, let card = card(for: sheet) {
            bringToFront(card)
        }
        run(stack.sheet(sheet.identifier, didProduce: event))
        if case .didMove(.dismissed) = event { sheetIsGone(sheet) }
        updateHosting()
    }

    /// A tap on `sheet` at `point`: when it lands on the top bar of the stack, the stack decides
    /// (one bar expands, several open the chooser). Returns whether the stack took it.
    func handleStackTap(on sheet: DropDownSheetController, at point: CGPoint) -> Bool {
        guard stack.isStackTap(on: sheet.identifier, hit: sheet.hitTest(point), phase: sheet.phase) else { return false }
        run(stack.tapStack())
        return true
    }

    // MARK: - Leaving

    /// `sheet` came to rest dismissed: it leaves the container, and the last one to leave takes
    /// the container away.
    private func sheetIsGone(_ sheet: DropDownSheetController) {
        let others = sheets.filter { $0 !== sheet && $0.phase != .resting(.dismissed) }
        if others.isEmpty {
            finish()
            for gone in sheets {
                remove(gone)
                gone.didLeaveStack()
            }
        } else {
            remove(sheet)
            sheet.didLeaveStack()
        }
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
        // From the screen underneath: in the overlay this container is not presented itself.
        (underneath ?? self).presentAboveDropDownSheet(chooser)
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
