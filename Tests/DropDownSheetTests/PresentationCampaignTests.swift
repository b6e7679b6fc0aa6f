// The minimal reproductions of what a three-million-input hostile campaign found (issue 22,
// items 1 to 5): each failed before its fix.
import Foundation
import XCTest
@testable import DropDownSheetCore

final class PresentationCampaignTests: XCTestCase {
    typealias Effect = DropDownSheetPresentation.Effect

    // MARK: 1. A present that answers .moved keeps the sheet

    /// Present "a" minimized, dismiss it, and present it again with a configuration in every frame
    /// gap of the dismissal (8 ms after a frame): the answer is `.moved`, and the sheet must stay.
    func testPresentingASheetOnItsWayOutWithAConfigurationBringsItBack() {
        var configuration = DropDownSheetConfiguration()
        configuration.minimizedHeight = 70
        var frames = 0
        while true {
            var d = PresentationDriver()
            d.sendAndSettle(.present(.a, to: .minimized))
            d.send(.dismiss(.a))
            for _ in 0..<frames {
                d.t += CoreFixture.frame
                d.send(.tick)
            }
            guard d.presentation.contains(.a) else { break }   // every gap of the dismissal was tried
            d.t += 0.008
            let effects = d.send(.present(.a, to: .minimized, configuration: configuration))
            XCTAssertTrue(effects.contains(.presentResult(.a, .moved)), "frame \(frames)")
            XCTAssertFalse(effects.contains(.sheetRemoved(.a)), "the sheet answered .moved was removed, frame \(frames): \(effects)")
            XCTAssertTrue(d.presentation.contains(.a), "frame \(frames)")
            XCTAssertEqual(d.presentation.heading(of: .a), .minimized, "frame \(frames)")
            d.settle()
            XCTAssertEqual(d.presentation.phase(of: .a), .resting(.minimized), "frame \(frames)")
            XCTAssertEqual(d.presentation.configuration(of: .a).minimizedHeight, 70, "frame \(frames)")
            frames += 1
        }
        XCTAssertGreaterThan(frames, 10, "the dismissal lasted some frames")
    }

