#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// Issue 29, finding 4: no Auto Layout inside the app's scroll views. The tracker's sentinel in a
/// `UITableViewController`'s or `UICollectionViewController`'s list (at a navigation stack's top,
/// or as a selected tab) goes into the list's `backgroundView`, which UIKit sizes to the list's
/// bounds and does not scroll ("the table view automatically resizes that view to match its own
/// bounds ... doesn't scroll with the rest of the table's content"); the app's own background
/// view, or a transparent one of the library's, given back when the sheets go. These run with the
/// layer observation (the undocumented accelerator) off where a bar's change must be heard.
@MainActor
final class ListBackgroundSentinelTests: SheetTestCase {
    /// Whether `object` is one of the views the library puts into an app's hierarchy.
    private func isLibraryView(_ object: AnyObject?) -> Bool {
        object is DropDownSheetScreenSentinel || object is DropDownSheetListBackground || object is DropDownSheetLayoutProbe
    }

    /// The tracker's sentinel in `list`'s background view (the one that hears the safe area), if any.
    private func backgroundSentinel(of list: UIView) -> DropDownSheetScreenSentinel? {
        guard let background = DropDownSheetScreenSentinel.backgroundView(of: list) else { return nil }
        return DropDownSheetScreenSentinel.subviewHost(of: background).subviews
            .compactMap { $0 as? DropDownSheetScreenSentinel }.first { $0.safeAreaDidChange != nil }
    }

    /// The constraints held by `list`, its background view (and that view's content view) and the
    /// library's sentinels there that involve a view of the library's.
    private func libraryConstraints(in list: UIView) -> [NSLayoutConstraint] {
        var holders: [UIView] = [list]
        if let background = DropDownSheetScreenSentinel.backgroundView(of: list) {
            holders += [background, DropDownSheetScreenSentinel.subviewHost(of: background)]
        }
        holders += list.subviews.filter { isLibraryView($0) }
        if let sentinel = backgroundSentinel(of: list) { holders.append(sentinel) }
        return holders.flatMap(\.constraints).filter { isLibraryView($0.firstItem) || isLibraryView($0.secondItem) }
    }

    /// Every view of the library's in `view`'s hierarchy.
    private func libraryViews(in view: UIView) -> [UIView] {
        (isLibraryView(view) ? [view] : []) + view.subviews.flatMap { libraryViews(in: $0) }
    }

    /// The color `list` draws (rendered alone, its cells and background view included) two points
    /// in from its leading edge, halfway down its visible frame: in an inset-grouped list, its own
    /// background beside the rows.
    private func marginColor(of list: UIScrollView) -> [UInt8] {
        list.layoutIfNeeded()
        var pixel = [UInt8](repeating: 0, count: 4)
        let point = CGPoint(x: list.bounds.minX + 2, y: list.bounds.midY)
        pixel.withUnsafeMutableBytes { buffer in
            guard let context = CGContext(data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                          space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return }
            context.translateBy(x: -point.x, y: -point.y)
            list.layer.render(in: context)
        }
        return pixel
    }

    /// Waits until the main queue has run `turns` more turns: the tracker reports what it heard a
    /// turn later, so by then a change a scroll made would have moved the bars.
    private func waitForMainTurns(_ turns: Int = 3, file: StaticString = #filePath, line: UInt = #line) {
        let counter = TurnCounter(turns)
        counter.run()
        waitUntil(file: file, line: line) { counter.left == 0 }
    }

    /// Asserts that `list` holds its tracker sentinel in its background view, over its visible
    /// frame, placed by autoresizing, with no constraint of the library's in the list.
    private func assertSentinelInBackground(of list: UIScrollView, file: StaticString = #filePath, line: UInt = #line) throws {
        list.layoutIfNeeded()
        let sentinel = try XCTUnwrap(backgroundSentinel(of: list), "in the list's background view", file: file, line: line)
        XCTAssertTrue(sentinel.translatesAutoresizingMaskIntoConstraints, "placed by autoresizing", file: file, line: line)
        XCTAssertTrue(libraryConstraints(in: list).isEmpty, "no constraint of the library's in the list", file: file, line: line)
        XCTAssertEqual(windowFrame(sentinel), windowFrame(list), "over the list's visible frame", file: file, line: line)
        XCTAssertEqual(sentinel.safeAreaInsets.bottom, list.safeAreaInsets.bottom, accuracy: 0.5,
                       "with the list's bottom safe area", file: file, line: line)
    }

