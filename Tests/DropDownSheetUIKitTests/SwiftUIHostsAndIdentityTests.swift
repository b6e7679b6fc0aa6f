#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// What the compact bar and the content present, and the account whose `.id` re-creates the view
/// carrying the modifier.
@MainActor
final class SwiftUIHostsModel: ObservableObject {
    @Published var dialog = false
    @Published var alert = false
    @Published var account = "A"
    @Published var state = DropDownSheetState.minimized
    @Published var item: SwiftUITestDraft?
    var dismissals = 0
    /// How many drafts' editors were made (each `@State` starting afresh takes the next).
    var editorsMade = 0
}

/// A mini player whose `compact:` bar has a confirmation dialog and whose content has an alert.
@MainActor
struct SwiftUIPresentingCompactPlayer: View {
    @ObservedObject var model: SwiftUIHostsModel

    var body: some View {
        Color.white.dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) {
            Text("Player").alert("Upload failed", isPresented: $model.alert) { Button("OK") {} }
        } compact: {
            Text("Song").confirmationDialog("Share", isPresented: $model.dialog) { Button("Copy Link") {} }
        }
    }
}

/// A draft's editor: its `@State` token is taken once, when SwiftUI makes its state.
@MainActor
struct SwiftUIDraftEditor: View {
    let account: String
    let model: SwiftUIHostsModel
    @State private var token: Int

    init(account: String, model: SwiftUIHostsModel) {
        self.account = account
        self.model = model
        _token = State(initialValue: model.editorsMade + 1)
    }

    var body: some View {
        Text("Draft")
            .dropDownSheetBarTitle("Draft \(token)")
            .dropDownSheetBarSubtitle(account)
            .onAppear { model.editorsMade = max(model.editorsMade, token) }
    }
}

/// An identified draft below an `.id(account)`: a new account re-creates the view carrying the
/// modifier, as a size-class `if` or a route `switch` would.
@MainActor
struct SwiftUIIdentifiedDraftScreen: View {
    @ObservedObject var model: SwiftUIHostsModel

    var body: some View {
        Color.white
            .dropDownSheet(state: $model.state, onDismiss: { model.dismissals += 1 }, identifier: "draft-1") {
                SwiftUIDraftEditor(account: model.account, model: model)
            }
            .id(model.account)
    }
}

/// An identified `item:` draft below an `.id(account)`: another account comes with another item.
@MainActor
struct SwiftUIIdentifiedItemScreen: View {
    @ObservedObject var model: SwiftUIHostsModel

    var body: some View {
        Color.white
            .dropDownSheet(item: $model.item, onDismiss: { model.dismissals += 1 }, identifier: "draft-1") { draft in
                Text(draft.subject).dropDownSheetBarTitle(draft.subject)
            }
            .id(model.account)
    }
}

/// The same draft under a view whose identity changes inside an animated transaction, with a
/// removal transition: SwiftUI keeps the old view (and its modifier's session) until the
/// transition ends, after the new view's session was made.
@MainActor
struct SwiftUIAnimatedIdentityDraftScreen: View {
    @ObservedObject var model: SwiftUIHostsModel

    var body: some View {
        ZStack {
            Color.white
                .dropDownSheet(state: $model.state, onDismiss: { model.dismissals += 1 }, identifier: "draft-1") {
                    SwiftUIDraftEditor(account: model.account, model: model)
                }
                .id(model.account)
                .transition(.opacity)
        }
    }
}

private struct SwiftUITestToneKey: EnvironmentKey {
    static var defaultValue: String { "default" }
}

extension EnvironmentValues {
    /// A value the app hands to its sheets, for the nearest-wins test.
    var swiftUITestTone: String {
        get { self[SwiftUITestToneKey.self] }
        set { self[SwiftUITestToneKey.self] = newValue }
    }
}

/// A mini player whose `compact:` bar speaks as one VoiceOver element.
@MainActor
final class SwiftUISpokenPlayer: ObservableObject {
    @Published var song = 1
    @Published var speaksAsOne = true
    var plays = 0
}

@MainActor
struct SwiftUISpokenCompact: View {
    @ObservedObject var player: SwiftUISpokenPlayer

    var body: some View {
        HStack {
            Text("Song \(player.song)")
            Button("Play") { player.plays += 1 }
        }
        .dropDownSheetCompactAccessibility(label: player.speaksAsOne ? "Song \(player.song), Artist" : nil,
                                           actions: [DropDownSheetAccessibilityAction("Play") { player.plays += 1 }])
    }
}

