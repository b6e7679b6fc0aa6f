#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The hosting controller of every SwiftUI view the library hosts: the sheet's content, its
/// `compact:` bar, the bar's buttons and its image. What SwiftUI presents from any of them (a
/// `.confirmationDialog`, an `.alert`, a `.sheet`, a `ShareLink`, which SwiftUI presents from the
/// hosting controller) comes from a controller in UIKit's presentation hierarchy, whatever the
/// sheet's state.
///
/// While every sheet rests as a bar, the library's container is not in UIKit's presentation
/// hierarchy (docs/presentation-architecture.md, S4), and UIKit discourages presenting from a
/// controller outside it ("Presenting view controllers on detached view controllers is
/// discouraged"); the screen underneath (the top of what it presents) presents then, above the
/// bars, where ``UIKit/UIViewController/presentAboveDropDownSheet(_:animated:completion:)`` would
/// send it. While a sheet is expanded the container is presented and this controller presents as
/// any child does. Its `presentedViewController` and `dismiss` answer for what it presented that
/// way, so SwiftUI can dismiss it again.
@available(iOS 15.0, *)
@MainActor
class DropDownSheetHostingController<Root: View>: UIHostingController<Root> {
    /// What the screen underneath presents for this controller.
    private weak var presentedFromUnderneath: UIViewController?

    override var presentedViewController: UIViewController? {
        if let own = super.presentedViewController { return own }
        guard let other = presentedFromUnderneath, other.presentingViewController != nil, !other.isBeingDismissed else { return nil }
        return other
    }

    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard super.presentedViewController == nil, var presenter = dropDownSheetOverlayPresenter else {
            super.present(viewControllerToPresent, animated: flag, completion: completion)
            return
        }
        while let next = presenter.presentedViewController, !next.isBeingDismissed { presenter = next }
        presentedFromUnderneath = viewControllerToPresent
        presenter.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard super.presentedViewController == nil, let other = presentedViewController else {
            super.dismiss(animated: flag, completion: completion)
            return
        }
        presentedFromUnderneath = nil
        other.dismiss(animated: flag, completion: completion)
    }
}

/// The hosting controller of a SwiftUI view in a bar (a bar button, the bar's image): a child of
/// the bar's controller while its view is in the bar (``DropDownSheetBarHostedController``), as
/// `UIHostingController`'s documentation asks of a hosting controller whose view is put in another
/// controller's hierarchy. It presents as ``DropDownSheetHostingController`` does, and says when
/// its content's ideal size or its text size changes.
@available(iOS 15.0, *)
@MainActor
final class DropDownSheetBarHostingController<Root: View>: DropDownSheetHostingController<Root>, DropDownSheetBarHostedController {
    /// Called when SwiftUI changes the preferred content size, which it keeps at the content's
    /// ideal size when `sizingOptions` has `.preferredContentSize` (iOS 16): new views, or new
    /// traits (a larger text size), changed the size the view wants.
    var idealSizeDidChange: (() -> Void)?
    /// Called when the controller's text size (`preferredContentSizeCategory`) changes.
    var textSizeDidChange: (() -> Void)?
    /// Whether UIKit's trait registration (iOS 17 and later) calls ``textSizeDidChange``; before,
    /// ``traitCollectionDidChange(_:)`` does.
    var observesTextSizeThroughTraitSystem = false

    override var preferredContentSize: CGSize {
        didSet { if preferredContentSize != oldValue { idealSizeDidChange?() } }
    }

    // Before iOS 17 only: later, the text size comes through registerForTraitChanges
    // (DropDownSheetTraitObservation.observeTextSize).
    @available(iOS, deprecated: 17.0)
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        guard !observesTextSizeThroughTraitSystem,
              previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        textSizeDidChange?()
    }
}
#endif
