import Foundation
import WorkbookCore

/// What `grade-all` prints: a line per graded submission with an estimate of the time left
/// (progress, on standard error), then the class's figures (the result).
enum GradeAllText {
    static func progress(_ event: ClassGrading.Event) -> String {
        switch event {
        case .found(let layout, let count, let reused):
            let kept = reused == 0 ? "" : " (\(reused) unchanged since the last run: their grades are kept)"
            return "found \(count) submission\(count == 1 ? "" : "s") (\(layout.rawValue))\(kept)"
        case .graded(let row, let done, let total, let remaining):
            let score = row.status == .notGraded ? "not graded: \(row.note)" : "\(row.total) points, \(row.status.rawValue)"
            let left = remaining.map { $0 > 0 ? ", about \(duration($0)) left" : "" } ?? ""
            return "[\(done)/\(total)] \(row.learner): \(score)\(left)"
        }
    }

    static func summary(_ summary: ClassGrading.Summary) -> String {
        let rows = summary.gradebook.rows
        let count = summary.count
        let perMinute = summary.graded > 0 && summary.seconds > 0 ? Double(summary.graded) / summary.seconds * 60 : nil
        var lines = [
            "\(summary.exercise.id): \(rows.count) submissions, \(summary.graded) graded and \(summary.reused) kept from the last run, in \(duration(summary.seconds))"
                + (perMinute.map { String(format: " (%.1f submissions a minute)", $0) } ?? ""),
            "  full marks \(count(.fullMarks)), partial \(count(.graded)), not compiling \(count(.doesNotCompile)), not graded \(count(.notGraded)); out of \(summary.gradebook.maxScore) points",
            "  gradebook: \(relative(summary.gradebookFile))",
            "  feedback:  \(relative(summary.feedbackFolder))/",
        ]
        if count(.notGraded) > 0 {
            lines.append("  \(count(.notGraded)) could not be graded: the note column says why")
        }
        return lines.joined(separator: "\n")
    }

    static func duration(_ seconds: Double) -> String {
        seconds < 90 ? String(format: "%.0f s", max(seconds, 1)) : String(format: "%.0f min", (seconds / 60).rounded())
    }

    /// Relative to the working folder when inside it.
    static func relative(_ url: URL) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }
}