/// The label of a bar button, observed by the button alone.
@MainActor
final class SwiftUIButtonLabel: ObservableObject {
    @Published var text = "Play"
}

/// A bar button that observes its own label (the content around it does not).
@MainActor
struct SwiftUIObservingBarButton: View {
    @ObservedObject var label: SwiftUIButtonLabel

    var body: some View {
        Button(label.text) {}.fixedSize()
    }
}

/// Shows the tone it reads as the bar's title.
@MainActor
struct SwiftUIToneReader: View {
    @Environment(\.swiftUITestTone) private var tone

    var body: some View {
        Text("Tone").dropDownSheetBarTitle(tone)
    }
}

extension SheetTestCase {
    /// Sets each of `flags` on `model` in turn (each presents an alert or a dialog from a view the
    /// library hosts, while `sheet` rests as its bar): it is presented by `root`, the screen
    /// underneath, and goes away when the flag is cleared, leaving the sheet a bar.
    func assertEachPresentsFromTheScreenUnderneath<Model: AnyObject>(
        _ model: Model, _ flags: [(String, ReferenceWritableKeyPath<Model, Bool>)],
        root: UIViewController, sheet: DropDownSheetController, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (name, flag) in flags {
            model[keyPath: flag] = true
            waitUntil(file: file, line: line) {
                root.presentedViewController is UIAlertController && root.presentedViewController?.isBeingPresented == false
            }
            XCTAssertIdentical(root.presentedViewController?.presentingViewController, root,
                               "\(name) comes from the screen underneath, not from a detached controller", file: file, line: line)
            model[keyPath: flag] = false
            waitUntil(file: file, line: line) { root.presentedViewController == nil }
            XCTAssertEqual(sheet.phase, .resting(.minimized), name, file: file, line: line)
        }
    }
}

