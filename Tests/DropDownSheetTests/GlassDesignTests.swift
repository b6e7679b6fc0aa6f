// iOS 26's design in the core: `.automatic` bars become floating glass capsules where the system
// draws its bars with glass, an app opts a sheet out with the `.material` background, and the
// drafts' bar and the stack follow the capsule.
import XCTest
@testable import DropDownSheetCore

final class GlassDesignTests: XCTestCase {
    private var glassPhone: DropDownSheetContainer {
        var c = CoreFixture.phone
        c.systemDesign = .glass
        return c
    }

    func testAutomaticIsTheFloatingCapsuleOnGlassAndAttachedBefore() {
        XCTAssertEqual(DropDownSheetContainer().systemDesign, .material, "the default: the design before iOS 26")
        XCTAssertEqual(DropDownSheetBarStyle.automatic.resolved(for: .glass), .floating)
        XCTAssertEqual(DropDownSheetBarStyle.automatic.resolved(for: .material), .attached)
        XCTAssertEqual(DropDownSheetBarStyle.attached.resolved(for: .glass), .attached, "an explicit choice is kept")
        XCTAssertEqual(DropDownSheetBarStyle.floating.resolved(for: .material), .floating)
        let r = CoreFixture.engine(resting: .minimized, container: glassPhone).renderState
        XCTAssertEqual(r.sheetTop, 844 - 34 - 8 - 60, "8 points above the home indicator's area")
        XCTAssertEqual(r.visibleLeftInset, 12)
        XCTAssertEqual(r.visibleRightInset, 12)
        XCTAssertEqual(r.topCornerRadius, 30)
        XCTAssertEqual(r.bottomCornerRadius, 30)
    }

    func testTheBackgroundIsGlassOnlyWhereTheSystemDrawsGlass() {
        XCTAssertEqual(DropDownSheetConfiguration().barBackground, .automatic)
        XCTAssertEqual(DropDownSheetBarBackground.automatic.resolved(for: .glass), .glass)
        XCTAssertEqual(DropDownSheetBarBackground.automatic.resolved(for: .material), .material)
        XCTAssertEqual(DropDownSheetBarBackground.glass.resolved(for: .material), .material, "no glass before iOS 26")
        XCTAssertEqual(DropDownSheetBarBackground.material.resolved(for: .glass), .material)
        XCTAssertEqual(DropDownSheetBarBackground.none.resolved(for: .glass), .none)
        for background in DropDownSheetBarBackground.allCases {
            for design in DropDownSheetSystemDesign.allCases {
                XCTAssertNotEqual(background.resolved(for: design), .automatic)
            }
        }
    }

    /// Opting a sheet out of glass gives it the whole earlier look: attached, over the material.
    func testTheMaterialBackgroundOptsOutOfGlassAndKeepsTheAttachedBar() {
        let optedOut = DropDownSheetConfiguration(barBackground: .material)
        XCTAssertEqual(optedOut.resolvedBarStyle(in: glassPhone), .attached)
        XCTAssertEqual(optedOut.resolvedBarBackground(in: glassPhone), .material)
        let onGlass = CoreFixture.engine(resting: .minimized, configuration: optedOut, container: glassPhone).renderState
        let before = CoreFixture.engine(resting: .minimized).renderState
        XCTAssertEqual(onGlass, before, "the same bar as on iOS 18")
        // A compact view that draws its own background still floats as a capsule.
        let ownBackground = DropDownSheetConfiguration(barBackground: .none)
        XCTAssertEqual(ownBackground.resolvedBarStyle(in: glassPhone), .floating)
        // A floating bar over the material is a choice too.
        XCTAssertEqual(DropDownSheetConfiguration(barStyle: .floating, barBackground: .material).resolvedBarStyle(in: glassPhone), .floating)
    }

    /// Review 20, finding 8: a sheet whose bar is the card's top edge (the app's content, often
    /// opaque) is laid out on the material, attached, even on glass; a sheet with a bar item or a
    /// compact view keeps the glass capsule; an explicit choice is kept.
    func testATopEdgeBarIsOnTheMaterialAndAttachedEvenOnGlass() {
        let automatic = DropDownSheetConfiguration()
        let topEdge = automatic.forBar(isTopEdge: true)
        XCTAssertEqual(topEdge.resolvedBarBackground(in: glassPhone), .material)
        XCTAssertEqual(topEdge.resolvedBarStyle(in: glassPhone), .attached)
        let r = CoreFixture.engine(resting: .minimized, configuration: topEdge, container: glassPhone).renderState
        XCTAssertEqual(r, CoreFixture.engine(resting: .minimized).renderState, "the card's top edge, as on iOS 18")
        XCTAssertEqual(automatic.forBar(isTopEdge: false), automatic, "a bar item's or compact view's bar is untouched")
        XCTAssertEqual(automatic.forBar(isTopEdge: false).resolvedBarBackground(in: glassPhone), .glass)
        for explicit in [DropDownSheetBarBackground.glass, .material, .none] {
            let chosen = DropDownSheetConfiguration(barBackground: explicit)
            XCTAssertEqual(chosen.forBar(isTopEdge: true), chosen, "\(explicit) is the app's choice")
        }
    }

