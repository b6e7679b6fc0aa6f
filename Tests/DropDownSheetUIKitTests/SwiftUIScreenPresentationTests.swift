#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// The documented way for an error of the screen underneath to reach the user whatever the
/// sheet does (GettingStartedInSwiftUI, "Differences from `.sheet`"): one state, one alert on
/// the screen and one in the draft, each shown where UIKit lets it present.
@MainActor
final class ScreenErrorModel: ObservableObject {
    @Published var draft = DropDownSheetState.expanded
    @Published var sendError: String?

    var showsErrorOnScreen: Bool {
        get { sendError != nil && draft != .expanded }
        set { if !newValue { sendError = nil } }
    }

    var showsErrorInDraft: Bool {
        get { sendError != nil && draft == .expanded }
        set { if !newValue { sendError = nil } }
    }
}

@MainActor
struct ScreenErrorInbox: View {
    @ObservedObject var model: ScreenErrorModel

    var body: some View {
        Color.white
            .alert("Couldn't Send", isPresented: $model.showsErrorOnScreen) {}
            .dropDownSheet(state: $model.draft) {
                Text("Draft")
                    .alert("Couldn't Send", isPresented: $model.showsErrorInDraft) {}
            }
    }
}

/// Issue 32, item 5: where an alert meant for the screen underneath shows: above the expanded
/// sheet (from inside its content), and from the screen while the sheet is a bar.
@MainActor
final class SwiftUIScreenPresentationTests: SheetTestCase {
    /// The alert presented above `root`, however deep, if any.
    private func presentedAlert(above root: UIViewController) -> UIAlertController? {
        var top = root.presentedViewController
        while let current = top {
            if let alert = current as? UIAlertController { return alert }
            top = current.presentedViewController
        }
        return nil
    }

    func testAnErrorShowsAboveTheExpandedSheetAndFromTheScreenWhileItIsABar() {
        let model = ScreenErrorModel()
        show(ScreenErrorInbox(model: model)) { root in
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.expanded) }
            guard let sheet = root.presentedDropDownSheets.first else { return XCTFail("no sheet") }

            model.sendError = "Offline"
            waitUntil { self.presentedAlert(above: root) != nil }
            let aboveTheSheet = presentedAlert(above: root)
            XCTAssertNotNil(aboveTheSheet, "the error reached the user over the expanded draft")
            XCTAssertNotIdentical(aboveTheSheet?.presentingViewController, root, "from inside the sheet, not the screen")
            XCTAssertEqual(sheet.phase, .resting(.expanded), "the draft stayed open under it")

            model.sendError = nil
            waitUntil { self.presentedAlert(above: root) == nil }
            model.draft = .minimized
            waitUntil { sheet.phase == .resting(.minimized) && root.presentedViewController == nil }

            model.sendError = "Offline"
            waitUntil { root.presentedViewController is UIAlertController }
            XCTAssertTrue(root.presentedViewController is UIAlertController, "from the screen underneath, above the bar")
            XCTAssertEqual(sheet.phase, .resting(.minimized))
            model.sendError = nil
            waitUntil { root.presentedViewController == nil }
        }
    }
}
#endif
