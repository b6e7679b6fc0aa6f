// The appearance callbacks of a view controller shown as the bar follow the bar: it appears as
// the sheet heads to its bar and disappears as the sheet heads to the card or away.
import XCTest
@testable import DropDownSheetCore

final class BarAppearanceTests: XCTestCase {
    typealias A = DropDownSheetBarAppearance

    func testAMinimizeAppearsTheBarAndAnExpandMakesItDisappear() {
        var a = A.disappeared
        var calls: [A.Step] = []
        for phase: DropDownSheetPhase in [.resting(.expanded), .settling(toward: .minimized), .settling(toward: .minimized),
                                           .resting(.minimized), .settling(toward: .expanded), .resting(.expanded)] {
            let next = a.next(phase: phase, isHidden: false)
            calls += a.steps(to: next)
            a = next
        }
        XCTAssertEqual(calls, [.begin(isAppearing: true), .end, .begin(isAppearing: false), .end])
    }

    func testAFingerDraggingChangesNothing() {
        XCTAssertEqual(A.appeared.next(phase: .dragging, isHidden: false), .appeared)
        XCTAssertEqual(A.disappeared.next(phase: .dragging, isHidden: false), .disappeared)
        XCTAssertEqual(A.appearing.next(phase: .dragging, isHidden: false), .appearing)
    }

    func testPresentedStraightToTheBarItAppearsInOneGo() {
        XCTAssertEqual(A.disappeared.next(phase: .resting(.minimized), isHidden: false), .appeared)
        XCTAssertEqual(A.disappeared.steps(to: .appeared), [.begin(isAppearing: true), .end])
    }

    func testABarSwipedAwayDisappearsAsItGoes() {
        XCTAssertEqual(A.appeared.next(phase: .settling(toward: .dismissed), isHidden: false), .disappearing)
        XCTAssertEqual(A.disappearing.next(phase: .resting(.dismissed), isHidden: false), .disappeared)
        XCTAssertEqual(A.disappearing.steps(to: .disappeared), [.end])
    }

    func testACardSentAwayFromExpandedNeverShowsItsBar() {
        XCTAssertEqual(A.disappeared.next(phase: .settling(toward: .dismissed), isHidden: false), .disappeared)
    }

    func testADraftUnderTheTopOfTheStackIsNotOnScreen() {
        XCTAssertEqual(A.appeared.next(phase: .resting(.minimized), isHidden: true), .disappeared)
        XCTAssertEqual(A.appeared.steps(to: .disappeared), [.begin(isAppearing: false), .end])
    }

    func testAMoveReversedMidWayReversesTheTransition() {
        XCTAssertEqual(A.appearing.next(phase: .settling(toward: .expanded), isHidden: false), .disappearing)
        XCTAssertEqual(A.appearing.steps(to: .disappearing), [.begin(isAppearing: false)])
        XCTAssertEqual(A.disappearing.next(phase: .settling(toward: .minimized), isHidden: false), .appearing)
        XCTAssertEqual(A.disappearing.steps(to: .appeared), [.begin(isAppearing: true), .end])
        XCTAssertEqual(A.appearing.steps(to: .appearing), [])
    }

    /// Over a whole presentation, every begin is ended, begins and ends alternate, and the bar
    /// ends disappeared when the sheet is gone.
    func testCallsStayBalancedOverARealPresentation() {
        var d = PresentationDriver()
        var a = A.disappeared
        var open = false
        func observe(_ d: PresentationDriver) {
            let phase = d.presentation.contains(.a) ? d.presentation.phase(of: .a) : .resting(.dismissed)
            let next = a.next(phase: phase, isHidden: false)
            for step in a.steps(to: next) {
                switch step {
                case .begin: open = true
                case .end: XCTAssertTrue(open, "an end without a begin"); open = false
                }
            }
            a = next
        }
        for input: DropDownSheetPresentation.Input in [.present(.a, to: .minimized), .expand(.a, animated: true),
                                                       .minimize(.a, animated: true), .dismiss(.a, animated: true)] {
            d.send(input)
            observe(d)
            while d.presentation.isMoving {
                d.t += CoreFixture.frame
                d.send(.tick)
                observe(d)
            }
        }
        XCTAssertEqual(a, .disappeared)
        XCTAssertFalse(open)
    }
}