    /// The same on its last frame, expanded and unanimated: the answer and the state agree.
    func testPresentingASheetOnItsWayOutExpandedWithoutAnimationBringsItBack() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        d.send(.dismiss(.a))
        while d.presentation.contains(.a) {
            var copy = d
            copy.t += 0.008
            var configuration = DropDownSheetConfiguration()
            configuration.minimizedHeight = 70
            let effects = copy.send(.present(.a, to: .expanded, configuration: configuration, animated: false))
            XCTAssertTrue(effects.contains(.presentResult(.a, .moved)))
            XCTAssertEqual(copy.presentation.phase(of: .a), .resting(.expanded))
            d.t += CoreFixture.frame
            d.send(.tick)
        }
    }

    // MARK: 2. No user input dismisses a sheet the user may not dismiss

    private func expandedPlayer(dimmingTap: DropDownSheetDimmingTapAction = .dismiss, dismissible: Bool = false) -> PresentationDriver {
        var configuration = DropDownSheetConfiguration()
        configuration.isDismissible = dismissible
        configuration.dimmingTapAction = dimmingTap
        var d = PresentationDriver()
        d.sendAndSettle(.present(.player, role: .accessory, to: .expanded, configuration: configuration))
        return d
    }

    func testATapOnTheDimmingMinimizesASheetThatIsNotDismissible() {
        var d = expandedPlayer()
        XCTAssertEqual(d.presentation.hitTest(x: 195, y: 20), .dimming(.player))
        d.sendAndSettle(.tap(x: 195, y: 20))
        XCTAssertTrue(d.presentation.contains(.player), "the mini player was killed by a tap on the dimming")
        XCTAssertEqual(d.presentation.phase(of: .player), .resting(.minimized))
        XCTAssertEqual(d.events(of: .player).suffix(3), ["didAttemptToDismiss", "willMove minimized", "didMove minimized"])
    }

    func testATapOnTheDimmingMinimizesAVetoedDraft() {
        var configuration = DropDownSheetConfiguration()
        configuration.dimmingTapAction = .dismiss
        var d = PresentationDriver()
        d.send(.dismissalVeto(.a, isVetoed: true))
        d.sendAndSettle(.present(.a, configuration: configuration))
        d.sendAndSettle(.tap(x: 195, y: 20))
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.minimized))
        XCTAssertTrue(d.events(of: .a).contains("didAttemptToDismiss"))
    }

    func testACloseOfASheetThatIsNotDismissibleIsHeardAsAnAttemptAndKeepsIt() {
        var d = expandedPlayer(dimmingTap: .minimize)
        d.sendAndSettle(.close(.player))
        XCTAssertEqual(d.presentation.phase(of: .player), .resting(.minimized))
        XCTAssertTrue(d.events(of: .player).contains("didAttemptToDismiss"))
        // A draft in the chooser that may not be dismissed: the chooser's close keeps it.
        var configuration = DropDownSheetConfiguration()
        configuration.isDismissible = false
        d.sendAndSettle(.present(.a, to: .minimized, configuration: configuration))
        d.sendAndSettle(.present(.b, to: .minimized))
        d.sendAndSettle(.chooserChoice(.close(.a)))
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.minimized))
        XCTAssertEqual(d.events(of: .a).filter { $0 == "didAttemptToDismiss" }.count, 1)
    }

    func testADismissibleSheetStillGoesOnATapOnTheDimming() {
        var d = expandedPlayer(dismissible: true)
        d.sendAndSettle(.tap(x: 195, y: 20))
        XCTAssertFalse(d.presentation.contains(.player))
    }

    // MARK: 3. Rendered values stay in their documented ranges

    typealias Change = (inout DropDownSheetConfiguration, Bool) -> Void

    /// Landscape, sheet "a" in `state`; a configuration change (`change`, on) with animation;
    /// 0.35 s into that glide Reduce Motion turns on in an animated layout; 10 ms later the change
    /// is undone without animation. Then every frame until rest, each checked.
    private func runGlideMetByAJump(_ change: Change, state: DropDownSheetState, _ context: String) {
        var d = PresentationDriver()
        let landscape = DropDownSheetContainer(width: 844, height: 390, safeAreaTop: 0, safeAreaBottom: 21)
        d.send(.layout(landscape, animated: false))
        d.sendAndSettle(.present(.a, to: state))
        var on = DropDownSheetConfiguration()
        change(&on, true)
        d.send(.configure(.a, on, animated: true))
        d.run(0.35)
        var reduced = landscape
        reduced.prefersReducedMotion = true
        d.send(.layout(reduced, animated: true))
        d.t += 0.01
        var off = on
        change(&off, false)
        d.send(.configure(.a, off, animated: false))
        var frames = 0
        repeat {
            assertInRange(d.presentation, "\(context), frame \(frames)")
            d.t += CoreFixture.frame
            d.send(.tick)
            frames += 1
        } while d.presentation.isMoving && frames < 600
        assertInRange(d.presentation, "\(context), at rest")
    }

    /// The campaign's sequence: landscape, a sheet expanded, `presentingScale` configured to 0.5
    /// with animation, Reduce Motion 0.35 s into that glide, `presentingScale` 1 without
    /// animation 10 ms later. The screen underneath was drawn at 1.03 to 1.07.
    func testTheScreenUnderneathIsNeverDrawnAboveItsFullSize() {
        runGlideMetByAJump({ c, on in c.presentingScale = on ? 0.5 : 1 }, state: .expanded, "presentingScale")
    }

    /// The same kind of sequence for every key that glides, at both rests: no drawn number leaves
    /// its range at any frame.
    func testEveryGlidingValueStaysInRangeWhenAJumpMeetsARestartedGlide() {
        let changes: [(String, Change)] = [
            ("presentingScale", { c, on in c.presentingScale = on ? 0.5 : 1 }),
            ("presentingCornerRadius", { c, on in c.presentingCornerRadius = on ? 40 : 0 }),
            ("minimizedHeight", { c, on in c.minimizedHeight = on ? 200 : 0 }),
            ("expandedTopInset", { c, on in c.expandedTopInset = on ? 300 : 0 }),
            ("maximumWidth", { c, on in c.maximumWidth = on ? 100 : 1 }),
            ("dimAlpha", { c, on in c.dimAlpha = on ? 1 : 0 }),
        ]
        for (name, change) in changes {
            for state in [DropDownSheetState.expanded, .minimized] { runGlideMetByAJump(change, state: state, "\(name), \(state)") }
        }
    }

    /// The core keeps every drawn number in its range itself, whatever layout it is drawn from:
    /// a glide's starting point moved by a jump, or a layout mixed beyond its ends.
    func testTheCoreClampsEveryRenderedValueToItsRange() {
        let phone = CoreFixture.phone
        func layout(scale: Double, radius: Double = 10) -> DropDownSheetLayout {
            var c = DropDownSheetConfiguration()
            c.presentingScale = scale
            c.presentingCornerRadius = radius
            return DropDownSheetLayout(container: phone, configuration: c)
        }
        let shifted = layout(scale: 0.9).shifted(by: layout(scale: 1), minus: layout(scale: 0.5))
        XCTAssertEqual(shifted.presentingScale, 1, "0.9 moved by +0.5 stays at the full size")
        let low = layout(scale: 0.6).shifted(by: layout(scale: 0.5), minus: layout(scale: 1))
        XCTAssertEqual(low.presentingScale, 0.5)
        let beyond = DropDownSheetLayout.blend(layout(scale: 0.5, radius: 40), layout(scale: 1, radius: 0), 3)
        var configuration = DropDownSheetConfiguration()
        configuration.dimAlpha = 1
        for top in [-500.0, 0, beyond.expandedTop, beyond.minimizedTop, 2_000] {
            let r = DropDownSheetRenderState(phase: .dragging, top: top, velocity: 0, layout: beyond,
                                             configuration: configuration, containerHeight: phone.height)
            XCTAssertEqual(DropDownSheetRenderState.rangeProblems(r), [], "top \(top)")
        }
    }

    // MARK: 4. One clamping rule for the hit test and the touch-down

    /// A container as tall as the coordinate limit: the bar rests at its bottom. A finger 25
    /// points below the container (beyond the limit) is not on the bar, and is not handed to it.
    func testATouchBeyondTheCoordinateLimitGoesWhereTheHitTestSays() {
        let tall = DropDownSheetContainer(width: 390, height: DropDownSheetEngine.coordinateLimit, safeAreaTop: 47, safeAreaBottom: 0)
        var p = DropDownSheetPresentation(container: tall)
        _ = p.handle(.present(.a, to: .minimized, animated: false), at: 0)
        let r = p.renderState(of: .a)
        XCTAssertEqual(r.sheetTop + r.visibleHeight, DropDownSheetEngine.coordinateLimit)
        let y = DropDownSheetEngine.coordinateLimit + 25
        XCTAssertEqual(p.hitTest(x: 195, y: y), .passthrough)
        let effects = p.handle(.touchDown(x: 195, y: y), at: 1)
        XCTAssertNil(p.touchOwner, "a finger 25 points below the card was handed to it: \(effects)")
        XCTAssertEqual(p.phase(of: .a), .resting(.minimized))
        // The engine alone keeps the same rule.
        var engine = DropDownSheetEngine(container: tall)
        engine.present(to: .minimized, animated: false, at: 0)
        XCTAssertEqual(engine.hitTest(x: 195, y: y), .passthrough)
        engine.beginDrag(x: 195, y: y, at: 1)
        XCTAssertEqual(engine.phase, .resting(.minimized))
        // On the card, the touch is caught (and a position beyond the limit is clamped later).
        engine.beginDrag(x: 195, y: DropDownSheetEngine.coordinateLimit - 5, at: 2)
        XCTAssertEqual(engine.phase, .dragging)
        XCTAssertTrue(engine.drag(toY: 1e9, at: 2.1).contains(.inputCorrected(.invalidTouch)))
    }

    // MARK: 5. A correction for a sheet not presented is the presentation's

    func testAnInvalidConfigurationForASheetNotPresentedIsAPresentationLevelCorrection() {
        var p = DropDownSheetPresentation(container: CoreFixture.phone)
        var bad = DropDownSheetConfiguration()
        bad.minimizedHeight = .nan
        let effects = p.handle(.configure(.a, bad), at: 0)
        XCTAssertEqual(effects, [.inputCorrected(.invalidConfiguration)])
        // Presented, the sheet's own delegate hears it, after its sheetAdded.
        let presented = p.handle(.present(.a, configuration: bad), at: 1)
        let added = presented.firstIndex(of: .sheetAdded(.a, role: .draft))
        let corrected = presented.firstIndex(of: .event(.a, .inputCorrected(.invalidConfiguration)))
        XCTAssertNotNil(added)
        XCTAssertNotNil(corrected)
        if let added, let corrected { XCTAssertLessThan(added, corrected) }
        XCTAssertEqual(p.handle(.configure(.a, bad), at: 2).first, .event(.a, .inputCorrected(.invalidConfiguration)))
    }

    // MARK: 6. Reads that cost the same for every identifier

    func testIdentifiersCompareByTheirBytesWhateverTheirStorage() {
        let long = String(repeating: "x", count: 65_536)
        let a = DropDownSheetIdentifier(long + "a"), b = DropDownSheetIdentifier(long + "b")
        let a2 = DropDownSheetIdentifier(String(decoding: Array((long + "a").utf8), as: UTF8.self))
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a, a2, "the same bytes in another string")
        XCTAssertEqual(a.hashValue, a2.hashValue)
        XCTAssertEqual(Set([a, b, a2]).count, 2)
        XCTAssertNotEqual(DropDownSheetIdentifier("\u{C5}"), DropDownSheetIdentifier("A\u{30A}"), "bytes, not canonical equivalence")
        XCTAssertEqual(DropDownSheetIdentifier(""), "")
        // The digest is FNV-1a of the bytes: the same in every process.
        XCTAssertEqual(SheetIdentifier.digest("a"), 0xAF63_DC4C_8601_EC8C)
        XCTAssertEqual(SheetIdentifier.digest(""), 0xCBF2_9CE4_8422_2325)
        let decoded = try? JSONDecoder().decode(DropDownSheetIdentifier.self, from: Data("\"a\"".utf8))
        XCTAssertEqual(decoded, "a")
        XCTAssertEqual(decoded?.digest, SheetIdentifier.digest("a"))
    }

    /// Every draft on its way out at once (the screen underneath went away): they arrive in the
    /// same frame, each leaves with its events in order, and the stack is right after each.
    func testManyDraftsLeavingInOneFrameLeaveInOrder() {
        var d = PresentationDriver()
        var configuration = DropDownSheetConfiguration()
        configuration.maximumSheetCount = 40
        let ids = (0..<40).map { DropDownSheetIdentifier("draft-\($0)") }
        for id in ids { d.send(.present(id, to: .minimized, configuration: configuration, animated: false)) }
        d.send(.dismiss(ids[3]))
        d.send(.dismissAll(animated: true))
        var last: [Effect] = []
        while d.presentation.isMoving {
            d.t += CoreFixture.frame
            let effects = d.send(.tick)
            if !effects.isEmpty { last = effects }
        }
        XCTAssertTrue(d.presentation.isEmpty)
        XCTAssertEqual(d.presentation.zOrder, [])
        XCTAssertEqual(d.presentation.draftIdentifiers, [])
        let removed = last.compactMap { if case .sheetRemoved(let id) = $0 { return id } else { return nil } }
        XCTAssertEqual(Set(removed).count, removed.count)
        let announced = last.compactMap { if case .announce(.draftClosed(let n)) = $0 { return n } else { return nil } }
        XCTAssertEqual(announced, Array((0..<(removed.count - 1)).reversed()).map { $0 + 1 }, "the count after each")
    }

    // MARK: - Helpers

    /// Every drawn number of every card and of the screen underneath in its documented range.
    private func assertInRange(_ p: DropDownSheetPresentation, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        for id in p.zOrder {
            guard let card = p.card(id) else { continue }
            for problem in DropDownSheetRenderState.rangeProblems(card.render) {
                XCTFail("\(id): \(problem), \(context)", file: file, line: line)
            }
        }
        let style = p.underneathStyle
        XCTAssertTrue((0.5...1).contains(style.scale), "underneath scale \(style.scale), \(context)", file: file, line: line)
        XCTAssertTrue((0...1).contains(style.dimAlpha), "underneath dim \(style.dimAlpha), \(context)", file: file, line: line)
        XCTAssertGreaterThanOrEqual(style.cornerRadius, 0, "\(context)", file: file, line: line)
    }
}

