import Diagnostics
import ExerciseModel
import Foundation

/// One exercise's tests run against code the caller supplies, each judged against what the
/// reference solution's run of the same test recorded: what mutation testing needs from the
/// grader (build a variant of the reference, run one test with a switch set, read the
/// verdict), and no more. The variant builds in a grading package of its own
/// (`<scratch>/<id>-<suffix>`), so the warm package of ordinary grading is not rebuilt around it.
package struct TestBench: Sendable {
    /// The exercise as tested: for one whose learners write the tests, the subject as the
    /// reference and the instructor's tests as hidden tests.
    package let exercise: Exercise
    let grader: Grader
    let runner: RunnerSources
    let package: GradingPackage
    let reference: [String: TestTranscript]
    let judge: TestJudge

    /// One test's verdict, in the terms a mutation run needs.
    package struct Verdict: Sendable {
        package var passed: Bool
        /// Why it did not pass, as the instructor's tools say it.
        package var detail: String?
        package var ending: TestRun.Ending
    }

    /// The exercise as its mutants are tested (see ``exercise``).
    package static func tested(_ exercise: Exercise, by grader: Grader) -> Exercise {
        exercise.writesTests && exercise.edition.hasSolutions ? grader.subjectUnderReferenceTests(exercise) : exercise
    }

    /// `exercise` as ``tested(_:by:)`` gives it; throws when it has no reference to compare with.
    package init(grader: Grader, exercise: Exercise, folderSuffix: String) throws {
        self.grader = grader
        self.exercise = exercise
        runner = RunnerSources(exercise)
        // The reference's transcripts come from the exercise's ordinary grading package.
        guard let reference = try grader.referenceTranscripts(exercise, runner: runner, package: grader.package(for: exercise)) else {
            throw ToolError("'\(exercise.id)' has no reference solution to compare the mutants' runs with")
        }
        self.reference = reference
        package = GradingPackage(
            root: grader.root, folder: grader.scratch.appendingPathComponent(exercise.id + "-" + folderSuffix), build: grader.build)
        judge = TestJudge(sites: runner.sites)
    }

    /// Builds the tests against `files` (submission file name → text); no problems when it built.
    /// An error in a submission file is reported at that file's name.
    package func build(_ files: [String: String]) throws -> [Diagnostic] {
        let submission = Submission(files: files, shownAs: ".")
        try package.assemble(runner: runner, tests: exercise.tests, submission: submission)
        return try GradingBuild(package: package, runner: runner, submission: submission).run()
    }

    /// The built runner as the tests run it (sealed by the last successful `build`; see `SealedRunner`).
    package func sealedRunner() -> URL { package.sealedBinary }

    /// Every test of the exercise, in parallel, with nothing switched on.
    package func runAll(binary: URL) -> [Verdict] {
        zip(exercise.tests, grader.run(exercise.tests, binary: binary)).map { verdict($0, $1) }
    }

    /// One test with `environment` added (the mutant switch), bounded by the grader's timeout.
    package func run(_ test: ExerciseTest, binary: URL, environment: [String: String]) -> Verdict {
        var run = TestRun(binary: binary, test: test, seconds: grader.timeout)
        run.environment = environment
        return verdict(test, run.run())
    }

    private func verdict(_ test: ExerciseTest, _ outcome: TestRun.Outcome) -> Verdict {
        let judgement = judge.judge(test, outcome, reference: reference[test.name])
        return Verdict(passed: judgement.status == .passed, detail: judgement.instructorDetail, ending: outcome.ending)
    }
}
