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
        buttonObservations.forEach { $0.invalidate() }
        buttonObservations = []
        leadingItems = leading
        trailingItems = trailing
        leadingButtons = leading.filter { !Self.isHidden($0) }.map(makeButton(for:))
        trailingButtons = trailing.filter { !Self.isHidden($0) }.map(makeButton(for:))
        for view in leadingButtons + trailingButtons {
            if !(view is DropDownSheetBarButton) { framesBeforeTheBar[ObjectIdentifier(view)] = view.frame }
            putIn(view) { foregroundView.addSubview($0) }
        }
        for item in leading + trailing { observeShape(of: item) }
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

    /// Follows what changes which views the bar has or their widths: an item hidden or shown
    /// (iOS 16), given a custom view, or a width.
    private func observeShape(of item: UIBarButtonItem) {
        let rebuild: @Sendable (UIBarButtonItem) -> Void = { [weak self] _ in
            // After the change, outside the observation's own callback.
            Task { @MainActor [weak self] in
                guard let self else { return }
                self.rebuildButtons(leading: self.leadingItems, trailing: self.trailingItems)
                self.shownButtonsDidChange?()
            }
        }
        buttonObservations += [
            item.observe(\.customView) { item, _ in rebuild(item) },
            item.observe(\.width) { item, _ in rebuild(item) },
        ]
        if #available(iOS 16.0, *) { buttonObservations.append(item.observe(\.isHidden) { item, _ in rebuild(item) }) }
    }

    /// The view for a bar button item: its custom view, or a button drawn from it that stays in
    /// step with it (image, title, enabled, selected, tint and menu are observed; its VoiceOver
    /// words are read from the item whenever VoiceOver asks). A change lays the bar out again only
    /// when the button's width changed, and never says the bar's words again (a play button
    /// turning into a pause button every few seconds costs one button's update).
    private func makeButton(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        let button = DropDownSheetBarButton(item: item)
        let refresh: @Sendable (UIBarButtonItem) -> Void = { [weak self, weak button] _ in
            runOnMainActorIfMainThread(fallback: ()) {
                guard let self, let button else { return }
                let widthBefore = Self.width(of: button)
                button.configure()
                if Self.width(of: button) != widthBefore { self.setNeedsLayout() }
            }
        }
        buttonObservations += [
            item.observe(\.image) { item, _ in refresh(item) },
            item.observe(\.title) { item, _ in refresh(item) },
            item.observe(\.isEnabled) { item, _ in refresh(item) },
            item.observe(\.tintColor) { item, _ in refresh(item) },
            item.observe(\.menu) { item, _ in refresh(item) },
            item.observe(\.primaryAction) { item, _ in refresh(item) },
            item.observe(\.isSelected) { item, _ in refresh(item) },
        ]
        return button
    }
}

extension CGRect {
    init(_ rect: DropDownSheetRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
#endif
