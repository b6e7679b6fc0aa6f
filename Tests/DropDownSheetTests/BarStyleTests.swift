// The floating bar: a capsule inset from the card's sides, lifted above what it rests on, that
// widens into the card as it expands; touches beside it reach the screen underneath.
import XCTest
@testable import DropDownSheetCore

final class BarStyleTests: XCTestCase {
    private let floating = DropDownSheetConfiguration(barStyle: .floating)

    func testAutomaticIsTheDefaultAndIsAttachedBeforeGlass() {
        XCTAssertEqual(DropDownSheetConfiguration().barStyle, .automatic)
        XCTAssertEqual(DropDownSheetBarStyle.automatic.resolved(for: .material), .attached)
        XCTAssertEqual(DropDownSheetBarStyle.floating.resolved(for: .material), .floating)
        let automatic = CoreFixture.engine(resting: .minimized).renderState
        let attached = CoreFixture.engine(resting: .minimized, configuration: DropDownSheetConfiguration(barStyle: .attached)).renderState
        XCTAssertEqual(automatic, attached)
    }

    func testAnAttachedBarIsFullWidthWithTheCardsTopCorners() {
        let r = CoreFixture.engine(resting: .minimized).renderState
        XCTAssertEqual(r.sheetTop, CoreFixture.minimizedTop)
        XCTAssertEqual(r.visibleLeftInset, 0)
        XCTAssertEqual(r.visibleRightInset, 0)
        XCTAssertEqual(r.topCornerRadius, 10)
        XCTAssertEqual(r.bottomCornerRadius, 0)
    }

    /// On the 390 x 844 phone: the capsule is 12 points in from each side, 8 points above the
    /// home indicator's area (844 - 34 - 8 - 60 = 742), with every corner at 30 (half of 60).
    func testAFloatingBarIsAnInsetCapsuleAboveTheHomeIndicator() {
        let r = CoreFixture.engine(resting: .minimized, configuration: floating).renderState
        XCTAssertEqual(r.sheetTop, 742)
        XCTAssertEqual(r.visibleHeight, 60)
        XCTAssertEqual(r.visibleLeftInset, 12)
        XCTAssertEqual(r.visibleRightInset, 12)
        XCTAssertEqual(r.topCornerRadius, 30)
        XCTAssertEqual(r.bottomCornerRadius, 30)
        XCTAssertEqual(r.cardWidth, 390, "the card keeps its width: its content is never resized")
    }

    func testExpandedTheFloatingCardIsTheAttachedCard() {
        let floatingCard = CoreFixture.engine(resting: .expanded, configuration: floating).renderState
        let attachedCard = CoreFixture.engine(resting: .expanded).renderState
        XCTAssertEqual(floatingCard.visibleLeftInset, 0)
        XCTAssertEqual(floatingCard.topCornerRadius, 10)
        XCTAssertEqual(floatingCard.bottomCornerRadius, 0)
        XCTAssertEqual(floatingCard.sheetTop, attachedCard.sheetTop)
        XCTAssertEqual(floatingCard.visibleHeight, attachedCard.visibleHeight)
    }

    func testHalfwayTheShapeIsHalfwayAndNeverJumps() {
        var engine = CoreFixture.engine(resting: .minimized, configuration: floating)
        engine.move(to: .expanded, animated: true, at: 0)
        var previous = engine.renderState
        var t = 0.0
        while engine.isMoving {
            t += CoreFixture.frame
            engine.tick(at: t)
            let r = engine.renderState
            let c = min(max(r.progress, 0), 1)
            XCTAssertEqual(r.visibleLeftInset, 12 * (1 - c), accuracy: 1e-9)
            XCTAssertEqual(r.visibleRightInset, 12 * (1 - c), accuracy: 1e-9)
            XCTAssertEqual(r.topCornerRadius, 30 + (10 - 30) * c, accuracy: 1e-9)
            XCTAssertEqual(r.bottomCornerRadius, 30 * (1 - c), accuracy: 1e-9)
            XCTAssertLessThan(abs(r.visibleLeftInset - previous.visibleLeftInset), 2, "continuous")
            previous = r
        }
        XCTAssertEqual(engine.renderState.visibleLeftInset, 0)
    }

    func testTouchesBesideTheCapsuleReachTheScreenUnderneath() {
        let engine = CoreFixture.engine(resting: .minimized, configuration: floating)
        XCTAssertEqual(engine.hitTest(x: 6, y: 770), .passthrough, "left of the capsule")
        XCTAssertEqual(engine.hitTest(x: 384, y: 770), .passthrough, "right of the capsule")
        XCTAssertEqual(engine.hitTest(x: 195, y: 806), .passthrough, "in the gap below it")
        XCTAssertEqual(engine.hitTest(x: 20, y: 770), .sheet)
        XCTAssertEqual(engine.hitTest(x: 195, y: 745), .sheet)
    }