/// Every view the library hosts presents from UIKit's presentation hierarchy; an identified draft
/// survives a new identity of its view; the environment's nearest value wins; bar buttons get a
/// finite width; a compact bar takes no safe-area inset.
@MainActor
final class SwiftUIHostsAndIdentityTests: SheetTestCase {
    /// The `compact:` bar's `.confirmationDialog` and the minimized content's `.alert` are
    /// presented by the screen underneath (the library's container is not in UIKit's
    /// presentation hierarchy while the sheet is a bar), and go away when their bindings say so.
    func testTheCompactBarsDialogAndTheMinimizedContentsAlertPresentFromTheScreenUnderneath() {
        let model = SwiftUIHostsModel()
        show(SwiftUIPresentingCompactPlayer(model: model)) { root in
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.minimized) }
            guard let sheet = root.presentedDropDownSheets.first else { return }
            assertEachPresentsFromTheScreenUnderneath(model, [("compact bar's confirmationDialog", \.dialog),
                                                              ("minimized content's alert", \.alert)], root: root, sheet: sheet)
        }
    }

    /// A new identity of the view carrying an identified draft's modifier: the new view takes the
    /// draft over. The same sheet stays, where it was, showing the new view's content with the old
    /// `@State`; nothing is written to the binding and `onDismiss` does not run.
    func testANewIdentityOfTheViewKeepsTheIdentifiedDraftAndItsState() {
        let model = SwiftUIHostsModel()
        show(SwiftUIIdentifiedDraftScreen(model: model)) { root in
            waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.subtitleLabel.text == "A" }
            guard let sheet = root.presentedDropDownSheets.first else { return }
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertEqual(sheet.contentViewController.dropDownSheetBarItem.title, "Draft 1")
            model.account = "B"
            waitUntil { sheet.card?.itemBarView?.subtitleLabel.text == "B" }
            XCTAssertEqual(root.presentedDropDownSheets.count, 1)
            XCTAssertIdentical(root.presentedDropDownSheets.first, sheet, "the same sheet")
            XCTAssertEqual(sheet.contentViewController.dropDownSheetBarItem.title, "Draft 1", "the editor's @State survived")
            XCTAssertEqual(sheet.phase, .resting(.minimized))
            XCTAssertEqual(model.state, .minimized)
            XCTAssertEqual(model.dismissals, 0)
            // The new view owns it: its binding moves and dismisses it.
            model.state = .expanded
            waitUntil { sheet.phase == .resting(.expanded) }
            model.state = .dismissed
            waitUntil { !sheet.isPresented && model.dismissals == 1 }
        }
    }

    /// A re-created view whose `item:` names another item does not take the old item's sheet over
    /// (``DropDownSheetCore/DropDownSheetSessionAdoption``): the old sheet leaves with its view
    /// (its `onDismiss` runs), and a new sheet shows the new item; the binding keeps naming it.
    func testANewIdentityOfTheViewWithAnotherItemDoesNotAdoptTheOldSheet() {
        let model = SwiftUIHostsModel()
        model.item = SwiftUITestDraft(id: 1, subject: "Lunch")
        show(SwiftUIIdentifiedItemScreen(model: model)) { root in
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.expanded) }
            guard let first = root.presentedDropDownSheets.first else { return }
            XCTAssertEqual(first.contentViewController.dropDownSheetBarItem.title, "Lunch")
            model.account = "B"
            model.item = SwiftUITestDraft(id: 2, subject: "Dinner")
            waitUntil { root.presentedDropDownSheets.contains { $0 !== first && $0.phase == .resting(.expanded) } }
            waitUntil { !first.isPresented && model.dismissals == 1 }
            XCTAssertEqual(root.presentedDropDownSheets.count, 1)
            guard let second = root.presentedDropDownSheets.first else { return }
            XCTAssertEqual(second.identifier, "draft-1")
            waitUntil { second.contentViewController.dropDownSheetBarItem.title == "Dinner" }
            XCTAssertEqual(model.item?.id, 2, "the binding names the new item")
            model.item = nil
            waitUntil { !second.isPresented && model.dismissals == 2 }
        }
    }

    /// The identity changes inside `withAnimation`, with a removal transition (review of issue 33,
    /// finding 1): the new view's session is made while the old one still owns the sheet, and
    /// waits for it instead of being refused and writing `.dismissed`; once the old view is torn
    /// down at the end of its transition, the new session takes the same sheet over.
    func testAnAnimatedNewIdentityOfTheViewKeepsTheIdentifiedDraft() {
        let model = SwiftUIHostsModel()
        show(SwiftUIAnimatedIdentityDraftScreen(model: model)) { root in
            waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.subtitleLabel.text == "A" }
            guard let sheet = root.presentedDropDownSheets.first else { return XCTFail("no draft") }
            waitUntil { sheet.phase == .resting(.minimized) }
            withAnimation(.linear(duration: 0.6)) { model.account = "B" }
            // Mid-transition the old view still owns the sheet: the new one waits, writing nothing.
            spinRunLoop(0.2)
            XCTAssertEqual(root.presentedDropDownSheets.count, 1, "no second sheet while the old view leaves")
            XCTAssertEqual(model.state, .minimized, "nothing written while waiting")
            // The old view leaves only at the end of its transition; then the new one has the sheet.
            waitUntil(5) { sheet.card?.itemBarView?.subtitleLabel.text == "B" }
            XCTAssertEqual(root.presentedDropDownSheets.count, 1)
            XCTAssertIdentical(root.presentedDropDownSheets.first, sheet, "the same sheet")
            XCTAssertTrue(sheet.isPresented)
            XCTAssertEqual(sheet.contentViewController.dropDownSheetBarItem.title, "Draft 1", "the editor's @State survived")
            XCTAssertEqual(model.state, .minimized, "nothing wrote .dismissed")
            XCTAssertEqual(model.dismissals, 0)
            model.state = .expanded
            waitUntil { sheet.phase == .resting(.expanded) }
        }
    }

    /// Objects handed over at two levels: the nearest value wins, as in SwiftUI's environment.
    func testTheNearestEnvironmentValueWins() {
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) { SwiftUIToneReader() }
            .dropDownSheetEnvironment(\.swiftUITestTone, "inner")
            .dropDownSheetEnvironment(\.swiftUITestTone, "outer")
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.titleLabel.text == "inner" }
        }
    }

    /// A bar button that would take any width (`.frame(maxWidth: .infinity)`) is given a finite
    /// one, and leaves room for the bar's title.
    func testAGreedyBarButtonGetsAFiniteWidth() {
        let view = Color.white.dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) {
            Text("Player")
                .dropDownSheetBarTitle("Song")
                .dropDownSheetBarItems(trailing: { Button("More") {}.frame(maxWidth: .infinity) })
        }
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.trailingButtons.isEmpty == false }
            guard let bar = root.presentedDropDownSheets.first?.card?.itemBarView,
                  let button = bar.trailingButtons.first else { return XCTFail("no bar button") }
            bar.layoutIfNeeded()
            XCTAssertGreaterThan(button.bounds.width, 0)
            XCTAssertLessThan(button.bounds.width, bar.bounds.width / 2, "a finite width, not the bar's")
            XCTAssertGreaterThan(bar.titleLabel.bounds.width, 0, "the title still shows")
        }
    }

    /// A bar button whose own state changes its size (its label grows, as with a larger text
    /// size) without the content changing: SwiftUI tells the library its ideal size changed, and
    /// the bar makes room for it.
    func testABarButtonThatGrowsIsMeasuredAgainAndTheBarMakesRoom() throws {
        guard #available(iOS 16.0, *) else { throw XCTSkip("SwiftUI tracks a hosting controller's ideal size from iOS 16") }
        let label = SwiftUIButtonLabel()
        let view = Color.white.dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) {
            Text("Player")
                .dropDownSheetBarTitle("Song")
                .dropDownSheetBarItems(trailing: { SwiftUIObservingBarButton(label: label) })
        }
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.trailingButtons.first.map { $0.frame.width > 0 } ?? false }
            guard let bar = root.presentedDropDownSheets.first?.card?.itemBarView,
                  let button = bar.trailingButtons.first else { return XCTFail("no bar button") }
            let before = button.frame.width
            label.text = "Play All Songs"
            waitUntil { button.frame.width > before + 40 }
            XCTAssertGreaterThan(bar.titleLabel.bounds.width, 0, "the title still shows")
        }
    }

    /// A SwiftUI `compact:` bar made one VoiceOver element: the bar speaks its label, offers its
    /// actions before the sheet's own, and an action runs the app's code; a new label is read at
    /// once; a nil label gives the bar its elements back.
    func testASwiftUICompactBarCanBeOneVoiceOverElementWithThePlayersActions() {
        let player = SwiftUISpokenPlayer()
        let view = Color.white.dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) {
            Text("Player")
        } compact: {
            SwiftUISpokenCompact(player: player)
        }
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.card?.clipView.accessibilityLabel == "Song 1, Artist" }
            guard let clip = root.presentedDropDownSheets.first?.card?.clipView else { return }
            XCTAssertTrue(clip.isAccessibilityElement, "one element")
            XCTAssertNil(clip.accessibilityElements)
            let actions = clip.accessibilityCustomActions ?? []
            XCTAssertEqual(actions.first?.name, "Play", "the player's action first, then the sheet's: \(actions.map(\.name))")
            XCTAssertTrue(actions.map(\.name).contains("Expand"))
            if let play = actions.first { _ = play.actionHandler?(play) }
            waitUntil { player.plays == 1 }
            player.song = 2
            waitUntil { clip.accessibilityLabel == "Song 2, Artist" }
            player.speaksAsOne = false
            waitUntil { !clip.isAccessibilityElement }
            XCTAssertEqual(clip.accessibilityElements?.count, 2, "the summary, then the bar's own elements")
        }
    }

    /// The text size of a bar's SwiftUI button grows to the largest accessibility size (issue 33):
    /// the button is measured again, on every iOS version (its trait-change callback on iOS 15
    /// and 16, UIKit's trait registration from iOS 17), and the bar makes room for it. The change
    /// reaches the button's hosting controller alone (its parent's override of its traits), so
    /// that nothing else (the content, the bar's own text) re-lays the bar out. The height it is
    /// measured in is the one the bar places it in: the core's rule, tested on Linux
    /// (`BarHostedButtonsSizingTests`).
    func testABarButtonIsMeasuredAgainWhenItsTextSizeChanges() {
        let view = Color.white.dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) {
            Text("Player")
                .dropDownSheetBarTitle("Song")
                .dropDownSheetBarItems(trailing: { Button("Resume") {} })
        }
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.trailingButtons.isEmpty == false }
            guard let bar = root.presentedDropDownSheets.first?.card?.itemBarView,
                  let button = bar.trailingButtons.first, let host = button.next as? UIViewController,
                  let parent = host.parent else {
                return XCTFail("no hosted bar button, child of the bar's controller")
            }
            bar.layoutIfNeeded()
            let before = button.bounds.size
            XCTAssertGreaterThan(before.width, 0)
            let overrider: any LegacyChildTraitOverriding = LegacyChildTraitOverride()
            overrider.override(UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge), of: host, in: parent)
            waitUntil {
                bar.layoutIfNeeded()
                return button.bounds.width > before.width + 20
            }
            overrider.override(nil, of: host, in: parent)
            waitUntil {
                bar.layoutIfNeeded()
                return abs(button.bounds.width - before.width) < 1
            }
        }
    }

    /// A `compact:` bar takes no safe-area inset, whatever its hosting controller is given: on iOS 15
    /// to 16.3 the hosting controller has no `safeAreaRegions`, and only the bar's root view's
    /// `.ignoresSafeArea()` keeps insets out. The test makes every runtime that case: on iOS 16.4
    /// and later it gives the hosting controller its default regions back, and on every version it
    /// gives it 12 pt of additional safe area on each edge, which a bar resting above the home
    /// indicator would otherwise never see. The bar's view must still read no inset (without the
    /// root's `.ignoresSafeArea()` it reads 12 pt on each edge), and fill the host's view.
    func testTheCompactBarTakesNoSafeAreaInsetEvenWhereItsHostHasOne() {
        let model = SwiftUIInsetReporter.Model()
        let view = Color.white.dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) {
            Text("Player")
        } compact: {
            SwiftUIInsetReporter(model: model)
        }
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.minimized) && !model.seen.isEmpty }
            guard let host = root.presentedDropDownSheets.first?.compactViewController else {
                return XCTFail("the compact bar's hosting controller")
            }
            if #available(iOS 16.4, *) {
                let hosting = host as? UIHostingController<DropDownSheetCompactRoot<SwiftUIInsetReporter>>
                XCTAssertNotNil(hosting, "the compact bar's host is a hosting controller of the bar's root")
                hosting?.safeAreaRegions = .all
            }
            host.additionalSafeAreaInsets = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
            host.view.setNeedsLayout()
            host.view.layoutIfNeeded()
            waitUntil { host.view.safeAreaInsets.bottom >= 12 && host.view.safeAreaInsets.top >= 12 }
            // A new body of the bar's view, laid out in the host that now has insets.
            model.tick = 1
            waitUntil { model.seen.last?.tick == 1 }
            XCTAssertEqual(model.seen.last?.insets, EdgeInsets(), "no inset inside the bar")
            XCTAssertEqual(model.seen.last?.size.height ?? 0, host.view.bounds.height, accuracy: 0.5, "the bar fills its host")
        }
    }
}

