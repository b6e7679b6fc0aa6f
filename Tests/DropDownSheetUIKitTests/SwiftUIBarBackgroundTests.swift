#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// What a `compact:` bar read from its environment.
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

/// The SwiftUI `compact:` bar reads what it is drawn on: glass on iOS 26 (the system's design),
/// the material before it or when the sheet opts out. On every simulator.
@MainActor
final class SwiftUIBarBackgroundTests: SheetTestCase {
    override var keepsEarlierDesign: Bool { false }

    /// Shows a minimized sheet with a `compact:` bar and `configuration`, runs `body` with what the
    /// bar read and the sheet, and takes it all down again.
    private func withCompactBar(configuration: DropDownSheetConfiguration,
                                _ body: (BarBackgroundRecord, DropDownSheetController?) -> Void) {
        withScreen {
            let record = BarBackgroundRecord()
            let view = Color.white
                .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true), configuration: configuration) {
                    Text("Player")
                } compact: {
                    BarBackgroundCompact(record: record)
                }
            let root = UIHostingController(rootView: view)
            window.rootViewController = root
            window.layoutIfNeeded()
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.minimized) && !record.seen.isEmpty }
            body(record, root.presentedDropDownSheets.first)
            dismissEverything(on: root)
            spinRunLoop(0.1)
            window.rootViewController = underneath
        }
    }

    func testACompactBarReadsWhatItIsDrawnOn() {
        withCompactBar(configuration: DropDownSheetConfiguration()) { record, sheet in
            let expected: DropDownSheetBarBackground = DropDownSheetGlass.systemDesign == .glass ? .glass : .material
            XCTAssertEqual(sheet?.resolvedBarBackground, expected)
            XCTAssertEqual(record.seen.last, expected)
            XCTAssertEqual(sheet?.card?.glassView != nil, expected == .glass, "glass behind it exactly when it reads glass")
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
