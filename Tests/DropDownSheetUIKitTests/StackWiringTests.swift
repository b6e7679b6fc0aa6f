#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

@MainActor
final class StackWiringTests: SheetTestCase {
    private func draft(_ id: String, title: String? = nil, configuration: DropDownSheetConfiguration = .init()) -> DropDownSheetController {
        let content = UIViewController()
        content.title = title ?? "Draft \(id)"
        return DropDownSheetController(content: content, configuration: configuration, identifier: id)
    }

    @discardableResult
    private func present(_ sheet: DropDownSheetController, _ state: DropDownSheetState = .expanded) -> DropDownSheetPresentResult {
        let done = expectation(description: "presented \(sheet.identifier)")
        let result = underneath.presentDropDownSheet(sheet, initialState: state, animated: false) { done.fulfill() }
        wait(for: [done], timeout: 5)
        return result
    }

    func testASecondSheetJoinsTheFirstsPresentationAndMinimizesIt() {
        withScreen {
            let first = draft("1"), second = draft("2")
            XCTAssertEqual(present(first), .presented)
            XCTAssertEqual(present(second), .joined, "no 'already presenting' failure")
            waitUntil { first.state == .minimized && second.state == .expanded }
            XCTAssertIdentical(first.host, second.host)
            XCTAssertEqual(underneath.presentedDropDownSheets.map(\.identifier), ["1", "2"])
        }
    }

    func testExpandingOneSheetMinimizesTheOneThatWasUp() {
        withScreen {
            let first = draft("1"), second = draft("2")
            present(first)
            present(second)
            waitUntil { second.state == .expanded }
            first.expand(animated: false)
            waitUntil { first.state == .expanded && second.state == .minimized }
        }
    }

    func testTheStackShowsTheTopDraftWithACountAndHidesTheOthers() {
        withScreen {
            let first = draft("1"), second = draft("2")
            present(first)
            present(second)
            second.minimize(animated: false)
            waitUntil { first.state == .minimized && second.state == .minimized }
            XCTAssertEqual(second.card!.countBadge.text, "2 Drafts")
            XCTAssertFalse(second.card!.countBadge.isHidden)
            XCTAssertTrue(first.card!.clipView.isHidden, "only the top bar is drawn; slivers stand for the others")
            XCTAssertEqual(second.card!.clipView.accessibilityLabel, "Draft 2")
            XCTAssertEqual(second.card!.clipView.accessibilityValue, "2 Drafts")
        }
    }

    /// Opens the chooser over a stack of two minimized drafts and returns it as soon as UIKit
    /// has it presented, which is while its presentation is still under way.
    private func openChooser(_ first: DropDownSheetController, _ second: DropDownSheetController) throws -> DropDownSheetChooserViewController {
        present(first)
        present(second)
        second.minimize(animated: false)
        waitUntil { first.state == .minimized && second.state == .minimized }
        let bar = second.card!.clipView.frame
        second.tapped(at: CGPoint(x: bar.midX, y: bar.midY))
        // The bars are an overlay, not a presentation: the chooser is presented by the screen underneath.
        waitUntil { self.underneath.presentedViewController is DropDownSheetChooserViewController }
        return try XCTUnwrap(underneath.presentedViewController as? DropDownSheetChooserViewController)
    }

