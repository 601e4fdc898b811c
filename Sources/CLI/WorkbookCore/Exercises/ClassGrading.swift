import Diagnostics
import ExerciseModel
import Foundation
import FolderOutput
import Grading

/// `workbook grade-all` as a flow: every hand-in in a class folder graded exactly as `grade`
/// grades one (each test contained and bounded), side by side, into a gradebook CSV and one
/// feedback file per learner. A hand-in that cannot be graded becomes a "not graded" row and
/// stops nothing; a grade already kept for the same content (see `ClassGradeCache`) is reused.
package struct ClassGrading: Sendable {
    package var root: URL
    /// Where `gradebook.csv`, `feedback/` and the kept grades (`.grades/`) are written.
    package var output: URL
    /// text, gradescope, exercism or junit (`ExerciseGrading.formats`).
    package var format: String = "text"
    package var timeout: Double = 10
    /// Hand-ins graded at once, each in a grading package and build folder of its own.
    package var lanes: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Where the lanes' grading packages are built (nil: ROOT/.build/grading for the first
    /// lane, as `grade` uses it, and ROOT/.build/grading-N beside it for the others).
    package var scratch: URL?

    package init(root: URL, output: URL) {
        self.root = root.standardizedFileURL
        self.output = output.standardizedFileURL
    }

    /// What the run did, for the command to print.
    package struct Summary: Sendable {
        package var exercise: Exercise
        package var layout: ClassFolder.Layout
        package var gradebook: Gradebook
        /// Hand-ins graded in this run, and those whose kept grade was reused.
        package var graded: Int
        package var reused: Int
        package var seconds: Double
        package var gradebookFile: URL
        package var feedbackFolder: URL
    }

    /// What `progress` hears while the run goes on.
    package enum Event: Sendable {
        /// The class folder was read: how many hand-ins, and how many have a kept grade.
        case found(layout: ClassFolder.Layout, count: Int, reused: Int)
        /// One more hand-in graded (`done` of `total` counting reused ones), with the seconds the
        /// rest should take at this run's pace.
        case graded(Gradebook.Row, done: Int, total: Int, remaining: Double?)
    }

    package func run(
        _ exerciseID: String, submissions: URL, progress: @escaping @Sendable (Event) -> Void = { _ in }
    ) throws -> Summary {
        let start = Date()
        let exercise = try ExerciseCatalog.exercise(exerciseID, root: root)
        guard let format = GradeFormat(rawValue: format) else {
            throw ToolError("unknown format '\(self.format)'", hint: "use one of \(ExerciseGrading.formats.joined(separator: ", "))")
        }
        let folder = try ClassFolder.read(submissions)
        let cache = ClassGradeCache(folder: output.appendingPathComponent(".grades"), exercise: exercise, timeout: timeout)
        // The feedback folder is replaced whole once every row is in (a killed run leaves the
        // last one; finished grades are kept in .grades/ either way), and only a folder this
        // command wrote is ever replaced.
        var feedbackFolder = SwappedFolder(destination: output.appendingPathComponent("feedback"), marker: Self.feedbackMarker)
        feedbackFolder.activity = "grade-all"
        try feedbackFolder.checkReplaceable()
        var outcome: (rows: [Gradebook.Row], reused: Int)?
        _ = try feedbackFolder.write(markerText: "feedback written by workbook grade-all\n") { staging in
            let feedback = FeedbackFiles(folder: staging, format: format, entries: folder.entries)
            outcome = grade(folder, exercise: exercise, format: format, cache: cache, feedback: feedback, progress: progress)
        }
        guard let (rows, reused) = outcome else { throw ToolError("grading stopped before every submission had a row") }
        let gradebook = Gradebook(tests: exercise.tests, rows: rows)
        let gradebookFile = output.appendingPathComponent("gradebook.csv")
        do {
            try Data(gradebook.csv.utf8).write(to: gradebookFile, options: .atomic)
        } catch {
            throw ToolError("cannot write \(gradebookFile.path)", hint: "check that you may write in \(output.path)")
        }
        return Summary(
            exercise: exercise, layout: folder.layout, gradebook: gradebook, graded: rows.filter { $0.status != .notGraded }.count - reused, reused: reused,
            seconds: Date().timeIntervalSince(start), gradebookFile: gradebookFile, feedbackFolder: feedbackFolder.destination)
    }

    static let feedbackMarker = ".workbook-feedback"

    /// One hand-in read, waiting for a lane (or for nothing, when a grade was kept).
    struct Job: Sendable {
        var entry: ClassFolder.Entry
        var submission: Submission?
        var key: String?
        var kept: ClassGradeCache.Record?
        var problem: String?
    }

    /// The grader of lane `lane`: a grading package and SwiftPM build folder of its own, so
    /// lanes build side by side; lane 0 uses `grade`'s, warm from the learner's own grades.
    func grader(lane: Int) -> Grader {
        let base = scratch ?? root.appendingPathComponent(".build")
        return Grader(root: root, scratch: base.appendingPathComponent(lane == 0 ? "grading" : "grading-\(lane + 1)"), timeout: timeout)
    }

    static func row(_ kept: Gradebook.Row, for entry: ClassFolder.Entry) -> Gradebook.Row {
        var row = kept
        row.learner = entry.learner
        row.name = entry.name
        row.submission = entry.shownAs
        return row
    }

    /// Not kept: the next run tries again (the learner may have fixed the folder, or the
    /// grader's failure may have passed).
    static func notGraded(_ entry: ClassFolder.Entry, _ exercise: Exercise, _ reason: String, since start: Date)
        -> ClassGradeCache.Record
    {
        let report = GradeReport.notGraded(exercise, reason: reason)
        return ClassGradeCache.Record(
            row: Gradebook.Row(entry, notGraded: reason, seconds: Date().timeIntervalSince(start)),
            feedback: Dictionary(uniqueKeysWithValues: GradeFormat.allCases.map { ($0.rawValue, $0.render(report, exercise: exercise)) }))
    }
}

/// How a class's hand-in came out, named for the command line, which imports no engine module.
package typealias ClassGradeStatus = Gradebook.Status

extension ClassGrading.Summary {
    /// How many hand-ins came out `status`.
    package func count(_ status: ClassGradeStatus) -> Int { gradebook.rows.filter { $0.status == status }.count }
}
