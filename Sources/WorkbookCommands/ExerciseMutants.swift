import Diagnostics
import ExerciseModel
import Foundation
import Grading
import Mutation
import MutationTesting

/// The exercises' part of `workbook mutants`: each exercise's reference solution mutated
/// and judged by its hidden tests, reported like a lesson (a run that cannot finish is a
/// problem of that exercise, never a silent pass).
struct ExerciseMutants {
    var root: URL
    var timeout: Double

    func run(_ exercises: [Exercise], output: Output) -> [MutationReport] {
        var grader = Grader(root: root)
        grader.timeout = min(grader.timeout, timeout)
        return exercises.enumerated().map { index, exercise in
            output.printProgress("[\(index + 1)/\(exercises.count)] \(exercise.id): mutating the reference solution")
            let origin = "exercises/\(exercise.id)"
            do {
                let result = try grader.mutationTest(exercise) { event in
                    if case .finished(_, let done, let total) = event, done == total || done % 25 == 0 {
                        output.printProgress("mutants of \(exercise.id): \(done) of \(total) run")
                    }
                }
                output.printProgress(MutationText.summary(name: exercise.id, result: result, cached: false))
                return MutationReport(lesson: exercise.id, origin: origin, result: result, problems: [], cached: false)
            } catch {
                return MutationReport(lesson: exercise.id, origin: origin, result: nil, problems: Diagnostic.from(error), cached: false)
            }
        }
    }
}
