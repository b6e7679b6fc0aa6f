#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// Holds the app's compact view controller (``DropDownSheetController/compactViewController``,
/// or the SwiftUI modifier's `compact:` bar) as a child, inside the library's container, so that
/// UIKit's containment is right (a SwiftUI bar's environment, safe area, presentations and
/// sizing work as in any child), and tells it when the bar appears and disappears
/// (``DropDownSheetBarController``).
@MainActor
final class DropDownSheetCompactBarController: DropDownSheetBarController {
    /// The app's controller.
    let content: UIViewController
    /// Whether the bar takes every tap itself (the SwiftUI modifier's bar, whose taps that no
    /// control takes expand the sheet through SwiftUI): its view is then a control, so the
    /// sheet's own tap-to-expand passes it by.
    let handlesTaps: Bool

    init(content: UIViewController, handlesTaps: Bool) {
        self.content = content
        self.handlesTaps = handlesTaps
        super.init()
    }

    override func loadView() {
        let root: UIView = handlesTaps ? DropDownSheetTapOwningView() : UIView()
        root.backgroundColor = .clear
        view = root
    }

    /// Makes this controller a child of `host` and the app's controller its child, its view
    /// filling this one's.
    override func attach(to host: UIViewController, in superview: UIView) {
        super.attach(to: host, in: superview)
        addBarChild(content) { [view] contentView in
            contentView.frame = view?.bounds ?? .zero
            contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view?.addSubview(contentView)
        }
    }
}

/// A bar's root view that is a control, so that the sheet's own tap on the bar (expand) passes
/// it by: the SwiftUI bar expands on a tap through SwiftUI, after the app's buttons had theirs.
final class DropDownSheetTapOwningView: UIControl {}
#endif
