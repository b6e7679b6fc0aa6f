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

/// One frame's reading of an animation: when it was read (media time), where UIKit's bar is then
/// (its presentation layer), where the library's bar is drawn, and the time the library drew it
/// for (its engine's time).
struct FrameReading {
    var time: CFTimeInterval
    var expected: CGFloat
    var value: CGFloat
    var drawnFor: CFTimeInterval
}

extension SheetTestCase {
    /// `view`'s frame in the window as it is on screen now: its layer's presentation (the frame
    /// UIKit's animation has reached), in its superview's coordinates converted to the window's.
    func presentedWindowFrame(_ view: UIView) -> CGRect {
        let frame = view.layer.presentation()?.frame ?? view.frame
        return view.superview?.convert(frame, to: nil) ?? frame
    }

    /// Fails unless the library's bar moves with UIKit's animation of its bar, compared at the
    /// same timestamp: each reading's drawn value (`value`, drawn for the time `drawnFor`, the
    /// engine's own time) against where UIKit's bar is at that time, interpolated between the
    /// readings of its presentation layer (`expected` at `time`, the media time it was read). The
    /// tolerance is `slack` points plus how far UIKit's bar moves in one frame of the screen (a
    /// presentation layer is a close approximation of what is on screen, within a frame). No
    /// order of two display links within a frame matters: each value is paired with the time it
    /// was drawn for, not with the sample that happened to read it (review of issue 30, finding 9).
    /// It ends where UIKit's bar ends.
    func assertMovesWithUIKitsAnimation(_ readings: [FrameReading], slack: CGFloat = 1, _ what: String,
                                        file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertGreaterThan(readings.count, 4, "frames were sampled during the animation", file: file, line: line)
        let frame = 1.0 / Double(max(window.screen.maximumFramesPerSecond, 1))
        let byTime = readings.sorted { $0.time < $1.time }
        /// UIKit's bar at `time`, and how far it moves in a frame around then.
        func uikit(at time: CFTimeInterval) -> (place: CGFloat, perFrame: CGFloat) {
            guard let first = byTime.first, let last = byTime.last else { return (0, 0) }
            let next = byTime.firstIndex { $0.time >= time } ?? byTime.count - 1
            let previous = max(next - 1, 0)
            let a = byTime[previous], b = byTime[next]
            let span = b.time - a.time
            let place: CGFloat
            if time <= first.time { place = first.expected } else if time >= last.time { place = last.expected } else {
                place = span > 0 ? a.expected + (b.expected - a.expected) * CGFloat((time - a.time) / span) : b.expected
            }
            // The fastest UIKit's bar went over the readings on either side.
            var perFrame: CGFloat = 0
            for index in max(previous - 1, 0)..<min(next + 1, byTime.count - 1) {
                let (u, v) = (byTime[index], byTime[index + 1])
                guard v.time > u.time else { continue }
                perFrame = max(perFrame, abs(v.expected - u.expected) * CGFloat(frame / (v.time - u.time)))
            }
            return (place, perFrame)
        }
        for (index, reading) in readings.enumerated() {
            let (place, perFrame) = uikit(at: reading.drawnFor)
            XCTAssertEqual(reading.value, place, accuracy: slack + perFrame,
                           "\(what): frame \(index) drawn for \(reading.drawnFor), where UIKit's bar is at \(place)",
                           file: file, line: line)
        }
        if let last = readings.last {
            XCTAssertEqual(last.value, last.expected, accuracy: slack, "\(what): it ends where UIKit's bar ends", file: file, line: line)
        }
    }
}
#endif
