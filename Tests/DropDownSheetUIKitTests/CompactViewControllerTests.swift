#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet
// DropDownSheetCore too: the engine's layout (`sheet.engine.layout`, package access) is what the compact bar's height is checked against.
@testable import DropDownSheetCore

/// A view controller that records its appearance calls.
@MainActor
final class AppearanceRecorder: UIViewController {
    private(set) var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); calls.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); calls.append("didDisappear") }
}

/// What a SwiftUI bar saw: its appearances and its task.
@MainActor
final class SwiftUIBarLog: ObservableObject {
    var appeared = 0
    var disappeared = 0
    var taskStarted = 0
    var taskCancelled = 0
    var buttonTaps = 0
}

/// A SwiftUI mini player bar: a title, and a Play button filling the trailing half.
@MainActor
struct SwiftUITestBar: View {
    let log: SwiftUIBarLog

    var body: some View {
        HStack(spacing: 0) {
            Text("Song").frame(maxWidth: .infinity, maxHeight: .infinity)
            Button("Play") { log.buttonTaps += 1 }.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .onAppear { log.appeared += 1 }
        .onDisappear { log.disappeared += 1 }
        .task {
            log.taskStarted += 1
            do { try await Task.sleep(nanoseconds: 60_000_000_000) } catch { log.taskCancelled += 1 }
        }
    }
}

/// A compact view controller is a child of the library's container whose appearance follows the
/// bar; a SwiftUI button in a compact view takes its own tap.
@MainActor
final class CompactViewControllerTests: SheetTestCase {
    /// A sheet presented minimized whose bar is a `UIHostingController` with the test bar.
    private func presentWithSwiftUIBar(_ log: SwiftUIBarLog) -> DropDownSheetController {
        let sheet = DropDownSheetController(content: UIViewController())
        sheet.compactViewController = UIHostingController(rootView: SwiftUITestBar(log: log))
        presentAndWait(sheet, .minimized)
        return sheet
    }

    func testACompactViewControllerIsAChildOfTheContainerAndAppearsWithTheBar() {
        withScreen {
            let bar = AppearanceRecorder()
            let sheet = DropDownSheetController(content: UIViewController())
            sheet.compactViewController = bar
            XCTAssertTrue(bar.calls.isEmpty, "nothing before it is on screen")
            presentAndWait(sheet, .minimized)
            guard let container = sheet.card?.compactBarController else { return XCTFail("no container") }
            XCTAssertIdentical(bar.parent, container)
            XCTAssertIdentical(container.parent, sheet.host, "containment inside the library's container")
            XCTAssertIdentical(sheet.compactView, bar.view)
            XCTAssertTrue(bar.view.isDescendant(of: sheet.card!.cardView))
            XCTAssertEqual(bar.calls, ["willAppear", "didAppear"])
            XCTAssertEqual(bar.view.frame.height, CGFloat(sheet.engine.layout.barHeight), accuracy: 0.5)

            sheet.expand(animated: true)
            spinRunLoop(0.05)
            XCTAssertEqual(bar.calls.last, "willDisappear", "as the sheet heads to the card")
            waitUntil { sheet.phase == .resting(.expanded) }
            waitForUIKit(sheet)
            XCTAssertEqual(bar.calls, ["willAppear", "didAppear", "willDisappear", "didDisappear"],
                           "the container's own appearance (it was presented) is not forwarded to the bar")

            sheet.minimize(animated: true)
            waitUntil { sheet.phase == .resting(.minimized) }
            waitForUIKit(sheet)
            XCTAssertEqual(Array(bar.calls.suffix(2)), ["willAppear", "didAppear"])

            sheet.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            XCTAssertEqual(bar.calls.last, "didDisappear")
            XCTAssertNil(bar.parent, "it leaves with the sheet")
        }
    }

    /// It relies on SwiftUI running `onAppear`, `onDisappear` and `.task` with the hosting
    /// controller's appearance calls while its view stays in the window: what SwiftUI does, not
    /// what it documents. Kept as a canary: should a SwiftUI release change it, this fails first.
    func testASwiftUIBarsOnAppearAndTaskFollowTheBar() {
        withScreen {
            let log = SwiftUIBarLog()
            let sheet = presentWithSwiftUIBar(log)
            waitUntil { log.appeared == 1 && log.taskStarted == 1 }
            XCTAssertEqual(log.disappeared, 0)
            sheet.expand(animated: false)
            waitUntil { log.disappeared == 1 }
            waitUntil { log.taskCancelled == 1 }
            sheet.minimize(animated: false)
            waitUntil { log.appeared == 2 && log.taskStarted == 2 }
        }
    }

