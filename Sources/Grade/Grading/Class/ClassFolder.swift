import Diagnostics
import Foundation

/// A folder of a whole class's hand-ins, one learner per entry. Three layouts are recognised,
/// so an instructor grades what their platform exports without rearranging it:
///
/// - **Gradescope's "Export Submissions"**: `submission_metadata.yml` beside one
///   `submission_<id>/` folder per hand-in (or the export's single `assignment_<id>_export/`
///   folder around them); the learner is named by the metadata's submitters.
/// - **GitHub Classroom's clone tool** (`gh classroom clone student-repos`): a folder
///   `<assignment>-submissions/` holding one repository `<assignment>-<username>/` per learner.
/// - **Plain folders**: each subfolder, or each `.swift` file, is one learner's hand-in.
package struct ClassFolder: Sendable {
    package enum Layout: String, Sendable {
        case gradescopeExport = "Gradescope export"
        case githubClassroom = "GitHub Classroom clone"
        case folders = "one folder or .swift file per learner"
    }

    /// One learner's hand-in, not yet read.
    package struct Entry: Sendable, Equatable {
        /// How the gradebook names the learner: a student id or e-mail when the platform
        /// gives one, else the folder's (or file's) name.
        package var learner: String
        /// The learner's full name when the platform gives one, else `learner`.
        package var name: String
        /// The folder or `.swift` file handed in.
        package var location: URL
        /// `location` relative to the class folder, for messages and the gradebook.
        package var shownAs: String
    }

    package var folder: URL
    package var layout: Layout
    /// In a stable order (by `shownAs`), so two runs list and grade the same way.
    package var entries: [Entry]

    /// Reads the layout of `folder`; a ToolError when it cannot be read or holds no hand-in.
    package static func read(_ folder: URL) throws(ToolError) -> ClassFolder {
        let folder = folder.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            throw ToolError("no folder of submissions at \(folder.path)", hint: "pass the folder that holds one subfolder or one .swift file per learner")
        }
        guard isDirectory.boolValue else {
            throw ToolError("\(folder.path) is a file, not a folder of submissions", hint: "pass the folder that holds one subfolder or one .swift file per learner")
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw ToolError(
                "cannot read the folder of submissions \(folder.path)",
                hint: "pass the folder that holds one subfolder or one .swift file per learner")
        }
        let visible = names.filter { !$0.hasPrefix(".") }.sorted()
        let subfolders = visible.filter { isFolder(folder.appendingPathComponent($0)) }
        if visible.contains(GradescopeMetadata.fileName) {
            return try gradescope(folder, subfolders: subfolders)
        }
        // An unzipped export keeps its top folder, `assignment_<id>_export/`, perhaps beside
        // other things (the zip itself, an output folder): the one folder holding the metadata.
        let exports = subfolders.filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).appendingPathComponent(GradescopeMetadata.fileName).path)
        }
        if exports.count == 1, let export = exports.first {
            return try read(folder.appendingPathComponent(export))
        }
        let entries: [Entry]
        let layout: Layout
        if let prefix = classroomPrefix(folder.lastPathComponent, subfolders: subfolders) {
            layout = .githubClassroom
            entries = subfolders.map {
                entry(String($0.dropFirst(prefix.count)), in: folder, name: $0)
            }
        } else {
            layout = .folders
            let files = visible.filter { $0.hasSuffix(".swift") && !subfolders.contains($0) }
            entries = (subfolders.map { entry($0, in: folder, name: $0) }
                + files.map { entry(String($0.dropLast(".swift".count)), in: folder, name: $0) })
                .sorted { $0.shownAs < $1.shownAs }
        }
        guard !entries.isEmpty else {
            throw ToolError(
                "no submissions in \(folder.path)",
                hint: "the folder should hold one subfolder (or one .swift file) per learner, a Gradescope export or a GitHub Classroom clone")
        }
        return ClassFolder(folder: folder, layout: layout, entries: entries)
    }

    private static func gradescope(_ folder: URL, subfolders: [String]) throws(ToolError) -> ClassFolder {
        let metadataURL = folder.appendingPathComponent(GradescopeMetadata.fileName)
        guard let data = FileManager.default.contents(atPath: metadataURL.path), let text = String(data: data, encoding: .utf8) else {
            throw ToolError("cannot read \(metadataURL.path)", hint: "export the submissions from Gradescope again and unzip the whole archive")
        }
        let metadata = GradescopeMetadata(parsing: text)
        let entries = subfolders.map { name -> Entry in
            let submitters = metadata.submitters[name] ?? []
            let ids = submitters.compactMap { $0.sid ?? $0.email ?? $0.name }
            let names = submitters.compactMap { $0.name ?? $0.email ?? $0.sid }
            var entry = entry(ids.isEmpty ? name : ids.joined(separator: " + "), in: folder, name: name)
            if !names.isEmpty { entry.name = names.joined(separator: " + ") }
            return entry
        }
        guard !entries.isEmpty else {
            throw ToolError("the Gradescope export \(folder.path) holds no submission folders", hint: "unzip the whole export archive")
        }
        return ClassFolder(folder: folder, layout: .gradescopeExport, entries: entries)
    }

    private static func entry(_ learner: String, in folder: URL, name: String) -> Entry {
        Entry(learner: learner, name: learner, location: folder.appendingPathComponent(name), shownAs: name)
    }

    /// `<assignment>-` when `folder` is `<assignment>-submissions` and every repository in it
    /// starts with that prefix, as the clone tool names them; nil otherwise.
    static func classroomPrefix(_ folderName: String, subfolders: [String]) -> String? {
        let suffix = "-submissions"
        guard folderName.hasSuffix(suffix), folderName.count > suffix.count, !subfolders.isEmpty else { return nil }
        let prefix = String(folderName.dropLast(suffix.count)) + "-"
        return subfolders.allSatisfy { $0.hasPrefix(prefix) && $0.count > prefix.count } ? prefix : nil
    }

    static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
