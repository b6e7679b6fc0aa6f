#if canImport(SwiftUI) && canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

// README SwiftUI mini player begin
import SwiftUI
import DropDownSheet

struct MusicTabs: View {
    @State private var player = DropDownSheetState.minimized   // a bar from the start

    var body: some View {
        TabView {
            List(1..<50) { Text("Song \($0)") }.dropDownSheetSafeAreaPadding()   // ends above the bar
                .tabItem { Label("Library", systemImage: "music.note.list") }
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
        // An accessory: never stacked with drafts, never swiped away; the chevron takes it down.
        .dropDownSheet(state: $player, configuration: DropDownSheetConfiguration(closeButton: .minimize),
                       role: .accessory) {
            NowPlayingView()
        }
    }
}

struct NowPlayingView: View {
    @State private var isPlaying = false

    var body: some View {
        Text("Blue in Green")
            .font(.largeTitle)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            // The bar, which the library draws from these as a navigation bar from navigationTitle.
            .dropDownSheetBarTitle("Blue in Green")
            .dropDownSheetBarSubtitle("Miles Davis")
            .dropDownSheetBarImage(Image(systemName: "music.note"), contentMode: .fit)
            .dropDownSheetBarItems(trailing: {
                Button { isPlaying.toggle() } label: { Image(systemName: isPlaying ? "pause.fill" : "play.fill") }
                    .accessibilityLabel(isPlaying ? "Pause" : "Play")
            })
    }
}
// README SwiftUI mini player end

/// The README's SwiftUI mini player does what the README says: a bar over the tabs from launch,
/// drawn from the content's bar modifiers, with a Play button that plays without opening it.
@MainActor
final class ReadmeSwiftUIMiniPlayerTests: SheetTestCase {
    func testTheMiniPlayerIsABarOverTheTabsDrawnFromTheContentsModifiers() {
        let root = UIHostingController(rootView: MusicTabs())
        withRoot(root) {
            waitUntil { root.presentedDropDownSheets.first?.phase == .resting(.minimized) }
            guard let player = root.presentedDropDownSheets.first else { return XCTFail("no mini player") }
            XCTAssertEqual(player.role, .accessory)
            XCTAssertEqual(player.configuration.isDismissible, false, "an accessory is not swiped away")
            let item = player.contentViewController.dropDownSheetBarItem
            waitUntil { item.title == "Blue in Green" }
            XCTAssertEqual(item.subtitle, "Miles Davis")
            waitUntil { player.card?.itemBarView?.trailingButtons.isEmpty == false }
            guard let bar = player.card?.itemBarView else { return XCTFail("the bar is not drawn from the bar item") }
            bar.layoutIfNeeded()
            spinRunLoop(0.1)
            tap(at: center(of: bar.trailingButtons[0]))
            spinRunLoop(0.3)
            XCTAssertEqual(player.phase, .resting(.minimized), "the Play button's tap does not open the player")
            // A tap on the bar beside the button opens it.
            tap(at: center(of: bar.titleLabel))
            waitUntil { player.phase == .resting(.expanded) }
        }
    }
}
#endif
