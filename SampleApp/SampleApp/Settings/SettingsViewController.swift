import DropDownSheet
import UIKit

/// The Settings tab: live controls for the sheets' configuration, so a designer can tune the feel
/// on a device. Every change applies at once to the mini player and to an open draft (through
/// ``SheetSettings``), and is kept across launches.
final class SettingsViewController: UITableViewController {
    /// A number in the configuration, edited with a slider.
    private struct NumberSetting {
        let title: String
        let keyPath: WritableKeyPath<DropDownSheetConfiguration, Double>
        let range: ClosedRange<Double>
        let format: (Double) -> String
    }

    /// A switch in the configuration.
    private struct SwitchSetting {
        let title: String
        let keyPath: WritableKeyPath<DropDownSheetConfiguration, Bool>
    }

    private enum Row {
        case number(NumberSetting)
        case toggle(SwitchSetting)
        case dimmingTapAction
        case reset
    }

    private struct Section {
        let title: String?
        let footer: String?
        let rows: [Row]
    }

    private let settings: SheetSettings
    private let sections: [Section]
    private static let dimmingTapActions: [(DropDownSheetDimmingTapAction, String)] = [
        (.minimize, "Minimize"), (.dismiss, "Dismiss"), (.none, "Nothing"),
    ]

    init(settings: SheetSettings) {
        self.settings = settings
        let plain: (Double) -> String = { String(format: "%.2f", $0) }
        let points: (Double) -> String = { String(format: "%.0f pt", $0) }
        let seconds: (Double) -> String = { String(format: "%.2f s", $0) }
        sections = [
            Section(title: "Screen Underneath",
                    footer: "How the screen behind an expanded sheet looks. Open the mini player to see it.",
                    rows: [
                        .number(NumberSetting(title: "Scale", keyPath: \.presentingScale, range: 0.5...1, format: plain)),
                        .number(NumberSetting(title: "Corner Radius", keyPath: \.presentingCornerRadius,
                                              range: 0...40, format: points)),
                        .number(NumberSetting(title: "Dimming", keyPath: \.dimAlpha, range: 0...1, format: plain)),
                    ]),
            Section(title: "Bar",
                    footer: "The minimized bar's height, whether larger text sizes make it taller, whether it sits above "
                        + "the tab bar or covers it, its shape: across the screen, or a floating capsule, and, on iOS 26, "
                        + "whether it is glass (off: the bar of earlier systems).",
                    rows: [
                        .number(NumberSetting(title: "Bar Height", keyPath: \.minimizedHeight, range: 44...140, format: points)),
                        .toggle(SwitchSetting(title: "Taller with Larger Text",
                                              keyPath: \.adjustsMinimizedHeightForContentSizeCategory)),
                        .toggle(SwitchSetting(title: "Above the Tab Bar", keyPath: \.avoidsBottomBar)),
                        .toggle(SwitchSetting(title: "Floating Bar", keyPath: \.prefersFloatingBar)),
                        .toggle(SwitchSetting(title: "Glass on iOS 26", keyPath: \.prefersGlassBar)),
                    ]),
            Section(title: "Motion",
                    footer: "The spring that moves a sheet after you let go: response is roughly how long it takes; "
                        + "a damping ratio below 1 bounces. Haptics: a light tap when a sheet snaps to another state.",
                    rows: [
                        .number(NumberSetting(title: "Spring Response", keyPath: \.spring.response,
                                              range: 0.1...1.5, format: seconds)),
                        .number(NumberSetting(title: "Damping Ratio", keyPath: \.spring.dampingRatio,
                                              range: 0.2...1.5, format: plain)),
                        .toggle(SwitchSetting(title: "Haptics", keyPath: \.isHapticFeedbackEnabled)),
                    ]),
            Section(title: "Tap on the Dimmed Screen",
                    footer: "Dismiss goes through the draft's veto: a draft with text asks first. The mini player "
                        + "cannot be dismissed, so it minimizes.",
                    rows: [.dimmingTapAction]),
            Section(title: nil, footer: nil, rows: [.reset]),
        ]
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.cellLayoutMarginsFollowReadableWidth = true
        tableView.register(SliderSettingCell.self, forCellReuseIdentifier: "number")
        tableView.register(SwitchSettingCell.self, forCellReuseIdentifier: "toggle")
        tableView.register(ChoiceSettingCell.self, forCellReuseIdentifier: "choice")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "button")
        // Detents (issue 28): a panel at tip, half and full over a live, scrollable grid.
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Nearby", primaryAction: UIAction { [weak self] _ in
            let nearby = NearbyViewController()
            nearby.modalPresentationStyle = .fullScreen
            self?.present(nearby, animated: true)
        })
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let configuration = settings.configuration
        switch sections[indexPath.section].rows[indexPath.row] {
        case .number(let setting):
            let cell = dequeue(SliderSettingCell.self, "number", for: indexPath)
            cell.configure(title: setting.title, value: configuration[keyPath: setting.keyPath],
                           range: setting.range, format: setting.format)
            cell.onChange = { [weak self] value in
                self?.settings.update { $0[keyPath: setting.keyPath] = value }
            }
            return cell
        case .toggle(let setting):
            let cell = dequeue(SwitchSettingCell.self, "toggle", for: indexPath)
            cell.configure(title: setting.title, isOn: configuration[keyPath: setting.keyPath])
            cell.onChange = { [weak self] isOn in
                self?.settings.update { $0[keyPath: setting.keyPath] = isOn }
            }
            return cell
        case .dimmingTapAction:
            let cell = dequeue(ChoiceSettingCell.self, "choice", for: indexPath)
            let actions = Self.dimmingTapActions
            cell.configure(title: "Action", choices: actions.map(\.1),
                           selected: actions.firstIndex { $0.0 == configuration.dimmingTapAction } ?? 0)
            cell.onChange = { [weak self] index in
                guard actions.indices.contains(index) else { return }
                self?.settings.update { $0.dimmingTapAction = actions[index].0 }
            }
            return cell
        case .reset:
            let cell = tableView.dequeueReusableCell(withIdentifier: "button", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Reset to Defaults"
            content.textProperties.color = .systemRed
            content.textProperties.alignment = .center
            cell.contentConfiguration = content
            cell.accessibilityTraits = AccessibilityTrait.button
            return cell
        }
    }

    private func dequeue<Cell: UITableViewCell>(_ type: Cell.Type, _ identifier: String, for indexPath: IndexPath) -> Cell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath) as? Cell else {
            preconditionFailure("\(identifier) cells are registered as \(Cell.self) in viewDidLoad")
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        if case .reset = sections[indexPath.section].rows[indexPath.row] { return true }
        return false
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard case .reset = sections[indexPath.section].rows[indexPath.row] else { return }
        settings.reset()
        tableView.reloadData()
    }
}

extension DropDownSheetConfiguration {
    /// The Settings tab's switch for the bar's shape: a floating capsule, or the system's look.
    var prefersFloatingBar: Bool {
        get { barStyle == .floating }
        set { barStyle = newValue ? .floating : .automatic }
    }

    /// The Settings tab's switch for glass: the system's (glass on iOS 26), or the bar of the
    /// earlier systems everywhere (the library's opt-out of glass).
    var prefersGlassBar: Bool {
        get { barBackground != .material }
        set { barBackground = newValue ? .automatic : .material }
    }
}
