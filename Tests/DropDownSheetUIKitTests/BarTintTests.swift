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

    /// Issue 32's rest: an asset catalog's colour is a new, unequal `UIColor` each time it is
    /// read; one that draws the same is not set on the bar again (which would redraw its buttons
    /// and its progress line), and a colour that draws differently still is.
    func testANewColourThatDrawsTheSameIsNotSetOnTheBarAgain() {
        withScreen {
            let content = UIViewController()
            let item = content.dropDownSheetBarItem
            let counter = TintChangeCountingView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            item.title = "Song"
            item.progress = 0.5
            item.trailingBarButtonItems = [UIBarButtonItem(customView: counter)]
            item.tintColor = BarTintTests.catalogLikeRed()
            let sheet = DropDownSheetController(content: content)
            presentAndWait(sheet, .minimized)
            guard let bar = sheet.card?.itemBarView else { return XCTFail("no bar drawn from the item") }
            waitUntil { counter.window != nil && bar.appliedItemTint != nil }
            let drawn = bar.appliedItemTint
            let changesBefore = counter.tintChanges
            let again = BarTintTests.catalogLikeRed()
            XCTAssertFalse(again == drawn, "the premise: a new object, unequal to the one drawn")

            item.update(animated: false) {
                item.tintColor = again
                item.title = "Next song"
            }
            waitUntil { bar.titleLabel.text == "Next song" }
            XCTAssertTrue(bar.appliedItemTint === drawn, "the bar keeps the colour it drew")
            XCTAssertEqual(counter.tintChanges, changesBefore, "no button is told of a new tint")

            item.tintColor = .blue
            waitUntil { bar.appliedItemTint == .blue }
            XCTAssertEqual(bar.progressFill.backgroundColor, .blue, "a colour that draws differently is set")
            XCTAssertGreaterThan(counter.tintChanges, changesBefore)
        }
    }

    /// SwiftUI: `Color(uiColor:)` of a dynamic colour (as an asset's) is a new value on every
    /// update of the content; an update that changes only the title leaves the bar's tint alone.
    func testTheSwiftUITintOfAnAssetLikeColourIsNotSetAgainOnEveryUpdate() {
        let model = BarTintTitleModel()
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) {
                BarTintTitleContent(model: model)
            }
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.appliedItemTint != nil }
            guard let sheet = root.presentedDropDownSheets.first, let bar = sheet.card?.itemBarView
            else { return XCTFail("no bar") }
            let drawn = bar.appliedItemTint
            model.title = "Next song"
            waitUntil { bar.titleLabel.text == "Next song" }
            XCTAssertTrue(bar.appliedItemTint === drawn, "the tint drawn first is kept: it draws the same")
        }
    }

    /// A red that, as an asset catalog's colour, is a new dynamic object each time.
    static func catalogLikeRed() -> UIColor {
        let made = UUID()
        return UIColor { traits in
            _ = made
            return traits.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0.2, blue: 0.2, alpha: 1) : .red
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
/// A bar button's custom view that counts the tint changes it is told of.
final class TintChangeCountingView: UIView {
    private(set) var tintChanges = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

/// The title of ``BarTintTitleContent``, changed by the test.
@MainActor
final class BarTintTitleModel: ObservableObject {
    @Published var title = "Song"
}

/// A content whose bar tint is a new `Color` on every update, as `Color("Accent")` resolves to.
@MainActor
struct BarTintTitleContent: View {
    @ObservedObject var model: BarTintTitleModel
    var body: some View {
        Text("Player")
            .dropDownSheetBarTitle(model.title)
            .dropDownSheetBarTint(Color(uiColor: BarTintTests.catalogLikeRed()))
    }
}
#endif
