/// Where a sheet's minimized bar is placed (``DropDownSheetPresentation/barPlacement(of:)``), as
/// the system tells its own tab bar accessory (UIKit's `UITabAccessory.Environment`, SwiftUI's
/// `TabViewBottomAccessoryPlacement`): a bar laid out for the full width, or squeezed inline
/// beside a tab bar that iOS 26 has minimized (``DropDownSheetMinimizedTabBar``), about 48 points
/// tall and a few hundred wide, where a compact bar shows less (artwork and title, one button).
public enum DropDownSheetBarPlacement: String, Sendable, Hashable, Codable, CaseIterable {
    /// Across the card (attached) or a floating capsule above what it rests on. The default.
    case regular
    /// Inline beside a minimized tab bar, as tall as it.
    case inline
}

extension DropDownSheetPresentation {
    /// Where sheet `id`'s bar is placed now (``DropDownSheetBarPlacement``): ``DropDownSheetBarPlacement/inline``
    /// while its layout puts the bar beside a minimized tab bar (the lowest floating bar; during
    /// the glide, from its half-way point), ``DropDownSheetBarPlacement/regular`` otherwise; nil
    /// when the sheet is not presented. O(1) a sheet, allocates nothing.
    public func barPlacement(of id: DropDownSheetIdentifier) -> DropDownSheetBarPlacement? {
        guard let i = index(of: id) else { return nil }
        return sheets[i].engine.layout.isInline ? .inline : .regular
    }
}
