#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// Review of issue 30, findings 3 and 4: the bar's buttons send their actions as UIKit sends a
/// toolbar's (through the application, the item as the sender), toggle a selecting item as a
/// toolbar does, and read their items again when the bar item reports a change, never by
/// key-value observing UIKit's classes. Real taps through UIKit's event delivery.
@MainActor
final class BarButtonActionTests: SheetTestCase {
    /// A minimized sheet whose bar shows `items` on its trailing side, laid out.
    private func presentBar(_ items: [UIBarButtonItem]) -> (UIViewController, DropDownSheetItemBarView)? {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        content.dropDownSheetBarItem.title = "Song"
        content.dropDownSheetBarItem.trailingBarButtonItems = items
        let sheet = DropDownSheetController(content: content, configuration: .earlierBar)
        presentAndWait(sheet, .minimized)
        waitUntil { !(sheet.host?.presentation.isMoving ?? true) }
        guard let bar = sheet.card?.itemBarView else { return nil }
        bar.layoutIfNeeded()
        return (content, bar)
    }

    /// An item without a target whose action nothing in the content's chain handles: UIKit's
    /// `sendAction(_:to:from:for:)` with no target gives it to the first responder, here a view of
    /// the screen underneath, with the item as the sender.
    func testAnUnhandledActionGoesToTheFirstResponderThroughTheApplication() throws {
        try withScreen {
            let responder = ActionCatchingView(frame: CGRect(x: 20, y: 120, width: 40, height: 40))
            underneath.view.addSubview(responder)
            XCTAssertTrue(responder.becomeFirstResponder())
            defer { responder.resignFirstResponder() }
            let item = UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain, target: nil,
                                       action: #selector(ActionCatchingView.catchAction(_:)))
            let (_, bar) = try XCTUnwrap(presentBar([item]))
            let button = try XCTUnwrap(bar.trailingButtons.first)
            tap(at: center(of: button))
            XCTAssertEqual(responder.senders.count, 1, "the first responder got it, as UIKit sends a nil target's action")
            XCTAssertIdentical(responder.senders.first as AnyObject?, item, "with the item as the sender")
        }
    }

    /// `changesSelectionAsPrimaryAction`: a tap toggles the item's `isSelected`, as a toolbar's
    /// does, and the button shows it at once.
    func testASelectingItemTogglesOnATapAsInAToolbar() throws {
        try withScreen {
            let item = UIBarButtonItem(image: UIImage(systemName: "heart"), style: .plain, target: nil, action: nil)
            item.changesSelectionAsPrimaryAction = true
            let (_, bar) = try XCTUnwrap(presentBar([item]))
            let button = try XCTUnwrap(bar.trailingButtons.first as? DropDownSheetBarButton)
            XCTAssertFalse(item.isSelected)
            tap(at: center(of: button))
            XCTAssertTrue(item.isSelected, "the tap selected the item")
            XCTAssertTrue(button.isSelected, "and the button shows it")
            tap(at: center(of: button))
            XCTAssertFalse(item.isSelected)
            XCTAssertFalse(button.isSelected)
        }
    }

    /// Review of issue 30: UIKit toggles a selecting item's `isSelected` before it runs the item's
    /// primary action or sends its action, so both see the new value; the bar's button does the
    /// same, on each of two real taps, for a primary action and for a target's action.
    func testASelectingItemsActionSeesTheSelectionItJustToggled() throws {
        try withScreen {
            let seenByPrimary = SelectionCatcher()
            let primary = UIBarButtonItem(image: UIImage(systemName: "heart"), style: .plain, target: nil, action: nil)
            primary.primaryAction = UIAction(image: UIImage(systemName: "heart")) { [unowned primary] _ in
                seenByPrimary.record(primary.isSelected)
            }
            primary.changesSelectionAsPrimaryAction = true
            let catcher = SelectionCatcher()
            let targeted = UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain, target: catcher,
                                           action: #selector(SelectionCatcher.catchSelection(_:)))
            targeted.changesSelectionAsPrimaryAction = true
            let (_, bar) = try XCTUnwrap(presentBar([primary, targeted]))
            let buttons = bar.trailingButtons.compactMap { $0 as? DropDownSheetBarButton }
            let primaryButton = try XCTUnwrap(buttons.first { $0.item === primary })
            let targetedButton = try XCTUnwrap(buttons.first { $0.item === targeted })
            for _ in 0..<2 {
                tap(at: center(of: primaryButton))
                tap(at: center(of: targetedButton))
            }
            XCTAssertEqual(seenByPrimary.seen, [true, false], "the primary action ran once a tap, after the toggle")
            XCTAssertEqual(catcher.seen, [true, false], "the target's action was sent once a tap, after the toggle")
            XCTAssertFalse(primary.isSelected)
            XCTAssertFalse(targetedButton.isSelected)
        }
    }

