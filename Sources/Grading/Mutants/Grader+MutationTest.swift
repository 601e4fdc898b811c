import Diagnostics
import ExerciseModel
import Foundation
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
        let exercise = exercise.writesTests && exercise.edition.hasSolutions ? subjectUnderReferenceTests(exercise) : exercise
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
        // The reference's transcripts come from the exercise's ordinary grading package.
        let runner = RunnerSources(exercise)
        guard let reference = try referenceTranscripts(exercise, runner: runner, package: self.package(for: exercise)) else {
            throw ToolError("'\(exercise.id)' has no reference solution to compare the mutants' runs with")
        }
        let package = GradingPackage(root: root, folder: scratch.appendingPathComponent(exercise.id + "-mutants"))
        let built = try MutantSchemaBuild(schema: schema, package: package, exercise: exercise, runner: runner, shownPaths: shownPaths).run()
        events?(.built(mutants: schema.mutants.count, discarded: built.discarded.count, rounds: built.rounds))

        let runs = MutantRuns(
            grader: self, binary: try SealedRunner.seal(package), exercise: exercise, reference: reference, judge: TestJudge(sites: runner.sites),
            events: events)
        let failures = runs.baselineFailures()
        guard failures.isEmpty else {
            throw ToolError(
                "with no mutant switched on, \(failures.count) test\(failures.count == 1 ? "" : "s") of \(exercise.id) "
                    + "fail on the mutant schema, though the reference passes them: the schema changed behaviour",
                hint: "run 'workbook exercises verify --no-mutants \(exercise.id)' to confirm the reference passes; "
                    + "if it does, this is a bug in the Mutation module's schema",
                detail: failures.map { "\($0.name): \($0.message)" })
        }
        events?(.baselinePassed(tests: exercise.tests.count))
        let outcomes = runs.outcomes(schema.mutants, discarded: built.discarded)
        return MutationResult(name: exercise.id, subject: .exercise, outcomes: outcomes, seconds: Date().timeIntervalSince(start))
    }
}
