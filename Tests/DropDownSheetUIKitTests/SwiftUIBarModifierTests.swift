#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore // the bar layout's package members (where the image square is)

/// An object the app hands to its sheets' views once.
@MainActor
final class SharedPlayback: ObservableObject {
    /// What the content puts on its bar, read through `@EnvironmentObject` (SwiftUI stops the app
    /// when a view reads one it was not given).
    let artist = "Artist"
    var compactSawIt = false
}

/// The song an `item:` sheet shows, observed by SwiftUI.
@MainActor
final class ObservedSong: ObservableObject {
    @Published var song: PlayingSong.Song? = PlayingSong.Song(id: 1)
}

/// A player presented with `item:`, each song's title on its bar.
@MainActor
struct SwiftUIItemPlayer: View {
    @ObservedObject var playing: ObservedSong

    var body: some View {
        Color.white
            .dropDownSheet(item: $playing.song, isMinimized: .constant(true)) { song in
                Text("Song \(song.id)").dropDownSheetBarTitle("Song \(song.id)")
            }
    }
}

/// Reports the locale its environment has.
@MainActor
struct SwiftUILocaleReader: View {
    @Environment(\.locale) private var locale
    let seen: (Locale) -> Void

    var body: some View {
        Text("Locale").onAppear { seen(locale) }
    }
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
    /// Re-renders the content without changing the bar (a clock, a level meter).
    @Published var tick = 0
    /// The last tick the content rendered.
    var renderedTick = 0
    var proxy: DropDownSheetProxy?
    var plays = 0
}

@MainActor
struct SwiftUIBarContent: View {
    @ObservedObject var model: SwiftUIBarModel
    @EnvironmentObject var playback: SharedPlayback
    @Environment(\.dropDownSheet) private var sheet