    /// A real tap on a SwiftUI button in a compact view is the button's (the sheet stays on its
    /// bar); a real tap on its text expands the sheet, through SwiftUI
    /// (`dropDownSheetExpandsOnTap`). Nothing depends on SwiftUI's accessibility elements, which
    /// exist only when an assistive technology asks for them.
    func testATapOnASwiftUIButtonInACompactViewIsTheButtonsAndATapBesideItExpands() {
        withScreen {
            let log = SwiftUIBarLog()
            let sheet = DropDownSheetController(content: UIViewController())
            let host = UIHostingController(rootView: AnyView(SwiftUITestBar(log: log).dropDownSheetExpandsOnTap(sheet)))
            sheet.compactView = host.view   // a plain view, as apps did before compactViewController
            presentAndWait(sheet, .minimized)
            guard let card = sheet.card else { return XCTFail("no card") }
            host.view.layoutIfNeeded()
            let bar = card.clipView.convert(card.clipView.bounds, to: window)
            tap(at: CGPoint(x: bar.minX + bar.width * 0.75, y: bar.midY))
            waitUntil { log.buttonTaps == 1 }
            spinRunLoop(0.3)
            XCTAssertEqual(sheet.phase, .resting(.minimized), "the button's tap did not expand the sheet")
            tap(at: CGPoint(x: bar.minX + bar.width * 0.25, y: bar.midY))
            waitUntil { sheet.phase == .resting(.expanded) }
            XCTAssertEqual(log.buttonTaps, 1)
        }
    }

    /// Without it, a tap on SwiftUI's view in a compact view is SwiftUI's: the library never
    /// guesses, so a SwiftUI button never both fires and expands the sheet.
    func testATapOnASwiftUICompactViewIsSwiftUIsUnlessItExpandsTheSheet() {
        withScreen {
            let log = SwiftUIBarLog()
            let sheet = presentWithSwiftUIBar(log)
            guard let card = sheet.card else { return XCTFail("no card") }
            let bar = card.clipView.convert(card.clipView.bounds, to: window)
            tap(at: CGPoint(x: bar.minX + bar.width * 0.25, y: bar.midY))
            spinRunLoop(0.4)
            XCTAssertEqual(sheet.phase, .resting(.minimized))
            tap(at: CGPoint(x: bar.minX + bar.width * 0.75, y: bar.midY))
            waitUntil { log.buttonTaps == 1 }
            spinRunLoop(0.3)
            XCTAssertEqual(sheet.phase, .resting(.minimized))
        }
    }

    func testACompactViewWithoutALabelIsReadAsItsOwnElementsAfterTheSummary() {
        withScreen {
            let log = SwiftUIBarLog()
            let sheet = presentWithSwiftUIBar(log)
            guard let card = sheet.card else { return XCTFail("no card") }
            XCTAssertFalse(card.clipView.isAccessibilityElement)
            let elements = card.clipView.accessibilityElements ?? []
            XCTAssertEqual(elements.count, 2)
            XCTAssertIdentical(elements.first as AnyObject?, card.compactSummary)
            XCTAssertIdentical(elements.last as AnyObject?, card.barView, "then the bar's own elements (SwiftUI's)")
            XCTAssertEqual(card.compactSummary.accessibilityLabel, "Draft")
            XCTAssertFalse(card.barView?.accessibilityElementsHidden ?? true)

            // Given a label of its own later (a song starts), the compact view speaks for the bar as
            // one element the next time VoiceOver asks, without the sheet moving.
            let barView = sheet.compactViewController?.view
            barView?.accessibilityLabel = "Song by Artist"
            XCTAssertTrue(card.clipView.isAccessibilityElement)
            XCTAssertNil(card.clipView.accessibilityElements)
            XCTAssertEqual(card.clipView.accessibilityLabel, "Song by Artist")
            barView?.accessibilityLabel = nil
            XCTAssertFalse(card.clipView.isAccessibilityElement, "and back to its elements when it loses it")
            XCTAssertEqual(card.clipView.accessibilityElements?.count, 2)
        }
    }
}
#endif
