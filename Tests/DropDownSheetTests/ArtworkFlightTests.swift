// The artwork's flight between the bar and the card: a pure function of the sheet's progress,
// so it lands on each end, rides a finger that catches it, and turns back continuously.
import XCTest
@testable import DropDownSheetCore

final class ArtworkFlightTests: XCTestCase {
    /// The bar's 44-point image square with its 6-point corners, and a 300-point artwork view with
    /// 12-point corners, 120 points down the card.
    private let bar = DropDownSheetRect(x: 16, y: 8, width: 44, height: 44)
    private let target = DropDownSheetRect(x: 45, y: 120, width: 300, height: 300)

    private func flight(_ progress: Double) -> DropDownSheetArtworkFlight? {
        DropDownSheetArtworkFlight.at(progress: progress, from: bar, barCornerRadius: 6, to: target, targetCornerRadius: 12)
    }

    func testItLandsExactlyOnEachEnd() {
        XCTAssertEqual(flight(0), DropDownSheetArtworkFlight(frame: bar, cornerRadius: 6))
        XCTAssertEqual(flight(1), DropDownSheetArtworkFlight(frame: target, cornerRadius: 12))
    }

    func testHalfwayIsHalfwayInFrameAndCorners() throws {
        let half = try XCTUnwrap(flight(0.5))
        XCTAssertEqual(half.frame, DropDownSheetRect(x: 30.5, y: 64, width: 172, height: 172))
        XCTAssertEqual(half.cornerRadius, 9)
    }

    func testPastEitherEndItHoldsTheEndAndNotANumberIsTheBar() {
        XCTAssertEqual(flight(1.3), flight(1), "pulled past expanded")
        XCTAssertEqual(flight(-0.4), flight(0), "pulled down past the bar")
        XCTAssertEqual(flight(.nan), flight(0))
        XCTAssertEqual(flight(.infinity), flight(1))
        XCTAssertEqual(flight(-.infinity), flight(0))
    }

    func testAnEndThatCannotHoldAnImageMeansNoFlight() {
        let broken = [DropDownSheetRect(x: 0, y: 0, width: 0, height: 44), DropDownSheetRect(x: 0, y: 0, width: 44, height: -1),
                      DropDownSheetRect(x: .nan, y: 0, width: 44, height: 44), DropDownSheetRect(x: 0, y: .infinity, width: 44, height: 44),
                      DropDownSheetRect(x: 0, y: 0, width: .infinity, height: 44), DropDownSheetRect(x: 0, y: 0, width: 44, height: .nan)]
        for rect in broken {
            XCTAssertNil(DropDownSheetArtworkFlight.at(progress: 0.5, from: rect, barCornerRadius: 6, to: target, targetCornerRadius: 0))
            XCTAssertNil(DropDownSheetArtworkFlight.at(progress: 0.5, from: bar, barCornerRadius: 6, to: rect, targetCornerRadius: 0))
        }
    }

    func testCornersAreNeverNegativeNorMoreThanHalfTheShorterSide() throws {
        var random = SplitMix64(seed: 19)
        for _ in 0..<2_000 {
            let p = random.hostile(ordinary: -0.5...1.5)
            let barRadius = random.hostile(ordinary: -10...100), targetRadius = random.hostile(ordinary: -10...400)
            let f = try XCTUnwrap(DropDownSheetArtworkFlight.at(progress: p, from: bar, barCornerRadius: barRadius,
                                                                to: target, targetCornerRadius: targetRadius))
            XCTAssertFalse(f.cornerRadius.isNaN)
            XCTAssertGreaterThanOrEqual(f.cornerRadius, 0)
            XCTAssertLessThanOrEqual(f.cornerRadius, min(f.frame.width, f.frame.height) / 2 + 1e-9)
            for value in [f.frame.x, f.frame.y, f.frame.width, f.frame.height] { XCTAssertTrue(value.isFinite) }
        }
        XCTAssertEqual(DropDownSheetArtworkFlight.at(progress: 1, from: bar, barCornerRadius: 6, to: target,
                                                     targetCornerRadius: .infinity)?.cornerRadius, 150, "a circle at most")
    }

