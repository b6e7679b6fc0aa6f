#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

// The SwiftUI layer needs nothing newer than iOS 15, the package's minimum (`Visibility` and
// `background(alignment:content:)` are iOS 15 APIs); the `@available` attributes say so
// explicitly. It is a modifier over the UIKit shell: every behaviour is the one of
// `DropDownSheetController`.

/// Presenting a view as a drop-down sheet driven by a state binding, and the content's own
/// modifiers.
@available(iOS 15.0, *)
public extension View {
    /// Presents `content` as a drop-down sheet while `state` is not `.dismissed`: a card the user
    /// swipes down into a bar at the bottom of the screen while the screen underneath keeps
    /// working, like a draft in iOS Mail.
    ///
    /// `state` drives the sheet and follows it:
    /// - Setting it to `.expanded` or `.minimized` presents the sheet in that state (when it is
    ///   dismissed) or moves it there; setting it to `.dismissed` dismisses it. Inside
    ///   `withTransaction` with `disablesAnimations`, the sheet jumps instead of springing.
    /// - When the user moves the sheet (a swipe, a tap on the bar or on the dimmed screen), `state`
    ///   is set to the state the sheet comes to rest in, once it is there (not when it starts
    ///   moving, so a move the user interrupts writes nothing), as
    ///   ``DropDownSheetController/state`` does in UIKit. That write never moves the sheet again.
    /// - A view update that leaves `state` unchanged never moves the sheet, so the app cannot
    ///   fight a finger by accident.
    ///
    /// The sheet covers the whole window, like `sheet(isPresented:)`: it is presented from the
    /// top-most view controller above the one showing this view, so the modifier can be put on
    /// any view, inside a `NavigationStack`, `NavigationView` or `TabView`, but not inside a lazy
    /// container's rows (`List`, `LazyVStack`): SwiftUI takes those away as they scroll off, and
    /// the sheet with them. Put it on a view that stays while the sheet should (the screen, the
    /// `TabView`).
    ///
    /// When this view leaves the hierarchy, its sheet is dismissed and `onDismiss` runs; the binding
    /// is left as it is. When SwiftUI re-creates the view in the same update (an `if` on the size
    /// class, an `.id` on an ancestor, a route `switch`), a sheet with an `identifier` is taken
    /// over by the new view instead: the same sheet, content and `@State`, nothing written to the
    /// binding. Without an identifier, the old sheet goes and a new one comes. The app's callbacks
    /// (`onDismiss`, `onAttemptToDismiss`, the binding written back) never run during a view
    /// update: one that would waits for the next turn of the main run loop.
    ///
    /// Differences from `sheet(isPresented:)`: the content is hosted in its own
    /// `UIHostingController`. It inherits the presenting view's `locale`, `calendar`, `timeZone`,
    /// `dynamicTypeSize`, `font`, `openURL`, `redactionReasons` and `isEnabled` (the bar takes
    /// neither of the last two); SwiftData's `modelContext`, environment objects, `@Observable`
    /// objects and the app's own keys are
    /// handed over once with ``SwiftUICore/View/dropDownSheetEnvironmentObject(_:)`` or
    /// ``SwiftUICore/View/dropDownSheetEnvironment(_:_:)`` (which win over the inherited values).
    /// While the sheet is expanded, the screen underneath is presenting it, so an `.alert` or
    /// `.sheet` attached to that screen does not appear (UIKit refuses it, and SwiftUI does not
    /// try again): drive one in the sheet's content from the same state (Getting Started in
    /// SwiftUI). Inside it, ``SwiftUICore/EnvironmentValues/dropDownSheet`` minimizes, expands or
    /// dismisses the sheet, ``SwiftUICore/View/dropDownSheetDismissDisabled(_:)`` keeps the user from
    /// swiping it away, and ``SwiftUICore/View/dropDownSheetDragIndicator(_:)`` shows a grabber.
    ///
    /// - Parameters:
    ///   - state: Where the sheet is: `.dismissed` (not shown), `.expanded` or `.minimized`.
    ///   - onDismiss: Called once a sheet presented by this modifier has gone, whoever dismissed
    ///     it (the app, the user, or the view leaving the hierarchy), after SwiftUI's update is
    ///     over, as for `sheet(isPresented:onDismiss:content:)`. Default nil.
    ///   - configuration: The sheet's knobs, as for UIKit. Changes apply at once, moving the sheet
    ///     smoothly if its geometry changed. Default: all defaults.
    ///   - identifier: The sheet's identifier among the sheets of its screen: give one (a draft's
    ///     key in the app's storage) so that its drafts take part in
    ///     ``UIKit/UIViewController/dropDownSheetStackSnapshot`` and restore. Default nil: a new
    ///     UUID for each presentation.
    ///   - role: `.draft` (default), or `.accessory` for a persistent bar such as a mini player,
    ///     which stays under the drafts' bar while drafts come and go.
    ///   - onAttemptToDismiss: Called when the user tried to dismiss the sheet while
    ///     ``SwiftUICore/View/dropDownSheetDismissDisabled(_:)`` kept it; the sheet went back to its
    ///     bar. The place to ask "Delete Draft / Save Draft". Default nil.
    ///   - content: The sheet's content. Its navigation bar, if it has one, shows in the
    ///     minimized bar. Built only while `state` is not `.dismissed`.
    func dropDownSheet<Content: View>(
        state: Binding<DropDownSheetState>,
        onDismiss: (() -> Void)? = nil,
        configuration: DropDownSheetConfiguration = .init(),
        identifier: String? = nil,
        role: DropDownSheetRole = .draft,
        onAttemptToDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(DropDownSheetModifier<Content, EmptyView>(
            source: .state(state, onDismiss: onDismiss), configuration: configuration, identifier: identifier, role: role,
            onAttemptToDismiss: onAttemptToDismiss,
            sheetContent: content, compact: nil))
    }

