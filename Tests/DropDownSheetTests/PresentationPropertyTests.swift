// Random sequences of inputs, from several shells' worth of sheets, touches, taps, layouts,
// vetoes and API calls, with the presentation's invariants checked after every input.
import XCTest
@testable import DropDownSheetCore

final class PresentationPropertyTests: XCTestCase {
    typealias Input = DropDownSheetPresentation.Input
    typealias Effect = DropDownSheetPresentation.Effect

    private static let ids: [DropDownSheetIdentifier] = ["a", "b", "c", "d", "player", "radio"]

    private func randomInput(_ r: inout SplitMix64, time: inout Double) -> Input {
        let id = r.pick(Self.ids)
        let role: DropDownSheetRole = id.rawValue == "player" || id.rawValue == "radio" ? .accessory : .draft
        let state: DropDownSheetState = r.pick([.expanded, .minimized, .minimized, "half", "tip"])
        let x = r.chance(0.05) ? r.hostile(ordinary: 0...390) : r.double(in: 0...390)
        let y = r.chance(0.05) ? r.hostile(ordinary: 0...844) : r.pick([r.double(in: 0...844), r.double(in: 600...844)])
        switch r.int(20) {
        case 0, 1: return .present(id, role: role, to: state, animated: r.chance(0.8))
        case 2: return .expand(id, animated: r.chance(0.8))
        case 3: return r.chance(0.3) ? .moveToDetent(id, state, animated: r.chance(0.8)) : .minimize(id, animated: r.chance(0.8))
        case 4: return r.chance(0.1) ? .dismissAll(animated: r.bool()) : .dismiss(id, animated: r.chance(0.8))
        case 5: return .close(id)
        case 6: return .dismissalVeto(id, isVetoed: r.bool())
        case 7:
            var c = DropDownSheetConfiguration()
            c.maximumSheetCount = 1 + r.int(4)
            c.isDismissible = r.chance(0.8)
            c.minimizedHeight = r.chance(0.1) ? r.hostile(ordinary: 0...120) : r.double(in: 40...90)
            c.dimmingTapAction = r.pick(DropDownSheetDimmingTapAction.allCases)
            if r.chance(0.3) { c.barStyle = r.pick(DropDownSheetBarStyle.allCases) }
            if r.chance(0.2) { c.barBackground = r.pick(DropDownSheetBarBackground.allCases) }
            if r.chance(0.3) { c.presentingScale = r.chance(0.1) ? r.hostile(ordinary: 0...2) : r.pick([0.5, 0.8, 1]) }
            if r.chance(0.2) { c.presentingCornerRadius = r.double(in: 0...40) }
            if r.chance(0.1) { c.expandedTopInset = r.chance(0.3) ? r.pick([10_000, .infinity]) : r.double(in: 0...400) }
            if r.chance(0.1) { c.spring = DropDownSheetSpring(response: r.pick([0.1, 0.5, 10]), dampingRatio: r.pick([0.5, 1, 5])) }
            if r.chance(0.5) {
                // Heights in between (issue 28): a tip, a half, a content height that changes.
                var detents: [DropDownSheetDetent] = []
                if r.chance(0.7) { detents.append(.height(r.chance(0.1) ? r.hostile(ordinary: 0...900) : 120, identifier: "tip")) }
                if r.chance(0.7) { detents.append(.fraction(r.chance(0.1) ? r.hostile(ordinary: -1...2) : 0.5, identifier: "half")) }
                if r.chance(0.5) { detents.append(.content(identifier: "fit", height: r.chance(0.1) ? r.hostile(ordinary: 0...900) : r.double(in: 0...900))) }
                c.detents = detents
                c.largestUndimmedDetent = r.pick([.minimized, .expanded, "tip", "half", "fit", "nowhere"])
                c.prefersScrollingExpandsWhenScrolledToEdge = r.bool()
            }
            // Presented this way too, since a present with a configuration is a move of its own.
            if r.chance(0.3) { return .present(id, role: role, to: state, configuration: c, animated: r.chance(0.8)) }
            return .configure(id, c, animated: r.bool())
        case 8:
            var k = CoreFixture.phone
            if r.chance(0.3) { k = DropDownSheetContainer(width: 844, height: 390, safeAreaTop: 0, safeAreaBottom: 21) }
            k.keyboardHeight = r.chance(0.3) ? r.double(in: 0...400) : 0
            k.bottomBarHeight = r.chance(0.4) ? 83 : 0
            if r.chance(0.05) { k.height = r.hostile(ordinary: 0...900) }
            if r.chance(0.1) { k.width = r.pick([87.7, 200]) }
            k.prefersReducedMotion = r.chance(0.2)
            if r.chance(0.3) {
                // iOS 26: glass, and its tab bar minimized while the user scrolls.
                k.systemDesign = .glass
                if r.chance(0.5) {
                    k.minimizedTabBar = DropDownSheetMinimizedTabBar(x: r.chance(0.5) ? 20 : k.width - 68, width: 48, bottom: 26, height: 48,
                                                                     isBesideSystemAccessory: r.chance(0.2))
                    k.bottomBarHeight = 74
                }
            }
            return .layout(k, animated: r.bool(), timing: r.chance(0.4) ? randomTiming(&r, now: time) : nil)
        case 9, 10: return .touchDown(x: x, y: y, sheet: r.chance(0.5) ? r.pick(Self.ids) : nil)
        case 11, 12: return .touchMove(y: y)
        case 13:
            return .touchUp(y: r.chance(0.5) ? y : nil, velocity: r.chance(0.5) ? r.double(in: -4000...4000) : nil)
        case 14: return .touchCancel
        case 15: return .tap(x: x, y: y, sheet: r.chance(0.5) ? r.pick(Self.ids) : nil)
        case 16: return .accessibilityEscape
        case 17: return .chooserChoice(r.bool() ? .reopen(id) : .close(id))
        case 18 where r.chance(0.3): return .modalPresentationDismissed(animated: r.bool())
        default:
            time += r.chance(0.02) ? -0.5 : r.double(in: 0...0.05)
            return .tick
        }
    }

