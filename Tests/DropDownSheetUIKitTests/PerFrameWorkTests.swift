#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
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
            let first = makeDraft("1"), second = makeDraft("2")
            presentAndWait(first, .minimized)
            presentAndWait(second, .minimized)
            waitUntil { second.state == .minimized && !second.engine.isMoving }
            let host = second.host!, top = second.card!
            let measured = top.countMeasureCount
            host.cardTraitsDidChange(from: host.view.traitCollection)
            XCTAssertEqual(top.countMeasureCount, measured, "the same traits: nothing measured")
            let smaller = UITraitCollection(traitsFrom: [host.view.traitCollection,
                                                         UITraitCollection(preferredContentSizeCategory: .extraSmall)])
            host.cardTraitsDidChange(from: smaller)
            XCTAssertEqual(top.countMeasureCount, measured + 1, "\"2 Drafts\" is measured again for the new text size")
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
