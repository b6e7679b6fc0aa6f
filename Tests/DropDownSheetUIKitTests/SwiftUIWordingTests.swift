#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// The words of a sheet presented by the SwiftUI modifier come from `dropDownSheetWording(_:)`.
@MainActor
final class SwiftUIWordingModel: ObservableObject {
    @Published var state: DropDownSheetState = .minimized
    @Published var hint = "Double-tap to edit the note."
    /// Something the screen shows that has nothing to do with the sheet's words (a keystroke).
    @Published var typed = ""
}

/// A notes screen whose sheet is worded as a note, inside a screen worded for notes in general.
@MainActor
struct SwiftUIWordingTestView: View {
    @ObservedObject var model: SwiftUIWordingModel

    var body: some View {
        Color.white
            .overlay(Text(model.typed))
            .dropDownSheet(state: $model.state) { Text("Groceries") }
            .dropDownSheetWording(DropDownSheetWording(barAccessibilityHint: model.hint))
            .dropDownSheetWording(DropDownSheetWording(untitledSheetTitle: "Note",
                                                       barAccessibilityHint: "outer, hidden by the inner hint",
                                                       expandActionName: "Edit"))
    }
}

@MainActor
final class SwiftUIWordingTests: SheetTestCase {
    func testTheModifiersWordingReachesTheSheetNearestFirstAndFollowsChanges() {
        let model = SwiftUIWordingModel()
        let root = UIHostingController(rootView: SwiftUIWordingTestView(model: model))
        withScreen {
            window.rootViewController = root
            window.layoutIfNeeded()
            waitUntil { root.presentedDropDownSheets.first?.state == .minimized }
            guard let sheet = root.presentedDropDownSheets.first else { return }
            let bar = sheet.card!.clipView
            XCTAssertEqual(bar.accessibilityLabel, "Note", "the outer wording fills in what the inner leaves nil")
            XCTAssertEqual(bar.accessibilityHint, "Double-tap to edit the note.", "the inner wording wins")
            XCTAssertEqual(bar.accessibilityCustomActions?.map(\.name), ["Edit", "Close"])
            model.hint = "Double-tap to open the note."
            waitUntil { bar.accessibilityHint == "Double-tap to open the note." }
            model.state = .dismissed
            waitUntil { root.presentedDropDownSheets.isEmpty }
            window.rootViewController = underneath
        }
    }

    /// Every SwiftUI update hands the environment's wording over again: the same words must not
    /// redraw the card nor rebuild VoiceOver's actions (which resets the actions rotor).
    func testAnUpdateThatKeepsTheWordsLeavesTheBarsActionsAlone() {
        let model = SwiftUIWordingModel()
        let root = UIHostingController(rootView: SwiftUIWordingTestView(model: model))
        withScreen {
            window.rootViewController = root
            window.layoutIfNeeded()
            waitUntil { root.presentedDropDownSheets.first?.state == .minimized }
            guard let sheet = root.presentedDropDownSheets.first else { return }
            let bar = sheet.card!.clipView
            let actions = bar.accessibilityCustomActions ?? []
            XCTAssertEqual(actions.map(\.name), ["Edit", "Close"])
            for letter in ["a", "ab", "abc"] {
                model.typed = letter
                spinRunLoop(0.1)
            }
            XCTAssertEqual(root.rootView.model.typed, "abc")
            let after = bar.accessibilityCustomActions ?? []
            XCTAssertEqual(after.count, actions.count)
            XCTAssertTrue(zip(after, actions).allSatisfy { $0 === $1 }, "the same actions, not rebuilt")
            model.hint = "Double-tap to open the note."
            waitUntil { bar.accessibilityHint == "Double-tap to open the note." }
            model.state = .dismissed
            waitUntil { root.presentedDropDownSheets.isEmpty }
            window.rootViewController = underneath
        }
    }
}
#endif