    /// A timing of a platform's animation, often hostile (issue 31): begin times far in the past
    /// or the future, durations that are not positive numbers, out-of-range Bézier and spring
    /// curves, additive or not.
    private func randomTiming(_ r: inout SplitMix64, now: Double) -> DropDownSheetLayoutTiming {
        let begin = r.chance(0.2) ? r.hostile(ordinary: 0...1) : now + r.pick([-20, -0.5, -0.05, 0, 0.05, 0.5, 20, 1e9])
        let duration = r.chance(0.2) ? r.hostile(ordinary: 0...1) : r.pick([0.25, 0.35, 0.5, 10.000001])
        let curve: DropDownSheetLayoutTiming.Curve
        func number(_ ordinary: ClosedRange<Double>) -> Double { r.chance(0.2) ? r.hostile(ordinary: ordinary) : r.double(in: ordinary) }
        switch r.int(3) {
        case 0: curve = .cubicBezier(x1: number(0...1), y1: number(-1...2), x2: number(0...1), y2: number(-1...2))
        case 1: curve = .spring(mass: number(0.5...3), stiffness: number(50...1000), damping: number(5...500),
                                initialVelocity: r.chance(0.3) ? r.pick([-50, 50]) : number(-50...50))
        default: curve = r.pick([.linear, .easeInEaseOut])
        }
        return DropDownSheetLayoutTiming(beginTime: begin, duration: duration, curve: curve, isAdditive: r.chance(0.8))
    }

