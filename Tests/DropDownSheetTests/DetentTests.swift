import XCTest
@testable import DropDownSheetCore

/// Heights between the bar and the full card (issue 28): where each detent rests, how a release
/// chooses one, a content height that changes under a resting sheet, and the screen underneath
/// around the largest undimmed detent. On `CoreFixture.phone` (390 × 844, safe area 47 and 34):
/// the full card rests at 57 and the bar at 750.
final class DetentTests: XCTestCase {
    static let tip = DropDownSheetDetent.height(120, identifier: "tip")          // 844 − 34 − 120 = 690
    static let half = DropDownSheetDetent.fraction(0.5, identifier: "half")       // 844 × 0.5 = 422
    static let fit = DropDownSheetDetent.content(identifier: "fit", height: 300)  // 844 − 34 − 300 = 510

    static func panel(undimmed: DropDownSheetDetent.Identifier = "half",
                      detents: [DropDownSheetDetent] = [tip, half]) -> DropDownSheetConfiguration {
        var c = DropDownSheetConfiguration()
        c.detents = detents
        c.largestUndimmedDetent = undimmed
        return c
    }

    /// Ticks the engine at 60 Hz until it rests (at most 5 s), returning the time it came to rest.
    @discardableResult
    static func settle(_ engine: inout DropDownSheetEngine, from t: Double, events: inout [DropDownSheetEvent]) -> Double {
        var time = t
        while engine.isMoving, time < t + 5 {
            time += CoreFixture.frame
            events += engine.tick(at: time)
        }
        return time
    }

    @discardableResult
    static func settle(_ engine: inout DropDownSheetEngine, from t: Double) -> Double {
        var ignored: [DropDownSheetEvent] = []
        return settle(&engine, from: t, events: &ignored)
    }

    // MARK: - Rest places

    func testEachKindOfDetentRestsWhereItsHeightSays() {
        let engine = CoreFixture.engine(resting: .minimized, configuration: Self.panel(detents: [Self.tip, Self.half, Self.fit]))
        XCTAssertEqual(engine.restingTop(of: "tip"), 690)
        XCTAssertEqual(engine.restingTop(of: "half"), 422)
        XCTAssertEqual(engine.restingTop(of: "fit"), 510)
        XCTAssertEqual(engine.restingTop(of: .expanded), CoreFixture.expandedTop)
        XCTAssertEqual(engine.restingTop(of: .minimized), CoreFixture.minimizedTop)
    }

    func testADetentIsKeptBetweenTheBarAndTheFullCard() {
        let tall = DropDownSheetDetent.height(5_000, identifier: "tall")
        let low = DropDownSheetDetent.height(10, identifier: "low")
        let engine = CoreFixture.engine(resting: .minimized, configuration: Self.panel(undimmed: .minimized, detents: [tall, low]))
        XCTAssertEqual(engine.restingTop(of: "tall"), CoreFixture.expandedTop)
        XCTAssertEqual(engine.restingTop(of: "low"), CoreFixture.minimizedTop)
    }

    func testDetentsFollowRotationTheBottomBarAndTheSheetsKeyboard() {
        var engine = CoreFixture.engine(resting: "half", configuration: Self.panel())
        // Rotation to landscape (at once, inside the system's animation).
        engine.setContainer(DropDownSheetContainer(width: 844, height: 390, safeAreaTop: 0, safeAreaBottom: 21), animated: false, at: 1)
        XCTAssertEqual(engine.restingTop(of: "half"), 195)
        XCTAssertEqual(engine.renderState.sheetTop, 195, "a sheet resting at a detent rides along with its place")
        XCTAssertEqual(engine.restingTop(of: "tip"), 390 - 21 - 120)
        // A tab bar the bar avoids: points detents stand on it, fractions do not.
        var tabbed = CoreFixture.phone
        tabbed.bottomBarHeight = 83
        engine.setContainer(tabbed, animated: false, at: 2)
        XCTAssertEqual(engine.restingTop(of: "tip"), 844 - 83 - 120)
        XCTAssertEqual(engine.restingTop(of: "half"), 422)
        // The sheet's own keyboard lifts both by what it covers above the safe area.
        var typing = CoreFixture.phone
        typing.keyboardHeight = 336
        engine.setContainer(typing, animated: false, at: 3)
        XCTAssertEqual(engine.restingTop(of: "tip"), 844 - 336 - 120)
        XCTAssertEqual(engine.restingTop(of: "half"), 422 - (336 - 34))
        // The screen underneath's keyboard covers the sheets: nothing moves.
        typing.keyboardOwner = .underneath
        engine.setContainer(typing, animated: false, at: 4)
        XCTAssertEqual(engine.restingTop(of: "tip"), 690)
        XCTAssertEqual(engine.restingTop(of: "half"), 422)
    }

