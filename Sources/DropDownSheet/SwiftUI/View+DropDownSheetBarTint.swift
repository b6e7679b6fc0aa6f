#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The bar's tint, set from inside the sheet's content.
@available(iOS 15.0, *)
public extension View {
    /// The colour of the sheet's bar's buttons and progress line, for this sheet alone: the
    /// SwiftUI side of ``DropDownSheetBarItem/tintColor``. The bar's SwiftUI buttons
    /// (``SwiftUICore/View/dropDownSheetBarItems(leading:trailing:)``) get it as their `tint`; a
    /// button with a `.tint` of its own keeps it. Set it on the sheet's content, as the other
    /// `dropDownSheetBar…` modifiers; the view nearest the leaves wins. A `compact:` bar is the
    /// app's own view and is not tinted: give it a `.tint` there.
    ///
    /// - Parameter tint: The bar's tint colour. nil: the tint the bar inherits (the app's accent
    ///   colour). Default: nil.
    func dropDownSheetBarTint(_ tint: Color?) -> some View {
        dropDownSheetBar(DropDownSheetBarPreferences(tint: .some(tint)))
    }
}
#endif
