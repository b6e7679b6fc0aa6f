// What the presentation tells its shell, and in which order: lifecycle, delegate events,
// first responder, VoiceOver, modality, misuse, identifiers, saving and restoring.
import Foundation
import XCTest
@testable import DropDownSheetCore

final class PresentationEffectsTests: XCTestCase {
    func testASheetIsAddedBeforeAnythingElseAndRemovedAfterItsDismissal() {
        var d = PresentationDriver()
        let first = d.send(.present(.a))
        XCTAssertEqual(Array(first.prefix(3)), [.sheetAdded(.a, role: .draft), .presentResult(.a, .presented), .event(.a, .willMove(to: .expanded))])
        d.settle()
        XCTAssertEqual(d.send(.present(.b, to: .minimized)).prefix(2), [.sheetAdded(.b, role: .draft), .presentResult(.b, .joined)])
        XCTAssertEqual(d.send(.present(.b, to: .minimized)).first, .presentResult(.b, .moved))
        var tall = DropDownSheetConfiguration()
        tall.minimizedHeight = 80
        XCTAssertEqual(d.send(.present(.b, to: .minimized, configuration: tall)).first, .presentResult(.b, .moved))
        XCTAssertEqual(d.presentation.configuration(of: .b).minimizedHeight, 80, "a new configuration is taken")
        d.send(.dismiss(.a))
        let gone = d.sendAndSettle(.tick)
        guard let didMove = gone.firstIndex(of: .event(.a, .didMove(to: .dismissed))),
              let removed = gone.firstIndex(of: .sheetRemoved(.a)) else { return XCTFail("\(gone)") }
        XCTAssertLessThan(didMove, removed)
        XCTAssertTrue(gone.contains(.announce(.draftClosed(remaining: 1))))
        XCTAssertNil(d.presentation.card(.a))
        XCTAssertEqual(d.presentation.renderState(of: .a).phase, .resting(.dismissed))
        XCTAssertEqual(d.presentation.renderState(of: .a).sheetTop, 844)
    }

    func testAPresentResultSaysWhetherTheSheetIsOnScreen() {
        for result in [DropDownSheetPresentResult.presented, .joined, .moved] {
            XCTAssertTrue(result.isPresented, "\(result)")
        }
        for refusal in DropDownSheetPresentRefusal.allCases {
            XCTAssertFalse(DropDownSheetPresentResult.refused(refusal).isPresented, "\(refusal)")
        }
    }

