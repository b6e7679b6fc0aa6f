#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The `isExpanded:` forms of the `isPresented:` and `item:` modifiers: the same sheet, moved by
/// a flag that says "open" (LNPopupUI's `isPopupOpen`) instead of "minimized".
@available(iOS 15.0, *)
public extension View {
    /// Presents `content` as a drop-down sheet while `isPresented` is `true`, open (the full card)
    /// while `isExpanded` is `true` and minimized to its bar while it is `false`: the
    /// `isMinimized:` form of
    /// ``SwiftUICore/View/dropDownSheet(isPresented:isMinimized:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)``
    /// with the flag the other way round, so a persisted "open" flag needs no inverted binding.
    ///
    /// - `isExpanded` presents the sheet where it says, moves the presented sheet from outside,
    ///   and is written back when the user's own move comes to rest (`false` at the bar, `true` at
    ///   the card). It is left as it is when the sheet is dismissed, so the next presentation
    ///   opens as the last one was left.
    /// - It reads the sheet's three states as they are today (expanded, minimized, dismissed).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is presented.
    ///   - isExpanded: Whether the presented sheet shows its full card (`true`) or only its bar
    ///     (`false`). No default: without it, use the `isMinimized:` form.
    ///   - onDismiss: Called when the sheet has gone, whoever dismissed it. Default nil.
    ///   - configuration: The sheet's knobs, as for UIKit. Default: all defaults.
    ///   - identifier: The sheet's identifier among the sheets of its screen. Default nil: a new
    ///     UUID for each presentation.
    ///   - role: `.draft` (default), or `.accessory` for a persistent bar such as a mini player.
    ///   - onAttemptToDismiss: Called when the user tried to dismiss the sheet while
    ///     ``SwiftUICore/View/dropDownSheetDismissDisabled(_:)`` kept it. Default nil.
    ///   - content: The sheet's content, built only while `isPresented` is `true`.
    func dropDownSheet<Content: View>(
        isPresented: Binding<Bool>,
        isExpanded: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        configuration: DropDownSheetConfiguration = .init(),
        identifier: String? = nil,
        role: DropDownSheetRole = .draft,
        onAttemptToDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        dropDownSheet(isPresented: isPresented, isMinimized: isExpanded.dropDownSheetInverted, onDismiss: onDismiss,
                      configuration: configuration, identifier: identifier, role: role,
                      onAttemptToDismiss: onAttemptToDismiss, content: content)
    }

    /// The `isExpanded:` form of
    /// ``SwiftUICore/View/dropDownSheet(isPresented:isMinimized:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:compact:)``:
    /// a sheet whose minimized bar is `compact`, open while `isExpanded` is `true`. See
    /// ``SwiftUICore/View/dropDownSheet(isPresented:isExpanded:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)``.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is presented.
    ///   - isExpanded: Whether the presented sheet shows its full card (`true`) or only its bar
    ///     (`false`). No default.
    ///   - onDismiss: Called when the sheet has gone, whoever dismissed it. Default nil.
    ///   - configuration: The sheet's knobs. Default: all defaults.
    ///   - identifier: The sheet's identifier among the sheets of its screen. Default nil.
    ///   - role: `.draft` (default), or `.accessory` for a persistent bar such as a mini player.
    ///   - onAttemptToDismiss: Called when the user tried to dismiss the sheet while dismissal
    ///     is disabled. Default nil.
    ///   - content: The sheet's content.
    ///   - compact: The minimized bar.
    func dropDownSheet<Content: View, Compact: View>(
        isPresented: Binding<Bool>,
        isExpanded: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        configuration: DropDownSheetConfiguration = .init(),
        identifier: String? = nil,
        role: DropDownSheetRole = .draft,
        onAttemptToDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content,
        @ViewBuilder compact: @escaping () -> Compact
    ) -> some View {
        dropDownSheet(isPresented: isPresented, isMinimized: isExpanded.dropDownSheetInverted, onDismiss: onDismiss,
                      configuration: configuration, identifier: identifier, role: role,
                      onAttemptToDismiss: onAttemptToDismiss, content: content, compact: compact)
    }

