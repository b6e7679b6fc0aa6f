// iOS 26's minimizing tab bar: the lowest floating bar goes inline beside the minimized tab bar,
// where the system's accessory goes, the drafts stack above it, and the bars glide between the
// two places as the tab bar shrinks and grows.
import XCTest
@testable import DropDownSheetCore

final class MinimizedTabBarTests: XCTestCase {
    /// The phone's tab bar minimized to one tab: a 48-point capsule 20 points from the left edge,
    /// its bottom 26 points above the screen's bottom edge (its top 74 points up).
    static let minimized = DropDownSheetMinimizedTabBar(x: 20, width: 48, bottom: 26, height: 48)
    /// Right of it: from 8 points past it (76) to 20 points from the right edge (370).
    static let roomX = 76.0, roomWidth = 294.0
    /// The inline bar: 48 points tall (the tab bar's height), its top at 844 - 26 - 48.
    static let inlineTop = 770.0

    private static func glass(bottomBar: Double = 83, minimized: DropDownSheetMinimizedTabBar? = nil) -> DropDownSheetContainer {
        var c = CoreFixture.phone
        c.systemDesign = .glass
        c.bottomBarHeight = bottomBar
        c.minimizedTabBar = minimized
        return c
    }

    private static var minimizedContainer: DropDownSheetContainer { glass(bottomBar: 74, minimized: minimized) }

    private func driver(_ container: DropDownSheetContainer = MinimizedTabBarTests.minimizedContainer) -> PresentationDriver {
        var d = PresentationDriver()
        d.sendAndSettle(.layout(container, animated: false))
        return d
    }

    func testTheRoomIsBesideTheMinimizedTabBarOnTheOtherSide() throws {
        let room = try XCTUnwrap(Self.minimized.inlineRoom(containerWidth: 390))
        XCTAssertEqual(room.x, Self.roomX)
        XCTAssertEqual(room.width, Self.roomWidth)
        XCTAssertEqual(room.bottom, 26)
        XCTAssertEqual(room.height, 48)
        // Right-to-left: the tab bar at the right edge, the room on its left.
        let rightToLeft = DropDownSheetMinimizedTabBar(x: 322, width: 48, bottom: 26, height: 48)
        let mirrored = try XCTUnwrap(rightToLeft.inlineRoom(containerWidth: 390))
        XCTAssertEqual(mirrored.x, 20)
        XCTAssertEqual(mirrored.width, 294)
        // No room: taken by the app's own accessory, too narrow, or nonsense.
        var taken = Self.minimized
        taken.isBesideSystemAccessory = true
        XCTAssertNil(taken.inlineRoom(containerWidth: 390))
        XCTAssertNil(Self.minimized.inlineRoom(containerWidth: 160), "a narrow Split View: 160 - 20 - 76 = 64 points")
        XCTAssertNil(DropDownSheetMinimizedTabBar(x: .nan, width: 48, bottom: 26, height: 48).inlineRoom(containerWidth: 390))
        XCTAssertNil(DropDownSheetMinimizedTabBar(x: 20, width: 0, bottom: 26, height: 48).inlineRoom(containerWidth: 390))
    }

    func testATabBarIsMinimizedWhenItIsNarrowerThanMostOfTheScreen() {
        XCTAssertTrue(DropDownSheetMinimizedTabBar.isMinimized(width: 48, containerWidth: 390))
        XCTAssertFalse(DropDownSheetMinimizedTabBar.isMinimized(width: 390, containerWidth: 390), "an iPhone's full tab bar")
        XCTAssertFalse(DropDownSheetMinimizedTabBar.isMinimized(width: 358, containerWidth: 390), "iOS 26's floating one, inset")
        XCTAssertFalse(DropDownSheetMinimizedTabBar.isMinimized(width: .nan, containerWidth: 390))
        XCTAssertFalse(DropDownSheetMinimizedTabBar.isMinimized(width: 48, containerWidth: 0))
    }

