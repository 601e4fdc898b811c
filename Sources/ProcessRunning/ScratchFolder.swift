import Diagnostics
import Foundation

/// The run's own folder under the system temporary folder: the working directory when the request
/// names none, and always the home of its private TMPDIR (`.tmp`). Removed after the run, however
/// the program ended, so runs leave nothing behind and never see each other's files.
struct ScratchFolder {
    /// Symlinks resolved, so it is the same path inside the sandbox and in `pwd`.
    let path: String
    var temporaryPath: String { path + "/.tmp" }

    static func create() throws(ToolError) -> ScratchFolder {
        let base = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
        var template = Array((base + "/workbook-run.XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
        guard let created else {
            throw ToolError(
                "cannot create a private folder for a run in \(base): \(String(cString: strerror(errno)))",
                hint: "check that the temporary folder exists and is writable")
        }
        let folder = ScratchFolder(path: created)
        guard mkdir(folder.temporaryPath, 0o700) == 0 else {
            let reason = String(cString: strerror(errno))
            folder.remove()
            throw ToolError("cannot create a private temporary folder in \(folder.path): \(reason)")
        }
        return folder
    }

    /// Removes everything, first making folders the program locked (chmod 0) writable again.
    func remove() {
        let manager = FileManager.default
        if (try? manager.removeItem(atPath: path)) != nil { return }
        if let walker = manager.enumerator(atPath: path) {
            chmod(path, 0o700)
            for case let relative as String in walker {
                let full = path + "/" + relative
                var info = stat()
                if lstat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR { chmod(full, 0o700) }
            }
        }
        try? manager.removeItem(atPath: path)
    }
}
