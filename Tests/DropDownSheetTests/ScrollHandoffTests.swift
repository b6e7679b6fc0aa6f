import XCTest
@testable import DropDownSheetCore

/// Sharing one finger between the sheet and a scroll view in it.
final class ScrollHandoffTests: XCTestCase {
    private let expandedTop = 57.0

    func testOnAnExpandedSheetTheContentScrollsFirst() {
        var handoff = DropDownSheetScrollHandoff(fingerY: 400, sheetIsExpanded: true)
        // Scrolled down by 200: dragging down scrolls the content back toward its top.
        let step = handoff.move(fingerY: 430, contentOffset: 170, sheetTop: expandedTop, expandedTop: expandedTop)
        XCTAssertEqual(handoff.owner, .content)
        XCTAssertEqual(step.engineFingerY, 400, "the sheet must not move while the content scrolls")
        XCTAssertFalse(step.pinsContentToTop)
    }

    func testDraggingDownWithTheContentAtItsTopMovesTheSheet() {
        var handoff = DropDownSheetScrollHandoff(fingerY: 400, sheetIsExpanded: true)
        let step = handoff.move(fingerY: 410, contentOffset: 0, sheetTop: expandedTop, expandedTop: expandedTop)
        XCTAssertEqual(handoff.owner, .sheet)
        XCTAssertEqual(step.engineFingerY, 410)
        XCTAssertTrue(step.pinsContentToTop)
    }

    func testTheContentHandsTheFingerToTheSheetWithoutAJump() {
        var handoff = DropDownSheetScrollHandoff(fingerY: 400, sheetIsExpanded: true)
        // The content scrolls 60 points back to its top...
        _ = handoff.move(fingerY: 430, contentOffset: 30, sheetTop: expandedTop, expandedTop: expandedTop)
        let atTop = handoff.move(fingerY: 460, contentOffset: 0, sheetTop: expandedTop, expandedTop: expandedTop)
        XCTAssertEqual(handoff.owner, .sheet)
        // ...then the sheet takes over: the engine's finger continues from where it stood (400),
        // moving by exactly what the finger moves from now on.
        XCTAssertEqual(atTop.engineFingerY, 430)
        let next = handoff.move(fingerY: 470, contentOffset: 0, sheetTop: expandedTop + 10, expandedTop: expandedTop)
        XCTAssertEqual(next.engineFingerY - atTop.engineFingerY, 10)
    }

    func testTheSheetHandsTheFingerBackToTheContentWhenItIsExpandedAgain() {
        var handoff = DropDownSheetScrollHandoff(fingerY: 400, sheetIsExpanded: true)
        _ = handoff.move(fingerY: 450, contentOffset: 0, sheetTop: expandedTop + 50, expandedTop: expandedTop)
        XCTAssertEqual(handoff.owner, .sheet)
        // The finger goes back up: the sheet follows until it is expanded...
        let up = handoff.move(fingerY: 420, contentOffset: 0, sheetTop: expandedTop + 20, expandedTop: expandedTop)
        XCTAssertEqual(handoff.owner, .sheet)
        XCTAssertEqual(up.engineFingerY, 420)
        // ...and once it is, the rest of the finger scrolls the content.
        let scroll = handoff.move(fingerY: 380, contentOffset: 0, sheetTop: expandedTop, expandedTop: expandedTop)
        XCTAssertEqual(handoff.owner, .content)
        XCTAssertFalse(scroll.pinsContentToTop)
        let more = handoff.move(fingerY: 300, contentOffset: 80, sheetTop: expandedTop, expandedTop: expandedTop)
        XCTAssertEqual(more.engineFingerY, scroll.engineFingerY, "the sheet stays put while the content scrolls")
    }

    func testOnAMinimizedSheetTheSheetOwnsTheFinger() {
        var handoff = DropDownSheetScrollHandoff(fingerY: 780, sheetIsExpanded: false)
        let step = handoff.move(fingerY: 700, contentOffset: 0, sheetTop: 670, expandedTop: expandedTop)
        XCTAssertEqual(handoff.owner, .sheet)
        XCTAssertEqual(step.engineFingerY, 700)
        XCTAssertTrue(step.pinsContentToTop)
    }

