/// Why a script file could not be read, as `sheet-lab` tells it: `cannot read FILE: REASON`.
public enum ScriptReadError: Error, Equatable, Sendable {
    /// Nothing exists at the path.
    case noSuchFile
    /// The path names a directory.
    case isDirectory
    /// The file exists but this user may not read it.
    case permissionDenied
    /// Another reason, in the system's words.
    case other(String)

    /// The reason, in a few words.
    public var reason: String {
        switch self {
        case .noSuchFile: "no such file"
        case .isDirectory: "it is a directory"
        case .permissionDenied: "permission denied"
        case .other(let why): why
        }
    }
}

extension SheetLabCommand {
    /// A script to read, or what to print because it could not be opened.
    enum ScriptOpening {
        case source(ScriptSource)
        case unreadable(Result)
    }

    /// The script at `path` (standard input for nil or `-`), or the result that reports why it
    /// could not be opened (status 1).
    static func loadScript(
        _ path: String?,
        openScript: (String) -> Swift.Result<ScriptSource, ScriptReadError>,
        standardInput: () -> ScriptSource?
    ) -> ScriptOpening {
        if let path, path != "-" {
            switch openScript(path) {
            case .success(let source): return .source(source)
            case .failure(let error):
                return .unreadable(Result(standardOutput: "", standardError: "sheet-lab: cannot read \(path): \(error.reason)\n", status: 1))
            }
        }
        guard let source = standardInput() else {
            return .unreadable(Result(standardOutput: "", standardError: "sheet-lab: cannot read standard input\n", status: 1))
        }
        return .source(source)
    }
}
