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
    ///
    /// The controller keeps its wording, and the wording keeps what its closures capture: capture
    /// the controller itself weakly (`[weak self]`), or it keeps itself alive.
    var dropDownSheetWording: DropDownSheetWording? {
        get { (objc_getAssociatedObject(self, DropDownSheetWordingStore.key) as? DropDownSheetWordingStore.Box)?.wording }
        set {
            objc_setAssociatedObject(self, DropDownSheetWordingStore.key, newValue.map(DropDownSheetWordingStore.Box.init),
                                     .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            rewordSheetsInheritingWording()
        }
    }
}

extension UIViewController {
    /// Rewords every sheet whose words this controller's wording reaches: those shown over its
    /// screen, and those shown over the screens it presents (and they present), whose wordings
    /// inherit from it through `presentingViewController`.
    func rewordSheetsInheritingWording() {
        var reworded = Set<ObjectIdentifier>()
        var next: UIViewController? = self
        while let controller = next {
            for sheet in controller.presentedDropDownSheets where reworded.insert(ObjectIdentifier(sheet)).inserted {
                sheet.card?.wordingDidChange()
            }
            next = controller.presentedViewController
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

/// How view controllers keep their wordings: an associated object of the controller, released
/// with it. (Not a weak-to-strong map table, whose values outlive their keys until it resizes.)
@MainActor
enum DropDownSheetWordingStore {
    final class Box: NSObject {
        let wording: DropDownSheetWording
        init(_ wording: DropDownSheetWording) { self.wording = wording }
    }

    /// The associated object's key: a unique address.
    static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
#endif
