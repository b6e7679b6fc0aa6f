import Foundation
import XCTest
@testable import DropDownSheetCore

/// The library's catalogs as the tests read them: Sources/DropDownSheet/Resources/<language>.lproj/
/// DropDownSheet.strings and .stringsdict, parsed with Foundation's property-list reader (a
/// .strings file is an OpenStep property list, a .stringsdict an XML one), as iOS reads them.
struct Catalog {
    /// A plural rule of the .stringsdict: its format and its variants by CLDR category.
    struct PluralRule {
        var format: String
        var variable: String
        var specType: String?
        var valueType: String?
        var variants: [String: String]
    }

    let language: String
    let strings: [String: String]
    let plurals: [String: PluralRule]
    /// The .strings file's text, for its comments.
    let stringsText: String

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let resources = root.appendingPathComponent("Sources/DropDownSheet/Resources")

    /// The languages shipped: one folder per language.
    static func languages() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: resources.path)
            .filter { $0.hasSuffix(".lproj") }
            .map { String($0.dropLast(".lproj".count)) }
            .sorted()
    }

    static func load(_ language: String) throws -> Catalog {
        let folder = resources.appendingPathComponent("\(language).lproj")
        let stringsData = try Data(contentsOf: folder.appendingPathComponent("DropDownSheet.strings"))
        let strings = try XCTUnwrap(try PropertyListSerialization.propertyList(from: stringsData, format: nil) as? [String: String],
                                    "\(language): DropDownSheet.strings is not a table of strings")
        let dictData = try Data(contentsOf: folder.appendingPathComponent("DropDownSheet.stringsdict"))
        let dict = try XCTUnwrap(try PropertyListSerialization.propertyList(from: dictData, format: nil) as? [String: Any],
                                 "\(language): DropDownSheet.stringsdict is not a dictionary")
        var plurals: [String: PluralRule] = [:]
        for (key, value) in dict {
            let entry = try XCTUnwrap(value as? [String: Any], "\(language): \(key) is not a dictionary")
            let format = try XCTUnwrap(entry["NSStringLocalizedFormatKey"] as? String, "\(language): \(key) has no format")
            let variable = format.replacingOccurrences(of: "%#@", with: "").replacingOccurrences(of: "@", with: "")
            let rule = try XCTUnwrap(entry[variable] as? [String: String], "\(language): \(key) lacks its variable \(variable)")
            var variants = rule
            variants["NSStringFormatSpecTypeKey"] = nil
            variants["NSStringFormatValueTypeKey"] = nil
            plurals[key] = PluralRule(format: format, variable: variable, specType: rule["NSStringFormatSpecTypeKey"],
                                      valueType: rule["NSStringFormatValueTypeKey"], variants: variants)
        }
        return Catalog(language: language, strings: strings, plurals: plurals,
                       stringsText: String(decoding: stringsData, as: UTF8.self))
    }

    /// Every phrase of the catalog: (key, CLDR category or nil, text).
    var phrases: [(key: String, category: String?, text: String)] {
        strings.map { ($0.key, nil, $0.value) }
            + plurals.flatMap { key, rule in rule.variants.map { (key, $0.key, $0.value) } }
    }

    /// The format specifiers in `text`, in order (`%%` is a literal percent sign, not one).
    static func formatSpecifiers(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "%(?:[0-9]+\\$)?[-+ #0]*[0-9]*(?:\\.[0-9]+)?(?:hh|h|ll|l|q|z|t|j)?[@dDuUxXoOfFeEgGcCsSpaA%]")
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range)
            .compactMap { Range($0.range, in: text).map { String(text[$0]) } }
            .filter { $0 != "%%" }
    }
}

/// The plural categories CLDR defines for each shipped language's integers, from the CLDR 42
/// plural rules (unicode.org/cldr/charts/42/supplemental/language_plural_rules.html), the version
/// of iOS 16's ICU. A catalog needs every one of them: a missing category shows the key or English.
/// (French, Spanish, Italian and Portuguese have had `many`, for exact millions, since CLDR 38;
/// Hebrew's `many` was merged into `other` in CLDR 42, so a catalog may still carry it for older
/// systems.)
let cldrPluralCategories: [String: Set<String>] = [
    "en": ["one", "other"],
    "de": ["one", "other"],
    "fr": ["one", "many", "other"],
    "es": ["one", "many", "other"],
    "it": ["one", "many", "other"],
    "pt-BR": ["one", "many", "other"],
    "ru": ["one", "few", "many", "other"],
    "ar": ["zero", "one", "two", "few", "many", "other"],
    "he": ["one", "two", "other"],
    "ja": ["other"],
    "ko": ["other"],
    "zh-Hans": ["other"],
]
