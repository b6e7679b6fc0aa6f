#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// A mini player (an accessory) and drafts on one screen at once, as the presentation lays them
/// out: both bars at rest, each touch on a bar reaching its own sheet, everything else the screen
/// underneath's.
@MainActor
final class AccessoryAndDraftsTests: SheetTestCase {
    private func draft(_ id: String, configuration: DropDownSheetConfiguration = .init()) -> DropDownSheetController {
        let content = UIViewController()
        content.title = "Draft \(id)"
        return DropDownSheetController(content: content, configuration: configuration, identifier: id)
    }

    private func miniPlayer() -> DropDownSheetController {
        var configuration = DropDownSheetConfiguration()
        configuration.isDismissible = false
        let player = DropDownSheetController(content: UIViewController(), configuration: configuration,
                                             identifier: "player", role: .accessory)
        player.compactView = UIView()
        return player
    }

    @discardableResult
    private func barFrame(_ sheet: DropDownSheetController) -> CGRect {
        sheet.card!.clipView.convert(sheet.card!.clipView.bounds, to: window)
    }

    private func center(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

    private func touchReaches(_ sheet: DropDownSheetController, at point: CGPoint) -> Bool {
        window.hitTest(point, with: nil)?.isDescendant(of: sheet.card!.clipView) ?? false
    }

    func testAMiniPlayerAndTwoDraftsAreOnScreenTogether() {
        withScreen {
            let player = miniPlayer(), first = draft("1"), second = draft("2")
            XCTAssertEqual(presentAndWait(player, .minimized), .presented)
            XCTAssertEqual(presentAndWait(first, .minimized), .joined)
            XCTAssertEqual(presentAndWait(second, .minimized), .joined)
            XCTAssertTrue(player.isPresented && first.isPresented && second.isPresented)
            XCTAssertEqual(underneath.presentedDropDownSheets.map(\.identifier), ["player", "1", "2"])
            XCTAssertNil(underneath.presentedViewController, "bars are not a UIKit presentation")

            // Both bars visible: the player's, and the drafts' (the top draft's, with the count).
            XCTAssertFalse(player.card!.clipView.isHidden)
            XCTAssertFalse(second.card!.clipView.isHidden)
            XCTAssertTrue(first.card!.clipView.isHidden, "a draft under the top of the stack is not drawn")
            XCTAssertEqual(second.card!.countBadge.text, "2 Drafts")
            let playerBar = barFrame(player), draftsBar = barFrame(second)
            XCTAssertGreaterThan(playerBar.height, 0)
            XCTAssertGreaterThan(draftsBar.height, 0)
            XCTAssertFalse(playerBar.intersects(draftsBar.insetBy(dx: 0, dy: 0.5)), "the bars do not overlap")
            XCTAssertEqual(draftsBar.maxY, playerBar.minY, accuracy: 0.5, "the drafts' bar sits directly above the player's")

            // A touch on each bar reaches its own sheet; everything else the screen underneath.
            XCTAssertTrue(touchReaches(player, at: center(playerBar)))
            XCTAssertTrue(touchReaches(second, at: center(draftsBar)))
            XCTAssertFalse(touchReaches(second, at: center(playerBar)))
            XCTAssertIdentical(window.hitTest(buttonCenter, with: nil), underneath.button)
            let aboveBars = CGPoint(x: draftsBar.midX, y: draftsBar.minY - 20)
            XCTAssertTrue(window.hitTest(aboveBars, with: nil)?.isDescendant(of: underneath.view) ?? false)

            // The presentation hears each real finger as its own sheet's, through the card's
            // recognizers (a pan of the bar the root view gave the touch to).
            let onPlayer = pull(from: center(playerBar))
            XCTAssertEqual(player.phase, .dragging)
            XCTAssertEqual(second.phase, .resting(.minimized))
            onPlayer?.cancel()
            waitUntil { player.phase == .resting(.minimized) }
            let onDrafts = pull(from: center(draftsBar))
            XCTAssertEqual(second.phase, .dragging)
            XCTAssertEqual(player.phase, .resting(.minimized))
            onDrafts?.cancel()
            waitUntil { second.phase == .resting(.minimized) }
        }
    }

    // MARK: - A finger belongs to the bar it landed on

    /// A real finger lands at `point` (window) and pulls up 30 points, past the pan's slop, and
    /// stays down.
    private func pull(from point: CGPoint) -> SyntheticFinger? {
        drag(from: point, to: CGPoint(x: point.x, y: point.y - 30), duration: 0.15, steps: 8, lift: false)
    }

    /// A real tap that lands at `start` and lifts at `end` (window), a tenth of a second later.
    private func driftingTap(from start: CGPoint, to end: CGPoint) {
        guard let finger = fingerDown(at: start) else { return }
        spinRunLoop(0.05)
        finger.move(to: end)
        spinRunLoop(0.05)
        finger.lift()
    }

    func testATapThatDriftsAcrossTheSeamActsOnTheBarItLandedOn() {
        withScreen {
            let player = miniPlayer(), first = draft("1"), second = draft("2")
            presentAndWait(player, .minimized)
            presentAndWait(first, .minimized)
            presentAndWait(second, .minimized)
            let seam = barFrame(player).minY
            XCTAssertEqual(barFrame(second).maxY, seam, accuracy: 0.5)
            // Lands on the player's bar 2 points below the seam, lifts 5 points above it (on the
            // drafts' bar), within a tap's 10 points: the player's tap, not the stack's chooser.
            driftingTap(from: CGPoint(x: window.bounds.midX, y: seam + 2), to: CGPoint(x: window.bounds.midX, y: seam - 5))
            waitUntil { player.state == .expanded }
            XCTAssertEqual(first.state, .minimized)
            XCTAssertEqual(second.state, .minimized)
            XCTAssertFalse(underneath.presentedViewController is DropDownSheetChooserViewController,
                           "the drafts' chooser did not open")
        }
    }

    func testATapThatDriftsDownOntoThePlayerOpensTheDraftsChooser() {
        withScreen {
            let player = miniPlayer(), first = draft("1"), second = draft("2")
            presentAndWait(player, .minimized)
            presentAndWait(first, .minimized)
            presentAndWait(second, .minimized)
            let seam = barFrame(player).minY
            driftingTap(from: CGPoint(x: window.bounds.midX, y: seam - 2), to: CGPoint(x: window.bounds.midX, y: seam + 5))
            waitUntil { self.underneath.presentedViewController is DropDownSheetChooserViewController }
            XCTAssertEqual(player.state, .minimized, "the player did not open")
            underneath.dismiss(animated: false)
        }
    }

    func testADragStaysWithThePlayerItLandedOnWhileADraftSpringsUpOverIt() {
        withScreen {
            let player = miniPlayer(), first = draft("1")
            presentAndWait(player, .minimized)
            presentAndWait(first, .minimized)
            let playerCenter = center(barFrame(player))
            // A real finger lands on the player's bar at rest (the engine is not held yet) ...
            guard let finger = fingerDown(at: playerCenter) else { return }
            XCTAssertEqual(player.phase, .resting(.minimized))
            // ... the draft springs up over the player's bar before the finger moves ...
            first.expand(animated: true)
            waitUntil { self.barFrame(first).minY < playerCenter.y - 100 }
            XCTAssertTrue(barFrame(first).contains(playerCenter), "the draft's card is under the finger now")
            // ... and the first move drags the player the finger landed on, not the draft.
            var y = playerCenter.y
            while player.phase != .dragging, y > playerCenter.y - 40 {
                spinRunLoop(1.0 / 60)
                y -= 3
                finger.move(to: CGPoint(x: playerCenter.x, y: y))
            }
            XCTAssertEqual(player.phase, .dragging)
            XCTAssertNotEqual(first.phase, .dragging)
            spinRunLoop(0.2)
            finger.lift()
            waitUntil { first.state == .expanded && !first.engine.isMoving }
        }
    }

    func testExpandingTheMiniPlayerLeavesTheDraftsWhereTheyAre() {
        withScreen {
            let player = miniPlayer(), first = draft("1"), second = draft("2")
            presentAndWait(player, .minimized)
            presentAndWait(first, .minimized)
            presentAndWait(second, .minimized)
            player.expand(animated: false)
            waitUntil { self.underneath.presentedViewController === player.host }
            XCTAssertEqual(player.state, .expanded)
            XCTAssertEqual(first.state, .minimized)
            XCTAssertEqual(second.state, .minimized)
            player.minimize(animated: false)
            waitUntil { self.underneath.presentedViewController == nil }
            second.expand(animated: false)
            waitUntil { self.underneath.presentedViewController === second.host }
            XCTAssertEqual(player.state, .minimized, "a draft expanding leaves the player's bar")
            XCTAssertEqual(first.state, .minimized)
        }
    }

    func testDismissingEveryDraftLeavesTheMiniPlayerAndTheOtherWayRound() {
        withScreen {
            let player = miniPlayer(), first = draft("1"), second = draft("2")
            presentAndWait(player, .minimized)
            let playerBar = barFrame(player)
            presentAndWait(first, .minimized)
            presentAndWait(second, .expanded)
            first.dismiss(animated: false)
            second.dismiss(animated: false)
            waitUntil { !first.isPresented && !second.isPresented }
            XCTAssertTrue(player.isPresented)
            XCTAssertEqual(player.state, .minimized)
            waitUntil { self.barFrame(player) == playerBar }
            XCTAssertTrue(touchReaches(player, at: center(playerBar)))

            let third = draft("3")
            presentAndWait(third, .minimized)
            player.dismiss(animated: false)
            waitUntil { !player.isPresented }
            XCTAssertTrue(third.isPresented)
            XCTAssertEqual(third.state, .minimized)
            // Without the player below it, the draft's bar comes down to the player's place.
            waitUntil { abs(self.barFrame(third).maxY - playerBar.maxY) < 0.5 }
        }
    }

    func testTheMiniPlayerIsNotADraft() {
        withScreen {
            var one = DropDownSheetConfiguration()
            one.maximumSheetCount = 1
            let player = miniPlayer()
            presentAndWait(player, .minimized)
            XCTAssertEqual(presentAndWait(draft("1", configuration: one), .minimized), .joined, "the player takes no place")
            XCTAssertEqual(underneath.presentDropDownSheet(draft("2", configuration: one), initialState: .minimized,
                                                           animated: false), .refused(.stackFull))
            let otherPlayer = DropDownSheetController(content: UIViewController(), identifier: "radio", role: .accessory)
            XCTAssertEqual(underneath.presentDropDownSheet(otherPlayer, initialState: .minimized, animated: false),
                           .refused(.accessoryAlreadyPresented))
            XCTAssertFalse(otherPlayer.isPresented)
            XCTAssertEqual(underneath.dropDownSheetStackSnapshot?.identifiers, ["1"], "the player is never saved")
        }
    }

    func testASecondSheetWithAPresentedIdentifierIsRefusedAndMovesNothing() {
        withScreen {
            let first = draft("same")
            presentAndWait(first, .minimized)
            let impostor = draft("same")
            XCTAssertEqual(underneath.presentDropDownSheet(impostor, initialState: .expanded, animated: false),
                           .refused(.identifierInUse))
            XCTAssertEqual(first.state, .minimized, "the presented sheet did not move")
            XCTAssertFalse(impostor.isPresented)
            XCTAssertNotNil(impostor.contentViewController.parent, "the refused sheet's content keeps a container")
        }
    }
}
#endif
