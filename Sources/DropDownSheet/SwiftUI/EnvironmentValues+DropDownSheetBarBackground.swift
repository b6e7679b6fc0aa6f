#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

@available(iOS 15.0, *)
private struct DropDownSheetBarBackgroundKey: EnvironmentKey {
    static var defaultValue: DropDownSheetBarBackground { .material }
}

@available(iOS 15.0, *)
private struct DropDownSheetBarPlacementKey: EnvironmentKey {
    static var defaultValue: DropDownSheetBarPlacement { .regular }
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
    /// ``SwiftUICore/View/dropDownSheet(state:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:compact:)``
    /// and its siblings, and for the bar's buttons; ``DropDownSheetCore/DropDownSheetBarBackground/material``
    /// elsewhere. Read-only for apps: the library says what the bar is drawn on.
    public internal(set) var dropDownSheetBarBackground: DropDownSheetBarBackground {
        get { self[DropDownSheetBarBackgroundKey.self] }
        set { self[DropDownSheetBarBackgroundKey.self] = newValue }
    }

    /// Where the drop-down sheet's minimized bar is placed, read inside a `compact:` bar with
    /// `@Environment(\.dropDownSheetBarPlacement)`, as a system accessory reads
    /// `tabViewBottomAccessoryPlacement`: ``DropDownSheetCore/DropDownSheetBarPlacement/inline``
    /// while the bar rests inline beside a tab bar that iOS 26 minimized (show less: artwork and
    /// title, one button), ``DropDownSheetCore/DropDownSheetBarPlacement/regular`` otherwise (the
    /// default, and everywhere outside a `compact:` bar). Set by the library for the `compact:`
    /// bar of ``SwiftUICore/View/dropDownSheet(state:onDismiss:configuration:identifier:role:onAttemptToDismiss:content:compact:)``
    /// and its siblings (``DropDownSheetController/barPlacement``). Read-only for apps: the library
    /// says where the bar is.
    public internal(set) var dropDownSheetBarPlacement: DropDownSheetBarPlacement {
        get { self[DropDownSheetBarPlacementKey.self] }
        set { self[DropDownSheetBarPlacementKey.self] = newValue }
    }
}
#endif
