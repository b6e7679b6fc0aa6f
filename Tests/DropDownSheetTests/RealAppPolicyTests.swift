import XCTest
@testable import DropDownSheetCore

/// Keyboard, bottom bars, Reduce Motion, Dynamic Type, accessibility, user dismissal and haptics:
/// the decisions the UIKit shell applies in real apps.
final class RealAppPolicyTests: XCTestCase {
    private let phone = DropDownSheetContainer(width: 390, height: 844, safeAreaTop: 47, safeAreaBottom: 34)

    private func engine(_ state: DropDownSheetState = .expanded, container: DropDownSheetContainer? = nil,
                        configuration: DropDownSheetConfiguration = .init()) -> DropDownSheetEngine {
        var engine = DropDownSheetEngine(configuration: configuration, container: container ?? phone)
        engine.present(to: state, animated: false, at: 0)
        return engine
    }

    private func settle(_ engine: inout DropDownSheetEngine, from start: Double) -> [DropDownSheetEvent] {
        var events: [DropDownSheetEvent] = []
        var t = start
        while engine.isMoving, t < start + 10 {
            t += 1.0 / 60
            events += Array(engine.tick(at: t))
        }
        return events
    }

    // MARK: Keyboard

    func testMinimizedBarRidesAboveAKeyboardOpenedUnderneath() {
        var e = engine(.minimized)
        var c = phone
        c.keyboardHeight = 336
        XCTAssertTrue(Array(e.setContainer(c, at: 1)).isEmpty, "a keyboard moves the bar without will/did events")
        XCTAssertEqual(e.phase, .resting(.minimized))
        XCTAssertTrue(e.isMoving)
        XCTAssertTrue(settle(&e, from: 1).isEmpty)
        XCTAssertEqual(e.renderState.sheetTop, 844 - 336 - 60)
    }

    func testKeyboardCoversTheExpandedCardBeyondTheHomeIndicatorInset() {
        XCTAssertEqual(DropDownSheetKeyboard.contentBottomInset(keyboardHeight: 336, cardBottom: 844, containerHeight: 844,
                                                               contentSafeAreaBottom: 34), 302)
        XCTAssertEqual(DropDownSheetKeyboard.contentBottomInset(keyboardHeight: 0, cardBottom: 844, containerHeight: 844,
                                                               contentSafeAreaBottom: 34), 0)
        XCTAssertEqual(DropDownSheetKeyboard.contentBottomInset(keyboardHeight: .nan, cardBottom: 844, containerHeight: 844,
                                                               contentSafeAreaBottom: 34), 0)
    }

    func testMinimizingResignsTheFirstResponderAndExpandingRestoresIt() {
        XCTAssertEqual(DropDownSheetKeyboard.responderAction(after: .willMove(to: .minimized)), .rememberAndResign)
        XCTAssertEqual(DropDownSheetKeyboard.responderAction(after: .willMove(to: .dismissed)), .rememberAndResign)
        XCTAssertEqual(DropDownSheetKeyboard.responderAction(after: .didMove(to: .expanded)), .restore)
        XCTAssertEqual(DropDownSheetKeyboard.responderAction(after: .didMove(to: .dismissed)), .forget)
        XCTAssertNil(DropDownSheetKeyboard.responderAction(after: .willMove(to: .expanded)))
        XCTAssertNil(DropDownSheetKeyboard.responderAction(after: .didAttemptToDismiss))
    }

    // MARK: Bottom bars

    func testMinimizedBarSitsAboveATabBarByDefault() {
        var c = phone
        c.bottomBarHeight = 83
        let e = engine(.minimized, container: c)
        XCTAssertEqual(e.renderState.sheetTop, 844 - 83 - 60)
        XCTAssertEqual(e.renderState.sheetTop + e.renderState.visibleHeight, 844 - 83, "the bar must not cover the tab bar")
    }

    func testMinimizedBarCanBeToldToIgnoreTheTabBar() {
        var c = phone
        c.bottomBarHeight = 83
        var configuration = DropDownSheetConfiguration()
        configuration.avoidsBottomBar = false
        XCTAssertEqual(engine(.minimized, container: c, configuration: configuration).renderState.sheetTop, 844 - 34 - 60)
    }

    // MARK: Size changes