    func testTheEngineFingerNeverJumpsOverRandomGestures() {
        var random = SplitMix(seed: 7)
        for _ in 0..<500 {
            var handoff = DropDownSheetScrollHandoff(fingerY: 400, sheetIsExpanded: random.next() < 0.5)
            var finger = 400.0, offset = random.uniform(0, 300), sheetTop = expandedTop
            var lastEngineY = 400.0
            for _ in 0..<40 {
                let delta = random.uniform(-30, 30)
                finger += delta
                let step = handoff.move(fingerY: finger, contentOffset: offset, sheetTop: sheetTop, expandedTop: expandedTop)
                // The engine's finger moves by the whole delta or not at all: never by more.
                let engineDelta = step.engineFingerY - lastEngineY
                XCTAssertTrue(abs(engineDelta) < 1e-9 || abs(engineDelta - delta) < 1e-9, "engine moved \(engineDelta) for \(delta)")
                lastEngineY = step.engineFingerY
                if step.pinsContentToTop {
                    offset = 0
                    sheetTop = max(expandedTop, sheetTop + engineDelta)
                } else {
                    offset = max(offset - delta, -20)
                }
            }
        }
    }

    func testReleaseGoesToTheSheetOnlyWhenItOwnsTheFingerOrIsNotExpanded() {
        var handoff = DropDownSheetScrollHandoff(fingerY: 400, sheetIsExpanded: true)
        XCTAssertFalse(handoff.sheetTakesRelease(sheetTop: expandedTop, expandedTop: expandedTop))
        XCTAssertTrue(handoff.sheetTakesRelease(sheetTop: expandedTop + 40, expandedTop: expandedTop))
        _ = handoff.move(fingerY: 420, contentOffset: 0, sheetTop: expandedTop, expandedTop: expandedTop)
        XCTAssertTrue(handoff.sheetTakesRelease(sheetTop: expandedTop, expandedTop: expandedTop))
    }

    func testOnlyMoreVerticalThanHorizontalPansMoveTheSheet() {
        XCTAssertTrue(DropDownSheetScrollHandoff.panMovesSheet(velocityX: 100, velocityY: 400))
        XCTAssertTrue(DropDownSheetScrollHandoff.panMovesSheet(velocityX: -100, velocityY: -400))
        XCTAssertFalse(DropDownSheetScrollHandoff.panMovesSheet(velocityX: 500, velocityY: 100), "a carousel keeps its swipe")
        XCTAssertFalse(DropDownSheetScrollHandoff.panMovesSheet(velocityX: 300, velocityY: 300))
        XCTAssertFalse(DropDownSheetScrollHandoff.panMovesSheet(velocityX: .nan, velocityY: .nan))
    }

    func testHorizontalOnlyScrollViewsAreNotPartOfTheHandoff() {
        XCTAssertFalse(DropDownSheetScrollHandoff.scrollsVertically(contentHeight: 200, boundsHeight: 200, insetTop: 0,
                                                                  insetBottom: 0, alwaysBounceVertical: false))
        XCTAssertTrue(DropDownSheetScrollHandoff.scrollsVertically(contentHeight: 2000, boundsHeight: 600, insetTop: 0,
                                                                 insetBottom: 0, alwaysBounceVertical: false))
        XCTAssertTrue(DropDownSheetScrollHandoff.scrollsVertically(contentHeight: 100, boundsHeight: 600, insetTop: 0,
                                                                 insetBottom: 0, alwaysBounceVertical: true))
        XCTAssertTrue(DropDownSheetScrollHandoff.scrollsVertically(contentHeight: 560, boundsHeight: 600, insetTop: 44,
                                                                 insetBottom: 34, alwaysBounceVertical: false))
    }

    func testNonFiniteFingerPositionsAreIgnored() {
        var handoff = DropDownSheetScrollHandoff(fingerY: .nan, sheetIsExpanded: false)
        let step = handoff.move(fingerY: .infinity, contentOffset: .nan, sheetTop: .nan, expandedTop: expandedTop)
        XCTAssertTrue(step.engineFingerY.isFinite)
    }
}

/// A small deterministic random number generator (SplitMix64) for the policy tests.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    /// A number in [0, 1).
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
    mutating func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * next() }
}
