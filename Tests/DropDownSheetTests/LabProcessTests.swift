// Black-box tests of the built `sheet-lab` executable: a real process, real files, real standard
// input, real exit statuses. Inputs that might crash the lab are tried here, where a crash fails
// one test instead of taking the test runner down.
// Processes exist on Linux and macOS only; on iOS (the simulator job) this file is empty.
#if os(Linux) || os(macOS)
import Foundation
import XCTest
@testable import SheetLab

final class LabProcessTests: XCTestCase {
    /// The build products directory: the one holding the .xctest bundle (macOS) or the test
    /// executable (Linux), where SwiftPM also puts `sheet-lab`.
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        let testBinary = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").standardizedFileURL
        if testBinary.pathExtension == "xctest" { return testBinary.deletingLastPathComponent() }
        return Bundle.main.bundleURL
    }

    private func executable(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let url = Self.productsDirectory.appendingPathComponent("sheet-lab")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            XCTFail("sheet-lab is not built at \(url.path); build it first (swift build --build-tests)", file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        return url
    }

    /// Runs the executable with `arguments` and `input` on standard input. Output goes through
    /// files, so a large output cannot fill a pipe and block.
    private func runProcess(_ arguments: [String], input: String = "", file: StaticString = #filePath, line: UInt = #line) throws -> (run: LabRun, exited: Bool) {
        let exe = try executable(file: file, line: line)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-lab-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let inURL = dir.appendingPathComponent("stdin")
        let outURL = dir.appendingPathComponent("stdout")
        let errURL = dir.appendingPathComponent("stderr")
        try Data(input.utf8).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let stdin = try FileHandle(forReadingFrom: inURL)
        let stdout = try FileHandle(forWritingTo: outURL)
        let stderr = try FileHandle(forWritingTo: errURL)
        defer {
            try? stdin.close()
            try? stdout.close()
            try? stderr.close()
        }
        let process = Process()
        process.executableURL = exe
        process.arguments = arguments
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        let out = String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
        let err = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        let exited = process.terminationReason == .exit
        return (LabRun(status: process.terminationStatus, standardOutput: out, standardError: err), exited)
    }

    private var composeDraft: URL { LabHarness.examplesDirectory.appendingPathComponent("compose-draft.jsonl") }

    // MARK: - Files and standard input

    func testExecutableRunsAnExampleFile() throws {
        let (run, exited) = try runProcess(["simulate", composeDraft.path])
        XCTAssertTrue(exited)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardError, "")
        LabAssert.wellFormed(run)
        XCTAssertEqual(run.summaryState, "expanded")
        XCTAssertEqual(run.summarySheetTop, 57)
        XCTAssertEqual(run, LabHarness.command(["simulate", composeDraft.path]), "the executable prints what the library computes")
    }

    func testExecutableReadsStandardInput() throws {
        let script = try String(contentsOf: composeDraft, encoding: .utf8)
        let (run, exited) = try runProcess(["simulate", "--no-frames"], input: script)
        XCTAssertTrue(exited)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertTrue(run.frames.isEmpty)
        XCTAssertEqual(run.eventNames, ["willMove expanded", "didMove expanded", "willMove minimized", "didMove minimized",
                                        "willMove expanded", "didMove expanded"])
        let (dash, _) = try runProcess(["simulate", "-", "--no-frames"], input: script)
        XCTAssertEqual(dash, run, "\"-\" is standard input")
        let (fromFile, _) = try runProcess(["simulate", composeDraft.path, "--no-frames"])
        XCTAssertEqual(fromFile, run, "a file and the same text on standard input give the same output")
    }

    /// Standard input is read as a stream too (kept in a temporary file for the second pass): a
    /// script of many blocks runs as the same file does, a bad last line stops it before any
    /// output, and render reads it as well.
    func testExecutableStreamsAStandardInputOfManyBlocks() throws {
        var lines = [LabScript.phone, #"{"t":0,"do":"present","id":"a","to":"minimized"}"#]
        for i in 0..<6_000 { lines.append(#"{"t":\#(1 + Double(i) * 0.01),"tap":{"x":10,"y":10}}"#) }
        let script = LabScript.join(lines)
        XCTAssertGreaterThan(script.utf8.count, 3 * ScriptSource.blockSize)
        let (run, exited) = try runProcess(["simulate", "--no-frames"], input: script)
        XCTAssertTrue(exited)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run, LabHarness.simulate(script, options: ["--no-frames"]))
        let (bad, _) = try runProcess(["simulate"], input: script + #"{"t":99,"do":"fly"}"# + "\n")
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.standardOutput, "")
        XCTAssertTrue(bad.standardError.contains("line \(lines.count + 1): "), bad.standardError)
        let (picture, _) = try runProcess(["render", "--svg", "-"], input: script)
        XCTAssertEqual(picture.status, 0, picture.standardError)
        XCTAssertTrue(picture.standardOutput.hasPrefix("<?xml"))
    }

    func testExecutableWithEmptyStandardInputPrintsOnlyTheSummary() throws {
        let (run, _) = try runProcess(["simulate"], input: "")
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.rawLines.count, 1)
        XCTAssertEqual(run.summaryState, "dismissed")
    }

    func testExecutableIsDeterministic() throws {
        let (first, _) = try runProcess(["simulate", composeDraft.path, "--fps", "120"])
        let (second, _) = try runProcess(["simulate", composeDraft.path, "--fps", "120"])
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertEqual(first.standardOutput, second.standardOutput)
    }

    // MARK: - Exit statuses

    func testExecutableExitsOneForAMissingFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).jsonl").path
        let (run, exited) = try runProcess(["simulate", path])
        XCTAssertTrue(exited)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, "sheet-lab: cannot read \(path): no such file\n")
    }

    func testExecutableExitsOneForADirectory() throws {
        let path = LabHarness.examplesDirectory.path
        let (run, exited) = try runProcess(["simulate", path])
        XCTAssertTrue(exited)
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, "sheet-lab: cannot read \(path): it is a directory\n")
    }

    func testExecutableNamesPermissionDeniedForAnUnreadableFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-lab-perm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("secret.jsonl")
        try Data(LabScript.phone.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        try XCTSkipIf(FileManager.default.isReadableFile(atPath: file.path), "this user (root?) reads any file: no permission to deny")
        let (run, exited) = try runProcess(["simulate", file.path])
        XCTAssertTrue(exited)
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertEqual(run.standardError, "sheet-lab: cannot read \(file.path): permission denied\n")
    }

    func testExecutableRenderNamesTheReasonTooAndPrintsItsVersion() throws {
        let path = LabHarness.examplesDirectory.path
        let (run, _) = try runProcess(["render", path, "--svg", "-"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardError, "sheet-lab: cannot read \(path): it is a directory\n")
        let (version, _) = try runProcess(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.standardOutput, "sheet-lab \(SheetLabHelp.version)\n")
    }

    func testExecutableExitsTwoForABadScript() throws {
        let (run, exited) = try runProcess(["simulate"], input: LabScript.phone + "\n" + #"{"t":1,"do":"present","colour":"red"}"# + "\n")
        XCTAssertTrue(exited)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertTrue(run.standardError.contains("line 2"), run.standardError)
        XCTAssertTrue(run.standardError.contains("colour"), run.standardError)
    }

    func testExecutableExitsTwoForBadArguments() throws {
        for arguments in [["simulate", "--fps", "0"], ["simulate", "--bogus"], ["bogus"], []] {
            let (run, exited) = try runProcess(arguments)
            XCTAssertTrue(exited, "\(arguments)")
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.standardOutput, "", "\(arguments)")
            XCTAssertEqual(run.standardError.split(separator: "\n").count, 2, "one line and a hint: \(run.standardError)")
            XCTAssertTrue(run.standardError.hasSuffix("see sheet-lab --help\n"), "\(arguments): \(run.standardError)")
        }
    }

    func testExecutableWarnsOnStandardErrorWhenTimeGoesBack() throws {
        let script = LabScript.join([LabScript.phone, #"{"t":1,"do":"present"}"#, #"{"t":0.5,"do":"minimize"}"#])
        let (run, exited) = try runProcess(["simulate", "--no-frames"], input: script)
        XCTAssertTrue(exited)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.standardError.contains("line 3"), run.standardError)
        XCTAssertEqual(run.summaryState, "minimized")
    }

    // MARK: - Huge numbers

    /// Asserts a run on a hostile script did not crash: it either ran (status 0, every number
    /// plain decimals) or rejected the script (status 2, naming a line).
    private func assertSurvives(_ lines: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let (run, exited) = try runProcess(["simulate"], input: LabScript.join(lines), file: file, line: line)
        XCTAssertTrue(exited, "sheet-lab crashed (signal \(run.status)); stderr: \(run.standardError.prefix(300))", file: file, line: line)
        guard exited else { return }
        XCTAssertTrue(run.status == 0 || run.status == 2, "status \(run.status): \(run.standardError)", file: file, line: line)
        if run.status == 0 {
            LabAssert.wellFormed(run, file: file, line: line)
            LabAssert.plainNumbers(run, file: file, line: line)
        } else {
            XCTAssertTrue(run.standardError.contains("line "), run.standardError, file: file, line: line)
        }
    }

    func testHugeTapCoordinatesDoNotCrash() throws {
        try assertSurvives([LabScript.phone, #"{"t":0,"tap":{"x":1e300,"y":1}}"#])
        try assertSurvives([LabScript.phone, #"{"t":0,"tap":{"x":1,"y":-1e19}}"#])
        try assertSurvives([LabScript.phone, #"{"t":0,"tap":{"x":1.7976931348623157e308,"y":-1.7976931348623157e308}}"#])
    }

    func testHugeTouchDownCoordinatesDoNotCrash() throws {
        try assertSurvives([LabScript.phone, #"{"t":0,"do":"present"}"#, #"{"t":1,"touch":"down","x":-1e300,"y":1e300}"#,
                            #"{"t":1.1,"touch":"up"}"#])
    }

    func testDraggingTheBarFarOffTheScreenDoesNotCrash() throws {
        try assertSurvives([
            LabScript.phone, #"{"t":0,"do":"present","to":"minimized","animated":false}"#,
            #"{"t":1,"touch":"down","x":195,"y":770}"#, #"{"t":1.1,"touch":"move","y":1e300}"#, #"{"t":1.2,"touch":"up"}"#,
        ])
    }

    func testScriptEndingWithTheBarDraggedFarOffTheScreenDoesNotCrash() throws {
        try assertSurvives([
            LabScript.phone, #"{"t":0,"do":"present","to":"minimized","animated":false}"#,
            #"{"t":1,"touch":"down","x":195,"y":770}"#, #"{"t":1.1,"touch":"move","y":1e20}"#,
        ])
    }
}
#endif
