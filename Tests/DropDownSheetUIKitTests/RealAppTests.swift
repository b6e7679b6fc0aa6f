#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// Content with a title, a text view and a scroll view, as a compose screen has.
@MainActor
final class ComposeLikeViewController: UIViewController {
    let textView = UITextView()
    let list = UIScrollView()
    let carousel = UIScrollView()
    let cell = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lunch on Friday"
        view.backgroundColor = .systemBackground
        textView.frame = CGRect(x: 0, y: 0, width: 390, height: 120)
        textView.text = "Hello there, see you at noon"
        view.addSubview(textView)
        list.frame = CGRect(x: 0, y: 130, width: 390, height: 500)
        list.contentSize = CGSize(width: 390, height: 3000)
        view.addSubview(list)
        carousel.frame = CGRect(x: 0, y: 0, width: 390, height: 100)
        carousel.contentSize = CGSize(width: 2000, height: 100)
        list.addSubview(carousel)
        cell.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        carousel.addSubview(cell)
    }
}

@MainActor
final class RealAppTests: SheetTestCase {
    private func presentCompose(_ state: DropDownSheetState = .expanded, delegate: RecordingDelegate? = nil) -> (DropDownSheetController, ComposeLikeViewController) {
        let compose = ComposeLikeViewController()
        let sheet = DropDownSheetController(content: compose)
        sheet.delegate = delegate
        let presented = expectation(description: "presented")
        underneath.presentDropDownSheet(sheet, initialState: state, animated: false) { presented.fulfill() }
        wait(for: [presented], timeout: 5)
        return (sheet, compose)
    }

    // MARK: Scroll views

    func testAHorizontalSwipeOnACarouselScrollsItAndLeavesTheSheet() {
        withScreen {
            let (sheet, compose) = presentCompose()
            waitForUIKit(sheet)
            // A real horizontal swipe on the carousel inside the list: the carousel keeps it.
            let start = center(of: compose.cell)
            drag(from: start, to: CGPoint(x: start.x - 150, y: start.y), duration: 0.2, steps: 10)
            XCTAssertGreaterThan(compose.carousel.contentOffset.x, 0, "the carousel scrolled")
            spinRunLoop(0.2)
            XCTAssertEqual(sheet.phase, .resting(.expanded), "the sheet did not move")
        }
    }

    func testWhileTheSheetOwnsTheFingerTheListIsHeldAtItsTopAndAScrolledListKeepsTheFinger() {
        withScreen {
            let (sheet, compose) = presentCompose()
            waitForUIKit(sheet)
            let top = -compose.list.adjustedContentInset.top
            XCTAssertEqual(compose.list.contentOffset.y, top)
            // A real drag down on the list at its top: the sheet takes the finger, the list stays put.
            let start = CGPoint(x: center(of: compose.list).x, y: center(of: compose.list).y)
            guard let finger = drag(from: start, to: CGPoint(x: start.x, y: start.y + 120), duration: 0.3, steps: 15, lift: false) else { return }
            XCTAssertEqual(sheet.phase, .dragging, "the sheet follows the finger")
            XCTAssertEqual(compose.list.contentOffset.y, top, accuracy: 0.5, "the list is held at its top")
            finger.cancel()
            waitUntil { sheet.phase == .resting(.expanded) }
            // Scrolled down, the list keeps the same drag: it scrolls back, the sheet stays.
            compose.list.contentOffset = CGPoint(x: 0, y: 600)
            drag(from: start, to: CGPoint(x: start.x, y: start.y + 120), duration: 0.3, steps: 15)
            XCTAssertLessThan(compose.list.contentOffset.y, 600, "the list scrolled")
            XCTAssertGreaterThan(compose.list.contentOffset.y, top + 100, "with the finger, not to its top")
            spinRunLoop(0.2)
            XCTAssertEqual(sheet.state, .expanded)
        }
    }

    // MARK: Keyboard

