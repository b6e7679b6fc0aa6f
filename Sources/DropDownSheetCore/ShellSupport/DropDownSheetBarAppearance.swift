/// Whether a view controller shown as a sheet's bar (a compact view controller, the SwiftUI
/// `compact:` bar) is appearing, on screen, disappearing or off screen, so that its
/// `viewWillAppear`/`viewDidAppear`/`viewWillDisappear`/`viewDidDisappear` (and SwiftUI's
/// `onAppear`, `onDisappear` and `.task`) follow the bar rather than the card.
///
/// The bar shows while the sheet is minimized and fades into the card as it expands, so:
/// - heading to its bar (`settling(toward: .minimized)`): appearing; resting there: appeared;
/// - heading to expanded, or away after being a bar: disappearing; resting expanded or dismissed:
///   disappeared;
/// - a minimized draft under the top of the stack (not drawn): disappeared;
/// - a finger dragging the sheet changes nothing (a pull of a few points is not a disappearance:
///   the release decides, as it does for the sheet);
/// - a sheet sent away from expanded never showed its bar: it stays disappeared.
///
/// The same four states, and the calls between them, serve the sheets' content controllers,
/// whose appearance follows the library's container (``following(_:)``, ``arriving(in:)``,
/// ``leaving``): the container forwards its own calls to them itself, so that a content that joins,
/// leaves or replaces another gets exactly the calls a content on screen or off it should get.
package enum DropDownSheetBarAppearance: Sendable, Hashable {
    case disappeared, appearing, appeared, disappearing

    /// One call to make on the bar's controller: `beginAppearanceTransition(isAppearing, …)` or
    /// `endAppearanceTransition()`.
    package enum Step: Sendable, Hashable {
        case begin(isAppearing: Bool)
        case end
    }

    /// The bar's appearance for a sheet in `phase` (`isHidden`: not drawn), coming from this one.
    package func next(phase: DropDownSheetPhase, isHidden: Bool) -> DropDownSheetBarAppearance {
        if isHidden { return .disappeared }
        let shown = self == .appeared || self == .appearing
        switch phase {
        case .dragging: return self
        case .resting(.minimized): return .appeared
        case .settling(toward: .minimized): return shown ? self : .appearing
        case .settling: return shown ? .disappearing : self
        case .resting: return .disappeared
        }
    }

    /// The calls that take the bar's controller from this appearance to `target`, in order.
    package func steps(to target: DropDownSheetBarAppearance) -> [Step] {
        guard target != self else { return [] }
        switch target {
        case .appearing: return [.begin(isAppearing: true)]
        case .disappearing: return [.begin(isAppearing: false)]
        case .appeared: return self == .appearing ? [.end] : [.begin(isAppearing: true), .end]
        case .disappeared: return self == .disappearing ? [.end] : [.begin(isAppearing: false), .end]
        }
    }

    /// Whether a controller in this appearance is on screen or on its way there.
    package var isShown: Bool { self == .appearing || self == .appeared }

    /// A content controller's appearance when its container's becomes `container`: appearing and
    /// appeared with it; disappearing only if it was shown (a content never shown does not
    /// disappear); disappeared with it.
    package func following(_ container: DropDownSheetBarAppearance) -> DropDownSheetBarAppearance {
        switch container {
        case .appearing: return self == .appeared ? .appeared : .appearing
        case .appeared: return .appeared
        case .disappearing: return isShown ? .disappearing : self
        case .disappeared: return .disappeared
        }
    }

    /// The appearance a content controller arriving now (its view joining the container's) takes
    /// with its container in `container`, and the one it goes through while its view is put in:
    /// `(during, after)`. Arriving in a container on screen: appearing while its view goes in,
    /// then appeared; in a container appearing: appearing, and appeared with the container; in a
    /// container disappearing or off screen: no call at all (it was never on screen).
    package static func arriving(in container: DropDownSheetBarAppearance) -> (during: DropDownSheetBarAppearance, after: DropDownSheetBarAppearance) {
        let after = DropDownSheetBarAppearance.disappeared.following(container)
        return (after.isShown ? .appearing : .disappeared, after)
    }

    /// The appearance a content controller leaving its container goes through while its view is
    /// taken out (disappearing if it was shown, else unchanged); it is disappeared after.
    package var leaving: DropDownSheetBarAppearance { isShown ? .disappearing : self }
}
