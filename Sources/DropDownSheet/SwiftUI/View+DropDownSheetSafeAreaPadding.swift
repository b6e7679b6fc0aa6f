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
    ///   room already. Inside another view with the modifier it adds nothing while that one gives
    ///   the room: a view has it once.
    /// - It adds nothing on a view that holds a tab bar (the `TabView` itself: the console says so
    ///   once) or a `NavigationStack` while it shows its bottom toolbar (which would grow by the
    ///   room): put it on the stack's screens too, and they take the room at once when the stack
    ///   shows its toolbar, and give it back to the stack when it hides it.
    /// - A change of its size (the bars rising, going, a second bar) follows the sheets' spring; a
    ///   move between views is at once; both a turn of the run loop after the library hears it
    ///   (never during a view update). Off screen (another tab, a screen pushed over it) the view
    ///   keeps the room it had.
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
    /// The model of the modifier whose content this one is inside, if any.
    @Environment(\.dropDownSheetEnclosingPadding) private var enclosing

    func body(content: Content) -> some View {
        content
            .environment(\.dropDownSheetEnclosingPadding, DropDownSheetEnclosingPadding(model: room))
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.clear
                    .frame(height: room.points)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
            .background(DropDownSheetRoomReader(room: room, enclosing: enclosing.model).frame(width: 0, height: 0).accessibilityHidden(true))
    }
}

/// The modifier a view is inside, in SwiftUI's view tree (which a controller cannot tell: two
/// modifiers in one screen may be one around the other, or side by side).
@available(iOS 15.0, *)
struct DropDownSheetEnclosingPadding: Equatable {
    weak var model: DropDownSheetRoomModel?

    /// The same modifier (SwiftUI compares environment values to know which views to update).
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.model === rhs.model }
}

@available(iOS 15.0, *)
private struct DropDownSheetEnclosingPaddingKey: EnvironmentKey {
    static var defaultValue: DropDownSheetEnclosingPadding { DropDownSheetEnclosingPadding(model: nil) }
}

@available(iOS 15.0, *)
extension EnvironmentValues {
    var dropDownSheetEnclosingPadding: DropDownSheetEnclosingPadding {
        get { self[DropDownSheetEnclosingPaddingKey.self] }
        set { self[DropDownSheetEnclosingPaddingKey.self] = newValue }
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
    let enclosing: DropDownSheetRoomModel?

    func makeUIView(context: Context) -> DropDownSheetRoomProbe {
        let probe = DropDownSheetRoomProbe(room: room)
        probe.enclosing = enclosing
        return probe
    }

    func updateUIView(_ probe: DropDownSheetRoomProbe, context: Context) {
        guard probe.room !== room || probe.enclosing !== enclosing else { return }
        probe.room = room
        probe.enclosing = enclosing
        DropDownSheetRoomRegistry.setNeedsRecheck()
    }
}

/// A transparent, zero-size view that asks the presentations shown in its window how much room
/// the view it stands behind adds (``DropDownSheetRoomRegistry``).
@available(iOS 15.0, *)
@MainActor
final class DropDownSheetRoomProbe: DropDownSheetUnseenView, DropDownSheetRoomListener {
    weak var room: DropDownSheetRoomModel?
    /// The model of the modifier this one is inside, if any.
    weak var enclosing: DropDownSheetRoomModel?
    /// The room it last took, and why it added nothing then: what a test waits on.
    private(set) var lastRoom = DropDownSheetSafeAreaPaddingRule.Room(points: 0)
    /// Whether it adds nothing because a controller above holds the inset, or because its view
    /// holds a tab bar.
    var isBlockedByInsetAbove: Bool { lastRoom.blocker == .insetAbove }
    var isBlockedByTabBar: Bool { lastRoom.blocker == .holdsBar }
    var isBlockedByEnclosingPadding: Bool { lastRoom.blocker == .paddingAbove }
    /// The room it last took, in points.
    var lastPoints: CGFloat { CGFloat(lastRoom.points) }
    /// Whether it said that it is put on a view holding a bar.
    private var warnedOfBar = false

    init(room: DropDownSheetRoomModel) {
        self.room = room
        super.init(frame: .zero)
    }

    /// Off screen (another tab, a screen pushed over it) the view keeps its room, so it comes
    /// back laid out as it left; the views ask again when one joins a window.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else {
            DropDownSheetRoomRegistry.remove(self)
            return
        }
        DropDownSheetRoomRegistry.add(self)
        DropDownSheetRoomRegistry.setNeedsRecheck()
    }

    var controllerForRoom: UIViewController? {
        window == nil ? nil : DropDownSheetScreenControllers.nearestController(of: self)
    }

    var roomModel: AnyObject? { room }
    var enclosingRoomModel: AnyObject? { enclosing }

    /// Takes the room: with the sheets' spring when only its size changed, at once when the
    /// screen's structure moved it (``DropDownSheetCore/DropDownSheetSafeAreaPaddingRule/animates(from:to:)``).
    func take(_ found: DropDownSheetSafeAreaPaddingRule.Room, spring: DropDownSheetSpring?) {
        if found.blocker == .holdsBar && !warnedOfBar {
            warnedOfBar = true
            let name = controllerForRoom.map { String(describing: type(of: $0)) } ?? "?"
            DropDownSheetMisuseReport.warn("""
                DropDownSheet: dropDownSheetSafeAreaPadding() is on a view that holds a tab bar or a bottom bar of its own \
                (in \(name)), which the bars' room would make grow: it adds nothing there. Put it inside the TabView, on \
                each tab's root view.
                """)
        }
        let animates = DropDownSheetSafeAreaPaddingRule.animates(from: lastRoom, to: found)
        lastRoom = found
        room?.take(CGFloat(found.points), spring: animates ? spring : nil)
    }
}
#endif