    func testAnAnimatedContainerChangeGlidesARestingPanelWithoutAnEvent() {
        var engine = CoreFixture.engine(resting: "half", configuration: Self.panel())
        var typing = CoreFixture.phone
        typing.keyboardHeight = 336
        var events = Array(engine.setContainer(typing, animated: true, at: 1))
        var previous = engine.renderState.sheetTop
        var time = 1.0
        while engine.isMoving, time < 3 {
            time += CoreFixture.frame
            events += engine.tick(at: time)
            let top = engine.renderState.sheetTop
            XCTAssertLessThanOrEqual(top, previous + 1e-9, "the panel rises steadily with the keyboard")
            previous = top
        }
        XCTAssertEqual(engine.phase, .resting("half"))
        XCTAssertEqual(engine.renderState.sheetTop, 422 - 302, accuracy: 1e-9)
        XCTAssertTrue(moveEvents(events).isEmpty, "riding along is no move: \(events)")
    }

    // MARK: - Releases

    func testASlowReleaseSnapsToTheNearestDetent() {
        for (top, expected) in [(440.0, DropDownSheetState("half")), (660, "tip"), (120, .expanded), (735, .minimized)] {
            var engine = CoreFixture.engine(resting: "half", configuration: Self.panel())
            engine.beginDrag(x: 195, y: 430, at: 0)
            engine.drag(toY: 430 + (top - 422), at: 0.5)
            engine.endDrag(velocity: 0, at: 1)
            XCTAssertEqual(engine.phase, .settling(toward: expected), "released still at \(top)")
            _ = Self.settle(&engine, from: 1)
            XCTAssertEqual(engine.phase, .resting(expected))
            XCTAssertEqual(engine.renderState.sheetTop, engine.restingTop(of: expected), accuracy: 1e-9)
        }
    }

    func testAFlickGoesToTheNextDetentUnlessItsProjectionPassesIt() {
        // From the bar: 300 pt/s up projects about 150 points, short of the tip's 60 beyond
        // nothing: the tip. 400 pt/s projects about 200 points, to 550: past the tip (690) and
        // nearer the half (422) than the tip, so the half. 1,500 pt/s projects past everything:
        // the full card.
        let cases: [(Double, DropDownSheetState)] = [(-300, "tip"), (-400, "half"), (-1_500, .expanded)]
        for (velocity, expected) in cases {
            var engine = CoreFixture.engine(resting: .minimized, configuration: Self.panel())
            engine.beginDrag(x: CoreFixture.barX, y: CoreFixture.barY, at: 0)
            engine.endDrag(velocity: velocity, at: 0.1)
            XCTAssertEqual(engine.phase, .settling(toward: expected), "flick at \(velocity) pt/s from the bar")
        }
        // From the full card down: a light flick stops at the half, a hard one at the bar, and
        // none dismisses.
        for (velocity, expected) in [(400.0, DropDownSheetState("half")), (1_200, "tip"), (9_000, .minimized)] {
            var engine = CoreFixture.engine(resting: .expanded, configuration: Self.panel())
            engine.beginDrag(x: 195, y: 300, at: 0)
            engine.endDrag(velocity: velocity, at: 0.1)
            XCTAssertEqual(engine.phase, .settling(toward: expected), "flick at \(velocity) pt/s from the full card")
        }
    }

    func testAFlickDownFromADetentStopsAtTheBarAndNeverDismisses() {
        var engine = CoreFixture.engine(resting: "tip", configuration: Self.panel())
        engine.beginDrag(x: 195, y: 700, at: 0)
        engine.endDrag(velocity: 20_000, at: 0.1)
        XCTAssertEqual(engine.phase, .settling(toward: .minimized))
        // From the bar, the same flick dismisses (a draft may be dismissed).
        _ = Self.settle(&engine, from: 0.1)
        engine.beginDrag(x: CoreFixture.barX, y: CoreFixture.barY, at: 3)
        engine.endDrag(velocity: 2_000, at: 3.1)
        XCTAssertEqual(engine.phase, .settling(toward: .dismissed))
    }