    /// A sheet reported as resting is at its rest place (issue 31, item 1): the place the rest
    /// places drawn now give its state, which once no glide runs is exactly the rest place of its
    /// container and configuration; an expanded card rests within the container once its glide
    /// is over (while the container shrinks it glides there), never above its top. Every card is
    /// no wider than the widest container it was given.
    private func checkRestPlaces(_ p: DropDownSheetPresentation, widest: Double, _ context: @autoclosure () -> String) {
        for id in p.identifiers {
            guard let engine = p.engine(of: id) else { continue }
            let r = engine.renderState
            XCTAssertLessThanOrEqual(r.cardWidth, widest + 1e-9, "\(id) wider than its containers: \(context())")
            guard case .resting(let state) = engine.phase, state != .dismissed else { continue }
            XCTAssertEqual(r.sheetTop, engine.layout.top(of: state), accuracy: 1e-6, "\(id) resting off its place: \(context())")
            if !engine.isMoving {
                let rest = DropDownSheetLayout(container: engine.container, configuration: engine.configuration).top(of: state)
                XCTAssertEqual(r.sheetTop, rest, accuracy: 1e-6, "\(id) at rest off its container's place: \(context())")
            }
            // Expanded, within the container once its glide is over; at or below its top always.
            if state == .expanded {
                let bottom = engine.isMoving ? Double.greatestFiniteMagnitude : engine.container.height + 1e-6
                XCTAssertTrue((-1e-6...bottom).contains(r.sheetTop),
                              "\(id) expanded at \(r.sheetTop) in a container \(engine.container.height) tall: \(context())")
            }
        }
    }

