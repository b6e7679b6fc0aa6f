#if canImport(UIKit)
import UIKit
import DropDownSheetCore

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

    /// The `tabAccessoryEnvironment` of an accessory's content view (UIKit sets it on the views of
    /// the accessory: `.inline` beside a minimized tab bar, `.regular` above a full one).
    static func environment(of contentView: UIView?) -> DropDownSheetTabBarMinimizing.Accessory {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *), let contentView {
            switch contentView.traitCollection.tabAccessoryEnvironment {
            case .inline: return .inline
            case .regular: return .regular
            default: return .none
            }
        }
        #endif
        return .none
    }

    /// Calls `handler` when UIKit changes the `tabAccessoryEnvironment` of an accessory's content
    /// view (it does as the tab bar minimizes and expands: the documented signal of a minimize),
    /// and returns the registration to give ``stopObserving(_:_:)``; nil before iOS 26.
    static func observeEnvironment(of contentView: UIView, _ handler: @escaping @MainActor () -> Void) -> Any? {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *) {
            return contentView.registerForTraitChanges([UITraitTabAccessoryEnvironment.self]) { (_: UIView, _: UITraitCollection) in handler() }
        }
        #endif
        return nil
    }

    /// Ends an ``observeEnvironment(of:_:)`` registration.
    static func stopObserving(_ contentView: UIView?, _ registration: Any?) {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *), let contentView, let registration = registration as? UITraitChangeRegistration {
            contentView.unregisterForTraitChanges(registration)
        }
        #endif
    }

    /// `tabs.tabBarMinimizeBehavior`, as the core's rule sees it: `.unavailable` before iOS 26.
    static func minimizeBehavior(of tabs: UITabBarController) -> DropDownSheetTabBarMinimizing.Behavior {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *) { return tabs.tabBarMinimizeBehavior == .never ? .never : .mayMinimize }
        #endif
        return .unavailable
    }
}
#endif
