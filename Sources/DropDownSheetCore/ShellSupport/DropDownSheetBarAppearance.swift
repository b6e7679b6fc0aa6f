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
        case .settling(toward: .expanded), .settling(toward: .dismissed): return shown ? .disappearing : self
        case .resting(.expanded), .resting(.dismissed): return .disappeared
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
}
