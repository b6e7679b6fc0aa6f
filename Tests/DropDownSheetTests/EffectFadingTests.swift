import XCTest
@testable import DropDownSheetCore

/// The effect fader's rules: a strength clamped (NaN is the whole effect), applied when it
/// changes or when it lies between the ends with no animator, drawn at the ends without an
/// animator and between them by scrubbing, only in a window.
final class EffectFadingTests: XCTestCase {
    func testStrengthsAreClampedAndNotANumberIsTheWholeEffect() {
        XCTAssertEqual(DropDownSheetEffectFading.strength(0.3), 0.3)
        XCTAssertEqual(DropDownSheetEffectFading.strength(-2), 0)
        XCTAssertEqual(DropDownSheetEffectFading.strength(7), 1)
        XCTAssertEqual(DropDownSheetEffectFading.strength(.nan), 1)
        XCTAssertEqual(DropDownSheetEffectFading.strength(.infinity), 1)
        XCTAssertEqual(DropDownSheetEffectFading.strength(-.infinity), 0)
    }

    func testTheEndsAreSetOrRemovedAndBetweenThemScrubbed() {
        XCTAssertEqual(DropDownSheetEffectFading.drawing(strength: 0, isInWindow: true), .none)
        XCTAssertEqual(DropDownSheetEffectFading.drawing(strength: 1, isInWindow: true), .full)
        XCTAssertEqual(DropDownSheetEffectFading.drawing(strength: 0.25, isInWindow: true), .scrubbed(fraction: 0.25))
        XCTAssertEqual(DropDownSheetEffectFading.drawing(strength: .nan, isInWindow: true), .full)
    }

    func testOutOfAWindowTheNearerEndIsDrawn() {
        XCTAssertEqual(DropDownSheetEffectFading.drawing(strength: 0.49, isInWindow: false), .none)
        XCTAssertEqual(DropDownSheetEffectFading.drawing(strength: 0.5, isInWindow: false), .full)
        XCTAssertEqual(DropDownSheetEffectFading.drawing(strength: 0.9, isInWindow: false), .full)
    }

    func testAStrengthIsAppliedWhenItChangesOrWhenNoAnimatorHoldsItBetweenTheEnds() {
        XCTAssertTrue(DropDownSheetEffectFading.needsApplying(0.4, current: 0.3, isScrubbing: true))
        XCTAssertFalse(DropDownSheetEffectFading.needsApplying(0.4, current: 0.4, isScrubbing: true), "held already")
        XCTAssertTrue(DropDownSheetEffectFading.needsApplying(0.4, current: 0.4, isScrubbing: false), "the animator was dropped")
        XCTAssertFalse(DropDownSheetEffectFading.needsApplying(1, current: 1, isScrubbing: false), "at an end: nothing to hold")
        XCTAssertFalse(DropDownSheetEffectFading.needsApplying(0, current: 0, isScrubbing: false))
    }
}
