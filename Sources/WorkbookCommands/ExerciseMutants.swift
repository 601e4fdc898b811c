import Diagnostics
import ExerciseModel
import Foundation
import Grading
import Mutation
import MutationResults
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
                let result = try Self.mutationTest(exercise, grader: grader, output: output)
                output.printProgress(MutationText.summary(name: exercise.id, result: result, cached: false))
                return MutationReport(name: exercise.id, subject: .exercise, origin: origin, result: result, problems: [], cached: false)
            } catch {
                return MutationReport(name: exercise.id, subject: .exercise, origin: origin, result: nil, problems: Diagnostic.from(error), cached: false)
            }
        }
    }

    /// One exercise's mutation run, with progress every 25 mutants; shared with `exercises verify`.
    static func mutationTest(_ exercise: Exercise, grader: Grader, output: Output) throws -> MutationResult {
        try grader.mutationTest(exercise) { event in
            if case .finished(_, let done, let total) = event, done == total || done % 25 == 0 {
                output.printProgress("mutants of \(exercise.id): \(done) of \(total) run")
            }
        }
    }
}
