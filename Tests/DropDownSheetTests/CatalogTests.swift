import Foundation
import XCTest
@testable import DropDownSheetCore

/// The library's words in every language it ships: complete, with matching format specifiers,
/// CLDR's plural categories, real translations and a comment for translators on every phrase.
final class CatalogTests: XCTestCase {
    /// What the README and the CHANGELOG promise.
    private let promised = ["ar", "de", "en", "es", "fr", "he", "it", "ja", "ko", "pt-BR", "ru", "zh-Hans"]

    private func catalogs() throws -> [Catalog] {
        try Catalog.languages().map(Catalog.load)
    }

    func testTheTwelvePromisedLanguagesShip() throws {
        XCTAssertEqual(try Catalog.languages(), promised)
    }

    func testEveryKeyIsInEveryLanguageAndNoOtherKey() throws {
        let plain = Set(DropDownSheetTextKey.allCases.filter { !$0.isPlural }.map(\.rawValue))
        let counted = Set(DropDownSheetTextKey.allCases.filter(\.isPlural).map(\.rawValue))
        for catalog in try catalogs() {
            XCTAssertEqual(Set(catalog.strings.keys), plain, "\(catalog.language).lproj/DropDownSheet.strings")
            XCTAssertEqual(Set(catalog.plurals.keys), counted, "\(catalog.language).lproj/DropDownSheet.stringsdict")
        }
    }

    func testFormatSpecifiersMatchWhatTheShellsPass() throws {
        for catalog in try catalogs() {
            for phrase in catalog.phrases {
                let key = try XCTUnwrap(DropDownSheetTextKey(rawValue: phrase.key))
                XCTAssertEqual(Catalog.formatSpecifiers(in: phrase.text), key.formatSpecifiers,
                               "\(catalog.language): \(phrase.key) \(phrase.category ?? "") is \"\(phrase.text)\"")
            }
        }
    }

    func testEveryCountIsAPluralRuleOfOneInteger() throws {
        for catalog in try catalogs() {
            for (key, rule) in catalog.plurals {
                let label = "\(catalog.language): \(key)"
                XCTAssertEqual(rule.format, "%#@\(rule.variable)@", "\(label): the whole phrase is the plural variable")
                XCTAssertEqual(rule.specType, "NSStringPluralRuleType", label)
                XCTAssertEqual(rule.valueType, "lld", "\(label): the shells pass an Int")
            }
        }
    }

    func testEachLanguageHasThePluralCategoriesCLDRRequires() throws {
        let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
        for catalog in try catalogs() {
            let required = try XCTUnwrap(cldrPluralCategories[catalog.language], "no CLDR rules listed for \(catalog.language)")
            for (key, rule) in catalog.plurals {
                let present = Set(rule.variants.keys)
                XCTAssertTrue(required.isSubset(of: present),
                              "\(catalog.language): \(key) lacks \(required.subtracting(present).sorted())")
                XCTAssertTrue(present.isSubset(of: categories), "\(catalog.language): \(key) has \(present.subtracting(categories).sorted())")
            }
        }
    }

    func testTheRussianAndArabicCountsUseEveryForm() throws {
        XCTAssertEqual(Set(try Catalog.load("ru").plurals["stack.count"]?.variants.keys.map { $0 } ?? []),
                       ["one", "few", "many", "other"])
        XCTAssertEqual(Set(try Catalog.load("ar").plurals["stack.count"]?.variants.keys.map { $0 } ?? []),
                       ["zero", "one", "two", "few", "many", "other"])
    }

    /// Russian's "one" also covers 21, 31, 101 and `maximumSheetCount` has no upper limit, so
    /// "21 черновик открыт. Закройте его" would be wrong: in Russian and Arabic the instruction
    /// after the count ("close one to start another") is the same in every plural form.
    func testTheStackFullInstructionDoesNotDependOnTheCountInRussianAndArabic() throws {
        for language in ["ru", "ar"] {
            let variants = try XCTUnwrap(try Catalog.load(language).plurals["announcement.stack-full"]?.variants)
            let instructions = Set(variants.values.map { text in
                text.components(separatedBy: ". ").dropFirst().joined(separator: ". ")
            })
            XCTAssertEqual(instructions.count, 1, "\(language): \(variants)")
            XCTAssertFalse(instructions.contains(""), "\(language): every form has an instruction")
        }
    }

