#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
// DropDownSheetCore too: where the core put the container (`DropDownSheetHosting.modal`/`.overlay`, package access) is part of what is asserted.
@testable import DropDownSheetCore

/// The switch between the overlay and UIKit's modal presentation under what apps do to it: the
/// screen underneath presenting when a sheet expands, completions that present, switches in
/// quick succession, dismissals UIKit carries out without the animator, screens that go away.
/// (Each pins a defect of the first version of the overlay.)
@MainActor
final class HostingSwitchTests: SheetTestCase {
    private func draft(_ id: String, content: UIViewController? = nil) -> DropDownSheetController {
        let content = content ?? UIViewController()
        content.title = "Draft \(id)"
        return DropDownSheetController(content: content, identifier: id)
    }


    // MARK: - Expanding while the screen underneath presents

    func testAnExpandBehindAPageSheetBecomesModalOnceThePageSheetIsGone() {
        withScreen {
            let sheet = draft("1")
            presentAndWait(sheet, .minimized)
            let page = UIViewController()
            page.modalPresentationStyle = .pageSheet
            showModal(page, from: underneath)
            sheet.expand(animated: false)
            XCTAssertEqual(sheet.state, .expanded)
            XCTAssertIdentical(underneath.presentedViewController, page, "UIKit cannot present the sheet yet")
            hideModal(page)
            waitUntil { self.underneath.presentedViewController === sheet.host }
            XCTAssertEqual(sheet.host?.hosting, .modal)
        }
    }

    func testAnExpandBehindAFullScreenCoverBecomesModalOnceTheCoverIsGone() {
        withScreen {
            let sheet = draft("1")
            presentAndWait(sheet, .minimized)
            let cover = UIViewController()
            cover.modalPresentationStyle = .fullScreen
            showModal(cover, from: underneath)
            sheet.expand(animated: false)
            hideModal(cover)
            waitUntil { self.underneath.presentedViewController === sheet.host }
            XCTAssertFalse(sheet.host!.view.isHidden)
        }
    }

    func testAnExpandBehindAPageSheetThatPresentsAFullScreenCoverBecomesModalOnceBothAreGone() {
        withScreen {
            let sheet = draft("1")
            presentAndWait(sheet, .minimized)
            let page = UIViewController()
            page.modalPresentationStyle = .pageSheet
            showModal(page, from: underneath)
            sheet.expand(animated: false)
            spinRunLoop(0.05)
            // The page presents a cover of its own: the page's view leaves the window.
            let cover = UIViewController()
            cover.modalPresentationStyle = .fullScreen
            showModal(cover, from: page)
            spinRunLoop(0.05)
            hideModal(cover)
            spinRunLoop(0.05)
            hideModal(page)
            // No touch: the sentinels alone bring the switch about.
            waitUntil { self.underneath.presentedViewController === sheet.host }
            XCTAssertEqual(sheet.host?.hosting, .modal)
        }
    }

    // MARK: - Completions run once UIKit is done

    func testAPresentationCompletionCanPresentFromTheContent() {
        withScreen {
            let sheet = draft("1")
            let picker = UIViewController()
            underneath.presentDropDownSheet(sheet, initialState: .expanded, animated: false) {
                sheet.contentViewController.present(picker, animated: false)
            }
            waitUntil { picker.presentingViewController === sheet.host }
        }
    }

    func testADismissCompletionCanPresentFromTheScreenUnderneath() {
        withScreen {
            let sheet = draft("1")
            presentAndWait(sheet, .expanded)
            let alert = UIAlertController(title: "Sent", message: nil, preferredStyle: .alert)
            sheet.dismiss(animated: false) {
                self.underneath.present(alert, animated: false)
            }
            waitUntil { alert.presentingViewController === self.underneath }
        }
    }

    func testPresentAboveDropDownSheetRightAfterAnUnanimatedMinimizeIsPresented() {
        withScreen {
            let sheet = draft("1")
            presentAndWait(sheet, .expanded)
            sheet.minimize(animated: false)
            let share = UIViewController()
            underneath.presentAboveDropDownSheet(share, animated: false)
            waitUntil { share.presentingViewController === self.underneath }
        }
    }

    // MARK: - Switches in quick succession

