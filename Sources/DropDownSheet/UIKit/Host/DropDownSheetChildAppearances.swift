#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// The appearance calls a library controller that does not forward UIKit's
/// (`shouldAutomaticallyForwardAppearanceMethods` is `false`) makes to its children itself, and
/// where each child is in its appearance: the container with the sheets' contents, and a bar's
/// controller with the controllers shown in the bar. Which calls is the core's
/// (``DropDownSheetCore/DropDownSheetBarAppearance``); this carries them out, as UIKit's
/// documentation of `shouldAutomaticallyForwardAppearanceMethods` asks ("you are responsible for
/// telling the child when its views are going to appear or disappear ... by calling the child
/// view controller's beginAppearanceTransition(_:animated:) and endAppearanceTransition()").
@MainActor
final class DropDownSheetChildAppearances {
    /// Each child's appearance (absent: disappeared).
    private var states: [ObjectIdentifier: DropDownSheetBarAppearance] = [:]

    /// Where `child` is in its appearance.
    func appearance(of child: UIViewController) -> DropDownSheetBarAppearance {
        states[ObjectIdentifier(child)] ?? .disappeared
    }

    /// Takes `child` to `target` with the calls that lead there.
    func set(_ child: UIViewController, to target: DropDownSheetBarAppearance, animated: Bool) {
        let steps = appearance(of: child).steps(to: target)
        states[ObjectIdentifier(child)] = target == .disappeared ? nil : target
        for step in steps {
            switch step {
            case .begin(let isAppearing): child.beginAppearanceTransition(isAppearing, animated: animated)
            case .end: child.endAppearanceTransition()
            }
        }
    }

    /// Their container's appearance became `container`: `children` follow it.
    func follow(_ container: DropDownSheetBarAppearance, children: [UIViewController], animated: Bool) {
        for child in children { set(child, to: appearance(of: child).following(container), animated: animated) }
    }

    /// Puts `child`'s view in with `place`, with the calls of a child arriving in a container
    /// in `container`: `viewWillAppear` before and `viewDidAppear` after while it is on screen,
    /// none while it is off screen.
    func arrive(_ child: UIViewController, in container: DropDownSheetBarAppearance, animated: Bool, place: () -> Void) {
        let (during, after) = DropDownSheetBarAppearance.arriving(in: container)
        set(child, to: during, animated: animated)
        place()
        set(child, to: after, animated: animated)
    }

    /// Takes `child`'s view out with `remove`, with `viewWillDisappear` before and
    /// `viewDidDisappear` after if it was on screen.
    func leave(_ child: UIViewController, animated: Bool, remove: () -> Void) {
        set(child, to: appearance(of: child).leaving, animated: animated)
        remove()
        set(child, to: .disappeared, animated: animated)
    }
}
#endif
