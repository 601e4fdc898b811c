import ExerciseModel
import Foundation
import WorkbookCommands
import Grading

/// The grading half of `workbook-bench --grading`: per exercise, a cold grade (a fresh grading
/// package, so the runtime libraries compile too), a warm regrade with nothing changed, and a
/// warm grade of another submission (only the learner's files recompile) — the figure a
/// learner waits for.
struct GradingBenchmark {
    var root: URL
    var output: Output

    func run() throws {
        let exercises = try ExerciseCatalog.load(root: root).filter { $0.edition == .instructor }
        guard !exercises.isEmpty else {
            output.printResult("grading: no exercises to time")
            return
        }
        output.printResult("grading (seconds)              cold    warm, unchanged   warm, new submission")
        for exercise in exercises {
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-bench-grading-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: scratch) }
            let grader = Grader(root: root, scratch: scratch)
            let cold = try seconds { _ = try grader.grade(exercise) }
            let warm = try seconds { _ = try grader.grade(exercise) }
            let changed = try seconds { _ = try grader.grade(exercise, submission: Submission(exercise.reference)) }
            output.printResult(exercise.id.padding(toLength: 30, withPad: " ", startingAt: 0)
                + String(format: "%5.1f   %8.1f          %8.1f", cold, warm, changed))
        }
    }

    private func seconds(_ body: () throws -> Void) throws -> Double {
        let start = Date()
        try body()
        return Date().timeIntervalSince(start)
    }
}
