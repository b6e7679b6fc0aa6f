import UIKit

/// A song's artwork: its symbol on a tinted, rounded square. Decorative for VoiceOver (the title
/// next to it says what is playing).
final class ArtworkView: UIView {
    private let imageView = UIImageView()
    /// The song's symbol, where the mini player bar's artwork flies to.
    var symbolView: UIView { imageView }

    init(cornerRadius: CGFloat) {
        super.init(frame: .zero)
        layer.cornerRadius = cornerRadius
        layer.cornerCurve = .continuous
        clipsToBounds = true
        imageView.contentMode = .scaleAspectFit
        imageView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
            imageView.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
            imageView.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.5),
        ])
        isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func show(_ song: Song) {
        let tint = song.tint.color
        backgroundColor = tint.withAlphaComponent(0.2)
        imageView.tintColor = tint
        imageView.image = UIImage(systemName: song.symbolName,
                                  withConfiguration: UIImage.SymbolConfiguration(pointSize: 64, weight: .medium))
    }
}
