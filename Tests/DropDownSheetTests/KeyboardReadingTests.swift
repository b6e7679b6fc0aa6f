// What a keyboard frame means for the sheets (issue 18 review, findings 3 and 12): input
// accessory views (a chat's composer alone at the bottom; a sheet's composer drawn in the
// keyboard's window) and fields of other scenes.
import XCTest
@testable import DropDownSheetCore

final class KeyboardReadingTests: XCTestCase {
    // MARK: - Where the first responder is

    func testAFieldInASheetsInputAccessoryTypesIntoTheSheetWhateverWindowItIsDrawnIn() {
        for window in DropDownSheetResponderWindow.allCases {
            XCTAssertEqual(DropDownSheetKeyboard.firstResponderLocation(inSheetCard: false, inSheetInputAccessory: true, window: window),
                           .sheet, "\(window): the composer is the sheet's, though UIKit draws it in the keyboard's window")
            XCTAssertEqual(DropDownSheetKeyboard.firstResponderLocation(inSheetCard: true, inSheetInputAccessory: false, window: window), .sheet)
        }
    }

    func testOutsideTheSheetsTheWindowDecides() {
        XCTAssertEqual(DropDownSheetKeyboard.firstResponderLocation(inSheetCard: false, inSheetInputAccessory: false, window: .sheets),
                       .screenUnderneath)
        XCTAssertEqual(DropDownSheetKeyboard.firstResponderLocation(inSheetCard: false, inSheetInputAccessory: false, window: .otherInScene),
                       .elsewhere)
        XCTAssertEqual(DropDownSheetKeyboard.firstResponderLocation(inSheetCard: false, inSheetInputAccessory: false, window: .none), DropDownSheetFirstResponderLocation.none)
    }

    func testAFieldOfAnotherSceneIsIgnored() {
        XCTAssertNil(DropDownSheetKeyboard.firstResponderLocation(inSheetCard: false, inSheetInputAccessory: false, window: .otherScene),
                     "another scene's editing says nothing about this scene's keyboard: no flip with the order of notifications")
    }

    // MARK: - An input accessory view alone

    func testAKeyboardFrameNoTallerThanTheAccessoryAndTheSafeAreaIsTheAccessoryAlone() {
        XCTAssertTrue(DropDownSheetKeyboard.isInputAccessoryAlone(keyboardHeight: 84, inputAccessoryHeight: 50, safeAreaBottom: 34))
        XCTAssertTrue(DropDownSheetKeyboard.isInputAccessoryAlone(keyboardHeight: 50, inputAccessoryHeight: 50, safeAreaBottom: 34),
                      "an accessory above a hardware keyboard, laid out without the safe area")
        XCTAssertTrue(DropDownSheetKeyboard.isInputAccessoryAlone(keyboardHeight: 84.5, inputAccessoryHeight: 50, safeAreaBottom: 34),
                      "a point for rounding")
        XCTAssertFalse(DropDownSheetKeyboard.isInputAccessoryAlone(keyboardHeight: 386, inputAccessoryHeight: 50, safeAreaBottom: 34),
                       "a keyboard with the accessory on top")
        XCTAssertFalse(DropDownSheetKeyboard.isInputAccessoryAlone(keyboardHeight: 84, inputAccessoryHeight: 0, safeAreaBottom: 34),
                       "no accessory: a keyboard, however short")
        XCTAssertFalse(DropDownSheetKeyboard.isInputAccessoryAlone(keyboardHeight: 0, inputAccessoryHeight: 50, safeAreaBottom: 34))
        XCTAssertFalse(DropDownSheetKeyboard.isInputAccessoryAlone(keyboardHeight: .nan, inputAccessoryHeight: 50, safeAreaBottom: 34))
        XCTAssertFalse(DropDownSheetKeyboard.isInputAccessoryAlone(keyboardHeight: 84, inputAccessoryHeight: .infinity, safeAreaBottom: 34))
        XCTAssertTrue(DropDownSheetKeyboard.isInputAccessoryAlone(keyboardHeight: 50, inputAccessoryHeight: 50, safeAreaBottom: .nan))
    }

