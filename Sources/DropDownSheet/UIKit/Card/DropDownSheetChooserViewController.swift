#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// The list that opens when the user taps a stack of several minimized sheets: each sheet as a card
/// (its title and a picture of its content), to reopen it (tap) or close it (the close button, a
/// swipe, or VoiceOver's Close action; a close goes through that sheet's veto).
@MainActor
final class DropDownSheetChooserViewController: UITableViewController {
    struct Item {
        var id: DropDownSheetIdentifier
        var title: String
        var preview: DropDownSheetChooserPreviewView?
    }

    enum Choice {
        case reopen(DropDownSheetIdentifier)
        case close(DropDownSheetIdentifier)
    }

    private var items: [Item]
    private let wording: DropDownSheetWording
    private let onChoice: (Choice) -> Void
    /// A choice waiting for the chooser's presentation to complete.
    private var pendingChoice: Choice?
    /// Whether a choice was made and acted on: later ones are ignored.
    private var hasChosen = false

    /// A chooser of `items`, top of the stack first, in `wording` (the top sheet's).
    init(items: [Item], wording: DropDownSheetWording, onChoice: @escaping (Choice) -> Void) {
        self.items = items
        self.wording = wording
        self.onChoice = onChoice
        super.init(style: .insetGrouped)
        modalPresentationStyle = .formSheet
        title = wording.countLabel(items.count)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Whether the chooser lists sheet `id`.
    func lists(_ id: DropDownSheetIdentifier) -> Bool { items.contains { $0.id == id } }

    /// Shows sheet `id` with `title` and `preview` from now on (its content was replaced while
    /// the chooser is open: the row showed the old content's picture), redrawing its row.
    func update(_ id: DropDownSheetIdentifier, title: String, preview: DropDownSheetChooserPreviewView?) {
        guard let row = items.firstIndex(where: { $0.id == id }) else { return }
        items[row].title = title
        items[row].preview = preview
        guard isViewLoaded else { return }
        guard tableView.window != nil else { return tableView.reloadData() }
        // The same cell shown again (`reconfigureRows`, iOS 15): an open swipe on the row stays,
        // and VoiceOver keeps its focus there, told that the row changed.
        let path = IndexPath(row: row, section: 0)
        let focused = tableView.cellForRow(at: path)?.accessibilityElementIsFocused() ?? false
        tableView.reconfigureRows(at: [path])
        if focused, let cell = tableView.cellForRow(at: path) {
            DropDownSheetVoiceOverNotice.layoutChanged(focusing: cell)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(DropDownSheetChooserCell.self, forCellReuseIdentifier: "draft")
        tableView.accessibilityIdentifier = DropDownSheetAccessibilityIdentifier.chooser
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
        (cell as? DropDownSheetChooserCell)?.show(title: item.title, preview: item.preview)
        let close = UIButton(type: .close, primaryAction: UIAction { [weak self] _ in self?.choose(.close(item.id)) })
        close.accessibilityLabel = wording.closeButtonLabel(title: item.title)
        close.sizeToFit()
        cell.accessoryView = close
        cell.accessibilityLabel = item.title
        cell.accessibilityHint = wording.text(.chooserRowHint)
        cell.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: wording.text(.reopenAction)) { [weak self] _ in self?.choose(.reopen(item.id)); return true },
            UIAccessibilityCustomAction(name: wording.text(.closeAction)) { [weak self] _ in self?.choose(.close(item.id)); return true },
        ]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        choose(.reopen(items[indexPath.row].id))
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let id = items[indexPath.row].id
        let close = UIContextualAction(style: .destructive, title: wording.text(.closeAction)) { [weak self] _, _, done in
            self?.choose(.close(id))
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [close])
    }

    /// Closes the chooser first, so that whatever the choice leads to (a Delete Draft alert from
    /// a vetoed close) can be presented. Only the first choice counts. A choice made while the
    /// chooser is still being presented (a quick tap, or an app's or a test's call) waits for
    /// that presentation to complete, since UIKit refuses to dismiss a controller mid-presentation.
    func choose(_ choice: Choice) {
        guard pendingChoice == nil, !hasChosen else { return }
        pendingChoice = choice
        guard isBeingPresented else { return closeWithPendingChoice() }
        if let coordinator = transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.closeAfterPresentation() }
        }
        // Without a coordinator, viewDidAppear(_:) closes it.
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if pendingChoice != nil { closeAfterPresentation() }
    }

    /// Closes with the pending choice on the next turn of the run loop, once the presentation
    /// transition has fully ended and UIKit accepts a dismissal.
    private func closeAfterPresentation() {
        DispatchQueue.main.async { [weak self] in self?.closeWithPendingChoice() }
    }

    private func closeWithPendingChoice() {
        guard let choice = pendingChoice else { return }
        pendingChoice = nil
        hasChosen = true
        let onChoice = self.onChoice
        guard presentingViewController != nil, !isBeingDismissed else {
            onChoice(choice)
            return
        }
        dismiss(animated: true) { onChoice(choice) }
    }
}

/// A row of the chooser: the draft's picture, at the size shown (at most 64 × 96 points, the
/// card's shape), and its title, in the headline style of the user's text size; leading to
/// trailing, so right-to-left needs nothing more.
@MainActor
final class DropDownSheetChooserCell: UITableViewCell {
    private let previewBox = UIView()
    private let titleLabel = UILabel()
    /// The picture shown (read by tests).
    private(set) var preview: DropDownSheetChooserPreviewView?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        previewBox.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        contentView.addSubview(previewBox)
        contentView.addSubview(titleLabel)
        let margins = contentView.layoutMarginsGuide
        let width = previewBox.widthAnchor.constraint(equalToConstant: DropDownSheetChooserThumbnail.maximumWidth)
        width.priority = .defaultLow
        NSLayoutConstraint.activate([
            previewBox.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            previewBox.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            previewBox.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            previewBox.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            width,
            titleLabel.leadingAnchor.constraint(equalTo: previewBox.trailingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            titleLabel.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            titleLabel.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Shows `title` and `preview` (nil: an empty box of the largest picture's width).
    func show(title: String, preview: DropDownSheetChooserPreviewView?) {
        titleLabel.text = title
        self.preview?.removeFromSuperview()
        self.preview = preview
        guard let preview else { return }
        previewBox.addSubview(preview)
        NSLayoutConstraint.activate([
            preview.leadingAnchor.constraint(equalTo: previewBox.leadingAnchor),
            preview.trailingAnchor.constraint(equalTo: previewBox.trailingAnchor),
            preview.topAnchor.constraint(equalTo: previewBox.topAnchor),
            preview.bottomAnchor.constraint(equalTo: previewBox.bottomAnchor),
        ])
    }
}
#endif
