#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// The bar's buttons: a view per bar button item that is not hidden (its custom view, or a
/// ``DropDownSheetBarButton`` drawn from it), kept in step with the items; and how the bar takes
/// in the views that are not its own (an app's custom view, a SwiftUI host) and gives them back.
extension DropDownSheetItemBarView {
    /// Makes the buttons' views for the items of each side.
    /// A custom view is taken as a toolbar takes it (out of the view it was in), and laid out by
    /// the bar; when it leaves the bar, it gets back the frame it had.
    func rebuildButtons(leading: [UIBarButtonItem], trailing: [UIBarButtonItem]) {
        for view in leadingButtons + trailingButtons where view.superview === foregroundView { takeOut(view) }
        // (A view the app took out of the bar itself meanwhile keeps the frame the app gave it.)
        framesBeforeTheBar = [:]
        leadingItems = leading
        trailingItems = trailing
        leadingButtons = leading.filter { !Self.isHidden($0) }.map(makeButton(for:))
        trailingButtons = trailing.filter { !Self.isHidden($0) }.map(makeButton(for:))
        for view in leadingButtons + trailingButtons {
            if !(view is DropDownSheetBarButton) { framesBeforeTheBar[ObjectIdentifier(view)] = view.frame }
            putIn(view) { foregroundView.addSubview($0) }
        }
        appliedLayout = nil
        setNeedsLayout()
    }

    /// Puts `view` in the bar with `place`; the view of a controller of the library's (a SwiftUI
    /// hosting controller) goes in as its controller becomes a child of the bar's controller.
    func putIn(_ view: UIView, place: (UIView) -> Void) {
        if let hosted = view.dropDownSheetBarHostedController, let controller {
            controller.addBarChild(hosted, place: place)
        } else {
            place(view)
        }
    }

    /// Takes `view` out of the bar, its controller (if it is one of the library's) out of the
    /// bar's controller, and an app's custom view gets the frame it had before the bar back.
    func takeOut(_ view: UIView) {
        if let hosted = view.dropDownSheetBarHostedController, hosted.parent === controller, let controller {
            controller.removeBarChild(hosted)
        } else {
            view.removeFromSuperview()
        }
        if let frame = framesBeforeTheBar.removeValue(forKey: ObjectIdentifier(view)) { view.frame = frame }
    }

    /// Whether `item` is hidden (`UIBarButtonItem.isHidden`, iOS 16).
    static func isHidden(_ item: UIBarButtonItem) -> Bool {
        if #available(iOS 16.0, *) { return item.isHidden }
        return false
    }

    /// Whether `views` are the ones `items` ask for: each shown item's custom view, or a button
    /// drawn from it.
    private static func views(_ views: [UIView], match items: [UIBarButtonItem]) -> Bool {
        views.map { ObjectIdentifier(($0 as? DropDownSheetBarButton)?.item ?? $0) }
            == items.filter { !isHidden($0) }.map { ObjectIdentifier($0.customView ?? $0) }
    }

    /// Reads every item again, after the bar item reported a change (the app changes a button
    /// through ``DropDownSheetBarItem``: setting its lists again, or inside
    /// ``DropDownSheetBarItem/update(animated:_:)``). UIKit's classes do not promise key-value
    /// observing of their properties, so nothing is observed. An item hidden or shown, or given
    /// a custom view, builds the buttons again; otherwise each drawn button reads its item and is
    /// written only when the item reads differently, and the bar is laid out again only when a
    /// width changed (a play button turning into a pause button costs one button's update).
    func refreshButtons() {
        guard Self.views(leadingButtons, match: leadingItems), Self.views(trailingButtons, match: trailingItems) else {
            rebuildButtons(leading: leadingItems, trailing: trailingItems)
            shownButtonsDidChange?()
            return
        }
        for case let button as DropDownSheetBarButton in leadingButtons + trailingButtons { button.configure() }
        if (leadingButtons + trailingButtons).map(Self.width(of:)) != laidOutButtonWidths { setNeedsLayout() }
    }

    /// The view for a bar button item: its custom view, or a button drawn from it (its VoiceOver
    /// words are read from the item whenever VoiceOver asks).
    private func makeButton(for item: UIBarButtonItem) -> UIView {
        item.customView ?? DropDownSheetBarButton(item: item)
    }
}

extension CGRect {
    init(_ rect: DropDownSheetRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
#endif
