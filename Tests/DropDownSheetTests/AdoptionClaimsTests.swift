import Foundation
import XCTest
import DropDownSheetCore
@testable import SheetLab

/// Issue 34: the statements an adopter relies on before writing a line of code. A license, the
/// status in the three places people start reading, every result of `presentDropDownSheet`, a
/// public CI that runs the gates the documents name, a contributor's check said to be one, and
/// the animated picture's numbers as the lab has them.
final class AdoptionClaimsTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// A document's text with every run of white space made one space.
    private func flattened(_ path: String) throws -> String {
        try read(path).replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
    }

    // MARK: - The license

    func testTheLicenseIsMITAndNamedWhereUsersLook() throws {
        let license = try read("LICENSE")
        XCTAssertTrue(license.hasPrefix("MIT License\n"))
        XCTAssertTrue(license.contains("Copyright (c) 2026 the DropDownSheet authors"))
        XCTAssertTrue(license.contains("Permission is hereby granted, free of charge"))
        XCTAssertTrue(license.contains("THE SOFTWARE IS PROVIDED \"AS IS\""))
        XCTAssertTrue(try read("README.md").contains("MIT License ([LICENSE](LICENSE))"))
        XCTAssertTrue(try read("Package.swift").contains("// DropDownSheet is released under the MIT License: see LICENSE"))
        XCTAssertTrue(try read("Sources/DropDownSheet/DropDownSheet.docc/DropDownSheet.md").contains("MIT License"))
    }

    // MARK: - The status

    /// The sentence, the same in the three places: what is proved, what is not, what would prove it.
    static let status = "**Status.** Proved: the platform-free core and sheet-lab pass their tests on Linux, and the UIKit "
        + "and SwiftUI code compiles for iOS against the iOS 16.5 and 26.2 SDKs. Not proved: the UIKit layer "
        + "has never run on a simulator or a device. The macOS jobs of the CI workflow, which run its tests "
        + "on iOS simulators, would prove it."

    func testTheStatusIsOnTheFirstScreenOfTheReadmeTheCatalogAndTheSampleApp() throws {
        for document in ["README.md", "Sources/DropDownSheet/DropDownSheet.docc/DropDownSheet.md", "SampleApp/README.md"] {
            let text = try flattened(document)
            XCTAssertTrue(text.contains(Self.status), "\(document) does not state the status")
        }
        // The README's first screen: before the installation, within its first 20 lines.
        let readme = try read("README.md")
        let firstScreen = readme.split(separator: "\n", omittingEmptySubsequences: false).prefix(20).joined(separator: " ")
        XCTAssertTrue(firstScreen.contains("**Status.**"), "the status is on the README's first screen")
        // The catalog's landing page: before its topics.
        let landing = try read("Sources/DropDownSheet/DropDownSheet.docc/DropDownSheet.md")
        let topics = try XCTUnwrap(landing.range(of: "## Topics"))
        XCTAssertNotNil(landing.range(of: "**Status.**", range: landing.startIndex..<topics.lowerBound))
        // The sample app's README: before how to open it.
        let sample = try read("SampleApp/README.md")
        let open = try XCTUnwrap(sample.range(of: "## Open and run it"))
        XCTAssertNotNil(sample.range(of: "**Status.**", range: sample.startIndex..<open.lowerBound))
    }

    /// "Would prove it": the workflow has the macOS jobs that run the UIKit tests on simulators.
    func testTheJobsThatWouldProveTheUIKitLayerExist() throws {
        let workflow = try read(".github/workflows/ci.yml")
        for job in ["\n  ios:\n", "\n  ui-tests:\n", "\n  ios-26:\n"] { XCTAssertTrue(workflow.contains(job), job) }
        XCTAssertEqual(workflow.components(separatedBy: "-only-testing:DropDownSheetUIKitTests").count - 1, 3)
        XCTAssertTrue(workflow.contains("runs-on: macos-"))
    }

    // MARK: - Results

    /// Every document that lists `presentDropDownSheet`'s results (names `.presented` and
    /// `.joined`) lists `.moved` too, and says what it means; the enum has exactly these four.
    func testEveryListOfResultsHasMoved() throws {
        let results: [DropDownSheetPresentResult] = [.presented, .joined, .moved, .refused(.stackFull)]
        for result in results {
            switch result {   // exhaustive: a fifth case fails to compile here
            case .presented, .joined, .moved, .refused: break
            }
        }
        var lists = 0
        for document in ["README.md", "CHANGELOG.md", "Sources/DropDownSheet/DropDownSheet.docc/GettingStartedInUIKit.md",
                         "Sources/DropDownSheet/UIKit/UIViewController+DropDownSheet.swift"] {
            let text = try flattened(document)
            guard text.contains("`.presented`"), text.contains("`.joined`") else { continue }
            lists += 1
            XCTAssertTrue(text.contains("`.moved`") || text.contains("DropDownSheetPresentResult/moved"), "\(document) lists the results without .moved")
            XCTAssertTrue(text.contains("presented already") || text.contains("was presented already") || text.contains("never `.moved`"),
                          "\(document) does not say what .moved means")
        }
        XCTAssertEqual(lists, 4)
    }

    // MARK: - What CI runs

    /// The public workflow's Linux job runs `swift test` and the shared gate script, and `.ci/run`
    /// runs the same script after the README's test command; the script holds every gate the
    /// documents say CI checks.
    func testThePublicLinuxJobRunsTheSharedGateScript() throws {
        let workflow = try read(".github/workflows/ci.yml")
        let linux = try XCTUnwrap(workflow.components(separatedBy: "\n  ios:\n").first?.components(separatedBy: "\n  linux:\n").last)
        XCTAssertTrue(linux.contains("run: swift test\n"))
        XCTAssertTrue(linux.contains("run: scripts/linux-gates.sh\n"))
        let ci = try read(".ci/run")
        let test = try XCTUnwrap(ci.range(of: "\nswift test\n"))
        let gates = try XCTUnwrap(ci.range(of: "\nscripts/linux-gates.sh\n"))
        XCTAssertLessThan(test.lowerBound, gates.lowerBound, ".ci/run runs the README's test command first")
        let script = try read("scripts/linux-gates.sh")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: root.appendingPathComponent("scripts/linux-gates.sh").path))
        for gate in ["check-mallocs.py", "check-scaling.py", "lab-long-script.py", "check-doc-samples.py --core",
                     "check-api-surface.py --self-test", "--enable-code-coverage", "validate-xcodeproj.py",
                     "scripts/check-consumer-package.sh", "ci.yml", "Examples/compose-draft.jsonl --no-frames"] {
            XCTAssertTrue(script.contains(gate), "scripts/linux-gates.sh does not run \(gate)")
            XCTAssertFalse(ci.contains(gate) && gate != "ci.yml", ".ci/run runs \(gate) itself: it belongs to the shared script only")
        }
        // The documents that say CI runs them name the script.
        for document in ["README.md", "CONTRIBUTING.md"] {
            XCTAssertTrue(try read(document).contains("scripts/linux-gates.sh"), "\(document) does not name the shared gate script")
        }
    }

    /// The iOS compile rests on a check only a contributor's machine runs; the documents say so,
    /// where the checker is, and how it finds its SDK.
    func testTheContributorsCheckIsSaidToBeOne() throws {
        let readme = try flattened("README.md")
        XCTAssertTrue(readme.contains("**Only a contributor's machine** compiles for iOS against the iOS 16.5 and 26.2 SDKs"))
        XCTAssertTrue(readme.contains("`check-ios`, lives outside this repository (in `../shared/ios-sdk`)"))
        let contributing = try flattened("CONTRIBUTING.md")
        XCTAssertTrue(contributing.contains("Only a contributor's machine runs this check"))
        XCTAssertTrue(contributing.contains("`../shared/ios-sdk/check-ios`"))
        XCTAssertTrue(contributing.contains("by default `~/.cache/ios-sdk`"))
        XCTAssertTrue(try read(".ci/run").contains(#"sdk_cache="${IOS_SDK_CACHE:-$HOME/.cache/ios-sdk}""#))
        XCTAssertTrue(try read(".ci/run").contains(#"check_ios="${CHECK_IOS:-../shared/ios-sdk/check-ios}""#))
    }

    /// CONTRIBUTING gives the Mac contributor the workflow's own xcodebuild commands.
    func testContributingGivesTheWorkflowsXcodebuildCommands() throws {
        let contributing = try flattened("CONTRIBUTING.md").replacingOccurrences(of: " \\ ", with: " ")
        let workflow = try flattened(".github/workflows/ci.yml").replacingOccurrences(of: " \\ ", with: " ")
        for part in ["xcodebuild test -scheme DropDownSheet-Package", "-only-testing:DropDownSheetUIKitTests -testLanguage en -testRegion US CODE_SIGNING_ALLOWED=NO",
                     "xcodebuild test -project SampleApp/SampleApp.xcodeproj -scheme SampleApp", "-only-testing:SampleAppUITests CODE_SIGNING_ALLOWED=NO"] {
            XCTAssertTrue(contributing.contains(part), "CONTRIBUTING.md lacks \(part)")
            XCTAssertTrue(workflow.contains(part), "the workflow no longer runs \(part)")
        }
    }

    // MARK: - The animated picture

    /// The numbers the documents give for `render --animate` are the lab's.
    func testTheAnimationsLimitsAreTheLabs() throws {
        XCTAssertEqual(SheetLabRender.maximumAnimationBytes, 1_000_000)
        XCTAssertEqual(SheetLabRender.maximumFramesPerSecond, 20)
        XCTAssertEqual(SheetLabRender.finalHold, 1.5)
        for document in ["Sources/DropDownSheet/DropDownSheet.docc/TuningTheMotionWithSheetLab.md", "docs/pictures-of-the-motion.md"] {
            let text = try flattened(document)
            XCTAssertTrue(text.contains("sheet-lab render [SCRIPT] --animate OUT [--fps N] [--max-frames N]"), document)
            XCTAssertTrue(text.contains("1,000,000 bytes (1 MB)"), document)
            XCTAssertTrue(text.contains("at most 20 a second"), document)
            XCTAssertTrue(text.contains("1.5 s"), document)
        }
        XCTAssertTrue(SheetLabHelp.render.contains("--animate OUT"))
        XCTAssertTrue(SheetLabHelp.general.contains("sheet-lab render [SCRIPT] --animate OUT"))
        XCTAssertTrue(SheetLabHelp.render.contains("refused above 1000000 bytes (1 MB)"))
    }
}
