#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

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
            waitUntil { style.showsPicture }
            let standIn = style.standIn
            let original = window.frame
            // A real layout pass of a new size inside an animation block (as a rotation's is):
            // the stand-in is redrawn at the new size, at once, not stretched by the animation.
            UIView.animate(withDuration: 1) {
                self.window.frame = CGRect(x: original.minX, y: original.minY, width: original.width, height: original.height - 100)
                self.window.layoutIfNeeded()
            }
            XCTAssertEqual(standIn?.bounds.size.height, original.height - 100, "redrawn at the new size")
            XCTAssertNil(standIn?.layer.animationKeys(), "written at once, not stretched by UIKit's animation")
            XCTAssertNil(style.backdrop?.layer.animationKeys())
            window.frame = original
            window.layoutIfNeeded()
        }
    }

    func testDuringASizeTransitionOnlyTheBackdropShowsAndThePictureIsTakenAfter() {
        withScreen {
            let sheet = presentSheet(.expanded)
            spinRunLoop(0.05)
            let host = sheet.host!, style = host.presentingStyle
            let before = style.renderingSnapshotCount
            // UIKit's own entry point for a rotation or a Split View resize of the presented
            // container, with a transition the test ends when it chooses.
            let transition = TestTransitionCoordinator(.heldUntilEnded)
            host.viewWillTransition(to: window.bounds.size, with: transition)
            XCTAssertTrue(style.standIn?.isHidden ?? false, "no stretched or half-laid-out picture")
            XCTAssertFalse(style.backdrop?.isHidden ?? true)
            // A retake asked for mid-transition (a trait change) waits.
            underneath.overrideUserInterfaceStyle = .dark
            spinRunLoop(0.2)
            XCTAssertEqual(style.renderingSnapshotCount, before)
            XCTAssertTrue(style.standIn?.isHidden ?? false)
            transition.end()
            waitUntil { style.renderingSnapshotCount > before }
            XCTAssertFalse(style.standIn?.isHidden ?? true)
            underneath.overrideUserInterfaceStyle = .unspecified
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

    func testADisplayScaleOrInterfaceLevelChangeOfTheScreenTakesItsPictureAgain() {
        withScreen {
            // Issue 21 review, item 8: from iOS 17 the library registers for the traits it
            // follows, and it followed fewer than `traitCollectionDidChange` heard: the picture
            // went stale on a display scale, user interface level or active appearance change.
            // A screen presented full screen, whose presentation changes its traits (a real trait
            // change reaching its views), with a sheet expanded over it.
            let screen = UIViewController()
            screen.view.backgroundColor = .systemBackground
            screen.modalPresentationStyle = .fullScreen
            showModal(screen, from: underneath)
            let sheet = DropDownSheetController(content: UIViewController())
            XCTAssertEqual(presentAndWait(sheet, .expanded, from: screen), .presented)
            let style = sheet.host!.presentingStyle
            waitUntil { style.showsPicture }
            spinRunLoop(0.1)
            let otherScale: CGFloat = screen.traitCollection.displayScale == 2 ? 3 : 2
            let changes: [(String, UITraitCollection, (UITraitCollection) -> Bool)] = [
                ("the user interface level", UITraitCollection(userInterfaceLevel: .elevated), { $0.userInterfaceLevel == .elevated }),
                ("the display scale", UITraitCollection(displayScale: otherScale), { $0.displayScale == otherScale }),
            ]
            for (what, traits, applied) in changes {
                let before = style.renderingSnapshotCount
                overrideTraits(of: screen.presentationController, with: traits)
                waitUntil { applied(screen.traitCollection) }
                waitUntil { style.renderingSnapshotCount > before }
                XCTAssertGreaterThan(style.renderingSnapshotCount, before, "\(what) changed: the picture is taken again")
                overrideTraits(of: screen.presentationController, with: nil)
                spinRunLoop(0.2)
            }
            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            hideModal(screen)
        }
    }

    // MARK: - Issue 21, item 10

    func testAnExpandWhileUIKitHasTheScreenScaledDrawsThePictureWhereTheScreenIsLaidOut() {
        withScreen {
            // S2: UIKit scales and rounds the screen's own view while a page sheet of the
            // screen's is up (set here by hand, so the test does not depend on when UIKit does).
            let screen = underneath.view!
            let laidOut = screen.frame
            screen.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            let sheet = presentSheet(.expanded)
            let style = sheet.host!.presentingStyle
            waitUntil { style.showsPicture }
            XCTAssertEqual(style.backdrop?.frame, laidOut, "the screen's frame as laid out, not as UIKit draws it scaled")
            XCTAssertEqual(style.standIn?.bounds.size, laidOut.size)
            XCTAssertEqual(style.standIn?.center, CGPoint(x: laidOut.midX, y: laidOut.midY))
            // UIKit gives the screen back its own look (the page sheet went): the picture is the same size.
            screen.transform = .identity
            sheet.host!.render()
            XCTAssertEqual(style.backdrop?.frame, laidOut)
        }
    }

    func testNoPictureIsRenderedWhileTheScreensSceneIsInTheBackground() {
        withScreen {
            // S3: the system takes the app switcher's pictures in light and dark, changing the
            // traits; a picture rendered then can come out black and stay on return. The scene's
            // state is given through the style's seam: posting the shared scene's notifications
            // would reach every observer in the test process (issue 21 review, item 9).
            let sheet = presentSheet(.expanded)
            spinRunLoop(0.05)
            let style = sheet.host!.presentingStyle
            XCTAssertTrue(style.showsPicture)
            let before = style.renderingSnapshotCount
            style.screenSceneDidChange(toBackground: true)
            underneath.overrideUserInterfaceStyle = .dark
            spinRunLoop(0.2)
            XCTAssertEqual(style.renderingSnapshotCount, before, "nothing rendered while the scene is in the background")
            XCTAssertTrue(style.showsPicture, "the picture of before stays")
            style.screenSceneDidChange(toBackground: false)
            waitUntil { style.renderingSnapshotCount == before + 1 }
            XCTAssertTrue(style.showsPicture)
            underneath.overrideUserInterfaceStyle = .unspecified
        }
    }
}

#endif
