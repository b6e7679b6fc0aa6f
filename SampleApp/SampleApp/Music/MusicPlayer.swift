import Foundation

/// The app's pretend player: a queue, the current song, play/pause and the elapsed time, ticking
/// once a second while playing. Views observe ``didChangeNotification``.
@MainActor
final class MusicPlayer: NSObject {
    /// Posted (with this object) when the song, play/pause or the elapsed time changes.
    static let didChangeNotification = Notification.Name("SampleApp.MusicPlayer.didChange")

    let queue: [Song]
    private(set) var currentIndex = 0
    private(set) var isPlaying = false
    /// Seconds into the current song.
    private(set) var elapsed: TimeInterval = 0
    private var timer: Timer?

    init(queue: [Song]) {
        precondition(!queue.isEmpty, "the sample queue is never empty")
        self.queue = queue
        super.init()
    }

    var currentSong: Song { queue[currentIndex] }

    /// Elapsed time as a fraction of the song, 0 to 1.
    var progress: Double {
        currentSong.duration > 0 ? min(max(elapsed / currentSong.duration, 0), 1) : 0
    }

    func togglePlayPause() {
        isPlaying ? pause() : play()
    }

    func play() {
        guard !isPlaying else { return }
        isPlaying = true
        let timer = Timer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        RunLoop.main.add(timer, forMode: .common) // keeps ticking while a sheet is dragged
        self.timer = timer
        didChange()
    }

    func pause() {
        guard isPlaying else { return }
        isPlaying = false
        timer?.invalidate()
        timer = nil
        didChange()
    }

    /// Plays the song at `index` of the queue from its start.
    func play(at index: Int) {
        guard queue.indices.contains(index) else { return }
        currentIndex = index
        elapsed = 0
        didChange()
        play()
    }

    func next() {
        currentIndex = (currentIndex + 1) % queue.count
        elapsed = 0
        didChange()
    }

    /// Back to the start of the song, or to the previous song when near its start.
    func previous() {
        if elapsed < 3 {
            currentIndex = (currentIndex + queue.count - 1) % queue.count
        }
        elapsed = 0
        didChange()
    }

    @objc private func tick() {
        elapsed += 1
        if elapsed >= currentSong.duration {
            next()
        } else {
            didChange()
        }
    }

    private func didChange() {
        NotificationCenter.default.post(name: Self.didChangeNotification, object: self)
    }

    /// "1:05" for 65 seconds.
    static func format(_ seconds: TimeInterval) -> String {
        let whole = max(Int(seconds.rounded(.down)), 0)
        return String(format: "%d:%02d", whole / 60, whole % 60)
    }
}
