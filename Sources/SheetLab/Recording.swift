import DropDownSheetCore

/// What a ``Simulator`` showed, kept for drawing it (`sheet-lab render`): the frames it printed,
/// with the engine's whole render state and the geometry in force, and the events and taps, at
/// the times `simulate` prints them, from the same run as `simulate`'s; and the pictures
/// (``scenes``) of every sheet on the screen at the moments asked for.
///
/// It is bounded, so that drawing a script costs the same memory however long the script is: it
/// keeps at most ``maximumFrames`` frames and ``maximumMarks`` events, touches and stack changes.
/// Beyond those it keeps every second one, then every fourth, and so on (the same ones for every
/// sheet): the plots then show the frames kept, and the moments a filmstrip picks by itself come
/// from them. The pictures themselves are exact: each is kept whole when its moment comes.
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
        /// The screen the sheets share (the presentation's container: a draft's own ``container``
        /// keeps room for an accessory's bar below it): what a picture draws underneath.
        public var screen = DropDownSheetContainer()
        /// Its place among every frame recorded, for thinning.
        var sequence = 0
    }

    /// One picture of the filmstrip: everything on the screen at a moment.
    public struct Scene: Sendable, Equatable {
        /// The moment, in seconds.
        public var t: Double
        /// The cards drawn, back to front (z-order): each presented sheet's last frame shown at or
        /// before ``t``, leaving out the drafts hidden under the top of the stack.
        public var cards: [Frame]
        /// What the stack shows (scripts that name sheets).
        public var stack: StackMoment?
        /// Where a finger touches the screen, if one does.
        public var finger: Point?
        /// The sheets the chooser shows, while it is open.
        public var chooser: [String]?
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
        var sequence = 0
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
        var sequence = 0
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
        var sequence = 0
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
    /// The pictures taken at the moments the simulator was asked for
    /// (``Simulator/captureMoments``), in order.
    public var scenes: [Scene] = []

    /// The most frames kept, all sheets together (a frame kept in both ``frames`` and
    /// ``sheetFrames`` counts twice).
    public static let maximumFrames = 20_000
    /// The most events, the most touches and the most stack changes kept, each.
    public static let maximumMarks = 5_000

    /// Which frames are kept: those whose sequence is a multiple of this (1, then 2, 4, ...).
    public private(set) var frameStride = 1
    private var framesOffered = 0
    private var framesKept = 0
    private var sheetIndex: [String: Int] = [:]
    private var eventThinning = Thinning(), touchThinning = Thinning(), stackThinning = Thinning()

    /// Creates an empty recording.
    public init() {}

    /// Which of a list's elements are kept: every `stride`-th offered, the stride doubling (and
    /// the list thinned to match) whenever the list would outgrow ``maximumMarks``.
    private struct Thinning: Sendable, Equatable {
        var stride = 1
        var offered = 0

        /// Keeps `element` in `list` when its turn comes, within the bound.
        mutating func keep<T: Sequenced>(_ element: T, in list: inout [T]) {
            defer { offered += 1 }
            guard offered % stride == 0 else { return }
            var element = element
            element.sequence = offered
            list.append(element)
            guard list.count > SimulationRecording.maximumMarks else { return }
            stride *= 2
            let stride = self.stride
            list.removeAll { $0.sequence % stride != 0 }
        }
    }

    /// Records an engine event; corrections are not marked.
    mutating func record(_ event: DropDownSheetEvent, at t: Double) {
        switch event {
        case .willMove(let s): record(Event(t: t, mark: .willMove(s)))
        case .didMove(let s): record(Event(t: t, mark: .didMove(s)))
        case .didAttemptToDismiss: record(Event(t: t, mark: .didAttemptToDismiss))
        default: break
        }
    }

    /// Keeps a mark, within the bound.
    mutating func record(_ event: Event) { eventThinning.keep(event, in: &events) }

    /// Keeps a change of the stack, within the bound.
    mutating func record(_ stack: StackMoment) { stackThinning.keep(stack, in: &stacks) }

    /// Keeps where a finger is (or that it lifted), within the bound.
    mutating func recordTouch(_ touch: Touch) { touchThinning.keep(touch, in: &touches) }

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
    /// without ids), and in its sheet's ``sheetFrames`` when it names one; within the bound. The
    /// newest frame of each list is always kept (until a newer one comes), so that a thinned
    /// curve still ends where the sheet ends.
    mutating func record(_ frame: Frame, isFrontmost: Bool) {
        var frame = frame
        frame.sequence = framesOffered
        framesOffered += 1
        let stride = frameStride
        if isFrontmost { framesKept += Self.append(frame, to: &frames, stride: stride) }
        if let id = frame.sheetID {
            let j = sheetIndex[id] ?? sheetFrames.count
            if j == sheetFrames.count {
                sheetIndex[id] = j
                sheetFrames.append(.init(id: id, frames: []))
            }
            framesKept += Self.append(frame, to: &sheetFrames[j].frames, stride: stride)
        }
        while framesKept > Self.maximumFrames, thinFrames() {}
    }

    /// Appends `frame` to `list`, in place of the list's newest frame when that one was kept
    /// only for being the newest; returns how many more frames the list holds.
    private static func append(_ frame: Frame, to list: inout [Frame], stride: Int) -> Int {
        if let last = list.last, last.sequence % stride != 0 {
            list[list.count - 1] = frame
            return 0
        }
        list.append(frame)
        return 1
    }

    /// Keeps every second frame of those kept (and each list's newest). Returns false when
    /// nothing could be dropped.
    private mutating func thinFrames() -> Bool {
        frameStride *= 2
        let stride = frameStride
        func thin(_ list: inout [Frame]) {
            guard let last = list.last else { return }
            list.removeAll { $0.sequence % stride != 0 }
            if list.last?.sequence != last.sequence { list.append(last) }
        }
        thin(&frames)
        var kept = frames.count
        for j in sheetFrames.indices {
            thin(&sheetFrames[j].frames)
            kept += sheetFrames[j].frames.count
        }
        defer { framesKept = kept }
        return kept < framesKept
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

/// An element of a bounded list of a recording: its place among every element offered.
protocol Sequenced {
    var sequence: Int { get set }
}

extension SimulationRecording.Event: Sequenced {}
extension SimulationRecording.StackMoment: Sequenced {}
extension SimulationRecording.Touch: Sequenced {}
