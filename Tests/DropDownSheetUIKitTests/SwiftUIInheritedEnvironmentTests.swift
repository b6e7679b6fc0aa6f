#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// What a sheet's content read of its environment.
@MainActor
final class InheritedEnvironmentRecord: ObservableObject {
    var locale: Locale?
    var timeZone: TimeZone?
    var dynamicTypeSize: DynamicTypeSize?
    var isEnabled: Bool?
    var redactionReasons: RedactionReasons?
    var openURL: OpenURLAction?
    var opened: [URL] = []
}

/// A content that records the curated values it sees.
@MainActor
struct InheritedEnvironmentReader: View {
    let record: InheritedEnvironmentRecord
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.redactionReasons) private var redactionReasons
    @Environment(\.openURL) private var openURL

    var body: some View {
        record.locale = locale
        record.timeZone = timeZone
        record.dynamicTypeSize = dynamicTypeSize
        record.isEnabled = isEnabled
        record.redactionReasons = redactionReasons
        record.openURL = openURL
        return Text("Draft")
    }
}

/// Issue 32, item 4: the sheet's views inherit the presenter's curated environment (as inside
/// SwiftUI's `.sheet`), and a value handed over with `dropDownSheetEnvironment` wins.
@MainActor
final class SwiftUIInheritedEnvironmentTests: SheetTestCase {
    func testTheContentInheritsThePresentersCuratedEnvironment() {
        let record = InheritedEnvironmentRecord()
        let zone = TimeZone(identifier: "Pacific/Auckland") ?? .current
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true)) {
                InheritedEnvironmentReader(record: record)
            }
            .environment(\.locale, Locale(identifier: "de_DE"))
            .environment(\.timeZone, zone)
            .environment(\.dynamicTypeSize, .xSmall)
            .environment(\.redactionReasons, .placeholder)
            .environment(\.openURL, OpenURLAction { url in
                record.opened.append(url)
                return .handled
            })
        show(view) { _ in
            waitUntil { record.locale != nil }
            XCTAssertEqual(record.locale?.identifier, "de_DE")
            XCTAssertEqual(record.timeZone, zone)
            XCTAssertEqual(record.dynamicTypeSize, .xSmall, "the presenter's clamp reaches the sheet")
            XCTAssertEqual(record.redactionReasons, .placeholder)
            XCTAssertEqual(record.isEnabled, true)
            let url = URL(string: "https://example.com/draft")!
            record.openURL?(url)
            XCTAssertEqual(record.opened, [url], "links in the sheet go through the app's own openURL")
        }
    }

    func testAValueHandedOverExplicitlyWinsOverTheInheritedOne() {
        let record = InheritedEnvironmentRecord()
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true)) {
                InheritedEnvironmentReader(record: record)
            }
            .environment(\.locale, Locale(identifier: "de_DE"))
            .dropDownSheetEnvironment(\.locale, Locale(identifier: "fr_FR"))
            .disabled(true)
        show(view) { _ in
            waitUntil { record.locale != nil }
            XCTAssertEqual(record.locale?.identifier, "fr_FR", "dropDownSheetEnvironment wins")
            XCTAssertEqual(record.isEnabled, false, "a disabled presenter's sheet is disabled, as in .sheet")
        }
    }
}
#endif
