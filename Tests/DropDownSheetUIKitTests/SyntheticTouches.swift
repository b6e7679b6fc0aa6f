#if canImport(UIKit)
import Darwin
import UIKit
import XCTest
@testable import DropDownSheet

/// Real touches for the UIKit tests: a `UITouch` delivered in UIKit's own touches event through
/// `UIApplication.sendEvent(_:)`, the path a finger on the glass takes. The window hit-tests it
/// (the library's root view's `hitTest` included), gesture recognizers see it and decide
/// (`gestureRecognizerShouldBegin`, the pan's slop and velocity, a long press's delay), and
/// controls track it. A test never calls the library's own touch handlers or feeds a recognizer's
/// result: what it asserts is what a finger would cause.
///
/// UIKit has no public API to make a touch, so this uses the private API every UI-testing tool of
/// this kind uses (a touch's setters, the application's touches event, and an IOHIDEvent from
/// IOKit describing the finger, which UIKit reads since iOS 9). Each piece is looked up at run
/// time; if one is missing on a future iOS, the helper fails the test that uses it, clearly,
/// rather than crashing or passing, and `AATouchHelperSelfCheckTests` (named to run first) fails
/// with the name of the missing piece. Written for this project from the private API's names; it
/// is test code only and never ships in the library.
///
/// What changed under it, from the public record:
/// - Since iOS 14 `-[UITouch setIsTap:]` and `-[UITouch _setIsFirstTouchForView:]` are no longer
///   Objective-C selectors (they became direct methods: KIF issue #1152; KIF PR #1234 dropped
///   `setIsTap:` for iOS 15). The helper never calls `setIsTap:` (a tap is the touch's tap count
///   and its phases) and calls `_setIsFirstTouchForView:` only where a touch responds to it;
///   elsewhere it calls `_setIsTapToClick:` where a touch responds to that, and sets the
///   first-touch-for-view flag, bit 0 of the `_touchFlags` ivar, found with
///   `class_getInstanceVariable`/`ivar_getOffset`. Without that ivar it fails the test and writes
///   nothing.
/// - On iOS 18 SwiftUI's gesture containers may take only touches hit-tested through UIKit's
///   private `_hitTestWithContext:` (KIF issue #1302): a SwiftUI button inside a hosting view may
///   not fire from this helper there. Tests tap UIKit views, or check SwiftUI's reaction through
///   the library's views.
/// - No test may rely on UIKit dropping these events while it ignores interaction (during a
///   non-interactive transition): whether a synthetic event sent with `sendEvent` is dropped then
///   is not documented. A test that needs "no transition runs" asserts it
///   (`transitionCoordinator == nil`), not that a touch was lost.
@MainActor
final class SyntheticFinger {
    let window: UIWindow
    private let touch: UITouch
    private(set) var location: CGPoint
    private(set) var isDown = true

    /// Puts a finger down at `point` (window coordinates): the window hit-tests it with the
    /// touches event, as UIKit does. Nil (and a test failure) when UIKit's private touch API is
    /// not there.
    init?(at point: CGPoint, in window: UIWindow, file: StaticString = #filePath, line: UInt = #line) {
        guard let api = TouchAPI.shared else {
            XCTFail("The synthetic touch helper cannot work on this iOS: \(TouchAPI.problem ?? "?") is missing "
                    + "(AATouchHelperSelfCheckTests says the same once).", file: file, line: line)
            return nil
        }
        self.window = window
        location = point
        touch = UITouch()
        let event = api.touchesEvent()
        // The event carries this touch's time when the window hit-tests it, as UIKit's does.
        api.setDoubleIfPossible(event, "_setTimestamp:", ProcessInfo.processInfo.systemUptime)
        let view = window.hitTest(point, with: event)
        api.setObject(touch, "setWindow:", window)
        api.setObject(touch, "setView:", view)
        if let view { api.setObjectIfPossible(touch, "setGestureView:", view) }
        api.setInteger(touch, "setTapCount:", 1)
        api.markFirstTouchForView(touch)
        api.setPoint(touch, "_setLocationInWindow:resetPrevious:", point, true)
        send(.began, api: api)
    }

    /// Moves the finger to `point` (window coordinates).
    func move(to point: CGPoint) {
        guard isDown, let api = TouchAPI.shared else { return }
        location = point
        api.setPoint(touch, "_setLocationInWindow:resetPrevious:", point, false)
        send(.moved, api: api)
    }

    /// Lifts the finger where it is.
    func lift() {
        guard isDown, let api = TouchAPI.shared else { return }
        isDown = false
        send(.ended, api: api)
    }

