#if canImport(UIKit)
@preconcurrency import UIKit
import DropDownSheetCore

/// The card's bar and close button: which view is the minimized bar (the app's compact view or
/// compact view controller, else the bar drawn from the content's bar item, else the card's top
/// edge), the appearance calls of a compact view controller, the close button on the expanded
/// card, and which taps on a compact view are the app's.
extension DropDownSheetCard: DropDownSheetBarItemObserver {
    /// What the bar is made of.
    private enum BarSource {
        case none
        case view(UIView)
        case controller(UIViewController, handlesTaps: Bool)
        case item(DropDownSheetBarItem)
    }

    /// The bar the sheet wants now.
    private var wantedBar: BarSource {
        guard let sheet else { return .none }
        if let controller = sheet.compactViewController { return .controller(controller, handlesTaps: sheet.compactBarHandlesTaps) }
        if let view = sheet.compactView { return .view(view) }
        if let item = observedBarItem, item.showsAnything { return .item(item) }
        return .none
    }

    /// Puts the bar the sheet wants in the card (after the compact view, the compact view
    /// controller, the configuration, the content or what the bar items show changed), and draws
    /// the card again. `animated`: a bar drawn from an item that now draws another item's
    /// cross-fades to it.
    func installBar(animated: Bool = false) {
        guard let sheet, let host else { return }
        barInstallCount += 1
        resolveBarItem()
        // The card's top edge and a bar of its own are laid out on different backgrounds (a
        // top-edge bar is on the material): the presentation hears of the change, and the glass
        // goes or comes.
        if sheet.updateLayoutConfigurationForBar() { updateBarBackground() }
        let previousBar = barView
        switch wantedBar {
        case .none:
            removeBar()
        case .view(let view):
            if barView !== view || compactBarController != nil || itemBarView != nil {
                removeBar()
                cardView.addSubview(view)
                barView = view
            }
        case let .controller(controller, handlesTaps):
            if compactBarController?.content !== controller || compactBarController?.handlesTaps != handlesTaps {
                removeBar()
                let container = DropDownSheetCompactBarController(content: controller, handlesTaps: handlesTaps)
                container.attach(to: host, in: cardView)
                barController = container
                barView = container.view
                // In the overlay the container is outside the view-controller hierarchy: the bar's
                // controller gets the screen underneath's traits as the contents do.
                host.forwardTraitsToContent()
            }
        case .item(let item):
            // The item the bar draws now says where the bar is, whatever it said before (a
            // content presented again, another item after a push): the host tells only changes
            // of the sheet's placement (review of issue 32, finding 1). Told before the bar shows
            // it, so that a new item's buttons are built once, for the placement they are shown in.
            let itemIsNew = itemBarView?.item !== item
            if itemIsNew, item.barPlacement != sheet.barPlacement { item.barPlacement = sheet.barPlacement }
            if let bar = itemBarView {
                if bar.item !== item {
                    // The item the bar no longer draws is placed nowhere: regular, as its
                    // documentation says of an item no bar draws (review of issue 32).
                    bar.item?.barPlacement = .regular
                    bar.show(item, changes: .content, animated: animated)
                }
            } else {
                removeBar()
                // A controller of the library's whose view is the bar: the hosting controllers of
                // the item's SwiftUI buttons and image become its children.
                let container = DropDownSheetItemBarController()
                let bar = container.bar
                // The identifier is the first element's (the bar view is only their container).
                bar.summary.accessibilityIdentifier = DropDownSheetAccessibilityIdentifier.bar
                bar.shownButtonsDidChange = { [weak self] in self?.barAccessibilityDidChange() }
                container.attach(to: host, in: cardView)
                barController = container
                barView = bar
                bar.show(item, changes: .content, animated: false)
                host.forwardTraitsToContent()
            }
            if item.barPlacement != sheet.barPlacement { item.barPlacement = sheet.barPlacement }
        }
        barView?.autoresizingMask = []
        if itemBarView == nil, let compact = barView { warmUpAccessibility(of: compact) }
        if let bar = itemBarView {
            bar.owner = barItemOwner
            bar.style = sheet.configuration.resolvedBarStyle(in: sheet.engine.container)
            bar.background = barBackground
            bar.cornerRadius = sheet.engine.layout.barTopCornerRadius
        }
        if barView == nil { sheet.contentViewController.view.alpha = 1 }
        placeBar()
        appliedAccessibility = nil
        redrawAll()
        apply(sheet.engine.renderState, hiddenInStack: clipView.isHidden, countLabel: appliedCountLabel)
        // Another bar on a sheet resting as its bar: VoiceOver learns its elements changed.
        if barView !== previousBar, sheet.phase == .resting(.minimized), !clipView.isHidden { announce(.focusBar) }
    }

