#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The completion of ``DropDownSheetProxy/dismiss(animated:completion:)``: held until the sheet
/// being dismissed reports that it has gone, then run through ``DropDownSheetCallbackGate``.
@available(iOS 15.0, *)
extension DropDownSheetSession {
    /// The content asked to dismiss its sheet: the binding takes `.dismissed` and the sheet goes;
    /// `completion` runs once it has gone (at once when no sheet is presented).
    func requestDismissal(animated: Bool, completion: (() -> Void)?) {
        let shown = sheet
        request(.dismissed, animated: animated)
        guard let completion else { return }
        if let shown, shown.isPresented {
            dismissCompletions.append((WeakSheet(shown), completion))
        } else {
            DropDownSheetCallbackGate.run(completion)
        }
    }

    /// `sheet` has gone: the completions waiting for it run (and any whose sheet was freed).
    func finishDismissal(of sheet: DropDownSheetController) {
        guard !dismissCompletions.isEmpty else { return }
        var due: [() -> Void] = []
        dismissCompletions.removeAll { entry in
            guard entry.sheet.sheet == nil || entry.sheet.sheet === sheet else { return false }
            due.append(entry.completion)
            return true
        }
        for completion in due { DropDownSheetCallbackGate.run(completion) }
    }
}
#endif