    func testExpandMinimizeAndExpandInOneTurnEndModal() {
        withScreen {
            let sheet = draft("1")
            presentAndWait(sheet, .minimized)
            sheet.expand(animated: false)
            sheet.minimize(animated: false)
            sheet.expand(animated: false)
            waitUntil { self.underneath.presentedViewController === sheet.host && sheet.host?.isSwitchingHosting == false }
            XCTAssertEqual(sheet.state, .expanded)
            sheet.minimize(animated: false)
            waitUntil { self.underneath.presentedViewController == nil && sheet.host?.isSwitchingHosting == false }
            XCTAssertEqual(sheet.host?.hosting, .overlay)
        }
    }

    func testADelegateExpandingFromWillMoveToMinimizedKeepsTheSheetModal() {
        withScreen {
            let delegate = RecordingDelegate()
            let sheet = draft("1")
            sheet.delegate = delegate
            presentAndWait(sheet, .expanded)
            var reexpanded = false
            delegate.onWillMove = { sheet, state in
                guard state == .minimized, !reexpanded else { return }
                reexpanded = true
                sheet.expand(animated: false)
            }
            sheet.minimize(animated: false)
            waitForUIKit(sheet)
            XCTAssertEqual(sheet.state, .expanded)
            XCTAssertIdentical(underneath.presentedViewController, sheet.host)
        }
    }

    // MARK: - Dismissals by the app

    func testAnUnanimatedDismissFromTheContentClosesItsSheetOnly() {
        withScreen {
            let first = draft("1")
            let compose = UIViewController()
            let second = draft("2", content: UINavigationController(rootViewController: compose))
            presentAndWait(first, .minimized)
            presentAndWait(second, .expanded)
            compose.dismiss(animated: false)
            waitUntil { !second.isPresented }
            XCTAssertTrue(first.isPresented)
            waitUntil { first.host?.presentingStyle.standIn == nil }
            XCTAssertEqual(first.host?.hosting, .overlay)
            XCTAssertNil(underneath.presentedViewController)
        }
    }

