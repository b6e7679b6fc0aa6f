import XCTest
@testable import DropDownSheetCore

/// The SwiftUI modifier's `isPresented:` and `item:` variants: what their bindings ask of the
/// sheet, what the user's moves write back, and that a new item replaces the sheet, as SwiftUI's
/// `.sheet` does.
final class SwiftUIPresentationRequestTests: XCTestCase {
    typealias Request = DropDownSheetPresentationRequest
    typealias Action = DropDownSheetBindingSync.Action

    /// One view update of an `isPresented:` modifier: the state asked for, fed to the sync.
    private func update(_ sync: inout DropDownSheetBindingSync, isPresented: Bool, isMinimized: Bool? = nil) -> Action {
        sync.bindingDidChange(to: Request.state(isPresented: isPresented, isMinimized: isMinimized, current: sync.binding))
    }

    /// The user moved the sheet to `state`; returns what is written back to the bindings.
    private func userMoves(_ sync: inout DropDownSheetBindingSync, to state: DropDownSheetState) -> (isPresented: Bool, isMinimized: Bool?)? {
        sync.sheetWillMove(to: state)
        return sync.sheetDidMove(to: state).map(Request.writeBack)
    }

    // MARK: - isPresented

    func testIsPresentedTruePresentsTheSheetExpanded() {
        var sync = DropDownSheetBindingSync()
        XCTAssertEqual(update(&sync, isPresented: false), .none)
        XCTAssertEqual(update(&sync, isPresented: true), .present(.expanded))
    }

    func testIsPresentedFalseDismissesFromTheCardOrTheBar() {
        for minimized in [false, true] {
            var sync = DropDownSheetBindingSync()
            XCTAssertEqual(update(&sync, isPresented: true, isMinimized: minimized), .present(minimized ? .minimized : .expanded))
            XCTAssertEqual(update(&sync, isPresented: false, isMinimized: minimized), .dismiss)
        }
    }

    func testWithoutIsMinimizedTheSheetStaysWhereTheUserPutsIt() {
        var sync = DropDownSheetBindingSync()
        _ = update(&sync, isPresented: true)
        sync.sheetWillMove(to: .expanded)
        _ = sync.sheetDidMove(to: .expanded)
        let written = userMoves(&sync, to: .minimized)
        XCTAssertEqual(written?.isPresented, true)
        for _ in 0..<3 {
            XCTAssertEqual(update(&sync, isPresented: true), .none, "a view update never pulls the bar back up")
        }
    }

    func testIsMinimizedMovesThePresentedSheetFromOutside() {
        var sync = DropDownSheetBindingSync()
        XCTAssertEqual(update(&sync, isPresented: true, isMinimized: false), .present(.expanded))
        XCTAssertEqual(update(&sync, isPresented: true, isMinimized: true), .move(to: .minimized))
        XCTAssertEqual(update(&sync, isPresented: true, isMinimized: true), .none)
        XCTAssertEqual(update(&sync, isPresented: true, isMinimized: false), .move(to: .expanded))
    }

    func testIsMinimizedTruePresentsStraightAsABar() {
        var sync = DropDownSheetBindingSync()
        XCTAssertEqual(update(&sync, isPresented: true, isMinimized: true), .present(.minimized))
    }

    func testTheUsersMovesWriteIsMinimizedAndItsWriteMovesNothing() {
        var sync = DropDownSheetBindingSync()
        _ = update(&sync, isPresented: true, isMinimized: false)
        sync.sheetWillMove(to: .expanded)
        _ = sync.sheetDidMove(to: .expanded)
        let written = userMoves(&sync, to: .minimized)
        XCTAssertEqual(written?.isPresented, true)
        XCTAssertEqual(written?.isMinimized, true)
        XCTAssertEqual(update(&sync, isPresented: true, isMinimized: true), .none, "the write-back is no request")
    }