    func testTheSpringStartsWithTheFingersVelocityFromEveryDetent() {
        for origin: DropDownSheetState in ["tip", "half", .expanded, .minimized] {
            var engine = CoreFixture.engine(resting: origin, configuration: Self.panel())
            let y = engine.renderState.sheetTop + 5
            engine.beginDrag(x: 195, y: y, at: 0)
            engine.drag(toY: y + 20, at: 0.05)
            engine.endDrag(velocity: 600, at: 0.1)
            let released = engine.renderState
            XCTAssertEqual(released.sheetTop, engine.restingTop(of: origin) + 20, accuracy: 1e-9, "from \(origin): no jump at the release")
            XCTAssertEqual(released.velocity, 600, accuracy: 1e-6, "from \(origin): the spring takes the finger's velocity")
            engine.tick(at: 0.1 + 1e-4)
            XCTAssertEqual(engine.renderState.sheetTop, released.sheetTop + 0.06, accuracy: 0.01, "from \(origin): moving on at that speed")
        }
    }

    func testATapOnTheBarOpensTheDetentNearestAboveIt() {
        var engine = CoreFixture.engine(resting: .minimized, configuration: Self.panel())
        engine.tap(x: CoreFixture.barX, y: CoreFixture.barY, at: 0)
        XCTAssertEqual(engine.phase, .settling(toward: "tip"))
        var plain = CoreFixture.engine(resting: .minimized)
        plain.tap(x: CoreFixture.barX, y: CoreFixture.barY, at: 0)
        XCTAssertEqual(plain.phase, .settling(toward: .expanded), "without detents a tap on the bar expands, as before")
    }

    func testMovingInCodeToADetentAnnouncesItAndAnUnknownOneIsRefused() {
        var engine = CoreFixture.engine(resting: .minimized, configuration: Self.panel())
        var events = Array(engine.move(to: "half", at: 0))
        XCTAssertEqual(moveEvents(events), [.willMove(to: "half")])
        Self.settle(&engine, from: 0, events: &events)
        XCTAssertEqual(moveEvents(events), [.willMove(to: "half"), .didMove(to: "half")])
        XCTAssertEqual(Array(engine.move(to: "nowhere", at: 3)), [.inputCorrected(.invalidTarget)])
        XCTAssertEqual(engine.phase, .resting("half"))
        var fresh = CoreFixture.engine(configuration: Self.panel())
        XCTAssertEqual(Array(fresh.present(to: "nowhere", at: 0)), [.inputCorrected(.invalidTarget)])
        XCTAssertEqual(fresh.phase, .resting(.dismissed))
    }

    // MARK: - A content height that changes

    func testAContentHeightChangeSpringsTheRestingSheetToItWithoutAJumpAndRetargets() {
        var configuration = Self.panel(undimmed: "fit", detents: [Self.fit])
        var engine = CoreFixture.engine(resting: "fit", configuration: configuration)
        XCTAssertEqual(engine.renderState.sheetTop, 510)
        configuration.detents = [.content(identifier: "fit", height: 400)]
        let events = Array(engine.setConfiguration(configuration, at: 1))
        XCTAssertTrue(moveEvents(events).isEmpty, "a new height is no move: \(events)")
        XCTAssertEqual(engine.phase, .settling(toward: "fit"))
        XCTAssertEqual(engine.renderState.sheetTop, 510, accuracy: 1e-9, "it starts where it was")
        var time = 1.0
        for _ in 0..<6 { time += CoreFixture.frame; engine.tick(at: time) }
        let before = engine.renderState
        XCTAssertLessThan(before.sheetTop, 510)
        XCTAssertLessThan(before.velocity, 0, "on its way up")
        // The content changes again mid-way: position and velocity carry over exactly.
        configuration.detents = [.content(identifier: "fit", height: 200)]
        engine.setConfiguration(configuration, at: time)
        let after = engine.renderState
        XCTAssertEqual(after.sheetTop, before.sheetTop, accuracy: 1e-9)
        XCTAssertEqual(after.velocity, before.velocity, accuracy: 1e-6)
        var events2: [DropDownSheetEvent] = []
        Self.settle(&engine, from: time, events: &events2)
        XCTAssertEqual(engine.phase, .resting("fit"))
        XCTAssertEqual(engine.renderState.sheetTop, 610, accuracy: 1e-9)
        XCTAssertTrue(moveEvents(events2).isEmpty)
    }

