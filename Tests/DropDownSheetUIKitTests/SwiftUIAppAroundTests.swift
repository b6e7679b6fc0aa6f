#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// The app's side of the SwiftUI app-around tests.
@MainActor
final class AppAroundSwiftUIModel: ObservableObject {
    @Published var state = DropDownSheetState.dismissed
    /// Every inset the screen's view read from its environment, in order.
    var insets: [DropDownSheetUnderneathInset] = []
}

/// Where the sheet is, for the views that follow it: held by the screen without being observed
/// there (the way ``SwiftUI/View/onDropDownSheetMove(perform:)``'s documentation shows, for every
/// iOS version: an `ObservableObject` in `@State`, observed only by the followers).
@MainActor
final class SheetFollower: ObservableObject {
    @Published var position: DropDownSheetPosition?
    /// Every position the move action told, in order (nil: dismissed, `.resting(.dismissed)`).
    var told: [DropDownSheetPosition?] = []
    /// How many of them were told while SwiftUI was updating the modifier's anchor.
    var toldDuringAnUpdate = 0
    /// How many times the follower's body ran, the sheet content's, and the screen's.
    var followerBodies = 0, contentBodies = 0, screenBodies = 0
    /// Set by the test's own representable when it sees its update on the stack.
    var stackShowsUpdates = false
}

/// Whether SwiftUI is inside a representable's update on the current call stack (the symbols of a
/// test build are readable: `-enable-testing` exports them).
@MainActor
func isInsideARepresentableUpdate() -> Bool {
    Thread.callStackSymbols.contains { $0.contains("updateUIView") || $0.contains("dismantleUIView") }
}

/// A representable of the test's own, to check that ``isInsideARepresentableUpdate()`` sees an
/// update when there is one.
struct UpdateWitness: UIViewRepresentable {
    let follower: SheetFollower
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {
        if isInsideARepresentableUpdate() { follower.stackShowsUpdates = true }
    }
}

/// A view that follows the sheet: the only one observing the follower.
struct FollowingHeader: View {
    @ObservedObject var follower: SheetFollower

    var body: some View {
        follower.followerBodies += 1
        return Color.blue.frame(height: 44).opacity(1 - (follower.position?.progress ?? 0))
    }
}

/// The sheet's content as apps write it: it takes a closure from the screen, so it is built anew
/// (and its body runs) whenever the screen's body runs.
struct CountingSheetContent: View {
    let follower: SheetFollower
    let onDone: () -> Void

    var body: some View {
        follower.contentBodies += 1
        return Button("Done", action: onDone)
    }
}

/// The screen underneath reading the room the bars take from its environment.
struct AppAroundInsetReader: View {
    @ObservedObject var model: AppAroundSwiftUIModel
    @Environment(\.dropDownSheetUnderneathInset) private var inset

    var body: some View {
        Color.white
            .onAppear { model.insets.append(inset) }
            .onChange(of: inset) { model.insets.append($0) }
    }
}

/// A screen with a sheet that follows it as the documentation says: the move action writes to
/// the follower, which only the header observes.
struct FollowingScreen: View {
    @ObservedObject var model: AppAroundSwiftUIModel
    @State var follower: SheetFollower

    var body: some View {
        follower.screenBodies += 1
        return VStack(spacing: 0) {
            FollowingHeader(follower: follower)
            AppAroundInsetReader(model: model)
            UpdateWitness(follower: follower).frame(width: 1, height: 1)
        }
        .dropDownSheet(state: $model.state, configuration: .earlierBar) {
            CountingSheetContent(follower: follower) { model.state = .minimized }
        }
        .onDropDownSheetMove { [follower] position in
            if isInsideARepresentableUpdate() { follower.toldDuringAnUpdate += 1 }
            let gone = position.phase == .resting(.dismissed)
            follower.told.append(gone ? nil : position)
            follower.position = gone ? nil : position
        }
    }
}

/// A screen that, against the documentation's advice, keeps the sheet's position in its own
/// state: its body (and the modifier's) runs on every frame of a spring.
struct SelfUpdatingScreen: View {
    @ObservedObject var model: AppAroundSwiftUIModel
    @State private var progress = 0.0

    var body: some View {
        Color.white.opacity(0.5 + progress / 2)
            .dropDownSheet(state: $model.state, configuration: .earlierBar) { Text("Directions") }
            .onDropDownSheetMove { progress = $0.progress }
    }
}

/// A screen whose own state changes 60 times a second (an animation of its own, a clock) while
/// the sheet rests: the modifier's view updates on every tick.
struct TickingScreen: View {
    @ObservedObject var model: AppAroundSwiftUIModel
    @State private var ticks = 0
    private let timer = Timer.publish(every: 1.0 / 60, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("\(ticks)")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .dropDownSheet(state: $model.state, configuration: .earlierBar) { Text("Directions") }
            .onReceive(timer) { _ in ticks += 1 }
    }
}

