// sheet-lab: drives the DropDownSheet engine from a script and prints what the screen shows.
// All the work is in the SheetLab module; this file only connects it to the process.
import Foundation
import SheetLab

/// Standard output, written in blocks of 64 KiB as the simulation produces lines: memory stays
/// flat however many frames a script runs.
final class BufferedStandardOutput {
    private var buffer: [UInt8] = []
    private let capacity = 65_536

    init() { buffer.reserveCapacity(capacity) }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { flush() }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}

let standardOutput = BufferedStandardOutput()
// Scripts are read as streams (a file twice, standard input once and then from a copy), so
// memory does not grow with the script.
let result = SheetLabCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    openScript: ScriptFile.open,
    standardInput: ScriptFile.standardInput,
    renderHost: RenderHost.live,
    writeStandardOutput: { standardOutput.write($0) }
)
for path in ScriptFile.Spool.removeAtExit { try? FileManager.default.removeItem(atPath: path) }
standardOutput.write(result.standardOutput)
standardOutput.flush()
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.status)
