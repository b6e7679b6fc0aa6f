import XCTest

/// What the UI tests share: launching the app afresh, and finding the library's cards and the
/// app's screens by what a user sees.
///
/// The library gives each sheet's card the accessibility identifier `DropDownSheet.card`
/// (`DropDownSheetAccessibilityIdentifier.card`): minimized, the card is one button labelled with
/// its title ("New Message" for an empty draft); expanded, a container of the content. The bar it
/// draws from a bar item (the Music tab's mini player) is `DropDownSheet.bar`, whose first element
/// (also `DropDownSheet.bar`) names it, its buttons following; the close button on an expanded
/// card is `DropDownSheet.closeButton`.
@MainActor
class SampleAppUITestCase: XCTestCase {
    static let cardIdentifier = "DropDownSheet.card"
    static let barIdentifier = "DropDownSheet.bar"
    static let closeButtonIdentifier = "DropDownSheet.closeButton"
    /// How far a floating bar rests above what it rests on, in points: iOS 26's glass capsule
    /// (the library's `DropDownSheetBarMetrics.floatingGap`); an attached bar rests on it.
    static let floatingGap: CGFloat = 8

    /// Launches the app with no drafts from earlier runs and the default settings, in portrait.
    /// `springResponse` slows the springs (seconds) so that a second gesture can catch a card in
    /// flight.
    func launch(springResponse: Double? = nil) -> XCUIApplication {
        continueAfterFailure = false
        XCUIDevice.shared.orientation = .portrait
        let app = XCUIApplication()
        app.launchArguments = ["-DropDownSheetFreshStart"]
        if let springResponse {
            app.launchArguments += ["-DropDownSheetSpringResponse", String(springResponse)]
        }
        app.launch()
        XCTAssertTrue(app.tabBars.firstMatch.waitForExistence(timeout: 10), "the app's tab bar")
        return app
    }

    /// Every card of every sheet on screen.
    func cards(in app: XCUIApplication) -> XCUIElementQuery {
        app.descendants(matching: .any).matching(identifier: Self.cardIdentifier)
    }

    /// The minimized bar of the draft titled `title`.
    func draftBar(in app: XCUIApplication, titled title: String = "New Message") -> XCUIElement {
        cards(in: app).matching(NSPredicate(format: "label CONTAINS %@", title)).firstMatch
    }

    /// The minimized mini player of the Music tab: the first element of the bar drawn from the
    /// player's bar item (it says the song).
    func miniPlayerBar(in app: XCUIApplication) -> XCUIElement {
        app.descendants(matching: .any).matching(identifier: Self.barIdentifier)
            .matching(NSPredicate(format: "label != ''")).firstMatch
    }

    /// The compose card's Subject field: on screen and hittable only while the draft is expanded.
    func subjectField(in app: XCUIApplication) -> XCUIElement {
        app.textFields["Subject"]
    }

    /// The app's window, in the coordinates of the screen as it is turned now.
    func screen(of app: XCUIApplication) -> CGRect {
        app.windows.firstMatch.frame
    }

    /// Whether the draft is expanded: its Subject field is hittable in the upper half of the screen.
    func draftIsExpanded(in app: XCUIApplication) -> Bool {
        let subject = subjectField(in: app)
        return subject.exists && subject.isHittable && subject.frame.midY < screen(of: app).midY
    }

    /// Taps the inbox's compose button and waits for the draft to come up.
    func compose(in app: XCUIApplication, file: StaticString = #filePath, line: UInt = #line) {
        app.navigationBars.buttons["New Message"].tap()
        XCTAssertTrue(subjectField(in: app).waitForExistence(timeout: 5), "the draft came up", file: file, line: line)
        waitUntil("the draft is expanded", file: file, line: line) { self.draftIsExpanded(in: app) }
    }

    /// Swipes the expanded draft down by its navigation bar, with a real finger, and waits for its bar.
    @discardableResult
    func minimizeDraft(in app: XCUIApplication, file: StaticString = #filePath, line: UInt = #line) -> XCUIElement {
        let navigationBar = app.navigationBars["New Message"]
        XCTAssertTrue(navigationBar.waitForExistence(timeout: 5), file: file, line: line)
        let start = navigationBar.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        start.press(forDuration: 0.05, thenDragTo: start.withOffset(CGVector(dx: 0, dy: screen(of: app).height * 0.6)),
                    withVelocity: .fast, thenHoldForDuration: 0)
        let bar = draftBar(in: app)
        XCTAssertTrue(bar.waitForExistence(timeout: 5), "the draft's bar", file: file, line: line)
        waitUntil("the bar is at the bottom", file: file, line: line) { bar.frame.minY > self.screen(of: app).height * 0.6 }
        return bar
    }

    /// Waits up to `timeout` seconds for `condition`, polling as the app runs.
    func waitUntil(_ what: String, timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line,
                   _ condition: @escaping () -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(), Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        }
        XCTAssertTrue(condition(), "timed out: \(what)", file: file, line: line)
    }

    /// The frame of the app's tab bar (the UIKit one at the bottom of the root screen).
    func tabBarFrame(in app: XCUIApplication) -> CGRect {
        app.tabBars.firstMatch.frame
    }

    /// Asserts that the app's tab bar spans `window` at its bottom: edge to edge before iOS 26;
    /// on iOS 26 a floating glass bar, centred across most of it, above the home indicator.
    func assertTabBarSpansTheBottom(of window: CGRect, in app: XCUIApplication, file: StaticString = #filePath, line: UInt = #line) {
        let tabBar = tabBarFrame(in: app)
        if #available(iOS 26.0, *) {
            XCTAssertEqual(tabBar.midX, window.midX, accuracy: 1, "the tab bar is centred on the turned screen", file: file, line: line)
            XCTAssertGreaterThan(tabBar.width, window.width * 0.6, "across most of it", file: file, line: line)
            XCTAssertLessThanOrEqual(window.maxY - tabBar.maxY, 60, "at its bottom", file: file, line: line)
        } else {
            XCTAssertEqual(tabBar.width, window.width, accuracy: 1, "the tab bar spans the turned screen", file: file, line: line)
            XCTAssertEqual(tabBar.maxY, window.maxY, accuracy: 1, file: file, line: line)
        }
    }
}