/// A screen with a mini player and a draft, followed by one move action on an ancestor.
@MainActor
final class TwoSheetModel: ObservableObject {
    @Published var player = DropDownSheetState.dismissed
    @Published var draft = DropDownSheetState.dismissed
}

struct TwoSheetScreen: View {
    @ObservedObject var model: TwoSheetModel
    let follower: SheetFollower

    var body: some View {
        VStack {
            Color.white
            UpdateWitness(follower: follower).frame(width: 1, height: 1)
        }
        .dropDownSheet(state: $model.player, configuration: .earlierBar, role: .accessory) { Text("Player") }
        .dropDownSheet(state: $model.draft, configuration: .earlierBar) { Text("Draft") }
        .onDropDownSheetMove { [follower] position in
            if isInsideARepresentableUpdate() { follower.toldDuringAnUpdate += 1 }
            follower.told.append(position)
        }
    }
}

/// The SwiftUI side of issue 18: the room the bars take in the environment of the view that
/// presents them, and the sheet's position told to the app as it moves, without updating more of
/// the app than the views that follow it, and never during a view update (review findings 1, 2
/// and 11).
@MainActor
final class SwiftUIAppAroundTests: SheetTestCase {
    private func withHostedScreen<Screen: View>(_ screen: Screen, _ model: AppAroundSwiftUIModel,
                                                _ body: (UIViewController) throws -> Void) rethrows {
        let root = UIHostingController(rootView: screen)
        try withRoot(root) {
            spinRunLoop(0.05)
            try body(root)
            model.state = .dismissed
            waitUntil { root.presentedDropDownSheets.isEmpty }
        }
    }

    /// Sets the model's state to `.minimized` and waits until the sheet rests there.
    private func showMinimized(_ model: AppAroundSwiftUIModel, over root: UIViewController) throws -> DropDownSheetController {
        model.state = .minimized
        waitUntil { root.presentedDropDownSheets.first?.state == .minimized }
        let sheet = try XCTUnwrap(root.presentedDropDownSheets.first)
        waitForRest(sheet)
        waitForUIKit(sheet)
        return sheet
    }

    func testTheScreensEnvironmentCarriesTheRoomTheBarsTake() throws {
        let model = AppAroundSwiftUIModel()
        let screen = FollowingScreen(model: model, follower: SheetFollower())
        try withHostedScreen(screen, model) { root in
            XCTAssertEqual(model.insets.last, DropDownSheetUnderneathInset(), "nothing presented: no room taken")
            let sheet = try showMinimized(model, over: root)
            waitUntil { model.insets.last == sheet.underneathInset }
            XCTAssertGreaterThanOrEqual(model.insets.last?.bottom ?? 0, 60)
            model.state = .dismissed
            waitUntil { model.insets.last == DropDownSheetUnderneathInset() }
        }
    }

    func testTheMoveActionFollowsTheSheetFrameByFrameAndHearsNilWhenItGoes() throws {
        let model = AppAroundSwiftUIModel()
        let follower = SheetFollower()
        try withHostedScreen(FollowingScreen(model: model, follower: follower), model) { root in
            XCTAssertTrue(follower.told.isEmpty)
            let sheet = try showMinimized(model, over: root)
            waitUntil { follower.position?.phase == .resting(.minimized) }
            XCTAssertEqual(follower.position.map(CGRect.init), visibleCardFrame(sheet))
            let told = follower.told.count
            sheet.expand()
            waitUntil { sheet.phase == .resting(.expanded) }
            waitUntil { follower.position?.progress == 1 }
            XCTAssertGreaterThan(follower.told.count - told, 10, "told on the frames of the spring")
            model.state = .dismissed
            waitUntil { root.presentedDropDownSheets.isEmpty }
            waitUntil { follower.told.last == .some(nil) }
        }
    }

    func testFollowingTheSheetAsDocumentedUpdatesOnlyTheViewsThatFollowIt() throws {
        // Finding 1: with the binding the documentation showed before, the screen owned the
        // position, so its body, the modifier's and the sheet content's ran on every frame.
        let model = AppAroundSwiftUIModel()
        let follower = SheetFollower()
        try withHostedScreen(FollowingScreen(model: model, follower: follower), model) { root in
            let sheet = try showMinimized(model, over: root)
            spinRunLoop(0.2)
            let screens = follower.screenBodies, contents = follower.contentBodies, followers = follower.followerBodies
            sheet.expand()
            waitUntil { sheet.phase == .resting(.expanded) }
            sheet.minimize()
            waitUntil { sheet.phase == .resting(.minimized) }
            spinRunLoop(0.2)
            XCTAssertGreaterThan(follower.followerBodies - followers, 20, "the header follows the card, frame by frame")
            XCTAssertLessThanOrEqual(follower.screenBodies - screens, 8,
                                     "the screen carrying the sheet is not updated on every frame")
            XCTAssertLessThanOrEqual(follower.contentBodies - contents, 8,
                                     "neither is the sheet's content (only for its state's changes)")
        }
    }

