#if canImport(UIKit)
import UIKit

/// Whether the app hid a tab bar controller's tab bar with the API of iOS 18
/// (`UITabBarController.isTabBarHidden`, `setTabBarHidden(_:animated:)`).
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
}
#endif
