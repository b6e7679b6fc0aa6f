#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// The app's side of the SwiftUI detent tests: the sheet's state binding, the detents and the
/// selection the content names, and what the content laid out.
@MainActor
final class SwiftUIDetentModel: ObservableObject {
    @Published var state: DropDownSheetState = .dismissed {
        didSet { history.append(state) }
    }
    /// Every value the state took, in order, whoever set it.
    private(set) var history: [DropDownSheetState] = []
    @Published var detents: [DropDownSheetDetent] = [.fraction(0.5, identifier: "half")]
    @Published var selection: DropDownSheetDetent.Identifier = "half"
    @Published var largestUndimmed: DropDownSheetDetent.Identifier = "half"
    /// The wrapped text's number of repetitions, changed from inside the content's state.
    @Published var paragraphs = 1
    /// The height SwiftUI laid the content's text out at, as the app's own reader sees it.
    var textHeight: CGFloat = 0
    var textWidth: CGFloat = 0
    /// The height the content as a whole (a flexible frame around the text) was laid out at.
    var rootHeight: CGFloat = 0
}

/// A screen with the modifier, and a content naming its detents, as the Heights article's sample.
@MainActor
struct SwiftUIDetentScreen: View {
    @ObservedObject var model: SwiftUIDetentModel

    var body: some View {
        Color.white.overlay(Text("Map"))
            .dropDownSheet(state: $model.state, configuration: DropDownSheetConfiguration(barBackground: .material)) {
                SwiftUIDetentContent(model: model)
            }
    }
}

@MainActor
struct SwiftUIDetentContent: View {
    @ObservedObject var model: SwiftUIDetentModel

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(String(repeating: "A stop on the line, with its departures and its platforms. ", count: 4 * model.paragraphs))
                .background(GeometryReader { geometry in
                    Color.clear
                        .onAppear { record(geometry.size) }
                        .onChange(of: geometry.size) { record($0) }
                })
        }
        // Flexible, as most contents are (a background colour, a button pinned to the bottom):
        // its ideal height is the text's, and it fills whatever it is given.
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(GeometryReader { geometry in
            Color.clear
                .onAppear { model.rootHeight = geometry.size.height }
                .onChange(of: geometry.size) { model.rootHeight = $0.height }
        })
        .dropDownSheetDetents(model.detents, selection: $model.selection, largestUndimmed: model.largestUndimmed)
    }

    private func record(_ size: CGSize) {
        model.textHeight = size.height
        model.textWidth = size.width
    }
}

@MainActor
final class SwiftUIDetentTests: SheetTestCase {
    private func withDetentScreen(_ model: SwiftUIDetentModel, _ body: (UIViewController) -> Void) {
        let root = UIHostingController(rootView: SwiftUIDetentScreen(model: model))
        withRoot(root) {
            spinRunLoop(0.05)
            body(root)
            model.state = .dismissed
            waitUntil { root.presentedDropDownSheets.isEmpty }
        }
    }

    private func waitForSheet(on root: UIViewController, file: StaticString = #filePath, line: UInt = #line) -> DropDownSheetController? {
        waitUntil(file: file, line: line) { root.presentedDropDownSheets.first != nil }
        return root.presentedDropDownSheets.first
    }

    private func cardTop(of sheet: DropDownSheetController) -> CGFloat {
        sheet.card!.clipView.convert(sheet.card!.clipView.bounds, to: window).minY
    }

    private var restLine: CGFloat { window.bounds.maxY - window.safeAreaInsets.bottom }

    /// The article's sample: `@State detent = .half` inside the content picks where the sheet
    /// starts, though the app presents it expanded; the state binding follows.
    func testTheSelectionsFirstValuePicksTheStartingDetent() {
        let model = SwiftUIDetentModel()
        withDetentScreen(model) { root in
            model.state = .expanded
            guard let sheet = waitForSheet(on: root) else { return }
            waitUntil { sheet.phase == .resting("half") }
            waitUntil { model.state == "half" }
            XCTAssertEqual(model.selection, "half", "the selection was not overwritten with the full card")
            XCTAssertEqual(cardTop(of: sheet), window.bounds.height * 0.5, accuracy: 1)
        }
    }

