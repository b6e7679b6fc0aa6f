import XCTest
@testable import DropDownSheetCore

/// Rest positions from the container and the configuration, and what the screen shows for any
/// position of the sheet.
final class LayoutTests: XCTestCase {
    private func layout(_ container: DropDownSheetContainer = CoreFixture.phone,
                        _ configuration: DropDownSheetConfiguration = .init()) -> DropDownSheetLayout {
        DropDownSheetLayout(container: container.sanitized().0, configuration: configuration.sanitized().0)
    }

    private func render(top: Double, container: DropDownSheetContainer = CoreFixture.phone,
                        configuration: DropDownSheetConfiguration = .init()) -> DropDownSheetRenderState {
        DropDownSheetRenderState(phase: .dragging, top: top, velocity: 0, layout: layout(container, configuration),
                                 configuration: configuration, containerHeight: container.height)
    }

    // MARK: - Rest positions

    func testPhoneRestPositionsAre57And750And844() {
        let l = layout()
        XCTAssertEqual(l.expandedTop, 57)
        XCTAssertEqual(l.minimizedTop, 750)
        XCTAssertEqual(l.dismissedTop, 844)
        XCTAssertEqual(l.top(of: .expanded), 57)
        XCTAssertEqual(l.top(of: .minimized), 750)
        XCTAssertEqual(l.top(of: .dismissed), 844)
        XCTAssertEqual(l.barHeight, 60)
        XCTAssertEqual(l.dimension, 844)
    }

    func testEngineRestsAtTheLayoutsPositions() {
        for state in DropDownSheetState.allCases {
            let engine = CoreFixture.engine(resting: state)
            XCTAssertEqual(engine.renderState.sheetTop, CoreFixture.top(state), "\(state)")
            XCTAssertEqual(engine.phase, .resting(state))
        }
    }

    func testExpandedTopIsInsetBelowTheSafeArea() {
        XCTAssertEqual(layout(CoreFixture.phone, .init(expandedTopInset: 25)).expandedTop, 72)
        XCTAssertEqual(layout(CoreFixture.phone, .init(expandedTopInset: 0)).expandedTop, 47)
        var noNotch = CoreFixture.phone
        noNotch.safeAreaTop = 20
        XCTAssertEqual(layout(noNotch).expandedTop, 30)
    }

    func testMinimizedBarSitsAboveTheHighestOfSafeAreaBottomBarAndKeyboard() {
        var c = CoreFixture.phone
        c.bottomBarHeight = 83  // a tab bar, including the home indicator below it
        XCTAssertEqual(layout(c).minimizedTop, 701)
        c.keyboardHeight = 336
        XCTAssertEqual(layout(c).minimizedTop, 448, "the keyboard is highest")
        c.bottomBarHeight = 400
        XCTAssertEqual(layout(c).minimizedTop, 384, "the bottom bar is highest")
        c = CoreFixture.phone
        c.bottomBarHeight = 20
        XCTAssertEqual(layout(c).minimizedTop, 750, "the safe area is highest")
        c = CoreFixture.phone
        c.keyboardHeight = 291
        XCTAssertEqual(layout(c).minimizedTop, 493)
        XCTAssertEqual(layout(c).dismissedTop, 844, "the keyboard does not move the dismissed place")
    }

    func testMinimizedHeightIsConfigurable() {
        let l = layout(CoreFixture.phone, .init(minimizedHeight: 100))
        XCTAssertEqual(l.minimizedTop, 710)
        XCTAssertEqual(l.barHeight, 100)
    }

    func testMinimizedNeverRisesAboveExpanded() {
        var c = CoreFixture.phone
        c.keyboardHeight = 800
        let l = layout(c)
        XCTAssertEqual(l.minimizedTop, 57)
        XCTAssertEqual(l.expandedTop, 57)
    }

