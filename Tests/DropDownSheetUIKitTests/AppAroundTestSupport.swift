#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass
import XCTest
@testable import DropDownSheet

/// A view that can hold the first responder without bringing up a keyboard of its own, so a test
/// decides where the first responder is and posts the keyboard's notifications itself.
@MainActor
final class FocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// Records what a sheet's delegate hears about the app around it.
@MainActor
final class AppAroundDelegate: DropDownSheetDelegate {
    var positions: [DropDownSheetPosition] = []
    var insets: [DropDownSheetUnderneathInset] = []
    var onPosition: ((DropDownSheetController, DropDownSheetPosition) -> Void)?

    func dropDownSheetController(_ sheet: DropDownSheetController, didChangePosition position: DropDownSheetPosition) {
        positions.append(position)
        onPosition?(sheet, position)
    }

    func dropDownSheetController(_ sheet: DropDownSheetController, didChangeUnderneathInset inset: DropDownSheetUnderneathInset) {
        insets.append(inset)
    }
}

extension SheetTestCase {
    /// Shows `root` as the test window's root and runs `body`; then dismisses every sheet shown
    /// over it and puts the test's screen back.
    func withRoot(_ root: UIViewController, _ body: () throws -> Void) rethrows {
        try withScreen {
            window.rootViewController = root
            window.layoutIfNeeded()
            defer {
                dismissEverything(on: root)
                spinRunLoop(0.1)
                window.rootViewController = underneath
            }
            try body()
        }
    }

    /// Presents a sheet with a plain content controller from `presenter`, minimized, without
    /// animation, and waits until it rests and UIKit is done.
    @discardableResult
    func presentMinimized(from presenter: UIViewController, configuration: DropDownSheetConfiguration = .earlierBar,
                          role: DropDownSheetRole = .draft, delegate: DropDownSheetDelegate? = nil,
                          file: StaticString = #filePath, line: UInt = #line) -> DropDownSheetController {
        let sheet = DropDownSheetController(content: UIViewController(), configuration: configuration, role: role)
        sheet.delegate = delegate
        let result = presentAndWait(sheet, .minimized, from: presenter, file: file, line: line)
        XCTAssertTrue(result.isPresented, "\(result)", file: file, line: line)
        waitForRest(sheet, file: file, line: line)
        return sheet
    }

    /// A navigation controller showing its toolbar over `top`, which has a toolbar item.
    func navigationShowingToolbar() -> (top: UIViewController, navigation: UINavigationController) {
        let top = UIViewController()
        top.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: top)
        navigation.isToolbarHidden = false
        return (top, navigation)
    }

    /// Expands `sheet`, then minimizes it, each time waiting until it rests and UIKit is done.
    func expandThenMinimize(_ sheet: DropDownSheetController, file: StaticString = #filePath, line: UInt = #line) {
        sheet.expand()
        waitForRest(sheet, file: file, line: line)
        waitForUIKit(sheet, file: file, line: line)
        sheet.minimize()
        waitForRest(sheet, file: file, line: line)
        waitForUIKit(sheet, file: file, line: line)
    }

    /// Waits until nothing of `sheet`'s presentation moves (springs and glides over).
    func waitForRest(_ sheet: DropDownSheetController, file: StaticString = #filePath, line: UInt = #line) {
        waitUntil(file: file, line: line) { !(sheet.host?.presentation.isMoving ?? false) }
    }

    /// The visible part of `sheet`'s card (its bar when minimized), in window coordinates.
    func visibleCardFrame(_ sheet: DropDownSheetController) -> CGRect {
        guard let clip = sheet.card?.clipView else { return .null }
        return clip.convert(clip.bounds, to: nil)
    }

    /// `view`'s frame in window coordinates.
    func windowFrame(_ view: UIView) -> CGRect {
        view.convert(view.bounds, to: nil)
    }

    /// Where the screen's safe area ends at the bottom, for `view`, in window coordinates.
    func safeAreaBottom(of view: UIView) -> CGFloat {
        windowFrame(view).maxY - view.safeAreaInsets.bottom
    }

    /// The first view in `view`'s hierarchy (itself included, depth first) that `matches`.
    func firstView(in view: UIView, where matches: (UIView) -> Bool) -> UIView? {
        if matches(view) { return view }
        for sub in view.subviews { if let found = firstView(in: sub, where: matches) { return found } }
        return nil
    }

    /// The first visible tab bar in `view`'s hierarchy.
    func visibleTabBar(in view: UIView) -> UITabBar? {
        firstView(in: view) { ($0 as? UITabBar).map { !$0.isHidden && $0.window != nil } ?? false } as? UITabBar
    }

    /// The first controller of type `T` among `controller`'s descendants (depth first).
    func firstDescendant<T: UIViewController>(of controller: UIViewController, _: T.Type) -> T? {
        for child in controller.children {
            if let found = child as? T ?? firstDescendant(of: child, T.self) { return found }
        }
        return nil
    }

    /// Posts the keyboard's will-change-frame (or will-hide) notification for a docked keyboard
    /// `height` points high at the bottom of the test window, as UIKit does.
    func postKeyboardFrame(height: CGFloat, hiding: Bool = false) {
        let end = CGRect(x: 0, y: window.bounds.maxY - height, width: window.bounds.width, height: height)
        NotificationCenter.default.post(name: hiding ? UIResponder.keyboardWillHideNotification : UIResponder.keyboardWillChangeFrameNotification,
                                        object: nil, userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end)])
    }

    /// The window's bottom safe area's top edge: where a bar rests with no tab bar or toolbar.
    var homeIndicatorTop: CGFloat { window.bounds.maxY - window.safeAreaInsets.bottom }
}

