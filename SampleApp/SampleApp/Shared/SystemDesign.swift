import UIKit

/// iOS 26 in the sample app: the tab bar that minimizes while the user scrolls, and the
/// prominent style of a bar button (the "done" style of earlier systems, renamed in iOS 26).
///
/// The iOS 26 API exists only in the SDKs of Xcode 26 and later. SwiftUI's module version 7 came
/// with the iOS 26 SDK, so `canImport(SwiftUI, _version: 7.0)` tells those SDKs from older ones
/// (the iOS 16.5 SDK the package is also checked against), as the library asks it
/// (`DropDownSheetGlass`). This is the one place in the app that asks.
@MainActor
enum SystemDesign {
    /// The style of a bar button that confirms (Send): `.prominent` on iOS 26, `.done` before.
    static var prominentBarButtonStyle: UIBarButtonItem.Style {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *) { return .prominent }
        #endif
        let earlier: any EarlierBarButtonStyles = PreIOS26BarButtonStyles()
        return earlier.done
    }

    /// Lets `tabs`' tab bar minimize while the user scrolls down (`minimizes`) or keeps it at its
    /// full size, on iOS 26; nothing before (the tab bar never minimizes there).
    static func setTabBarMinimizesOnScrollDown(_ tabs: UITabBarController, _ minimizes: Bool) {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *) {
            let behavior: UITabBarController.MinimizeBehavior = minimizes ? .onScrollDown : .never
            if tabs.tabBarMinimizeBehavior != behavior { tabs.tabBarMinimizeBehavior = behavior }
        }
        #endif
    }
}

/// The bar button styles of the systems before iOS 26 (`.done` is deprecated there), reached
/// through a protocol so that a build for iOS 26 and later shows no deprecation warning for a
/// path that runs only before it.
@MainActor
private protocol EarlierBarButtonStyles {
    var done: UIBarButtonItem.Style { get }
}

@MainActor
private struct PreIOS26BarButtonStyles: EarlierBarButtonStyles {
    // Before iOS 26 only: later, `.prominent`.
    @available(iOS, deprecated: 26.0)
    var done: UIBarButtonItem.Style { .done }
}