    /// Checks every invariant after an input; `effects` are the input's. `mayNotDismissBefore`: the
    /// sheets the user could not dismiss before it (vetoed, or not dismissible).
    private func check(_ p: DropDownSheetPresentation, before: [DropDownSheetIdentifier], input: Input, effects: [Effect],
                       mayNotDismissBefore: Set<DropDownSheetIdentifier>, _ context: @autoclosure () -> String) {
        // At most one sheet above its bar (expanded, or at one of its detents), or heading there.
        XCTAssertLessThanOrEqual(p.identifiers.filter { p.heading(of: $0).isRaised }.count, 1, context())
        // A sheet rests, or heads, only to one of its own detents (issue 28).
        for id in p.identifiers {
            guard let engine = p.engine(of: id) else { continue }
            XCTAssertTrue(engine.configuration.hasDetent(p.heading(of: id)), "\(id) heads to \(p.heading(of: id)): \(context())")
            if let destination = engine.phase.destination {
                XCTAssertTrue(engine.configuration.hasDetent(destination), "\(id) rests at \(destination): \(context())")
            }
        }
        // Identifiers unique; z-order and stack made of the presented sheets.
        XCTAssertEqual(Set(p.identifiers).count, p.identifiers.count, context())
        XCTAssertEqual(Set(p.zOrder), Set(p.identifiers), context())
        XCTAssertEqual(p.zOrder.count, p.identifiers.count, context())
        // The accessory: at most one, never stacked, counted, chosen or saved.
        let accessories = p.identifiers.filter { p.role(of: $0) == .accessory }
        XCTAssertLessThanOrEqual(accessories.count, 1, context())
        for a in accessories {
            XCTAssertFalse(p.minimizedDrafts.contains(a), context())
            XCTAssertFalse(p.snapshot.identifiers.contains(a.rawValue), context())
            XCTAssertNotEqual(p.topDraft, a, context())
        }
        XCTAssertEqual(p.draftCount, p.identifiers.count - accessories.count, context())
        // A sheet drags only while the finger that holds it is down: the touch's owner, and none
        // once it lifted or was cancelled (also when its sheet left in between).
        let dragging = p.identifiers.filter { p.phase(of: $0) == .dragging }
        XCTAssertLessThanOrEqual(dragging.count, 1, context())
        for id in dragging { XCTAssertEqual(p.touchOwner, id, context()) }
        switch input {
        case .touchUp, .touchCancel: XCTAssertEqual(dragging, [], context())
        case .modalPresentationDismissed:
            // The platform's modal presentation is gone: nothing may want it back.
            XCTAssertNil(p.expandedIdentifier, context())
        default: break
        }
        XCTAssertNoThrow(try p.snapshot.validate(), context())
        // The storage behind O(1) reads (issue 22, item 6): every slot indexed, none left over, and
        // what the stack shows worked out as a scan of the sheets would.
        XCTAssertEqual(p.leftCount, 0, context())
        XCTAssertEqual(p.slotIndex.count, p.sheets.count, context())
        for (i, sheet) in p.sheets.enumerated() {
            XCTAssertFalse(sheet.hasLeft, context())
            XCTAssertEqual(p.slotIndex[sheet.id], i, context())
        }
        XCTAssertFalse(p.derivedIsStale, context())
        XCTAssertEqual(p.derived, p.derivedNow, context())
        XCTAssertEqual(p.draftIdentifiers.count, p.draftCount, context())
        XCTAssertEqual(p.accessoryIdentifier, p.identifiers.first { p.role(of: $0) == .accessory }, context())
        // No NaN anywhere the shell draws.
        for id in p.identifiers {
            guard let card = p.card(id) else { return XCTFail("no card for \(id): \(context())") }
            let r = card.render
            for v in [r.sheetTop, r.velocity, r.progress, r.presentingScale, r.presentingCornerRadius, r.dimAlpha, r.barAlpha,
                      r.cardX, r.cardWidth, r.cardHeight, r.visibleHeight, card.barHeight] {
                XCTAssertTrue(v.isFinite, "\(id) \(r): \(context())")
            }
        }
        let style = p.underneathStyle
        XCTAssertTrue(style.scale.isFinite && style.cornerRadius.isFinite && style.dimAlpha.isFinite, context())
        let backdrop = p.stackBackdrop
        XCTAssertTrue(backdrop.barX.isFinite && backdrop.barY.isFinite && backdrop.alpha.isFinite, context())
        // Every rendered value in its documented range (issue 22, item 3).
        for id in p.identifiers {
            guard let card = p.card(id) else { continue }
            let problems = DropDownSheetRenderState.rangeProblems(card.render)
            XCTAssertEqual(problems, [], "\(id): \(context())")
            XCTAssertGreaterThanOrEqual(card.barHeight, 0, context())
        }
        XCTAssertTrue(DropDownSheetRenderState.presentingScaleRange.contains(style.scale), "scale \(style.scale): \(context())")
        XCTAssertTrue((0...1).contains(style.dimAlpha) && style.cornerRadius >= 0, "\(style): \(context())")
        XCTAssertTrue((0...1).contains(backdrop.alpha) && (0...2).contains(backdrop.sliverCount), context())
        // A present the presentation accepted leaves the sheet presented, heading where it was
        // asked (issue 22, item 1).
        if case let .present(id, _, to, _, _) = input {
            for case let .presentResult(answered, result) in effects where answered == id && result.isPresented {
                XCTAssertTrue(p.contains(id), "\(id) was answered \(result) and is gone: \(context())")
                XCTAssertEqual(p.heading(of: id), to, "\(id) was answered \(result): \(context())")
            }
        }
        // A sheet's delegate hears only about a sheet that was presented, or added, in this input
        // (issue 22, item 5).
        let added = Set(effects.compactMap { if case .sheetAdded(let id, _) = $0 { return id } else { return nil } })
        for case let .event(id, _) in effects {
            XCTAssertTrue(before.contains(id) || added.contains(id), "an event for \(id), never added: \(context())")
        }
        // Sheets leave only through a reported removal, after a dismissal the app allowed or asked for.
        let removed = Set(effects.compactMap { if case .sheetRemoved(let id) = $0 { return id } else { return nil } })
        for id in before where !p.contains(id) { XCTAssertTrue(removed.contains(id), "\(id) vanished: \(context())") }
        for effect in effects {
            guard case .event(let id, .willMove(.dismissed)) = effect else { continue }
            let inCode: Bool
            switch input {
            case .dismiss(let target, _): inCode = target == id
            case .dismissAll: inCode = true
            default: inCode = false
            }
            // No user input dismisses a sheet whose dismissal is vetoed or not allowed (issue 22,
            // item 2).
            XCTAssertTrue(inCode || !mayNotDismissBefore.contains(id), "\(id) was dismissed by the user against its veto or while not dismissible: \(context())")
        }
    }

