import XCTest
@testable import DropDownSheetCore

/// The keyboard notification's numbers read in the core: docked, floating, undocked or hidden;
/// how much a docked keyboard covers; the keyboard's own timing, on the documented curves, with
/// ease-in-ease-out for a raw value UIKit does not document.
final class KeyboardNoticeTests: XCTestCase {
    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> DropDownSheetRect {
        DropDownSheetRect(x: x, y: y, width: w, height: h)
    }

    private func read(_ frame: DropDownSheetRect, hiding: Bool = false, duration: Double? = 0.25, curve: Int? = 7) -> DropDownSheetKeyboardNotice {
        DropDownSheetKeyboardNotice.read(endFrame: frame, containerWidth: 390, containerHeight: 844, isHiding: hiding,
                                         duration: duration, curveRawValue: curve, heardAt: 100)
    }

    func testADockedKeyboardCoversFromItsTopToTheBottomEdge() {
        let notice = read(rect(0, 508, 390, 336))
        XCTAssertEqual(notice.placement, .docked)
        XCTAssertEqual(notice.coveredHeight, 336)
        // Reaching past the bottom edge (a keyboard taller than what shows) still covers to its top.
        XCTAssertEqual(read(rect(0, 600, 390, 300)).coveredHeight, 244)
        // Within a point of the bottom edge (rounding) is docked.
        XCTAssertEqual(read(rect(0, 508, 390, 335.5)).placement, .docked)
    }

    func testFloatingAndUndockedKeyboardsCoverNothing() {
        let floating = read(rect(40, 300, 320, 250))
        XCTAssertEqual(floating.placement, .floating)
        XCTAssertEqual(floating.coveredHeight, 0)
        let undocked = read(rect(0, 300, 390, 260))
        XCTAssertEqual(undocked.placement, .undocked)
        XCTAssertEqual(undocked.coveredHeight, 0)
    }

    func testAHidingOffScreenOrEmptyKeyboardIsHidden() {
        XCTAssertEqual(read(rect(0, 508, 390, 336), hiding: true).placement, .hidden)
        XCTAssertEqual(read(rect(0, 508, 390, 336), hiding: true).coveredHeight, 0)
        XCTAssertEqual(read(rect(0, 844, 390, 336)).placement, .hidden, "below the bottom edge")
        XCTAssertEqual(read(rect(0, 0, 0, 0)).placement, .hidden)
        XCTAssertEqual(read(rect(500, 508, 390, 336)).placement, .hidden, "beside the container")
    }

    func testTheTimingIsTheKeyboardsDurationFromWhenItWasHeard() throws {
        let timing = try XCTUnwrap(read(rect(0, 508, 390, 336), duration: 0.3, curve: 3).timing)
        XCTAssertEqual(timing.beginTime, 100)
        XCTAssertEqual(timing.duration, 0.3)
        XCTAssertEqual(timing.curve, .linear)
        XCTAssertFalse(timing.isAdditive, "the keyboard's animation begins from where things are")
        XCTAssertTrue(read(rect(0, 508, 390, 336), duration: 0.3).isAnimated)
    }

    func testTheDocumentedCurvesAndTheFallbackForAnyOther() {
        XCTAssertEqual(DropDownSheetKeyboardNotice.curve(rawValue: 0), .easeInEaseOut)
        XCTAssertEqual(DropDownSheetKeyboardNotice.curve(rawValue: 1), .cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
        XCTAssertEqual(DropDownSheetKeyboardNotice.curve(rawValue: 2), .cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        XCTAssertEqual(DropDownSheetKeyboardNotice.curve(rawValue: 3), .linear)
        for undocumented in [7, 4, -1, Int.max, Int.min] {
            XCTAssertEqual(DropDownSheetKeyboardNotice.curve(rawValue: undocumented), .easeInEaseOut, "\(undocumented)")
        }
        XCTAssertEqual(DropDownSheetKeyboardNotice.curve(rawValue: nil), .easeInEaseOut)
    }

    func testNoDurationGivesTheLibrarysGlideAndAZeroDurationNone() {
        let missing = read(rect(0, 508, 390, 336), duration: nil)
        XCTAssertNil(missing.timing)
        XCTAssertTrue(missing.isAnimated, "the library's own glide")
        let zero = read(rect(0, 508, 390, 336), duration: 0)
        XCTAssertNil(zero.timing)
        XCTAssertFalse(zero.isAnimated, "an unanimated keyboard moves the bars at once")
        XCTAssertNil(read(rect(0, 508, 390, 336), duration: 60).timing, "longer than the longest followed")
    }

    func testHostileNumbersAreReadWithoutATrap() {
        let values: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e308, -1e308]
        for value in values {
            for frame in [rect(value, 508, 390, 336), rect(0, value, 390, 336), rect(0, 508, value, 336), rect(0, 508, 390, value)] {
                let notice = read(frame, duration: value, curve: nil)
                XCTAssertTrue(notice.coveredHeight.isFinite && notice.coveredHeight >= 0)
                if let timing = notice.timing { XCTAssertTrue(timing.duration > 0 && timing.duration.isFinite) }
            }
            let odd = DropDownSheetKeyboardNotice.read(endFrame: rect(0, 508, 390, 336), containerWidth: value, containerHeight: value,
                                                       isHiding: false, duration: 0.25, curveRawValue: 7, heardAt: value)
            XCTAssertTrue(odd.coveredHeight.isFinite && odd.coveredHeight >= 0)
        }
    }
}
