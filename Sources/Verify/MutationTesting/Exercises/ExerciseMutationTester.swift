import Diagnostics
import ExerciseModel
import Foundation
import Grading
import Mutation
import MutationResults

extension Grader {
    /// How well an exercise's hidden tests catch mistakes in its reference solution: every
    /// mutant the Mutation module plants there is compiled into one schema, and each is killed
    /// when a hidden test, with it switched on, records anything the reference's run did not. Public tests do not count: the learner
    /// has them, so a mistake only they catch could be fitted to. The same exercise always
    /// gives the same outcomes (mutants are numbered in source order, tests run in order).
    ///
    /// Builds in a grading package of its own (`<scratch>/<id>-mutants`) so the warm package
    /// of ordinary grading is not rebuilt around the schema, and back again.
    package func mutationTest(_ exercise: Exercise, events: ExerciseMutationEvents? = nil) throws -> MutationResult {
        let start = Date()
        // Where the learner writes the tests, the subject is mutated and the instructor's tests catch.
        let exercise = TestBench.tested(exercise, by: self)
        guard exercise.edition.hasSolutions, !exercise.reference.isEmpty else {
            throw ToolError("'\(exercise.id)' has no reference solution to mutate",
                hint: "mutation testing runs in the instructor's source, which has solutions/reference/")
        }
        var shownPaths: [String: String] = [:]
        for file in exercise.reference { shownPaths[file.name] = "exercises/\(exercise.id)/\(file.path)" }
        if shownPaths[MutantSwitch.fileName] != nil {
            throw ToolError("the reference solution of \(exercise.id) has a file named \(MutantSwitch.fileName)",
                hint: "that name is the mutant switch's; rename the solution's file")
        }
        let schema = MutationSchema(exercise.reference.sorted { $0.path < $1.path }.map {
            MutationSource(file: shownPaths[$0.name]!, firstLine: 1, code: $0.text)
        })
        let bench = try TestBench(grader: self, exercise: exercise, folderSuffix: "mutants")
        let built = try ExerciseSchemaBuild(schema: schema, bench: bench, shownPaths: shownPaths).run()
        events?(.built(mutants: schema.mutants.count, discarded: built.discarded.count, rounds: built.rounds))

        let subject = ExerciseSubject(bench: bench, schema: schema, binary: bench.sealedRunner())
        let baseline = subject.baseline()
        if case .tool(let error)? = baseline.problems.first { throw error }
        events?(.baselinePassed(tests: exercise.tests.count))
        let outcomes = MutantJudging.outcomes(
            [subject], baselines: [baseline], discarded: [built.discarded], reasons: [[:]],
            limit: ProcessInfo.processInfo.activeProcessorCount
        ) { outcome, done, total in
            events?(.finished(outcome, done: done, total: total))
        }
        return MutationResult(name: exercise.id, subject: .exercise, outcomes: outcomes[0], seconds: Date().timeIntervalSince(start))
    }
}
