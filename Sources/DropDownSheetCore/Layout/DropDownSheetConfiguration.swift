/// What a tap on the dimmed screen around an expanded sheet does.
public enum DropDownSheetDimmingTapAction: String, Sendable, Hashable, CaseIterable, Codable {
    /// Minimizes the sheet to its bar. The default.
    case minimize
    /// Dismisses the sheet, unless the app vetoes the dismissal or the sheet is not
    /// ``DropDownSheetConfiguration/isDismissible`` (then the sheet minimizes and a
    /// ``DropDownSheetEvent/didAttemptToDismiss`` event is sent).
    case dismiss
    /// Does nothing: the dimmed screen only absorbs the touch.
    case none
}

/// The knobs of a drop-down sheet: geometry, the look of the screen underneath, motion and
/// interaction. Every property has a default that matches the system look; change only what you
/// need.
///
/// Values outside their documented range are clamped by the engine (and reported with a
/// ``DropDownSheetEvent/inputCorrected(_:)`` event), never trapped on.
public struct DropDownSheetConfiguration: Sendable, Hashable, Codable {
    /// Whether the user may dismiss the sheet: swipe the minimized bar down, close it (VoiceOver's
    /// Close action, a close button), or tap it away on the dimmed screen. When `false`, the bar
    /// rubber-bands past its resting place and always returns to it, and a close or a tap on the
    /// dimming with ``DropDownSheetDimmingTapAction/dismiss`` minimizes the sheet and sends
    /// ``DropDownSheetEvent/didAttemptToDismiss``; the app can still dismiss the sheet in code.
    /// Default nil: the role decides, a draft may be dismissed and an accessory (a mini player)
    /// may not (``resolved(for:)``). Set `true` to let the user swipe an accessory away.
    public var isDismissible: Bool?

    /// What a tap on the dimmed screen around the expanded sheet does. Default
    /// ``DropDownSheetDimmingTapAction/minimize``.
    public var dimmingTapAction: DropDownSheetDimmingTapAction

    /// Distance in points from the top of the safe area to the expanded card's top edge.
    /// Default 10. Range 0 and up.
    public var expandedTopInset: Double

    /// Height in points of the minimized bar, the part of the sheet that stays on screen, at the
    /// default text size. Default 60. Range 0 and up.
    ///
    /// The bar grows with the user's text size (Dynamic Type): the height in force is this value
    /// times the text's scale (``DropDownSheetContainer/contentSizeScale``, 1 at the default
    /// size), never less than this value and at most 3 times it, so a bar of 60 points is 60 at
    /// the default size and 180 at the largest accessibility sizes. A height the app measured at
    /// the user's text size would be scaled twice: turn
    /// ``adjustsMinimizedHeightForContentSizeCategory`` off for it.
    public var minimizedHeight: Double

    /// Whether ``minimizedHeight`` grows with the user's text size (Dynamic Type), as described
    /// there. `false` uses ``minimizedHeight`` as given, at every text size (a height the app
    /// measured itself). Default `true`.
    public var adjustsMinimizedHeightForContentSizeCategory: Bool

    /// The shape of the minimized bar: attached to the bottom of the screen across the card's
    /// width, or a floating capsule inset from the edges. Default
    /// ``DropDownSheetBarStyle/automatic``, the system's look (``DropDownSheetBarStyle``).
    public var barStyle: DropDownSheetBarStyle

    /// What the minimized bar is drawn on: glass on iOS 26, the bar material before it, or
    /// nothing of the library's (a compact view that draws its own background). Default
    /// ``DropDownSheetBarBackground/automatic``, the system's look; ``DropDownSheetBarBackground/material``
    /// opts the sheet out of glass.
    public var barBackground: DropDownSheetBarBackground

    /// Widest the card and the bar may be, in points; on a wider container (an iPad in regular
    /// width, an iPhone in landscape) they are centred. Default 700; `.infinity` for no limit.
    /// Range 1 and up.
    public var maximumWidth: Double

    /// Radius in points of the card's top corners. Default 10. Range 0 and up.
    public var cornerRadius: Double

    /// Scale of the screen underneath while the sheet is expanded (1 = unchanged). It goes
    /// linearly from 1 at minimized to this value at expanded. Default 0.92. Range 0.5 to 1.
    public var presentingScale: Double

    /// Corner radius in points of the screen underneath while the sheet is expanded, reached
    /// linearly from 0 at minimized. Default 10. Range 0 and up.
    public var presentingCornerRadius: Double

    /// Opacity of the black dimming over the screen underneath while the sheet is expanded,
    /// reached linearly from 0 at minimized. Default 0.2. Range 0 to 1.
    public var dimAlpha: Double

