// The sheet's behaviour end to end, through sheet-lab scripts: where it rests, which touches
// reach the screen underneath, dismissal vetoes and the order of events.
import XCTest
@testable import SheetLab

final class LabSimulationTests: XCTestCase {
    private func simulate(_ lines: [String], options: [String] = [], file: StaticString = #filePath, line: UInt = #line) -> LabRun {
        let run = LabHarness.simulate(lines: lines, options: options)
        XCTAssertEqual(run.status, 0, run.standardError, file: file, line: line)
        LabAssert.wellFormed(run, file: file, line: line)
        return run
    }

    private let present = #"{"t":0,"do":"present"}"#
    private let presentMinimized = #"{"t":0,"do":"present","to":"minimized"}"#

    // MARK: - Presenting

    func testPresentExpandsWithWillMoveThenDidMove() {
        let run = simulate([LabScript.phone, present])
        XCTAssertEqual(run.eventNames, ["willMove expanded", "didMove expanded"])
        XCTAssertEqual(run.events.first?.t, 0)
        XCTAssertGreaterThan(run.events.last?.t ?? 0, 0)
        XCTAssertEqual(run.summaryState, "expanded")
        XCTAssertEqual(run.summarySheetTop, LabScript.expandedTop)
        XCTAssertEqual(run.frames.first?.sheetTop, LabScript.dismissedTop, "presenting starts from below the screen")
        XCTAssertEqual(run.frames.first?.string("target"), "expanded")
    }

    func testExpandedScreenUnderneathIsScaledRoundedAndDimmed() {
        let rest = simulate([LabScript.phone, present]).frames.last
        XCTAssertEqual(rest?.number("presentingScale"), 0.92)
        XCTAssertEqual(rest?.number("presentingCornerRadius"), 10)
        XCTAssertEqual(rest?.number("dimAlpha"), 0.2)
        XCTAssertEqual(rest?.number("barAlpha"), 0)
        XCTAssertEqual(rest?.number("velocity"), 0)
    }

    func testPresentStraightToMinimizedNeverShowsTheCard() {
        let run = simulate([LabScript.phone, presentMinimized])
        XCTAssertEqual(run.eventNames, ["willMove minimized", "didMove minimized"])
        XCTAssertEqual(run.summaryState, "minimized")
        XCTAssertEqual(run.summarySheetTop, LabScript.minimizedTop)
        for frame in run.frames {
            XCTAssertGreaterThanOrEqual(frame.sheetTop ?? 0, LabScript.minimizedTop - 0.5, frame.raw)
            XCTAssertEqual(frame.number("presentingScale"), 1, frame.raw)
            XCTAssertEqual(frame.number("dimAlpha"), 0, frame.raw)
        }
    }

