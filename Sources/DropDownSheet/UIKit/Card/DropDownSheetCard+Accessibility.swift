#if canImport(UIKit)
@preconcurrency import UIKit

/// VoiceOver, focus and haptics for one card, applied from the engine's policies
/// (``DropDownSheetAccessibility``, ``DropDownSheetKeyboard``).
extension DropDownSheetCard {
    /// Applies the accessibility policy for the sheet's phase, when it (or the stack's count)
    /// changed.
    func applyAccessibility(_ policy: DropDownSheetAccessibility, countLabel: String?) {
        guard policy != appliedAccessibility || clipView.accessibilityValue != countLabel, let sheet else { return }
        appliedAccessibility = policy
        clipView.isAccessibilityElement = policy.barIsSingleElement
        sheet.contentViewController.view.accessibilityElementsHidden = policy.barIsSingleElement
        sheet.compactView?.accessibilityElementsHidden = !policy.barIsSingleElement
        guard policy.barIsSingleElement else {
            clipView.speaker = nil
            clipView.barActions = []
            clipView.accessibilityCustomActions = nil
            clipView.accessibilityValue = nil
            return
        }
        // A compact view (a mini player) speaks for the bar: its label, and its own actions (Play,
        // Pause) first, read live by the bar view, so VoiceOver users reach them without opening
        // the sheet and hear a new song at once.
        clipView.speaker = sheet.compactView
        let wording = sheet.effectiveWording
        clipView.accessibilityLabel = wording.sheetTitle(contentTitle)
        clipView.accessibilityValue = countLabel
        clipView.accessibilityHint = wording.text(.barHint)
        clipView.accessibilityTraits = .button
        var actions: [UIAccessibilityCustomAction] = []
        if policy.offersExpandAction {
            actions.append(UIAccessibilityCustomAction(name: wording.text(.expandAction)) { [weak sheet] _ in
                sheet?.expand()
                return sheet != nil
            })
        }
        if policy.offersCloseAction {
            actions.append(UIAccessibilityCustomAction(name: wording.text(.closeAction)) { [weak sheet] _ in
                sheet?.requestDismissal()
                return sheet != nil
            })
        }
        clipView.barActions = actions
        clipView.accessibilityCustomActions = actions
    }

    /// The content's title, for the bar's label.
    var contentTitle: String? {
        guard let content = sheet?.contentViewController else { return nil }
        return Self.title(of: content)
    }

    /// The title a user sees for `controller`: the visible controller's in a navigation
    /// controller, its own, or the first one found among its children (SwiftUI's
    /// `navigationTitle` lives in a navigation controller inside the hosting controller).
    private static func title(of controller: UIViewController) -> String? {
        if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
            return title(of: top) ?? navigation.title
        }
        if let own = controller.navigationItem.title ?? controller.title, !own.isEmpty { return own }
        for child in controller.children {
            if let found = title(of: child) { return found }
        }
        return nil
    }

    /// Moves VoiceOver's focus after a move.
    func announce(_ announcement: DropDownSheetAccessibility.Announcement) {
        guard UIAccessibility.isVoiceOverRunning else { return }
        switch announcement {
        case .focusContent:
            UIAccessibility.post(notification: .screenChanged, argument: sheet?.contentViewController.view)
        case .focusBar:
            UIAccessibility.post(notification: .layoutChanged, argument: clipView)
        case .focusScreenUnderneath:
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
    }

    /// Resigns the sheet's first responder when it leaves the expanded state and restores it (with
    /// its cursor where it was) when it is expanded again.
    func perform(_ action: DropDownSheetKeyboard.ResponderAction) {
        switch action {
        case .rememberAndResign:
            guard let content = sheet?.contentViewController.view, let responder = firstResponder(in: content) else { return }
            rememberedResponder = responder
            responder.resignFirstResponder()
        case .restore:
            if let responder = rememberedResponder, responder.canBecomeFirstResponder {
                responder.becomeFirstResponder()
            }
            rememberedResponder = nil
        case .forget:
            rememberedResponder = nil
        }
    }

    private func firstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        for subview in view.subviews {
            if let found = firstResponder(in: subview) { return found }
        }
        return nil
    }

    /// A light tap when the sheet snaps to another state after the user let go of it.
    func playSnapHaptic() {
        snapFeedback.impactOccurred()
    }
}
#endif
