// Reading a script file as a stream, and saying why it cannot be read.
import Foundation
import SheetLab

enum ScriptFile {
    /// The file at `path` as a stream of blocks (bytes that are not UTF-8 become U+FFFD when a
    /// line is parsed, and the script reader then names the line), or why it cannot be read.
    static func open(_ path: String) -> Result<ScriptSource, ScriptReadError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure(.noSuchFile) }
        if isDirectory.boolValue { return .failure(.isDirectory) }
        guard FileManager.default.isReadableFile(atPath: path) else { return .failure(.permissionDenied) }
        return .success(ScriptSource { block in read(path, block) })
    }

    /// Reads the file at `path` from its start in blocks of ``ScriptSource/blockSize`` bytes.
    static func read(_ path: String, _ block: (ArraySlice<UInt8>) -> Bool) -> ScriptReadError? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .other("the file could not be opened") }
        defer { try? handle.close() }
        do {
            while let data = try handle.read(upToCount: ScriptSource.blockSize), !data.isEmpty {
                guard block(ArraySlice(data)) else { return nil }
            }
            return nil
        } catch {
            return .other("the file could not be read (\(error.localizedDescription))")
        }
    }

    /// Standard input as a source: the first pass copies it to a temporary file as it reads it,
    /// and the second reads that file, so that it is never held whole. Nil when no temporary file
    /// can be made.
    static func standardInput() -> ScriptSource? {
        let spool = Spool()
        guard spool.handle != nil else { return nil }
        return ScriptSource { block in spool.read(block) }
    }

    /// Standard input, copied to a temporary file on its first reading (removed at exit).
    final class Spool: @unchecked Sendable {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-lab-stdin-\(UUID().uuidString)").path
        private(set) var handle: FileHandle?
        private var isSpooled = false

        init() {
            guard FileManager.default.createFile(atPath: path, contents: nil) else { return }
            handle = FileHandle(forWritingAtPath: path)
            let path = self.path
            Spool.removeAtExit.append(path)
        }

        func read(_ block: (ArraySlice<UInt8>) -> Bool) -> ScriptReadError? {
            if isSpooled { return ScriptFile.read(path, block) }
            isSpooled = true
            guard let handle else { return .other("no temporary file for standard input") }
            defer { try? handle.close() }
            var going = true
            while true {
                let data = FileHandle.standardInput.availableData
                if data.isEmpty { break }
                do { try handle.write(contentsOf: data) } catch { return .other("standard input could not be kept (\(error.localizedDescription))") }
                if going { going = block(ArraySlice(data)) }
            }
            return nil
        }

        /// The temporary files to remove when the process ends.
        nonisolated(unsafe) static var removeAtExit: [String] = []
    }
}
