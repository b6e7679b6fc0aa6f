#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// The app around the sheets (issue 18): the screen underneath's tab bar or toolbar followed, the
/// room the bars take added to that screen's safe area, and where each sheet is for the app's
/// delegate (whose keyboard it is: DropDownSheetHostViewController+Keyboard.swift). The rules are
/// the core's (``DropDownSheetPresentation/underneathInset``, ``DropDownSheetControllerTree``,
/// ``DropDownSheetBottomBarForecast``, ``DropDownSheetPresentation/position(of:)``); this carries
/// them out.
extension DropDownSheetHostViewController {
    // MARK: - Showing and finishing

    /// Starts following the screen underneath (`screen`, the view of its root-most controller
    /// `root`): its bars, the receivers of the inset and the first responder.
    func startFollowingScreenUnderneath(_ screen: UIView, root: UIViewController) {
        bottomBars.onChange = { [weak self] in self?.screenUnderneathBarsDidChange() }
        bottomBars.didSearchAfterLayout = { [weak self] in self?.adjustSafeAreaUnderneath(spring: self?.insetSpringWaiting) }
        safeAreaAdjuster.structureDidChange = { [weak self] in self?.bottomBars.setNeedsSearch() }
        safeAreaAdjuster.safeAreaDidChange = { [weak self] in self?.bottomBars.safeAreaDidChange() }
        bottomBars.track(screen, root: root)
        DropDownSheetRoomRegistry.hosts.add(self)
        let center = NotificationCenter.default
        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
            center.removeObserver(self, name: name, object: nil)
            center.addObserver(self, selector: #selector(textInputDidBeginEditing(_:)), name: name, object: nil)
        }
    }

    /// The sheets are gone: stops following, and gives the screen underneath back exactly the
    /// safe area it had.
    func stopFollowingScreenUnderneath() {
        bottomBars.stop()
        bottomBars.onChange = nil
        bottomBars.didSearchAfterLayout = nil
        safeAreaAdjuster.restore()
        DropDownSheetRoomRegistry.hosts.remove(self)
        DropDownSheetRoomRegistry.roomMayHaveChanged(spring: nil)
        insetSpringWaiting = nil
        contentUpdatedWhileMoving = false
        deliveredPositions = [:]
        deliveredPlacements = [:]
        keyboardOwner = .sheet
        keyboardFrameHeight = 0
        inputAccessoryBarHeight = 0
        let center = NotificationCenter.default
        center.removeObserver(self, name: UITextField.textDidBeginEditingNotification, object: nil)
        center.removeObserver(self, name: UITextView.textDidBeginEditingNotification, object: nil)
    }

    // MARK: - The screen's bars

    /// A tracked bar moved, hid, showed or faded, or the bars were looked for again: the sheets
    /// glide to where the bar the user sees is going, on the clock and curve UIKit animates that
    /// bar with when it does (a tab bar minimizing, a toolbar sliding in: review 20, finding 3),
    /// and the inset goes to the controllers above it now.
    func screenUnderneathBarsDidChange() {
        guard isShown else { return }
        // The inset first: the receivers resolved for the screen as it is now (a pushed screen,
        // a tab shown), then the bars measured.
        adjustSafeAreaUnderneath(spring: frontSpring)
        updateContainer(animated: true, timing: bottomBars.animationTiming(now: CACurrentMediaTime()))
    }

    /// A SwiftUI view that presents sheets here updated: its new views (a `TabView` shown by a
    /// change of state, in a screen that has bars elsewhere or none) may hold a bar, laid out in
    /// the next pass. The bars are looked for inside that pass, asked for at most once until that
    /// search has run and at most every quarter of a second
    /// (``DropDownSheetBottomBarTracker/setNeedsSearchAfterContentUpdate()``), and never while a
    /// sheet moves (a view that updates on every frame of a spring would have the screen walked on
    /// every frame): then once the sheets rest.
    func screenUnderneathContentDidUpdate() {
        guard isShown else { return }
        if presentation.isMoving {
            contentUpdatedWhileMoving = true
        } else {
            bottomBars.setNeedsSearchAfterContentUpdate()
        }
    }

