// The lab's number printer: fixed decimals, no trailing zeros, no exponent, no negative zero,
// so the output is the same byte for byte everywhere. Values of 2^63 and more are tried through
// the executable in LabProcessTests (they must not crash the runner here).
import Foundation
import XCTest
@testable import SheetLab

final class LabNumberFormatTests: XCTestCase {
    private func assertFormats(_ cases: [(Double, Int, String)], file: StaticString = #filePath, line: UInt = #line) {
        for (value, decimals, expected) in cases {
            XCTAssertEqual(formatNumber(value, decimals: decimals), expected, "\(value) with \(decimals) decimals", file: file, line: line)
        }
    }

    func testWholeNumbersHaveNoDecimalPoint() {
        assertFormats([(0, 4, "0"), (150, 4, "150"), (844, 6, "844"), (-12, 4, "-12"), (1, 0, "1")])
    }

    func testTrailingZerosAreDropped() {
        assertFormats([(1.5, 4, "1.5"), (0.25, 6, "0.25"), (-0.0003, 4, "-0.0003"), (2.1, 9, "2.1")])
    }

    func testRoundsToTheGivenDecimals() {
        assertFormats([
            (1.23456, 4, "1.2346"), (-1.23456, 4, "-1.2346"), (0.1 + 0.2, 4, "0.3"), (1.0 / 60, 6, "0.016667"),
            (2.0 / 3, 4, "0.6667"), (0.99999, 4, "1"), (-0.99999, 4, "-1"), (1.0000001, 6, "1"), (123.456789, 2, "123.46"),
        ])
    }

    func testZeroDecimalsRoundsHalfAwayFromZero() {
        assertFormats([(2.5, 0, "3"), (-2.5, 0, "-3"), (1.4999, 0, "1"), (0.4, 0, "0"), (7.6, 0, "8"), (-7.6, 0, "-8")])
    }

    func testNegativeZeroPrintsAsZero() {
        assertFormats([(-0.0, 4, "0"), (-0.0, 0, "0"), (-0.00001, 4, "0"), (-0.4, 0, "0"), (-1e-300, 6, "0")])
    }

    func testTinyValuesPrintAsZero() {
        assertFormats([(.leastNonzeroMagnitude, 4, "0"), (1e-17, 6, "0"), (0.00004, 4, "0")])
    }

    func testLargeValuesHaveNoExponent() {
        assertFormats([
            (1e6, 6, "1000000"), (1000011.233333, 6, "1000011.233333"), (123456789.123456, 4, "123456789.1235"),
            (1e15, 4, "1000000000000000"), (-1e15, 4, "-1000000000000000"), (1e17, 4, "100000000000000000"),
            (-1e17, 0, "-100000000000000000"), (9e18, 0, "9000000000000000000"),
        ])
    }

    func testNonFiniteValuesPrintAsZero() {
        assertFormats([(.nan, 4, "0"), (.infinity, 4, "0"), (-.infinity, 0, "0"), (-.nan, 2, "0")])
    }

    func testDecimalsAreClampedToZeroThroughNine() {
        assertFormats([(1.123456789123, 12, "1.123456789"), (1.5, -1, "2")])
    }

    func testEveryFormattedNumberIsPlainJSON() {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 1e-9, 1e9, 1e15, 1e17, 12345.6789, .nan, .infinity]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let exponent = Double(seed >> 59) - 10  // 10^-10 ... 10^21
            let mantissa = Double(seed & 0xFFFF) / 65_536 * (seed & 1 == 0 ? 1 : -1)
            let value = mantissa * pow(10, min(exponent, 17))
            values.append(value)
        }
        for value in values {
            for decimals in [0, 4, 6] {
                let text = formatNumber(value, decimals: decimals)
                XCTAssertTrue(LabNumberTokens.isPlain(text), "\(value) -> \(text)")
                if value.isFinite {
                    // Half a unit of the last decimal; a value of 9e15 units or more of the last
                    // decimal (past a Double's precision) is printed as a whole number instead.
                    let unit = pow(10, -Double(decimals))
                    let wholeOnly = abs(value) / unit >= 9e15
                    let tolerance = (wholeOnly ? 0.5 : 0.5 * unit) * 1.000_001 + abs(value) * 1e-15
                    XCTAssertEqual(Double(text) ?? .nan, value, accuracy: tolerance, "\(value) -> \(text)")
                }
            }
        }
    }
}