    func testDismissingTheScreenUnderneathsChainWhileTheContentShowsAnAlertClosesTheExpandedSheet() {
        withScreen {
            let first = draft("1"), second = draft("2")
            presentAndWait(first, .minimized)
            presentAndWait(second, .expanded)
            let alert = UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert)
            showModal(alert, from: second.contentViewController)
            underneath.dismiss(animated: false)
            waitUntil { !second.isPresented }
            XCTAssertNil(alert.presentingViewController)
            XCTAssertTrue(first.isPresented)
            XCTAssertEqual(first.host?.hosting, .overlay)
            waitUntil { first.host?.view.window != nil }
        }
    }

    // Issue 21, item 4: a dismissal that reaches the container from outside is not traced to its
    // caller; the expanded sheet is closed through the app's veto, as the user would close it.

    func testANotificationTapDismissingTheScreenUnderneathsChainKeepsAVetoedDraftAsABar() {
        withScreen {
            let delegate = RecordingDelegate()
            delegate.allowsDismissal = false
            let other = draft("1"), compose = draft("2")
            compose.delegate = delegate
            presentAndWait(other, .minimized)
            presentAndWait(compose, .expanded)
            delegate.calls = []
            // What a deep link or a notification tap does before showing its own screen.
            let dismissed = expectation(description: "dismissed")
            window.rootViewController?.dismiss(animated: true) { dismissed.fulfill() }
            wait(for: [dismissed], timeout: 5)
            waitUntil { compose.phase == .resting(.minimized) }
            XCTAssertTrue(compose.isPresented, "a draft with text is never discarded without the app's consent")
            XCTAssertEqual(delegate.calls.first, "didAttemptToDismiss", "the delegate hears the attempt: \(delegate.calls)")
            XCTAssertFalse(delegate.calls.contains("willMove:dismissed"), "\(delegate.calls)")
            XCTAssertTrue(other.isPresented)
            XCTAssertNil(underneath.presentedViewController, "the app's dismissal happened: the screen underneath presents freely")
            XCTAssertEqual(compose.host?.hosting, .overlay)
        }
    }

    func testAContentsOwnDismissOfAVetoedDraftMinimizesItAndTellsTheDelegate() {
        withScreen {
            let delegate = RecordingDelegate()
            delegate.allowsDismissal = false
            let compose = UIViewController()
            let sheet = draft("1", content: UINavigationController(rootViewController: compose))
            sheet.delegate = delegate
            presentAndWait(sheet, .expanded)
            compose.dismiss(animated: false)
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertTrue(delegate.calls.contains("didAttemptToDismiss"))
            XCTAssertTrue(sheet.isPresented)
            // Allowed now: the same call closes it.
            delegate.allowsDismissal = true
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            compose.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
        }
    }

    // Issue 21 review, item 4: `isModalInPresentation` is UIKit's veto of interactive dismissals
    // only; a dismissal in code (the content's Send) is not stopped by it.

    func testAComposeScreenWhoseSendCallsDismissIsClosedThoughItIsModalInPresentation() {
        withScreen {
            let delegate = RecordingDelegate()  // allows dismissal
            let compose = ModalWhileItHasTextViewController()
            let sheet = draft("1", content: compose)
            sheet.delegate = delegate
            presentAndWait(sheet, .expanded)
            compose.hasText = true
            XCTAssertTrue(compose.isModalInPresentation, "the premise: Apple's pattern, modal while there is text")
            // The user's close is still kept by it ...
            sheet.requestDismissal()
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertTrue(delegate.calls.contains("didAttemptToDismiss"), "a close by the user is interactive: kept")
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            delegate.calls = []
            // ... but Send, in code, closes.
            compose.send()
            waitUntil { !sheet.isPresented }
            XCTAssertFalse(delegate.calls.contains("didAttemptToDismiss"), "no Delete/Save prompt after sending: \(delegate.calls)")
            XCTAssertEqual(delegate.calls.last, "didMove:dismissed")
        }
    }

    func testAnOutsideDismissalOfASheetThatCannotBeDismissedTakesItBackToItsBar() {
        withScreen {
            var fixed = DropDownSheetConfiguration()
            fixed.isDismissible = false
            let delegate = RecordingDelegate()
            delegate.allowsDismissal = false  // even with an explicit veto: silently
            let player = DropDownSheetController(content: UIViewController(), configuration: fixed, identifier: "player", role: .accessory)
            player.delegate = delegate
            presentAndWait(player, .expanded)
            underneath.dismiss(animated: false)
            waitUntil { player.phase == .resting(.minimized) }
            XCTAssertTrue(player.isPresented)
            XCTAssertFalse(delegate.calls.contains("didAttemptToDismiss"), "not dismissible: nothing was attempted")
            XCTAssertNil(underneath.presentedViewController)
        }
    }

    // MARK: - The screen underneath away and back

    func testTheBarsStayBelowAFullScreenModalWhileItSlidesAwayAndAreHiddenWhileItCovers() {
        withScreen {
            let sheet = draft("1")
            presentAndWait(sheet, .minimized)
            let host = sheet.host!
            let cover = UIViewController()
            cover.modalPresentationStyle = .fullScreen
            showModal(cover, from: underneath, animated: true)
            waitUntil { self.underneath.viewIfLoaded?.window == nil }
            waitUntil { host.view.isHidden && host.view.accessibilityElementsHidden }
            // Every frame of the slide: whenever the bars show while the modal is still in the
            // window, they are below it; and the slide was seen at all (not a vacuous check).
            var done = false
            cover.dismiss(animated: true) { done = true }
            var framesWithCover = 0
            let deadline = Date().addingTimeInterval(3)
            while !done, Date() < deadline {
                spinRunLoop(1.0 / 60)
                guard let coverLevel = level(of: cover.view) else { continue }
                framesWithCover += 1
                if !host.view.isHidden, let barLevel = level(of: host.view) {
                    XCTAssertLessThan(barLevel, coverLevel, "the bars never come above the modal sliding away")
                }
            }
            XCTAssertTrue(done, "the modal went away")
            XCTAssertGreaterThan(framesWithCover, 0, "the modal was seen sliding away")
            waitUntil { self.underneath.presentedViewController == nil && !host.view.isHidden }
            XCTAssertFalse(host.view.accessibilityElementsHidden)
            let bar = sheet.card!.clipView
            let center = bar.convert(CGPoint(x: bar.bounds.midX, y: bar.bounds.midY), to: window)
            XCTAssertTrue(window.hitTest(center, with: nil)?.isDescendant(of: bar) ?? false)
        }
    }

    func testBarsOverAPresentedScreenThatIsFreedAreDismissedProperly() {
        withScreen {
            let delegate = RecordingDelegate()
            var dismissed = false
            weak var weakScreen: UIViewController?
            autoreleasepool {
                let screen = UIViewController()
                weakScreen = screen
                showModal(screen, from: underneath)
                let sheet = draft("1")
                sheet.delegate = delegate
                presentAndWait(sheet, .minimized, from: screen)
                // Springing away when its screen goes: its completion still runs.
                sheet.dismiss(animated: true) { dismissed = true }
            }
            underneath.dismiss(animated: false)
            waitUntil { delegate.calls.last == "didMove:dismissed" && dismissed }
            waitUntil { weakScreen == nil }
            XCTAssertNil(weakScreen, "the library keeps nothing of a screen that went away")
        }
    }

    // MARK: - Lifetimes

    func testASheetNeverPresentedOrRefusedIsFreedWithItsContainer() {
        withScreen {
            weak var neverPresented: DropDownSheetController?
            weak var refused: DropDownSheetController?
            weak var refusedHost: DropDownSheetHostViewController?
            autoreleasepool {
                let sheet = draft("never")
                neverPresented = sheet
                XCTAssertNotNil(sheet.host)
                let player = DropDownSheetController(content: UIViewController(), identifier: "p1", role: .accessory)
                presentAndWait(player, .minimized)
                let second = DropDownSheetController(content: UIViewController(), identifier: "p2", role: .accessory)
                XCTAssertEqual(underneath.presentDropDownSheet(second, initialState: .minimized, animated: false),
                               .refused(.accessoryAlreadyPresented))
                refused = second
                refusedHost = second.host
            }
            XCTAssertNil(neverPresented, "a container does not keep the sheet it was made for")
            XCTAssertNil(refused)
            XCTAssertNil(refusedHost)
            XCTAssertEqual(underneath.presentedDropDownSheets.map(\.identifier), ["p1"], "the presented one is kept")
        }
    }

    // MARK: - Keyboard, safe area

    /// Review of issue 30, finding 2: UIKit gives the presenter's first responder back when a
    /// modal presentation ends. The screen's field is resigned before the container is presented,
    /// so neither the end of a minimize nor a dismissal the app starts asks it to become first
    /// responder again (which would flash its keyboard): the field counts every such request.
    func testNeitherAMinimizeNorTheAppsDismissalAsksTheScreensFieldBackSoNoKeyboardFlashes() {
        withScreen {
            let field = CountingTextField(frame: CGRect(x: 20, y: 120, width: 200, height: 44))
            underneath.view.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            let asked = field.becomeRequests
            let sheet = draft("1")
            presentAndWait(sheet, .expanded)
            XCTAssertIdentical(underneath.presentedViewController, sheet.host, "modal")
            XCTAssertFalse(field.isFirstResponder, "resigned before the container was presented")
            sheet.minimize(animated: true)
            waitForUIKit(sheet)
            waitUntil { self.underneath.presentedViewController == nil && !(sheet.host?.presentation.isMoving ?? true) }
            XCTAssertFalse(field.isFirstResponder, "the search field's keyboard stays down")
            XCTAssertEqual(field.becomeRequests, asked, "and was never brought back, not even for a moment")
            // A dismissal the app starts: the content's own dismiss(animated:).
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            XCTAssertIdentical(underneath.presentedViewController, sheet.host)
            sheet.contentViewController.dismiss(animated: true)
            waitUntil { self.underneath.presentedViewController == nil && !sheet.isPresented }
            XCTAssertFalse(field.isFirstResponder)
            XCTAssertEqual(field.becomeRequests, asked, "the app's dismissal gives nothing back either")
        }
    }

    func testTheSheetsSafeAreaIsTheSameBeforeAndAfterASwitch() {
        withScreen {
            let sheet = draft("1")
            presentAndWait(sheet, .minimized)
            let inOverlay = sheet.engine.container
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            XCTAssertIdentical(underneath.presentedViewController, sheet.host)
            XCTAssertEqual(sheet.engine.container, inOverlay, "modal: the same size and safe area")
            sheet.minimize(animated: false)
            waitForUIKit(sheet)
            XCTAssertNil(underneath.presentedViewController)
            XCTAssertEqual(sheet.engine.container, inOverlay, "back in the overlay: the same again")
        }
    }

    private func level(of view: UIView) -> Int? {
        var level = view
        while let superview = level.superview, superview !== window { level = superview }
        return level.superview === window ? window.subviews.firstIndex(of: level) : nil
    }
}

/// A text field that counts the requests to become first responder (UIKit's own included).
final class CountingTextField: UITextField {
    private(set) var becomeRequests = 0

    override func becomeFirstResponder() -> Bool {
        becomeRequests += 1
        return super.becomeFirstResponder()
    }
}

/// A compose screen as Apple's documentation of `isModalInPresentation` suggests writing it: modal
/// while it has text; its Send dismisses it in code.
@MainActor
final class ModalWhileItHasTextViewController: UIViewController {
    var hasText = false {
        didSet { isModalInPresentation = hasText }
    }

    /// Sends the message and closes, as a compose screen's Send does with UIKit's API.
    func send() {
        dismiss(animated: true)
    }
}
#endif
