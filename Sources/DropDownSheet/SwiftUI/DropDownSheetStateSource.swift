#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

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
    static func state(_ binding: Binding<DropDownSheetState>) -> Self {
        Self(read: { _ in binding.wrappedValue }, write: { binding.wrappedValue = $0 }, identity: nil, onDismiss: nil)
    }

    /// `isPresented:`, with an optional `isMinimized:`.
    static func presented(_ isPresented: Binding<Bool>, isMinimized: Binding<Bool>?, onDismiss: (() -> Void)?) -> Self {
        Self(
            read: { current in
                DropDownSheetPresentationRequest.state(isPresented: isPresented.wrappedValue,
                                                       isMinimized: isMinimized?.wrappedValue, current: current)
            },
            write: { state in
                let values = DropDownSheetPresentationRequest.writeBack(state)
                if isPresented.wrappedValue != values.isPresented { isPresented.wrappedValue = values.isPresented }
                if let minimized = values.isMinimized, let isMinimized, isMinimized.wrappedValue != minimized {
                    isMinimized.wrappedValue = minimized
                }
            },
            identity: nil, onDismiss: onDismiss)
    }

    /// `item:`, with an optional `isMinimized:`. Dismissal sets the item to nil.
    static func item<Item: Identifiable>(_ item: Binding<Item?>, isMinimized: Binding<Bool>?, onDismiss: (() -> Void)?) -> Self {
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil },
            set: { if !$0 { item.wrappedValue = nil } })
        let presented = Self.presented(isPresented, isMinimized: isMinimized, onDismiss: onDismiss)
        return Self(read: presented.read, write: presented.write,
                    identity: item.wrappedValue.map { AnyHashable($0.id) }, onDismiss: onDismiss)
    }
}
#endif
