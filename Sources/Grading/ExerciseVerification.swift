import ExerciseModel

/// Whether an exercise's tests are worth grading with: the reference earns full marks, the
/// starter does not, and every known-wrong solution loses points on at least one hidden test
/// (public tests alone must not be enough to tell, or learners would pass by fitting them).
package struct ExerciseVerification: Sendable {
    package struct WrongSolutionResult: Sendable, Equatable {
        package var name: String
        package var mistake: String
        /// Hidden tests this wrong solution fails, in the exercise's order.
        package var caughtBy: [String]
        /// Public tests it fails.
        package var publicFailures: [String]
        package var score: Int
    }

    package var exerciseID: String
    package var reference: GradeReport
    package var starter: GradeReport
    package var wrongSolutions: [WrongSolutionResult]

    /// One sentence per broken promise; empty when the exercise is sound.
    package var problems: [String] {
        var problems: [String] = []
        if !reference.hasFullMarks {
            problems.append("the reference solution scores \(reference.score)/\(reference.maxScore), not full marks")
        }
        if starter.hasFullMarks { problems.append("the starter already scores full marks") }
        for wrong in wrongSolutions where wrong.caughtBy.isEmpty {
            problems.append("wrong solution '\(wrong.name)' (\(wrong.mistake)) loses no points on any hidden test")
        }
        return problems
    }

    package var passed: Bool { problems.isEmpty }
}

extension Grader {
    /// Grades the reference, the starter and every wrong solution of `exercise`, in turn, in
    /// the one grading package (so each is a rebuild of the submission alone).
    package func verify(_ exercise: Exercise) throws -> ExerciseVerification {
        let reference = try grade(exercise, submission: Submission(exercise.reference))
        let starter = try grade(exercise, submission: Submission(exercise.starter))
        let wrong = try exercise.wrongSolutions.map { solution in
            let report = try grade(exercise, submission: Submission(solution.files))
            let failed = report.tests.filter { $0.status != .passed }
            return ExerciseVerification.WrongSolutionResult(
                name: solution.name, mistake: solution.mistake,
                caughtBy: failed.filter(\.isHidden).map(\.name), publicFailures: failed.filter { !$0.isHidden }.map(\.name),
                score: report.score)
        }
        return ExerciseVerification(exerciseID: exercise.id, reference: reference, starter: starter, wrongSolutions: wrong)
    }
}
