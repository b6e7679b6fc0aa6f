#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// What the app's code hears, and whether SwiftUI was in the middle of an update when it heard
/// it: a call made with a representable's update or dismantling on the call stack
/// (``isInsideARepresentableUpdate()``) is made during a view update, which SwiftUI forbids for
/// state writes ("Modifying state during view update").
@MainActor
final class SwiftUICallbackLog: ObservableObject {
    @Published var state = DropDownSheetState.dismissed
    @Published var draft: SwiftUITestDraft?
    @Published var showsScreen = true
    var dismissals = 0
    var bindingWrites: [String] = []
    var positions: [DropDownSheetPosition] = []
    var shownSubjects: [String] = []
    /// Calls of the app's code made while SwiftUI was updating a view.
    var callsDuringUpdate: [String] = []
    /// Whether the probe saw an update of a representable of the test's own on the stack: the
    /// stack check works in this build.
    var probeSawAnUpdate = false
    /// For each time a sheet's content left the window (its dismissal carried out): whether a
    /// view update was on the stack then, and how many `onDismiss` calls the app had heard.
    var contentDepartures: [(duringUpdate: Bool, dismissalsHeard: Int)] = []

    /// Notes a call of the app's code named `name`.
    func note(_ name: String) {
        if isInsideARepresentableUpdate() { callsDuringUpdate.append(name) }
    }
}

/// A screen whose updates never animate (as inside `withTransaction` with `disablesAnimations`),
/// with an `item:` sheet and a `state:` sheet whose every callback is logged.
@MainActor
struct SwiftUICallbackScreen: View {
    @ObservedObject var log: SwiftUICallbackLog
    var animates = false

    var body: some View {
        let item = Binding<SwiftUITestDraft?>(get: { log.draft }, set: { value in
            log.note("item = \(String(describing: value?.id))")
            log.bindingWrites.append("item \(String(describing: value?.id))")
            log.draft = value
        })
        let state = Binding<DropDownSheetState>(get: { log.state }, set: { value in
            log.note("state = \(value)")
            log.bindingWrites.append("state \(value)")
            log.state = value
        })
        Group {
            if log.showsScreen {
                Color.white
                    .dropDownSheet(item: item, onDismiss: { log.note("onDismiss"); log.dismissals += 1 }) { draft in
                        Text(draft.subject).onAppear { log.shownSubjects.append(draft.subject) }
                            .background(SwiftUIDepartureWitness(log: log))
                    }
                    .dropDownSheet(state: state, onDismiss: { log.note("onDismiss"); log.dismissals += 1 }) {
                        Text("Notes").background(SwiftUIDepartureWitness(log: log))
                    }
                    .onDropDownSheetMove { log.note("move"); log.positions.append($0) }
            }
        }
        .background(SwiftUIUpdateProbe(log: log))
        .transaction { if !animates { $0.disablesAnimations = true } }
    }
}

/// A representable of the test's own that checks ``isInsideARepresentableUpdate()`` sees its update.
struct SwiftUIUpdateProbe: UIViewRepresentable {
    let log: SwiftUICallbackLog
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) {
        if isInsideARepresentableUpdate() { log.probeSawAnUpdate = true }
    }
}

/// A view in a sheet's content that notes when it leaves the window (the sheet's dismissal
/// carried out): whether a view update was on the stack then, and how many `onDismiss` calls the
/// app had heard by then.
struct SwiftUIDepartureWitness: UIViewRepresentable {
    let log: SwiftUICallbackLog

    final class Witness: UIView {
        var log: SwiftUICallbackLog?
        override func willMove(toWindow newWindow: UIWindow?) {
            super.willMove(toWindow: newWindow)
            guard newWindow == nil, window != nil, let log else { return }
            log.contentDepartures.append((isInsideARepresentableUpdate(), log.dismissals))
        }
    }

    func makeUIView(context: Context) -> Witness {
        let witness = Witness()
        witness.log = log
        return witness
    }

    func updateUIView(_ view: Witness, context: Context) {}
}

/// Every callback the app receives runs outside SwiftUI's view update; an `item:` replaced keeps
/// the binding on the new item; `onDismiss` runs on `state:` too and when the view leaves.
@MainActor
final class SwiftUIUpdateRulesTests: SheetTestCase {
    private func showScreen(_ log: SwiftUICallbackLog, animates: Bool = false, _ body: (UIViewController) -> Void) {
        show(SwiftUICallbackScreen(log: log, animates: animates)) { root in
            body(root)
            dismissEverything(on: root)
        }
    }

