#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
// DropDownSheetCore too: the glass's presence rule (`DropDownSheetGlassPresence`, package access) is what the glass is checked against.
@testable import DropDownSheetCore

/// iOS 26: the bars on glass (each bar in its glass's content view, the stack's slivers in a glass
/// container behind the cards),
/// the opt-out, and the bars following a tab bar that minimizes and the app's own accessory. On an
/// iOS 26 simulator with the system's design; skipped on earlier runtimes, which have no glass
/// (the other UIKit tests pin the earlier, attached bar through the public opt-out,
/// `barBackground = .material`, on every system).
@MainActor
final class GlassBarTests: SheetTestCase {
    func testOnIOS26TheDefaultBarIsAGlassCapsuleHoldingTheBarInItsContentView() throws {
        try withScreen {
            try requireGlass()
            let sheet = presentItemBar()
            let card = try XCTUnwrap(sheet.card)
            XCTAssertEqual(sheet.resolvedBarBackground, .glass)
            let glass = try XCTUnwrap(card.glassView, "the bar has glass")
            XCTAssertTrue(DropDownSheetGlass.isGlass(glass))
            XCTAssertIdentical(glass.superview, card.cardView, "the glass is the card's")
            XCTAssertIdentical(card.itemBarView?.superview, glass.contentView, "the bar is in the glass's content view")
            XCTAssertFalse(glass.isHidden)
            XCTAssertEqual(glass.convert(glass.bounds, to: window), visibleCardFrame(sheet), "the glass is the bar's visible part")
            // The floating capsule: 12 points in, 8 points above the home indicator's area.
            let bar = visibleCardFrame(sheet)
            XCTAssertEqual(bar.minX, 12, accuracy: 0.5)
            XCTAssertEqual(bar.maxX, window.bounds.maxX - 12, accuracy: 0.5)
            XCTAssertEqual(bar.maxY, homeIndicatorTop - 8, accuracy: 0.5)
            #if canImport(UIKit.UICornerConfiguration)
            if #available(iOS 26.0, *) {
                XCTAssertEqual(glass.effectiveRadius(corner: .bottomLeft), bar.height / 2, accuracy: 0.5, "a capsule")
            }
            #endif
            // The card's own background does not cover the glass, and the bar draws no material.
            var alpha: CGFloat = 1
            card.cardView.backgroundColor?.resolvedColor(with: card.cardView.traitCollection).getWhite(nil, alpha: &alpha)
            XCTAssertEqual(alpha, 0, accuracy: 0.01)
            let itemBar = try XCTUnwrap(card.itemBarView)
            XCTAssertTrue(itemBar.backgroundView.isHidden)
            // The capsule's hairline is drawn by the bar's foreground (it fades with it): none on
            // glass, which draws its own rim.
            XCTAssertEqual(itemBar.foregroundView.layer.borderWidth, 0, "glass draws its own rim")
            XCTAssertEqual(itemBar.layer.borderWidth, 0)
            // The card takes the touches on its bar.
            XCTAssertTrue(window.hitTest(CGPoint(x: bar.midX, y: bar.midY), with: nil)?.isDescendant(of: card.clipView) ?? false)
        }
    }

    func testExpandedTheGlassHidesAndTheCardIsTheSheetsOwnColour() throws {
        try withScreen {
            try requireGlass()
            let sheet = presentItemBar()
            sheet.backgroundColor = .systemTeal
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) }
            let card = try XCTUnwrap(sheet.card)
            let glass = try XCTUnwrap(card.glassView)
            waitUntil { !DropDownSheetGlass.isGlass(glass) }
            XCTAssertFalse(DropDownSheetGlass.isGlass(glass), "no glass on the open card: it dematerialized")
            XCTAssertFalse(glass.isHidden, "dematerialized, not hidden: the bar it holds fades on its own")
            XCTAssertFalse(glass.isUserInteractionEnabled, "the open card's content takes the touches under the faded bar")
            XCTAssertEqual(card.cardView.backgroundColor, .systemTeal)
            // A drag of the open card does not bring the glass back.
            let top = card.clipView.frame.minY + 20
            let finger = try XCTUnwrap(SyntheticFinger(at: CGPoint(x: window.bounds.midX, y: top), in: window))
            for step in 1...20 {
                spinRunLoop(1.0 / 60)
                finger.move(to: CGPoint(x: window.bounds.midX, y: top + CGFloat(step) * 3))
            }
            XCTAssertGreaterThan(card.clipView.frame.minY, top - 20 + 10, "the card followed the finger")
            XCTAssertFalse(DropDownSheetGlass.isGlass(glass))
            finger.lift()
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) }
            sheet.expand(animated: false)
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) }
            sheet.minimize(animated: false)
            waitForUIKit(sheet)
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) && DropDownSheetGlass.isGlass(glass) }
            XCTAssertFalse(glass.isHidden, "back on glass as a bar")
            XCTAssertTrue(DropDownSheetGlass.isGlass(glass), "materialized again")
            XCTAssertEqual(glass.convert(glass.bounds, to: window), visibleCardFrame(sheet), "shaped as the bar")
        }
    }

    /// The bar drawn from a bar item works on glass as on the material: a button without a target
    /// reaches the content through the responder chain and leaves the sheet on its bar, VoiceOver
    /// reads the bar's summary and its button, and as the sheet is pulled up the title and buttons
    /// fade by the foreground's alpha while the glass stays whole (no alpha below 1 on it or above
    /// it), and no effect is scrubbed behind it (the material is hidden on glass).
    func testOnGlassTheItemBarsButtonsVoiceOverAndFadeWorkAsOnTheMaterial() throws {
        try withScreen {
            try requireGlass()
            let content = RespondingPlayerViewController()
            content.view.backgroundColor = .systemBackground
            let play = UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain, target: nil,
                                       action: #selector(RespondingPlayerViewController.togglePlayback(_:)))
            content.dropDownSheetBarItem.title = "Song"
            content.dropDownSheetBarItem.trailingBarButtonItems = [play]
            let sheet = DropDownSheetController(content: content)
            presentAndWait(sheet, .minimized)
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) }
            let card = try XCTUnwrap(sheet.card), glass = try XCTUnwrap(card.glassView, "on glass")
            let bar = try XCTUnwrap(card.itemBarView)
            bar.layoutIfNeeded()
            let button = try XCTUnwrap(bar.trailingButtons.first)
            XCTAssertIdentical(bar.accessibilityElements?.first as AnyObject?, bar.summary, "the summary first")
            XCTAssertTrue(bar.accessibilityElements?.contains { $0 as AnyObject === button } ?? false, "then the button")
            tap(at: center(of: button))
            XCTAssertEqual(content.senders.count, 1, "the content controller got the action")
            XCTAssertIdentical(content.senders.first as AnyObject?, play)
            // A tap that opened the sheet would have it moving, or resting expanded, once it stops.
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) }
            XCTAssertEqual(sheet.phase, .resting(.minimized), "the button's tap did not open the sheet")
            // Halfway up, held by a real finger.
            let start = barCenter(of: sheet)
            guard let finger = drag(from: start, to: CGPoint(x: start.x, y: start.y - 300), duration: 0.3, steps: 12, lift: false) else { return }
            let render = sheet.engine.renderState
            XCTAssertGreaterThan(render.progress, 0.1)
            XCTAssertLessThan(render.progress, 0.9)
            XCTAssertEqual(bar.foregroundView.alpha, CGFloat(render.barAlpha), accuracy: 0.001, "the title and buttons fade")
            XCTAssertEqual(bar.alpha, 1)
            XCTAssertTrue(bar.backgroundView.isHidden)
            XCTAssertFalse(bar.effectFader.isScrubbing, "no effect scrubbed behind glass")
            // The glass is never hidden while its bar shows at all: the bar's text is in it.
            XCTAssertFalse(glass.isHidden, "the bar's text lives in the glass: hiding it would hide the text")
            var view: UIView? = glass
            while let current = view {
                XCTAssertEqual(current.alpha, 1, "no alpha below 1 on the glass or above it: \(type(of: current))")
                view = current.superview
            }
            finger.move(to: CGPoint(x: start.x, y: 60))
            finger.lift()
            waitUntil { sheet.phase == .resting(.expanded) && !DropDownSheetGlass.isGlass(glass) }
            XCTAssertFalse(DropDownSheetGlass.isGlass(glass), "on the expanded card the glass dematerialized, not faded")
            XCTAssertEqual(bar.foregroundView.alpha, 0, accuracy: 0.001)
        }
    }

    /// Review of issue 30, finding 1: UIKit adapts to glass only what is in its effect view's
    /// `contentView` (dark glass over a dark backdrop turns `.label` light there). Over a black
    /// and over a white screen, in light and in dark appearance, the bar's title, subtitle and
    /// buttons live in the glass's content view, the glass shows (materialized, not faded), and
    /// the title is in front of the backdrop where the user sees the bar.
    func testOverBlackAndWhiteInBothAppearancesTheBarsTextLivesInItsGlassContentView() throws {
        try requireGlass()
        for style in [UIUserInterfaceStyle.light, .dark] {
            for backdrop in [UIColor.black, .white] {
                try withScreen {
                    window.overrideUserInterfaceStyle = style
                    underneath.view.backgroundColor = backdrop
                    let content = UIViewController()
                    content.view.backgroundColor = .systemBackground
                    content.dropDownSheetBarItem.title = "Song"
                    content.dropDownSheetBarItem.subtitle = "Artist"
                    content.dropDownSheetBarItem.trailingBarButtonItems = [UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain, target: nil, action: nil)]
                    let sheet = DropDownSheetController(content: content)
                    presentAndWait(sheet, .minimized)
                    let card = try XCTUnwrap(sheet.card), bar = try XCTUnwrap(card.itemBarView)
                    let glass = try XCTUnwrap(card.glassView)
                    waitUntil { !(sheet.host?.presentation.isMoving ?? true) && DropDownSheetGlass.isGlass(glass) && !glass.isHidden }
                    bar.layoutIfNeeded()
                    let what = "\(style == .dark ? "dark" : "light") over \(backdrop == .black ? "black" : "white")"
                    XCTAssertEqual(card.cardView.traitCollection.userInterfaceStyle, style, what)
                    XCTAssertTrue(DropDownSheetGlass.isGlass(glass), what)
                    XCTAssertFalse(glass.isHidden, what)
                    for view in [bar.titleLabel, bar.subtitleLabel] + bar.trailingButtons {
                        XCTAssertTrue(view.isDescendant(of: glass.contentView), "\(what): \(type(of: view)) is where glass adapts it")
                    }
                    XCTAssertEqual(bar.titleLabel.text, "Song")
                    XCTAssertEqual(bar.foregroundView.alpha, 1, accuracy: 0.001, what)
                    var view: UIView? = glass
                    while let current = view {
                        XCTAssertEqual(current.alpha, 1, "\(what): no alpha below 1 on the glass or above it")
                        view = current.superview
                    }
                    let title = bar.titleLabel.convert(bar.titleLabel.bounds, to: window)
                    XCTAssertTrue(visibleCardFrame(sheet).contains(CGPoint(x: title.midX, y: title.midY)), "\(what): the title is on the bar")
                    XCTAssertTrue(window.hitTest(CGPoint(x: title.midX, y: title.midY), with: nil)?.isDescendant(of: card.clipView) ?? false,
                                  "\(what): the bar is in front of the backdrop")
                }
            }
        }
    }

    /// An animated content replacement on a glass bar dissolves a picture of the old bar where the
    /// bar is drawn, in the glass's content view (the picture was left out when the bar left the
    /// card view for the glass).
    func testAReplacementOnAGlassBarDissolvesTheOldBarsPictureInTheGlass() throws {
        try withScreen {
            try requireGlass()
            let sheet = presentItemBar(title: "Old")
            let glass = try XCTUnwrap(sheet.card?.glassView)
            let bar = try XCTUnwrap(sheet.card?.itemBarView)
            let before = Set(glass.contentView.subviews.map(ObjectIdentifier.init))
            let content = UIViewController()
            content.view.backgroundColor = .systemBackground
            content.dropDownSheetBarItem.title = "New"
            let barFrame = bar.frame
            _ = sheet.replaceContent(with: content, animated: true)
            let newBar = sheet.card?.itemBarView
            let added = glass.contentView.subviews.filter { !before.contains(ObjectIdentifier($0)) && $0 !== newBar }
            XCTAssertEqual(added.count, 1, "the old bar's picture, over the new bar")
            XCTAssertEqual(added.first?.frame ?? .null, barFrame, "where the bar was")
            waitUntil { added.first?.superview == nil }
        }
    }

    /// The opt-out: the bar of iOS 15 to 18 on iOS 26, attached, over the bar material, no glass.
    func testTheMaterialBackgroundOptsASheetOutOfGlass() throws {
        try withScreen {
            try requireGlass()
            let sheet = presentItemBar(DropDownSheetConfiguration(barBackground: .material))
            let card = try XCTUnwrap(sheet.card)
            XCTAssertEqual(sheet.resolvedBarBackground, .material)
            XCTAssertNil(card.glassView)
            let bar = visibleCardFrame(sheet)
            XCTAssertEqual(bar.minX, 0, accuracy: 0.5, "attached, across the width")
            XCTAssertEqual(bar.maxY, homeIndicatorTop, accuracy: 0.5)
            XCTAssertFalse(try XCTUnwrap(card.itemBarView).backgroundView.isHidden, "over the bar material")
            XCTAssertEqual(card.cardView.backgroundColor, sheet.backgroundColor)
        }
    }

    /// Review 20, finding 8: the default bar, the card's top edge, over opaque content (a compose
    /// screen on the system background, its navigation bar at the top): glass could not show
    /// through it, so it is the attached bar on the material, and the API says so. When the
    /// content begins to describe a bar item, the bar becomes the glass capsule; when it stops,
    /// the top edge again.
    func testTheCardsTopEdgeOverOpaqueContentIsTheAttachedBarOnTheMaterialAndABarItemMakesItGlass() throws {
        try withScreen {
            try requireGlass()
            let content = UIViewController()
            content.view.backgroundColor = .systemBackground
            let navigation = UINavigationController(rootViewController: content)
            content.title = "New Message"
            let sheet = DropDownSheetController(content: navigation)
            presentAndWait(sheet, .minimized)
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) }
            let card = try XCTUnwrap(sheet.card)
            XCTAssertEqual(sheet.configuration.barBackground, .automatic, "the app's choice is reported as given")
            XCTAssertEqual(sheet.resolvedBarBackground, .material, "the API tells the truth: no glass behind opaque content")
            XCTAssertNil(card.glassView, "no glass drawn under an opaque top edge")
            var bar = visibleCardFrame(sheet)
            XCTAssertEqual(bar.minX, 0, accuracy: 0.5, "attached, across the width")
            XCTAssertEqual(bar.maxY, homeIndicatorTop, accuracy: 0.5)
            // A bar item: the library draws the bar, on glass, as the floating capsule.
            content.dropDownSheetBarItem.title = "New Message"
            waitUntil { card.glassView != nil && !(sheet.host?.presentation.isMoving ?? true) }
            XCTAssertEqual(sheet.resolvedBarBackground, .glass)
            bar = visibleCardFrame(sheet)
            XCTAssertEqual(bar.minX, 12, accuracy: 0.5, "the capsule")
            XCTAssertEqual(bar.maxY, homeIndicatorTop - 8, accuracy: 0.5)
            // The item stops showing anything: the top edge on the material again.
            content.dropDownSheetBarItem.title = nil
            waitUntil { card.glassView == nil && !(sheet.host?.presentation.isMoving ?? true) }
            XCTAssertEqual(sheet.resolvedBarBackground, .material)
            XCTAssertEqual(visibleCardFrame(sheet).minX, 0, accuracy: 0.5)
        }
    }

    /// A compact view that draws its own background: no glass and no material behind it, still
    /// clipped to the capsule.
    func testACompactViewDrawingItsOwnBackgroundGetsNothingBehindIt() throws {
        try withScreen {
            try requireGlass()
            let sheet = DropDownSheetController(content: UIViewController(), configuration: DropDownSheetConfiguration(barBackground: .none))
            let compact = UIView()
            compact.backgroundColor = .systemIndigo
            sheet.compactView = compact
            presentAndWait(sheet, .minimized)
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) }
            XCTAssertEqual(sheet.resolvedBarBackground, .none)
            XCTAssertNil(sheet.card?.glassView)
            XCTAssertEqual(visibleCardFrame(sheet).minX, 12, accuracy: 0.5, "still the floating capsule")
            XCTAssertTrue(sheet.card?.clipView.clipsToBounds ?? false, "clipped to it")
        }
    }

    /// A stack of drafts on glass: the sliver is glass in a glass container behind the cards.
    func testTheSliversOfAStackAreGlassInAContainerBehindTheCards() throws {
        try withScreen {
            try requireGlass()
            // Bars of their own (a top-edge bar is on the material, and so are the tests' plain
            // drafts): the stack's slivers go on glass with them.
            let first = presentItemBar(title: "1"), second = presentItemBar(title: "2")
            waitUntil { first.state == .minimized && second.state == .minimized && !(second.host?.presentation.isMoving ?? true) }
            let host = try XCTUnwrap(second.host)
            let sliver = host.stackSlivers.shownView(0)
            XCTAssertTrue(DropDownSheetGlass.isGlass(sliver))
            XCTAssertIdentical(sliver.superview, host.glassContainer?.contentView)
            XCTAssertFalse(sliver.isHidden)
            XCTAssertTrue(host.stackSlivers.views[0].isHidden, "the plain sliver gives way to the glass one")
            let frame = host.presentation.stackBackdrop.sliverFrame(0)
            XCTAssertEqual(sliver.frame, CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
        }
    }

    /// A tab bar of the screen's own at the bottom of the screen underneath, at full size (across
    /// it, 49 points above the home indicator's area and down through it), and the frame a
    /// minimized one has (a 48-point capsule 20 points from the left, its bottom on the home
    /// indicator's area): the tests narrow it by hand, as UIKit narrows a minimizing one. The
    /// caller takes it out.
    private func addOwnTabBar() -> (tabBar: UITabBar, full: CGRect, minimized: CGRect) {
        let tabBar = UITabBar()
        tabBar.items = [UITabBarItem(title: "Music", image: nil, tag: 0), UITabBarItem(title: "Mail", image: nil, tag: 1)]
        let bounds = underneath.view.bounds, bottom = underneath.view.safeAreaInsets.bottom
        let full = CGRect(x: 0, y: bounds.maxY - bottom - 49, width: bounds.width, height: 49 + bottom)
        tabBar.frame = full
        underneath.view.addSubview(tabBar)
        return (tabBar, full, CGRect(x: 20, y: bounds.maxY - bottom - 48, width: 48, height: 48))
    }

    /// The measure of a minimized tab bar: a tab bar of the app's own whose frame the test narrows
    /// by hand is heard (no polling) and the bar glides inline beside it; when it grows, back above
    /// it. A test of the measure only: that UIKit's own tab bar narrows its frame as it minimizes
    /// is checked by `testARealTabBarMinimizedByScrollingHasTheMiniPlayerInline`.
    func testTheMeasureOfANarrowedTabBarPutsTheBarInlineAndBackAboveWhenItWidens() throws {
        try withScreen {
            try requireGlass()
            let (tabBar, full, minimized) = addOwnTabBar()
            defer { tabBar.removeFromSuperview() }
            let bounds = underneath.view.bounds
            let sheet = presentItemBar(role: .accessory)
            waitUntil { abs(self.visibleCardFrame(sheet).maxY - (full.minY - 8)) < 0.5 }
            // The screen underneath was given the player's room once; a minimize must not change
            // it (review 20, finding 1): the same inset, and the same safe area as UIKit laid it out.
            let host = try XCTUnwrap(sheet.host)
            let inset = host.presentation.underneathInset
            XCTAssertGreaterThan(inset.safeAreaBottom, 0, "the player takes room above the full tab bar")
            underneath.view.layoutIfNeeded()
            let laidOut = underneath.view.safeAreaInsets
            XCTAssertGreaterThan(laidOut.bottom, window.safeAreaInsets.bottom, "the screen underneath was given that room")
            // Minimized: a 48-point capsule 20 points from the left, its bottom on the home indicator's area.
            tabBar.frame = minimized
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) && self.visibleCardFrame(sheet).minX > minimized.maxX }
            XCTAssertEqual(host.presentation.underneathInset, inset, "a minimize keeps the inset")
            underneath.view.layoutIfNeeded()
            XCTAssertEqual(underneath.view.safeAreaInsets, laidOut, "a minimize leaves the screen underneath's safe area as it was")
            let inline = visibleCardFrame(sheet)
            XCTAssertEqual(inline.minX, minimized.maxX + 8, accuracy: 0.5, "8 points past the minimized tab bar")
            XCTAssertEqual(inline.maxX, bounds.maxX - 20, accuracy: 0.5, "its margin from the other edge")
            XCTAssertEqual(inline.midY, minimized.midY, accuracy: 0.5, "in its row")
            XCTAssertLessThanOrEqual(inline.height, minimized.height + 0.5)
            XCTAssertNotNil(sheet.engine.container.minimizedTabBar)
            let tabCenter = CGPoint(x: minimized.midX, y: minimized.midY)
            XCTAssertFalse(window.hitTest(tabCenter, with: nil)?.isDescendant(of: sheet.card!.clipView) ?? true, "the tab bar keeps its taps")
            XCTAssertEqual(sheet.card?.glassView.map { $0.convert($0.bounds, to: window) }, visibleCardFrame(sheet), "the glass went with it")
            // Grown back: above it again.
            tabBar.frame = full
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) && abs(self.visibleCardFrame(sheet).maxY - (full.minY - 8)) < 0.5 }
            XCTAssertEqual(visibleCardFrame(sheet).minX, 12, accuracy: 0.5)
            XCTAssertNil(sheet.engine.container.minimizedTabBar)
            XCTAssertEqual(host.presentation.underneathInset, inset, "a grow keeps the inset")
            underneath.view.layoutIfNeeded()
            XCTAssertEqual(underneath.view.safeAreaInsets, laidOut, "and so does a grow")
        }
    }

    /// Review 20, finding 14 (b): a floating capsule of material (its hairline drawn by the bar
    /// item's bar) that goes inline beside a minimized tab bar, 48 points tall, keeps the
    /// hairline's corners on the clip's (24, not the 30 of the 60-point capsule).
    func testAMaterialCapsuleGoingInlineRoundsItsHairlineAsItsClip() throws {
        try withScreen {
            try requireGlass()
            let (tabBar, _, minimized) = addOwnTabBar()
            defer { tabBar.removeFromSuperview() }
            let sheet = presentItemBar(DropDownSheetConfiguration(barStyle: .floating, barBackground: .material), role: .accessory)
            let card = try XCTUnwrap(sheet.card), itemBar = try XCTUnwrap(card.itemBarView)
            XCTAssertEqual(itemBar.layer.cornerRadius, card.clipView.layer.cornerRadius, accuracy: 0.5)
            XCTAssertGreaterThan(itemBar.foregroundView.layer.borderWidth, 0, "a hairline on the material capsule")
            tabBar.frame = minimized
            waitUntil { sheet.barPlacement == .inline && !(sheet.host?.presentation.isMoving ?? true) }
            XCTAssertEqual(card.clipView.layer.cornerRadius, 24, accuracy: 0.5, "the inline capsule")
            XCTAssertEqual(itemBar.layer.cornerRadius, card.clipView.layer.cornerRadius, accuracy: 0.5)
            XCTAssertEqual(itemBar.foregroundView.layer.cornerRadius, card.clipView.layer.cornerRadius, accuracy: 0.5,
                           "the hairline's corners follow the clip")
        }
    }

    /// Review 20, finding 7: a compact view learns that its bar went inline beside a minimized
    /// tab bar (``DropDownSheetController/barPlacement`` and the delegate), and back. The tab bar
    /// is narrowed by hand, as in the test of the measure above.
    func testACompactViewLearnsThatItsBarIsInlineAndBackRegular() throws {
        try withScreen {
            try requireGlass()
            let (tabBar, full, minimized) = addOwnTabBar()
            defer { tabBar.removeFromSuperview() }
            let bounds = underneath.view.bounds
            let delegate = RecordingDelegate()
            let sheet = DropDownSheetController(content: UIViewController(), role: .accessory)
            let label = UILabel()
            label.text = "Song"
            sheet.compactView = label
            sheet.delegate = delegate
            presentAndWait(sheet, .minimized)
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) }
            XCTAssertEqual(sheet.barPlacement, .regular)
            XCTAssertEqual(delegate.placements, [])
            tabBar.frame = minimized
            waitUntil { sheet.barPlacement == .inline && !(sheet.host?.presentation.isMoving ?? true) }
            XCTAssertEqual(sheet.barPlacement, .inline)
            XCTAssertEqual(delegate.placements, [.inline], "told once")
            XCTAssertLessThan(visibleCardFrame(sheet).width, bounds.width - 24, "the bar is the inline room")
            tabBar.frame = full
            waitUntil { sheet.barPlacement == .regular && !(sheet.host?.presentation.isMoving ?? true) }
            XCTAssertEqual(delegate.placements, [.inline, .regular])
        }
    }

    // The tests ask for iOS 26's API by its header's module (a header of UIKit's umbrella is a
    // submodule of its own, here only in the iOS 26 SDK): `canImport(SwiftUI, _version: 7.0)`,
    // which the library asks, finds no module version when this target is type-checked on Linux.
    #if canImport(UIKit.UITabAccessory)
    /// An app's own accessory (`bottomAccessory`): kept, the bars resting above it, both taking
    /// their touches.
    func testTheBarsRestAboveTheAppsOwnAccessory() throws {
        try withScreen {
            try requireGlass()
            guard #available(iOS 26.0, *) else { return }
            let tabs = UITabBarController()
            tabs.viewControllers = [UIViewController(), UIViewController()]
            let accessoryView = UIView()
            tabs.bottomAccessory = UITabAccessory(contentView: accessoryView)
            withRoot(tabs) {
                waitUntil { tabs.transitionCoordinator == nil && self.windowFrame(accessoryView).height > 0 }
                let sheet = presentItemBar(from: tabs)
                let accessory = windowFrame(accessoryView)
                XCTAssertGreaterThan(accessory.height, 0, "the accessory is on screen")
                waitUntil { !(sheet.host?.presentation.isMoving ?? true) }
                XCTAssertLessThanOrEqual(visibleCardFrame(sheet).maxY, accessory.minY + 0.5, "above the accessory")
                XCTAssertIdentical(tabs.bottomAccessory?.contentView, accessoryView, "the app's accessory is kept")
                let center = CGPoint(x: accessory.midX, y: accessory.midY)
                XCTAssertFalse(window.hitTest(center, with: nil)?.isDescendant(of: sheet.card!.clipView) ?? true,
                               "the accessory keeps its taps")
            }
        }
    }

    /// Review 20, finding 6: an app sets its accessory while the bars are shown (playback starts
    /// under a draft's bar), then removes it. The bars move above it and back down, heard through
    /// the documented safe-area callback of the library's sentinels, with key-value observing off.
    func testAnAccessorySetOrRemovedWhileTheBarsAreShownIsFollowed() throws {
        try requireGlass()
        guard #available(iOS 26.0, *) else { return }
        DropDownSheetBottomBarTracker.observesBarLayers = false
        defer { DropDownSheetBottomBarTracker.observesBarLayers = true }
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        withRoot(tabs) {
            waitUntil { tabs.transitionCoordinator == nil && tabs.tabBar.window != nil && tabs.tabBar.bounds.height > 0 }
            let sheet = presentItemBar(from: tabs)
            let tabBar = windowFrame(tabs.tabBar)
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, tabBar.minY - 8, accuracy: 0.5, "above the tab bar")
            // Set after the bar is shown.
            let accessoryView = UIView()
            tabs.bottomAccessory = UITabAccessory(contentView: accessoryView)
            waitUntil { self.windowFrame(accessoryView).height > 0 }
            let accessory = windowFrame(accessoryView)
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) && self.visibleCardFrame(sheet).maxY <= accessory.minY + 0.5 }
            XCTAssertLessThanOrEqual(visibleCardFrame(sheet).maxY, accessory.minY + 0.5, "the bar moved above the new accessory")
            let center = CGPoint(x: accessory.midX, y: accessory.midY)
            XCTAssertFalse(window.hitTest(center, with: nil)?.isDescendant(of: sheet.card!.clipView) ?? true,
                           "the accessory keeps its taps")
            // Removed: back down above the tab bar, no gap where the accessory was.
            tabs.bottomAccessory = nil
            waitUntil { !(sheet.host?.presentation.isMoving ?? true)
                && abs(self.visibleCardFrame(sheet).maxY - (tabBar.minY - 8)) < 0.5 }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, tabBar.minY - 8, accuracy: 0.5, "back above the tab bar")
        }
    }

    /// A list of 200 rows, tall enough to scroll until iOS 26 minimizes the tab bar.
    private final class LongList: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.text = "Song \(indexPath.row)"
            return cell
        }
    }

    /// Scrolls the list down with a real finger (UIKit's pan of the scroll view sees it), in the
    /// middle of the screen, above the bars: up by 300 points over half a second, several times.
    private func scrollDownWithAFinger(times: Int = 3) throws {
        for _ in 0..<times {
            let x = window.bounds.midX, start = window.bounds.midY + 100
            let finger = try XCTUnwrap(SyntheticFinger(at: CGPoint(x: x, y: start), in: window))
            for step in 1...30 {
                spinRunLoop(1.0 / 60)
                finger.move(to: CGPoint(x: x, y: start - CGFloat(step) * 10))
            }
            finger.lift()
            spinRunLoop(0.3)
        }
    }

    /// Whether `tabs`'s tab bar is minimized: narrower than most of the window.
    private func isMinimized(_ tabs: UITabBarController) -> Bool {
        let frame = windowFrame(tabs.tabBar)
        return frame.width > 0 && frame.width < window.bounds.width * 0.6
    }

    /// Review 20, finding 4: a real `UITabBarController` with `tabBarMinimizeBehavior =
    /// .onScrollDown`, minimized by a real finger scrolling its list. The mini player goes inline
    /// beside it (this fails if UIKit minimizes without changing the tab bar's frame, which the
    /// library measures), the tab bar keeps its taps, and the screen underneath is given no new
    /// inset (finding 1).
    func testARealTabBarMinimizedByScrollingHasTheMiniPlayerInline() throws {
        try requireGlass()
        guard #available(iOS 26.0, *) else { return }
        let list = LongList(style: .plain)
        let tabs = UITabBarController()
        tabs.viewControllers = [list, UIViewController()]
        tabs.tabBarMinimizeBehavior = .onScrollDown
        try withRoot(tabs) {
            waitUntil { list.viewIfLoaded?.window != nil && tabs.tabBar.window != nil && tabs.transitionCoordinator == nil }
            let sheet = presentItemBar(from: tabs, role: .accessory)
            let additional = [tabs, list].map(\.additionalSafeAreaInsets)
            let full = windowFrame(tabs.tabBar), above = visibleCardFrame(sheet)
            // Every frame of the minimize: how far the tab bar on screen and the bar have gone.
            let sampler = FrameSampler { [unowned self] in
                (time: CACurrentMediaTime(), tabBar: self.presentedWindowFrame(tabs.tabBar), bar: self.visibleCardFrame(sheet),
                 drawnFor: sheet.engine.time)
            }
            defer { sampler.stop() }
            try scrollDownWithAFinger()
            waitUntil { self.isMinimized(tabs) }
            XCTAssertTrue(isMinimized(tabs), "UIKit minimized the tab bar's frame")
            let minimized = windowFrame(tabs.tabBar)
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) && self.visibleCardFrame(sheet).midY > minimized.minY }
            sampler.stop()
            let bar = visibleCardFrame(sheet)
            // Review 20, finding 3: the bar glides on the tab bar's own animation, not on a clock
            // and curve of its own: at each frame it has gone as far (in percent) toward its
            // inline place as the tab bar has toward its minimized width.
            // Compared at the same timestamp: the bar as drawn for its engine's time against the
            // tab bar's presentation layer at that time (review of issue 30, finding 9).
            let progress = sampler.samples.map { sample in
                FrameReading(time: sample.time, expected: 100 * (full.width - sample.tabBar.width) / (full.width - minimized.width),
                             value: 100 * (sample.bar.minX - above.minX) / (bar.minX - above.minX), drawnFor: sample.drawnFor)
            }.filter { $0.expected > 0.5 || $0.value > 0.5 }
            assertMovesWithUIKitsAnimation(progress, slack: 2, "the bar goes inline with the tab bar's minimize")
            XCTAssertFalse(bar.intersects(minimized), "the inline bar beside the tab bar, not over it")
            XCTAssertEqual(bar.midY, minimized.midY, accuracy: 1, "in the tab bar's row")
            XCTAssertEqual([tabs, list].map(\.additionalSafeAreaInsets), additional, "no new inset for the screen underneath")
            assertARealTapReaches(tabs.tabBar, at: CGPoint(x: minimized.midX, y: minimized.midY), "the minimized tab bar takes its tap")
        }
    }

    /// Review of issue 29, M6: the minimize was followed by the layer observation alone. With it
    /// off, a real tab bar controller with the app's own accessory, minimized by a real finger:
    /// UIKit changes the accessory's documented `tabAccessoryEnvironment` to `.inline`, the library
    /// hears that trait change, and the bars come down above the row the accessory moved into
    /// instead of staying where the regular accessory was.
    func testWithoutLayerObservationTheAccessorysEnvironmentBringsTheBarsDownAsTheTabBarMinimizes() throws {
        try requireGlass()
        guard #available(iOS 26.0, *) else { return }
        DropDownSheetBottomBarTracker.observesBarLayers = false
        defer { DropDownSheetBottomBarTracker.observesBarLayers = true }
        let list = LongList(style: .plain)
        let tabs = UITabBarController()
        tabs.viewControllers = [list, UIViewController()]
        tabs.tabBarMinimizeBehavior = .onScrollDown
        let accessoryView = UIView()
        tabs.bottomAccessory = UITabAccessory(contentView: accessoryView)
        try withRoot(tabs) {
            waitUntil { list.viewIfLoaded?.window != nil && self.windowFrame(accessoryView).height > 0 && tabs.transitionCoordinator == nil }
            let sheet = presentItemBar(from: tabs)
            let regular = windowFrame(accessoryView)
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) && self.visibleCardFrame(sheet).maxY <= regular.minY + 0.5 }
            try scrollDownWithAFinger()
            waitUntil { accessoryView.traitCollection.tabAccessoryEnvironment == .inline }
            let inline = windowFrame(accessoryView)
            XCTAssertGreaterThan(inline.minY, regular.minY + 0.5, "UIKit moved the accessory into the tab bar's row")
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) && self.visibleCardFrame(sheet).maxY > regular.minY + 0.5 }
            let bar = visibleCardFrame(sheet)
            XCTAssertGreaterThan(bar.maxY, regular.minY + 0.5, "down from where the regular accessory was")
            XCTAssertLessThanOrEqual(bar.maxY, min(inline.minY, windowFrame(tabs.tabBar).minY) + 0.5, "above the row, over nothing")
        }
    }

    /// Review 20, finding 2: with a search tab (`UISearchTab`), the search button stands apart at
    /// the other end of the minimized row, and no documented API measures it: the mini player
    /// stays above the tab bar instead of covering it.
    func testWithASearchTabTheMiniPlayerDoesNotGoInline() throws {
        try requireGlass()
        guard #available(iOS 26.0, *) else { return }
        let list = LongList(style: .plain)
        let tabs = UITabBarController()
        tabs.tabs = [UITab(title: "Library", image: nil, identifier: "library") { _ in list },
                     UISearchTab { _ in UIViewController() }]
        tabs.tabBarMinimizeBehavior = .onScrollDown
        try withRoot(tabs) {
            waitUntil { list.viewIfLoaded?.window != nil && tabs.tabBar.window != nil && tabs.transitionCoordinator == nil }
            let sheet = presentItemBar(from: tabs, role: .accessory)
            try scrollDownWithAFinger()
            // UIKit's minimize is over (no animation left on the tab bar's layer) and the sheets,
            // which heard of it, rest.
            waitUntil { self.isMinimized(tabs) && (tabs.tabBar.layer.animationKeys() ?? []).isEmpty
                && !(sheet.host?.presentation.isMoving ?? true) }
            let bar = visibleCardFrame(sheet), tabBar = windowFrame(tabs.tabBar)
            XCTAssertLessThanOrEqual(bar.maxY, tabBar.minY + 0.5, "above the tab bar's row, the search button's too")
            XCTAssertGreaterThan(bar.width, window.bounds.width * 0.6, "not squeezed inline")
        }
    }
    #endif
}
#endif
