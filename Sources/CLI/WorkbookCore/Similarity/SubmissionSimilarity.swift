import Diagnostics
import ExerciseModel
import Foundation
import Grading
import Similarity

/// `workbook similarity` as a flow: load the exercise for its starter, find the learners'
/// submissions, compare them, and make the page. It returns typed values; the command line
/// decides how they read.
package struct SubmissionSimilarity: Sendable {
    package var root: URL
    package var options: SimilarityOptions

    /// `kGram` and `window` as `SimilarityOptions` explains them; nil for its defaults.
    package init(root: URL, kGram: Int? = nil, window: Int? = nil) {
        self.root = root
        let defaults = SimilarityOptions()
        self.options = SimilarityOptions(kGram: kGram ?? defaults.kGram, window: window ?? defaults.window)
    }

    /// What a comparison produced, and what was left out on the way.
    package struct Outcome: Sendable {
        package var exerciseID: String
        package var report: Results.SimilarityReport
        /// Files and learners left out (unreadable, not UTF-8, no Swift at all), each at its path.
        package var warnings: [SourceError]

        /// The pairs to show: at least `minimumPercent` alike, the first `top` of them.
        package func listed(top: Int, minimumPercent: Int) -> [Results.SimilarPair] {
            report.listed(top: top, minimumScore: Double(minimumPercent) / 100)
        }

        /// The names of the submissions with no code beyond the starter.
        package var withoutOwnCode: [String] {
            report.submissions.map(\.name).filter { (report.fingerprintCounts[$0] ?? 0) == 0 }
        }

        /// The HTML page for `listed`.
        package func page(_ listed: [Results.SimilarPair]) -> String {
            SimilarityPage.render(report, listed: listed, title: exerciseID)
        }
    }

    /// Compares the submissions in the folder at `submissionsPath` (relative to the current
    /// folder), each without the code of the exercise's starter.
    package func compare(_ exerciseID: String, submissionsPath: String) throws -> Outcome {
        let exercise = try Workbook.exercise(exerciseID, root: root)
        let folder = URL(fileURLWithPath: submissionsPath).standardizedFileURL
        let found = try Self.submissions(in: folder, exerciseID: exercise.id, shownAs: submissionsPath)
        guard found.submissions.count >= 2 else {
            let what = found.submissions.first.map { "only one submission (\($0.name))" } ?? "no submissions"
            throw ToolError("\(what) in \(submissionsPath): there is nothing to compare",
                hint: "pass the folder that holds one subfolder or one .swift file per learner; at least two are needed",
                detail: found.warnings.map { "\($0.file): \($0.message)" })
        }
        let starter = exercise.starter.map { CodeFile(path: $0.path, text: $0.text) }
        let report = SimilarityAnalysis(options: options).compare(found.submissions, starter: starter)
        return Outcome(exerciseID: exercise.id, report: report, warnings: found.warnings)
    }

    /// Larger files are not exercise code (a generated or vendored file) and would only slow
    /// the comparison.
    static let largestFile = 1 << 20

    /// The learners of the class folder, found as `grade-all` finds them (`ClassFolder`: the
    /// Gradescope and GitHub Classroom layouts, sources where each layout keeps them); a learner
    /// with nothing to compare, and a file over 1 MiB, left out with a warning at its path.
    static func submissions(in folder: URL, exerciseID: String, shownAs: String) throws(ToolError)
        -> (submissions: [LearnerSubmission], warnings: [SourceError])
    {
        let entries = try ClassFolder.read(folder).entries
        var submissions: [LearnerSubmission] = []
        var warnings: [SourceError] = []
        func warn(_ path: String, _ message: String) {
            warnings.append(SourceError(file: shownAs + "/" + path, line: 1, message: "left out: " + message, severity: .warning))
        }
        for entry in entries {
            do throws(ToolError) {
                let submission = try entry.submission(exerciseID: exerciseID)
                var files: [CodeFile] = []
                // Paths as the learner has them: `Sources/App/Solution.swift` below their folder.
                let below = submission.shownAs.count > entry.shownAs.count ? String(submission.shownAs.dropFirst(entry.shownAs.count + 1)) + "/" : ""
                for (name, text) in submission.files.sorted(by: { $0.key < $1.key }) {
                    guard text.utf8.count <= largestFile else {
                        warn(submission.shownAs + "/" + name, "larger than 1 MiB, so not exercise code")
                        continue
                    }
                    files.append(CodeFile(path: below + name, text: text))
                }
                if files.isEmpty { continue }
                submissions.append(LearnerSubmission(name: entry.learner, files: files))
            } catch {
                warn(entry.shownAs, error.message)
            }
        }
        return (submissions, warnings)
    }

    /// Writes `page` to `path`, or into it as `similarity-EXERCISE.html` when it is a folder;
    /// returns the path written. Only a new or regular file is replaced (`OutputFile`).
    package static func writePage(_ page: String, to path: String, exerciseID: String) throws -> String {
        var isFolder: ObjCBool = false
        let intoFolder = path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
        let destination = intoFolder ? (path as NSString).appendingPathComponent("similarity-\(exerciseID).html") : path
        try OutputFile.write(Data(page.utf8), to: destination, workingDirectory: FileManager.default.currentDirectoryPath)
        return destination
    }
}
