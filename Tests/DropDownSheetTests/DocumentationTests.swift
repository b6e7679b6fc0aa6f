import Foundation
import XCTest
@testable import SheetLab

/// What a newcomer reads first stays true: the documents name nothing outside the repository,
/// sheet-lab's first command prints what its article shows, and the pictures in the DocC
/// catalog are the ones `scripts/render-pictures.sh` draws.
final class DocumentationTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every `../` path and every relative link in `document` (a repository path), resolved from
    /// its folder, stays inside the repository; and no path of this machine appears.
    private func assertNamesNothingOutsideTheRepository(_ document: String, file: StaticString = #filePath, line: UInt = #line) throws {
        var text = try read(document)
        // Issue 34: where a claim rests on the contributor's iOS check, the README and CONTRIBUTING
        // say exactly where that checker lives beside a clone and where it keeps its SDKs; and the
        // README's manifest reaches a clone from the app's package, beside it. Those, and only
        // those, name paths outside the repository.
        if ["README.md", "CONTRIBUTING.md"].contains(document) {
            for allowed in ["`../shared/ios-sdk/check-ios`", "`../shared/ios-sdk`", "`~/.cache/ios-sdk`", #".package(path: "../DropDownSheet")"#] {
                text = text.replacingOccurrences(of: allowed, with: "")
            }
        }
        for machinePath in ["/work/", "shared/ios-sdk", "~/.cache", "/root/", "/tmp/"] {
            XCTAssertFalse(text.contains(machinePath), "\(document) names \(machinePath)", file: file, line: line)
        }
        let folder = root.appendingPathComponent(document).deletingLastPathComponent()
        let rootPath = root.standardizedFileURL.path
        var references: [String] = []
        // Markdown links: ](target)
        for part in text.components(separatedBy: "](").dropFirst() {
            guard let end = part.firstIndex(of: ")") else { continue }
            let target = String(part[..<end])
            if target.hasPrefix("http") || target.hasPrefix("#") { continue }
            references.append(String(target.split(separator: "#").first ?? ""))
        }
        // Relative paths going up: ../something
        var rest = Substring(text)
        while let range = rest.range(of: "../") {
            var start = range.lowerBound
            while start > rest.startIndex, rest[rest.index(before: start)] == "." || rest[rest.index(before: start)] == "/" {
                start = rest.index(before: start)
            }
            let tail = rest[start...].prefix { !" `)\n\"',".contains($0) }
            references.append(String(tail))
            rest = rest[range.upperBound...]
        }
        for reference in references where !reference.isEmpty {
            let resolved = folder.appendingPathComponent(reference).standardizedFileURL.path
            XCTAssertTrue(resolved == rootPath || resolved.hasPrefix(rootPath + "/"),
                          "\(document) points outside the repository: \(reference)", file: file, line: line)
        }
    }

    func testTheReadmesAndContributingNameNothingOutsideTheRepository() throws {
        for document in ["README.md", "SampleApp/README.md", "CONTRIBUTING.md", "docs/pictures-of-the-motion.md"] {
            try assertNamesNothingOutsideTheRepository(document)
        }
    }

    func testRelativeLinksOfTheReadmesExist() throws {
        for document in ["README.md", "CONTRIBUTING.md", "Benchmarks/README.md", "docs/pictures-of-the-motion.md"] {
            let text = try read(document)
            let folder = root.appendingPathComponent(document).deletingLastPathComponent()
            for part in text.components(separatedBy: "](").dropFirst() {
                guard let end = part.firstIndex(of: ")") else { continue }
                let target = String(part[..<end])
                if target.hasPrefix("http") || target.hasPrefix("#") { continue }
                XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(target).path),
                              "\(document) links \(target), which does not exist")
            }
        }
    }

    func testTheLabsFirstCommandPrintsWhatItsArticleShows() throws {
        let readme = try read("Sources/DropDownSheet/DropDownSheet.docc/TuningTheMotionWithSheetLab.md")
        let command = "swift run sheet-lab simulate Examples/compose-draft.jsonl --no-frames\n```\n"
        let start = try XCTUnwrap(readme.range(of: command), "the article's first command")
        let open = try XCTUnwrap(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        let close = try XCTUnwrap(readme.range(of: "```\n", range: open.upperBound..<readme.endIndex))
        let shown = String(readme[open.upperBound..<close.lowerBound])
        let script = try read("Examples/compose-draft.jsonl")
        let run = SheetLabCommand.run(arguments: ["simulate", "--no-frames"], readFile: { _ in nil }, readStandardInput: { script })
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(shown, run.standardOutput, "TuningTheMotionWithSheetLab.md shows output the lab no longer prints")
    }

    func testTheLabsArticleExplainsNegativeProgressWithTheNumbersItShows() throws {
        let readme = try read("Sources/DropDownSheet/DropDownSheet.docc/TuningTheMotionWithSheetLab.md")
        XCTAssertTrue(readme.contains("\"progress\":-0.1356"))
        XCTAssertTrue(readme.contains("-94 / 693 = -0.1356"))
        XCTAssertEqual((750.0 - 844.0) / (750.0 - 57.0), -0.1356, accuracy: 0.00005)
    }

    func testTheCatalogsPicturesAreTheRenderedOnes() throws {
        let resources = root.appendingPathComponent("Sources/DropDownSheet/DropDownSheet.docc/Resources")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: resources.path).filter { $0.hasSuffix(".svg") }
        XCTAssertFalse(pictures.isEmpty)
        for picture in pictures {
            let copy = try Data(contentsOf: resources.appendingPathComponent(picture))
            let original = try Data(contentsOf: root.appendingPathComponent("docs/images").appendingPathComponent(picture))
            XCTAssertEqual(copy, original, "\(picture): run scripts/render-pictures.sh")
        }
    }

    func testTheCatalogHasItsArticles() throws {
        let catalog = root.appendingPathComponent("Sources/DropDownSheet/DropDownSheet.docc")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
        for article in ["DropDownSheet.md", "DropDownSheetCore.md", "GettingStartedInUIKit.md", "GettingStartedInSwiftUI.md",
                        "APersistentMiniPlayer.md", "SeveralDrafts.md", "TuningTheMotionWithSheetLab.md",
                        "MigratingFromOtherSheets.md", "BarItems.md", "GlassAndTheMinimizingTabBar.md",
                        "WordsAndLanguages.md", "InARealApp.md"] {
            XCTAssertTrue(articles.contains(article), "the catalog has no \(article)")
        }
    }

    /// Issue 11: a misuse is reported (an assertion in debug builds, a runtime warning), never
    /// corrected in silence; the documentation of every place it can happen says so, and none
    /// says it is harmless (review of phase 2, defect 10).
    func testTheDocumentationCallsEveryMisuseAMisuse() throws {
        let presenting = try read("Sources/DropDownSheet/UIKit/UIViewController+DropDownSheet.swift")
        XCTAssertFalse(presenting.contains("`.dismissed` presents nothing"), "presenting to .dismissed is a misuse")
        let initialStateDocs = presenting.components(separatedBy: "- initialState:").dropFirst()
        XCTAssertEqual(initialStateDocs.count, 2)
        for doc in initialStateDocs {
            XCTAssertTrue(doc.prefix(400).contains("`.dismissed` is a misuse"), String(doc.prefix(400)))
        }
        let configuration = try read("Sources/DropDownSheetCore/Layout/DropDownSheetConfiguration.swift")
        let maximumDoc = configuration.components(separatedBy: "public var maximumSheetCount")[0].suffix(700)
        XCTAssertTrue(maximumDoc.contains("maximumBelowCount"), "lowering the maximum below the count is a misuse")
        let drafts = try read("Sources/DropDownSheet/DropDownSheet.docc/SeveralDrafts.md")
        XCTAssertTrue(drafts.contains("Both are misuses"))
    }
}
