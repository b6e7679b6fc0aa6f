import XCTest
@testable import DropDownSheetCore

/// A small deterministic pseudo-random generator (SplitMix64), so that every property test runs
/// the same sequences on every machine and every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in `0 ..< 1`, computed here (not by the standard library) so that it can never
    /// change between toolchains.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A double in `range`.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// An integer in `0 ..< bound`.
    mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }

    mutating func bool() -> Bool { next() & 1 == 1 }

    mutating func pick<T>(_ values: [T]) -> T { values[int(values.count)] }

    /// A number meant to break things: NaN, infinities, signed zeros, extremes, or an ordinary
    /// value in `ordinary`.
    mutating func hostile(ordinary: ClosedRange<Double>) -> Double {
        switch int(14) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 0
        case 4: return -0.0
        case 5: return 1e300
        case 6: return -1e300
        case 7: return .greatestFiniteMagnitude
        case 8: return -.leastNonzeroMagnitude
        case 9: return -double(in: 0...1_000)
        default: return double(in: ordinary)
        }
    }
}

/// The standard iPhone used throughout: 390 × 844 points, safe area 47 at the top and 34 at the
/// bottom. With the default configuration the card rests at 57 (expanded), 750 (minimized) and
/// 844 (dismissed).
enum CoreFixture {
    static let phone = DropDownSheetContainer(width: 390, height: 844, safeAreaTop: 47, safeAreaBottom: 34)
    static let expandedTop = 57.0
    static let minimizedTop = 750.0
    static let dismissedTop = 844.0
    /// One frame at 60 Hz.
    static let frame = 1.0 / 60
    /// A point in the middle of the minimized bar.
    static let barX = 195.0
    static let barY = 780.0

    /// A phone engine at time 0 resting in `state` (`present` without animation).
    static func engine(resting state: DropDownSheetState = .dismissed,
                       configuration: DropDownSheetConfiguration = .init(),
                       container: DropDownSheetContainer = phone) -> DropDownSheetEngine {
        var engine = DropDownSheetEngine(configuration: configuration, container: container)
        engine.tick(at: 0)
        if state != .dismissed { engine.present(to: state, animated: false, at: 0) }
        return engine
    }

    /// The top edge of rest state `state` on the phone with the default configuration.
    static func top(_ state: DropDownSheetState) -> Double {
        switch state {
        case .expanded: return expandedTop
        case .minimized: return minimizedTop
        case .dismissed: return dismissedTop
        default: return .nan
        }
    }
}

/// The will/did events only (corrections and dismissal attempts left out).
func moveEvents<S: Sequence>(_ events: S) -> [DropDownSheetEvent] where S.Element == DropDownSheetEvent {
    events.filter {
        switch $0 {
        case .willMove, .didMove: return true
        default: return false
        }
    }
}

/// The time after `time` by about `step`, always strictly later, even where `time` is so large
/// that adding `step` would not change it.
func later(than time: Double, by step: Double) -> Double {
    time + max(step, time.ulp * 2)
}

extension DropDownSheetEngine {
    /// Ticks at 60 Hz from the engine's time until the sheet rests, and returns every event.
    /// Fails the test if it is still moving after `seconds`.
    @discardableResult
    mutating func tickUntilRest(seconds: Double = 10, file: StaticString = #filePath, line: UInt = #line) -> [DropDownSheetEvent] {
        var events: [DropDownSheetEvent] = []
        let start = time
        var frame = 0
        while isMoving {
            frame += 1
            let t = start + Double(frame) * CoreFixture.frame
            if t - start > seconds {
                XCTFail("still \(phase) after \(seconds) s", file: file, line: line)
                break
            }
            events.append(contentsOf: tick(at: t))
        }
        return events
    }

    /// Ticks at 60 Hz for `frames` frames and returns the render state after each.
    mutating func tickFrames(_ frames: Int) -> [DropDownSheetRenderState] {
        let start = time
        return (1...max(frames, 1)).map { frame in
            tick(at: start + Double(frame) * CoreFixture.frame)
            return renderState
        }
    }
}

/// Every number a render state holds.
func numbers(of render: DropDownSheetRenderState) -> [(String, Double)] {
    [("sheetTop", render.sheetTop), ("velocity", render.velocity), ("progress", render.progress),
     ("presentingScale", render.presentingScale), ("presentingCornerRadius", render.presentingCornerRadius),
     ("dimAlpha", render.dimAlpha), ("barAlpha", render.barAlpha), ("cardX", render.cardX),
     ("cardWidth", render.cardWidth), ("cardHeight", render.cardHeight), ("visibleHeight", render.visibleHeight),
     ("visibleLeftInset", render.visibleLeftInset), ("visibleRightInset", render.visibleRightInset),
     ("barLeftInset", render.barLeftInset), ("barRightInset", render.barRightInset),
     ("topCornerRadius", render.topCornerRadius), ("bottomCornerRadius", render.bottomCornerRadius)]
}

/// The names of the render state's numbers that are NaN or infinite.
func nonFiniteFields(of render: DropDownSheetRenderState) -> [String] {
    numbers(of: render).filter { !$0.1.isFinite }.map(\.0)
}

/// Asserts that `render` shows the sheet at `top` moving at `velocity`, to within `accuracy`.
func assertMotion(_ render: DropDownSheetRenderState, top: Double, velocity: Double, accuracy: Double = 1e-9,
                  _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(render.sheetTop, top, accuracy: accuracy, "sheetTop \(message)", file: file, line: line)
    XCTAssertEqual(render.velocity, velocity, accuracy: accuracy * max(1, abs(velocity)), "velocity \(message)", file: file, line: line)
}
