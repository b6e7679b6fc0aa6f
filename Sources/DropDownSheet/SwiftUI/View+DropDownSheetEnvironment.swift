#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Handing environment objects to the drop-down sheets below a view.
///
/// A sheet's `content:` and `compact:` views are shown in hosting controllers of their own,
/// inside the library's container: SwiftUI's environment does not cross into another hosting
/// controller, so `@EnvironmentObject` there does not find the objects of the view that carries
/// the modifier. (The library forwards a curated set of values by itself: `locale`, `calendar`,
/// `timeZone`, `dynamicTypeSize`, `font`, `openURL`, and to the content `redactionReasons` and
/// `isEnabled`; not SwiftData's `modelContext`, which is handed over here; a value handed over
/// here wins over the forwarded ones.) SwiftUI has no public way to hand over environment objects alone: they are kept
/// in `EnvironmentValues` by their type, which cannot be listed. Copying the whole environment
/// (`.environment(\.self, …)`) would also carry the presenter's `dismiss`, `presentationMode`,
/// `isPresented` and `openURL` scope, so `dismiss()` inside the sheet would dismiss the screen
/// that shows it. The library does neither; these modifiers name each object (or value) once,
/// for the views inside the view they are on and for every builder (`content:`, `compact:`, the
/// bar's buttons) of every sheet below it.
///
/// Hand over the same objects on every update: each one wraps the sheets' views in one more
/// layer, so handing over one more (or one fewer) than before makes SwiftUI build those views
/// afresh, their `@State` included (a draft typed in a `TextField` would be lost). SwiftUI has no
/// public way to put an object into the environment without a modifier of the object's type.
@available(iOS 15.0, *)
public extension View {
    /// Gives `object` to the views inside this one (as `environmentObject(_:)` does) and to the
    /// views of the drop-down sheets presented by this view and the views inside it (their
    /// `content:`, `compact:` and bar buttons). Use it once per object, on the view that carries
    /// the `dropDownSheet` modifier or an ancestor:
    ///
    /// ```swift
    /// // Context: struct PlayerTabs: View {
    /// // Context:     @State private var player = DropDownSheetState.minimized
    /// // Context:     @StateObject private var playback = Player()   // an ObservableObject
    /// // Context:     var body: some View { … }
    /// // Context: }
    /// TabView { Text("Library").tabItem { Label("Library", systemImage: "music.note.list") } }
    ///     .dropDownSheet(state: $player) { PlayerView() } compact: { MiniPlayerBar() }
    ///     .dropDownSheetEnvironmentObject(playback)   // the tabs and both builders see it
    /// ```
    ///
    /// - Parameter object: The object the views read with `@EnvironmentObject`.
    func dropDownSheetEnvironmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        transformEnvironment(\.dropDownSheetEnvironmentTransforms) { transforms in
            transforms.append(DropDownSheetEnvironmentTransform { AnyView($0.environmentObject(object)) })
        }
        .environmentObject(object)
    }

    /// Sets the environment value at `keyPath` to `value` for the views inside this one (as
    /// `environment(_:_:)` does) and for the views of the drop-down sheets presented by this view
    /// and the views inside it (their `content:`, `compact:` and bar buttons): a locale, a font,
    /// a colour scheme, an app's own environment key. The sheets' views do not inherit the
    /// environment of the view that presents them (they are in hosting controllers of their own).
    ///
    /// ```swift
    /// // Context: struct InboxView: View {
    /// // Context:     @State private var composing = false
    /// // Context:     var body: some View { … }
    /// // Context: }
    /// List(1..<30) { Text("Message \($0)") }
    ///     .dropDownSheet(isPresented: $composing) { TextEditor(text: .constant("Bonjour")) }
    ///     .dropDownSheetEnvironment(\.locale, Locale(identifier: "fr"))
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The environment value to set.
    ///   - value: Its value.
    func dropDownSheetEnvironment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        transformEnvironment(\.dropDownSheetEnvironmentTransforms) { transforms in
            transforms.append(DropDownSheetEnvironmentTransform { AnyView($0.environment(keyPath, value)) })
        }
        .environment(keyPath, value)
    }
}

#if canImport(SwiftUI, _version: 5.0)
// iOS 17's Observation (`@Observable`) exists only in the SDKs of Xcode 15 and later; SwiftUI's
// module version 5 came with them (see CONTRIBUTING.md: the SDK is asked, not the compiler).
/// Handing iOS 17's `@Observable` objects to the drop-down sheets below a view, as
/// `dropDownSheetEnvironmentObject(_:)` hands `ObservableObject`s (the same rules apply: name each
/// object once, and the same ones on every update).
@available(iOS 17.0, *)
public extension View {
    /// Gives `object`, an `@Observable` object, to the views inside this one (as
    /// `environment(_:)` does) and to the views of the drop-down sheets presented by this view and
    /// the views inside it (their `content:`, `compact:` and bar buttons), which read it with
    /// `@Environment(Object.self)`. iOS 17 and later.
    ///
    /// - Parameter object: The object the views read with `@Environment`.
    func dropDownSheetEnvironment<Object: AnyObject & Observable>(_ object: Object) -> some View {
        transformEnvironment(\.dropDownSheetEnvironmentTransforms) { transforms in
            transforms.append(DropDownSheetEnvironmentTransform { AnyView($0.environment(object)) })
        }
        .environment(object)
    }
}
#endif

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
    /// `view` with every object handed over. The innermost is applied closest to `view`, so that
    /// the nearest value wins, as SwiftUI's own environment does.
    func apply<V: View>(to view: V) -> AnyView {
        reversed().reduce(AnyView(view)) { $1.apply($0) }
    }
}
#endif
