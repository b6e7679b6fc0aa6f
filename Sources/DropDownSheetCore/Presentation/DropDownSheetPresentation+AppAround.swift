/// The app around the sheets: how much of the screen underneath the bars take
/// (``underneathInset``), whose keyboard covers what, and where each sheet is while it moves
/// (``position(of:)``).
extension DropDownSheetPresentation {
    // MARK: - The screen underneath's inset

    /// ``underneathInset`` for where the sheets are heading now. O(N) for N sheets; allocates
    /// nothing. Worked out at the end of each input that is not a frame.
    var underneathInsetNow: DropDownSheetUnderneathInset {
        // The bars' places without a keyboard: the screen underneath's covers them, and a sheet's
        // is up only while that sheet is expanded over a picture of the screen.
        var plain = container
        plain.keyboardHeight = 0
        // A minimized tab bar counts at full size (when the shell knew it): a minimize or a grow
        // comes in the middle of the user's scroll, and must not lay the screen underneath out
        // again (the inset changes when a sheet sets off, never otherwise).
        if let tabBar = plain.minimizedTabBar, tabBar.expandedHeight.isFinite, tabBar.expandedHeight > 0 {
            plain.minimizedTabBar = nil
            plain.bottomBarHeight = min(max(plain.bottomBarHeight, tabBar.expandedHeight), plain.height)
        }
        let baseline = max(plain.safeAreaBottom, plain.bottomBarHeight)
        var all = 0.0, adjusted = 0.0
        // The accessory first: the drafts' bar rests on its bar (as in `desiredDraftContainer`).
        var drafts = plain
        var draftCount = 0
        for i in sheets.indices where !sheets[i].hasLeft && sheets[i].heading != .dismissed {
            guard sheets[i].role == .accessory else {
                draftCount += 1
                continue
            }
            let reach = Self.barReach(in: plain, sheets[i].engine.configuration)
            drafts = Self.draftContainer(plain, above: sheets[i].engine.configuration)
            all = max(all, reach)
            if sheets[i].engine.configuration.adjustsSafeAreaUnderneath { adjusted = max(adjusted, reach) }
        }
        // Every draft not on its way out counts, expanded ones as their bars, so that the slivers
        // (and the bar on top, whichever it is) do not change when a draft expands or minimizes.
        let slivers = Double(min(max(draftCount - 1, 0), DropDownSheetStackBackdrop.maximumSliverCount))
            * DropDownSheetStackBackdrop.sliverLift
        if draftCount > 0 {
            for i in sheets.indices where !sheets[i].hasLeft && sheets[i].role == .draft && sheets[i].heading != .dismissed {
                let reach = min(Self.barReach(in: drafts, sheets[i].engine.configuration) + slivers, plain.height)
                all = max(all, reach)
                if sheets[i].engine.configuration.adjustsSafeAreaUnderneath { adjusted = max(adjusted, reach) }
            }
        }
        // (A bar inline beside a minimized tab bar whose full size is not known, shorter than the
        // tab bar, reaches less high than it: no room is taken; the inset's initializer keeps it
        // at 0 and up.)
        return DropDownSheetUnderneathInset(bottom: all - baseline, safeAreaBottom: adjusted - baseline)
    }

    /// How far up from the bottom edge of `container` a sheet's bar reaches at rest, in points.
    private static func barReach(in container: DropDownSheetContainer, _ configuration: DropDownSheetConfiguration) -> Double {
        let layout = DropDownSheetLayout(container: container, configuration: configuration)
        return min(max(container.height - layout.minimizedTop, 0), container.height)
    }

    /// Works ``underneathInset`` out again after `input` and reports a change with
    /// ``Effect/underneathInsetChanged(_:spring:)``: animated with the spring of the frontmost
    /// sheet, unless the input was not animated. Never called for a frame.
    mutating func updateUnderneathInset(after input: Input, _ effects: inout [Effect]) {
        let inset = underneathInsetNow
        guard inset != underneathInset else { return }
        underneathInset = inset
        effects.append(.underneathInsetChanged(inset, spring: Self.isAnimated(input) ? insetSpring : nil))
    }

    /// The spring the screen underneath's inset changes with: the frontmost sheet's (with Reduce
    /// Motion, the short one), else the default configuration's.
    private var insetSpring: DropDownSheetSpring {
        for id in zOrder.reversed() {
            if let i = index(of: id) { return sheets[i].engine.spring }
        }
        return container.prefersReducedMotion ? .reducedMotion : defaultConfiguration.spring
    }

    /// Whether what `input` changes moves with an animation.
    private static func isAnimated(_ input: Input) -> Bool {
        switch input {
        case .present(_, _, _, _, let animated), .expand(_, let animated), .minimize(_, let animated), .moveToDetent(_, _, let animated),
             .dismiss(_, let animated), .dismissAll(let animated), .configure(_, _, let animated),
             .layout(_, let animated, _), .restore(_, let animated), .modalPresentationDismissed(let animated):
            return animated
        case .close, .dismissalVeto, .touchDown, .touchMove, .touchUp, .touchCancel, .tap, .tick,
             .accessibilityEscape, .chooserChoice:
            return true
        }
    }

    // MARK: - Whose keyboard

    /// Whether a point at height `y` (container coordinates) is on the screen underneath's
    /// keyboard, which is drawn over the bars and takes its own touches.
    func isCoveredByScreenUnderneathKeyboard(y: Double) -> Bool {
        container.keyboardOwner == .underneath && container.keyboardHeight > 0 && y >= container.height - container.keyboardHeight
    }

    // MARK: - Following a sheet

    /// Where sheet `id` is now, for an app that follows it while it moves (a map keeping its
    /// camera clear of the card, a header fading as the card rises); nil when it is not presented.
    /// O(1) a sheet, allocates nothing: a shell may read it every frame.
    public func position(of id: DropDownSheetIdentifier) -> DropDownSheetPosition? {
        guard let i = index(of: id) else { return nil }
        return DropDownSheetPosition(sheets[i].engine.renderState, identifier: id, role: sheets[i].role)
    }
}
