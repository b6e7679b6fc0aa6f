#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// A library-owned controller for a sheet's bar, a child of the library's container: the view
/// controllers shown in the bar are its children (UIKit's containment: a view controller's view
/// is put in another's hierarchy only with the other as its parent, as `UIHostingController`'s
/// documentation asks of a hosting controller's view), and their appearance follows the bar.
///
/// The container's own appearance follows the expanded card (UIKit presents it when a sheet
/// expands), which is the opposite of the bar's: so this controller does not forward UIKit's
/// callbacks (`shouldAutomaticallyForwardAppearanceMethods` is `false`; the container does not
/// forward them to it either) and forwards the bar's instead, as
/// ``DropDownSheetCore/DropDownSheetBarAppearance`` decides: `viewWillAppear` as the sheet heads
/// to its bar, `viewDidAppear` when it rests there, `viewWillDisappear` as it heads to the card or
/// away, `viewDidDisappear` when it is there. A child that joins the bar meanwhile gets the calls
/// that take it where the bar is; one that leaves disappears with its view. SwiftUI's `onAppear`,
/// `onDisappear` and `.task` follow.
@MainActor
class DropDownSheetBarController: UIViewController {
    /// Where the bar is in its appearance.
    private(set) var appearance = DropDownSheetBarAppearance.disappeared
    /// The calls made to the children, and where each is.
    let childAppearances = DropDownSheetChildAppearances()

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Makes this controller a child of `host`, its view in `superview`.
    func attach(to host: UIViewController, in superview: UIView) {
        host.addChild(self)
        superview.addSubview(view)
        didMove(toParent: host)
    }

    /// Ends the children's appearance, lets them go and takes this controller out of the
    /// container.
    func detach() {
        setAppearance(.disappeared, animated: false)
        for child in children { removeBarChild(child) }
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }

    /// Makes `child` a child of this controller (taking it from any parent it had), its view put
    /// in with `place`, with the appearance calls that take it where the bar is.
    func addBarChild(_ child: UIViewController, place: (UIView) -> Void) {
        guard child.parent !== self else {
            place(child.view)
            return
        }
        if child.parent != nil {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        addChild(child)
        childAppearances.arrive(child, in: appearance, animated: false) { place(child.view) }
        child.didMove(toParent: self)
    }

    /// Takes `child` out of this controller, its view out of the bar, with its disappearance if
    /// it was on screen.
    func removeBarChild(_ child: UIViewController) {
        guard child.parent === self else { return }
        child.willMove(toParent: nil)
        childAppearances.leave(child, animated: false) { child.view.removeFromSuperview() }
        child.removeFromParent()
    }

    /// Takes the bar to `target`: its children follow, with the calls that lead there.
    func setAppearance(_ target: DropDownSheetBarAppearance, animated: Bool) {
        guard target != appearance else { return }
        appearance = target
        childAppearances.follow(target, children: children, animated: animated)
    }
}

/// The bar drawn from a bar item (``DropDownSheetItemBarView``, this controller's view): the
/// hosting controllers of its SwiftUI buttons and image are its children.
@MainActor
final class DropDownSheetItemBarController: DropDownSheetBarController {
    let bar = DropDownSheetItemBarView()

    override func loadView() {
        view = bar
        bar.controller = self
    }
}

/// A view controller of the library's whose view it shows in a bar (a SwiftUI button's or
/// image's hosting controller): the bar makes it a child of its controller while the view is
/// there. An app's own controller never is.
@MainActor
protocol DropDownSheetBarHostedController: UIViewController {}

extension UIView {
    /// The library's controller whose root view this is, if any (`UIResponder.next`: a view
    /// managed by a view controller answers that controller).
    var dropDownSheetBarHostedController: (UIViewController & DropDownSheetBarHostedController)? {
        next as? UIViewController & DropDownSheetBarHostedController
    }
}
#endif