    func testADetentRemovedUnderTheSheetSendsItToTheNearestOne() {
        var configuration = Self.panel()
        var engine = CoreFixture.engine(resting: "tip", configuration: configuration)
        configuration.detents = [Self.half]
        var events = Array(engine.setConfiguration(configuration, at: 1))
        Self.settle(&engine, from: 1, events: &events)
        XCTAssertEqual(engine.phase, .resting(.minimized), "the tip (690) was nearest the bar (750)")
        XCTAssertEqual(moveEvents(events), [.willMove(to: .minimized), .didMove(to: .minimized)])
    }

    // MARK: - The screen underneath

    func testAtAndBelowTheLargestUndimmedDetentTheScreenIsLiveAndAboveItDimmingGrows() {
        var engine = CoreFixture.engine(resting: "half", configuration: Self.panel())
        let half = engine.renderState
        XCTAssertEqual(half.dimAlpha, 0)
        XCTAssertEqual(half.presentingScale, 1)
        XCTAssertEqual(half.presentingCornerRadius, 0)
        XCTAssertFalse(engine.isHeadingToDimmedPlace)
        XCTAssertFalse(DropDownSheetAccessibility(engine).isModal)
        XCTAssertEqual(engine.hitTest(x: 195, y: 200), .passthrough, "a touch above the panel reaches the screen")
        XCTAssertEqual(engine.hitTest(x: 195, y: 500), .sheet)
        // Dragged up from the half, the screen's look grows continuously from nothing; while
        // nothing dims it, the screen stays live to touch and to VoiceOver.
        engine.beginDrag(x: 195, y: 430, at: 0)
        engine.drag(toY: 440, at: 0.005)
        XCTAssertEqual(engine.hitTest(x: 195, y: 200), .passthrough)
        XCTAssertFalse(DropDownSheetAccessibility(engine).isModal)
        var previous = 0.0
        for step in 1...36 {
            engine.drag(toY: 430 - Double(step) * 10, at: Double(step) * 0.01)
            let r = engine.renderState
            XCTAssertGreaterThanOrEqual(r.dimAlpha, previous)
            XCTAssertLessThan(r.dimAlpha - previous, 0.02, "no jump in the dimming")
            previous = r.dimAlpha
        }
        engine.endDrag(velocity: -2_000, at: 0.5)
        _ = Self.settle(&engine, from: 0.5)
        let full = engine.renderState
        XCTAssertEqual(engine.phase, .resting(.expanded))
        XCTAssertEqual(full.dimAlpha, DropDownSheetConfiguration().dimAlpha, accuracy: 1e-9)
        XCTAssertEqual(full.presentingScale, DropDownSheetConfiguration().presentingScale, accuracy: 1e-9)
        XCTAssertTrue(engine.isHeadingToDimmedPlace)
        XCTAssertTrue(DropDownSheetAccessibility(engine).isModal)
        XCTAssertEqual(engine.hitTest(x: 195, y: 30), .dimming)
    }

    func testAHalfDetentAboveTheDefaultUndimmedBarIsDimmedAndModal() {
        let engine = CoreFixture.engine(resting: "half", configuration: Self.panel(undimmed: .minimized))
        let r = engine.renderState
        XCTAssertGreaterThan(r.dimAlpha, 0)
        XCTAssertLessThan(r.presentingScale, 1)
        XCTAssertTrue(engine.isHeadingToDimmedPlace)
        XCTAssertEqual(engine.hitTest(x: 195, y: 200), .dimming)
    }

    func testWithTheFullCardUndimmedNothingIsEverDimmed() {
        let engine = CoreFixture.engine(resting: .expanded, configuration: Self.panel(undimmed: .expanded))
        XCTAssertEqual(engine.renderState.dimAlpha, 0)
        XCTAssertEqual(engine.renderState.presentingScale, 1)
        XCTAssertFalse(engine.isHeadingToDimmedPlace)
        XCTAssertEqual(engine.hitTest(x: 195, y: 20), .passthrough)
    }

