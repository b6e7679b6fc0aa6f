import UIKit

/// The alert shown when a draft or note cannot open because the stack of sheets is full
/// (`DropDownSheetConfiguration.maximumSheetCount`): the library never discards a draft to make
/// room, so the user is asked to finish one first. Present it with `presentAboveDropDownSheet`.
enum StackFullAlert {
    @MainActor
    static func make(maximum: Int) -> UIAlertController {
        let alert = UIAlertController(
            title: "Too Many Drafts",
            message: "You can keep up to \(maximum) drafts and notes open at once. Send, save or close one to start another.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        return alert
    }
}
