#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
// DropDownSheetCore too: the engine's layout (`sheet.engine.layout`, package access) is what the bar's drawn height is checked against.
@testable import DropDownSheetCore

/// Receives a bar button's action, with its sender.
@MainActor
final class BarButtonTarget: NSObject {
    private(set) var senders: [Any?] = []
    @objc func tapped(_ sender: Any?) { senders.append(sender) }
}

/// The bar drawn from a content's `dropDownSheetBarItem`: its views, its buttons, its updates,
/// what VoiceOver is offered, and its shape.
@MainActor
final class BarItemTests: SheetTestCase {
    /// A content controller whose bar item shows a song.
    private func player(title: String? = "Song", subtitle: String? = "Artist") -> UIViewController {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        content.dropDownSheetBarItem.title = title
        content.dropDownSheetBarItem.subtitle = subtitle
        return content
    }

    private func present(_ content: UIViewController, _ state: DropDownSheetState = .minimized,
                         configuration: DropDownSheetConfiguration = .init(),
                         role: DropDownSheetRole = .draft) -> DropDownSheetController {
        let sheet = DropDownSheetController(content: content, configuration: configuration, role: role)
        presentAndWait(sheet, state)
        sheet.card?.clipView.layoutIfNeeded()
        return sheet
    }

    func testAnItemThatShowsSomethingIsDrawnAsTheBar() throws {
        withScreen {
            let sheet = present(player())
            guard let card = sheet.card, let bar = card.itemBarView else { return XCTFail("no bar drawn from the item") }
            XCTAssertIdentical(card.barView, bar)
            XCTAssertEqual(bar.titleLabel.text, "Song")
            XCTAssertEqual(bar.subtitleLabel.text, "Artist")
            XCTAssertFalse(bar.subtitleLabel.isHidden)
            XCTAssertEqual(bar.frame.height, CGFloat(sheet.engine.layout.barHeight), accuracy: 0.5)
            XCTAssertEqual(bar.frame.width, card.clipView.bounds.width, accuracy: 0.5)
            XCTAssertEqual(bar.alpha, 1, accuracy: 0.001)
            XCTAssertLessThan(bar.titleLabel.frame.maxY, bar.subtitleLabel.frame.minY + 1, "the title over the subtitle")
            XCTAssertEqual(sheet.contentViewController.view.alpha, 0, accuracy: 0.001, "the content fades behind the bar")
        }
    }

    func testAnEmptyItemLeavesTheCardsTopEdgeAndAnItemThatBeginsToShowBecomesTheBar() {
        withScreen {
            let content = UIViewController()
            let sheet = present(content)
            XCTAssertNil(sheet.card?.itemBarView)
            XCTAssertNil(sheet.card?.barView)
            XCTAssertTrue(sheet.card?.clipView.isAccessibilityElement ?? false, "the plain bar is one element")
            content.dropDownSheetBarItem.title = "Now"
            XCTAssertNotNil(sheet.card?.itemBarView, "shown at once, without a move")
            content.dropDownSheetBarItem.title = nil
            XCTAssertNil(sheet.card?.itemBarView, "an item that shows nothing gives the card's edge back")
            XCTAssertEqual(sheet.contentViewController.view.alpha, 1, accuracy: 0.001)
        }
    }

    func testACompactViewReplacesTheItemsBar() {
        withScreen {
            let content = player()
            let sheet = DropDownSheetController(content: content)
            let compact = UIView()
            sheet.compactView = compact
            presentAndWait(sheet, .minimized)
            XCTAssertNil(sheet.card?.itemBarView)
            XCTAssertIdentical(sheet.card?.barView, compact)
            sheet.compactView = nil
            XCTAssertNotNil(sheet.card?.itemBarView, "without it, the item's bar")
            XCTAssertNil(compact.superview)
        }
    }

