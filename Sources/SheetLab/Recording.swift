import DropDownSheet

/// What a ``Simulator`` showed, kept for drawing it (`sheet-lab render`): every frame it printed,
/// with the engine's whole render state and the geometry in force, and the events and taps, at
/// the times `simulate` prints them. It is the same run as `simulate`'s, not a second one.
public struct SimulationRecording: Sendable, Equatable {
    /// One frame, as `simulate` prints it, with everything needed to draw it.
    public struct Frame: Sendable, Equatable {
        /// Time of the frame, in seconds.
        public var t: Double
        /// What the engine gave to draw.
        public var render: DropDownSheetRenderState
        /// The container in force (after the engine's corrections).
        public var container: DropDownSheetContainer
        /// The configuration in force (after the engine's corrections).
        public var configuration: DropDownSheetConfiguration
        /// The sheet shown, when the script names several (nil otherwise).
        public var sheetID: String? = nil
        /// The sheet's role, when it was presented with one (nil before it ever was).
        public var role: DropDownSheetRole? = nil
    }

    /// A point on the screen, in points from its top-left corner.
    public struct Point: Sendable, Equatable {
        public var x: Double
        public var y: Double
    }

    /// A finger touching down, moving or lifting, at the time `simulate` prints for its line.
    public struct Touch: Sendable, Equatable {
        /// Time, in seconds.
        public var t: Double
        /// Where the finger is; nil once it lifted (up or cancel).
        public var point: Point?
    }

    /// What the stack of several sheets shows from a time on (scripts that name sheets).
    public struct StackMoment: Sendable, Equatable {
        /// Time, in seconds.
        public var t: Double
        /// The expanded sheet, if any.
        public var expanded: String?
        /// The minimized sheets, the one shown on the bar first.
        public var minimized: [String]
        /// The count on the bar ("2 Drafts") when several are minimized.
        public var countLabel: String?
    }

    /// One sheet's frames, in a script that names several.
    public struct SheetFrames: Sendable, Equatable {
        /// The sheet's `id`.
        public var id: String
        /// Every frame shown of it, in time order.
        public var frames: [Frame]
    }

    /// Something worth marking on a time line.
    public enum Mark: Sendable, Equatable {
        /// The sheet started moving toward a rest state.
        case willMove(DropDownSheetState)
        /// The sheet came to rest in a state it announced.
        case didMove(DropDownSheetState)
        /// The user tried to dismiss and the app's veto kept the sheet.
        case didAttemptToDismiss
        /// A tap, and where it went.
        case tap(DropDownSheetHit)
        /// A tap on a stack of several sheets opened the chooser, showing these sheets.
        case showChooser([String])
    }

    /// A mark and its time, in seconds.
    public struct Event: Sendable, Equatable {
        /// Time, in seconds, as `simulate` prints it.
        public var t: Double
        /// What happened.
        public var mark: Mark
    }

    /// Every frame shown, in time order.
    public var frames: [Frame] = []
    /// Every mark, in order.
    public var events: [Event] = []
    /// Every touch line, in order.
    public var touches: [Touch] = []
    /// Every change of the stack, in order (scripts that name sheets).
    public var stacks: [StackMoment] = []
    /// Each sheet's frames, in the order the sheets were first named (scripts that name sheets;
    /// empty otherwise, where ``frames`` are the one sheet's).
    public var sheetFrames: [SheetFrames] = []

    /// Creates an empty recording.
    public init() {}

    /// Records an engine event; corrections are not marked.
    mutating func record(_ event: DropDownSheetEvent, at t: Double) {
        switch event {
        case .willMove(let s): events.append(Event(t: t, mark: .willMove(s)))
        case .didMove(let s): events.append(Event(t: t, mark: .didMove(s)))
        case .didAttemptToDismiss: events.append(Event(t: t, mark: .didAttemptToDismiss))
        default: break
        }
    }

    /// The frame on the screen at time `t`: the last one shown at or before it (the display holds
    /// a frame until the next), or nil before the first.
    public func frame(at t: Double) -> Frame? {
        var low = 0, high = frames.count
        while low < high {
            let mid = (low + high) / 2
            if frames[mid].t <= t { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : frames[low - 1]
    }

    /// Keeps a frame: in ``frames`` when its sheet is the frontmost (the only one in a script
    /// without ids), and in its sheet's ``sheetFrames`` when it names one.
    mutating func record(_ frame: Frame, isFrontmost: Bool) {
        if isFrontmost { frames.append(frame) }
        guard let id = frame.sheetID else { return }
        if let j = sheetFrames.firstIndex(where: { SheetIdentifier.same($0.id, id) }) {
            sheetFrames[j].frames.append(frame)
        } else {
            sheetFrames.append(.init(id: id, frames: [frame]))
        }
    }

    /// Keeps where the finger of a touch line is, for the pictures' finger marker.
    mutating func recordTouch(_ action: ScriptAction, at t: Double) {
        let finger = touches.last?.point
        switch action {
        case .touchDown(let x, let y):
            touches.append(.init(t: t, point: .init(x: x, y: y)))
        case .touchMove(let y):
            if let finger { touches.append(.init(t: t, point: .init(x: finger.x, y: y))) }
        case .touchUp, .touchCancel:
            if finger != nil { touches.append(.init(t: t, point: nil)) }
        default:
            break
        }
    }

    /// Where a finger touches the screen at time `t`, or nil when none does.
    public func finger(at t: Double) -> Point? {
        touches.last { $0.t <= t }?.point
    }

    /// What the stack shows at time `t`, or nil in a script without several sheets.
    public func stack(at t: Double) -> StackMoment? {
        stacks.last { $0.t <= t }
    }

    /// The sheets the chooser shows at time `t`: from a ``Mark/showChooser(_:)`` until the next
    /// move of any sheet (the user picked one, or closed the chooser); nil when it is not open.
    public func chooser(at t: Double) -> [String]? {
        var open: [String]?
        for event in events where event.t <= t {
            switch event.mark {
            case .showChooser(let ids): open = ids
            case .willMove: open = nil
            default: break
            }
        }
        return open
    }
}
