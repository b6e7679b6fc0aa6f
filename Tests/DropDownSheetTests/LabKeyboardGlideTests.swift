// The script of issue 12, item 1, end to end: a layout pass during the keyboard's glide.
import XCTest
@testable import SheetLab

final class LabKeyboardGlideTests: XCTestCase {
    private let minimizedBar = [LabScript.phone, #"{"t":0,"do":"present","to":"minimized","animated":false}"#,
                                #"{"t":1,"layout":{"keyboard":336}}"#]

    /// The largest move of the bar from one printed frame to the next, from `t` 1 on.
    private func largestStep(_ extra: [String], file: StaticString = #filePath, line: UInt = #line) -> (step: Double, last: Double?) {
        let run = LabHarness.simulate(lines: minimizedBar + extra, options: [])
        XCTAssertEqual(run.status, 0, run.standardError, file: file, line: line)
        let tops = run.frames.filter { ($0.t ?? 0) >= 1 }.compactMap(\.sheetTop)
        let step = zip(tops, tops.dropFirst()).map { abs($1 - $0) }.max() ?? 0
        return (step, tops.last)
    }

    func testTheKeyboardHandlersLayoutPassDoesNotMakeTheBarJump() {
        let (step, last) = largestStep([#"{"t":1.05,"layout":{"keyboard":336},"animated":false}"#, #"{"t":2,"tap":{"x":10,"y":10}}"#])
        XCTAssertLessThan(step, 30, "the bar rides with the keyboard, no 300-point jump")
        XCTAssertEqual(last, 448)
    }

    func testAnUnrelatedInsetChangedWithoutAnimationDoesNotMakeTheBarJump() {
        let (step, last) = largestStep([#"{"t":1.05,"layout":{"safeTop":59},"animated":false}"#, #"{"t":2,"tap":{"x":10,"y":10}}"#])
        XCTAssertLessThan(step, 30)
        XCTAssertEqual(last, 448)
    }
}
