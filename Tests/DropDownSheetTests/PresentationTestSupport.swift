import XCTest
@testable import DropDownSheetCore

/// A presentation driven the way a shell drives it: inputs with a clock that advances, effects
/// collected in order, and frames run until everything rests.
struct PresentationDriver {
    typealias Effect = DropDownSheetPresentation.Effect
    typealias Input = DropDownSheetPresentation.Input

    var presentation: DropDownSheetPresentation
    var t = 0.0
    /// Every effect so far, in order.
    var effects: [Effect] = []

    /// A phone (390 × 844, safe area 47/34) with `bottomBar` points of tab bar.
    init(bottomBar: Double = 0) {
        var container = CoreFixture.phone
        container.bottomBarHeight = bottomBar
        presentation = DropDownSheetPresentation(container: container)
    }

    /// Handles `input` at the current time and returns its effects.
    @discardableResult
    mutating func send(_ input: Input) -> [Effect] {
        let produced = presentation.handle(input, at: t)
        effects += produced
        return produced
    }

    /// Runs 60 Hz frames for `seconds`.
    mutating func run(_ seconds: Double) {
        let end = t + seconds
        while t < end {
            t += CoreFixture.frame
            send(.tick)
        }
    }

    /// Runs frames until nothing moves (at most 10 s).
    mutating func settle() {
        var frames = 0
        while presentation.isMoving, frames < 600 {
            t += CoreFixture.frame
            send(.tick)
            frames += 1
        }
    }

    /// Sends `input` and runs frames until everything rests.
    @discardableResult
    mutating func sendAndSettle(_ input: Input) -> [Effect] {
        let before = effects.count
        send(input)
        settle()
        return Array(effects[before...])
    }

    /// The delegate events of sheet `id` so far, as "willMove expanded".
    func events(of id: DropDownSheetIdentifier) -> [String] {
        effects.compactMap { effect -> String? in
            guard case .event(let sheet, let event) = effect, sheet == id else { return nil }
            switch event {
            case .willMove(let s): return "willMove \(s.rawValue)"
            case .didMove(let s): return "didMove \(s.rawValue)"
            case .didAttemptToDismiss: return "didAttemptToDismiss"
            case .inputCorrected(let r): return "inputCorrected \(r.rawValue)"
            }
        }
    }

    /// A finger lands on the bar at the bottom (y 780) and pulls it up to `y`; it stays down.
    mutating func pullBarUp(to y: Double) {
        send(.touchDown(x: 195, y: 780))
        t += 0.016
        send(.touchMove(y: y))
    }

    /// The finger that holds a sheet lets go downward (at 700, 2,000 points per second).
    mutating func letGoDownward() {
        t += 0.016
        send(.touchUp(y: 700, velocity: 2_000))
    }

    /// The top edge of sheet `id`'s card.
    func top(_ id: DropDownSheetIdentifier) -> Double { presentation.renderState(of: id).sheetTop }

    /// A drag of the card at `y` to `toY`, released with `velocity`, then frames to rest.
    mutating func drag(from y: Double, to toY: Double, velocity: Double, x: Double = 195) {
        send(.touchDown(x: x, y: y))
        t += 0.016
        send(.touchMove(y: (y + toY) / 2))
        t += 0.016
        send(.touchUp(y: toY, velocity: velocity))
        settle()
    }
}

extension DropDownSheetIdentifier {
    static let a: Self = "a"
    static let b: Self = "b"
    static let c: Self = "c"
    static let player: Self = "player"
}