    /// The hit test agrees with the frames the shell draws: front to back over the cards not
    /// hidden and not leaving, the first whose visible rectangle holds the point, or whose
    /// dimming covers it.
    private func checkHitTest(_ p: DropDownSheetPresentation, x: Double, y: Double, _ context: @autoclosure () -> String) {
        var expected = DropDownSheetPresentationHit.passthrough
        for id in p.zOrder.reversed() {
            guard let card = p.card(id), !card.isHidden else { continue }
            let r = card.render
            // A sheet on its way out takes no touches (it cannot be caught leaving).
            if r.phase == .resting(.dismissed) || r.phase == .settling(toward: .dismissed) { continue }
            // The visible part: inset for a floating capsule or a bar inline beside a tab bar.
            if x >= r.cardX + r.visibleLeftInset, x <= r.cardX + r.cardWidth - r.visibleRightInset,
               y >= r.sheetTop, y <= r.sheetTop + r.visibleHeight {
                expected = .sheet(id)
                break
            }
            // At the bar, and at or below the largest undimmed detent, the screen above is live;
            // a finger holding a card from an undimmed detent leaves it live while nothing dims.
            guard let engine = p.engine(of: id) else { continue }
            switch r.phase {
            case .resting(let state), .settling(toward: let state):
                let top = engine.layout.top(of: state), undimmed = engine.layout.top(of: engine.configuration.largestUndimmedDetent)
                let u = engine.configuration.largestUndimmedDetent
                // A place no higher than the largest undimmed one is live (the full card too, when
                // that detent rests at the full card's place), except the full card over the
                // default undimmed bar, which is dimmed even in a container too small to tell them apart.
                let live = state == .minimized || u == .expanded || (top >= undimmed - 0.5 && (u != .minimized || state.isCustomDetent))
                if live { continue }
            case .dragging:
                if case .dragging(let d) = engine.mode, d.origin.isCustomDetent, !engine.layout.isDimmed(d.origin), r.dimAlpha <= 0 { continue }
            }
            expected = .dimming(id)
            break
        }
        XCTAssertEqual(p.hitTest(x: x, y: y), expected, "(\(x), \(y)): \(context())")
    }

    /// A sheet on its way out, presented again (with a configuration, which restarts its spring)
    /// a few milliseconds later, or after the frame that would have removed it: the answer is `.moved` and the sheet stays, heading where it was
    /// asked. Tried on a copy, so the sequence goes on unchanged.
    private func checkRepresentOfLeavingSheets(_ p: DropDownSheetPresentation, _ r: inout SplitMix64, at time: Double,
                                               _ context: @autoclosure () -> String) {
        for id in p.identifiers where p.heading(of: id) == .dismissed {
            var copy = p
            var c = copy.configuration(of: id)
            c.minimizedHeight = r.double(in: 40...90)
            let to: DropDownSheetState = r.pick([.expanded, .minimized])
            let input = Input.present(id, role: p.role(of: id) ?? .draft, to: to, configuration: c, animated: r.chance(0.8))
            // Within a frame gap, or after the frame that would have ended the dismissal.
            let effects = copy.handle(input, at: time + r.pick([0.004, 0.008, 0.016, 0.2, 1]))
            check(copy, before: p.identifiers, input: input, effects: effects, mayNotDismissBefore: [], "re-present \(id): \(context())")
        }
    }

