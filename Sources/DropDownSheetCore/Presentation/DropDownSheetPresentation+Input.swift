extension DropDownSheetPresentation {
    /// Everything a shell tells the presentation: one case per kind of input. Pass each to
    /// ``DropDownSheetPresentation/handle(_:at:)`` with the time it happened.
    public enum Input: Sendable, Hashable {
        /// Presents sheet `id` in `role` to `to` (`.expanded` or `.minimized`), from below the
        /// screen. A sheet already presented in the same role moves to `to` instead (taking
        /// `configuration` if one is given). `configuration`
        /// nil uses the one given earlier with ``Input/configure(_:_:animated:)`` for this identifier, or
        /// the presentation's default.
        case present(DropDownSheetIdentifier, role: DropDownSheetRole = .draft, to: DropDownSheetState = .expanded,
                     configuration: DropDownSheetConfiguration? = nil, animated: Bool = true)
        /// Expands a presented sheet in code; the one that was expanded minimizes.
        case expand(DropDownSheetIdentifier, animated: Bool = true)
        /// Minimizes a presented sheet in code.
        case minimize(DropDownSheetIdentifier, animated: Bool = true)
        /// Moves a presented sheet in code to `detent`: one of the app's detents
        /// (``DropDownSheetConfiguration/detents``) or a built-in one, as ``expand(_:animated:)``
        /// (a raised detent: the sheet that was raised minimizes), ``minimize(_:animated:)`` or
        /// ``dismiss(_:animated:)`` do. A detent the sheet does not have is ignored and reported
        /// (``DropDownSheetInputCorrection/invalidTarget``).
        case moveToDetent(DropDownSheetIdentifier, DropDownSheetDetent.Identifier, animated: Bool = true)
        /// Dismisses a presented sheet in code. Never vetoed.
        case dismiss(DropDownSheetIdentifier, animated: Bool = true)
        /// Dismisses every sheet in code (the presenting screen went away). Never vetoed.
        case dismissAll(animated: Bool = true)
        /// The platform ended the modal presentation without the shell asking (UIKit: a
        /// `dismiss(animated:)` that reached the library's container: the content's own, SwiftUI's
        /// `dismiss` action inside it, or the app dismissing what the screen underneath presents on
        /// a deep link, a notification tap or a logout). The sheet that presentation stood for, the
        /// one expanded or on its way there, is closed through its veto, since no one can tell
        /// whose call it was: dismissed if the app allows it; back to its bar with
        /// `didAttemptToDismiss` if the app vetoes it; back to its bar if it is not dismissible. It
        /// never stays expanded, and the other sheets stay as they are. Send the app's veto for
        /// such a dismissal (``dismissalVeto(_:isVetoed:)``) first: the delegate's explicit veto
        /// only, not `isModalInPresentation`, which UIKit applies to interactive dismissals alone
        /// (a compose screen's Send calling `dismiss(animated:)` with text in it closes).
        case modalPresentationDismissed(animated: Bool = true)
        /// Closes a sheet as the user would (VoiceOver's Close action, the chooser's close button, a
        /// close control that should respect the veto): through its veto; a sheet the user may
        /// not dismiss (vetoed, or not dismissible) returns to its bar and its delegate hears
        /// `didAttemptToDismiss`.
        case close(DropDownSheetIdentifier)
        /// The app's answer to "may the user dismiss this sheet?" (`false` for a draft with
        /// unsaved text). Kept per identifier, also for a sheet not presented yet. Send it before
        /// a touch-down, a tap or a close that may reach the sheet. Default: not vetoed.
        case dismissalVeto(DropDownSheetIdentifier, isVetoed: Bool)
        /// A sheet's configuration. For a sheet not presented it is kept for its next
        /// presentation. A draft's `maximumSheetCount` becomes the presentation's maximum.
        case configure(DropDownSheetIdentifier, DropDownSheetConfiguration, animated: Bool = true)
        /// The container all sheets live in (size, safe area, bottom bar, keyboard, Reduce
        /// Motion, text size): animated for the keyboard, at once for a rotation. `timing`, for an
        /// animated change that follows an animation of the platform's on the bottom bar (iOS
        /// 26's tab bar minimizing, a toolbar sliding in): the sheets' rest places glide with its
        /// begin time, duration and curve, frame by frame with the bar
        /// (``DropDownSheetLayoutTiming``). Default nil: the library's own glide.
        case layout(DropDownSheetContainer, animated: Bool = true, timing: DropDownSheetLayoutTiming? = nil)
        /// A finger touched down at a point (container coordinates, points). `sheet`: the sheet
        /// the finger landed on, as ``DropDownSheetPresentation/hitTest(x:y:)`` answered when it
        /// landed; a shell that begins the drag later than the landing (on the finger's first
        /// move) passes it, so the finger stays with the sheet it landed on even if another sheet
        /// has moved under it since; a sheet no longer presented takes nothing. Default nil: the
        /// touch landed now, and the sheet under `(x, y)` takes it.
        case touchDown(x: Double, y: Double, sheet: DropDownSheetIdentifier? = nil)
        /// The finger moved to `y`.
        case touchMove(y: Double)
        /// The finger lifted at `y` (nil: where it last was) with `velocity` in points per second,
        /// positive downward (nil: estimated from its moves).
        case touchUp(y: Double? = nil, velocity: Double? = nil)
        /// The system cancelled the touch.
        case touchCancel
        /// A tap (a touch that lifted without dragging, not on a control of the content) that
        /// landed at a point. `sheet`: the sheet it landed on, as for
        /// ``touchDown(x:y:sheet:)``; default nil: the sheet under `(x, y)` now.
        case tap(x: Double, y: Double, sheet: DropDownSheetIdentifier? = nil)
        /// A display frame.
        case tick
        /// VoiceOver's escape gesture (two-finger Z).
        case accessibilityEscape
        /// The user picked something in the chooser.
        case chooserChoice(DropDownSheetChooserChoice)
        /// Brings back saved drafts: each presented in the snapshot's order, the expanded one
        /// expanded and the others minimized, with the configuration given for it with
        /// `configure` (or the default). With no draft presented the drafts become the saved ones
        /// exactly (order and maximum); otherwise they join, the maximum raised to at least the
        /// saved one, a draft already presented moving to its saved state.
        case restore(DropDownSheetStackSnapshot, animated: Bool = true)
    }

    /// What the shell must do, in the order given. See ``DropDownSheetPresentation/handle(_:at:)``.
    public enum Effect: Sendable, Hashable {
        /// A sheet joined the presentation: create its card and add its content. Comes before
        /// every other effect of that sheet.
        case sheetAdded(DropDownSheetIdentifier, role: DropDownSheetRole)
        /// A sheet left the presentation (after its `didMove(.dismissed)`): remove its card and
        /// content.
        case sheetRemoved(DropDownSheetIdentifier)
        /// The answer to a ``Input/present(_:role:to:configuration:animated:)``.
        case presentResult(DropDownSheetIdentifier, DropDownSheetPresentResult)
        /// An event for the sheet's delegate, in order.
        case event(DropDownSheetIdentifier, DropDownSheetEvent)
        /// An input to the presentation as a whole was corrected (a time, a container); for
        /// diagnostics.
        case inputCorrected(DropDownSheetInputCorrection)
        /// Play the light snap haptic for the sheet (the user let go and it snaps somewhere new;
        /// only when its configuration enables haptics).
        case haptic(DropDownSheetIdentifier)
        /// Remember, restore or forget the first responder inside the sheet. Comes before the
        /// ``event(_:_:)`` it follows from.
        case responder(DropDownSheetIdentifier, DropDownSheetKeyboard.ResponderAction)
        /// Move VoiceOver's focus.
        case accessibilityFocus(DropDownSheetAccessibilityFocus)
        /// Post a spoken announcement, worded by the shell from its localised catalogs.
        case announce(DropDownSheetAnnouncement)
        /// Show the chooser of minimized drafts (top first), to reopen or close one; answer
        /// with ``Input/chooserChoice(_:)``.
        case showChooser([DropDownSheetIdentifier])
        /// The sheet's card came in front of the others (``DropDownSheetPresentation/zOrder``).
        case broughtToFront(DropDownSheetIdentifier)
        /// A ``Input/restore(_:animated:)`` found a snapshot that cannot be a stack; nothing was presented.
        case restoreFailed(DropDownSheetStackSnapshotError)
        /// ``DropDownSheetPresentation/wantsModalPresentation`` changed during this input.
        case modalPresentationChanged(Bool)
        /// ``DropDownSheetPresentation/underneathInset`` changed during this input (a sheet set off,
        /// the layout or a configuration changed; never on a frame): add the new
        /// ``DropDownSheetUnderneathInset/safeAreaBottom`` to the screen underneath's safe area in
        /// place of the old one, with `spring`'s timing (nil: at once), and tell the app.
        case underneathInsetChanged(DropDownSheetUnderneathInset, spring: DropDownSheetSpring?)
        /// The app developer used the API wrongly. The shells assert in debug builds and print a
        /// runtime warning in release builds. Nothing was corrected silently.
        case misuse(DropDownSheetMisuse)
    }
}

