// What `sheet-lab render` needs from the machine: writing files, and turning an SVG into a PNG
// with rsvg-convert (Debian's librsvg2-bin, Homebrew's librsvg) when it is installed.
import Foundation
import SheetLab

enum RenderHost {
    /// The SVG-to-PNG converter, looked up on PATH.
    static let converter = "rsvg-convert"

    static let live = SheetLabRender.Host(
        writeFile: { path, contents in
            FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
        },
        convertToPNG: { svg, pngPath in
            #if os(macOS) || os(Linux)
            guard let tool = findOnPath(converter) else {
                return .converterMissing("--png needs \(converter), which is not installed (Debian: apt-get install librsvg2-bin; macOS: brew install librsvg)")
            }
            return run(tool, arguments: ["--format", "png", "--output", pngPath], input: Data(svg.utf8))
            #else
            return .converterMissing("--png needs \(converter), which runs on Linux and macOS only")
            #endif
        }
    )

    /// The full path of an executable named `name` on PATH, or nil.
    static func findOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    #if os(macOS) || os(Linux)
    /// Runs `tool` on the SVG, through files in a temporary directory (no pipe can fill up and
    /// block); its standard error becomes the message of a failure.
    private static func run(_ tool: String, arguments: [String], input: Data) -> SheetLabRender.PNGConversion {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-lab-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("picture.svg"), errors = directory.appendingPathComponent("stderr")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try input.write(to: svg)
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            let errorHandle = try FileHandle(forWritingTo: errors)
            defer { try? errorHandle.close() }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments + [svg.path]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errorHandle
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                let why = (try? String(contentsOf: errors, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                return .failed("\(converter) failed (status \(process.terminationStatus))" + (why.isEmpty ? "" : ": " + why))
            }
            return .converted
        } catch {
            return .failed("\(converter) could not be run: \(error.localizedDescription)")
        }
    }
    #endif
}
