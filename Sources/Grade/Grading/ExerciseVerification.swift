import Diagnostics
import ExerciseModel

/// Whether an exercise's tests are worth grading with:
///
/// - the reference solution's tests finish, check something, keep every public expectation,
///   and record the same thing every time (two runs are compared), so grading against them
///   is fair and repeatable;
/// - the starter compiles with every test, public and hidden, so it fails by what it does and
///   never by a name the tests use that the learner was not given; and it fails every test,
///   because a test that passes against the starter grades code the learner did not write;
/// - the starter does not earn full marks, and every known-wrong solution loses points on
///   at least one hidden test (public tests alone must not be enough to tell, or learners
///   would pass by fitting them);
/// - neither holds only through checks a submission could guess — an observed `true` or
///   `false` — because code in the test process can send any record it likes: the starter
///   must still fail every test it fails, and each wrong solution at least one hidden test,
///   with every Bool in every record answered right, alone or inside a list (see
///   `GuessableChecks`).
package struct ExerciseVerification: Sendable {
    package struct WrongSolutionResult: Sendable, Equatable {
        package var name: String
        package var mistake: String
        /// Hidden tests this wrong solution fails, in the exercise's order.
        package var caughtBy: [String]
        /// Those of `caughtBy` that still catch it with every guessable check answered right.
        package var caughtWithoutGuessableChecks: [String]
        /// Public tests it fails.
        package var publicFailures: [String]
        package var score: Int
        /// For the instructor: the first check each catching hidden test differs on.
        package var details: [String]
    }

    package var exerciseID: String
    package var reference: GradeReport
    package var starter: GradeReport
    package var wrongSolutions: [WrongSolutionResult]
    /// Checks whose value differed between two runs of the reference solution.
    package var unsteadyChecks: [String]
    /// Why the tests do not compile against the starter as given, each at a test's line.
    package var contractProblems: [String] = []
    /// The blind solution's grade, when the exercise has one.
    package var blind: GradeReport?
    /// Tests the starter passes: points for code the starter already gives.
    package var starterPasses: [String] = []
    /// Tests the starter fails only through guessable checks.
    package var starterGuessableFailures: [String]
    /// For the instructor: the first check each test the starter fails differs on.
    package var starterDetails: [String] = []

    /// One sentence per broken promise; empty when the exercise is sound.
    package var problems: [String] {
        var problems: [String] = []
        if !reference.hasFullMarks {
            problems.append("the reference solution scores \(reference.score)/\(reference.maxScore) against its own runs, not full marks")
        }
        problems += unsteadyChecks.map {
            "the reference solution records different values in two runs: \($0) (observe something that does not depend on addresses, time or order)"
        }
        problems += contractProblems.map {
            "the tests do not compile against the starter as given, so it fails by a missing name, not by behaviour: \($0) "
                + "(declare it in the starter and name it in the README's ## Rules)"
        }
        if let blind, !blind.hasFullMarks {
            let lost = blind.tests.filter { $0.status != .passed }.map(\.name)
            problems.append("the blind solution, written from the README, the starter and the public tests alone, scores "
                + "\(blind.score)/\(blind.maxScore)\(lost.isEmpty ? " (it does not compile)" : ", failing " + lost.joined(separator: ", ")): "
                + "the README does not state a rule these tests check (fix the README or the test, never the blind solution)")
        }
        if starter.hasFullMarks { problems.append("the starter already scores full marks") }
        problems += starterPasses.map {
            "test \($0) passes against the starter: it grades code the starter already gives (check what the learner writes)"
        }
        problems += starterGuessableFailures.map {
            "the starter fails \($0) only through checks a submission could forge (it differs only in true and false): observe a value the code computes, such as the stack's names"
        }
        for wrong in wrongSolutions {
            if wrong.caughtBy.isEmpty {
                problems.append("wrong solution '\(wrong.name)' (\(wrong.mistake)) loses no points on any hidden test")
            } else if wrong.caughtWithoutGuessableChecks.isEmpty {
                problems.append("wrong solution '\(wrong.name)' (\(wrong.mistake)) is caught only through checks a submission "
                    + "could forge (it differs only in true and false) in \(wrong.caughtBy.joined(separator: ", ")): observe a value the code computes, such as the stack's names")
            }
        }
        return problems
    }

    package var passed: Bool { problems.isEmpty }

    /// The starter's compile problems as one line each, a test's at its path in the workbook.
    static func contract(_ problems: [Diagnostic], exercise: Exercise) -> [String] {
        problems.map { problem in
            switch problem {
            case .source(let error) where error.file.hasPrefix("tests/"):
                "exercises/\(exercise.id)/\(error.file):\(error.line):\(error.column): \(error.message)"
            case .source(let error): "\(error.location): \(error.message)"
            case .tool(let error): error.message
            }
        }
    }
}

