#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// A sheet's bar tint (`DropDownSheetBarItem.tintColor`, `dropDownSheetBarTint(_:)`): its buttons
/// and its progress line take it, a button's own tint wins, and nil gives the inherited tint back.
@MainActor
final class BarTintTests: SheetTestCase {
    func testTheItemsTintColoursTheButtonsAndTheProgressLineAndAButtonsOwnTintWins() {
        withScreen {
            let content = UIViewController()
            let item = content.dropDownSheetBarItem
            let plain = UIBarButtonItem(image: UIImage(systemName: "play.fill"), primaryAction: nil)
            let ownTint = UIBarButtonItem(image: UIImage(systemName: "forward.fill"), primaryAction: nil)
            ownTint.tintColor = .green
            item.title = "Song"
            item.progress = 0.5
            item.trailingBarButtonItems = [plain, ownTint]
            item.tintColor = .red
            let sheet = DropDownSheetController(content: content)
            presentAndWait(sheet, .minimized)
            guard let bar = sheet.card?.itemBarView else { return XCTFail("no bar drawn from the item") }
            bar.layoutIfNeeded()
            XCTAssertEqual(bar.progressFill.backgroundColor, .red, "the progress line takes the bar's tint")
            XCTAssertEqual(bar.trailingButtons.count, 2)
            XCTAssertEqual(bar.trailingButtons.first?.tintColor, .red, "a plain button takes it")
            XCTAssertEqual(bar.trailingButtons.last?.tintColor, .green, "a button's own tint wins")

            item.tintColor = nil
            XCTAssertNotEqual(bar.progressFill.backgroundColor, .red, "nil: the inherited tint again")
            XCTAssertEqual(bar.progressFill.backgroundColor, bar.superview?.tintColor)
            XCTAssertNotEqual(bar.trailingButtons.first?.tintColor, .red)
        }
    }

    func testTheSwiftUIModifierTintsTheBar() {
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) {
                Text("Player")
                    .dropDownSheetBarTitle("Song")
                    .dropDownSheetBarProgress(0.5)
                    .dropDownSheetBarTint(.red)
            }
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.contentViewController.dropDownSheetBarItem.tintColor != nil }
            guard let sheet = root.presentedDropDownSheets.first else { return XCTFail("no sheet") }
            let tint = sheet.contentViewController.dropDownSheetBarItem.tintColor
            XCTAssertNotNil(tint, "the modifier reached the bar item")
            waitUntil { sheet.card?.itemBarView?.progressFill.backgroundColor == tint }
            XCTAssertEqual(sheet.card?.itemBarView?.progressFill.backgroundColor, tint)
        }
    }
}
#endif
