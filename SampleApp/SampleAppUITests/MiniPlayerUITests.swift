import XCTest

/// The music mini player's bar, over UIKit's tab bar and SwiftUI's, and next to a draft.
@MainActor
final class MiniPlayerUITests: SampleAppUITestCase {
    func testTheMiniPlayerSitsAboveTheTabBarOfASwiftUITabView() {
        let app = launch()
        app.tabBars.buttons["Music"].tap()
        app.navigationBars.buttons["SwiftUI Tabs"].tap()
        XCTAssertTrue(app.tabBars.buttons["About"].waitForExistence(timeout: 5), "the SwiftUI TabView's tab bar")
        // The SwiftUI tab bar (the app's own is under the full-screen SwiftUI screen), and the
        // bars the user can touch on this screen (the app's mini player is covered too).
        func swiftUITabBar() -> XCUIElement? {
            app.tabBars.allElementsBoundByIndex.first { $0.exists && $0.buttons["About"].exists }
        }
        func visibleBars() -> [XCUIElement] {
            cards(in: app).allElementsBoundByIndex.filter { $0.exists && $0.isHittable }
        }
        waitUntil("the mini player rests right above the SwiftUI tab bar") {
            guard let tabBar = swiftUITabBar() else { return false }
            let bars = visibleBars()
            return !bars.isEmpty && bars.allSatisfy { abs($0.frame.maxY - tabBar.frame.minY) <= 1 }
        }
        guard let tabBar = swiftUITabBar() else { return XCTFail("no SwiftUI tab bar") }
        for bar in visibleBars() {
            XCTAssertFalse(bar.frame.intersection(tabBar.frame).height > 1, "no bar covers the tab bar")
        }
        // The tab bar keeps its taps.
        tabBar.buttons["About"].tap()
        XCTAssertTrue(app.staticTexts["The mini player sits above this SwiftUI tab bar."].waitForExistence(timeout: 5))
    }

    /// The mini player is the presentation's accessory: a draft's bar rests directly above it.
    func testTheMiniPlayerAndADraftAreOnScreenTogether() {
        let app = launch()
        let player = miniPlayerBar(in: app)
        XCTAssertTrue(player.waitForExistence(timeout: 10), "the mini player at launch")
        compose(in: app)
        let draft = minimizeDraft(in: app)
        XCTAssertTrue(player.waitForExistence(timeout: 5), "the mini player is still there")
        XCTAssertTrue(player.isHittable && draft.isHittable, "both bars take touches")
        XCTAssertFalse(player.frame.intersects(draft.frame), "one above the other, not on top of each other")
        let tabBar = tabBarFrame(in: app)
        XCTAssertLessThanOrEqual(max(player.frame.maxY, draft.frame.maxY), tabBar.minY + 1, "both above the tab bar")
    }

    /// The bar drawn from the player's bar item: its Play button plays without opening the player,
    /// a tap on the song opens it, and the chevron on the player takes it back down.
    func testTheBarItemsButtonsWorkAndTheChevronMinimizes() {
        let app = launch()
        let player = miniPlayerBar(in: app)
        XCTAssertTrue(player.waitForExistence(timeout: 10), "the mini player at launch")
        let play = app.buttons["Play"].firstMatch
        XCTAssertTrue(play.waitForExistence(timeout: 5), "the bar's Play button is its own element")
        play.tap()
        XCTAssertTrue(app.buttons["Pause"].waitForExistence(timeout: 5), "it played")
        let closeButton = app.buttons[Self.closeButtonIdentifier]
        XCTAssertFalse(closeButton.exists && closeButton.isHittable, "and the player stayed down")
        app.buttons["Pause"].firstMatch.tap()
        player.tap()
        let chevron = app.buttons[Self.closeButtonIdentifier]
        XCTAssertTrue(chevron.waitForExistence(timeout: 5))
        waitUntil("the player opened") { chevron.isHittable }
        XCTAssertEqual(chevron.label, "Minimize")
        chevron.tap()
        waitUntil("the bar is back") { self.miniPlayerBar(in: app).isHittable }
    }
}
