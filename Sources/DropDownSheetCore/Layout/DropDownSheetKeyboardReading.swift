/// Which window a first responder is in, as the UIKit shell sees it next to the sheets' own.
package enum DropDownSheetResponderWindow: Sendable, Hashable, CaseIterable {
    /// The window of the sheets and of the screen underneath.
    case sheets
    /// Another window of the same scene: a window of the app's own above the screen, or the
    /// keyboard's window, where input accessory views are drawn.
    case otherInScene
    /// A window of another scene (iPad multitasking): its keyboard is that scene's business.
    case otherScene
    /// No window: the view is not on screen.
    case none
}

/// What a keyboard frame means for the sheets: how high the keyboard the bars reckon with is,
/// whose it is, and how much of it is an input accessory view standing alone at the bottom
/// (rule of issue 18, review finding 3).
package struct DropDownSheetKeyboardReading: Sendable, Hashable {
    /// The height to give ``DropDownSheetContainer/keyboardHeight``, in points.
    package var keyboardHeight: Double
    /// Whose keyboard it is (``DropDownSheetContainer/keyboardOwner``).
    package var owner: DropDownSheetKeyboardOwner
    /// The height, up from the bottom edge, of an input accessory view of the screen underneath
    /// that is on screen without a keyboard: a bar of that screen the sheets' bars rest above, as
    /// they rest above its tab bar (the shell counts it in
    /// ``DropDownSheetContainer/bottomBarHeight``). 0 when there is none. In points.
    package var inputAccessoryBarHeight: Double
}

extension DropDownSheetKeyboard {
    /// Where a first responder is, from what the shell can tell of it, or nil when it is none of
    /// the sheets' business (a field of another scene: ignoring it keeps the owner from flipping
    /// with the order in which the scenes' notifications arrive).
    ///
    /// - Inside a sheet's card, or inside the input accessory view a sheet's content offers (a
    ///   composer drawn in the keyboard's window, which types into the sheet): ``DropDownSheetFirstResponderLocation/sheet``.
    ///   This comes before any comparison of windows.
    /// - Otherwise by window: the sheets' own is the screen underneath's
    ///   (``DropDownSheetFirstResponderLocation/screenUnderneath``), another of the scene's is
    ///   ``DropDownSheetFirstResponderLocation/elsewhere``, none is
    ///   ``DropDownSheetFirstResponderLocation/none``.
    package static func firstResponderLocation(inSheetCard: Bool, inSheetInputAccessory: Bool,
                                               window: DropDownSheetResponderWindow) -> DropDownSheetFirstResponderLocation? {
        if inSheetCard || inSheetInputAccessory { return .sheet }
        switch window {
        case .sheets: return .screenUnderneath
        case .otherInScene: return .elsewhere
        case .otherScene: return nil
        case .none: return DropDownSheetFirstResponderLocation.none
        }
    }

    /// Whether a keyboard frame reaching `keyboardHeight` points up from the bottom edge is the
    /// first responder's input accessory view alone (a chat's composer kept on screen while no
    /// keyboard is up, or above a hardware keyboard): no taller than the accessory,
    /// `inputAccessoryHeight`, and the bottom safe area below it (plus a point for rounding).
    /// False without an accessory.
    package static func isInputAccessoryAlone(keyboardHeight: Double, inputAccessoryHeight: Double,
                                              safeAreaBottom: Double) -> Bool {
        guard keyboardHeight.isFinite, inputAccessoryHeight.isFinite, inputAccessoryHeight > 0, keyboardHeight > 0 else { return false }
        let safe = safeAreaBottom.isFinite ? max(safeAreaBottom, 0) : 0
        return keyboardHeight <= inputAccessoryHeight + safe + 1
    }

    /// What a keyboard frame `keyboardHeight` points high means once the first responder is at
    /// `location` (whose keyboard it was: `current`; the first responder's input accessory view
    /// is `inputAccessoryHeight` points high, 0 without one; the bottom safe area is
    /// `safeAreaBottom`):
    ///
    /// - whose keyboard: ``owner(afterFirstResponderMovedTo:current:)``;
    /// - the screen underneath's input accessory view alone (``isInputAccessoryAlone(keyboardHeight:inputAccessoryHeight:safeAreaBottom:)``)
    ///   is no keyboard that covers the bars but a bar of that screen, which the bars rest above
    ///   (``DropDownSheetKeyboardReading/inputAccessoryBarHeight``): without this, the composer
    ///   of a chat underneath would cover the draft's bar for as long as the user stays there;
    /// - anything else is a keyboard of that height (a sheet's accessory alone too: the bars ride
    ///   above a sheet's keyboard anyway).
    ///
    /// Heights are in points; NaN, infinite and negative ones count as 0.
    package static func reading(keyboardHeight: Double, firstResponderAt location: DropDownSheetFirstResponderLocation,
                                current: DropDownSheetKeyboardOwner, inputAccessoryHeight: Double,
                                safeAreaBottom: Double) -> DropDownSheetKeyboardReading {
        let height = keyboardHeight.isFinite ? max(keyboardHeight, 0) : 0
        let owner = owner(afterFirstResponderMovedTo: location, current: current)
        if owner == .underneath,
           isInputAccessoryAlone(keyboardHeight: height, inputAccessoryHeight: inputAccessoryHeight, safeAreaBottom: safeAreaBottom) {
            return DropDownSheetKeyboardReading(keyboardHeight: 0, owner: owner, inputAccessoryBarHeight: height)
        }
        return DropDownSheetKeyboardReading(keyboardHeight: height, owner: owner, inputAccessoryBarHeight: 0)
    }
}
