#if canImport(UIKit)
import UIKit

/// iOS 26's glass, in the one place that asks which SDK the library is built with for it: how the
/// system draws its bars (``DropDownSheetCore/DropDownSheetSystemDesign``), the glass views
/// (`UIGlassEffect`, `UIGlassContainerEffect`) and their shapes (`UICornerConfiguration`).
///
/// The iOS 26 API exists only in the SDKs of Xcode 26 and later. SwiftUI's module version 7 came
/// with the iOS 26 SDK (the iOS 18 SDK's is 6, the iOS 17 SDK's 5, which
/// `DropDownSheetTraitObservation` asks for the trait system), so
/// `canImport(SwiftUI, _version: 7.0)` is true with the SDKs that have glass and false with older
/// ones, where the library draws the bars of iOS 15 to 18 on every system. (The compiler's version
/// says nothing about the SDK: Swift 6.2 and later build with the iOS 18 SDK too.) At run time,
/// `#available(iOS 26.0, *)` decides as well.
///
/// What UIKit does by itself and what the library does (Reduce Transparency, Increase Contrast,
/// light and dark): UIKit adapts glass to the user's settings itself ("Liquid Glass automatically
/// adapts": frostier and more opaque with Reduce Transparency, a contrasting border and mostly
/// black or white with Increase Contrast, light or dark with the content behind and the
/// appearance), so the library gives glass no colour, no tint and no opacity of its own: a glass
/// view is shown or hidden (or materialized, below), never faded (`UIVisualEffectView`'s
/// documentation: an alpha below 1 on it or a superview breaks the effect), and the card's own background fades in over it as the
/// sheet expands. What the library draws on glass uses the system's dynamic colours (`.label`,
/// `.secondaryLabel`, `.tertiaryLabel`), which UIKit resolves for the appearance and the contrast.
/// Without glass, the bar material (`UIBlurEffect`'s system materials) becomes opaque with Reduce
/// Transparency by itself, and the hairline of a floating capsule is drawn again in `.separator`
/// (which has an increased-contrast variant) whenever the appearance or the contrast changes.
///
/// Glass that appears or disappears where it can be seen (a stack's slivers, as its top bar rises
/// into its card and comes back) materializes and dematerializes, by animating its `effect` to
/// and from nil (``materialize(_:visible:completion:)``), never by showing or hiding it at once.
///
/// Passive glass: the bars' glass is not interactive (`UIGlassEffect.isInteractive` stays false,
/// so pressing a bar gives no glass response). Decided, for reasons in
/// docs/presentation-architecture.md ("Interactive glass: decided against, for now"): the bar's
/// buttons and the card's recognizers take its touches, as on the material.
///
/// Where the bar is: in its glass's `contentView`, in the card (DropDownSheetCard+Glass.swift),
/// since UIKit adapts only what is there to the glass; the bars of several cards do not merge.
@MainActor
enum DropDownSheetGlass {
    /// How the system draws its bars in this build on this system: glass on iOS 26 and later with
    /// an SDK that has it, unless the app keeps the earlier design with the
    /// `UIDesignRequiresCompatibility` key of its Info.plist; the bar material of iOS 15 to 18
    /// everywhere else.
    static var systemDesign: DropDownSheetSystemDesign {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *), !appKeepsEarlierDesign { return .glass }
        #endif
        return .material
    }

    /// Whether the app's Info.plist asks iOS 26 for the design of iOS 18
    /// (`UIDesignRequiresCompatibility`): the system then draws no glass bars, and neither does
    /// the library.
    static let appKeepsEarlierDesign: Bool = (Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool) ?? false

    /// The distance at which two glass slivers of a stack begin to merge, in points: 4.
    static let mergeSpacing: CGFloat = 4

    /// The glass the bars are drawn on (`UIGlassEffect`, the regular style, no tint, not
    /// interactive: see "Passive glass" above), or nil where there is no glass.
    static func makeEffect() -> UIVisualEffect? {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *) { return UIGlassEffect(style: .regular) }
        #endif
        return nil
    }

    /// A view of glass (``makeEffect()``), taking no touches, or nil where there is no glass.
    static func makeGlassView() -> UIVisualEffectView? {
        guard let effect = makeEffect() else { return nil }
        return passive(UIVisualEffectView(effect: effect))
    }

    /// A bar's view of glass (``makeEffect()``), or nil where there is no glass: the bar goes in
    /// its `contentView`, where glass adapts it, and takes its touches there (the effect view
    /// itself is not an element VoiceOver reads; the bar's elements are).
    static func makeBarGlassView() -> UIVisualEffectView? {
        guard let effect = makeEffect() else { return nil }
        let view = UIVisualEffectView(effect: effect)
        view.isAccessibilityElement = false
        return view
    }

    /// How long glass takes to materialize or to dematerialize, in seconds: 0.25, a quick
    /// ease in and out, about as long as the glass a sheet's bar covers takes to pass under it
    /// on an expand (the sheet's spring response is 0.45 s by default).
    static let materializeDuration: TimeInterval = 0.25

    /// Makes `view`'s glass appear or disappear as glass does (WWDC25, "Build a UIKit app with the
    /// new design": glass materializes when its effect view's `effect` is set to a glass effect
    /// inside an animation, and dematerializes when it is set to nil the same way): one animation
    /// of `effect` from what it shows now to the glass (`visible`) or to nil, which a later call
    /// takes over from where it is. Only `effect` is animated: the view's frame and corners are
    /// the caller's, written outside any animation. `completion` runs when the animation ends,
    /// whether or not a later one took over (the caller tells which one is current).
    ///
    /// The animation begins on a later turn of the main actor, never inside the call: a render can
    /// run inside `UIView.performWithoutAnimation`, UIKit's rotation or another animation block
    /// (review of issue 30, finding 6), where an animation begun at once would be suppressed or
    /// take that block's timing. It is queued on the main queue, whose blocks run in the order queued,
    /// so the newest call's animation is begun last and wins.
    static func materialize(_ view: UIVisualEffectView, visible: Bool, completion: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async {
            let effect = visible ? makeEffect() : nil
            UIView.animate(withDuration: materializeDuration, delay: 0,
                           options: [.allowUserInteraction, .beginFromCurrentState, .curveEaseInOut],
                           animations: { view.effect = effect },
                           completion: { _ in completion() })
        }
    }

    /// A container of glass views (`UIGlassContainerEffect`): the glass views in its content view
    /// are drawn together, merging when closer than ``mergeSpacing``, as the system's glass does.
    /// Nil where there is no glass.
    static func makeContainerView() -> UIVisualEffectView? {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *) {
            let effect = UIGlassContainerEffect()
            effect.spacing = mergeSpacing
            return passive(UIVisualEffectView(effect: effect))
        }
        #endif
        return nil
    }

    /// `view`, made to take no touches and to be left out by VoiceOver (the bars' cards take them).
    private static func passive(_ view: UIVisualEffectView) -> UIVisualEffectView {
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
        view.accessibilityElementsHidden = true
        return view
    }

    /// Gives a glass view its shape: its top corners rounded by `top`, its bottom ones by `bottom`
    /// (a capsule, or a card's top edge), with the corner configuration glass is shaped by on
    /// iOS 26; a layer's corner radius elsewhere.
    static func shape(_ view: UIView, top: CGFloat, bottom: CGFloat) {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *) {
            let t = UICornerRadius.fixed(Double(top)), b = UICornerRadius.fixed(Double(bottom))
            view.cornerConfiguration = .corners(topLeftRadius: t, topRightRadius: t, bottomLeftRadius: b, bottomRightRadius: b)
            return
        }
        #endif
        view.layer.cornerCurve = .continuous
        view.layer.cornerRadius = max(top, bottom)
    }

    /// Whether `view` draws glass (its effect is `UIGlassEffect`): what a test reads.
    static func isGlass(_ view: UIView?) -> Bool {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *) { return (view as? UIVisualEffectView)?.effect is UIGlassEffect }
        #endif
        return false
    }

    /// Whether `view` is a glass container (`UIGlassContainerEffect`): what a test reads.
    static func isGlassContainer(_ view: UIView?) -> Bool {
        #if canImport(SwiftUI, _version: 7.0)
        if #available(iOS 26.0, *) { return (view as? UIVisualEffectView)?.effect is UIGlassContainerEffect }
        #endif
        return false
    }
}
#endif
