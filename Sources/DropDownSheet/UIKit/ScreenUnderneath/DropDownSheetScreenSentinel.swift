#if canImport(UIKit)
import UIKit

/// A transparent view (alpha 0, not hidden) that tells the container when the view it is placed in leaves its
/// window or comes back (docs/presentation-architecture.md, "Learning that a screen left").
///
/// UIKit calls `didMoveToWindow()` on every view of a subtree whose root is added to a window or
/// removed from one ("Tells the view that its window object changed"), and it tells no one else:
/// there is no notification for a window's root being replaced, a presenter's view taken out of
/// the window under a `.fullScreen` presentation (and put back after), or a presentation's views
/// removed at the end of its dismissal. So the container places one of these:
///
/// - in the screen underneath's view, the one place that sees all three (the overlay is not inside
///   that view: it must not be scaled with it). It goes where the view takes subviews: a
///   `UIVisualEffectView` throws when given a subview of its own ("add them to the contentView"),
///   so there it goes into `contentView`. Besides it, the library puts into an app's views only
///   what follows the app around the sheets, transparent like it: one ``DropDownSheetLayoutProbe``
///   beside it (to hear of the screen's next layout pass, once), one of these in the view of each
///   controller that receives the bars' inset and of each navigation stack's top controller (to
///   hear of a pop, a push's end or a tab replaced) and of each tab bar controller's selected tab;
///   nothing inside any bar (docs/presentation-architecture.md, "Every view the library adds to
///   an app's hierarchy"); all of them go when the sheets do;
/// - for what the screen underneath presents in the way of an expand, in UIKit's container view of
///   that presentation (not the app's view at all), which UIKit removes when the presentation ends.
///
/// It takes no touches, is not seen by VoiceOver, and is never drawn (alpha 0, not hidden); zero-size,
/// or as large as its view when it listens to that view's safe area (``safeAreaDidChange``). In a
/// scroll view it hears only its window, unless it spans the scroll view's frame
/// (``spansScrollViewFrame``).
@MainActor
final class DropDownSheetScreenSentinel: UIView {
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

    /// Whether, put into a scroll view (a `UITableViewController`'s view at the top of a
    /// navigation stack or as a selected tab), it spans the scroll view's frame: pinned to its
    /// `frameLayoutGuide` ("the untransformed frame rectangle of the scroll view"), the documented
    /// way to keep a view there while the content scrolls, so it hears a toolbar shown over that
    /// list (review of issue 29, B1) or its tab bar change (29b, finding 4). Four constraints in
    /// the app's list, only for the tracker's sentinels; a view
    /// there without them would move with the content, so otherwise it stays zero-size and hears
    /// only its window. Set before it is installed.
    var spansScrollViewFrame = false
    private var pins: [NSLayoutConstraint] = []

    /// Whether it is placed to hear its view's safe area.
    private var listensToSafeArea: Bool {
        spansItsView && superview != nil && (spansScrollViewFrame || !(superview is UIScrollView))
    }

    private func fitToSuperview() {
        NSLayoutConstraint.deactivate(pins)
        pins = []
        if listensToSafeArea, let scrollView = superview as? UIScrollView {
            translatesAutoresizingMaskIntoConstraints = false
            let frameGuide = scrollView.frameLayoutGuide
            pins = [leadingAnchor.constraint(equalTo: frameGuide.leadingAnchor), trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor),
                    topAnchor.constraint(equalTo: frameGuide.topAnchor), bottomAnchor.constraint(equalTo: frameGuide.bottomAnchor)]
            NSLayoutConstraint.activate(pins)
            return
        }
        translatesAutoresizingMaskIntoConstraints = true
        autoresizingMask = listensToSafeArea ? [.flexibleWidth, .flexibleHeight] : []
        frame = listensToSafeArea ? superview?.bounds ?? .zero : .zero
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Transparent, not hidden: UIKit documents safe-area propagation for the views of a
        // hierarchy and says nothing of hidden ones; a view of alpha 0 is not drawn and takes no
        // touches ("ignores views ... with an alpha level less than 0.01", hitTest(_:with:)).
        alpha = 0
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        DropDownSheetTraitObservation.observe(self) { [weak self] in self?.traitsDidChange?() }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Puts the sentinel into `view`, or into the view that takes its subviews (the content view
    /// of a `UIVisualEffectView`), after everything there: appended, not inserted first, since app
    /// code reads `subviews.first` as its own (transparent and touch-free, it covers nothing). Does
    /// nothing when it is there already.
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
