// Reading a script file, and saying why it cannot be read.
import Foundation
import SheetLab

enum ScriptFile {
    /// The text of the file at `path` (bytes that are not UTF-8 become U+FFFD, and the script
    /// reader then names the line), or why it cannot be read.
    static func read(_ path: String) -> Result<String, ScriptReadError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure(.noSuchFile) }
        if isDirectory.boolValue { return .failure(.isDirectory) }
        guard FileManager.default.isReadableFile(atPath: path) else { return .failure(.permissionDenied) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.other("the file could not be read")) }
        return .success(String(decoding: data, as: UTF8.self))
    }
}
