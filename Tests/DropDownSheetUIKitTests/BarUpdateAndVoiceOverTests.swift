#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

/// A custom view without a label of its own holding a button: what a SwiftUI button's hosting
/// view is to VoiceOver.
@MainActor
final class UnlabelledButtonBox: UIView {
    let button = UIButton(type: .system)
    private(set) var taps = 0

    init(title: String) {
        super.init(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        button.setTitle(title, for: .normal)
        button.frame = bounds
        button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .primaryActionTriggered)
        addSubview(button)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

/// A button of the app's that acts on `touchUpInside` alone, as a port from LNPopupController's
/// bar button items has it.
@MainActor
final class TouchUpInsideTarget: NSObject {
    private(set) var taps = 0

    func button(titled title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        return button
    }

    @objc private func tapped() { taps += 1 }
}

/// What an update of a bar item costs, and what VoiceOver reads of the bar as it changes.
@MainActor
final class BarUpdateAndVoiceOverTests: SheetTestCase {
    /// A compact view is the bar: its item's progress, ticking every second, installs nothing and
    /// draws nothing again.
    func testAnItemBehindACompactViewCostsNothingPerTick() {
        withScreen {
            let content = UIViewController()
            content.dropDownSheetBarItem.title = "Song"
            let sheet = DropDownSheetController(content: content)
            sheet.compactView = UIView()
            presentAndWait(sheet, .minimized)
            guard let card = sheet.card else { return XCTFail("no card") }
            let installs = card.barInstallCount
            for tick in 0..<10 { content.dropDownSheetBarItem.progress = Double(tick) / 10 }
            XCTAssertEqual(card.barInstallCount, installs, "no bar installed again per tick")
            XCTAssertNotEqual(card.lastChanges, .all, "and the card not drawn again from scratch")
            content.dropDownSheetBarItem.title = "Next Song"
            XCTAssertEqual(card.barInstallCount, installs, "a new title changes what VoiceOver says, not the bar")
        }
    }

    /// A button's VoiceOver words come from its item whenever they are asked for.
    func testAButtonsVoiceOverWordsFollowItsItemAtOnce() {
        withScreen {
            let content = UIViewController()
            let play = UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain, target: nil, action: nil)
            play.accessibilityLabel = "Play"
            content.dropDownSheetBarItem.title = "Song"
            content.dropDownSheetBarItem.trailingBarButtonItems = [play]
            let sheet = DropDownSheetController(content: content)
            presentAndWait(sheet, .minimized)
            guard let button = sheet.card?.itemBarView?.trailingButtons.first else { return XCTFail("no button") }
            content.dropDownSheetBarItem.update(animated: false) { play.image = UIImage(systemName: "pause.fill") }
            play.accessibilityLabel = "Pause"
            play.accessibilityHint = "Pauses the song."
            play.accessibilityIdentifier = "bar.playPause"
            XCTAssertEqual(button.accessibilityLabel, "Pause", "not the stale \"Play\"")
            XCTAssertEqual(button.accessibilityHint, "Pauses the song.")
            XCTAssertEqual(button.accessibilityIdentifier, "bar.playPause")
        }
    }

    /// `UIBarButtonItem.isHidden` (iOS 16) takes a button off the bar and out of VoiceOver.
    func testAHiddenItemLeavesTheBar() {
        guard #available(iOS 16.0, *) else { return }
        withScreen {
            let content = UIViewController()
            let shuffle = UIBarButtonItem(image: UIImage(systemName: "shuffle"), style: .plain, target: nil, action: nil)
            let play = UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain, target: nil, action: nil)
            content.dropDownSheetBarItem.title = "Song"
            content.dropDownSheetBarItem.trailingBarButtonItems = [shuffle, play]
            let sheet = DropDownSheetController(content: content)
            presentAndWait(sheet, .minimized)
            guard let bar = sheet.card?.itemBarView else { return XCTFail("no bar") }
            XCTAssertEqual(bar.trailingButtons.count, 2)
            // Through the bar item (review of issue 30, finding 4: nothing observes the items).
            content.dropDownSheetBarItem.update(animated: false) { shuffle.isHidden = true }
            XCTAssertEqual(bar.trailingButtons.count, 1)
            bar.layoutIfNeeded()
            XCTAssertEqual((bar.trailingButtons.first as? DropDownSheetBarButton)?.item, play)
            XCTAssertEqual(bar.accessibilityElements?.count, 2, "the summary and the one button left")
            shuffle.isHidden = false
            content.dropDownSheetBarItem.trailingBarButtonItems = [shuffle, play]   // the same list, set again
            XCTAssertEqual(bar.trailingButtons.count, 2)
        }
    }