    func testTheScreenUnderneathsAccessoryAloneIsABarTheBarsRestAbove() {
        let reading = DropDownSheetKeyboard.reading(keyboardHeight: 84, firstResponderAt: .screenUnderneath, current: .sheet,
                                                    inputAccessoryHeight: 50, safeAreaBottom: 34)
        XCTAssertEqual(reading, DropDownSheetKeyboardReading(keyboardHeight: 0, owner: .underneath, inputAccessoryBarHeight: 84))
        // Another window of the scene (the composer's own text view, drawn in the keyboard's window).
        XCTAssertEqual(DropDownSheetKeyboard.reading(keyboardHeight: 84, firstResponderAt: .elsewhere, current: .sheet,
                                                     inputAccessoryHeight: 50, safeAreaBottom: 34).inputAccessoryBarHeight, 84)
    }

    func testTheScreenUnderneathsKeyboardWithItsAccessoryCoversTheBars() {
        let reading = DropDownSheetKeyboard.reading(keyboardHeight: 386, firstResponderAt: .screenUnderneath, current: .sheet,
                                                    inputAccessoryHeight: 50, safeAreaBottom: 34)
        XCTAssertEqual(reading, DropDownSheetKeyboardReading(keyboardHeight: 386, owner: .underneath, inputAccessoryBarHeight: 0))
    }

    func testASheetsKeyboardOrAccessoryCarriesTheBars() {
        for height in [84.0, 386] {
            let reading = DropDownSheetKeyboard.reading(keyboardHeight: height, firstResponderAt: .sheet, current: .underneath,
                                                        inputAccessoryHeight: 50, safeAreaBottom: 34)
            XCTAssertEqual(reading, DropDownSheetKeyboardReading(keyboardHeight: height, owner: .sheet, inputAccessoryBarHeight: 0))
        }
    }

    func testAKeyboardGoingAwayKeepsItsOwnerAndNonsenseHeightsAreZero() {
        XCTAssertEqual(DropDownSheetKeyboard.reading(keyboardHeight: 0, firstResponderAt: .none, current: .underneath,
                                                     inputAccessoryHeight: 50, safeAreaBottom: 34),
                       DropDownSheetKeyboardReading(keyboardHeight: 0, owner: .underneath, inputAccessoryBarHeight: 0))
        XCTAssertEqual(DropDownSheetKeyboard.reading(keyboardHeight: -.infinity, firstResponderAt: .screenUnderneath, current: .sheet,
                                                     inputAccessoryHeight: 50, safeAreaBottom: 34).keyboardHeight, 0)
    }

    func testTheBarsRestAboveTheAccessoryAndTheScreensInsetDoesNotChange() {
        // The shell counts the accessory alone as a bottom bar: the bar rests on it, and the room
        // the bars take above the screen's bottom edge stays the bar's height.
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        let inset = d.presentation.underneathInset
        let reading = DropDownSheetKeyboard.reading(keyboardHeight: 84, firstResponderAt: .screenUnderneath, current: .sheet,
                                                    inputAccessoryHeight: 50, safeAreaBottom: 34)
        var c = d.presentation.container
        c.keyboardHeight = reading.keyboardHeight
        c.keyboardOwner = reading.owner
        c.bottomBarHeight = max(c.bottomBarHeight, reading.inputAccessoryBarHeight)
        d.sendAndSettle(.layout(c))
        XCTAssertEqual(d.top(.a), 844 - 84 - 60, "on the composer, not under it")
        XCTAssertEqual(d.presentation.hitTest(x: CoreFixture.barX, y: 844 - 84 - 30), .sheet(.a), "and it takes its taps")
        XCTAssertEqual(d.presentation.underneathInset, inset)
    }
}
