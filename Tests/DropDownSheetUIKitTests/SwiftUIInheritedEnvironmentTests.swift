#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import XCTest
@testable import DropDownSheet

/// What a sheet's content read of its environment.
@MainActor
final class InheritedEnvironmentRecord: ObservableObject {
    var locale: Locale?
    var calendar: Calendar?
    var timeZone: TimeZone?
    var font: Font?
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
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.font) private var font
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.redactionReasons) private var redactionReasons
    @Environment(\.openURL) private var openURL

    var body: some View {
        record.locale = locale
        record.calendar = calendar
        record.timeZone = timeZone
        record.font = font
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

    /// Issue 32's rest: every value of the curated set reaches the content; the six that say how
    /// to format, size and reach things reach a `compact:` bar too, and the presenter's state
    /// (`isEnabled`, `redactionReasons`) does not: a mini player stays playable.
    func testEveryCuratedValueReachesTheContentAndTheCompactBarAsTheCodeSays() {
        let content = InheritedEnvironmentRecord(), bar = InheritedEnvironmentRecord()
        let zone = TimeZone(identifier: "Pacific/Auckland") ?? .current
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) {
                InheritedEnvironmentReader(record: content)
            } compact: {
                InheritedEnvironmentReader(record: bar)
            }
            .environment(\.locale, Locale(identifier: "de_DE"))
            .environment(\.calendar, Calendar(identifier: .hebrew))
            .environment(\.timeZone, zone)
            .environment(\.dynamicTypeSize, .xSmall)
            .environment(\.font, .largeTitle)
            .environment(\.redactionReasons, .placeholder)
            .environment(\.openURL, OpenURLAction { url in
                content.opened.append(url)
                return .handled
            })
            .disabled(true)
        show(view) { _ in
            waitUntil { content.locale != nil && bar.locale != nil }
            for (record, place) in [(content, "content"), (bar, "compact bar")] {
                XCTAssertEqual(record.locale?.identifier, "de_DE", place)
                XCTAssertEqual(record.calendar?.identifier, .hebrew, place)
                XCTAssertEqual(record.timeZone, zone, place)
                XCTAssertEqual(record.dynamicTypeSize, .xSmall, place)
                XCTAssertEqual(record.font, .largeTitle, place)
                let url = URL(string: "https://example.com/\(place.count)")!
                content.opened = []
                record.openURL?(url)
                XCTAssertEqual(content.opened, [url], "\(place): links go through the app's own openURL")
            }
            XCTAssertEqual(content.redactionReasons, .placeholder)
            XCTAssertEqual(content.isEnabled, false)
            XCTAssertEqual(bar.redactionReasons, [], "the bar is not redacted with the screen")
            XCTAssertEqual(bar.isEnabled, true, "the bar is not disabled with the screen")
        }
    }

    /// Issue 32's rest: a `compact:` bar's button fires on a real tap while the presenting view
    /// is `.disabled(true)`.
    func testACompactBarsButtonFiresOnATapWhileThePresenterIsDisabled() {
        let taps = CompactTapCounter()
        let view = Color.white
            .dropDownSheet(isPresented: .constant(true), isMinimized: .constant(true)) {
                Text("Draft")
            } compact: {
                Button { taps.count += 1 } label: {
                    Color.blue.frame(maxWidth: .infinity, maxHeight: .infinity).contentShape(Rectangle())
                }
            }
            .disabled(true)
        show(view) { root in
            waitUntil {
                guard let sheet = root.presentedDropDownSheets.first, let compact = sheet.compactViewController?.view
                else { return false }
                return sheet.phase == .resting(.minimized) && compact.window != nil && compact.bounds.height > 20
            }
            guard let compact = root.presentedDropDownSheets.first?.compactViewController?.view else { return XCTFail("no compact bar") }
            let frame = compact.convert(compact.bounds, to: window)
            tap(at: CGPoint(x: frame.midX, y: frame.midY))
            waitUntil { taps.count == 1 }
            XCTAssertEqual(taps.count, 1, "the bar's button is enabled under a disabled presenter")
        }
    }
}

/// Counts the taps of a compact bar's button.
@MainActor
final class CompactTapCounter {
    var count = 0
}
#endif
