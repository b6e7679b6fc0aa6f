#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// A sheet driven by an "open" flag, and what its content's proxy heard.
@MainActor
final class ExpandedFlagModel: ObservableObject {
    @Published var isPresented = true
    @Published var isExpanded = false
    var proxy: DropDownSheetProxy?
    var events: [String] = []
}

/// A content that hands its proxy to the model.
@MainActor
struct ProxyReporter: View {
    let model: ExpandedFlagModel
    @Environment(\.dropDownSheet) private var sheet

    var body: some View {
        Text("Draft").onAppear { model.proxy = sheet }
    }
}

/// The smaller frictions of issue 32: the `isExpanded:` form, the completion of the proxy's
/// dismissal, and several SwiftUI bar buttons in one builder.
@MainActor
final class SwiftUIFrictionTests: SheetTestCase {
    private func expandedFlagSheet(_ model: ExpandedFlagModel) -> some View {
        Color.white
            .dropDownSheet(isPresented: Binding(get: { model.isPresented }, set: { model.isPresented = $0 }),
                           isExpanded: Binding(get: { model.isExpanded }, set: { model.isExpanded = $0 }),
                           onDismiss: { model.events.append("onDismiss") }) {
                ProxyReporter(model: model)
            }
    }

    /// `isExpanded: false` presents the bar, `true` opens the card, and a move from inside writes
    /// `false` back when the sheet is at its bar again.
    func testTheIsExpandedFlagOpensAndIsWrittenBackTheOtherWayRound() {
        let model = ExpandedFlagModel()
        show(expandedFlagSheet(model)) { root in
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.minimized) }
            guard let sheet = root.presentedDropDownSheets.first else { return XCTFail("no sheet") }
            XCTAssertFalse(model.isExpanded)
            model.isExpanded = true
            waitUntil { sheet.phase == .resting(.expanded) }
            XCTAssertEqual(sheet.phase, .resting(.expanded), "true opens the card")
            waitUntil { model.proxy?.state == .expanded }
            model.proxy?.minimize()
            waitUntil { sheet.phase == .resting(.minimized) && !model.isExpanded }
            XCTAssertFalse(model.isExpanded, "a move to the bar writes false")
            XCTAssertTrue(model.isPresented)
        }
    }

    /// The proxy's `dismiss` completion runs once, after the sheet has gone and after `onDismiss`.
    func testTheProxysDismissCompletesOnceTheSheetHasGoneAfterOnDismiss() {
        let model = ExpandedFlagModel()
        model.isExpanded = true
        show(expandedFlagSheet(model)) { root in
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.expanded) && model.proxy != nil }
            model.proxy?.dismiss { model.events.append("completion") }
            XCTAssertEqual(model.events, [], "not before the sheet has gone")
            waitUntil { model.events.contains("completion") }
            XCTAssertEqual(model.events, ["onDismiss", "completion"])
            XCTAssertTrue(root.presentedDropDownSheets.isEmpty)
            XCTAssertFalse(model.isPresented)
            spinRunLoop(0.2)
            XCTAssertEqual(model.events, ["onDismiss", "completion"], "once")
        }
    }

    /// Two SwiftUI buttons in one `trailing:` builder are one bar button item (one custom view,
    /// laid out in a row, measured and dropped together), which holds both.
    func testSeveralButtonsInOneBuilderAreOneBarButtonItem() {
        var taps: [String] = []
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) {
                Text("Player")
                    .dropDownSheetBarTitle("Song")
                    .dropDownSheetBarItems(trailing: {
                        Button("Previous") { taps.append("previous") }
                        Button("Next") { taps.append("next") }
                    })
            }
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.trailingButtons.isEmpty == false }
            guard let sheet = root.presentedDropDownSheets.first, let bar = sheet.card?.itemBarView else { return XCTFail("no bar") }
            let item = sheet.contentViewController.dropDownSheetBarItem
            XCTAssertEqual(item.trailingBarButtonItems.count, 1, "one item for the whole builder")
            XCTAssertEqual(bar.trailingButtons.count, 1, "one view on the bar")
            XCTAssertNotNil(item.trailingBarButtonItems.first?.customView)
            // Side by side, not stacked: wider than the wider button alone by the other's width.
            let alone = UIHostingController(rootView: Button("Previous") {})
                .sizeThatFits(in: CGSize(width: 160, height: 60))
            XCTAssertGreaterThan(bar.trailingButtons[0].bounds.width, alone.width + 20, "the two buttons are in a row")
        }
    }

    /// Review of issue 32: a proxy whose sheet is gone calls its dismissal's completion as
    /// documented, never during a view update: once the update under way is over.
    func testAProxyWithoutASheetCompletesItsDismissalOutsideTheViewUpdate() {
        var session: DropDownSheetSession? = DropDownSheetSession()
        let proxy = DropDownSheetProxy(state: .expanded, session: session!)
        session = nil
        XCTAssertNil(proxy.session, "the proxy's sheet is gone")
        var calls = 0
        DropDownSheetCallbackGate.beginViewUpdate()
        proxy.dismiss { calls += 1 }
        XCTAssertEqual(calls, 0, "not during the view update")
        DropDownSheetCallbackGate.endViewUpdate()
        waitUntil { calls == 1 }
        proxy.dismiss { calls += 1 }
        XCTAssertEqual(calls, 2, "at once outside any update")
    }
}
#endif
