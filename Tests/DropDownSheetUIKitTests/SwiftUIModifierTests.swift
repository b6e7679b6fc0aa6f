#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet
// DropDownSheetCore too: the engine's layout (`sheet.engine.layout`, package access) is what the SwiftUI bar's height is checked against.
@testable import DropDownSheetCore

/// The app's side of the SwiftUI tests: the state the binding reads and writes, and what the
/// sheet's content reports.
@MainActor
final class SwiftUISheetModel: ObservableObject {
    /// Every value the state took, in order, whoever set it.
    private(set) var history: [DropDownSheetState] = []
    @Published var state: DropDownSheetState = .dismissed {
        didSet { history.append(state) }
    }
    @Published var configuration = DropDownSheetConfiguration()
    @Published var showsSheetView = true
    @Published var dismissDisabled = false
    @Published var grabber = Visibility.automatic
    var attemptsToDismiss = 0
    /// The content's `@Environment(\.dropDownSheet)`, once it appeared.
    var proxy: DropDownSheetProxy?
    var compactTaps = 0

    init(state: DropDownSheetState = .dismissed) {
        self.state = state
        history = []
    }
}

/// A view with the modifier, the way an app would write it.
@MainActor
struct SwiftUIModifierTestView: View {
    @ObservedObject var model: SwiftUISheetModel
    var withCompactBar = false

    var body: some View {
        if model.showsSheetView {
            if withCompactBar {
                screen.dropDownSheet(state: $model.state, configuration: model.configuration) {
                    sheetContent
                } compact: {
                    HStack {
                        Text("Now Playing")
                        Button("Play") { model.compactTaps += 1 }
                    }
                }
            } else {
                screen.dropDownSheet(state: $model.state, configuration: model.configuration,
                                     onAttemptToDismiss: { model.attemptsToDismiss += 1 }) {
                    sheetContent
                }
            }
        } else {
            Color.gray
        }
    }

    private var screen: some View {
        Color.white.overlay(Text("Inbox"))
    }

    private var sheetContent: some View {
        SwiftUISheetContent(model: model)
            .dropDownSheetDismissDisabled(model.dismissDisabled)
            .dropDownSheetDragIndicator(model.grabber)
    }
}

/// The sheet's content: hands its environment proxy to the model.
@MainActor
struct SwiftUISheetContent: View {
    @ObservedObject var model: SwiftUISheetModel
    @Environment(\.dropDownSheet) private var sheet

    var body: some View {
        Text("New Message")
            .onAppear { model.proxy = sheet }
    }
}

@MainActor
final class SwiftUIModifierTests: SheetTestCase {
    // MARK: - Binding → sheet

    func testSettingTheBindingToExpandedPresentsTheSheetExpanded() {
        let model = SwiftUISheetModel()
        withHostedScreen(model) { root in
            XCTAssertTrue(root.presentedDropDownSheets.isEmpty, "dismissed: nothing presented")
            model.state = .expanded
            let sheet = waitForSheet(on: root)
            waitUntil { sheet?.phase == .resting(.expanded) }
            XCTAssertEqual(model.history, [.expanded], "presenting writes nothing back")
        }
    }

    func testABindingThatStartsMinimizedShowsTheBarWhenTheViewAppears() {
        let model = SwiftUISheetModel(state: .minimized)
        withHostedScreen(model) { root in
            let sheet = waitForSheet(on: root)
            waitUntil { sheet?.phase == .resting(.minimized) }
            XCTAssertEqual(model.history, [])
        }
    }

    func testSettingTheBindingMovesThePresentedSheet() {
        let model = SwiftUISheetModel(state: .expanded)
        withHostedScreen(model) { root in
            let sheet = waitForSheet(on: root)
            waitUntil { sheet?.phase == .resting(.expanded) }
            model.state = .minimized
            waitUntil { sheet?.phase == .resting(.minimized) }
            model.state = .expanded
            waitUntil { sheet?.phase == .resting(.expanded) }
            XCTAssertIdentical(presentedSheet(on: root), sheet, "moved, not presented again")
            XCTAssertEqual(model.history, [.minimized, .expanded])
        }
    }

    func testSettingTheBindingToDismissedDismissesAndRestoresTheScreenUnderneath() {
        let model = SwiftUISheetModel(state: .expanded)
        withHostedScreen(model) { root in
            let sheet = waitForSheet(on: root)
            waitUntil { sheet?.phase == .resting(.expanded) }
            let host = root.attachedDropDownSheetHost
            XCTAssertNotNil(host?.presentingStyle.standIn, "the screen underneath is drawn scaled")
            model.state = .dismissed
            waitUntil { root.presentedDropDownSheets.isEmpty }
            XCTAssertNil(host?.presentingStyle.standIn, "and as itself again")
            XCTAssertFalse(root.view.accessibilityElementsHidden)
            XCTAssertEqual(model.history, [.dismissed])
        }
    }

