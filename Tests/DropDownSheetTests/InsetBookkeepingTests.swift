// The inset's bookkeeping (issue 29, findings 6 and 8): an app's own value is the new base, the
// library's share is added again and given back exactly, and a double room is reported once.
import XCTest
@testable import DropDownSheetCore

final class InsetBookkeepingTests: XCTestCase {
    typealias Books = DropDownSheetInsetBookkeeping<String>

    /// The receivers' values, as UIKit holds them, with the writes carried out.
    private struct Screen {
        var books = Books()
        var values: [String: Double] = [:]
        var warnings: [Books.Warning] = []

        @discardableResult
        mutating func apply(_ inset: Double, to receivers: [String], at time: Double = 0) -> [Books.Write] {
            var writes: [Books.Write] = []
            let values = self.values
            books.apply(inset: inset, to: receivers, current: { values[$0] }, at: time, writes: &writes, warnings: &warnings)
            for write in writes { self.values[write.key] = write.bottom }
            return writes
        }

        mutating func restore() {
            var writes: [Books.Write] = []
            let values = self.values
            books.restore(current: { values[$0] }, writes: &writes, warnings: &warnings)
            for write in writes { self.values[write.key] = write.bottom }
        }
    }

    func testTheAppsValueIsKeptTheShareReplacedAndExactlyGivenBack() {
        var screen = Screen(values: ["list": 12])
        screen.apply(60, to: ["list"])
        XCTAssertEqual(screen.values["list"], 72)
        XCTAssertEqual(screen.apply(60, to: ["list"]), [], "the same inset writes nothing")
        screen.apply(90, to: ["list"])
        XCTAssertEqual(screen.values["list"], 102, "the share replaced, not stacked")
        screen.restore()
        XCTAssertEqual(screen.values["list"], 12)
        XCTAssertTrue(screen.warnings.isEmpty)
    }

    func testAValueTheAppSetsWhileTheBarsAreUpIsTheNewBaseAndTheShareIsAddedAgain() {
        var screen = Screen(values: ["list": 0])
        screen.apply(60, to: ["list"])
        screen.values["list"] = 20
        let writes = screen.apply(60, to: ["list"])
        XCTAssertEqual(writes, [.init(key: "list", bottom: 80, givesBack: false)], "never let go")
        XCTAssertEqual(screen.books.entries["list"]?.own, 20)
        screen.restore()
        XCTAssertEqual(screen.values["list"], 20, "the app's value, nothing of the library's")
    }

    func testAValueChangedJustBeforeTheSheetsGoIsLeftAsTheAppSetIt() {
        var screen = Screen(values: ["list": 0])
        screen.apply(60, to: ["list"])
        screen.values["list"] = 20
        screen.restore()
        XCTAssertEqual(screen.values["list"], 20)
    }

    func testAControllerThatNoLongerReceivesItGetsItsOwnValueBack() {
        var screen = Screen(values: ["a": 5, "b": 0])
        screen.apply(60, to: ["a", "b"])
        let writes = screen.apply(60, to: ["b"])
        XCTAssertEqual(writes, [.init(key: "a", bottom: 5, givesBack: true)])
        XCTAssertFalse(screen.books.isReceiver("a"))
        XCTAssertTrue(screen.books.isReceiver("b"))
    }

    func testAMoveOfTheShareGivesBackFirstAndIsWrittenAtOnce() {
        // Second review of issue 29b, fix 1: a navigation controller showing no toolbar holds the
        // share; its toolbar shown, the share moves to its stack. Given back first (its children
        // are never laid out with the room twice), and at once (no spring carries the toolbar
        // laid out taller over several frames).
        var screen = Screen(values: ["navigation": 0, "top": 0])
        XCTAssertEqual(screen.apply(60, to: ["navigation"]), [.init(key: "navigation", bottom: 60, givesBack: false)],
                       "a first add is no move: on the spring")
        XCTAssertEqual(screen.apply(60, to: ["top"]), [.init(key: "navigation", bottom: 0, givesBack: true, atOnce: true),
                                                       .init(key: "top", bottom: 60, givesBack: false, atOnce: true)])
        XCTAssertEqual(screen.apply(60, to: ["navigation"]), [.init(key: "top", bottom: 0, givesBack: true, atOnce: true),
                                                              .init(key: "navigation", bottom: 60, givesBack: false, atOnce: true)],
                       "and back, as the toolbar hides")
        // No move: a receiver added (a push), one given back alone (a pop), the inset changed.
        screen.values["pushed"] = 0
        XCTAssertEqual(screen.apply(60, to: ["navigation", "pushed"]), [.init(key: "pushed", bottom: 60, givesBack: false)])
        XCTAssertEqual(screen.apply(90, to: ["navigation"]), [.init(key: "pushed", bottom: 0, givesBack: true),
                                                             .init(key: "navigation", bottom: 90, givesBack: false)],
                       "a give-back and a new inset for a holder: given back first, on the spring")
        screen.restore()
        XCTAssertEqual(screen.values, ["navigation": 0, "top": 0, "pushed": 0])
    }

