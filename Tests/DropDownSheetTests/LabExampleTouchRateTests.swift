import Foundation
import XCTest
@testable import SheetLab

/// The example scripts move fingers as a device reports them: a sample every 1/120 to 1/60 of a
/// second while the finger moves, so that drags draw as drags, not as staircases.
final class LabExampleTouchRateTests: XCTestCase {
    func testTouchSamplesOfMovingFingersComeAt60To120Hertz() throws {
        for url in try LabHarness.exampleScripts() {
            let lines = try ScriptReader.parse(try String(contentsOf: url, encoding: .utf8))
            var last: (t: Double, y: Double)?
            for line in lines {
                switch line.action {
                case .touchDown(_, let y):
                    last = (line.t, y)
                case .touchMove(let y), .touchUp(.some(let y), _):
                    if let previous = last, y != previous.y {
                        let gap = line.t - previous.t
                        XCTAssertLessThanOrEqual(gap, 1 / 60 + 0.001, "\(url.lastPathComponent) line \(line.number): a moving finger sampled \(gap) s apart")
                        XCTAssertGreaterThanOrEqual(gap, 1 / 120 - 0.001, "\(url.lastPathComponent) line \(line.number): samples closer than 120 Hz")
                    }
                    if case .touchMove = line.action { last = (line.t, y) } else { last = nil }
                case .touchUp, .touchCancel:
                    last = nil
                default:
                    break
                }
            }
        }
    }
}