/// Sees the touches UIKit delivers to the view it is added to (or a view inside it) and never
/// recognizes, so it neither delays nor cancels anything: a witness that a real touch, hit-tested
/// by the window and dispatched by UIKit, reached that view.
@MainActor
final class TouchWitness: UIGestureRecognizer {
    private(set) var touchesSeen = 0

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesSeen += touches.count
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
}

extension SheetTestCase {
    /// A real tap at `point` (window coordinates), through UIKit's event delivery, reaches `view`
    /// (or a view inside it), not a bar laid over it.
    func assertARealTapReaches(_ view: UIView, at point: CGPoint, _ message: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        let witness = TouchWitness(target: nil, action: nil)
        view.addGestureRecognizer(witness)
        defer { view.removeGestureRecognizer(witness) }
        tap(at: point, file: file, line: line)
        XCTAssertEqual(witness.touchesSeen, 1, message, file: file, line: line)
    }
}

/// Calls `sample` once per display frame, from a display link of its own, until stopped: what a
/// test reads on every frame of an animation (the presentation layer of UIKit's bar, the frame the
/// library drew).
@MainActor
final class FrameSampler<Sample> {
    private(set) var samples: [Sample] = []
    private var link: CADisplayLink?
    private let sample: @MainActor () -> Sample

    init(_ sample: @escaping @MainActor () -> Sample) {
        self.sample = sample
        let link = CADisplayLink(target: Target(self), selector: #selector(Target.step))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func stop() {
        link?.invalidate()
        link = nil
    }

    fileprivate func step() { samples.append(sample()) }

    @MainActor
    private final class Target: NSObject {
        weak var sampler: FrameSampler?
        init(_ sampler: FrameSampler) { self.sampler = sampler }
        @objc func step() { sampler?.step() }
    }
}

extension SheetTestCase {
    /// `view`'s frame in the window as it is on screen now: its layer's presentation (the frame
    /// UIKit's animation has reached), in its superview's coordinates converted to the window's.
    func presentedWindowFrame(_ view: UIView) -> CGRect {
        let frame = view.layer.presentation()?.frame ?? view.frame
        return view.superview?.convert(frame, to: nil) ?? frame
    }

    /// Fails unless `value(i)` lies, at each sample `i` taken while UIKit animates its bar, within
    /// the range `expected` takes over that sample and the two on either side, give or take
    /// `slack` points, and ends where UIKit's bar ends: the library's frame and the presentation
    /// layer are read in the same display frame but may be up to two frames apart. A glide on its
    /// own clock and curve is further off.
    func assertMovesWithUIKitsAnimation(_ samples: [(expected: CGFloat, value: CGFloat)], slack: CGFloat = 1, _ what: String,
                                        file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertGreaterThan(samples.count, 4, "frames were sampled during the animation", file: file, line: line)
        // Review of issue 30, finding 9: the sampler's display link and the library's run in an
        // order UIKit does not define within a frame, and the library draws for the frame's
        // target time: a sample may see the bar up to two frames away from the bar it reads, so
        // each is checked against UIKit's positions two frames either side.
        for i in samples.indices {
            let neighbours = samples[max(i - 2, 0)...min(i + 2, samples.count - 1)].map(\.expected)
            let low = (neighbours.min() ?? 0) - slack, high = (neighbours.max() ?? 0) + slack
            XCTAssertTrue((low...high).contains(samples[i].value),
                          "\(what): frame \(i) at \(samples[i].value), UIKit's bar gives \(low + slack)...\(high - slack)",
                          file: file, line: line)
        }
        if let last = samples.last {
            XCTAssertEqual(last.value, last.expected, accuracy: slack, "\(what): it ends where UIKit's bar ends", file: file, line: line)
        }
    }
}
#endif
