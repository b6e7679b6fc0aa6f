import XCTest
@testable import DropDownSheetCore

/// When a bar's glass (or a stack's sliver's) is wanted: materialized from 0.55 of the bar's
/// opacity, dematerialized below 0.45, and kept between the two as it was.
final class GlassPresenceTests: XCTestCase {
    func testGlassComesFromAboveHalfAndGoesBelowIt() {
        XCTAssertFalse(DropDownSheetGlassPresence.isWanted(alpha: 0.54, wasWanted: false))
        XCTAssertTrue(DropDownSheetGlassPresence.isWanted(alpha: 0.55, wasWanted: false))
        XCTAssertTrue(DropDownSheetGlassPresence.isWanted(alpha: 1, wasWanted: false))
        XCTAssertTrue(DropDownSheetGlassPresence.isWanted(alpha: 0.45, wasWanted: true))
        XCTAssertFalse(DropDownSheetGlassPresence.isWanted(alpha: 0.449, wasWanted: true))
        XCTAssertFalse(DropDownSheetGlassPresence.isWanted(alpha: 0, wasWanted: true))
    }

    func testAFingerRestingNearHalfWayStartsNoAnimationPerFrame() {
        var wanted = true, changes = 0
        for frame in 0..<600 {
            let alpha = 0.5 + 0.04 * sin(Double(frame) / 3)
            let next = DropDownSheetGlassPresence.isWanted(alpha: alpha, wasWanted: wanted)
            if next != wanted { changes += 1 }
            wanted = next
        }
        XCTAssertEqual(changes, 0)
    }

    func testHostileOpacitiesKeepOrDecideWithoutATrap() {
        for was in [false, true] {
            XCTAssertEqual(DropDownSheetGlassPresence.isWanted(alpha: .nan, wasWanted: was), was)
            XCTAssertTrue(DropDownSheetGlassPresence.isWanted(alpha: .infinity, wasWanted: was))
            XCTAssertFalse(DropDownSheetGlassPresence.isWanted(alpha: -.infinity, wasWanted: was))
        }
    }
}