    func testAPanelAtADetentIsACardNotHalfABar() {
        var configuration = Self.panel()
        configuration.barStyle = .floating
        let engine = CoreFixture.engine(resting: "tip", configuration: configuration)
        let r = engine.renderState
        XCTAssertEqual(r.barAlpha, 0, "the bar has faded at the lowest detent above it")
        XCTAssertEqual(r.visibleLeftInset, 0)
        XCTAssertEqual(r.visibleRightInset, 0)
        XCTAssertEqual(r.bottomCornerRadius, 0)
        XCTAssertEqual(r.sheetTop + r.visibleHeight, 844, accuracy: 1e-9, "the card reaches the bottom edge")
        XCTAssertTrue(engine.isContentInteractive)
    }

    func testTheContentScrollsFirstAtTheFullCardOrEverywhereWhenAsked() {
        XCTAssertTrue(CoreFixture.engine(resting: .expanded, configuration: Self.panel()).contentScrollsFirst)
        XCTAssertFalse(CoreFixture.engine(resting: "half", configuration: Self.panel()).contentScrollsFirst,
                       "below the full card a drag on the list moves the sheet")
        var scrolls = Self.panel()
        scrolls.prefersScrollingExpandsWhenScrolledToEdge = false
        XCTAssertTrue(CoreFixture.engine(resting: "half", configuration: scrolls).contentScrollsFirst)
        XCTAssertFalse(CoreFixture.engine(resting: .minimized, configuration: scrolls).contentScrollsFirst)
    }

    func testADragOnTheListBelowTheTopDetentMovesTheSheetUntilItIsFull() {
        var engine = CoreFixture.engine(resting: "half", configuration: Self.panel())
        var handoff = DropDownSheetScrollHandoff(fingerY: 600, engine: engine)
        engine.beginDrag(x: 195, y: 600, at: 0)
        var y = 600.0, t = 0.0
        var scrolledAt: Double?
        while y > 100 {
            y -= 10; t += 0.01
            let step = handoff.move(fingerY: y, contentOffset: 0, sheetTop: engine.renderState.sheetTop,
                                    expandedTop: CoreFixture.expandedTop)
            engine.drag(toY: step.engineFingerY, at: t)
            if handoff.owner == .content, scrolledAt == nil { scrolledAt = engine.renderState.sheetTop }
        }
        XCTAssertEqual(scrolledAt ?? .nan, CoreFixture.expandedTop, accuracy: 10, "the list takes the finger only at the top detent")
    }

    // MARK: - The presentation

    func testAPanelAtAnUndimmedDetentStaysInTheOverlayAndLeavesTheScreenLive() {
        var p = DropDownSheetPresentation(container: CoreFixture.phone)
        _ = p.handle(.present("stops", to: "half", configuration: Self.panel(), animated: false), at: 0)
        XCTAssertEqual(p.heading(of: "stops"), "half")
        XCTAssertFalse(p.wantsModalPresentation)
        XCTAssertFalse(p.isAccessibilityModal)
        XCTAssertEqual(p.hitTest(x: 195, y: 200), .passthrough)
        XCTAssertEqual(p.underneathStyle.dimAlpha, 0)
        _ = p.handle(.moveToDetent("stops", .expanded, animated: false), at: 1)
        XCTAssertTrue(p.wantsModalPresentation)
        XCTAssertTrue(p.isAccessibilityModal)
    }

    func testAtMostOneSheetIsAboveItsBar() {
        var p = DropDownSheetPresentation(container: CoreFixture.phone)
        _ = p.handle(.present("a", configuration: Self.panel(), animated: false), at: 0)
        _ = p.handle(.present("b", to: "half", configuration: Self.panel(), animated: false), at: 1)
        XCTAssertEqual(p.heading(of: "a"), .minimized, "raising b to its half minimizes a")
        XCTAssertEqual(p.expandedIdentifier, "b")
        _ = p.handle(.moveToDetent("a", "tip"), at: 2)
        XCTAssertEqual(p.heading(of: "b"), .minimized)
        XCTAssertEqual(p.heading(of: "a"), "tip")
    }