    func testAMoveTheAppAsksForThroughTheStateIsToldOnceTheViewUpdateIsOver() throws {
        // Finding 2: the state binding set to `.expanded` makes SwiftUI update the anchor, which
        // expands the sheet, whose first position must not reach the app inside that update.
        let model = AppAroundSwiftUIModel()
        let follower = SheetFollower()
        try withHostedScreen(FollowingScreen(model: model, follower: follower), model) { root in
            XCTAssertTrue(follower.stackShowsUpdates, "the test sees a representable's update on the stack")
            let sheet = try showMinimized(model, over: root)
            model.state = .expanded
            waitUntil { sheet.phase == .resting(.expanded) }
            model.state = .minimized
            waitUntil { sheet.phase == .resting(.minimized) }
            // Dismissed without animation, from the state: the nil comes after the update too.
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction) { model.state = .dismissed }
            waitUntil { root.presentedDropDownSheets.isEmpty }
            waitUntil { follower.told.last == .some(nil) }
            XCTAssertEqual(follower.toldDuringAnUpdate, 0, "no position told inside SwiftUI's view update")
            XCTAssertGreaterThan(follower.told.count, 10)
        }
    }

    func testAnotherSheetsUpdateDoesNotTellAMoveInsideIt() throws {
        // Review 20, finding 10: closing the mini player without animation (its anchor's update)
        // moves the draft's bar down at once; the draft's move must not reach the app inside the
        // player's update (one count of updates under way, shared by every sheet).
        let model = TwoSheetModel()
        let follower = SheetFollower()
        let root = UIHostingController(rootView: TwoSheetScreen(model: model, follower: follower))
        try withRoot(root) {
            spinRunLoop(0.05)
            XCTAssertTrue(follower.stackShowsUpdates, "the test sees a representable's update on the stack")
            model.player = .minimized
            waitUntil { root.presentedDropDownSheets.count == 1 && root.presentedDropDownSheets[0].state == .minimized }
            model.draft = .minimized
            waitUntil { root.presentedDropDownSheets.count == 2 }
            let draft = try XCTUnwrap(root.presentedDropDownSheets.first { $0.role == .draft })
            waitForRest(draft)
            let raised = visibleCardFrame(draft).maxY
            follower.told.removeAll()
            follower.toldDuringAnUpdate = 0
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction) { model.player = .dismissed }
            waitUntil { root.presentedDropDownSheets.count == 1 && !(draft.host?.presentation.isMoving ?? true) }
            XCTAssertGreaterThan(visibleCardFrame(draft).maxY, raised, "the draft's bar came down where the player was")
            XCTAssertFalse(follower.told.isEmpty, "the moves were told")
            XCTAssertEqual(follower.toldDuringAnUpdate, 0, "no move told inside the player's view update")
            model.draft = .dismissed
            waitUntil { root.presentedDropDownSheets.isEmpty }
        }
    }

    func testAViewThatUpdatesOnEveryFrameDoesNotHaveTheScreenSearchedOnEveryFrame() throws {
        // Finding 1: each update of the modifier's view asked for a search of the screen's views
        // (on a screen without a tab bar, every time): a full walk on every frame of the spring.
        let model = AppAroundSwiftUIModel()
        try withHostedScreen(SelfUpdatingScreen(model: model), model) { root in
            let sheet = try showMinimized(model, over: root)
            spinRunLoop(0.3)
            let searches = DropDownSheetBottomBarFinder.searchCount
            sheet.expand()
            var frames = 0
            while sheet.phase != .resting(.expanded), frames < 300 {
                spinRunLoop(1.0 / 60)
                frames += 1
            }
            XCTAssertEqual(DropDownSheetBottomBarFinder.searchCount, searches, "no search while the sheet moves")
            waitForUIKit(sheet)
            spinRunLoop(0.3)
            XCTAssertLessThanOrEqual(DropDownSheetBottomBarFinder.searchCount - searches, 1, "at most one, once it rests")
        }
    }

    func testAViewThatUpdatesOnEveryFrameAtRestHasTheScreenSearchedAtMostFourTimesASecond() throws {
        let model = AppAroundSwiftUIModel()
        try withHostedScreen(TickingScreen(model: model), model) { root in
            _ = try showMinimized(model, over: root)
            spinRunLoop(0.3)
            let searches = DropDownSheetBottomBarFinder.searchCount
            spinRunLoop(1)
            XCTAssertLessThanOrEqual(DropDownSheetBottomBarFinder.searchCount - searches, 5,
                                     "about sixty updates, at most one search a quarter of a second")
        }
    }
}
#endif
