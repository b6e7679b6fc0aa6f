#if canImport(UIKit)
import UIKit
import DropDownSheetCore

/// What the sheet needs to know about its surroundings, gathered for the engine: size and safe
/// area, the screen underneath's tab bar or toolbar, the keyboard, Reduce Motion and the text size.
/// Everything is read from this view's own window and scene (no `UIScreen.main`, no key window),
/// so sheets in several windows each follow their own.
extension DropDownSheetHostViewController {
    func startObservingEnvironment() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                           name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                           name: UIResponder.keyboardWillHideNotification, object: nil)
        center.addObserver(self, selector: #selector(environmentDidChange),
                           name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        // In the overlay this controller is outside the view-controller hierarchy, where trait
        // changes may not reach it: the text size is also taken from the notification.
        center.addObserver(self, selector: #selector(environmentDidChange),
                           name: UIContentSizeCategory.didChangeNotification, object: nil)
        DropDownSheetTraitObservation.observeTextSize(of: self) { [weak self] in self?.environmentDidChange() }
    }

    /// The engine's container: this full-screen view's size and safe area (less what it adds for
    /// the keyboard), the bottom bar (and iOS 26's minimized tab bar), the keyboard and whose it
    /// is, Reduce Motion, the text size and how the system draws its bars.
    func containerGeometry() -> DropDownSheetContainer {
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        return DropDownSheetContainer(
            width: bounds.width, height: bounds.height,
            safeAreaTop: safe.top, safeAreaBottom: ownSafeAreaBottom,
            bottomBarHeight: bottomBarHeight(), keyboardHeight: keyboardHeight, keyboardOwner: keyboardOwner,
            prefersReducedMotion: UIAccessibility.isReduceMotionEnabled,
            // The screen underneath's traits: in the overlay this controller is outside the hierarchy.
            contentSizeScale: UIFontMetrics.default.scaledValue(
                for: 1, compatibleWith: screenUnderneathTraits ?? traitCollection),
            systemDesign: DropDownSheetGlass.systemDesign,
            minimizedTabBar: bottomBars.minimizedTabBar)
    }

    /// Height from the bottom of the screen underneath to the top of its visible tab bar or
    /// toolbar (whichever reaches higher), or of its input accessory view standing alone (a chat's
    /// composer), or 0: a measure of the bars ``DropDownSheetBottomBarTracker`` follows, never a
    /// search of the screen's views.
    func bottomBarHeight() -> CGFloat {
        max(bottomBars.height, inputAccessoryBarHeight)
    }

    /// A keyboard notification: its numbers (end frame, duration, curve: documented keys only)
    /// are read by the core (``DropDownSheetCore/DropDownSheetKeyboardNotice``), which says how
    /// much a docked keyboard covers (a floating or undocked one covers nothing) and gives the
    /// keyboard's own timing, on which bars riding a sheet's keyboard glide.
    @objc func keyboardWillChangeFrame(_ notification: Notification) {
        let info = notification.userInfo
        let end = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        var frame = CGRect.zero
        if isViewLoaded, let screen = (notification.object as? UIScreen) ?? view.window?.windowScene?.screen {
            frame = view.convert(end, from: screen.coordinateSpace)
        }
        let notice = DropDownSheetKeyboardNotice.read(
            endFrame: DropDownSheetRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height),
            containerWidth: isViewLoaded ? view.bounds.width : 0, containerHeight: isViewLoaded ? view.bounds.height : 0,
            isHiding: notification.name == UIResponder.keyboardWillHideNotification,
            duration: (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
            curveRawValue: (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue,
            heardAt: CACurrentMediaTime(), coveredBefore: Double(keyboardFrameHeight))
        keyboardFrameHeight = CGFloat(notice.coveredHeight)
        // Whose it is: a keyboard that shows or changes is the first responder's (a sheet's, or
        // the screen underneath's); one going away keeps its owner while it slides down.
        takeKeyboard(firstResponderAt: keyboardFirstResponderLocation(isShowing: notice.coveredHeight > 0),
                     animated: notice.isAnimated, timing: notice.timing)
    }

    /// This view's own bottom safe-area inset, without what it adds for the keyboard: how far the
    /// window's bottom safe area reaches into it. Read from the window's geometry, so it is right
    /// whether or not UIKit has applied a new keyboard addition to this view's safe area yet.
    var ownSafeAreaBottom: CGFloat {
        guard let window = view.window else {
            return max(view.safeAreaInsets.bottom - keyboardSafeAreaAddition - detentSafeAreaAddition, 0)
        }
        let bottom = view.convert(view.bounds, to: window).maxY
        return min(max(bottom - (window.bounds.maxY - window.safeAreaInsets.bottom), 0), view.bounds.height)
    }

    /// Grows the content's safe area by what a sheet's keyboard covers of the expanded card, so a
    /// compose text view is never hidden behind it (the screen underneath's keyboard moves nothing
    /// of the card).
    func updateKeyboardSafeArea() {
        let ownSafeBottom = ownSafeAreaBottom
        let sheetKeyboard = keyboardOwner == .sheet ? keyboardHeight : 0
        let inset = CGFloat(DropDownSheetKeyboard.contentBottomInset(
            keyboardHeight: sheetKeyboard, cardBottom: view.bounds.height, containerHeight: view.bounds.height,
            contentSafeAreaBottom: ownSafeBottom))
        guard inset != keyboardSafeAreaAddition else { return }
        keyboardSafeAreaAddition = inset
        writeAdditionalBottomSafeArea()
    }

    /// Writes this container's own additional bottom safe area: what it adds for a sheet's
    /// keyboard and for the card below the screen at a detent. Only this controller's, the
    /// library's own: never an app's controller.
    func writeAdditionalBottomSafeArea() {
        let bottom = keyboardSafeAreaAddition + detentSafeAreaAddition
        if additionalSafeAreaInsets.bottom != bottom { additionalSafeAreaInsets.bottom = bottom }
    }

    @objc func environmentDidChange() {
        // The text size reaches the contents in the overlay only through the forwarded traits.
        if isShown { forwardTraitsToContent() }
        updateContainer(animated: true)
    }

    /// Gives the presentation the container's current geometry. A layout pass that changes
    /// nothing (the view moving between the overlay and UIKit's container view, a re-layout of
    /// the same size) sends nothing, so it never touches a spring in flight. `timing`: the
    /// animation of the screen's bar the change follows (``DropDownSheetBarAnimationTiming``).
    func updateContainer(animated: Bool, timing: DropDownSheetLayoutTiming? = nil) {
        guard isViewLoaded else { return }
        let container = containerGeometry()
        guard container != givenContainer else { return }
        givenContainer = container
        send(.layout(container, animated: animated, timing: timing))
    }

    // Before iOS 17 only: later, the text size comes through registerForTraitChanges.
    @available(iOS, deprecated: 17.0)
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        guard !DropDownSheetTraitObservation.usesTraitSystem else { return }
        if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            environmentDidChange()
        }
    }
}
#endif

#if canImport(UIKit)
extension DropDownSheetHostViewController {
    /// The cards' traits changed from `previous`: a change of text size, Bold Text or layout
    /// direction redraws every card (the count badge is measured again and placed at the right
    /// edge). Other trait changes draw nothing.
    func cardTraitsDidChange(from previous: UITraitCollection?) {
        let now = view.traitCollection
        guard previous?.preferredContentSizeCategory != now.preferredContentSizeCategory
                || previous?.legibilityWeight != now.legibilityWeight
                || previous?.layoutDirection != now.layoutDirection else { return }
        for card in cardsByIdentifier.values { card.redrawAll() }
        render()
    }
}
#endif