    func testInvariantsHoldForRandomSequences() {
        var failures = 0
        for seed in 0..<100 where failures == 0 {
            var r = SplitMix64(seed: UInt64(seed))
            var p = DropDownSheetPresentation(container: CoreFixture.phone)
            // The rules hold with the clock anywhere from 0 to 10⁹ s (issue 31).
            var time = seed % 4 == 0 ? 0 : r.pick([1e3, 1e6, 1e9, r.double(in: 0...1e9)])
            var history: [String] = []
            var hosting = DropDownSheetHosting.overlay
            for _ in 0..<160 {
                let input = randomInput(&r, time: &time)
                time += 0.001
                let before = p.identifiers
                let mayNotDismissBefore = Set(Self.ids.filter { p.isDismissalVetoed($0) || !(p.configuration(of: $0).isDismissible ?? true) })
                let effects = p.handle(input, at: time)
                history.append("\(input)")
                let context = "seed \(seed), after \(history.suffix(6).joined(separator: "; "))"
                check(p, before: before, input: input, effects: effects, mayNotDismissBefore: mayNotDismissBefore, context)
                // The model's wish for a modal presentation is the UIKit host's hosting rule.
                // A sheet at or heading to an undimmed detent counts as one at its bar (issue 28).
                hosting = DropDownSheetHosting.wanted(for: p.identifiers.map { p.phase(of: $0) }, current: hosting) { state in
                    p.identifiers.contains { id in
                        p.engine(of: id).map { $0.phase.destination == state && $0.isHeadingToDimmedPlace } ?? false
                    }
                }
                let phases = p.identifiers.map { "\($0) \(p.phase(of: $0)) \(p.engine(of: $0)?.isContentInteractive ?? false)" }
                XCTAssertEqual(p.wantsModalPresentation, hosting == .modal, "\(phases) \(context)")
                for _ in 0..<4 {
                    checkHitTest(p, x: r.double(in: 0...390), y: r.double(in: 0...844), context)
                }
                checkRepresentOfLeavingSheets(p, &r, at: time, context)
                checkRestPlaces(p, widest: 844, context)
                failures = testRun?.failureCount ?? 0
                if failures > 0 { break }
            }
        }
    }

    func testTheSameInputsGiveTheSameEffectsAndFrames() {
        for seed in 0..<20 {
            var r1 = SplitMix64(seed: UInt64(seed)), r2 = SplitMix64(seed: UInt64(seed))
            var p1 = DropDownSheetPresentation(container: CoreFixture.phone), p2 = p1
            var t1 = 0.0, t2 = 0.0
            for _ in 0..<120 {
                let i1 = randomInput(&r1, time: &t1), i2 = randomInput(&r2, time: &t2)
                XCTAssertEqual(p1.handle(i1, at: t1), p2.handle(i2, at: t2))
            }
            XCTAssertEqual(p1.identifiers, p2.identifiers)
            for id in p1.identifiers { XCTAssertEqual(p1.card(id), p2.card(id)) }
        }
    }

    func testEverySequenceComesToRestWithTheDraftsItKept() {
        for seed in 0..<40 {
            var r = SplitMix64(seed: UInt64(1_000 + seed))
            var p = DropDownSheetPresentation(container: CoreFixture.phone)
            var time = 0.0
            for _ in 0..<80 { _ = p.handle(randomInput(&r, time: &time), at: time) }
            _ = p.handle(.touchCancel, at: time)
            var frames = 0
            while p.isMoving, frames < 2_000 {
                time += 1.0 / 60
                _ = p.handle(.tick, at: time)
                frames += 1
            }
            XCTAssertFalse(p.isMoving, "seed \(seed) never came to rest")
            XCTAssertLessThanOrEqual(p.identifiers.filter { p.heading(of: $0) == .expanded }.count, 1)
        }
    }
}
