#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// Following the sheet (issue 18, rule 5): the delegate hears where the sheet is on every frame it
/// moves, and nothing while it rests.
@MainActor
final class SheetPositionTests: SheetTestCase {
    func testTheDelegateHearsThePositionOnEveryFrameOfAMoveAndNothingAtRest() throws {
        try withScreen {
            let delegate = AppAroundDelegate()
            let sheet = presentMinimized(from: underneath, delegate: delegate)
            let atRest = delegate.positions.count
            spinRunLoop(0.3)
            XCTAssertEqual(delegate.positions.count, atRest, "nothing while it rests")
            sheet.expand()
            waitForRest(sheet)
            waitForUIKit(sheet)
            let moves = Array(delegate.positions[atRest...])
            XCTAssertGreaterThan(moves.count, 10, "a position a frame while it springs up")
            XCTAssertEqual(zip(moves, moves.dropFirst()).filter { $0.progress > $1.progress }.count, 0, "rising all the way")
            let last = try XCTUnwrap(moves.last)
            XCTAssertEqual(last.phase, .resting(.expanded))
            XCTAssertEqual(last.progress, 1)
            XCTAssertEqual(CGRect(last), visibleCardFrame(sheet), "the frame is the card's, in the window's coordinates")
            XCTAssertEqual(sheet.position, last)
            let before = delegate.positions.count
            spinRunLoop(0.3)
            XCTAssertEqual(delegate.positions.count, before)
        }
    }

    func testADelegateThatMovesTheSheetFromThePositionCallbackIsHeardInOrder() {
        withScreen {
            let delegate = AppAroundDelegate()
            let sheet = presentMinimized(from: underneath, delegate: delegate)
            var minimized = false
            delegate.onPosition = { sheet, position in
                // Halfway up, the app changes its mind.
                if position.progress > 0.5, !minimized {
                    minimized = true
                    sheet.minimize()
                }
            }
            sheet.expand()
            waitForRest(sheet)
            waitForUIKit(sheet)
            XCTAssertTrue(minimized)
            XCTAssertEqual(sheet.state, .minimized)
            XCTAssertEqual(delegate.positions.last?.phase, .resting(.minimized))
            XCTAssertEqual(delegate.positions.last.map(CGRect.init), visibleCardFrame(sheet))
        }
    }
}
#endif