    /// Takes the bar out of the card (a compact view controller leaves the container after its
    /// disappearance).
    func removeBar() {
        endArtworkFlight()
        if let itemBar = itemBarView {
            itemBar.item?.barPlacement = .regular   // no bar draws it any more
            itemBar.effectFader.stopScrubbing()
            // The app's custom views get their frames back; the library's hosts leave with it.
            itemBar.letGoOfViews()
        }
        if let container = barController {
            container.detach()
            barController = nil
        } else if let bar = barView, bar.superview === cardView || bar.superview === glassView?.contentView {
            bar.removeFromSuperview()
        }
        barView = nil
        sheet?.contentViewController.view.alpha = 1
    }

    // MARK: - Which bar item

    /// Finds the bar item the bar draws (``DropDownSheetBarItemResolution``): the first of the
    /// content's candidates whose item shows anything, else the content's own. Watches every
    /// candidate's item, so that one that begins to show anything takes the bar.
    func resolveBarItem() {
        guard let content = sheet?.contentViewController else { return }
        let candidates = DropDownSheetBarItemResolution.candidates(of: content)
        let items = candidates.map(\.dropDownSheetBarItem)
        for old in watchedBarItems {
            guard let item = old.item, !items.contains(where: { $0 === item }) else { continue }
            item.removeObserver(self)
        }
        for item in items where !watchedBarItems.contains(where: { $0.item === item }) { item.addObserver(self) }
        watchedBarItems = items.map(WeakBarItemReference.init)
        let winner = items.firstIndex(where: \.showsAnything) ?? items.count - 1
        observedBarItem = items[winner]
        barItemOwner = candidates[winner]
    }

    /// Stops watching the candidates' items.
    func stopWatchingBarItems() {
        for reference in watchedBarItems { reference.item?.removeObserver(self) }
        watchedBarItems = []
        observedBarItem = nil
        barItemOwner = nil
    }

    /// The item among the watched ones that the bar would draw now.
    private var winningWatchedItem: DropDownSheetBarItem? {
        let items = watchedBarItems.compactMap(\.item)
        return items.first(where: \.showsAnything) ?? items.last
    }

    func barItemDidChange(_ item: DropDownSheetBarItem, changes: DropDownSheetBarItem.Changes, animated: Bool) {
        guard watchedBarItems.contains(where: { $0.item === item }) else { return }
        if changes.contains(.content), winningWatchedItem !== observedBarItem {
            // Another candidate's item speaks for the bar now (a pushed screen's began to show
            // anything, or the one shown stopped).
            installBar(animated: animated)
            return
        }
        guard item === observedBarItem else { return }
        if case .item = wantedBar, let bar = itemBarView {
            bar.show(item, changes: changes, animated: animated)
            if changes.contains(.content) { updateArtworkFlightImage() }
            if changes.isSubset(of: [.progress, .accessibilityValue, .buttons]) {
                // Once a second for a playing song: only the value VoiceOver reads changes. (A
                // button's own state is read by VoiceOver from the button; buttons that came or
                // went tell the card themselves: `shownButtonsDidChange`.)
                barAccessibilityValueDidChange()
                return
            }
        } else if case .item = wantedBar {
            // The item began to show anything: the bar is drawn from it.
            installBar()
            return
        } else if itemBarView != nil {
            // The item stopped showing anything: the card's top edge again.
            installBar()
            return
        } else if barView != nil {
            // A compact view is the bar: the item changes only what VoiceOver calls the bar, and
            // its progress nothing at all (it is the item's bar's value).
            if changes.contains(.content) || changes.contains(.accessibility) { barAccessibilityDidChange() }
            return
        } else if changes.isSubset(of: [.progress, .accessibilityValue, .buttons]) {
            // The card's top edge is the bar: the item's progress and its value are not drawn.
            return
        }
        barAccessibilityDidChange()
    }

