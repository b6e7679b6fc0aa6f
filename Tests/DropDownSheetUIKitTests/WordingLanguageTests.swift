#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
// DropDownSheetCore too: the words are looked up by the core's keys (`DropDownSheetTextKey`, package access).
@testable import DropDownSheetCore

/// The library's catalogs looked up on a device, in languages other than the simulator's English,
/// with the plural rules of the text's own language; the closed announcement in the closed sheet's
/// words; and a controller's wording released with the controller.
@MainActor
final class WordingLanguageTests: SheetTestCase {
    /// Russian: one (1, 21), few (2, 22), many (5, 11); the plural rules are Russian's even though
    /// the simulator runs in English (whose rules would give "21 черновика").
    func testRussianCountsFollowRussianPluralRules() throws {
        let russian = try XCTUnwrap(DropDownSheetLibraryCatalog(language: "ru"))
        XCTAssertEqual(russian.string(.expandAction), "Развернуть")
        XCTAssertEqual(russian.count(.stackCount, 1), "1 черновик")
        XCTAssertEqual(russian.count(.stackCount, 2), "2 черновика")
        XCTAssertEqual(russian.count(.stackCount, 5), "5 черновиков")
        XCTAssertEqual(russian.count(.stackCount, 11), "11 черновиков")
        XCTAssertEqual(russian.count(.stackCount, 21), "21 черновик")
        XCTAssertEqual(russian.count(.stackCount, 22), "22 черновика")
        XCTAssertEqual(russian.count(.stackFullAnnouncement, 21), "21 черновик открыт. Закройте один, чтобы начать новый.")
        XCTAssertEqual(russian.count(.stackFullAnnouncement, 5), "5 черновиков открыто. Закройте один, чтобы начать новый.")
    }

    /// Arabic: two takes the dual, 3 to 10 the plural, 11 and up the singular. (The digits are
    /// not checked: they are the locale's.)
    func testArabicCountsFollowArabicPluralRules() throws {
        let arabic = try XCTUnwrap(DropDownSheetLibraryCatalog(language: "ar"))
        XCTAssertEqual(arabic.string(.closeAction), "إغلاق")
        XCTAssertTrue(arabic.count(.stackCount, 2).hasSuffix(" مسودتان"), arabic.count(.stackCount, 2))
        XCTAssertTrue(arabic.count(.stackCount, 3).hasSuffix(" مسودات"), arabic.count(.stackCount, 3))
        XCTAssertTrue(arabic.count(.stackCount, 11).hasSuffix(" مسودة"), arabic.count(.stackCount, 11))
        XCTAssertTrue(arabic.count(.stackCount, 100).hasSuffix(" مسودة"), arabic.count(.stackCount, 100))
        XCTAssertTrue(arabic.count(.stackFullAnnouncement, 1).hasSuffix("أغلق واحدة لبدء مسودة أخرى."),
                      arabic.count(.stackFullAnnouncement, 1))
    }

    /// The library's catalog in use is the language the bundle picked (English, as the tests run
    /// in it), and its counts follow that language's rules.
    func testTheCurrentCatalogCountsInTheLanguageItsTextIsIn() {
        let current = DropDownSheetLibraryCatalog.current
        XCTAssertEqual(current.locale.identifier, Bundle.module.preferredLocalizations.first)
        XCTAssertEqual(current.count(.stackCount, 21), "21 Drafts")
        XCTAssertEqual(current.count(.stackCount, 1), "1 Draft")
    }

    /// A catalog without the library's table (here the test runner's main bundle) says the English
    /// words, not the key ("action.expand").
    func testAMissingPhraseIsSaidInEnglishNotAsItsKey() {
        let empty = DropDownSheetLibraryCatalog(bundle: .main, locale: Locale(identifier: "en"))
        XCTAssertEqual(empty.string(.expandAction), "Expand")
        XCTAssertEqual(empty.string(.sheetClosedAnnouncement), "Draft closed.")
        XCTAssertEqual(empty.count(.stackCount, 3), "3 Drafts")
    }

    /// Closing the top one of two drafts: "Draft closed." in the closed sheet's words (not the
    /// remaining one's), then the count of the one left, 1, in the remaining sheet's words.
    func testTheClosedAnnouncementSpeaksTheClosedSheetsWordsAndCountsTheOneLeft() throws {
        try withScreen {
            let chat = DropDownSheetController(content: UIViewController(), identifier: "chat")
            let song = DropDownSheetController(content: UIViewController(), identifier: "song")
            chat.wording = DropDownSheetWording(sheetCount: .init { count in count == 1 ? "1 Chat" : "\(count) Chats" },
                                                sheetClosedAnnouncement: "Chat closed.")
            song.wording = DropDownSheetWording(sheetClosedAnnouncement: "Song closed.")
            for sheet in [chat, song] {
                let shown = expectation(description: "presented \(sheet.identifier)")
                underneath.presentDropDownSheet(sheet, initialState: .minimized, animated: false) { shown.fulfill() }
                wait(for: [shown], timeout: 5)
            }
            let host = try XCTUnwrap(chat.host)
            let gone = expectation(description: "song closed")
            song.dismiss(animated: false) { gone.fulfill() }
            wait(for: [gone], timeout: 5)
            waitUntil { host.lastAnnouncement != nil }
            XCTAssertEqual(host.lastAnnouncement, "Song closed. 1 Chat")
        }
    }

    /// A wording set on a controller goes with it, and so does whatever its closures capture (a
    /// weak-to-strong map table kept them until it resized).
    func testAControllersWordingIsReleasedWithIt() {
        final class Noun: Sendable {
            let word = "Chats"
        }
        weak var weakController: UIViewController?
        weak var weakNoun: Noun?
        autoreleasepool {
            let controller = UIViewController()
            let noun = Noun()
            controller.dropDownSheetWording = DropDownSheetWording(sheetCount: .init { "\($0) \(noun.word)" })
            XCTAssertEqual(controller.dropDownSheetWording?.sheetCount?.string(for: 2), "2 Chats")
            weakController = controller
            weakNoun = noun
        }
        XCTAssertNil(weakController, "the controller is released")
        XCTAssertNil(weakNoun, "its wording, and what the wording captured, with it")
    }

    func testRemovingAControllersWordingForgetsIt() {
        let controller = UIViewController()
        controller.dropDownSheetWording = DropDownSheetWording(expandActionName: "Open")
        XCTAssertEqual(controller.dropDownSheetWording?.expandActionName, "Open")
        controller.dropDownSheetWording = nil
        XCTAssertNil(controller.dropDownSheetWording)
        XCTAssertNil(UIViewController().dropDownSheetWording, "another controller has none")
    }
}
#endif
