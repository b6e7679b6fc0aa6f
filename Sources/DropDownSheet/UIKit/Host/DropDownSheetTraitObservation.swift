#if canImport(UIKit)
import UIKit

/// How the library hears of trait changes and passes traits on: with UIKit's trait system on iOS
/// 17 and later (`registerForTraitChanges`, `traitOverrides`), and with the API that came before it
/// (`traitCollectionDidChange(_:)`, `setOverrideTraitCollection(_:forChild:)`, both deprecated in
/// iOS 17) on iOS 15 and 16.
///
/// The iOS 17 API exists only in the SDKs of Xcode 15 and later. This is the one place that asks
/// which SDK the library is built with, for traits: SwiftUI's module version 5 came with the
/// iOS 17 SDK, so `canImport(SwiftUI, _version: 5.0)` is true with those SDKs and false with older
/// ones (the iOS 16.5 SDK the package's Linux check also builds with), where the old API then
/// serves every iOS version. (The compiler's version tells nothing about the SDK.)
@MainActor
enum DropDownSheetTraitObservation {
    /// Whether this build on this iOS version uses UIKit's trait system of iOS 17 (registrations
    /// and `traitOverrides`) rather than the API before it.
    static var usesTraitSystem: Bool {
        #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) { return true }
        #endif
        return false
    }

    /// Calls `handler` with the previous traits when a trait the library follows changes for
    /// `view`: every trait that changes how colors resolve (UIKit's
    /// `systemTraitsAffectingColorAppearance`: light or dark, Increase Contrast, the user interface
    /// level of an elevated presentation, the active appearance of a window in the background on
    /// iPad...), and the text size, Bold Text, layout direction, size classes and display scale.
    /// Before iOS 17 `traitCollectionDidChange(_:)` heard every change, and the picture of the
    /// screen underneath went stale on none; these are the ones it depends on (issue 21 review,
    /// item 8). Returns `true` when UIKit's registration does it (iOS 17 and later), `false` when
    /// the view's own `traitCollectionDidChange(_:)` must.
    @discardableResult
    static func observe(_ view: UIView, _ handler: @escaping @MainActor (_ previous: UITraitCollection) -> Void) -> Bool {
        #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) {
            view.registerForTraitChanges(followedTraits) { (_: UIView, previous: UITraitCollection) in handler(previous) }
            return true
        }
        #endif
        return false
    }

    /// ``observe(_:_:)`` for a handler that needs no previous traits.
    @discardableResult
    static func observe(_ view: UIView, _ handler: @escaping @MainActor () -> Void) -> Bool {
        observe(view) { (_: UITraitCollection) in handler() }
    }

    /// Calls `handler` when `controller`'s text size changes. Returns `true` when UIKit's
    /// registration does it (iOS 17 and later), `false` when the controller's own
    /// `traitCollectionDidChange(_:)` must.
    @discardableResult
    static func observeTextSize(of controller: UIViewController, _ handler: @escaping @MainActor () -> Void) -> Bool {
        #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) {
            controller.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: UIViewController, _: UITraitCollection) in
                handler()
            }
            return true
        }
        #endif
        return false
    }

    /// Gives `container` and its children `traits` (the screen underneath's) where they differ
    /// from what they inherit, or takes every such override away (`traits` nil), with
    /// `traitOverrides` on iOS 17 and later: light or dark, text size, Bold Text, Increase
    /// Contrast and layout direction. Overrides of the container's own, never the app's: its
    /// contents and bars inherit them. Returns `false` before iOS 17 (or with an older SDK): the
    /// caller uses the older API.
    static func override(_ container: UIViewController, with traits: UITraitCollection?) -> Bool {
        #if canImport(SwiftUI, _version: 5.0)
        if #available(iOS 17.0, *) {
            var overrides = container.traitOverrides
            var changed = false
            guard let traits else {
                for trait in overriddenTraits where overrides.contains(trait) {
                    overrides.remove(trait)
                    changed = true
                }
                if changed { container.traitOverrides = overrides }
                return true
            }
            set(&overrides.userInterfaceStyle, traits.userInterfaceStyle, &changed)
            set(&overrides.preferredContentSizeCategory, traits.preferredContentSizeCategory, &changed)
            set(&overrides.legibilityWeight, traits.legibilityWeight, &changed)
            set(&overrides.accessibilityContrast, traits.accessibilityContrast, &changed)
            set(&overrides.layoutDirection, traits.layoutDirection, &changed)
            if changed { container.traitOverrides = overrides }
            return true
        }
        #endif
        return false
    }

    #if canImport(SwiftUI, _version: 5.0)
    /// The traits ``observe(_:_:)`` follows: UIKit's own list of the system traits that change
    /// colors, and those that change sizes, text and layout. Each once.
    @available(iOS 17.0, *)
    static var followedTraits: [UITrait] {
        let layout: [UITrait] = [UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self,
                                 UITraitLegibilityWeight.self, UITraitAccessibilityContrast.self, UITraitLayoutDirection.self,
                                 UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitDisplayScale.self,
                                 UITraitUserInterfaceLevel.self]
        var seen = Set<ObjectIdentifier>()
        return (UITraitCollection.systemTraitsAffectingColorAppearance + layout).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// The traits ``override(_:with:)`` sets.
    @available(iOS 17.0, *)
    private static var overriddenTraits: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self,
         UITraitAccessibilityContrast.self, UITraitLayoutDirection.self]
    }
    #endif

    /// Writes `value` to `slot` only when it differs, noting the change: an unchanged override
    /// causes no trait update.
    private static func set<Value: Equatable>(_ slot: inout Value, _ value: Value, _ changed: inout Bool) {
        guard slot != value else { return }
        slot = value
        changed = true
    }
}

/// The API before iOS 17 (deprecated there): a parent's override of a child's traits. Reached
/// through ``DropDownSheetLegacyTraitForwarding`` so that building for iOS 17 and later shows no
/// deprecation warning for a path that runs only before iOS 17.
@MainActor
protocol DropDownSheetLegacyTraitForwarding {
    /// Gives `child` of `parent` `traits` (nil: takes the override away).
    func override(_ traits: UITraitCollection?, of child: UIViewController, in parent: UIViewController)
}

/// The iOS 15 and 16 implementation of ``DropDownSheetLegacyTraitForwarding``.
@MainActor
struct DropDownSheetPreIOS17TraitForwarding: DropDownSheetLegacyTraitForwarding {
    // Before iOS 17 only: later, DropDownSheetTraitObservation.override(_:with:).
    @available(iOS, deprecated: 17.0)
    func override(_ traits: UITraitCollection?, of child: UIViewController, in parent: UIViewController) {
        parent.setOverrideTraitCollection(traits, forChild: child)
    }
}
#endif
