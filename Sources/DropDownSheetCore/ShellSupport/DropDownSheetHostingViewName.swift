/// Which Objective-C class names are SwiftUI's hosting views (a `UIHostingController`'s view, a
/// `_UIHostingView`, generic, so its runtime name is Swift's mangling of the generic class: for
/// example `_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_`). The UIKit shell asks it where a tap on a
/// compact view lands: a tap on SwiftUI's view is SwiftUI's to handle.
package enum DropDownSheetHostingViewName {
    /// Whether `className` names SwiftUI's hosting view (or a class whose name says it is one).
    package static func isHostingView(className: String) -> Bool {
        className.contains("HostingView")
    }

    /// Whether `className` names a `UIHostingController` (generic too: its runtime name is a
    /// mangling that contains it, `_TtGC7SwiftUI19UIHostingController…`), for a controller whose
    /// view is not loaded yet.
    package static func isHostingController(className: String) -> Bool {
        className.contains("UIHostingController")
    }
}