    var body: some View {
        let _ = model.renderedTick = model.tick
        Text("Player \(model.tick)")
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

extension SheetTestCase {
    /// Shows `view` in a hosting controller as the test window's root (``withRoot(_:_:)``) and
    /// runs `body` with that controller once SwiftUI has had a moment to render.
    func show<V: View>(_ view: V, _ body: (UIViewController) -> Void) {
        let root = UIHostingController(rootView: view)
        withRoot(root) {
            spinRunLoop(0.05)
            body(root)
        }
    }
}

/// The SwiftUI side of the bar: the `dropDownSheetBar…` modifiers reach the content controller's
/// bar item, the `compact:` variants, objects handed to the sheets once, and completions.
@MainActor
final class SwiftUIBarModifierTests: SheetTestCase {

    /// The player presented minimized, its bar drawn from the content's modifiers, the object
    /// handed over once.
    private func minimizedPlayer(_ model: SwiftUIBarModel, _ playback: SharedPlayback) -> some View {
        Color.white
            .dropDownSheet(isPresented: Binding(get: { model.isPresented }, set: { model.isPresented = $0 }),
                           isMinimized: .constant(true)) {
                SwiftUIBarContent(model: model)
            }
            .dropDownSheetEnvironmentObject(playback)
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

    /// A SwiftUI button on the bar (not a `UIControl`) takes its own tap: it fires once and the
    /// sheet stays on its bar.
    func testATapOnASwiftUIBarButtonIsTheButtonsAlone() {
        let model = SwiftUIBarModel(), playback = SharedPlayback()
        show(minimizedPlayer(model, playback)) { root in
            waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.trailingButtons.isEmpty == false }
            guard let sheet = root.presentedDropDownSheets.first, let bar = sheet.card?.itemBarView else { return }
            bar.layoutIfNeeded()
            spinRunLoop(0.1)
            tap(at: center(of: bar.trailingButtons[0]))
            waitUntil { model.plays == 1 }
            spinRunLoop(0.3)
            XCTAssertEqual(sheet.phase, .resting(.minimized), "the Play button's tap did not open the player")
            XCTAssertEqual(model.plays, 1)
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

    /// The content re-rendered 30 times (its SwiftUI bar buttons with it) lays the bar out not once.
    func testReRenderingTheContentDoesNotLayTheBarOut() {
        let model = SwiftUIBarModel(), playback = SharedPlayback()
        show(minimizedPlayer(model, playback)) { root in
            waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.trailingButtons.isEmpty == false }
            guard let bar = root.presentedDropDownSheets.first?.card?.itemBarView else { return }
            spinRunLoop(0.2)
            bar.layoutIfNeeded()
            let passes = bar.layoutPassCount
            for _ in 0..<30 {
                model.tick += 1
                spinRunLoop(1.0 / 60)
                bar.layoutIfNeeded()
            }
            waitUntil { model.renderedTick == 30 }
            bar.layoutIfNeeded()
            XCTAssertEqual(bar.layoutPassCount, passes, "the buttons are re-rendered, the bar is not laid out")
        }
    }

    /// One `dropDownSheetEnvironmentObject` gives the object to the views beside the sheet too, and
    /// `dropDownSheetEnvironment(_:_:)` hands an environment value to the sheet's content.
    func testOneCallGivesTheObjectToBothSidesAndAValueReachesTheContent() {
        let playback = SharedPlayback()
        var localeSeen: Locale?
        let view = SwiftUIBarCompact()   // beside the sheet: reads the object with no environmentObject of its own
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) {
                SwiftUILocaleReader { localeSeen = $0 }
            }
            .dropDownSheetEnvironmentObject(playback)
            .dropDownSheetEnvironment(\.locale, Locale(identifier: "fr_FR"))
        show(view) { _ in
            waitUntil { playback.compactSawIt }
            waitUntil { localeSeen?.identifier == "fr_FR" }
        }
    }

    /// An `item:` replaced: the new sheet's bar never shows the song before it, even for a moment
    /// (the new sheet starts from no bar values of its own). A report of the old content arriving
    /// after the switch, which this flow does not provoke, is pinned by
    /// `SwiftUIBarContainmentTests.testALateReportOfAReplacedItemsContentNeverReachesTheNewBar`.
    func testAReplacedItemsBarNeverShowsItsPredecessor() {
        let playing = ObservedSong()
        show(SwiftUIItemPlayer(playing: playing)) { root in
            waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.titleLabel.text == "Song 1" }
            guard let first = root.presentedDropDownSheets.first else { return }
            playing.song = PlayingSong.Song(id: 2)
            var titlesOfTheNewSheet: [String?] = []
            // Sampled at every turn until the new sheet's bar shows its own song (which it must).
            waitUntil {
                guard let sheet = root.presentedDropDownSheets.first(where: { $0 !== first }) else { return false }
                titlesOfTheNewSheet.append(sheet.contentViewController.dropDownSheetBarItem.title)
                return sheet.card?.itemBarView?.titleLabel.text == "Song 2"
            }
            XCTAssertFalse(titlesOfTheNewSheet.isEmpty, "the new sheet was seen")
            XCTAssertFalse(titlesOfTheNewSheet.contains("Song 1"), "\(titlesOfTheNewSheet)")
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

    /// LNPopupUI takes a SwiftUI `Image`; so does `dropDownSheetBarImage`, drawn by SwiftUI in the
    /// image's square of the bar.
    func testASwiftUIImageIsDrawnInTheBarsImageSquare() {
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) {
                Text("Player")
                    .dropDownSheetBarTitle("Song")
                    .dropDownSheetBarImage(Image(systemName: "music.note"), contentMode: .fit)
            }
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.hostedImageView != nil }
            guard let sheet = root.presentedDropDownSheets.first, let bar = sheet.card?.itemBarView,
                  let hosted = bar.hostedImageView else { return }
            let item = sheet.contentViewController.dropDownSheetBarItem
            XCTAssertNil(item.image, "not a UIImage")
            XCTAssertNotNil(item.imageProvider)
            bar.layoutIfNeeded()
            XCTAssertTrue(hosted.isDescendant(of: bar))
            XCTAssertFalse(hosted.isHidden)
            XCTAssertTrue(bar.imageView.isHidden, "the UIImage view gives way")
            guard let square = bar.appliedLayout?.image else { return XCTFail("no image square") }
            XCTAssertEqual(hosted.frame, CGRect(square))
            XCTAssertLessThan(hosted.frame.maxX, bar.textView.frame.minX, "before the title")
            XCTAssertIdentical(bar.shownImageView, hosted, "where the artwork's flight starts")
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
