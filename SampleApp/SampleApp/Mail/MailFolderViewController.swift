import UIKit

/// The Drafts or the Sent folder. A saved draft reopens in the compose sheet; a sent message
/// opens read-only.
final class MailFolderViewController: UITableViewController {
    enum Folder: CaseIterable {
        case drafts, sent

        var title: String {
            switch self {
            case .drafts: return "Drafts"
            case .sent: return "Sent"
            }
        }

        var symbolName: String {
            switch self {
            case .drafts: return "doc"
            case .sent: return "paperplane"
            }
        }

        @MainActor
        func items(in mailbox: Mailbox) -> [Draft] {
            switch self {
            case .drafts: return mailbox.drafts
            case .sent: return mailbox.sent
            }
        }
    }

    private let folder: Folder
    private let mailbox: Mailbox
    private let composer: ComposeCoordinator
    private var items: [Draft] = []
    private let emptyLabel = UILabel()

    init(folder: Folder, mailbox: Mailbox, composer: ComposeCoordinator) {
        self.folder = folder
        self.mailbox = mailbox
        self.composer = composer
        super.init(style: .insetGrouped)
        title = folder.title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.cellLayoutMarginsFollowReadableWidth = true
        emptyLabel.text = folder == .drafts ? "No Drafts\n\nCancel a message and choose Save Draft to keep it here."
                                            : "No Sent Messages"
        emptyLabel.font = .preferredFont(forTextStyle: .body)
        emptyLabel.adjustsFontForContentSizeCategory = true
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        emptyLabel.numberOfLines = 0
        NotificationCenter.default.addObserver(self, selector: #selector(reload),
                                               name: Mailbox.didChangeNotification, object: mailbox)
        reload()
    }

    @objc private func reload() {
        items = folder.items(in: mailbox)
        tableView.backgroundView = items.isEmpty ? emptyLabel : nil
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        let item = items[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = item.to.isEmpty ? "No Recipient" : item.to
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.secondaryText = item.title + "\n" + item.body
        content.secondaryTextProperties.numberOfLines = 2
        content.secondaryTextProperties.color = .secondaryLabel
        content.textToSecondaryTextVerticalPadding = 4
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityHint = folder == .drafts ? "Opens the draft." : nil
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let item = items[indexPath.row]
        switch folder {
        case .drafts:
            composer.compose(item)
        case .sent:
            let message = MailMessage(id: item.id, sender: "Me", senderAddress: item.to, subject: item.title,
                                      body: item.body, date: item.lastEdited)
            navigationController?.pushViewController(MessageViewController(message: message, reply: nil), animated: true)
        }
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard folder == .drafts else { return nil }
        let id = items[indexPath.row].id
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.mailbox.deleteDraft(id: id)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}
