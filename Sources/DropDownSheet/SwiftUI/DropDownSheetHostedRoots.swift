#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// Set by ``SwiftUI/View/dropDownSheetDismissDisabled(_:)`` inside the content; any `true` wins.
@available(iOS 15.0, *)
struct DropDownSheetDismissDisabledKey: PreferenceKey {
    static var defaultValue: Bool { false }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

/// Set by ``SwiftUI/View/dropDownSheetDragIndicator(_:)`` inside the content; the last view that
/// says something other than `.automatic` wins.
@available(iOS 15.0, *)
struct DropDownSheetDragIndicatorKey: PreferenceKey {
    static var defaultValue: Visibility { .automatic }

    static func reduce(value: inout Visibility, nextValue: () -> Visibility) {
        let next = nextValue()
        if next != .automatic { value = next }
    }
}

/// The root view of the content's hosting controller: the app's content with the sheet in its
/// environment, reporting the content's preferences to the session.
@available(iOS 15.0, *)
struct DropDownSheetContentRoot<Content: View>: View {
    var content: Content
    var proxy: DropDownSheetProxy

    var body: some View {
        content
            .environment(\.dropDownSheet, proxy)
            // Newer SDKs make these closures @Sendable, hence the hop to the main actor (the
            // values are read when a gesture begins, long after).
            .onPreferenceChange(DropDownSheetDismissDisabledKey.self) { [proxy] isDisabled in
                Task { @MainActor in proxy.session?.isDismissDisabled = isDisabled }
            }
            .onPreferenceChange(DropDownSheetDragIndicatorKey.self) { [proxy] visibility in
                let isVisible = visibility == .visible
                Task { @MainActor in proxy.session?.isGrabberVisible = isVisible }
            }
    }
}

/// The root view of the compact bar's hosting controller: the app's bar with the sheet in its
/// environment, filling the bar, a tap on which (where no control of the app's takes it)
/// expands the sheet.
@available(iOS 15.0, *)
struct DropDownSheetCompactRoot<Compact: View>: View {
    var compact: Compact
    var proxy: DropDownSheetProxy

    var body: some View {
        compact
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture { [proxy] in proxy.expand() }
            .environment(\.dropDownSheet, proxy)
    }
}

/// Holds the compact bar's hosting controller (for as long as the sheet shows the bar, even
/// while it leaves) and its view. The sheet's own tap on the bar (expand) skips touches that
/// land on a control; SwiftUI's buttons are not `UIControl`s, so the bar is one, and the tap
/// that expands is SwiftUI's (``DropDownSheetCompactRoot``), which the app's buttons in the bar
/// take precedence over. Drags on the bar still move the sheet.
@available(iOS 15.0, *)
@MainActor
final class DropDownSheetCompactContainer: UIControl {
    let hostingController: UIViewController

    init(hosting hostingController: UIViewController) {
        self.hostingController = hostingController
        let hostedView: UIView = hostingController.view
        super.init(frame: hostedView.bounds)
        hostedView.frame = bounds
        hostedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        hostedView.backgroundColor = .clear
        addSubview(hostedView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
#endif
