import Diagnostics
import ExerciseModel

extension GradeReport {
    /// The report of a hand-in that could not be graded (nothing to build, or the grader
    /// failed), so every feedback format still says so in its own valid form: no test ran,
    /// no point is given, and `reason` is the one problem.
    package static func notGraded(_ exercise: Exercise, reason: String, hint: String? = nil) -> GradeReport {
        var report = GradeReport(
            exerciseID: exercise.id,
            tests: exercise.tests.map {
                TestResult(name: $0.name, visibility: $0.visibility, points: 0, maxPoints: $0.points, status: .error,
                    message: "not run: the hand-in was not graded", seconds: 0)
            },
            compileProblems: [.tool(ToolError(reason, hint: hint))], hiddenTestCount: exercise.hiddenTests.count,
            hiddenTestsRan: false, sandboxed: false, seconds: 0)
        report.hiddenTestsGradedByInstructor = exercise.edition == .learner
        report.notGraded = true
        return report
    }
}