    func testDegenerateContainersKeepRestPositionsOrderedAndFinite() {
        let containers: [DropDownSheetContainer] = [
            .init(),
            .init(width: 0, height: 0, safeAreaTop: 47, safeAreaBottom: 34),
            .init(width: -390, height: -844, safeAreaTop: -47, safeAreaBottom: -34, bottomBarHeight: -1, keyboardHeight: -1),
            .init(width: .nan, height: .nan, safeAreaTop: .nan, safeAreaBottom: .nan, bottomBarHeight: .nan, keyboardHeight: .nan),
            .init(width: .infinity, height: .infinity, safeAreaTop: .infinity, safeAreaBottom: .infinity,
                  bottomBarHeight: .infinity, keyboardHeight: .infinity),
            .init(width: 390, height: 844, safeAreaTop: 2_000, safeAreaBottom: 3_000, bottomBarHeight: 5_000, keyboardHeight: 9_000),
            .init(width: 390, height: 50, safeAreaTop: 47, safeAreaBottom: 34),
            .init(width: 390, height: 1, safeAreaTop: 0.5, safeAreaBottom: 0.5),
            .init(width: 1e300, height: 1e300, safeAreaTop: 1e300, safeAreaBottom: -1e300),
            .init(width: 390, height: 844, safeAreaTop: 800, safeAreaBottom: 800),
        ]
        let configurations: [DropDownSheetConfiguration] = [
            .init(),
            .init(expandedTopInset: 10_000, minimizedHeight: 10_000),
            .init(expandedTopInset: .nan, minimizedHeight: -.infinity, maximumWidth: 0),
        ]
        for container in containers {
            for configuration in configurations {
                let l = layout(container, configuration)
                let tops = [l.expandedTop, l.minimizedTop, l.dismissedTop, l.dimension, l.cardX, l.cardWidth, l.barHeight]
                XCTAssertTrue(tops.allSatisfy(\.isFinite), "\(container) \(configuration): \(l)")
                XCTAssertLessThanOrEqual(l.expandedTop, l.minimizedTop, "\(container)")
                XCTAssertLessThanOrEqual(l.minimizedTop, l.dismissedTop, "\(container)")
                XCTAssertGreaterThanOrEqual(l.dimension, 1)
                XCTAssertGreaterThanOrEqual(l.cardWidth, 0)
                for top in [l.expandedTop, l.minimizedTop, l.dismissedTop, -1e6, 1e6] {
                    let r = DropDownSheetRenderState(phase: .dragging, top: top, velocity: 0, layout: l,
                                                     configuration: configuration.sanitized().0,
                                                     containerHeight: container.sanitized().0.height)
                    XCTAssertEqual(nonFiniteFields(of: r), [], "\(container) at \(top)")
                }
            }
        }
    }

    func testContainerSanitizingMakesSizesFiniteAndInsetsNoLargerThanTheHeight() {
        let (clean, corrected) = DropDownSheetContainer(width: .nan, height: -5, safeAreaTop: 10).sanitized()
        XCTAssertTrue(corrected)
        XCTAssertEqual(clean, DropDownSheetContainer(width: 0, height: 0, safeAreaTop: 0))
        let (capped, cappedCorrected) = DropDownSheetContainer(width: 390, height: 844, safeAreaBottom: 900, keyboardHeight: .infinity).sanitized()
        XCTAssertTrue(cappedCorrected)
        XCTAssertEqual(capped.safeAreaBottom, 844)
        XCTAssertEqual(capped.keyboardHeight, 844)
        let (same, sameCorrected) = CoreFixture.phone.sanitized()
        XCTAssertFalse(sameCorrected)
        XCTAssertEqual(same, CoreFixture.phone)
    }

    func testSetContainerReportsAnInvalidContainerOnlyWhenItCorrectsOne() {
        var engine = CoreFixture.engine(resting: .minimized)
        XCTAssertEqual(Array(engine.setContainer(.init(width: 390, height: .nan), animated: false, at: 1)),
                       [.inputCorrected(.invalidContainer)])
        XCTAssertEqual(engine.container.height, 0)
        XCTAssertEqual(Array(engine.setContainer(CoreFixture.phone, animated: false, at: 2)), [])
        XCTAssertEqual(engine.container, CoreFixture.phone)
    }

    func testConfigurationOutOfRangeIsClampedAndReported() {
        var engine = CoreFixture.engine(resting: .expanded)
        let wild = DropDownSheetConfiguration(expandedTopInset: .nan, minimizedHeight: -4, maximumWidth: 0, cornerRadius: -1,
                                              presentingScale: 2, presentingCornerRadius: .infinity, dimAlpha: -0.5,
                                              spring: .init(response: 0, dampingRatio: .nan))
        XCTAssertEqual(Array(engine.setConfiguration(wild, animated: false, at: 1)), [.inputCorrected(.invalidConfiguration)])
        let c = engine.configuration
        XCTAssertEqual(c.expandedTopInset, 10)
        XCTAssertEqual(c.minimizedHeight, 0)
        XCTAssertEqual(c.maximumWidth, 1)
        XCTAssertEqual(c.cornerRadius, 0)
        XCTAssertEqual(c.presentingScale, 1)
        XCTAssertEqual(c.presentingCornerRadius, 10_000)
        XCTAssertEqual(c.dimAlpha, 0)
        XCTAssertEqual(c.spring, DropDownSheetSpring(response: 0.01, dampingRatio: 1))
        XCTAssertEqual(Array(engine.setConfiguration(.init(maximumWidth: .infinity), animated: false, at: 2)), [],
                       "no limit on the width is a valid configuration")
    }

