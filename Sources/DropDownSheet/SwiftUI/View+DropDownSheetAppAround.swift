#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The app around the sheets in SwiftUI: how much room the bars take at the bottom of the screen
/// underneath, and where a sheet is while it moves.
@available(iOS 15.0, *)
public extension View {
    /// Writes where the drop-down sheet presented by this view is, on every display frame in
    /// which it moved (its progress, 1 expanded and 0 minimized, and the frame of its visible
    /// part in the window's coordinates), and nil while none is presented: for a view that follows
    /// the sheet (a map keeping its camera clear of the card, a header fading as the card rises),
    /// as FloatingPanel's `floatingPanelDidMove` allows. Put it on the view that carries
    /// ``SwiftUICore/View/dropDownSheet(state:configuration:identifier:role:onAttemptToDismiss:content:)``
    /// (after that modifier), or on an ancestor.
    ///
    /// ```swift
    /// @State private var sheetPosition: DropDownSheetPosition?
    ///
    /// MapView(bottomPadding: sheetPosition.map { 844 - $0.y } ?? 0)
    ///     .dropDownSheet(state: $state) { Directions() }
    ///     .dropDownSheetPosition($sheetPosition)
    /// ```
    ///
    /// The binding is written up to 120 times a second while the sheet springs or follows a
    /// finger, and each write updates the views that read it: keep what depends on it cheap
    /// (an offset, an opacity), or read `.onChange(of:)` and act on thresholds.
    ///
    /// - Parameter position: Where the sheet is; nil while no sheet is presented.
    func dropDownSheetPosition(_ position: Binding<DropDownSheetPosition?>) -> some View {
        environment(\.dropDownSheetPositionBinding, DropDownSheetPositionBinding(binding: position))
    }
}

/// The binding ``SwiftUICore/View/dropDownSheetPosition(_:)`` gives the sheet below it.
@available(iOS 15.0, *)
struct DropDownSheetPositionBinding {
    var binding: Binding<DropDownSheetPosition?>
}

@available(iOS 15.0, *)
private struct DropDownSheetPositionBindingKey: EnvironmentKey {
    static var defaultValue: DropDownSheetPositionBinding? { nil }
}

@available(iOS 15.0, *)
private struct DropDownSheetUnderneathInsetKey: EnvironmentKey {
    static var defaultValue: DropDownSheetUnderneathInset { DropDownSheetUnderneathInset() }
}

/// The room the drop-down sheets' bars take, for the views of the screen underneath.
@available(iOS 15.0, *)
extension EnvironmentValues {
    /// How much room the bars of the drop-down sheets presented by the view that carries
    /// ``SwiftUICore/View/dropDownSheet(state:configuration:identifier:role:onAttemptToDismiss:content:)``
    /// take at the bottom of the screen: `bottom` points above its tab bar or toolbar (or, without
    /// one, above its bottom safe area). Set for that view and everything inside it; zero while no
    /// sheet is presented. The library adds `safeAreaBottom` of it to the safe area of the
    /// screen's content already (all of it, unless a sheet opted out with
    /// ``DropDownSheetCore/DropDownSheetConfiguration/adjustsSafeAreaUnderneath``), so a `List`
    /// ends above the bars by itself; a sheet that opted out makes room for the rest:
    ///
    /// ```swift
    /// @Environment(\.dropDownSheetUnderneathInset) private var inset
    ///
    /// List(tracks) { TrackRow(track: $0) }
    ///     .safeAreaInset(edge: .bottom) { Color.clear.frame(height: inset.bottom - inset.safeAreaBottom) }
    /// ```
    public internal(set) var dropDownSheetUnderneathInset: DropDownSheetUnderneathInset {
        get { self[DropDownSheetUnderneathInsetKey.self] }
        set { self[DropDownSheetUnderneathInsetKey.self] = newValue }
    }

    /// The binding ``SwiftUICore/View/dropDownSheetPosition(_:)`` set, if any.
    var dropDownSheetPositionBinding: DropDownSheetPositionBinding? {
        get { self[DropDownSheetPositionBindingKey.self] }
        set { self[DropDownSheetPositionBindingKey.self] = newValue }
    }
}

/// What the modifier's view learns about the app around the sheet, kept by SwiftUI for as long
/// as the view is there: the screen underneath's inset, published a turn of the run loop after
/// the sheet reports it (never during a view update).
@available(iOS 15.0, *)
@MainActor
final class DropDownSheetAppAroundModel: ObservableObject {
    @Published private(set) var inset = DropDownSheetUnderneathInset()

    /// A model with no inset; made by SwiftUI for the modifier's view, outside the main actor's
    /// isolation.
    nonisolated init() {}

    /// Takes a new inset; views reading it are updated once the current update is over.
    func take(_ inset: DropDownSheetUnderneathInset) {
        Task { @MainActor [weak self] in
            guard let self, self.inset != inset else { return }
            self.inset = inset
        }
    }
}
#endif
