#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
// DropDownSheetCore too: the glass's presence rule (`DropDownSheetGlassPresence`, package access) says where the glass goes.
@testable import DropDownSheetCore

/// Review 20, finding 12: glass that appears or disappears where it can be seen materializes and
/// dematerializes by animating its effect view's `effect` to and from nil (WWDC25, "Build a UIKit
/// app with the new design"), instead of popping in or out. The stack's slivers on glass, under a
/// top bar pulled up and down by a real finger across the halfway line where their glass goes.
/// On an iOS 26 simulator with the system's design; skipped elsewhere (no glass).
///
/// UIKit draws an effect change made inside an animation as Core Animation animations in the
/// effect view's layer tree, which is what these tests look for: they read no flag of the
/// library's.
@MainActor
final class GlassMaterializationTests: SheetTestCase {
    /// Two drafts with bars of their own (on glass), minimized: a stack whose sliver is glass.
    private func presentStackOnGlass() throws -> (bottom: DropDownSheetController, top: DropDownSheetController,
                                                  host: DropDownSheetHostViewController) {
        let first = presentItemBar(title: "1"), second = presentItemBar(title: "2")
        waitUntil { first.state == .minimized && second.state == .minimized && !(second.host?.presentation.isMoving ?? true) }
        let host = try XCTUnwrap(second.host)
        XCTAssertEqual(host.presentation.stackBackdrop.sliverCount, 1)
        // Any materialization of the sliver as the stack formed is over: the animations its
        // layer tree ran as the stack formed have ended (a condition, not a guess of how long).
        let sliver = try XCTUnwrap(host.stackSlivers.glassViews.first)
        let forming = animations(in: sliver)
        waitUntil { !sliver.isHidden && DropDownSheetGlass.isGlass(sliver) && self.animations(in: sliver).isDisjoint(with: forming) }
        return (first, second, host)
    }

    /// The animations running in `view`'s layer tree, as (layer, key) pairs.
    private func animations(in view: UIView) -> Set<String> {
        var found = Set<String>()
        func collect(_ layer: CALayer) {
            for key in layer.animationKeys() ?? [] { found.insert("\(ObjectIdentifier(layer).hashValue):\(key)") }
            for sublayer in layer.sublayers ?? [] { collect(sublayer) }
        }
        collect(view.layer)
        return found
    }

    /// Moves `finger` one frame at a time, `step` points each (from `y`), until `done` holds, then
    /// lets one more frame be drawn; false if it never did within 120 frames.
    private func move(_ finger: SyntheticFinger, x: CGFloat, y: inout CGFloat, step: CGFloat, until done: () -> Bool) -> Bool {
        var frames = 0
        while !done(), frames < 120 {
            y += step
            finger.move(to: CGPoint(x: x, y: y))
            spinRunLoop(1.0 / 60)
            frames += 1
        }
        spinRunLoop(1.0 / 60)
        return done()
    }

    func testTheSliversGlassDematerializesAndMaterializesAsTheTopBarCrossesHalfway() throws {
        try withScreen {
            try requireGlass()
            let (_, top, host) = try presentStackOnGlass()
            let sliver = try XCTUnwrap(host.stackSlivers.glassViews.first)
            XCTAssertFalse(sliver.isHidden, "the stack's sliver shows")
            XCTAssertTrue(DropDownSheetGlass.isGlass(sliver), "as glass")
            let start = barCenter(of: top)
            var y = start.y
            let finger = try XCTUnwrap(fingerDown(at: start))
            // Up, past half way: the bar has mostly become its card, and the sliver's glass goes,
            // by an animation of its effect to nil, the view still shown while it runs.
            var before = animations(in: sliver)
            XCTAssertTrue(move(finger, x: start.x, y: &y, step: -8) { host.presentation.stackBackdrop.alpha < DropDownSheetGlassPresence.hidesBelow }, "the bar went past half way")
            XCTAssertFalse(sliver.isHidden, "the glass does not pop out: it dematerializes")
            XCTAssertNil(sliver.effect, "towards no effect")
            XCTAssertFalse(animations(in: sliver).subtracting(before).isEmpty, "an animation of the effect started at the crossing")
            // Held there: once the animation is over, the view hides (no effect view left shown
            // with a nil effect).
            waitUntil { sliver.isHidden }
            XCTAssertTrue(sliver.isHidden, "hidden once dematerialized")
            // Back down past half way: it materializes, from no effect to the glass.
            before = animations(in: sliver)
            XCTAssertTrue(move(finger, x: start.x, y: &y, step: 8) { host.presentation.stackBackdrop.alpha >= DropDownSheetGlassPresence.showsFrom }, "the bar came back")
            XCTAssertFalse(sliver.isHidden)
            XCTAssertTrue(DropDownSheetGlass.isGlass(sliver), "towards the glass")
            let materializing = animations(in: sliver).subtracting(before)
            XCTAssertFalse(materializing.isEmpty, "an animation of the effect started at the crossing")
            waitUntil { self.animations(in: sliver).isDisjoint(with: materializing) }
            XCTAssertTrue(DropDownSheetGlass.isGlass(sliver), "materialized")
            before = animations(in: sliver)
            // A reversal in the middle of an animation: up across the line and straight back.
            // The dematerialization is taken over; its end, which comes later, hides nothing.
            XCTAssertTrue(move(finger, x: start.x, y: &y, step: -8) { host.presentation.stackBackdrop.alpha < DropDownSheetGlassPresence.hidesBelow })
            XCTAssertNil(sliver.effect)
            let reversedAt = Date()
            XCTAssertFalse(sliver.isHidden, "still dematerializing when the bar turns back")
            XCTAssertTrue(move(finger, x: start.x, y: &y, step: 8) { host.presentation.stackBackdrop.alpha >= DropDownSheetGlassPresence.showsFrom })
            XCTAssertLessThan(Date().timeIntervalSince(reversedAt), DropDownSheetGlass.materializeDuration,
                              "the bar came back before the dematerialization ended: a reversal mid-animation")
            // Both animations of the reversal are over (the dematerialization's end, which hides
            // nothing, comes with it).
            waitUntil { self.animations(in: sliver).isSubset(of: before) }
            XCTAssertFalse(sliver.isHidden, "the reversed dematerialization left the glass shown")
            XCTAssertTrue(DropDownSheetGlass.isGlass(sliver), "with its glass")
            // Let go near the bottom: back to the bars.
            finger.move(to: start)
            spinRunLoop(1.0 / 60)
            finger.lift()
            waitUntil { top.state == .minimized && !host.presentation.isMoving }
            XCTAssertFalse(sliver.isHidden)
            XCTAssertTrue(DropDownSheetGlass.isGlass(sliver))
        }
    }

