#if canImport(UIKit)
import UIKit

/// The words of the drop-down sheets presented from a view controller.
public extension UIViewController {
    /// The words of every drop-down sheet presented from this view controller or from one inside
    /// it (its children, their children): what the sheets are called ("2 Chats") and any VoiceOver
    /// label, hint or action name. A sheet's own ``DropDownSheetController/wording`` wins where it
    /// sets a property; a wording set on an ancestor fills in what this one leaves nil; the
    /// library's words, in the app's language, fill in the rest. Setting it rewords the sheets
    /// presented from here at once. Default nil.
    var dropDownSheetWording: DropDownSheetWording? {
        get { DropDownSheetWordingStore.wordings.object(forKey: self)?.wording }
        set {
            if let newValue {
                DropDownSheetWordingStore.wordings.setObject(DropDownSheetWordingStore.Box(newValue), forKey: self)
            } else {
                DropDownSheetWordingStore.wordings.removeObject(forKey: self)
            }
            for sheet in presentedDropDownSheets { sheet.card?.wordingDidChange() }
        }
    }
}

extension UIViewController {
    /// The wording set on this controller, filled in by its ancestors' (parents, then the
    /// controller that presented the outermost one).
    var inheritedDropDownSheetWording: DropDownSheetWording {
        var wording = DropDownSheetWording()
        var next: UIViewController? = self
        while let controller = next {
            if let own = controller.dropDownSheetWording { wording = wording.merged(over: own) }
            next = controller.parent ?? controller.presentingViewController
        }
        return wording
    }
}

extension DropDownSheetController {
    /// The words in force: the sheet's own, then its presenter's, then (nil properties) the
    /// library's.
    var effectiveWording: DropDownSheetWording {
        guard let source = wordingSource else { return wording }
        return wording.merged(over: source.inheritedDropDownSheetWording)
    }
}

/// Where view controllers' wordings are kept, without keeping the controllers alive.
@MainActor
enum DropDownSheetWordingStore {
    final class Box: NSObject {
        let wording: DropDownSheetWording
        init(_ wording: DropDownSheetWording) { self.wording = wording }
    }

    static let wordings = NSMapTable<UIViewController, Box>.weakToStrongObjects()
}
#endif
