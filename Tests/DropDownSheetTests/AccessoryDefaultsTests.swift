// What an accessory (a mini player) is without the app saying more: not swiped away, and never
// called "Draft".
import XCTest
@testable import DropDownSheetCore

final class AccessoryDefaultsTests: XCTestCase {
    func testIsDismissibleIsDecidedByTheRoleUnlessTheAppSetsIt() {
        XCTAssertNil(DropDownSheetConfiguration().isDismissible)
        XCTAssertEqual(DropDownSheetConfiguration().resolved(for: .draft).isDismissible, true)
        XCTAssertEqual(DropDownSheetConfiguration().resolved(for: .accessory).isDismissible, false)
        XCTAssertEqual(DropDownSheetConfiguration(isDismissible: true).resolved(for: .accessory).isDismissible, true)
        XCTAssertEqual(DropDownSheetConfiguration(isDismissible: false).resolved(for: .draft).isDismissible, false)
        XCTAssertTrue(DropDownSheetConfiguration().allowsUserDismissal, "an engine on its own is a draft")
    }

    /// Swiped down hard from its bar, a player comes back; a draft goes.
    func testAnAccessoryIsNotSwipedAwayByDefault() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        XCTAssertEqual(d.presentation.configuration(of: .player).isDismissible, false)
        d.drag(from: 780, to: 840, velocity: 3000)
        XCTAssertEqual(d.presentation.phase(of: .player), .resting(.minimized))
        XCTAssertTrue(d.presentation.contains(.player))
        XCTAssertEqual(d.presentation.card(.player)?.accessibility.offersCloseAction, false)

        var draft = PresentationDriver()
        draft.sendAndSettle(.present(.a, to: .minimized))
        draft.drag(from: 780, to: 840, velocity: 3000)
        XCTAssertFalse(draft.presentation.contains(.a))
    }

    func testAnAccessoryTheAppMakesDismissibleIsSwipedAway() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized, configuration: DropDownSheetConfiguration(isDismissible: true)))
        XCTAssertEqual(d.presentation.card(.player)?.accessibility.offersCloseAction, true)
        d.drag(from: 780, to: 840, velocity: 3000)
        XCTAssertFalse(d.presentation.contains(.player))
    }

    func testAConfigurationChangedLaterIsResolvedForTheRoleToo() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized, configuration: DropDownSheetConfiguration(isDismissible: true)))
        d.send(.configure(.player, DropDownSheetConfiguration(minimizedHeight: 70), animated: false))
        XCTAssertEqual(d.presentation.configuration(of: .player).isDismissible, false, "nil again: the accessory's default")
        XCTAssertEqual(d.presentation.configuration(of: .player).minimizedHeight, 70)
    }

    func testAnAccessoryNothingNamesIsAPanelNeverADraft() {
        XCTAssertEqual(DropDownSheetBarAccessibility.untitledKey(for: .accessory), .untitledAccessory)
        XCTAssertEqual(DropDownSheetBarAccessibility.untitledKey(for: .draft), .untitledSheet)
        XCTAssertEqual(DropDownSheetTextKey.untitledAccessory.englishText, "Panel")
        XCTAssertNotEqual(DropDownSheetTextKey.untitledAccessory.englishText, DropDownSheetTextKey.untitledSheet.englishText)
    }
}