    /// Every sheet came to rest: a search a SwiftUI update asked for while they moved is made now.
    func sheetsCameToRest() {
        updateDetentSafeArea()
        guard contentUpdatedWhileMoving else { return }
        contentUpdatedWhileMoving = false
        screenUnderneathContentDidUpdate()
    }

    /// The spring the frontmost sheet moves with (the short one with Reduce Motion).
    private var frontSpring: DropDownSheetSpring {
        for id in presentation.zOrder.reversed() {
            if let engine = presentation.engine(of: id) { return engine.spring }
        }
        return presentation.container.prefersReducedMotion ? .reducedMotion : .default
    }

    /// Re-measures the bars on a touch that passes through (cheap: no search), or, when the screen
    /// showed none yet, looks for them (at most once a second: ``DropDownSheetBottomBarTracker/searchForATouch(at:)``).
    func checkBottomBar(at time: TimeInterval) {
        guard !presentation.isEmpty else { return }
        if bottomBars.accessoriesChanged || bottomBars.toolbarShownSinceSearch {
            // Before the once-a-second search of a screen with no bar: a toolbar shown over a
            // list (where no sentinel hears it) is found at this touch.
            bottomBars.setNeedsSearch()
        } else if bottomBars.isEmpty {
            bottomBars.searchForATouch(at: time)
        } else if abs(bottomBarHeight() - presentation.container.bottomBarHeight) > 0.5
                    || bottomBars.minimizedTabBar != presentation.container.minimizedTabBar {
            // The inset too (a toolbar hidden hands the share back to its navigation
            // controller), on the next turn: this touch's hit testing and delivery see the layout
            // it landed on.
            Task { @MainActor [weak self] in self?.screenUnderneathBarsDidChange() }
        }
    }

    // MARK: - The inset

    /// Carries out ``DropDownSheetPresentation/Effect/underneathInsetChanged(_:spring:)``: the
    /// receivers get the new inset, with the bars' spring, and every sheet's delegate hears it.
    func underneathInsetDidChange(to inset: DropDownSheetUnderneathInset, spring: DropDownSheetSpring?) {
        adjustSafeAreaUnderneath(spring: spring)
        for sheet in sheets {
            sheet.delegate?.dropDownSheetController(sheet, didChangeUnderneathInset: inset)
        }
    }

    /// Adds the presentation's inset to the controllers of the screen underneath that receive it
    /// now (the core's ``DropDownSheetCore/DropDownSheetControllerTree/receivers`` over
    /// ``DropDownSheetScreenControllers``), and gives it back from those that no longer do.
    ///
    /// Not before the screen has been searched inside a layout pass
    /// (``DropDownSheetBottomBarTracker/hasSearchedAfterLayout``): a SwiftUI root that has not
    /// built its `TabView` yet holds no bar, would receive the inset, and the tab bar controller
    /// SwiftUI then makes would inherit it and lay its tab bar out tall for a frame. The search
    /// inside that pass gives the inset out, with the spring kept meanwhile, and the controllers
    /// written to are laid out again within that pass.
    func adjustSafeAreaUnderneath(spring: DropDownSheetSpring?) {
        guard isShown, let root = underneath else { return }
        guard bottomBars.hasSearchedAfterLayout else {
            if let spring { insetSpringWaiting = spring }
            return
        }
        insetSpringWaiting = nil
        let receivers = DropDownSheetScreenControllers(root: root, bars: bottomBars.bars).receivers
        safeAreaAdjuster.apply(CGFloat(presentation.underneathInset.safeAreaBottom), to: receivers, spring: spring)
        DropDownSheetRoomRegistry.roomMayHaveChanged(spring: spring)
    }

    // MARK: - Following the sheets