    private func postKeyboard(height: CGFloat) {
        let frame = CGRect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
        NotificationCenter.default.post(name: UIResponder.keyboardWillChangeFrameNotification, object: window.screen,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
    }

    func testAKeyboardOpenedUnderneathCoversTheMinimizedBarWhichStaysPut() {
        withScreen {
            let (sheet, _) = presentCompose(.minimized)
            let resting = sheet.card!.clipView.frame
            let field = FocusableView()
            underneath.view.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            defer { field.resignFirstResponder() }
            postKeyboard(height: 336)
            spinRunLoop(0.6)
            XCTAssertEqual(sheet.card!.clipView.frame, resting, "no bar over the field the user types into")
            XCTAssertEqual(sheet.engine.container.keyboardOwner, .underneath)
            NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: window.screen,
                                            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: .zero)])
            spinRunLoop(0.6)
            XCTAssertEqual(sheet.card!.clipView.frame, resting)
        }
    }

    func testTheKeyboardIsExcludedFromTheExpandedContentsSafeArea() {
        withScreen {
            let (sheet, compose) = presentCompose(.expanded)
            // The keyboard is the compose sheet's: its first responder is there.
            let field = FocusableView()
            compose.view.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            defer { field.resignFirstResponder() }
            postKeyboard(height: 336)
            sheet.host!.view.layoutIfNeeded()
            XCTAssertEqual(compose.view.safeAreaInsets.bottom, 336, accuracy: 0.5)
            XCTAssertEqual(sheet.engine.container.safeAreaBottom, Double(window.safeAreaInsets.bottom), accuracy: 0.5,
                           "the keyboard's addition does not count as the container's own safe area")
        }
    }

    /// Whether any view inside `sheet`'s container is first responder.
    private func containerHoldsAFirstResponder(_ sheet: DropDownSheetController) -> Bool {
        guard let host = sheet.host else { return false }
        return host.firstResponder(in: host.view) != nil
    }

    func testMinimizingResignsTheTextViewAndExpandingRestoresItsCursor() {
        withScreen {
            let (sheet, compose) = presentCompose(.expanded)
            waitForUIKit(sheet)
            XCTAssertTrue(compose.textView.becomeFirstResponder())
            compose.textView.selectedRange = NSRange(location: 6, length: 0)
            sheet.minimize(animated: false)
            XCTAssertFalse(compose.textView.isFirstResponder)
            // Until UIKit's dismissal of the container is over, and a turn after: UIKit gives back
            // the first responder it recorded when it presented the container.
            waitForUIKit(sheet)
            spinRunLoop(0.1)
            XCTAssertFalse(compose.textView.isFirstResponder)
            XCTAssertFalse(containerHoldsAFirstResponder(sheet), "no typing goes into a bar")
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            XCTAssertTrue(compose.textView.isFirstResponder)
            XCTAssertEqual(compose.textView.selectedRange, NSRange(location: 6, length: 0))
        }
    }

    /// A compose sheet whose text view had the keyboard when it was minimized.
    private func minimizedComposeWithCursor() -> (DropDownSheetController, ComposeLikeViewController) {
        let (sheet, compose) = presentCompose(.expanded)
        waitForUIKit(sheet)
        XCTAssertTrue(compose.textView.becomeFirstResponder())
        sheet.minimize(animated: false)
        waitForUIKit(sheet)
        return (sheet, compose)
    }

    func testAfterAnUnanimatedExpandAndMinimizeTheKeyboardStaysDown() {
        withScreen {
            // Issue 21, item 5: the cursor was restored before UIKit presented the container, so
            // UIKit recorded the text view as the presentation's first responder and gave it back
            // when the sheet went down: the keyboard popped up over a 60-point bar.
            let (sheet, compose) = minimizedComposeWithCursor()
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            XCTAssertIdentical(underneath.presentedViewController, sheet.host)
            XCTAssertTrue(compose.textView.isFirstResponder)
            sheet.minimize(animated: false)
            waitForUIKit(sheet)
            spinRunLoop(0.2)
            XCTAssertNil(underneath.presentedViewController)
            XCTAssertFalse(compose.textView.isFirstResponder, "UIKit's restore at the end of the presentation is undone")
            XCTAssertFalse(containerHoldsAFirstResponder(sheet))
        }
    }

    func testADraftExpandingUnderTheAppsAlertGetsItsCursorBackOnlyOnceTheAlertIsGone() {
        withScreen {
            let (sheet, compose) = minimizedComposeWithCursor()
            let alert = showAppAlert()
            // A deep link expands the draft: in the overlay, under the alert.
            sheet.expand(animated: false)
            spinRunLoop(0.2)
            XCTAssertEqual(sheet.state, .expanded)
            XCTAssertFalse(compose.textView.isFirstResponder, "no keyboard over the alert, no typing into a hidden draft")
            hideModal(alert)
            waitUntil { self.underneath.presentedViewController === sheet.host && sheet.host?.isSwitchingHosting == false }
            XCTAssertTrue(compose.textView.isFirstResponder, "back where the user sees it")
        }
    }

    // MARK: Scroll to top

    func testAMinimizedDraftsScrollViewsLeaveTheStatusBarsScrollToTopToTheScreenUnderneath() {
        withScreen {
            // Issue 21, item 10, S6: UIKit scrolls to top only when one scroll view on screen
            // has scrollsToTop set; a bar's text view and list stay in the window.
            let compose = ComposeLikeViewController()
            compose.loadViewIfNeeded()
            compose.carousel.scrollsToTop = false  // the app's own choice
            let sheet = DropDownSheetController(content: compose)
            presentAndWait(sheet, .minimized)
            XCTAssertFalse(compose.textView.scrollsToTop)
            XCTAssertFalse(compose.list.scrollsToTop)
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            XCTAssertTrue(compose.textView.scrollsToTop, "given back while the draft is written")
            XCTAssertTrue(compose.list.scrollsToTop)
            XCTAssertFalse(compose.carousel.scrollsToTop, "the app's own setting, untouched")
            sheet.minimize(animated: false)
            XCTAssertFalse(compose.textView.scrollsToTop)
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            XCTAssertTrue(compose.textView.scrollsToTop, "given back when the sheet goes")
            XCTAssertTrue(compose.list.scrollsToTop)
        }
    }

    // MARK: Bottom bars

    func testTheMinimizedBarSitsAboveTheTabBarUnderneath() {
        withScreen {
            let tabs = UITabBarController()
            tabs.viewControllers = [UIViewController(), UIViewController()]
            window.rootViewController = tabs
            window.layoutIfNeeded()
            let sheet = DropDownSheetController(content: UIViewController())
            let presented = expectation(description: "presented")
            tabs.presentDropDownSheet(sheet, initialState: .minimized, animated: false) { presented.fulfill() }
            wait(for: [presented], timeout: 5)
            let tabBarTop = tabs.tabBar.convert(tabs.tabBar.bounds, to: window).minY
            XCTAssertEqual(sheet.card!.clipView.frame.maxY, tabBarTop, accuracy: 0.5)
            let dismissed = expectation(description: "dismissed")
            sheet.dismiss(animated: false) { dismissed.fulfill() }
            wait(for: [dismissed], timeout: 5)
            window.rootViewController = underneath
        }
    }

    // MARK: Accessibility

    func testTheMinimizedBarIsOneElementWithTheTitleAHintAndActions() {
        withScreen {
            let (sheet, _) = presentCompose(.minimized)
            let bar = sheet.card!.clipView
            XCTAssertTrue(bar.isAccessibilityElement)
            XCTAssertEqual(bar.accessibilityLabel, "Lunch on Friday")
            XCTAssertEqual(bar.accessibilityHint, "Double-tap to expand.")
            XCTAssertEqual(bar.accessibilityCustomActions?.map(\.name), ["Expand", "Close"])
            XCTAssertTrue(sheet.contentViewController.view.accessibilityElementsHidden)
            XCTAssertFalse(sheet.host!.view.accessibilityViewIsModal, "the screen underneath stays reachable")
        }
    }

    func testTheExpandedSheetIsModalAndTheEscapeGestureMinimizesIt() {
        withScreen {
            let (sheet, _) = presentCompose(.expanded)
            let root = sheet.host!.view!
            XCTAssertTrue(root.accessibilityViewIsModal)
            XCTAssertFalse(sheet.card!.clipView.isAccessibilityElement)
            XCTAssertTrue(root.accessibilityPerformEscape())
            waitUntil { sheet.state == .minimized }
            XCTAssertFalse(root.accessibilityPerformEscape(), "nothing to escape from when minimized")
        }
    }

    func testTheCloseActionGoesThroughTheVeto() {
        withScreen {
            let delegate = RecordingDelegate()
            delegate.allowsDismissal = false
            let (sheet, _) = presentCompose(.minimized, delegate: delegate)
            sheet.requestDismissal()
            XCTAssertEqual(delegate.calls.last, "didAttemptToDismiss")
            XCTAssertTrue(sheet.isPresented)
            delegate.allowsDismissal = true
            sheet.requestDismissal()
            waitUntil { !sheet.isPresented }
        }
    }

    func testTheSheetsFollowTheScreenUnderneathsTextSizeAndTheSystemsReduceMotion() {
        withScreen {
            // A screen presented full screen, whose presentation gives it a larger text size (a
            // real trait change, as Dynamic Type's), with a minimized sheet over it.
            let screen = UIViewController()
            screen.modalPresentationStyle = .fullScreen
            let shown = expectation(description: "shown")
            underneath.present(screen, animated: false) { shown.fulfill() }
            wait(for: [shown], timeout: 5)
            let sheet = DropDownSheetController(content: ComposeLikeViewController())
            presentAndWait(sheet, .minimized, from: screen)
            XCTAssertEqual(sheet.engine.container.prefersReducedMotion, UIAccessibility.isReduceMotionEnabled)
            let before = sheet.engine.container.contentSizeScale
            let barBefore = sheet.card!.clipView.frame.height
            overrideTraits(of: screen.presentationController, textSize: .accessibilityExtraLarge)
            waitUntil { screen.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge }
            waitUntil { sheet.engine.container.contentSizeScale > before }
            XCTAssertEqual(sheet.engine.container.contentSizeScale,
                           Double(UIFontMetrics.default.scaledValue(for: 1, compatibleWith: screen.traitCollection)), accuracy: 1e-9)
            waitUntil { !sheet.engine.isMoving }
            XCTAssertGreaterThan(sheet.card!.clipView.frame.height, barBefore, "the bar grows with the text")
            XCTAssertEqual(sheet.contentViewController.traitCollection.preferredContentSizeCategory, .accessibilityExtraLarge,
                           "the content gets the screen's text size")
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            screen.dismiss(animated: false)
        }
    }

    func testRightToLeftLayoutKeepsTheCardCentred() {
        withScreen {
            let (sheet, _) = presentCompose(.expanded)
            let before = sheet.card!.clipView.frame
            sheet.host!.view.semanticContentAttribute = .forceRightToLeft
            sheet.host!.view.setNeedsLayout()
            sheet.host!.view.layoutIfNeeded()
            XCTAssertEqual(sheet.card!.clipView.frame, before)
            XCTAssertEqual(before.midX, window.bounds.midX, accuracy: 0.5)
        }
    }

    // MARK: Drafts

    func testTheScenesTripToTheBackgroundLosesNothingAndTheBarStillTakesATap() {
        withScreen {
            // The scene's state is given through the presenting style's seam, as in
            // ScreenPictureTests: posting the shared scene's (or the application's) notifications
            // would reach every observer in the test process, and the library observes only its
            // own screen's scene. A memory warning is not simulated: the library keeps no cache a
            // warning could empty, and UIKit has no public way to raise one.
            let (sheet, compose) = presentCompose(.minimized)
            let style = sheet.host!.presentingStyle
            style.screenSceneDidChange(toBackground: true)
            spinRunLoop(0.1)
            style.screenSceneDidChange(toBackground: false)
            spinRunLoop(0.2)
            XCTAssertTrue(sheet.isPresented)
            XCTAssertEqual(sheet.state, .minimized)
            XCTAssertIdentical(sheet.contentViewController, compose)
            XCTAssertEqual(compose.textView.text, "Hello there, see you at noon")
            tap(at: barCenter(of: sheet))
            waitUntil { sheet.phase == .resting(.expanded) }
            XCTAssertEqual(compose.textView.text, "Hello there, see you at noon")
        }
    }

    // MARK: Modals from the screen underneath

    func testAPlainModalFromTheScreenUnderneathShowsAboveAMinimizedSheetAndLeavesItWorking() {
        withScreen {
            let (sheet, _) = presentCompose(.minimized)
            let modal = UIViewController()
            let shown = expectation(description: "shown")
            underneath.present(modal, animated: false) { shown.fulfill() }
            wait(for: [shown], timeout: 5)
            XCTAssertIdentical(modal.presentingViewController, underneath, "no 'already presenting'")
            let hidden = expectation(description: "hidden")
            modal.dismiss(animated: false) { hidden.fulfill() }
            wait(for: [hidden], timeout: 5)
            XCTAssertTrue(sheet.isPresented)
            XCTAssertEqual(sheet.state, .minimized)
            sheet.expand(animated: false)
            XCTAssertEqual(sheet.state, .expanded)
            let dismissed = expectation(description: "dismissed")
            sheet.dismiss(animated: false) { dismissed.fulfill() }
            wait(for: [dismissed], timeout: 5)
            waitUntil { self.underneath.presentedViewController == nil }
            tap(at: buttonCenter)
            XCTAssertEqual(underneath.buttonTaps, 1, "the screen underneath takes its touches again")
        }
    }
}
#endif

