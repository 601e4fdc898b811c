import CProcessSpawn
import Diagnostics
import Foundation

/// The run's own folder under the system temporary folder, for runs that are not sandboxed
/// (inside bubblewrap the working folder and /tmp are private tmpfs mounts instead): the working
/// directory when the request names none, and always the home of its private TMPDIR (`.tmp`).
/// Removed after the run however the program ended and whatever it left there, so runs leave
/// nothing behind and never see each other's files.
struct ScratchFolder {
    /// Symlinks resolved, so it is the same path as the program's `pwd`.
    let path: String
    var temporaryPath: String { path + "/.tmp" }

    /// `workbook-run-<owner>.` starts every name (`FolderOwner.tag`), so the start-up sweep of a
    /// later process can tell whose folder it is and remove those whose owner died before it
    /// could clean up.
    static let namePrefix = "workbook-run-"

    /// Where run folders are made, symlinks resolved.
    static var base: String { FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path }

    static func create() throws(ToolError) -> ScratchFolder {
        let base = base
        var template = Array((base + "/" + namePrefix + FolderOwner.current().tag + ".XXXXXX").utf8CString)
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

    /// The owner in a run folder's name, when `name` is one.
    static func owner(ofFolderNamed name: String) -> FolderOwner? {
        guard name.hasPrefix(namePrefix), let dot = name.firstIndex(of: ".") else { return nil }
        return FolderOwner(tag: name[name.index(name.startIndex, offsetBy: namePrefix.count)..<dot])
    }

    /// Removes everything, however deep, locked or oddly named (see `cps_remove_tree`).
    func remove() {
        _ = cps_remove_tree(path)
    }
}