    /// A change of title shows at once and lays the bar out once; the frames of a spring lay
    /// nothing out.
    func testChangesShowAtOnceWithoutALayoutPassPerFrame() {
        withScreen {
            let content = player()
            let sheet = present(content)
            guard let bar = sheet.card?.itemBarView else { return XCTFail("no bar") }
            bar.layoutIfNeeded()
            let passes = bar.layoutPassCount
            content.dropDownSheetBarItem.update(animated: false) {
                content.dropDownSheetBarItem.title = "Another Song"
                content.dropDownSheetBarItem.subtitle = "Another Artist"
            }
            XCTAssertEqual(bar.titleLabel.text, "Another Song")
            bar.layoutIfNeeded()
            XCTAssertEqual(bar.layoutPassCount, passes + 1, "one pass for the two changes")
            sheet.expand(animated: true)
            // Past the switch to UIKit's modal presentation (the view moves once), then the spring.
            spinRunLoop(0.05)
            bar.layoutIfNeeded()
            let afterSwitch = bar.layoutPassCount
            XCTAssertLessThanOrEqual(afterSwitch, passes + 2)
            XCTAssertTrue(sheet.engine.isMoving, "still springing")
            for _ in 0..<10 {
                spinRunLoop(1.0 / 60)
                bar.layoutIfNeeded()
            }
            XCTAssertEqual(bar.layoutPassCount, afterSwitch, "the frames of the spring lay nothing out")
        }
    }

    func testAnAnimatedChangeCrossFadesTheTitleAndImage() {
        withScreen {
            let content = player()
            let sheet = present(content)
            guard let bar = sheet.card?.itemBarView else { return XCTFail("no bar") }
            content.dropDownSheetBarItem.update(animated: true) {
                content.dropDownSheetBarItem.title = "Next"
                content.dropDownSheetBarItem.image = UIImage(systemName: "music.note")
            }
            XCTAssertEqual(bar.titleLabel.text, "Next")
            XCTAssertNotNil(bar.textView.layer.animationKeys(), "the text cross-fades")
            XCTAssertNotNil(bar.imageView.layer.animationKeys(), "the image cross-fades")
            content.dropDownSheetBarItem.update(animated: false) { content.dropDownSheetBarItem.title = "Again" }
            XCTAssertEqual(bar.titleLabel.text, "Again")
        }
    }

    func testProgressMovesTheLineAloneAndIsClamped() {
        withScreen {
            let content = player()
            content.dropDownSheetBarItem.progress = 0.25
            let sheet = present(content)
            guard let bar = sheet.card?.itemBarView else { return XCTFail("no bar") }
            bar.layoutIfNeeded()
            let passes = bar.layoutPassCount
            XCTAssertFalse(bar.progressFill.isHidden)
            XCTAssertEqual(bar.progressFill.frame.width, bar.progressTrack.frame.width * 0.25, accuracy: 0.5)
            XCTAssertEqual(bar.progressTrack.frame.maxY, bar.bounds.maxY, accuracy: 0.5, "along the bottom edge")
            content.dropDownSheetBarItem.progress = 0.5
            XCTAssertEqual(bar.progressFill.frame.width, bar.progressTrack.frame.width * 0.5, accuracy: 0.5)
            content.dropDownSheetBarItem.progress = 7
            XCTAssertEqual(content.dropDownSheetBarItem.progress, 1)
            XCTAssertEqual(bar.progressFill.frame.width, bar.progressTrack.frame.width, accuracy: 0.5)
            content.dropDownSheetBarItem.progress = .nan
            XCTAssertEqual(content.dropDownSheetBarItem.progress, 0)
            bar.layoutIfNeeded()
            XCTAssertEqual(bar.layoutPassCount, passes, "the line moved without a layout pass")
            content.dropDownSheetBarItem.progress = nil
            bar.layoutIfNeeded()
            XCTAssertTrue(bar.progressFill.isHidden)
        }
    }

    /// Presents a player whose bar item has `items` at its trailing end, and the buttons drawn from them.
    private func presentWithTrailingButtons(_ items: [UIBarButtonItem]) -> (UIViewController, DropDownSheetController, [DropDownSheetBarButton]) {
        let content = player()
        content.dropDownSheetBarItem.trailingBarButtonItems = items
        let sheet = present(content)
        guard let bar = sheet.card?.itemBarView else { return (content, sheet, []) }
        bar.layoutIfNeeded()
        return (content, sheet, bar.trailingButtons.compactMap { $0 as? DropDownSheetBarButton })
    }