    /// The spring that moves the sheet when no finger holds it. Default response 0.45 s,
    /// damping ratio 1 (no bounce). With Reduce Motion on, a short critically damped spring is
    /// used instead (``DropDownSheetSpring/reducedMotion``).
    public var spring: DropDownSheetSpring

    /// Whether the minimized bar sits above a bottom bar of the screen underneath (a tab bar or
    /// toolbar), like a mini player above the tab bar; when `false` it sits above the home
    /// indicator and covers the bottom bar. Default `true`.
    public var avoidsBottomBar: Bool

    /// Whether the library adds the room this sheet's bar takes to the safe area of the screen
    /// underneath, so that its lists end above the bar instead of under it: the content
    /// controllers above its tab bar or toolbar get the bar's height as additional bottom safe
    /// area (at rest their tab bar or toolbar neither grows nor moves), the change animated with the
    /// sheet's spring. An expanded sheet counts as its bar. `false` opts this sheet out: the app
    /// reads the same number itself (``DropDownSheetUnderneathInset``, from the UIKit layout
    /// guide, the delegate or the SwiftUI environment) and makes room as it likes. Default `true`.
    public var adjustsSafeAreaUnderneath: Bool

    /// A button on the expanded card that minimizes or closes the sheet
    /// (``DropDownSheetCloseButton``). Default ``DropDownSheetCloseButton/none``.
    public var closeButton: DropDownSheetCloseButton

    /// Whether a light haptic plays when the sheet snaps to another state after the user lets
    /// go of it. Default `true`.
    public var isHapticFeedbackEnabled: Bool

    /// The most sheets that may share one presentation (a stack of drafts): presenting one more
    /// is refused, and nothing is discarded to make room. Read from the configuration of the
    /// sheet being presented. Default 5. Range 1 and up. Lowering it below the number of drafts
    /// presented is a misuse (``DropDownSheetMisuse/maximumBelowCount(maximum:count:)``: an
    /// assertion in debug builds, a runtime warning in release builds); the drafts all stay and
    /// new ones are refused until there is room.
    public var maximumSheetCount: Int

    /// Heights between the bar and the full card where the sheet can also rest
    /// (``DropDownSheetDetent``), in any order: the sheet orders them by where they rest. The bar
    /// (``DropDownSheetState/minimized``) and the full card (``DropDownSheetState/expanded``) are
    /// always detents and are not listed. Default empty: the sheet rests at its bar or as the full
    /// card. At most ``DropDownSheetDetent/maximumCount``; a detent with a reserved, empty or
    /// repeated identifier, or a NaN height, is dropped (and reported).
    public var detents: [DropDownSheetDetent]

    /// The highest detent at which the screen underneath stays live, as
    /// `UISheetPresentationController.largestUndimmedDetentIdentifier`: while the sheet rests at it
    /// or below it, the screen underneath is neither scaled, rounded nor dimmed, touches above the
    /// card reach it, and the sheet is not modal (VoiceOver reaches the screen, and nothing is
    /// presented modally). Above it, the dimming, scale and corner radius grow from nothing at this
    /// detent to their full values at the expanded card, and the sheet is modal. Default
    /// ``DropDownSheetState/minimized``: everything above the bar dims, as before detents. An
    /// identifier that names no detent of the sheet is read as the default (and reported);
    /// ``DropDownSheetState/expanded`` means the screen underneath is never dimmed.
    public var largestUndimmedDetent: DropDownSheetDetent.Identifier

    /// Whether a drag on a scroll view in the content moves the sheet up to its top detent before
    /// the content scrolls, as `UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge`:
    /// `true` (the default), below the full card a drag on the list moves the sheet, and the list
    /// scrolls once the card is full; `false`, the list scrolls at every detent, and the sheet
    /// moves only when the list is at its top and the finger pulls down (or the user drags the
    /// card outside the list).
    public var prefersScrollingExpandsWhenScrolledToEdge: Bool

