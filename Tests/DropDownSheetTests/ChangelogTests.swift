import Foundation
import XCTest

/// CHANGELOG.md keeps Keep a Changelog's form (issue 23): its sections in the standard order,
/// none empty, a link reference for every version heading on the repository the README installs
/// from, a migration with every breaking change, and short enough to read in a few minutes.
final class ChangelogTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheSectionsAreKeepAChangelogsInItsOrderAndNoneIsEmpty() throws {
        let changelog = try read("CHANGELOG.md")
        let order = ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"]
        let versions = changelog.components(separatedBy: "\n## [").dropFirst()
        XCTAssertTrue(try XCTUnwrap(versions.first).hasPrefix("Unreleased]"), "the first version is [Unreleased]")
        for version in versions {
            let name = String(version.prefix { $0 != "]" })
            let sections = version.components(separatedBy: "\n### ").dropFirst()
            let titles = sections.map { String($0.prefix { $0 != "\n" }) }
            XCTAssertFalse(titles.isEmpty, "[\(name)] has no section")
            XCTAssertTrue(titles.allSatisfy(order.contains), "[\(name)]: \(titles) are not Keep a Changelog's sections")
            XCTAssertEqual(titles, order.filter(titles.contains), "[\(name)]: the sections are out of Keep a Changelog's order")
            for (title, section) in zip(titles, sections) {
                XCTAssertTrue(section.contains("\n- "), "[\(name)] has an empty \(title) section: omit it")
            }
            XCTAssertTrue(changelog.contains("\n[\(name)]: https://"), "[\(name)] has no link reference")
        }
    }

    func testTheLinkReferencesNameTheRepositoryTheReadmeInstallsFrom() throws {
        let changelog = try read("CHANGELOG.md")
        let readme = try read("README.md")
        let package = try XCTUnwrap(readme.range(of: #"\.package\(url: "https://[^"]+\.git""#, options: .regularExpression))
        let repository = readme[package].replacingOccurrences(of: ".package(url: \"", with: "").replacingOccurrences(of: ".git\"", with: "")
        let link = try XCTUnwrap(changelog.range(of: #"(?m)^\[Unreleased\]: \S+"#, options: .regularExpression))
        XCTAssertTrue(changelog[link].hasPrefix("[Unreleased]: \(repository)/"), "\(changelog[link]) is not on \(repository)")
    }

    func testEveryBreakingChangeSaysHowToMigrate() throws {
        let changelog = try read("CHANGELOG.md")
        let bullets = changelog.components(separatedBy: "\n- ").dropFirst()
        let breaking = bullets.filter { $0.hasPrefix("**Breaking:**") }
        XCTAssertGreaterThanOrEqual(breaking.count, 3)
        for bullet in breaking {
            XCTAssertTrue(bullet.contains("Migration:"), "a breaking change without its migration: \(bullet.prefix(80))")
        }
    }

    /// A user reads it in a few minutes: a few dozen bullets, not the history of every fix.
    func testItIsShortEnoughToRead() throws {
        let changelog = try read("CHANGELOG.md")
        let bullets = changelog.components(separatedBy: "\n- ").count - 1
        XCTAssertLessThanOrEqual(bullets, 50)
        XCTAssertLessThanOrEqual(changelog.split(separator: "\n", omittingEmptySubsequences: false).count, 250)
    }
}
