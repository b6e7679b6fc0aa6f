#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// The screen underneath: a full-screen controller with a button near the top (hidden by an
/// expanded card's dimming, reachable when the sheet is minimized).
@MainActor
final class UnderneathViewController: UIViewController {
    let button = UIButton(type: .system)
    private(set) var buttonTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        button.setTitle("Underneath", for: .normal)
        button.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
        button.addTarget(self, action: #selector(tap), for: .touchUpInside)
        view.addSubview(button)
    }

    @objc private func tap() { buttonTaps += 1 }
}

/// Records every delegate call as a string, in order, and can veto or re-enter.
@MainActor
final class RecordingDelegate: DropDownSheetDelegate {
    var calls: [String] = []
    /// Every bar placement the delegate heard, in order.
    var placements: [DropDownSheetBarPlacement] = []
    var allowsDismissal = true
    var onWillMove: ((DropDownSheetController, DropDownSheetState) -> Void)?
    var onDidMove: ((DropDownSheetState) -> Void)?

    func dropDownSheetController(_ sheet: DropDownSheetController, willMoveTo state: DropDownSheetState) {
        calls.append("willMove:\(state.rawValue)")
        onWillMove?(sheet, state)
    }

    func dropDownSheetController(_ sheet: DropDownSheetController, didChangeBarPlacement placement: DropDownSheetBarPlacement) {
        placements.append(placement)
    }

    func dropDownSheetController(_ sheet: DropDownSheetController, didMoveTo state: DropDownSheetState) {
        calls.append("didMove:\(state.rawValue)")
        onDidMove?(state)
    }

    func dropDownSheetControllerShouldDismiss(_ sheet: DropDownSheetController) -> Bool { allowsDismissal }

    func dropDownSheetControllerDidAttemptToDismiss(_ sheet: DropDownSheetController) {
        calls.append("didAttemptToDismiss")
    }
}

extension DropDownSheetConfiguration {
    /// The attached bar on the material of iOS 15 to 18, on every system: the public opt-out from
    /// iOS 26's glass (`barBackground = .material`), exactly what an app that keeps it sets. The
    /// tests that pin the attached bar's geometry use it; the library still measures the screen's
    /// bars by the system's design (iOS 26's floating tab bar on an iOS 26 simulator).
    static var earlierBar: DropDownSheetConfiguration { DropDownSheetConfiguration(barBackground: .material) }
}

@MainActor
class SheetTestCase: XCTestCase {
    var window: UIWindow!
    var underneath: UnderneathViewController!

    /// Runs `body` with a fresh key window showing an ``UnderneathViewController``, and tears
    /// everything down afterwards. (A fixture in `setUp` would run outside the main actor.)
    func withScreen(_ body: () throws -> Void) rethrows {
        makeWindow()
        defer { closeWindow() }
        try body()
    }

    private func makeWindow() {
        if let scene = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).first {
            window = UIWindow(windowScene: scene)
        } else {
            // A test host without a scene (none of the runs so far): a window of a phone's size.
            // `UIWindow(frame:)` is deprecated from iOS 26 for scene-based apps; reached through a
            // protocol so that building the tests for iOS 26 shows no warning for this fallback.
            let maker: any ScenelessWindowMaking = ScenelessWindowMaker()
            window = maker.window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        }
        underneath = UnderneathViewController()
        window.rootViewController = underneath
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    private func closeWindow() {
        dismissEverything(on: underneath)
        spinRunLoop(0.1)
        window.isHidden = true
        window = nil
        underneath = nil
    }

    /// Dismisses every drop-down sheet shown over `controller`'s screen and whatever that screen
    /// presents, at once.
    func dismissEverything(on controller: UIViewController) {
        for sheet in controller.presentedDropDownSheets { sheet.dismiss(animated: false) }
        controller.presentedViewController?.dismiss(animated: false)
    }

