#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The hosting controllers of the SwiftUI buttons a sheet's content puts on its bar
/// (``SwiftUICore/View/dropDownSheetBarItems(leading:trailing:)``): one a side, each the custom view
/// of one bar button item, made once and given the latest views on every update. The bar makes
/// each a child of its controller while its view is there (``DropDownSheetBarHostingController``).
///
/// A side is measured with a finite proposal (at most ``maximumWidth`` wide, so a `Spacer` or a
/// `.frame(maxWidth: .infinity)` never asks for an infinite width) when it is made, and again when
/// SwiftUI says its ideal size changed (iOS 16: `sizingOptions` `.preferredContentSize`, which
/// tracks the ideal size: new text, a larger text size); the bar is laid out again only then, and
/// only when a side's width changed. A view updated 60 times a second (a `TimelineView`, a model
/// changing every frame) re-renders its buttons, never the bar. On iOS 15, which has no such
/// tracking, a side is measured each time it is given new views.
@available(iOS 15.0, *)
@MainActor
final class DropDownSheetBarButtonHosts {
    /// The widest one side's buttons may be, in points.
    static let maximumWidth: CGFloat = 160
    /// The height a side is measured in, in points: the bar's usual height (the bar places it in
    /// its own height).
    static let measuringHeight: CGFloat = 44

    private typealias Side = (host: DropDownSheetBarHostingController<AnyView>, item: UIBarButtonItem)
    private var leading: Side?
    private var trailing: Side?
    /// The bar item the sides are on, told when a side's width changes after SwiftUI re-measured it.
    private weak var barItem: DropDownSheetBarItem?

    /// Shows `views` on `item`'s bar, each side's views passed through `decorate` (the sheet and
    /// the objects in their environment).
    func show(_ views: DropDownSheetBarButtonViews?, in item: DropDownSheetBarItem, decorate: (AnyView) -> AnyView) {
        barItem = item
        let widths = (leading?.host.view.bounds.width, trailing?.host.view.bounds.width)
        leading = side(views?.leading, existing: leading, decorate: decorate)
        trailing = side(views?.trailing, existing: trailing, decorate: decorate)
        let leadingItems = leading.map { [$0.item] } ?? [], trailingItems = trailing.map { [$0.item] } ?? []
        if item.leadingBarButtonItems != leadingItems || item.trailingBarButtonItems != trailingItems {
            item.leadingBarButtonItems = leadingItems
            item.trailingBarButtonItems = trailingItems
        } else if widths != (leading?.host.view.bounds.width, trailing?.host.view.bounds.width) {
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
            if !Self.tracksIdealSize { Self.measure(existing.host) }
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
        Self.measure(host)
        return (host, UIBarButtonItem(customView: host.view))
    }

    /// Whether SwiftUI tells the hosts when their ideal size changes (iOS 16).
    private static var tracksIdealSize: Bool {
        if #available(iOS 16.0, *) { return true }
        return false
    }

    /// Sizes `host`'s view: its own width, at most ``maximumWidth`` (set only when it changed: a new
    /// size lays the hosting view out). Returns whether it changed.
    @discardableResult
    private static func measure(_ host: DropDownSheetBarHostingController<AnyView>) -> Bool {
        let fitted = host.sizeThatFits(in: CGSize(width: maximumWidth, height: measuringHeight))
        let size = CGSize(width: min(ceil(fitted.width), maximumWidth), height: measuringHeight)
        guard host.view.bounds.size != size else { return false }
        host.view.bounds.size = size
        return true
    }

    /// SwiftUI says `host`'s ideal size changed: it is measured again, and the bar makes room.
    private func remeasure(_ host: DropDownSheetBarHostingController<AnyView>) {
        guard host === leading?.host || host === trailing?.host else { return }
        // The bar reads a host's width from its intrinsic size too: lay it out even when the
        // bounds, capped, did not change.
        Self.measure(host)
        barItem?.customViewsDidChange()
    }
}
#endif
