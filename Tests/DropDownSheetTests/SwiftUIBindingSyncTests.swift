import XCTest
@testable import DropDownSheetCore

/// The SwiftUI modifier's decisions: what a change of the state binding does to the sheet, what
/// the sheet's moves write back to the binding, and that neither echoes the other.
final class SwiftUIBindingSyncTests: XCTestCase {
    typealias Action = DropDownSheetBindingSync.Action

    // MARK: - The binding drives the sheet

    func testABindingThatStartsDismissedPresentsNothing() {
        var sync = DropDownSheetBindingSync()
        XCTAssertEqual(sync.bindingDidChange(to: .dismissed), .none)
        XCTAssertEqual(sync.destination, .dismissed)
    }

    func testSettingTheBindingToExpandedPresentsTheSheetExpanded() {
        var sync = DropDownSheetBindingSync()
        XCTAssertEqual(sync.bindingDidChange(to: .expanded), .present(.expanded))
        XCTAssertEqual(sync.destination, .expanded)
    }

    func testABindingThatStartsMinimizedPresentsAMiniPlayerBar() {
        var sync = DropDownSheetBindingSync()
        XCTAssertEqual(sync.bindingDidChange(to: .minimized), .present(.minimized))
    }

    func testSettingTheBindingMovesAPresentedSheetBothWays() {
        var sync = presented(.expanded)
        XCTAssertEqual(sync.bindingDidChange(to: .minimized), .move(to: .minimized))
        rest(&sync, at: .minimized)
        XCTAssertEqual(sync.bindingDidChange(to: .expanded), .move(to: .expanded))
    }

    func testSettingTheBindingToDismissedDismissesFromEitherState() {
        for state in [DropDownSheetState.expanded, .minimized] {
            var sync = presented(state)
            XCTAssertEqual(sync.bindingDidChange(to: .dismissed), .dismiss, "from \(state)")
            XCTAssertEqual(sync.destination, .dismissed)
        }
    }

    func testSettingTheBindingAgainBeforeTheSheetArrivesRetargetsIt() {
        var sync = DropDownSheetBindingSync()
        XCTAssertEqual(sync.bindingDidChange(to: .expanded), .present(.expanded))
        XCTAssertEqual(sync.bindingDidChange(to: .minimized), .move(to: .minimized))
        XCTAssertEqual(sync.bindingDidChange(to: .dismissed), .dismiss)
        XCTAssertEqual(sync.bindingDidChange(to: .minimized), .present(.minimized))
    }

    func testAnUpdateThatRepeatsTheBindingNeverMovesTheSheet() {
        var sync = presented(.expanded)
        for _ in 0..<5 { XCTAssertEqual(sync.bindingDidChange(to: .expanded), .none) }
    }

    func testTheSheetCarryingOutARequestWritesNothingBack() {
        var sync = DropDownSheetBindingSync()
        XCTAssertEqual(sync.bindingDidChange(to: .expanded), .present(.expanded))
        sync.sheetWillMove(to: .expanded)
        XCTAssertNil(sync.sheetDidMove(to: .expanded))
        XCTAssertEqual(sync.bindingDidChange(to: .minimized), .move(to: .minimized))
        sync.sheetWillMove(to: .minimized)
        XCTAssertNil(sync.sheetDidMove(to: .minimized))
        XCTAssertEqual(sync.bindingDidChange(to: .dismissed), .dismiss)
        sync.sheetWillMove(to: .dismissed)
        XCTAssertNil(sync.sheetDidMove(to: .dismissed))
    }

    // MARK: - The user's moves write back

    func testAUserSwipeWritesTheRestStateWhenTheSheetArrivesNotWhenItStarts() {
        var sync = presented(.expanded)
        sync.sheetWillMove(to: .minimized)
        XCTAssertEqual(sync.binding, .expanded, "willMove writes nothing")
        XCTAssertEqual(sync.sheetDidMove(to: .minimized), .minimized)
        XCTAssertEqual(sync.binding, .minimized)
    }

    func testTheUpdateCausedByAWriteBackIsNotARequest() {
        var sync = presented(.expanded)
        sync.sheetWillMove(to: .minimized)
        let written = sync.sheetDidMove(to: .minimized)
        XCTAssertEqual(written, .minimized)
        XCTAssertEqual(sync.bindingDidChange(to: .minimized), .none)
    }

