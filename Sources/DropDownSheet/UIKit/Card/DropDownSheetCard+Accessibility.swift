#if canImport(UIKit)
@preconcurrency import UIKit
import DropDownSheetCore

/// VoiceOver, focus and haptics for one card, applied from the engine's policies
/// (``DropDownSheetAccessibility``, ``DropDownSheetKeyboard``).
extension DropDownSheetCard {
    /// Applies the accessibility policy for the sheet's phase, when it (or the stack's count)
    /// changed: the bar as one element or as its elements (``DropDownSheetBarAccessibility``), or
    /// the content's own elements while the sheet is expanded.
    func applyAccessibility(_ policy: DropDownSheetAccessibility, countLabel: String?) {
        guard policy != appliedAccessibility || appliedCountLabelForAccessibility != countLabel, let sheet else { return }
        appliedAccessibility = policy
        appliedCountLabelForAccessibility = countLabel
        accessibilityApplyCount += 1
        let offer = DropDownSheetBarAccessibility.offer(for: barAccessibilityKind, barIsSpoken: policy.barIsSingleElement)
        sheet.contentViewController.view.accessibilityElementsHidden = offer != nil
        barView?.accessibilityElementsHidden = offer == nil
        closeButton?.accessibilityElementsHidden = offer != nil
        clipView.compactElements = nil
        guard let offer else {
            clipView.isAccessibilityElement = false
            clipView.accessibilityElements = nil
            clipView.speaker = nil
            clipView.barActions = []
            clipView.accessibilityCustomActions = nil
            clipView.accessibilityValue = nil
            return
        }
        let wording = sheet.effectiveWording
        let actions = sheetActions(policy, wording: wording)
        let label = spokenName(wording: wording)
        let hint = observedBarItem?.accessibilityHint ?? wording.text(.barHint)
        let value = countLabel ?? progressValue(wording: wording)
        let compactSpeaker = itemBarView == nil && barView != nil ? compactSpeakerView : nil
        if offer.isSingleElement || compactSpeaker != nil {
            // A compact view (a mini player) with a label speaks for the bar: its label, and its
            // own actions (Play, Pause) first, read live by the bar view, so VoiceOver users reach
            // them without opening the sheet and hear a new song at once. Whether it has a label
            // is asked live too (the bar view's compactElements).
            clipView.accessibilityElements = nil
            clipView.isAccessibilityElement = true
            clipView.speaker = compactSpeaker
            clipView.accessibilityLabel = label
            clipView.accessibilityValue = value
            clipView.accessibilityHint = hint
            clipView.accessibilityTraits = .button
            clipView.barActions = actions
            clipView.accessibilityCustomActions = actions
            if compactSpeaker == nil { return }
        }
        // Several elements: the summary first (what the bar is), then the bar's buttons or the
        // compact view's own elements.
        if compactSpeaker == nil {
            clipView.isAccessibilityElement = false
            clipView.speaker = nil
            clipView.barActions = []
            clipView.accessibilityCustomActions = nil
            clipView.accessibilityValue = nil
        }
        let summary = itemBarView?.summary ?? compactSummary
        // A compact bar's first element covers the bar, wherever the bar is when VoiceOver asks
        // (its own elements come after it and win where they are).
        summary.frameView = itemBarView == nil ? barView : nil
        summary.accessibilityLabel = label
        summary.accessibilityValue = value
        summary.accessibilityHint = hint
        summary.accessibilityTraits = observedBarItem?.progress != nil && itemBarView != nil ? [.button, .updatesFrequently] : .button
        summary.accessibilityCustomActions = actions
        // The buttons that do not fit, named when VoiceOver asks (see the summary's type).
        summary.liveActions = { [weak itemBar = itemBarView] in
            (itemBar?.hiddenButtons ?? []).flatMap(Self.actions(for:)) + actions
        }
        summary.activate = { [weak sheet] in
            sheet?.expand()
            return sheet != nil
        }
        var elements: [Any] = []
        for element in offer.elements {
            switch element {
            case .summary: elements.append(summary)
            case .compactView: if let bar = barView { elements.append(bar) }
            case .leadingButton, .trailingButton: break
            }
        }
        if let itemBar = itemBarView {
            itemBar.accessibilityElements = [summary] + itemBar.shownButtons
            clipView.accessibilityElements = [itemBar]
        } else if compactSpeaker != nil {
            clipView.compactElements = [summary] + (barView.map { [$0] } ?? [])
        } else {
            clipView.accessibilityElements = elements
        }
    }

    /// The view whose label would speak for a compact bar: the compact view controller's view,
    /// or the compact view.
    private var compactSpeakerView: UIView? {
        compactBarController?.content.view ?? sheet?.compactView ?? barView
    }

