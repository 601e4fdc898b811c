import ExerciseModel
import Foundation

/// A class's grades for one exercise as a table: one row per learner, one column of points per
/// test (hidden tests included: the gradebook is the instructor's), then the total. Written as
/// CSV, the format every gradebook and spreadsheet imports.
package struct Gradebook: Sendable, Equatable {
    /// What became of one hand-in.
    package enum Status: String, Codable, Sendable, Equatable {
        /// Every point.
        case fullMarks = "full marks"
        case graded
        /// Built and ran nothing: the points are zero.
        case doesNotCompile = "does not compile"
        /// No grade at all: nothing to build (no Swift files, unreadable) or the grader failed.
        case notGraded = "not graded"
    }

    /// One learner's line.
    package struct Row: Codable, Sendable, Equatable {
        package var learner: String
        package var name: String
        package var submission: String
        /// Points per test, in the exercise's order; empty when not graded.
        package var points: [Int]
        package var total: Int
        package var status: Status
        /// Why a hand-in was not graded, or what kept it from building, in one line.
        package var note: String
        package var seconds: Double

        package init(
            learner: String, name: String, submission: String, points: [Int], total: Int, status: Status, note: String,
            seconds: Double
        ) {
            self.learner = learner
            self.name = name
            self.submission = submission
            self.points = points
            self.total = total
            self.status = status
            self.note = note
            self.seconds = seconds
        }
    }

    package var tests: [ExerciseTest]
    package var rows: [Row]

    package init(tests: [ExerciseTest], rows: [Row]) {
        self.tests = tests
        self.rows = rows
    }

    package var maxScore: Int { tests.map(\.points).reduce(0, +) }

    /// The table as CSV (RFC 4180: comma-separated, CRLF line ends, fields quoted when they
    /// hold a comma, quote or line break). A text field a spreadsheet would take for a formula
    /// (`=`, `+`, `-`, `@` first) is prefixed with `'`, since learners choose their folder names.
    package var csv: String {
        var lines = [
            (["learner", "name", "submission"] + tests.map { "\($0.name) (\($0.points))" }
                + ["total", "max", "status", "note", "seconds"]).map(Self.field)
        ]
        for row in rows {
            let points = row.points.count == tests.count ? row.points.map(String.init) : tests.map { _ in "" }
            lines.append(
                [Self.field(row.learner), Self.field(row.name), Self.field(row.submission)] + points
                    + [String(row.total), String(maxScore), Self.field(row.status.rawValue), Self.field(row.note),
                        String(format: "%.1f", row.seconds)])
        }
        return lines.map { $0.joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// One text field, safe for CSV and for spreadsheets.
    static func field(_ text: String) -> String {
        var text = text
        if let first = text.first, "=+-@\t\r".contains(first) { text = "'" + text }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

extension Gradebook.Row {
    /// The row for a finished grade.
    package init(_ entry: ClassFolder.Entry, report: GradeReport) {
        let status: Gradebook.Status =
            !report.compiled ? .doesNotCompile : report.hasFullMarks ? .fullMarks : .graded
        let note = report.compileProblems.first.map { "does not compile: " + $0.message } ?? ""
        self.init(
            learner: entry.learner, name: entry.name, submission: entry.shownAs, points: report.tests.map(\.points),
            total: report.score, status: status, note: note.split(whereSeparator: \.isNewline).first.map(String.init) ?? "",
            seconds: report.seconds)
    }

    /// The row for a hand-in that could not be graded, with why.
    package init(_ entry: ClassFolder.Entry, notGraded reason: String, seconds: Double = 0) {
        self.init(
            learner: entry.learner, name: entry.name, submission: entry.shownAs, points: [], total: 0, status: .notGraded,
            note: reason.split(whereSeparator: \.isNewline).first.map(String.init) ?? "", seconds: seconds)
    }
}
