import XCTest

/// The lists of the screen underneath end above the bars (issue 18): scrolled to the end, the
/// last row of the inbox, the music library and the notes is above the mini player's and the
/// draft's bars, and takes its taps.
@MainActor
final class ListsAboveBarsUITests: SampleAppUITestCase {
    /// Scrolls `list` to its end and checks that its last row ends above every bar on screen.
    private func assertTheLastRowScrollsAboveTheBars(of list: XCUIElement, in app: XCUIApplication,
                                                     file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(list.waitForExistence(timeout: 5), "the list", file: file, line: line)
        for _ in 0..<10 { list.swipeUp(velocity: .fast) }
        RunLoop.current.run(until: Date().addingTimeInterval(1.5))
        let rows = list.cells.allElementsBoundByIndex.filter { $0.exists && $0.frame.height > 0 }
        guard let last = rows.max(by: { $0.frame.maxY < $1.frame.maxY }) else {
            return XCTFail("no rows", file: file, line: line)
        }
        let bars = cards(in: app).allElementsBoundByIndex.filter { $0.exists && $0.isHittable }
        XCTAssertFalse(bars.isEmpty, "a bar is on screen", file: file, line: line)
        let barsTop = bars.map(\.frame.minY).min() ?? screen(of: app).maxY
        XCTAssertLessThanOrEqual(last.frame.maxY, barsTop + 1, "the last row ends above the bars", file: file, line: line)
        XCTAssertTrue(last.isHittable, "and takes its taps", file: file, line: line)
        XCTAssertGreaterThan(last.frame.maxY, screen(of: app).midY, "the list was scrolled to its end", file: file, line: line)
    }

    func testTheInboxsLastRowScrollsAboveTheMiniPlayerAndADraft() {
        let app = launch()
        XCTAssertTrue(miniPlayerBar(in: app).waitForExistence(timeout: 10), "the mini player at launch")
        compose(in: app)
        minimizeDraft(in: app)
        assertTheLastRowScrollsAboveTheBars(of: app.tables.firstMatch, in: app)
    }

    func testTheMusicLibrarysLastSongScrollsAboveTheMiniPlayer() {
        let app = launch()
        XCTAssertTrue(miniPlayerBar(in: app).waitForExistence(timeout: 10), "the mini player at launch")
        app.tabBars.buttons["Music"].tap()
        assertTheLastRowScrollsAboveTheBars(of: app.tables.firstMatch, in: app)
    }

    func testTheLastNoteScrollsAboveTheMiniPlayer() {
        let app = launch()
        XCTAssertTrue(miniPlayerBar(in: app).waitForExistence(timeout: 10), "the mini player at launch")
        app.tabBars.buttons["Notes"].tap()
        // A SwiftUI List: a collection view from iOS 16, a table before.
        let list = app.collectionViews.firstMatch.waitForExistence(timeout: 3) ? app.collectionViews.firstMatch : app.tables.firstMatch
        assertTheLastRowScrollsAboveTheBars(of: list, in: app)
    }
}
