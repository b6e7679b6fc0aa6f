#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The part of the presenting view's environment that the sheet's views inherit, as they would
/// inside SwiftUI's own `sheet(isPresented:)`: the values that say how to format, size, reach and
/// show things. Read from the anchor's environment on every update of the modifier's view, and
/// applied outside the values and objects handed over with `dropDownSheetEnvironment` and
/// `dropDownSheetEnvironmentObject`, so those win.
///
/// Why a curated set and not the whole environment: SwiftUI documents no way to hand a hosting
/// controller another view's environment. Its values can only be copied one by one, through
/// their public key paths; environment objects and `@Observable` objects are kept by their type,
/// which cannot be listed; and copying `\.self` whole would carry the presenter's `dismiss`,
/// `presentationMode` and `isPresented`, so `dismiss()` inside the sheet would dismiss the screen
/// underneath.
///
/// SwiftData's `modelContext` is not among them: reading it would link SwiftData (iOS 17) into
/// every app that uses the library, down to its iOS 15 deployment target, and nothing documents
/// that such a link is weak. An app hands its context over itself:
/// `.dropDownSheetEnvironment(\.modelContext, modelContext)`.
@available(iOS 15.0, *)
struct DropDownSheetInheritedEnvironment {
    let locale: Locale
    let calendar: Calendar
    let timeZone: TimeZone
    let dynamicTypeSize: DynamicTypeSize
    let font: Font?
    let openURL: OpenURLAction
    let redactionReasons: RedactionReasons
    let isEnabled: Bool

    /// The curated values of `environment` (`openURL` is main-actor isolated).
    @MainActor
    init(_ environment: EnvironmentValues) {
        locale = environment.locale
        calendar = environment.calendar
        timeZone = environment.timeZone
        dynamicTypeSize = environment.dynamicTypeSize
        font = environment.font
        openURL = environment.openURL
        redactionReasons = environment.redactionReasons
        isEnabled = environment.isEnabled
    }

    /// The transform that applies the values every hosted view inherits (the content, a
    /// `compact:` bar, the bar's buttons), outermost of the sheet's transforms (the same modifiers
    /// every time, so the sheet's views keep their identity and `@State`).
    @MainActor
    var transform: DropDownSheetEnvironmentTransform {
        let values = self
        // Formed here, on the main actor, where `openURL` is isolated.
        let openURLKey: WritableKeyPath<EnvironmentValues, OpenURLAction> = \.openURL
        return DropDownSheetEnvironmentTransform { view in
            AnyView(view
                .environment(\.locale, values.locale)
                .environment(\.calendar, values.calendar)
                .environment(\.timeZone, values.timeZone)
                .environment(\.dynamicTypeSize, values.dynamicTypeSize)
                .environment(\.font, values.font)
                .environment(openURLKey, values.openURL))
        }
    }

    /// The transform of the presenter's state, for the sheet's content only: `isEnabled` and
    /// `redactionReasons` (a draft over a disabled or placeholder screen is too, as in a `.sheet`).
    /// A persistent bar (a `compact:` bar, the bar's buttons) does not take them: a mini player
    /// stays playable while the screen underneath is disabled or redacted.
    @MainActor
    var stateTransform: DropDownSheetEnvironmentTransform {
        let values = self
        return DropDownSheetEnvironmentTransform { view in
            AnyView(view
                .environment(\.redactionReasons, values.redactionReasons)
                .environment(\.isEnabled, values.isEnabled))
        }
    }
}
#endif
