#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet
@testable import DropDownSheetCore

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
        // On iPad an action sheet is a popover, which UIKit requires to point at something:
        // here, the top edge of the sheet, where its bar is.
        let content: UIView = sheet.contentViewController.view
        ask.popoverPresentationController?.sourceView = content
        ask.popoverPresentationController?.sourceRect = CGRect(x: content.bounds.midX, y: 0, width: 0, height: 0)
        sheet.contentViewController.present(ask, animated: true)
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
}
#endif