    /// A missing catalog or key falls back to English words, never to the key ("action.expand").
    func testTheEnglishFallbackIsTheEnglishCatalogsText() throws {
        let english = try Catalog.load("en")
        for key in DropDownSheetTextKey.allCases {
            let text = key.isPlural ? english.plurals[key.rawValue]?.variants["other"] : english.strings[key.rawValue]
            XCTAssertEqual(key.englishText, text, key.rawValue)
        }
    }

    func testNothingIsEmptyOrLeftInEnglish() throws {
        let english = try Catalog.load("en")
        for catalog in try catalogs() {
            for phrase in catalog.phrases {
                let label = "\(catalog.language): \(phrase.key) \(phrase.category ?? "")"
                let words = phrase.text.replacingOccurrences(of: "%lld", with: "").replacingOccurrences(of: "%@", with: "")
                XCTAssertFalse(words.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(label) is empty")
                guard catalog.language != "en" else { continue }
                let englishText = phrase.category.map { english.plurals[phrase.key]?.variants[$0] ?? english.plurals[phrase.key]?.variants["other"] }
                    ?? english.strings[phrase.key]
                XCTAssertNotEqual(phrase.text, englishText, "\(label) is still English")
                XCTAssertNotEqual(phrase.text, phrase.key, "\(label) is its key")
            }
        }
    }

    func testTheCountReadsAsMailDoesInEnglish() throws {
        let english = try Catalog.load("en")
        XCTAssertEqual(english.plurals["stack.count"]?.variants, ["one": "%lld Draft", "other": "%lld Drafts"])
        XCTAssertEqual(english.strings["sheet.untitled"], "Draft")
        XCTAssertEqual(english.strings["bar.hint"], "Double-tap to expand.")
        XCTAssertEqual(english.strings["action.expand"], "Expand")
        XCTAssertEqual(english.strings["action.close"], "Close")
    }

    func testEveryPhraseHasACommentForTranslators() throws {
        for catalog in try catalogs() {
            let lines = catalog.stringsText.components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where line.hasPrefix("\"") {
                let previous = index > 0 ? lines[index - 1] : ""
                XCTAssertTrue(previous.hasPrefix("/*") && previous.hasSuffix("*/") && previous.count > 10,
                              "\(catalog.language): no comment above \(line)")
            }
            let dict = try String(contentsOf: Catalog.resources.appendingPathComponent("\(catalog.language).lproj/DropDownSheet.stringsdict"),
                                  encoding: .utf8)
            for key in catalog.plurals.keys {
                // The entry's key line is right after a comment.
                let before = dict.components(separatedBy: "\t<key>\(key)</key>").first ?? ""
                XCTAssertTrue(before.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("-->"),
                              "\(catalog.language): no comment right before \(key) in the .stringsdict")
            }
        }
    }

    func testRightToLeftLanguagesAreWrittenInTheirOwnScript() throws {
        let scripts: [String: ClosedRange<Unicode.Scalar>] = ["ar": "\u{0600}"..."\u{06FF}", "he": "\u{0590}"..."\u{05FF}"]
        for (language, script) in scripts {
            for phrase in try Catalog.load(language).phrases {
                XCTAssertTrue(phrase.text.unicodeScalars.contains { script.contains($0) },
                              "\(language): \(phrase.key) \(phrase.category ?? "") has no letter of its script")
            }
        }
    }

    func testTheFormatSpecifierReaderFindsWhatFoundationFormats() {
        XCTAssertEqual(Catalog.formatSpecifiers(in: "Close %@"), ["%@"])
        XCTAssertEqual(Catalog.formatSpecifiers(in: "%lld Drafts, 100%%"), ["%lld"])
        XCTAssertEqual(Catalog.formatSpecifiers(in: "%1$@ and %2$lld"), ["%1$@", "%2$lld"])
        XCTAssertEqual(Catalog.formatSpecifiers(in: "no specifier"), [])
    }
}
