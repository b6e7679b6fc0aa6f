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

    // MARK: - A content controller following its container

    /// The calls a content gets as its container (presented while a sheet is expanded) appears
    /// and disappears, and as it is put in or taken out by a replacement.
    private func calls(from start: A, through states: [A]) -> [A.Step] {
        var a = start, calls: [A.Step] = []
        for state in states {
            calls += a.steps(to: state)
            a = state
        }
        return calls
    }

    func testAContentFollowsItsContainerOnAndOffScreen() {
        var a = A.disappeared
        var calls: [A.Step] = []
        for container: A in [.appearing, .appeared, .disappearing, .disappeared] {
            let next = a.following(container)
            calls += a.steps(to: next)
            a = next
        }
        XCTAssertEqual(calls, [.begin(isAppearing: true), .end, .begin(isAppearing: false), .end])
        XCTAssertEqual(a, .disappeared)
    }

    func testAContentNeverShownDoesNotDisappear() {
        XCTAssertEqual(A.disappeared.following(.disappearing), .disappeared)
        XCTAssertEqual(A.disappeared.following(.disappeared), .disappeared)
        XCTAssertEqual(A.appeared.following(.appearing), .appeared, "already on screen: no second viewWillAppear")
    }

    /// Replaced while the container is on screen: the old one disappears around its view's
    /// removal, the new one appears around its view's insertion, each exactly once.
    func testAReplacementOnScreenDisappearsTheOldAndAppearsTheNewOnce() {
        let old = A.appeared
        XCTAssertEqual(calls(from: old, through: [old.leaving, .disappeared]), [.begin(isAppearing: false), .end])
        let (during, after) = A.arriving(in: .appeared)
        XCTAssertEqual(calls(from: .disappeared, through: [during, after]), [.begin(isAppearing: true), .end])
    }

    /// Replaced while every sheet is a bar (the container has disappeared): no call for either;
    /// the new one appears with the container's next appearance.
    func testAReplacementOffScreenMakesNoCall() {
        XCTAssertEqual(calls(from: .disappeared, through: [A.disappeared.leaving, .disappeared]), [])
        let (during, after) = A.arriving(in: .disappeared)
        XCTAssertEqual(calls(from: .disappeared, through: [during, after]), [])
        XCTAssertEqual(A.arriving(in: .disappearing).after, .disappeared, "a container going away shows no newcomer")
        XCTAssertEqual(after.following(.appearing), .appearing)
    }

    /// Replaced while the container appears: the new one begins appearing and ends with it.
    func testAReplacementWhileTheContainerAppearsEndsWithIt() {
        let (during, after) = A.arriving(in: .appearing)
        XCTAssertEqual(during, .appearing)
        XCTAssertEqual(after, .appearing)
        XCTAssertEqual(after.steps(to: after.following(.appeared)), [.end])
        XCTAssertEqual(calls(from: .appearing, through: [A.appearing.leaving, .disappeared]), [.begin(isAppearing: false), .end])
    }
}