extension Grader {
    /// Runs the reference twice (fresh), then grades the reference, the starter and every
    /// wrong solution in turn in the one grading package (each a rebuild of the submission
    /// alone).
    package func verify(_ exercise: Exercise) throws -> ExerciseVerification {
        guard exercise.edition.hasSolutions else {
            throw ToolError("'\(exercise.id)' has no solutions here to verify",
                hint: "run 'workbook exercises verify' in the instructor's source")
        }
        var verification = try exercise.writesTests ? verifyTestWriting(exercise) : verifyImplementation(exercise)
        if !exercise.blindSolution.isEmpty {
            verification.blind = try grade(exercise, submission: Submission(exercise.blindSolution))
        }
        return verification
    }

    private func verifyImplementation(_ exercise: Exercise) throws -> ExerciseVerification {
        let package = package(for: exercise)
        let runner = RunnerSources(exercise)
        let first = try runReference(exercise, runner: runner, package: package).map(\.transcript)
        let second = run(exercise.tests, binary: package.sealedBinary).map(\.transcript)
        var unsteady: [String] = []
        for (test, (one, other)) in zip(exercise.tests, zip(first, second)) where one != other {
            let index = zip(one.checks, other.checks).enumerated().first { !$0.element.0.matches($0.element.1) }?.offset
                ?? min(one.checks.count, other.checks.count)
            let site = index < one.checks.count ? runner.sites[one.checks[index].site] : nil
            unsteady.append(test.name + (site.map { " at \($0.path):\($0.line)" } ?? ""))
        }
        try storeReferenceTranscripts(first, exercise, runner: runner, package: package)
        let reference = try gradeInDetail(exercise, submission: Submission(exercise.reference)).report
        let starter = try gradeInDetail(exercise, submission: Submission(exercise.starter), locatingHiddenErrors: true)
        let references = starter.reference ?? [:]
        /// Whether a test catches its run only through Bools a forger could answer.
        func forgeable(_ graded: DetailedGrade.GradedTest) -> Bool {
            graded.transcript.map { GuessableChecks.forgeable($0, reference: references[graded.test.name]) } ?? false
        }
        let starterFailures = starter.graded(exercise).filter { $0.status != .passed }
        let wrong = try exercise.wrongSolutions.map { solution in
            let grade = try gradeInDetail(exercise, submission: Submission(solution.files))
            let failed = grade.graded(exercise).filter { $0.status != .passed }
            let hidden = failed.filter { $0.test.visibility == .hidden }
            return ExerciseVerification.WrongSolutionResult(
                name: solution.name, mistake: solution.mistake, caughtBy: hidden.map(\.test.name),
                caughtWithoutGuessableChecks: hidden.filter { !forgeable($0) }.map(\.test.name),
                publicFailures: failed.filter { $0.test.visibility == .public }.map(\.test.name), score: grade.report.score,
                details: hidden.map { "\($0.test.name): " + ($0.instructorDetail ?? "") })
        }
        var verification = ExerciseVerification(
            exerciseID: exercise.id, reference: reference, starter: starter.report, wrongSolutions: wrong,
            unsteadyChecks: unsteady, starterGuessableFailures: starterFailures.filter(forgeable).map(\.test.name))
        verification.starterDetails = starterFailures.map { "\($0.test.name): " + ($0.instructorDetail ?? "") }
        verification.contractProblems = ExerciseVerification.contract(starter.report.compileProblems, exercise: exercise)
        if starter.report.compiled {
            verification.starterPasses = starter.graded(exercise).filter { $0.status == .passed }.map(\.test.name)
        }
        return verification
    }
}