    func testRotationKeepsTheRestStateAndItsPlace() {
        var e = engine(.minimized)
        let landscape = DropDownSheetContainer(width: 844, height: 390, safeAreaTop: 0, safeAreaBottom: 21)
        XCTAssertTrue(Array(e.setContainer(landscape, animated: false, at: 1)).isEmpty)
        XCTAssertEqual(e.phase, .resting(.minimized))
        XCTAssertEqual(e.renderState.sheetTop, 390 - 21 - 60)
    }

    func testRotationMidFlightKeepsTheCardsRelativePlaceAndSpeed() {
        var e = engine(.expanded)
        e.move(to: .minimized, at: 1)
        _ = e.tick(at: 1.1)
        let before = e.renderState
        let landscape = DropDownSheetContainer(width: 844, height: 390, safeAreaTop: 0, safeAreaBottom: 21)
        e.setContainer(landscape, animated: false, at: 1.1)
        let after = e.renderState
        XCTAssertEqual(after.progress, before.progress, accuracy: 1e-9)
        XCTAssertEqual(after.velocity / (309 - 10), before.velocity / (750 - 57), accuracy: 1e-9)
        XCTAssertEqual(e.phase, .settling(toward: .minimized))
    }

    func testWideContainersCentreACardOfTheMaximumWidth() {
        let iPad = DropDownSheetContainer(width: 1024, height: 1366, safeAreaTop: 24, safeAreaBottom: 20)
        let r = engine(.minimized, container: iPad).renderState
        XCTAssertEqual(r.cardWidth, 700)
        XCTAssertEqual(r.cardX, 162)
    }

    // MARK: Reduce Motion and Dynamic Type

    func testReduceMotionLeavesTheScreenUnderneathUnscaled() {
        var c = phone
        c.prefersReducedMotion = true
        let r = engine(.expanded, container: c).renderState
        XCTAssertEqual(r.presentingScale, 1)
        XCTAssertEqual(r.presentingCornerRadius, 0)
        XCTAssertEqual(r.dimAlpha, 0.2, "dimming still shows that the screen underneath is inactive")
    }

    func testReduceMotionUsesAShortCriticallyDampedSpring() {
        var c = phone
        c.prefersReducedMotion = true
        var configuration = DropDownSheetConfiguration()
        configuration.spring = DropDownSheetSpring(response: 0.8, dampingRatio: 0.5)
        var e = engine(.expanded, container: c, configuration: configuration)
        XCTAssertEqual(e.spring, .reducedMotion)
        e.move(to: .minimized, at: 1)
        var t = 1.0, lowest = 0.0
        while e.isMoving, t < 5 {
            t += 1.0 / 120
            e.tick(at: t)
            lowest = max(lowest, e.renderState.sheetTop)
        }
        XCTAssertLessThanOrEqual(lowest, 750 + 0.001, "a critically damped spring does not overshoot")
        XCTAssertLessThan(t - 1, 0.8, "and it is short")
    }

    func testLargerTextGrowsTheBarButSmallerTextDoesNotShrinkIt() {
        var c = phone
        c.contentSizeScale = 1.5
        XCTAssertEqual(engine(.minimized, container: c).renderState.visibleHeight, 90)
        c.contentSizeScale = 0.8
        XCTAssertEqual(engine(.minimized, container: c).renderState.visibleHeight, 60)
        c.contentSizeScale = 9
        XCTAssertEqual(engine(.minimized, container: c).renderState.visibleHeight, 180)
    }

    // MARK: Accessibility

    func testExpandedSheetIsModalForVoiceOverAndTheBarIsOneElement() {
        let expanded = DropDownSheetAccessibility(phase: .resting(.expanded), configuration: .init())
        XCTAssertTrue(expanded.isModal)
        XCTAssertFalse(expanded.barIsSingleElement)
        let minimized = DropDownSheetAccessibility(phase: .resting(.minimized), configuration: .init())
        XCTAssertFalse(minimized.isModal)
        XCTAssertTrue(minimized.barIsSingleElement)
        XCTAssertTrue(minimized.offersExpandAction)
        XCTAssertTrue(minimized.offersCloseAction)
        var fixed = DropDownSheetConfiguration()
        fixed.isDismissible = false
        XCTAssertFalse(DropDownSheetAccessibility(phase: .resting(.minimized), configuration: fixed).offersCloseAction)
        XCTAssertTrue(DropDownSheetAccessibility(phase: .dragging, configuration: .init()).isModal)
        let gone = DropDownSheetAccessibility(phase: .resting(.dismissed), configuration: .init())
        XCTAssertFalse(gone.isModal || gone.barIsSingleElement)
    }