    /// Presents a sheet with a plain content controller and waits for the presentation to end.
    @discardableResult
    func presentSheet(_ state: DropDownSheetState = .expanded, animated: Bool = false,
                      configuration: DropDownSheetConfiguration = .earlierBar,
                      delegate: RecordingDelegate? = nil,
                      file: StaticString = #filePath, line: UInt = #line) -> DropDownSheetController {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        let sheet = DropDownSheetController(content: content, configuration: configuration)
        sheet.delegate = delegate
        let presented = expectation(description: "presented")
        underneath.presentDropDownSheet(sheet, initialState: state, animated: animated) { presented.fulfill() }
        wait(for: [presented], timeout: 5)
        XCTAssertEqual(sheet.state, state, file: file, line: line)
        return sheet
    }

    /// A draft with identifier `id` and a plain content controller titled "Draft `id`".
    func makeDraft(_ id: String) -> DropDownSheetController {
        let content = UIViewController()
        content.title = "Draft \(id)"
        return DropDownSheetController(content: content, configuration: .earlierBar, identifier: id)
    }

    /// Presents `sheet` without animation from `presenter` (the screen underneath by default),
    /// waits for its completion and then until UIKit is done switching; returns what happened.
    @discardableResult
    func presentAndWait(_ sheet: DropDownSheetController, _ state: DropDownSheetState = .expanded,
                        from presenter: UIViewController? = nil,
                        file: StaticString = #filePath, line: UInt = #line) -> DropDownSheetPresentResult {
        let done = expectation(description: "presented \(sheet.identifier)")
        let result = (presenter ?? underneath).presentDropDownSheet(sheet, initialState: state, animated: false) { done.fulfill() }
        wait(for: [done], timeout: 5)
        waitForUIKit(sheet, file: file, line: line)
        return result
    }

    /// Waits until UIKit has no presentation, dismissal or hosting switch of `sheet`'s container
    /// (or of the screen underneath) under way.
    func waitForUIKit(_ sheet: DropDownSheetController, file: StaticString = #filePath, line: UInt = #line) {
        waitUntil(file: file, line: line) {
            guard let host = sheet.host else { return true }
            return !host.isBeingPresented && !host.isBeingDismissed && host.transitionCoordinator == nil
                && !host.isSwitchingHosting && self.underneath.transitionCoordinator == nil
        }
    }

    /// Runs the main run loop for `seconds`, letting UIKit and the display link work.
    func spinRunLoop(_ seconds: TimeInterval) {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
    }

    /// Waits until `condition` holds, running the main run loop, for at most `timeout` seconds.
    func waitUntil(_ timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line,
                   _ condition: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition(), Date() < deadline { spinRunLoop(0.02) }
        XCTAssertTrue(condition(), "condition not met within \(timeout) s", file: file, line: line)
    }

    /// The point in window coordinates of the middle of the underneath button.
    var buttonCenter: CGPoint {
        underneath.button.convert(CGPoint(x: underneath.button.bounds.midX, y: underneath.button.bounds.midY), to: window)
    }

    /// Presents `modal` from `presenter` and waits for UIKit's completion.
    func showModal(_ modal: UIViewController, from presenter: UIViewController, animated: Bool = false,
                   file: StaticString = #filePath, line: UInt = #line) {
        let shown = expectation(description: "shown")
        presenter.present(modal, animated: animated) { shown.fulfill() }
        wait(for: [shown], timeout: 5)
        XCTAssertNotNil(modal.presentingViewController, "presented", file: file, line: line)
    }

    /// Dismisses `modal` and waits for UIKit's completion.
    func hideModal(_ modal: UIViewController, animated: Bool = false) {
        let hidden = expectation(description: "hidden")
        modal.dismiss(animated: animated) { hidden.fulfill() }
        wait(for: [hidden], timeout: 5)
    }