    /// The shells' measure: iOS 26's tab bar floats above the home indicator, so a bar ending up
    /// to 16 points above the bottom safe area counts; a minimized one is one narrower than most
    /// of the screen.
    func testTheShellsMeasureOfAFloatingAndAMinimizedTabBar() throws {
        XCTAssertEqual(DropDownSheetBottomBar.bottomEdgeTolerance(design: .material, safeAreaBottom: 34), 1)
        XCTAssertEqual(DropDownSheetBottomBar.bottomEdgeTolerance(design: .glass, safeAreaBottom: 34), 50)
        XCTAssertEqual(DropDownSheetBottomBar.bottomEdgeTolerance(design: .glass, safeAreaBottom: .nan), 1)
        XCTAssertNil(DropDownSheetBottomBar.obstruction(top: 760, bottom: 818, screenHeight: 844), "floating, before iOS 26: not at the bottom")
        XCTAssertEqual(DropDownSheetBottomBar.obstruction(top: 760, bottom: 818, screenHeight: 844, tolerance: 50), 84)
        XCTAssertNil(DropDownSheetBottomBar.obstruction(top: 400, bottom: 444, screenHeight: 844, tolerance: 50), "a toolbar over a keyboard")
        let minimized = try XCTUnwrap(DropDownSheetBottomBar.minimizedTabBar(
            x: 20, top: 770, width: 48, bottom: 818, screenWidth: 390, screenHeight: 844, tolerance: 50, isBesideSystemAccessory: false))
        XCTAssertEqual(minimized, Self.minimized)
        XCTAssertNil(DropDownSheetBottomBar.minimizedTabBar(x: 16, top: 760, width: 358, bottom: 818, screenWidth: 390,
                                                            screenHeight: 844, tolerance: 50, isBesideSystemAccessory: false),
                     "at full size")
        XCTAssertNil(DropDownSheetBottomBar.minimizedTabBar(x: 20, top: 100, width: 48, bottom: 148, screenWidth: 390,
                                                            screenHeight: 844, tolerance: 50, isBesideSystemAccessory: false),
                     "not at the bottom")
    }

    /// The mini player goes inline, as the system's accessory does: as tall as the tab bar, right
    /// of it, a capsule; touches on the tab bar still reach it.
    func testTheMiniPlayerGoesInlineBesideTheMinimizedTabBar() {
        var d = driver()
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        let r = d.presentation.renderState(of: .player)
        XCTAssertEqual(r.sheetTop, Self.inlineTop)
        XCTAssertEqual(r.visibleHeight, 48)
        XCTAssertEqual(r.visibleLeftInset, Self.roomX)
        XCTAssertEqual(r.visibleRightInset, 390 - Self.roomX - Self.roomWidth)
        XCTAssertEqual(r.barLeftInset, Self.roomX)
        XCTAssertEqual(r.topCornerRadius, 24)
        XCTAssertEqual(r.bottomCornerRadius, 24)
        XCTAssertEqual(d.presentation.hitTest(x: 44, y: 794), .passthrough, "the minimized tab bar keeps its touches")
        XCTAssertEqual(d.presentation.hitTest(x: 200, y: 794), .sheet(.player))
        XCTAssertEqual(d.presentation.hitTest(x: 380, y: 794), .passthrough, "beside the inline bar")
        XCTAssertEqual(d.presentation.underneathInset.bottom, 0, "beside the tab bar, the player takes no room above it")
    }

