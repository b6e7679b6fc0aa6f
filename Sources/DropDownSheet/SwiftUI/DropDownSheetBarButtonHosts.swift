#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import DropDownSheetCore

/// The hosting controllers of the SwiftUI buttons a sheet's content puts on its bar
/// (``SwiftUICore/View/dropDownSheetBarItems(leading:trailing:)``): one a side, each the custom view
/// of one bar button item, made once and given the latest views on every update. The bar makes
/// each a child of its controller while its view is there (``DropDownSheetBarHostingController``).
///
/// A side is measured with a finite proposal, at most 160 pt wide (a `Spacer` or a
/// `.frame(maxWidth: .infinity)` never asks for an infinite width) and as tall as the bar in force,
/// which grows with the user's text size (the core's
/// ``DropDownSheetCore/DropDownSheetBarMetrics/hostedButtonsProposal(minimizedHeight:contentSizeScale:adjustsForContentSize:)``),
/// so that buttons at an accessibility text size are measured whole. It is measured when it is
/// made, when the bar's height rule changes (the sheet's configuration), when its text size
/// changes (on every iOS version: `traitCollectionDidChange(_:)` on iOS 15 and 16,
/// `registerForTraitChanges` from iOS 17), and when SwiftUI says its ideal size changed (iOS 16:
/// `sizingOptions` `.preferredContentSize`, which tracks the ideal size: new text); the bar is laid
/// out again only when a side's size changed. A view updated 60 times a second (a `TimelineView`,
/// a model changing every frame) re-renders its buttons, never the bar. On iOS 15, which has no
/// ideal-size tracking, a side is measured each time it is given new views.
@available(iOS 15.0, *)
@MainActor
final class DropDownSheetBarButtonHosts {
    /// What the bar's height in force follows: the sheet's minimized height, and whether it grows
    /// with the text size (``DropDownSheetCore/DropDownSheetConfiguration``'s).
    struct BarHeightRule: Equatable {
        var minimizedHeight: Double
        var adjustsForContentSize: Bool
    }

    private typealias Side = (host: DropDownSheetBarHostingController<AnyView>, item: UIBarButtonItem)
    private var leading: Side?
    private var trailing: Side?
    /// The bar item the sides are on, told when a side's width changes after SwiftUI re-measured it.
    private weak var barItem: DropDownSheetBarItem?
    /// The bar's height rule the sides were last measured with.
    private var barHeightRule = BarHeightRule(minimizedHeight: DropDownSheetConfiguration().minimizedHeight,
                                              adjustsForContentSize: true)
    /// The traits to read the text size from while a host has none of its own yet (not yet in the
    /// bar's hierarchy): the screen the sheet is shown over.
    var fallbackTraits: () -> UITraitCollection? = { nil }

    /// Shows `views` on `item`'s bar, each side's views passed through `decorate` (the sheet and
    /// the objects in their environment), measured for a bar of `rule`'s height.
    func show(_ views: DropDownSheetBarButtonViews?, in item: DropDownSheetBarItem, barHeight rule: BarHeightRule,
              decorate: (AnyView) -> AnyView) {
        barItem = item
        let sizes = (leading?.host.view.bounds.size, trailing?.host.view.bounds.size)
        let ruleChanged = rule != barHeightRule
        barHeightRule = rule
        leading = side(views?.leading, existing: leading, decorate: decorate)
        trailing = side(views?.trailing, existing: trailing, decorate: decorate)
        if ruleChanged {
            for side in [leading, trailing].compactMap({ $0 }) { measure(side.host) }
        }
        let leadingItems = leading.map { [$0.item] } ?? [], trailingItems = trailing.map { [$0.item] } ?? []
        if item.leadingBarButtonItems != leadingItems || item.trailingBarButtonItems != trailingItems {
            item.leadingBarButtonItems = leadingItems
            item.trailingBarButtonItems = trailingItems
        } else if sizes != (leading?.host.view.bounds.size, trailing?.host.view.bounds.size) {
            // New views in the same places, of another width: the bar makes room.
            item.customViewsDidChange()
        }
    }

    private func side(_ view: AnyView?, existing: Side?, decorate: (AnyView) -> AnyView) -> Side? {
        guard let view else { return nil }
        let root = decorate(view)
        if let existing {
            existing.host.rootView = root
            // From iOS 16 SwiftUI says when the new views' ideal size differs (idealSizeDidChange).
            if !Self.tracksIdealSize { measure(existing.host) }
            return existing
        }
        let host = DropDownSheetBarHostingController(rootView: root)
        host.view.backgroundColor = .clear
        if #available(iOS 16.0, *) { host.sizingOptions = [.intrinsicContentSize, .preferredContentSize] }
        if #available(iOS 16.4, *) { host.safeAreaRegions = [] }
        host.idealSizeDidChange = { [weak self, weak host] in
            guard let self, let host else { return }
            self.remeasure(host)
        }
        host.textSizeDidChange = host.idealSizeDidChange
        host.observesTextSizeThroughTraitSystem = DropDownSheetTraitObservation.observeTextSize(of: host) { [weak self, weak host] in
            guard let self, let host else { return }
            self.remeasure(host)
        }
        measure(host)
        return (host, UIBarButtonItem(customView: host.view))
    }

    /// Whether SwiftUI tells the hosts when their ideal size changes (iOS 16).
    private static var tracksIdealSize: Bool {
        if #available(iOS 16.0, *) { return true }
        return false
    }

    /// Sizes `host`'s view: its own width in the bar's height in force at its text size, as the
    /// core's metrics say (set only when it changed: a new size lays the hosting view out). Returns
    /// whether it changed.
    @discardableResult
    private func measure(_ host: DropDownSheetBarHostingController<AnyView>) -> Bool {
        let own = host.traitCollection
        let traits = own.preferredContentSizeCategory != .unspecified ? own : fallbackTraits() ?? own
        let proposal = DropDownSheetBarMetrics.hostedButtonsProposal(
            minimizedHeight: barHeightRule.minimizedHeight,
            contentSizeScale: UIFontMetrics.default.scaledValue(for: 1, compatibleWith: traits),
            adjustsForContentSize: barHeightRule.adjustsForContentSize)
        let fitted = host.sizeThatFits(in: CGSize(width: proposal.width, height: proposal.height))
        let size = CGSize(width: DropDownSheetBarMetrics.hostedButtonsWidth(fitted: fitted.width), height: proposal.height)
        guard host.view.bounds.size != size else { return false }
        host.view.bounds.size = size
        return true
    }

    /// SwiftUI says `host`'s ideal size changed, or its text size changed: it is measured again,
    /// and the bar makes room.
    private func remeasure(_ host: DropDownSheetBarHostingController<AnyView>) {
        guard host === leading?.host || host === trailing?.host else { return }
        // The bar reads a host's width from its intrinsic size too: lay it out even when the
        // bounds, capped, did not change.
        measure(host)
        barItem?.customViewsDidChange()
    }
}
#endif