    func testSwipingTheBarAwayWritesDismissedAndNothingElse() {
        var sync = presented(.minimized)
        sync.sheetWillMove(to: .dismissed)
        XCTAssertEqual(sync.sheetDidMove(to: .dismissed), .dismissed)
        XCTAssertEqual(sync.bindingDidChange(to: .dismissed), .none)
        XCTAssertEqual(sync.destination, .dismissed)
    }

    func testAfterTheUserDismissedTheSheetSettingTheBindingPresentsItAgain() {
        var sync = presented(.minimized)
        sync.sheetWillMove(to: .dismissed)
        _ = sync.sheetDidMove(to: .dismissed)
        XCTAssertEqual(sync.bindingDidChange(to: .expanded), .present(.expanded))
    }

    func testAMoveTheUserInterruptsWritesNothing() {
        var sync = presented(.expanded)
        sync.sheetWillMove(to: .minimized)          // flicked down...
        sync.sheetWillMove(to: .expanded)           // ...caught and thrown back up
        XCTAssertNil(sync.sheetDidMove(to: .expanded))
        XCTAssertEqual(sync.binding, .expanded)
    }

    func testTappingTheBarWritesExpanded() {
        var sync = presented(.minimized)
        sync.sheetWillMove(to: .expanded)
        XCTAssertEqual(sync.sheetDidMove(to: .expanded), .expanded)
    }

    // MARK: - Requests during the user's moves

    func testAnUpdateWithTheOldValueDuringAUserMoveDoesNotFightIt() {
        var sync = presented(.expanded)
        sync.sheetWillMove(to: .minimized)
        XCTAssertEqual(sync.bindingDidChange(to: .expanded), .none, "an unrelated view update")
        XCTAssertEqual(sync.sheetDidMove(to: .minimized), .minimized)
    }

    func testAskingForTheStateTheSheetIsAlreadyMovingToDoesNothing() {
        var sync = presented(.expanded)
        sync.sheetWillMove(to: .minimized)
        XCTAssertEqual(sync.bindingDidChange(to: .minimized), .none)
        XCTAssertNil(sync.sheetDidMove(to: .minimized), "the binding already says minimized")
    }

    func testTheAppCanOverruleAUserMoveInFlight() {
        var sync = presented(.expanded)
        sync.sheetWillMove(to: .minimized)
        XCTAssertEqual(sync.bindingDidChange(to: .dismissed), .dismiss)
        sync.sheetWillMove(to: .dismissed)
        XCTAssertNil(sync.sheetDidMove(to: .dismissed))
    }

    func testAVetoedSwipeThatReturnsToTheBarWritesNothing() {
        var sync = presented(.minimized)
        // The engine sends only didAttemptToDismiss: the bar springs back where it rests.
        XCTAssertEqual(sync.bindingDidChange(to: .minimized), .none)
        XCTAssertEqual(sync.destination, .minimized)
        XCTAssertEqual(sync.binding, .minimized)
    }

    // MARK: - Odd bindings and odd sheets

    func testABindingThatRefusesWritesPullsTheSheetBackAtTheNextUpdate() {
        // `.constant(.expanded)`: the write-back of `.minimized` is lost.
        var sync = presented(.expanded)
        sync.sheetWillMove(to: .minimized)
        XCTAssertEqual(sync.sheetDidMove(to: .minimized), .minimized)
        XCTAssertEqual(sync.bindingDidChange(to: .expanded), .move(to: .expanded))
        sync.sheetWillMove(to: .expanded)
        XCTAssertNil(sync.sheetDidMove(to: .expanded))
        XCTAssertEqual(sync.bindingDidChange(to: .expanded), .none)
    }

    func testASheetThatVanishedWritesDismissedOnce() {
        var sync = presented(.expanded)
        XCTAssertEqual(sync.sheetDidDisappear(), .dismissed)
        XCTAssertNil(sync.sheetDidDisappear())
        XCTAssertEqual(sync.bindingDidChange(to: .dismissed), .none)
        XCTAssertEqual(sync.bindingDidChange(to: .minimized), .present(.minimized))
    }

    func testAnAppThatTurnsEveryDismissalIntoABarEndsWithTheBar() {
        var harness = BindingHarness()
        harness.reaction = { $0 == .dismissed ? .minimized : nil }
        harness.appSets(.minimized)
        harness.quiesce()
        harness.swipeBar(down: true)
        harness.quiesce()
        XCTAssertEqual(harness.engine.restState, .minimized)
        XCTAssertEqual(harness.appState, .minimized)
        XCTAssertEqual(harness.actions, [.present(.minimized), .present(.minimized)])
    }

