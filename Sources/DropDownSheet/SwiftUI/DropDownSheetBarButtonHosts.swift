#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The hosting controllers of the SwiftUI buttons a sheet's content puts on its bar
/// (``SwiftUICore/View/dropDownSheetBarItems(leading:trailing:)``): one a side, each the custom view
/// of one bar button item, made once and given the latest views on every update. The bar makes
/// each a child of its controller while its view is there (``DropDownSheetBarHostingController``).
/// The bar is laid out again only when a side's width changed: a view updated 60 times a second
/// (a `TimelineView`, a model changing every frame) re-renders its buttons, never the bar.
@available(iOS 15.0, *)
@MainActor
final class DropDownSheetBarButtonHosts {
    /// The widest one side's buttons may be, in points.
    static let maximumWidth: CGFloat = 160

    private var leading: (host: DropDownSheetBarHostingController<AnyView>, item: UIBarButtonItem)?
    private var trailing: (host: DropDownSheetBarHostingController<AnyView>, item: UIBarButtonItem)?

    /// Shows `views` on `item`'s bar, each side's views passed through `decorate` (the sheet and
    /// the objects in their environment).
    func show(_ views: DropDownSheetBarButtonViews?, in item: DropDownSheetBarItem, decorate: (AnyView) -> AnyView) {
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

    private func side(_ view: AnyView?, existing: (host: DropDownSheetBarHostingController<AnyView>, item: UIBarButtonItem)?,
                      decorate: (AnyView) -> AnyView) -> (host: DropDownSheetBarHostingController<AnyView>, item: UIBarButtonItem)? {
        guard let view else { return nil }
        let root = decorate(view)
        let side: (host: DropDownSheetBarHostingController<AnyView>, item: UIBarButtonItem)
        if let existing {
            existing.host.rootView = root
            side = existing
        } else {
            let host = DropDownSheetBarHostingController(rootView: root)
            host.view.backgroundColor = .clear
            if #available(iOS 16.0, *) { host.sizingOptions = .intrinsicContentSize }
            if #available(iOS 16.4, *) { host.safeAreaRegions = [] }
            side = (host, UIBarButtonItem(customView: host.view))
        }
        // Its own width, at most ``maximumWidth`` (a finite proposal: a `Spacer` or a
        // `.frame(maxWidth: .infinity)` inside takes that much, never an infinite width), the bar's
        // usual height tall (set only when it changed: a new size lays the hosting view out).
        let fitted = side.host.sizeThatFits(in: CGSize(width: Self.maximumWidth, height: 44))
        let size = CGSize(width: min(ceil(fitted.width), Self.maximumWidth), height: 44)
        if side.host.view.bounds.size != size { side.host.view.bounds.size = size }
        return side
    }
}
#endif
