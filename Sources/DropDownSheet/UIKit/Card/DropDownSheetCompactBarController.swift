#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// Holds the app's compact view controller (``DropDownSheetController/compactViewController``,
/// or the SwiftUI modifier's `compact:` bar) as a child, inside the library's container, so that
/// UIKit's containment is right (a SwiftUI bar's environment, safe area, presentations and
/// sizing work as in any child), and tells it when the bar appears and disappears.
///
/// The container's own appearance follows the expanded card (UIKit presents it when a sheet
/// expands), which is the opposite of the bar's: so this controller does not forward UIKit's
/// callbacks to the app's controller (`shouldAutomaticallyForwardAppearanceMethods` is `false`)
/// and forwards the bar's instead, as ``DropDownSheetBarAppearance`` decides: `viewWillAppear` as
/// the sheet heads to its bar, `viewDidAppear` when it rests there, `viewWillDisappear` as it
/// heads to the card or away, `viewDidDisappear` when it is there. SwiftUI's `onAppear`,
/// `onDisappear` and `.task` follow.
@MainActor
final class DropDownSheetCompactBarController: UIViewController {
    /// The app's controller.
    let content: UIViewController
    /// Whether the bar takes every tap itself (the SwiftUI modifier's bar, whose taps that no
    /// control takes expand the sheet through SwiftUI): its view is then a control, so the
    /// sheet's own tap-to-expand passes it by.
    let handlesTaps: Bool
    /// Where the app's controller is in its appearance.
    private(set) var appearance = DropDownSheetBarAppearance.disappeared
    /// How many appearance calls were made (tests read it).
    private(set) var appearanceCalls: [DropDownSheetBarAppearance.Step] = []

    init(content: UIViewController, handlesTaps: Bool) {
        self.content = content
        self.handlesTaps = handlesTaps
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func loadView() {
        let root: UIView = handlesTaps ? DropDownSheetTapOwningView() : UIView()
        root.backgroundColor = .clear
        view = root
    }

    /// Makes this controller a child of `host` and the app's controller its child, its view
    /// filling this one's.
    func attach(to host: UIViewController, in superview: UIView) {
        host.addChild(self)
        superview.addSubview(view)
        didMove(toParent: host)
        if content.parent != nil {
            content.willMove(toParent: nil)
            content.view.removeFromSuperview()
            content.removeFromParent()
        }
        addChild(content)
        content.view.frame = view.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    /// Ends the app's controller's appearance and takes both controllers out of the container.
    func detach() {
        setAppearance(.disappeared, animated: false)
        if content.parent === self {
            content.willMove(toParent: nil)
            content.view.removeFromSuperview()
            content.removeFromParent()
        }
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }

    /// Takes the app's controller to `target`, with the appearance calls that lead there.
    func setAppearance(_ target: DropDownSheetBarAppearance, animated: Bool) {
        let steps = appearance.steps(to: target)
        guard !steps.isEmpty else { return }
        appearance = target
        for step in steps {
            appearanceCalls.append(step)
            switch step {
            case .begin(let isAppearing): content.beginAppearanceTransition(isAppearing, animated: animated)
            case .end: content.endAppearanceTransition()
            }
        }
    }
}

/// A bar's root view that is a control, so that the sheet's own tap on the bar (expand) passes
/// it by: the SwiftUI bar expands on a tap through SwiftUI, after the app's buttons had theirs.
final class DropDownSheetTapOwningView: UIControl {}
#endif
