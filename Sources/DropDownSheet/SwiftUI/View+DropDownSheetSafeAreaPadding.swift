#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import DropDownSheetCore

/// The bars' room for the SwiftUI views of a `TabView`'s tabs and of a `NavigationStack` that
/// shows a bottom toolbar, where the library writes no controller's safe area.
@available(iOS 15.0, *)
public extension View {
    /// Adds the room the drop-down sheets' bars take to this view's bottom safe area where the
    /// library cannot add it itself: in a tab of a SwiftUI `TabView`, and in a screen of a
    /// `NavigationStack` while it shows a bottom toolbar. Put it inside the `TabView`, on each
    /// tab's root view (a tab's `NavigationStack` itself, so that every screen pushed onto it has
    /// the room too), so that a `List` there ends above the bars:
    ///
    /// ```swift
    /// @available(iOS 16, *)   // NavigationStack
    /// struct RootView: View {
    ///     @State private var player = DropDownSheetState.minimized
    ///
    ///     var body: some View {
    ///         TabView {
    ///             NavigationStack {
    ///                 List(1..<100, id: \.self) { number in
    ///                     NavigationLink("Album \(number)") { List(1..<30) { Text("Song \($0)") } }
    ///                 }
    ///             }
    ///             .dropDownSheetSafeAreaPadding()   // the stack's every screen
    ///             .tabItem { Label("Library", systemImage: "music.note.list") }
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
    ///
    /// - The room is ``DropDownSheetCore/DropDownSheetUnderneathInset/safeAreaBottom`` of the
    ///   sheets presented over the screen this view is in, from SwiftUI or from UIKit, in points
    ///   above the tab bar or toolbar; 0 while no sheet is presented, for a view in a sheet's own
    ///   content or outside that screen, and where a controller at or above this view received the
    ///   room already (it is never added twice).
    /// - It adds nothing on a view that holds a tab bar or a bottom toolbar (the `TabView` itself,
    ///   a `NavigationStack` while it shows its bottom toolbar), whose bar would grow by the room;
    ///   the console says so once. A stack that shows a bottom toolbar then: on its screens.
    /// - It changes with the sheets' spring, a turn of the run loop after the library hears the
    ///   change (never during a view update); off screen (another tab, a screen pushed over it) the
    ///   view keeps the room it had.
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
final class DropDownSheetRoomProbe: DropDownSheetUnseenView, DropDownSheetRoomListener {
    weak var room: DropDownSheetRoomModel?
    /// The room it last took, in points, and how many times it took one: what a test waits on.
    private(set) var lastFound: CGFloat = 0
    private(set) var takeCount = 0
    /// Why it added nothing the last time, if for the screen's structure.
    private(set) var lastBlocker: DropDownSheetSafeAreaPaddingRule.Blocker?
    /// Whether it adds nothing because a controller above holds the inset, or because its view
    /// holds a tab bar (what a test waits on).
    var isBlockedByInsetAbove: Bool { lastBlocker == .insetAbove }
    var isBlockedByTabBar: Bool { lastBlocker == .holdsBar }
    /// Whether it said that it is put on a view holding a bar.
    private var warnedOfBar = false

    init(room: DropDownSheetRoomModel) {
        self.room = room
        super.init(frame: .zero)
    }

    /// Off screen (another tab, a screen pushed over it) the view keeps its room, so it comes
    /// back laid out as it left; every view asks again when one joins a window.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else {
            DropDownSheetRoomRegistry.remove(self)
            return
        }
        DropDownSheetRoomRegistry.add(self)
        DropDownSheetRoomRegistry.roomMayHaveChanged(spring: nil)
    }

    var controllerForRoom: UIViewController? {
        window == nil ? nil : DropDownSheetScreenControllers.nearestController(of: self)
    }

    /// Takes the room: with the sheets' spring when only its size changed, at once when the
    /// screen's structure moved it (a toolbar shown takes it from a stack to its screens in the
    /// same turn, neither laid out with it twice).
    func take(_ found: DropDownSheetSafeAreaPaddingRule.Room, spring: DropDownSheetSpring?) {
        if found.blocker == .holdsBar && !warnedOfBar {
            warnedOfBar = true
            let name = controllerForRoom.map { String(describing: type(of: $0)) } ?? "?"
            DropDownSheetMisuseReport.warn("""
                DropDownSheet: dropDownSheetSafeAreaPadding() is on a view that holds a tab bar (in \(name)), where the bars' \
                room would make that bar grow: it adds nothing there. Put it inside the TabView, on each tab's root view.
                """)
        }
        let moved = found.blocker != lastBlocker
        lastBlocker = found.blocker
        lastFound = CGFloat(found.points)
        takeCount += 1
        room?.take(CGFloat(found.points), spring: moved ? nil : spring)
    }
}
#endif
