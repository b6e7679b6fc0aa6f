import DropDownSheet
import UIKit

/// The full player, the sheet's content: the song, its progress and controls, and the queue, all
/// in one table view. It also describes its mini player: its `dropDownSheetBarItem` (the song, its
/// artwork, its progress, play/pause and next), which the library draws as the bar. Changing
/// songs cross-fades the bar's title and artwork; the progress line moves every second without
/// laying the bar out again.
///
/// The table view shows the scroll hand-off: scroll down the queue, then scroll back to the top
/// and keep pulling, and the same finger moves the sheet back down to the mini player bar. Being
/// one scrolling list, it also fits any text size and an iPhone in landscape.
final class PlayerViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private enum Section: Int, CaseIterable {
        case nowPlaying, queue
    }

    private let player: MusicPlayer
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let nowPlayingCell = UITableViewCell(style: .default, reuseIdentifier: nil)
    private let artwork = ArtworkView(cornerRadius: 12)
    private let titleLabel = UILabel()
    private let artistLabel = UILabel()
    private let progressView = UIProgressView(progressViewStyle: .default)
    private let elapsedLabel = UILabel()
    private let remainingLabel = UILabel()
    private let playPauseButton = UIButton(type: .system)
    private var shownSongID: Song.ID?
    /// Whether the bar's play/pause item shows "pause" (nil before it is first set).
    private var shownPlaying: Bool?
    /// The bar's buttons: the bar draws them and sends their actions with them as the sender.
    private lazy var playPauseItem = UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain,
                                                     target: self, action: #selector(playPauseTapped))
    private lazy var nextItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "forward.fill"), style: .plain,
                                   target: self, action: #selector(nextTapped))
        item.accessibilityLabel = "Next Song"
        return item
    }()

    init(player: MusicPlayer) {
        self.player = player
        super.init(nibName: nil, bundle: nil)
        // What VoiceOver reads for the minimized bar.
        title = "Now Playing"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "song")
        tableView.backgroundColor = .systemBackground
        tableView.cellLayoutMarginsFollowReadableWidth = true
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            // The sheet's chevron (its close button) sits in a band above this view.
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        buildNowPlaying()
        dropDownSheetBarItem.trailingBarButtonItems = [playPauseItem, nextItem]
        // The bar's artwork (the song's symbol) flies into the big artwork's symbol as the player
        // opens, and back.
        dropDownSheetBarItem.imageTransitionView = artwork.symbolView
        NotificationCenter.default.addObserver(self, selector: #selector(playerDidChange),
                                               name: MusicPlayer.didChangeNotification, object: player)
        playerDidChange()
    }

    private func buildNowPlaying() {
        let artworkRow = UIStackView(arrangedSubviews: [artwork])
        artworkRow.axis = .vertical
        artworkRow.alignment = .center
        let artworkWidth = artwork.widthAnchor.constraint(equalToConstant: 280)
        artworkWidth.priority = .defaultHigh

        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.textColor = .label
        titleLabel.accessibilityTraits.insert(AccessibilityTrait.header)
        artistLabel.font = .preferredFont(forTextStyle: .body)
        artistLabel.textColor = .secondaryLabel
        let timeFont = UIFontMetrics(forTextStyle: .caption1)
            .scaledFont(for: .monospacedDigitSystemFont(ofSize: 12, weight: .regular))
        for label in [elapsedLabel, remainingLabel] {
            label.font = timeFont
            label.textColor = .secondaryLabel
        }
        remainingLabel.textAlignment = .right
        for label in [titleLabel, artistLabel, elapsedLabel, remainingLabel] {
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
        }
        progressView.progressTintColor = .label
        progressView.trackTintColor = .tertiarySystemFill
        progressView.isAccessibilityElement = true
        progressView.accessibilityLabel = "Progress"
        // The two times are in the progress bar's value for VoiceOver.
        elapsedLabel.isAccessibilityElement = false
        remainingLabel.isAccessibilityElement = false
        let times = UIStackView(arrangedSubviews: [elapsedLabel, remainingLabel])
        times.distribution = .fillEqually

        let previousButton = controlButton(symbol: "backward.fill", label: "Previous Song", action: #selector(previousTapped))
        let nextButton = controlButton(symbol: "forward.fill", label: "Next Song", action: #selector(nextTapped))
        configureControl(playPauseButton, symbol: "play.fill", label: "Play", action: #selector(playPauseTapped))
        playPauseButton.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .largeTitle), forImageIn: .normal)
        let controls = UIStackView(arrangedSubviews: [previousButton, playPauseButton, nextButton])
        controls.distribution = .equalCentering
        controls.alignment = .center

        let upNext = UILabel()
        upNext.text = "Up Next"
        upNext.font = .preferredFont(forTextStyle: .headline)
        upNext.adjustsFontForContentSizeCategory = true
        upNext.accessibilityTraits.insert(AccessibilityTrait.header)

        let stack = UIStackView(arrangedSubviews: [artworkRow, titleLabel, artistLabel, progressView, times, controls, upNext])
        stack.axis = .vertical
        stack.spacing = 8
        stack.setCustomSpacing(20, after: artworkRow)
        stack.setCustomSpacing(16, after: artistLabel)
        stack.setCustomSpacing(12, after: times)
        stack.setCustomSpacing(24, after: controls)
        stack.translatesAutoresizingMaskIntoConstraints = false

        let content = nowPlayingCell.contentView
        content.addSubview(stack)
        nowPlayingCell.selectionStyle = .none
        nowPlayingCell.backgroundColor = .systemBackground
        nowPlayingCell.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: .greatestFiniteMagnitude)
        let margins = content.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            artworkWidth,
            artwork.widthAnchor.constraint(lessThanOrEqualTo: stack.widthAnchor),
            artwork.heightAnchor.constraint(equalTo: artwork.widthAnchor),
        ])
    }

    @objc private func playerDidChange() {
        let song = player.currentSong
        artwork.show(song)
        titleLabel.text = song.title
        artistLabel.text = song.artist
        progressView.progress = Float(player.progress)
        elapsedLabel.text = MusicPlayer.format(player.elapsed)
        remainingLabel.text = "-" + MusicPlayer.format(song.duration - player.elapsed)
        progressView.accessibilityValue = "\(MusicPlayer.format(player.elapsed)) of \(MusicPlayer.format(song.duration))"
        playPauseButton.setImage(UIImage(systemName: player.isPlaying ? "pause.fill" : "play.fill"), for: .normal)
        playPauseButton.accessibilityLabel = player.isPlaying ? "Pause" : "Play"
        updateBarItem(song)
        for cell in tableView.visibleCells where cell !== nowPlayingCell {
            if let indexPath = tableView.indexPath(for: cell) { configure(cell, at: indexPath) }
        }
        if shownSongID != song.id {
            shownSongID = song.id
            // A new title may wrap differently: let the table size the cell again.
            UIView.performWithoutAnimation { tableView.performBatchUpdates(nil) }
        }
    }

    /// The mini player's bar: the song (cross-faded when it changes), its artwork and progress,
    /// and play/pause named for what it does. Called every second: the song's words and artwork
    /// are given only when the song changes (a new `UIImage` is a new image to the bar, laid out
    /// again), the play/pause image only when playback starts or stops; the progress moves the
    /// line alone.
    private func updateBarItem(_ song: Song) {
        let item = dropDownSheetBarItem
        if shownSongID != song.id {
            item.update(animated: shownSongID != nil) {
                item.title = song.title
                item.subtitle = song.artist
                item.image = UIImage(systemName: song.symbolName)?.withTintColor(song.tint.color, renderingMode: .alwaysOriginal)
            }
        }
        item.progress = player.progress
        item.accessibilityProgressValue = "\(MusicPlayer.format(player.elapsed)) of \(MusicPlayer.format(song.duration))"
        if shownPlaying != player.isPlaying {
            shownPlaying = player.isPlaying
            // Through the bar item, which has the bar read its buttons again.
            item.update(animated: false) {
                playPauseItem.accessibilityLabel = player.isPlaying ? "Pause" : "Play"
                playPauseItem.image = UIImage(systemName: player.isPlaying ? "pause.fill" : "play.fill")
            }
        }
    }

    // MARK: - Buttons

    @objc private func previousTapped() { player.previous() }
    @objc private func playPauseTapped() { player.togglePlayPause() }
    @objc private func nextTapped() { player.next() }

    private func controlButton(symbol: String, label: String, action: Selector) -> UIButton {
        let button = UIButton(type: .system)
        configureControl(button, symbol: symbol, label: label, action: action)
        return button
    }

    private func configureControl(_ button: UIButton, symbol: String, label: String, action: Selector) {
        button.setImage(UIImage(systemName: symbol), for: .normal)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .title1), forImageIn: .normal)
        button.tintColor = .label
        button.accessibilityLabel = label
        button.addTarget(self, action: action, for: .touchUpInside)
        NSLayoutConstraint.activate([
            button.widthAnchor.constraint(greaterThanOrEqualToConstant: 60),
            button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    // MARK: - Table

    func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .nowPlaying: return 1
        case .queue: return player.queue.count
        case nil: return 0
        }
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if Section(rawValue: indexPath.section) == .nowPlaying { return nowPlayingCell }
        let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
        configure(cell, at: indexPath)
        return cell
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        Section(rawValue: indexPath.section) == .queue
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard Section(rawValue: indexPath.section) == .queue else { return }
        player.play(at: indexPath.row)
    }

    private func configure(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let song = player.queue[indexPath.row]
        let isCurrent = indexPath.row == player.currentIndex
        var content = UIListContentConfiguration.subtitleCell()
        content.text = song.title
        content.secondaryText = song.artist + " · " + MusicPlayer.format(song.duration)
        content.secondaryTextProperties.color = .secondaryLabel
        content.image = UIImage(systemName: song.symbolName)
        content.imageProperties.tintColor = song.tint.color
        cell.contentConfiguration = content
        cell.backgroundColor = .systemBackground
        if isCurrent {
            let indicator = UIImageView(image: UIImage(systemName: player.isPlaying ? "speaker.wave.2.fill" : "speaker.fill"))
            indicator.tintColor = .secondaryLabel
            cell.accessoryView = indicator
        } else {
            cell.accessoryView = nil
        }
        cell.accessibilityTraits = isCurrent ? AccessibilityTrait.button.union(AccessibilityTrait.selected) : AccessibilityTrait.button
        cell.accessibilityHint = isCurrent ? nil : "Plays this song."
    }
}
