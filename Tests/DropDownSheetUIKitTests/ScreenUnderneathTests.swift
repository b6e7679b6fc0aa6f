#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

/// A screen underneath with a dark status bar (for a light app), a key command and a first
/// responder of its own.
@MainActor
final class KeyboardScreenViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "n", modifierFlags: .command, action: #selector(newMessage))]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    @objc func newMessage() {}

    /// Touches that reached this controller through the responder chain.
    var touchesHeard = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchesHeard += 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touchesHeard += 1 }
}

/// The screen underneath while sheets style it (issue 12, items 2, 4 and 8): its layout never
/// changes, a size change while expanded leaves it the right size, the status bar stays legible,
/// VoiceOver does not reach it under an expanded sheet, and its keyboard input keeps working
/// under a bar.
@MainActor
final class ScreenUnderneathTests: SheetTestCase {
    /// The geometry UIKit lays the screen out by.
    private struct Geometry: Equatable {
        var frame: CGRect, bounds: CGRect, safeArea: UIEdgeInsets, transform: CGAffineTransform

        @MainActor init(_ view: UIView) {
            frame = view.frame
            bounds = view.bounds
            safeArea = view.safeAreaInsets
            transform = view.transform
        }
    }

    func testTheScreenUnderneathsLayoutNeverChangesWhileItIsScaled() {
        withScreen {
            let navigation = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = navigation
            window.layoutIfNeeded()
            let original = Geometry(navigation.view)
            let barBefore = navigation.navigationBar.frame
            let content = UIViewController()
            let sheet = DropDownSheetController(content: content)
            navigation.presentDropDownSheet(sheet, initialState: .expanded, animated: true)
            // The one change: as the sheet sets off, the room its bar will take is added to the
            // screen's bottom safe area (issue 18); then nothing changes, frame after frame.
            var before = original
            before.safeArea.bottom += CGFloat(sheet.underneathInset.safeAreaBottom)
            XCTAssertGreaterThan(sheet.underneathInset.safeAreaBottom, 0)
            XCTAssertEqual(Geometry(navigation.view), before)
            var frames = 0
            while sheet.phase != .resting(.expanded), frames < 300 {
                spinRunLoop(1.0 / 60)
                frames += 1
                XCTAssertEqual(Geometry(navigation.view), before, "at frame \(frames) of the spring")
                XCTAssertEqual(navigation.navigationBar.frame, barBefore)
            }
            XCTAssertEqual(sheet.phase, .resting(.expanded))
            XCTAssertEqual(Geometry(navigation.view), before)
            XCTAssertEqual(sheet.host?.presentingStyle.standIn?.transform.a ?? 1, 0.92, accuracy: 0.0001,
                           "what the user sees is scaled")
            sheet.minimize(animated: true)
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertEqual(Geometry(navigation.view), before)
            XCTAssertNil(sheet.host?.presentingStyle.standIn, "at rest the real screen shows")
            sheet.dismiss(animated: false)
            window.rootViewController = underneath
        }
    }

    func testASizeChangeWhileExpandedLeavesTheScreenTheRightSizeAfterMinimizing() {
        withScreen {
            let sheet = presentSheet(.expanded)
            let original = window.frame
            let turned = CGRect(x: original.minX, y: original.minY, width: original.height, height: original.width)
            window.frame = turned
            window.layoutIfNeeded()
            let standIn = sheet.host?.presentingStyle.standIn
            waitUntil { standIn?.bounds.size == self.underneath.view.bounds.size }
            XCTAssertEqual(underneath.view.frame, window.bounds, "resized by UIKit while expanded")
            sheet.minimize(animated: true)
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertEqual(underneath.view.frame, window.bounds, "the screen fills the window after minimizing")
            XCTAssertEqual(underneath.view.transform, .identity)
            window.frame = original
        }
    }