    /// The system cancels the touch.
    func cancel() {
        guard isDown, let api = TouchAPI.shared else { return }
        isDown = false
        send(.cancelled, api: api)
    }

    private func send(_ phase: UITouch.Phase, api: TouchAPI) {
        let now = ProcessInfo.processInfo.systemUptime
        api.setInteger(touch, "setPhase:", phase.rawValue)
        api.setDouble(touch, "setTimestamp:", now)
        let hid = api.handEvent(for: location, phase: phase)
        api.setPointer(touch, "_setHidEvent:", hid)
        let event = api.touchesEvent()
        api.call(event, "_clearTouches")
        api.setPointer(event, "_setHIDEvent:", hid)
        api.setDoubleIfPossible(event, "_setTimestamp:", now)
        api.addTouch(touch, to: event)
        UIApplication.shared.sendEvent(event)
        if let hid { Unmanaged<AnyObject>.fromOpaque(hid).release() }
    }
}

/// The private pieces ``SyntheticFinger`` needs, looked up once.
@MainActor
private final class TouchAPI {
    static let shared: TouchAPI? = TouchAPI()
    private(set) static var problem: String?

    private typealias CreateHand = @convention(c) (CFAllocator?, UInt64, UInt32, UInt32, UInt32, UInt32, UInt32,
                                                   Double, Double, Double, Double, Double, UInt8, UInt8, UInt32) -> UnsafeMutableRawPointer?
    private typealias CreateFinger = @convention(c) (CFAllocator?, UInt64, UInt32, UInt32, UInt32,
                                                     Double, Double, Double, Double, Double, UInt8, UInt8, UInt32) -> UnsafeMutableRawPointer?
    private typealias Append = @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer, UInt32) -> Void
    /// `IOHIDEventSetIntegerValue(IOHIDEventRef, IOHIDEventField, CFIndex)`: the value is a `CFIndex`.
    private typealias SetInteger = @convention(c) (UnsafeMutableRawPointer, UInt32, CFIndex) -> Void
    private typealias SetSender = @convention(c) (UnsafeMutableRawPointer, UInt64) -> Void

    private let createHand: CreateHand
    private let createFinger: CreateFinger
    private let append: Append
    private let setIntegerValue: SetInteger
    /// Optional: some UIKit versions look at the event's sender; any fixed, non-zero one will do.
    private let setSender: SetSender?
    private static let sender: UInt64 = 0x0000_0001_2345_6789

    /// How a touch is marked as the first for its view: its setter where UIKit still has one,
    /// otherwise bit 0 of its `_touchFlags` ivar (the first-touch-for-view flag), at this offset.
    private enum FirstTouchMarking {
        case setter
        case flagsIvar(offset: Int, alsoTapToClick: Bool)
    }
    private let firstTouchMarking: FirstTouchMarking

    // IOKit's constants (IOHIDEventTypes.h): kIOHIDDigitizerTransducerTypeHand, a hand of fingers
    // on the display (Stylus 0, Puck 1, Finger 2, Hand 3).
    private static let transducerHand: UInt32 = 3
    private static let range: UInt32 = 0x1, touching: UInt32 = 0x2, position: UInt32 = 0x4
    /// kIOHIDEventFieldDigitizerIsDisplayIntegrated: the digitizer event's field 25.
    private static let isDisplayIntegrated: UInt32 = (11 << 16) + 25

    private init?() {
        let handle = dlopen("/System/Library/Frameworks/IOKit.framework/IOKit", RTLD_NOW)
        func symbol(_ name: String) -> UnsafeMutableRawPointer? { dlsym(handle ?? UnsafeMutableRawPointer(bitPattern: -2), name) }
        guard let hand = symbol("IOHIDEventCreateDigitizerEvent"), let finger = symbol("IOHIDEventCreateDigitizerFingerEvent"),
              let append = symbol("IOHIDEventAppendEvent"), let setInteger = symbol("IOHIDEventSetIntegerValue") else {
            Self.problem = "IOKit's IOHIDEvent functions"
            return nil
        }
        createHand = unsafeBitCast(hand, to: CreateHand.self)
        createFinger = unsafeBitCast(finger, to: CreateFinger.self)
        self.append = unsafeBitCast(append, to: Append.self)
        setIntegerValue = unsafeBitCast(setInteger, to: SetInteger.self)
        setSender = symbol("IOHIDEventSetSenderID").map { unsafeBitCast($0, to: SetSender.self) }
        let touchSelectors = ["setWindow:", "setView:", "setTapCount:",
                              "_setLocationInWindow:resetPrevious:", "setPhase:", "setTimestamp:", "_setHidEvent:"]
        for name in touchSelectors where !UITouch.instancesRespond(to: NSSelectorFromString(name)) {
            Self.problem = "UITouch \(name)"
            return nil
        }
        if UITouch.instancesRespond(to: NSSelectorFromString("_setIsFirstTouchForView:")) {
            firstTouchMarking = .setter
        } else if let flags = class_getInstanceVariable(UITouch.self, "_touchFlags") {
            firstTouchMarking = .flagsIvar(offset: ivar_getOffset(flags),
                                           alsoTapToClick: UITouch.instancesRespond(to: NSSelectorFromString("_setIsTapToClick:")))
        } else {
            Self.problem = "UITouch _setIsFirstTouchForView: and its _touchFlags ivar"
            return nil
        }
        guard UIApplication.shared.responds(to: NSSelectorFromString("_touchesEvent")) else {
            Self.problem = "UIApplication _touchesEvent"
            return nil
        }
        let event = touchesEvent()
        for name in ["_clearTouches", "_setHIDEvent:", "_addTouch:forDelayedDelivery:"] where !event.responds(to: NSSelectorFromString(name)) {
            Self.problem = "the touches event's \(name)"
            return nil
        }
    }

    /// Marks `touch` as the first touch for its view, as UIKit marks a finger's first touch.
    func markFirstTouchForView(_ touch: UITouch) {
        switch firstTouchMarking {
        case .setter:
            setBool(touch, "_setIsFirstTouchForView:", true)
        case let .flagsIvar(offset, alsoTapToClick):
            if alsoTapToClick { setBool(touch, "_setIsTapToClick:", true) }
            // The ivar was found on UITouch itself (init), so the offset lies inside the object.
            let flags = Unmanaged.passUnretained(touch).toOpaque().advanced(by: offset)
            flags.storeBytes(of: flags.load(as: UInt8.self) | 0x01, as: UInt8.self)
        }
    }

    func touchesEvent() -> UIEvent {
        UIApplication.shared.perform(NSSelectorFromString("_touchesEvent")).takeUnretainedValue() as! UIEvent
    }

    /// A hand event holding one finger at `point`, touching unless the finger lifts.
    func handEvent(for point: CGPoint, phase: UITouch.Phase) -> UnsafeMutableRawPointer? {
        let time = mach_absolute_time()
        let touching: UInt8 = phase == .ended || phase == .cancelled ? 0 : 1
        let mask = phase == .moved ? Self.position : Self.range | Self.touching
        guard let hand = createHand(kCFAllocatorDefault, time, Self.transducerHand, 0, 0, mask, 0, 0, 0, 0, 0, 0, 0, touching, 0),
              let finger = createFinger(kCFAllocatorDefault, time, 1, 2, mask, Double(point.x), Double(point.y), 0, 0, 0,
                                        touching, touching, 0) else { return nil }
        setIntegerValue(hand, Self.isDisplayIntegrated, 1)
        setSender?(hand, Self.sender)
        setIntegerValue(finger, Self.isDisplayIntegrated, 1)
        append(hand, finger, 0)
        Unmanaged<AnyObject>.fromOpaque(finger).release()
        return hand
    }

    // MARK: - Calling private Objective-C methods with the arguments they take

    private func implementation(_ object: NSObject, _ name: String) -> (Selector, IMP)? {
        let selector = NSSelectorFromString(name)
        guard let method = class_getInstanceMethod(type(of: object), selector) else { return nil }
        return (selector, method_getImplementation(method))
    }

    func call(_ object: NSObject, _ name: String) {
        guard let (selector, imp) = implementation(object, name) else { return }
        unsafeBitCast(imp, to: (@convention(c) (NSObject, Selector) -> Void).self)(object, selector)
    }

    func setObject(_ object: NSObject, _ name: String, _ value: AnyObject?) {
        guard let (selector, imp) = implementation(object, name) else { return }
        unsafeBitCast(imp, to: (@convention(c) (NSObject, Selector, AnyObject?) -> Void).self)(object, selector, value)
    }

    func setObjectIfPossible(_ object: NSObject, _ name: String, _ value: AnyObject?) {
        setObject(object, name, value)
    }

    func setInteger(_ object: NSObject, _ name: String, _ value: Int) {
        guard let (selector, imp) = implementation(object, name) else { return }
        unsafeBitCast(imp, to: (@convention(c) (NSObject, Selector, Int) -> Void).self)(object, selector, value)
    }

    func setBool(_ object: NSObject, _ name: String, _ value: Bool) {
        guard let (selector, imp) = implementation(object, name) else { return }
        unsafeBitCast(imp, to: (@convention(c) (NSObject, Selector, ObjCBool) -> Void).self)(object, selector, ObjCBool(value))
    }

    func setDouble(_ object: NSObject, _ name: String, _ value: Double) {
        guard let (selector, imp) = implementation(object, name) else { return }
        unsafeBitCast(imp, to: (@convention(c) (NSObject, Selector, Double) -> Void).self)(object, selector, value)
    }

    func setDoubleIfPossible(_ object: NSObject, _ name: String, _ value: Double) {
        setDouble(object, name, value)
    }

    func setPoint(_ object: NSObject, _ name: String, _ point: CGPoint, _ flag: Bool) {
        guard let (selector, imp) = implementation(object, name) else { return }
        unsafeBitCast(imp, to: (@convention(c) (NSObject, Selector, CGPoint, ObjCBool) -> Void).self)(object, selector, point, ObjCBool(flag))
    }

    func setPointer(_ object: NSObject, _ name: String, _ pointer: UnsafeMutableRawPointer?) {
        guard let (selector, imp) = implementation(object, name) else { return }
        unsafeBitCast(imp, to: (@convention(c) (NSObject, Selector, UnsafeMutableRawPointer?) -> Void).self)(object, selector, pointer)
    }

    func addTouch(_ touch: UITouch, to event: UIEvent) {
        guard let (selector, imp) = implementation(event, "_addTouch:forDelayedDelivery:") else { return }
        unsafeBitCast(imp, to: (@convention(c) (NSObject, Selector, UITouch, ObjCBool) -> Void).self)(event, selector, touch, ObjCBool(false))
    }
}

