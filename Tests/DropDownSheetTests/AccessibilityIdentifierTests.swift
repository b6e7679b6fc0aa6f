import XCTest
@testable import DropDownSheetCore

/// UI tests find the library's views by these identifiers: they must not change.
final class AccessibilityIdentifierTests: XCTestCase {
    func testTheIdentifiersUITestsUseAreStable() {
        XCTAssertEqual(DropDownSheetAccessibilityIdentifier.card, "DropDownSheet.card")
        XCTAssertEqual(DropDownSheetAccessibilityIdentifier.chooser, "DropDownSheet.chooser")
        XCTAssertEqual(DropDownSheetAccessibilityIdentifier.bar, "DropDownSheet.bar")
        XCTAssertEqual(DropDownSheetAccessibilityIdentifier.closeButton, "DropDownSheet.closeButton")
    }
}
