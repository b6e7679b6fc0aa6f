#if canImport(UIKit)
import UIKit

/// The list that opens when the user taps a stack of several minimized sheets: each sheet as a card
/// (its title and a picture of its content), to reopen it (tap) or close it (the close button, a
/// swipe, or VoiceOver's Close action; a close goes through that sheet's veto).
@MainActor
final class DropDownSheetChooserViewController: UITableViewController {
    struct Item {
        var id: String
        var title: String
        var preview: UIImage?
    }

    enum Choice {
        case reopen(String)
        case close(String)
    }

    private var items: [Item]
    private let onChoice: (Choice) -> Void

    init(items: [Item], onChoice: @escaping (Choice) -> Void) {
        self.items = items
        self.onChoice = onChoice
        super.init(style: .insetGrouped)
        modalPresentationStyle = .formSheet
        title = DropDownSheetStack.countLabelText(count: items.count)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "draft")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 96
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = items[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "draft", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = item.title
        content.textProperties.font = UIFont.preferredFont(forTextStyle: .headline)
        content.image = item.preview
        content.imageProperties.maximumSize = CGSize(width: 64, height: 96)
        content.imageProperties.cornerRadius = 8
        cell.contentConfiguration = content
        let close = UIButton(type: .close, primaryAction: UIAction { [weak self] _ in self?.choose(.close(item.id)) })
        close.accessibilityLabel = "Close \(item.title)"
        close.sizeToFit()
        cell.accessoryView = close
        cell.accessibilityLabel = item.title
        cell.accessibilityHint = "Double-tap to reopen."
        cell.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Reopen") { [weak self] _ in self?.choose(.reopen(item.id)); return true },
            UIAccessibilityCustomAction(name: "Close") { [weak self] _ in self?.choose(.close(item.id)); return true },
        ]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        choose(.reopen(items[indexPath.row].id))
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let id = items[indexPath.row].id
        let close = UIContextualAction(style: .destructive, title: "Close") { [weak self] _, _, done in
            self?.choose(.close(id))
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [close])
    }

    /// Closes the chooser first, so that whatever the choice leads to (a Delete Draft alert from
    /// a vetoed close) can be presented.
    private func choose(_ choice: Choice) {
        let onChoice = self.onChoice
        dismiss(animated: true) { onChoice(choice) }
    }
}
#endif
