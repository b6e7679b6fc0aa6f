// When minimize(animated:completion:) and expand(animated:completion:) call back, and what they
// hear, driven through a real presentation the way the UIKit shell drives it.
import XCTest
@testable import DropDownSheetCore

final class MoveCompletionsTests: XCTestCase {
    /// A presentation with one sheet and the completions of its moves, fed every event of it.
    private struct Harness {
        var d = PresentationDriver()
        var completions = DropDownSheetMoveCompletions()
        /// Finished completions, in order: (token or -1 for "at once", finished).
        var heard: [(Int, Bool)] = []

        init(resting state: DropDownSheetState) {
            d.sendAndSettle(.present(.a, to: state))
        }

        /// Sends `input`, feeds its events of sheet `.a` in order, as the shell delivers them.
        mutating func send(_ input: DropDownSheetPresentation.Input) {
            for effect in d.send(input) { feed(effect) }
        }

        mutating func feed(_ effect: DropDownSheetPresentation.Effect) {
            guard case .event(.a, let event) = effect else { return }
            switch event {
            case .willMove(let s): heard += completions.sheetWillMove(to: s).map { ($0.token, $0.finished) }
            case .didMove(let s): heard += completions.sheetDidMove(to: s).map { ($0.token, $0.finished) }
            default: break
            }
        }

        /// Asks for a move the way the shell does: the input first, then the registration.
        @discardableResult
        mutating func ask(_ target: DropDownSheetState, animated: Bool = true) -> Int? {
            send(target == .expanded ? .expand(.a, animated: animated) : .minimize(.a, animated: animated))
            let phase = d.presentation.contains(.a) ? d.presentation.phase(of: .a) : nil
            let (registration, redirected) = completions.register(target: target, phase: phase)
            heard += redirected.map { ($0.token, $0.finished) }
            switch registration {
            case .now(let finished):
                heard.append((-1, finished))
                return nil
            case .pending(let token):
                return token
            }
        }

        mutating func settle() {
            while d.presentation.isMoving {
                d.t += CoreFixture.frame
                send(.tick)
            }
        }
    }

    func testASheetAlreadyThereCompletesAtOnceWithTrue() {
        var h = Harness(resting: .minimized)
        XCTAssertNil(h.ask(.minimized))
        XCTAssertEqual(h.heard.map(\.1), [true])
        XCTAssertTrue(h.completions.isEmpty)
    }

    func testAMoveCompletesWhenTheSheetComesToRestThere() {
        var h = Harness(resting: .minimized)
        let token = h.ask(.expanded)
        XCTAssertNotNil(token)
        XCTAssertTrue(h.heard.isEmpty, "not before it arrives")
        h.settle()
        XCTAssertEqual(h.heard.map(\.0), [token!])
        XCTAssertEqual(h.heard.map(\.1), [true])
    }

    func testAnUnanimatedMoveCompletesAtOnceWithTrue() {
        var h = Harness(resting: .expanded)
        XCTAssertNil(h.ask(.minimized, animated: false))
        XCTAssertEqual(h.heard.map(\.1), [true])
    }

    func testAFingerCatchingTheSheetFinishesTheMoveWithFalse() {
        var h = Harness(resting: .minimized)
        XCTAssertNotNil(h.ask(.expanded))
        h.d.t += 0.1
        h.send(.tick)
        let top = h.d.top(.a)
        h.send(.touchDown(x: 195, y: top + 5))
        XCTAssertEqual(h.d.presentation.phase(of: .a), .dragging)
        // The shell sees the sheet held by a finger after the touch-down.
        h.heard += h.completions.interrupt().map { ($0.token, $0.finished) }
        XCTAssertEqual(h.heard.map(\.1), [false])
        h.send(.touchUp(y: top + 5, velocity: -2000))
        h.settle()
        XCTAssertEqual(h.heard.count, 1, "the user's move that follows is not the app's")
    }

    func testRedirectedBeforeArrivingFinishesWithFalseAndTheNewMoveWithTrue() {
        var h = Harness(resting: .minimized)
        let up = h.ask(.expanded)!
        h.d.t += 0.1
        h.send(.tick)
        let down = h.ask(.minimized)!
        XCTAssertEqual(h.heard.map(\.0), [up])
        XCTAssertEqual(h.heard.map(\.1), [false])
        h.settle()
        XCTAssertEqual(h.heard.map(\.0), [up, down])
        XCTAssertEqual(h.heard.map(\.1), [false, true])
    }

    func testTheSameMoveAskedTwiceCompletesBothOnArrival() {
        var h = Harness(resting: .minimized)
        let first = h.ask(.expanded)!, second = h.ask(.expanded)!
        h.settle()
        XCTAssertEqual(h.heard.map(\.0), [first, second])
        XCTAssertEqual(h.heard.map(\.1), [true, true])
    }

    func testDismissedBeforeArrivingFinishesWithFalse() {
        var h = Harness(resting: .minimized)
        XCTAssertNotNil(h.ask(.expanded))
        h.d.t += 0.05
        h.send(.tick)
        h.send(.dismiss(.a, animated: true))
        XCTAssertEqual(h.heard.map(\.1), [false], "it heads away: the move will not arrive")
        h.settle()
        XCTAssertEqual(h.heard.count, 1)
    }

    func testAnotherSheetExpandingRedirectsAMinimizeInFlightNot() {
        // A minimize under way is not disturbed by a second sheet presented minimized.
        var h = Harness(resting: .expanded)
        let token = h.ask(.minimized)!
        h.send(.present(.b, to: .minimized))
        h.settle()
        XCTAssertEqual(h.heard.map(\.0), [token])
        XCTAssertEqual(h.heard.map(\.1), [true])
    }

    func testARequestTheSheetCannotTakeFinishesAtOnceWithFalse() {
        var completions = DropDownSheetMoveCompletions()
        XCTAssertEqual(completions.register(target: .expanded, phase: nil).0, .now(finished: false), "not presented")
        XCTAssertEqual(completions.register(target: .expanded, phase: .dragging).0, .now(finished: false), "held by a finger")
        XCTAssertEqual(completions.register(target: .expanded, phase: .settling(toward: .dismissed)).0, .now(finished: false))
        XCTAssertEqual(completions.register(target: .dismissed, phase: .resting(.minimized)).0, .now(finished: false))
        XCTAssertTrue(completions.isEmpty)
    }

    func testASheetLeavingWithoutComingToRestFinishesEverythingWithFalse() {
        var completions = DropDownSheetMoveCompletions()
        _ = completions.register(target: .expanded, phase: .settling(toward: .expanded))
        _ = completions.register(target: .expanded, phase: .settling(toward: .expanded))
        XCTAssertEqual(completions.interrupt().map(\.finished), [false, false])
        XCTAssertTrue(completions.interrupt().isEmpty)
    }
}