    /// A flick up on the top bar, let go while the bar still mostly shows: the top heads to
    /// expanded and the stack is no longer one at once (the core gives no sliver from that
    /// frame), with the sliver's glass in full view. It dematerializes where it was, and hides
    /// when that is over.
    func testAFlickUpFromTheStackDematerializesTheSliversGlassInsteadOfPoppingIt() throws {
        try withScreen {
            try requireGlass()
            let (_, top, host) = try presentStackOnGlass()
            let sliver = try XCTUnwrap(host.stackSlivers.glassViews.first)
            let before = animations(in: sliver)
            let start = barCenter(of: top)
            drag(from: start, to: CGPoint(x: start.x, y: start.y - 90), duration: 0.06, steps: 4)
            XCTAssertEqual(host.presentation.stackBackdrop.sliverCount, 0, "heading to expanded: no sliver")
            XCTAssertFalse(sliver.isHidden, "the glass does not pop out: it dematerializes")
            XCTAssertNil(sliver.effect)
            XCTAssertFalse(animations(in: sliver).subtracting(before).isEmpty, "an animation of the effect started")
            waitUntil { top.state == .expanded && !host.presentation.isMoving }
            XCTAssertTrue(sliver.isHidden, "hidden once dematerialized")
        }
    }

    /// When the whole stack goes (both drafts closed at once: no top bar left), its sliver's
    /// glass dematerializes where it was, and then hides: no glass is left behind, and no effect
    /// view is left shown without its effect.
    func testTheSliversGlassGoesWithTheStack() throws {
        try withScreen {
            try requireGlass()
            let (bottom, top, host) = try presentStackOnGlass()
            let sliver = try XCTUnwrap(host.stackSlivers.glassViews.first)
            XCTAssertFalse(sliver.isHidden)
            top.dismiss(animated: true)
            bottom.dismiss(animated: true)
            waitUntil { host.presentation.topDraft == nil }
            XCTAssertNil(host.presentation.topDraft, "no stack left")
            XCTAssertFalse(sliver.isHidden, "the glass does not pop out: it dematerializes")
            XCTAssertNil(sliver.effect)
            XCTAssertNotNil(sliver.superview, "in the glass container until it has gone")
            waitUntil { host.stackSlivers.glassViews.allSatisfy(\.isHidden) }
            XCTAssertTrue(host.stackSlivers.glassViews.allSatisfy(\.isHidden), "no glass left once the stack is gone")
            XCTAssertTrue(host.stackSlivers.views.allSatisfy(\.isHidden), "nor a plain sliver")
        }
    }

    /// Review of issue 30, finding 6: a render may run inside `UIView.performWithoutAnimation` (or
    /// UIKit's rotation), where an animation begun at once is suppressed: the glass would pop.
    /// The materialization begins on a later turn, outside it, and takes its own duration.
    func testGlassAskedToDematerializeInsideAnUnanimatedBlockStillDematerializes() throws {
        try withScreen {
            try requireGlass()
            let sheet = presentItemBar()
            let glass = try XCTUnwrap(sheet.card?.glassView)
            waitUntil { DropDownSheetGlass.isGlass(glass) && !glass.isHidden }
            var ended = false
            let start = CACurrentMediaTime()
            UIView.performWithoutAnimation {
                DropDownSheetGlass.materialize(glass, visible: false) { ended = true }
            }
            XCTAssertTrue(DropDownSheetGlass.isGlass(glass), "nothing changed inside the unanimated block")
            waitUntil { ended }
            // An animation lasts its duration; one suppressed by the block would end at once.
            XCTAssertGreaterThanOrEqual(CACurrentMediaTime() - start, DropDownSheetGlass.materializeDuration * 0.8,
                                        "the glass dematerialized as an animation")
            XCTAssertFalse(DropDownSheetGlass.isGlass(glass), "and ends with no glass")
        }
    }
}
#endif
