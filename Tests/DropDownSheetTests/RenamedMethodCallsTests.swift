// When the UIKit shell reports that an app still implements a delegate method by its old name:
// the rule of DropDownSheetRenamedMethodCalls, driven the way DropDownSheetDelegate's forwarding
// drives it (start, the call, finish), and the names and words of DropDownSheetRenamedDelegateMethod.
import XCTest
@testable import DropDownSheetCore

final class RenamedMethodCallsTests: XCTestCase {
    /// The shell's forwarding: a call by an old name, whose body is either the app's
    /// implementation or the library's default one; collects what would be reported.
    private struct Forwarding {
        var calls = DropDownSheetRenamedMethodCalls()
        var reported: [String] = []

        mutating func call(_ method: DropDownSheetRenamedDelegateMethod, of type: String, appImplements: Bool,
                           during nested: ((inout Forwarding) -> Void)? = nil) {
            let saved = calls.start()
            if appImplements {
                nested?(&self)
            } else {
                calls.defaultImplementationRan()
            }
            if calls.finish(saved), calls.isFirstReport(of: method, by: type) { reported.append(method.key(for: type)) }
        }
    }

    func testADelegateWithoutTheOldNameIsNeverReported() {
        var f = Forwarding()
        f.call(.shouldDismiss, of: "Inbox", appImplements: false)
        f.call(.shouldDismiss, of: "Inbox", appImplements: false)
        XCTAssertEqual(f.reported, [])
    }

    func testAnImplementationOfTheOldNameIsReportedOncePerTypeAndName() {
        var f = Forwarding()
        f.call(.shouldDismiss, of: "Inbox", appImplements: true)
        f.call(.shouldDismiss, of: "Inbox", appImplements: true)
        f.call(.didAttemptToDismiss, of: "Inbox", appImplements: true)
        f.call(.shouldDismiss, of: "Player", appImplements: true)
        XCTAssertEqual(f.reported, ["Inbox.sheetShouldDismiss(_:)", "Inbox.sheetDidAttemptToDismiss(_:)",
                                    "Player.sheetShouldDismiss(_:)"])
    }

    func testAnImplementationThatCallsBackIsJudgedApartFromTheCallsItCauses() {
        // The app's old-named veto minimizes the sheet; the delegate hears willMove by its old
        // name, which the app does not implement (the default runs): only the outer one is the app's.
        var f = Forwarding()
        f.call(.shouldDismiss, of: "Inbox", appImplements: true) { inner in
            inner.call(.willMove, of: "Inbox", appImplements: false)
        }
        XCTAssertEqual(f.reported, ["Inbox.sheetShouldDismiss(_:)"])

        // The other way round: a default inside never hides the implementation around it.
        var g = Forwarding()
        g.call(.didAttemptToDismiss, of: "Inbox", appImplements: true) { inner in
            inner.call(.willMove, of: "Inbox", appImplements: true)
        }
        g.call(.didMove, of: "Inbox", appImplements: false)
        XCTAssertEqual(g.reported, ["Inbox.sheet(_:willMoveTo:)", "Inbox.sheetDidAttemptToDismiss(_:)"])
    }

    func testEachOldNameHasItsNewNameAndTheConsoleSaysBoth() {
        let renames = Dictionary(uniqueKeysWithValues: DropDownSheetRenamedDelegateMethod.allCases.map { ($0.oldName, $0.newName) })
        XCTAssertEqual(renames, [
            "sheet(_:willMoveTo:)": "dropDownSheetController(_:willMoveTo:)",
            "sheet(_:didMoveTo:)": "dropDownSheetController(_:didMoveTo:)",
            "sheetShouldDismiss(_:)": "dropDownSheetControllerShouldDismiss(_:)",
            "sheetDidAttemptToDismiss(_:)": "dropDownSheetControllerDidAttemptToDismiss(_:)",
        ])
        let message = DropDownSheetRenamedDelegateMethod.shouldDismiss.message(delegateType: "Mail.ComposeCoordinator")
        XCTAssertTrue(message.contains("Mail.ComposeCoordinator implements DropDownSheetDelegate's sheetShouldDismiss(_:)"), message)
        XCTAssertTrue(message.contains("renamed dropDownSheetControllerShouldDismiss(_:)"), message)
    }
}
