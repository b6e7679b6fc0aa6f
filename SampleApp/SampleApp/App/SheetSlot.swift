import DropDownSheet
import UIKit

/// Decides which drop-down sheets the tab bar controller presents.
///
/// The music mini player, the Mail tab's drafts and the Notes tab's note are all presented from
/// the tab bar controller. That is what makes each bar sit above the tab bar when minimized (a
/// sheet looks for the tab bar of the controller it is presented from) and what makes an expanded
/// sheet scale, round and dim the whole screen underneath. Sheets presented from one controller
/// share one presentation, as a stack (the library's drafts stack: "3 Drafts", a chooser to
/// reopen or close one), and a mini player does not belong in a stack of drafts, so:
///
/// - the mini player is the *resident*: it is shown, minimized, whenever no other sheet needs the
///   tab bar controller;
/// - drafts and notes are *guests*: when the first one opens, the mini player steps aside at once
///   (dismissed without animation while the draft springs up; the music keeps playing and the
///   Music tab keeps its play/pause button). Guests that follow join the same presentation: the
///   one that was expanded minimizes and the stack grows, up to the configuration's
///   `maximumSheetCount`. The mini player comes back to its bar when the last guest is gone.
///
/// A guest is either a sheet the slot presents (``presentGuest(_:refused:)``, the drafts, and
/// ``restoreGuests(from:sheet:)`` after a relaunch), or one that presents itself (the SwiftUI
/// modifier of the Notes tab), which holds a ``reserve(_:)`` while it is up.
///
/// Why not present the draft above the mini player with `presentAboveDropDownSheet(_:)`? That
/// works for alerts, but for a second sheet its presenting controller would be the mini player's
/// container instead of the tab bar controller: the draft's bar would then cover the tab bar
/// instead of sitting above it, and expanding the draft would scale the mini player's transparent
/// container instead of the inbox. SampleApp/README.md has the details.
@MainActor
final class SheetSlot {
    private weak var presenter: UIViewController?
    private var resident: DropDownSheetController?
    /// Guests the slot presents, in the order they were asked for; presented or waiting.
    private var guests: [DropDownSheetController] = []
    /// Guests that present themselves (and a restoration under way), by a name of the owner's.
    private var reservations: Set<String> = []

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    /// Whether a guest holds the slot (presented, waiting, or reserved).
    var hasGuests: Bool { !guests.isEmpty || !reservations.isEmpty }

    /// Whether one more guest fits in the stack of `maximum` sheets: counts the guests presented
    /// (whoever presented them) and those waiting to be.
    func hasRoomForGuest(maximum: Int) -> Bool {
        let presented = presentedGuests
        let waiting = guests.filter { guest in !presented.contains { $0 === guest } }
        return presented.count + waiting.count < maximum
    }

    /// The guests presented from the tab bar controller, bottom of the stack to top; the resident
    /// is never one.
    var presentedGuests: [DropDownSheetController] {
        guard let presenter else { return [] }
        return presenter.presentedDropDownSheets.filter { $0 !== resident }
    }

    /// The guests' stack as the library would save it, or nil when no guest is presented (the
    /// presentation holds the resident, or nothing).
    var guestStackSnapshot: DropDownSheetStackSnapshot? {
        guard let presenter, let snapshot = presenter.dropDownSheetStackSnapshot,
              !presenter.presentedDropDownSheets.contains(where: { $0 === resident }) else { return nil }
        return snapshot
    }

    /// Presents `viewController` (an alert) above whatever the tab bar controller presents.
    func presentAboveSheets(_ viewController: UIViewController) {
        presenter?.presentAboveDropDownSheet(viewController)
    }

    // MARK: - The resident

    /// Sets the sheet shown minimized whenever no guest holds the slot, and shows it now if none
    /// does.
    func setResident(_ sheet: DropDownSheetController) {
        resident = sheet
        showResidentWhenFree()
    }

    // MARK: - Guests the slot presents

    /// Presents `sheet` expanded, moving the resident out of the way first; with other guests up,
    /// it joins their stack and the one that was expanded minimizes. `refused` runs (and the slot
    /// forgets the sheet) when the stack is full.
    func presentGuest(_ sheet: DropDownSheetController, refused: @escaping @MainActor () -> Void) {
        guard !guests.contains(where: { $0 === sheet }) else { return }
        guests.append(sheet)
        moveResidentAside { [weak self] in
            self?.whenSettled(guestsOnly: true) { presenter in
                guard let self, self.guests.contains(where: { $0 === sheet }), !sheet.isPresented else { return }
                if !presenter.presentDropDownSheet(sheet, initialState: .expanded).isPresented {
                    self.forget(sheet)
                    refused()
                }
            }
        }
    }