    func testDismissingDuringThePresentationWaitsForItAndThenDismisses() {
        let model = SwiftUISheetModel()
        withHostedScreen(model) { root in
            model.state = .expanded
            waitUntil { !root.presentedDropDownSheets.isEmpty }
            model.state = .dismissed
            waitUntil { root.presentedDropDownSheets.isEmpty }
            XCTAssertEqual(model.state, .dismissed)
        }
    }

    func testConfigurationChangesApplyToThePresentedSheet() {
        let model = SwiftUISheetModel(state: .minimized)
        withHostedScreen(model) { root in
            let sheet = waitForSheet(on: root)
            model.configuration.minimizedHeight = 80
            model.configuration.dimmingTapAction = .none
            waitUntil { sheet?.configuration.minimizedHeight == 80 }
            XCTAssertEqual(sheet?.configuration.dimmingTapAction, DropDownSheetDimmingTapAction.none)
        }
    }

    // MARK: - Sheet → binding

    func testFlickingTheCardDownWritesMinimizedOnceItRests() {
        let model = SwiftUISheetModel(state: .expanded)
        withHostedScreen(model) { root in
            guard let sheet = waitForSheet(on: root) else { return }
            waitUntil { sheet.phase == .resting(.expanded) }
            // A real flick, through UIKit's event delivery: the binding is written when the sheet
            // rests, not as the finger lets go.
            flickDown(onCardOf: sheet)
            XCTAssertEqual(model.state, .expanded, "not written when the move starts")
            waitUntil { model.state == .minimized }
            XCTAssertEqual(sheet.phase, .resting(.minimized))
            spinRunLoop(0.3)
            XCTAssertEqual(model.history, [.minimized], "written once, and the write moved nothing")
            XCTAssertEqual(sheet.phase, .resting(.minimized))
        }
    }

    func testTappingTheDimmedScreenWritesMinimized() {
        let model = SwiftUISheetModel(state: .expanded)
        withHostedScreen(model) { root in
            guard let sheet = waitForSheet(on: root) else { return }
            waitUntil { sheet.phase == .resting(.expanded) }
            tapDimmedScreen()
            waitUntil { model.state == .minimized }
        }
    }

    func testSwipingTheBarAwayWritesDismissed() {
        let model = SwiftUISheetModel(state: .minimized)
        withHostedScreen(model) { root in
            guard let sheet = waitForSheet(on: root) else { return }
            swipeBarDown(sheet)
            waitUntil { model.state == .dismissed }
            waitUntil { root.presentedDropDownSheets.isEmpty }
            XCTAssertEqual(model.history, [.dismissed])
        }
    }

    func testSettingTheBindingRightAfterTheUserDismissedPresentsANewSheet() {
        let model = SwiftUISheetModel(state: .minimized)
        withHostedScreen(model) { root in
            guard let first = waitForSheet(on: root) else { return }
            swipeBarDown(first)
            waitUntil { model.state == .dismissed }
            model.state = .expanded   // while UIKit may still be finishing the dismissal
            waitUntil { presentedSheet(on: root).map { $0 !== first && $0.phase == .resting(.expanded) } ?? false }
        }
    }

    // MARK: - Inside the content

    func testTheEnvironmentProxyMinimizesExpandsAndDismisses() {
        let model = SwiftUISheetModel(state: .expanded)
        withHostedScreen(model) { root in
            guard let sheet = waitForSheet(on: root) else { return }
            waitUntil { model.proxy != nil }
            XCTAssertEqual(model.proxy?.state, .expanded)
            model.proxy?.minimize()
            XCTAssertEqual(model.state, .minimized, "the binding follows at once")
            waitUntil { sheet.phase == .resting(.minimized) }
            model.proxy?.expand(animated: false)
            XCTAssertEqual(sheet.phase, .resting(.expanded))
            model.proxy?.dismiss()
            waitUntil { root.presentedDropDownSheets.isEmpty }
            XCTAssertEqual(model.history, [.minimized, .expanded, .dismissed])
        }
    }

    func testDismissDisabledKeepsTheBarAndCallsOnAttemptToDismiss() {
        let model = SwiftUISheetModel(state: .minimized)
        model.dismissDisabled = true
        withHostedScreen(model) { root in
            guard let sheet = waitForSheet(on: root) else { return }
            waitUntil { (sheet.delegate as? DropDownSheetSession)?.isDismissDisabled == true }
            swipeBarDown(sheet)
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertEqual(model.attemptsToDismiss, 1)
            XCTAssertEqual(model.state, .minimized)
            XCTAssertTrue(sheet.isPresented)
            model.dismissDisabled = false
            waitUntil { (sheet.delegate as? DropDownSheetSession)?.isDismissDisabled == false }
            swipeBarDown(sheet)
            waitUntil { model.state == .dismissed }
        }
    }

    func testTheDragIndicatorModifierShowsTheGrabber() {
        let model = SwiftUISheetModel(state: .expanded)
        model.grabber = .visible
        withHostedScreen(model) { root in
            guard let sheet = waitForSheet(on: root) else { return }
            waitUntil { sheet.prefersGrabberVisible }
            model.grabber = .hidden
            waitUntil { !sheet.prefersGrabberVisible }
        }
    }

