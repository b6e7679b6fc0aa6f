// The app the DocC articles' samples belong to: its own types, which a sample names without
// declaring them, as an article talks of "your player" or "your drafts". scripts/check-doc-samples.py
// compiles these as the module DocSampleApp and imports it into every app sample; a sample's own
// declaration of one of these names wins over it. Keep each to the shape the articles imply and
// no more, so that a sample using something the app would not have fails to compile.
import DropDownSheet
import SwiftUI
import UIKit

// MARK: - Music: a song, a player, the player's screens

/// A song: what a mini player's bar shows.
public struct Song: Sendable {
    public var title: String
    public var artist: String
    public var artwork: UIImage?

    public init(title: String, artist: String, artwork: UIImage? = nil) {
        self.title = title
        self.artist = artist
        self.artwork = artwork
    }
}

/// The app's player, observed by its SwiftUI views.
public final class Player: ObservableObject {
    @Published public var song = Song(title: "Blue in Green", artist: "Miles Davis")
    @Published public var progress = 0.0
    @Published public var isPlaying = false

    public init() {}

    public func toggle() { isPlaying.toggle() }
}

/// The full player, in UIKit.
public final class PlayerViewController: UIViewController {
    public let player: Player

    public init(player: Player) {
        self.player = player
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }
}

/// The full player, in SwiftUI.
public struct PlayerView: View {
    public init() {}
    public var body: some View { Text("Now Playing") }
}

/// The song playing, large: the full player's content.
public struct NowPlaying: View {
    public init() {}
    public var body: some View { Text("Now Playing") }
}

/// A mini player's bar of the app's own, in SwiftUI.
@MainActor
public struct MiniPlayerBar: View {
    @ObservedObject public var player: Player

    public init(player: Player = Player()) { self.player = player }

    public var body: some View { Text(player.song.title) }
}

/// A song of a list, and its row.
public struct Track: Identifiable, Sendable {
    public var id: Int
    public var title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

public struct TrackRow: View {
    public let track: Track

    public init(track: Track) { self.track = track }

    public var body: some View { Text(track.title) }
}

// MARK: - Mail: drafts and the inbox

/// A draft the app keeps (it saves its drafts' text itself; the library saves which are open).
public struct Draft: Identifiable, Codable, Sendable {
    public var id: UUID
    public var text: String

    public init(id: UUID = UUID(), text: String = "") {
        self.id = id
        self.text = text
    }
}

/// The screen that writes a draft.
public final class ComposeViewController: UIViewController {
    public let draft: Draft

    public init(draft: Draft) {
        self.draft = draft
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }
}

/// A draft shown by SwiftUI.
public struct DraftView: View {
    public let draft: Draft

    public init(draft: Draft) { self.draft = draft }

    public var body: some View { Text(draft.text) }
}

/// The inbox, the delegate of its drafts' sheets, with the drafts it has open and where it saves
/// them.
open class InboxViewController: UIViewController, DropDownSheetDelegate {
    public var openDrafts: [Draft] = []
    public let stackURL = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("open-drafts-stack.json")
    public let draftsURL = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("open-drafts.json")
}

// MARK: - Other screens the articles name

/// Directions under a map: a sheet's content.
public struct Directions: View {
    public init() {}
    public var body: some View { Text("Directions") }
}

/// A list of notes, and the editor of one.
public struct NotesList: View {
    public init() {}
    public var body: some View { Text("Notes") }
}

public struct NoteEditor: View {
    public init() {}
    public var body: some View { Text("Note") }
}
