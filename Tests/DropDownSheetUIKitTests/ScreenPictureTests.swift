#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

/// When the picture of the screen underneath is taken (issue-12 review, defects 2, 3, 4): never an
/// empty one over a screen not drawn yet, no forced commit (`afterScreenUpdates: true`) when an
/// expand or a minimize begins over a screen already drawn, and a new one when the screen's
/// traits change while a sheet is expanded.
@MainActor
final class ScreenPictureTests: SheetTestCase {
    func testASheetPresentedExpandedInTheTurnItsWindowAppearedDrawsNoEmptyPicture() {
        withScreen {
            // The window was made visible in this very turn (a launch restore, a cold deep link).
            let sheet = DropDownSheetController(content: UIViewController())
            underneath.presentDropDownSheet(sheet, initialState: .expanded, animated: false)
            let style = sheet.host!.presentingStyle
            XCTAssertTrue(style.standIn?.isHidden ?? true, "no picture yet: the real screen shows, not a black one")
            XCTAssertTrue(style.backdrop?.isHidden ?? true)
            waitUntil { style.standIn?.isHidden == false }
            XCTAssertEqual(style.renderingSnapshotCount, 1, "one picture, taken after the screen was drawn")
            XCTAssertFalse(style.standIn?.subviews.isEmpty ?? true, "the picture is in the stand-in")
            XCTAssertFalse(style.backdrop?.isHidden ?? true)
        }
    }

    func testExpandingAndMinimizingOverADrawnScreenForceNoCommit() {
        withScreen {
            let sheet = presentSheet(.minimized)
            spinRunLoop(0.05)
            let style = sheet.host!.presentingStyle
            let before = style.renderingSnapshotCount
            sheet.expand(animated: true)
            waitUntil { sheet.phase == .resting(.expanded) }
            XCTAssertFalse(style.standIn?.isHidden ?? true, "a picture is drawn at once")
            XCTAssertFalse(style.standIn?.subviews.isEmpty ?? true)
            sheet.minimize(animated: true)
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertEqual(style.renderingSnapshotCount, before, "no afterScreenUpdates: true at the start of an expand or a minimize")
        }
    }

    func testTheStandInIsNeverAnimatedByAnAnimationBlockItIsDrawnIn() {
        withScreen {
            let sheet = presentSheet(.expanded)
            let style = sheet.host!.presentingStyle
            let standIn = try? XCTUnwrap(style.standIn)
            // A layout pass inside a rotation's animation block redraws the stand-in.
            UIView.animate(withDuration: 1) { style.apply(scale: 0.8, cornerRadius: 4) }
            XCTAssertNil(standIn?.layer.animationKeys(), "written at once, not stretched by UIKit's animation")
            XCTAssertEqual(standIn?.transform.a ?? 0, 0.8, accuracy: 0.0001)
            sheet.host!.render()
        }
    }

    func testDuringASizeTransitionOnlyTheBackdropShowsAndThePictureIsTakenAfter() {
        withScreen {
            let sheet = presentSheet(.expanded)
            spinRunLoop(0.05)
            let style = sheet.host!.presentingStyle
            let before = style.renderingSnapshotCount
            style.sizeTransitionWillBegin()
            XCTAssertTrue(style.standIn?.isHidden ?? false, "no stretched or half-laid-out picture")
            XCTAssertFalse(style.backdrop?.isHidden ?? true)
            // A retake asked for mid-transition (the layout pass of the new size) waits.
            style.screenTraitsDidChange()
            spinRunLoop(0.1)
            XCTAssertEqual(style.renderingSnapshotCount, before)
            XCTAssertTrue(style.standIn?.isHidden ?? false)
            style.sizeTransitionDidEnd()
            waitUntil { style.renderingSnapshotCount == before + 1 }
            XCTAssertFalse(style.standIn?.isHidden ?? true)
        }
    }

    func testAChangeOfTheScreensAppearanceWhileExpandedTakesItsPictureAgain() {
        withScreen {
            let sheet = presentSheet(.expanded)
            spinRunLoop(0.05)
            let style = sheet.host!.presentingStyle
            XCTAssertNotNil(style.standIn)
            let before = style.renderingSnapshotCount
            underneath.overrideUserInterfaceStyle = .dark
            waitUntil { style.renderingSnapshotCount == before + 1 }
            XCTAssertFalse(style.standIn?.isHidden ?? true)
            underneath.overrideUserInterfaceStyle = .unspecified
        }
    }
}
#endif
