#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// The app's own words: per sheet, per presenting controller, and the chooser worded as the top
/// sheet. (The simulator runs in English, so the library's own words are the English ones.)
@MainActor
final class WordingTests: SheetTestCase {
    private func draft(_ id: String, title: String? = nil) -> DropDownSheetController {
        let content = UIViewController()
        content.title = title
        return DropDownSheetController(content: content, identifier: id)
    }

    private func present(_ sheet: DropDownSheetController, _ state: DropDownSheetState = .expanded) {
        let done = expectation(description: "presented \(sheet.identifier)")
        underneath.presentDropDownSheet(sheet, initialState: state, animated: false) { done.fulfill() }
        wait(for: [done], timeout: 5)
    }

    /// Two sheets minimized, `top` on top of the stack.
    private func stackUp(_ bottom: DropDownSheetController, _ top: DropDownSheetController) {
        present(bottom)
        present(top)
        top.minimize(animated: false)
        waitUntil { bottom.state == .minimized && top.state == .minimized }
    }

    private static let songs = DropDownSheetWording.SheetCount { count in count == 1 ? "1 Song" : "\(count) Songs" }

    func testTheLibrarysOwnWordsAreMailLike() {
        withScreen {
            let first = draft("1"), second = draft("2")
            stackUp(first, second)
            let bar = second.card!.clipView
            XCTAssertEqual(bar.accessibilityLabel, "Draft", "a sheet without a title is a draft")
            XCTAssertEqual(bar.accessibilityHint, "Double-tap to expand.")
            XCTAssertEqual(bar.accessibilityCustomActions?.map(\.name), ["Expand", "Close"])
            XCTAssertEqual(second.card!.countBadge.text, "2 Drafts")
        }
    }

    func testVoiceOversAnnouncementsAreWordedToo() {
        let library = DropDownSheetWording()
        XCTAssertEqual(library.closedAnnouncement(remaining: 2), "Draft closed. 2 Drafts")
        XCTAssertEqual(library.closedAnnouncement(remaining: 1), "Draft closed. 1 Draft")
        XCTAssertEqual(library.stackFullAnnouncement(maximum: 5), "5 Drafts open. Close one to start another.")
        let songs = DropDownSheetWording(sheetCount: Self.songs, sheetClosedAnnouncement: "Song removed.",
                                         stackFullAnnouncement: .init { "\($0) songs queued." })
        XCTAssertEqual(songs.closedAnnouncement(remaining: 3), "Song removed. 3 Songs")
        XCTAssertEqual(songs.stackFullAnnouncement(maximum: 5), "5 songs queued.")
    }

    func testASheetNamedBySongsCountsSongs() {
        withScreen {
            let first = draft("1", title: "Intro"), second = draft("2", title: "Outro")
            second.wording = DropDownSheetWording(sheetCount: Self.songs)
            stackUp(first, second)
            XCTAssertEqual(second.card!.countBadge.text, "2 Songs")
            XCTAssertEqual(second.card!.clipView.accessibilityValue, "2 Songs")
        }
    }

    func testChangingASheetsWordingRewordsItsBarAtOnce() {
        withScreen {
            let sheet = draft("1")
            present(sheet, .minimized)
            XCTAssertEqual(sheet.card!.clipView.accessibilityLabel, "Draft")
            sheet.wording = DropDownSheetWording(untitledSheetTitle: "Now Playing", barAccessibilityHint: "Double-tap to open the player.",
                                                 expandActionName: "Open Player")
            let bar = sheet.card!.clipView
            XCTAssertEqual(bar.accessibilityLabel, "Now Playing")
            XCTAssertEqual(bar.accessibilityHint, "Double-tap to open the player.")
            XCTAssertEqual(bar.accessibilityCustomActions?.map(\.name), ["Open Player", "Close"])
        }
    }

    func testThePresentersWordingAppliesToItsSheetsAndASheetsOwnWordsWin() {
        withScreen {
            underneath.dropDownSheetWording = DropDownSheetWording(sheetCount: Self.songs, expandActionName: "Open",
                                                                   closeActionName: "Stop")
            let first = draft("1"), second = draft("2")
            second.wording = DropDownSheetWording(closeActionName: "Remove")
            stackUp(first, second)
            XCTAssertEqual(second.card!.countBadge.text, "2 Songs", "the presenter's noun")
            XCTAssertEqual(second.card!.clipView.accessibilityCustomActions?.map(\.name), ["Open", "Remove"])
            XCTAssertEqual(second.card!.clipView.accessibilityHint, "Double-tap to expand.", "unset: the library's")
            underneath.dropDownSheetWording = nil
            XCTAssertEqual(second.card!.countBadge.text, "2 Drafts", "the presenter's wording removed, live")
            XCTAssertEqual(second.card!.clipView.accessibilityCustomActions?.map(\.name), ["Expand", "Remove"])
        }
    }