    func testWithoutLayerObservationAToolbarOverAStackTopTableIsHeardWithoutAConstraintAndAScrollMovesNoBar() throws {
        DropDownSheetBottomBarTracker.observesBarLayers = false
        defer { DropDownSheetBottomBarTracker.observesBarLayers = true }
        let list = SixtyRowsTableViewController(style: .plain)
        list.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: list)
        try withRoot(navigation) {
            let sheet = presentMinimized(from: list)
            let table = try XCTUnwrap(list.tableView)
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) && abs(self.visibleCardFrame(sheet).maxY - self.homeIndicatorTop) < 0.5 }
            XCTAssertTrue(table.backgroundView is DropDownSheetListBackground, "the library's transparent background view")
            try assertSentinelInBackground(of: table)
            navigation.setToolbarHidden(false, animated: true)
            waitUntil {
                navigation.toolbar.window != nil && !(sheet.host?.presentation.isMoving ?? true)
                    && abs(self.visibleCardFrame(sheet).maxY - self.windowFrame(navigation.toolbar).minY) < 0.5
            }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, windowFrame(navigation.toolbar).minY, accuracy: 0.5, "the bars above the toolbar")
            try assertSentinelInBackground(of: table)
            let resting = visibleCardFrame(sheet)
            let bottom = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
            XCTAssertGreaterThan(bottom, table.bounds.height, "a list that scrolls")
            for offset in [table.bounds.height / 2, bottom] {
                table.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
                table.layoutIfNeeded()
                let sentinel = try XCTUnwrap(backgroundSentinel(of: table))
                XCTAssertEqual(windowFrame(sentinel), windowFrame(table), "at \(offset): still over the list's frame")
                waitForMainTurns()
                waitForRest(sheet)
                XCTAssertEqual(visibleCardFrame(sheet), resting, "at \(offset): the bars did not move")
            }
            XCTAssertTrue(libraryConstraints(in: table).isEmpty)
        }
    }

    func testACollectionViewControllerTabHoldsTheSentinelInItsBackgroundViewWithoutAConstraint() throws {
        let grid = ThirtyItemsCollectionViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [grid, UIViewController()]
        try withRoot(tabs) {
            let collection = try XCTUnwrap(grid.collectionView)
            let color = collection.backgroundColor
            let drawn = marginColor(of: collection)
            XCTAssertNotEqual(drawn[3], 0, "the list draws a background")
            let sheet = presentMinimized(from: grid)
            waitForRest(sheet)
            XCTAssertLessThanOrEqual(visibleCardFrame(sheet).maxY, windowFrame(tabs.tabBar).minY + 0.5, "above the tab bar")
            let background = try XCTUnwrap(collection.backgroundView as? DropDownSheetListBackground)
            XCTAssertNil(background.backgroundColor, "it draws nothing")
            XCTAssertFalse(background.isUserInteractionEnabled)
            XCTAssertTrue(background.accessibilityElementsHidden)
            XCTAssertEqual(collection.backgroundColor, color, "the list's own background color is left")
            XCTAssertEqual(marginColor(of: collection), drawn, "and still shows: the library's background view draws nothing")
            try assertSentinelInBackground(of: collection)
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented && self.libraryViews(in: collection).isEmpty }
            XCTAssertNil(collection.backgroundView, "given back")
        }
    }

    #if canImport(UIKit.UITabAccessory)
    /// Built with the iOS 26 SDK, run from iOS 18 (`setTabBarHidden`): a collection view
    /// controller as a tab hears its tab bar hidden and shown through the sentinel in its
    /// background view alone.
    func testWithoutLayerObservationACollectionViewControllerTabsTabBarHiddenAndShownIsHeard() throws {
        guard #available(iOS 18.0, *) else { throw XCTSkip("setTabBarHidden(_:animated:) is iOS 18") }
        DropDownSheetBottomBarTracker.observesBarLayers = false
        defer { DropDownSheetBottomBarTracker.observesBarLayers = true }
        let grid = ThirtyItemsCollectionViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [grid, UIViewController()]
        try withRoot(tabs) {
            let sheet = presentMinimized(from: grid)
            let tabBarTop = windowFrame(tabs.tabBar).minY
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) && abs(self.visibleCardFrame(sheet).maxY - tabBarTop) < 0.5 }
            try assertSentinelInBackground(of: XCTUnwrap(grid.collectionView))
            tabs.setTabBarHidden(true, animated: true)
            waitUntil {
                !(sheet.host?.presentation.isMoving ?? true) && abs(self.visibleCardFrame(sheet).maxY - self.homeIndicatorTop) < 0.5
            }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, homeIndicatorTop, accuracy: 0.5, "down where the tab bar was")
            tabs.setTabBarHidden(false, animated: true)
            waitUntil {
                !(sheet.host?.presentation.isMoving ?? true)
                    && abs(self.visibleCardFrame(sheet).maxY - self.windowFrame(tabs.tabBar).minY) < 0.5
            }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, windowFrame(tabs.tabBar).minY, accuracy: 0.5, "back above the tab bar")
            try assertSentinelInBackground(of: XCTUnwrap(grid.collectionView))
        }
    }
    #endif

    func testWhenTheSheetsGoAListThatHadNoBackgroundViewHasNoneAgainAndKeepsItsColor() throws {
        let list = SixtyRowsTableViewController(style: .insetGrouped)
        let navigation = UINavigationController(rootViewController: list)
        try withRoot(navigation) {
            let table = try XCTUnwrap(list.tableView)
            let color = table.backgroundColor
            let drawn = marginColor(of: table)
            XCTAssertNotEqual(drawn[3], 0, "the list draws a background")
            XCTAssertNil(table.backgroundView)
            let sheet = presentMinimized(from: list)
            XCTAssertTrue(table.backgroundView is DropDownSheetListBackground)
            XCTAssertEqual(table.backgroundColor, color, "the grouped list's own color is left")
            XCTAssertEqual(marginColor(of: table), drawn, "and still shows: the library's background view draws nothing")
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented && self.libraryViews(in: table).isEmpty }
            XCTAssertNil(table.backgroundView, "nil again")
            XCTAssertEqual(marginColor(of: table), drawn)
            XCTAssertTrue(libraryViews(in: table).isEmpty, "nothing of the library's is left in the list")
        }
    }

    func testAnAppsOwnBackgroundViewIsKeptAndGetsBackNoForeignSubview() throws {
        let list = SixtyRowsTableViewController(style: .plain)
        let own = UIView()
        own.backgroundColor = .systemTeal
        let label = UILabel()
        own.addSubview(label)
        let navigation = UINavigationController(rootViewController: list)
        try withRoot(navigation) {
            let table = try XCTUnwrap(list.tableView)
            table.backgroundView = own
            table.layoutIfNeeded()
            let sheet = presentMinimized(from: list)
            XCTAssertTrue(table.backgroundView === own, "the app's background view is kept")
            try assertSentinelInBackground(of: table)
            XCTAssertTrue(own.subviews.first === label, "appended after the app's own subviews")
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented && self.libraryViews(in: table).isEmpty }
            XCTAssertTrue(table.backgroundView === own, "still the app's")
            XCTAssertEqual(own.subviews, [label as UIView], "exactly its own subviews")
        }
    }

    func testAnAppsBlurredBackgroundViewGetsTheSentinelInItsContentViewOnly() throws {
        let list = SixtyRowsTableViewController(style: .plain)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        let navigation = UINavigationController(rootViewController: list)
        try withRoot(navigation) {
            let table = try XCTUnwrap(list.tableView)
            table.backgroundView = blur
            table.layoutIfNeeded()
            let sheet = presentMinimized(from: list)
            XCTAssertTrue(table.backgroundView === blur)
            XCTAssertFalse(blur.subviews.contains { isLibraryView($0) }, "nothing in the effect view itself")
            try assertSentinelInBackground(of: table)
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented && self.libraryViews(in: table).isEmpty }
            XCTAssertTrue(table.backgroundView === blur)
        }
    }

    /// An app that sets the list's background view while the bars are up (to nil, then to one of
    /// its own, as an empty state does) takes the sentinel out of the window with the old one: it
    /// is placed again, and the toolbar shown, then hidden, is still heard. When the sheets go, the
    /// app's view is left with nothing of the library's.
    func testWithoutLayerObservationAnAppThatReplacesTheBackgroundViewWhileTheBarsAreUpStillHasItsToolbarHeard() throws {
        DropDownSheetBottomBarTracker.observesBarLayers = false
        defer { DropDownSheetBottomBarTracker.observesBarLayers = true }
        let list = SixtyRowsTableViewController(style: .plain)
        list.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: list)
        try withRoot(navigation) {
            let sheet = presentMinimized(from: list)
            let table = try XCTUnwrap(list.tableView)
            waitUntil { !(sheet.host?.presentation.isMoving ?? true) && abs(self.visibleCardFrame(sheet).maxY - self.homeIndicatorTop) < 0.5 }
            let first = try XCTUnwrap(table.backgroundView as? DropDownSheetListBackground)
            table.backgroundView = nil
            waitUntil { self.backgroundSentinel(of: table)?.window != nil }
            try assertSentinelInBackground(of: table)
            navigation.setToolbarHidden(false, animated: true)
            waitUntil {
                navigation.toolbar.window != nil && !(sheet.host?.presentation.isMoving ?? true)
                    && abs(self.visibleCardFrame(sheet).maxY - self.windowFrame(navigation.toolbar).minY) < 0.5
            }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, windowFrame(navigation.toolbar).minY, accuracy: 0.5, "on the toolbar")
            let emptyState = UILabel()
            emptyState.text = "Nothing here"
            table.backgroundView = emptyState
            waitUntil { emptyState.subviews.contains { $0 is DropDownSheetScreenSentinel } && emptyState.window != nil }
            XCTAssertNil(first.superview, "the library's first background view is out of the list")
            try assertSentinelInBackground(of: table)
            navigation.setToolbarHidden(true, animated: true)
            waitUntil {
                !(sheet.host?.presentation.isMoving ?? true) && abs(self.visibleCardFrame(sheet).maxY - self.homeIndicatorTop) < 0.5
            }
            XCTAssertEqual(visibleCardFrame(sheet).maxY, homeIndicatorTop, accuracy: 0.5, "down once it hides")
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented && self.libraryViews(in: table).isEmpty }
            XCTAssertTrue(table.backgroundView === emptyState, "the app's view is left")
            XCTAssertTrue(emptyState.subviews.allSatisfy { !isLibraryView($0) }, "with nothing of the library's")
        }
    }

    func testInAPlainScrollViewAtAStacksTopTheSentinelIsZeroSizeWithoutAConstraint() {
        let screen = PlainScrollViewController()
        let navigation = UINavigationController(rootViewController: screen)
        withRoot(navigation) {
            let sheet = presentMinimized(from: screen)
            screen.view.layoutIfNeeded()
            let sentinels = screen.view.subviews.compactMap { $0 as? DropDownSheetScreenSentinel }
            XCTAssertFalse(sentinels.isEmpty, "its leaving the window is still heard")
            for sentinel in sentinels {
                XCTAssertEqual(sentinel.frame.size, .zero)
                XCTAssertTrue(sentinel.translatesAutoresizingMaskIntoConstraints)
            }
            XCTAssertTrue(libraryConstraints(in: screen.view).isEmpty)
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented && self.libraryViews(in: screen.view).isEmpty }
        }
    }
}

/// Counts down turns of the main queue, one a turn.
@MainActor
private final class TurnCounter {
    private(set) var left: Int

    init(_ turns: Int) { left = turns }

    func run() {
        Task { @MainActor in
            self.left -= 1
            if self.left > 0 { self.run() }
        }
    }
}

/// A list of 60 rows.
@MainActor
private final class SixtyRowsTableViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// An inset-grouped list of 30 items in a collection view.
@MainActor
private final class ThirtyItemsCollectionViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "item")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = "Item \(indexPath.item)"
        cell.contentConfiguration = content
        return cell
    }
}

/// A screen whose view is a plain scroll view (not a list).
@MainActor
private final class PlainScrollViewController: UIViewController {
    override func loadView() {
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 100, height: 4000)
        view = scrollView
    }
}
#endif
