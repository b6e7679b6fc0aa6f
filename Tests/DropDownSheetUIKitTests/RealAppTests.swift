#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

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

    func testTheVerticalScrollViewUnderTheFingerTakesPartAndACarouselDoesNot() {
        withScreen {
            let (sheet, compose) = presentCompose()
            let card = sheet.card!
            XCTAssertIdentical(card.verticalScrollView(containing: compose.cell), compose.list,
                               "a horizontal carousel keeps its swipes; the list around it decides")
            XCTAssertNil(card.verticalScrollView(containing: compose.view))
        }
    }

    func testWhileTheSheetOwnsTheFingerTheScrollViewIsHeldAtItsTop() {
        withScreen {
            let (sheet, compose) = presentCompose()
            let card = sheet.card!
            card.activeScrollView = compose.list
            compose.list.contentOffset = CGPoint(x: 0, y: -30)
            card.pinsActiveScrollView = true
            card.pinActiveScrollView()
            XCTAssertEqual(compose.list.contentOffset.y, -compose.list.adjustedContentInset.top)
            card.pinsActiveScrollView = false
            compose.list.contentOffset = CGPoint(x: 0, y: 200)
            card.pinActiveScrollView()
            XCTAssertEqual(compose.list.contentOffset.y, 200, "scrolling content is left alone")
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

    func testMinimizingResignsTheTextViewAndExpandingRestoresItsCursor() {
        withScreen {
            let (sheet, compose) = presentCompose(.expanded)
            XCTAssertTrue(compose.textView.becomeFirstResponder())
            compose.textView.selectedRange = NSRange(location: 6, length: 0)
            sheet.minimize(animated: false)
            XCTAssertFalse(compose.textView.isFirstResponder)
            sheet.expand(animated: false)
            XCTAssertTrue(compose.textView.isFirstResponder)
            XCTAssertEqual(compose.textView.selectedRange, NSRange(location: 6, length: 0))
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

    func testTheContainerReportsReduceMotionAndTextSizeFromTheSystem() {
        withScreen {
            let (sheet, _) = presentCompose(.minimized)
            let container = sheet.host!.containerGeometry()
            XCTAssertEqual(container.prefersReducedMotion, UIAccessibility.isReduceMotionEnabled)
            XCTAssertEqual(container.contentSizeScale,
                           Double(UIFontMetrics.default.scaledValue(for: 1, compatibleWith: sheet.host!.traitCollection)), accuracy: 1e-9)
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

    func testBackgroundingAndMemoryWarningsLoseNothing() {
        withScreen {
            let (sheet, compose) = presentCompose(.minimized)
            NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
            NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
            spinRunLoop(0.2)
            XCTAssertTrue(sheet.isPresented)
            XCTAssertEqual(sheet.state, .minimized)
            XCTAssertIdentical(sheet.contentViewController, compose)
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
            XCTAssertEqual(underneath.view.transform, .identity)
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