extension DropDownSheetRenderState {
    /// The numbers of `r` outside their documented ranges, as sentences (none when all are in).
    static func rangeProblems(_ r: DropDownSheetRenderState) -> [String] {
        var problems: [String] = []
        func check(_ name: String, _ value: Double, _ range: ClosedRange<Double>) {
            if !(value.isFinite && range.contains(value)) { problems.append("\(name) \(value) outside \(range)") }
        }
        for (name, value) in numbers(of: r) where !value.isFinite { problems.append("\(name) is \(value)") }
        check("presentingScale", r.presentingScale, 0.5...1)
        check("presentingCornerRadius", r.presentingCornerRadius, 0...Double.greatestFiniteMagnitude)
        check("dimAlpha", r.dimAlpha, 0...1)
        check("barAlpha", r.barAlpha, 0...1)
        check("cardWidth", r.cardWidth, 0...Double.greatestFiniteMagnitude)
        check("visibleHeight", r.visibleHeight, 0...Double.greatestFiniteMagnitude)
        check("cardHeight", r.cardHeight, 0...Double.greatestFiniteMagnitude)
        // Every rendered length is at least 0, the visible part's width too (issue 31, item 2).
        let lengths = 0...Double.greatestFiniteMagnitude
        check("visibleLeftInset", r.visibleLeftInset, lengths)
        check("visibleRightInset", r.visibleRightInset, lengths)
        check("visibleWidth", r.cardWidth - r.visibleLeftInset - r.visibleRightInset, lengths)
        check("barLeftInset", r.barLeftInset, lengths)
        check("barRightInset", r.barRightInset, lengths)
        check("barWidth", r.cardWidth - r.barLeftInset - r.barRightInset, lengths)
        check("topCornerRadius", r.topCornerRadius, lengths)
        check("bottomCornerRadius", r.bottomCornerRadius, lengths)
        return problems
    }
}
