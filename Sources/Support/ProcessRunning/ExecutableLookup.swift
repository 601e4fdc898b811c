import Diagnostics
import Foundation

/// Finds the program before forking, on the PATH the child will get (not this process's), so
/// "not found" is a clear error here instead of an exit status 127 from a child.
enum ExecutableLookup {
    /// PATH used when the request's environment has none — what execvp falls back to.
    static let fallbackPath = "/usr/local/bin:/usr/bin:/bin"

    /// An absolute path to an executable regular file.
    static func resolve(_ executable: String, environment: [String: String]) throws(ToolError) -> String {
        guard !executable.isEmpty else { throw ToolError("cannot start a program with an empty name") }
        if executable.contains("/") {
            let path = executable.hasPrefix("/")
                ? executable
                : FileManager.default.currentDirectoryPath + "/" + executable
            try check(path, named: executable)
            return path
        }
        let searchPath = environment["PATH"] ?? fallbackPath
        for folder in searchPath.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = String(folder) + "/" + executable
            if isExecutableFile(candidate) { return candidate }
        }
        throw ToolError(
            "cannot start '\(executable)': no such program on PATH",
            hint: "install it, or check the PATH the program is given: \(searchPath)")
    }

    private static func check(_ path: String, named name: String) throws(ToolError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ToolError("cannot start '\(name)': no such file", hint: "check the path: \(path)")
        }
        guard !isDirectory.boolValue, isExecutableFile(path) else {
            throw ToolError(
                "cannot start '\(name)': it is not an executable file",
                hint: "check that \(path) is the program and that it has execute permission")
        }
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: path)
    }
}
