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
/// - **A sheet with that identifier that another live session owns** is not taken: two modifiers
///   with one identifier at once are the app's mistake, and the presentation is refused as before.
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

        package init(role: DropDownSheetRole, destination: DropDownSheetState, isOwnedByLiveSession: Bool) {
            self.role = role
            self.destination = destination
            self.isOwnedByLiveSession = isOwnedByLiveSession
        }
    }

    /// Take the sheet over: start from `sync` and carry out `action` on it.
    case adopt(sync: DropDownSheetBindingSync, action: DropDownSheetBindingSync.Action)
    /// Wait until the sheet with that identifier is gone, then present a new one.
    case waitForLeavingSheet
    /// Present a new sheet (nothing to adopt, or nothing that may be taken).
    case presentNew

    /// The decision for a new session with `identifier` and `role`, whose binding asks for
    /// `requested` (read as if the sheet were where `onScreen` says, so that `isPresented:` without
    /// `isMinimized:` keeps a bar a bar), when `onScreen` has that identifier (nil: none has).
    package static func decide(identifier: String?, role: DropDownSheetRole, requested: DropDownSheetState,
                               onScreen: SheetOnScreen?) -> Self {
        guard identifier != nil, let onScreen, requested != .dismissed else { return .presentNew }
        if onScreen.destination == .dismissed { return .waitForLeavingSheet }
        guard !onScreen.isOwnedByLiveSession, onScreen.role == role else { return .presentNew }
        var sync = DropDownSheetBindingSync(binding: onScreen.destination, destination: onScreen.destination)
        let action = sync.bindingDidChange(to: requested)
        return .adopt(sync: sync, action: action)
    }
}
