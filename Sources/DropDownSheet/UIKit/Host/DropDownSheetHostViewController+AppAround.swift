#if canImport(UIKit)
import UIKit

/// The app around the sheets (issue 18): the screen underneath's tab bar or toolbar followed, the
/// room the bars take added to that screen's safe area, whose keyboard it is, and where each sheet
/// is for the app's delegate. The rules are the presentation's
/// (``DropDownSheetPresentation/underneathInset``, ``DropDownSheetKeyboard/owner(afterFirstResponderMovedTo:current:)``,
/// ``DropDownSheetPresentation/position(of:)``); this carries them out.
extension DropDownSheetHostViewController {
    // MARK: - Showing and finishing

    /// Starts following the screen underneath (`screen`, its root-most controller's view): its bars,
    /// the receivers of the inset and the first responder.
    func startFollowingScreenUnderneath(_ screen: UIView) {
        bottomBars.onChange = { [weak self] in self?.screenUnderneathBarsDidChange() }
        safeAreaAdjuster.structureDidChange = { [weak self] in self?.bottomBars.setNeedsSearch() }
        bottomBars.track(screen)
        let center = NotificationCenter.default
        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
            center.removeObserver(self, name: name, object: nil)
            center.addObserver(self, selector: #selector(textInputDidBeginEditing(_:)), name: name, object: nil)
        }
    }

    /// The sheets are gone: stops following, and gives the screen underneath back exactly the
    /// safe area it had.
    func stopFollowingScreenUnderneath() {
        bottomBars.stop()
        bottomBars.onChange = nil
        safeAreaAdjuster.restore()
        deliveredPositions = [:]
        keyboardOwner = .sheet
        let center = NotificationCenter.default
        center.removeObserver(self, name: UITextField.textDidBeginEditingNotification, object: nil)
        center.removeObserver(self, name: UITextView.textDidBeginEditingNotification, object: nil)
    }

    // MARK: - The screen's bars

    /// A tracked bar moved, hid, showed or faded, or the bars were looked for again: the sheets
    /// glide to where the bar the user sees is going, and the inset goes to the controllers above
    /// it now.
    func screenUnderneathBarsDidChange() {
        guard isShown else { return }
        // The inset first: a toolbar just shown must not be measured while its navigation
        // controller still has the inset (it would be laid out taller); the adjuster lays the
        // receivers it wrote to out again.
        adjustSafeAreaUnderneath(spring: frontSpring)
        updateContainer(animated: true)
    }

    /// A SwiftUI view that presents sheets here updated: if no bar was found yet, its new views
    /// (a `TabView` shown by a change of state) may hold one, laid out in the next pass.
    func screenUnderneathContentDidUpdate() {
        guard isShown, bottomBars.isEmpty else { return }
        bottomBars.setNeedsSearchAfterNextLayout()
    }

    /// The spring the frontmost sheet moves with (the short one with Reduce Motion).
    private var frontSpring: DropDownSheetSpring {
        for id in presentation.zOrder.reversed() {
            if let engine = presentation.engine(of: id) { return engine.spring }
        }
        return presentation.container.prefersReducedMotion ? .reducedMotion : .default
    }

    /// Re-measures the bars on a touch that passes through (cheap: no search), or, when the screen
    /// showed none yet, looks for them on the next turn of the run loop.
    func checkBottomBar() {
        guard !presentation.isEmpty else { return }
        if bottomBars.isEmpty {
            bottomBars.setNeedsSearch()
        } else if abs(bottomBars.height - presentation.container.bottomBarHeight) > 0.5
                    || bottomBars.minimizedTabBar != presentation.container.minimizedTabBar {
            updateContainer(animated: true)
        }
    }

    // MARK: - The inset

    /// Carries out ``DropDownSheetPresentation/Effect/underneathInsetChanged(_:spring:)``: the
    /// receivers get the new inset, with the bars' spring, and every sheet's delegate hears it.
    func underneathInsetDidChange(to inset: DropDownSheetUnderneathInset, spring: DropDownSheetSpring?) {
        adjustSafeAreaUnderneath(spring: spring)
        for sheet in sheets {
            sheet.delegate?.dropDownSheetController(sheet, didChangeUnderneathInset: inset)
        }
    }

    /// Adds the presentation's inset to the controllers of the screen underneath that receive it
    /// now (``DropDownSheetSafeAreaAdjuster/receivers(of:bars:)``), and gives it back from those
    /// that no longer do.
    func adjustSafeAreaUnderneath(spring: DropDownSheetSpring?) {
        guard isShown, let root = underneath else { return }
        let receivers = DropDownSheetSafeAreaAdjuster.receivers(of: root, bars: bottomBars.bars)
        safeAreaAdjuster.apply(CGFloat(presentation.underneathInset.safeAreaBottom), to: receivers, spring: spring)
    }

    // MARK: - Following the sheets

    /// Tells each sheet's delegate where the sheet is, when it changed since it was told last.
    /// After every frame and every batch of effects; allocation-free in the core (a position is a
    /// value read from the engine).
    func deliverPositions() {
        guard !isDeliveringPositions, !presentation.isEmpty else { return }
        isDeliveringPositions = true
        defer { isDeliveringPositions = false }
        for id in presentation.zOrder {
            guard let position = presentation.position(of: id), deliveredPositions[id] != position else { continue }
            deliveredPositions[id] = position
            guard let sheet = cardsByIdentifier[id]?.sheet else { continue }
            sheet.delegate?.dropDownSheetController(sheet, didChangePosition: position)
        }
    }

    // MARK: - Whose keyboard

    /// Where the first responder is when the keyboard shows or changes (`isShowing`) or goes:
    /// inside a sheet's card, else in the screen underneath; nowhere when the keyboard hides.
    func keyboardFirstResponderLocation(isShowing: Bool) -> DropDownSheetFirstResponderLocation {
        guard isShowing else { return .none }
        for card in cardsByIdentifier.values where firstResponder(in: card.clipView) != nil { return .sheet }
        return .screenUnderneath
    }

    /// Editing began in a text field or text view somewhere in the app: the keyboard is that
    /// view's, and the bars follow the rule for whose it is.
    @objc func textInputDidBeginEditing(_ notification: Notification) {
        guard isShown, let input = notification.object as? UIView else { return }
        let location: DropDownSheetFirstResponderLocation
        if cardsByIdentifier.values.contains(where: { input.isDescendant(of: $0.clipView) }) {
            location = .sheet
        } else if let window = input.window {
            location = window === view.window ? .screenUnderneath : .elsewhere
        } else {
            location = .none
        }
        firstResponderMoved(to: location)
    }

    /// Takes whose keyboard it is after the first responder moved to `location`
    /// (``DropDownSheetKeyboard/owner(afterFirstResponderMovedTo:current:)``); a change glides the
    /// bars above the keyboard or down under it.
    func firstResponderMoved(to location: DropDownSheetFirstResponderLocation) {
        let owner = DropDownSheetKeyboard.owner(afterFirstResponderMovedTo: location, current: keyboardOwner)
        guard owner != keyboardOwner else { return }
        keyboardOwner = owner
        updateContainer(animated: true)
        updateKeyboardSafeArea()
    }
}
#endif
