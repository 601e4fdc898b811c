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
        var rows = [Gradebook.Row?](repeating: nil, count: jobs.count)
        for (index, job) in jobs.enumerated() {
            if let kept = job.kept {
                feedback.write(kept.feedback[format.rawValue] ?? "", for: job.entry)
                rows[index] = Self.row(kept.row, for: job.entry)
            }
        }
        // Identical hand-ins (the same files, often the untouched starter) are graded once.
        let groups = Self.groups(jobs.indices.filter { jobs[$0].kept == nil }) { jobs[$0].key }
        let graded = groups.parallelMap(limit: lanes) { _, group -> [(Int, Gradebook.Row)] in
            let first = jobs[group[0]]
            let jobStart = Date()
            var record: ClassGradeCache.Record
            if let submission = first.submission, let key = first.key {
                do {
                    let report = try pool.withGrader { try $0.grade(exercise, submission: submission) }
                    record = ClassGradeCache.Record(
                        row: Gradebook.Row(first.entry, report: report),
                        feedback: Dictionary(uniqueKeysWithValues: GradeFormat.allCases.map {
                            ($0.rawValue, $0.render(report, exercise: exercise))
                        }))
                    cache.keep(record, for: key)
                } catch {
                    let message = (error as? ToolError)?.message ?? String(describing: error)
                    record = Self.notGraded(first.entry, exercise, "the grader failed: \(message)", since: jobStart)
                }
            } else {
                record = Self.notGraded(first.entry, exercise, first.problem ?? "nothing to grade", since: jobStart)
            }
            let seconds = Date().timeIntervalSince(jobStart) / Double(lanes)
            return group.enumerated().map { position, index in
                let row = Self.row(record.row, for: jobs[index].entry)
                feedback.write(record.feedback[format.rawValue] ?? "", for: jobs[index].entry)
                let counted = position == 0 && row.status != .notGraded ? seconds : nil
                let (done, remaining) = pace.oneMore(seconds: counted)
                progress(.graded(row, done: done, total: jobs.count, remaining: remaining))
                return (index, row)
            }
        }
        for (index, row) in graded.joined() { rows[index] = row }
        return (rows.map { $0! }, reused)
    }

    /// `indices` grouped by key in order of first appearance; those without a key (nothing to
    /// grade) each alone.
    static func groups(_ indices: [Int], key: (Int) -> String?) -> [[Int]] {
        var groups: [[Int]] = []
        var position: [String: Int] = [:]
        for index in indices {
            guard let key = key(index) else {
                groups.append([index])
                continue
            }
            if let at = position[key] {
                groups[at].append(index)
            } else {
                position[key] = groups.count
                groups.append([index])
            }
        }
        return groups
    }
}
