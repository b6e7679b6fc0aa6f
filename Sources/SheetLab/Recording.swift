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
}
