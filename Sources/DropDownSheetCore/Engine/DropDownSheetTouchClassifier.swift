/// What one finger on a card means, decided without UIKit: a tap, a drag of the sheet, or neither.
///
/// A shell has two sources for one finger: a recognizer that reports the touch from the moment it
/// lands to the moment it lifts (``touchBegan(x:y:at:sheetIsMoving:)``, ``touchMoved(x:y:at:)``,
/// ``touchEnded(x:y:at:onControl:)``, ``touchCancelled()``), and a pan recognizer that reports
/// a vertical drag once the finger has moved past the platform's slop (``panMoved(movesSheet:)``,
/// ``panEnded()``, ``panCancelled()``). The classifier tells the shell what to do with the
/// engine for each report, and the answers do not depend on the order in which the two sources
/// report the finger's end: the first end releases the sheet, the second does nothing.
///
/// The rules:
/// - **The sheet is held only when it moves.** A finger that lands on a sheet already moving
///   (springing, or riding with the keyboard) catches it at once. On a sheet at rest the engine's
///   drag begins only with the first move that goes to the sheet (the pan's first move, or the
///   scroll hand-off giving the finger to the sheet). A touch on the content that scrolls it, or
///   presses a button, never puts the engine into dragging, so nothing is redrawn every frame.
/// - **Only a real tap acts.** A tap lifts within ``maximumTapDuration`` of landing, never
///   farther than ``maximumTapMovement`` from where it landed, and never became a pan. A long
///   press or a horizontal swipe is not a tap. A tap that began on one of the content's controls
///   belongs to the control.
package struct DropDownSheetTouchClassifier: Sendable, Hashable {
    /// Longest a tap may last, in seconds: 0.5, the default `minimumPressDuration` of UIKit's
    /// `UILongPressGestureRecognizer`, so a touch the system would call a long press is not a tap.
    package static let maximumTapDuration = 0.5
    /// Farthest a tap may wander from where it landed, in points: 10, the default
    /// `allowableMovement` of UIKit's `UILongPressGestureRecognizer` (the movement past which a
    /// press is no longer in place).
    package static let maximumTapMovement = 10.0

    /// Where the finger is in its life.
    package enum Stage: Sendable, Hashable {
        /// No finger.
        case idle
        /// Down, not (yet) a pan.
        case pressed
        /// A pan began and has not ended; the finger may have lifted already.
        case panning
        /// The finger's end has been handled; later reports of it do nothing.
        case ended
    }

    /// What to do with the engine when the finger lifts.
    package struct Release: Sendable, Hashable {
        /// End the engine's drag where the finger is, with no velocity (a caught sheet let go).
        package var endsDrag: Bool
        /// Send the engine a tap at the finger's place.
        package var isTap: Bool
    }

    /// What to do with the engine for one move of a pan.
    package enum PanStep: Sendable, Hashable {
        /// Nothing: the move went to the content, or the finger's end was already handled.
        case none
        /// Begin the engine's drag at the finger's place: the sheet starts moving with it.
        case beginDrag
        /// Move the engine's drag to the finger's place.
        case drag
    }

    package private(set) var stage = Stage.idle
    /// Whether the engine holds the sheet for this finger (its drag began and has not ended).
    package private(set) var holdsSheet = false
    /// Where and when the finger landed.
    private var startX = 0.0, startY = 0.0, startTime = 0.0
    /// Where the finger landed (the last ``touchBegan(x:y:at:sheetIsMoving:)``): a tap acts where
    /// it landed, not where it lifted.
    package var landingX: Double { startX }
    /// See ``landingX``.
    package var landingY: Double { startY }
    /// Farthest the finger got from where it landed, in points.
    private var farthest = 0.0

    /// Creates a classifier with no finger.
    package init() {}

    /// A finger landed at a point at `time` (seconds, any clock the other reports share).
    /// Returns whether to begin the engine's drag now: only to catch a sheet that is moving.
    package mutating func touchBegan(x: Double, y: Double, at time: Double, sheetIsMoving: Bool) -> Bool {
        stage = .pressed
        startX = x.isFinite ? x : 0
        startY = y.isFinite ? y : 0
        startTime = time
        farthest = x.isFinite && y.isFinite && time.isFinite ? 0 : .infinity
        holdsSheet = sheetIsMoving
        return holdsSheet
    }

    /// The finger moved to a point (reported by the touch source).
    package mutating func touchMoved(x: Double, y: Double, at time: Double) {
        guard stage == .pressed || stage == .panning else { return }
        note(x: x, y: y)
    }

    /// The pan moved the finger (its first report included). `movesSheet`: whether this move goes
    /// to the sheet (always, without a scroll view under the finger; with one, when the scroll
    /// hand-off gives the finger to the sheet).
    package mutating func panMoved(movesSheet: Bool) -> PanStep {
        switch stage {
        case .idle, .ended: return .none
        case .pressed, .panning: stage = .panning
        }
        farthest = .infinity   // a pan is never a tap
        guard movesSheet || holdsSheet else { return .none }
        if holdsSheet { return .drag }
        holdsSheet = true
        return .beginDrag
    }

    /// The pan ended. Returns whether to end the engine's drag with the pan's velocity.
    package mutating func panEnded() -> Bool {
        guard stage == .panning else { return false }
        stage = .ended
        defer { holdsSheet = false }
        return holdsSheet
    }

    /// The pan was cancelled. Returns whether to cancel the engine's drag.
    package mutating func panCancelled() -> Bool {
        panEnded()
    }

    /// The finger lifted at a point at `time`. `onControl`: it landed on one of the content's
    /// controls. While a pan is under way the pan's end decides, so this does nothing.
    package mutating func touchEnded(x: Double, y: Double, at time: Double, onControl: Bool) -> Release {
        guard stage == .pressed else { return Release(endsDrag: false, isTap: false) }
        note(x: x, y: y)
        stage = .ended
        let duration = time - startTime
        let isTap = !onControl && duration.isFinite && duration >= 0 && duration <= Self.maximumTapDuration
            && farthest <= Self.maximumTapMovement
        defer { holdsSheet = false }
        return Release(endsDrag: holdsSheet, isTap: isTap)
    }

    /// The touch source lost the finger (the system cancelled it). Returns whether to cancel the
    /// engine's drag; while a pan is under way the pan's end decides.
    package mutating func touchCancelled() -> Bool {
        guard stage == .pressed else { return false }
        stage = .ended
        defer { holdsSheet = false }
        return holdsSheet
    }

    private mutating func note(x: Double, y: Double) {
        let distance = ((x - startX) * (x - startX) + (y - startY) * (y - startY)).squareRoot()
        farthest = distance.isFinite ? max(farthest, distance) : .infinity
    }
}
