import XCTest
@testable import DropDownSheetCore

/// What the SwiftUI modifier decides when an `item:` is replaced and when SwiftUI re-creates the
/// view carrying it: the app's binding keeps naming the sheet on screen, and an identified draft
/// survives a new identity of its view.
final class SwiftUISessionHandoverTests: XCTestCase {
    typealias Adoption = DropDownSheetSessionAdoption

    // MARK: - Replacement

    /// The outgoing sheet's dismissal is not reported to the sync (it is detached): the binding,
    /// which names the new item, is never written back to nil.
    func testAReplacementWritesNothingBackWhenTheOutgoingSheetIsGone() {
        var sync = DropDownSheetBindingSync()
        _ = sync.bindingDidChange(to: .expanded, replacingContent: false)
        sync.sheetWillMove(to: .expanded)
        _ = sync.sheetDidMove(to: .expanded)
        XCTAssertEqual(sync.bindingDidChange(to: .expanded, replacingContent: true), [.replace(.expanded)])
        XCTAssertEqual(sync.binding, .expanded, "the binding names the new item")
        // The new sheet arrives: nothing to write, the binding already says so.
        sync.sheetWillMove(to: .expanded)
        XCTAssertNil(sync.sheetDidMove(to: .expanded))
        XCTAssertEqual(sync.binding, .expanded)
    }

    /// The item set to nil while the outgoing sheet springs away (within 100 ms of the
    /// replacement): the new sheet, on its way, is dismissed; nothing is left.
    func testNilRightAfterAReplacementDismissesTheNewSheet() {
        var sync = DropDownSheetBindingSync()
        _ = sync.bindingDidChange(to: .expanded, replacingContent: false)
        sync.sheetWillMove(to: .expanded)
        _ = sync.sheetDidMove(to: .expanded)
        XCTAssertEqual(sync.bindingDidChange(to: .expanded, replacingContent: true), [.replace(.expanded)])
        XCTAssertEqual(sync.destination, .expanded, "the destination is the new sheet's, not the outgoing one's .dismissed")
        XCTAssertEqual(sync.bindingDidChange(to: .dismissed, replacingContent: false), [.dismiss])
        XCTAssertEqual(sync.destination, .dismissed)
    }

    /// A replacement while the current sheet is already leaving is a plain presentation.
    func testAReplacementOfASheetAlreadyLeavingIsAPresentation() {
        var sync = DropDownSheetBindingSync()
        _ = sync.bindingDidChange(to: .expanded, replacingContent: false)
        sync.sheetWillMove(to: .dismissed)
        XCTAssertEqual(sync.bindingDidChange(to: .minimized, replacingContent: true), [.present(.minimized)])
    }

    // MARK: - A re-created session

    private func onScreen(_ destination: DropDownSheetState, role: DropDownSheetRole = .draft,
                          owned: Bool = false) -> Adoption.SheetOnScreen {
        Adoption.SheetOnScreen(role: role, destination: destination, isOwnedByLiveSession: owned)
    }

    /// A draft resting as a bar, left by a torn-down session, is taken over by the new one as it
    /// is: the binding (read as if at the bar) asks for nothing new.
    func testANewSessionAdoptsTheDraftItsPredecessorLeftWhereItIs() {
        let decision = Adoption.decide(identifier: "draft-1", role: .draft, requested: .minimized, onScreen: onScreen(.minimized))
        guard case let .adopt(sync, action) = decision else { return XCTFail("\(decision)") }
        XCTAssertEqual(action, .none)
        XCTAssertEqual(sync.binding, .minimized)
        XCTAssertEqual(sync.destination, .minimized)
    }

    /// The new binding asks for another state: the adopted sheet moves there, and a later
    /// arrival writes nothing (the binding already says so).
    func testAnAdoptedSheetMovesWhereTheNewBindingSays() {
        let decision = Adoption.decide(identifier: "draft-1", role: .draft, requested: .expanded, onScreen: onScreen(.minimized))
        guard case .adopt(var sync, let action) = decision else { return XCTFail("\(decision)") }
        XCTAssertEqual(action, .move(to: .expanded))
        sync.sheetWillMove(to: .expanded)
        XCTAssertNil(sync.sheetDidMove(to: .expanded))
    }

    /// A sheet with that identifier on its way out is waited for: nothing is refused or written.
    func testANewSessionWaitsForALeavingSheetWithItsIdentifier() {
        XCTAssertEqual(Adoption.decide(identifier: "draft-1", role: .draft, requested: .expanded, onScreen: onScreen(.dismissed)),
                       .waitForLeavingSheet)
    }