#if canImport(UIKit)
@MainActor
final class CompactViewAccessibilityTests: SheetTestCase {
    func testTheBarOffersTheCompactViewsLabelAndActionsBeforeItsOwn() {
        withScreen {
            let sheet = DropDownSheetController(content: UIViewController())
            let player = UIView()
            player.accessibilityLabel = "Clair de Lune, Debussy"
            player.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Pause") { _ in true }]
            sheet.compactView = player
            let presented = expectation(description: "presented")
            underneath.presentDropDownSheet(sheet, initialState: .minimized, animated: false) { presented.fulfill() }
            wait(for: [presented], timeout: 5)
            let bar = sheet.card!.clipView
            XCTAssertEqual(bar.accessibilityLabel, "Clair de Lune, Debussy")
            XCTAssertEqual(bar.accessibilityCustomActions?.map(\.name), ["Pause", "Expand", "Close"])
            // The song changes while the bar rests: VoiceOver hears the new one at once.
            player.accessibilityLabel = "Gymnopédie No. 1, Satie"
            player.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Play") { _ in true }]
            XCTAssertEqual(bar.accessibilityLabel, "Gymnopédie No. 1, Satie")
            XCTAssertEqual(bar.accessibilityCustomActions?.map(\.name), ["Play", "Expand", "Close"])
            sheet.expand(animated: false)
            XCTAssertNotEqual(bar.accessibilityLabel, "Gymnopédie No. 1, Satie", "an expanded card is not the bar")
        }
    }

    func testTheBarFindsATitleInsideANestedNavigationController() {
        withScreen {
            let inner = UIViewController()
            inner.navigationItem.title = "Shopping list"
            let wrapper = UIViewController()
            let navigation = UINavigationController(rootViewController: inner)
            wrapper.addChild(navigation)
            wrapper.view.addSubview(navigation.view)
            navigation.didMove(toParent: wrapper)
            let sheet = DropDownSheetController(content: wrapper)
            let presented = expectation(description: "presented")
            underneath.presentDropDownSheet(sheet, initialState: .minimized, animated: false) { presented.fulfill() }
            wait(for: [presented], timeout: 5)
            XCTAssertEqual(sheet.card!.clipView.accessibilityLabel, "Shopping list")
        }
    }
}
#endif