    func testAnUnchangedFrameWritesNothingToTheStandIn() {
        withScreen {
            let sheet = presentSheet(.expanded)
            let style = sheet.host!.presentingStyle
            let writes = style.writeCount
            sheet.host!.render()
            sheet.host!.render()
            XCTAssertEqual(style.writeCount, writes)
        }
    }

    func testAPageSheetOfTheAppKeepsUIKitsOwnScalingOfTheScreenUnderneath() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let page = UIViewController()
            page.modalPresentationStyle = .pageSheet
            let presented = expectation(description: "presented")
            underneath.present(page, animated: false) { presented.fulfill() }
            wait(for: [presented], timeout: 5)
            let uikits = underneath.view.transform
            sheet.host?.render()
            XCTAssertEqual(underneath.view.transform, uikits, "the library writes nothing to the screen's view")
            page.dismiss(animated: false)
        }
    }

    func testNoSwitchOrRedrawWritesOrClearsAScaleTheScreenUnderneathAlreadyHas() {
        withScreen {
            // A scale and rounding UIKit's own page sheet gives the presenter, set here by hand so
            // the test does not depend on when UIKit scales it: the library must leave it as it is
            // through every switch, frame and teardown (review of phase 2, defect 3).
            let screen = underneath.view!
            let uikits = CGAffineTransform(scaleX: 0.92, y: 0.92)
            screen.transform = uikits
            screen.layer.cornerRadius = 10
            let sheet = presentSheet(.minimized)
            sheet.expand(animated: true)
            waitUntil { sheet.phase == .resting(.expanded) && sheet.host?.isSwitchingHosting == false }
            XCTAssertEqual(screen.transform, uikits)
            XCTAssertEqual(screen.layer.cornerRadius, 10)
            sheet.minimize(animated: true)
            waitUntil { sheet.phase == .resting(.minimized) && sheet.host?.isSwitchingHosting == false }
            XCTAssertEqual(screen.transform, uikits)
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            XCTAssertEqual(screen.transform, uikits, "not cleared when the last sheet goes")
            XCTAssertEqual(screen.layer.cornerRadius, 10)
            screen.transform = .identity
            screen.layer.cornerRadius = 0
        }
    }

    func testATouchOverThePictureOfTheScreenIsAbsorbedUntilTheLiveScreenShows() {
        withScreen {
            let sheet = presentSheet(.expanded)
            let host = sheet.host!
            sheet.minimize(animated: true)
            var framesOverPicture = 0, framesLive = 0
            let deadline = Date().addingTimeInterval(3)
            while sheet.phase != .resting(.minimized), Date() < deadline {
                spinRunLoop(1.0 / 60)
                let p = window.convert(buttonCenter, to: host.view)
                guard host.presentation.hitTest(x: p.x, y: p.y) == .passthrough else { continue }
                let hit = window.hitTest(buttonCenter, with: nil)
                if host.presentingStyle.standIn != nil {
                    framesOverPicture += 1
                    XCTAssertTrue(underneath.view.accessibilityElementsHidden, "VoiceOver does not reach the screen behind its picture")
                    XCTAssertFalse(hit?.isDescendant(of: underneath.view) ?? false,
                                   "a touch over the still picture never reaches the live screen under it")
                } else {
                    framesLive += 1
                    XCTAssertIdentical(hit, underneath.button, "the screen drawn as itself takes its touches")
                }
            }
            XCTAssertGreaterThan(framesOverPicture, 0, "the picture was seen while the sheet went down")
            XCTAssertFalse(underneath.view.accessibilityElementsHidden, "given back once the live screen shows")
            XCTAssertGreaterThan(framesLive, 0, "the live screen came back before the spring rested")
        }
    }

    // MARK: - Status bar (item 4)

    func testAnExpandedSheetTurnsTheStatusBarLightAndGivesItBackWhenItMinimizes() {
        withScreen {
            let screen = KeyboardScreenViewController()
            window.rootViewController = screen
            window.layoutIfNeeded()
            let sheet = DropDownSheetController(content: UIViewController())
            screen.presentDropDownSheet(sheet, initialState: .expanded, animated: false)
            waitUntil { sheet.phase == .resting(.expanded) && screen.presentedViewController != nil }
            let host = sheet.host!
            XCTAssertTrue(host.modalPresentationCapturesStatusBarAppearance)
            XCTAssertEqual(host.preferredStatusBarStyle, .lightContent)
            // What the status bar shows, where the test runs in a scene (a hosted test).
            let statusBar = window.windowScene?.statusBarManager
            if let statusBar { waitUntil { statusBar.statusBarStyle == .lightContent } }
            sheet.minimize(animated: true)
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertEqual(host.preferredStatusBarStyle, .darkContent, "the screen underneath's own again")
            if let statusBar { waitUntil { statusBar.statusBarStyle == .darkContent } }
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            window.rootViewController = underneath
        }
    }

    func testTheStatusBarStaysTheContainersWhileTheBandIsWideOnTheWayDown() {
        withScreen {
            let screen = KeyboardScreenViewController()
            window.rootViewController = screen
            window.layoutIfNeeded()
            let sheet = DropDownSheetController(content: UIViewController())
            screen.presentDropDownSheet(sheet, initialState: .expanded, animated: false)
            waitUntil { sheet.phase == .resting(.expanded) && screen.presentedViewController != nil && sheet.host?.isSwitchingHosting == false }
            let host = sheet.host!
            sheet.minimize(animated: true)
            // On every frame of the way down: while the status bar must be light over the black
            // band, UIKit asks the container (still presented), not the screen underneath with
            // its dark text.
            var lightFrames = 0, darkFrames = 0
            let deadline = Date().addingTimeInterval(3)
            while sheet.phase != .resting(.minimized), Date() < deadline {
                spinRunLoop(1.0 / 60)
                if host.presentingStyle.statusBarAppearance == .lightContent {
                    lightFrames += 1
                    XCTAssertIdentical(screen.presentedViewController, host, "the container still decides the status bar")
                } else {
                    darkFrames += 1
                }
            }
            XCTAssertGreaterThan(lightFrames, 0, "the band was wide on the first frames down")
            XCTAssertGreaterThan(darkFrames, 0)
            waitUntil { screen.presentedViewController == nil }
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            window.rootViewController = underneath
        }
    }

    func testTouchesNoViewOfABarHandledDoNotReachTheScreenUnderneathsController() {
        withScreen {
            let screen = KeyboardScreenViewController()
            window.rootViewController = screen
            window.layoutIfNeeded()
            let sheet = DropDownSheetController(content: UIViewController())
            screen.presentDropDownSheet(sheet, initialState: .minimized, animated: false)
            waitUntil { sheet.phase == .resting(.minimized) }
            // What a bar's views pass up the responder chain unhandled.
            sheet.card!.clipView.touchesBegan([], with: nil)
            sheet.card!.clipView.touchesEnded([], with: nil)
            XCTAssertEqual(screen.touchesHeard, 0, "a tap on a bar is not a tap on the screen underneath")
            XCTAssertIdentical(sheet.host?.next, screen, "actions and key commands still reach it")
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            window.rootViewController = underneath
        }
    }

    // MARK: - VoiceOver and input (item 8)

    func testAnExpandedSheetHidesTheScreenUnderneathFromVoiceOverInTheHierarchyUIKitBuilds() {
        withScreen {
            let sheet = presentSheet(.expanded)
            let host = sheet.host!
            // accessibilityViewIsModal hides only the container view's siblings: the screen
            // underneath is not one of them in the modal presentation.
            XCTAssertTrue(host.view.accessibilityViewIsModal)
            XCTAssertNotIdentical(host.view.superview, underneath.view.superview)
            XCTAssertTrue(underneath.view.accessibilityElementsHidden)
            sheet.minimize(animated: true)
            waitUntil { sheet.phase == .resting(.minimized) }
            // In the overlay the container is a sibling, but not modal: the screen is reachable.
            XCTAssertFalse(underneath.view.accessibilityElementsHidden)
            XCTAssertFalse(host.view.accessibilityViewIsModal)
            sheet.expand(animated: true)
            waitUntil { sheet.phase == .resting(.expanded) }
            XCTAssertTrue(underneath.view.accessibilityElementsHidden)
        }
    }

    func testTheScreenUnderneathsOwnAccessibilitySettingComesBack() {
        withScreen {
            // Visible to VoiceOver: hidden while the sheet is up, visible again after.
            underneath.view.accessibilityElementsHidden = false
            let first = presentSheet(.expanded)
            XCTAssertTrue(underneath.view.accessibilityElementsHidden, "hidden while a sheet is expanded")
            first.dismiss(animated: false)
            waitUntil { !first.isPresented }
            XCTAssertFalse(underneath.view.accessibilityElementsHidden, "given back")
            // Hidden by the app: still hidden after.
            underneath.view.accessibilityElementsHidden = true
            let second = presentSheet(.expanded)
            second.dismiss(animated: false)
            waitUntil { !second.isPresented }
            XCTAssertTrue(underneath.view.accessibilityElementsHidden, "the app's own setting, untouched")
            underneath.view.accessibilityElementsHidden = false
        }
    }

    func testTheScreensAccessibilityComesBackWhenTheRootIsReplacedUnderAnExpandedSheet() {
        withScreen {
            let old = underneath!
            let sheet = presentSheet(.expanded)
            XCTAssertTrue(old.view.accessibilityElementsHidden)
            let replacement = UnderneathViewController()
            window.rootViewController = replacement
            underneath = replacement
            waitUntil { !sheet.isPresented }
            XCTAssertFalse(old.view.accessibilityElementsHidden, "the old screen is given back as it was")
        }
    }

    func testUnderABarTheScreenUnderneathKeepsItsFirstResponderAndKeyCommands() {
        withScreen {
            let screen = KeyboardScreenViewController()
            window.rootViewController = screen
            window.layoutIfNeeded()
            XCTAssertTrue(screen.becomeFirstResponder())
            let sheet = DropDownSheetController(content: UIViewController())
            screen.presentDropDownSheet(sheet, initialState: .minimized, animated: false)
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertTrue(screen.isFirstResponder, "no library view takes the first responder")
            let host = sheet.host!
            XCTAssertFalse(host.canBecomeFirstResponder)
            XCTAssertFalse(host.view.canBecomeFirstResponder)
            XCTAssertTrue(host.keyCommands?.isEmpty ?? true, "the library adds no key commands")
            // The responder chain from the bar goes on through the screen underneath's controller,
            // so its key commands are found from there too.
            let chain = sequence(first: sheet.card!.clipView as UIResponder, next: { $0.next })
            XCTAssertTrue(chain.contains { $0 === screen })
            XCTAssertTrue(chain.contains { $0 === window })
            XCTAssertIdentical(sheet.card!.clipView.target(forAction: #selector(KeyboardScreenViewController.newMessage), withSender: nil)
                               as? UIViewController, screen)
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            window.rootViewController = underneath
        }
    }

    func testUnderABarAContextMenuOfTheScreenUnderneathGetsItsTouch() {
        withScreen {
            let interaction = UIContextMenuInteraction(delegate: ContextMenuDelegate.shared)
            underneath.button.addInteraction(interaction)
            let sheet = presentSheet(.minimized)
            XCTAssertIdentical(window.hitTest(buttonCenter, with: nil), underneath.button)
            XCTAssertTrue(sheet.host!.view.gestureRecognizers?.isEmpty ?? true, "the overlay adds no recognizer over the screen")
        }
    }
}

@MainActor
private final class ContextMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    static let shared = ContextMenuDelegate()
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }
}
#endif
