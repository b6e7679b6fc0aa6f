#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// A draft for the `item:` tests.
struct SwiftUITestDraft: Identifiable, Equatable {
    var id: Int
    var subject: String
}

/// The app's side of the `isPresented:` and `item:` tests.
@MainActor
final class SwiftUIPresentationModel: ObservableObject {
    @Published var isPresented = false
    @Published var isMinimized = false
    @Published var draft: SwiftUITestDraft?
    /// Read by the content: a change is a view update that repeats the bindings.
    @Published var revision = 0
    /// Whether the modifier is given `isMinimized`.
    var bindsMinimized = false
    var dismissals = 0
    /// The subjects the sheets' contents showed, in order of appearance.
    var shownSubjects: [String] = []
}

/// `.dropDownSheet(isPresented:)` or `.dropDownSheet(item:)`, the way an app would write it.
@MainActor
struct SwiftUIPresentationTestView: View {
    @ObservedObject var model: SwiftUIPresentationModel
    var usesItem = false

    var body: some View {
        let screen = Color.white.overlay(Text("Inbox"))
        let isMinimized = model.bindsMinimized ? $model.isMinimized : nil
        if usesItem {
            screen.dropDownSheet(item: $model.draft, isMinimized: isMinimized, onDismiss: { model.dismissals += 1 }) { draft in
                Text(draft.subject).dropDownSheetBarTitle(draft.subject).onAppear { model.shownSubjects.append(draft.subject) }
            }
        } else {
            screen.dropDownSheet(isPresented: $model.isPresented, isMinimized: isMinimized, onDismiss: { model.dismissals += 1 }) {
                Text("New Message").dropDownSheetBarSubtitle("Revision \(model.revision)")
                    .onAppear { model.shownSubjects.append("New Message") }
            }
        }
    }
}

@MainActor
final class SwiftUIPresentationVariantTests: SheetTestCase {
    // MARK: - isPresented

    func testIsPresentedPresentsExpandedAndFalseDismissesCallingOnDismiss() {
        let model = SwiftUIPresentationModel()
        withHostedView(model) { root in
            XCTAssertTrue(root.presentedDropDownSheets.isEmpty)
            model.isPresented = true
            let sheet = waitForPresentedSheet(on: root)
            waitUntil { sheet?.phase == .resting(.expanded) }
            XCTAssertEqual(model.dismissals, 0)
            model.isPresented = false
            waitUntil { root.presentedDropDownSheets.isEmpty }
            waitUntil { model.dismissals == 1 }
        }
    }

    func testTheUserDismissingSetsIsPresentedFalseAndCallsOnDismiss() {
        let model = SwiftUIPresentationModel()
        model.bindsMinimized = true
        model.isMinimized = true
        model.isPresented = true
        withHostedView(model) { root in
            guard let sheet = waitForPresentedSheet(on: root) else { return }
            waitUntil { sheet.phase == .resting(.minimized) }
            swipeDown(sheet)
            waitUntil { !model.isPresented }
            waitUntil { model.dismissals == 1 }
            XCTAssertTrue(model.isMinimized, "left as it was: the next presentation opens as a bar")
        }
    }

    func testIsMinimizedMovesTheSheetFromOutsideAndFollowsTheUser() {
        let model = SwiftUIPresentationModel()
        model.bindsMinimized = true
        model.isPresented = true
        withHostedView(model) { root in
            guard let sheet = waitForPresentedSheet(on: root) else { return }
            waitUntil { sheet.phase == .resting(.expanded) }
            model.isMinimized = true
            waitUntil { sheet.phase == .resting(.minimized) }
            sheet.expand()
            waitUntil { sheet.phase == .resting(.expanded) }
            waitUntil { !model.isMinimized }
            XCTAssertTrue(model.isPresented)
            XCTAssertEqual(model.dismissals, 0)
        }
    }

