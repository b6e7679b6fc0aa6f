import XCTest

/// A Mail draft under real swipes, taps and presses.
@MainActor
final class DraftGestureUITests: SampleAppUITestCase {
    func testSwipingTheComposeCardDownLeavesItsBarAboveTheTabBar() {
        let app = launch()
        compose(in: app)
        let bar = minimizeDraft(in: app)
        XCTAssertFalse(draftIsExpanded(in: app))
        XCTAssertLessThanOrEqual(bar.frame.maxY, tabBarFrame(in: app).minY + 1, "above the tab bar, not over it")
        XCTAssertTrue(bar.isHittable)
    }

    func testTheInboxScrollsAndOpensMessagesAroundTheBar() {
        let app = launch()
        compose(in: app)
        let bar = minimizeDraft(in: app)
        let barFrame = bar.frame
        let inbox = app.tables.firstMatch
        // A message of the inbox (after the Drafts and Sent folders): it opens, and Back returns.
        let message = inbox.cells.element(boundBy: 2)
        XCTAssertTrue(message.waitForExistence(timeout: 5))
        message.tap()
        let back = app.navigationBars.buttons["Inbox"]
        XCTAssertTrue(back.waitForExistence(timeout: 5), "the message opened under the bar")
        back.tap()
        XCTAssertTrue(app.navigationBars["Inbox"].waitForExistence(timeout: 5))
        // The inbox scrolls under the bar, both ways.
        inbox.swipeUp()
        inbox.swipeDown()
        XCTAssertEqual(bar.frame, barFrame, "the bar stayed where it was")
        XCTAssertFalse(draftIsExpanded(in: app), "no touch on the inbox reached the draft")
    }

    func testPullingTheBarUpBringsTheDraftBack() {
        let app = launch()
        compose(in: app)
        let bar = minimizeDraft(in: app)
        let start = bar.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        start.press(forDuration: 0.05, thenDragTo: start.withOffset(CGVector(dx: 0, dy: -screen(of: app).height * 0.5)),
                    withVelocity: .fast, thenHoldForDuration: 0)
        waitUntil("the draft is expanded again") { self.draftIsExpanded(in: app) }
    }

    func testTappingTheBarBringsTheDraftBack() {
        let app = launch()
        compose(in: app)
        minimizeDraft(in: app).tap()
        waitUntil("the draft is expanded again") { self.draftIsExpanded(in: app) }
    }

    func testACardCaughtMidFlightFollowsTheFinger() {
        // Slow springs (6 s): the card is still on its way to the bar when the second finger lands.
        let app = launch(springResponse: 6)
        compose(in: app)
        let navigationBar = app.navigationBars["New Message"]
        let flickStart = navigationBar.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        flickStart.press(forDuration: 0.05, thenDragTo: flickStart.withOffset(CGVector(dx: 0, dy: 120)),
                         withVelocity: .fast, thenHoldForDuration: 0)
        // Catch it where it is now (its navigation bar moves with it) and pull it back up.
        let caught = app.navigationBars["New Message"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        XCTAssertGreaterThan(caught.screenPoint.y, flickStart.screenPoint.y, "the card is on its way down")
        XCTAssertLessThan(caught.screenPoint.y, screen(of: app).height * 0.7, "and has not arrived")
        caught.press(forDuration: 0.1, thenDragTo: caught.withOffset(CGVector(dx: 0, dy: -screen(of: app).height)),
                     withVelocity: .fast, thenHoldForDuration: 0)
        waitUntil("the caught card went back up", timeout: 20) { self.draftIsExpanded(in: app) }
        XCTAssertFalse(draftBar(in: app).exists && draftBar(in: app).isHittable, "it never reached its bar")
    }

    func testALongPressOnTheBarDoesNothing() {
        let app = launch()
        compose(in: app)
        let bar = minimizeDraft(in: app)
        let barFrame = bar.frame
        bar.press(forDuration: 1.5)
        // Give a wrongly recognized tap time to spring the card up.
        RunLoop.current.run(until: Date().addingTimeInterval(1.5))
        XCTAssertFalse(draftIsExpanded(in: app))
        XCTAssertEqual(bar.frame, barFrame)
    }

    func testAHorizontalSwipeOnTheBarDoesNothing() {
        let app = launch()
        compose(in: app)
        let bar = minimizeDraft(in: app)
        let barFrame = bar.frame
        bar.swipeLeft()
        RunLoop.current.run(until: Date().addingTimeInterval(1.5))
        XCTAssertFalse(draftIsExpanded(in: app))
        XCTAssertEqual(bar.frame, barFrame)
    }
}
