#if canImport(UIKit)
import UIKit

/// iOS 26's tab bar accessory (`UITabBarController.bottomAccessory`, a `UITabAccessory`; SwiftUI's
/// `tabViewBottomAccessory` makes one too) of the app's own, in the one place that asks which SDK
/// the library is built with for it (`canImport(SwiftUI, _version: 7.0)`: SwiftUI 7 came with the
/// iOS 26 SDK, see ``DropDownSheetGlass``).
///
/// The library never sets an accessory: it reads the app's, so that the bars rest above it (over
/// a full tab bar, the accessory sits above the tab bar; beside a minimized one, it takes the room
/// the bars would go inline into), and both keep their touches.
@MainActor
enum DropDownSheetTabAccessory {
    /// The content view of the bottom accessory `tabs` shows, or nil when it has none (or before
    /// iOS 26).
    static func contentView(of tabs: UITabBarController) -> UIView? {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *) { return tabs.bottomAccessory?.contentView }
        #endif
        return nil
    }

    /// Whether an accessory's content view is laid out inline beside the minimized tab bar: its
    /// trait collection's `tabAccessoryEnvironment` (UIKit sets it on the views of the accessory)
    /// is `.inline`.
    static func isInline(_ contentView: UIView) -> Bool {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *) { return contentView.traitCollection.tabAccessoryEnvironment == .inline }
        #endif
        return false
    }
}
#endif