    func testAnUnknownDetentIsRefusedAsAMisuse() {
        var p = DropDownSheetPresentation(container: CoreFixture.phone)
        let effects = p.handle(.present("a", to: "half", animated: false), at: 0)
        XCTAssertTrue(effects.contains(.presentResult("a", .refused(.invalidTarget))))
        XCTAssertTrue(effects.contains(.misuse(.unknownDetent("a", "half"))))
        XCTAssertTrue(p.isEmpty)
        _ = p.handle(.present("a", animated: false), at: 1)
        let moved = p.handle(.moveToDetent("a", "half"), at: 2)
        XCTAssertTrue(moved.contains(.misuse(.unknownDetent("a", "half"))))
        XCTAssertEqual(p.heading(of: "a"), .expanded)
    }

    // MARK: - Configuration

    func testBadDetentsAreDroppedAndReported() {
        var c = DropDownSheetConfiguration()
        c.detents = [.height(100, identifier: "expanded"), .height(100, identifier: ""), .fraction(.nan, identifier: "nan"),
                     .height(100, identifier: "a"), .height(200, identifier: "a"), .fraction(7, identifier: "big")]
        c.largestUndimmedDetent = "nowhere"
        let (clean, corrected) = c.sanitized()
        XCTAssertTrue(corrected)
        XCTAssertEqual(clean.detents, [.height(100, identifier: "a"), .fraction(1, identifier: "big")])
        XCTAssertEqual(clean.largestUndimmedDetent, .minimized)
        var engine = DropDownSheetEngine()
        XCTAssertTrue(Array(engine.setConfiguration(c, at: 0)).contains(.inputCorrected(.invalidConfiguration)))
    }