    func testWithoutIsMinimizedTheSheetStaysWhereTheUserPutsIt() {
        let model = SwiftUIPresentationModel()
        model.isPresented = true
        withHostedView(model) { root in
            guard let sheet = waitForPresentedSheet(on: root) else { return }
            waitUntil { sheet.phase == .resting(.expanded) }
            sheet.minimize()
            waitUntil { sheet.phase == .resting(.minimized) }
            model.revision = 1   // a view update that repeats the bindings
            waitUntil { sheet.card?.itemBarView?.subtitleLabel.text == "Revision 1" }   // it reached the anchor
            XCTAssertEqual(sheet.phase, .resting(.minimized))
            XCTAssertTrue(model.isPresented)
        }
    }

    // MARK: - item

    func testAnItemPresentsItsContentAndNilDismisses() {
        let model = SwiftUIPresentationModel()
        withHostedView(model, usesItem: true) { root in
            model.draft = SwiftUITestDraft(id: 1, subject: "Lunch")
            let sheet = waitForPresentedSheet(on: root)
            waitUntil { sheet?.phase == .resting(.expanded) }
            waitUntil { model.shownSubjects == ["Lunch"] }
            model.draft = nil
            waitUntil { root.presentedDropDownSheets.isEmpty }
            waitUntil { model.dismissals == 1 }
        }
    }

    func testAnotherItemReplacesTheSheetAndTheSameItemUpdatesItInPlace() {
        let model = SwiftUIPresentationModel()
        model.draft = SwiftUITestDraft(id: 1, subject: "Lunch")
        withHostedView(model, usesItem: true) { root in
            guard let first = waitForPresentedSheet(on: root) else { return }
            waitUntil { first.phase == .resting(.expanded) }
            model.draft = SwiftUITestDraft(id: 1, subject: "Lunch on Friday")
            waitUntil { first.contentViewController.dropDownSheetBarItem.title == "Lunch on Friday" }
            XCTAssertIdentical(presentedSheetController(on: root), first, "same id: the same sheet, its content updated in place")
            XCTAssertEqual(model.shownSubjects, ["Lunch"], "no new content appeared")
            model.draft = SwiftUITestDraft(id: 2, subject: "Dinner")
            waitUntil { self.presentedSheetController(on: root).map { $0 !== first && $0.phase == .resting(.expanded) } ?? false }
            waitUntil { model.dismissals == 1 }
            XCTAssertEqual(model.draft?.id, 2, "the binding names the new item")
            waitUntil { self.presentedSheetController(on: root)?.contentViewController.dropDownSheetBarItem.title == "Dinner" }
            XCTAssertEqual(model.shownSubjects.last, "Dinner")
        }
    }

    func testTheUserDismissingSetsTheItemToNil() {
        let model = SwiftUIPresentationModel()
        model.bindsMinimized = true
        model.isMinimized = true
        model.draft = SwiftUITestDraft(id: 7, subject: "Notes")
        withHostedView(model, usesItem: true) { root in
            guard let sheet = waitForPresentedSheet(on: root) else { return }
            waitUntil { sheet.phase == .resting(.minimized) }
            swipeDown(sheet)
            waitUntil { model.draft == nil }
            waitUntil { model.dismissals == 1 }
        }
    }

    // MARK: - Helpers

    private func withHostedView(_ model: SwiftUIPresentationModel, usesItem: Bool = false, _ body: (UIViewController) -> Void) {
        let root = UIHostingController(rootView: SwiftUIPresentationTestView(model: model, usesItem: usesItem))
        withScreen {
            window.rootViewController = root
            window.layoutIfNeeded()
            spinRunLoop(0.05)
            body(root)
            dismissEverything(on: root)
            spinRunLoop(0.1)
            window.rootViewController = underneath
        }
    }

    private func presentedSheetController(on root: UIViewController) -> DropDownSheetController? {
        root.presentedDropDownSheets.last
    }

    private func waitForPresentedSheet(on root: UIViewController, file: StaticString = #filePath, line: UInt = #line) -> DropDownSheetController? {
        waitUntil(file: file, line: line) { self.presentedSheetController(on: root) != nil }
        return presentedSheetController(on: root)
    }

    /// A real flick down on the bar, through UIKit's event delivery.
    private func swipeDown(_ sheet: DropDownSheetController) {
        guard sheet.card != nil else { return XCTFail("no bar") }
        flickDown(onBarOf: sheet)
    }
}
#endif