    func testADoneItemsTitleIsSemiboldAndAPlainOnesRegular() {
        withScreen {
            let done = UIBarButtonItem(title: "Send", style: .done, target: nil, action: nil)
            let plain = UIBarButtonItem(title: "Later", style: .plain, target: nil, action: nil)
            let (_, _, buttons) = presentWithTrailingButtons([plain, done])
            guard buttons.count == 2 else { return XCTFail("two buttons, got \(buttons.count)") }
            @MainActor func weight(_ button: DropDownSheetBarButton) -> CGFloat {
                let traits = button.titleLabel?.font.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
                return (traits?[.weight] as? CGFloat) ?? 0
            }
            XCTAssertEqual(weight(buttons[0]), UIFont.Weight.regular.rawValue, accuracy: 0.01, "a plain item, as a toolbar draws it")
            XCTAssertEqual(weight(buttons[1]), UIFont.Weight.semibold.rawValue, accuracy: 0.01, "a done item stands out")
        }
    }

    func testButtonsAreDrawnFromBarButtonItemsAndActAsTheirItem() {
        withScreen {
            let target = BarButtonTarget()
            let play = UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain, target: target,
                                       action: #selector(BarButtonTarget.tapped(_:)))
            play.accessibilityLabel = "Play"
            let next = UIBarButtonItem(image: UIImage(systemName: "forward.fill"), style: .plain, target: target,
                                       action: #selector(BarButtonTarget.tapped(_:)))
            next.accessibilityLabel = "Next Song"
            let (content, sheet, buttons) = presentWithTrailingButtons([play, next])
            guard let bar = sheet.card?.itemBarView, buttons.count == 2 else { return XCTFail("no bar or not two buttons") }
            XCTAssertEqual(buttons.map(\.accessibilityLabel), ["Play", "Next Song"])
            XCTAssertLessThan(buttons[0].frame.maxX, buttons[1].frame.minX + 1, "in order toward the trailing edge")
            XCTAssertEqual(buttons[1].frame.maxX, bar.bounds.width - 16, accuracy: 0.5)
            XCTAssertLessThan(bar.titleLabel.convert(bar.titleLabel.bounds, to: bar).maxX, buttons[0].frame.minX)
            // A real tap on the button: the bar's hit-testing, its recognizers and the button decide.
            tap(at: center(of: buttons[0]))
            XCTAssertEqual(target.senders.count, 1)
            XCTAssertEqual(sheet.phase, .resting(.minimized), "the button's tap, not the bar's: the sheet stays down")
            XCTAssertIdentical(target.senders.first as AnyObject?, play, "the item is the sender, as in a toolbar")
            // The item changes afterwards, through the bar item: the button follows.
            content.dropDownSheetBarItem.update(animated: false) {
                play.image = UIImage(systemName: "pause.fill")
                play.isEnabled = false
            }
            XCTAssertIdentical(buttons[0].image(for: .normal), play.image)
            XCTAssertFalse(buttons[0].isEnabled)
            // A primary action runs as itself.
            var ran = 0
            let action = UIBarButtonItem(primaryAction: UIAction(title: "Shuffle") { _ in ran += 1 })
            content.dropDownSheetBarItem.leadingBarButtonItems = [action]
            bar.layoutIfNeeded()
            tap(at: center(of: bar.leadingButtons[0]))
            XCTAssertEqual(ran, 1)
            XCTAssertLessThan(bar.leadingButtons[0].frame.maxX, bar.titleLabel.convert(bar.titleLabel.bounds, to: bar).minX)
        }
    }

    func testRightToLeftPutsLeadingButtonsOnTheRight() {
        withScreen {
            let content = player()
            content.dropDownSheetBarItem.leadingBarButtonItems = [UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain,
                                                                                  target: nil, action: nil)]
            content.dropDownSheetBarItem.trailingBarButtonItems = [UIBarButtonItem(image: UIImage(systemName: "play.fill"),
                                                                                   style: .plain, target: nil, action: nil)]
            let sheet = present(content)
            guard let bar = sheet.card?.itemBarView else { return XCTFail("no bar") }
            bar.semanticContentAttribute = .forceRightToLeft
            bar.setNeedsLayout()
            bar.layoutIfNeeded()
            XCTAssertEqual(bar.leadingButtons[0].frame.maxX, bar.bounds.width - 16, accuracy: 0.5, "leading is the right edge")
            XCTAssertEqual(bar.trailingButtons[0].frame.minX, 16, accuracy: 0.5)
            XCTAssertLessThan(bar.textView.frame.maxX, bar.leadingButtons[0].frame.minX)
        }
    }

