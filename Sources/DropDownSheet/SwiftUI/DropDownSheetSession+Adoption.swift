#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import DropDownSheetCore

/// A sheet whose session was torn down while it was on screen (SwiftUI re-created the view
/// carrying the modifier): waiting, until the end of the update that tore the session down, for a
/// new session with its identifier to take it over, with what the old session knew of it (its
/// bar's values and hosts, read from the session kept until then).
@available(iOS 15.0, *)
@MainActor
final class DropDownSheetLeftSheet {
    let sheet: DropDownSheetController
    /// The torn-down session.
    let session: DropDownSheetSession
    /// The old view's `onDismiss`, run if nobody takes the sheet over.
    let onDismiss: (() -> Void)?

    init(sheet: DropDownSheetController, session: DropDownSheetSession, onDismiss: (() -> Void)?) {
        self.sheet = sheet
        self.session = session
        self.onDismiss = onDismiss
    }

    /// The compact bar's hosting controller, if the sheet has one.
    var compactHost: UIViewController? { session.compactHostingController }
}

@available(iOS 15.0, *)
extension DropDownSheetController {
    /// Where the sheet rests or is going (`.dismissed`: leaving, or not presented).
    var destination: DropDownSheetState {
        guard isPresented else { return .dismissed }
        switch phase {
        case .resting(let state), .settling(toward: let state): return state
        case .dragging: return state
        }
    }
}

/// Sessions find each other: by identifier, so that a new one takes over the sheet of the one
/// SwiftUI tore down (the rules are ``DropDownSheetSessionAdoption``'s), and by presenter, so that
/// they share the room the bars take.
@available(iOS 15.0, *)
extension DropDownSheetSession {
    /// A weak reference to a session.
    private struct WeakSession {
        weak var session: DropDownSheetSession?
    }

    /// Every session whose view is in the hierarchy.
    private static var liveSessions: [WeakSession] = []
    /// Sheets left by torn-down sessions, for the rest of the update.
    private static var leftSheets: [DropDownSheetLeftSheet] = []

    static func register(_ session: DropDownSheetSession) {
        liveSessions.removeAll { $0.session == nil }
        liveSessions.append(WeakSession(session: session))
    }

    static func unregister(_ session: DropDownSheetSession) {
        liveSessions.removeAll { $0.session == nil || $0.session === session }
    }

    /// Every anchor presenting from `session`'s presenter takes `inset`: the room the bars take is
    /// the presentation's, so two modifiers on one view (drafts and an item) show the same inset,
    /// whichever of them has a sheet up.
    static func share(_ inset: DropDownSheetUnderneathInset, from session: DropDownSheetSession) {
        let presenter = session.anchor?.presenter
        for other in liveSessions.compactMap(\.session)
        where other === session || (presenter != nil && other.anchor?.presenter === presenter) {
            other.appAround?.take(inset)
        }
    }

    /// Whether a session in the hierarchy has `sheet` as its own.
    static func isOwnedByLiveSession(_ sheet: DropDownSheetController) -> Bool {
        liveSessions.contains { $0.session?.sheet === sheet }
    }

    /// `sheet`, with this session's identifier, as ``DropDownSheetSessionAdoption`` reads it: its
    /// role, where it is going, whether a live session owns it, and whether it shows what this
    /// session would (the same item, a `compact:` bar of the same type), as far as the session
    /// that owns or left it knows.
    func onScreen(_ sheet: DropDownSheetController) -> DropDownSheetSessionAdoption.SheetOnScreen {
        let owner = Self.liveSessions.lazy.compactMap(\.session).first { $0 !== self && $0.sheet === sheet }
            ?? Self.leftSheets.first { $0.sheet === sheet }?.session
        return DropDownSheetSessionAdoption.SheetOnScreen(
            role: sheet.role, destination: sheet.destination, isOwnedByLiveSession: Self.isOwnedByLiveSession(sheet),
            showsTheRequestedItem: owner.map { DropDownSheetSessionAdoption.showsTheSameItem($0.shownIdentity, as: source?.identity) } ?? true,
            hasTheRequestedCompactBar: owner.map { $0.compactType == compactType } ?? true)
    }

    /// This session's view left with `sheet` on screen: a new session waiting to present a sheet
    /// with its identifier takes it now; otherwise it waits for one until the update is over, and is
    /// then dismissed, with `onDismiss`.
    func leave(_ sheet: DropDownSheetController, onDismiss: (() -> Void)?) {
        let left = DropDownSheetLeftSheet(sheet: sheet, session: self, onDismiss: onDismiss)
        Self.leftSheets.append(left)
        for heir in Self.liveSessions.compactMap(\.session) where heir !== self && heir.pendingPresentation != nil {
            heir.adoptLeftSheet(animated: heir.pendingPresentation?.animated ?? true)
            if !Self.leftSheets.contains(where: { $0 === left }) { return }
        }
        // Not taken in this update: the view is gone for good (after the update, so that a new
        // view made later in it can still take the sheet). This session is kept until then, to
        // dismiss the sheet as it dismisses its own (after any transition around it).
        Task { @MainActor [self] in
            guard let index = Self.leftSheets.firstIndex(where: { $0 === left }) else { return }
            Self.leftSheets.remove(at: index)
            dismissWhenPossible(left.sheet, animated: true)
            callOnDismiss(left.onDismiss)
        }
    }

    /// A presentation is waiting: takes over a sheet left with this session's identifier, when
    /// ``DropDownSheetSessionAdoption`` says so, instead of presenting a new one.
    func adoptLeftSheet(animated: Bool) {
        guard let identifier, let source, pendingPresentation != nil,
              let index = Self.leftSheets.firstIndex(where: { $0.sheet.identifier == identifier }) else { return }
        let left = Self.leftSheets[index]
        let onScreen = onScreen(left.sheet)
        let decision = DropDownSheetSessionAdoption.decide(identifier: identifier, role: role,
                                                           requested: source.read(onScreen.destination), onScreen: onScreen)
        guard case let .adopt(sync, action) = decision else { return }
        Self.leftSheets.remove(at: index)
        pendingPresentation = nil
        self.sync = sync
        sheet = left.sheet
        sheetWasPresented = true
        let old = left.session
        barPreferences = old.barPreferences
        barButtons = old.barButtons
        barImage = old.barImage
        isDismissDisabled = old.isDismissDisabled
        isGrabberVisible = old.isGrabberVisible
        barPlacement = old.barPlacement
        // The content's reports name this session's generation from now on.
        contentGeneration += 1
        left.sheet.delegate = self
        didAdopt(left)
        perform(action, animated: animated)
        refreshContent()
    }
}
#endif