    // MARK: - With the real engine

    func testEngineFlickDownWritesMinimizedOnceAndMovesNothing() {
        var harness = BindingHarness()
        harness.appSets(.expanded)
        harness.quiesce()
        XCTAssertEqual(harness.engine.restState, .expanded)
        harness.flickCard(down: true)
        harness.quiesce()
        XCTAssertEqual(harness.writes, [.minimized])
        XCTAssertEqual(harness.actions, [.present(.expanded)])
        XCTAssertEqual(harness.appState, .minimized)
    }

    func testEngineDismissalByCodeAfterAPresentationSendsNoWrites() {
        var harness = BindingHarness()
        harness.appSets(.minimized)
        harness.quiesce()
        harness.appSets(.expanded)
        harness.quiesce()
        harness.appSets(.dismissed)
        harness.quiesce()
        XCTAssertEqual(harness.writes, [])
        XCTAssertEqual(harness.actions, [.present(.minimized), .move(to: .expanded), .dismiss])
        XCTAssertEqual(harness.engine.phase, .resting(.dismissed))
    }

    func testRandomSequencesNeverLoopAndEndWithTheBindingAtTheSheetsRestState() {
        var actions = 0, writes = 0
        for seed in 0..<300 as Range<UInt64> {
            let counts = runRandomSequence(seed: seed, rejectsWrites: false, reacts: false)
            actions += counts.actions
            writes += counts.writes
        }
        // The sequences do exercise both directions.
        XCTAssertGreaterThan(writes, 200)
        XCTAssertGreaterThan(actions, 200)
    }

    func testRandomSequencesWithAnAppThatReactsToChangesNeverLoop() {
        var actions = 0, writes = 0
        for seed in 1_000..<1_200 as Range<UInt64> {
            let counts = runRandomSequence(seed: seed, rejectsWrites: false, reacts: true)
            actions += counts.actions
            writes += counts.writes
        }
        // The sequences do exercise both directions.
        XCTAssertGreaterThan(writes, 150)
        XCTAssertGreaterThan(actions, 150)
    }

    func testRandomSequencesWithABindingThatRefusesWritesEndWhereTheBindingSays() {
        var actions = 0, writes = 0
        for seed in 2_000..<2_150 as Range<UInt64> {
            let counts = runRandomSequence(seed: seed, rejectsWrites: true, reacts: false)
            actions += counts.actions
            writes += counts.writes
        }
        // The sequences do exercise both directions.
        XCTAssertGreaterThan(writes, 100)
        XCTAssertGreaterThan(actions, 100)
    }

    // MARK: - Helpers

    /// A sync whose sheet was presented and rests in `state`.
    private func presented(_ state: DropDownSheetState) -> DropDownSheetBindingSync {
        var sync = DropDownSheetBindingSync()
        XCTAssertEqual(sync.bindingDidChange(to: state), .present(state))
        rest(&sync, at: state)
        return sync
    }

    private func rest(_ sync: inout DropDownSheetBindingSync, at state: DropDownSheetState) {
        sync.sheetWillMove(to: state)
        XCTAssertNil(sync.sheetDidMove(to: state))
    }

