/// The `accessibilityIdentifier`s of the library's own views, for UI tests (XCUITest): stable
/// across releases, never shown or spoken to users.
///
/// A UI test target does not link the library: copy the strings, which are documented here, as in
/// `app.descendants(matching: .any).matching(identifier: "DropDownSheet.card")`.
public enum DropDownSheetAccessibilityIdentifier {
    /// Each sheet's card: the minimized bar (then one element, a button labelled with the
    /// content's title) and the expanded card (then a container of the content). Several sheets
    /// have several cards with this identifier: "DropDownSheet.card".
    public static let card = "DropDownSheet.card"
    /// The drafts chooser's list, opened by a tap on a stack of several bars:
    /// "DropDownSheet.chooser".
    public static let chooser = "DropDownSheet.chooser"
    /// The close button on an expanded card
    /// (``DropDownSheetConfiguration/closeButton``): "DropDownSheet.closeButton".
    public static let closeButton = "DropDownSheet.closeButton"
    /// The bar the library draws from a bar item, and its first VoiceOver element (what the bar
    /// is): "DropDownSheet.bar".
    public static let bar = "DropDownSheet.bar"
}