    func testPresentWithoutAnimationArrivesAtOnce() {
        let run = simulate([LabScript.phone, #"{"t":0,"do":"present","animated":false}"#])
        XCTAssertEqual(run.eventNames, ["willMove expanded", "didMove expanded"])
        XCTAssertEqual(run.frames.count, 1)
        XCTAssertEqual(run.summaryTime, 0)
        XCTAssertEqual(run.summarySheetTop, LabScript.expandedTop)
    }

    // MARK: - Swiping

    func testSwipeDownOnTheExpandedCardMinimizesTo750() {
        let run = simulate([LabScript.phone, present] + LabScript.swipeDown(at: 1))
        XCTAssertEqual(run.eventNames, ["willMove expanded", "didMove expanded", "willMove minimized", "didMove minimized"])
        XCTAssertEqual(run.summaryState, "minimized")
        XCTAssertEqual(run.summarySheetTop, 750)
        let rest = run.frames.last
        XCTAssertEqual(rest?.number("presentingScale"), 1)
        XCTAssertEqual(rest?.number("dimAlpha"), 0)
        XCTAssertEqual(rest?.number("barAlpha"), 1)
    }

    func testCardFollowsTheFingerWhileDragging() {
        let run = simulate([LabScript.phone, present] + LabScript.swipeDown(at: 1))
        let dragging = run.frames.filter { $0.state == "dragging" }
        XCTAssertFalse(dragging.isEmpty)
        // The last move before the frame at 1.05 put the finger at 230: the card at 57 + 150.
        XCTAssertEqual(run.frame(at: 1.05)?.sheetTop, 207)
        XCTAssertEqual(run.frame(at: 1.05)?.state, "dragging")
    }

    func testHardSwipeDownOnTheExpandedCardMinimizesAndNeverDismisses() {
        let run = simulate([
            LabScript.phone, present,
            #"{"t":1,"touch":"down","x":195,"y":80}"#,
            #"{"t":1.016,"touch":"move","y":600}"#,
            #"{"t":1.03,"touch":"up","y":840,"vy":20000}"#,
        ])
        XCTAssertEqual(run.summaryState, "minimized")
        XCTAssertEqual(run.summarySheetTop, 750)
        XCTAssertFalse(run.eventNames.contains("willMove dismissed"))
    }

    func testPullUpFromTheBarExpandsTo57() {
        let run = simulate([LabScript.phone, presentMinimized] + LabScript.pullBarUp(at: 1))
        XCTAssertEqual(run.eventNames, ["willMove minimized", "didMove minimized", "willMove expanded", "didMove expanded"])
        XCTAssertEqual(run.summaryState, "expanded")
        XCTAssertEqual(run.summarySheetTop, 57)
    }

    func testSmallSlowPullOnTheBarReturnsToTheBar() {
        let run = simulate([
            LabScript.phone, presentMinimized,
            #"{"t":1,"touch":"down","x":195,"y":780}"#,
            #"{"t":1.5,"touch":"move","y":740}"#,
            #"{"t":2.5,"touch":"up","y":740}"#,
        ])
        XCTAssertEqual(run.summaryState, "minimized")
        XCTAssertEqual(run.summarySheetTop, 750)
        XCTAssertFalse(run.eventNames.contains("willMove expanded"))
    }

    func testCancelledTouchReturnsToWhereTheGestureBegan() {
        let run = simulate([
            LabScript.phone, present,
            #"{"t":1,"touch":"down","x":195,"y":80}"#,
            #"{"t":1.2,"touch":"move","y":500}"#,
            #"{"t":1.3,"touch":"cancel"}"#,
        ])
        XCTAssertEqual(run.summaryState, "expanded")
        XCTAssertEqual(run.summarySheetTop, 57)
        XCTAssertEqual(run.eventNames, ["willMove expanded", "didMove expanded"])
    }

    func testCatchingTheSheetMidFlightDoesNotJump() {
        // Presenting alone: at 0.1 s the card is on its way up, still below the middle (403.5).
        let alone = simulate([LabScript.phone, present])
        guard let top = alone.frame(at: 0.1)?.sheetTop else { return XCTFail("no frame at 0.1") }
        XCTAssertGreaterThan(top, 403.5)
        let caught = simulate([LabScript.phone, present, #"{"t":0.1,"touch":"down","x":195,"y":\#(top + 20)}"#,
                               #"{"t":0.3,"touch":"up","vy":0}"#])
        XCTAssertEqual(caught.frame(at: 0.1)?.state, "dragging")
        XCTAssertEqual(caught.frame(at: 0.1)?.sheetTop ?? 0, top, accuracy: 1e-3, "caught where it was")
        XCTAssertEqual(caught.frame(at: 0.1 + 1.0 / 60)?.sheetTop ?? 0, top, accuracy: 1e-3, "held by a still finger")
        XCTAssertEqual(caught.summaryState, "minimized", "released still, below the middle")
        XCTAssertEqual(caught.eventNames, ["willMove expanded", "willMove minimized", "didMove minimized"],
                       "an interrupted move has no didMove")
    }

    // MARK: - Where the bar rests

    func testBarRestsAboveABottomBar() {
        let run = simulate([LabScript.phone, #"{"t":0,"layout":{"bottomBar":83}}"#, presentMinimized])
        XCTAssertEqual(run.summarySheetTop, 701)
    }

    func testBarRestsAboveTheKeyboard() {
        let run = simulate([LabScript.phone, #"{"t":0,"layout":{"keyboard":336}}"#, presentMinimized])
        XCTAssertEqual(run.summarySheetTop, 448)
    }

    func testBarRestsAboveTheHighestOfSafeAreaBottomBarAndKeyboard() {
        let run = simulate([LabScript.phone, #"{"t":0,"layout":{"bottomBar":83,"keyboard":336}}"#, presentMinimized])
        XCTAssertEqual(run.summarySheetTop, 448)
    }

    func testKeyboardComingAndGoingMovesTheBarUpAndBackDown() {
        let run = simulate([
            LabScript.phone, presentMinimized,
            #"{"t":2,"layout":{"keyboard":336}}"#,
            #"{"t":4,"layout":{"keyboard":0}}"#,
        ])
        let atThree = run.frames.last { ($0.t ?? 0) < 4 }
        XCTAssertEqual(atThree?.state, "minimized")
        XCTAssertEqual(atThree?.sheetTop, 448)
        XCTAssertEqual(run.summarySheetTop, 750)
        let gliding = run.frames.filter { ($0.t ?? 0) > 2 && ($0.t ?? 0) < 3 }
        XCTAssertTrue(gliding.contains { ($0.sheetTop ?? 0) > 448 && ($0.sheetTop ?? 0) < 750 },
                      "a keyboard moves the bar over several frames")
        XCTAssertTrue(gliding.allSatisfy { $0.state == "minimized" }, "and it stays minimized while it moves")
        XCTAssertEqual(run.eventNames, ["willMove minimized", "didMove minimized"], "moving with the keyboard is not a state change")
    }

    func testLayoutWithoutAnimationMovesTheBarAtOnce() {
        let run = simulate([LabScript.phone, presentMinimized, #"{"t":2,"layout":{"keyboard":336},"animated":false}"#])
        XCTAssertEqual(run.summarySheetTop, 448)
        XCTAssertFalse(run.frames.contains { $0.state == "settling" && ($0.t ?? 0) >= 2 })
    }

    func testRotationMovesBothRestPlaces() {
        // Landscape: 844 x 390, safe area 0 top and 21 bottom.
        let landscape = #"{"t":2,"layout":{"width":844,"height":390,"safeTop":0,"safeBottom":21},"animated":false}"#
        let expanded = simulate([LabScript.phone, present, landscape])
        XCTAssertEqual(expanded.summarySheetTop, 10)
        let minimized = simulate([LabScript.phone, presentMinimized, landscape])
        XCTAssertEqual(minimized.summarySheetTop, 390 - 21 - 60)
    }

    // MARK: - Later layout and config lines

    func testLaterLayoutLineChangesOnlyTheKeysItNames() {
        let run = simulate([
            LabScript.phone, presentMinimized,
            #"{"t":2,"layout":{"bottomBar":83}}"#,
            #"{"t":4,"layout":{"keyboard":336}}"#,
            #"{"t":6,"layout":{"keyboard":0}}"#,
        ])
        XCTAssertEqual(run.frames.last { ($0.t ?? 0) < 4 }?.sheetTop, 701, "height and safe area kept from line 1")
        XCTAssertEqual(run.frames.last { ($0.t ?? 0) < 6 }?.sheetTop, 448)
        XCTAssertEqual(run.summarySheetTop, 701, "the bottom bar from t=2 is kept when the keyboard hides")
    }

    func testLaterConfigLineChangesOnlyTheKeysItNames() {
        let run = simulate([
            LabScript.phone,
            #"{"t":0,"config":{"dimAlpha":0.5}}"#,
            present,
            #"{"t":2,"config":{"presentingScale":0.8}}"#,
        ])
        let before = run.frames.last { ($0.t ?? 0) < 2 }
        XCTAssertEqual(before?.number("dimAlpha"), 0.5)
        XCTAssertEqual(before?.number("presentingScale"), 0.92, "default kept")
        XCTAssertEqual(before?.number("presentingCornerRadius"), 10, "default kept")
        let after = run.frames.last
        XCTAssertEqual(after?.number("presentingScale"), 0.8)
        XCTAssertEqual(after?.number("dimAlpha"), 0.5, "kept from the earlier config line")
        XCTAssertEqual(after?.sheetTop, 57)
    }

    func testConfigChangesRestPlaces() {
        let run = simulate([LabScript.phone, #"{"t":0,"config":{"expandedTopInset":20,"minimizedHeight":80}}"#, present]
                           + LabScript.swipeDown(at: 1).map { $0.replacingOccurrences(of: #""y":80"#, with: #""y":90"#) })
        XCTAssertEqual(run.frames.first { $0.state == "expanded" }?.sheetTop, 67)
        XCTAssertEqual(run.summarySheetTop, 844 - 34 - 80)
    }

    // MARK: - Touches: sheet, passthrough, dimming

    func testTapAboveTheMinimizedBarPassesThrough() {
        let run = simulate([LabScript.phone, presentMinimized, #"{"t":1,"tap":{"x":195,"y":400}}"#])
        XCTAssertEqual(run.tapHits.map { $0.string("hit") }, ["passthrough"])
        XCTAssertEqual(run.summaryState, "minimized")
        XCTAssertEqual(run.eventNames, ["willMove minimized", "didMove minimized"], "the tap does nothing to the sheet")
    }

    func testTapOnTheTabBarUnderTheMinimizedBarPassesThrough() {
        let run = simulate([LabScript.phone, #"{"t":0,"layout":{"bottomBar":83}}"#, presentMinimized,
                            #"{"t":1,"tap":{"x":100,"y":800}}"#])
        XCTAssertEqual(run.tapHits.map { $0.string("hit") }, ["passthrough"])
    }

    func testTapOnTheBarExpandsIt() {
        let run = simulate([LabScript.phone, presentMinimized, #"{"t":1,"tap":{"x":195,"y":780}}"#])
        XCTAssertEqual(run.tapHits.map { $0.string("hit") }, ["sheet"])
        XCTAssertEqual(run.eventNames, ["willMove minimized", "didMove minimized", "willMove expanded", "didMove expanded"])
        XCTAssertEqual(run.summarySheetTop, 57)
    }

    func testTapOnTheExpandedCardHitsTheSheetAndDoesNothing() {
        let run = simulate([LabScript.phone, present, #"{"t":1,"tap":{"x":195,"y":400}}"#])
        XCTAssertEqual(run.tapHits.map { $0.string("hit") }, ["sheet"])
        XCTAssertEqual(run.eventNames, ["willMove expanded", "didMove expanded"])
    }

    func testTapOnTheDimmedScreenMinimizesByDefault() {
        let run = simulate([LabScript.phone, present, #"{"t":1,"tap":{"x":195,"y":30}}"#])
        XCTAssertEqual(run.tapHits.map { $0.string("hit") }, ["dimming"])
        XCTAssertEqual(run.summaryState, "minimized")
        XCTAssertEqual(run.summarySheetTop, 750)
    }

    func testDimmingTapNoneDoesNothing() {
        let run = simulate([LabScript.phone, #"{"t":0,"config":{"dimmingTap":"none"}}"#, present,
                            #"{"t":1,"tap":{"x":195,"y":30}}"#])
        XCTAssertEqual(run.tapHits.map { $0.string("hit") }, ["dimming"])
        XCTAssertEqual(run.summaryState, "expanded")
        XCTAssertEqual(run.eventNames, ["willMove expanded", "didMove expanded"])
    }

    func testDimmingTapDismissDismisses() {
        let run = simulate([LabScript.phone, #"{"t":0,"config":{"dimmingTap":"dismiss"}}"#, present,
                            #"{"t":1,"tap":{"x":195,"y":30}}"#])
        XCTAssertEqual(run.summaryState, "dismissed")
        XCTAssertEqual(run.summarySheetTop, 844)
        XCTAssertEqual(run.eventNames.suffix(2), ["willMove dismissed", "didMove dismissed"])
    }

    func testTouchesWhileDismissedPassThrough() {
        let run = simulate([LabScript.phone, #"{"t":1,"tap":{"x":195,"y":800}}"#])
        XCTAssertEqual(run.tapHits.map { $0.string("hit") }, ["passthrough"])
        XCTAssertEqual(run.summaryState, "dismissed")
    }

    func testTouchesPassThroughWhileSettlingTowardTheBar() {
        // The swipe ends at 1.066; the card is on its way down at 1.1, the screen no longer dimmed.
        let run = simulate([LabScript.phone, present] + LabScript.swipeDown(at: 1) + [#"{"t":1.1,"tap":{"x":195,"y":30}}"#])
        XCTAssertEqual(run.tapHits.map { $0.string("hit") }, ["passthrough"])
        XCTAssertEqual(run.summaryState, "minimized")
    }

    // MARK: - Dismissal and its veto

    func testFlickingTheBarDownDismisses() {
        let run = simulate([LabScript.phone, presentMinimized] + LabScript.flickBarDown(at: 1))
        XCTAssertEqual(run.eventNames.suffix(2), ["willMove dismissed", "didMove dismissed"])
        XCTAssertEqual(run.summaryState, "dismissed")
        XCTAssertEqual(run.summarySheetTop, 844)
    }

    func testVetoedFlickReturnsToTheBarWithDidAttemptToDismiss() {
        let run = simulate([LabScript.phone, #"{"t":0,"config":{"vetoDismissal":true}}"#, presentMinimized]
                           + LabScript.flickBarDown(at: 1))
        XCTAssertEqual(run.eventNames, ["willMove minimized", "didMove minimized", "didAttemptToDismiss"])
        XCTAssertEqual(run.events.last?.t, 1.05, "sent when the finger lifts")
        XCTAssertEqual(run.summaryState, "minimized")
        XCTAssertEqual(run.summarySheetTop, 750)
        XCTAssertTrue(run.frames.contains { ($0.sheetTop ?? 0) > 750 }, "the bar is pulled below its place before it returns")
        XCTAssertTrue(run.frames.filter { ($0.t ?? 0) >= 1 }.allSatisfy { ($0.sheetTop ?? .infinity) < 844 },
                      "the vetoed bar never leaves the screen")
    }

    func testLiftingTheVetoLetsTheSameFlickDismiss() {
        let run = simulate([LabScript.phone, #"{"t":0,"config":{"vetoDismissal":true}}"#, presentMinimized]
                           + LabScript.flickBarDown(at: 1)
                           + [#"{"t":3,"config":{"vetoDismissal":false}}"#]
                           + LabScript.flickBarDown(at: 4))
        XCTAssertEqual(run.eventNames, ["willMove minimized", "didMove minimized", "didAttemptToDismiss",
                                        "willMove dismissed", "didMove dismissed"])
        XCTAssertEqual(run.summaryState, "dismissed")
    }

    func testVetoedDimmingTapDismissMinimizesWithDidAttemptToDismiss() {
        let run = simulate([LabScript.phone, #"{"t":0,"config":{"vetoDismissal":true,"dimmingTap":"dismiss"}}"#, present,
                            #"{"t":1,"tap":{"x":195,"y":30}}"#])
        XCTAssertTrue(run.eventNames.contains("didAttemptToDismiss"))
        XCTAssertFalse(run.eventNames.contains("willMove dismissed"))
        XCTAssertEqual(run.summaryState, "minimized")
    }

    func testNotDismissibleBarReturnsWithoutAnAttemptEvent() {
        let run = simulate([LabScript.phone, #"{"t":0,"config":{"dismissible":false}}"#, presentMinimized]
                           + LabScript.flickBarDown(at: 1))
        XCTAssertEqual(run.eventNames, ["willMove minimized", "didMove minimized"])
        XCTAssertEqual(run.summarySheetTop, 750)
    }

    func testProgrammaticDismissalIsNeverVetoed() {
        let run = simulate([LabScript.phone, #"{"t":0,"config":{"vetoDismissal":true}}"#, presentMinimized,
                            #"{"t":1,"do":"dismiss"}"#])
        XCTAssertEqual(run.eventNames.suffix(2), ["willMove dismissed", "didMove dismissed"])
        XCTAssertFalse(run.eventNames.contains("didAttemptToDismiss"))
    }

    // MARK: - Programmatic moves

    func testProgrammaticMovesVisitEveryState() {
        let run = simulate([LabScript.phone, present, #"{"t":1,"do":"minimize"}"#, #"{"t":2,"do":"expand"}"#,
                            #"{"t":3,"do":"dismiss"}"#])
        XCTAssertEqual(run.eventNames, ["willMove expanded", "didMove expanded", "willMove minimized", "didMove minimized",
                                        "willMove expanded", "didMove expanded", "willMove dismissed", "didMove dismissed"])
        XCTAssertEqual(run.summarySheetTop, 844)
    }

    func testRetargetingMidFlightHasNoDidMoveForTheAbandonedTarget() {
        let run = simulate([LabScript.phone, present, #"{"t":0.1,"do":"minimize"}"#])
        XCTAssertEqual(run.eventNames, ["willMove expanded", "willMove minimized", "didMove minimized"])
    }

    func testEveryDidMoveFollowsItsWillMove() {
        let run = LabHarness.simulate(LabOutputFormatTests.busyScript)
        var announced: String?
        for line in run.events {
            switch line.event {
            case "willMove": announced = line.string("to")
            case "didMove":
                XCTAssertEqual(line.string("to"), announced, "didMove without its willMove: \(line.raw)")
                announced = nil
            default: break
            }
        }
    }

    // MARK: - Time going backwards

    func testTimeGoingBackwardsIsAcceptedWithAWarning() {
        let run = LabHarness.simulate(lines: [LabScript.phone, #"{"t":1,"do":"present"}"#, #"{"t":0.5,"do":"minimize"}"#])
        XCTAssertEqual(run.status, 0, run.standardError)
        LabAssert.wellFormed(run)
        XCTAssertTrue(run.standardError.contains("line 3"), run.standardError)
        XCTAssertTrue(run.standardError.lowercased().contains("warning"), run.standardError)
        XCTAssertEqual(run.summaryState, "minimized")
        XCTAssertGreaterThanOrEqual(run.summaryTime ?? 0, 1)
    }

    /// The warning says the engine treats a step back in time as no time passing, so what the
    /// lab prints should not step back either: a timeline whose times never decrease.
    func testTimeGoingBackwardsDoesNotMakeOutputTimesGoBack() {
        let run = LabHarness.simulate(lines: [LabScript.phone, #"{"t":1,"do":"present"}"#, #"{"t":0.5,"do":"minimize"}"#])
        var previous = -Double.infinity
        for line in run.lines where !line.isSummary {
            guard let t = line.t else { continue }
            XCTAssertGreaterThanOrEqual(t, previous, "output time goes back: \(line.raw)")
            previous = max(previous, t)
        }
    }

    func testOutputTimesNeverDecreaseForAValidScript() {
        let run = LabHarness.simulate(LabOutputFormatTests.busyScript)
        var previous = -Double.infinity
        for line in run.lines where !line.isSummary {
            guard let t = line.t else { continue }
            XCTAssertGreaterThanOrEqual(t, previous, line.raw)
            previous = t
        }
    }
}