    /// A sheet another live session still owns: the new session waits for it (inside an animated
    /// transaction SwiftUI tears the old view down only once its removal transition ends), and
    /// writes nothing; a sheet of another role is never waited for.
    func testASheetStillOwnedByALiveSessionIsWaitedFor() {
        XCTAssertEqual(Adoption.decide(identifier: "a", role: .draft, requested: .expanded, onScreen: onScreen(.expanded, owned: true)),
                       .waitForOwner)
        XCTAssertEqual(Adoption.decide(identifier: "a", role: .draft, requested: .minimized, onScreen: onScreen(.minimized, owned: true)),
                       .waitForOwner)
        XCTAssertEqual(Adoption.decide(identifier: "a", role: .draft, requested: .expanded,
                                       onScreen: onScreen(.expanded, role: .accessory, owned: true)), .presentNew)
        XCTAssertEqual(Adoption.decide(identifier: nil, role: .draft, requested: .expanded, onScreen: onScreen(.expanded, owned: true)),
                       .presentNew)
    }

    /// What may not be adopted: no identifier, no sheet, another role, or a binding that asks for
    /// no sheet.
    func testWhatIsNeverAdopted() {
        XCTAssertEqual(Adoption.decide(identifier: nil, role: .draft, requested: .expanded, onScreen: onScreen(.expanded)), .presentNew)
        XCTAssertEqual(Adoption.decide(identifier: "a", role: .draft, requested: .expanded, onScreen: nil), .presentNew)
        XCTAssertEqual(Adoption.decide(identifier: "a", role: .draft, requested: .expanded, onScreen: onScreen(.expanded, role: .accessory)),
                       .presentNew)
        XCTAssertEqual(Adoption.decide(identifier: "a", role: .draft, requested: .dismissed, onScreen: onScreen(.expanded)), .presentNew)
    }

    /// A re-created view whose `item:` names another item, or whose `compact:` bar is of another
    /// type, does not take the old sheet over: it waits for it to leave with its view, and then
    /// presents its own (while the old view's session still owns it, it waits for that first).
    func testASheetShowingAnotherItemOrAnotherCompactBarIsNotAdopted() {
        for (sameItem, sameBar) in [(false, true), (true, false), (false, false)] {
            let left = Adoption.SheetOnScreen(role: .draft, destination: .expanded, isOwnedByLiveSession: false,
                                              showsTheRequestedItem: sameItem, hasTheRequestedCompactBar: sameBar)
            XCTAssertEqual(Adoption.decide(identifier: "a", role: .draft, requested: .expanded, onScreen: left),
                           .waitForLeavingSheet, "same item \(sameItem), same bar \(sameBar)")
            var owned = left
            owned.isOwnedByLiveSession = true
            XCTAssertEqual(Adoption.decide(identifier: "a", role: .draft, requested: .expanded, onScreen: owned), .waitForOwner)
        }
        let same = Adoption.SheetOnScreen(role: .draft, destination: .minimized, isOwnedByLiveSession: false,
                                          showsTheRequestedItem: true, hasTheRequestedCompactBar: true)
        guard case .adopt = Adoption.decide(identifier: "a", role: .draft, requested: .minimized, onScreen: same) else {
            return XCTFail("the same item and bar are adopted")
        }
    }

    /// Which items are the same: equal identities, or no item in both; an item where there was
    /// none (or the reverse) is another content, although it is no replacement of a sheet shown.
    func testTheSameItemMeansTheSameIdentityOrNoItemInBoth() {
        XCTAssertTrue(Adoption.showsTheSameItem(7, as: 7))
        XCTAssertFalse(Adoption.showsTheSameItem(7, as: 8))
        XCTAssertTrue(Adoption.showsTheSameItem(Int?.none, as: nil))
        XCTAssertFalse(Adoption.showsTheSameItem(nil, as: 7))
        XCTAssertFalse(Adoption.showsTheSameItem(7, as: nil))
        XCTAssertFalse(DropDownSheetPresentationRequest.replacesContent(shown: nil, requested: 7))
    }
}

/// A value written back that waits for the end of a view update (the SwiftUI layer never writes
/// during one): an update in between reads the binding before the write, and is no request.
final class SwiftUIWaitingWriteBackTests: XCTestCase {
    /// Another sheet's update minimizes this one without animation, inside that update: the
    /// `.minimized` written back waits; this modifier's update in the same pass still reads
    /// `.expanded`, which must not send the sheet back up.
    func testAnUpdateBeforeAWaitingWriteLandsIsNoRequest() {
        var sync = DropDownSheetBindingSync()
        XCTAssertEqual(sync.bindingDidChange(to: .expanded, replacingContent: false), [.present(.expanded)])
        sync.sheetWillMove(to: .expanded)
        XCTAssertNil(sync.sheetDidMove(to: .expanded))
        sync.sheetWillMove(to: .minimized)
        XCTAssertEqual(sync.sheetDidMove(to: .minimized), .minimized)
        let ticket = sync.writeBackWaits()
        XCTAssertEqual(sync.bindingDidChange(to: .expanded, replacingContent: false), [], "the binding before the write")
        XCTAssertEqual(sync.bindingDidChange(to: .minimized, replacingContent: false), [], "the value on its way")
        XCTAssertEqual(sync.destination, .minimized)
        XCTAssertTrue(sync.writeBackLands(ticket))
        XCTAssertEqual(sync.bindingDidChange(to: .minimized, replacingContent: false), [], "the write's own update")
        XCTAssertEqual(sync.bindingDidChange(to: .expanded, replacingContent: false), [.move(to: .expanded)],
                       "once it landed, the app asks again")
    }