    func testAnOwnValueEqualToTheBarsIsADoubleRoomWarnedOnce() {
        var screen = Screen(values: ["ported": 60])
        screen.apply(60, to: ["ported"], at: 0)
        XCTAssertEqual(screen.values["ported"], 120, "the app's value is kept: the library cannot know what it is for")
        XCTAssertEqual(screen.warnings, [.init(key: "ported", reason: .doubleRoom(.ownValueEqualsTheBars), own: 60, inset: 60)])
        screen.apply(61, to: ["ported"], at: 100)
        XCTAssertEqual(screen.warnings.count, 1, "once a controller")
    }

    func testAReadModifyWriteNeitherRatchetsTheShareUpNorKeepsItAfterTheSheets() {
        // Review B2: `+= 10` on the library's 60 was taken for a base of 70 and written 130, and
        // each later `+=` or `-=` stacked the share again; 70 was left when the sheets went.
        var screen = Screen(values: ["list": 0])
        screen.apply(60, to: ["list"], at: 0)
        for step in 1...5 {
            screen.values["list"]! += 10
            XCTAssertEqual(screen.apply(60, to: ["list"], at: Double(step) * 10), [], "the app's value holds the share: nothing written")
            screen.values["list"]! -= 10
            XCTAssertEqual(screen.apply(60, to: ["list"], at: Double(step) * 10 + 5), [])
        }
        XCTAssertEqual(screen.values["list"], 60, "never more than the app's own and one share")
        screen.values["list"]! += 44   // the app shows a bar of its own
        screen.apply(80, to: ["list"], at: 100)
        XCTAssertEqual(screen.values["list"], 124, "the share replaced inside the app's value")
        screen.restore()
        XCTAssertEqual(screen.values["list"], 44, "exactly the share given back: the app's own 44 is left")
        XCTAssertEqual(screen.warnings.map(\.reason), [.readAsChange], "told once how its change was read")
    }

    func testAnAbsoluteValueBelowTheShareIsTheNewBaseAndAPlusEqualsOfTheBarsHeightADoubleRoom() {
        var screen = Screen(values: ["list": 0])
        screen.apply(60, to: ["list"], at: 0)
        screen.values["list"] = 20
        screen.apply(60, to: ["list"], at: 5)
        XCTAssertEqual(screen.values["list"], 80)
        screen.restore()
        XCTAssertEqual(screen.values["list"], 20)
        var ported = Screen(values: ["list": 0])
        ported.apply(60, to: ["list"], at: 0)
        ported.values["list"]! += 60   // the old popup library's `+= barHeight`
        ported.apply(60, to: ["list"], at: 5)
        XCTAssertEqual(ported.values["list"], 120)
        XCTAssertEqual(ported.warnings.map(\.reason), [.readAsChange, .doubleRoom(.ownValueEqualsTheBars)])
    }

    func testThePlusEqualsReadingHoldsForTheGiveBackToo() {
        // Review of issue 29b, finding 2: add 60, the app does `+= 10`, the sheets go before
        // anything reads the value again: 70 was left, the share kept.
        var screen = Screen(values: ["list": 0])
        screen.apply(60, to: ["list"], at: 0)
        screen.values["list"]! += 10
        screen.restore()
        XCTAssertEqual(screen.values["list"], 10, "the app's 10, the share taken out")
        XCTAssertEqual(screen.warnings.map(\.reason), [.readAsChange])
        XCTAssertEqual(screen.warnings.first?.own, 10, "the warning says what is left")
        // A controller that stops receiving it, likewise.
        var two = Screen(values: ["a": 0, "b": 0])
        two.apply(60, to: ["a", "b"], at: 0)
        two.values["a"]! += 10
        XCTAssertEqual(two.apply(60, to: ["b"], at: 1), [.init(key: "a", bottom: 10, givesBack: true)])
    }

