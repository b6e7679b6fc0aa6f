import UIKit

/// The Mail tab: the Drafts and Sent folders, then the inbox. Rows push a message; the compose
/// button opens a draft in a drop-down sheet. While a draft is minimized, all of this keeps
/// working: scroll (the last rows end above the bar: the library adds its height to the inbox's
/// safe area), open messages, go back, switch tabs, search (the search field's keyboard covers the
/// bar, which stays put), and Check Mail's alert.
final class InboxViewController: UITableViewController, UISearchResultsUpdating {
    private enum Section: Int, CaseIterable {
        case folders, inbox
    }

    private let mailbox: Mailbox
    private let composer: ComposeCoordinator
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .short
        formatter.doesRelativeDateFormatting = true
        return formatter
    }()

    private let search = UISearchController(searchResultsController: nil)
    /// What the search field holds: the inbox shows the messages that contain it.
    private var query = ""

    /// The inbox messages the search lets through (all of them when it is empty).
    private var messages: [MailMessage] {
        guard !query.isEmpty else { return mailbox.inbox }
        return mailbox.inbox.filter { message in
            [message.sender, message.subject, message.preview].contains { $0.localizedCaseInsensitiveContains(query) }
        }
    }

    init(mailbox: Mailbox, composer: ComposeCoordinator) {
        self.mailbox = mailbox
        self.composer = composer
        super.init(style: .insetGrouped)
        title = "Inbox"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.cellLayoutMarginsFollowReadableWidth = true
        let compose = UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain,
                                      target: self, action: #selector(composeTapped))
        compose.accessibilityLabel = "New Message"
        navigationItem.rightBarButtonItem = compose
        let checkMail = UIBarButtonItem(image: UIImage(systemName: "arrow.clockwise"), style: .plain,
                                        target: self, action: #selector(checkMailTapped))
        checkMail.accessibilityLabel = "Check Mail"
        navigationItem.leftBarButtonItem = checkMail
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
        NotificationCenter.default.addObserver(self, selector: #selector(mailboxDidChange),
                                               name: Mailbox.didChangeNotification, object: mailbox)
    }

    @objc private func composeTapped() {
        composer.compose()
    }

    /// A plain UIKit alert presented by the inbox itself: it works, and shows above a draft's bar,
    /// while the bar rests.
    @objc private func checkMailTapped() {
        let alert = UIAlertController(title: "No New Mail", message: "The inbox is sample data.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != query else { return }
        query = text
        tableView.reloadSections(IndexSet(integer: Section.inbox.rawValue), with: .none)
    }

    @objc private func mailboxDidChange() {
        tableView.reloadSections(IndexSet(integer: Section.folders.rawValue), with: .none)
    }

    // MARK: - Table

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .folders: return MailFolderViewController.Folder.allCases.count
        case .inbox: return messages.count
        case nil: return 0
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section) {
        case .folders: return "Mailboxes"
        case .inbox: return "Inbox"
        case nil: return nil
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityLabel = nil // set below for messages; cells are reused across sections
        cell.accessibilityValue = nil
        switch Section(rawValue: indexPath.section) {
        case .folders:
            let folder = MailFolderViewController.Folder.allCases[indexPath.row]
            var content = UIListContentConfiguration.valueCell()
            content.text = folder.title
            content.image = UIImage(systemName: folder.symbolName)
            let count = folder.items(in: mailbox).count
            content.secondaryText = count > 0 ? "\(count)" : nil
            cell.contentConfiguration = content
        case .inbox:
            let message = messages[indexPath.row]
            var content = UIListContentConfiguration.subtitleCell()
            content.text = message.sender
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
            content.secondaryText = message.subject + "\n" + message.preview
            content.secondaryTextProperties.numberOfLines = 2
            content.secondaryTextProperties.color = .secondaryLabel
            content.textToSecondaryTextVerticalPadding = 4
            cell.contentConfiguration = content
            let date = dateFormatter.string(from: message.date)
            cell.accessibilityLabel = "\(message.sender), \(message.subject), \(date)"
            cell.accessibilityValue = message.preview
        case nil:
            break
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch Section(rawValue: indexPath.section) {
        case .folders:
            let folder = MailFolderViewController.Folder.allCases[indexPath.row]
            navigationController?.pushViewController(
                MailFolderViewController(folder: folder, mailbox: mailbox, composer: composer), animated: true)
        case .inbox:
            let message = messages[indexPath.row]
            navigationController?.pushViewController(MessageViewController(message: message) { [weak self] in
                self?.composer.compose(Draft(to: message.senderAddress, subject: "Re: " + message.subject))
            }, animated: true)
        case nil:
            break
        }
    }
}
