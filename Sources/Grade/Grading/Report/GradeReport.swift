import Diagnostics
import ExerciseModel

/// What grading one submission found, as values: the renderers (text, Gradescope, Exercism,
/// JUnit) turn it into text, so every format says the same thing about the same run.
package struct GradeReport: Sendable, Equatable {
    package var exerciseID: String
    /// In the exercise's order: public tests first, then hidden ones.
    package var tests: [TestResult]
    /// Why the submission did not build; empty when it did. Hidden test files never appear
    /// here by name or line, only as one general sentence.
    package var compileProblems: [Diagnostic]
    package var hiddenTestCount: Int
    /// False when the hidden tests could not run (the build failed), so no format can
    /// present public-only results as a full score.
    package var hiddenTestsRan: Bool
    /// Whether the tests ran inside bubblewrap.
    package var sandboxed: Bool
    /// Whether a control group capped each test's whole process tree (memory, processes).
    package var treeLimited = true
    /// True in the learner edition, which has no hidden tests: the instructor's grader adds
    /// them, so this score is the public tests' alone.
    package var hiddenTestsGradedByInstructor = false
    /// Where the learner writes the tests: how many planted mistakes they ran against (0 in
    /// the learner edition, which has none); nil for every other exercise.
    package var plantedMistakes: Int?
    /// True when nothing was built because the hand-in could not be graded at all (no Swift
    /// files, unreadable); `compileProblems` then holds why.
    package var notGraded = false
    /// Wall-clock seconds for the whole grade, build included.
    package var seconds: Double

    package init(
        exerciseID: String, tests: [TestResult], compileProblems: [Diagnostic], hiddenTestCount: Int,
        hiddenTestsRan: Bool, sandboxed: Bool, seconds: Double
    ) {
        self.exerciseID = exerciseID
        self.tests = tests
        self.compileProblems = compileProblems
        self.hiddenTestCount = hiddenTestCount
        self.hiddenTestsRan = hiddenTestsRan
        self.sandboxed = sandboxed
        self.seconds = seconds
    }

    package var score: Int { tests.map(\.points).reduce(0, +) }
    package var maxScore: Int { tests.map(\.maxPoints).reduce(0, +) }
    package var hasFullMarks: Bool { compileProblems.isEmpty && score == maxScore && tests.allSatisfy { $0.status == .passed } }
    /// True when the submission built, so the tests had a chance to run.
    package var compiled: Bool { compileProblems.isEmpty }

    /// The same report with every timing set to zero, for comparing two runs.
    package var withoutTimings: GradeReport {
        var copy = self
        copy.seconds = 0
        copy.tests = tests.map { var test = $0; test.seconds = 0; return test }
        return copy
    }
}

/// One test's outcome. `message` is only ever set for public tests.
package struct TestResult: Sendable, Equatable {
    package enum Status: String, Sendable, Equatable {
        case passed
        /// It ran to the end and an expectation failed, or it checked nothing.
        case failed
        /// It crashed, timed out, exited early, or never ran.
        case error
    }

    package var name: String
    package var visibility: ExerciseTest.Visibility
    package var points: Int
    package var maxPoints: Int
    package var status: Status
    /// What went wrong, for public tests; always nil for hidden ones.
    package var message: String?
    package var seconds: Double

    package init(
        name: String, visibility: ExerciseTest.Visibility, points: Int, maxPoints: Int, status: Status,
        message: String?, seconds: Double
    ) {
        self.name = name
        self.visibility = visibility
        self.points = points
        self.maxPoints = maxPoints
        self.status = status
        self.message = visibility == .hidden ? nil : message
        self.seconds = seconds
    }

    package var isHidden: Bool { visibility == .hidden }
}