    /// Random steps (the app's sets, the user's drags and taps, view updates, time, a veto, a
    /// vanishing sheet), checking after each that the updates settle, that only a real change of
    /// the binding moves the sheet, and that the echo of a write-back never does; at the end,
    /// with the user's hands off, that the binding, the sync and the sheet agree.
    @discardableResult
    private func runRandomSequence(seed: UInt64, rejectsWrites: Bool, reacts: Bool) -> (actions: Int, writes: Int) {
        var random = SplitMix64(seed: seed)
        var harness = BindingHarness()
        harness.rejectsWrites = rejectsWrites
        if reacts {
            // An app with opinions: a dismissed mini player comes back as a bar, and an
            // expanded one is sometimes sent straight back down.
            let bounceBack = random.bool()
            harness.reaction = { value in
                if value == .dismissed { return .minimized }
                if bounceBack, value == .expanded { return .minimized }
                return nil
            }
        }
        var log: [String] = []
        for _ in 0..<random.int(60) + 20 {
            switch random.int(20) {
            case 0, 1, 2:
                let state = random.pick(DropDownSheetState.allCases)
                log.append("app sets \(state)")
                harness.appSets(state)
            case 3, 4:
                log.append("update")
                harness.update()
            case 5, 6, 7, 8, 9, 10:
                let frames = random.int(60) + 1
                log.append("\(frames) frames")
                harness.advance(frames: frames)
            case 11, 12, 13:
                let down = random.bool()
                log.append("flick card \(down ? "down" : "up")")
                harness.flickCard(down: down)
            case 14, 15:
                let down = random.bool()
                log.append("swipe bar \(down ? "down" : "up")")
                harness.swipeBar(down: down)
            case 16:
                log.append("touch down")
                harness.touchDown()
            case 17:
                let veto = random.bool()
                log.append("veto \(veto)")
                harness.engine.isDismissalVetoed = veto
            case 18:
                log.append("tap bar")
                harness.tapBar()
            default:
                if random.chance(0.2) {
                    log.append("sheet vanishes")
                    harness.vanish()
                } else {
                    log.append("update")
                    harness.update()
                }
            }
            guard harness.settleUpdates() else {
                XCTFail("seed \(seed): view updates never settle after \(log.suffix(8))")
                return (0, 0)
            }
            if let problem = harness.problem {
                XCTFail("seed \(seed): \(problem) after \(log.suffix(8))")
                return (0, 0)
            }
        }
        harness.quiesce()
        if let problem = harness.problem {
            XCTFail("seed \(seed): \(problem) after \(log.suffix(8))")
            return (0, 0)
        }
        XCTAssertFalse(harness.engine.isMoving, "seed \(seed)")
        XCTAssertEqual(harness.appState, harness.engine.restState, "seed \(seed): binding vs sheet after \(log.suffix(8))")
        XCTAssertEqual(harness.sync.binding, harness.appState, "seed \(seed): the sync's idea of the binding")
        XCTAssertEqual(harness.sync.destination, harness.engine.restState, "seed \(seed): the sync's idea of the sheet")
        if !rejectsWrites {
            // Each move of the sheet answers a change the app made; write-backs never move it.
            XCTAssertLessThanOrEqual(harness.actions.count, harness.requests, "seed \(seed): a write-back moved the sheet")
        }
        return (harness.actions.count, harness.writes.count)
    }
}

/// The SwiftUI shell in miniature, around the real engine: an app's `@State` behind the binding,
/// view updates that read it, the sync's actions carried out on the engine, and the engine's
/// events fed back, with write-backs landing in the `@State`.
private struct BindingHarness {
    var sync = DropDownSheetBindingSync()
    var engine = CoreFixture.engine()
    /// The app's source of truth.
    var appState: DropDownSheetState = .dismissed
    /// A binding like `.constant(_:)`: writes are lost.
    var rejectsWrites = false
    /// The app's `onChange(of:)`: a value it sets in answer to one the sheet wrote.
    var reaction: ((DropDownSheetState) -> DropDownSheetState?)?

    private(set) var time = 0.0
    /// Every action other than `.none`, in order.
    private(set) var actions: [Action] = []
    /// Every value written back, in order.
    private(set) var writes: [DropDownSheetState] = []
    /// How many times the app (not a write-back) changed the binding.
    private(set) var requests = 0
    /// The first broken rule seen.
    private(set) var problem: String?

    private var needsUpdate = false
    /// The binding's value holds a write-back the views have not seen yet.
    private var echoPending = false
    private var isHolding = false

    typealias Action = DropDownSheetBindingSync.Action

    mutating func appSets(_ state: DropDownSheetState) {
        guard state != appState else { return }
        appState = state
        requests += 1
        echoPending = false
        needsUpdate = true
    }

    /// A view update: SwiftUI reads the binding and hands it to the sync.
    mutating func update() {
        needsUpdate = false
        let knownBefore = sync.binding
        let action = sync.bindingDidChange(to: appState)
        if action != .none {
            if appState == knownBefore { note("the sheet moved on an update that changed nothing") }
            if echoPending { note("the echo of a write-back moved the sheet: \(action)") }
        }
        echoPending = false
        perform(action)
    }

    /// Runs view updates until none is needed; false if they never stop.
    mutating func settleUpdates(limit: Int = 20) -> Bool {
        var rounds = 0
        while needsUpdate {
            rounds += 1
            if rounds > limit { return false }
            update()
        }
        return true
    }

