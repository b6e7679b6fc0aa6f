import UIKit

/// One message, read-only, with a Reply button when it can be answered.
final class MessageViewController: UIViewController {
    private let message: MailMessage
    private let reply: (() -> Void)?

    init(message: MailMessage, reply: (() -> Void)?) {
        self.message = message
        self.reply = reply
        super.init(nibName: nil, bundle: nil)
        title = message.subject
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        if reply != nil {
            let button = UIBarButtonItem(image: UIImage(systemName: "arrowshape.turn.up.left"), style: .plain,
                                         target: self, action: #selector(replyTapped))
            button.accessibilityLabel = "Reply"
            navigationItem.rightBarButtonItem = button
        }

        let sender = label(message.sender, style: .headline, color: .label)
        let address = label(message.senderAddress, style: .subheadline, color: .secondaryLabel)
        let date = label(DateFormatter.localizedString(from: message.date, dateStyle: .long, timeStyle: .short),
                         style: .footnote, color: .secondaryLabel)
        let subject = label(message.subject, style: .title2, color: .label)
        subject.accessibilityTraits.insert(AccessibilityTrait.header)
        let separator = HairlineView()
        let body = label(message.body, style: .body, color: .label)

        let stack = UIStackView(arrangedSubviews: [sender, address, date, subject, separator, body])
        stack.axis = .vertical
        stack.spacing = 8
        stack.setCustomSpacing(16, after: date)
        stack.setCustomSpacing(16, after: separator)
        stack.translatesAutoresizingMaskIntoConstraints = false

        let scrollView = UIScrollView()
        scrollView.alwaysBounceVertical = true
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -24),
            stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        ])
    }

    @objc private func replyTapped() {
        reply?()
    }

    private func label(_ text: String, style: UIFont.TextStyle, color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = color
        label.numberOfLines = 0
        return label
    }
}