    func testAGrownBarIsARoundedRectangleNotAPill() {
        var container = CoreFixture.phone
        container.contentSizeScale = 3
        let r = CoreFixture.engine(resting: .minimized, configuration: floating, container: container).renderState
        XCTAssertEqual(r.visibleHeight, 180)
        XCTAssertEqual(r.topCornerRadius, 30)
        XCTAssertEqual(DropDownSheetBarMetrics.floatingCornerRadius(barHeight: 40), 20)
        XCTAssertEqual(DropDownSheetBarMetrics.floatingCornerRadius(barHeight: .nan), 0)
        XCTAssertEqual(DropDownSheetBarMetrics.floatingInset(cardWidth: 20), 5, "a quarter of a narrow card")
        XCTAssertEqual(DropDownSheetBarMetrics.floatingInset(cardWidth: .nan), 0)
    }

    /// A floating mini player above an 83-point tab bar rests at 844 - 83 - 8 - 60 = 693; the
    /// drafts' bar rests on its top, floating 8 points above it if it floats too.
    func testFloatingBarsStackAboveAFloatingPlayer() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized, configuration: floating))
        d.sendAndSettle(.present(.a, to: .minimized, configuration: floating))
        XCTAssertEqual(d.top(.player), 693)
        XCTAssertEqual(d.top(.a), 693 - 8 - 60)
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 650), .sheet(.a))
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 690), .passthrough, "the gap between the bars")
        XCTAssertEqual(d.presentation.hitTest(x: 5, y: 720), .passthrough, "beside the player's capsule")
    }

    func testTheStacksSliversFollowTheCapsule() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized, configuration: floating))
        d.sendAndSettle(.present(.b, to: .minimized, configuration: floating))
        let backdrop = d.presentation.stackBackdrop
        XCTAssertEqual(backdrop.barX, 12)
        XCTAssertEqual(backdrop.barWidth, 366)
        XCTAssertEqual(backdrop.cornerRadius, 30)
    }

    func testChangingTheStyleRedrawsTheCorners() {
        let attached = DropDownSheetCardDrawing(render: CoreFixture.engine(resting: .minimized).renderState, isHidden: false,
                                                countLabel: nil, barHeight: 60, isContentInteractive: false)
        let capsule = DropDownSheetCardDrawing(render: CoreFixture.engine(resting: .minimized, configuration: floating).renderState,
                                               isHidden: false, countLabel: nil, barHeight: 60, isContentInteractive: false)
        let changes = capsule.changes(since: attached)
        XCTAssertTrue(changes.contains(.corners))
        XCTAssertTrue(changes.contains(.frame))
        XCTAssertFalse(capsule.changes(since: capsule).contains(.corners))
    }

    func testAConfigurationSavedBeforeTheseKeysExistedStillDecodes() throws {
        let old = #"{"isDismissible":false,"dimmingTapAction":"minimize","expandedTopInset":10,"minimizedHeight":72,"maximumWidth":700,"#
            + #""cornerRadius":10,"presentingScale":0.92,"presentingCornerRadius":10,"dimAlpha":0.2,"#
            + #""spring":{"response":0.45,"dampingRatio":1},"avoidsBottomBar":true,"isHapticFeedbackEnabled":true,"maximumSheetCount":5}"#
        let decoded = try JSONDecoder().decode(DropDownSheetConfiguration.self, from: Data(old.utf8))
        XCTAssertEqual(decoded.minimizedHeight, 72)
        XCTAssertEqual(decoded.isDismissible, false)
        XCTAssertEqual(decoded.barStyle, .automatic)
        XCTAssertEqual(decoded.closeButton, DropDownSheetCloseButton.none)
        XCTAssertTrue(decoded.adjustsMinimizedHeightForContentSizeCategory)
        let full = DropDownSheetConfiguration(isDismissible: true, adjustsMinimizedHeightForContentSizeCategory: false,
                                              barStyle: .floating, closeButton: .minimize)
        XCTAssertEqual(try JSONDecoder().decode(DropDownSheetConfiguration.self, from: JSONEncoder().encode(full)), full)
        XCTAssertEqual(try JSONDecoder().decode(DropDownSheetConfiguration.self, from: Data("{}".utf8)), DropDownSheetConfiguration())
    }

    /// Earlier versions always wrote `isDismissible`, `true` by default: read as "the role
    /// decides", a restored mini player is not swipe-dismissible; a `false` they wrote is kept, and
    /// a `true` written by this version (with the bar's keys beside it) is the app's.
    func testATrueSavedBeforeIsDismissibleCouldBeNilIsTheDefault() throws {
        let old = #"{"isDismissible":true,"dimmingTapAction":"minimize","minimizedHeight":60,"maximumSheetCount":5}"#
        let decoded = try JSONDecoder().decode(DropDownSheetConfiguration.self, from: Data(old.utf8))
        XCTAssertNil(decoded.isDismissible)
        XCTAssertEqual(decoded.resolved(for: .accessory).isDismissible, false, "a restored mini player stays")
        XCTAssertEqual(decoded.resolved(for: .draft).isDismissible, true)
        let explicit = DropDownSheetConfiguration(isDismissible: true)
        XCTAssertEqual(try JSONDecoder().decode(DropDownSheetConfiguration.self, from: JSONEncoder().encode(explicit)).isDismissible, true)
    }
}
