import Foundation
import XCTest

/// Several windows (iPad multitasking, Stage Manager, CarPlay) each get their own sheets only if
/// the library reads its window and scene from its own views. The UIKit code cannot run here, so
/// this pins the rule in its source: no process-wide screen, window or scene lookups.
final class MultiWindowSourceTests: XCTestCase {
    func testTheLibraryNeverLooksUpAGlobalScreenWindowOrScene() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/DropDownSheet")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 20)
        let forbidden = ["UIScreen.main", "keyWindow", "UIApplication.shared.windows", "connectedScenes", "UIApplication.shared.delegate"]
        for file in files {
            let code = try String(contentsOf: file, encoding: .utf8)
                .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for pattern in forbidden {
                XCTAssertFalse(code.contains(pattern), "\(file.lastPathComponent) uses \(pattern)")
            }
        }
    }
}