    /// The drafts' bar rests above the inline player (8 points above it, across the card as over a
    /// full tab bar), never inline itself.
    func testTheDraftsStackAboveTheInlinePlayer() {
        var d = driver()
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.a, to: .minimized))
        d.sendAndSettle(.present(.b, to: .minimized))
        XCTAssertEqual(d.top(.player), Self.inlineTop)
        let draft = d.presentation.renderState(of: .b)
        XCTAssertEqual(draft.sheetTop, Self.inlineTop - 8 - 60)
        XCTAssertEqual(draft.visibleLeftInset, 12)
        XCTAssertEqual(draft.visibleHeight, 60)
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 705), .sheet(.b))
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 766), .passthrough, "the gap above the player")
        // The inset: the drafts' bar and its sliver, above the tab bar's top (74 up).
        XCTAssertEqual(d.presentation.underneathInset.bottom, 844 - 702 + 5 - 74)
    }

    /// Review 20, finding 1: a minimize in the middle of the user's scroll must not lay the
    /// screen underneath out again. With the full tab bar's top known (83 up), the inset is the
    /// same whether the tab bar is full or minimized, with a player alone or with drafts above it,
    /// and no inset change is reported across a minimize and a grow.
    func testAMinimizeOrAGrowDoesNotChangeTheInsetUnderneath() {
        var known = Self.minimized
        known.expandedHeight = 83
        for drafts in [0, 1, 2] {
            var d = driver(Self.glass(bottomBar: 83))
            d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
            let ids: [DropDownSheetIdentifier] = [.a, .b]
            for id in ids.prefix(drafts) { d.sendAndSettle(.present(id, to: .minimized)) }
            let full = d.presentation.underneathInset
            XCTAssertGreaterThan(full.bottom, 0)
            let minimize = d.sendAndSettle(.layout(Self.glass(bottomBar: 74, minimized: known), animated: true))
            XCTAssertEqual(d.top(.player), Self.inlineTop, "the player still goes inline")
            XCTAssertEqual(d.presentation.underneathInset, full, "\(drafts) drafts: minimized")
            let grow = d.sendAndSettle(.layout(Self.glass(bottomBar: 83), animated: true))
            XCTAssertEqual(d.presentation.underneathInset, full, "\(drafts) drafts: grown again")
            for effect in minimize + grow {
                if case .underneathInsetChanged = effect { XCTFail("\(drafts) drafts: the inset changed: \(effect)") }
            }
        }
        // Unknown full size (first seen minimized): measured from the minimized tab bar, as before.
        var d = driver()
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        XCTAssertEqual(d.presentation.underneathInset.bottom, 0)
        // A nonsense full height is no full height.
        var nonsense = Self.minimized
        nonsense.expandedHeight = .nan
        d.sendAndSettle(.layout(Self.glass(bottomBar: 74, minimized: nonsense), animated: false))
        XCTAssertEqual(d.presentation.container.minimizedTabBar?.expandedHeight, 0)
        XCTAssertEqual(d.presentation.underneathInset.bottom, 0)
    }

    /// Review 20, finding 7: the placement a compact bar reads: inline for the player beside the
    /// minimized tab bar, regular for the drafts above it and for every bar over a full tab bar;
    /// nil for a sheet not presented.
    func testTheBarPlacementSaysWhichBarIsInline() {
        var d = driver()
        XCTAssertNil(d.presentation.barPlacement(of: .player))
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertEqual(d.presentation.barPlacement(of: .player), .inline)
        XCTAssertEqual(d.presentation.barPlacement(of: .a), .regular)
        d.sendAndSettle(.layout(Self.glass(bottomBar: 83), animated: true))
        XCTAssertEqual(d.presentation.barPlacement(of: .player), .regular, "the tab bar grew")
        XCTAssertEqual(DropDownSheetBarPlacement.allCases, [.regular, .inline])
    }

    /// With no mini player the drafts' bar is the lowest: it goes inline, its slivers above it.
    func testWithoutAPlayerTheDraftsBarGoesInline() {
        var d = driver()
        d.sendAndSettle(.present(.a, to: .minimized))
        d.sendAndSettle(.present(.b, to: .minimized))
        let r = d.presentation.renderState(of: .b)
        XCTAssertEqual(r.sheetTop, Self.inlineTop)
        XCTAssertEqual(r.visibleLeftInset, Self.roomX)
        let backdrop = d.presentation.stackBackdrop
        XCTAssertEqual(backdrop.barX, Self.roomX)
        XCTAssertEqual(backdrop.barWidth, Self.roomWidth)
        XCTAssertEqual(backdrop.cornerRadius, 24)
    }

    /// Bars that are not floating, that do not avoid the bottom bar, that ride on a sheet's
    /// keyboard or that have no room stay where they would be over any bottom bar.
    func testOtherBarsStayAboveTheMinimizedTabBar() {
        let attached = CoreFixture.engine(resting: .minimized, configuration: DropDownSheetConfiguration(barStyle: .attached),
                                          container: Self.minimizedContainer).renderState
        XCTAssertEqual(attached.sheetTop, 844 - 74 - 60, "across the card, on the tab bar's top")
        XCTAssertEqual(attached.visibleLeftInset, 0)
        let optedOut = CoreFixture.engine(resting: .minimized, configuration: DropDownSheetConfiguration(barBackground: .material),
                                          container: Self.minimizedContainer).renderState
        XCTAssertEqual(optedOut.sheetTop, 844 - 74 - 60, "a sheet opted out of glass keeps the earlier bar")
        let covering = CoreFixture.engine(resting: .minimized, configuration: DropDownSheetConfiguration(avoidsBottomBar: false),
                                          container: Self.minimizedContainer).renderState
        XCTAssertEqual(covering.sheetTop, 844 - 34 - 8 - 60, "above the home indicator, over the tab bar")
        var keyboard = Self.minimizedContainer
        keyboard.keyboardHeight = 300
        let riding = CoreFixture.engine(resting: .minimized, container: keyboard).renderState
        XCTAssertEqual(riding.sheetTop, 844 - 300 - 8 - 60, "on a sheet's keyboard")
        XCTAssertEqual(riding.visibleLeftInset, 12)
        var narrow = Self.minimizedContainer
        narrow.width = 160
        let noRoom = CoreFixture.engine(resting: .minimized, container: narrow).renderState
        XCTAssertEqual(noRoom.sheetTop, 844 - 74 - 8 - 60)
    }

    /// The app's own accessory sits inline beside the minimized tab bar: the room is taken, and
    /// the bars stay above both (the shell measures the bottom bar up to the top of the two).
    func testBesideTheAppsOwnAccessoryTheBarsStayAbove() {
        var besideAccessory = Self.minimized
        besideAccessory.isBesideSystemAccessory = true
        var d = driver(Self.glass(bottomBar: 74, minimized: besideAccessory))
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertEqual(d.top(.player), 844 - 74 - 8 - 60)
        XCTAssertEqual(d.presentation.renderState(of: .player).visibleLeftInset, 12)
        XCTAssertEqual(d.top(.a), 702 - 8 - 60)
        XCTAssertEqual(d.presentation.hitTest(x: 200, y: 794), .passthrough, "the app's accessory keeps its touches")
    }

    /// An app whose full tab bar has its own accessory above it: the shell measures the bottom
    /// bar up to the accessory's top, and the bars rest above it.
    func testAboveTheAppsOwnAccessoryOverAFullTabBar() {
        var d = driver(Self.glass(bottomBar: 83 + 56))
        d.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertEqual(d.top(.a), 844 - 139 - 8 - 60)
    }

    /// As the tab bar minimizes (its container changes, animated) the player glides from above the
    /// full tab bar to inline beside the small one, every number continuous, and back as it grows;
    /// the drafts' bar glides with it, never overlapping it.
    func testTheBarsGlideAsTheTabBarShrinksAndGrows() {
        var d = driver(Self.glass())
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertEqual(d.top(.player), 844 - 83 - 8 - 60)
        for (container, playerTop) in [(Self.minimizedContainer, Self.inlineTop), (Self.glass(), 844 - 83 - 8 - 60)] {
            d.send(.layout(container, animated: true))
            var previous = d.presentation.renderState(of: .player)
            var frames = 0
            while d.presentation.isMoving, frames < 120 {
                d.run(CoreFixture.frame)
                frames += 1
                let r = d.presentation.renderState(of: .player)
                let draft = d.presentation.renderState(of: .a)
                for (name, value) in [("sheetTop", r.sheetTop), ("visibleLeftInset", r.visibleLeftInset),
                                      ("visibleRightInset", r.visibleRightInset), ("visibleHeight", r.visibleHeight),
                                      ("topCornerRadius", r.topCornerRadius)] {
                    let before = numbers(of: previous).first { $0.0 == name }?.1 ?? value
                    XCTAssertLessThan(abs(value - before), 12, "\(name) jumps at frame \(frames)")
                }
                XCTAssertLessThanOrEqual(draft.sheetTop + draft.visibleHeight, r.sheetTop + 0.001, "the drafts' bar stays above the player's")
                XCTAssertTrue(nonFiniteFields(of: r).isEmpty)
                previous = r
            }
            XCTAssertFalse(d.presentation.isMoving)
            XCTAssertEqual(d.top(.player), playerTop)
        }
        XCTAssertEqual(d.presentation.renderState(of: .player).visibleLeftInset, 12, "back to the capsule above the full tab bar")
    }

    /// The player expanding from inline widens into the card; minimizing, it goes back inline.
    func testTheInlineBarExpandsIntoTheCardAndComesBack() {
        var d = driver()
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.expand(.player, animated: true))
        var r = d.presentation.renderState(of: .player)
        XCTAssertEqual(r.visibleLeftInset, 0)
        XCTAssertEqual(r.visibleRightInset, 0)
        XCTAssertEqual(r.bottomCornerRadius, 0)
        XCTAssertEqual(r.sheetTop, CoreFixture.expandedTop)
        d.sendAndSettle(.minimize(.player, animated: true))
        r = d.presentation.renderState(of: .player)
        XCTAssertEqual(r.sheetTop, Self.inlineTop)
        XCTAssertEqual(r.visibleLeftInset, Self.roomX)
    }

    /// A minimized tab bar that makes no sense is no tab bar; one partly off the screen is kept in.
    func testAHostileMinimizedTabBarIsCorrected() {
        var c = Self.minimizedContainer
        c.minimizedTabBar = DropDownSheetMinimizedTabBar(x: .infinity, width: 48, bottom: 26, height: 48)
        var (sanitized, corrected) = c.sanitized()
        XCTAssertTrue(corrected)
        XCTAssertNil(sanitized.minimizedTabBar)
        c.minimizedTabBar = DropDownSheetMinimizedTabBar(x: -10, width: 5_000, bottom: -3, height: 48)
        (sanitized, corrected) = c.sanitized()
        XCTAssertTrue(corrected)
        XCTAssertEqual(sanitized.minimizedTabBar, DropDownSheetMinimizedTabBar(x: 0, width: 390, bottom: 0, height: 48))
        var engine = CoreFixture.engine(resting: .minimized, container: c)
        engine.tick(at: 1)
        XCTAssertTrue(nonFiniteFields(of: engine.renderState).isEmpty)
    }
}