    func testDetentsSurviveEncoding() throws {
        let c = Self.panel(detents: [Self.tip, Self.half, Self.fit])
        let data = try JSONEncoder().encode(c)
        XCTAssertEqual(try JSONDecoder().decode(DropDownSheetConfiguration.self, from: data), c)
        // A configuration saved before detents decodes with none.
        let old = try JSONDecoder().decode(DropDownSheetConfiguration.self, from: Data(#"{"cornerRadius":12}"#.utf8))
        XCTAssertEqual(old.detents, [])
        XCTAssertEqual(old.largestUndimmedDetent, .minimized)
        XCTAssertEqual(try JSONEncoder().encode(DropDownSheetState("half")), Data(#""half""#.utf8))
    }
}

extension DetentTests {
    func testThePartOfTheCardBelowTheScreenIsWhatADetentHides() {
        let half = CoreFixture.engine(resting: "half", configuration: Self.panel())
        XCTAssertEqual(half.renderState.cardHeightBelowScreen, 422 - CoreFixture.expandedTop, accuracy: 1e-9)
        let full = CoreFixture.engine(resting: .expanded, configuration: Self.panel())
        XCTAssertEqual(full.renderState.cardHeightBelowScreen, 0)
    }

    func testAListThatScrollsAtEveryDetentKeepsItsReleaseAtTheHalf() {
        var configuration = Self.panel()
        configuration.prefersScrollingExpandsWhenScrolledToEdge = false
        var engine = CoreFixture.engine(resting: "half", configuration: configuration)
        var handoff = DropDownSheetScrollHandoff(fingerY: 600, engine: engine)
        XCTAssertEqual(handoff.owner, .content)
        engine.beginDrag(x: 195, y: 600, at: 0)
        var y = 600.0
        for step in 1...10 {
            y -= 15
            // The list is scrolled down a little already: it keeps the finger.
            let s = handoff.move(fingerY: y, contentOffset: 120 + Double(step) * 15, sheetTop: engine.renderState.sheetTop,
                                 expandedTop: CoreFixture.expandedTop)
            engine.drag(toY: s.engineFingerY, at: Double(step) * 0.01)
        }
        XCTAssertEqual(engine.renderState.sheetTop, 422, accuracy: 1e-9, "the sheet stayed while the list scrolled")
        XCTAssertFalse(handoff.sheetTakesRelease(sheetTop: engine.renderState.sheetTop, expandedTop: CoreFixture.expandedTop),
                       "a flick the list kept is the list's, not a fling of the panel")
        // Below the full card by default, the same finger moves the sheet and its release is the sheet's.
        let moving = CoreFixture.engine(resting: "half", configuration: Self.panel())
        let sheetFirst = DropDownSheetScrollHandoff(fingerY: 600, engine: moving)
        XCTAssertEqual(sheetFirst.owner, .sheet)
        XCTAssertTrue(sheetFirst.sheetTakesRelease(sheetTop: 422, expandedTop: CoreFixture.expandedTop))
    }
}

/// What issue 28 asked to decide and pin around a sheet at an intermediate detent: the screen
/// underneath's inset, the stack of drafts and a mini player's bar.
final class DetentNeighboursTests: XCTestCase {
    func testASheetAtADetentCountsAsItsBarForTheScreenUnderneathsInset() {
        var atBar = DropDownSheetPresentation(container: CoreFixture.phone)
        _ = atBar.handle(.present("stops", to: .minimized, configuration: DetentTests.panel(), animated: false), at: 0)
        var atHalf = DropDownSheetPresentation(container: CoreFixture.phone)
        _ = atHalf.handle(.present("stops", to: "half", configuration: DetentTests.panel(), animated: false), at: 0)
        XCTAssertGreaterThan(atBar.underneathInset.bottom, 0)
        XCTAssertEqual(atHalf.underneathInset, atBar.underneathInset, "the inset is the bar's room, not the panel's height")
        // Moving between detents lays nothing out again.
        let effects = atHalf.handle(.moveToDetent("stops", "tip"), at: 1)
        XCTAssertFalse(effects.contains { if case .underneathInsetChanged = $0 { return true } else { return false } })
    }

    func testTheStackAndTheMiniPlayerStayBarsUnderAPanelAtADetent() {
        var p = DropDownSheetPresentation(container: CoreFixture.phone)
        _ = p.handle(.present("player", role: .accessory, to: .minimized, animated: false), at: 0)
        _ = p.handle(.present("a", to: .minimized, animated: false), at: 0)
        _ = p.handle(.present("b", to: .minimized, animated: false), at: 0)
        _ = p.handle(.present("stops", to: "half", configuration: DetentTests.panel(), animated: false), at: 1)
        XCTAssertEqual(p.heading(of: "player"), .minimized)
        XCTAssertEqual(p.minimizedDrafts, ["b", "a"], "the drafts stay a stack of bars")
        XCTAssertEqual(p.stackCount, 2)
        XCTAssertEqual(p.zOrder.last, "stops", "the panel is in front of the bars")
        XCTAssertEqual(p.expandedIdentifier, "stops")
        // Opening a draft from the stack sends the panel to its bar: one sheet above its bar.
        _ = p.handle(.expand("a", animated: false), at: 2)
        XCTAssertEqual(p.heading(of: "stops"), .minimized)
        XCTAssertEqual(p.heading(of: "a"), .expanded)
    }
}

extension DetentTests {
    func testADetentsNameIsKeptWholeUpTo16BytesAndALongerOneNamesNoDetent() {
        let name = "stop half ✓✓"   // 16 bytes with its two 3-byte marks
        XCTAssertLessThanOrEqual(name.utf8.count, DropDownSheetState.maximumNameLength)
        XCTAssertEqual(DropDownSheetState(rawValue: name).rawValue, name)
        XCTAssertEqual(DropDownSheetState(rawValue: name), DropDownSheetState(stringLiteral: name))
        XCTAssertNotEqual(DropDownSheetState(rawValue: "tip"), DropDownSheetState(rawValue: "top"))
        XCTAssertEqual(Set([DropDownSheetState("tip"), "tip", .expanded, "expanded"]).count, 2)
        let long = String(repeating: "é", count: 10)   // 20 bytes
        let state = DropDownSheetState(rawValue: long)
        XCTAssertTrue(state.isCustomDetent)
        XCTAssertEqual(state.rawValue, String(repeating: "é", count: 8), "cut at a character's start")
        var c = DropDownSheetConfiguration()
        c.detents = [.height(100, identifier: state), .height(200, identifier: "tip")]
        let (clean, corrected) = c.sanitized()
        XCTAssertTrue(corrected)
        XCTAssertEqual(clean.detents.map(\.identifier), ["tip"])
        var engine = CoreFixture.engine(resting: .minimized, configuration: c)
        XCTAssertEqual(Array(engine.move(to: state, at: 1)), [.inputCorrected(.invalidTarget)])
    }
}