    func testAnAbsoluteValueAtLeastTheShareIsReadAsAChangeAndTheAppIsToldWhatIsLeft() {
        // Review of issue 29b, finding 3: `= 100` over the library's 60 reads exactly like
        // `+= 40`; nothing in the value tells them apart. It is read as holding the share (the
        // list ends 100 points up, nothing written), and the app hears once, naming what is left.
        var screen = Screen(values: ["list": 0])
        screen.apply(60, to: ["list"], at: 0)
        screen.values["list"] = 100
        XCTAssertEqual(screen.apply(60, to: ["list"], at: 5), [], "its 100 holds the share: nothing written over it")
        XCTAssertEqual(screen.warnings, [.init(key: "list", reason: .readAsChange, own: 40, inset: 60)])
        screen.values["list"] = 80
        screen.apply(60, to: ["list"], at: 6)
        XCTAssertEqual(screen.warnings.count, 1, "once a controller while the sheets are shown")
        screen.restore()
        XCTAssertEqual(screen.values["list"], 20, "what the warning said: the share taken out")
        XCTAssertEqual(screen.warnings.count, 1)
        // The next presentation tells it again.
        screen.apply(60, to: ["list"], at: 100)
        screen.values["list"]! += 5
        screen.apply(60, to: ["list"], at: 101)
        XCTAssertEqual(screen.warnings.map(\.reason), [.readAsChange, .readAsChange])
    }

    func testAWriteQueuedForATransitionIsPendingUntilItRuns() {
        // Review of issue 29b, finding 5: a write queued with animate(alongsideTransition:)
        // counted as done; a second apply before the block ran read the old value as the app
        // putting its value back, gave the controller up and warned wrongly.
        var books = Books()
        var writes: [Books.Write] = [], warnings: [Books.Warning] = []
        books.apply(inset: 60, to: ["pushed"], current: { _ in 0 }, at: 0, writes: &writes, warnings: &warnings)
        XCTAssertEqual(writes, [.init(key: "pushed", bottom: 60, givesBack: false)])
        books.writeIsPending("pushed")
        writes = []
        books.apply(inset: 60, to: ["pushed"], current: { _ in 0 }, at: 0.01, writes: &writes, warnings: &warnings)
        XCTAssertEqual(writes, [], "the queued write stands")
        XCTAssertEqual(warnings, [], "no put-back, no warning")
        XCTAssertTrue(books.isReceiver("pushed"))
        XCTAssertTrue(books.contested.isEmpty)
        books.apply(inset: 80, to: ["pushed"], current: { _ in 0 }, at: 0.02, writes: &writes, warnings: &warnings)
        XCTAssertEqual(writes, [.init(key: "pushed", bottom: 80, givesBack: false)], "a new inset replaces it")
        writes = []
        books.writeLanded("pushed")
        books.apply(inset: 80, to: ["pushed"], current: { _ in 80 }, at: 0.03, writes: &writes, warnings: &warnings)
        XCTAssertEqual(writes, [])
        // Once it ran, the old value read again is the app's put-back, as before.
        books.apply(inset: 80, to: ["pushed"], current: { _ in 0 }, at: 0.04, writes: &writes, warnings: &warnings)
        XCTAssertEqual(warnings.map(\.reason), [.contested])
        // Sheets gone while a write is queued: the give-back is written, so it lands after the
        // queued one (the shell runs only the last write to a controller).
        var queued = Books()
        writes = []
        queued.apply(inset: 60, to: ["pushed"], current: { _ in 0 }, at: 0, writes: &writes, warnings: &warnings)
        queued.writeIsPending("pushed")
        writes = []
        queued.restore(current: { _ in 0 }, writes: &writes, warnings: &warnings)
        XCTAssertEqual(writes, [.init(key: "pushed", bottom: 0, givesBack: true)])
    }

