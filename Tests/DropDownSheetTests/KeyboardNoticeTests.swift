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
            XCTAssertEqual(DropDownSheetKeyboardNotice.curve(rawValue: undocumented, rising: true),
                           .cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1), "a rising keyboard's: ease-out, \(undocumented)")
        }
        XCTAssertEqual(DropDownSheetKeyboardNotice.curve(rawValue: nil), .easeInEaseOut)
        XCTAssertEqual(DropDownSheetKeyboardNotice.curve(rawValue: 0, rising: true), .easeInEaseOut, "a documented curve is the keyboard's")
        XCTAssertEqual(read(rect(0, 508, 390, 336)).timing?.curve, .cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1), "rising from nothing")
        let lower = DropDownSheetKeyboardNotice.read(endFrame: rect(0, 600, 390, 244), containerWidth: 390, containerHeight: 844,
                                                     isHiding: false, duration: 0.25, curveRawValue: 7, heardAt: 100, coveredBefore: 336)
        XCTAssertEqual(lower.timing?.curve, .easeInEaseOut, "going down")
    }

    // MARK: - The bar riding the keyboard, frame by frame (review of issue 30, an early overlap)

    /// Where a minimized bar's bottom edge is on each frame (at `rate` Hz) while it rides a sheet's
    /// keyboard from `from` to `to` points high, on the timing the keyboard's notification gives
    /// (the undocumented curve 7, 0.25 s), and where the keyboard's top is on the same frames when
    /// it moves on `keyboardCurve`, cut off at the notification's duration as Core Animation cuts
    /// an animation off.
    private func ride(from: Double, to: Double, rate: Double,
                      keyboardCurve: DropDownSheetLayoutTiming.Curve) -> [(bar: Double, keyboardTop: Double)] {
        var engine = CoreFixture.engine(resting: .minimized)
        var container = CoreFixture.phone
        container.keyboardOwner = .sheet
        container.keyboardHeight = from
        _ = engine.setContainer(container, animated: false, at: 0)
        _ = engine.tick(at: 0.5)
        let barHeight = CoreFixture.phone.height - CoreFixture.phone.safeAreaBottom - CoreFixture.minimizedTop
        let notice = DropDownSheetKeyboardNotice.read(endFrame: rect(0, 844 - max(to, 1), 390, max(to, 1)), containerWidth: 390,
                                                      containerHeight: 844, isHiding: to == 0, duration: 0.25, curveRawValue: 7,
                                                      heardAt: 1, coveredBefore: from)
        container.keyboardHeight = notice.coveredHeight
        _ = engine.setContainer(container, animated: notice.isAnimated, timing: notice.timing, at: 1)
        let keyboard = DropDownSheetLayoutTiming(beginTime: 1, duration: 0.25, curve: keyboardCurve)
        var frames: [(bar: Double, keyboardTop: Double)] = []
        var t = 1.0
        while t < 1.5 {
            t += 1 / rate
            _ = engine.tick(at: t)
            let covered = from + (to - from) * keyboard.progress(at: t).fraction
            frames.append((engine.renderState.sheetTop + barHeight, 844 - covered))
        }
        return frames
    }

    /// UIKit's system spring, which the keyboard is observed (not documented) to move on.
    private let systemSpring = DropDownSheetLayoutTiming.Curve.coreAnimationSpring(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0)

    func testABarRidingARisingKeyboardIsNeverBelowItsTopOnAnyFrame() {
        for keyboardCurve in [DropDownSheetLayoutTiming.Curve.easeInEaseOut, systemSpring] {
            for rate in [60.0, 120.0] {
                let frames = ride(from: 0, to: 336, rate: rate, keyboardCurve: keyboardCurve)
                for (index, frame) in frames.enumerated() {
                    XCTAssertLessThanOrEqual(frame.bar, frame.keyboardTop + 1e-6,
                                             "\(keyboardCurve) at \(rate) Hz, frame \(index): the bar is below the keyboard's top")
                }
                XCTAssertEqual(frames.last?.bar ?? 0, 508, accuracy: 1e-9, "it rests on the keyboard")
                let between = frames.filter { $0.bar < 810 - 0.5 && $0.bar > 508 + 0.5 }
                XCTAssertGreaterThanOrEqual(between.count, rate == 60 ? 5 : 10, "it glides up, it does not jump")
            }
        }
    }

    func testABarRidingAKeyboardDownStaysAboveItsTopOnTheFirstFrames() {
        for keyboardCurve in [DropDownSheetLayoutTiming.Curve.easeInEaseOut, systemSpring] {
            let frames = ride(from: 336, to: 0, rate: 60, keyboardCurve: keyboardCurve)
            // The first half of the keyboard's 0.25 s.
            for (index, frame) in frames.prefix(8).enumerated() {
                XCTAssertLessThanOrEqual(frame.bar, frame.keyboardTop + 1e-6, "\(keyboardCurve), frame \(index)")
            }
            XCTAssertGreaterThan(frames[7].bar, 508 + 10, "it has set off downward")
            XCTAssertEqual(frames.last?.bar ?? 0, 810, accuracy: 1e-9, "it rests on the home indicator")
        }
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
