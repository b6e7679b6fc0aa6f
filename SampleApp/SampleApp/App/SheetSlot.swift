import DropDownSheet
import UIKit

/// Decides which drop-down sheet the tab bar controller presents.
///
/// The music mini player and a compose sheet are both presented from the tab bar controller.
/// That is what makes each bar sit above the tab bar when minimized (a sheet looks for the tab
/// bar of the controller it is presented from) and what makes an expanded sheet scale, round and
/// dim the whole screen underneath. But UIKit lets a controller present one controller at a time,
/// so the two sheets take turns:
///
/// - the mini player is the *resident*: it is shown, minimized, whenever no other sheet needs the
///   tab bar controller;
/// - a compose sheet is a *guest*: when one opens, the mini player steps aside at once (dismissed
///   without animation while the draft springs up; the music keeps playing and the Music tab keeps
///   its play/pause button), and it comes back to its bar when the draft is closed.
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
    private var guest: DropDownSheetController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    /// Sets the sheet shown minimized whenever no guest holds the slot, and shows it now if none
    /// does.
    func setResident(_ sheet: DropDownSheetController) {
        resident = sheet
        showResidentWhenFree()
    }

    /// Presents `sheet` expanded, moving the resident out of the way first. Ignored while another
    /// guest holds the slot: the app shows one draft at a time (see `ComposeCoordinator`).
    func presentGuest(_ sheet: DropDownSheetController) {
        guard guest == nil else { return }
        guest = sheet
        whenSettled { _ in
            guard self.guest === sheet else { return }
            if let resident = self.resident, resident.isPresented {
                resident.dismiss(animated: false) { self.presentGuestWhenFree(sheet) }
            } else {
                self.presentGuestWhenFree(sheet)
            }
        }
    }

    /// Tells the slot that a guest sheet is gone (from `sheet(_:didMoveTo: .dismissed)`): the
    /// resident comes back to its bar.
    func guestDidDismiss(_ sheet: DropDownSheetController) {
        guard guest === sheet else { return }
        guest = nil
        showResidentWhenFree()
    }

    private func presentGuestWhenFree(_ sheet: DropDownSheetController) {
        whenSettled(nothingPresented: true) { presenter in
            guard self.guest === sheet, !sheet.isPresented else { return }
            presenter.presentDropDownSheet(sheet, initialState: .expanded)
        }
    }

    private func showResidentWhenFree() {
        whenSettled(nothingPresented: true) { presenter in
            guard self.guest == nil, let resident = self.resident, !resident.isPresented else { return }
            presenter.presentDropDownSheet(resident, initialState: .minimized)
        }
    }

    /// Runs `work` once the presenter is in a window and no presentation or dismissal is under
    /// way from it (and, with `nothingPresented`, once it presents nothing). A sheet the user
    /// swipes away tells its delegate while UIKit is still finishing the dismissal, and UIKit
    /// refuses to present during a transition, so this waits for it, a frame at a time, for at
    /// most about five seconds.
    private func whenSettled(nothingPresented: Bool = false, attempt: Int = 0,
                             _ work: @escaping @MainActor (UIViewController) -> Void) {
        guard let presenter else { return }
        let presented = presenter.presentedViewController
        let isSettled = presenter.viewIfLoaded?.window != nil
            && presenter.transitionCoordinator == nil
            && presented?.isBeingPresented != true
            && presented?.isBeingDismissed != true
            && (!nothingPresented || presented == nil)
        if isSettled {
            work(presenter)
            return
        }
        guard attempt < 300 else { return }
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: 16_000_000)
            self?.whenSettled(nothingPresented: nothingPresented, attempt: attempt + 1, work)
        }
    }
}
