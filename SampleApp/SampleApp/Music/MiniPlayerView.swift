import UIKit

/// A hand-built mini player bar: the sheet's compact view, for full control of the bar (the SwiftUI
/// Tabs screen uses it; the Music tab's bar is drawn by the library from the player's bar item).
/// Artwork, the song and its artist, and play/pause and next buttons that work without opening
/// the sheet (a touch that starts on a control belongs to the control; a tap anywhere else opens
/// the player).
///
/// The sheet sizes it: the full width of the bar and the configuration's `minimizedHeight`
/// (taller with larger text), and cross-fades it with the full player as the sheet expands.
///
/// VoiceOver: the minimized bar is one element. It takes this view's `accessibilityLabel` (the
/// song and its artist) and `accessibilityCustomActions` (Play or Pause, Next Song), set here,
/// before the bar's own Expand action.
final class MiniPlayerView: UIView {
    private let player: MusicPlayer
    private let artwork = ArtworkView(cornerRadius: 6)
    private let titleLabel = UILabel()
    private let artistLabel = UILabel()
    private let playPauseButton = UIButton(type: .system)
    private let nextButton = UIButton(type: .system)
    /// VoiceOver's actions on the minimized bar, which is one element: the library offers the
    /// compact view's own `accessibilityCustomActions` there (before Expand), so play/pause and
    /// next work without opening the player. The same objects throughout; only the name of
    /// play/pause changes ("Play" or "Pause").
    private lazy var playPauseAction = UIAccessibilityCustomAction(name: "Play") { [weak self] _ in
        self?.playPauseTapped()
        return self != nil
    }
    private lazy var nextAction = UIAccessibilityCustomAction(name: "Next Song") { [weak self] _ in
        self?.nextTapped()
        return self != nil
    }

    init(player: MusicPlayer) {
        self.player = player
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        backgroundColor = .secondarySystemBackground

        let separator = HairlineView()
        separator.translatesAutoresizingMaskIntoConstraints = false
        addSubview(separator)

        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.textColor = .label
        artistLabel.font = .preferredFont(forTextStyle: .footnote)
        artistLabel.textColor = .secondaryLabel
        for label in [titleLabel, artistLabel] {
            label.adjustsFontForContentSizeCategory = true
            label.lineBreakMode = .byTruncatingTail
        }
        let labels = UIStackView(arrangedSubviews: [titleLabel, artistLabel])
        labels.axis = .vertical
        labels.spacing = 1

        configure(playPauseButton, action: #selector(playPauseTapped))
        configure(nextButton, action: #selector(nextTapped))
        nextButton.setImage(UIImage(systemName: "forward.fill"), for: .normal)
        nextButton.accessibilityLabel = "Next Song"

        let row = UIStackView(arrangedSubviews: [artwork, labels, playPauseButton, nextButton])
        row.alignment = .center
        row.spacing = 12
        row.setCustomSpacing(4, after: playPauseButton)
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)

        let artworkSize = artwork.widthAnchor.constraint(equalToConstant: 44)
        artworkSize.priority = .defaultHigh // gives way if the bar is set very low in Settings
        NSLayoutConstraint.activate([
            separator.topAnchor.constraint(equalTo: topAnchor),
            separator.leadingAnchor.constraint(equalTo: leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: trailingAnchor),
            row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(greaterThanOrEqualTo: topAnchor),
            row.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
            row.centerYAnchor.constraint(equalTo: centerYAnchor),
            artworkSize,
            artwork.heightAnchor.constraint(equalTo: artwork.widthAnchor),
            artwork.heightAnchor.constraint(lessThanOrEqualTo: heightAnchor, constant: -12),
        ])
        // Buttons at least 44 points square, unless the bar is set lower than that in Settings.
        for button in [playPauseButton, nextButton] {
            for size in [button.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
                         button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)] {
                size.priority = .defaultHigh
                size.isActive = true
            }
        }
        labels.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

        NotificationCenter.default.addObserver(self, selector: #selector(update),
                                               name: MusicPlayer.didChangeNotification, object: player)
        update()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func update() {
        let song = player.currentSong
        artwork.show(song)
        titleLabel.text = song.title
        artistLabel.text = song.artist
        playPauseButton.setImage(UIImage(systemName: player.isPlaying ? "pause.fill" : "play.fill"), for: .normal)
        playPauseButton.accessibilityLabel = player.isPlaying ? "Pause" : "Play"
        playPauseButton.accessibilityValue = song.title
        // What the minimized bar says and offers to VoiceOver (the view itself stays a container
        // of its buttons; the library reads these two properties for the bar's single element).
        accessibilityLabel = "\(song.title), \(song.artist)"
        playPauseAction.name = player.isPlaying ? "Pause" : "Play"
        accessibilityCustomActions = [playPauseAction, nextAction]
    }

    @objc private func playPauseTapped() {
        player.togglePlayPause()
    }

    @objc private func nextTapped() {
        player.next()
    }

    private func configure(_ button: UIButton, action: Selector) {
        button.tintColor = .label
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(textStyle: .title2), forImageIn: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        button.setContentHuggingPriority(.required, for: .horizontal)
        button.setContentCompressionResistancePriority(.required, for: .horizontal)
    }
}
