import Diagnostics
import ExerciseModel

extension Grader {
    /// `verify` where the learner writes the tests: the reference tests pass against the
    /// subject and catch every planted mistake; the starter compiles against the subject and
    /// catches none; every known-wrong test file loses points (a mistake it misses, or a test
    /// that fails against the correct subject).
    func verifyTestWriting(_ exercise: Exercise) throws -> ExerciseVerification {
        let reference = try gradeTests(exercise, tests: Submission(exercise.reference))
        let starter = try gradeTests(exercise, tests: Submission(exercise.starter))
        let wrong = try exercise.wrongSolutions.map { solution in
            let report = try gradeTests(exercise, tests: Submission(solution.files))
            let failed = report.tests.filter { $0.status != .passed }.map(\.name)
            let missed = report.compiled ? failed : ["(does not compile)"]
            return ExerciseVerification.WrongSolutionResult(
                name: solution.name, mistake: solution.mistake, caughtBy: missed, caughtWithoutGuessableChecks: missed,
                publicFailures: [], score: report.score,
                details: report.tests.filter { $0.status != .passed }.map { "\($0.name): \($0.message ?? "")" })
        }
        var verification = ExerciseVerification(
            exerciseID: exercise.id, reference: reference, starter: starter, wrongSolutions: wrong, unsteadyChecks: [],
            starterGuessableFailures: [])
        verification.contractProblems = ExerciseVerification.contract(starter.compileProblems, exercise: exercise)
        let mistakes = Set(exercise.mistakes.map(\.name))
        verification.starterPasses = starter.tests.filter { mistakes.contains($0.name) && $0.status == .passed }.map(\.name)
        verification.starterDetails = starter.tests.filter { $0.status != .passed }.map { "\($0.name): \($0.message ?? "")" }
        return verification
    }

    /// For mutation testing: the subject as the reference solution and the instructor's tests
    /// as hidden tests, so a mutant of the subject is killed when a reference test records
    /// anything its run against the correct subject did not.
    func subjectUnderReferenceTests(_ exercise: Exercise) -> Exercise {
        let tests = learnerTestsExercise(exercise, tests: Submission(exercise.reference)).publicTests.map { test in
            var hidden = test
            hidden.visibility = .hidden
            hidden.points = 1
            hidden.file.path = "tests/hidden/" + hidden.file.name
            return hidden
        }
        return Exercise(
            id: exercise.id, folder: exercise.folder, prompt: exercise.prompt, starter: exercise.subject, publicTests: [],
            hiddenTests: tests, reference: exercise.subject, wrongSolutions: [])
    }
}
