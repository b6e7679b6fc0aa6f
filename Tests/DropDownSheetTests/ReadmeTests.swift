import Foundation
import XCTest

/// The README's claims that code can check: its Swift blocks are the code check-ios compiles and
/// the simulator runs, it keeps to the length and order of an adopter's first ten minutes, it links
/// every article of the catalog by file, and it says what `swift test` prints.
final class ReadmeTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private let catalog = "Sources/DropDownSheet/DropDownSheet.docc"

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The bodies of the README's ```swift blocks, in order.
    private func swiftBlocks(of text: String) -> [String] {
        text.components(separatedBy: "```swift\n").dropFirst().compactMap { part in
            part.range(of: "\n```").map { String(part[..<$0.lowerBound]) }
        }
    }

    /// The regions `// README <name> begin` ... `// README <name> end` of the UIKit test files.
    private func compiledCopies() throws -> [String: String] {
        let folder = root.appendingPathComponent("Tests/DropDownSheetUIKitTests")
        var copies: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            var rest = Substring(try read("Tests/DropDownSheetUIKitTests/\(file)"))
            while let begin = rest.range(of: "// README "), let close = rest.range(of: " begin\n", range: begin.upperBound..<rest.endIndex) {
                let name = String(rest[begin.upperBound..<close.lowerBound])
                guard let end = rest.range(of: "// README \(name) end", range: close.upperBound..<rest.endIndex) else {
                    XCTFail("\(file): README \(name) has no end")
                    break
                }
                XCTAssertNil(copies[name], "two README regions named \(name)")
                copies[name] = rest[close.upperBound..<end.lowerBound].trimmingCharacters(in: .newlines)
                rest = rest[end.upperBound...]
            }
        }
        return copies
    }

    /// Every Swift block of the README but the package manifest is a copy of a region of the UIKit
    /// tests (compiled by check-ios and run on a simulator), and every such region is shown.
    func testEverySwiftBlockOfTheReadmeIsCodeTheUIKitTestsCompileAndRun() throws {
        let readme = try read("README.md")
        let copies = try compiledCopies()
        XCTAssertEqual(Set(copies.keys), ["quick start", "SwiftUI quick start", "mini player", "SwiftUI mini player"])
        let blocks = swiftBlocks(of: readme).filter { !$0.hasPrefix("// swift-tools-version") }
        XCTAssertEqual(blocks.count, copies.count, "a README Swift block with no compiled copy, or a copy the README lost")
        for (name, code) in copies {
            XCTAssertTrue(blocks.contains(code), "README.md's \(name) differs from its copy in Tests/DropDownSheetUIKitTests")
        }
        XCTAssertEqual(swiftBlocks(of: readme).filter { $0.hasPrefix("// swift-tools-version") }.count, 1,
                       "one package manifest, evaluated by scripts/check-doc-samples.py --core")
    }

    /// Issue 23: an adopter's first ten minutes. At most 350 lines; what it is, the picture,
    /// installation and the code to present a draft first, then the mini player, the screen
    /// underneath, the status, how to build and test, and the documentation.
    func testTheReadmeIsShortAndInAnAdoptersOrder() throws {
        let readme = try read("README.md")
        XCTAssertLessThanOrEqual(readme.split(separator: "\n", omittingEmptySubsequences: false).count, 351,
                                 "README.md is longer than 350 lines: move the detail to an article")
        let landmarks = ["# DropDownSheet\n", "](docs/images/", "\n## Installation\n", "\n## Present a draft\n",
                         "\n## A mini player\n", "\n## What happens to your screen underneath\n",
                         "\n## Status\n", "\n## Build and test\n", "\n## Documentation\n"]
        var last = readme.startIndex
        for landmark in landmarks {
            let found = try XCTUnwrap(readme.range(of: landmark, range: last..<readme.endIndex), "\(landmark) missing or out of order")
            last = found.upperBound
        }
        let sections = readme.components(separatedBy: "\n## ").dropFirst().map { $0.prefix { $0 != "\n" } }
        XCTAssertEqual(sections, ["Installation", "Present a draft", "A mini player", "What happens to your screen underneath",
                                  "Status", "Build and test", "Documentation"])
        // The present-a-draft code comes before anything else of any length.
        let draft = try XCTUnwrap(readme.range(of: "\n## Present a draft\n"))
        XCTAssertEqual(swiftBlocks(of: String(readme[..<draft.lowerBound])).count, 1, "only the installation's manifest before it")
        // Issue 34: the motion first, then the still picture at moments of rest; the rest are in docs/.
        XCTAssertEqual(readme.components(separatedBy: "](docs/images/").count - 1, 2, "two pictures; the rest are in docs/")
        let firstPicture = try XCTUnwrap(readme.range(of: #"!\[[^\]]*\]\(docs/images/[^)]+\)"#, options: .regularExpression))
        XCTAssertTrue(readme[firstPicture].hasSuffix("(docs/images/compose-draft-animated.svg)"), "the README opens with the animation")
        XCTAssertEqual(readme[readme.index(after: readme.range(of: "# DropDownSheet\n")!.upperBound)..<firstPicture.lowerBound], "",
                       "the animated picture comes right under the title")
    }

    /// A reader on the repository's page opens every article of the catalog from the README.
    func testTheReadmeLinksEveryArticleOfTheCatalogByFile() throws {
        let readme = try read("README.md")
        let articles = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
            .filter { $0.hasSuffix(".md") }
        XCTAssertFalse(articles.isEmpty)
        for article in articles {
            XCTAssertTrue(readme.contains("](\(catalog)/\(article))"), "README.md does not link \(article)")
        }
        for document in ["Benchmarks/README.md", "CONTRIBUTING.md", "CHANGELOG.md", "docs/pictures-of-the-motion.md"] {
            XCTAssertTrue(readme.contains("](\(document))"), "README.md does not link \(document)")
        }
    }

    /// What `swift test` prints, as the README says: XCTest's run, then Swift Testing's empty one,
    /// which is empty because no test of this package uses Swift Testing.
    func testTheReadmeSaysWhatSwiftTestPrintsAndItIsTrue() throws {
        let readme = try read("README.md")
        XCTAssertTrue(readme.contains("\nswift test\n"))
        XCTAssertTrue(readme.contains("`Executed N tests, with 0 failures`"))
        // Issue 34: the lines as printed, root's too, and the last line, which is Swift Testing's.
        XCTAssertTrue(readme.contains("`Executed N tests, with 1 test skipped and 0 failures (0 unexpected)`"))
        XCTAssertTrue(readme.contains("`✔ Test run with 0 tests in 0 suites passed after 0.001 seconds.`"))
        XCTAssertTrue(readme.contains("The first run takes 2.5 to 4.5 minutes on 2 cores"))
        let tests = root.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let text = try read("Tests/\(file)")
            XCTAssertFalse(text.contains("\nimport Testing"), "\(file) uses Swift Testing: the README's account of `swift test` changes")
        }
    }

    func testReadmeCommandsNameFilesThatExist() throws {
        let readme = try read("README.md")
        XCTAssertTrue(readme.contains("swift run sheet-lab simulate Examples/compose-draft.jsonl"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Examples/compose-draft.jsonl").path))
        let ci = try read(".ci/run")
        XCTAssertTrue(ci.contains("\nswift test\n"), ".ci/run must call the README's test command")
    }

    /// Until a version is tagged, the README pins a commit rather than following `main`.
    func testTheReadmeInstallsByCommitUntilAVersionIsTagged() throws {
        let readme = try read("README.md")
        XCTAssertTrue(readme.contains("revision: \""))
        XCTAssertFalse(readme.contains("branch: \"main\""))
    }

    /// Issue 34: an install that works as written. The manifest reaches a clone by a local path and
    /// names the product with the package's identity; the text says that the identity is the
    /// address's or folder's last component and what to write otherwise, gives the Xcode steps, and
    /// names the CI check that builds the manifest; no placeholder owner is left.
    func testTheInstallationWorksAsWritten() throws {
        let readme = try read("README.md")
        let manifest = try XCTUnwrap(swiftBlocks(of: readme).first { $0.hasPrefix("// swift-tools-version") })
        XCTAssertTrue(manifest.contains("\n        .package(path: \"../DropDownSheet\"),\n"))
        XCTAssertTrue(manifest.contains(".product(name: \"DropDownSheet\", package: \"DropDownSheet\")"))
        XCTAssertFalse(readme.contains("OWNER"))
        let flat = readme.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        for claim in ["SwiftPM names a package after the last component of its address or path",
                      "\"product 'DropDownSheet' not found\"", "File > Add Package Dependencies", "\"Commit\"",
                      "(`scripts/check-consumer-package.sh`)", "Versions follow [Semantic Versioning]"] {
            XCTAssertTrue(flat.contains(claim), "README.md no longer says \(claim)")
        }
        let check = try read("scripts/check-consumer-package.sh")
        XCTAssertTrue(check.contains("swift package resolve"))
        XCTAssertTrue(check.contains("ln -s \"$clone\" \"$work/DropDownSheet\""), "the clone is where ../DropDownSheet finds it")
    }
}
