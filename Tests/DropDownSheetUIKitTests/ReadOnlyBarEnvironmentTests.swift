#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import XCTest
// Not `@testable`: this file sees what an app sees, so its key paths are writable only where the
// setter is public.
import DropDownSheet

/// The bar's environment values are information the library gives, read-only for apps, as
/// ``SwiftUICore/EnvironmentValues/dropDownSheet`` is: an app cannot write `.inline` and confuse
/// its own bar.
@MainActor
final class ReadOnlyBarEnvironmentTests: XCTestCase {
    func testAnAppCannotWriteTheBarsPlacementOrBackground() {
        let placement: AnyKeyPath = \EnvironmentValues.dropDownSheetBarPlacement
        let background: AnyKeyPath = \EnvironmentValues.dropDownSheetBarBackground
        let sheet: AnyKeyPath = \EnvironmentValues.dropDownSheet
        XCTAssertFalse(placement is WritableKeyPath<EnvironmentValues, DropDownSheetBarPlacement>)
        XCTAssertFalse(background is WritableKeyPath<EnvironmentValues, DropDownSheetBarBackground>)
        XCTAssertFalse(sheet is WritableKeyPath<EnvironmentValues, DropDownSheetProxy?>, "as the proxy already was")
        // What an app may write stays writable from here: the check itself can tell.
        let locale: AnyKeyPath = \EnvironmentValues.locale
        XCTAssertTrue(locale is WritableKeyPath<EnvironmentValues, Locale>)
    }
}
#endif
