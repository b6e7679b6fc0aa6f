import DropDownSheet
import SwiftUI
import UIKit

/// A screen whose tab bar is a SwiftUI `TabView` inside a `UIHostingController`, with its own mini
/// player presented from the hosting controller: the mini player's bar sits above the SwiftUI tab
/// bar, which the library finds in the screen's views (no `UITabBarController` among the
/// presenter's ancestors). Opened full screen from the Music tab ("SwiftUI Tabs"); the UI tests
/// use it too.
@MainActor
final class MiniPlayerTabsViewController: UIHostingController<MiniPlayerTabsView> {
    private let miniPlayer: MiniPlayerCoordinator
    private var hasPresentedMiniPlayer = false

    init(player: MusicPlayer, settings: SheetSettings) {
        // This screen's mini player has a hand-built bar (MiniPlayerView), the Music tab's one drawn from
        // its bar item.
        miniPlayer = MiniPlayerCoordinator(player: player, settings: settings, bar: .handBuilt)
        let close = CloseAction()
        super.init(rootView: MiniPlayerTabsView(songs: player.queue, close: close))
        modalPresentationStyle = .fullScreen
        close.action = { [weak self] in self?.close() }
    }

    @available(*, unavailable)
    @MainActor required dynamic init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasPresentedMiniPlayer else { return }
        hasPresentedMiniPlayer = true
        presentDropDownSheet(miniPlayer.sheet, initialState: .minimized, animated: true)
    }

    private func close() {
        miniPlayer.sheet.dismiss(animated: false)
        dismiss(animated: true)
    }
}

/// The SwiftUI screen's Close button's action, set by its hosting controller.
@MainActor
final class CloseAction {
    var action: () -> Void = {}
}

/// Two tabs in a SwiftUI `TabView`: the songs, and a note on what the screen shows.
struct MiniPlayerTabsView: View {
    let songs: [Song]
    let close: CloseAction

    var body: some View {
        TabView {
            NavigationView {
                List(songs.indices, id: \.self) { index in
                    VStack(alignment: .leading) {
                        Text(songs[index].title).font(.headline)
                        Text(songs[index].artist).font(.subheadline).foregroundColor(.secondary)
                    }
                }
                // The library writes nothing into the controllers SwiftUI makes for its tabs: the
                // list asks for the mini player's room itself, so its last song scrolls above the bar.
                .dropDownSheetSafeAreaPadding()
                .navigationTitle("SwiftUI Tabs")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Close") { close.action() }
                    }
                }
            }
            .navigationViewStyle(.stack)
            .tabItem { Label("Songs", systemImage: "music.note.list") }

            Text("The mini player sits above this SwiftUI tab bar.")
                .multilineTextAlignment(.center)
                .padding()
                .dropDownSheetSafeAreaPadding()
                .tabItem { Label("About", systemImage: "info.circle") }
        }
    }
}
