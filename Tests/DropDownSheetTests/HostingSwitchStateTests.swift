import XCTest
@testable import DropDownSheetCore

/// The hosting switch as a state machine (issue 30): what the shell is told to do, how each
/// report of UIKit's end is taken, a dismissal the app starts, a sheet freed mid-switch, a late
/// report of an earlier switch, a refusal, and the shell giving up; at the end of every sequence
/// whose latest switch was reported, nothing is left switching.
final class HostingSwitchStateTests: XCTestCase {
    private let draft: DropDownSheetIdentifier = "draft"

    // MARK: - Commands

    func testTheWantedHostingIsCommandedOnlyWhenShownIdleAndDifferent() {
        var state = DropDownSheetHostingSwitch()
        XCTAssertEqual(state.command(wanted: .modal, current: .overlay, isShown: false, isBusy: false), .none, "not shown")
        XCTAssertEqual(state.command(wanted: .modal, current: .overlay, isShown: true, isBusy: true), .none, "busy: asked again after")
        XCTAssertEqual(state.command(wanted: .modal, current: .overlay, isShown: true, isBusy: false), .enterModal)
        XCTAssertEqual(state.command(wanted: .overlay, current: .modal, isShown: true, isBusy: false), .leaveModal)
        XCTAssertEqual(state.command(wanted: .modal, current: .modal, isShown: true, isBusy: false), .none)
        XCTAssertFalse(state.updateIsPending)
    }

    func testAWantedSwitchDuringAnotherWaitsAndReachingTheWantedHostingClearsTheWait() {
        var state = DropDownSheetHostingSwitch()
        _ = state.begin(leavingModal: false)
        XCTAssertEqual(state.command(wanted: .overlay, current: .modal, isShown: true, isBusy: false), .none)
        XCTAssertTrue(state.updateIsPending, "it waits for the switch under way")
        XCTAssertEqual(state.command(wanted: .modal, current: .modal, isShown: true, isBusy: false), .none)
        XCTAssertFalse(state.updateIsPending, "already there: nothing waits")
    }

    // MARK: - The library's own switches

    func testAPresentEndsWhenItsOwnReportComesAndAsksAgain() {
        var state = DropDownSheetHostingSwitch()
        let present = state.begin(leavingModal: false)
        XCTAssertTrue(state.isSwitching)
        XCTAssertFalse(state.isLeavingModal)
        state.modalWillBegin()
        XCTAssertEqual(state.ended(present, isShown: true, isPresented: true), .updateHosting)
        XCTAssertFalse(state.isSwitching)
        XCTAssertEqual(state.ended(present, isShown: true, isPresented: true), .runWaitingWork, "a second report finds nothing under way")
    }

    func testTheLibrarysDismissIsNotTakenForTheAppsAndEndsByItsCompletion() {
        var state = DropDownSheetHostingSwitch()
        let dismiss = state.begin(leavingModal: true)
        XCTAssertTrue(state.isLeavingModal)
        XCTAssertFalse(state.modalWillEnd(expanded: nil, animated: true, isShown: true), "the library's own")
        XCTAssertNil(state.modalDidEnd(), "its completion reports it, not the presentation controller")
        XCTAssertNil(state.appDismissal)
        XCTAssertEqual(state.ended(dismiss, isShown: true, isPresented: false), .updateHosting)
        XCTAssertFalse(state.isSwitching)
        XCTAssertFalse(state.isLeavingModal)
    }

    func testALateReportOfAnEarlierSwitchEndsNothing() {
        // expand(animated: false) then minimize(animated: false): the dismiss begins from the
        // present's completion, before UIKit's report of the present arrives again.
        var state = DropDownSheetHostingSwitch()
        let present = state.begin(leavingModal: false)
        let dismiss = state.begin(leavingModal: true)
        XCTAssertEqual(state.ended(present, isShown: true, isPresented: true), .stale)
        XCTAssertTrue(state.isSwitching, "the dismiss is still under way")
        XCTAssertTrue(state.isLeavingModal)
        XCTAssertEqual(state.ended(dismiss, isShown: true, isPresented: false), .updateHosting)
        XCTAssertFalse(state.isSwitching)
    }

    func testARefusedSwitchLeavesNothingUnderWayAndWaits() {
        var state = DropDownSheetHostingSwitch()
        let refused = state.begin(leavingModal: true)
        state.refused()
        XCTAssertFalse(state.isSwitching)
        XCTAssertFalse(state.isLeavingModal)
        XCTAssertTrue(state.updateIsPending, "tried again later")
        XCTAssertEqual(state.ended(refused, isShown: true, isPresented: true), .runWaitingWork, "a late completion changes nothing")
        var waiting = DropDownSheetHostingSwitch()
        waiting.waitForLater()
        XCTAssertTrue(waiting.updateIsPending)
        XCTAssertFalse(waiting.isSwitching)
    }