    /// Presents, minimized, a bar titled "Song" with seven star buttons and then `last` on the
    /// trailing side (more than the bar has room for, so `last` does not fit), and runs `body`
    /// with the content, the sheet and its bar, laid out.
    private func withCrowdedBar(endingWith last: UIView,
                                _ body: (UIViewController, DropDownSheetController, DropDownSheetItemBarView) -> Void) {
        withScreen {
            let content = UIViewController()
            content.dropDownSheetBarItem.title = "Song"
            content.dropDownSheetBarItem.trailingBarButtonItems = (1...7).map { index in
                let item = UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain, target: nil, action: nil)
                item.accessibilityLabel = "Button \(index)"
                return item
            } + [UIBarButtonItem(customView: last)]
            let sheet = DropDownSheetController(content: content)
            presentAndWait(sheet, .minimized)
            guard let bar = sheet.card?.itemBarView else { return XCTFail("no bar") }
            bar.layoutIfNeeded()
            body(content, sheet, bar)
        }
    }

    /// A custom view without a label that does not fit the bar: each button inside it is an
    /// action of the bar's first element, named when VoiceOver asks, and does what the button does.
    /// The view is clipped outside the bar, not hidden: the elements inside it (a SwiftUI hosting
    /// view's too) stay where VoiceOver's action reaches them.
    func testAnUnlabelledCustomViewThatDoesNotFitIsReachedThroughItsButtons() {
        let box = UnlabelledButtonBox(title: "Shuffle")
        withCrowdedBar(endingWith: box) { _, _, bar in
            XCTAssertFalse(bar.shownButtons.contains(box), "it does not fit")
            XCTAssertFalse(box.isHidden, "the app's view is never hidden by the bar")
            XCTAssertFalse(bar.bounds.intersects(box.convert(box.bounds, to: bar)), "it lies outside the bar, which clips it")
            XCTAssertTrue(bar.clipsToBounds)
            XCTAssertFalse(window.hitTest(center(of: box), with: nil)?.isDescendant(of: box) ?? false, "and takes no touch")
            let actions = bar.summary.accessibilityCustomActions ?? []
            guard let shuffle = actions.first(where: { $0.name == "Shuffle" }) else { return XCTFail("no Shuffle action: \(actions.map(\.name))") }
            XCTAssertTrue(shuffle.actionHandler?(shuffle) ?? false)
            XCTAssertEqual(box.taps, 1)
        }
    }

    /// The most common port from LNPopupController: a `UIButton` with a `touchUpInside` target as
    /// a bar button's custom view. VoiceOver's action for it when it does not fit, and the large
    /// content viewer's lifted finger, do what a tap does: its target hears it, once.
    func testACustomButtonWithOnlyATouchUpInsideTargetIsTappedByVoiceOverAndTheLargeContentViewer() {
        let target = TouchUpInsideTarget()
        let button = target.button(titled: "Repeat")
        withCrowdedBar(endingWith: button) { _, _, bar in
            XCTAssertFalse(bar.shownButtons.contains(button), "it does not fit")
            let actions = bar.summary.accessibilityCustomActions ?? []
            guard let repeatAction = actions.first(where: { $0.name == "Repeat" }) else { return XCTFail("no Repeat action: \(actions.map(\.name))") }
            XCTAssertTrue(repeatAction.actionHandler?(repeatAction) ?? false)
            XCTAssertEqual(target.taps, 1, "VoiceOver's action taps it")
            // The viewer's gesture needs the accessibility text sizes turned on in Settings, which a
            // test cannot do: the bar's interaction's delegate is called as UIKit calls it when the
            // finger lifts on the button.
            let interaction = bar.interactions.compactMap { $0 as? UILargeContentViewerInteraction }.first
            guard let interaction, let delegate = interaction.delegate else { return XCTFail("no large content viewer on the bar") }
            delegate.largeContentViewerInteraction?(interaction, didEndOn: button, at: .zero)
            XCTAssertEqual(target.taps, 2, "the large content viewer taps it")
            button.isEnabled = false
            delegate.largeContentViewerInteraction?(interaction, didEndOn: button, at: .zero)
            XCTAssertEqual(target.taps, 2, "not when it is disabled, as a tap would not")
        }
    }

    /// An app's custom view that leaves the bar (its item removed, then the whole bar gone) gets
    /// back the frame it had, and its own `isHidden` was never touched: moved to the app's own
    /// toolbar it shows as it did there.
    func testACustomViewLeavingTheBarGetsItsFrameBackAndWasNeverHidden() {
        let box = UnlabelledButtonBox(title: "Shuffle")
        let frameBefore = box.frame
        withCrowdedBar(endingWith: box) { content, sheet, bar in
            let hiddenByTheApp = UIButton(type: .system)
            hiddenByTheApp.frame = CGRect(x: 3, y: 4, width: 30, height: 30)
            hiddenByTheApp.isHidden = true
            content.dropDownSheetBarItem.leadingBarButtonItems = [UIBarButtonItem(customView: hiddenByTheApp)]
            bar.layoutIfNeeded()
            XCTAssertNotEqual(box.frame, frameBefore, "laid out by the bar (outside it: it does not fit)")
            XCTAssertTrue(hiddenByTheApp.isHidden, "the app's own flag stays as the app set it")
            content.dropDownSheetBarItem.trailingBarButtonItems = []
            XCTAssertNil(box.superview, "out of the bar")
            XCTAssertEqual(box.frame, frameBefore, "with the frame it had")
            XCTAssertFalse(box.isHidden)
            // The whole bar goes (the item shows nothing more): the last custom view comes back too.
            content.dropDownSheetBarItem.update(animated: false) {
                content.dropDownSheetBarItem.title = nil
                content.dropDownSheetBarItem.leadingBarButtonItems = []
            }
            XCTAssertNil(sheet.card?.itemBarView)
            XCTAssertEqual(hiddenByTheApp.frame, CGRect(x: 3, y: 4, width: 30, height: 30))
            XCTAssertTrue(hiddenByTheApp.isHidden)
        }
    }

    /// A song playing: its progress and the value VoiceOver reads for it change every second,
    /// and only that value is written; VoiceOver's elements and actions of the bar are not made
    /// again (which could move VoiceOver's Actions rotor back to the first action).
    func testAProgressTickRewritesOnlyTheValueVoiceOverReads() {
        withScreen {
            let content = UIViewController()
            let item = content.dropDownSheetBarItem
            item.title = "Song"
            item.progress = 0.1
            item.trailingBarButtonItems = [UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain, target: nil, action: nil)]
            let sheet = DropDownSheetController(content: content)
            presentAndWait(sheet, .minimized)
            guard let card = sheet.card, let summary = card.itemBarView?.summary else { return XCTFail("no bar") }
            card.itemBarView?.layoutIfNeeded()
            spinRunLoop(0.1)
            let applied = card.accessibilityApplyCount
            let elements = card.itemBarView?.accessibilityElements as? [NSObject]
            for second in 1...5 {
                item.update(animated: false) {
                    item.progress = Double(second) / 10
                    item.accessibilityProgressValue = "0:0\(second) of 3:45"
                }
                XCTAssertEqual(summary.accessibilityValue, "0:0\(second) of 3:45")
            }
            item.accessibilityProgressValue = "Live"
            XCTAssertEqual(summary.accessibilityValue, "Live", "a change of the value alone")
            XCTAssertEqual(card.accessibilityApplyCount, applied, "VoiceOver's setup of the bar was not applied again")
            XCTAssertEqual((card.itemBarView?.accessibilityElements as? [NSObject]).map { $0.map(ObjectIdentifier.init) },
                           elements.map { $0.map(ObjectIdentifier.init) }, "the same elements")
            item.accessibilityLabel = "Now playing"
            XCTAssertGreaterThan(card.accessibilityApplyCount, applied, "a new label is said again")
            XCTAssertEqual(summary.accessibilityLabel, "Now playing")
            XCTAssertEqual(summary.accessibilityValue, "Live")
        }
    }

    /// A compact bar's first element is where the bar is when VoiceOver asks (after a rotation or
    /// a new width); the summary alone carries the bar's identifier.
    func testTheFirstElementOfACompactBarFollowsTheBarAndTheIdentifierIsNotShared() {
        withScreen {
            let sheet = DropDownSheetController(content: UIViewController())
            let compact = UIView()
            let button = UIButton(type: .system)
            button.setTitle("Play", for: .normal)
            button.frame = CGRect(x: 200, y: 0, width: 80, height: 44)
            compact.addSubview(button)
            sheet.compactView = compact
            presentAndWait(sheet, .minimized)
            guard let card = sheet.card else { return XCTFail("no card") }
            XCTAssertIdentical(card.clipView.accessibilityElements?.first as AnyObject?, card.compactSummary)
            let before = card.compactSummary.accessibilityFrame
            XCTAssertEqual(before, UIAccessibility.convertToScreenCoordinates(compact.bounds, in: compact))
            compact.frame.size.width -= 100
            XCTAssertEqual(card.compactSummary.accessibilityFrame.width, before.width - 100, accuracy: 0.5, "read when asked")

            let content = UIViewController()
            content.dropDownSheetBarItem.title = "Song"
            let itemSheet = DropDownSheetController(content: content, identifier: "item")
            presentAndWait(itemSheet, .minimized)
            guard let bar = itemSheet.card?.itemBarView else { return XCTFail("no bar") }
            XCTAssertEqual(bar.summary.accessibilityIdentifier, DropDownSheetAccessibilityIdentifier.bar)
            XCTAssertNotEqual(bar.accessibilityIdentifier, DropDownSheetAccessibilityIdentifier.bar, "one element per identifier")
        }
    }

    /// A progress that ticks is read as such by VoiceOver (it updates frequently).
    func testAProgressMakesTheSummaryUpdateFrequently() {
        withScreen {
            let content = UIViewController()
            content.dropDownSheetBarItem.title = "Song"
            content.dropDownSheetBarItem.progress = 0.2
            let sheet = DropDownSheetController(content: content)
            presentAndWait(sheet, .minimized)
            guard let summary = sheet.card?.itemBarView?.summary else { return XCTFail("no bar") }
            XCTAssertTrue(summary.accessibilityTraits.contains(.updatesFrequently))
            XCTAssertTrue(summary.accessibilityTraits.contains(.button))
            content.dropDownSheetBarItem.progress = nil
            XCTAssertFalse(summary.accessibilityTraits.contains(.updatesFrequently))
        }
    }
}
#endif
