#if canImport(UIKit)
import UIKit

/// A transparent view (alpha 0, not hidden) that tells the container when the view it is placed
/// in leaves its window or comes back (`didMoveToWindow()`, "Tells the view that its window object
/// changed": UIKit tells no one else of a window's root replaced, a presenter's view taken out
/// under a `.fullScreen` presentation, or a presentation's views removed), and, spanning that
/// view, when its safe area changes. Every view the library adds to an app's hierarchy, and why,
/// is listed in docs/presentation-architecture.md ("Every view the library adds to an app's
/// hierarchy"); all of them go when the sheets do, and none goes inside a bar.
///
/// It goes where the view takes subviews (a `UIVisualEffectView` throws when given one of its own:
/// into its `contentView`), appended after the app's. It takes no touches, is not seen by
/// VoiceOver, is never drawn, and never uses Auto Layout (issue 29, finding 4): zero-size, or as
/// large as its view by autoresizing when it listens to that view's safe area
/// (``safeAreaDidChange``). In a scroll view it is zero-size and hears only its window: a scroll
/// view does not pass on to its subviews the safe area it adds to its content inset (a list's
/// cells get no bottom safe area either), so no view inside a list hears a toolbar or tab bar
/// over it (docs/presentation-architecture.md, "What the shell relies on").
@MainActor
final class DropDownSheetScreenSentinel: DropDownSheetUnseenView {
    /// Called after the view moved to a window, or out of one (nil).
    var windowDidChange: ((UIWindow?) -> Void)?
    /// Called when the traits of the view it is in changed (light or dark, text size, size
    /// classes): placed in the screen underneath, it is in that screen's trait hierarchy, which the
    /// overlay is not.
    var traitsDidChange: (() -> Void)?
    /// Called when the safe area of the view it is in changed (`safeAreaInsetsDidChange()`, which
    /// UIKit documents as called "when the safe area of the view changes"): a tab bar controller's
    /// children hear their tab bar grow, shrink or get an accessory this way, a navigation
    /// controller's its toolbar show or hide. Only for a sentinel that spans its view
    /// (``spansItsView``): a zero-size one at the top edge has no bottom safe area to change.
    var safeAreaDidChange: (() -> Void)? {
        didSet { spansItsView = safeAreaDidChange != nil }
    }

    /// Whether the sentinel is as large as the view it is in (resized with it by autoresizing),
    /// so that its safe area is that view's.
    private var spansItsView = false {
        didSet { fitToSuperview() }
    }

    /// Whether it is placed to hear its view's safe area.
    private var listensToSafeArea: Bool {
        spansItsView && superview != nil && !(superview is UIScrollView)
    }

    private func fitToSuperview() {
        autoresizingMask = listensToSafeArea ? [.flexibleWidth, .flexibleHeight] : []
        frame = listensToSafeArea ? superview?.bounds ?? .zero : .zero
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        DropDownSheetTraitObservation.observe(self) { [weak self] in self?.traitsDidChange?() }
    }

    /// Puts the sentinel into `view`, or into the view that takes its subviews (the content view
    /// of a `UIVisualEffectView`), after everything there: appended, not inserted first, since app
    /// code reads `subviews.first` as its own. Does nothing when it is there already.
    func install(in view: UIView) {
        guard !isInstalled(in: view) else { return }
        Self.subviewHost(of: view).addSubview(self)
    }

    /// Whether the sentinel is where ``install(in:)`` puts it for `view`. False once app code took
    /// it out (a screen emptying its root view: `view.subviews.forEach { $0.removeFromSuperview() }`).
    func isInstalled(in view: UIView) -> Bool {
        superview === Self.subviewHost(of: view)
    }

    /// The view that takes the subviews meant for `view`: UIKit documents that a visual effect
    /// view's subviews go into its `contentView` (it throws otherwise); any other view takes them
    /// itself.
    static func subviewHost(of view: UIView) -> UIView {
        (view as? UIVisualEffectView)?.contentView ?? view
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        if listensToSafeArea { safeAreaDidChange?() }
    }

    /// A sentinel that spans its view takes that view's room whenever it is put into a view, by
    /// ``install(in:)`` or by a plain `addSubview` (autoresizing only follows later changes of the
    /// superview's size, so a sentinel added at zero size would stay so, and never hear a bottom
    /// safe area change).
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if spansItsView { fitToSuperview() }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        windowDidChange?(window)
    }

    // Before iOS 17 only: later, trait changes come through registerForTraitChanges.
    @available(iOS, deprecated: 17.0)
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        guard !DropDownSheetTraitObservation.usesTraitSystem else { return }
        traitsDidChange?()
    }
}
#endif
