#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Presenting a view as a drop-down sheet driven by a `Bool` or an optional item, as SwiftUI's
/// `sheet(isPresented:)` and `sheet(item:)` are.
@available(iOS 15.0, *)
public extension View {
    /// Presents `content` as a drop-down sheet while `isPresented` is `true`, like SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)`: a card the user swipes down into a bar at the
    /// bottom of the screen while the screen underneath keeps working.
    ///
    /// - Setting `isPresented` to `true` presents the sheet, expanded unless `isMinimized` says
    ///   otherwise; setting it to `false` dismisses it. When the user dismisses the sheet (a swipe
    ///   on the bar), `isPresented` becomes `false` once the sheet is gone, and `onDismiss` is
    ///   called, as it is after any dismissal.
    /// - `isMinimized`, when given, moves the presented sheet from outside it: `true` takes it to
    ///   its bar, `false` to the full card, and the user's own moves write it back when the sheet
    ///   comes to rest. It is left as it is when the sheet is dismissed, so the next presentation
    ///   opens as the last one was left. Without it, the sheet stays where the user puts it.
    /// - A view update that repeats the bindings' values never moves the sheet.
    ///
    /// Otherwise the same as ``SwiftUICore/View/dropDownSheet(state:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)``.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is presented.
    ///   - isMinimized: Whether the presented sheet shows only its bar. Default nil: presented
    ///     expanded, then where the user puts it.
    ///   - onDismiss: Called when the sheet has gone, whoever dismissed it. Default nil.
    ///   - configuration: The sheet's knobs, as for UIKit. Default: all defaults.
    ///   - identifier: The sheet's identifier among the sheets of its screen: give one (a draft's
    ///     key in the app's storage) so that its drafts take part in
    ///     ``UIKit/UIViewController/dropDownSheetStackSnapshot`` and restore. Default nil: a new
    ///     UUID for each presentation.
    ///   - role: `.draft` (default), or `.accessory` for a persistent bar such as a mini player,
    ///     which stays under the drafts' bar while drafts come and go.
    ///   - onAttemptToDismiss: Called when the user tried to dismiss the sheet while
    ///     ``SwiftUICore/View/dropDownSheetDismissDisabled(_:)`` kept it. Default nil.
    ///   - content: The sheet's content, built only while `isPresented` is `true`.
    func dropDownSheet<Content: View>(
        isPresented: Binding<Bool>,
        isMinimized: Binding<Bool>? = nil,
        onDismiss: (() -> Void)? = nil,
        configuration: DropDownSheetConfiguration = .init(),
        identifier: String? = nil,
        role: DropDownSheetRole = .draft,
        onAttemptToDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(DropDownSheetModifier<Content, EmptyView>(
            source: .presented(isPresented, isMinimized: isMinimized, onDismiss: onDismiss),
            configuration: configuration, identifier: identifier, role: role,
            onAttemptToDismiss: onAttemptToDismiss,
            sheetContent: content, compact: nil))
    }

    /// Presents a drop-down sheet for `item` while it is not nil, built by `content` from it, like
    /// SwiftUI's `sheet(item:onDismiss:content:)`.
    ///
    /// - Setting `item` presents the sheet, expanded unless `isMinimized` says otherwise; setting
    ///   it to nil dismisses it. When the user dismisses the sheet, `item` becomes nil once the
    ///   sheet is gone, and `onDismiss` is called, as it is after any dismissal.
    /// - Setting `item` to one with another `id` while the sheet is up replaces the sheet: the
    ///   one showing the old item is dismissed and a new one presented for the new item, where
    ///   the old one was (card or bar). A new value with the same `id` updates the content in
    ///   place.
    /// - `isMinimized`, when given, moves the presented sheet from outside it, as for
    ///   ``SwiftUICore/View/dropDownSheet(isPresented:isMinimized:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)``.
    ///
    /// - Parameters:
    ///   - item: The item the sheet shows; nil when no sheet is presented.
    ///   - isMinimized: Whether the presented sheet shows only its bar. Default nil: presented
    ///     expanded, then where the user puts it.
    ///   - onDismiss: Called when a sheet has gone, whoever dismissed it (also the sheet of an
    ///     item that was replaced). Default nil.
    ///   - configuration: The sheet's knobs, as for UIKit. Default: all defaults.
    ///   - identifier: The sheet's identifier among the sheets of its screen: give one (a draft's
    ///     key in the app's storage) so that its drafts take part in
    ///     ``UIKit/UIViewController/dropDownSheetStackSnapshot`` and restore. Default nil: a new
    ///     UUID for each presentation.
    ///   - role: `.draft` (default), or `.accessory` for a persistent bar such as a mini player,
    ///     which stays under the drafts' bar while drafts come and go.
    ///   - onAttemptToDismiss: Called when the user tried to dismiss the sheet while
    ///     ``SwiftUICore/View/dropDownSheetDismissDisabled(_:)`` kept it. Default nil.
    ///   - content: The sheet's content for an item.
    func dropDownSheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        isMinimized: Binding<Bool>? = nil,
        onDismiss: (() -> Void)? = nil,
        configuration: DropDownSheetConfiguration = .init(),
        identifier: String? = nil,
        role: DropDownSheetRole = .draft,
        onAttemptToDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        return modifier(DropDownSheetModifier<Content?, EmptyView>(
            source: .item(item, isMinimized: isMinimized, onDismiss: onDismiss),
            configuration: configuration, identifier: identifier, role: role,
            onAttemptToDismiss: onAttemptToDismiss,
            sheetContent: { current.map(content) }, compact: nil))
    }
}
#endif
