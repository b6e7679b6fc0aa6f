import UIKit

/// The Music tab: the songs, the one playing marked, and a play/pause button in the navigation
/// bar. The mini player is the sheet above the tab bar; it stays there, under the bar of any
/// draft or note that is open.
final class MusicLibraryViewController: UITableViewController {
    private let player: MusicPlayer
    private lazy var playPauseItem = UIBarButtonItem(image: nil, style: .plain, target: self, action: #selector(playPauseTapped))
    /// Opens the mini player over a SwiftUI `TabView` (``MiniPlayerTabsViewController``).
    var showSwiftUITabs: (() -> Void)?

    init(player: MusicPlayer) {
        self.player = player
        super.init(style: .insetGrouped)
        title = "Music"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "song")
        tableView.cellLayoutMarginsFollowReadableWidth = true
        navigationItem.rightBarButtonItem = playPauseItem
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "SwiftUI Tabs", primaryAction: UIAction { [weak self] _ in
            self?.showSwiftUITabs?()
        })
        NotificationCenter.default.addObserver(self, selector: #selector(playerDidChange),
                                               name: MusicPlayer.didChangeNotification, object: player)
        playerDidChange()
    }

    @objc private func playPauseTapped() {
        player.togglePlayPause()
    }

    @objc private func playerDidChange() {
        // Through the bar item, which has the bar read its buttons again.
        dropDownSheetBarItem.update(animated: false) {
            playPauseItem.image = UIImage(systemName: player.isPlaying ? "pause.fill" : "play.fill")
            playPauseItem.accessibilityLabel = player.isPlaying ? "Pause" : "Play"
        }
        for cell in tableView.visibleCells {
            if let indexPath = tableView.indexPath(for: cell) { configure(cell, at: indexPath) }
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Songs"
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Tap a song to play it. The mini player above the tab bar opens the full player: tap it or pull it up."
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        player.queue.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
        configure(cell, at: indexPath)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        player.play(at: indexPath.row)
    }

    private func configure(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let song = player.queue[indexPath.row]
        let isCurrent = indexPath.row == player.currentIndex
        var content = UIListContentConfiguration.subtitleCell()
        content.text = song.title
        content.secondaryText = song.artist
        content.secondaryTextProperties.color = .secondaryLabel
        content.image = UIImage(systemName: song.symbolName)
        content.imageProperties.tintColor = song.tint.color
        cell.contentConfiguration = content
        if isCurrent {
            let indicator = UIImageView(image: UIImage(systemName: player.isPlaying ? "speaker.wave.2.fill" : "speaker.fill"))
            indicator.tintColor = .secondaryLabel
            cell.accessoryView = indicator
        } else {
            cell.accessoryView = nil
        }
        cell.accessibilityTraits = isCurrent ? AccessibilityTrait.button.union(AccessibilityTrait.selected) : AccessibilityTrait.button
        cell.accessibilityHint = "Plays this song."
    }
}
