// The tracker's change scheduling (issue 29, "Decisions in the core"): one report and one search
// a turn, a search inside the next layout pass once, content updates and touches rate-limited.
import XCTest
@testable import DropDownSheetCore

final class BarTrackingScheduleTests: XCTestCase {
    typealias Schedule = DropDownSheetBarTrackingSchedule

    func testManyChangesInATurnAreOneReportHeardWhenTheFirstWas() {
        var schedule = Schedule()
        XCTAssertTrue(schedule.hearChange(at: 10))
        XCTAssertFalse(schedule.hearChange(at: 9.5), "one report a turn")
        XCTAssertFalse(schedule.hearChange(at: 11))
        XCTAssertEqual(schedule.heardAt(now: 12), 12, "while a report waits, now")
        XCTAssertFalse(schedule.deliver(structureChanged: false), "no search asked for")
        XCTAssertEqual(schedule.heardAt(now: 12), 9.5, "the first heard")
        XCTAssertEqual(schedule.heardAt(now: 9), 9, "never later than now")
        XCTAssertTrue(schedule.hearChange(at: 13), "the next turn reports again")
    }

    func testASearchAskedForIsMadeWithTheNextReportOnce() {
        var schedule = Schedule()
        XCTAssertTrue(schedule.requestSearch(at: 1))
        XCTAssertFalse(schedule.requestSearch(at: 1))
        XCTAssertTrue(schedule.deliver(structureChanged: false))
        schedule.searched()
        XCTAssertTrue(schedule.hearChange(at: 2))
        XCTAssertFalse(schedule.deliver(structureChanged: false))
        XCTAssertTrue(schedule.hearChange(at: 3))
        XCTAssertTrue(schedule.deliver(structureChanged: true), "a structure change searches")
    }

    func testASearchInsideTheNextLayoutPassIsAskedForOnceUntilItRuns() {
        var schedule = Schedule()
        schedule.track(laidOut: false)
        XCTAssertFalse(schedule.hasSearchedAfterLayout)
        XCTAssertTrue(schedule.requestSearchAfterNextLayout())
        XCTAssertFalse(schedule.requestSearchAfterNextLayout())
        schedule.laidOut(at: 5)
        schedule.searchedInsideLayout()
        XCTAssertTrue(schedule.hasSearchedAfterLayout)
        XCTAssertTrue(schedule.requestSearchAfterNextLayout())
        schedule.track(laidOut: true)
        XCTAssertTrue(schedule.hasSearchedAfterLayout, "a screen laid out already is trusted at once")
    }

    func testContentUpdatesSearchAtMostFourTimesASecond() {
        var schedule = Schedule()
        XCTAssertEqual(schedule.contentUpdated(at: 0), .searchAfterNextLayout)
        XCTAssertTrue(schedule.requestSearchAfterNextLayout())
        schedule.laidOut(at: 0)
        XCTAssertEqual(schedule.contentUpdated(at: 0.1), .wait(0.25 - 0.1))
        XCTAssertEqual(schedule.contentUpdated(at: 0.2), .nothing, "one wait at a time")
        XCTAssertTrue(schedule.contentWaitEnded())
        XCTAssertFalse(schedule.contentWaitEnded())
        XCTAssertEqual(schedule.contentUpdated(at: 0.3), .searchAfterNextLayout)
        XCTAssertEqual(schedule.contentUpdated(at: -100), .searchAfterNextLayout, "a clock that went backward")
        XCTAssertEqual(schedule.contentUpdated(at: .nan), .searchAfterNextLayout)
    }

    func testAWaitEndedAfterStopAsksForNothing() {
        var schedule = Schedule()
        schedule.laidOut(at: 0)
        XCTAssertEqual(schedule.contentUpdated(at: 0.1), .wait(0.25 - 0.1))
        schedule.stop()
        XCTAssertFalse(schedule.contentWaitEnded())
        XCTAssertFalse(schedule.isChangeScheduled)
    }

    func testATouchSearchesAtMostOnceASecond() {
        var schedule = Schedule()
        XCTAssertTrue(schedule.touchPassedThrough(at: 100))
        XCTAssertFalse(schedule.touchPassedThrough(at: 100.5))
        XCTAssertTrue(schedule.touchPassedThrough(at: 101))
        XCTAssertTrue(schedule.touchPassedThrough(at: 50), "a clock that went backward")
        XCTAssertFalse(schedule.touchPassedThrough(at: .nan))
        XCTAssertFalse(schedule.touchPassedThrough(at: .infinity))
    }

    func testHostileTimesTrapNothing() {
        var schedule = Schedule()
        XCTAssertTrue(schedule.hearChange(at: .nan))
        XCTAssertFalse(schedule.hearChange(at: -.infinity))
        _ = schedule.deliver(structureChanged: false)
        XCTAssertTrue(schedule.heardAt(now: 4).isFinite)
        schedule.laidOut(at: .nan)
        XCTAssertEqual(schedule.contentUpdated(at: 1), .searchAfterNextLayout)
    }
}
