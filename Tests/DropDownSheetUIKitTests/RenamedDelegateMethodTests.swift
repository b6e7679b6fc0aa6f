#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// A delegate written before the delegate's methods were renamed: it implements the old names
/// only, as an app that followed `main` then would (it compiles without a word: Swift does not
/// flag a method that satisfies a deprecated requirement).
@MainActor
final class OldNamesDelegate: DropDownSheetDelegate {
    var calls: [String] = []
    var allowsDismissal = false

    func sheet(_ sheet: DropDownSheetController, willMoveTo state: DropDownSheetState) {
        calls.append("willMove:\(state.rawValue)")
    }

    func sheet(_ sheet: DropDownSheetController, didMoveTo state: DropDownSheetState) {
        calls.append("didMove:\(state.rawValue)")
    }

    func sheetShouldDismiss(_ sheet: DropDownSheetController) -> Bool {
        calls.append("shouldDismiss")
        return allowsDismissal
    }

    func sheetDidAttemptToDismiss(_ sheet: DropDownSheetController) {
        calls.append("didAttemptToDismiss")
    }
}

/// A delegate in the middle of renaming: both names; only the new ones must be called.
@MainActor
final class BothNamesDelegate: DropDownSheetDelegate {
    var calls: [String] = []

    func dropDownSheetControllerShouldDismiss(_ sheet: DropDownSheetController) -> Bool {
        calls.append("new:shouldDismiss")
        return false
    }

    func sheetShouldDismiss(_ sheet: DropDownSheetController) -> Bool {
        calls.append("old:shouldDismiss")
        return true
    }
}

/// A delegate with neither name of the veto: the library's default (`true`) applies.
@MainActor
final class NoVetoDelegate: DropDownSheetDelegate {
    var states: [DropDownSheetState] = []

    func dropDownSheetController(_ sheet: DropDownSheetController, didMoveTo state: DropDownSheetState) {
        states.append(state)
    }
}

/// The delegate's old method names (`sheet(_:willMoveTo:)`, `sheet(_:didMoveTo:)`,
/// `sheetShouldDismiss(_:)`, `sheetDidAttemptToDismiss(_:)`) are still called when the new ones
/// are not implemented, so a draft's veto written against them is kept, and each is reported
/// once in the console (issue 23, item 4).
@MainActor
final class RenamedDelegateMethodTests: SheetTestCase {
    /// A draft with `delegate`, presented expanded (strongly held by the caller: a sheet's
    /// delegate is weak).
    private func presentExpandedDraft(with delegate: DropDownSheetDelegate) -> DropDownSheetController {
        let sheet = makeDraft("1")
        sheet.delegate = delegate
        presentAndWait(sheet, .expanded)
        return sheet
    }

    func testAnOldNamesDelegateHearsTheMovesAndKeepsItsDraft() {
        withScreen {
            let delegate = OldNamesDelegate()
            let sheet = presentExpandedDraft(with: delegate)
            XCTAssertEqual(delegate.calls, ["willMove:expanded", "didMove:expanded"])

            delegate.calls = []
            sheet.requestDismissal()   // as the user would: asks the veto
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertTrue(sheet.isPresented, "the old-named veto kept the draft")
            XCTAssertEqual(delegate.calls.first, "shouldDismiss")
            XCTAssertTrue(delegate.calls.contains("didAttemptToDismiss"), "\(delegate.calls)")

            delegate.allowsDismissal = true
            delegate.calls = []
            sheet.requestDismissal()
            waitUntil { !sheet.isPresented }
            XCTAssertEqual(delegate.calls.first, "shouldDismiss")
            XCTAssertEqual(delegate.calls.last, "didMove:dismissed")

            let type = String(reflecting: OldNamesDelegate.self)
            for old in ["sheet(_:willMoveTo:)", "sheet(_:didMoveTo:)", "sheetShouldDismiss(_:)", "sheetDidAttemptToDismiss(_:)"] {
                XCTAssertEqual(DropDownSheetRenamedMethodsRecord.reported.filter { $0 == "\(type).\(old)" }.count, 1,
                               "reported once: \(old)")
            }
        }
    }

    func testANewNameWinsOverTheOldOne() {
        withScreen {
            let delegate = BothNamesDelegate()
            let sheet = presentExpandedDraft(with: delegate)
            sheet.requestDismissal()
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertEqual(delegate.calls, ["new:shouldDismiss"], "the old name is not asked when the new one is implemented")
            XCTAssertFalse(DropDownSheetRenamedMethodsRecord.reported.contains { $0.hasPrefix(String(reflecting: BothNamesDelegate.self)) })
        }
    }

    func testADelegateWithNeitherNameGetsTheDefaultAndNoReport() {
        withScreen {
            let delegate = NoVetoDelegate()
            let sheet = presentExpandedDraft(with: delegate)
            sheet.requestDismissal()
            waitUntil { !sheet.isPresented }
            XCTAssertEqual(delegate.states.last, .dismissed, "no veto: the default lets the sheet go")
            XCTAssertFalse(DropDownSheetRenamedMethodsRecord.reported.contains { $0.hasPrefix(String(reflecting: NoVetoDelegate.self)) })
        }
    }
}
#endif
