import Foundation
import XCTest
@testable import DropDownSheet

/// `DropDownSheetWording` layers: the nearest wording's words win, property by property, and an
/// app's count phrase is called with the number of sheets. (The library's own words are looked up
/// on Apple platforms only; the catalogs themselves are checked by CatalogTests.)
final class WordingMergeTests: XCTestCase {
    private let songs = DropDownSheetWording.SheetCount { count in count == 1 ? "1 Song" : "\(count) Songs" }

    func testANewWordingKeepsEveryLibraryWord() {
        let wording = DropDownSheetWording()
        XCTAssertNil(wording.sheetCount)
        XCTAssertNil(wording.untitledSheetTitle)
        XCTAssertNil(wording.barAccessibilityHint)
        XCTAssertNil(wording.expandActionName)
        XCTAssertNil(wording.closeActionName)
        XCTAssertNil(wording.reopenActionName)
        XCTAssertNil(wording.chooserRowAccessibilityHint)
        XCTAssertNil(wording.closeButtonAccessibilityLabel)
        XCTAssertNil(wording.sheetClosedAnnouncement)
        XCTAssertNil(wording.stackFullAnnouncement)
    }

    func testTheNearerWordingWinsPropertyByProperty() {
        let sheet = DropDownSheetWording(untitledSheetTitle: "Now Playing", closeActionName: "Stop")
        let presenter = DropDownSheetWording(sheetCount: songs, untitledSheetTitle: "Song", barAccessibilityHint: "Double-tap to open the player.",
                                             expandActionName: "Open", closeActionName: "Remove", reopenActionName: "Play",
                                             chooserRowAccessibilityHint: "Double-tap to play.",
                                             closeButtonAccessibilityLabel: { "Remove \($0)" },
                                             sheetClosedAnnouncement: "Song removed.",
                                             stackFullAnnouncement: .init { "\($0) songs queued. Remove one first." })
        let words = sheet.merged(over: presenter)
        XCTAssertEqual(words.untitledSheetTitle, "Now Playing")
        XCTAssertEqual(words.closeActionName, "Stop")
        XCTAssertEqual(words.barAccessibilityHint, "Double-tap to open the player.")
        XCTAssertEqual(words.expandActionName, "Open")
        XCTAssertEqual(words.reopenActionName, "Play")
        XCTAssertEqual(words.chooserRowAccessibilityHint, "Double-tap to play.")
        XCTAssertEqual(words.sheetCount?.string(for: 3), "3 Songs")
        XCTAssertEqual(words.closeButtonAccessibilityLabel?("Intro"), "Remove Intro")
        XCTAssertEqual(words.sheetClosedAnnouncement, "Song removed.")
        XCTAssertEqual(words.stackFullAnnouncement?.string(for: 5), "5 songs queued. Remove one first.")
    }

    func testMergingOverNothingChangesNothingAndNothingOverAWordingKeepsIt() {
        let presenter = DropDownSheetWording(sheetCount: songs, expandActionName: "Open")
        let kept = DropDownSheetWording().merged(over: presenter)
        XCTAssertEqual(kept.expandActionName, "Open")
        XCTAssertEqual(kept.sheetCount?.string(for: 2), "2 Songs")
        let own = presenter.merged(over: DropDownSheetWording())
        XCTAssertEqual(own.expandActionName, "Open")
        XCTAssertNil(own.closeActionName)
    }

    func testAnAppsCountIsGivenTheNumberOfSheets() {
        let chats = DropDownSheetWording.SheetCount { "\($0) Chats" }
        XCTAssertEqual(chats.string(for: 2), "2 Chats")
        XCTAssertEqual(chats.string(for: 5), "5 Chats")
    }

    /// SwiftUI hands the environment's wording to the sheet on every update: the same words must
    /// be recognised as such, so the card is not redrawn and its VoiceOver actions not rebuilt.
    func testTheSameWordsMadeAgainAreRecognisedAsTheSame() {
        let notes = DropDownSheetWording(sheetCount: songs, untitledSheetTitle: "New Note", barAccessibilityHint: "Double-tap to edit the note.")
        let again = DropDownSheetWording(sheetCount: songs, untitledSheetTitle: "New Note", barAccessibilityHint: "Double-tap to edit the note.")
        XCTAssertTrue(notes.saysTheSame(as: again), "equal strings, a copy of one count")
        XCTAssertTrue(DropDownSheetWording().saysTheSame(as: DropDownSheetWording()))
        var fullCopy = notes
        fullCopy.stackFullAnnouncement = .init { "\($0) open" }
        XCTAssertTrue(fullCopy.saysTheSame(as: fullCopy))
    }

    func testAnyChangedWordIsRecognisedAsAChange() {
        let notes = DropDownSheetWording(sheetCount: songs, untitledSheetTitle: "New Note")
        var hint = notes
        hint.barAccessibilityHint = "Double-tap to open the note."
        XCTAssertFalse(hint.saysTheSame(as: notes), "a hint added")
        var title = notes
        title.untitledSheetTitle = "Note"
        XCTAssertFalse(title.saysTheSame(as: notes), "a string changed")
        var noun = notes
        noun.sheetCount = .init { count in count == 1 ? "1 Song" : "\(count) Songs" }
        XCTAssertFalse(noun.saysTheSame(as: notes), "another closure, though it says the same: not known to")
        var none = notes
        none.sheetCount = nil
        XCTAssertFalse(none.saysTheSame(as: notes), "a count removed")
        let label = DropDownSheetWording(closeButtonAccessibilityLabel: { "Remove \($0)" })
        XCTAssertFalse(label.saysTheSame(as: label), "closures cannot be compared: reworded to be safe")
        for change in [\DropDownSheetWording.expandActionName, \.closeActionName, \.reopenActionName,
                       \.chooserRowAccessibilityHint, \.sheetClosedAnnouncement] {
            var changed = notes
            changed[keyPath: change] = "changed"
            XCTAssertFalse(changed.saysTheSame(as: notes), "\(change)")
        }
    }
}
