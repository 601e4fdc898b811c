import Diagnostics
import Foundation
import Similarity

/// Finds the learners' submissions in a folder, for `similarity`.
///
/// A stand-in: the shared discovery `grade-all` will use (Gradescope's export and GitHub
/// Classroom's clone layouts recognised) is being written apart. Until it lands this is the one
/// place that decides what a learner is, behind `learners(in:shownAs:)` alone, so swapping it
/// for the shared one changes nothing else.
///
/// Each folder directly inside is one learner, with the `.swift` files found below it (hidden
/// folders such as `.build` and `.git`, and `tests` folders, left out); each `.swift` file directly
/// inside is one learner too. A file that cannot be read, is not UTF-8 or is over 1 MiB is left
/// out with a warning, as is a learner with no `.swift` file at all.
enum SubmissionDiscovery {
    struct Found {
        /// In name order.
        var submissions: [LearnerSubmission]
        var warnings: [SourceError]
    }

    /// Larger files are not exercise code (a generated or vendored file), and would only slow the comparison.
    static let largestFile = 1 << 20

    static func learners(in folder: URL, shownAs: String) throws(ToolError) -> Found {
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            throw ToolError("no folder of submissions at \(shownAs)", hint: hint)
        }
        guard isFolder.boolValue else { throw ToolError("\(shownAs) is a file, not a folder of submissions", hint: hint) }
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else {
            throw ToolError("cannot read the folder \(shownAs)", hint: "check that it exists and that you may read it")
        }
        var found = Found(submissions: [], warnings: [])
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            let shown = shownAs + "/" + name
            if isDirectory(url) {
                let files = swiftFiles(below: url, shownAs: shown, warnings: &found.warnings)
                guard !files.isEmpty else {
                    found.warnings.append(warning(shown, "left out: no .swift file in this learner's folder"))
                    continue
                }
                found.submissions.append(LearnerSubmission(name: name, files: files))
            } else if name.hasSuffix(".swift"), let file = read(url, path: name, shownAs: shown, warnings: &found.warnings) {
                found.submissions.append(LearnerSubmission(name: name, files: [file]))
            }
        }
        return found
    }

    static let hint = "pass the folder that holds one subfolder or one .swift file per learner"

    /// The `.swift` files below one learner's folder, paths relative to it, in path order.
    private static func swiftFiles(below folder: URL, shownAs: String, warnings: inout [SourceError]) -> [CodeFile] {
        let base = folder.standardizedFileURL.path
        var unreadable: [String] = []
        let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles],
            errorHandler: { url, _ in unreadable.append(url.path); return true })
        var files: [CodeFile] = []
        while let url = walker?.nextObject() as? URL {
            if isDirectory(url) {
                if url.lastPathComponent == "tests" { walker?.skipDescendants() }
                continue
            }
            guard url.pathExtension == "swift" else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
            if let file = read(url, path: path, shownAs: shownAs + "/" + path, warnings: &warnings) { files.append(file) }
        }
        for path in unreadable { warnings.append(warning(path, "left out: cannot be read")) }
        return files.sorted { $0.path < $1.path }
    }

    private static func read(_ url: URL, path: String, shownAs: String, warnings: inout [SourceError]) -> CodeFile? {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            warnings.append(warning(shownAs, "left out: cannot be read"))
            return nil
        }
        guard data.count <= largestFile else {
            warnings.append(warning(shownAs, "left out: larger than 1 MiB, so not exercise code"))
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            warnings.append(warning(shownAs, "left out: not UTF-8 text"))
            return nil
        }
        return CodeFile(path: path, text: text)
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    private static func warning(_ path: String, _ message: String) -> SourceError {
        SourceError(file: path, line: 1, message: message, severity: .warning)
    }
}
