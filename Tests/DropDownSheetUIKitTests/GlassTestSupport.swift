#if canImport(UIKit)
import UIKit
import XCTest
@testable import DropDownSheet

/// What the tests of iOS 26's glass share (GlassBarTests, GlassMaterializationTests).
extension SheetTestCase {
    /// Skips the test where there is no glass: an earlier iOS, or a build with an SDK before iOS 26.
    func requireGlass() throws {
        guard DropDownSheetGlass.systemDesign == .glass else {
            throw XCTSkip("no glass here: iOS 26 and a build with its SDK (Xcode 26) are needed")
        }
    }

    /// A sheet whose content describes a bar item (the bar the library draws), minimized.
    func presentItemBar(_ configuration: DropDownSheetConfiguration = .init(), title: String = "Song",
                        from presenter: UIViewController? = nil, role: DropDownSheetRole = .draft) -> DropDownSheetController {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        content.dropDownSheetBarItem.title = title
        let sheet = DropDownSheetController(content: content, configuration: configuration, role: role)
        presentAndWait(sheet, .minimized, from: presenter)
        waitUntil { !(sheet.host?.presentation.isMoving ?? true) }
        return sheet
    }
}
#endif
