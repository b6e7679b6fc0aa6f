#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// Counts the bodies of the screen, of the sheet's content, of its `compact:` bar and of its
/// bar's SwiftUI button.
@MainActor
final class SwiftUIBodyCounter: ObservableObject {
    /// Something the screen shows and the sheet does not.
    @Published var unrelated = 0
    /// What the sheet's content, bar and button show.
    @Published var subject = "Lunch"
    var screenBodies = 0
    var contentBodies = 0
    var compactBodies = 0
    var buttonBodies = 0
}

/// The sheet's content: a bar title and a bar button showing `subject`.
@MainActor
struct SwiftUICountedContent: View {
    let counter: SwiftUIBodyCounter
    let subject: String

    var body: some View {
        counter.contentBodies += 1
        return Text(subject)
            .dropDownSheetBarTitle(subject)
            .dropDownSheetBarItems(trailing: { SwiftUICountedButton(counter: counter, subject: subject) })
    }
}

@MainActor
struct SwiftUICountedButton: View {
    let counter: SwiftUIBodyCounter
    let subject: String

    var body: some View {
        counter.buttonBodies += 1
        return Button("Open \(subject)") {}
    }
}

@MainActor
struct SwiftUICountedCompact: View {
    let counter: SwiftUIBodyCounter
    let subject: String

    var body: some View {
        counter.compactBodies += 1
        return Text("Playing \(subject)")
    }
}

/// A screen whose own state (`unrelated`) changes what it shows and nothing the sheet shows; its
/// sheet rests as a bar, drawn from the content's bar item or, `withCompact`, by a `compact:` bar.
@MainActor
struct SwiftUICountingScreen: View {
    @ObservedObject var counter: SwiftUIBodyCounter
    let withCompact: Bool

    var body: some View {
        counter.screenBodies += 1
        let subject = counter.subject
        let screen = Color.white.overlay(Text("Inbox \(counter.unrelated)"))
        return Group {
            if withCompact {
                screen.dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) {
                    SwiftUICountedContent(counter: counter, subject: subject)
                } compact: {
                    SwiftUICountedCompact(counter: counter, subject: subject)
                }
            } else {
                screen.dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) {
                    SwiftUICountedContent(counter: counter, subject: subject)
                }
            }
        }
    }
}

/// Updates of the presenting view that change nothing the sheet shows evaluate none of the
/// hosted views' bodies (issue 33, "roots replaced only when something they show changed").
///
/// The modifier's anchor is a representable: each update of the presenting view hands it the
/// app's content and `compact:` views anew, as values that cannot be compared (any `View`, most
/// holding closures; the environment handed over is closures too), so the hosted roots are given
/// them, and SwiftUI compares each app view with the one it had, field by field, and evaluates its
/// body only if it changed, as for any child view. Every other refresh gives a root new values only
/// when what it holds besides the app's views changed. What these tests count is what the app
/// sees: its bodies, which must not run for an update that changes nothing they show, and must
/// run, and show the change, for one that does.
@MainActor
final class SwiftUIRootReplacementTests: SheetTestCase {
    private func countBodies(withCompact: Bool) {
        let counter = SwiftUIBodyCounter()
        show(SwiftUICountingScreen(counter: counter, withCompact: withCompact)) { root in
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.minimized) }
            guard let sheet = root.presentedDropDownSheets.first else { return }
            waitUntil { sheet.contentViewController.dropDownSheetBarItem.title == "Lunch" }
            waitUntil { counter.contentBodies > 0 && (!withCompact || counter.compactBodies > 0) }
            if !withCompact { waitUntil { counter.buttonBodies > 0 } }
            let hostedViews = { [sheet.contentViewController.view, sheet.compactViewController?.view].compactMap { $0 } }
            // Whatever the first rendering left pending is rendered now.
            for view in hostedViews() { view.layoutIfNeeded() }
            let contentBodies = counter.contentBodies, compactBodies = counter.compactBodies, buttonBodies = counter.buttonBodies
            for step in 1...5 {
                let screenBodies = counter.screenBodies
                counter.unrelated = step
                // The screen's body ran (so the modifier's view was updated, and its anchor with
                // it), and the hosted views rendered whatever that gave them.
                waitUntil { counter.screenBodies > screenBodies }
                root.view.layoutIfNeeded()
                for view in hostedViews() { view.layoutIfNeeded() }
                XCTAssertEqual(counter.contentBodies, contentBodies, "update \(step): the content's body ran again")
                XCTAssertEqual(counter.compactBodies, compactBodies, "update \(step): the compact bar's body ran again")
                XCTAssertEqual(counter.buttonBodies, buttonBodies, "update \(step): the bar button's body ran again")
            }
            XCTAssertGreaterThanOrEqual(counter.screenBodies, 6, "the presenting view was updated five times")
            // A change the sheet shows reaches every hosted view, and evaluates their bodies.
            counter.subject = "Dinner"
            waitUntil { sheet.contentViewController.dropDownSheetBarItem.title == "Dinner" }
            waitUntil { counter.contentBodies > contentBodies }
            if withCompact {
                waitUntil { counter.compactBodies > compactBodies }
            } else {
                waitUntil { counter.buttonBodies > buttonBodies }
            }
        }
    }

    /// The content, its bar title and its bar button.
    func testUpdatesThatChangeNothingTheSheetShowsEvaluateNoHostedBody() {
        countBodies(withCompact: false)
    }

    /// The content and a `compact:` bar.
    func testUpdatesThatChangeNothingTheSheetShowsEvaluateNeitherTheContentNorTheCompactBar() {
        countBodies(withCompact: true)
    }
}
#endif
