/// What a new use of the SwiftUI modifier (a session) decides when it is about to present a sheet
/// with an identifier that a sheet on screen already has.
///
/// SwiftUI re-creates the view carrying the modifier when its identity changes: an `if` on the
/// size class, an `.id(account)` on an ancestor, a route `switch`. The old view's session is torn
/// down and a new one made, in the same update and in either order. Without this rule the new
/// session's sheet is refused (`identifierInUse`) while the old one springs away, and the app's
/// binding is told `.dismissed`: the draft is closed.
///
/// The rules:
/// - **A sheet left behind is adopted** when the new session asks for a sheet with the same
///   identifier and role, and the sheet is still on screen and not leaving: the new session becomes
///   its delegate and gives its content the new views (the same hosting controller, so the
///   content's `@State` survives). Its sync starts from where the sheet is, and the binding's
///   value moves it only if it asks for another state.
/// - **A sheet with that identifier that is leaving** (being dismissed) is waited for; the new
///   sheet is presented once it is gone. Nothing is written to the binding meanwhile.
/// - **A sheet with that identifier and role that another live session owns** is waited for: inside
///   an animated transaction (`withAnimation { route = .inbox }`, an animated `.id` or `if`)
///   SwiftUI keeps a removed view in the hierarchy until its removal transition ends and only then
///   tears its session down, so the new session is made while the old one still owns the sheet.
///   Once the old one is torn down the sheet is left, and adopted as above. Nothing is written to
///   the binding meanwhile. If the owner stays (two modifiers with one identifier at once, the
///   app's mistake), the shell stops waiting after a bounded time (about 2 s) and the
///   presentation is refused as before.
/// - **A sheet with that identifier and another role** is not taken: the presentation is refused.
/// - **A sheet that shows something else** is not taken either: the new view names another item
///   (`item:` with another identity, or `item:` where the old view had `state:` or `isPresented:`,
///   or the reverse), or has a `compact:` bar of another type (or one where the old had none, or
///   the reverse). It goes with its view, and the new sheet is presented once it has left (after
///   its owner lets go of it, while one still owns it). Taking it over would show the new item's
///   content under the old item's sheet, or the new bar in the old bar's hosting controller.
/// - Without an identifier there is nothing to adopt: each presentation has a new one.
///
/// A platform-free value, tested on Linux; the SwiftUI modifier is its only user.
package enum DropDownSheetSessionAdoption: Sendable, Hashable {
    /// A sheet on screen with the identifier the new session asks for.
    package struct SheetOnScreen: Sendable, Hashable {
        /// Its role.
        package var role: DropDownSheetRole
        /// Where it rests or is going (`.dismissed`: it is leaving).
        package var destination: DropDownSheetState
        /// Whether a session that is still in the view hierarchy owns it.
        package var isOwnedByLiveSession: Bool
        /// Whether it shows the item the new session asks for: the same `item:` identity, or no item
        /// in both (``showsTheSameItem(_:as:)``). True when nothing is known of it.
        package var showsTheRequestedItem: Bool
        /// Whether its `compact:` bar is of the type the new session's is, or neither has one.
        /// True when nothing is known of it.
        package var hasTheRequestedCompactBar: Bool

        package init(role: DropDownSheetRole, destination: DropDownSheetState, isOwnedByLiveSession: Bool,
                     showsTheRequestedItem: Bool = true, hasTheRequestedCompactBar: Bool = true) {
            self.role = role
            self.destination = destination
            self.isOwnedByLiveSession = isOwnedByLiveSession
            self.showsTheRequestedItem = showsTheRequestedItem
            self.hasTheRequestedCompactBar = hasTheRequestedCompactBar
        }
    }

    /// Whether a sheet showing the item `shown` (nil: `state:` or `isPresented:`, no item) shows
    /// the item `requested`: the same identity, or no item in both. Unlike a replacement
    /// (``DropDownSheetPresentationRequest/replacesContent(shown:requested:)``), an item where
    /// there was none, or none where there was one, is another content.
    package static func showsTheSameItem<Identity: Equatable>(_ shown: Identity?, as requested: Identity?) -> Bool {
        shown == requested
    }

    /// Take the sheet over: start from `sync` and carry out `action` on it.
    case adopt(sync: DropDownSheetBindingSync, action: DropDownSheetBindingSync.Action)
    /// Wait until the sheet with that identifier is gone (it is leaving, or shows something else
    /// and leaves with its torn-down view), then present a new one.
    case waitForLeavingSheet
    /// Wait, for a bounded time, until the live session that owns the sheet is torn down (its
    /// view's removal transition ends), then take the sheet over.
    case waitForOwner
    /// Present a new sheet (nothing to adopt, or nothing that may be taken).
    case presentNew

    /// The decision for a new session with `identifier` and `role`, whose binding asks for
    /// `requested` (read as if the sheet were where `onScreen` says, so that `isPresented:` without
    /// `isMinimized:` keeps a bar a bar), when `onScreen` has that identifier (nil: none has).
    package static func decide(identifier: String?, role: DropDownSheetRole, requested: DropDownSheetState,
                               onScreen: SheetOnScreen?) -> Self {
        guard identifier != nil, let onScreen, requested != .dismissed else { return .presentNew }
        if onScreen.destination == .dismissed { return .waitForLeavingSheet }
        guard onScreen.role == role else { return .presentNew }
        if onScreen.isOwnedByLiveSession { return .waitForOwner }
        // Another content: it leaves with its view (its owner is gone), the new one comes after.
        guard onScreen.showsTheRequestedItem, onScreen.hasTheRequestedCompactBar else { return .waitForLeavingSheet }
        var sync = DropDownSheetBindingSync(binding: onScreen.destination, destination: onScreen.destination)
        let action = sync.bindingDidChange(to: requested)
        return .adopt(sync: sync, action: action)
    }
}
