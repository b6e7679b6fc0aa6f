// `sheet-lab render` as a real process: files on disk, and the PNG converter looked up on PATH.
// Processes exist on Linux and macOS only; on iOS (the simulator job) this file is empty.
#if os(Linux) || os(macOS)
import Foundation
import XCTest

final class LabRenderProcessTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-lab-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs the built `sheet-lab` with `arguments` and PATH set to `path`; its exit status and
    /// standard error.
    private func run(_ arguments: [String], path: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> (status: Int32, error: String) {
        let exe = LabProcessTests.productsDirectory.appendingPathComponent("sheet-lab")
        guard FileManager.default.isExecutableFile(atPath: exe.path) else {
            XCTFail("sheet-lab is not built at \(exe.path); build it first (swift build --build-tests)", file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        let errURL = directory.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let stderr = try FileHandle(forWritingTo: errURL)
        defer { try? stderr.close() }
        let process = Process()
        process.executableURL = exe
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        if let path {
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = path
            process.environment = environment
        }
        try process.run()
        process.waitUntilExit()
        let error = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        return (process.terminationStatus, error)
    }

    private var example: String { RenderHarness.example("compose-draft.jsonl") }

    func testRenderWritesAWellFormedSVGFile() throws {
        let out = directory.appendingPathComponent("compose.svg")
        let result = try run(["render", example, "--svg", out.path, "--at", "1.2"])
        XCTAssertEqual(result.status, 0, result.error)
        let svg = try SVGReader.parse(try String(contentsOf: out, encoding: .utf8))
        XCTAssertEqual(svg.all(class: "frame").count, 1)
    }

    func testWithoutAConverterPNGExitsOneWithAClearMessage() throws {
        let empty = directory.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let svg = directory.appendingPathComponent("a.svg"), png = directory.appendingPathComponent("a.png")
        let result = try run(["render", example, "--svg", svg.path, "--png", png.path], path: empty.path)
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.error.contains("rsvg-convert"), result.error)
        XCTAssertTrue(result.error.contains("librsvg2-bin"), result.error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: svg.path), "the SVG is written first")
        XCTAssertFalse(FileManager.default.fileExists(atPath: png.path))
    }

    func testAnUnwritableSVGExitsOne() throws {
        let result = try run(["render", example, "--svg", directory.appendingPathComponent("no/such/dir/a.svg").path])
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.error.contains("cannot write"), result.error)
    }

    /// Where rsvg-convert is installed (Debian: librsvg2-bin), --png writes a real PNG.
    func testPNGIsWrittenWhenTheConverterIsInstalled() throws {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        guard paths.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert") }) else {
            throw XCTSkip("rsvg-convert is not installed here")
        }
        let svg = directory.appendingPathComponent("b.svg"), png = directory.appendingPathComponent("b.png")
        let result = try run(["render", example, "--svg", svg.path, "--png", png.path, "--at", "0.5,2"])
        XCTAssertEqual(result.status, 0, result.error)
        let bytes = try Data(contentsOf: png)
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG signature")
        XCTAssertGreaterThan(bytes.count, 10_000)
    }
}
#endif