    /// Writes the value VoiceOver reads for the bar (the progress, or the stack's count) where
    /// the bar's words were put, and nothing else: no element, trait or action is made again, so
    /// VoiceOver's place among the bar's actions is kept.
    private func barAccessibilityValueDidChange() {
        guard let sheet, appliedCountLabelForAccessibility == nil else { return }
        let value = progressValue(wording: sheet.effectiveWording)
        if clipView.isAccessibilityElement {
            if clipView.accessibilityValue != value { clipView.accessibilityValue = value }
        } else if let summary = itemBarView?.summary, summary.accessibilityLabel != nil, summary.accessibilityValue != value {
            summary.accessibilityValue = value
        }
    }

    /// Says the bar's words again (its item or its buttons changed).
    func barAccessibilityDidChange() {
        guard let sheet else { return }
        appliedAccessibility = nil
        applyAccessibility(DropDownSheetAccessibility(sheet.engine),
                           countLabel: appliedCountLabel)
    }

    /// Follows the bar's appearance with the appearance calls of the controllers shown in it (a
    /// compact view controller, the SwiftUI hosts of the item's bar).
    func updateBarAppearance(phase: DropDownSheetPhase, isHidden: Bool) {
        guard let container = barController else { return }
        let next = container.appearance.next(phase: phase, isHidden: isHidden)
        if next != container.appearance { container.setAppearance(next, animated: true) }
    }

    // MARK: - Close button

    /// The height of the band at the top of the card that holds the close button, in points: the
    /// content is laid out below it. 44, the Human Interface Guidelines' smallest touch target.
    static let closeButtonBand: CGFloat = 44