    /// A wording set on a controller reaches the sheets of the screens it presents (through
    /// `presentingViewController`), and setting it rewords them at once, not at their next change.
    func testAWordingSetOnThePresenterOfTheSheetsScreenRewordsItsSheetsAtOnce() {
        withScreen {
            let screen = UIViewController()
            screen.modalPresentationStyle = .fullScreen
            let shown = expectation(description: "screen presented")
            underneath.present(screen, animated: false) { shown.fulfill() }
            wait(for: [shown], timeout: 5)
            let sheet = draft("1")
            let presented = expectation(description: "sheet presented")
            screen.presentDropDownSheet(sheet, initialState: .minimized, animated: false) { presented.fulfill() }
            wait(for: [presented], timeout: 5)
            XCTAssertEqual(sheet.card?.clipView.accessibilityCustomActions?.map(\.name), ["Expand", "Close"])
            underneath.dropDownSheetWording = DropDownSheetWording(expandActionName: "Open")
            XCTAssertEqual(sheet.card?.clipView.accessibilityCustomActions?.map(\.name), ["Open", "Close"])
            underneath.dropDownSheetWording = nil
            XCTAssertEqual(sheet.card?.clipView.accessibilityCustomActions?.map(\.name), ["Expand", "Close"])
            sheet.dismiss(animated: false)
            screen.dismiss(animated: false)
        }
    }

    func testTheChooserIsWordedAsTheSheetOnTopOfTheStack() throws {
        try withScreen {
            let first = draft("1", title: "Intro"), second = draft("2")
            second.wording = DropDownSheetWording(sheetCount: Self.songs, untitledSheetTitle: "Untitled Song",
                                                  closeActionName: "Remove", reopenActionName: "Play",
                                                  chooserRowAccessibilityHint: "Double-tap to play.",
                                                  closeButtonAccessibilityLabel: { "Remove \($0)" })
            stackUp(first, second)
            tap(at: barCenter(of: second))
            // The bars are an overlay: the screen underneath presents the chooser.
            waitUntil { self.underneath.presentedViewController is DropDownSheetChooserViewController }
            let chooser = try XCTUnwrap(underneath.presentedViewController as? DropDownSheetChooserViewController)
            XCTAssertEqual(chooser.title, "2 Songs")
            let top = chooser.tableView(chooser.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
            XCTAssertEqual(top.accessibilityLabel, "Untitled Song")
            XCTAssertEqual(top.accessibilityHint, "Double-tap to play.")
            XCTAssertEqual(top.accessibilityCustomActions?.map(\.name), ["Play", "Remove"])
            XCTAssertEqual(top.accessoryView?.accessibilityLabel, "Remove Untitled Song")
            let under = chooser.tableView(chooser.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
            XCTAssertEqual(under.accessoryView?.accessibilityLabel, "Remove Intro")
            let swipe = chooser.tableView(chooser.tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0))
            XCTAssertEqual(swipe?.actions.map(\.title), ["Remove"])
        }
    }

    /// Arabic, forced right to left: the count sits at the bar's trailing edge, which is its left
    /// one; VoiceOver's actions keep their order (Expand, then Close) and their Arabic names.
    func testInARightToLeftLayoutTheCountIsOnTheLeftAndTheWordsAreTheApps() {
        let appearance = UIView.appearance()
        let previous = appearance.semanticContentAttribute
        appearance.semanticContentAttribute = .forceRightToLeft
        defer { appearance.semanticContentAttribute = previous }
        withScreen {
            let arabic = DropDownSheetWording(sheetCount: .init { count in "\(count) مسودات" }, untitledSheetTitle: "مسودة",
                                              barAccessibilityHint: "اضغط مرتين للتوسيع.",
                                              expandActionName: "توسيع", closeActionName: "إغلاق")
            underneath.dropDownSheetWording = arabic
            let first = draft("1"), second = draft("2")
            stackUp(first, second)
            let card = second.card!
            card.host?.view.layoutIfNeeded()
            XCTAssertEqual(card.clipView.effectiveUserInterfaceLayoutDirection, .rightToLeft)
            XCTAssertEqual(card.countBadge.text, "2 مسودات")
            XCTAssertLessThan(card.countBadge.frame.maxX, card.clipView.bounds.midX, "at the trailing (left) edge")
            XCTAssertEqual(card.countBadge.frame.minX, 16, accuracy: 0.5)
            XCTAssertEqual(card.clipView.accessibilityLabel, "مسودة")
            XCTAssertEqual(card.clipView.accessibilityValue, "2 مسودات")
            XCTAssertEqual(card.clipView.accessibilityCustomActions?.map(\.name), ["توسيع", "إغلاق"])
            tap(at: barCenter(of: second))
            waitUntil { self.underneath.presentedViewController is DropDownSheetChooserViewController }
            guard let chooser = underneath.presentedViewController as? DropDownSheetChooserViewController else { return }
            chooser.view.layoutIfNeeded()
            XCTAssertEqual(chooser.title, "2 مسودات")
            XCTAssertEqual(chooser.tableView.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        }
    }
}
#endif
