#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// The artwork's flight for a SwiftUI content: the view the bar's image flies into.
@available(iOS 15.0, *)
public extension View {
    /// Marks this view (the player's large artwork) as where the bar's image flies as the sheet
    /// expands, and flies back from as it minimizes: the SwiftUI side of
    /// ``DropDownSheetBarItem/imageTransitionView``, like LNPopupUI's `popupTransitionTarget()`.
    /// Put it on a view inside the sheet's `content:`.
    ///
    /// The library puts a clear view of its own behind this one, with this view's frame, and
    /// names it as the bar item's transition view. During the flight this view is hidden (its
    /// opacity 0) while the library draws the flying image above the card, and shown again when
    /// the sheet rests, so the image never shows twice. The flight's rules are the UIKit one's: not
    /// with Reduce Motion, not when the bar shows no image (set one with
    /// ``SwiftUICore/View/dropDownSheetBarImage(_:contentMode:)`` or
    /// ``SwiftUICore/View/dropDownSheetBarImage(_:)``), not when this view has no size or is
    /// scrolled out of the card. When several views are marked, the last one in the content's view
    /// tree wins (in a `VStack`, the lowest; in a `ZStack`, the front one: the order SwiftUI draws
    /// them), whichever of them SwiftUI updated last; when it leaves, the last of the others does.
    ///
    /// - Parameter cornerRadius: The corner radius the image lands with, in points (the
    ///   artwork's own rounding). Default 0.
    func dropDownSheetBarImageTarget(cornerRadius: CGFloat = 0) -> some View {
        modifier(DropDownSheetBarImageTargetModifier(cornerRadius: cornerRadius))
    }
}

/// Hides the marked view while the library's landing view is hidden for the flight, and puts the
/// landing view behind it.
@available(iOS 15.0, *)
struct DropDownSheetBarImageTargetModifier: ViewModifier {
    let cornerRadius: CGFloat
    @Environment(\.dropDownSheet) private var sheet
    @StateObject private var landing = DropDownSheetFlightLanding()

    func body(content: Content) -> some View {
        content
            .opacity(landing.isHidden ? 0 : 1)
            .background(DropDownSheetFlightLandingView(landing: landing, cornerRadius: cornerRadius, sheet: sheet))
    }
}

/// Whether the flight hides the marked view now. (Set on the main thread only, by the landing
/// view; not main-actor isolated, so that `@StateObject` can make it before iOS 18's SDK.)
@available(iOS 15.0, *)
final class DropDownSheetFlightLanding: ObservableObject {
    @Published var isHidden = false
}

/// The landing view: clear, untouchable, the marked view's frame; the bar item's
/// ``DropDownSheetBarItem/imageTransitionView``.
@available(iOS 15.0, *)
struct DropDownSheetFlightLandingView: UIViewRepresentable {
    let landing: DropDownSheetFlightLanding
    let cornerRadius: CGFloat
    let sheet: DropDownSheetProxy?

    func makeUIView(context: Context) -> DropDownSheetFlightLandingUIView {
        let view = DropDownSheetFlightLandingUIView()
        view.backgroundColor = .clear
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
        view.landing = landing
        return view
    }

    func updateUIView(_ view: DropDownSheetFlightLandingUIView, context: Context) {
        view.landing = landing
        view.layer.cornerRadius = cornerRadius
        view.content = sheet?.session?.sheet?.contentViewController
        view.nameTheLastTarget()
    }
}

/// Tells the marked view when the flight hides this one (the card sets its `alpha` to 0, and
/// back when the sheet rests).
@available(iOS 15.0, *)
@MainActor
final class DropDownSheetFlightLandingUIView: UIView {
    weak var landing: DropDownSheetFlightLanding?
    /// The content this view is in, whose bar item names the landing view.
    weak var content: UIViewController?

    /// Names as the content's bar item's transition view (held weakly by the item) the last
    /// landing view in the content's view tree, depth first: the order SwiftUI draws the marked
    /// views, so the one named does not hang on which of them SwiftUI updated last.
    func nameTheLastTarget() {
        guard let content, let root = content.viewIfLoaded else { return }
        var last: DropDownSheetFlightLandingUIView?
        func visit(_ view: UIView) {
            if let landing = view as? DropDownSheetFlightLandingUIView { last = landing }
            view.subviews.forEach(visit)
        }
        visit(root)
        let item = content.dropDownSheetBarItem
        if let last {
            if item.imageTransitionView !== last { item.imageTransitionView = last }
        } else if item.imageTransitionView is DropDownSheetFlightLandingUIView {
            item.imageTransitionView = nil
        }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        // Added: it may come after the one named; removed: the last of the others takes over.
        nameTheLastTarget()
    }

    override var alpha: CGFloat {
        didSet {
            let isHidden = alpha == 0
            // Not during a view update: the card's flight runs on the display link's tick.
            if landing?.isHidden != isHidden { landing?.isHidden = isHidden }
        }
    }
}
#endif
