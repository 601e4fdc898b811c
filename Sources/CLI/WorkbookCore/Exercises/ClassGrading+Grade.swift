import Diagnostics
import ExerciseModel
import Foundation
import Grading
import ProcessRunning

extension ClassGrading {
    /// Every hand-in of `folder` graded, or its kept grade reused, and its feedback written;
    /// the rows in the folder's order, with how many grades were reused.
    func grade(
        _ folder: ClassFolder, exercise: Exercise, format: GradeFormat, cache: ClassGradeCache, feedback: FeedbackFiles,
        progress: @escaping @Sendable (Event) -> Void
    ) -> (rows: [Gradebook.Row], reused: Int) {
        // Read every hand-in first: a kept grade is reused, the rest wait for a lane.
        let jobs: [Job] = folder.entries.map { entry in
            do throws(ToolError) {
                let submission = try entry.submission(exerciseID: exercise.id)
                let key = cache.key(for: submission)
                return Job(entry: entry, submission: submission, key: key, kept: cache.record(for: key))
            } catch {
                return Job(entry: entry, submission: nil, key: nil, kept: nil, problem: error.message)
            }
        }
        let reused = jobs.filter { $0.kept != nil }.count
        progress(.found(layout: folder.layout, count: jobs.count, reused: reused))

        let lanes = max(1, lanes)
        let pool = GraderPool(graders: (0..<lanes).map(grader(lane:)))
        let pace = Pace(total: jobs.count, alreadyDone: reused)
        let rows = jobs.parallelMap(limit: lanes) { _, job -> Gradebook.Row in
            if let kept = job.kept {
                feedback.write(kept.feedback[format.rawValue] ?? "", for: job.entry)
                return Self.row(kept.row, for: job.entry)
            }
            let jobStart = Date()
            let record: ClassGradeCache.Record
            if let submission = job.submission, let key = job.key {
                do {
                    let report = try pool.withGrader { try $0.grade(exercise, submission: submission) }
                    record = ClassGradeCache.Record(
                        row: Gradebook.Row(job.entry, report: report),
                        feedback: Dictionary(uniqueKeysWithValues: GradeFormat.allCases.map {
                            ($0.rawValue, $0.render(report, exercise: exercise))
                        }))
                    cache.keep(record, for: key)
                } catch {
                    let message = (error as? ToolError)?.message ?? String(describing: error)
                    record = Self.notGraded(job.entry, exercise, "the grader failed: \(message)", since: jobStart)
                }
            } else {
                record = Self.notGraded(job.entry, exercise, job.problem ?? "nothing to grade", since: jobStart)
            }
            feedback.write(record.feedback[format.rawValue] ?? "", for: job.entry)
            let seconds = Date().timeIntervalSince(jobStart) / Double(lanes)
            let (done, remaining) = pace.oneMore(seconds: record.row.status == .notGraded ? nil : seconds)
            progress(.graded(record.row, done: done, total: jobs.count, remaining: remaining))
            return record.row
        }
        return (rows, reused)
    }
}