    func testTheCompactViewBuilderBecomesTheBar() {
        let model = SwiftUISheetModel(state: .minimized)
        withHostedScreen(model, withCompactBar: true) { root in
            guard let sheet = waitForSheet(on: root) else { return }
            waitUntil { sheet.phase == .resting(.minimized) }
            let bar = sheet.card?.barView
            XCTAssertTrue(bar is DropDownSheetTapOwningView, "the bar takes its taps: SwiftUI expands on the ones no button takes")
            XCTAssertNotNil(sheet.compactViewController, "the compact bar's hosting controller")
            XCTAssertEqual(bar?.alpha ?? 0, 1, accuracy: 0.0001)
            XCTAssertEqual(bar?.frame.height ?? 0, CGFloat(sheet.engine.layout.barHeight), accuracy: 0.5)
            model.state = .expanded
            waitUntil { sheet.phase == .resting(.expanded) }
            XCTAssertEqual(bar?.alpha ?? 1, 0, accuracy: 0.0001)
        }
    }

    // MARK: - Where it is presented from

    func testAModifierInsideATabViewAndANavigationViewPresentsFromTheWindowsRoot() {
        let model = SwiftUISheetModel(state: .expanded)
        let root = UIHostingController(rootView: TabView {
            NavigationView {
                SwiftUIModifierTestView(model: model).navigationTitle("Inbox")
            }
            .navigationViewStyle(.stack)
            .tabItem { Text("Mail") }
            Color.blue.tabItem { Text("Other") }
        })
        withScreen {
            show(root)
            let sheet = waitForSheet(on: root)
            waitUntil { sheet?.phase == .resting(.expanded) }
            XCTAssertIdentical(sheet?.host?.presentingViewController, root)
            close(root)
        }
    }

    func testAModifierInsideANavigationStackPresents() throws {
        guard #available(iOS 16.0, *) else { throw XCTSkip("NavigationStack needs iOS 16") }
        let model = SwiftUISheetModel(state: .minimized)
        let root = UIHostingController(rootView: NavigationStack {
            SwiftUIModifierTestView(model: model).navigationTitle("Inbox")
        })
        withScreen {
            show(root)
            let sheet = waitForSheet(on: root)
            waitUntil { sheet?.phase == .resting(.minimized) }
            close(root)
        }
    }

    func testAModifierInsideAPresentedControllerPresentsAboveIt() {
        let model = SwiftUISheetModel()
        let presented = UIHostingController(rootView: SwiftUIModifierTestView(model: model))
        withScreen {
            let shown = expectation(description: "presented")
            underneath.present(presented, animated: false) { shown.fulfill() }
            wait(for: [shown], timeout: 5)
            model.state = .expanded
            let sheet = waitForSheet(on: presented)
            waitUntil { sheet?.phase == .resting(.expanded) }
            XCTAssertIdentical(sheet?.host?.presentingViewController, presented)
        }
    }

    func testRemovingTheViewWithTheModifierDismissesTheSheet() {
        let model = SwiftUISheetModel(state: .expanded)
        withHostedScreen(model) { root in
            let sheet = waitForSheet(on: root)
            waitUntil { sheet?.phase == .resting(.expanded) }
            model.showsSheetView = false
            waitUntil { root.presentedDropDownSheets.isEmpty }
        }
    }

    // MARK: - Helpers

    /// Shows `SwiftUIModifierTestView(model:)` as the window's root and runs `body` with its
    /// hosting controller; puts everything back afterwards.
    private func withHostedScreen(_ model: SwiftUISheetModel, withCompactBar: Bool = false,
                                  _ body: (UIViewController) -> Void) {
        let root = UIHostingController(rootView: SwiftUIModifierTestView(model: model, withCompactBar: withCompactBar))
        withScreen {
            show(root)
            body(root)
            close(root)
        }
    }

    private func show(_ root: UIViewController) {
        window.rootViewController = root
        window.layoutIfNeeded()
        spinRunLoop(0.05)
    }

    private func close(_ root: UIViewController) {
        dismissEverything(on: root)
        spinRunLoop(0.1)
        window.rootViewController = underneath
    }

    private func presentedSheet(on root: UIViewController) -> DropDownSheetController? {
        root.presentedDropDownSheets.first
    }

    /// Waits for a drop-down sheet presented above `root`.
    private func waitForSheet(on root: UIViewController, file: StaticString = #filePath, line: UInt = #line) -> DropDownSheetController? {
        waitUntil(file: file, line: line) { self.presentedSheet(on: root) != nil }
        return presentedSheet(on: root)
    }

    /// A real flick down on the bar, through UIKit's event delivery.
    private func swipeBarDown(_ sheet: DropDownSheetController) {
        guard sheet.card != nil else { return XCTFail("no bar") }
        flickDown(onBarOf: sheet)
    }
}
#endif
