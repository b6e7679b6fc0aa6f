import DropDownSheet
import UIKit

extension DropDownSheetDetent.Identifier {
    /// The panel's smallest height: the list's header and a row.
    static let tip: Self = "tip"
}

/// Nearby places over a map-like grid (issue 28): a panel that rests at tip, half and full while
/// the grid above it stays live. The grid scrolls and its tiles take taps up to the half height
/// (`largestUndimmedDetent = .medium`); a tap on a tile selects its place and raises the panel to
/// half; above half the grid dims, as under a full sheet. Presented full screen from Settings, so
/// its panel is the only sheet over this screen.
final class NearbyViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let places = (1...60).map { "Place \($0)" }
    private lazy var grid = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())
    private lazy var list = NearbyPlacesViewController(places: places)
    private lazy var panel: DropDownSheetController = {
        var configuration = DropDownSheetConfiguration()
        configuration.detents = [.height(120, identifier: .tip), .medium]
        configuration.largestUndimmedDetent = .medium
        configuration.isDismissible = false
        let panel = DropDownSheetController(content: UINavigationController(rootViewController: list), configuration: configuration)
        panel.prefersGrabberVisible = true
        return panel
    }()
    private var hasShownPanel = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Nearby"
        view.backgroundColor = .systemBackground
        grid.dataSource = self
        grid.delegate = self
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        grid.frame = view.bounds
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(grid)
        let close = UIButton(type: .close, primaryAction: UIAction { [weak self] _ in
            self?.panel.dismiss(animated: false)
            self?.dismiss(animated: true)
        })
        close.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(close)
        NSLayoutConstraint.activate([
            close.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            close.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasShownPanel else { return }
        hasShownPanel = true
        presentDropDownSheet(panel, initialState: .tip, animated: true)
    }

    private static func layout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 88, height: 88)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        return layout
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 600 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        // Streets, parks and water, in a pattern that reads as a map when it scrolls.
        let kind = (indexPath.item * 7 + indexPath.item / 4) % 5
        let colors: [UIColor] = [.systemGreen, .systemGray5, .systemBlue, .systemGray4, .systemGray6]
        cell.contentView.backgroundColor = colors[kind].withAlphaComponent(kind == 2 ? 0.5 : 1)
        cell.accessibilityLabel = places[indexPath.item % places.count]
        cell.isAccessibilityElement = true
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        // The map stays live below half: a tile selects its place and shows the list at half.
        list.select(indexPath.item % places.count)
        panel.setDetent(.medium)
    }
}

/// The panel's list of places: a table that the panel's drag hands off to once the panel is full.
final class NearbyPlacesViewController: UITableViewController {
    private let places: [String]

    init(places: [String]) {
        self.places = places
        super.init(style: .plain)
        title = "Nearby"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func select(_ index: Int) {
        let path = IndexPath(row: index, section: 0)
        tableView.selectRow(at: path, animated: true, scrollPosition: .top)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { places.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "place")
        cell.textLabel?.text = places[indexPath.row]
        cell.detailTextLabel?.text = "\(indexPath.row * 120 + 80) m"
        return cell
    }
}