    /// Presents `content` as a drop-down sheet whose minimized bar is `compact` (a mini player:
    /// artwork, title, a play button that works without opening the sheet), cross-faded with
    /// the card's content as the sheet expands. Otherwise the same as
    /// ``SwiftUICore/View/dropDownSheet(state:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)``.
    ///
    /// - Parameters:
    ///   - state: Where the sheet is: `.dismissed` (not shown), `.expanded` or `.minimized`.
    ///   - onDismiss: Called once a sheet presented by this modifier has gone, whoever dismissed
    ///     it (the app, the user, or the view leaving the hierarchy), after SwiftUI's update is
    ///     over, as for `sheet(isPresented:onDismiss:content:)`. Default nil.
    ///   - configuration: The sheet's knobs; `minimizedHeight` is the bar's height (default 60
    ///     points). Default: all defaults.
    ///   - identifier: The sheet's identifier among the sheets of its screen: give one (a draft's
    ///     key in the app's storage) so that its drafts take part in
    ///     ``UIKit/UIViewController/dropDownSheetStackSnapshot`` and restore. Default nil: a new
    ///     UUID for each presentation.
    ///   - role: `.draft` (default), or `.accessory` for a persistent bar such as a mini player,
    ///     which stays under the drafts' bar while drafts come and go.
    ///   - onAttemptToDismiss: Called when the user tried to dismiss the sheet while
    ///     ``SwiftUICore/View/dropDownSheetDismissDisabled(_:)`` kept it. Default nil.
    ///   - content: The sheet's content.
    ///   - compact: The minimized bar, laid out in the bar's full width and height. Its background
    ///     is clear over the card's; it sees ``SwiftUICore/EnvironmentValues/dropDownSheet`` too. A tap
    ///     on it that no control takes expands the sheet.
    func dropDownSheet<Content: View, Compact: View>(
        state: Binding<DropDownSheetState>,
        onDismiss: (() -> Void)? = nil,
        configuration: DropDownSheetConfiguration = .init(),
        identifier: String? = nil,
        role: DropDownSheetRole = .draft,
        onAttemptToDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content,
        @ViewBuilder compact: @escaping () -> Compact
    ) -> some View {
        modifier(DropDownSheetModifier<Content, Compact>(
            source: .state(state, onDismiss: onDismiss), configuration: configuration, identifier: identifier, role: role,
            onAttemptToDismiss: onAttemptToDismiss,
            sheetContent: content, compact: compact))
    }

    /// Keeps the user from dismissing the drop-down sheet this view is in (a draft with unsaved
    /// text), like `interactiveDismissDisabled(_:)` for SwiftUI's sheets. A swipe that would
    /// dismiss it returns it to its bar and calls the modifier's `onAttemptToDismiss`. Setting
    /// the state binding to `.dismissed` still dismisses it. When several views inside the sheet
    /// use this modifier, any one of them disabling dismissal disables it.
    ///
    /// - Parameter isDisabled: Whether dismissal by the user is disabled. Default `true`.
    func dropDownSheetDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: DropDownSheetDismissDisabledKey.self, value: isDisabled)
    }

    /// Shows or hides a grabber at the top of the drop-down sheet this view is in, like
    /// `presentationDragIndicator(_:)` for SwiftUI's sheets. `.automatic` (the default when no
    /// view says otherwise) hides it.
    ///
    /// - Parameter visibility: `.visible` shows the grabber; `.hidden` and `.automatic` hide it.
    func dropDownSheetDragIndicator(_ visibility: Visibility) -> some View {
        preference(key: DropDownSheetDragIndicatorKey.self, value: visibility)
    }
}
#endif