    // MARK: - VoiceOver

    func testVoiceOverReadsTheSummaryThenEachButton() {
        withScreen {
            let content = player()
            let play = UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain, target: nil, action: nil)
            play.accessibilityLabel = "Play"
            content.dropDownSheetBarItem.trailingBarButtonItems = [play]
            content.dropDownSheetBarItem.progress = 0.4
            let sheet = present(content)
            guard let card = sheet.card, let bar = card.itemBarView else { return XCTFail("no bar") }
            bar.layoutIfNeeded()
            XCTAssertFalse(card.clipView.isAccessibilityElement, "several elements, not one")
            XCTAssertEqual(card.clipView.accessibilityElements?.count, 1)
            XCTAssertIdentical(card.clipView.accessibilityElements?.first as AnyObject?, bar)
            let elements = bar.accessibilityElements ?? []
            XCTAssertEqual(elements.count, 2)
            XCTAssertIdentical(elements.first as AnyObject?, bar.summary)
            XCTAssertIdentical(elements.last as AnyObject?, bar.trailingButtons[0])
            XCTAssertEqual(bar.summary.accessibilityLabel, "Song, Artist")
            XCTAssertEqual(bar.summary.accessibilityValue, "40% complete")
            XCTAssertEqual(bar.summary.accessibilityHint, "Double-tap to expand.")
            XCTAssertTrue(bar.summary.accessibilityTraits.contains(.button))
            XCTAssertEqual(bar.summary.accessibilityCustomActions?.map(\.name), ["Expand", "Close"])
            XCTAssertTrue(sheet.contentViewController.view.accessibilityElementsHidden)
            // The item's own words win; a progress value of its own too.
            content.dropDownSheetBarItem.accessibilityLabel = "Now playing: Song"
            content.dropDownSheetBarItem.accessibilityProgressValue = "1:23 of 3:45"
            XCTAssertEqual(bar.summary.accessibilityLabel, "Now playing: Song")
            XCTAssertEqual(bar.summary.accessibilityValue, "1:23 of 3:45")
            // Double-tapping the summary expands the sheet.
            XCTAssertTrue(bar.summary.accessibilityActivate())
            waitUntil { sheet.phase == .resting(.expanded) }
            XCTAssertFalse(sheet.contentViewController.view.accessibilityElementsHidden, "expanded: the content's elements")
            XCTAssertTrue(bar.accessibilityElementsHidden)
        }
    }

    func testButtonsThatDoNotFitAreActionsOfTheSummary() {
        withScreen {
            let content = player()
            content.dropDownSheetBarItem.trailingBarButtonItems = (1...8).map { index in
                let item = UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain, target: nil, action: nil)
                item.accessibilityLabel = "Button \(index)"
                return item
            }
            let sheet = present(content)
            guard let bar = sheet.card?.itemBarView else { return XCTFail("no bar") }
            bar.layoutIfNeeded()
            let shown = bar.shownButtons.count
            XCTAssertGreaterThan(shown, 0)
            XCTAssertLessThan(shown, 8, "not every button fits a phone's bar")
            XCTAssertTrue(bar.trailingButtons[shown...].allSatisfy { !bar.bounds.intersects($0.frame) && !$0.isHidden },
                          "outside the bar, which clips them, not hidden")
            let actions = bar.summary.accessibilityCustomActions?.map(\.name) ?? []
            XCTAssertEqual(Array(actions.prefix(8 - shown)), (shown + 1...8).map { "Button \($0)" })
            XCTAssertEqual(bar.accessibilityElements?.count, 1 + shown)
        }
    }

    func testAnAccessoryNothingNamesIsCalledAPanelAndIsNotSwipedAway() {
        withScreen {
            let sheet = present(UIViewController(), role: .accessory)
            guard let card = sheet.card else { return XCTFail("no card") }
            XCTAssertTrue(card.clipView.isAccessibilityElement)
            XCTAssertEqual(card.clipView.accessibilityLabel, "Panel", "never \"Draft\"")
            XCTAssertEqual(card.clipView.accessibilityCustomActions?.map(\.name), ["Expand"], "no Close: it is not dismissible")
            XCTAssertEqual(sheet.configuration.isDismissible, false)
            // A real flick down on its bar, fast enough to dismiss a draft.
            flickDown(onBarOf: sheet)
            waitUntil { sheet.phase == .resting(.minimized) }
            XCTAssertTrue(sheet.isPresented, "it came back")
            // Named by its item, it says its title.
            sheet.contentViewController.dropDownSheetBarItem.title = "Route 12"
            XCTAssertEqual(card.itemBarView?.summary.accessibilityLabel, "Route 12")
        }
    }

    func testTheStacksCountIsDrawnByTheItemsBarBesideItsButtons() {
        withScreen {
            let first = DropDownSheetController(content: player(title: "Draft 1"), identifier: "1")
            let secondContent = player(title: "Draft 2")
            secondContent.dropDownSheetBarItem.trailingBarButtonItems = [UIBarButtonItem(image: UIImage(systemName: "paperplane"),
                                                                                         style: .plain, target: nil, action: nil)]
            let second = DropDownSheetController(content: secondContent, identifier: "2")
            presentAndWait(first, .minimized)
            presentAndWait(second, .minimized)
            guard let card = second.card, let bar = card.itemBarView else { return XCTFail("no bar") }
            bar.layoutIfNeeded()
            XCTAssertEqual(bar.countText, "2 Drafts")
            XCTAssertTrue(card.countBadge.isHidden, "the card's own badge would cover the button")
            XCTAssertFalse(bar.countLabel.isHidden)
            XCTAssertLessThanOrEqual(bar.countLabel.frame.maxX, bar.trailingButtons[0].frame.minX)
            XCTAssertEqual(bar.summary.accessibilityValue, "2 Drafts")
        }
    }

    // MARK: - Shape

    func testAFloatingBarIsAnInsetCapsuleThatWidensIntoTheCard() {
        withScreen {
            let sheet = present(player(), configuration: DropDownSheetConfiguration(barStyle: .floating))
            guard let card = sheet.card, let bar = card.itemBarView else { return XCTFail("no bar") }
            let clip = card.clipView.frame
            XCTAssertEqual(clip.minX, 12, accuracy: 0.5)
            XCTAssertEqual(clip.width, window.bounds.width - 24, accuracy: 0.5)
            XCTAssertEqual(card.clipView.layer.cornerRadius, 30, accuracy: 0.01)
            XCTAssertEqual(card.bottomClipView.layer.cornerRadius, 30, accuracy: 0.01)
            XCTAssertEqual(card.cardView.frame.minX, -12, accuracy: 0.5, "the card keeps its place and width")
            XCTAssertEqual(card.cardView.frame.width, window.bounds.width, accuracy: 0.5)
            XCTAssertEqual(bar.convert(bar.bounds, to: window).minX, 12, accuracy: 0.5)
            XCTAssertEqual(bar.layer.cornerRadius, 30, accuracy: 0.01)
            // Beside the capsule, touches reach the screen underneath.
            let beside = CGPoint(x: 5, y: card.clipView.frame.midY)
            XCTAssertFalse(window.hitTest(card.clipView.superview!.convert(beside, to: window), with: nil)?
                .isDescendant(of: card.clipView) ?? false)
            sheet.expand(animated: false)
            waitForUIKit(sheet)
            XCTAssertEqual(card.clipView.frame.minX, 0, accuracy: 0.5)
            XCTAssertEqual(card.bottomClipView.layer.cornerRadius, 0, accuracy: 0.01)
            XCTAssertEqual(card.clipView.layer.cornerRadius, 10, accuracy: 0.01)
        }
    }

    func testTheCardsBackgroundColourIsTheApps() {
        withScreen {
            let sheet = DropDownSheetController(content: UIViewController())
            sheet.backgroundColor = .systemTeal
            presentAndWait(sheet, .expanded)
            XCTAssertEqual(sheet.card?.cardView.backgroundColor, .systemTeal)
            sheet.backgroundColor = .systemPink
            XCTAssertEqual(sheet.card?.cardView.backgroundColor, .systemPink)
        }
    }
}
#endif