    /// The `isExpanded:` form of
    /// ``SwiftUICore/View/dropDownSheet(item:isMinimized:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)``:
    /// a sheet for `item` while it is not nil, open while `isExpanded` is `true` and at its bar
    /// while it is `false`. See
    /// ``SwiftUICore/View/dropDownSheet(isPresented:isExpanded:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)``.
    ///
    /// - Parameters:
    ///   - item: The item the sheet shows; nil when no sheet is presented.
    ///   - isExpanded: Whether the presented sheet shows its full card (`true`) or only its bar
    ///     (`false`). No default.
    ///   - onDismiss: Called when a sheet has gone, whoever dismissed it. Default nil.
    ///   - configuration: The sheet's knobs. Default: all defaults.
    ///   - identifier: The sheet's identifier among the sheets of its screen. Default nil.
    ///   - role: `.draft` (default), or `.accessory` for a persistent bar such as a mini player.
    ///   - onAttemptToDismiss: Called when the user tried to dismiss the sheet while dismissal
    ///     is disabled. Default nil.
    ///   - content: The sheet's content for an item.
    func dropDownSheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        isExpanded: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        configuration: DropDownSheetConfiguration = .init(),
        identifier: String? = nil,
        role: DropDownSheetRole = .draft,
        onAttemptToDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        dropDownSheet(item: item, isMinimized: isExpanded.dropDownSheetInverted, onDismiss: onDismiss,
                      configuration: configuration, identifier: identifier, role: role,
                      onAttemptToDismiss: onAttemptToDismiss, content: content)
    }

    /// The `isExpanded:` form of
    /// ``SwiftUICore/View/dropDownSheet(item:isMinimized:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:compact:)``.
    /// See ``SwiftUICore/View/dropDownSheet(isPresented:isExpanded:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)``.
    ///
    /// - Parameters:
    ///   - item: The item the sheet shows; nil when no sheet is presented.
    ///   - isExpanded: Whether the presented sheet shows its full card (`true`) or only its bar
    ///     (`false`). No default.
    ///   - onDismiss: Called when a sheet has gone, whoever dismissed it. Default nil.
    ///   - configuration: The sheet's knobs. Default: all defaults.
    ///   - identifier: The sheet's identifier among the sheets of its screen. Default nil.
    ///   - role: `.draft` (default), or `.accessory` for a persistent bar such as a mini player.
    ///   - onAttemptToDismiss: Called when the user tried to dismiss the sheet while dismissal
    ///     is disabled. Default nil.
    ///   - content: The sheet's content for an item.
    ///   - compact: The minimized bar for an item.
    func dropDownSheet<Item: Identifiable, Content: View, Compact: View>(
        item: Binding<Item?>,
        isExpanded: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        configuration: DropDownSheetConfiguration = .init(),
        identifier: String? = nil,
        role: DropDownSheetRole = .draft,
        onAttemptToDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content,
        @ViewBuilder compact: @escaping (Item) -> Compact
    ) -> some View {
        dropDownSheet(item: item, isMinimized: isExpanded.dropDownSheetInverted, onDismiss: onDismiss,
                      configuration: configuration, identifier: identifier, role: role,
                      onAttemptToDismiss: onAttemptToDismiss, content: content, compact: compact)
    }
}

@available(iOS 15.0, *)
extension Binding where Value == Bool {
    /// The opposite flag, read and written through this binding (its dynamic member, so no
    /// closure captures the binding).
    var dropDownSheetInverted: Binding<Bool> { self[dynamicMember: \Bool.dropDownSheetNegation] }
}

extension Bool {
    /// The opposite value; setting it sets this one to the opposite of the new value.
    var dropDownSheetNegation: Bool {
        get { !self }
        set { self = !newValue }
    }
}
#endif