    /// A dismissal without animation ends inside the update that asked for it: `onDismiss`, the
    /// last move report and every write still reach the app, and none while the update is on the
    /// stack.
    ///
    /// That the gate did the deferring is shown, not assumed: the content leaves the window with
    /// the update still on the stack (the dismissal was asked for, and carried out, inside it, so
    /// without the gate `onDismiss` would have run there), and the app had heard no `onDismiss`
    /// then; it hears it afterwards, outside the update. Were the dismissal carried out later, after
    /// the update (where no gate is needed), the first check fails instead of passing vacuously.
    func testNoCallbackRunsWhileAViewUpdateIsOnTheStack() {
        let log = SwiftUICallbackLog()
        showScreen(log) { root in
            log.state = .expanded
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.expanded) }
            log.state = .dismissed
            waitUntil { log.dismissals == 1 }
            waitUntil { log.positions.last?.phase == .resting(.dismissed) }
            XCTAssertEqual(log.contentDepartures.count, 1, "the state sheet's content left the window")
            XCTAssertEqual(log.contentDepartures.first?.duringUpdate, true,
                           "the dismissal was asked for and carried out inside the view update")
            XCTAssertEqual(log.contentDepartures.first?.dismissalsHeard, 0, "onDismiss waited for the update's end")
            log.draft = SwiftUITestDraft(id: 1, subject: "Lunch")
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.expanded) }
            log.draft = nil
            waitUntil { log.dismissals == 2 }
            XCTAssertEqual(log.contentDepartures.count, 2, "the item sheet's content left the window")
            XCTAssertEqual(log.contentDepartures.last?.duringUpdate, true, "inside the view update")
            XCTAssertEqual(log.contentDepartures.last?.dismissalsHeard, 1, "onDismiss waited for the update's end")
            XCTAssertTrue(root.presentedDropDownSheets.isEmpty)
            XCTAssertTrue(log.probeSawAnUpdate, "the stack check sees a representable's update")
            XCTAssertEqual(log.callsDuringUpdate, [], "calls made during a view update")
        }
    }

    /// `state:` has `onDismiss:` too: it runs once the sheet is gone, whoever dismissed it.
    func testTheStateVariantCallsOnDismiss() {
        let log = SwiftUICallbackLog()
        showScreen(log, animates: true) { root in
            log.state = .minimized
            guard let sheet = waitUntilPresented(on: root) else { return }
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertEqual(log.dismissals, 0)
            sheet.dismiss(animated: true)
            waitUntil { log.dismissals == 1 }
            XCTAssertEqual(log.state, .dismissed)
        }
    }

    /// Another item without animation: the outgoing sheet's dismissal (synchronous, inside the
    /// update) no longer writes nil over the new item. The binding names the new item, which is
    /// shown, and setting it to nil dismisses it.
    func testANonAnimatedReplacementKeepsTheBindingOnTheNewItem() {
        let log = SwiftUICallbackLog()
        showScreen(log) { root in
            log.draft = SwiftUITestDraft(id: 1, subject: "Lunch")
            guard let first = waitUntilPresented(on: root) else { return }
            waitUntil { first.phase == .resting(.expanded) }
            log.draft = SwiftUITestDraft(id: 2, subject: "Dinner")
            waitUntil { root.presentedDropDownSheets.contains { $0 !== first && $0.phase == .resting(.expanded) } }
            waitUntil { log.dismissals == 1 }
            XCTAssertFalse(first.isPresented)
            XCTAssertEqual(log.draft?.id, 2, "the binding names the new item")
            XCTAssertFalse(log.bindingWrites.contains("item nil"), "the outgoing sheet wrote nothing: \(log.bindingWrites)")
            XCTAssertEqual(log.shownSubjects, ["Lunch", "Dinner"])
            XCTAssertEqual(log.callsDuringUpdate, [], "calls made during a view update")
            log.draft = nil
            waitUntil { root.presentedDropDownSheets.isEmpty }
            waitUntil { log.dismissals == 2 }
        }
    }

    /// Another item with animation, then nil while the outgoing sheet springs away (within
    /// 100 ms): no sheet remains. Proved by presenting a third item afterwards: the second one's
    /// content never appeared, and the third one's sheet is the only one.
    func testAnAnimatedReplacementThenNilLeavesNoSheet() {
        let log = SwiftUICallbackLog()
        showScreen(log, animates: true) { root in
            log.draft = SwiftUITestDraft(id: 1, subject: "Lunch")
            guard let first = waitUntilPresented(on: root) else { return }
            waitUntil { first.phase == .resting(.expanded) }
            log.draft = SwiftUITestDraft(id: 2, subject: "Dinner")
            // The replacement reached the sheet (a turn or two, well within 100 ms): nil now comes
            // while the first sheet springs away and the second waits for it.
            waitUntil { first.phase == .settling(toward: .dismissed) }
            log.draft = nil
            XCTAssertTrue(first.isPresented, "nil came during the outgoing sheet's exit")
            waitUntil { !first.isPresented && log.dismissals == 1 }
            waitUntil { root.presentedDropDownSheets.isEmpty }
            XCTAssertNil(log.draft)
            log.draft = SwiftUITestDraft(id: 3, subject: "Supper")
            waitUntil { root.presentedDropDownSheets.count == 1 && root.presentedDropDownSheets.first?.phase == .resting(.expanded) }
            XCTAssertEqual(log.shownSubjects, ["Lunch", "Supper"], "the second item's sheet was never shown")
        }
    }

    /// The view carrying the modifier leaves the hierarchy with its sheet up: the sheet goes, and
    /// `onDismiss` runs (outside the update that took the view away).
    func testTheViewLeavingDismissesItsSheetAndCallsOnDismiss() {
        let log = SwiftUICallbackLog()
        showScreen(log, animates: true) { root in
            log.state = .minimized
            guard let sheet = waitUntilPresented(on: root) else { return }
            waitUntil { sheet.phase == .resting(.minimized) }
            log.showsScreen = false
            waitUntil { !sheet.isPresented }
            waitUntil { log.dismissals == 1 }
            XCTAssertEqual(log.callsDuringUpdate, [], "calls made during a view update")
        }
    }

    private func waitUntilPresented(on root: UIViewController, file: StaticString = #filePath, line: UInt = #line) -> DropDownSheetController? {
        waitUntil(file: file, line: line) { !root.presentedDropDownSheets.isEmpty }
        return root.presentedDropDownSheets.first
    }
}
#endif
