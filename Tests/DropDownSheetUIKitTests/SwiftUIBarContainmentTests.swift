#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore
#if canImport(Observation)
import Observation
#endif

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

/// Which edition of a song's title the first song's content shows.
@MainActor
final class SongEdition: ObservableObject {
    @Published var edition = 1
    /// The last edition the first song's content rendered.
    var renderedByFirstSong = 0
}

/// An `item:` player whose first song's bar title carries an edition (the others' do not).
@MainActor
struct SwiftUIEditionItemPlayer: View {
    @ObservedObject var playing: ObservedSong
    let edition: SongEdition

    var body: some View {
        Color.white
            .dropDownSheet(item: $playing.song, isMinimized: .constant(true)) { song in
                SwiftUIEditionTitle(song: song, edition: edition)
            }
    }
}

@MainActor
struct SwiftUIEditionTitle: View {
    let song: PlayingSong.Song
    @ObservedObject var edition: SongEdition

    var body: some View {
        let _ = song.id == 1 ? edition.renderedByFirstSong = edition.edition : ()
        Text("Song \(song.id)")
            .dropDownSheetBarTitle(song.id == 1 ? "Song 1, edition \(edition.edition)" : "Song \(song.id)")
    }
}

#if canImport(Observation)
/// An `@Observable` object (iOS 17) the app hands to its sheets once.
@available(iOS 17.0, *)
@Observable
@MainActor
final class ObservedPlayback {
    var artist = "Observed Artist"
}

/// Reads the object with `@Environment`: nil (and no bar subtitle) when it was not handed over.
@available(iOS 17.0, *)
@MainActor
struct SwiftUIObservedContent: View {
    @Environment(ObservedPlayback.self) private var playback: ObservedPlayback?

    var body: some View {
        Text("Player").dropDownSheetBarSubtitle(playback?.artist)
    }
}
#endif

/// The SwiftUI views the library hosts in a bar are children of the bar's controller (so that
/// what they present comes from a controller in UIKit's hierarchy), objects handed over once
/// reach the content, and a content replaced never speaks for its successor's bar.
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

            assertEachPresentsFromTheScreenUnderneath(model, [("alert", \.alert), ("confirmationDialog", \.dialog)], root: root, sheet: sheet)
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

    /// An `item:` replaced: a report of the old content that arrives after the session moved on
    /// to the new one is dropped, never shown on the new sheet's bar. Made certain here: once the
    /// new sheet shows, the old content (still alive) is put back in a window and its title
    /// changed, so it renders and reports again, late.
    func testALateReportOfAReplacedItemsContentNeverReachesTheNewBar() {
        let playing = ObservedSong(), edition = SongEdition()
        show(SwiftUIEditionItemPlayer(playing: playing, edition: edition)) { root in
            waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.titleLabel.text == "Song 1, edition 1" }
            guard let first = root.presentedDropDownSheets.first else { return }
            let oldContent = first.contentViewController
            playing.song = PlayingSong.Song(id: 2)
            waitUntil { root.presentedDropDownSheets.first(where: { $0 !== first })?.card?.itemBarView?.titleLabel.text == "Song 2" }
            guard let second = root.presentedDropDownSheets.first(where: { $0 !== first }) else { return }
            XCTAssertFalse(first.isPresented)
            window.addSubview(oldContent.view)
            defer { oldContent.view.removeFromSuperview() }
            edition.edition = 2
            var titles: Set<String?> = []
            // The old content renders edition 2, so it reports a new bar title (late)...
            waitUntil {
                titles.insert(second.contentViewController.dropDownSheetBarItem.title)
                return edition.renderedByFirstSong == 2
            }
            // ...which hops to the main actor on a later turn: a few turns see it arrive.
            for _ in 0..<10 {
                spinRunLoop(0.01)
                titles.insert(second.contentViewController.dropDownSheetBarItem.title)
            }
            XCTAssertEqual(titles, ["Song 2"], "the old content's late report never reached the new bar")
            XCTAssertEqual(second.card?.itemBarView?.titleLabel.text, "Song 2")
        }
    }

    /// iOS 17's `@Observable`: one `dropDownSheetEnvironment(_:)` hands the object to the sheet's
    /// content, which reads it with `@Environment` and follows its changes.
    func testAnObservableObjectHandedOnceReachesTheSheetsContent() throws {
#if canImport(Observation)
        guard #available(iOS 17.0, *) else { throw XCTSkip("@Observable needs iOS 17") }
        let playback = ObservedPlayback()
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) { SwiftUIObservedContent() }
            .dropDownSheetEnvironment(playback)
        show(view) { root in
            waitUntil { root.presentedDropDownSheets.first?.contentViewController.dropDownSheetBarItem.subtitle == "Observed Artist" }
            playback.artist = "Another Artist"
            waitUntil { root.presentedDropDownSheets.first?.card?.itemBarView?.subtitleLabel.text == "Another Artist" }
        }
#else
        throw XCTSkip("built with an SDK without Observation (before iOS 17's)")
#endif
    }
}
#endif