/// What became of a request to present a sheet.
public enum DropDownSheetPresentResult: Sendable, Hashable {
    /// The sheet is the first one: the presentation begins.
    case presented
    /// The sheet joined sheets already presented.
    case joined
    /// The sheet was already presented: it moves to the requested state.
    case moved
    /// Nothing changed, for this reason.
    case refused(DropDownSheetPresentRefusal)

    /// Whether the sheet is presented now (anything but ``refused(_:)``).
    public var isPresented: Bool {
        if case .refused = self { return false }
        return true
    }
}

/// Why a sheet was not presented.
public enum DropDownSheetPresentRefusal: String, Sendable, Hashable, CaseIterable, Error {
    /// As many drafts as the maximum are presented already. No draft is ever discarded to make
    /// room: the app can ask the user to finish or close one.
    case stackFull
    /// Another accessory is presented; there is at most one.
    case accessoryAlreadyPresented
    /// A sheet with this identifier is presented in the other role.
    case roleConflict
    /// The identifier is empty (also reported as ``DropDownSheetMisuse/emptyIdentifier``).
    case emptyIdentifier
    /// The target was `.dismissed` (also reported as ``DropDownSheetMisuse/presentToDismissed(_:)``),
    /// or a detent the sheet's configuration does not have (reported as
    /// ``DropDownSheetMisuse/unknownDetent(_:_:)``).
    case invalidTarget
    /// The sheet is presented already. Reported by the UIKit shell for a controller presented
    /// twice (present it again after it was dismissed); the presentation itself moves a presented
    /// sheet to the requested state instead (``DropDownSheetPresentResult/moved``).
    case alreadyPresented
    /// Another sheet with the same identifier is presented in the same presentation. Reported by
    /// the UIKit shell: identifiers are compared by their bytes (``DropDownSheetIdentifier``).
    case identifierInUse
    /// The screen to present from is not in a window (it was never shown, or has left the
    /// screen); try again once it is. Reported by the UIKit shell.
    case presenterNotInWindow
}