    /// Presented straight to a detent only the content names: shown on screen, then moved there
    /// by the content's first report; the binding never says anything else.
    func testPresentingToADetentOnlyTheContentNamesRestsThere() {
        let model = SwiftUIDetentModel()
        withDetentScreen(model) { root in
            model.state = "half"
            guard let sheet = waitForSheet(on: root) else { return }
            waitUntil { sheet.phase == .resting("half") }
            XCTAssertEqual(model.history, ["half"], "no stand-in or fallback written to the binding")
            XCTAssertEqual(model.selection, "half")
            XCTAssertNil(sheet.host?.presentingViewController, "an undimmed detent lives in the overlay")
        }
    }

    /// A real flick moves the sheet; the selection is written once it rests.
    func testTheSelectionFollowsTheSheetMovedByTheUser() {
        let model = SwiftUIDetentModel()
        withDetentScreen(model) { root in
            model.state = "half"
            guard let sheet = waitForSheet(on: root) else { return }
            waitUntil { sheet.phase == .resting("half") }
            flickDown(onCardOf: sheet)
            waitUntil { sheet.phase == .resting(.minimized) }
            waitUntil { model.selection == .minimized }
            XCTAssertEqual(model.state, .minimized)
            // And the selection moves the sheet back.
            model.selection = "half"
            waitUntil { sheet.phase == .resting("half") }
            XCTAssertEqual(model.state, "half")
        }
    }

    /// A detent added in the same update as its selection: no misuse (a debug assertion would stop
    /// the test), the sheet goes there once the detents arrive.
    func testADetentAddedWithItsSelectionInOneUpdateIsReached() {
        let model = SwiftUIDetentModel()
        withDetentScreen(model) { root in
            model.state = "half"
            guard let sheet = waitForSheet(on: root) else { return }
            waitUntil { sheet.phase == .resting("half") }
            model.detents.append(.height(160, identifier: "peek"))
            model.selection = "peek"
            waitUntil { sheet.phase == .resting("peek") }
            XCTAssertEqual(cardTop(of: sheet), restLine - 160, accuracy: 1)
            waitUntil { model.state == "peek" }
        }
    }

    /// A content-sized detent is the content's height at the card's width: the wrapped text's,
    /// as SwiftUI laid it out, on every iOS version; a change inside the content moves the sheet.
    func testAContentSizedDetentIsTheWrappedContentsHeight() {
        let model = SwiftUIDetentModel()
        model.detents = [.content()]
        model.selection = .content
        model.largestUndimmed = .content
        withDetentScreen(model) { root in
            model.state = .content
            guard let sheet = waitForSheet(on: root) else { return }
            waitUntil { sheet.phase == .resting(.content) && model.textHeight > 0 }
            XCTAssertLessThanOrEqual(model.textWidth, window.bounds.width, "laid out at the card's width")
            XCTAssertGreaterThan(model.textHeight, 60, "wrapped over several lines")
            waitUntil { abs(self.cardTop(of: sheet) - (self.restLine - model.textHeight)) < 1 }
            // Settled: the bottom safe area the library adds below the screen does not feed back.
            let top = cardTop(of: sheet)
            spinRunLoop(0.3)
            XCTAssertEqual(cardTop(of: sheet), top, accuracy: 0.5)
            // Longer text: the sheet grows with it.
            model.paragraphs = 2
            waitUntil { sheet.phase == .resting(.content) && abs(self.cardTop(of: sheet) - (self.restLine - model.textHeight)) < 1 }
            XCTAssertLessThan(cardTop(of: sheet), top - 30)
        }
    }

    /// Second read of the detents' shell: a content laid out at its own height only at its
    /// content-sized detent; dragged or moved to the full card, it fills the card as any content
    /// does (a bottom-pinned button reaches the bottom, a scroll view scrolls), and back at the
    /// detent it is its own height again.
    func testAContentSizedSheetFillsTheCardAtTheFullCard() {
        let model = SwiftUIDetentModel()
        model.detents = [.content()]
        model.selection = .content
        model.largestUndimmed = .content
        withDetentScreen(model) { root in
            model.state = .content
            guard let sheet = waitForSheet(on: root) else { return }
            waitUntil { sheet.phase == .resting(.content) && model.textHeight > 0 }
            waitUntil { abs(model.rootHeight - model.textHeight) < 1 }
            sheet.setDetent(.expanded)
            waitUntil { sheet.phase == .resting(.expanded) && model.rootHeight > model.textHeight + 200 }
            sheet.setDetent(.content)
            waitUntil { sheet.phase == .resting(.content) && abs(model.rootHeight - model.textHeight) < 1 }
            XCTAssertEqual(self.cardTop(of: sheet), self.restLine - model.textHeight, accuracy: 1, "the detent is still the content's height")
        }
    }
}
#endif
