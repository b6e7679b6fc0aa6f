import XCTest
@testable import DropDownSheetCore

/// One input to the engine, as the UIKit shell or sheet-lab would give it. Used by the property
/// tests to record random sequences and replay them.
enum EngineInput: Sendable, CustomStringConvertible {
    case present(DropDownSheetState, animated: Bool, t: Double)
    case move(DropDownSheetState, animated: Bool, t: Double)
    case tick(t: Double)
    case container(DropDownSheetContainer, animated: Bool, t: Double)
    case configuration(DropDownSheetConfiguration, animated: Bool, t: Double)
    case touchDown(x: Double, y: Double, t: Double)
    case touchMove(y: Double, t: Double)
    case touchUp(y: Double?, velocity: Double?, t: Double)
    case touchCancel(t: Double)
    case tap(x: Double, y: Double, t: Double)
    case veto(Bool)

    var description: String {
        switch self {
        case let .present(s, a, t): return "present(\(s), animated: \(a), t: \(t))"
        case let .move(s, a, t): return "move(\(s), animated: \(a), t: \(t))"
        case let .tick(t): return "tick(\(t))"
        case let .container(c, a, t): return "container(\(c), animated: \(a), t: \(t))"
        case let .configuration(c, a, t): return "configuration(\(c), animated: \(a), t: \(t))"
        case let .touchDown(x, y, t): return "touchDown(\(x), \(y), t: \(t))"
        case let .touchMove(y, t): return "touchMove(\(y), t: \(t))"
        case let .touchUp(y, v, t): return "touchUp(\(String(describing: y)), v: \(String(describing: v)), t: \(t))"
        case let .touchCancel(t): return "touchCancel(t: \(t))"
        case let .tap(x, y, t): return "tap(\(x), \(y), t: \(t))"
        case let .veto(v): return "veto(\(v))"
        }
    }

    /// The input's timestamp (nil for a veto change, which takes none).
    var time: Double? {
        switch self {
        case let .present(_, _, t), let .move(_, _, t), let .tick(t), let .container(_, _, t), let .configuration(_, _, t),
             let .touchDown(_, _, t), let .touchMove(_, t), let .touchUp(_, _, t), let .touchCancel(t), let .tap(_, _, t):
            return t
        case .veto:
            return nil
        }
    }

    /// Gives the input to `engine` and returns the events it produced.
    func apply(to engine: inout DropDownSheetEngine) -> DropDownSheetEvents {
        switch self {
        case let .present(s, a, t): return engine.present(to: s, animated: a, at: t)
        case let .move(s, a, t): return engine.move(to: s, animated: a, at: t)
        case let .tick(t): return engine.tick(at: t)
        case let .container(c, a, t): return engine.setContainer(c, animated: a, at: t)
        case let .configuration(c, a, t): return engine.setConfiguration(c, animated: a, at: t)
        case let .touchDown(x, y, t): return engine.beginDrag(x: x, y: y, at: t)
        case let .touchMove(y, t): return engine.drag(toY: y, at: t)
        case let .touchUp(y, v, t): return engine.endDrag(atY: y, velocity: v, at: t)
        case let .touchCancel(t): return engine.cancelDrag(at: t)
        case let .tap(x, y, t): return engine.tap(x: x, y: y, at: t)
        case let .veto(v):
            engine.isDismissalVetoed = v
            return DropDownSheetEvents()
        }
    }
}

/// What one input produced: its events, the frame to draw, and where a few probe touches go.
struct EngineOutput: Equatable {
    var events: DropDownSheetEvents
    var render: DropDownSheetRenderState
    var hits: [DropDownSheetHit]

    static let probes: [(x: Double, y: Double)] = [(195, 20), (195, 400), (195, 780), (195, 830), (10, 60), (.nan, 1)]

    init(events: DropDownSheetEvents, engine: DropDownSheetEngine) {
        self.events = events
        render = engine.renderState
        hits = Self.probes.map { engine.hitTest(x: $0.x, y: $0.y) }
    }
}

/// Makes random input sequences, either plausible (what a person and an app would do, to
/// exercise the state machine deeply) or hostile (any value at all).
struct EngineInputGenerator {
    var random: SplitMix64
    var hostile: Bool
    /// The generator's own clock: mostly moves forward a frame at a time.
    private var clock = 0.0

    init(seed: UInt64, hostile: Bool) {
        random = SplitMix64(seed: seed)
        self.hostile = hostile
    }

    private mutating func time() -> Double {
        let roll = random.unit()
        if roll < 0.6 {
            clock += CoreFixture.frame
        } else if roll < 0.75 {
            clock += random.double(in: 0...0.004)
        } else if roll < 0.85 {
            clock += random.double(in: 0.05...1.5)
        } else if !hostile {
            // stays put: two inputs in the same instant
        } else {
            switch random.int(8) {
            case 0: return .nan
            case 1: return .infinity
            case 2: return -.infinity
            case 3: return clock - random.double(in: 0...5)
            case 4: return -1e300
            case 5:
                // A leap far forward or back; forward leaps become the new now.
                let leap = random.double(in: -1e12...1e12)
                if leap > clock, random.chance(0.3) { clock = leap }
                return leap
            case 6: clock += random.double(in: 10...1_000)
            default:
                if random.chance(0.1) { clock = max(clock, 1e300) }
                return clock
            }
        }
        return clock
    }

    private mutating func number(_ ordinary: ClosedRange<Double>) -> Double {
        hostile && random.chance(0.3) ? random.hostile(ordinary: ordinary) : random.double(in: ordinary)
    }

    private mutating func state() -> DropDownSheetState { random.pick(DropDownSheetState.allCases) }

