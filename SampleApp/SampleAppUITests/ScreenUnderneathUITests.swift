import XCTest

/// The inbox under a draft's bar stays a normal app: alerts, rotation, the keyboard.
@MainActor
final class ScreenUnderneathUITests: SampleAppUITestCase {
    func testTheInboxPresentsAnAlertWhileADraftIsMinimized() {
        let app = launch()
        compose(in: app)
        let bar = minimizeDraft(in: app)
        let barFrame = bar.frame
        app.navigationBars.buttons["Check Mail"].tap()
        let alert = app.alerts["No New Mail"]
        XCTAssertTrue(alert.waitForExistence(timeout: 5), "the inbox's own alert is presented")
        alert.buttons["OK"].tap()
        XCTAssertTrue(alert.waitForNonExistence(timeout: 5))
        XCTAssertEqual(bar.frame, barFrame, "the bar is as it was")
        bar.tap()
        waitUntil("the bar still works") { self.draftIsExpanded(in: app) }
    }

    func testRotatingWhileExpandedThenMinimizingLeavesTheInboxFillingTheScreen() {
        let app = launch()
        defer { XCUIDevice.shared.orientation = .portrait }
        compose(in: app)
        XCUIDevice.shared.orientation = .landscapeLeft
        // The expanded card and the scaled inbox turn with the screen.
        RunLoop.current.run(until: Date().addingTimeInterval(1.5))
        XCTAssertTrue(draftIsExpanded(in: app), "still expanded after turning")
        minimizeDraft(in: app)
        let window = app.windows.firstMatch.frame
        let inbox = app.tables.firstMatch.frame
        XCTAssertEqual(inbox.minX, window.minX, accuracy: 1)
        XCTAssertEqual(inbox.width, window.width, accuracy: 1, "the inbox is as wide as the screen")
        XCTAssertEqual(inbox.maxY, window.maxY, accuracy: 1, "and reaches its bottom")
        assertTabBarSpansTheBottom(of: window, in: app)
    }

    func testTheInboxSearchFieldsKeyboardCoversTheBarWhichStaysPut() throws {
        let app = launch()
        compose(in: app)
        let bar = minimizeDraft(in: app)
        let restingFrame = bar.frame
        let search = app.searchFields["Search"]
        XCTAssertTrue(search.waitForExistence(timeout: 5))
        search.tap()
        let keyboard = app.keyboards.firstMatch
        try XCTSkipUnless(keyboard.waitForExistence(timeout: 5),
                          "the simulator shows no software keyboard (a hardware keyboard is connected)")
        // The keyboard is the inbox's: it covers the bar, as it covers Music's mini player; no
        // bar rides on it over what the user types.
        RunLoop.current.run(until: Date().addingTimeInterval(1))
        XCTAssertEqual(bar.frame, restingFrame, "the bar stays where it was")
        XCTAssertGreaterThan(bar.frame.minY, keyboard.frame.minY, "under the keyboard")
        search.typeText("Re")
        app.buttons["Cancel"].firstMatch.tap()
        XCTAssertTrue(keyboard.waitForNonExistence(timeout: 5))
        XCTAssertEqual(bar.frame, restingFrame)
        bar.tap()
        waitUntil("the bar still opens the draft") { self.draftIsExpanded(in: app) }
    }
}
