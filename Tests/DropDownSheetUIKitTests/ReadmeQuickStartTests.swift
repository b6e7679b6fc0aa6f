#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

// README quick start begin
import DropDownSheet

final class InboxViewController: UIViewController, DropDownSheetDelegate {
    var draftHasText = false

    @objc func compose() {
        let compose = UINavigationController(rootViewController: ComposeViewController())
        let sheet = DropDownSheetController(content: compose)
        sheet.delegate = self
        presentDropDownSheet(sheet)   // swipe it down to a bar; tap the bar to bring it back
    }

    // A draft with text is never swiped away: the bar springs back and we ask instead.
    func dropDownSheetControllerShouldDismiss(_ sheet: DropDownSheetController) -> Bool {
        !draftHasText
    }

    func dropDownSheetControllerDidAttemptToDismiss(_ sheet: DropDownSheetController) {
        let ask = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        ask.addAction(UIAlertAction(title: "Delete Draft", style: .destructive) { _ in sheet.dismiss() })
        ask.addAction(UIAlertAction(title: "Save Draft", style: .default) { _ in sheet.dismiss() })
        ask.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        // The sheet went back to its bar, where this screen presents freely, above it. On iPad
        // an action sheet is a popover, which UIKit requires to point at something: the bar.
        ask.popoverPresentationController?.sourceView = view
        ask.popoverPresentationController?.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.maxY - view.safeAreaInsets.bottom - 60,
                                                               width: 0, height: 0)
        present(ask, animated: true)
    }
}

final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"   // shown in the minimized bar
        view.backgroundColor = .systemBackground
    }

    @objc func minimize() {
        dropDownSheet?.minimize()   // the content can reach its sheet
    }
}
// README quick start end

@MainActor
final class ReadmeQuickStartTests: SheetTestCase {
    func testQuickStartPresentsAComposeSheetThatVetoesDismissalWithText() {
        let inbox = InboxViewController()
        withScreen {
            window.rootViewController = inbox
            window.layoutIfNeeded()
            inbox.draftHasText = true
            inbox.compose()
            waitUntil { inbox.presentedDropDownSheets.first?.state == .expanded }
            let sheet = inbox.presentedDropDownSheets[0]
            XCTAssertFalse(inbox.dropDownSheetControllerShouldDismiss(sheet))
            let compose = (sheet.contentViewController as! UINavigationController).topViewController as! ComposeViewController
            compose.minimize()
            waitUntil { sheet.state == .minimized }
            dismissEverything(on: inbox)
            window.rootViewController = underneath
        }
    }

    func testTheVetoAsksWithAnActionSheetAnchoredForIPad() {
        let inbox = InboxViewController()
        withScreen {
            window.rootViewController = inbox
            window.layoutIfNeeded()
            inbox.draftHasText = true
            inbox.compose()
            waitUntil { inbox.presentedDropDownSheets.first?.state == .expanded }
            let sheet = inbox.presentedDropDownSheets[0]
            sheet.requestDismissal()   // as a swipe would: vetoed, back to the bar, and asked
            waitUntil { inbox.presentedViewController is UIAlertController }
            let ask = inbox.presentedViewController as? UIAlertController
            XCTAssertEqual(ask?.preferredStyle, .actionSheet)
            XCTAssertIdentical(ask?.popoverPresentationController?.sourceView ?? inbox.view, inbox.view,
                               "on iPad the popover points at the bar, on the inbox's view")
            XCTAssertTrue(sheet.isPresented, "the draft is kept")
            dismissEverything(on: inbox)
            window.rootViewController = underneath
        }
    }
}
#endif