    func testTappingAStackOfSeveralOpensTheChooserAndReopeningExpandsThatDraft() throws {
        try withScreen {
            let first = draft("1"), second = draft("2")
            let chooser = try openChooser(first, second)
            XCTAssertEqual(chooser.tableView(chooser.tableView, numberOfRowsInSection: 0), 2)
            // Chosen at once, possibly while the chooser is still being presented: the choice
            // waits for the presentation to complete instead of being refused by UIKit.
            chooser.tableView(chooser.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))  // "1", under "2"
            waitUntil { first.state == .expanded }
            XCTAssertEqual(second.state, .minimized)
            waitUntil { self.underneath.presentedViewController == nil }
        }
    }

    func testAChoiceMadeWhileTheChooserIsStillBeingPresentedWaitsForIt() throws {
        try withScreen {
            let first = draft("1"), second = draft("2")
            let chooser = try openChooser(first, second)
            let wasBeingPresented = chooser.isBeingPresented
            chooser.tableView(chooser.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
            if wasBeingPresented {
                XCTAssertIdentical(underneath.presentedViewController, chooser, "not dismissed mid-presentation")
            }
            waitUntil { self.underneath.presentedViewController == nil }
            waitUntil { first.state == .expanded }
        }
    }

    func testAChoiceAfterTheChooserAppearedReopensThatDraft() throws {
        try withScreen {
            let first = draft("1"), second = draft("2")
            let chooser = try openChooser(first, second)
            waitUntil { !chooser.isBeingPresented && chooser.viewIfLoaded?.window != nil }
            chooser.tableView(chooser.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
            waitUntil { self.underneath.presentedViewController == nil }
            waitUntil { first.state == .expanded }
            XCTAssertEqual(second.state, .minimized)
        }
    }

    func testOnlyTheFirstOfTwoQuickChoicesCounts() throws {
        try withScreen {
            let first = draft("1"), second = draft("2")
            let chooser = try openChooser(first, second)
            chooser.tableView(chooser.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))  // "1"
            chooser.tableView(chooser.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))  // "2"
            waitUntil { self.underneath.presentedViewController == nil }
            waitUntil { first.state == .expanded }
            spinRunLoop(0.5)
            XCTAssertEqual(first.state, .expanded)
            XCTAssertEqual(second.state, .minimized)
        }
    }

    func testWithOneDraftTheStackIsJustItsBar() {
        withScreen {
            let only = draft("1")
            present(only, .minimized)
            XCTAssertTrue(only.card!.countBadge.isHidden)
            let bar = only.card!.clipView.frame
            only.tapped(at: CGPoint(x: bar.midX, y: bar.midY))
            waitUntil { only.state == .expanded }
        }
    }

    func testClosingOneOfSeveralLeavesTheOthersPresented() {
        withScreen {
            let first = draft("1"), second = draft("2")
            present(first)
            present(second)
            let gone = expectation(description: "gone")
            second.dismiss(animated: true) { gone.fulfill() }
            wait(for: [gone], timeout: 5)
            XCTAssertFalse(second.isPresented)
            XCTAssertTrue(first.isPresented)
            XCTAssertEqual(underneath.presentedDropDownSheets.map(\.identifier), ["1"])
            XCTAssertNil(second.contentViewController.parent)
        }
    }

    func testACloseFromTheChooserGoesThroughThatSheetsVeto() {
        withScreen {
            let delegate = RecordingDelegate()
            delegate.allowsDismissal = false
            let first = draft("1"), second = draft("2")
            first.delegate = delegate
            present(first)
            present(second, .minimized)
            let host = first.host!
            host.refreshDismissalVetoes()
            host.send(.chooserChoice(.close("1")))
            XCTAssertTrue(delegate.calls.contains("didAttemptToDismiss"))
            XCTAssertTrue(first.isPresented)
        }
    }

    func testAFullStackRefusesANewSheetAndDiscardsNothing() {
        withScreen {
            var configuration = DropDownSheetConfiguration()
            configuration.maximumSheetCount = 2
            let a = draft("a", configuration: configuration), b = draft("b", configuration: configuration)
            let c = draft("c", configuration: configuration)
            present(a)
            present(b)
            XCTAssertEqual(present(c), .refused(.stackFull))
            XCTAssertFalse(c.isPresented)
            XCTAssertEqual(underneath.presentedDropDownSheets.map(\.identifier), ["a", "b"])
        }
    }

    func testTheLastSheetGoingDismissesThePresentationAndRestoresTheScreen() {
        withScreen {
            let first = draft("1"), second = draft("2")
            present(first)
            present(second)
            let gone = expectation(description: "gone")
            gone.expectedFulfillmentCount = 2
            second.dismiss(animated: false) { gone.fulfill() }
            first.dismiss(animated: false) { gone.fulfill() }
            wait(for: [gone], timeout: 5)
            waitUntil { self.underneath.presentedDropDownSheets.isEmpty }
            XCTAssertEqual(underneath.view.transform, .identity)
        }
    }

    func testASavedStackComesBackInOrderWithTheSameDraftExpanded() throws {
        try withScreen {
            present(draft("1"))
            present(draft("2"))
            present(draft("3"), .minimized)
            underneath.presentedDropDownSheets.first { $0.identifier == "1" }!.expand(animated: false)
            let data = try XCTUnwrap(underneath.dropDownSheetStackSnapshot).encoded()
            dismissEverything(on: underneath)
            waitUntil { self.underneath.presentedDropDownSheets.isEmpty }

            let snapshot = try DropDownSheetStackSnapshot.decode(from: data)
            try underneath.restoreDropDownSheets(from: snapshot) { id in self.draft(id) }
            waitUntil { self.underneath.presentedDropDownSheets.first { $0.identifier == "1" }?.state == .expanded }
            XCTAssertEqual(underneath.dropDownSheetStackSnapshot, snapshot)
        }
    }

    func testRestoringDamagedDataThrowsAndPresentsNothing() throws {
        try withScreen {
            XCTAssertThrowsError(try DropDownSheetStackSnapshot.decode(from: Data("garbage".utf8)))
            let impossible = DropDownSheetStackSnapshot(identifiers: ["1", "1"], expanded: nil, maximumCount: 5)
            XCTAssertThrowsError(try underneath.restoreDropDownSheets(from: impossible) { self.draft($0) })
            XCTAssertNil(underneath.presentedViewController)
        }
    }
}
#endif
