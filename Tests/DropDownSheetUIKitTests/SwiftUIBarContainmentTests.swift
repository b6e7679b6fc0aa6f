#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

/// What a bar button of the app's presents.
@MainActor
final class BarButtonPresentations: ObservableObject {
    @Published var alert = false
    @Published var dialog = false
}

/// A player whose bar has a "More" button presenting an alert and a confirmation dialog, as an
/// app writes a "…" button on a mini player.
@MainActor
struct SwiftUIPresentingBarContent: View {
    @ObservedObject var model: BarButtonPresentations

    var body: some View {
        Text("Player")
            .dropDownSheetBarTitle("Song")
            .dropDownSheetBarImage(Image(systemName: "music.note"))
            .dropDownSheetBarItems(trailing: {
                Button("More") {}
                    .alert("Remove from library?", isPresented: $model.alert) { Button("Remove") {} }
                    .confirmationDialog("Share", isPresented: $model.dialog) { Button("Copy Link") {} }
            })
    }
}

/// The SwiftUI views the library hosts in a bar are children of the bar's controller, and what
/// they present comes from a controller in UIKit's hierarchy.
@MainActor
final class SwiftUIBarContainmentTests: SheetTestCase {
    /// Shows a mini player whose bar has a SwiftUI "More" button presenting what `model` says,
    /// resting as its bar, and runs `body` with the screen underneath, the sheet, its card and the
    /// button's hosting controller.
    private func withPresentingBarPlayer(_ model: BarButtonPresentations,
                                         _ body: (UIViewController, DropDownSheetController, DropDownSheetCard, UIViewController) -> Void) {
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) { SwiftUIPresentingBarContent(model: model) }
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.trailingButtons.isEmpty == false }
            guard let sheet = root.presentedDropDownSheets.first, let card = sheet.card,
                  let buttonHost = card.itemBarView?.trailingButtons.first?.next as? UIViewController else { return XCTFail("no bar button") }
            body(root, sheet, card, buttonHost)
        }
    }

    /// A bar button's `.alert` and `.confirmationDialog` present while the mini player rests as
    /// its bar, from the screen underneath (the library's container is not in UIKit's
    /// presentation hierarchy then), and go away when their bindings say so. The hosting
    /// controllers of the bar's buttons and image are children of the bar's controller, itself a
    /// child of the container.
    func testABarButtonsAlertAndConfirmationDialogPresentFromTheScreenUnderneath() {
        let model = BarButtonPresentations()
        withPresentingBarPlayer(model) { root, sheet, card, buttonHost in
            guard let bar = card.itemBarView else { return XCTFail("no bar") }
            XCTAssertIdentical(buttonHost.parent, card.barController, "the button's hosting controller is the bar's child")
            XCTAssertIdentical(card.barController?.parent, sheet.host, "and the bar's controller the container's")
            XCTAssertIdentical(card.barController?.view, bar)
            waitUntil { bar.hostedImageView != nil }
            XCTAssertIdentical((bar.hostedImageView?.next as? UIViewController)?.parent, card.barController, "so is the image's")

            for (name, flag) in [("alert", \BarButtonPresentations.alert), ("confirmationDialog", \BarButtonPresentations.dialog)] {
                model[keyPath: flag] = true
                waitUntil { root.presentedViewController is UIAlertController && root.presentedViewController?.isBeingPresented == false }
                XCTAssertTrue(root.presentedViewController is UIAlertController, "\(name) is presented")
                XCTAssertIdentical(root.presentedViewController?.presentingViewController, root,
                                   "\(name) comes from the screen underneath, not from a detached controller")
                model[keyPath: flag] = false
                waitUntil { root.presentedViewController == nil }
                XCTAssertEqual(sheet.phase, .resting(.minimized), name)
            }
        }
    }

    /// The bar's controllers leave with the bar: a compact bar given later replaces the item's
    /// bar, and the SwiftUI hosts are no longer anyone's children.
    func testTheBarsHostsLeaveWithTheBar() {
        withPresentingBarPlayer(BarButtonPresentations()) { _, sheet, card, buttonHost in
            let barController = card.barController
            sheet.compactView = UIView()
            XCTAssertNil(buttonHost.parent, "the button's host left with the item's bar")
            XCTAssertNil(barController?.parent, "and so did the bar's controller")
            XCTAssertNil(card.barController, "a compact view is no controller's")
            sheet.compactView = nil
            XCTAssertIdentical(buttonHost.parent, card.barController, "back in the item's new bar")
        }
    }
}
#endif
