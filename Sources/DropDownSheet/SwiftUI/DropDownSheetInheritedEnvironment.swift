#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
#if canImport(SwiftData)
import SwiftData
#endif
#if canImport(_SwiftData_SwiftUI)
// SwiftData's SwiftUI overlay (`EnvironmentValues.modelContext`), which Xcode imports by itself
// with SwiftUI and SwiftData; named here for compilers that do not load cross-import overlays.
import _SwiftData_SwiftUI
#endif

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
    /// SwiftData's `modelContext` (iOS 17), applied by ``applyModelContext(to:)``.
    let modelContext: Any?

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
        modelContext = Self.modelContext(of: environment)
    }

    /// The transform that applies these values, outermost of the sheet's transforms (the same
    /// modifiers every time, so the sheet's views keep their identity and `@State`).
    @MainActor
    var transform: DropDownSheetEnvironmentTransform {
        let values = self
        // Formed here, on the main actor, where `openURL` is isolated.
        let openURLKey: WritableKeyPath<EnvironmentValues, OpenURLAction> = \.openURL
        return DropDownSheetEnvironmentTransform { view in
            values.applyModelContext(to: AnyView(view
                .environment(\.locale, values.locale)
                .environment(\.calendar, values.calendar)
                .environment(\.timeZone, values.timeZone)
                .environment(\.dynamicTypeSize, values.dynamicTypeSize)
                .environment(\.font, values.font)
                .environment(openURLKey, values.openURL)
                .environment(\.redactionReasons, values.redactionReasons)
                .environment(\.isEnabled, values.isEnabled)))
        }
    }

    private static func modelContext(of environment: EnvironmentValues) -> Any? {
        #if canImport(SwiftData) && canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) { return environment.modelContext }
        #endif
        return nil
    }

    /// `view` with the presenter's `modelContext` (iOS 17, where SwiftData is in the SDK), so that
    /// `@Query` in a draft reads the app's container; `view` itself elsewhere.
    private func applyModelContext(to view: AnyView) -> AnyView {
        #if canImport(SwiftData) && canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *), let context = modelContext as? ModelContext {
            return AnyView(view.environment(\.modelContext, context))
        }
        #endif
        return view
    }
}
#endif