    /// Creates a configuration; every parameter defaults to the value documented on its
    /// property.
    public init(
        isDismissible: Bool? = nil,
        dimmingTapAction: DropDownSheetDimmingTapAction = .minimize,
        expandedTopInset: Double = 10,
        minimizedHeight: Double = 60,
        adjustsMinimizedHeightForContentSizeCategory: Bool = true,
        barStyle: DropDownSheetBarStyle = .automatic,
        barBackground: DropDownSheetBarBackground = .automatic,
        maximumWidth: Double = 700,
        cornerRadius: Double = 10,
        presentingScale: Double = 0.92,
        presentingCornerRadius: Double = 10,
        dimAlpha: Double = 0.2,
        spring: DropDownSheetSpring = .default,
        avoidsBottomBar: Bool = true,
        adjustsSafeAreaUnderneath: Bool = true,
        closeButton: DropDownSheetCloseButton = .none,
        isHapticFeedbackEnabled: Bool = true,
        maximumSheetCount: Int = 5,
        detents: [DropDownSheetDetent] = [],
        largestUndimmedDetent: DropDownSheetDetent.Identifier = .minimized,
        prefersScrollingExpandsWhenScrolledToEdge: Bool = true
    ) {
        self.isDismissible = isDismissible
        self.dimmingTapAction = dimmingTapAction
        self.expandedTopInset = expandedTopInset
        self.minimizedHeight = minimizedHeight
        self.adjustsMinimizedHeightForContentSizeCategory = adjustsMinimizedHeightForContentSizeCategory
        self.barStyle = barStyle
        self.barBackground = barBackground
        self.maximumWidth = maximumWidth
        self.cornerRadius = cornerRadius
        self.presentingScale = presentingScale
        self.presentingCornerRadius = presentingCornerRadius
        self.dimAlpha = dimAlpha
        self.spring = spring
        self.avoidsBottomBar = avoidsBottomBar
        self.adjustsSafeAreaUnderneath = adjustsSafeAreaUnderneath
        self.closeButton = closeButton
        self.isHapticFeedbackEnabled = isHapticFeedbackEnabled
        self.maximumSheetCount = maximumSheetCount
        self.detents = detents
        self.largestUndimmedDetent = largestUndimmedDetent
        self.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
    }

    /// The detent named `identifier` among ``detents``, or nil (also for the built-in ones).
    /// Linear in the number of detents (at most ``DropDownSheetDetent/maximumCount``); allocates
    /// nothing.
    package func detent(_ identifier: DropDownSheetDetent.Identifier) -> DropDownSheetDetent? {
        for d in detents where d.identifier == identifier { return d }
        return nil
    }

    /// Whether a sheet with this configuration can rest at `state`: a built-in state, or one of
    /// ``detents``.
    public func hasDetent(_ state: DropDownSheetState) -> Bool {
        !state.isCustomDetent || detent(state) != nil
    }

    /// Whether the user may dismiss the sheet: ``isDismissible``, or `true` when it is nil (the
    /// default of a sheet that is not an accessory, and of an engine on its own).
    package var allowsUserDismissal: Bool { isDismissible ?? true }

    /// This configuration with the defaults that depend on the sheet's role filled in: an
    /// ``isDismissible`` left nil becomes `true` for a draft and `false` for an accessory (a mini
    /// player is not swiped away unless the app says so). A value the app set is kept.
    public func resolved(for role: DropDownSheetRole) -> DropDownSheetConfiguration {
        guard isDismissible == nil else { return self }
        var c = self
        c.isDismissible = role == .draft
        return c
    }

    /// The same configuration with every number brought into its documented range, and whether
    /// anything had to change.
    package func sanitized() -> (DropDownSheetConfiguration, corrected: Bool) {
        let d = DropDownSheetConfiguration()
        var c = self
        c.expandedTopInset = clamped(expandedTopInset, 0...10_000, else: d.expandedTopInset)
        c.minimizedHeight = clamped(minimizedHeight, 0...10_000, else: d.minimizedHeight)
        c.maximumWidth = clamped(maximumWidth, 1...Double.infinity, else: d.maximumWidth)
        c.cornerRadius = clamped(cornerRadius, 0...10_000, else: d.cornerRadius)
        c.presentingScale = clamped(presentingScale, 0.5...1, else: d.presentingScale)
        c.presentingCornerRadius = clamped(presentingCornerRadius, 0...10_000, else: d.presentingCornerRadius)
        c.dimAlpha = clamped(dimAlpha, 0...1, else: d.dimAlpha)
        c.spring = spring.sanitized()
        c.maximumSheetCount = max(maximumSheetCount, 1)
        if !detents.isEmpty {
            var kept: [DropDownSheetDetent] = []
            for d in detents {
                guard kept.count < DropDownSheetDetent.maximumCount, let clean = d.sanitized(),
                      !kept.contains(where: { $0.identifier == clean.identifier }) else { continue }
                kept.append(clean)
            }
            c.detents = kept
        }
        if !c.hasDetent(largestUndimmedDetent) || largestUndimmedDetent == .dismissed { c.largestUndimmedDetent = .minimized }
        // A NaN in `self` makes the two unequal, as it should: it was corrected.
        return (c, c != self)
    }
}

/// `value` clamped into `range`; `fallback` when it is NaN.
@inline(__always)
func clamped(_ value: Double, _ range: ClosedRange<Double>, else fallback: Double) -> Double {
    value.isNaN ? fallback : Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
}

