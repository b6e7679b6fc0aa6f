#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The `compact:` variants of the `isPresented:` and `item:` modifiers: a sheet whose minimized
/// bar is a SwiftUI view of the app's (a mini player), driven by a `Bool` or an optional item.
@available(iOS 15.0, *)
public extension View {
    /// Presents `content` as a drop-down sheet while `isPresented` is `true`, with `compact` as
    /// its minimized bar: a mini player with its own controls, cross-faded with the card's
    /// content as the sheet expands. Otherwise the same as
    /// ``SwiftUICore/View/dropDownSheet(isPresented:isMinimized:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)``.
    ///
    /// ```swift
    /// // Context: struct PlayerTabs: View {
    /// // Context:     @State private var isPlaying = true
    /// // Context:     @State private var playerIsMinimized = true
    /// // Context:     var body: some View { … }
    /// // Context: }
    /// TabView { Text("Library").tabItem { Label("Library", systemImage: "music.note.list") } }
    ///     .dropDownSheet(isPresented: $isPlaying, isMinimized: $playerIsMinimized, role: .accessory) {
    ///         PlayerView()
    ///     } compact: {
    ///         MiniPlayerBar()
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is presented.
    ///   - isMinimized: Whether the presented sheet shows only its bar. Default nil: presented
    ///     expanded, then where the user puts it.
    ///   - onDismiss: Called when the sheet has gone, whoever dismissed it. Default nil.
    ///   - configuration: The sheet's knobs; `minimizedHeight` is the bar's height (default 60
    ///     points, grown with the text size). Default: all defaults.
    ///   - identifier: The sheet's identifier among the sheets of its screen. Default nil: a new
    ///     UUID for each presentation.
    ///   - role: `.draft` (default), or `.accessory` for a persistent bar such as a mini player.
    ///   - onAttemptToDismiss: Called when the user tried to dismiss the sheet while
    ///     ``SwiftUICore/View/dropDownSheetDismissDisabled(_:)`` kept it. Default nil.
    ///   - content: The sheet's content, built only while `isPresented` is `true`.
    ///   - compact: The minimized bar, laid out in the bar's full width and height, in a hosting
    ///     controller that is a child of the sheet's container and appears and disappears with
    ///     the bar (`onAppear`, `onDisappear` and `.task` follow the bar). A tap on it that no
    ///     control takes expands the sheet; its accessibility labels and actions reach VoiceOver.
    func dropDownSheet<Content: View, Compact: View>(
        isPresented: Binding<Bool>,
        isMinimized: Binding<Bool>? = nil,
        onDismiss: (() -> Void)? = nil,
        configuration: DropDownSheetConfiguration = .init(),
        identifier: String? = nil,
        role: DropDownSheetRole = .draft,
        onAttemptToDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content,
        @ViewBuilder compact: @escaping () -> Compact
    ) -> some View {
        modifier(DropDownSheetModifier<Content, Compact>(
            source: .presented(isPresented, isMinimized: isMinimized, onDismiss: onDismiss),
            configuration: configuration, identifier: identifier, role: role,
            onAttemptToDismiss: onAttemptToDismiss,
            sheetContent: content, compact: compact))
    }

    /// Presents a drop-down sheet for `item` while it is not nil, built by `content` from it,
    /// with `compact` (built from the same item) as its minimized bar. Setting `item` to one with
    /// another `id` replaces the sheet, where it was (card or bar). Otherwise the same as
    /// ``SwiftUICore/View/dropDownSheet(item:isMinimized:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)``.
    ///
    /// - Parameters:
    ///   - item: The item the sheet shows (the song playing); nil when no sheet is presented.
    ///   - isMinimized: Whether the presented sheet shows only its bar. Default nil: presented
    ///     expanded, then where the user puts it.
    ///   - onDismiss: Called when a sheet has gone, whoever dismissed it (also the sheet of an
    ///     item that was replaced). Default nil.
    ///   - configuration: The sheet's knobs. Default: all defaults.
    ///   - identifier: The sheet's identifier among the sheets of its screen. Default nil: a new
    ///     UUID for each presentation.
    ///   - role: `.draft` (default), or `.accessory` for a persistent bar such as a mini player.
    ///   - onAttemptToDismiss: Called when the user tried to dismiss the sheet while
    ///     ``SwiftUICore/View/dropDownSheetDismissDisabled(_:)`` kept it. Default nil.
    ///   - content: The sheet's content for an item.
    ///   - compact: The minimized bar for an item, as for the `isPresented:` variant.
    func dropDownSheet<Item: Identifiable, Content: View, Compact: View>(
        item: Binding<Item?>,
        isMinimized: Binding<Bool>? = nil,
        onDismiss: (() -> Void)? = nil,
        configuration: DropDownSheetConfiguration = .init(),
        identifier: String? = nil,
        role: DropDownSheetRole = .draft,
        onAttemptToDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content,
        @ViewBuilder compact: @escaping (Item) -> Compact
    ) -> some View {
        let current = item.wrappedValue
        return modifier(DropDownSheetModifier<Content?, Compact?>(
            source: .item(item, isMinimized: isMinimized, onDismiss: onDismiss),
            configuration: configuration, identifier: identifier, role: role,
            onAttemptToDismiss: onAttemptToDismiss,
            sheetContent: { current.map(content) }, compact: { current.map(compact) }))
    }
}
#endif