    func testAnOwnValueOfItsOwnIsNoDoubleRoom() {
        var screen = Screen(values: ["list": 44, "other": 0])
        screen.apply(60, to: ["list", "other"])
        screen.values["other"] = 20
        screen.apply(60, to: ["list", "other"])
        XCTAssertEqual(screen.warnings, [])
        XCTAssertNil(DropDownSheetDoubleRoom.check(own: 0, inset: 0), "no bars, nothing double")
        XCTAssertNil(DropDownSheetDoubleRoom.check(own: .nan, inset: 60))
        XCTAssertNil(DropDownSheetDoubleRoom.check(own: 60, inset: .infinity))
    }

    func testWarningsAreRateLimitedAcrossControllersAndResetWhenTheSheetsGo() {
        var warnings = DropDownSheetDoubleRoomWarnings<Int>()
        XCTAssertTrue(warnings.shouldWarn(about: 1, at: 0))
        XCTAssertFalse(warnings.shouldWarn(about: 2, at: 5), "within the interval")
        XCTAssertTrue(warnings.shouldWarn(about: 2, at: 10))
        XCTAssertFalse(warnings.shouldWarn(about: 1, at: 100), "once a controller")
        XCTAssertTrue(warnings.shouldWarn(about: 3, at: -50), "a clock that went backward")
        XCTAssertTrue(warnings.shouldWarn(about: 4, at: .nan))
        warnings.reset()
        XCTAssertTrue(warnings.shouldWarn(about: 1, at: 0))
    }

    func testAnAppThatPutsItsValueBackInItsLayoutIsLeftAtTheFirstTimeAndToldOnce() {
        // Review M2: three rounds of write and put-back, each a flicker, before letting go.
        var screen = Screen(values: ["fighter": 44])
        XCTAssertEqual(screen.apply(60, to: ["fighter"], at: 10).count, 1)
        screen.values["fighter"] = 44   // its viewDidLayoutSubviews, in the same layout pass
        XCTAssertEqual(screen.apply(60, to: ["fighter"], at: 10.02), [], "no second write")
        for step in 1...3 {
            screen.values["fighter"] = 44
            XCTAssertEqual(screen.apply(60, to: ["fighter"], at: 10.02 + Double(step)), [])
        }
        XCTAssertEqual(screen.warnings.map(\.reason), [.contested])
        XCTAssertTrue(screen.books.contested.contains("fighter"))
        screen.restore()
        XCTAssertEqual(screen.values["fighter"], 44)
        XCTAssertTrue(screen.books.contested.isEmpty, "a later presentation tries again")
    }

    func testPutBacksFarApartAreNewBasesNotAFight() {
        // Review M1: the guard counted put-backs over the whole session (a rotation now, another
        // in a minute) and let the screen go on the third.
        var screen = Screen(values: ["list": 44])
        screen.apply(60, to: ["list"], at: 0)
        for minute in 1...5 {
            screen.values["list"] = 44   // the app sets its value again, long after the library's write
            XCTAssertEqual(screen.apply(60, to: ["list"], at: Double(minute) * 60),
                           [.init(key: "list", bottom: 104, givesBack: false)], "its new base, the share added again")
        }
        XCTAssertTrue(screen.warnings.isEmpty)
        XCTAssertTrue(screen.books.isReceiver("list"))
    }

    func testAnAppThatAddsTheShareInItsOwnLayoutIsLeftAloneAndKeepsTheRoom() {
        // What the warning asks: `= own + underneathInset.safeAreaBottom` on every layout pass.
        var screen = Screen(values: ["list": 44])
        screen.apply(60, to: ["list"], at: 0)
        for step in 1...4 {
            screen.values["list"] = 44 + 60
            XCTAssertEqual(screen.apply(60, to: ["list"], at: Double(step) * 0.01), [])
        }
        XCTAssertEqual(screen.books.entries["list"]?.own, 44)
        XCTAssertTrue(screen.warnings.isEmpty)
    }

    func testHostileInsetsAndGoneControllersWriteNothingWrong() {
        for inset in [Double.nan, -Double.infinity, -5, 0] {
            var screen = Screen(values: ["list": 3])
            XCTAssertEqual(screen.apply(inset, to: ["list"]), [], "\(inset)")
        }
        var screen = Screen(values: ["list": 3])
        screen.apply(60, to: ["list", "gone", "list"])
        XCTAssertEqual(screen.values["list"], 63, "once, however often listed")
        XCTAssertNil(screen.values["gone"])
        screen.values["list"] = nil   // freed
        XCTAssertEqual(screen.apply(0, to: []), [])
        XCTAssertTrue(screen.books.entries.isEmpty)
    }
}
