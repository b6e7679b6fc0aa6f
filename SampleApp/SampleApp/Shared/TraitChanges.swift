import UIKit

/// Trait changes in the sample app: UIKit's trait change registration on iOS 17 and later, and
/// `traitCollectionDidChange(_:)` (deprecated in iOS 17) before.
///
/// The registration API exists only in the SDKs of Xcode 15 and later. SwiftUI's module version 5
/// came with those SDKs, so `canImport(SwiftUI, _version: 5.0)` tells them apart from older ones
/// (the iOS 16.5 SDK the package is also checked against), where the old API serves every iOS.
/// The classes that use this keep a `traitCollectionDidChange(_:)` override, marked deprecated in
/// iOS 17 itself, that acts only when ``registers`` is false.
@MainActor
enum TraitChanges {
    /// Whether trait changes come through UIKit's registration (iOS 17 and later, built with a
    /// recent SDK): the `traitCollectionDidChange(_:)` overrides then do nothing.
    static var registers: Bool {
        #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) { return true }
        #endif
        return false
    }

    /// Calls `handler` when `environment`'s text size changes (iOS 17 and later).
    static func observeTextSize<Environment: UITraitChangeObservableCompatible>(of environment: Environment,
                                                                                _ handler: @escaping @MainActor () -> Void) {
        #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) {
            environment.registerForTraitChanges(textSize: handler)
        }
        #endif
    }

    /// Calls `handler` when `view`'s display scale changes (iOS 17 and later).
    static func observeDisplayScale(of view: UIView, _ handler: @escaping @MainActor () -> Void) {
        #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) {
            view.registerForTraitChanges([UITraitDisplayScale.self]) { (_: UIView, _: UITraitCollection) in handler() }
        }
        #endif
    }
}

/// A view or a view controller, whose text size ``TraitChanges`` can follow.
@MainActor
protocol UITraitChangeObservableCompatible: AnyObject {
    #if canImport(SwiftUI, _version: 5.0)
    /// Registers `handler` for changes of the text size.
    @available(iOS 17.0, *)
    func registerForTraitChanges(textSize handler: @escaping @MainActor () -> Void)
    #endif
}

extension UIView: UITraitChangeObservableCompatible {
    #if canImport(SwiftUI, _version: 5.0)
    @available(iOS 17.0, *)
    func registerForTraitChanges(textSize handler: @escaping @MainActor () -> Void) {
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: UIView, _: UITraitCollection) in handler() }
    }
    #endif
}

extension UIViewController: UITraitChangeObservableCompatible {
    #if canImport(SwiftUI, _version: 5.0)
    @available(iOS 17.0, *)
    func registerForTraitChanges(textSize handler: @escaping @MainActor () -> Void) {
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: UIViewController, _: UITraitCollection) in handler() }
    }
    #endif
}