    func testItFliesOnlyBetweenTheBarAndTheCardAndNeverWithReduceMotion() {
        XCTAssertTrue(DropDownSheetArtworkFlight.flies(phase: .dragging, progress: 0.5, reduceMotion: false))
        XCTAssertTrue(DropDownSheetArtworkFlight.flies(phase: .settling(toward: .expanded), progress: 0.01, reduceMotion: false))
        XCTAssertTrue(DropDownSheetArtworkFlight.flies(phase: .settling(toward: .minimized), progress: 0.99, reduceMotion: false))
        XCTAssertFalse(DropDownSheetArtworkFlight.flies(phase: .dragging, progress: 0.5, reduceMotion: true), "Reduce Motion")
        XCTAssertFalse(DropDownSheetArtworkFlight.flies(phase: .settling(toward: .dismissed), progress: 0.5, reduceMotion: false),
                       "on its way away, the artwork stays in the content")
        for state in DropDownSheetState.allCases {
            XCTAssertFalse(DropDownSheetArtworkFlight.flies(phase: .resting(state), progress: 0.5, reduceMotion: false))
        }
        for progress in [0, 1, -0.2, 1.2, .nan] {
            XCTAssertFalse(DropDownSheetArtworkFlight.flies(phase: .dragging, progress: progress, reduceMotion: false),
                           "at or past an end (\(progress)) the real views show")
        }
    }

    /// Driven by the engine's own progress: a spring up, a finger catching it, a drag back down
    /// and a release. Each frame the image is where the card's progress puts it, and it never jumps
    /// more than the card moves.
    func testItFollowsTheSpringAndAFingerThatCatchesItAndTurnsItBack() throws {
        var engine = CoreFixture.engine(resting: .minimized)
        engine.move(to: .expanded, animated: true, at: 0)
        var t = 0.0
        var previous = try XCTUnwrap(flight(engine.renderState.progress))
        var previousTop = engine.renderState.sheetTop
        func step(_ body: () -> Void) throws {
            body()
            let r = engine.renderState
            let now = try XCTUnwrap(flight(r.progress))
            XCTAssertEqual(now, flight(r.progress), "a function of the progress alone")
            let moved = abs(r.sheetTop - previousTop)
            let span = CoreFixture.minimizedTop - CoreFixture.expandedTop
            // The image moves by at most its ends' distance times the share of the card's travel.
            XCTAssertLessThanOrEqual(abs(now.frame.y - previous.frame.y), (target.y - bar.y) * moved / span + 1e-6)
            previous = now
            previousTop = r.sheetTop
        }
        for _ in 0..<8 { try step { t += CoreFixture.frame; engine.tick(at: t) } }
        let caughtAt = engine.renderState
        XCTAssertTrue(DropDownSheetArtworkFlight.flies(phase: caughtAt.phase, progress: caughtAt.progress, reduceMotion: false))
        try step { engine.beginDrag(x: 195, y: caughtAt.sheetTop + 20, at: t) }
        XCTAssertEqual(engine.renderState.progress, caughtAt.progress, accuracy: 1e-9, "caught where it was: no jump")
        XCTAssertEqual(engine.phase, .dragging)
        for i in 1...10 { try step { t += CoreFixture.frame; engine.drag(toY: caughtAt.sheetTop + 20 + Double(i) * 15, at: t) } }
        XCTAssertLessThan(engine.renderState.progress, caughtAt.progress, "turned back toward the bar")
        try step { engine.endDrag(atY: nil, velocity: 800, at: t) }
        while engine.isMoving { try step { t += CoreFixture.frame; engine.tick(at: t) } }
        XCTAssertEqual(engine.phase, .resting(.minimized))
        XCTAssertEqual(previous, flight(0), "landed on the bar")
    }
}