    /// Before iOS 26 nothing changes: every render state of a whole expand and minimize is the
    /// same with the default configuration as with the attached bar of the earlier versions.
    func testNothingChangesBeforeGlass() {
        var automatic = CoreFixture.engine(resting: .minimized)
        var attached = CoreFixture.engine(resting: .minimized, configuration: DropDownSheetConfiguration(barStyle: .attached))
        automatic.move(to: .expanded, animated: true, at: 0)
        attached.move(to: .expanded, animated: true, at: 0)
        var t = 0.0
        while automatic.isMoving {
            t += CoreFixture.frame
            automatic.tick(at: t)
            attached.tick(at: t)
            XCTAssertEqual(automatic.renderState, attached.renderState)
        }
    }

    /// On glass a floating mini player rests 8 points above the tab bar; the drafts' capsule 8
    /// points above it; the stack's slivers follow the capsule.
    func testOnGlassTheDraftsFloatAboveTheFloatingPlayer() {
        var d = PresentationDriver(bottomBar: 83)
        var container = d.presentation.container
        container.systemDesign = .glass
        d.sendAndSettle(.layout(container, animated: false))
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.a, to: .minimized))
        d.sendAndSettle(.present(.b, to: .minimized))
        XCTAssertEqual(d.top(.player), 844 - 83 - 8 - 60)
        XCTAssertEqual(d.top(.b), 693 - 8 - 60)
        let backdrop = d.presentation.stackBackdrop
        XCTAssertEqual(backdrop.barX, 12)
        XCTAssertEqual(backdrop.barWidth, 366)
        XCTAssertEqual(backdrop.cornerRadius, 30)
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 690), .passthrough, "the gap between the capsules")
    }

    /// The system's design changing (an app switching `UIDesignRequiresCompatibility` off between
    /// launches cannot, but a restored container can) glides the bar into its new shape.
    func testAChangeOfDesignGlidesTheBarIntoTheCapsule() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertEqual(d.presentation.renderState(of: .a).visibleLeftInset, 0)
        var container = d.presentation.container
        container.systemDesign = .glass
        d.send(.layout(container, animated: true))
        var previous = d.presentation.renderState(of: .a)
        for _ in 0..<60 {
            d.run(CoreFixture.frame)
            let r = d.presentation.renderState(of: .a)
            XCTAssertLessThan(abs(r.visibleLeftInset - previous.visibleLeftInset), 2, "the inset glides")
            XCTAssertLessThan(abs(r.topCornerRadius - previous.topCornerRadius), 4, "the corners glide")
            previous = r
        }
        d.settle()
        let r = d.presentation.renderState(of: .a)
        XCTAssertEqual(r.visibleLeftInset, 12)
        XCTAssertEqual(r.bottomCornerRadius, 30)
        XCTAssertEqual(r.sheetTop, 844 - 34 - 8 - 60)
    }

    func testAContainerAndAConfigurationSavedBeforeTheseKeysStillDecode() throws {
        let oldContainer = #"{"width":390,"height":844,"safeAreaTop":47,"safeAreaBottom":34,"bottomBarHeight":83,"keyboardHeight":0}"#
        let container = try JSONDecoder().decode(DropDownSheetContainer.self, from: Data(oldContainer.utf8))
        XCTAssertEqual(container.systemDesign, .material)
        XCTAssertNil(container.minimizedTabBar)
        var full = glassPhone
        full.minimizedTabBar = DropDownSheetMinimizedTabBar(x: 20, width: 48, bottom: 26, height: 48, isBesideSystemAccessory: true)
        XCTAssertEqual(try JSONDecoder().decode(DropDownSheetContainer.self, from: JSONEncoder().encode(full)), full)
        let configuration = DropDownSheetConfiguration(barBackground: .none)
        XCTAssertEqual(try JSONDecoder().decode(DropDownSheetConfiguration.self, from: JSONEncoder().encode(configuration)), configuration)
        XCTAssertEqual(try JSONDecoder().decode(DropDownSheetConfiguration.self, from: Data("{}".utf8)).barBackground, .automatic)
    }
}
