#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// Which of SwiftUI's presentations the screen underneath shows.
@MainActor
final class SwiftUIUnderneathModel: ObservableObject {
    @Published var sheetState = DropDownSheetState.minimized
    @Published var alert = false
    @Published var sheet = false
    @Published var dialog = false
    @Published var cover = false
    /// The content's `@Environment(\.dismiss)`, once it appeared.
    var dismiss: DismissAction?
}

/// A screen with a drop-down sheet and SwiftUI's own presentations, as an app writes them.
@MainActor
struct SwiftUIUnderneathView: View {
    @ObservedObject var model: SwiftUIUnderneathModel

    var body: some View {
        Color.white
            .dropDownSheet(state: $model.sheetState) { SwiftUIDismissingContent(model: model) }
            .alert("Archive?", isPresented: $model.alert) { Button("OK") {} }
            .sheet(isPresented: $model.sheet) { Text("A sheet") }
            .confirmationDialog("Move?", isPresented: $model.dialog) { Button("Move") {} }
            .fullScreenCover(isPresented: $model.cover) { Text("A cover") }
    }
}

/// The drop-down sheet's content: hands SwiftUI's `dismiss` action to the model.
@MainActor
struct SwiftUIDismissingContent: View {
    @ObservedObject var model: SwiftUIUnderneathModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("New Message").onAppear { model.dismiss = dismiss }
    }
}

@MainActor
final class SwiftUIPresentationsUnderneathTests: SheetTestCase {
    func testSwiftUIsPresentationsFromTheScreenUnderneathWorkWhileTheBarRestsAndLeaveItAsItWas() {
        let model = SwiftUIUnderneathModel()
        let root = UIHostingController(rootView: SwiftUIUnderneathView(model: model))
        withScreen {
            window.rootViewController = root
            window.layoutIfNeeded()
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.minimized) }
            guard let sheet = root.presentedDropDownSheets.first else { return }
            let bar = sheet.card!.clipView.convert(sheet.card!.clipView.bounds, to: window)
            let kinds: [(String, ReferenceWritableKeyPath<SwiftUIUnderneathModel, Bool>)] = [
                ("alert", \.alert), ("sheet", \.sheet), ("confirmationDialog", \.dialog), ("fullScreenCover", \.cover),
            ]
            for (name, flag) in kinds {
                model[keyPath: flag] = true
                waitUntil { root.presentedViewController != nil && root.presentedViewController?.isBeingPresented == false }
                XCTAssertNotNil(root.presentedViewController, "\(name) is presented")
                model[keyPath: flag] = false
                waitUntil {
                    root.presentedViewController == nil && sheet.phase == .resting(.minimized)
                        && sheet.card!.clipView.convert(sheet.card!.clipView.bounds, to: window) == bar
                }
                XCTAssertTrue(sheet.isPresented, name)
                XCTAssertEqual(sheet.state, .minimized, name)
                XCTAssertEqual(sheet.card!.clipView.convert(sheet.card!.clipView.bounds, to: window), bar, name)
                let center = CGPoint(x: bar.midX, y: bar.midY)
                XCTAssertTrue(window.hitTest(center, with: nil)?.isDescendant(of: sheet.card!.clipView) ?? false,
                              "after \(name) the bar takes its touches")
            }
            model.sheetState = .dismissed
            waitUntil { root.presentedDropDownSheets.isEmpty }
            window.rootViewController = underneath
        }
    }

    func testSwiftUIsDismissInsideTheExpandedContentClosesThatSheetOnly() {
        let model = SwiftUIUnderneathModel()
        model.sheetState = .expanded
        let root = UIHostingController(rootView: SwiftUIUnderneathView(model: model))
        withScreen {
            window.rootViewController = root
            window.layoutIfNeeded()
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.expanded) }
            let other = DropDownSheetController(content: UIViewController(), identifier: "other")
            XCTAssertEqual(root.presentDropDownSheet(other, initialState: .minimized, animated: false), .joined)
            waitUntil { model.dismiss != nil }
            model.dismiss?()
            waitUntil { model.sheetState == .dismissed }
            XCTAssertTrue(other.isPresented, "the other sheet stays")
            XCTAssertEqual(root.presentedDropDownSheets.map(\.identifier), ["other"])
            other.dismiss(animated: false)
            window.rootViewController = underneath
        }
    }
}
#endif