    /// Installs, changes or removes the close button as the configuration says.
    func installCloseButton() {
        guard let sheet else { return }
        let configuration = sheet.configuration
        let wanted = configuration.closeButton.isShown(configuration: configuration) ? configuration.closeButton : .none
        guard wanted != installedCloseButton else {
            updateCloseButtonWords()
            return
        }
        if let old = closeButton {
            old.removeInteraction(largeContentInteraction)
            old.removeFromSuperview()
        }
        closeButton = nil
        installedCloseButton = wanted
        let button: UIButton
        switch wanted {
        case .none:
            layOutCloseButton()
            updateGrabber()
            return
        case .minimize:
            button = UIButton(type: .system)
            button.setImage(UIImage(systemName: "chevron.compact.down"), for: .normal)
            button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 26, weight: .semibold), forImageIn: .normal)
            button.tintColor = .tertiaryLabel
        case .close:
            button = UIButton(type: .close)
        }
        button.accessibilityIdentifier = DropDownSheetAccessibilityIdentifier.closeButton
        button.addAction(UIAction { [weak self] _ in self?.sheet?.closeButtonTapped() }, for: .primaryActionTriggered)
        button.addInteraction(largeContentInteraction)
        cardView.addSubview(button)
        closeButton = button
        updateCloseButtonWords()
        layOutCloseButton()
        updateGrabber()
        redrawAll()
    }

    /// The close button's VoiceOver label, in the sheet's words.
    func updateCloseButtonWords() {
        guard let sheet, let closeButton, let key = installedCloseButton.labelKey else { return }
        closeButton.accessibilityLabel = sheet.effectiveWording.text(key)
        closeButton.largeContentTitle = closeButton.accessibilityLabel
        closeButton.showsLargeContentViewer = true
    }

    /// Places the close button in the band at the card's top: a chevron in the middle (where the
    /// grabber would be), the close button at the trailing edge, inside the safe area.
    func layOutCloseButton() {
        let width = cardView.bounds.width, band = Self.closeButtonBand
        // The content below the band (the whole card without a button).
        if let content = sheet?.contentViewController.view {
            let top = installedCloseButton == .none ? 0 : band
            let frame = CGRect(x: 0, y: top, width: width, height: max(cardView.bounds.height - top, 0))
            if content.frame != frame { content.frame = frame }
        }
        guard let closeButton else { return }
        switch installedCloseButton {
        case .none:
            return
        case .minimize:
            closeButton.frame = CGRect(x: (width - 64) / 2, y: 0, width: 64, height: band)
        case .close:
            let safe = cardView.safeAreaInsets
            let rightToLeft = cardView.effectiveUserInterfaceLayoutDirection == .rightToLeft
            let x = rightToLeft ? 8 + safe.left : width - 8 - 44 - safe.right
            closeButton.frame = CGRect(x: x, y: 0, width: 44, height: band)
        }
    }

    // MARK: - Taps on the bar's controls

    /// Whether a tap that landed at `point` (the container's coordinates), on `touchedView`, is a
    /// control's of the bar rather than the sheet's (the sheet then does not expand):
    /// - on the bar drawn from a bar item: inside any button it shows. The library laid them out,
    ///   so this is exact, also for what is not a `UIControl`: a SwiftUI button
    ///   (``SwiftUICore/View/dropDownSheetBarItems(leading:trailing:)``) or any custom view;
    /// - on a compact view: inside SwiftUI's hosting view (a `UIHostingController`'s view, or one
    ///   inside the compact view). SwiftUI's own gestures take taps there, and whether one of its
    ///   buttons is under the finger cannot be told reliably from outside (its accessibility
    ///   elements are not made unless an assistive technology asks for them); a SwiftUI bar
    ///   expands the sheet itself (``SwiftUICore/View/dropDownSheetExpandsOnTap(_:)``);
    /// - on a UIKit compact view: on an element VoiceOver reads as a button, a link or
    ///   adjustable.
    func tapLandsOnBarControl(at point: CGPoint, touchedView: UIView?) -> Bool {
        guard let bar = barView, let space = host?.view, let sheet, sheet.engine.renderState.barAlpha > 0.5 else { return false }
        let local = bar.convert(point, from: space)
        guard bar.bounds.contains(local) else { return false }
        if let itemBar = itemBarView {
            return itemBar.shownButtons.contains { button in button.convert(button.bounds, to: space).contains(point) }
        }
        if let touched = touchedView, touched.isDescendant(of: bar), DropDownSheetSwiftUIDetection.isInsideHostingView(touched, upTo: bar) {
            return true
        }
        let onScreen = UIAccessibility.convertToScreenCoordinates(CGRect(origin: local, size: .zero), in: bar).origin
        return Self.accessibleControl(at: onScreen, in: bar, depth: 0)
    }

    /// Asks a compact view for its accessibility elements a moment after it is installed: a
    /// UIKit view may make them when first asked, and a tap must find them
    /// (``tapLandsOnBarControl(at:touchedView:)``).
    private func warmUpAccessibility(of view: UIView) {
        Task { @MainActor [weak view] in
            guard let view else { return }
            _ = Self.accessibleControl(at: .zero, in: view, depth: 0)
        }
    }

    private static func accessibleControl(at point: CGPoint, in object: NSObject, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        if let view = object as? UIView, view.isHidden || view.alpha < 0.01 || view.accessibilityElementsHidden { return false }
        if object.isAccessibilityElement {
            let controlTraits: UIAccessibilityTraits = [.button, .link, .adjustable, .keyboardKey]
            return !object.accessibilityTraits.intersection(controlTraits).isEmpty && object.accessibilityFrame.contains(point)
        }
        return accessibilityChildren(of: object).contains { accessibleControl(at: point, in: $0, depth: depth + 1) }
    }

    /// What VoiceOver finds inside `object`: its element list, else its indexed elements (an
    /// empty list is no answer: the indexed accessors may still have them), else its subviews.
    static func accessibilityChildren(of object: NSObject) -> [NSObject] {
        if let elements = object.accessibilityElements as? [NSObject], !elements.isEmpty { return elements }
        let count = object.accessibilityElementCount()
        if count > 0, count != NSNotFound { return (0..<count).compactMap { object.accessibilityElement(at: $0) as? NSObject } }
        return (object as? UIView)?.subviews ?? []
    }
}

extension DropDownSheetController {
    /// The close button on the card was tapped: what it does is the core's
    /// (``DropDownSheetCore/DropDownSheetCloseButton``), a close going through the app's veto.
    func closeButtonTapped() {
        guard let host, isPresented, !isDismissing, let input = configuration.closeButton.input(for: sheetIdentifier) else { return }
        host.refreshDismissalVetoes()
        host.send(input)
    }
}
#endif