    func testTheUserDismissingWritesIsPresentedFalseAndLeavesIsMinimized() {
        var sync = DropDownSheetBindingSync()
        _ = update(&sync, isPresented: true, isMinimized: true)
        sync.sheetWillMove(to: .minimized)
        _ = sync.sheetDidMove(to: .minimized)
        let written = userMoves(&sync, to: .dismissed)
        XCTAssertEqual(written?.isPresented, false)
        XCTAssertNil(written?.isMinimized, "isMinimized keeps its value: the next presentation opens as a bar")
        XCTAssertEqual(update(&sync, isPresented: false, isMinimized: true), .none)
        XCTAssertEqual(update(&sync, isPresented: true, isMinimized: true), .present(.minimized))
    }

    func testAnInterruptedMoveWritesNothing() {
        var sync = DropDownSheetBindingSync()
        _ = update(&sync, isPresented: true, isMinimized: false)
        sync.sheetWillMove(to: .expanded)
        _ = sync.sheetDidMove(to: .expanded)
        sync.sheetWillMove(to: .minimized)   // caught by a finger and thrown back up
        sync.sheetWillMove(to: .expanded)
        XCTAssertNil(sync.sheetDidMove(to: .expanded))
    }

    func testWriteBackOfEachState() {
        XCTAssertTrue(Request.writeBack(.expanded) == (true, false))
        XCTAssertTrue(Request.writeBack(.minimized) == (true, true))
        XCTAssertTrue(Request.writeBack(.dismissed) == (false, nil))
    }

    // MARK: - item

    func testAFirstItemIsNoReplacementAndNoneIsNone() {
        XCTAssertFalse(Request.replacesContent(shown: nil as Int?, requested: 1))
        XCTAssertFalse(Request.replacesContent(shown: 1, requested: nil))
        XCTAssertFalse(Request.replacesContent(shown: 1, requested: 1))
        XCTAssertTrue(Request.replacesContent(shown: 1, requested: 2))
    }

    func testAnotherItemWhilePresentedDismissesAndPresentsANewSheet() {
        var sync = DropDownSheetBindingSync()
        XCTAssertEqual(sync.bindingDidChange(to: .expanded, replacingContent: false), [.present(.expanded)])
        sync.sheetWillMove(to: .expanded)
        _ = sync.sheetDidMove(to: .expanded)
        XCTAssertEqual(sync.bindingDidChange(to: .expanded, replacingContent: true), [.replace(.expanded)])
        XCTAssertEqual(sync.destination, .expanded)
        XCTAssertEqual(sync.bindingDidChange(to: .expanded, replacingContent: false), [], "the next update repeats the value")
    }

    func testAnotherItemWhileMinimizedComesBackWhereTheUserPutIt() {
        var sync = DropDownSheetBindingSync()
        _ = sync.bindingDidChange(to: .expanded, replacingContent: false)
        sync.sheetWillMove(to: .minimized)
        XCTAssertEqual(sync.sheetDidMove(to: .minimized), .minimized)
        let state = Request.state(isPresented: true, isMinimized: nil, current: sync.binding)
        XCTAssertEqual(sync.bindingDidChange(to: state, replacingContent: true), [.replace(.minimized)])
    }

    func testAnotherItemAfterDismissalIsAPlainPresentation() {
        var sync = DropDownSheetBindingSync()
        _ = sync.bindingDidChange(to: .expanded, replacingContent: false)
        XCTAssertEqual(sync.bindingDidChange(to: .dismissed, replacingContent: false), [.dismiss])
        XCTAssertEqual(sync.bindingDidChange(to: .expanded, replacingContent: true), [.present(.expanded)])
    }

    func testNilItemDismissesEvenWhenTheIdentityChanged() {
        var sync = DropDownSheetBindingSync()
        _ = sync.bindingDidChange(to: .expanded, replacingContent: false)
        XCTAssertEqual(sync.bindingDidChange(to: .dismissed, replacingContent: true), [.dismiss])
    }
}
