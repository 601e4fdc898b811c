import Diagnostics
import Foundation

extension ClassFolder.Entry {
    /// Folders never searched for a hand-in's sources: build products, version control and
    /// test folders (a learner's own tests are not their solution).
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "Tests", "tests", "Packages", "node_modules"]

    /// The learner's `.swift` files for `exerciseID`, found where each layout keeps them:
    /// `exercises/<id>/starter/` (a copy of the learner edition or a Classroom repository),
    /// then `starter/`, then the folder's own top level, then the one folder below it that
    /// holds Swift files. Other files beside them (a README, notes) are left out, since a
    /// class folder holds what platforms add; a ToolError when no one place holds the sources.
    package func submission(exerciseID: String) throws(ToolError) -> Submission {
        if !ClassFolder.isFolder(location) {
            guard location.pathExtension == "swift", let text = Self.text(location) else {
                throw ToolError("\(shownAs) is not a .swift file of UTF-8 text", hint: "a hand-in is Swift source")
            }
            return Submission(files: [location.lastPathComponent: text], shownAs: shownAs)
        }
        for candidate in ["exercises/\(exerciseID)/starter", "starter"] {
            let folder = location.appendingPathComponent(candidate)
            if ClassFolder.isFolder(folder) { return try read(folder, shownAs: shownAs + "/" + candidate) }
        }
        if !Self.swiftFiles(in: location).isEmpty { return try read(location, shownAs: shownAs) }
        let found = Self.foldersWithSwift(below: location, relative: "")
        switch found.count {
        case 0:
            throw ToolError("\(shownAs) holds no .swift files", hint: "the learner handed in no Swift source")
        case 1:
            return try read(location.appendingPathComponent(found[0]), shownAs: shownAs + "/" + found[0])
        default:
            throw ToolError(
                "\(shownAs) holds .swift files in \(found.count) folders: \(found.prefix(4).joined(separator: ", "))",
                hint: "grade it alone with `workbook grade --submission` pointing at the folder that holds the solution")
        }
    }

    private func read(_ folder: URL, shownAs: String) throws(ToolError) -> Submission {
        try refuseLinks(to: folder)
        var files: [String: String] = [:]
        for name in Self.swiftFiles(in: folder) {
            guard let text = Self.text(folder.appendingPathComponent(name)) else {
                throw ToolError("\(shownAs)/\(name) is not UTF-8 text", hint: "a hand-in is Swift source in UTF-8")
            }
            files[name] = text
        }
        guard !files.isEmpty else {
            throw ToolError("\(shownAs) holds no .swift files", hint: "the learner handed in no Swift source")
        }
        return Submission(files: files, shownAs: shownAs)
    }

    /// A hand-in is what is inside its folder: a symbolic link on the way to its sources (the
    /// learner's folder itself, `starter/`, a folder below) could point the grader at files
    /// elsewhere on the instructor's machine — the reference solution, say — so it is refused.
    func refuseLinks(to folder: URL) throws(ToolError) {
        let base = location.standardizedFileURL.path
        let target = folder.standardizedFileURL.path
        var path = base
        var components = target.hasPrefix(base + "/") ? target.dropFirst(base.count + 1).split(separator: "/").map(String.init) : []
        while true {
            let values = try? URL(fileURLWithPath: path).resourceValues(forKeys: [.isSymbolicLinkKey])
            if values?.isSymbolicLink == true {
                let shown = path == base ? shownAs : shownAs + "/" + String(path.dropFirst(base.count + 1))
                throw ToolError("\(shown) is a symbolic link", hint: "a hand-in's sources must be files inside its own folder")
            }
            guard !components.isEmpty else { return }
            path += "/" + components.removeFirst()
        }
    }

    static func swiftFiles(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") && !ClassFolder.isFolder(folder.appendingPathComponent($0)) }
            .sorted()
    }

    /// Relative paths of the folders under `folder` that hold `.swift` files, depth first in
    /// name order; symbolic links are not followed, so a hand-in cannot point outside itself.
    static func foldersWithSwift(below folder: URL, relative: String, depth: Int = 0) -> [String] {
        guard depth < 8 else { return [] }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var found: [String] = []
        for name in names where !name.hasPrefix(".") && !skippedFolders.contains(name) {
            let url = folder.appendingPathComponent(name)
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            guard values?.isDirectory == true, values?.isSymbolicLink != true else { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            if !swiftFiles(in: url).isEmpty { found.append(path) }
            found += foldersWithSwift(below: url, relative: path, depth: depth + 1)
        }
        return found
    }

    /// The file's text when it is a regular file of UTF-8 (a symbolic link is refused).
    static func text(_ url: URL) -> String? {
        let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
        guard values?.isRegularFile == true, values?.isSymbolicLink != true,
            let data = FileManager.default.contents(atPath: url.path)
        else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
