#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
// DropDownSheetCore too: the per-frame writes are counted in the core's own terms (`DropDownSheetCardDrawing.Changes`).
@testable import DropDownSheetCore

/// Per-frame work (issue 12, item 7): a frame that changes nothing writes nothing, stacked drafts
/// are neither measured nor moved in the hierarchy every frame, and a hit test that is not a touch
/// does not look for the bottom bar.
@MainActor
final class PerFrameWorkTests: SheetTestCase {
    func testAFrameAtRestWritesNothingToACard() {
        withScreen {
            let sheet = presentSheet(.minimized)
            let host = sheet.host!, card = sheet.card!
            host.render()
            host.render()
            XCTAssertEqual(card.lastChanges, [])
            sheet.expand(animated: true)
            var written: DropDownSheetCardDrawing.Changes = []
            for _ in 0..<20 where sheet.phase != .resting(.expanded) {
                spinRunLoop(1.0 / 60)
                written.formUnion(card.lastChanges)
            }
            XCTAssertTrue(written.contains(.frame), "a moving sheet writes its frame")
            XCTAssertFalse(written.contains(.countText), "and not a count it does not have")
        }
    }

    func testStackedDraftsAtRestAreNeitherMeasuredNorMovedInTheHierarchyEveryFrame() {
        withScreen {
            let first = makeDraft("1"), second = makeDraft("2")
            presentAndWait(first, .minimized)
            presentAndWait(second, .minimized)
            waitUntil { first.state == .minimized && second.state == .minimized }
            let host = second.host!, top = second.card!
            XCTAssertFalse(top.countBadge.isHidden)
            let slivers = host.stackSlivers
            XCTAssertFalse(slivers.views[0].isHidden, "one sliver for the draft under the top one")
            let subviews = host.view.subviews
            XCTAssertLessThan(subviews.firstIndex(of: slivers.views[0]) ?? .max, subviews.firstIndex(of: top.clipView) ?? -1,
                              "the sliver is under the top bar")
            let measured = top.countMeasureCount, written = slivers.writeCount, moved = slivers.moveCount
            for _ in 0..<5 { host.render() }
            XCTAssertEqual(top.countMeasureCount, measured, "no sizeToFit per frame")
            XCTAssertEqual(slivers.writeCount, written)
            XCTAssertEqual(slivers.moveCount, moved, "no insertSubview per frame")
            XCTAssertEqual(top.lastChanges, [])
        }
    }

    func testEverySliverOfAThreeDraftStackHasRoundedCorners() {
        withScreen {
            let first = makeDraft("1"), second = makeDraft("2"), third = makeDraft("3")
            presentAndWait(first, .minimized)
            presentAndWait(second, .minimized)
            waitUntil { second.state == .minimized }
            presentAndWait(third, .minimized)
            waitUntil { third.state == .minimized && !third.engine.isMoving }
            let slivers = third.host!.stackSlivers
            let radius = CGFloat(third.configuration.cornerRadius)
            XCTAssertGreaterThan(radius, 0)
            for (index, sliver) in slivers.views.enumerated() {
                XCTAssertFalse(sliver.isHidden, "sliver \(index) shows under the third draft")
                XCTAssertEqual(sliver.layer.cornerRadius, radius, "sliver \(index) has the cards' corners")
                XCTAssertGreaterThan(sliver.alpha, 0, "sliver \(index) is drawn")
            }
        }
    }

    func testATextSizeChangeMeasuresTheCountAgainAndOtherTraitChangesDoNot() {
        withScreen {
            // Two drafts in the stack and a third expanded: the container is presented modally,
            // so UIKit passes it the traits its presentation controller is told to override (a
            // real trait change reaching the container's views, as the system's would).
            let first = makeDraft("1"), second = makeDraft("2"), third = makeDraft("3")
            presentAndWait(first, .minimized)
            presentAndWait(second, .minimized)
            presentAndWait(third, .expanded)
            waitUntil { second.state == .minimized && !second.engine.isMoving && !third.engine.isMoving }
            let host = third.host!, top = second.card!
            XCTAssertFalse(top.countBadge.isHidden, "the stack's count is on its top bar")
            let presentation = host.presentationController
            let measured = top.countMeasureCount
            overrideTraits(of: presentation, style: .dark)
            waitUntil { host.view.traitCollection.userInterfaceStyle == .dark }
            spinRunLoop(0.05)
            XCTAssertEqual(top.countMeasureCount, measured, "light or dark: nothing measured")
            overrideTraits(of: presentation, textSize: .accessibilityExtraLarge)
            waitUntil { host.view.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge }
            spinRunLoop(0.05)
            XCTAssertGreaterThan(top.countMeasureCount, measured, "\"2 Drafts\" is measured again for the new text size")
            overrideTraits(of: presentation)
        }
    }

    func testTurningOffDismissalOnABarAtRestRemovesVoiceOversCloseAction() {
        withScreen {
            let sheet = presentSheet(.minimized)
            waitUntil { !sheet.engine.isMoving }
            let names = { (sheet.card!.clipView.accessibilityCustomActions ?? []).map(\.name) }
            XCTAssertTrue(names().contains("Close"), "\(names())")
            var configuration = sheet.configuration
            configuration.isDismissible = false
            sheet.configuration = configuration
            XCTAssertFalse(names().contains("Close"), "nothing moved, and the action is gone at once: \(names())")
            configuration.isDismissible = true
            sheet.configuration = configuration
            XCTAssertTrue(names().contains("Close"))
        }
    }

    func testHitTestsThatAreNotTouchesDoNotLookForTheBottomBar() throws {
        try withScreen {
            let sheet = presentSheet(.minimized)
            let root = try XCTUnwrap(sheet.host?.view as? DropDownSheetRootView)
            // A pointer hovering over the screen underneath on iPad hit-tests with a hover event;
            // a hit test without an event stands for any that is not a touch.
            let searches = DropDownSheetBottomBarFinder.searchCount
            for _ in 0..<20 { _ = window.hitTest(buttonCenter, with: nil) }
            XCTAssertEqual(root.bottomBarCheckCount, 0)
            XCTAssertEqual(DropDownSheetBottomBarFinder.searchCount, searches, "the screen's hierarchy was not walked")
            XCTAssertIdentical(window.hitTest(buttonCenter, with: nil), underneath.button, "the touch still reaches the screen")
            // A real touch that passes through does look, once (the check can fail).
            tap(at: buttonCenter)
            XCTAssertEqual(root.bottomBarCheckCount, 1, "once for the touch down; the lift is part of the same touch")
            XCTAssertEqual(underneath.buttonTaps, 1)
        }
    }

    func testTheScaledScreenIsClippedOnceByItsStandInNotAcrossTheAppsWholeHierarchy() {
        withScreen {
            underneath.view.layer.masksToBounds = false
            let sheet = presentSheet(.expanded)
            XCTAssertFalse(underneath.view.layer.masksToBounds, "the app's view is never made to clip")
            XCTAssertEqual(underneath.view.layer.cornerRadius, 0)
            XCTAssertTrue(sheet.host?.presentingStyle.standIn?.clipsToBounds ?? false)
        }
    }
}
#endif
