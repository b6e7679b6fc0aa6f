#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import DropDownSheetCore

/// What the content and the `compact:` bar say about the bar, applied to the sheet's bar item and
/// to the hosting views of the bar's SwiftUI buttons, image and compact bar.
@available(iOS 15.0, *)
extension DropDownSheetSession {
    /// The `compact:` bar said how VoiceOver reads it: its hosting view speaks for the bar with
    /// `accessibility`'s label and actions (the card reads them each time VoiceOver asks), as a
    /// UIKit compact view does.
    func setCompactAccessibility(_ accessibility: DropDownSheetCompactAccessibility?) {
        guard let view = compactHostingController?.view else { return }
        view.accessibilityLabel = accessibility?.label
        view.accessibilityCustomActions = accessibility?.actions.map { action in
            UIAccessibilityCustomAction(name: action.name) { _ in
                DropDownSheetCallbackGate.run { action.handler() }
                return true
            }
        }
    }

    /// Gives the bar's buttons `buttons`, with what they read now in their environment.
    func showBarButtons(_ buttons: DropDownSheetBarButtonViews?, in item: DropDownSheetBarItem) {
        barButtonsDecoration = (sync.binding, barBackground)
        barButtons.fallbackTraits = { [weak self] in self?.anchor?.traitCollection }
        let rule = DropDownSheetBarButtonHosts.BarHeightRule(minimizedHeight: configuration.minimizedHeight,
                                                             adjustsForContentSize: configuration.adjustsMinimizedHeightForContentSizeCategory)
        barButtons.show(buttons, in: item, barHeight: rule, decorate: decorateBarButtons)
    }

    /// The content's `dropDownSheetBar…` modifiers said `bar`: the bar item follows. When only the
    /// buttons' views changed (they are made anew by every update of the content), they are given
    /// to their hosts and the bar item's other values are left alone.
    func setBarPreferences(_ bar: DropDownSheetBarPreferences) {
        guard bar != barPreferences else { return }
        var withOldButtons = bar
        withOldButtons.buttons = barPreferences.buttons
        let onlyTheButtonsChanged = withOldButtons == barPreferences
        barPreferences = bar
        guard let item = sheet?.contentViewController.dropDownSheetBarItem else { return }
        guard !onlyTheButtonsChanged else {
            showBarButtons(bar.buttons ?? nil, in: item)
            return
        }
        item.update(animated: true) {
            item.title = bar.title ?? nil
            item.subtitle = bar.subtitle ?? nil
            showImage(bar.image ?? nil, in: item)
            item.progress = bar.progress ?? nil
            item.accessibilityLabel = bar.accessibilityLabel ?? nil
            item.accessibilityHint = bar.accessibilityHint ?? nil
            item.tintColor = (bar.tint ?? nil).map { UIColor($0) }
            showBarButtons(bar.buttons ?? nil, in: item)
        }
    }

    /// Puts `image` on `item`: a `UIImage` as its image, a SwiftUI `Image` drawn by hosting views
    /// (made once per presentation, given the new image after).
    private func showImage(_ image: DropDownSheetBarImageValue?, in item: DropDownSheetBarItem) {
        switch image {
        case .uiImage(let uiImage)?:
            item.imageProvider = nil
            item.image = uiImage
        case let .swiftUI(swiftUIImage, contentMode)?:
            item.image = nil
            if let hosted = barImage {
                hosted.show(swiftUIImage, contentMode: contentMode)
            } else {
                barImage = DropDownSheetHostedBarImage(swiftUIImage, contentMode: contentMode)
            }
            item.imageProvider = barImage
        case nil:
            item.image = nil
            item.imageProvider = nil
        }
    }

    /// The bar's buttons see the sheet and the objects handed over, as the content does, and what
    /// the bar is drawn on, as a `compact:` bar does.
    private var decorateBarButtons: (AnyView) -> AnyView {
        let proxy = proxy, transforms = environmentTransforms, background = barBackground
        let tint = barPreferences.tint ?? nil, placement = barPlacement
        return { view in
            // `.ignoresSafeArea()`: a button in the bar takes no inset (before iOS 16.4 its hosting
            // controller has no `safeAreaRegions`). The bar's tint goes outside the app's views, so
            // a button's own `.tint` wins.
            AnyView(transforms.apply(to: view.environment(\.dropDownSheet, proxy).environment(\.dropDownSheetBarBackground, background))
                .environment(\.dropDownSheetBarPlacement, placement)
                .tint(tint)
                .ignoresSafeArea())
        }
    }
}
#endif
