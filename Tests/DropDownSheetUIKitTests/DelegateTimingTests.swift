#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
// DropDownSheetCore too: where the core put the container (`DropDownSheetHosting.modal`, package access) is part of what is asserted.
@testable import DropDownSheetCore

/// Delegate callbacks and UIKit's switches: a dismissal the app started dismisses its sheet once
/// UIKit is done (appearance callbacks balanced, a delegate may present from
/// `didMove(.dismissed)`), and a delegate presenting from the content on `didMove(.expanded)` of
/// an unanimated expand gets its modal above the sheet (review of phase 2, defect 8).
@MainActor
final class DelegateTimingTests: SheetTestCase {
    /// Records its appearance callbacks.
    private final class AppearanceRecorder: UIViewController {
        var calls: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); calls.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); calls.append("didDisappear") }
    }

    func testAnUnanimatedDismissalByTheContentLetsTheDelegatePresentFromDidMoveDismissed() {
        withScreen {
            let content = AppearanceRecorder()
            let sheet = DropDownSheetController(content: content, identifier: "1")
            let delegate = RecordingDelegate()
            sheet.delegate = delegate
            presentAndWait(sheet, .expanded)
            let alert = UIAlertController(title: "Sent", message: nil, preferredStyle: .alert)
            delegate.onDidMove = { state in
                guard state == .dismissed else { return }
                self.underneath.present(alert, animated: false)
            }
            content.dismiss(animated: false)
            waitUntil { !sheet.isPresented }
            waitUntil { alert.presentingViewController === self.underneath }
            XCTAssertEqual(content.calls.filter { $0 == "willDisappear" }.count, content.calls.filter { $0 == "didDisappear" }.count,
                           "appearance callbacks balanced: \(content.calls)")
            XCTAssertEqual(content.calls.last, "didDisappear", "\(content.calls)")
            alert.dismiss(animated: false)
        }
    }

    func testAfterTheContentsAnimatedDismissTheContainerIsNeverPresentedAgainWhileTheSheetSpringsAway() {
        withScreen {
            let sheet = DropDownSheetController(content: UIViewController(), identifier: "1")
            presentAndWait(sheet, .expanded)
            let host = sheet.host!
            sheet.contentViewController.dismiss(animated: true)
            waitUntil { self.underneath.presentedViewController == nil }
            // The app ended the modal presentation: the sheet springs away in the overlay, and
            // nothing presents the container again on its way.
            let deadline = Date().addingTimeInterval(3)
            while sheet.isPresented, Date() < deadline {
                spinRunLoop(1.0 / 60)
                XCTAssertNil(underneath.presentedViewController, "presented again while springing away")
                XCTAssertNotEqual(host.hosting, .modal)
            }
            XCTAssertFalse(sheet.isPresented)
        }
    }

    func testADelegatePresentingFromTheContentOnAnUnanimatedExpandPresentsAboveTheSheet() {
        withScreen {
            let sheet = DropDownSheetController(content: UIViewController(), identifier: "1")
            let delegate = RecordingDelegate()
            sheet.delegate = delegate
            presentAndWait(sheet, .minimized)
            let picker = UIViewController()
            delegate.onDidMove = { state in
                guard state == .expanded, picker.presentingViewController == nil else { return }
                sheet.contentViewController.presentAboveDropDownSheet(picker, animated: false)
            }
            sheet.expand(animated: false)
            waitUntil { picker.presentingViewController != nil }
            XCTAssertIdentical(picker.presentingViewController, sheet.host, "above the sheet, in its modal presentation")
            XCTAssertEqual(sheet.host?.hosting, .modal)
            XCTAssertIdentical(underneath.presentedViewController, sheet.host)
            picker.dismiss(animated: false)
        }
    }
}
#endif