    /// An alert of the app's, shown by the screen underneath (what a deep link may meet).
    @discardableResult
    func showAppAlert(file: StaticString = #filePath, line: UInt = #line) -> UIAlertController {
        let alert = UIAlertController(title: "Update available", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Later", style: .cancel))
        showModal(alert, from: underneath, file: file, line: line)
        return alert
    }

    /// The middle of `view`, in window coordinates.
    func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    /// The middle of `sheet`'s bar (its visible card), in window coordinates.
    func barCenter(of sheet: DropDownSheetController) -> CGPoint {
        center(of: sheet.card!.clipView)
    }
}

extension SheetTestCase {
    /// Gives what `presentation` presents a light-or-dark style or a text size (both nil: takes
    /// the override away), as a real trait change reaching it, with the presentation
    /// controller's `overrideTraitCollection`. (Deprecated in iOS 17 for `traitOverrides`, but
    /// working on every iOS the tests run on; the tests cannot tell the SDK apart to use the newer
    /// one: SwiftUI's module version is not found when they are type-checked.)
    func overrideTraits(of presentation: UIPresentationController?, style: UIUserInterfaceStyle? = nil,
                        textSize: UIContentSizeCategory? = nil) {
        guard let presentation else { return XCTFail("no presentation controller") }
        let legacy: any LegacyPresentationTraitOverriding = LegacyPresentationTraitOverride()
        legacy.override(presentation, style: style, textSize: textSize)
    }

    /// Gives what `presentation` presents `traits` (nil: takes the override away), as
    /// ``overrideTraits(of:style:textSize:)`` does, for any trait (a display scale, an interface level).
    func overrideTraits(of presentation: UIPresentationController?, with traits: UITraitCollection?) {
        guard let presentation else { return XCTFail("no presentation controller") }
        let legacy: any LegacyPresentationTraitOverriding = LegacyPresentationTraitOverride()
        legacy.override(presentation, with: traits)
    }
}

/// `overrideTraitCollection` of a presentation controller (deprecated in iOS 17), reached through a
/// protocol so that building the tests for iOS 17 and later shows no warning for it.
@MainActor
private protocol LegacyPresentationTraitOverriding {
    func override(_ presentation: UIPresentationController, style: UIUserInterfaceStyle?, textSize: UIContentSizeCategory?)
    func override(_ presentation: UIPresentationController, with traits: UITraitCollection?)
}

@MainActor
private struct LegacyPresentationTraitOverride: LegacyPresentationTraitOverriding {
    @available(iOS, deprecated: 17.0, message: "traitOverrides from iOS 17; this still works there.")
    func override(_ presentation: UIPresentationController, style: UIUserInterfaceStyle?, textSize: UIContentSizeCategory?) {
        if let style {
            presentation.overrideTraitCollection = UITraitCollection(userInterfaceStyle: style)
        } else if let textSize {
            presentation.overrideTraitCollection = UITraitCollection(preferredContentSizeCategory: textSize)
        } else {
            presentation.overrideTraitCollection = nil
        }
    }

    @available(iOS, deprecated: 17.0, message: "traitOverrides from iOS 17; this still works there.")
    func override(_ presentation: UIPresentationController, with traits: UITraitCollection?) {
        presentation.overrideTraitCollection = traits
    }
}

/// Makes a window without a scene (the UIKit test host's fallback).
@MainActor
private protocol ScenelessWindowMaking {
    func window(frame: CGRect) -> UIWindow
}

@MainActor
private struct ScenelessWindowMaker: ScenelessWindowMaking {
    @available(iOS, deprecated: 26.0, message: "Only for a test host without a scene.")
    func window(frame: CGRect) -> UIWindow { UIWindow(frame: frame) }
}
/// A transition coordinator for the tests: it declines to queue completions (as UIKit does for a
/// transition already over), runs them at once (a transition that ends), or holds them until the
/// test ends the transition with ``end()``.
@MainActor
final class TestTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    enum Behaviour { case declines, endsAtOnce, heldUntilEnded }

    let behaviour: Behaviour
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(_ behaviour: Behaviour) { self.behaviour = behaviour }

    /// Ends a held transition: the completions UIKit would run then, run.
    func end() {
        let waiting = completions
        completions = []
        for completion in waiting { completion(self) }
    }

    var isAnimated: Bool { true }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0.3 }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var containerView: UIView { UIView() }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        switch behaviour {
        case .declines:
            return false
        case .endsAtOnce:
            animation?(self)
            completion?(self)
        case .heldUntilEnded:
            animation?(self)
            if let completion { completions.append(completion) }
        }
        return true
    }

    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}
#endif
