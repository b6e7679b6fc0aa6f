// sheet-lab: drives the DropDownSheet engine from a script and prints what the screen shows.
// All the work is in the SheetLab module; this file only connects it to the process.
import Foundation
import SheetLab

let result = SheetLabCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    readFile: { path in
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    },
    readStandardInput: {
        String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    },
    renderHost: RenderHost.live
)
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.status)
