#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// What ``SwiftUICore/View/dropDownSheetDetents(_:selection:largestUndimmed:)`` inside the content
/// says: the detents and the largest undimmed one. Where several views say it, SwiftUI's rules for
/// preferences decide: `preference(key:value:)` sets the value of the whole view it modifies, so a
/// `dropDownSheetDetents` outside another replaces what the inner one says (the outermost wins),
/// and among siblings ``DropDownSheetDetentsKey``'s `reduce` keeps the last one that says anything.
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
    /// the content's ideal height at the card's width, which the library measures and keeps
    /// current on every iOS version: while the sheet has such a detent, the content is laid out at
    /// that height (`fixedSize(horizontal: false, vertical: true)`) at the top of the card, and a
    /// change of it (a state change inside, Dynamic Type) moves the sheet. Content that fills
    /// whatever it is offered (a `List`, a `ScrollView`) has no height of its own to give: use a
    /// fraction or a height for it. The detent's `height` is ignored. The detents replace those of the modifier's
    /// `configuration` (``DropDownSheetCore/DropDownSheetConfiguration/detents``), and so does
    /// `largestUndimmed` its ``DropDownSheetCore/DropDownSheetConfiguration/largestUndimmedDetent``.
    /// A presentation to a detent the content has not named yet shows the sheet's bar, and the
    /// content's first report of its detents (once it renders, on screen) moves the sheet on to
    /// that detent; so does a selection of a detent added in the same update. A detent the content
    /// then names without it is reported as a misuse, as
    /// ``DropDownSheetController/setDetent(_:animated:completion:)`` reports one.
    ///
    /// - Parameters:
    ///   - detents: The app's detents (at most ``DropDownSheetCore/DropDownSheetDetent/maximumCount``),
    ///     in any order. The bar (`.minimized`) and the full card (`.expanded`) are always detents.
    ///   - selection: The detent the sheet rests at: written when the sheet comes to rest at a
    ///     detent (never while a view updates), and read when it changes (the sheet moves there,
    ///     as ``DropDownSheetController/setDetent(_:animated:completion:)``). Its value when the
    ///     content appears picks the detent the sheet starts at, as the selection of
    ///     `presentationDetents(_:selection:)` does: the sheet moves there from where its state
    ///     binding presented it. It then holds the same value as the sheet's state binding while
    ///     the sheet is presented. Default nil: no binding.
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
            // The selection's first value picks the detent the sheet starts at, as
            // presentationDetents(selection:) does; a detent the content names in this same
            // update is reached once its detents arrive (the session waits for them).
            .onAppear { [selection, sheet] in
                guard let requested = selection?.wrappedValue, requested != .dismissed, let sheet,
                      sheet.state != .dismissed, requested != sheet.state else { return }
                sheet.session?.request(requested, animated: true)
            }
    }
}
#endif
