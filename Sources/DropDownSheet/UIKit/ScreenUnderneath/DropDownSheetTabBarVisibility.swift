#if canImport(UIKit)
import UIKit

/// What the API of iOS 18 says about a tab bar controller's tab bar: whether the app hid it
/// (`UITabBarController.isTabBarHidden`, `setTabBarHidden(_:animated:)`), and whether it has a
/// search tab (`UISearchTab`).
///
/// That API exists only in the SDKs of Xcode 16 and later. This is the one place that asks which
/// SDK the library is built with for it: SwiftUI's module version 6 came with the iOS 18 SDK, so
/// `canImport(SwiftUI, _version: 6.0)` is true with those SDKs and false with older ones (the
/// iOS 16.5 SDK the package's Linux check also builds with), where a tab bar hidden by the app is
/// seen as a hidden view instead.
@MainActor
enum DropDownSheetTabBarVisibility {
    /// Whether `tabs` hides its tab bar because the app asked it to (iOS 18 and later).
    static func isHiddenByApp(_ tabs: UITabBarController) -> Bool {
        #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, *) { return tabs.isTabBarHidden }
        #endif
        return false
    }

    /// Whether `tabs` shows a search tab (a `UISearchTab`, which SwiftUI's search-role `Tab` is
    /// too; iOS 18 and later). On iOS 26 the search tab stands apart at the trailing edge, and stays
    /// there when the tab bar minimizes: the room beside the minimized tab bar is not the
    /// library's, since no documented API gives the search button's frame
    /// (review 20, finding 2). False before iOS 18 and with older SDKs.
    static func hasSearchTab(_ tabs: UITabBarController) -> Bool {
        #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, *) { return tabs.tabs.contains { (tab: UITab) in tab is UISearchTab && !tab.isHidden } }
        #endif
        return false
    }
}
#endif