    /// Review of issue 30's rest: a tap selects a favourite, the app takes it back through the bar
    /// item (a request that failed): the button is drawn unselected again.
    func testAnAppsUndoOfATappedSelectionIsDrawn() throws {
        try withScreen {
            let favourite = UIBarButtonItem(image: UIImage(systemName: "heart"), style: .plain, target: nil, action: nil)
            favourite.changesSelectionAsPrimaryAction = true
            let (content, bar) = try XCTUnwrap(presentBar([favourite]))
            let button = try XCTUnwrap(bar.trailingButtons.first as? DropDownSheetBarButton)
            tap(at: center(of: button))
            waitUntil { favourite.isSelected && button.isSelected }
            content.dropDownSheetBarItem.update(animated: false) { favourite.isSelected = false }
            XCTAssertFalse(button.isSelected, "the app's undo is drawn")
        }
    }

    /// Review of issue 30's rest: from iOS 16 a primary action runs on behalf of the item, as a
    /// toolbar runs it, so an app can anchor a popover to `action.sender`.
    func testAPrimaryActionsSenderIsTheItemFromIOS16() throws {
        guard #available(iOS 16.0, *) else { throw XCTSkip("iOS 15 has no API to run an action for another object") }
        try withScreen {
            var senders: [AnyObject?] = []
            let share = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: nil, action: nil)
            share.primaryAction = UIAction(image: UIImage(systemName: "square.and.arrow.up")) { action in
                senders.append(action.sender as AnyObject?)
            }
            let (_, bar) = try XCTUnwrap(presentBar([share]))
            let button = try XCTUnwrap(bar.trailingButtons.first as? DropDownSheetBarButton)
            tap(at: center(of: button))
            waitUntil { senders.count == 1 }
            XCTAssertIdentical(senders.first ?? nil, share, "the action's sender is the bar button item")
        }
    }

    /// Changes go through the bar item: a change made to a `UIBarButtonItem` alone is not watched
    /// (UIKit does not promise key-value observing of it); the bar item's `update` or its list set
    /// again has the bar read every item, the button's state and whether it shows.
    func testTheBarReadsItsItemsWhenTheBarItemReportsAChangeAndNeverObservesThem() throws {
        try withScreen {
            let play = UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain, target: nil, action: nil)
            let next = UIBarButtonItem(image: UIImage(systemName: "forward.fill"), style: .plain, target: nil, action: nil)
            let (content, bar) = try XCTUnwrap(presentBar([play, next]))
            let button = try XCTUnwrap(bar.trailingButtons.first as? DropDownSheetBarButton)
            play.isEnabled = false
            XCTAssertTrue(button.isEnabled, "nothing observes the item")
            content.dropDownSheetBarItem.update(animated: false) { play.image = UIImage(systemName: "pause.fill") }
            XCTAssertFalse(button.isEnabled, "read again when the bar item reported the change")
            XCTAssertIdentical(button.image(for: .normal), play.image)
            let passes = bar.layoutPassCount
            bar.layoutIfNeeded()
            XCTAssertEqual(bar.layoutPassCount, passes, "a button of the same width lays nothing out")
            // Only a button whose item reads differently is written: a mark put on the other
            // button behind the library's back stays.
            let nextButton = try XCTUnwrap(bar.trailingButtons.last as? DropDownSheetBarButton)
            let mark = UIImage(systemName: "circle")
            nextButton.setImage(mark, for: .normal)
            content.dropDownSheetBarItem.update(animated: false) { play.image = UIImage(systemName: "play.fill") }
            XCTAssertIdentical(button.image(for: .normal), play.image, "the changed item's button is written")
            XCTAssertIdentical(nextButton.image(for: .normal), mark, "the unchanged item's button is not")
            nextButton.setImage(next.image, for: .normal)
            if #available(iOS 16.0, *) {
                next.isHidden = true
                content.dropDownSheetBarItem.trailingBarButtonItems = [play, next]
                XCTAssertEqual(bar.trailingButtons.count, 1, "the list set again: the hidden item left the bar")
            }
            play.width = 80
            content.dropDownSheetBarItem.update(animated: false) {}
            bar.layoutIfNeeded()
            XCTAssertEqual(button.frame.width, 80, accuracy: 0.5, "a new width lays the bar out again")
        }
    }
}

/// The target of a selecting item's action: records the item's `isSelected` as the action sees it.
final class SelectionCatcher: NSObject {
    private(set) var seen: [Bool] = []
    @objc func catchSelection(_ sender: UIBarButtonItem) { record(sender.isSelected) }
    func record(_ isSelected: Bool) { seen.append(isSelected) }
}

/// A view that can be first responder and takes the bar's action, recording its senders.
final class ActionCatchingView: UIView {
    private(set) var senders: [Any] = []
    override var canBecomeFirstResponder: Bool { true }
    @objc func catchAction(_ sender: Any) { senders.append(sender) }
}
#endif
