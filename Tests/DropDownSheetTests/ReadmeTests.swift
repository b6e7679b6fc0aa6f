import Foundation
import XCTest

/// The README's claims that code can check: its UIKit and SwiftUI quick starts are the files
/// check-ios compiles, and the example it tells people to run exists and ends where it says.
final class ReadmeTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func testReadmeQuickStartIsTheCodeThatIsCompiledForIOS() throws {
        let source = try read("Tests/DropDownSheetUIKitTests/ReadmeQuickStartTests.swift")
        let begin = try XCTUnwrap(source.range(of: "// README quick start begin\n"))
        let end = try XCTUnwrap(source.range(of: "// README quick start end"))
        let compiled = source[begin.upperBound..<end.lowerBound].trimmingCharacters(in: .newlines)
        let readme = try read("README.md")
        let header = try XCTUnwrap(readme.range(of: "## UIKit quick start\n\n```swift\n"))
        let close = try XCTUnwrap(readme.range(of: "\n```", range: header.upperBound..<readme.endIndex))
        let shown = readme[header.upperBound..<close.lowerBound]
        XCTAssertEqual(String(shown), compiled, "README.md's quick start differs from ReadmeQuickStartTests.swift")
    }

    func testReadmeSwiftUIQuickStartIsTheCodeThatIsCompiledForIOS() throws {
        let source = try read("Tests/DropDownSheetUIKitTests/ReadmeSwiftUIQuickStartTests.swift")
        let begin = try XCTUnwrap(source.range(of: "// README SwiftUI quick start begin\n"))
        let end = try XCTUnwrap(source.range(of: "// README SwiftUI quick start end"))
        let compiled = source[begin.upperBound..<end.lowerBound].trimmingCharacters(in: .newlines)
        let readme = try read("README.md")
        let header = try XCTUnwrap(readme.range(of: "## SwiftUI quick start\n\n```swift\n"))
        let close = try XCTUnwrap(readme.range(of: "\n```", range: header.upperBound..<readme.endIndex))
        let shown = readme[header.upperBound..<close.lowerBound]
        XCTAssertEqual(String(shown), compiled, "README.md's SwiftUI quick start differs from ReadmeSwiftUIQuickStartTests.swift")
        // It follows the UIKit quick start (and its subsections) and comes before sheet-lab.
        let uikit = try XCTUnwrap(readme.range(of: "## UIKit quick start\n"))
        let lab = try XCTUnwrap(readme.range(of: "\n## sheet-lab\n"))
        XCTAssertLessThan(uikit.lowerBound, header.lowerBound)
        XCTAssertLessThan(header.lowerBound, lab.lowerBound)
    }

    func testReadmeCommandsNameFilesThatExist() throws {
        let readme = try read("README.md")
        XCTAssertTrue(readme.contains("swift run sheet-lab simulate Examples/compose-draft.jsonl"))
        XCTAssertTrue(readme.contains("\nswift test\n"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Examples/compose-draft.jsonl").path))
        let ci = try read(".ci/run")
        XCTAssertTrue(ci.contains("\nswift test\n"), ".ci/run must call the README's test command")
    }
}
