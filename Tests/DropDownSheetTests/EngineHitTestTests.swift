import XCTest
@testable import DropDownSheetCore

/// Where a touch goes: the card, the screen underneath, or the dimming.
final class EngineHitTestTests: XCTestCase {
    /// A grid over the whole phone screen and a little beyond.
    private let grid: [(x: Double, y: Double)] = stride(from: -10.0, through: 400, by: 41).flatMap { x in
        stride(from: -10.0, through: 860, by: 29).map { y in (x, y) }
    }

    private func settling(toward target: DropDownSheetState, from origin: DropDownSheetState) -> DropDownSheetEngine {
        var engine = CoreFixture.engine(resting: origin)
        if origin == .dismissed {
            engine.present(to: target, at: 0)
        } else {
            engine.move(to: target, at: 0)
        }
        _ = engine.tickFrames(6)
        XCTAssertEqual(engine.phase, .settling(toward: target))
        return engine
    }

    func testEverythingPassesThroughWhenDismissed() {
        let engine = CoreFixture.engine(resting: .dismissed)
        for point in grid {
            XCTAssertEqual(engine.hitTest(x: point.x, y: point.y), .passthrough, "\(point)")
        }
    }

    func testEverythingPassesThroughWhileTheSheetIsOnItsWayOut() {
        for origin in [DropDownSheetState.expanded, .minimized] {
            let engine = settling(toward: .dismissed, from: origin)
            for point in grid {
                XCTAssertEqual(engine.hitTest(x: point.x, y: point.y), .passthrough, "from \(origin), \(point)")
            }
        }
    }

    func testMinimizedBarTakesItsTouchesAndEverythingElsePassesThrough() {
        let engine = CoreFixture.engine(resting: .minimized)
        for point in grid {
            let onBar = point.x >= 0 && point.x <= 390 && point.y >= 750 && point.y <= 810
            XCTAssertEqual(engine.hitTest(x: point.x, y: point.y), onBar ? .sheet : .passthrough, "\(point)")
        }
        XCTAssertEqual(engine.hitTest(x: 195, y: 750), .sheet, "the bar's top edge")
        XCTAssertEqual(engine.hitTest(x: 195, y: 810), .sheet, "the bar's bottom edge")
        XCTAssertEqual(engine.hitTest(x: 195, y: 811), .passthrough, "the home indicator area below the bar")
        XCTAssertEqual(engine.hitTest(x: 195, y: 749), .passthrough)
    }

    func testMinimizedBarNeverTakesTouchesMeantForTheTabBarUnderIt() {
        var phone = CoreFixture.phone
        phone.bottomBarHeight = 83
        let engine = CoreFixture.engine(resting: .minimized, container: phone)
        XCTAssertEqual(engine.hitTest(x: 195, y: 730), .sheet)
        for y in [762.0, 780, 800, 843] {
            XCTAssertEqual(engine.hitTest(x: 195, y: y), .passthrough, "tab bar at \(y)")
        }
    }

    func testBarOnAWideScreenTakesOnlyItsOwnWidth() {
        let wide = DropDownSheetContainer(width: 1_000, height: 800, safeAreaTop: 24, safeAreaBottom: 20)
        let engine = CoreFixture.engine(resting: .minimized, container: wide)
        XCTAssertEqual(engine.hitTest(x: 500, y: 740), .sheet)
        XCTAssertEqual(engine.hitTest(x: 100, y: 740), .passthrough)
        XCTAssertEqual(engine.hitTest(x: 900, y: 740), .passthrough)
        let expanded = CoreFixture.engine(resting: .expanded, container: wide)
        XCTAssertEqual(expanded.hitTest(x: 500, y: 400), .sheet)
        XCTAssertEqual(expanded.hitTest(x: 100, y: 400), .dimming, "beside the centred card")
        XCTAssertEqual(expanded.hitTest(x: 900, y: 400), .dimming, "beside the centred card")
    }