    /// Tells each sheet's delegate where the sheet is, and where its bar is placed, when it changed
    /// since it was told last.
    /// After every frame and every batch of effects; allocation-free in the core (a position is a
    /// value read from the engine).
    func deliverPositions() {
        guard !isDeliveringPositions, !presentation.isEmpty else { return }
        isDeliveringPositions = true
        defer { isDeliveringPositions = false }
        for id in presentation.zOrder {
            if let placement = presentation.barPlacement(of: id), deliveredPlacements[id, default: .regular] != placement {
                deliveredPlacements[id] = placement
                cardsByIdentifier[id]?.itemBarView?.item?.barPlacement = placement
                if let sheet = cardsByIdentifier[id]?.sheet {
                    sheet.delegate?.dropDownSheetController(sheet, didChangeBarPlacement: placement)
                }
            }
            guard let position = presentation.position(of: id), deliveredPositions[id] != position else { continue }
            deliveredPositions[id] = position
            guard let sheet = cardsByIdentifier[id]?.sheet else { continue }
            sheet.delegate?.dropDownSheetController(sheet, didChangePosition: position)
        }
    }
}
/// A view that adds the bars' room itself (`dropDownSheetSafeAreaPadding()`'s probe).
@MainActor
protocol DropDownSheetRoomListener: AnyObject {
    /// The controller the view is in, nil while it is in no window.
    var controllerForRoom: UIViewController? { get }
    /// The model its modifier keeps, and the one of the modifier whose content it is inside (the
    /// environment says), if any.
    var roomModel: AnyObject? { get }
    var enclosingRoomModel: AnyObject? { get }
    /// Takes the room found for it, with `spring` when its size changed.
    func take(_ room: DropDownSheetSafeAreaPaddingRule.Room, spring: DropDownSheetSpring?)
}

/// The presentations following a screen underneath now, and the SwiftUI views that add their room
/// themselves where the library writes no controller (the core's
/// ``DropDownSheetCore/DropDownSheetSafeAreaPaddingRule``). Held weakly; asked when a presentation
/// gives out its inset and, once a turn, when such views join a window; never on a frame.
@MainActor
enum DropDownSheetRoomRegistry {
    static let hosts = NSHashTable<DropDownSheetHostViewController>.weakObjects()
    private static let listeners = NSHashTable<AnyObject>.weakObjects()
    private static var recheckIsQueued = false

    static func add(_ listener: DropDownSheetRoomListener) { listeners.add(listener) }
    static func remove(_ listener: DropDownSheetRoomListener) { listeners.remove(listener) }

    /// Asks again: at once for the first view that joined a window this turn (its room is taken
    /// on the next), and once more on the next turn for every other that joined meanwhile (a
    /// `TabView` building its tabs, a list's rows). Nothing here publishes: a model takes its room
    /// a turn later, so this may run inside a view update.
    static func setNeedsRecheck() {
        guard !recheckIsQueued else { return }
        recheckIsQueued = true
        roomMayHaveChanged(spring: nil)
        Task { @MainActor in
            recheckIsQueued = false
            roomMayHaveChanged(spring: nil)
        }
    }

    /// Every listening view gets its room again (a presentation wrote its inset or went): each
    /// screen walked once, every view of a screen decided together (the core's rule gives the
    /// room once, from the outermost view that can give it).
    static func roomMayHaveChanged(spring: DropDownSheetSpring?) {
        let all = listeners.allObjects.compactMap { $0 as? DropDownSheetRoomListener }
        guard !all.isEmpty else { return }
        let controllers = all.map(\.controllerForRoom)
        let enclosing: [Int?] = all.map { listener in
            listener.enclosingRoomModel.flatMap { model in all.firstIndex { $0.roomModel === model } }
        }
        var rooms = [DropDownSheetSafeAreaPaddingRule.Room?](repeating: nil, count: all.count)
        for host in hosts.allObjects where host.isShown && rooms.contains(where: { $0 == nil }) {
            guard let root = host.underneath else { continue }
            let screen = DropDownSheetScreenControllers(root: root, bars: host.bottomBars.bars)
            let probes = all.indices.map { position in
                DropDownSheetSafeAreaPaddingRule.Probe(controller: controllers[position].flatMap { screen.index(ofNearest: $0) },
                                                       enclosing: enclosing[position])
            }
            guard probes.contains(where: { $0.controller != nil }) else { continue }
            let adjuster = host.safeAreaAdjuster
            let known = screen.controllers
            let found = DropDownSheetSafeAreaPaddingRule(tree: screen.tree)
                .rooms(for: probes, share: Double(adjuster.inset), holdsInset: { adjuster.isReceiver(known[$0]) })
            for position in all.indices where rooms[position] == nil && probes[position].controller != nil {
                rooms[position] = found[position]
            }
        }
        for (listener, room) in zip(all, rooms) {
            listener.take(room ?? DropDownSheetSafeAreaPaddingRule.Room(points: 0), spring: spring)
        }
    }
}
#endif
