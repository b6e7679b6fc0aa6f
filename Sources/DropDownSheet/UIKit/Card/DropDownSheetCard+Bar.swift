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
    /// controller, the configuration or what the bar item shows changed), and draws the card again.
    func installBar() {
        guard let sheet, let host else { return }
        let item = sheet.contentViewController.dropDownSheetBarItem
        if observedBarItem !== item {
            observedBarItem?.removeObserver(self)
            item.addObserver(self)
            observedBarItem = item
        }
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
                compactBarController = container
                barView = container.view
                // In the overlay the container is outside the view-controller hierarchy: the bar's
                // controller gets the screen underneath's traits as the contents do.
                host.forwardTraitsToContent()
            }
        case .item(let item):
            if itemBarView == nil {
                removeBar()
                let bar = DropDownSheetItemBarView()
                bar.accessibilityIdentifier = DropDownSheetAccessibilityIdentifier.bar
                bar.summary.accessibilityIdentifier = DropDownSheetAccessibilityIdentifier.bar
                bar.shownButtonsDidChange = { [weak self] in self?.barAccessibilityDidChange() }
                bar.show(item, changes: .content, animated: false)
                cardView.addSubview(bar)
                itemBarView = bar
                barView = bar
            }
        }
        barView?.autoresizingMask = []
        if itemBarView == nil, let compact = barView { warmUpAccessibility(of: compact) }
        if let bar = itemBarView {
            bar.style = sheet.configuration.resolvedBarStyle(in: sheet.engine.container)
            bar.background = barBackground
            bar.cornerRadius = sheet.engine.layout.barTopCornerRadius
        }
        if barView == nil { sheet.contentViewController.view.alpha = 1 }
        bringOverlaysToFront()
        appliedAccessibility = nil
        redrawAll()
        apply(sheet.engine.renderState, hiddenInStack: clipView.isHidden, countLabel: appliedCountLabel)
    }

    /// Takes the bar out of the card (a compact view controller leaves the container after its
    /// disappearance).
    func removeBar() {
        if let container = compactBarController {
            container.detach()
            compactBarController = nil
        } else if let bar = barView, bar.superview === cardView {
            bar.removeFromSuperview()
        }
        itemBarView = nil
        barView = nil
        sheet?.contentViewController.view.alpha = 1
    }

    func barItemDidChange(_ item: DropDownSheetBarItem, changes: DropDownSheetBarItem.Changes, animated: Bool) {
        guard item === observedBarItem else { return }
        if case .item = wantedBar, let bar = itemBarView {
            bar.show(item, changes: changes, animated: animated)
            if changes == .progress {
                // Once a second for a playing song: only the value VoiceOver reads changes.
                if let sheet, bar.summary.accessibilityLabel != nil, appliedCountLabelForAccessibility == nil {
                    bar.summary.accessibilityValue = item.progress.map { item.accessibilityProgressValue ?? sheet.effectiveWording.progressValue($0) }
                }
                return
            }
        } else if itemBarView != nil || item.showsAnything {
            // The item began or stopped showing anything: the bar changes.
            installBar()
            return
        }
        barAccessibilityDidChange()
    }

    /// Says the bar's words again (its item or its buttons changed).
    func barAccessibilityDidChange() {
        guard let sheet else { return }
        appliedAccessibility = nil
        applyAccessibility(DropDownSheetAccessibility(phase: sheet.phase, configuration: sheet.configuration),
                           countLabel: appliedCountLabel)
    }

    /// Follows the bar's appearance with a compact view controller's appearance calls.
    func updateBarAppearance(phase: DropDownSheetPhase, isHidden: Bool) {
        guard let container = compactBarController else { return }
        let next = container.appearance.next(phase: phase, isHidden: isHidden)
        if next != container.appearance { container.setAppearance(next, animated: true) }
    }

    // MARK: - Close button

    /// The height of the band at the top of the card that holds the close button, in points: the
    /// content is laid out below it.
    static let closeButtonBand: CGFloat = 40

    /// Installs, changes or removes the close button as the configuration says.
    func installCloseButton() {
        guard let sheet else { return }
        let configuration = sheet.configuration
        let wanted = configuration.closeButton.isShown(configuration: configuration) ? configuration.closeButton : .none
        guard wanted != installedCloseButton else {
            updateCloseButtonWords()
            return
        }
        closeButton?.removeFromSuperview()
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

    // MARK: - Taps on a compact view

    /// Whether a tap at `point` (the container's coordinates) lands on a control of the compact
    /// view that VoiceOver reads as one (a button, a link, something adjustable): a SwiftUI
    /// `Button` in a hosting controller's view is not a `UIControl`, but says it is a button. The
    /// tap is then the control's, and the sheet does not expand.
    func tapLandsOnCompactControl(at point: CGPoint) -> Bool {
        guard itemBarView == nil, let bar = barView, bar.alpha > 0.5, let space = host?.view else { return false }
        let local = bar.convert(point, from: space)
        guard bar.bounds.contains(local) else { return false }
        let onScreen = UIAccessibility.convertToScreenCoordinates(CGRect(origin: local, size: .zero), in: bar).origin
        return Self.accessibleControl(at: onScreen, in: bar, depth: 0)
    }

    /// Asks a compact view for its accessibility elements a moment after it is installed: SwiftUI
    /// makes them when first asked, and a tap must find them (``tapLandsOnCompactControl(at:)``).
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
        let children: [NSObject]
        if let elements = object.accessibilityElements as? [NSObject] {
            children = elements
        } else if case let count = object.accessibilityElementCount(), count > 0, count != NSNotFound {
            children = (0..<count).compactMap { object.accessibilityElement(at: $0) as? NSObject }
        } else if let view = object as? UIView {
            children = view.subviews
        } else {
            children = []
        }
        return children.contains { accessibleControl(at: point, in: $0, depth: depth + 1) }
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
