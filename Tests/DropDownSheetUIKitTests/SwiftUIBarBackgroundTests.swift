#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// What a `compact:` bar or a bar button read from its environment.
@MainActor
final class BarBackgroundRecord: ObservableObject {
    var seen: [DropDownSheetBarBackground] = []
}

/// A `compact:` bar that draws its own background only when it is not on glass, as the
/// documentation shows, and records what it read.
@MainActor
struct BarBackgroundCompact: View {
    let record: BarBackgroundRecord
    @Environment(\.dropDownSheetBarBackground) private var background

    var body: some View {
        Text("Bar")
            .background(background == .glass ? Color.clear : Color(uiColor: .secondarySystemBackground))
            .onAppear { record.seen.append(background) }
    }
}

/// What a `compact:` bar read of its placement, every time its body ran.
@MainActor
final class BarPlacementRecord: ObservableObject {
    var seen: [DropDownSheetBarPlacement] = []
}

/// A `compact:` bar that shows less inline, as the documentation says, and records its placement.
@MainActor
struct BarPlacementCompact: View {
    let record: BarPlacementRecord
    @Environment(\.dropDownSheetBarPlacement) private var placement

    var body: some View {
        record.seen.append(placement)
        return Text(placement == .inline ? "Song" : "Song — Artist")
    }
}

/// A SwiftUI button on the bar drawn from the content's bar item, recording what it read.
@MainActor
struct BarBackgroundButton: View {
    let record: BarBackgroundRecord
    @Environment(\.dropDownSheetBarBackground) private var background

    var body: some View {
        Button("Play") {}
            .onAppear { record.seen.append(background) }
    }
}

/// The SwiftUI `compact:` bar and the bar's SwiftUI buttons read what they are drawn on: glass on
/// iOS 26 (the system's design), the material before it or when the sheet opts out. On every
/// simulator.
@MainActor
final class SwiftUIBarBackgroundTests: SheetTestCase {
    /// Shows `view` as the window's root, waits until its sheet rests as its bar and `record` holds
    /// what the bar's SwiftUI views read, runs `body` with the sheet, and takes it all down again.
    private func withMinimizedSheet<V: View>(_ view: V, record: BarBackgroundRecord, _ body: (DropDownSheetController?) -> Void) {
        let root = UIHostingController(rootView: view)
        withRoot(root) {
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.minimized) && !record.seen.isEmpty }
            body(root.presentedDropDownSheets.first)
        }
    }

    /// Shows a minimized sheet with a `compact:` bar and `configuration`, runs `body` with what the
    /// bar read and the sheet, and takes it all down again.
    private func withCompactBar(configuration: DropDownSheetConfiguration,
                                _ body: (BarBackgroundRecord, DropDownSheetController?) -> Void) {
        let record = BarBackgroundRecord()
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true), configuration: configuration) {
                Text("Player")
            } compact: {
                BarBackgroundCompact(record: record)
            }
        withMinimizedSheet(view, record: record) { body(record, $0) }
    }

    func testACompactBarReadsWhatItIsDrawnOn() {
        withCompactBar(configuration: DropDownSheetConfiguration()) { record, sheet in
            let expected: DropDownSheetBarBackground = DropDownSheetGlass.systemDesign == .glass ? .glass : .material
            XCTAssertEqual(sheet?.resolvedBarBackground, expected)
            XCTAssertEqual(record.seen.last, expected)
            XCTAssertEqual(sheet?.card?.glassView != nil, expected == .glass, "glass behind it exactly when it reads glass")
        }
    }

    /// The bar's SwiftUI buttons (`dropDownSheetBarItems`) sit on the same glass or material as a
    /// `compact:` bar, and read it the same way.
    func testTheBarsSwiftUIButtonsReadWhatTheBarIsDrawnOn() {
        for configuration in [DropDownSheetConfiguration(), DropDownSheetConfiguration(barBackground: .material)] {
            let record = BarBackgroundRecord()
            let view = Color.white
                .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true), configuration: configuration) {
                    Text("Player")
                        .dropDownSheetBarTitle("Song")
                        .dropDownSheetBarItems(trailing: { BarBackgroundButton(record: record) })
                }
            withMinimizedSheet(view, record: record) { sheet in
                let onGlass = DropDownSheetGlass.systemDesign == .glass && configuration.barBackground != .material
                let expected: DropDownSheetBarBackground = onGlass ? .glass : .material
                XCTAssertNotNil(sheet?.card?.itemBarView, "the bar drawn from the bar item")
                XCTAssertEqual(sheet?.resolvedBarBackground, expected)
                XCTAssertEqual(record.seen.last, expected, "the button reads what its bar is drawn on")
            }
        }
    }

    /// Review 20, finding 7: a `compact:` bar reads `.inline` while its bar rests beside a tab bar
    /// that iOS 26 minimized (a tab bar of the screen's own, narrowed by hand), `.regular` again
    /// when it grows. iOS 26 with glass only (no inline placement elsewhere).
    func testACompactBarReadsItsInlinePlacement() throws {
        guard DropDownSheetGlass.systemDesign == .glass else { throw XCTSkip("no glass, no inline placement here") }
        let record = BarPlacementRecord()
        let tabBar = UITabBar()
        tabBar.items = [UITabBarItem(title: "Music", image: nil, tag: 0), UITabBarItem(title: "Mail", image: nil, tag: 1)]
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true), role: .accessory) {
                Text("Player")
            } compact: {
                BarPlacementCompact(record: record)
            }
        let root = UIHostingController(rootView: view)
        withRoot(root) {
            let bounds = root.view.bounds, bottom = root.view.safeAreaInsets.bottom
            let full = CGRect(x: 0, y: bounds.maxY - bottom - 49, width: bounds.width, height: 49 + bottom)
            tabBar.frame = full
            root.view.addSubview(tabBar)
            defer { tabBar.removeFromSuperview() }
            root.presentedDropDownSheets.first?.setNeedsBottomBarUpdate()
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.minimized) && !record.seen.isEmpty }
            XCTAssertEqual(record.seen.last, .regular)
            tabBar.frame = CGRect(x: 20, y: bounds.maxY - bottom - 48, width: 48, height: 48)
            waitUntil { record.seen.last == .inline }
            XCTAssertEqual(record.seen.last, .inline, "the compact bar read that it is inline")
            tabBar.frame = full
            waitUntil { record.seen.last == .regular }
            XCTAssertEqual(record.seen.last, .regular)
        }
    }

    func testAnOptedOutCompactBarReadsTheMaterial() {
        withCompactBar(configuration: DropDownSheetConfiguration(barBackground: .material)) { record, sheet in
            XCTAssertEqual(record.seen.last, .material)
            XCTAssertNil(sheet?.card?.glassView)
        }
    }
}
#endif
