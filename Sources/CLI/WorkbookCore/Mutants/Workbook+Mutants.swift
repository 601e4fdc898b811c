import Diagnostics
import ExerciseModel
import Foundation
import Grading
import Mutation
import MutationTesting
import MutationResults

extension Workbook {
    /// `workbook mutants`: the named lessons and exercises (none named: every lesson and every
    /// instructor exercise) mutation-tested, lessons first. A name that is an exercise's id is
    /// that exercise; any other is a lesson. An exercise run that cannot finish is a problem
    /// of its report, never a silent pass.
    package func mutants(
        named names: [String], options: CheckOptions, events: @escaping @Sendable (MutantsEvent) -> Void = { _ in }
    ) throws -> MutantsRun {
        let explained = try SurvivorExplanations.load(root: root)
        let exerciseIDs = Set(exercises.map(\.id))
        var lessons = options
        lessons.lessons = names.filter { !exerciseIDs.contains($0) }
        let chosen = exercises.filter { names.isEmpty ? $0.edition == .instructor : names.contains($0.id) }
        var reports: [MutationReport] = []
        if names.isEmpty || !lessons.lessons.isEmpty {
            reports += try mutants(lessons) { events(.lesson($0)) }
        }
        var grader = Grader(root: root)
        grader.timeout = min(grader.timeout, options.timeoutSeconds)
        reports += chosen.enumerated().map { index, exercise in
            events(.exerciseStarted(id: exercise.id, index: index + 1, count: chosen.count))
            let origin = "exercises/\(exercise.id)"
            do {
                let result = try Self.mutationTest(exercise, grader: grader, events: events)
                events(.exerciseFinished(id: exercise.id, result: result))
                return MutationReport(name: exercise.id, subject: .exercise, origin: origin, result: result, problems: [], cached: false)
            } catch {
                return MutationReport(
                    name: exercise.id, subject: .exercise, origin: origin, result: nil, problems: Diagnostic.from(error), cached: false)
            }
        }
        return MutantsRun(reports: reports, explained: explained)
    }

    /// One exercise's reference solution mutated and judged by its hidden tests, with progress
    /// every 25 mutants; `workbook mutants` and `workbook exercises verify` both run it.
    package static func mutationTest(
        _ exercise: Exercise, grader: Grader, events: @escaping @Sendable (MutantsEvent) -> Void
    ) throws -> MutationResult {
        try grader.mutationTest(exercise) { event in
            if case .finished(_, let done, let total) = event, done == total || done % 25 == 0 {
                events(.exerciseRunning(id: exercise.id, done: done, total: total))
            }
        }
    }
}
