#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// What the content that sets the bar item, and the bar's SwiftUI buttons, read of the placement.
@MainActor
final class ItemPlacementRecord: ObservableObject {
    var content: [DropDownSheetBarPlacement] = []
    var button: [DropDownSheetBarPlacement] = []
}

/// A player content that drops its subtitle and its next button inline, as MomCare's does.
@MainActor
struct PlacementAwarePlayer: View {
    let record: ItemPlacementRecord
    @Environment(\.dropDownSheetBarPlacement) private var placement

    var body: some View {
        record.content.append(placement)
        return Text("Player")
            .dropDownSheetBarTitle("Song")
            .dropDownSheetBarSubtitle(placement == .inline ? nil : "Artist")
            .dropDownSheetBarItems(trailing: { PlacementAwareButtons(record: record) })
    }
}

/// The bar's buttons: next only while the bar is regular.
@MainActor
struct PlacementAwareButtons: View {
    let record: ItemPlacementRecord
    @Environment(\.dropDownSheetBarPlacement) private var placement

    var body: some View {
        record.button.append(placement)
        return HStack {
            Button("Play") {}
            if placement == .regular { Button("Next") {} }
        }
    }
}

/// Issue 32, item 3: the placement reaches where the bar item is built (SwiftUI content, hosted
/// bar buttons, UIKit's bar item), and the app chooses the buttons of the inline bar. The inline
/// placement exists only beside iOS 26's minimized tab bar, on glass: elsewhere these skip.
@MainActor
final class BarPlacementForItemsTests: SheetTestCase {
    /// Puts a tab bar of the screen's own at the bottom of `root`, runs `body` with a way to narrow
    /// it to the minimized tab bar's size (`true`) or give it its full width (`false`).
    private func withTabBar(on root: UIViewController, _ body: (_ minimize: (Bool) -> Void) -> Void) {
        let tabBar = UITabBar()
        tabBar.items = [UITabBarItem(title: "Music", image: nil, tag: 0), UITabBarItem(title: "Mail", image: nil, tag: 1)]
        let bounds = root.view.bounds, bottom = root.view.safeAreaInsets.bottom
        let full = CGRect(x: 0, y: bounds.maxY - bottom - 49, width: bounds.width, height: 49 + bottom)
        tabBar.frame = full
        root.view.addSubview(tabBar)
        defer { tabBar.removeFromSuperview() }
        root.presentedDropDownSheets.first?.setNeedsBottomBarUpdate()
        body { minimized in
            tabBar.frame = minimized ? CGRect(x: 20, y: bounds.maxY - bottom - 48, width: 48, height: 48) : full
        }
    }

    func testTheContentAndTheBarsSwiftUIButtonsReadTheInlinePlacement() throws {
        guard DropDownSheetGlass.systemDesign == .glass else { throw XCTSkip("no glass, no inline placement here") }
        let record = ItemPlacementRecord()
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true), role: .accessory) {
                PlacementAwarePlayer(record: record)
            }
        let root = UIHostingController(rootView: view)
        withRoot(root) {
            withTabBar(on: root) { minimize in
                waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.trailingButtons.isEmpty == false }
                guard let sheet = root.presentedDropDownSheets.first else { return XCTFail("no sheet") }
                let item = sheet.contentViewController.dropDownSheetBarItem
                XCTAssertEqual(record.content.last, .regular)
                XCTAssertEqual(item.subtitle, "Artist")
                minimize(true)
                waitUntil { record.content.last == .inline && record.button.last == .inline && item.subtitle == nil }
                XCTAssertEqual(record.content.last, .inline, "the content that sets the bar item read it")
                XCTAssertEqual(record.button.last, .inline, "the bar's hosted buttons read it")
                XCTAssertNil(item.subtitle, "the content dropped its subtitle inline")
                minimize(false)
                waitUntil { record.content.last == .regular && item.subtitle == "Artist" }
                XCTAssertEqual(record.button.last, .regular)
            }
        }
    }

    func testTheInlineBarShowsTheItemsInlineButtonsAndTheItemSaysWhereItIs() throws {
        guard DropDownSheetGlass.systemDesign == .glass else { throw XCTSkip("no glass, no inline placement here") }
        let content = UIViewController()
        let item = content.dropDownSheetBarItem
        let previous = UIBarButtonItem(image: UIImage(systemName: "backward.fill"), primaryAction: nil)
        let play = UIBarButtonItem(image: UIImage(systemName: "play.fill"), primaryAction: nil)
        let next = UIBarButtonItem(image: UIImage(systemName: "forward.fill"), primaryAction: nil)
        item.title = "Song"
        item.trailingBarButtonItems = [previous, play, next]
        item.inlineTrailingBarButtonItems = [play]
        let root = UIViewController()
        withRoot(root) {
            let sheet = DropDownSheetController(content: content, role: .accessory)
            presentAndWait(sheet, .minimized, from: root)
            withTabBar(on: root) { minimize in
                waitUntil { sheet.card?.itemBarView?.trailingButtons.count == 3 }
                XCTAssertEqual(item.barPlacement, .regular)
                minimize(true)
                waitUntil { item.barPlacement == .inline }
                XCTAssertEqual(sheet.barPlacement, .inline)
                waitUntil { sheet.card?.itemBarView?.trailingButtons.count == 1 }
                XCTAssertEqual((sheet.card?.itemBarView?.trailingButtons.first as? DropDownSheetBarButton)?.item, play,
                               "the app's choice for the inline bar, not the first buttons that fit")
                minimize(false)
                waitUntil { item.barPlacement == .regular && sheet.card?.itemBarView?.trailingButtons.count == 3 }
                XCTAssertEqual(sheet.card?.itemBarView?.trailingButtons.count, 3)
            }
        }
    }

    /// Review of issue 32: an item the bar no longer draws (the content replaced while the bar is
    /// inline) is placed nowhere, `.regular`, as its documentation says; the new content's item is
    /// told `.inline` at once.
    func testAnItemTheBarNoLongerDrawsIsRegularAgain() throws {
        guard DropDownSheetGlass.systemDesign == .glass else { throw XCTSkip("no glass, no inline placement here") }
        let first = UIViewController()
        first.dropDownSheetBarItem.title = "First"
        let second = UIViewController()
        second.dropDownSheetBarItem.title = "Second"
        let root = UIViewController()
        withRoot(root) {
            let sheet = DropDownSheetController(content: first, role: .accessory)
            presentAndWait(sheet, .minimized, from: root)
            withTabBar(on: root) { minimize in
                minimize(true)
                waitUntil { first.dropDownSheetBarItem.barPlacement == .inline }
                _ = sheet.replaceContent(with: second, animated: false)
                waitUntil { second.dropDownSheetBarItem.barPlacement == .inline }
                XCTAssertEqual(first.dropDownSheetBarItem.barPlacement, .regular, "no bar draws the first item any more")
                minimize(false)
                waitUntil { second.dropDownSheetBarItem.barPlacement == .regular }
            }
        }
    }
}
#endif
