import Diagnostics
import ExerciseModel
import Foundation

/// What is graded: a folder of the learner's `.swift` files (by default the exercise's
/// `starter/`, their working copy), or files in memory (a reference or wrong solution).
package struct Submission: Sendable {
    /// File name → text, e.g. `Solution.swift`.
    package var files: [String: String]
    /// How compiler errors name the learner's files: `<shownAs>/Solution.swift`.
    package var shownAs: String

    package init(files: [String: String], shownAs: String) {
        self.files = files
        self.shownAs = shownAs
    }

    /// Solution files of the exercise (reference, wrong, starter), located by their own paths.
    package init(_ sources: [SourceFile]) {
        var files: [String: String] = [:]
        for source in sources { files[source.name] = source.text }
        let folders = Set(sources.map { ($0.path as NSString).deletingLastPathComponent })
        self.init(files: files, shownAs: folders.count == 1 ? folders.first! : ".")
    }

    /// Every `.swift` file at the top of `folder`. Anything else there (a subfolder, another kind
    /// of file) is refused, so a learner is never graded on less than they think they handed in.
    package static func folder(_ folder: URL, shownAs: String? = nil) throws(ToolError) -> Submission {
        let path = folder.standardizedFileURL.path
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw ToolError("cannot read the submission folder \(path)", hint: "pass a folder of .swift files with --submission PATH")
        }
        var files: [String: String] = [:]
        var refused: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            let url = URL(fileURLWithPath: path).appendingPathComponent(name)
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            guard name.hasSuffix(".swift"), !isDirectory.boolValue,
                let text = try? String(contentsOf: url, encoding: .utf8)
            else {
                refused.append(isDirectory.boolValue ? name + "/" : name)
                continue
            }
            files[name] = text
        }
        if !refused.isEmpty {
            throw ToolError(
                "the submission folder \(path) holds something other than .swift files: \(refused.joined(separator: ", "))",
                hint: "a submission is the .swift files at the top of one folder (UTF-8 text); move anything else out")
        }
        if files.isEmpty {
            throw ToolError("the submission folder \(path) has no .swift files", hint: "pass the folder holding your solution")
        }
        return Submission(files: files, shownAs: shownAs ?? path)
    }
}