    func testTheFirstResponderIsResignedBeforeTheDelegateHearsOfAMinimize() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        let effects = d.sendAndSettle(.minimize(.a))
        XCTAssertEqual(Array(effects.prefix(2)), [.responder(.a, .rememberAndResign), .event(.a, .willMove(to: .minimized))])
        let back = d.sendAndSettle(.expand(.a))
        guard let restore = back.firstIndex(of: .responder(.a, .restore)),
              let didMove = back.firstIndex(of: .event(.a, .didMove(to: .expanded))) else { return XCTFail("\(back)") }
        XCTAssertLessThan(restore, didMove)
        XCTAssertTrue(back.contains(.accessibilityFocus(.content(.a))))
    }

    func testVoiceOverFocusFollowsTheStack() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertTrue(d.effects.contains(.accessibilityFocus(.bar(.a))))
        d.sendAndSettle(.present(.b, to: .minimized))
        let gone = d.sendAndSettle(.dismiss(.b))
        XCTAssertTrue(gone.contains(.accessibilityFocus(.bar(.a))), "focus goes to the draft left")
        let last = d.sendAndSettle(.dismiss(.a))
        XCTAssertTrue(last.contains(.accessibilityFocus(.screenUnderneath)))
        XCTAssertFalse(last.contains { if case .announce = $0 { return true } else { return false } })
    }

    func testModalPresentationIsWantedOnlyWhileASheetIsExpandedOrHeadingThere() {
        var d = PresentationDriver()
        XCTAssertEqual(d.send(.present(.a, to: .minimized)).filter(isModalChange), [])
        d.settle()
        XCTAssertFalse(d.presentation.wantsModalPresentation)
        XCTAssertEqual(d.send(.expand(.a)).filter(isModalChange), [.modalPresentationChanged(true)])
        XCTAssertTrue(d.presentation.wantsModalPresentation, "on its way up already")
        d.settle()
        XCTAssertEqual(d.send(.minimize(.a)).filter(isModalChange), [.modalPresentationChanged(false)],
                       "heading down: the modal presentation ends at once (no hold for the status bar)")
        XCTAssertTrue(d.presentation.isMoving)
        d.settle()
        d.send(.touchDown(x: 195, y: 780))
        d.send(.touchMove(y: 600))
        XCTAssertFalse(d.presentation.wantsModalPresentation, "a bar pulled up is not heading anywhere yet")
        d.t += 0.02
        XCTAssertEqual(d.send(.touchUp(y: 400, velocity: -2000)).filter(isModalChange), [.modalPresentationChanged(true)])
    }

    func testTheModalPresentationNeverSwitchesUnderAFinger() {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.a, to: .minimized))
        d.send(.touchDown(x: 195, y: 730))
        d.send(.touchMove(y: 720))
        XCTAssertEqual(d.presentation.phase(of: .player), .dragging)
        XCTAssertEqual(d.send(.expand(.a)).filter(isModalChange), [.modalPresentationChanged(true)])
        XCTAssertEqual(d.send(.minimize(.a)).filter(isModalChange), [], "a finger still drags the player's bar")
        XCTAssertTrue(d.presentation.wantsModalPresentation)
        d.t += 0.5
        XCTAssertEqual(d.send(.touchUp(y: 720, velocity: 0)).filter(isModalChange), [.modalPresentationChanged(false)],
                       "the release decides")
    }

    private func isModalChange(_ effect: DropDownSheetPresentation.Effect) -> Bool {
        if case .modalPresentationChanged = effect { return true }
        return false
    }

    func testMisuseIsReportedNotCorrected() {
        var d = PresentationDriver()
        XCTAssertEqual(d.send(.present("", to: .expanded)), [.misuse(.emptyIdentifier), .presentResult("", .refused(.emptyIdentifier))])
        XCTAssertEqual(d.send(.present(.a, to: .dismissed)), [.misuse(.presentToDismissed(.a)), .presentResult(.a, .refused(.invalidTarget))])
        XCTAssertEqual(d.send(.configure("", .init())), [.misuse(.emptyIdentifier)])
        XCTAssertTrue(d.presentation.isEmpty)
        d.sendAndSettle(.present(.a, to: .minimized))
        d.sendAndSettle(.present(.b, to: .minimized))
        d.sendAndSettle(.present(.c, to: .minimized))
        var two = DropDownSheetConfiguration()
        two.maximumSheetCount = 2
        XCTAssertTrue(d.send(.configure(.a, two)).contains(.misuse(.maximumBelowCount(maximum: 2, count: 3))))
        XCTAssertEqual(d.presentation.maximumDraftCount, 2, "the maximum is taken")
        XCTAssertEqual(d.presentation.draftCount, 3, "and no draft is discarded")
        XCTAssertEqual(d.send(.present("d", configuration: two)).first, .presentResult("d", .refused(.stackFull)))
        for misuse in [DropDownSheetMisuse.emptyIdentifier, .presentToDismissed(.a), .maximumBelowCount(maximum: 2, count: 3)] {
            XCTAssertTrue(misuse.message.hasPrefix("DropDownSheet: "), misuse.message)
        }
    }

    func testBadTimesAndContainersAreReportedOnce() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a))
        d.sendAndSettle(.present(.b, to: .minimized))
        XCTAssertEqual(d.presentation.handle(.tick, at: .nan), [.inputCorrected(.nonFiniteTime)])
        XCTAssertEqual(d.presentation.handle(.tick, at: d.t - 1), [.inputCorrected(.timeWentBackwards)])
        // (Corrected to an empty container, which leaves the bars no room underneath: the inset goes.)
        XCTAssertEqual(d.send(.layout(DropDownSheetContainer(width: -1, height: .nan))),
                       [.inputCorrected(.invalidContainer), .underneathInsetChanged(DropDownSheetUnderneathInset(), spring: .default)])
        XCTAssertEqual(d.send(.tap(x: .nan, y: 3)), [.inputCorrected(.invalidTouch)])
        XCTAssertEqual(d.send(.touchDown(x: 1, y: .infinity)), [.inputCorrected(.invalidTouch)])
        var bad = DropDownSheetConfiguration()
        bad.dimAlpha = 9
        XCTAssertEqual(d.send(.configure(.a, bad)), [.event(.a, .inputCorrected(.invalidConfiguration))])
        XCTAssertEqual(d.presentation.configuration(of: .a).dimAlpha, 1)
    }

    func testAConfigurationAndAVetoGivenBeforePresentingAreKept() {
        var d = PresentationDriver()
        var tall = DropDownSheetConfiguration()
        tall.minimizedHeight = 100
        d.send(.configure(.a, tall))
        d.send(.dismissalVeto(.a, isVetoed: true))
        XCTAssertEqual(d.presentation.configuration(of: .a).minimizedHeight, 100)
        d.sendAndSettle(.present(.a, to: .minimized))
        XCTAssertEqual(d.top(.a), 844 - 34 - 100)
        XCTAssertTrue(d.presentation.isDismissalVetoed(.a))
        d.drag(from: 760, to: 840, velocity: 3000)
        XCTAssertTrue(d.events(of: .a).contains("didAttemptToDismiss"))
        XCTAssertTrue(d.presentation.contains(.a))
    }

    func testIdentifiersAreComparedByTheirExactScalars() throws {
        let composed = DropDownSheetIdentifier("\u{C5}")
        let decomposed = DropDownSheetIdentifier("A\u{30A}")
        XCTAssertEqual("\u{C5}", "A\u{30A}", "Swift's strings call them equal")
        XCTAssertNotEqual(composed, decomposed)
        XCTAssertEqual(Set([composed, decomposed]).count, 2)
        XCTAssertEqual(composed, DropDownSheetIdentifier("\u{C5}"))
        XCTAssertEqual(composed.hashValue, DropDownSheetIdentifier("\u{C5}").hashValue)
        XCTAssertTrue(DropDownSheetIdentifier("a") < DropDownSheetIdentifier("b"))
        XCTAssertEqual(composed.description, "\u{C5}")
        var d = PresentationDriver()
        d.sendAndSettle(.present(composed, to: .minimized))
        XCTAssertEqual(d.send(.present(decomposed, to: .minimized)).prefix(2), [.sheetAdded(decomposed, role: .draft), .presentResult(decomposed, .joined)])
        XCTAssertEqual(d.presentation.identifiers.count, 2)
    }

    func testAnIdentifierIsAPlainStringInJSON() throws {
        let data = try JSONEncoder().encode(["x": DropDownSheetIdentifier("draft-1")])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"x":"draft-1"}"#)
        XCTAssertEqual(try JSONDecoder().decode([String: DropDownSheetIdentifier].self, from: data)["x"], "draft-1")
        XCTAssertTrue(DropDownSheetIdentifier("").isEmpty)
    }

    func testASnapshotHoldsTheDraftsOnlyAndRestoresThem() throws {
        var d = PresentationDriver(bottomBar: 83)
        d.sendAndSettle(.present(.player, role: .accessory, to: .minimized))
        d.sendAndSettle(.present(.a, to: .minimized))
        d.sendAndSettle(.present(.b))
        let snapshot = d.presentation.snapshot
        XCTAssertEqual(snapshot, DropDownSheetStackSnapshot(identifiers: ["a", "b"], expanded: "b", maximumCount: 5))
        let decoded = try DropDownSheetStackSnapshot.decode(from: snapshot.encoded())
        var restored = PresentationDriver()
        restored.sendAndSettle(.restore(decoded))
        XCTAssertEqual(restored.presentation.identifiers, [.a, .b])
        XCTAssertEqual(restored.presentation.expandedIdentifier, .b)
        XCTAssertEqual(restored.presentation.minimizedDrafts, [.a])
        XCTAssertEqual(restored.presentation.snapshot, snapshot)
    }

    func testASnapshotLeavesOutADraftOnItsWayOut() {
        var d = PresentationDriver()
        d.sendAndSettle(.present(.a, to: .minimized))
        d.sendAndSettle(.present(.b, to: .minimized))
        d.send(.dismiss(.b))
        XCTAssertEqual(d.presentation.snapshot.identifiers, ["a"])
    }

    func testRestoringAtLaunchGivesBackTheSavedOrderExactly() {
        var d = PresentationDriver()
        let saved = DropDownSheetStackSnapshot(identifiers: ["a", "b", "c"], expanded: "a", maximumCount: 4)
        d.sendAndSettle(.restore(saved, animated: false))
        XCTAssertEqual(d.presentation.snapshot, saved)
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.expanded))
        XCTAssertEqual(d.presentation.minimizedDrafts, [.c, .b])
    }

    func testRestoringAtLaunchKeepsALoweredMaximumAndEveryDraft() {
        var d = PresentationDriver()
        let saved = DropDownSheetStackSnapshot(identifiers: ["a", "b", "c"], expanded: nil, maximumCount: 2)
        let effects = d.sendAndSettle(.restore(saved))
        XCTAssertFalse(effects.contains { if case .misuse = $0 { return true } else { return false } })
        XCTAssertEqual(d.presentation.snapshot, saved)
    }

    func testRestoringBesideDraftsJoinsThemAndRaisesTheMaximum() {
        var d = PresentationDriver()
        var two = DropDownSheetConfiguration()
        two.maximumSheetCount = 2
        d.sendAndSettle(.present(.a, to: .minimized, configuration: two))
        d.sendAndSettle(.restore(DropDownSheetStackSnapshot(identifiers: ["b", "a"], expanded: "a", maximumCount: 3)))
        XCTAssertEqual(d.presentation.maximumDraftCount, 3)
        XCTAssertEqual(d.presentation.identifiers, [.a, .b])
        XCTAssertEqual(d.presentation.phase(of: .a), .resting(.expanded), "a saved draft already presented moves")
        let full = d.sendAndSettle(.restore(DropDownSheetStackSnapshot(identifiers: ["c", "d"], expanded: nil, maximumCount: 2)))
        XCTAssertTrue(full.contains(.presentResult("d", .refused(.stackFull))), "\(full)")
        XCTAssertEqual(d.presentation.draftCount, 3)
    }

    func testAnImpossibleSnapshotPresentsNothing() {
        var d = PresentationDriver()
        let bad = DropDownSheetStackSnapshot(identifiers: ["a", "a"], expanded: nil, maximumCount: 5)
        XCTAssertEqual(d.send(.restore(bad)), [.restoreFailed(.duplicateIdentifier("a"))])
        XCTAssertTrue(d.presentation.isEmpty)
    }

    func testRestoringKeepsTheSnapshotsMaximumOverTheConfigurations() {
        var d = PresentationDriver()
        var one = DropDownSheetConfiguration()
        one.maximumSheetCount = 1
        d.send(.configure(.a, one))
        d.send(.configure(.b, one))
        d.sendAndSettle(.restore(DropDownSheetStackSnapshot(identifiers: ["a", "b"], expanded: nil, maximumCount: 3)))
        XCTAssertEqual(d.presentation.identifiers, [.a, .b], "no saved draft is dropped")
        XCTAssertEqual(d.presentation.maximumDraftCount, 3)
    }

    func testReadingAPresentationThatHoldsNothing() {
        let p = DropDownSheetPresentation(container: CoreFixture.phone)
        XCTAssertTrue(p.isEmpty)
        XCTAssertNil(p.card(.a))
        XCTAssertNil(p.engine(of: .a))
        XCTAssertNil(p.role(of: .a))
        XCTAssertEqual(p.heading(of: .a), .dismissed)
        XCTAssertEqual(p.hitTest(x: 1, y: 1), .passthrough)
        XCTAssertEqual(p.underneathStyle, DropDownSheetUnderneathStyle())
        XCTAssertFalse(p.isMoving)
        XCTAssertFalse(p.wantsModalPresentation)
        XCTAssertNil(p.accessoryIdentifier)
        XCTAssertNil(p.expandedIdentifier)
        XCTAssertEqual(p.time, 0)
        XCTAssertEqual(p.container(of: .a), CoreFixture.phone)
        XCTAssertEqual(DropDownSheetPresentationHit.dimming(.a).kind, .dimming)
        XCTAssertEqual(DropDownSheetPresentationHit.sheet(.a).identifier, .a)
        XCTAssertNil(DropDownSheetPresentationHit.passthrough.identifier)
    }
}
