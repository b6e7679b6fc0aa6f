import Foundation
import XCTest

/// Every word the UIKit and SwiftUI shells show or speak comes from the catalogs or the app's
/// wording: no English literal is left in Sources/DropDownSheet/UIKit or SwiftUI.
final class ShellWordsTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// String literals that are never shown or spoken: a programmer's error, an assertion or a
    /// log for the app's developer (in the unified log, in English as system logs are), a
    /// compiler attribute's message (a deprecation's `renamed:`), a reuse identifier, an SF
    /// Symbol's name.
    private static let allowed = ["fatalError(", "assertionFailure(", "OSLog(", "os_log(", "DropDownSheetMisuseReport.warn(",
                                  "@available(",
                                  "ReuseIdentifier:", "withIdentifier:", "systemName:", "forInfoDictionaryKey:"]

    /// The literals with a letter in them, outside comments, outside `#if DEBUG` code (Xcode
    /// previews, debug logs: never in an app the user has), on lines that are not `allowed`:
    /// `(line number, line)`.
    static func userFacingLiterals(in source: String) -> [(line: Int, text: String)] {
        let literal = try! NSRegularExpression(pattern: "\"(?:[^\"\\\\]|\\\\.)*\"")
        var found: [(Int, String)] = []
        // For each enclosing `#if`: whether its current branch is debug-only.
        var debugOnly: [Bool] = []
        for (index, rawLine) in source.components(separatedBy: "\n").enumerated() {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                debugOnly.append(line.contains("DEBUG") && !line.contains("!DEBUG"))
                continue
            }
            if line.hasPrefix("#else") || line.hasPrefix("#elseif") {
                if !debugOnly.isEmpty { debugOnly[debugOnly.count - 1] = false }
                continue
            }
            if line.hasPrefix("#endif") {
                _ = debugOnly.popLast()
                continue
            }
            if debugOnly.contains(true) { continue }
            if line.hasPrefix("//") || line.hasPrefix("*") || line.hasPrefix("/*") { continue }
            if let comment = line.range(of: " // ") { line = String(line[..<comment.lowerBound]) }
            if Self.allowed.contains(where: line.contains) { continue }
            let range = NSRange(line.startIndex..., in: line)
            for match in literal.matches(in: line, range: range) {
                guard let r = Range(match.range, in: line) else { continue }
                let text = line[r]
                if text.unicodeScalars.contains(where: CharacterSet.letters.contains) {
                    found.append((index + 1, line))
                    break
                }
            }
        }
        return found
    }

    func testNoEnglishLiteralIsLeftInTheUIKitAndSwiftUIShells() throws {
        for folder in ["Sources/DropDownSheet/UIKit", "Sources/DropDownSheet/SwiftUI"] {
            let directory = root.appendingPathComponent(folder)
            // Every Swift file in the folder and its subfolders (the host, the card, the screen underneath).
            let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: directory.path)).filter { $0.hasSuffix(".swift") }
            XCTAssertFalse(files.isEmpty, "no Swift files in \(folder)")
            for file in files {
                let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for hit in Self.userFacingLiterals(in: source) {
                    XCTFail("\(folder)/\(file):\(hit.line): a literal the user may see or hear; use DropDownSheetWording: \(hit.text)")
                }
            }
        }
    }

    func testTheCheckCatchesWordsAndLetsCommentsAndIdentifiersBe() {
        let source = """
        /// "Close" in a doc comment
        close.accessibilityLabel = "Close \\(item.title)"
        UIAccessibilityCustomAction(name: "Reopen") { _ in true }
        let x = 1 // "a comment"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "draft")
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
        let glyph = "—"
        #if DEBUG && canImport(SwiftUI)
        List { Text("Inbox preview") }
        #if canImport(UIKit)
        Text("still a preview")
        #endif
        #else
        Text("Shipped")
        #endif
        Button("Shipped too") {}
        """
        XCTAssertEqual(Self.userFacingLiterals(in: source).map(\.line), [2, 3, 14, 16])
    }
}