    func testInitialiserCorrectsSilently() {
        let engine = DropDownSheetEngine(configuration: .init(dimAlpha: 7), container: .init(width: -1, height: .nan))
        XCTAssertEqual(engine.configuration.dimAlpha, 1)
        XCTAssertEqual(engine.container.height, 0)
        XCTAssertEqual(nonFiniteFields(of: engine.renderState), [])
    }

    // MARK: - Rendering

    func testExpandedLooksScaledRoundedAndDimmedWithTheBarFadedOut() {
        let r = render(top: 57)
        XCTAssertEqual(r.progress, 1)
        XCTAssertEqual(r.presentingScale, 0.92, accuracy: 1e-12)
        XCTAssertEqual(r.presentingCornerRadius, 10, accuracy: 1e-12)
        XCTAssertEqual(r.dimAlpha, 0.2, accuracy: 1e-12)
        XCTAssertEqual(r.barAlpha, 0, accuracy: 1e-12)
    }

    func testMinimizedLeavesTheScreenUnderneathUntouchedWithTheBarShowing() {
        let r = render(top: 750)
        XCTAssertEqual(r.progress, 0)
        XCTAssertEqual(r.presentingScale, 1)
        XCTAssertEqual(r.presentingCornerRadius, 0)
        XCTAssertEqual(r.dimAlpha, 0)
        XCTAssertEqual(r.barAlpha, 1)
    }

    func testLookInterpolatesLinearlyBetweenMinimizedAndExpanded() {
        for fraction in [0.1, 0.25, 0.5, 0.75, 0.9] {
            let r = render(top: 750 - 693 * fraction)
            XCTAssertEqual(r.progress, fraction, accuracy: 1e-12)
            XCTAssertEqual(r.presentingScale, 1 - 0.08 * fraction, accuracy: 1e-12, "fraction \(fraction)")
            XCTAssertEqual(r.presentingCornerRadius, 10 * fraction, accuracy: 1e-12, "fraction \(fraction)")
            XCTAssertEqual(r.dimAlpha, 0.2 * fraction, accuracy: 1e-12, "fraction \(fraction)")
            XCTAssertEqual(r.barAlpha, 1 - fraction, accuracy: 1e-12, "fraction \(fraction)")
        }
    }

    func testBelowMinimizedTheScreenUnderneathIsUntouched() {
        for top in [760.0, 800, 844, 1_200] {
            let r = render(top: top)
            XCTAssertLessThan(r.progress, 0)
            XCTAssertEqual(r.presentingScale, 1, "top \(top)")
            XCTAssertEqual(r.presentingCornerRadius, 0, "top \(top)")
            XCTAssertEqual(r.dimAlpha, 0, "top \(top)")
            XCTAssertEqual(r.barAlpha, 1, "top \(top)")
        }
    }

    func testAboveExpandedTheLookStaysAtExpanded() {
        let r = render(top: 20)
        XCTAssertGreaterThan(r.progress, 1)
        XCTAssertEqual(r.presentingScale, 0.92, accuracy: 1e-12)
        XCTAssertEqual(r.presentingCornerRadius, 10, accuracy: 1e-12)
        XCTAssertEqual(r.dimAlpha, 0.2, accuracy: 1e-12)
        XCTAssertEqual(r.barAlpha, 0, accuracy: 1e-12)
        XCTAssertEqual(r.cardHeight, 844 - 20, "the card grows when pulled above its place")
    }

