#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// `presentDropDownSheet(content:identifier:...)`: a draft presented from its content alone names
/// itself, so it is saved with the stack and comes back after a relaunch (issue 23, item 6).
@MainActor
final class ContentIdentifierTests: SheetTestCase {
    func testADraftPresentedWithContentAndAnIdentifierIsSavedAndRestored() throws {
        try withScreen {
            let content = UIViewController()
            content.title = "To Anna"
            let presented = expectation(description: "presented")
            let sheet = underneath.presentDropDownSheet(content: content, identifier: "draft-42",
                                                        animated: false) { presented.fulfill() }
            wait(for: [presented], timeout: 5)
            waitForUIKit(sheet)
            XCTAssertTrue(sheet.isPresented)
            XCTAssertEqual(sheet.identifier, "draft-42")

            let snapshot = try XCTUnwrap(underneath.dropDownSheetStackSnapshot)
            XCTAssertEqual(snapshot.identifiers, ["draft-42"], "the draft is saved under the app's identifier")
            XCTAssertEqual(snapshot.expanded, "draft-42")
            let saved = snapshot.encoded()
            dismissEverything(on: underneath)
            waitUntil { self.underneath.presentedDropDownSheets.isEmpty }

            var asked: [String] = []
            try underneath.restoreDropDownSheets(from: DropDownSheetStackSnapshot.decode(from: saved)) { id in
                asked.append(id)
                return self.makeDraft(id)
            }
            XCTAssertEqual(asked, ["draft-42"], "the restore asks the app for the draft by its identifier")
            waitUntil { self.underneath.presentedDropDownSheets.first?.state == .expanded }
            XCTAssertEqual(underneath.presentedDropDownSheets.map(\.identifier), ["draft-42"])
        }
    }

    func testASecondContentWithTheSameIdentifierIsNotPresented() {
        withScreen {
            let first = underneath.presentDropDownSheet(content: UIViewController(), identifier: "draft-7",
                                                        initialState: .minimized, animated: false)
            waitForUIKit(first)
            let second = underneath.presentDropDownSheet(content: UIViewController(), identifier: "draft-7",
                                                         animated: false)
            XCTAssertFalse(second.isPresented, "one sheet per identifier: the second is refused (.identifierInUse)")
            XCTAssertTrue(first.isPresented)
            XCTAssertEqual(underneath.presentedDropDownSheets.map { $0 === first }, [true])
            XCTAssertEqual(first.state, .minimized, "the sheet shown is left as it was")
        }
    }
}
#endif
