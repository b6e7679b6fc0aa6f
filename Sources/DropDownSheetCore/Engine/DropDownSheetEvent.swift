/// Something the engine tells its owner. The engine never calls out: each of its mutating
/// methods returns the events it produced, and the owner (the UIKit shell, sheet-lab) delivers
/// them after the call, so a delegate may call back into the sheet from any of them.
///
/// Ordering rules, for every sequence of inputs:
/// - `willMove(to: s)` is sent when the sheet starts moving toward rest state `s` and `s` is not
///   where it is already expected to end up (a drag released back to where it rests sends
///   nothing).
/// - `didMove(to: s)` is sent when the sheet comes to rest in `s`, and only if the last
///   `willMove` was `willMove(to: s)`: every `didMove` is preceded by its `willMove`.
/// - A move that is interrupted (by a finger catching the sheet, a new target, a programmatic
///   call) sends no `didMove`; the next move sends its own `willMove`.
/// - `didAttemptToDismiss` is sent when the user tried to dismiss (swiped the bar away, tapped
///   the dimmed screen with ``DropDownSheetDimmingTapAction/dismiss``, closed it with VoiceOver's
///   Close or the chooser's close) while the app vetoed dismissal, or closed or tapped away a
///   sheet that is not ``DropDownSheetConfiguration/isDismissible``; the sheet returns to its bar.
///   No user input ever dismisses such a sheet.
public enum DropDownSheetEvent: Sendable, Hashable {
    /// The sheet started moving toward a rest state.
    case willMove(to: DropDownSheetState)
    /// The sheet came to rest in a state it announced with `willMove`.
    case didMove(to: DropDownSheetState)
    /// The user tried to dismiss the sheet and the app's veto (or the sheet's not being
    /// dismissible) kept it.
    case didAttemptToDismiss
    /// An input was out of range and was corrected or ignored.
    case inputCorrected(DropDownSheetInputCorrection)
}

/// Why the engine corrected or ignored an input. For diagnostics: nothing needs to handle it.
public enum DropDownSheetInputCorrection: String, Sendable, Hashable, CaseIterable {
    /// A timestamp was NaN or infinite; the engine kept its current time.
    case nonFiniteTime
    /// A timestamp was earlier than one already seen; the engine treated it as no time passing.
    case timeWentBackwards
    /// A container size or inset was NaN, infinite or negative, or an inset exceeded the height.
    case invalidContainer
    /// A configuration value was NaN or outside its documented range.
    case invalidConfiguration
    /// A touch coordinate or velocity was NaN or infinite, or a coordinate lay beyond
    /// ±``DropDownSheetEngine/coordinateLimit``. A new touch there (a touch-down or a tap) was
    /// dropped: no sheet took it, as ``DropDownSheetEngine/hitTest(x:y:)`` let it through. A
    /// finger already holding a sheet that moved there was clamped to the limit; a velocity that
    /// was not finite was ignored.
    case invalidTouch
    /// `present(to: .dismissed)` was asked; nothing was done.
    case invalidTarget
    /// A change of container without animation would have carried a moving sheet absurdly far
    /// beyond its rest places (from a container so small that its rest places coincided, every
    /// point beyond them counts as a whole segment of the new one); the sheet was brought back to
    /// at most ``DropDownSheetEngine/coordinateLimit`` points beyond them and springs on from
    /// there.
    case positionOutOfReach
}

/// The events produced by one call into the engine, in order. A fixed-size value: producing and
/// reading it allocates nothing.
public struct DropDownSheetEvents: Sendable, Hashable, Sequence {
    /// The most events one call can produce. One call can produce at most a correction, a
    /// dismissal attempt, a `willMove` and a `didMove`.
    static let capacity = 6
    private var storage: (DropDownSheetEvent?, DropDownSheetEvent?, DropDownSheetEvent?,
                          DropDownSheetEvent?, DropDownSheetEvent?, DropDownSheetEvent?)
    /// How many events there are.
    public private(set) var count: Int

    /// No events.
    public init() {
        storage = (nil, nil, nil, nil, nil, nil)
        count = 0
    }

    /// Whether there are none.
    public var isEmpty: Bool { count == 0 }

    /// The event at `index` (0 ..< count), or nil outside that range.
    public subscript(index: Int) -> DropDownSheetEvent? {
        guard index >= 0, index < count else { return nil }
        switch index {
        case 0: return storage.0
        case 1: return storage.1
        case 2: return storage.2
        case 3: return storage.3
        case 4: return storage.4
        default: return storage.5
        }
    }

    /// Appends an event. Beyond the capacity (which the engine's rules never reach), a
    /// correction is dropped first so that `willMove`/`didMove` pairs are never lost.
    mutating func append(_ event: DropDownSheetEvent) {
        if count == Self.capacity {
            guard let slot = (0..<count).last(where: { if case .inputCorrected = self[$0] { return true } else { return false } }) else { return }
            for i in slot..<(count - 1) { set(i, self[i + 1]) }
            count -= 1
        }
        set(count, event)
        count += 1
    }

    /// The rest state a haptic should mark after the user let go of the sheet: the target of a
    /// `willMove` among these events (the sheet is snapping somewhere new), or nil.
    public var snapTarget: DropDownSheetState? {
        for event in self { if case .willMove(let state) = event { return state } }
        return nil
    }

    /// Appends all of `other`.
    mutating func append(contentsOf other: DropDownSheetEvents) {
        for event in other { append(event) }
    }

    private mutating func set(_ index: Int, _ event: DropDownSheetEvent?) {
        switch index {
        case 0: storage.0 = event
        case 1: storage.1 = event
        case 2: storage.2 = event
        case 3: storage.3 = event
        case 4: storage.4 = event
        default: storage.5 = event
        }
    }

    /// Iterates the events in order.
    public struct Iterator: IteratorProtocol {
        let events: DropDownSheetEvents
        var index = 0
        /// The next event, or nil after the last.
        public mutating func next() -> DropDownSheetEvent? {
            defer { index += 1 }
            return events[index]
        }
    }

    /// Iterates the events in order.
    public func makeIterator() -> Iterator { Iterator(events: self) }

    /// Two lists are equal when they hold the same events in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
    }

    /// Hashes the events in order, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for event in self { hasher.combine(event) }
    }
}

/// Where a touch at a point goes.
public enum DropDownSheetHit: String, Sendable, Hashable, CaseIterable {
    /// To the sheet: the point is on the card or the bar.
    case sheet
    /// To the screen underneath, as if the sheet were not there: the screen is not dimmed (the
    /// sheet is minimized, moving toward minimized or dismissed, or gone).
    case passthrough
    /// To the dimming: outside the card while the screen underneath is dimmed. The touch does
    /// not reach the screen underneath; a tap performs the configured
    /// ``DropDownSheetDimmingTapAction``.
    case dimming
}
