#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Handing environment objects to the drop-down sheets below a view.
///
/// A sheet's `content:` and `compact:` views are shown in hosting controllers of their own,
/// inside the library's container: SwiftUI's environment does not cross into another hosting
/// controller, so `@EnvironmentObject` there does not find the objects of the view that carries
/// the modifier. SwiftUI has no public way to hand over environment objects alone: they are kept
/// in `EnvironmentValues` by their type, which cannot be listed. Copying the whole environment
/// (`.environment(\.self, …)`) would also carry the presenter's `dismiss`, `presentationMode`,
/// `isPresented` and `openURL` scope, so `dismiss()` inside the sheet would dismiss the screen
/// that shows it. The library does neither; this modifier names each object once, for every
/// builder (`content:`, `compact:`, the bar's buttons) of every sheet below it.
@available(iOS 15.0, *)
public extension View {
    /// Gives `object` to the views of the drop-down sheets presented by this view and the views
    /// inside it (their `content:`, `compact:` and bar buttons), as `environmentObject(_:)` does
    /// for the views inside this one. Use it once per object, on the view that carries the
    /// `dropDownSheet` modifier or an ancestor:
    ///
    /// ```swift
    /// TabView { ... }
    ///     .dropDownSheet(state: $player) { PlayerView() } compact: { MiniPlayerBar() }
    ///     .dropDownSheetEnvironmentObject(playback)   // both builders see it
    ///     .environmentObject(playback)                // the tabs see it
    /// ```
    ///
    /// - Parameter object: The object the sheets' views read with `@EnvironmentObject`.
    func dropDownSheetEnvironmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        transformEnvironment(\.dropDownSheetEnvironmentTransforms) { transforms in
            transforms.append(DropDownSheetEnvironmentTransform { AnyView($0.environmentObject(object)) })
        }
    }
}

/// One object handed to the sheets' views.
@available(iOS 15.0, *)
struct DropDownSheetEnvironmentTransform: @unchecked Sendable {
    // Made and applied on the main actor only, by SwiftUI's updates and the session.
    let apply: (AnyView) -> AnyView
}

@available(iOS 15.0, *)
private struct DropDownSheetEnvironmentTransformsKey: EnvironmentKey {
    static var defaultValue: [DropDownSheetEnvironmentTransform] { [] }
}

@available(iOS 15.0, *)
extension EnvironmentValues {
    /// The objects handed to the sheets below, outermost first.
    var dropDownSheetEnvironmentTransforms: [DropDownSheetEnvironmentTransform] {
        get { self[DropDownSheetEnvironmentTransformsKey.self] }
        set { self[DropDownSheetEnvironmentTransformsKey.self] = newValue }
    }
}

@available(iOS 15.0, *)
extension Array where Element == DropDownSheetEnvironmentTransform {
    /// `view` with every object handed over.
    func apply<V: View>(to view: V) -> AnyView {
        reduce(AnyView(view)) { $1.apply($0) }
    }
}
#endif
