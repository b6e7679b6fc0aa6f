#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A VoiceOver action a SwiftUI `compact:` bar offers while it is one element
/// (``SwiftUICore/View/dropDownSheetCompactAccessibility(label:actions:)``): "Play", "Next". VoiceOver
/// lists it among the bar's actions, before the sheet's own (Expand, Close), as a
/// `UIAccessibilityCustomAction` of a UIKit compact view would be.
@available(iOS 15.0, *)
public struct DropDownSheetAccessibilityAction: Sendable {
    /// What VoiceOver says for the action (localized by the app).
    public let name: String
    /// What the action does; called on the main actor, never during a SwiftUI view update.
    public let handler: @MainActor () -> Void

    /// An action named `name` that runs `handler`.
    /// - Parameters:
    ///   - name: What VoiceOver says for it.
    ///   - handler: What it does.
    public init(_ name: String, handler: @escaping @MainActor () -> Void) {
        self.name = name
        self.handler = handler
    }
}

/// What a `compact:` bar's views said about VoiceOver: the label it speaks with as one element,
/// and its actions. Compared by identity (the actions are closures): each update of the views
/// that say it is a change, which costs two properties of a view.
@available(iOS 15.0, *)
final class DropDownSheetCompactAccessibility: Equatable, @unchecked Sendable {
    // Made on the main actor by SwiftUI's updates, read there by the session.
    let label: String?
    let actions: [DropDownSheetAccessibilityAction]

    init(label: String?, actions: [DropDownSheetAccessibilityAction]) {
        self.label = label
        self.actions = actions
    }

    static func == (lhs: DropDownSheetCompactAccessibility, rhs: DropDownSheetCompactAccessibility) -> Bool { lhs === rhs }
}

/// Set by ``SwiftUICore/View/dropDownSheetCompactAccessibility(label:actions:)`` inside a `compact:`
/// bar; the view nearest the leaves wins.
@available(iOS 15.0, *)
struct DropDownSheetCompactAccessibilityKey: PreferenceKey {
    static var defaultValue: DropDownSheetCompactAccessibility? { nil }

    static func reduce(value: inout DropDownSheetCompactAccessibility?, nextValue: () -> DropDownSheetCompactAccessibility?) {
        value = nextValue() ?? value
    }
}

/// How VoiceOver reads a SwiftUI `compact:` bar.
@available(iOS 15.0, *)
public extension View {
    /// Inside a `compact:` bar (a mini player): makes the bar one VoiceOver element, as a UIKit
    /// compact view with an `accessibilityLabel` is. VoiceOver reads `label`, offers `actions`
    /// and then the sheet's own (Expand, and Close when the user may close it), and a double tap
    /// expands the sheet. Without it (or with a nil `label`), VoiceOver reads the bar's summary and
    /// then the compact view's own elements. A new label (a new song) is read the next time
    /// VoiceOver asks, without the sheet moving.
    ///
    /// - Parameters:
    ///   - label: What VoiceOver says for the bar ("Song, Artist"), or nil for the bar's elements.
    ///   - actions: The bar's own actions ("Play", "Next"), in order. Default: none.
    func dropDownSheetCompactAccessibility(label: String?, actions: [DropDownSheetAccessibilityAction] = []) -> some View {
        preference(key: DropDownSheetCompactAccessibilityKey.self, value: DropDownSheetCompactAccessibility(label: label, actions: actions))
    }
}
#endif
