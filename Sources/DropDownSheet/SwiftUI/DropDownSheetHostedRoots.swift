#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// Set by ``SwiftUICore/View/dropDownSheetDismissDisabled(_:)`` inside the content; any `true` wins.
@available(iOS 15.0, *)
struct DropDownSheetDismissDisabledKey: PreferenceKey {
    static var defaultValue: Bool { false }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

/// Set by ``SwiftUICore/View/dropDownSheetDragIndicator(_:)`` inside the content; the last view that
/// says something other than `.automatic` wins.
@available(iOS 15.0, *)
struct DropDownSheetDragIndicatorKey: PreferenceKey {
    static var defaultValue: Visibility { .automatic }

    static func reduce(value: inout Visibility, nextValue: () -> Visibility) {
        let next = nextValue()
        if next != .automatic { value = next }
    }
}

/// The content's height, from ``DropDownSheetContentRoot``'s measuring background (one writer:
/// the last value wins).
@available(iOS 15.0, *)
struct DropDownSheetContentHeightKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

/// The root view of the content's hosting controller: the app's content with the sheet in its
/// environment (and the objects handed over with `dropDownSheetEnvironmentObject`), reporting the
/// content's preferences to the session. Each report names the presentation the content was made
/// for (`generation`): one that arrives after the session moved on to another content (an
/// `item:` replaced, the report hopping to the main actor meanwhile) is not the new sheet's, and
/// is dropped.
@available(iOS 15.0, *)
struct DropDownSheetContentRoot<Content: View>: View {
    var content: Content
    var proxy: DropDownSheetProxy
    var environmentTransforms: [DropDownSheetEnvironmentTransform] = []
    /// The session's presentation this content was made for.
    var generation = 0
    /// Where the bar is placed (``SwiftUICore/EnvironmentValues/dropDownSheetBarPlacement``), for
    /// the views that set the bar item.
    var barPlacement: DropDownSheetBarPlacement = .regular
    /// Whether the sheet rests at, or heads to, a content-sized detent: the content is laid out at
    /// its ideal height at the card's width (a proposal of no height: `fixedSize(horizontal: false, vertical: true)`),
    /// at the top of the card, and that height is reported (``DropDownSheetContentHeightKey``).
    /// The same views either way (only the modifiers' values change), so the content keeps its
    /// identity and `@State` when a content-sized detent comes or goes.
    var sizesToContent = false

    var body: some View {
        environmentTransforms.apply(to: content
            .environment(\.dropDownSheet, proxy)
            .environment(\.dropDownSheetBarPlacement, barPlacement)
            // The ideal height, which no safe area changes: the bottom safe area the library adds
            // at a detent (the card below the screen) is never part of it, so no report feeds back.
            .fixedSize(horizontal: false, vertical: sizesToContent)
            .background(GeometryReader { geometry in
                Color.clear.preference(key: DropDownSheetContentHeightKey.self, value: geometry.size.height)
            })
            .frame(maxWidth: sizesToContent ? .infinity : nil, maxHeight: sizesToContent ? .infinity : nil, alignment: .top)
            .onPreferenceChange(DropDownSheetContentHeightKey.self) { [proxy, generation] height in
                Task { @MainActor in
                    guard let session = proxy.session, session.contentGeneration == generation else { return }
                    session.setContentHeight(height)
                }
            }
            // Newer SDKs make these closures @Sendable, hence the hop to the main actor (the
            // values are read when a gesture begins, long after).
            .onPreferenceChange(DropDownSheetDismissDisabledKey.self) { [proxy, generation] isDisabled in
                Task { @MainActor in
                    guard let session = proxy.session, session.contentGeneration == generation else { return }
                    session.isDismissDisabled = isDisabled
                }
            }
            .onPreferenceChange(DropDownSheetDragIndicatorKey.self) { [proxy, generation] visibility in
                let isVisible = visibility == .visible
                Task { @MainActor in
                    guard let session = proxy.session, session.contentGeneration == generation else { return }
                    session.isGrabberVisible = isVisible
                }
            }
            .onPreferenceChange(DropDownSheetDetentsKey.self) { [proxy, generation] detents in
                Task { @MainActor in
                    guard let session = proxy.session, session.contentGeneration == generation else { return }
                    session.setContentDetents(detents)
                }
            }
            .onPreferenceChange(DropDownSheetBarPreferenceKey.self) { [proxy, generation] bar in
                Task { @MainActor in
                    guard let session = proxy.session, session.contentGeneration == generation else { return }
                    session.setBarPreferences(bar)
                }
            })
    }
}

/// The root view of the compact bar's hosting controller: the app's bar with the sheet and what
/// it is drawn on in its environment (and the objects handed over), filling the bar, a tap on
/// which (where no control of the app's takes it) expands the sheet.
@available(iOS 15.0, *)
struct DropDownSheetCompactRoot<Compact: View>: View {
    var compact: Compact
    var proxy: DropDownSheetProxy
    var environmentTransforms: [DropDownSheetEnvironmentTransform] = []
    /// What the bar is drawn on (``SwiftUICore/EnvironmentValues/dropDownSheetBarBackground``).
    var barBackground: DropDownSheetBarBackground = .material
    /// Where the bar is placed (``SwiftUICore/EnvironmentValues/dropDownSheetBarPlacement``).
    var barPlacement: DropDownSheetBarPlacement = .regular
    /// The session's presentation this bar was made for (a late report of a replaced bar is
    /// dropped, as the content's are).
    var generation = 0

    var body: some View {
        environmentTransforms.apply(to: compact
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture { [proxy] in proxy.expand() }
            .onPreferenceChange(DropDownSheetCompactAccessibilityKey.self) { [proxy, generation] accessibility in
                Task { @MainActor in
                    guard let session = proxy.session, session.contentGeneration == generation else { return }
                    session.setCompactAccessibility(accessibility)
                }
            }
            .environment(\.dropDownSheet, proxy)
            .environment(\.dropDownSheetBarBackground, barBackground)
            .environment(\.dropDownSheetBarPlacement, barPlacement))
            // A bar of fixed height: no inset moves it as it passes the home indicator (before
            // iOS 16.4 the hosting controller has no `safeAreaRegions` to say so).
            .ignoresSafeArea()
    }
}
#endif
