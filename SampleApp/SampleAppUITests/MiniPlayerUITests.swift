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
        // Right on it (attached) before iOS 26; a floating glass capsule 8 points above it on iOS 26
        // built with its SDK (the library's rule: glass where the system draws glass).
        var gap: CGFloat = 0
        #if canImport(UIKit.UITabAccessory)
        if #available(iOS 26.0, *) { gap = Self.floatingGap }
        #endif
        waitUntil("the mini player rests \(gap) points above the SwiftUI tab bar") {
            guard let tabBar = swiftUITabBar() else { return false }
            let bars = visibleBars()
            return !bars.isEmpty && bars.allSatisfy { abs(tabBar.frame.minY - $0.frame.maxY - gap) <= 1 }
        }
        guard let tabBar = swiftUITabBar() else { return XCTFail("no SwiftUI tab bar") }
        for bar in visibleBars() {
            XCTAssertFalse(bar.frame.intersection(tabBar.frame).height > 1, "no bar covers the tab bar")
        }
        // The tab bar keeps its taps.
        tabBar.buttons["About"].tap()
        XCTAssertTrue(app.staticTexts["The mini player sits above this SwiftUI tab bar."].waitForExistence(timeout: 5))
    }

    /// The SwiftUI tab's list asks for the bars' room (`dropDownSheetSafeAreaPadding()`, the
    /// library writes nothing into SwiftUI's own tab controllers): scrolled to its end, its last
    /// song is above the mini player, not under it.
    func testTheLastSongOfTheSwiftUITabScrollsAboveTheMiniPlayer() throws {
        let app = launch()
        app.tabBars.buttons["Music"].tap()
        app.navigationBars.buttons["SwiftUI Tabs"].tap()
        XCTAssertTrue(app.tabBars.buttons["About"].waitForExistence(timeout: 5), "the SwiftUI TabView's tab bar")
        func visibleBars() -> [XCUIElement] {
            cards(in: app).allElementsBoundByIndex.filter { $0.exists && $0.isHittable }
        }
        waitUntil("the mini player is up") { !visibleBars().isEmpty }
        let list = app.collectionViews.firstMatch.exists ? app.collectionViews.firstMatch : app.tables.firstMatch
        XCTAssertTrue(list.waitForExistence(timeout: 5))
        for _ in 0..<6 { list.swipeUp(velocity: .fast) }
        // The queue's first and last songs (Song.samples). A list that fits on the screen (an
        // iPad) proves nothing: its last row is above the bars without any room.
        let first = list.cells.containing(.staticText, identifier: "Morning Tide").firstMatch
        if first.exists && first.isHittable { throw XCTSkip("the list fits on this screen without scrolling") }
        let last = list.cells.containing(.staticText, identifier: "Last Train Home").firstMatch
        XCTAssertTrue(last.waitForExistence(timeout: 5), "scrolled to the end")
        // At rest: the same frame on two reads in a row (a bounce at the list's end passes higher).
        var previous = CGRect.null
        waitUntil("the list's last row comes to rest above the mini player") {
            guard last.exists, let bar = visibleBars().min(by: { $0.frame.minY < $1.frame.minY }) else { return false }
            let frame = last.frame
            defer { previous = frame }
            return frame == previous && frame.maxY <= bar.frame.minY + 1
        }
        // And not the room twice: the gap under the last row is less than a bar's height.
        if let bar = visibleBars().min(by: { $0.frame.minY < $1.frame.minY }) {
            XCTAssertLessThan(bar.frame.minY - last.frame.maxY, bar.frame.height, "the room once, not twice")
        }
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

    /// iOS 26: the Music tab lets the tab bar minimize as the library scrolls down
    /// (`tabBarMinimizeBehavior = .onScrollDown`), and the mini player, a glass capsule above the
    /// full tab bar, goes inline beside the minimized one, where the system's accessory goes: in
    /// the tab bar's row, past its trailing edge, over neither it nor the screen's edge. Scrolled
    /// back, the tab bar grows and the player goes back above it.
    func testOnIOS26TheMiniPlayerGoesInlineBesideTheMinimizedTabBar() throws {
        guard #available(iOS 26.0, *) else {
            throw XCTSkip("the tab bar minimizes while scrolling only on iOS 26 (tabBarMinimizeBehavior); this simulator runs an earlier iOS")
        }
        let app = launch()
        app.tabBars.buttons["Music"].tap()
        let player = miniPlayerBar(in: app)
        XCTAssertTrue(player.waitForExistence(timeout: 10), "the mini player")
        let fullTabBar = tabBarFrame(in: app)
        waitUntil("the mini player rests above the full tab bar") { player.frame.maxY <= fullTabBar.minY + 1 }
        let library = app.tables.firstMatch
        XCTAssertTrue(library.waitForExistence(timeout: 5), "the Music library")
        func isMinimized() -> Bool { tabBarFrame(in: app).width < fullTabBar.width * 0.6 }
        for _ in 0..<6 where !isMinimized() {
            library.swipeUp()
            RunLoop.current.run(until: Date().addingTimeInterval(1))
        }
        XCTAssertTrue(isMinimized(), "the tab bar minimized as the library scrolled: its frame went from \(fullTabBar) to \(tabBarFrame(in: app))")
        waitUntil("the mini player rests inline beside the minimized tab bar") {
            let tabBar = self.tabBarFrame(in: app), bar = player.frame
            return bar.minX >= tabBar.maxX - 1 && abs(bar.midY - tabBar.midY) <= tabBar.height / 2
        }
        let tabBar = tabBarFrame(in: app), bar = player.frame, window = screen(of: app)
        XCTAssertFalse(bar.intersects(tabBar), "the player covers no part of the minimized tab bar")
        XCTAssertLessThanOrEqual(bar.maxX, window.maxX, "nor goes past the screen's edge")
        XCTAssertGreaterThan(bar.minY, fullTabBar.minY, "it came down into the tab bar's row")
        XCTAssertTrue(player.isHittable, "and takes its taps")
        // Scrolled back to the top, the tab bar grows and the player goes back above it.
        for _ in 0..<6 where isMinimized() {
            library.swipeDown()
            RunLoop.current.run(until: Date().addingTimeInterval(1))
        }
        waitUntil("the player is back above the full tab bar") { !isMinimized() && player.frame.maxY <= self.tabBarFrame(in: app).minY + 1 }
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