    func testTheBarSaysItsTitleTrimmedOrLeavesTheNameToTheShell() {
        XCTAssertEqual(DropDownSheetAccessibility.barTitle("  Lunch on Friday "), "Lunch on Friday")
        // No title: the shell says the untitled sheet's name ("Draft", in the app's language).
        XCTAssertNil(DropDownSheetAccessibility.barTitle(nil))
        XCTAssertNil(DropDownSheetAccessibility.barTitle(" \n"))
    }

    func testFocusFollowsTheSheet() {
        XCTAssertEqual(DropDownSheetAccessibility.announcement(after: .didMove(to: .expanded)), .focusContent)
        XCTAssertEqual(DropDownSheetAccessibility.announcement(after: .didMove(to: .minimized)), .focusBar)
        XCTAssertEqual(DropDownSheetAccessibility.announcement(after: .didMove(to: .dismissed)), .focusScreenUnderneath)
        XCTAssertNil(DropDownSheetAccessibility.announcement(after: .willMove(to: .expanded)))
    }

    func testEscapeGestureMinimizesAnExpandedSheetOnly() {
        var e = engine(.expanded)
        XCTAssertTrue(e.canPerformAccessibilityEscape)
        XCTAssertEqual(Array(e.performAccessibilityEscape(at: 1)), [.willMove(to: .minimized)])
        _ = settle(&e, from: 1)
        XCTAssertFalse(e.canPerformAccessibilityEscape)
        XCTAssertTrue(Array(e.performAccessibilityEscape(at: 5)).isEmpty)
        XCTAssertEqual(e.phase, .resting(.minimized))
    }

    // MARK: Drafts

    func testCloseRequestDismissesThroughTheVeto() {
        var e = engine(.minimized)
        e.isDismissalVetoed = true
        XCTAssertEqual(Array(e.requestDismissal(at: 1)), [.didAttemptToDismiss])
        XCTAssertEqual(e.restState, .minimized)
        e.isDismissalVetoed = false
        XCTAssertEqual(Array(e.requestDismissal(at: 2)), [.willMove(to: .dismissed)])
        XCTAssertEqual(settle(&e, from: 2), [.didMove(to: .dismissed)])
    }

    func testCloseRequestOfASheetThatIsNotDismissibleIsAnAttemptThatKeepsIt() {
        var configuration = DropDownSheetConfiguration()
        configuration.isDismissible = false
        var e = engine(.minimized, configuration: configuration)
        XCTAssertEqual(Array(e.requestDismissal(at: 1)), [.didAttemptToDismiss])
        XCTAssertEqual(e.phase, .resting(.minimized))
        var expanded = engine(.expanded, configuration: configuration)
        XCTAssertEqual(Array(expanded.requestDismissal(at: 1)), [.didAttemptToDismiss, .willMove(to: .minimized)])
    }

    func testCloseRequestFromAnExpandedVetoedSheetMinimizesIt() {
        var e = engine(.expanded)
        e.isDismissalVetoed = true
        XCTAssertEqual(Array(e.requestDismissal(at: 1)), [.didAttemptToDismiss, .willMove(to: .minimized)])
    }

    // MARK: Haptics

    func testAHapticMarksASnapToAnotherStateOnly() {
        var e = engine(.expanded)
        e.beginDrag(x: 195, y: 100, at: 1)
        e.drag(toY: 150, at: 1.05)
        XCTAssertEqual(e.endDrag(atY: 200, velocity: 1500, at: 1.1).snapTarget, .minimized)
        var back = engine(.expanded)
        back.beginDrag(x: 195, y: 100, at: 1)
        back.drag(toY: 110, at: 1.05)
        XCTAssertNil(back.endDrag(atY: 110, velocity: 0, at: 1.5).snapTarget, "a release back where it was is no snap")
    }
}