    /// Brings back guests saved before a relaunch: once the tab bar controller is free, asks
    /// `sheet` for each identifier of `snapshot` and presents them in their saved order and
    /// states (the library's `restoreDropDownSheets`). `completion` gets the sheets presented.
    func restoreGuests(from snapshot: DropDownSheetStackSnapshot,
                       sheet: @escaping @MainActor (String) -> DropDownSheetController?,
                       completion: @escaping @MainActor ([DropDownSheetController]) -> Void) {
        let token = "restoration"
        reservations.insert(token)
        moveResidentAside { [weak self] in
            self?.whenSettled(guestsOnly: true) { presenter in
                guard let self else { return }
                var made: [DropDownSheetController] = []
                do {
                    try presenter.restoreDropDownSheets(from: snapshot, animated: false) { id in
                        let restored = sheet(id)
                        if let restored { made.append(restored) }
                        return restored
                    }
                } catch {
                    SampleLog.drafts.error("Could not restore the drafts' stack: \(String(describing: error), privacy: .public)")
                }
                let presented = made.filter(\.isPresented)
                self.guests.append(contentsOf: presented)
                self.release(token)
                completion(presented)
            }
        }
    }

    /// Tells the slot that a guest sheet is gone (from `dropDownSheetController(_:didMoveTo: .dismissed)`): after
    /// the last guest, the resident comes back to its bar.
    func guestDidDismiss(_ sheet: DropDownSheetController) {
        forget(sheet)
    }

    // MARK: - Guests that present themselves

    /// Holds the slot for a guest that presents itself (the SwiftUI modifier presents from the
    /// top-most controller, which must then be the tab bar controller or a stack of guests, not
    /// the mini player's presentation): the resident steps aside now. Call before the guest
    /// presents, and ``release(_:)`` once it is dismissed.
    func reserve(_ token: String) {
        reservations.insert(token)
        moveResidentAside {}
    }

    /// Gives up a reservation; after the last guest, the resident comes back to its bar.
    func release(_ token: String) {
        guard reservations.remove(token) != nil else { return }
        if !hasGuests { showResidentWhenFree() }
    }

    // MARK: - Private

    private func forget(_ sheet: DropDownSheetController) {
        let count = guests.count
        guests.removeAll { $0 === sheet }
        if guests.count != count, !hasGuests { showResidentWhenFree() }
    }

    /// Dismisses the resident (at once, no animation) if a guest needs its place, then runs `next`.
    /// If another sheet had already joined the resident's presentation, it stays.
    private func moveResidentAside(then next: @escaping @MainActor () -> Void) {
        whenSettled { _ in
            if self.hasGuests, let resident = self.resident, resident.isPresented {
                resident.dismiss(animated: false) { next() }
            } else {
                next()
            }
        }
    }

    private func showResidentWhenFree() {
        whenSettled(nothingPresented: true) { presenter in
            guard !self.hasGuests, let resident = self.resident, !resident.isPresented else { return }
            presenter.presentDropDownSheet(resident, initialState: .minimized)
        }
    }

    /// Runs `work` once the presenter is in a window and no presentation or dismissal is under
    /// way from it; with `nothingPresented`, once it presents nothing; with `guestsOnly`, once it
    /// presents nothing or a stack of guests (which a new guest joins). A sheet the user swipes
    /// away tells its delegate while UIKit is still finishing the dismissal, and UIKit refuses to
    /// present during a transition, so this waits for it, a frame at a time, for at most about
    /// five seconds.
    private func whenSettled(nothingPresented: Bool = false, guestsOnly: Bool = false, attempt: Int = 0,
                             _ work: @escaping @MainActor (UIViewController) -> Void) {
        guard let presenter else { return }
        let presented = presenter.presentedViewController
        var isSettled = presenter.viewIfLoaded?.window != nil
            && presenter.transitionCoordinator == nil
            && presented?.isBeingPresented != true
            && presented?.isBeingDismissed != true
        if nothingPresented { isSettled = isSettled && presented == nil }
        if guestsOnly, presented != nil {
            let sheets = presenter.presentedDropDownSheets
            isSettled = isSettled && !sheets.isEmpty && !sheets.contains { $0 === resident }
        }
        if isSettled {
            work(presenter)
            return
        }
        guard attempt < 300 else {
            SampleLog.sheets.notice("Gave up waiting for the tab bar controller to be free.")
            return
        }
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: 16_000_000)
            self?.whenSettled(nothingPresented: nothingPresented, guestsOnly: guestsOnly, attempt: attempt + 1, work)
        }
    }
}
