import XCTest
@testable import DropDownSheetCore

/// Which bars of the screen underneath the minimized sheet stays above (issue 12, item 3).
final class BottomBarTests: XCTestCase {
    func testATabBarAtTheBottomTakesItsHeightWithTheSafeAreaBelowIt() {
        // An iPhone tab bar: 49 points plus 34 of home indicator, on an 844-point screen.
        XCTAssertEqual(DropDownSheetBottomBar.obstruction(top: 761, bottom: 844, screenHeight: 844), 83)
    }

    func testABarWithinAPointOfTheBottomStillCounts() {
        XCTAssertEqual(DropDownSheetBottomBar.obstruction(top: 761.5, bottom: 843.5, screenHeight: 844), 82.5)
    }

    func testABarHigherUpDoesNotCount() {
        XCTAssertNil(DropDownSheetBottomBar.obstruction(top: 400, bottom: 444, screenHeight: 844),
                     "a toolbar in the middle of the screen")
    }

    func testABarPushedOffTheScreenDoesNotCount() {
        XCTAssertNil(DropDownSheetBottomBar.obstruction(top: 844, bottom: 927, screenHeight: 844))
        XCTAssertNil(DropDownSheetBottomBar.obstruction(top: 900, bottom: 983, screenHeight: 844))
    }

    func testABarTallerThanTheScreenTakesAtMostTheScreen() {
        XCTAssertEqual(DropDownSheetBottomBar.obstruction(top: -100, bottom: 900, screenHeight: 844), 844)
    }

    func testNonsenseFramesDoNotCount() {
        XCTAssertNil(DropDownSheetBottomBar.obstruction(top: .nan, bottom: 844, screenHeight: 844))
        XCTAssertNil(DropDownSheetBottomBar.obstruction(top: 761, bottom: .infinity, screenHeight: 844))
        XCTAssertNil(DropDownSheetBottomBar.obstruction(top: 761, bottom: 844, screenHeight: 0))
        XCTAssertNil(DropDownSheetBottomBar.obstruction(top: 844, bottom: 761, screenHeight: 844), "upside down")
    }
}