    // MARK: - The last sheet leaving mid-switch

    func testTheLastSheetLeavingDuringAPresentEndsWhatUIKitStillHolds() {
        var state = DropDownSheetHostingSwitch()
        let present = state.begin(leavingModal: false)
        state.finish()
        guard case let .dismissLeftover(number) = state.ended(present, isShown: false, isPresented: true) else {
            return XCTFail("the presentation left over is ended")
        }
        XCTAssertTrue(state.isSwitching)
        XCTAssertTrue(state.isLeavingModal)
        XCTAssertEqual(state.ended(number, isShown: false, isPresented: false), .removeView, "then the view goes")
        XCTAssertFalse(state.isSwitching)
        XCTAssertFalse(state.updateIsPending)
    }

    func testTheLastSheetLeavingDuringADismissTakesTheViewAway() {
        var state = DropDownSheetHostingSwitch()
        let dismiss = state.begin(leavingModal: true)
        state.finish()
        XCTAssertEqual(state.ended(dismiss, isShown: false, isPresented: false), .removeView)
        XCTAssertFalse(state.isSwitching)
    }

    // MARK: - A dismissal the app starts

    func testAnAppsDismissalIsASwitchOfItsOwnThatClosesTheExpandedSheetOnceUIKitIsDone() {
        var state = DropDownSheetHostingSwitch()
        let present = state.begin(leavingModal: false)
        XCTAssertEqual(state.ended(present, isShown: true, isPresented: true), .updateHosting)
        XCTAssertTrue(state.modalWillEnd(expanded: draft, animated: true, isShown: true), "the app's")
        XCTAssertTrue(state.isSwitching)
        XCTAssertTrue(state.isLeavingModal)
        XCTAssertFalse(state.modalWillEnd(expanded: draft, animated: true, isShown: true), "a second call is the same dismissal")
        let reported = state.modalDidEnd()
        XCTAssertNil(state.modalDidEnd(), "reported once")
        guard let number = reported else { return XCTFail("the app's dismissal has a switch") }
        XCTAssertEqual(state.appDismissalDidEnd(number), .init(sheet: draft, animated: true))
        XCTAssertNil(state.appDismissalDidEnd(number), "closed once")
        XCTAssertEqual(state.ended(number, isShown: true, isPresented: false), .updateHosting)
        XCTAssertFalse(state.isSwitching, "the switch always ends")
    }

    func testASheetFreedDuringTheAppsDismissalIsLeftToTheShellAndTheSwitchStillEnds() {
        // The state names the sheet; the shell closes it only if it is still shown and expanded.
        // A switch begun meanwhile (a new expand) makes the dismissal's sheet stale: not closed.
        var state = DropDownSheetHostingSwitch()
        state.modalWillEnd(expanded: draft, animated: false, isShown: true)
        guard let number = state.modalDidEnd() else { return XCTFail("the app's dismissal has a switch") }
        state.finish()
        let next = state.begin(leavingModal: false)
        XCTAssertNil(state.appDismissalDidEnd(number), "a later switch began: the dismissal's sheet is not closed")
        XCTAssertEqual(state.ended(number, isShown: false, isPresented: false), .stale)
        XCTAssertEqual(state.ended(next, isShown: false, isPresented: false), .removeView, "the latest switch still ends")
        XCTAssertFalse(state.isSwitching)
    }

    func testAnAppsDismissalOvertakenByALaterSwitchNeverClosesItsSheetLater() {
        // Review of issue 30: the record of the sheet outlived its switch, and the next dismissal
        // the app started with no sheet expanded (a bar going down, say) closed that sheet.
        var state = DropDownSheetHostingSwitch()
        state.modalWillEnd(expanded: draft, animated: true, isShown: true)
        guard let first = state.modalDidEnd() else { return XCTFail("the app's dismissal has a switch") }
        let next = state.begin(leavingModal: false)
        XCTAssertNil(state.appDismissal, "the record went with its switch")
        XCTAssertNil(state.appDismissalDidEnd(first))
        XCTAssertEqual(state.ended(first, isShown: true, isPresented: true), .stale)
        XCTAssertEqual(state.ended(next, isShown: true, isPresented: true), .updateHosting)
        XCTAssertTrue(state.modalWillEnd(expanded: nil, animated: false, isShown: true), "a later dismissal of the app's")
        guard let second = state.modalDidEnd() else { return XCTFail("the app's dismissal has a switch") }
        XCTAssertNil(state.appDismissalDidEnd(second), "nothing was expanded when this one began: nothing to close")
        XCTAssertEqual(state.ended(second, isShown: true, isPresented: false), .updateHosting)
    }