extension DropDownSheetConfiguration {
    private enum CodingKeys: String, CodingKey {
        case isDismissible, dimmingTapAction, expandedTopInset, minimizedHeight
        case adjustsMinimizedHeightForContentSizeCategory, barStyle, barBackground, maximumWidth, cornerRadius
        case presentingScale, presentingCornerRadius, dimAlpha, spring, avoidsBottomBar, adjustsSafeAreaUnderneath, closeButton
        case isHapticFeedbackEnabled, maximumSheetCount, detents, largestUndimmedDetent
        case prefersScrollingExpandsWhenScrolledToEdge
    }

    /// Decodes a configuration; a key that is missing (one saved by an earlier version of the
    /// library, before the key existed) takes its default.
    ///
    /// ``isDismissible`` saved by a version before it could be nil (one without the bar's keys,
    /// `barStyle`, `closeButton` and `adjustsMinimizedHeightForContentSizeCategory`, which came
    /// with it) was always written, `true` by default: such a `true` is read as nil, the default
    /// now, so that a restored mini player is not swipe-dismissible because an earlier version
    /// wrote its default (a `false` is kept).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = DropDownSheetConfiguration()
        let savedBeforeOptionalDismissal = !c.contains(.barStyle) && !c.contains(.closeButton)
            && !c.contains(.adjustsMinimizedHeightForContentSizeCategory)
        var isDismissible = try c.decodeIfPresent(Bool.self, forKey: .isDismissible)
        if savedBeforeOptionalDismissal, isDismissible == true { isDismissible = nil }
        self.init(
            isDismissible: isDismissible,
            dimmingTapAction: try c.decodeIfPresent(DropDownSheetDimmingTapAction.self, forKey: .dimmingTapAction) ?? d.dimmingTapAction,
            expandedTopInset: try c.decodeIfPresent(Double.self, forKey: .expandedTopInset) ?? d.expandedTopInset,
            minimizedHeight: try c.decodeIfPresent(Double.self, forKey: .minimizedHeight) ?? d.minimizedHeight,
            adjustsMinimizedHeightForContentSizeCategory: try c.decodeIfPresent(
                Bool.self, forKey: .adjustsMinimizedHeightForContentSizeCategory) ?? d.adjustsMinimizedHeightForContentSizeCategory,
            barStyle: try c.decodeIfPresent(DropDownSheetBarStyle.self, forKey: .barStyle) ?? d.barStyle,
            barBackground: try c.decodeIfPresent(DropDownSheetBarBackground.self, forKey: .barBackground) ?? d.barBackground,
            maximumWidth: try c.decodeIfPresent(Double.self, forKey: .maximumWidth) ?? d.maximumWidth,
            cornerRadius: try c.decodeIfPresent(Double.self, forKey: .cornerRadius) ?? d.cornerRadius,
            presentingScale: try c.decodeIfPresent(Double.self, forKey: .presentingScale) ?? d.presentingScale,
            presentingCornerRadius: try c.decodeIfPresent(Double.self, forKey: .presentingCornerRadius) ?? d.presentingCornerRadius,
            dimAlpha: try c.decodeIfPresent(Double.self, forKey: .dimAlpha) ?? d.dimAlpha,
            spring: try c.decodeIfPresent(DropDownSheetSpring.self, forKey: .spring) ?? d.spring,
            avoidsBottomBar: try c.decodeIfPresent(Bool.self, forKey: .avoidsBottomBar) ?? d.avoidsBottomBar,
            adjustsSafeAreaUnderneath: try c.decodeIfPresent(Bool.self, forKey: .adjustsSafeAreaUnderneath) ?? d.adjustsSafeAreaUnderneath,
            closeButton: try c.decodeIfPresent(DropDownSheetCloseButton.self, forKey: .closeButton) ?? d.closeButton,
            isHapticFeedbackEnabled: try c.decodeIfPresent(Bool.self, forKey: .isHapticFeedbackEnabled) ?? d.isHapticFeedbackEnabled,
            maximumSheetCount: try c.decodeIfPresent(Int.self, forKey: .maximumSheetCount) ?? d.maximumSheetCount,
            detents: try c.decodeIfPresent([DropDownSheetDetent].self, forKey: .detents) ?? d.detents,
            largestUndimmedDetent: try c.decodeIfPresent(DropDownSheetDetent.Identifier.self, forKey: .largestUndimmedDetent)
                ?? d.largestUndimmedDetent,
            prefersScrollingExpandsWhenScrolledToEdge: try c.decodeIfPresent(
                Bool.self, forKey: .prefersScrollingExpandsWhenScrolledToEdge) ?? d.prefersScrollingExpandsWhenScrolledToEdge)
    }
}
