// The rules of a stack of drafts, as DropDownSheetPresentation decides them: what used to live in
// DropDownSheetStack, in the UIKit host (bring to front, taps on the stack, hit-testing front to
// back, the combined style of the screen underneath, the backdrop) and in sheet-lab's simulator.
import XCTest
@testable import DropDownSheetCore

final class PresentationStackTests: XCTestCase {
    private func twoMinimizedDrafts() -> PresentationDriver {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        d.sendAndSettle(.present(.b, to: .minimized))
        return d
    }

    func testPresentingASecondDraftMinimizesTheFirst() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        d.sendAndSettle(.present(.b))
        XCTAssertEqual(d.events(of: .a), ["willMove expanded", "didMove expanded", "willMove minimized", "didMove minimized"])
        XCTAssertEqual(d.events(of: .b), ["willMove expanded", "didMove expanded"])
        XCTAssertEqual(d.presentation.expandedIdentifier, .b)
        XCTAssertEqual(d.presentation.minimizedDrafts, [.a])
        XCTAssertEqual(d.presentation.zOrder, [.a, .b])
    }

    func testTheOtherDraftStartsMinimizingBeforeTheNewOneExpands() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        let effects = d.send(.present(.b))
        let order = effects.compactMap { effect -> String? in
            if case .event(let id, .willMove(let s)) = effect { return "\(id) \(s.rawValue)" }
            return nil
        }
        XCTAssertEqual(order, ["a minimized", "b expanded"])
    }

    func testExpandingOneMinimizesTheOtherAndPutsItOnTop() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        d.sendAndSettle(.present(.b))
        d.sendAndSettle(.expand(.a))
        XCTAssertEqual(d.events(of: .b).suffix(2), ["willMove minimized", "didMove minimized"])
        XCTAssertEqual(d.presentation.expandedIdentifier, .a)
        XCTAssertEqual(d.presentation.zOrder.last, .a, "the expanding sheet comes to the front")
        XCTAssertTrue(d.effects.contains(.broughtToFront(.a)))
    }

    func testTheDraftUsedLastIsOnTopOfTheStack() {
        var d = twoMinimizedDrafts()
        XCTAssertEqual(d.presentation.minimizedDrafts, [.b, .a])
        XCTAssertEqual(d.presentation.topDraft, .b)
        d.sendAndSettle(.minimize(.a))
        XCTAssertEqual(d.presentation.minimizedDrafts, [.a, .b], "minimizing puts it on top")
        XCTAssertEqual(d.presentation.draftIdentifiers, [.b, .a], "bottom to top")
    }

    func testMinimizedDraftsUnderTheTopAreHiddenAndUntouchable() throws {
        let d = twoMinimizedDrafts()
        XCTAssertEqual(d.presentation.card(.a)?.isHidden, true)
        XCTAssertEqual(d.presentation.card(.b)?.isHidden, false)
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 780), .sheet(.b))
        var touched = d
        touched.send(.touchDown(x: 195, y: 780))
        XCTAssertEqual(touched.presentation.phase(of: .b), .dragging)
        XCTAssertEqual(touched.presentation.phase(of: .a), .resting(.minimized))
    }

    func testTheTopBarShowsTheCountOfSeveral() {
        let d = twoMinimizedDrafts()
        XCTAssertEqual(d.presentation.stackCount, 2)
        XCTAssertEqual(d.presentation.card(.b)?.stackCount, 2)
        XCTAssertNil(d.presentation.card(.a)?.stackCount)
        XCTAssertEqual(d.presentation.countLabel, "2 Drafts")
        var one = PresentationDriver()
        one.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertNil(one.presentation.stackCount, "a single bar shows only its own title")
        XCTAssertNil(one.presentation.card(.a)?.stackCount)
    }

    func testATapOnAStackOfSeveralShowsTheChooserAndMovesNothing() {
        var d = twoMinimizedDrafts()
        let effects = d.sendAndSettle(.tap(x: 195, y: 780))
        XCTAssertEqual(effects.first, .showChooser([.b, .a]))
        XCTAssertFalse(effects.contains { if case .event = $0 { return true } else { return false } })
    }

    func testWithOneDraftATapOnTheBarExpandsIt() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        d.sendAndSettle(.tap(x: 195, y: 780))
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.expanded))
    }

    func testTheChooserReopensOrClosesThroughTheVeto() {
        var d = twoMinimizedDrafts()
        d.sendAndSettle(.chooserChoice(.reopen(.a)))
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.expanded))
        d.send(.dismissalVeto(.b, isVetoed: true))
        d.sendAndSettle(.chooserChoice(.close(.b)))
        XCTAssertTrue(d.events(of: .b).contains("didAttemptToDismiss"))
        XCTAssertTrue(d.presentation.contains(.b), "a vetoed draft is kept")
        d.send(.dismissalVeto(.b, isVetoed: false))
        d.sendAndSettle(.chooserChoice(.close(.b)))
        XCTAssertFalse(d.presentation.contains(.b))
    }

    func testAFullStackRefusesTheNextDraftAndDiscardsNothing() {
        var d = PresentationDriver()
        var two = DropDownSheetConfiguration()
        two.maximumSheetCount = 2
        d.sendAndSettle(.present(.a, configuration: two))
        d.sendAndSettle(.present(.b, configuration: two))
        let effects = d.sendAndSettle(.present(.c, configuration: two))
        XCTAssertEqual(effects, [.presentResult(.c, .refused(.stackFull)), .announce(.draftLimitReached(maximum: 2))])
        XCTAssertEqual(d.presentation.identifiers, [.a, .b])
    }

    func testADraftOnItsWayOutLeavesTheStackAtOnceSoTheNextShows() {
        var d = twoMinimizedDrafts()
        d.send(.dismiss(.b))
        XCTAssertEqual(d.presentation.minimizedDrafts, [.a])
        XCTAssertEqual(d.presentation.card(.a)?.isHidden, false, "the next draft shows while the top one slides away")
        d.settle()
        XCTAssertEqual(d.presentation.identifiers, [.a])
    }

    func testTheScreenUnderneathTakesTheStrongestStyle() {
        var d = PresentationDriver()
        var soft = DropDownSheetConfiguration()
        soft.dimAlpha = 0.6
        soft.presentingScale = 0.95
        d.sendAndSettle(.present(.a, configuration: soft))
        d.send(.present(.b))
        d.run(0.1)
        let a = d.presentation.renderState(of: .a), b = d.presentation.renderState(of: .b)
        let style = d.presentation.underneathStyle
        XCTAssertEqual(style.dimAlpha, max(a.dimAlpha, b.dimAlpha))
        XCTAssertEqual(style.scale, min(a.presentingScale, b.presentingScale))
        XCTAssertEqual(style.cornerRadius, max(a.presentingCornerRadius, b.presentingCornerRadius))
        d.settle()
        XCTAssertEqual(d.presentation.underneathStyle.scale, 0.92, accuracy: 1e-9)
    }

    func testTheBackdropShowsUpToTwoSliversAboveTheTopBar() {
        var d = twoMinimizedDrafts()
        var backdrop = d.presentation.stackBackdrop
        XCTAssertEqual(backdrop.topIdentifier, .b)
        XCTAssertEqual(backdrop.sliverCount, 1)
        let frame = backdrop.sliverFrame(0)
        XCTAssertEqual(frame.x, 8 + (390 - 390))
        XCTAssertEqual(frame.y, 750 - 5)
        XCTAssertEqual(frame.width, 390 - 16)
        XCTAssertEqual(frame.height, 15)
        XCTAssertEqual(backdrop.alpha, 1)
        d.sendAndSettle(.present(.c, to: .minimized))
        d.sendAndSettle(.present("d", to: .minimized))
        backdrop = d.presentation.stackBackdrop
        XCTAssertEqual(backdrop.sliverCount, 2, "at most two slivers")
        XCTAssertEqual(DropDownSheetPresentation().stackBackdrop, DropDownSheetStackBackdrop())
    }

    func testTouchesGoFrontToBackAndTheDimmingBelongsToTheFrontmostThatDims() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        d.sendAndSettle(.present(.b))
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 780), .sheet(.b), "the expanded card covers the bar")
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 20), .dimming(.b))
        d.sendAndSettle(.tap(x: 195, y: 20))
        XCTAssertEqual(d.presentation.phase(of: .b), .resting(.minimized), "the dimming tap minimizes the front sheet")
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 400), .passthrough)
    }

    func testASecondTouchWhileAFingerHoldsASheetIsIgnored() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        d.send(.touchDown(x: 195, y: 100))
        d.t += 0.05
        d.send(.touchMove(y: 200))
        let effects = d.send(.touchDown(x: 195, y: 500))
        XCTAssertTrue(effects.isEmpty)
        XCTAssertEqual(d.top(.a), 157, accuracy: 1e-9, "the first finger still holds the card")
    }

    func testATouchOnNothingCatchesNothing() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        d.send(.touchDown(x: 195, y: 300))
        d.send(.touchMove(y: 200))
        XCTAssertEqual(d.send(.touchUp()), [])
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.minimized))
    }

    func testAFlickOnTheBarPlaysTheHapticOnlyWhenEnabled() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        d.drag(from: 780, to: 500, velocity: -2000)
        XCTAssertTrue(d.effects.contains(.haptic(.a)))
        var quiet = PresentationDriver()
        var config = DropDownSheetConfiguration()
        config.isHapticFeedbackEnabled = false
        quiet.sendAndSettle(.present(.a, to: .minimized, configuration: config))
        quiet.drag(from: 780, to: 500, velocity: -2000)
        XCTAssertEqual(quiet.presentation.phase(of: .a), .resting(.expanded))
        XCTAssertFalse(quiet.effects.contains(.haptic(.a)))
    }

    func testTheEscapeGestureMinimizesTheFrontExpandedSheet() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertFalse(d.presentation.canPerformAccessibilityEscape)
        d.sendAndSettle(.present(.b))
        XCTAssertTrue(d.presentation.canPerformAccessibilityEscape)
        XCTAssertTrue(d.presentation.isAccessibilityModal)
        d.sendAndSettle(.accessibilityEscape)
        XCTAssertEqual(d.presentation.phase(of: .b), .resting(.minimized))
        XCTAssertFalse(d.presentation.isAccessibilityModal)
    }

    func testDismissAllTakesEverySheetAwayInCode() {
        var d = twoMinimizedDrafts()
        d.send(.dismissalVeto(.a, isVetoed: true))
        d.sendAndSettle(.dismissAll())
        XCTAssertTrue(d.presentation.isEmpty, "dismissal in code is never vetoed")
        XCTAssertEqual(d.effects.filter { if case .sheetRemoved = $0 { return true } else { return false } }.count, 2)
    }
}