    private mutating func container() -> DropDownSheetContainer {
        if !hostile || random.chance(0.3) {
            var c = CoreFixture.phone
            switch random.int(5) {
            case 0: c.keyboardHeight = random.pick([0, 291, 336])
            case 1: c.bottomBarHeight = random.pick([0, 49, 83])
            case 2: c = DropDownSheetContainer(width: 844, height: 390, safeAreaTop: 0, safeAreaBottom: 21)
            case 3: c = DropDownSheetContainer(width: 1_024, height: 1_366, safeAreaTop: 24, safeAreaBottom: 20)
            default: break
            }
            // iOS 26: glass, and sometimes its tab bar minimized.
            if random.chance(0.3) {
                c.systemDesign = .glass
                if random.chance(0.5) {
                    c.minimizedTabBar = DropDownSheetMinimizedTabBar(x: 20, width: 48, bottom: 26, height: 48,
                                                                     isBesideSystemAccessory: random.chance(0.2))
                    c.bottomBarHeight = 74
                }
            }
            return c
        }
        var c = DropDownSheetContainer(width: number(0...2_000), height: number(0...2_000), safeAreaTop: number(0...100),
                                       safeAreaBottom: number(0...100), bottomBarHeight: number(0...200),
                                       keyboardHeight: number(0...600))
        c.systemDesign = random.pick(DropDownSheetSystemDesign.allCases)
        if random.chance(0.3) {
            c.minimizedTabBar = DropDownSheetMinimizedTabBar(x: number(0...400), width: number(0...400), bottom: number(0...100),
                                                             height: number(0...100), isBesideSystemAccessory: random.chance(0.2))
        }
        return c
    }

    private mutating func configuration() -> DropDownSheetConfiguration {
        DropDownSheetConfiguration(
            isDismissible: random.chance(0.7),
            dimmingTapAction: random.pick(DropDownSheetDimmingTapAction.allCases),
            expandedTopInset: number(0...40),
            minimizedHeight: number(40...120),
            barStyle: random.pick(DropDownSheetBarStyle.allCases),
            barBackground: random.pick(DropDownSheetBarBackground.allCases),
            maximumWidth: number(300...1_000),
            cornerRadius: number(0...20),
            presentingScale: number(0.8...1),
            presentingCornerRadius: number(0...20),
            dimAlpha: number(0...0.5),
            spring: DropDownSheetSpring(response: number(0.15...0.8), dampingRatio: number(0.2...2.5))
        )
    }

    /// A point on the sheet as it is drawn now, or anywhere.
    private mutating func point(on engine: DropDownSheetEngine) -> (x: Double, y: Double) {
        let r = engine.renderState
        if random.chance(0.6) {
            return (r.cardX + r.cardWidth * random.unit(), r.sheetTop + max(r.visibleHeight, 1) * random.unit())
        }
        return (number(-50...1_100), number(-50...1_400))
    }

    /// The next input for `engine`.
    mutating func next(for engine: DropDownSheetEngine) -> EngineInput {
        if engine.phase == .resting(.dismissed), random.chance(0.25) {
            return .present(random.pick([.expanded, .minimized]), animated: random.chance(0.8), t: time())
        }
        let roll = random.int(100)
        switch roll {
        case 0..<30:
            return .tick(t: time())
        case 30..<36:
            return .present(random.chance(0.8) ? random.pick([.expanded, .minimized]) : .dismissed, animated: random.chance(0.8), t: time())
        case 36..<44:
            return .move(state(), animated: random.chance(0.8), t: time())
        case 44..<47:
            return .container(container(), animated: random.bool(), t: time())
        case 47..<49:
            return .configuration(configuration(), animated: random.bool(), t: time())
        case 49..<59:
            let p = point(on: engine)
            return .touchDown(x: p.x, y: p.y, t: time())
        case 59..<77:
            let base = engine.phase == .dragging ? engine.renderState.sheetTop : 400
            return .touchMove(y: hostile && random.chance(0.2) ? random.hostile(ordinary: -100...1_200)
                                                             : base + random.double(in: -120...120), t: time())
        case 77..<85:
            let y: Double? = random.chance(0.5) ? nil : number(-100...1_200)
            let v: Double? = random.chance(0.3) ? nil : number(-6_000...6_000)
            return .touchUp(y: y, velocity: v, t: time())
        case 85..<88:
            return .touchCancel(t: time())
        case 88..<95:
            let p = point(on: engine)
            return .tap(x: p.x, y: p.y, t: time())
        default:
            return .veto(random.chance(0.4))
        }
    }

    /// A whole random sequence of `count` inputs, generated against a fresh engine made by
    /// `makeEngine` (so that touches often land on the card).
    static func sequence(seed: UInt64, hostile: Bool, count: Int, makeEngine: () -> DropDownSheetEngine) -> [EngineInput] {
        var generator = EngineInputGenerator(seed: seed, hostile: hostile)
        var engine = makeEngine()
        var inputs: [EngineInput] = []
        inputs.reserveCapacity(count)
        for _ in 0..<count {
            let input = generator.next(for: engine)
            _ = input.apply(to: &engine)
            inputs.append(input)
        }
        return inputs
    }
}

extension DropDownSheetEngine {
    /// Lets go of any finger and ticks, with ever later (and always strictly later) times, until
    /// the sheet rests; returns whether it did, and every event on the way.
    mutating func letGoAndSettle(maxTicks: Int = 5_000) -> (rested: Bool, events: [DropDownSheetEvent]) {
        var events: [DropDownSheetEvent] = []
        if phase == .dragging {
            events += endDrag(at: later(than: time, by: CoreFixture.frame))
        }
        var ticks = 0
        while isMoving, ticks < maxTicks {
            ticks += 1
            events += tick(at: later(than: time, by: ticks <= 180 ? CoreFixture.frame : 1))
        }
        return (!isMoving, events)
    }
}
