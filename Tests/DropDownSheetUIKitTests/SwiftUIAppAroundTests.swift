#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

/// The app's side of the SwiftUI app-around tests.
@MainActor
final class AppAroundSwiftUIModel: ObservableObject {
    @Published var state = DropDownSheetState.dismissed
    @Published var position: DropDownSheetPosition?
    /// Every inset the screen's view read from its environment, in order.
    var insets: [DropDownSheetUnderneathInset] = []
    /// How many positions the binding took.
    var positionWrites = 0
}

/// The screen underneath, reading the room the bars take from its environment.
struct AppAroundInsetReader: View {
    @ObservedObject var model: AppAroundSwiftUIModel
    @Environment(\.dropDownSheetUnderneathInset) private var inset

    var body: some View {
        Color.white
            .onAppear { model.insets.append(inset) }
            .onChange(of: inset) { model.insets.append($0) }
            .onChange(of: model.position) { _ in model.positionWrites += 1 }
    }
}

/// A screen with a sheet, as an app that follows the sheet writes it.
struct AppAroundTestView: View {
    @ObservedObject var model: AppAroundSwiftUIModel

    var body: some View {
        AppAroundInsetReader(model: model)
            .dropDownSheet(state: $model.state) { Text("Directions") }
            .dropDownSheetPosition($model.position)
    }
}

/// The SwiftUI side of issue 18: the room the bars take in the environment of the view that
/// presents them, and the sheet's position written to a binding as it moves.
@MainActor
final class SwiftUIAppAroundTests: SheetTestCase {
    private func withHostedScreen(_ model: AppAroundSwiftUIModel, _ body: (UIViewController) throws -> Void) rethrows {
        let root = UIHostingController(rootView: AppAroundTestView(model: model))
        try withRoot(root) {
            spinRunLoop(0.05)
            try body(root)
            model.state = .dismissed
            waitUntil { root.presentedDropDownSheets.isEmpty }
        }
    }

    func testTheScreensEnvironmentCarriesTheRoomTheBarsTake() throws {
        let model = AppAroundSwiftUIModel()
        try withHostedScreen(model) { root in
            XCTAssertEqual(model.insets.last, DropDownSheetUnderneathInset(), "nothing presented: no room taken")
            model.state = .minimized
            waitUntil { root.presentedDropDownSheets.first?.state == .minimized }
            let sheet = try XCTUnwrap(root.presentedDropDownSheets.first)
            waitUntil { model.insets.last == sheet.underneathInset }
            XCTAssertGreaterThanOrEqual(model.insets.last?.bottom ?? 0, 60)
            model.state = .dismissed
            waitUntil { model.insets.last == DropDownSheetUnderneathInset() }
        }
    }

    func testThePositionBindingFollowsTheSheetFrameByFrameAndEmptiesWhenItGoes() throws {
        let model = AppAroundSwiftUIModel()
        try withHostedScreen(model) { root in
            XCTAssertNil(model.position)
            model.state = .minimized
            waitUntil { root.presentedDropDownSheets.first?.state == .minimized }
            let sheet = try XCTUnwrap(root.presentedDropDownSheets.first)
            waitForRest(sheet)
            waitUntil { model.position?.phase == .resting(.minimized) }
            XCTAssertEqual(model.position.map(CGRect.init), visibleCardFrame(sheet))
            let writes = model.positionWrites
            model.state = .expanded
            waitUntil { sheet.phase == .resting(.expanded) }
            waitUntil { model.position?.progress == 1 }
            XCTAssertGreaterThan(model.positionWrites - writes, 10, "written on the frames of the spring")
            model.state = .dismissed
            waitUntil { root.presentedDropDownSheets.isEmpty }
            waitUntil { model.position == nil }
        }
    }
}
#endif
