#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

@available(iOS 15.0, *)
private struct DropDownSheetBarBackgroundKey: EnvironmentKey {
    static var defaultValue: DropDownSheetBarBackground { .material }
}

/// What a drop-down sheet's `compact:` bar and the bar's SwiftUI buttons read about the bar they
/// are drawn in.
@available(iOS 15.0, *)
extension EnvironmentValues {
    /// What the drop-down sheet's minimized bar is drawn on, read inside a `compact:` bar or a
    /// button of ``SwiftUICore/View/dropDownSheetBarItems(leading:trailing:)`` with
    /// `@Environment(\.dropDownSheetBarBackground)`:
    /// ``DropDownSheetCore/DropDownSheetBarBackground/glass`` on iOS 26 (leave the bar's own
    /// background clear and let the glass show), ``DropDownSheetCore/DropDownSheetBarBackground/material``
    /// before it or when the sheet opts out of glass (the bar sits on the sheet's background, as
    /// it always did), ``DropDownSheetCore/DropDownSheetBarBackground/none`` when the
    /// configuration asks the bar to draw its own. Set by the library for the `compact:` bar of
    /// ``SwiftUICore/View/dropDownSheet(state:configuration:identifier:role:onAttemptToDismiss:content:compact:)``
    /// and its siblings, and for the bar's buttons; ``DropDownSheetCore/DropDownSheetBarBackground/material``
    /// elsewhere.
    public var dropDownSheetBarBackground: DropDownSheetBarBackground {
        get { self[DropDownSheetBarBackgroundKey.self] }
        set { self[DropDownSheetBarBackgroundKey.self] = newValue }
    }
}
#endif
