import XCTest
@testable import DropDownSheetCore

/// Momentum projection and rubber-banding.
final class MotionTests: XCTestCase {
    private typealias Motion = DropDownSheetMotion

    // MARK: - Projection

    func testProjectionIsVelocityOver1000TimesRateOverOneMinusRate() {
        XCTAssertEqual(Motion.normalDecelerationRate, 0.998)
        XCTAssertEqual(Motion.projectedDistance(velocity: 1_000), 1_000 / 1_000 * 0.998 / 0.002, accuracy: 1e-9)
        XCTAssertEqual(Motion.projectedDistance(velocity: 1_000), 499, accuracy: 1e-9)
        for velocity in [-20_000.0, -1_500, -1, 0.5, 300, 2_345.678, 1e6] {
            XCTAssertEqual(Motion.projectedDistance(velocity: velocity), velocity * 0.499, accuracy: 1e-9 * max(1, abs(velocity)),
                           "velocity \(velocity)")
        }
    }

    func testProjectionOfZeroVelocityIsZero() {
        XCTAssertEqual(Motion.projectedDistance(velocity: 0), 0)
        XCTAssertEqual(Motion.projectedDistance(velocity: -0.0), 0)
    }

    func testProjectionWithAnotherDecelerationRate() {
        // UIScrollView.DecelerationRate.fast is 0.99: a tenth of a second's travel less than half.
        XCTAssertEqual(Motion.projectedDistance(velocity: 1_000, decelerationRate: 0.99), 99, accuracy: 1e-9)
    }

    func testProjectionOfNonFiniteVelocityIsZero() {
        for velocity in [Double.nan, .infinity, -.infinity] {
            XCTAssertEqual(Motion.projectedDistance(velocity: velocity), 0, "velocity \(velocity)")
        }
    }

    func testProjectionWithOutOfRangeDecelerationRateStaysFinite() {
        for rate in [Double.nan, 1, 2, .infinity, -1, -.infinity] {
            let distance = Motion.projectedDistance(velocity: 1_000, decelerationRate: rate)
            XCTAssertTrue(distance.isFinite, "rate \(rate): \(distance)")
            XCTAssertGreaterThanOrEqual(distance, 0, "rate \(rate)")
        }
        XCTAssertEqual(Motion.projectedDistance(velocity: 1_000, decelerationRate: .nan), 499, accuracy: 1e-9)
    }

    func testProjectionOfHugeFiniteVelocityStaysFinite() {
        XCTAssertTrue(Motion.projectedDistance(velocity: .greatestFiniteMagnitude).isFinite)
        XCTAssertTrue(Motion.projectedDistance(velocity: -.greatestFiniteMagnitude).isFinite)
    }

    // MARK: - Rubber band

    private func formula(_ x: Double, _ d: Double, _ c: Double = 0.55) -> Double { (1 - 1 / (x * c / d + 1)) * d }

    func testRubberBandFollowsUIScrollViewsFormula() {
        XCTAssertEqual(Motion.rubberBandCoefficient, 0.55)
        for (offset, dimension) in [(10.0, 844.0), (100, 844), (400, 844), (2_000, 844), (50, 390), (1, 1), (844, 844)] {
            XCTAssertEqual(Motion.rubberBand(offset, dimension: dimension), formula(offset, dimension), accuracy: 1e-9,
                           "offset \(offset) over \(dimension)")
        }
        // A worked value: pulling 100 points over an 844-point screen shows about 51.6 points.
        XCTAssertEqual(Motion.rubberBand(100, dimension: 844), 51.64, accuracy: 0.01)
        XCTAssertEqual(Motion.rubberBand(100, dimension: 844, coefficient: 1), formula(100, 844, 1), accuracy: 1e-9)
    }

    func testRubberBandStartsWithSlope055() {
        XCTAssertEqual(Motion.rubberBand(0, dimension: 844), 0)
        XCTAssertEqual(Motion.rubberBand(1e-6, dimension: 844) / 1e-6, 0.55, accuracy: 1e-6)
        XCTAssertEqual(Motion.rubberBandSlope(0, dimension: 844), 0.55)
    }

    func testRubberBandSlopeIsTheDerivativeOfTheCurve() {
        for offset in [1.0, 50, 200, 800, 3_000] {
            let h = 1e-4
            let numeric = (Motion.rubberBand(offset + h, dimension: 844) - Motion.rubberBand(offset - h, dimension: 844)) / (2 * h)
            XCTAssertEqual(Motion.rubberBandSlope(offset, dimension: 844), numeric, accuracy: 1e-7, "offset \(offset)")
            XCTAssertEqual(Motion.rubberBandSlope(-offset, dimension: 844), numeric, accuracy: 1e-7, "mirrored offset \(offset)")
        }
    }

