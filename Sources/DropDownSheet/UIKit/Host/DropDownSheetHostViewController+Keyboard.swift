#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// Whose keyboard it is (issue 18, rule 3): where the first responder is when a keyboard frame
/// comes or editing begins, and what the frame means (the core's
/// ``DropDownSheetKeyboard/firstResponderLocation(inSheetCard:inSheetInputAccessory:window:)`` and
/// ``DropDownSheetKeyboard/reading(keyboardHeight:firstResponderAt:current:inputAccessoryHeight:safeAreaBottom:)``
/// decide): a sheet's keyboard carries the bars, the screen underneath's covers them, and the
/// screen underneath's input accessory view alone (a chat's composer) is a bar they rest above.
extension DropDownSheetHostViewController {
    /// Where the first responder is when the keyboard shows or changes (`isShowing`) or goes:
    /// inside a sheet's card or the input accessory view a sheet's content offers, else in the
    /// screen underneath; nowhere when the keyboard hides.
    func keyboardFirstResponderLocation(isShowing: Bool) -> DropDownSheetFirstResponderLocation {
        guard isShowing else { return .none }
        for card in cardsByIdentifier.values where firstResponder(in: card.clipView) != nil { return .sheet }
        if sheetContentControllers().contains(where: \.isFirstResponder)
            || sheetInputAccessories().contains(where: { firstResponder(in: $0) != nil }) { return .sheet }
        return .screenUnderneath
    }

    /// Editing began in a text field or text view somewhere in the app: the keyboard is that
    /// view's, and the bars follow the rule for whose it is. A field of another scene is ignored.
    @objc func textInputDidBeginEditing(_ notification: Notification) {
        guard isShown, let input = notification.object as? UIView else { return }
        let inSheetCard = cardsByIdentifier.values.contains { input.isDescendant(of: $0.clipView) }
        let inAccessory = !inSheetCard && sheetInputAccessories().contains { input.isDescendant(of: $0) }
        let window: DropDownSheetResponderWindow
        if let inputWindow = input.window {
            if inputWindow === view.window {
                window = .sheets
            } else if let scene = inputWindow.windowScene, let own = view.window?.windowScene, scene !== own {
                window = .otherScene
            } else {
                window = .otherInScene
            }
        } else {
            window = .none
        }
        guard let location = DropDownSheetKeyboard.firstResponderLocation(inSheetCard: inSheetCard, inSheetInputAccessory: inAccessory,
                                                                          window: window) else { return }
        firstResponderMoved(to: location)
    }

    /// Takes whose keyboard it is after the first responder moved to `location`; a change glides
    /// the bars above the keyboard or down under it.
    func firstResponderMoved(to location: DropDownSheetFirstResponderLocation) {
        takeKeyboard(firstResponderAt: location)
    }

    /// Works out what the keyboard frame (``keyboardFrameHeight``) means with the first responder
    /// at `location` and gives the sheets the result: the keyboard they reckon with, whose it is,
    /// and the screen underneath's input accessory standing alone as a bar. A change glides the
    /// bars (on the keyboard's own `timing` when a notification gave one, else on the library's
    /// ease; at once when not `animated`) and grows the content's safe area for a sheet's keyboard.
    func takeKeyboard(firstResponderAt location: DropDownSheetFirstResponderLocation, animated: Bool = true,
                      timing: DropDownSheetLayoutTiming? = nil) {
        let accessory: CGFloat
        switch location {
        case .screenUnderneath, .elsewhere: accessory = screenUnderneathInputAccessoryHeight()
        case .sheet, .none: accessory = 0
        }
        let reading = DropDownSheetKeyboard.reading(keyboardHeight: keyboardFrameHeight, firstResponderAt: location,
                                                    current: keyboardOwner, inputAccessoryHeight: accessory,
                                                    safeAreaBottom: ownSafeAreaBottom)
        let height = CGFloat(reading.keyboardHeight), bar = CGFloat(reading.inputAccessoryBarHeight)
        guard height != keyboardHeight || reading.owner != keyboardOwner || bar != inputAccessoryBarHeight else { return }
        keyboardHeight = height
        keyboardOwner = reading.owner
        inputAccessoryBarHeight = bar
        // The sheets hear of the keyboard first, animated, so that the layout pass the safe-area
        // change below causes (at once or later) reports a container they already glide toward.
        updateContainer(animated: animated, timing: timing)
        updateKeyboardSafeArea()
    }

    // MARK: - The sheets' and the screen's input accessory views

    /// The content controllers of the presented sheets and their descendants (at most 8 deep).
    func sheetContentControllers() -> [UIViewController] {
        var found: [UIViewController] = []
        var pending = cardsByIdentifier.values.compactMap { $0.sheet?.contentViewController }.map { ($0, 0) }
        while let (controller, depth) = pending.popLast() {
            found.append(controller)
            if depth < 8 { pending.append(contentsOf: controller.children.map { ($0, depth + 1) }) }
        }
        return found
    }

    /// The input accessory views the sheets' content controllers offer (`inputAccessoryView`, or
    /// the view of `inputAccessoryViewController`): UIKit draws them in the keyboard's window, so a
    /// composer there is the sheet's though it is in no card.
    func sheetInputAccessories() -> [UIView] {
        sheetContentControllers().compactMap { $0.inputAccessoryView ?? $0.inputAccessoryViewController?.view }
    }

    /// The height of the input accessory view of the screen underneath's first responder, or 0:
    /// the first responder among the screen's views, a controller of the screen that is first
    /// responder (a chat screen keeping its composer up), or a field inside the accessory of a
    /// controller of the screen that can become first responder (the composer's own text view).
    func screenUnderneathInputAccessoryHeight() -> CGFloat {
        guard let root = underneath, let screen = root.viewIfLoaded else { return 0 }
        if let responder = firstResponder(in: screen), let accessory = responder.inputAccessoryView ?? responder.inputAccessoryViewController?.view {
            return accessory.bounds.height
        }
        for controller in DropDownSheetScreenControllers(root: root, bars: []).controllers where controller.canBecomeFirstResponder {
            guard let accessory = controller.inputAccessoryView ?? controller.inputAccessoryViewController?.view else { continue }
            if controller.isFirstResponder || firstResponder(in: accessory) != nil { return accessory.bounds.height }
        }
        return 0
    }
}
#endif
