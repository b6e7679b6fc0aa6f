#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// A mini player and a draft, each a `.dropDownSheet` with an identifier and a role, the way an
/// app would write them.
@MainActor
final class SwiftUIIdentityModel: ObservableObject {
    @Published var player = DropDownSheetState.minimized
    @Published var draft = DropDownSheetState.dismissed
}

@MainActor
struct SwiftUIIdentityTestView: View {
    @ObservedObject var model: SwiftUIIdentityModel

    var body: some View {
        Color.white
            .dropDownSheet(state: $model.player, identifier: "player", role: .accessory) {
                Text("Player")
            } compact: {
                Text("Now Playing")
            }
            .dropDownSheet(state: $model.draft, identifier: "draft-7") {
                Text("New Message")
            }
    }
}

@MainActor
final class SwiftUIIdentityAndRoleTests: SheetTestCase {
    func testTheModifiersGiveTheirSheetsAnIdentifierAndARole() {
        let model = SwiftUIIdentityModel()
        let root = UIHostingController(rootView: SwiftUIIdentityTestView(model: model))
        withScreen {
            window.rootViewController = root
            window.layoutIfNeeded()
            waitUntil { root.presentedDropDownSheets.count == 1 }
            let player = root.presentedDropDownSheets.first
            XCTAssertEqual(player?.identifier, "player")
            XCTAssertEqual(player?.role, .accessory)

            model.draft = .minimized
            waitUntil { root.presentedDropDownSheets.count == 2 }
            XCTAssertEqual(root.presentedDropDownSheets.map(\.identifier), ["player", "draft-7"])
            XCTAssertEqual(root.presentedDropDownSheets.last?.role, .draft)
            XCTAssertEqual(root.dropDownSheetStackSnapshot?.identifiers, ["draft-7"], "its draft takes part in restore")

            model.draft = .dismissed
            waitUntil { root.presentedDropDownSheets.count == 1 }
            XCTAssertEqual(model.player, .minimized, "the player stays")
            dismissEverything(on: root)
            spinRunLoop(0.1)
            window.rootViewController = underneath
        }
    }

    func testARefusedSheetWritesDismissedBackToItsBinding() {
        let model = SwiftUIIdentityModel()
        let root = UIHostingController(rootView: SwiftUIIdentityTestView(model: model))
        withScreen {
            window.rootViewController = root
            window.layoutIfNeeded()
            waitUntil { root.presentedDropDownSheets.count == 1 }
            // A UIKit draft already holds the modifier's identifier: the modifier's sheet is
            // refused (.identifierInUse), and its binding must not go on saying .minimized.
            let impostor = DropDownSheetController(content: UIViewController(), identifier: "draft-7")
            XCTAssertTrue(root.presentDropDownSheet(impostor, initialState: .minimized, animated: false).isPresented)
            model.draft = .minimized
            waitUntil { model.draft == .dismissed }
            XCTAssertEqual(model.draft, .dismissed, "the binding tells the truth: nothing of its own is shown")
            XCTAssertEqual(root.presentedDropDownSheets.map(\.identifier), ["player", "draft-7"])
            XCTAssertIdentical(root.presentedDropDownSheets.last, impostor)
            dismissEverything(on: root)
            spinRunLoop(0.1)
            window.rootViewController = underneath
        }
    }
}
#endif
