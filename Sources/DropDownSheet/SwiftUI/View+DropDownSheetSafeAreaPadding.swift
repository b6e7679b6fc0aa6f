#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import DropDownSheetCore

@available(iOS 15.0, *)
public extension View {
    /// Adds the room the drop-down sheets' bars take to this view's bottom safe area where the
    /// library cannot add it itself: in a tab of a SwiftUI `TabView`, and in a screen of a
    /// `NavigationStack` while it shows a bottom toolbar. Put it on each tab's (or screen's) root
    /// view, inside the `TabView`, so that a `List` there ends above the bars:
    ///
    /// ```swift
    /// struct RootView: View {
    ///     @State private var player = DropDownSheetState.minimized
    ///
    ///     var body: some View {
    ///         TabView {
    ///             List(1..<100) { Text("Song \($0)") }
    ///                 .dropDownSheetSafeAreaPadding()
    ///                 .tabItem { Label("Library", systemImage: "music.note.list") }
    ///         }
    ///         .dropDownSheet(state: $player, role: .accessory) { Text("Now Playing") }
    ///     }
    /// }
    /// ```
    ///
    /// The library writes `additionalSafeAreaInsets` only to controllers an app owns (a hosting
    /// controller holding no tab bar or toolbar receives the room itself, and every view inside
    /// it has it), never to the controllers SwiftUI makes for a `TabView`'s tabs or a
    /// `NavigationStack`'s screens: whether SwiftUI keeps a value written there is not documented.
    /// This modifier adds the room exactly where no controller above the view received it, so a
    /// view never has it twice, and it is harmless anywhere else.
    ///
    /// - The room is ``DropDownSheetCore/DropDownSheetUnderneathInset/safeAreaBottom`` of the
    ///   sheets presented over the screen this view is in, from SwiftUI or from UIKit, in points
    ///   above the tab bar or toolbar; 0 while no sheet is presented, and for a view in a sheet's
    ///   own content or outside that screen.
    /// - It changes with the sheets' spring, a turn of the run loop after the library hears the
    ///   change (never during a view update).
    /// - It adds a transparent, zero-size view behind this one (it hears which window and
    ///   controller the view is in) and an empty inset at its bottom; neither takes touches nor is
    ///   seen by VoiceOver.
    func dropDownSheetSafeAreaPadding() -> some View {
        modifier(DropDownSheetSafeAreaPaddingModifier())
    }
}

/// What ``SwiftUICore/View/dropDownSheetSafeAreaPadding()`` adds.
@available(iOS 15.0, *)
struct DropDownSheetSafeAreaPaddingModifier: ViewModifier {
    @StateObject private var room = DropDownSheetRoomModel()

    func body(content: Content) -> some View {
        content
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.clear
                    .frame(height: room.points)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
            .background(DropDownSheetRoomReader(room: room).frame(width: 0, height: 0).accessibilityHidden(true))
    }
}

/// The room one modified view adds, kept by SwiftUI for as long as the view is there.
@available(iOS 15.0, *)
@MainActor
final class DropDownSheetRoomModel: ObservableObject {
    @Published private(set) var points: CGFloat = 0

    /// A model with no room; made by SwiftUI outside the main actor's isolation.
    nonisolated init() {}

    /// Takes a new room, a turn of the run loop later (never during a view update), with the
    /// sheets' spring when there is one.
    func take(_ points: CGFloat, spring: DropDownSheetSpring?) {
        Task { @MainActor [weak self] in
            guard let self, abs(self.points - points) > 0.25 else { return }
            if let spring {
                withAnimation(.spring(response: spring.response, dampingFraction: spring.dampingRatio)) { self.points = points }
            } else {
                self.points = points
            }
        }
    }
}

/// The view behind a modified view that finds, through its window and responder chain, the
/// controller the view is in.
@available(iOS 15.0, *)
struct DropDownSheetRoomReader: UIViewRepresentable {
    let room: DropDownSheetRoomModel

    func makeUIView(context: Context) -> DropDownSheetRoomProbe {
        DropDownSheetRoomProbe(room: room)
    }

    func updateUIView(_ probe: DropDownSheetRoomProbe, context: Context) {
        probe.room = room
    }
}

/// A transparent, zero-size view that asks the presentations shown in its window how much room
/// the view it stands behind adds (``DropDownSheetRoomRegistry``).
@available(iOS 15.0, *)
@MainActor
final class DropDownSheetRoomProbe: UIView, DropDownSheetRoomListener {
    weak var room: DropDownSheetRoomModel?

    init(room: DropDownSheetRoomModel) {
        self.room = room
        super.init(frame: .zero)
        alpha = 0
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            DropDownSheetRoomRegistry.remove(self)
        } else {
            DropDownSheetRoomRegistry.add(self)
        }
        roomMayHaveChanged(spring: nil)
    }

    func roomMayHaveChanged(spring: DropDownSheetSpring?) {
        let controller = window == nil ? nil : DropDownSheetScreenControllers.nearestController(of: self)
        room?.take(controller.map(DropDownSheetRoomRegistry.room(for:)) ?? 0, spring: spring)
    }
}
#endif