    /// The sheet's own VoiceOver actions on its bar: Expand, and Close when the user may close it.
    private func sheetActions(_ policy: DropDownSheetAccessibility, wording: DropDownSheetWording) -> [UIAccessibilityCustomAction] {
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
        return actions
    }

    /// The custom actions that do what a bar button that does not fit the bar does: one for a
    /// button or a view with a label; for a custom view without one (a SwiftUI button's hosting
    /// view), one for each element inside it that VoiceOver reads as a button.
    private static func actions(for button: UIView) -> [UIAccessibilityCustomAction] {
        if let name = spokenName(of: button) {
            return [action(named: name, activating: button)]
        }
        var found: [NSObject] = []
        collectButtons(in: button, into: &found, depth: 0)
        return found.compactMap { element in
            spokenName(of: element).map { action(named: $0, activating: element) }
        }
    }

    /// What VoiceOver would call `element`: its label, or a button's title.
    private static func spokenName(of element: NSObject) -> String? {
        let name = element.accessibilityLabel ?? (element as? UIButton)?.currentTitle
        return name?.isEmpty == false ? name : nil
    }

    /// An action that does what a tap on `element` does: a control gets a tap's actions
    /// (``DropDownSheetLargeContent/activate(_:)``: `touchUpInside`, and a button's primary
    /// action), any other element (a SwiftUI button's) is activated as VoiceOver would.
    private static func action(named name: String, activating element: NSObject) -> UIAccessibilityCustomAction {
        UIAccessibilityCustomAction(name: name) { [weak element] _ in
            guard let element else { return false }
            if let control = element as? UIControl { return DropDownSheetLargeContent.activate(control) }
            return element.accessibilityActivate()
        }
    }

    /// The elements inside `object` that VoiceOver reads as buttons (``accessibilityChildren(of:)``),
    /// a `UIButton` always among them. A view the app hid is passed over, as VoiceOver passes it
    /// over (the bar never hides the views it shows: one that does not fit is clipped).
    private static func collectButtons(in object: NSObject, into found: inout [NSObject], depth: Int) {
        guard depth < 12, found.count < 16 else { return }
        if let view = object as? UIView, view.isHidden || view.accessibilityElementsHidden { return }
        if depth > 0, object.isAccessibilityElement || object is UIButton {
            if object is UIButton || object.accessibilityTraits.contains(.button) { found.append(object) }
            return
        }
        for child in accessibilityChildren(of: object) { collectButtons(in: child, into: &found, depth: depth + 1) }
    }

    /// What the bar is made of, for VoiceOver.
    var barAccessibilityKind: DropDownSheetBarAccessibility.Kind {
        if let itemBar = itemBarView { return itemBar.accessibilityKind }
        guard barView != nil, let speaker = compactSpeakerView else { return .plain }
        let label = speaker.accessibilityLabel ?? ""
        return label.isEmpty ? .compactViewElements : .speakingCompactView
    }

    /// The bar's name: the bar item's words, the content's title, the sheet's wording, or the
    /// library's word for its role ("Draft", "Panel").
    func spokenName(wording: DropDownSheetWording) -> String {
        let item = observedBarItem
        let role = sheet?.role ?? .draft
        return DropDownSheetBarAccessibility.label(itemLabel: item?.accessibilityLabel, itemTitle: item?.title,
                                                   itemSubtitle: item?.subtitle, contentTitle: contentTitle,
                                                   untitled: wording.untitledSheetTitle)
            ?? DropDownSheetWording.libraryString(DropDownSheetBarAccessibility.untitledKey(for: role))
    }

    /// The bar item's progress as VoiceOver reads it, or nil.
    func progressValue(wording: DropDownSheetWording) -> String? {
        guard let item = observedBarItem, itemBarView != nil, let progress = item.progress else { return nil }
        return item.accessibilityProgressValue ?? wording.progressValue(progress)
    }

    /// The sheet's title in the chooser: its bar item's title, else its content's.
    var displayTitle: String? {
        DropDownSheetAccessibility.barTitle(observedBarItem?.title) ?? contentTitle
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
            // The bar's first element when the bar is several (a container is no place for focus).
            let target: Any = clipView.isAccessibilityElement ? clipView : (itemBarView?.summary ?? (barView == nil ? clipView : compactSummary))
            UIAccessibility.post(notification: .layoutChanged, argument: target)
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

#if canImport(UIKit)
/// VoiceOver notifications posted from files that import UIKit without `@preconcurrency` (the
/// SDK's notification constants are global variables, which Swift 6 checks as shared state).
@MainActor
enum DropDownSheetVoiceOverNotice {
    /// Tells VoiceOver that the layout changed around `element`, which keeps or takes the focus.
    static func layoutChanged(focusing element: Any?) {
        UIAccessibility.post(notification: .layoutChanged, argument: element)
    }
}
#endif
