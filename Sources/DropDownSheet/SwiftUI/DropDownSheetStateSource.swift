#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import DropDownSheetCore

/// Where a modifier's sheet state comes from and goes back to: a `Binding<DropDownSheetState>`
/// (`state:`), an `isPresented: Binding<Bool>` or an `item: Binding<Item?>`, each with an optional
/// `isMinimized: Binding<Bool>`. The rules are ``DropDownSheetPresentationRequest``'s.
@available(iOS 15.0, *)
struct DropDownSheetStateSource {
    /// The state the app asks for, given the one the sheet was last known to be in.
    let read: (_ current: DropDownSheetState) -> DropDownSheetState
    /// Writes the state the sheet came to rest in (or was asked for from inside) to the app.
    let write: (DropDownSheetState) -> Void
    /// The identity of the content (an item's `id`); nil for `state:` and `isPresented:`, and
    /// when there is no item.
    let identity: AnyHashable?
    /// Called when a sheet presented by the modifier has gone, whoever dismissed it.
    let onDismiss: (() -> Void)?

    /// `state:`: the binding is the state.
    static func state(_ binding: Binding<DropDownSheetState>, onDismiss: (() -> Void)?) -> Self {
        Self(read: { _ in binding.wrappedValue }, write: { binding.wrappedValue = $0 }, identity: nil, onDismiss: onDismiss)
    }

    /// `isPresented:`, with an optional `isMinimized:`.
    static func presented(_ isPresented: Binding<Bool>, isMinimized: Binding<Bool>?, onDismiss: (() -> Void)?) -> Self {
        presented(isPresented: { isPresented.wrappedValue },
                  setPresented: { if isPresented.wrappedValue != $0 { isPresented.wrappedValue = $0 } },
                  isMinimized: isMinimized, identity: nil, onDismiss: onDismiss)
    }

    /// `item:`, with an optional `isMinimized:`. Dismissal sets the item to nil.
    ///
    /// The item's binding is read and written in these closures directly: wrapping it in a
    /// `Binding<Bool>(get:set:)` would capture a non-`Sendable` `Binding<Item?>` in the
    /// `@Sendable` closures that initializer takes since iOS 18's SDK (a warning with Xcode 26).
    static func item<Item: Identifiable>(_ item: Binding<Item?>, isMinimized: Binding<Bool>?, onDismiss: (() -> Void)?) -> Self {
        presented(isPresented: { item.wrappedValue != nil },
                  setPresented: { if !$0, item.wrappedValue != nil { item.wrappedValue = nil } },
                  isMinimized: isMinimized, identity: item.wrappedValue.map { AnyHashable($0.id) },
                  onDismiss: onDismiss)
    }

    /// The rules shared by `isPresented:` and `item:`, over a read and a write of "presented".
    private static func presented(isPresented: @escaping () -> Bool, setPresented: @escaping (Bool) -> Void,
                                  isMinimized: Binding<Bool>?, identity: AnyHashable?,
                                  onDismiss: (() -> Void)?) -> Self {
        Self(
            read: { current in
                DropDownSheetPresentationRequest.state(isPresented: isPresented(),
                                                       isMinimized: isMinimized?.wrappedValue, current: current)
            },
            write: { state in
                let values = DropDownSheetPresentationRequest.writeBack(state)
                setPresented(values.isPresented)
                if let minimized = values.isMinimized, let isMinimized, isMinimized.wrappedValue != minimized {
                    isMinimized.wrappedValue = minimized
                }
            },
            identity: identity, onDismiss: onDismiss)
    }
}
#endif
