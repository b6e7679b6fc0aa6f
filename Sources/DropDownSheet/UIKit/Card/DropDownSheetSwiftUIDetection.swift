#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// Finds SwiftUI's hosting views among the app's views, by their class and superclasses
/// (``DropDownSheetCore/DropDownSheetHostingViewName``). Read only where a tap on a compact view
/// lands, never per frame.
@MainActor
enum DropDownSheetSwiftUIDetection {
    /// Whether `view`, or one of its ancestors up to `root` (included), is a SwiftUI hosting view.
    static func isInsideHostingView(_ view: UIView, upTo root: UIView) -> Bool {
        var candidate: UIView? = view
        while let current = candidate {
            if isHostingView(current) { return true }
            if current === root { return false }
            candidate = current.superview
        }
        return false
    }

    /// Whether `controller`'s class or one of its superclasses is named as a `UIHostingController`
    /// (generic: its runtime name is a mangling that contains it).
    static func isHostingController(_ controller: UIViewController) -> Bool {
        anyClass(of: controller, below: UIViewController.self, isNamed: DropDownSheetHostingViewName.isHostingController(className:))
    }

    /// Whether `view`'s class or one of its superclasses is SwiftUI's hosting view.
    static func isHostingView(_ view: UIView) -> Bool {
        anyClass(of: view, below: UIView.self, isNamed: DropDownSheetHostingViewName.isHostingView(className:))
    }

    /// Whether `object`'s class, or one of its superclasses below `base`, has a name `isNamed` takes.
    private static func anyClass(of object: AnyObject, below base: AnyClass, isNamed: (String) -> Bool) -> Bool {
        var type: AnyClass? = Swift.type(of: object)
        while let current = type, current != base {
            if isNamed(NSStringFromClass(current)) { return true }
            type = class_getSuperclass(current)
        }
        return false
    }
}
#endif
