/// How the running system draws its own bars: what a bar style or background left
/// `.automatic` follows (``DropDownSheetContainer/systemDesign``).
///
/// The UIKit shell reports ``glass`` on iOS 26 and later when the library is built with an SDK
/// that has iOS 26's glass (Xcode 26), unless the app keeps the earlier design with the
/// `UIDesignRequiresCompatibility` key of its Info.plist; ``material`` everywhere else.
public enum DropDownSheetSystemDesign: String, Sendable, Hashable, Codable, CaseIterable {
    /// The design of iOS 15 to 18: bars attached to the bottom edge, over the system's bar
    /// material. The default.
    case material
    /// The design of iOS 26: bars float above the tab bar as glass capsules (`UIGlassEffect`), and
    /// a tab bar may minimize while the user scrolls, its accessory moving inline beside it.
    case glass
}