/// A `compact:` bar that notes, at each of its bodies (`tick`), the safe-area insets and size it
/// is laid out with.
@MainActor
struct SwiftUIInsetReporter: View {
    @MainActor
    final class Model: ObservableObject {
        @Published var tick = 0
        var seen: [(tick: Int, insets: EdgeInsets, size: CGSize)] = []
    }

    @ObservedObject var model: Model

    var body: some View {
        let tick = model.tick
        GeometryReader { proxy in
            let _ = model.seen.append((tick, proxy.safeAreaInsets, proxy.size))
            Color.clear
        }
    }
}
#endif
#if canImport(SwiftUI) && canImport(UIKit)
/// The screen underneath reading the room the bars take, below two modifiers.
@MainActor
struct SwiftUIInsetUnderTwoModifiers: View {
    final class Seen { var bottom = 0.0 }
    let seen: Seen
    @Environment(\.dropDownSheetUnderneathInset) private var inset

    var body: some View {
        let _ = seen.bottom = inset.bottom
        Color.white
    }
}

@MainActor
extension SwiftUIHostsAndIdentityTests {
    /// Two modifiers on one view (the drafts and an item): the inner one has no sheet up, the
    /// outer one's bar rests at the bottom. The view reads the inner one's inset, which is the
    /// presentation's: the bar's room, not 0.
    func testOneInsetIsSharedByEveryModifierOfAPresenter() {
        let seen = SwiftUIInsetUnderTwoModifiers.Seen()
        let view = SwiftUIInsetUnderTwoModifiers(seen: seen)
            .dropDownSheet(isPresented: .constant(false)) { Text("Draft") }
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) { Text("Player") }
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.minimized) }
            waitUntil { seen.bottom > 0 }
        }
    }
}
#endif

#if canImport(SwiftUI) && canImport(UIKit)
/// A parent's override of a child's traits (`setOverrideTraitCollection(_:forChild:)`, deprecated
/// in iOS 17 and working on every iOS the tests run on), reached through a protocol so that
/// building the tests for iOS 17 and later shows no warning for it. (The tests cannot use
/// `traitOverrides`: SwiftUI's module version, which tells the SDK, is not found when they are
/// type-checked.)
@MainActor
protocol LegacyChildTraitOverriding {
    func override(_ traits: UITraitCollection?, of child: UIViewController, in parent: UIViewController)
}

@MainActor
struct LegacyChildTraitOverride: LegacyChildTraitOverriding {
    @available(iOS, deprecated: 17.0, message: "traitOverrides from iOS 17; this still works there.")
    func override(_ traits: UITraitCollection?, of child: UIViewController, in parent: UIViewController) {
        parent.setOverrideTraitCollection(traits, forChild: child)
    }
}
#endif
