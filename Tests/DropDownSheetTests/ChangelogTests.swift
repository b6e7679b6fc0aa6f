import Foundation
import XCTest

/// CHANGELOG.md keeps Keep a Changelog's form (issue 23): its sections in the standard order,
/// none empty, a link reference for every released version and none that cannot resolve (issue
/// 34), a migration with every breaking change, and short enough to read in a few minutes.
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
            // A released version links its tag (testEveryLinkReferenceCanResolve); [Unreleased]
            // has a link only once a version is tagged.
            if name != "Unreleased" { XCTAssertTrue(changelog.contains("\n[\(name)]: https://"), "[\(name)] has no link reference") }
        }
    }

    /// Issue 34: no link that cannot resolve. A released version's heading links its tag, and
    /// `[Unreleased]` a comparison with the newest tag; before the first tag there is nothing to
    /// link to, so `[Unreleased]` has no link at all (a link to a placeholder owner was dead).
    func testEveryLinkReferenceCanResolve() throws {
        let changelog = try read("CHANGELOG.md")
        let headings = try NSRegularExpression(pattern: #"(?m)^## \[([^\]]+)\]"#)
        let versions = headings.matches(in: changelog, range: NSRange(changelog.startIndex..., in: changelog)).compactMap {
            Range($0.range(at: 1), in: changelog).map { String(changelog[$0]) }
        }
        XCTAssertEqual(versions.first, "Unreleased")
        let released = versions.dropFirst()
        let references = try NSRegularExpression(pattern: #"(?m)^\[([^\]]+)\]: (\S+)$"#)
        var links: [String: String] = [:]
        for match in references.matches(in: changelog, range: NSRange(changelog.startIndex..., in: changelog)) {
            guard let name = Range(match.range(at: 1), in: changelog), let url = Range(match.range(at: 2), in: changelog) else { continue }
            links[String(changelog[name])] = String(changelog[url])
        }
        for (name, url) in links {
            XCTAssertTrue(versions.contains(name), "[\(name)] is a link reference without a version heading")
            XCTAssertFalse(url.contains("OWNER") || url.contains("<"), "[\(name)]: \(url) names a placeholder, which cannot resolve")
        }
        if let newest = released.first {
            XCTAssertTrue(links["Unreleased"]?.hasSuffix("/compare/\(newest)...HEAD") == true, "[Unreleased] compares \(newest) with HEAD")
            for version in released {
                XCTAssertTrue(links[version]?.contains(version) == true, "[\(version)] links its tag")
            }
        } else {
            XCTAssertNil(links["Unreleased"], "no version is tagged: a link for [Unreleased] could not resolve")
        }
        // The release steps that add the links are written down.
        let contributing = try read("CONTRIBUTING.md")
        XCTAssertTrue(contributing.contains("\n## Releasing\n"))
        XCTAssertTrue(contributing.contains("/compare/0.1.0...HEAD"))
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