    func testAnAppsDismissalForgetsItsSheetWhenTheLastSheetLeaves() {
        var state = DropDownSheetHostingSwitch()
        state.modalWillEnd(expanded: draft, animated: false, isShown: true)
        guard let number = state.modalDidEnd() else { return XCTFail("the app's dismissal has a switch") }
        state.finish()
        XCTAssertNil(state.appDismissal, "the sheet it stood for is gone")
        XCTAssertNil(state.appDismissalDidEnd(number))
        XCTAssertEqual(state.ended(number, isShown: false, isPresented: false), .removeView, "the switch still ends")
    }

    func testAnAppsDismissalWithNoSheetShownOrNoneExpandedClosesNothing() {
        var hidden = DropDownSheetHostingSwitch()
        hidden.modalWillEnd(expanded: draft, animated: true, isShown: false)
        XCTAssertNil(hidden.appDismissal)
        var noneExpanded = DropDownSheetHostingSwitch()
        noneExpanded.modalWillEnd(expanded: nil, animated: true, isShown: true)
        XCTAssertNil(noneExpanded.appDismissal)
        XCTAssertNotNil(noneExpanded.appDismissalSwitch, "still a switch of its own, ended by its report")
    }

    // MARK: - Giving up

    func testAbandoningEverySwitchLeavesNothingUnderWayAndStaleReportsEndNothing() {
        var state = DropDownSheetHostingSwitch()
        let present = state.begin(leavingModal: false)
        state.modalWillEnd(expanded: draft, animated: true, isShown: true)
        state.waitForLater()
        state.abandonAll()
        XCTAssertFalse(state.isSwitching)
        XCTAssertFalse(state.isLeavingModal)
        XCTAssertFalse(state.updateIsPending)
        XCTAssertNil(state.appDismissal)
        XCTAssertNil(state.modalDidEnd())
        XCTAssertEqual(state.ended(present, isShown: true, isPresented: false), .stale)
    }

    func testSwitchNumbersWrapWithoutATrap() {
        var state = DropDownSheetHostingSwitch()
        for _ in 0..<3 { state.abandonAll() }
        let number = state.begin(leavingModal: false)
        XCTAssertEqual(state.ended(number, isShown: true, isPresented: true), .updateHosting)
    }

    /// Every sequence of the shell's calls (seeded, 2,000 of 12 steps) ends, once its latest
    /// switch is reported, with nothing switching and no trap.
    func testAnySequenceEndsWithNothingSwitchingOnceTheLatestSwitchIsReported() {
        var seed: UInt64 = 30
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<2_000 {
            var state = DropDownSheetHostingSwitch()
            var begun: [Int] = []
            // The switch of the latest dismissal the app started: a sheet it stands for is known
            // only while that switch is the latest.
            var appSwitch: Int?
            for _ in 0..<12 {
                defer {
                    if state.appDismissal != nil { XCTAssertEqual(appSwitch, state.latest, "a sheet recorded past its switch") }
                }
                switch next(9) {
                case 0: _ = state.command(wanted: next(2) == 0 ? .modal : .overlay, current: next(2) == 0 ? .modal : .overlay,
                                          isShown: next(4) != 0, isBusy: next(4) == 0)
                case 1: begun.append(state.begin(leavingModal: next(2) == 0))
                case 2: state.refused()
                case 3: state.modalWillBegin()
                case 4:
                    if state.modalWillEnd(expanded: next(2) == 0 ? draft : nil, animated: next(2) == 0, isShown: next(2) == 0) {
                        appSwitch = state.latest
                    }
                case 5: if let number = state.modalDidEnd() { begun.append(number) }
                case 6: if !begun.isEmpty { let number = begun[next(begun.count)]; _ = state.ended(number, isShown: next(2) == 0, isPresented: next(2) == 0) }
                case 7: if let number = begun.last { _ = state.appDismissalDidEnd(number) }
                default: if next(4) == 0 { state.abandonAll() } else { state.finish() }
                }
            }
            // The shell reports its latest switch's end, and then the end of any leftover dismiss.
            var ending = state.ended(state.latest, isShown: true, isPresented: false)
            if case let .dismissLeftover(number) = ending { ending = state.ended(number, isShown: false, isPresented: false) }
            XCTAssertFalse(state.isSwitching, "\(ending)")
            XCTAssertFalse(state.isLeavingModal)
        }
    }
}