    mutating func advance(frames: Int) {
        for _ in 0..<frames {
            time += CoreFixture.frame
            deliver(engine.tick(at: time))
        }
    }

    /// Lets go of any finger, then runs time and updates until everything rests.
    mutating func quiesce() {
        if isHolding {
            isHolding = false
            time += CoreFixture.frame
            deliver(engine.cancelDrag(at: time))
        }
        for _ in 0..<20 {
            _ = settleUpdates()
            var frames = 0
            while engine.isMoving, frames < 1_200 {
                advance(frames: 1)
                frames += 1
            }
            // An update for some other reason, as SwiftUI will do sooner or later.
            update()
            if !needsUpdate, !engine.isMoving { return }
        }
        note("never came to rest")
    }

    // MARK: The user

    /// A finger lands on the sheet and stays.
    mutating func touchDown() {
        guard !isHolding, let point = pointOnSheet() else { return }
        time += CoreFixture.frame
        deliver(engine.beginDrag(x: point.x, y: point.y, at: time))
        isHolding = engine.phase == .dragging
    }

    /// A quick swipe on the card (or the held sheet).
    mutating func flickCard(down: Bool) {
        if !isHolding { touchDown() }
        guard isHolding, let point = pointOnSheet() else { return }
        var y = point.y
        for _ in 0..<4 {
            time += CoreFixture.frame
            y += down ? 30 : -30
            deliver(engine.drag(toY: y, at: time))
        }
        time += CoreFixture.frame
        isHolding = false
        deliver(engine.endDrag(atY: y, velocity: down ? 2_500 : -2_500, at: time))
    }

    /// A swipe on the minimized bar: up expands, down dismisses (unless vetoed).
    mutating func swipeBar(down: Bool) {
        flickCard(down: down)
    }

    mutating func tapBar() {
        guard !isHolding, let point = pointOnSheet() else { return }
        time += CoreFixture.frame
        deliver(engine.beginDrag(x: point.x, y: point.y, at: time))
        deliver(engine.endDrag(at: time))
        deliver(engine.tap(x: point.x, y: point.y, at: time))
    }

    /// The presenting screen is torn down: the sheet is gone without an event.
    mutating func vanish() {
        guard engine.phase != .resting(.dismissed) else { return }
        isHolding = false
        var fresh = CoreFixture.engine()
        fresh.tick(at: time)
        fresh.isDismissalVetoed = engine.isDismissalVetoed
        engine = fresh
        if let value = sync.sheetDidDisappear() { write(value) }
    }

    private func pointOnSheet() -> (x: Double, y: Double)? {
        let r = engine.renderState
        guard r.visibleHeight > 2 else { return nil }
        let point = (x: r.cardX + r.cardWidth / 2, y: r.sheetTop + min(r.visibleHeight, 40) / 2)
        return engine.hitTest(x: point.x, y: point.y) == .sheet ? point : nil
    }

    // MARK: The shell

    private mutating func perform(_ action: Action) {
        switch action {
        case .none:
            return
        case .present(let state):
            if state == .dismissed { note("asked to present to dismissed") }
            isHolding = false
            deliver(engine.present(to: state, at: time))
        case .move(let state):
            if state == .dismissed { note("asked to move to dismissed") }
            if engine.phase == .resting(.dismissed) { note("asked to move a dismissed sheet") }
            isHolding = false
            deliver(engine.move(to: state, at: time))
        case .dismiss:
            isHolding = false
            deliver(engine.move(to: .dismissed, at: time))
        case .replace:
            // Only a change of content replaces; this shell's binding has one content.
            note("asked to replace without a new content")
        }
        actions.append(action)
    }

    private mutating func deliver(_ events: DropDownSheetEvents) {
        for event in events {
            switch event {
            case .willMove(let state):
                sync.sheetWillMove(to: state)
            case .didMove(let state):
                if let value = sync.sheetDidMove(to: state) { write(value) }
                if state == .dismissed { isHolding = false }
            default:
                break
            }
        }
    }

    private mutating func write(_ value: DropDownSheetState) {
        writes.append(value)
        if !rejectsWrites, value != appState {
            appState = value
            echoPending = true
            needsUpdate = true
        }
        if let reaction, let answer = reaction(value) { appSets(answer) }
    }

    private mutating func note(_ message: String) {
        if problem == nil { problem = message }
    }
}
