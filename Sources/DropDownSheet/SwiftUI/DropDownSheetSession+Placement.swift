#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// Where the bar is placed reaches every SwiftUI view that draws or describes it: the `compact:`
/// bar, the content that sets the bar item (its subtitle, its buttons), and the bar's buttons.
@available(iOS 15.0, *)
extension DropDownSheetSession {
    /// The bar moved between ``DropDownSheetCore/DropDownSheetBarPlacement/regular`` and
    /// ``DropDownSheetCore/DropDownSheetBarPlacement/inline`` (``barPlacement`` holds the new
    /// one): the content and the `compact:` bar get it (``refreshContent()``), and the bar's
    /// buttons are given their views again with it.
    func barPlacementDidChange() {
        refreshContent()
        guard let item = sheet?.contentViewController.dropDownSheetBarItem, let buttons = barPreferences.buttons ?? nil else { return }
        showBarButtons(buttons, in: item)
    }
}
#endif
