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
        var type: AnyClass? = Swift.type(of: controller)
        while let current = type, current != UIViewController.self {
            if DropDownSheetHostingViewName.isHostingController(className: NSStringFromClass(current)) { return true }
            type = class_getSuperclass(current)
        }
        return false
    }

    /// Whether `view`'s class or one of its superclasses is SwiftUI's hosting view.
    static func isHostingView(_ view: UIView) -> Bool {
        var type: AnyClass? = Swift.type(of: view)
        while let current = type, current != UIView.self {
            if DropDownSheetHostingViewName.isHostingView(className: NSStringFromClass(current)) { return true }
            type = class_getSuperclass(current)
        }
        return false
    }
}
#endif