/// A mistake in the app's use of the API, reported by the presentation rather than corrected
/// in silence.
public enum DropDownSheetMisuse: Sendable, Hashable {
    /// A sheet was to be presented, or named, with an empty identifier.
    case emptyIdentifier
    /// A sheet was to be presented to `.dismissed`.
    case presentToDismissed(DropDownSheetIdentifier)
    /// A sheet was to be presented, or moved, to a detent its configuration does not have.
    case unknownDetent(DropDownSheetIdentifier, DropDownSheetDetent.Identifier)
    /// The maximum number of drafts was set below the number of drafts presented. The drafts
    /// stay; new ones are refused until there is room.
    case maximumBelowCount(maximum: Int, count: Int)

    /// A sentence for the developer's console (English; never shown to users).
    public var message: String {
        switch self {
        case .emptyIdentifier:
            return "DropDownSheet: a sheet's identifier must not be empty."
        case .presentToDismissed(let id):
            return "DropDownSheet: sheet \"\(id)\" cannot be presented to .dismissed; present it .expanded or .minimized."
        case .unknownDetent(let id, let detent):
            return "DropDownSheet: sheet \"\(id)\" has no detent \"\(detent)\"; add it to the configuration's detents first."
        case .maximumBelowCount(let maximum, let count):
            return "DropDownSheet: maximumSheetCount \(maximum) is below the \(count) drafts presented; none is discarded, new ones are refused until there is room."
        }
    }
}

/// A choice in the chooser of minimized drafts.
public enum DropDownSheetChooserChoice: Sendable, Hashable {
    /// Expand this draft.
    case reopen(DropDownSheetIdentifier)
    /// Close this draft as the user would: through its veto (see
    /// ``DropDownSheetPresentation/Input/close(_:)``).
    case close(DropDownSheetIdentifier)
}

/// Where VoiceOver's focus goes after a move.
public enum DropDownSheetAccessibilityFocus: Sendable, Hashable {
    /// To the content of the expanded sheet (`.screenChanged`).
    case content(DropDownSheetIdentifier)
    /// To this sheet's minimized bar (`.layoutChanged`).
    case bar(DropDownSheetIdentifier)
    /// Back to the screen underneath: no bar is left (`.screenChanged`).
    case screenUnderneath
}

/// A spoken announcement: a key and its numbers. The shell words it from its localised catalogs.
public enum DropDownSheetAnnouncement: Sendable, Hashable {
    /// A draft was closed and `remaining` drafts are still presented (at least 1).
    case draftClosed(remaining: Int)
    /// A new draft was refused: `maximum` drafts are open.
    case draftLimitReached(maximum: Int)
}

/// Where a touch at a point goes, across all sheets.
public enum DropDownSheetPresentationHit: Sendable, Hashable {
    /// To this sheet's card or bar.
    case sheet(DropDownSheetIdentifier)
    /// To this sheet's dimming: absorbed; a tap performs its dimming tap action.
    case dimming(DropDownSheetIdentifier)
    /// To the screen underneath, as if no sheet were there.
    case passthrough

    /// The engine's kind of hit, without the sheet.
    public var kind: DropDownSheetHit {
        switch self {
        case .sheet: return .sheet
        case .dimming: return .dimming
        case .passthrough: return .passthrough
        }
    }

    /// The sheet hit, if any.
    public var identifier: DropDownSheetIdentifier? {
        switch self {
        case .sheet(let id), .dimming(let id): return id
        case .passthrough: return nil
        }
    }
}
