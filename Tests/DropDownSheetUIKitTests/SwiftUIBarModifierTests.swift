#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// An object the app hands to its sheets' views once.
@MainActor
final class SharedPlayback: ObservableObject {
    /// What the content puts on its bar, read through `@EnvironmentObject` (SwiftUI stops the app
    /// when a view reads one it was not given).
    let artist = "Artist"
    var compactSawIt = false
}

/// The song an `item:` sheet shows.
@MainActor
final class PlayingSong {
    struct Song: Identifiable { let id: Int }
    var song: Song? = Song(id: 1)
}

/// What the app's bar modifiers set, and the sheet it drives.
@MainActor
final class SwiftUIBarModel: ObservableObject {
    @Published var isPresented = true
    @Published var title = "Song"
    @Published var progress: Double? = 0.25
    var proxy: DropDownSheetProxy?
    var plays = 0
}

@MainActor
struct SwiftUIBarContent: View {
    @ObservedObject var model: SwiftUIBarModel
    @EnvironmentObject var playback: SharedPlayback
    @Environment(\.dropDownSheet) private var sheet

    var body: some View {
        Text("Player")
            .dropDownSheetBarTitle(model.title)
            .dropDownSheetBarSubtitle(playback.artist)
            .dropDownSheetBarProgress(model.progress)
            .dropDownSheetBarAccessibility(label: nil, hint: "Opens the player.")
            .dropDownSheetBarItems(trailing: { Button("Play") { model.plays += 1 } })
            .onAppear { model.proxy = sheet }
    }
}

@MainActor
struct SwiftUIBarCompact: View {
    @EnvironmentObject var playback: SharedPlayback

    var body: some View {
        Text("Bar").onAppear { playback.compactSawIt = true }
    }
}

/// The SwiftUI side of the bar: the `dropDownSheetBar…` modifiers reach the content controller's
/// bar item, the `compact:` variants, objects handed to the sheets once, and completions.
@MainActor
final class SwiftUIBarModifierTests: SheetTestCase {
    private func show<V: View>(_ view: V, _ body: (UIViewController) -> Void) {
        let root = UIHostingController(rootView: view)
        withScreen {
            window.rootViewController = root
            window.layoutIfNeeded()
            spinRunLoop(0.05)
            body(root)
            dismissEverything(on: root)
            spinRunLoop(0.1)
            window.rootViewController = underneath
        }
    }

    func testTheBarModifiersReachTheContentsBarItem() {
        let model = SwiftUIBarModel(), playback = SharedPlayback()
        let view = Color.white
            .dropDownSheet(isPresented: Binding(get: { model.isPresented }, set: { model.isPresented = $0 }),
                           isMinimized: .constant(true)) {
                SwiftUIBarContent(model: model)
            }
            .dropDownSheetEnvironmentObject(playback)
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.contentViewController.dropDownSheetBarItem.title == "Song" }
            guard let sheet = root.presentedDropDownSheets.first else { return }
            let item = sheet.contentViewController.dropDownSheetBarItem
            XCTAssertEqual(item.subtitle, "Artist", "read from the object handed over once: it reached the content")
            XCTAssertEqual(item.progress, 0.25)
            XCTAssertEqual(item.accessibilityHint, "Opens the player.")
            XCTAssertNil(item.accessibilityLabel)
            XCTAssertEqual(item.trailingBarButtonItems.count, 1)
            XCTAssertNotNil(item.trailingBarButtonItems.first?.customView, "the SwiftUI button, hosted")
            waitUntil { sheet.card?.itemBarView?.titleLabel.text == "Song" }

            model.title = "Next Song"
            model.progress = nil
            waitUntil { item.title == "Next Song" }
            XCTAssertNil(item.progress)
        }
    }

    func testTheCompactVariantOfIsPresentedHostsItsBarAsAChildThatSeesTheObjects() {
        let model = SwiftUIBarModel(), playback = SharedPlayback()
        let view = Color.white
            .dropDownSheet(isPresented: Binding(get: { model.isPresented }, set: { model.isPresented = $0 }),
                           isMinimized: .constant(true), role: .accessory) {
                SwiftUIBarContent(model: model)
            } compact: {
                SwiftUIBarCompact()
            }
            .dropDownSheetEnvironmentObject(playback)
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.minimized) }
            guard let sheet = root.presentedDropDownSheets.first else { return }
            XCTAssertNotNil(sheet.compactViewController)
            XCTAssertIdentical(sheet.compactViewController?.parent, sheet.card?.compactBarController)
            XCTAssertNil(sheet.card?.itemBarView, "the compact bar replaces the item's")
            waitUntil { playback.compactSawIt }
            XCTAssertEqual(sheet.configuration.isDismissible, false, "an accessory")
            model.isPresented = false
            waitUntil { root.presentedDropDownSheets.isEmpty }
        }
    }

    func testTheCompactVariantOfItemPresentsABarForTheItem() {
        let playing = PlayingSong()
        let playback = SharedPlayback()
        let view = Color.white
            .dropDownSheet(item: Binding(get: { playing.song }, set: { playing.song = $0 }), isMinimized: .constant(true)) { song in
                Text("Song \(song.id)")
            } compact: { _ in
                SwiftUIBarCompact()
            }
            .dropDownSheetEnvironmentObject(playback)
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.minimized) }
            XCTAssertNotNil(root.presentedDropDownSheets.first?.compactViewController)
            waitUntil { playback.compactSawIt }
        }
    }

    func testTheProxysMinimizeCompletesWhenTheSheetRests() {
        let model = SwiftUIBarModel(), playback = SharedPlayback()
        let view = Color.white
            .dropDownSheet(isPresented: Binding(get: { model.isPresented }, set: { model.isPresented = $0 })) {
                SwiftUIBarContent(model: model)
            }
            .dropDownSheetEnvironmentObject(playback)
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.expanded) && model.proxy != nil }
            var heard: [Bool] = []
            model.proxy?.minimize { heard.append($0) }
            XCTAssertTrue(heard.isEmpty)
            waitUntil { !heard.isEmpty }
            XCTAssertEqual(heard, [true])
            XCTAssertEqual(root.presentedDropDownSheets.first?.state, .minimized)
        }
    }
}
#endif