    /// A write that does not wait changes nothing: the next update is read as before.
    func testAWriteThatLandsAtOnceLeavesUpdatesAsTheyWere() {
        var sync = DropDownSheetBindingSync()
        _ = sync.bindingDidChange(to: .minimized, replacingContent: false)
        XCTAssertTrue(sync.writeBackLands(sync.writeBackWaits()))
        XCTAssertFalse(sync.writeBackIsWaiting)
        XCTAssertEqual(sync.bindingDidChange(to: .dismissed, replacingContent: false), [.dismiss])
    }

    /// The user minimizes the sheet (the `.minimized` written back waits for the end of the
    /// update), and in the same pass the app closes it (`isComposing = false`): the app's change
    /// is not dropped. The sheet is dismissed, and the waiting write is dropped, so that it never
    /// sets the binding back to "presented".
    func testAnAppChangeInTheSamePassAsAWaitingWriteIsCarriedOutAndWins() {
        var sync = DropDownSheetBindingSync()
        _ = sync.bindingDidChange(to: .expanded, replacingContent: false)
        sync.sheetWillMove(to: .expanded)
        _ = sync.sheetDidMove(to: .expanded)
        sync.sheetWillMove(to: .minimized)
        XCTAssertEqual(sync.sheetDidMove(to: .minimized), .minimized)
        let ticket = sync.writeBackWaits()
        XCTAssertEqual(sync.bindingDidChange(to: .dismissed, replacingContent: false), [.dismiss], "the app's change")
        XCTAssertFalse(sync.writeBackIsWaiting)
        XCTAssertFalse(sync.writeBackLands(ticket), "the superseded write is dropped")
        XCTAssertEqual(sync.bindingDidChange(to: .dismissed, replacingContent: false), [], "the next update repeats it")
        XCTAssertEqual(sync.destination, .dismissed)
    }

    /// A proxy's request made while writes wait (`proxy.minimize()` inside an update): an update
    /// that still reads the binding's old value is no request, and the request's write lands.
    func testARequestFromInsideWaitsLikeAWriteBack() {
        var sync = DropDownSheetBindingSync()
        _ = sync.bindingDidChange(to: .expanded, replacingContent: false)
        sync.sheetWillMove(to: .expanded)
        _ = sync.sheetDidMove(to: .expanded)
        XCTAssertEqual(sync.requestFromInside(.minimized), .move(to: .minimized))
        let ticket = sync.writeBackWaits()
        XCTAssertEqual(sync.bindingDidChange(to: .expanded, replacingContent: false), [], "the binding before the write")
        XCTAssertTrue(sync.writeBackLands(ticket))
        XCTAssertEqual(sync.bindingDidChange(to: .minimized, replacingContent: false), [])
    }

    /// A draft dismissed by the user (`item = nil` waiting) while the app sets another item in the
    /// same pass: the new item is presented, and the waiting nil is dropped.
    func testANewItemInTheSamePassAsAWaitingDismissalIsPresented() {
        var sync = DropDownSheetBindingSync()
        _ = sync.bindingDidChange(to: .expanded, replacingContent: false)
        sync.sheetWillMove(to: .expanded)
        _ = sync.sheetDidMove(to: .expanded)
        sync.sheetWillMove(to: .dismissed)
        XCTAssertEqual(sync.sheetDidMove(to: .dismissed), .dismissed)
        let ticket = sync.writeBackWaits()
        XCTAssertEqual(sync.bindingDidChange(to: .expanded, replacingContent: true), [.present(.expanded)])
        XCTAssertFalse(sync.writeBackLands(ticket))
    }

    /// Two writes wait (the sheet minimized, then dismissed, in one pass): an update reading either
    /// value, or the one before them, is no request; both land, in order.
    func testSeveralWaitingWritesLandInOrder() {
        var sync = DropDownSheetBindingSync()
        _ = sync.bindingDidChange(to: .expanded, replacingContent: false)
        sync.sheetWillMove(to: .minimized)
        _ = sync.sheetDidMove(to: .minimized)
        let first = sync.writeBackWaits()
        sync.sheetWillMove(to: .dismissed)
        _ = sync.sheetDidMove(to: .dismissed)
        let second = sync.writeBackWaits()
        for value: DropDownSheetState in [.expanded, .minimized, .dismissed] {
            XCTAssertEqual(sync.bindingDidChange(to: value, replacingContent: false), [], "\(value)")
        }
        XCTAssertTrue(sync.writeBackLands(first))
        XCTAssertTrue(sync.writeBackIsWaiting)
        XCTAssertTrue(sync.writeBackLands(second))
        XCTAssertFalse(sync.writeBackIsWaiting)
        XCTAssertEqual(sync.bindingDidChange(to: .expanded, replacingContent: false), [.present(.expanded)])
    }
}
