import DropDownSheet
import UIKit

/// Tells the owner of a compose screen about its two buttons.
@MainActor
protocol ComposeViewControllerDelegate: AnyObject {
    /// Cancel was tapped; the compose screen then asks its sheet to close through the veto
    /// (`requestDismissal()`), exactly as a swipe would.
    func composeWillCancel(_ compose: ComposeViewController)
    /// Send was tapped.
    func composeDidSend(_ compose: ComposeViewController)
    /// The draft's text changed (To, Subject or the body).
    func composeDidChange(_ compose: ComposeViewController)
}

/// The compose screen: To, Subject and the body, with the keyboard up. Its title (the subject, or
/// "New Message") is what the minimized bar shows, since the sheet's bar is the top of its
/// navigation bar.
///
/// The sheet keeps everything else: minimizing resigns the keyboard and expanding restores it,
/// with the cursor where it was; the sheet's content safe area ends above the keyboard, so the
/// body is pinned to the safe area and never hides behind it.
final class ComposeViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    weak var delegate: ComposeViewControllerDelegate?

    /// The draft as typed so far.
    private(set) var draft: Draft

    private let toField = UITextField()
    private let subjectField = UITextField()
    private let bodyView = UITextView()
    private let toLabel = UILabel()
    private let subjectLabel = UILabel()
    private lazy var rows = [fieldRow(toLabel, toField), fieldRow(subjectLabel, subjectField)]
    private var hasFocusedOnce = false

    /// The Cancel button, also the anchor of the "Delete Draft / Save Draft" popover on iPad.
    private(set) lazy var cancelButton = UIBarButtonItem(barButtonSystemItem: .cancel, target: self,
                                                          action: #selector(cancelTapped))
    private lazy var sendButton = UIBarButtonItem(title: "Send", style: SystemDesign.prominentBarButtonStyle, target: self,
                                                  action: #selector(sendTapped))

    init(draft: Draft) {
        self.draft = draft
        super.init(nibName: nil, bundle: nil)
        title = draft.title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.leftBarButtonItem = cancelButton
        navigationItem.rightBarButtonItem = sendButton
        sendButton.accessibilityHint = "Sends the message."

        configure(toLabel, text: "To:")
        configure(subjectLabel, text: "Subject:")
        configure(toField, text: draft.to, accessibilityLabel: "To")
        toField.keyboardType = .emailAddress
        toField.textContentType = .emailAddress
        toField.autocapitalizationType = .none
        toField.autocorrectionType = .no
        configure(subjectField, text: draft.subject, accessibilityLabel: "Subject")

        bodyView.text = draft.body
        bodyView.font = .preferredFont(forTextStyle: .body)
        bodyView.adjustsFontForContentSizeCategory = true
        bodyView.textColor = .label
        bodyView.backgroundColor = .systemBackground
        bodyView.accessibilityLabel = "Message"
        bodyView.delegate = self
        bodyView.alwaysBounceVertical = true

        let fields = UIStackView(arrangedSubviews: [rows[0], HairlineView(), rows[1], HairlineView()])
        fields.axis = .vertical
        fields.spacing = 8
        fields.translatesAutoresizingMaskIntoConstraints = false
        bodyView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(fields)
        view.addSubview(bodyView)
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            fields.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            fields.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            fields.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bodyView.topAnchor.constraint(equalTo: fields.bottomAnchor, constant: 4),
            bodyView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: -5),
            bodyView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            // The sheet moves its content's bottom safe area above the keyboard.
            bodyView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        updateForTextSize()
        TraitChanges.observeTextSize(of: self) { [weak self] in self?.updateForTextSize() }
        draftDidChange()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The keyboard comes up with the sheet the first time it is expanded (a draft restored
        // minimized after a relaunch waits until the user opens it; see `focusIfFirstTime()`).
        // Afterwards the sheet itself puts the keyboard away on minimizing and brings it back on
        // expanding.
        switch dropDownSheet?.phase {
        case .resting(.expanded), .settling(toward: .expanded):
            focusIfFirstTime()
        default:
            break
        }
    }

    /// Puts the cursor in the first empty field (the body when there is a recipient), the first
    /// time the draft is expanded; later expansions restore the cursor where it was.
    func focusIfFirstTime() {
        guard !hasFocusedOnce, viewIfLoaded?.window != nil else { return }
        hasFocusedOnce = true
        if draft.to.isEmpty {
            toField.becomeFirstResponder()
        } else {
            bodyView.becomeFirstResponder()
            bodyView.selectedRange = NSRange(location: (bodyView.text as NSString).length, length: 0)
        }
    }

@available(iOS, deprecated: 17.0, message: "Before iOS 17 only: later, TraitChanges registers for the change.")
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard !TraitChanges.registers else { return }
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            updateForTextSize()
        }
    }

    // MARK: - Buttons

    @objc private func cancelTapped() {
        delegate?.composeWillCancel(self)
        // Through the same veto as a swipe: an empty draft just closes, a draft with text makes
        // the sheet ask "Delete Draft / Save Draft" (ComposeCoordinator.dropDownSheetControllerDidAttemptToDismiss).
        dropDownSheet?.requestDismissal()
    }

    @objc private func sendTapped() {
        view.endEditing(true)
        delegate?.composeDidSend(self)
    }

    // MARK: - Editing

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === toField {
            subjectField.becomeFirstResponder()
        } else {
            bodyView.becomeFirstResponder()
        }
        return false
    }

    @objc private func fieldChanged(_ field: UITextField) {
        if field === toField { draft.to = field.text ?? "" }
        if field === subjectField { draft.subject = field.text ?? "" }
        draft.lastEdited = Date()
        draftDidChange()
        delegate?.composeDidChange(self)
    }

    func textViewDidChange(_ textView: UITextView) {
        draft.body = textView.text
        draft.lastEdited = Date()
        draftDidChange()
        delegate?.composeDidChange(self)
    }

    private func draftDidChange() {
        // The minimized bar shows this title, and VoiceOver reads it as the bar's label.
        title = draft.title
        sendButton.isEnabled = draft.canSend
    }

    // MARK: - Views

    private func configure(_ label: UILabel, text: String) {
        label.text = text
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.isAccessibilityElement = false // the field carries the label
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
    }

    private func configure(_ field: UITextField, text: String, accessibilityLabel: String) {
        field.text = text
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        field.textColor = .label
        field.accessibilityLabel = accessibilityLabel
        field.returnKeyType = .next
        field.clearButtonMode = .whileEditing
        field.delegate = self
        field.addTarget(self, action: #selector(fieldChanged(_:)), for: .editingChanged)
    }

    private func fieldRow(_ label: UILabel, _ field: UITextField) -> UIStackView {
        let row = UIStackView(arrangedSubviews: [label, field])
        row.spacing = 6
        row.alignment = .firstBaseline
        return row
    }

    /// At the largest text sizes the labels go above their fields, so neither is cut off.
    private func updateForTextSize() {
        let isLarge = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        for row in rows {
            row.axis = isLarge ? .vertical : .horizontal
            row.alignment = isLarge ? .fill : .firstBaseline
        }
    }
}