extension SheetTestCase {
    /// A finger put down at `point` (window coordinates), through UIKit's event delivery.
    func fingerDown(at point: CGPoint, file: StaticString = #filePath, line: UInt = #line) -> SyntheticFinger? {
        SyntheticFinger(at: point, in: window, file: file, line: line)
    }

    /// A tap at `point` (window coordinates): down, `hold` seconds of the run loop, up.
    func tap(at point: CGPoint, hold: TimeInterval = 0.05, file: StaticString = #filePath, line: UInt = #line) {
        guard let finger = fingerDown(at: point, file: file, line: line) else { return }
        spinRunLoop(hold)
        finger.lift()
        spinRunLoop(0.02)
    }

    /// A drag from `start` to `end` (window coordinates) in `steps` moves over `duration` seconds
    /// of the run loop (display frames run meanwhile); lifted at the end unless `lift` is false.
    /// The speed at the end is the drag's: distance / duration.
    @discardableResult
    func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 15, lift: Bool = true,
              file: StaticString = #filePath, line: UInt = #line) -> SyntheticFinger? {
        guard let finger = fingerDown(at: start, file: file, line: line) else { return nil }
        let count = max(steps, 1)
        for step in 1...count {
            spinRunLoop(duration / Double(count))
            let f = CGFloat(step) / CGFloat(count)
            finger.move(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        if lift {
            finger.lift()
            spinRunLoop(0.02)
        }
        return finger
    }

    /// A real flick down on `sheet`'s bar (160 points in a tenth of a second): away, if the sheet
    /// may be dismissed.
    func flickDown(onBarOf sheet: DropDownSheetController, file: StaticString = #filePath, line: UInt = #line) {
        let start = barCenter(of: sheet)
        drag(from: start, to: CGPoint(x: start.x, y: start.y + 160), duration: 0.1, steps: 6, file: file, line: line)
    }

    /// A real flick down on `sheet`'s expanded card, from `offset` points below its top (below a
    /// navigation bar, on the content): down to its bar.
    func flickDown(onCardOf sheet: DropDownSheetController, offset: CGFloat = 100,
                   file: StaticString = #filePath, line: UInt = #line) {
        let card = sheet.card!.clipView.convert(sheet.card!.clipView.bounds, to: window)
        let start = CGPoint(x: card.midX, y: card.minY + offset)
        drag(from: start, to: CGPoint(x: start.x, y: start.y + 200), duration: 0.1, steps: 6, file: file, line: line)
    }

    /// A real tap on the dimmed screen above the expanded card (just below the status bar).
    func tapDimmedScreen(file: StaticString = #filePath, line: UInt = #line) {
        tap(at: CGPoint(x: window.bounds.midX, y: window.safeAreaInsets.top + 2), file: file, line: line)
    }
}
#endif
