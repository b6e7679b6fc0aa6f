#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The app around the sheets in SwiftUI: how much room the bars take at the bottom of the screen
/// underneath, and where a sheet is while it moves.
@available(iOS 15.0, *)
public extension View {
    /// Calls `action` with where the drop-down sheet presented by this view is, after every
    /// display frame in which it moved (which sheet it is, its identifier and role; its progress,
    /// 1 expanded and 0 minimized; and the frame of its visible part in the window's coordinates),
    /// and once more with the phase `.resting(.dismissed)` when it is gone: for views
    /// that follow the sheet (a map keeping its camera clear of the card, a header fading as the
    /// card rises), as FloatingPanel's `floatingPanelDidMove` allows. Put it on the view that
    /// carries ``SwiftUICore/View/dropDownSheet(state:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)``
    /// (after that modifier), or on an ancestor, where it hears every sheet below it: tell them
    /// apart by ``DropDownSheetCore/DropDownSheetPosition/identifier`` or
    /// ``DropDownSheetCore/DropDownSheetPosition/role`` (a draft and a mini player on one screen).
    ///
    /// `action` runs on the main actor up to 120 times a second while the sheet springs or follows
    /// a finger, never during a SwiftUI view update (a move the app asks for by changing the
    /// sheet's state is reported once that update is over). Keep it cheap, and hand the position
    /// only to the views that follow the sheet: write it to an object that the view carrying the
    /// sheet does not observe, so that only the followers update on each frame, not that view,
    /// the sheet's content or its bar:
    ///
    /// ```swift
    /// // Context: #if canImport(Observation)   // @Observable: Xcode 15 and later
    /// // Context: …
    /// // Context: @available(iOS 17, *) struct MapArea: View { let follower: SheetFollower; var body: some View { Color.teal } }
    /// // Context: #endif
    /// @available(iOS 17, *)
    /// @Observable final class SheetFollower {
    ///     var position: DropDownSheetPosition?
    /// }
    ///
    /// @available(iOS 17, *)
    /// struct DirectionsScreen: View {
    ///     @State private var state = DropDownSheetState.minimized
    ///     @State private var follower = SheetFollower()
    ///
    ///     var body: some View {
    ///         MapArea(follower: follower)   // reads follower.position
    ///             .dropDownSheet(state: $state) { Directions() }
    ///             .onDropDownSheetMove { follower.position = $0.phase == .resting(.dismissed) ? nil : $0 }
    ///     }
    /// }
    /// ```
    ///
    /// Before iOS 17, make the follower an `ObservableObject`, keep it in `@State` (which holds it
    /// without observing it) and observe it with `@ObservedObject` in the following views only.
    ///
    /// To act on thresholds (the card passing half way), compare in `action` and write only when
    /// the answer changes.
    ///
    /// - Parameter action: Called with the sheet's position after each frame in which it moved,
    ///   and with its phase `.resting(.dismissed)` once it is gone.
    func onDropDownSheetMove(perform action: @escaping @MainActor (DropDownSheetPosition) -> Void) -> some View {
        environment(\.dropDownSheetMoveAction, DropDownSheetMoveAction(action: action))
    }
}

/// The action ``SwiftUICore/View/onDropDownSheetMove(perform:)`` gives the sheet below it.
@available(iOS 15.0, *)
struct DropDownSheetMoveAction {
    var action: @MainActor (DropDownSheetPosition) -> Void
}

@available(iOS 15.0, *)
private struct DropDownSheetMoveActionKey: EnvironmentKey {
    static var defaultValue: DropDownSheetMoveAction? { nil }
}

@available(iOS 15.0, *)
private struct DropDownSheetUnderneathInsetKey: EnvironmentKey {
    static var defaultValue: DropDownSheetUnderneathInset { DropDownSheetUnderneathInset() }
}

/// The room the drop-down sheets' bars take, for the views of the screen underneath.
@available(iOS 15.0, *)
extension EnvironmentValues {
    /// How much room the bars of the drop-down sheets presented by the view that carries
    /// ``SwiftUICore/View/dropDownSheet(state:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:)``
    /// take at the bottom of the screen: `bottom` points above its tab bar or toolbar (or, without
    /// one, above its bottom safe area). Set for that view and everything inside it; zero while no
    /// sheet is presented. The library adds `safeAreaBottom` of it to the safe area of a hosting
    /// controller that holds no tab bar or bottom toolbar (all of it, unless a sheet opted out with
    /// ``DropDownSheetCore/DropDownSheetConfiguration/adjustsSafeAreaUnderneath``), so a `List`
    /// there ends above the bars by itself; in a `TabView`'s tab, or under a `NavigationStack`
    /// showing a bottom toolbar, ``SwiftUICore/View/dropDownSheetSafeAreaPadding()`` adds it. A
    /// sheet that opted out makes room for the rest:
    ///
    /// ```swift
    /// struct TrackList: View {
    ///     let tracks: [Track]
    ///     @Environment(\.dropDownSheetUnderneathInset) private var inset
    ///
    ///     var body: some View {
    ///         List(tracks) { TrackRow(track: $0) }
    ///             .safeAreaInset(edge: .bottom) { Color.clear.frame(height: inset.bottom - inset.safeAreaBottom) }
    ///     }
    /// }
    /// ```
    public internal(set) var dropDownSheetUnderneathInset: DropDownSheetUnderneathInset {
        get { self[DropDownSheetUnderneathInsetKey.self] }
        set { self[DropDownSheetUnderneathInsetKey.self] = newValue }
    }

    /// The action ``SwiftUICore/View/onDropDownSheetMove(perform:)`` set, if any.
    var dropDownSheetMoveAction: DropDownSheetMoveAction? {
        get { self[DropDownSheetMoveActionKey.self] }
        set { self[DropDownSheetMoveActionKey.self] = newValue }
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