    func testRubberBandIsMirroredForNegativeOffsets() {
        for offset in [0.5, 30, 300, 5_000] {
            XCTAssertEqual(Motion.rubberBand(-offset, dimension: 844), -Motion.rubberBand(offset, dimension: 844))
        }
    }

    func testRubberBandGrowsMonotonicallyAndLessThanThePull() {
        var previous = 0.0
        for step in 1...200 {
            let offset = Double(step) * 25
            let banded = Motion.rubberBand(offset, dimension: 844)
            XCTAssertGreaterThan(banded, previous, "offset \(offset)")
            XCTAssertLessThan(banded, offset * 0.55 + 1e-9, "offset \(offset)")
            previous = banded
        }
    }

    func testRubberBandNeverExceedsTheDimension() {
        for offset in [1e4, 1e6, 1e9] {
            XCTAssertLessThan(Motion.rubberBand(offset, dimension: 844), 844, "offset \(offset)")
            XCTAssertGreaterThan(Motion.rubberBand(-offset, dimension: 844), -844, "offset \(-offset)")
        }
        for offset in [1e300, .greatestFiniteMagnitude, .infinity] {
            XCTAssertLessThanOrEqual(Motion.rubberBand(offset, dimension: 844), 844, "offset \(offset)")
            XCTAssertGreaterThanOrEqual(Motion.rubberBand(-offset, dimension: 844), -844, "offset \(-offset)")
        }
    }

    func testUnRubberBandInvertsRubberBand() {
        for dimension in [390.0, 844, 1_366] {
            for offset in [-3_000.0, -400, -12.5, 0, 0.25, 7, 100, 843, 5_000] {
                let banded = Motion.rubberBand(offset, dimension: dimension)
                XCTAssertEqual(Motion.unRubberBand(banded, dimension: dimension), offset, accuracy: 1e-9 * max(1, abs(offset)),
                               "offset \(offset) over \(dimension)")
            }
            for banded in [-300.0, -1, 0, 3, 150, 389] {
                let pull = Motion.unRubberBand(banded, dimension: dimension)
                XCTAssertEqual(Motion.rubberBand(pull, dimension: dimension), banded, accuracy: 1e-9 * max(1, abs(banded)),
                               "banded \(banded) over \(dimension)")
            }
        }
    }

    private let extremeOffsets: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0, 100]

    func testRubberBandOfNonFiniteOffsetIsFinite() {
        assertFinite(offsets: extremeOffsets, dimensions: [844, 390, 1, 0, -10, -.infinity])
        XCTAssertEqual(Motion.rubberBand(.nan, dimension: 844), 0)
        XCTAssertEqual(Motion.rubberBand(.infinity, dimension: 844), 844)
        XCTAssertEqual(Motion.rubberBand(-.infinity, dimension: 844), -844)
    }

    func testRubberBandOverANonFiniteOrHugeDimensionIsFinite() {
        assertFinite(offsets: extremeOffsets, dimensions: [.nan, .infinity, .greatestFiniteMagnitude])
    }

    private func assertFinite(offsets: [Double], dimensions: [Double], file: StaticString = #filePath, line: UInt = #line) {
        for offset in offsets {
            for dimension in dimensions {
                XCTAssertTrue(Motion.rubberBand(offset, dimension: dimension).isFinite, "rubberBand(\(offset), dimension: \(dimension))",
                              file: file, line: line)
                XCTAssertTrue(Motion.unRubberBand(offset, dimension: dimension).isFinite, "unRubberBand(\(offset), dimension: \(dimension))",
                              file: file, line: line)
                XCTAssertTrue(Motion.rubberBandSlope(offset, dimension: dimension).isFinite, "rubberBandSlope(\(offset), dimension: \(dimension))",
                              file: file, line: line)
            }
        }
    }

    func testRubberBandOverZeroOrNegativeDimensionUsesOnePoint() {
        XCTAssertEqual(Motion.rubberBand(100, dimension: 0), formula(100, 1), accuracy: 1e-12)
        XCTAssertEqual(Motion.rubberBand(100, dimension: -50), formula(100, 1), accuracy: 1e-12)
        XCTAssertLessThanOrEqual(Motion.rubberBand(100, dimension: 0), 1)
    }
}
