#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// What ``SwiftUICore/View/dropDownSheetDetents(_:selection:largestUndimmed:)`` inside the content
/// says: the detents and the largest undimmed one. The innermost view that says it wins.
@available(iOS 15.0, *)
struct DropDownSheetDetentsPreference: Equatable {
    var detents: [DropDownSheetDetent]
    var largestUndimmed: DropDownSheetDetent.Identifier
}

/// Carries ``DropDownSheetDetentsPreference`` from the content to the session; nil when no view
/// inside the content sets detents.
@available(iOS 15.0, *)
struct DropDownSheetDetentsKey: PreferenceKey {
    static var defaultValue: DropDownSheetDetentsPreference? { nil }

    static func reduce(value: inout DropDownSheetDetentsPreference?, nextValue: () -> DropDownSheetDetentsPreference?) {
        if let next = nextValue() { value = next }
    }
}

/// The heights a drop-down sheet rests at, set from inside its SwiftUI content, as
/// `presentationDetents(_:selection:)` sets a SwiftUI sheet's.
@available(iOS 15.0, *)
public extension View {
    /// Sets the heights the drop-down sheet this view is in can rest at, besides its bar and the
    /// full card, as `presentationDetents(_:selection:)` does for SwiftUI's sheets. Apply it inside
    /// the sheet's content: `.dropDownSheetDetents([.height(120, identifier: "tip"), .medium],
    /// selection: $detent, largestUndimmed: .medium)`.
    ///
    /// A ``DropDownSheetCore/DropDownSheetDetent/content(identifier:height:)`` detent is as tall as
    /// the content's ideal height, which the library measures and keeps current (the hosting
    /// controller's preferred content size from iOS 16; its `sizeThatFits(in:)` at the card's
    /// width on iOS 15); its `height` is ignored. The detents replace those of the modifier's
    /// `configuration` (``DropDownSheetCore/DropDownSheetConfiguration/detents``), and so does
    /// `largestUndimmed` its ``DropDownSheetCore/DropDownSheetConfiguration/largestUndimmedDetent``.
    /// A presentation to a detent the content has not named yet waits briefly for the content to
    /// name it (it does once it renders), then goes to the full card.
    ///
    /// - Parameters:
    ///   - detents: The app's detents (at most ``DropDownSheetCore/DropDownSheetDetent/maximumCount``),
    ///     in any order. The bar (`.minimized`) and the full card (`.expanded`) are always detents.
    ///   - selection: The detent the sheet rests at: written when the sheet comes to rest at a
    ///     detent (never while a view updates), and read when it changes (the sheet moves there,
    ///     as ``DropDownSheetController/setDetent(_:animated:completion:)``). It holds the same
    ///     value as the sheet's state binding while the sheet is presented. Default nil: no binding.
    ///   - largestUndimmed: The highest detent at which the screen underneath stays live (not
    ///     dimmed, scaled or held), as `presentationBackgroundInteraction(.enabled(upThrough:))`.
    ///     Default `.minimized`: every detent above the bar dims it.
    func dropDownSheetDetents(_ detents: [DropDownSheetDetent], selection: Binding<DropDownSheetDetent.Identifier>? = nil,
                              largestUndimmed: DropDownSheetDetent.Identifier = .minimized) -> some View {
        modifier(DropDownSheetDetentsModifier(preference: DropDownSheetDetentsPreference(detents: detents, largestUndimmed: largestUndimmed),
                                              selection: selection))
    }
}

/// Reports the detents to the session and keeps the selection in step with the sheet's state.
@available(iOS 15.0, *)
struct DropDownSheetDetentsModifier: ViewModifier {
    let preference: DropDownSheetDetentsPreference
    let selection: Binding<DropDownSheetDetent.Identifier>?
    @Environment(\.dropDownSheet) private var sheet

    func body(content: Content) -> some View {
        content
            .preference(key: DropDownSheetDetentsKey.self, value: preference)
            // The app chose a detent: the sheet moves there (the session's sync decides).
            .onChange(of: selection?.wrappedValue) { [sheet] requested in
                guard let requested, requested != .dismissed, let sheet, requested != sheet.state else { return }
                sheet.session?.request(requested, animated: true)
            }
            // The sheet rests somewhere new: the selection follows, outside any view update.
            .onChange(of: sheet?.state) { [selection] state in
                guard let selection, let state, state != .dismissed, state != selection.wrappedValue else { return }
                DropDownSheetCallbackGate.run { selection.wrappedValue = state }
            }
            .onAppear { [selection, sheet] in
                guard let selection, let state = sheet?.state, state != .dismissed, state != selection.wrappedValue else { return }
                DropDownSheetCallbackGate.run { selection.wrappedValue = state }
            }
    }
}
#endif
