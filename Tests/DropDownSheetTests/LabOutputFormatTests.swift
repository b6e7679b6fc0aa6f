// sheet-lab's output contract: JSON Lines on stdout, frame, event, tap and summary lines of fixed
// shapes, frame times on the display's clock, and byte-identical output for the same input.
import XCTest
@testable import SheetLab

final class LabOutputFormatTests: XCTestCase {
    static let frameKeys = ["t", "state", "sheetTop", "velocity", "progress", "presentingScale",
                            "presentingCornerRadius", "dimAlpha", "barAlpha"]
    static let restStates: Set<String> = ["expanded", "minimized", "dismissed"]
    static let states: Set<String> = restStates.union(["dragging", "settling"])

    /// A script that does a bit of everything: present, swipe down, taps on the bar and above
    /// it, pull up, a tap on the dimmed screen, a vetoed flick, a keyboard.
    static let busyScript = LabScript.join(
        [LabScript.phone, #"{"t":0,"do":"present"}"#]
            + LabScript.swipeDown(at: 1)
            + [#"{"t":2,"tap":{"x":195,"y":400}}"#]
            + LabScript.pullBarUp(at: 2.5)
            + [#"{"t":4.5,"tap":{"x":195,"y":20}}"#,
               #"{"t":5.5,"config":{"vetoDismissal":true}}"#]
            + LabScript.flickBarDown(at: 6)
            + [#"{"t":7,"layout":{"keyboard":336}}"#,
               #"{"t":8,"tap":{"x":195,"y":470}}"#,
               #"{"t":8.2,"touch":"cancel"}"#])

    // MARK: - Every line

    func testEveryLineIsAJSONObjectAndTheLastIsTheSummary() {
        let run = LabHarness.simulate(Self.busyScript)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardError, "")
        LabAssert.wellFormed(run)
        XCTAssertGreaterThan(run.frames.count, 100)
    }

    func testEveryLineIsAFrameAnEventATapAnInsetOrTheSummary() {
        let run = LabHarness.simulate(Self.busyScript)
        for line in run.lines {
            let kinds = [line.isFrame, line.isEvent, line.isHit, line.isUnderneathInset, line.isSummary].filter { $0 }.count
            XCTAssertEqual(kinds, 1, "a line of unknown shape: \(line.raw)")
        }
        XCTAssertTrue(run.lines.contains(where: \.isUnderneathInset))
    }

    func testInsetLinesHaveExactlyTheContractKeysAndTheSummaryEndsWithTheInset() {
        let run = LabHarness.simulate(Self.busyScript)
        for line in run.lines where line.isUnderneathInset {
            XCTAssertEqual(line.keysInOrder, ["t", "underneathInset"], line.raw)
        }
        let summary = run.lines.last { $0.isSummary }
        XCTAssertEqual(summary?.keysInOrder.last, "underneathInset")
    }

    func testNoBlankLinesInTheOutput() {
        let run = LabHarness.simulate(Self.busyScript)
        XCTAssertFalse(run.rawLines.contains(""), "blank line in output")
    }

    // MARK: - Frame lines

    func testFrameLinesHaveExactlyTheContractKeys() {
        let run = LabHarness.simulate(Self.busyScript)
        for frame in run.frames {
            var expected = Set(Self.frameKeys)
            if frame.state == "settling" { expected.insert("target") }
            XCTAssertEqual(frame.keys, expected, frame.raw)
        }
    }

    func testFrameKeysComeInTheContractOrder() {
        let run = LabHarness.simulate(Self.busyScript)
        for frame in run.frames {
            XCTAssertEqual(frame.keysInOrder.filter { $0 != "target" }, Self.frameKeys, frame.raw)
        }
    }

    func testFrameValuesHaveTheContractTypes() {
        let run = LabHarness.simulate(Self.busyScript)
        var seen: Set<String> = []
        for frame in run.frames {
            guard let state = frame.state else { XCTFail("no state: \(frame.raw)"); continue }
            seen.insert(state)
            XCTAssertTrue(Self.states.contains(state), frame.raw)
            for key in Self.frameKeys where key != "state" {
                XCTAssertNotNil(frame.number(key), "\(key) is not a number: \(frame.raw)")
            }
            if state == "settling" {
                XCTAssertTrue(Self.restStates.contains(frame.string("target") ?? ""), frame.raw)
            }
        }
        XCTAssertEqual(seen, Self.states.subtracting(["dismissed"]), "the busy script shows every state but dismissed")
    }

    func testProgressIsOneExpandedAndZeroMinimized() {
        let run = LabHarness.simulate(Self.busyScript)
        for frame in run.frames {
            if frame.state == "expanded" {
                XCTAssertEqual(frame.number("progress"), 1, frame.raw)
                XCTAssertEqual(frame.number("barAlpha"), 0, frame.raw)
            }
            if frame.state == "minimized" {
                XCTAssertEqual(frame.number("progress"), 0, frame.raw)
                XCTAssertEqual(frame.number("barAlpha"), 1, frame.raw)
            }
        }
    }

    func testFrameTimesAreMultiplesOfTheFramePeriodAndStrictlyIncrease() {
        for fps in [60, 120, 7, 1000] {
            let run = LabHarness.simulate(Self.busyScript, options: ["--fps", "\(fps)"])
            XCTAssertEqual(run.status, 0, run.standardError)
            var previous = -Double.infinity
            for frame in run.frames {
                guard let t = frame.t else { XCTFail("no t: \(frame.raw)"); continue }
                let n = t * Double(fps)
                XCTAssertEqual(n, n.rounded(), accuracy: 1e-6 * Double(fps) + 1e-9, "fps \(fps): \(frame.raw)")
                XCTAssertGreaterThan(t, previous, "fps \(fps): frame times must strictly increase: \(frame.raw)")
                previous = t
            }
        }
    }

    func testDoublingTheFrameRateDoublesTheFramesPerSecond() {
        // Presenting takes longer than half a second: frames run all through [0, 0.5).
        let script = LabScript.join([LabScript.phone, #"{"t":0,"do":"present"}"#])
        func framesInFirstHalfSecond(_ fps: String) -> Int {
            LabHarness.simulate(script, options: ["--fps", fps]).frames.filter { ($0.t ?? 1) < 0.5 }.count
        }
        XCTAssertEqual(framesInFirstHalfSecond("60"), 30)
        XCTAssertEqual(framesInFirstHalfSecond("120"), 60)
    }

    func testDefaultFrameRateIsSixty() {
        XCTAssertEqual(LabHarness.simulate(Self.busyScript).standardOutput,
                       LabHarness.simulate(Self.busyScript, options: ["--fps", "60"]).standardOutput)
    }

    func testOneFrameIsShownWhenTheSheetComesToRest() {
        let run = LabHarness.simulate(lines: [LabScript.phone, #"{"t":0,"do":"present"}"#])
        let frames = run.frames
        XCTAssertEqual(frames.last?.state, "expanded")
        XCTAssertEqual(frames.filter { $0.state == "expanded" }.count, 1, "one resting frame, not one per display frame")
        XCTAssertTrue(frames.dropLast().allSatisfy { $0.state == "settling" })
    }

    func testNothingIsPrintedWhileNothingMoves() {
        // Resting expanded from about 0.8 s until the tap at 30 s: no frames in between.
        let run = LabHarness.simulate(lines: [LabScript.phone, #"{"t":0,"do":"present"}"#, #"{"t":30,"tap":{"x":195,"y":400}}"#])
        XCTAssertTrue(run.frames.filter { ($0.t ?? 0) > 2 && ($0.t ?? 0) < 30 }.isEmpty)
    }

    // MARK: - Event and tap lines

    func testMoveEventLinesHaveTimeEventAndTarget() {
        let run = LabHarness.simulate(Self.busyScript)
        let moves = run.events.filter { $0.event == "willMove" || $0.event == "didMove" }
        XCTAssertFalse(moves.isEmpty)
        for line in moves {
            XCTAssertEqual(line.keysInOrder, ["t", "event", "to"], line.raw)
            XCTAssertTrue(Self.restStates.contains(line.string("to") ?? ""), line.raw)
            XCTAssertNotNil(line.t, line.raw)
        }
    }

    func testDidAttemptToDismissLineHasTimeAndEvent() {
        let run = LabHarness.simulate(Self.busyScript)
        let attempts = run.events.filter { $0.event == "didAttemptToDismiss" }
        XCTAssertEqual(attempts.count, 1, run.standardOutput)
        for line in attempts { XCTAssertEqual(line.keysInOrder, ["t", "event"], line.raw) }
    }

    func testOnlyContractEventsAppearForAValidScript() {
        let run = LabHarness.simulate(Self.busyScript)
        for line in run.events {
            XCTAssertTrue(["willMove", "didMove", "didAttemptToDismiss"].contains(line.event ?? ""), line.raw)
        }
    }

    func testTapLinesHaveTimeHitAndThePoint() {
        let run = LabHarness.simulate(Self.busyScript)
        let taps = run.tapHits
        XCTAssertEqual(taps.count, 3)
        for line in taps {
            XCTAssertEqual(line.keysInOrder, ["t", "hit", "x", "y"], line.raw)
            XCTAssertTrue(["sheet", "passthrough", "dimming"].contains(line.string("hit") ?? ""), line.raw)
        }
        XCTAssertEqual(taps.map { $0.number("x") }, [195, 195, 195])
        XCTAssertEqual(taps.map { $0.number("y") }, [400, 20, 470])
        XCTAssertEqual(taps.map { $0.t }, [2, 4.5, 8])
    }

    func testEventsCarryTheTimeOfTheScriptLineThatCausedThem() {
        let run = LabHarness.simulate(lines: [LabScript.phone, #"{"t":0.25,"do":"present"}"#])
        XCTAssertEqual(run.events.first?.t, 0.25)
        XCTAssertEqual(run.events.first?.event, "willMove")
    }

    // MARK: - Summary

    func testSummaryHasStateSheetTopAndTime() {
        let run = LabHarness.simulate(Self.busyScript)
        let summary = run.summary
        XCTAssertNotNil(summary)
        XCTAssertEqual(run.lines.last?.keys, ["summary"])
        XCTAssertTrue(Self.states.contains(run.summaryState ?? ""), run.rawLines.last ?? "")
        XCTAssertNotNil(run.summarySheetTop)
        XCTAssertNotNil(run.summaryTime)
        XCTAssertEqual(run.lines.filter(\.isSummary).count, 1)
    }

    func testSummaryMatchesTheLastFrame() {
        let run = LabHarness.simulate(Self.busyScript)
        let last = run.frames.last
        XCTAssertEqual(run.summaryState, last?.state)
        XCTAssertEqual(run.summarySheetTop, last?.sheetTop)
        XCTAssertEqual(run.summaryTime, last?.t)
    }

    // MARK: - --no-frames

    func testNoFramesPrintsTheSameEventsAndSummaryWithoutFrames() {
        let full = LabHarness.simulate(Self.busyScript)
        let quiet = LabHarness.simulate(Self.busyScript, options: ["--no-frames"])
        XCTAssertEqual(quiet.status, 0, quiet.standardError)
        XCTAssertTrue(quiet.frames.isEmpty, quiet.standardOutput)
        XCTAssertEqual(quiet.rawLines, full.lines.filter { !$0.isFrame }.map(\.raw))
        XCTAssertEqual(quiet.standardError, full.standardError)
    }

    func testNoFramesMayComeBeforeOrAfterTheScript() {
        let run = LabHarness.command(["simulate", "--no-frames", "--fps", "30"], input: Self.busyScript)
        let reordered = LabHarness.command(["simulate", "--fps", "30", "--no-frames"], input: Self.busyScript)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run, reordered)
        XCTAssertTrue(run.frames.isEmpty)
    }

    // MARK: - Running on

    func testSimulationRunsOnAfterTheLastLineUntilRest() {
        let run = LabHarness.simulate(lines: [LabScript.phone, #"{"t":0,"do":"present"}"#])
        XCTAssertEqual(run.summaryState, "expanded")
        XCTAssertGreaterThan(run.summaryTime ?? 0, 0.1, "the spring takes time after the last line at t=0")
        XCTAssertEqual(run.eventNames, ["willMove expanded", "didMove expanded"])
    }

    func testScriptEndingWithTheFingerDownEndsAtTheFinger() {
        let run = LabHarness.simulate(lines: [
            LabScript.phone, #"{"t":0,"do":"present","animated":false}"#,
            #"{"t":1,"touch":"down","x":195,"y":80}"#, #"{"t":1.05,"touch":"move","y":300}"#,
        ])
        XCTAssertEqual(run.status, 0, run.standardError)
        LabAssert.wellFormed(run)
        XCTAssertEqual(run.summaryState, "dragging")
        XCTAssertEqual(run.summarySheetTop, 277, "the card follows the finger: 57 + (300 - 80)")
        XCTAssertEqual(run.frames.last?.sheetTop, 277)
        XCTAssertLessThanOrEqual(run.frames.last?.t ?? .infinity, 1.05 + 1.0 / 60 + 1e-6, "no frames after the one showing the last move")
    }

    // MARK: - Determinism and numbers

    func testSameInputGivesByteIdenticalOutput() {
        for options in [[], ["--fps", "120"], ["--no-frames"], ["--fps", "7"]] {
            let first = LabHarness.simulate(Self.busyScript, options: options)
            let second = LabHarness.simulate(Self.busyScript, options: options)
            XCTAssertEqual(first, second, "options \(options)")
        }
    }

    func testNumbersArePlainDecimals() {
        let run = LabHarness.simulate(Self.busyScript, options: ["--fps", "7"])
        LabAssert.plainNumbers(run)
        LabAssert.plainNumbers(LabHarness.simulate(Self.busyScript))
    }

    func testHostileNumbersNeverPrintAsNaNInfinityOrExponent() {
        // Values the lab accepts (finite JSON numbers) that the engine must correct or clamp.
        // All printed values stay below 9e18; far larger ones are checked in LabProcessTests,
        // where a crash cannot take the test runner down.
        let run = LabHarness.simulate(lines: [
            #"{"t":0,"layout":{"width":1e9,"height":-5,"safeTop":1e18,"safeBottom":-1e18,"bottomBar":5e-324,"keyboard":1e-300}}"#,
            #"{"t":0,"config":{"expandedTopInset":-1,"minimizedHeight":1e18,"maximumWidth":0,"cornerRadius":-3,"presentingScale":7,"presentingCornerRadius":-1e18,"dimAlpha":2,"spring":{"response":1e-9,"dampingRatio":1e9}}}"#,
            #"{"t":0,"do":"present"}"#,
            #"{"t":0.1,"layout":{"width":390,"height":844,"safeTop":47,"safeBottom":34,"bottomBar":0,"keyboard":0}}"#,
            #"{"t":0.2,"config":{"expandedTopInset":10,"minimizedHeight":60,"maximumWidth":700,"presentingScale":0.92,"presentingCornerRadius":10,"dimAlpha":0.2,"spring":{"response":0.45,"dampingRatio":0.3}}}"#,
            #"{"t":0.3,"touch":"down","x":195,"y":60}"#,
            #"{"t":0.31,"touch":"move","y":-1e17}"#,
            #"{"t":0.32,"touch":"up","vy":-1e18}"#,
            #"{"t":0.5,"touch":"down","x":1e-300,"y":1e17}"#,
            #"{"t":0.6,"touch":"up","y":5e-324,"vy":1e17}"#,
            #"{"t":0.7,"do":"minimize"}"#,
            #"{"t":0.7,"do":"expand","animated":false}"#,
            #"{"t":0.7,"do":"dismiss"}"#,
            #"{"t":0.70001,"do":"present","to":"minimized"}"#,
            #"{"t":0.9,"tap":{"x":-1e17,"y":1e-17}}"#,
            #"{"t":1000000,"do":"expand"}"#,
        ])
        XCTAssertEqual(run.status, 0, run.standardError)
        LabAssert.wellFormed(run)
        LabAssert.plainNumbers(run)
        XCTAssertEqual(run.summaryState, "expanded")
        XCTAssertEqual(run.summarySheetTop, 57)
    }
}
