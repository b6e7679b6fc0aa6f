// What VoiceOver is offered for a minimized bar: elements for a bar item's buttons, the bar's
// name, and what a close button does.
import XCTest
@testable import DropDownSheetCore

final class BarAccessibilityTests: XCTestCase {
    typealias B = DropDownSheetBarAccessibility

    func testAnItemBarIsTheSummaryThenItsButtonsAsElements() {
        let offer = B.offer(for: .item(leading: 1, trailing: 2, shownLeading: 1, shownTrailing: 2), barIsSpoken: true)
        XCTAssertEqual(offer?.isSingleElement, false)
        XCTAssertEqual(offer?.elements, [.summary, .leadingButton(0), .trailingButton(0), .trailingButton(1)])
        XCTAssertEqual(offer?.summaryActions, [])
    }

    func testButtonsThatDoNotFitAreActionsOfTheSummary() {
        let offer = B.offer(for: .item(leading: 1, trailing: 3, shownLeading: 0, shownTrailing: 1), barIsSpoken: true)
        XCTAssertEqual(offer?.elements, [.summary, .trailingButton(0)])
        XCTAssertEqual(offer?.summaryActions, [.leadingButton(0), .trailingButton(1), .trailingButton(2)])
        let nonsense = B.offer(for: .item(leading: 1, trailing: 1, shownLeading: 5, shownTrailing: -2), barIsSpoken: true)
        XCTAssertEqual(nonsense?.elements, [.summary, .leadingButton(0)])
        XCTAssertEqual(nonsense?.summaryActions, [.trailingButton(0)])
    }

    func testACompactViewWithALabelSpeaksForTheBarAndOneWithoutIsReadAsItsElements() {
        XCTAssertEqual(B.offer(for: .speakingCompactView, barIsSpoken: true)?.isSingleElement, true)
        XCTAssertEqual(B.offer(for: .plain, barIsSpoken: true)?.elements, [.summary])
        XCTAssertEqual(B.offer(for: .compactViewElements, barIsSpoken: true)?.elements, [.summary, .compactView])
    }

    func testAnExpandedSheetsBarIsNotSpoken() {
        XCTAssertNil(B.offer(for: .item(leading: 0, trailing: 1, shownLeading: 0, shownTrailing: 1), barIsSpoken: false))
        let expanded = DropDownSheetAccessibility(phase: .resting(.expanded), configuration: .init())
        XCTAssertFalse(expanded.barIsSingleElement)
    }

    func testTheBarsNameComesFromTheItemThenTheContentThenTheWording() {
        XCTAssertEqual(B.label(itemLabel: "Now playing Song", itemTitle: "Song", itemSubtitle: "Artist", contentTitle: "Player",
                               untitled: nil), "Now playing Song")
        XCTAssertEqual(B.label(itemLabel: "  ", itemTitle: " Song ", itemSubtitle: "Artist", contentTitle: "Player", untitled: nil),
                       "Song, Artist")
        XCTAssertEqual(B.label(itemLabel: nil, itemTitle: nil, itemSubtitle: "Artist", contentTitle: nil, untitled: nil), "Artist")
        XCTAssertEqual(B.label(itemLabel: nil, itemTitle: "", itemSubtitle: nil, contentTitle: "Player", untitled: "Route"), "Player")
        XCTAssertEqual(B.label(itemLabel: nil, itemTitle: nil, itemSubtitle: nil, contentTitle: nil, untitled: "Route"), "Route")
        XCTAssertNil(B.label(itemLabel: nil, itemTitle: nil, itemSubtitle: nil, contentTitle: "\n", untitled: nil),
                     "nil: the shell says the library's name for the role")
    }

    func testTheCloseButtonMinimizesOrClosesThroughTheVeto() {
        XCTAssertNil(DropDownSheetCloseButton.none.input(for: .a))
        XCTAssertEqual(DropDownSheetCloseButton.minimize.input(for: .a), .minimize(.a, animated: true))
        XCTAssertEqual(DropDownSheetCloseButton.close.input(for: .a), .close(.a))
        XCTAssertEqual(DropDownSheetCloseButton.minimize.labelKey, .minimizeAction)
        XCTAssertEqual(DropDownSheetCloseButton.close.labelKey, .closeAction)
        XCTAssertNil(DropDownSheetCloseButton.none.labelKey)
        XCTAssertEqual(DropDownSheetConfiguration().closeButton, DropDownSheetCloseButton.none)
    }

    func testACloseButtonIsShownOnlyWhenTheUserMayClose() {
        let player = DropDownSheetConfiguration().resolved(for: .accessory)
        XCTAssertFalse(DropDownSheetCloseButton.close.isShown(configuration: player))
        XCTAssertTrue(DropDownSheetCloseButton.minimize.isShown(configuration: player))
        XCTAssertTrue(DropDownSheetCloseButton.close.isShown(configuration: DropDownSheetConfiguration().resolved(for: .draft)))
        XCTAssertFalse(DropDownSheetCloseButton.none.isShown(configuration: .init()))
    }

    /// A close button's close goes through the app's veto: a vetoed draft goes down to its bar
    /// and the delegate hears the attempt.
    func testAVetoedCloseFromTheButtonMinimizes() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        d.send(.dismissalVeto(.a, isVetoed: true))
        d.sendAndSettle(DropDownSheetCloseButton.close.input(for: .a)!)
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.minimized))
        XCTAssertTrue(d.events(of: .a).contains("didAttemptToDismiss"))
    }
}