    func testExpandedCardTakesItsTouchesAndTheDimmedScreenAboveItIsDimming() {
        let engine = CoreFixture.engine(resting: .expanded)
        for point in grid {
            let onCard = point.x >= 0 && point.x <= 390 && point.y >= 57 && point.y <= 844
            XCTAssertEqual(engine.hitTest(x: point.x, y: point.y), onCard ? .sheet : .dimming, "\(point)")
        }
        XCTAssertEqual(engine.hitTest(x: 195, y: 30), .dimming)
    }

    func testWhileDraggingOutsideTheCardIsDimming() {
        for origin in [DropDownSheetState.expanded, .minimized] {
            var engine = CoreFixture.engine(resting: origin)
            engine.beginDrag(x: 195, y: origin == .expanded ? 100 : 780, at: 0)
            engine.drag(toY: 500, at: 0.1)
            XCTAssertEqual(engine.phase, .dragging)
            let top = engine.renderState.sheetTop
            XCTAssertEqual(engine.hitTest(x: 195, y: top - 20), .dimming, "from \(origin)")
            XCTAssertEqual(engine.hitTest(x: 195, y: top + 20), .sheet, "from \(origin)")
        }
    }

    func testWhileSettlingTowardExpandedOutsideTheCardIsDimming() {
        for origin in [DropDownSheetState.dismissed, .minimized] {
            let engine = settling(toward: .expanded, from: origin)
            let top = engine.renderState.sheetTop
            XCTAssertEqual(engine.hitTest(x: 195, y: top - 20), .dimming, "from \(origin)")
            XCTAssertEqual(engine.hitTest(x: 195, y: top + 20), .sheet, "from \(origin)")
        }
    }

    func testWhileSettlingTowardMinimizedOutsideTheCardPassesThrough() {
        for origin in [DropDownSheetState.dismissed, .expanded] {
            let engine = settling(toward: .minimized, from: origin)
            let top = engine.renderState.sheetTop
            XCTAssertEqual(engine.hitTest(x: 195, y: top - 20), .passthrough, "from \(origin)")
            XCTAssertEqual(engine.hitTest(x: 195, y: top + 20), .sheet, "from \(origin)")
        }
    }

    func testNonFinitePointsPassThrough() {
        for state in DropDownSheetState.allCases {
            let engine = CoreFixture.engine(resting: state)
            for (x, y) in [(Double.nan, 400.0), (195, .nan), (.infinity, 400), (195, -.infinity)] {
                XCTAssertEqual(engine.hitTest(x: x, y: y), .passthrough, "\(state) at \(x), \(y)")
            }
        }
    }

    // MARK: - Content interaction

    func testCardContentTakesTouchesOnlyWhenExpandedOrHeadedThereOrHeldFromThere() {
        XCTAssertTrue(CoreFixture.engine(resting: .expanded).isContentInteractive)
        XCTAssertFalse(CoreFixture.engine(resting: .minimized).isContentInteractive, "the bar acts as one element")
        XCTAssertFalse(CoreFixture.engine(resting: .dismissed).isContentInteractive)
        XCTAssertTrue(settling(toward: .expanded, from: .minimized).isContentInteractive)
        XCTAssertFalse(settling(toward: .minimized, from: .expanded).isContentInteractive)
        XCTAssertFalse(settling(toward: .dismissed, from: .expanded).isContentInteractive)
        for (origin, expected) in [(DropDownSheetState.expanded, true), (.minimized, false)] {
            var engine = CoreFixture.engine(resting: origin)
            engine.beginDrag(x: 195, y: origin == .expanded ? 100 : 780, at: 0)
            engine.drag(toY: 400, at: 0.1)
            XCTAssertEqual(engine.phase, .dragging)
            XCTAssertEqual(engine.isContentInteractive, expected, "held from \(origin)")
        }
    }
}
