#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

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
    var allowsDismissal = true
    var onWillMove: ((DropDownSheetController, DropDownSheetState) -> Void)?
    var onDidMove: ((DropDownSheetState) -> Void)?

    func dropDownSheetController(_ sheet: DropDownSheetController, willMoveTo state: DropDownSheetState) {
        calls.append("willMove:\(state.rawValue)")
        onWillMove?(sheet, state)
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
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
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
                      configuration: DropDownSheetConfiguration = .init(),
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
        return DropDownSheetController(content: content, identifier: id)
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
}
#endif