    func testCustomLookIsReachedAtExpanded() {
        let configuration = DropDownSheetConfiguration(presentingScale: 0.8, presentingCornerRadius: 24, dimAlpha: 0.5)
        let full = render(top: 57, configuration: configuration)
        XCTAssertEqual(full.presentingScale, 0.8, accuracy: 1e-12)
        XCTAssertEqual(full.presentingCornerRadius, 24, accuracy: 1e-12)
        XCTAssertEqual(full.dimAlpha, 0.5, accuracy: 1e-12)
        let half = render(top: 403.5, configuration: configuration)
        XCTAssertEqual(half.presentingScale, 0.9, accuracy: 1e-12)
        XCTAssertEqual(half.presentingCornerRadius, 12, accuracy: 1e-12)
        XCTAssertEqual(half.dimAlpha, 0.25, accuracy: 1e-12)
    }

    func testEngineRenderStatesAtRestMatchTheLook() {
        let expanded = CoreFixture.engine(resting: .expanded).renderState
        XCTAssertEqual(expanded.presentingScale, 0.92, accuracy: 1e-12)
        XCTAssertEqual(expanded.dimAlpha, 0.2, accuracy: 1e-12)
        XCTAssertEqual(expanded.velocity, 0)
        for state in [DropDownSheetState.minimized, .dismissed] {
            let r = CoreFixture.engine(resting: state).renderState
            XCTAssertEqual(r.presentingScale, 1, "\(state)")
            XCTAssertEqual(r.presentingCornerRadius, 0, "\(state)")
            XCTAssertEqual(r.dimAlpha, 0, "\(state)")
            XCTAssertEqual(r.barAlpha, 1, "\(state)")
        }
    }

    func testProgressWhenExpandedAndMinimizedCoincide() {
        var c = CoreFixture.phone
        c.keyboardHeight = 800
        XCTAssertEqual(render(top: 57, container: c).progress, 1)
        XCTAssertEqual(render(top: 30, container: c).progress, 1)
        XCTAssertEqual(render(top: 60, container: c).progress, 0)
    }

    // MARK: - Card placement

    func testCardFillsTheWidthOfAPhone() {
        let r = render(top: 57)
        XCTAssertEqual(r.cardX, 0)
        XCTAssertEqual(r.cardWidth, 390)
    }

    func testCardIsCentredAndNoWiderThanTheMaximumWidth() {
        let wide = DropDownSheetContainer(width: 1_000, height: 800, safeAreaTop: 24, safeAreaBottom: 20)
        let r = render(top: 100, container: wide)
        XCTAssertEqual(r.cardWidth, 700)
        XCTAssertEqual(r.cardX, 150)
        let narrower = render(top: 100, container: wide, configuration: .init(maximumWidth: 500))
        XCTAssertEqual(narrower.cardWidth, 500)
        XCTAssertEqual(narrower.cardX, 250)
        let unlimited = render(top: 100, container: wide, configuration: .init(maximumWidth: .infinity))
        XCTAssertEqual(unlimited.cardWidth, 1_000)
        XCTAssertEqual(unlimited.cardX, 0)
    }

    func testMinimizedVisibleHeightIsTheBarHeight() {
        XCTAssertEqual(render(top: 750).visibleHeight, 60)
        XCTAssertEqual(CoreFixture.engine(resting: .minimized).renderState.visibleHeight, 60)
        XCTAssertEqual(render(top: 710, configuration: .init(minimizedHeight: 100)).visibleHeight, 100)
    }

    func testMinimizedCardNeverCoversATabBarUnderItsBar() {
        var c = CoreFixture.phone
        c.bottomBarHeight = 83
        let engine = CoreFixture.engine(resting: .minimized, container: c)
        let r = engine.renderState
        XCTAssertEqual(r.sheetTop, 701)
        XCTAssertEqual(r.sheetTop + r.visibleHeight, 844 - 83, "the visible bar ends where the tab bar begins")
    }

    func testExpandedCardIsVisibleToTheBottom() {
        let r = render(top: 57)
        XCTAssertEqual(r.visibleHeight, 844 - 57)
        XCTAssertEqual(r.cardHeight, 844 - 57)
    }

    func testVisibleHeightGrowsAsTheCardExpands() {
        var previous = render(top: 750).visibleHeight
        for step in 1...69 {
            let r = render(top: 750 - Double(step) * 10)
            XCTAssertGreaterThan(r.visibleHeight, previous, "step \(step)")
            XCTAssertLessThanOrEqual(r.sheetTop + r.visibleHeight, 844 + 1e-9)
            previous = r.visibleHeight
        }
    }

    func testBelowMinimizedOnlyTheBarIsVisible() {
        for top in [760.0, 820, 844] {
            XCTAssertEqual(render(top: top).visibleHeight, 60, "top \(top)")
        }
    }
}
