import Diagnostics
import ExerciseModel
import Foundation

/// Grading where the learner writes the tests (see `Exercise.writesTests`): their tests run,
/// each in its own contained process like any submission, against the correct subject (every
/// one must pass) and against each planted mistake; a mistake's points are earned when a test
/// that passes against the subject fails against it. A test that fails against the subject
/// too is a false alarm and catches nothing, so failing everywhere earns nothing.
///
/// The learner's code decides its own checks here, so what it cannot fake is which
/// implementation it runs against: the subject and every mistake are built from files of the
/// same names into the same sealed runner, and only their behaviour differs.
extension Grader {
    /// The learner's tests as a runnable exercise: their files as public test files, judged
    /// by their own expectations alone (no reference transcripts), against any implementation.
    func learnerTestsExercise(_ exercise: Exercise, tests submission: Submission) -> Exercise {
        var tests: [ExerciseTest] = []
        for (name, text) in submission.files.sorted(by: { $0.key < $1.key }) {
            let file = SourceFile(path: "\(TestWritingPaths.runnerFolder)/\(name)", text: text)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let test = TestScanner.testName(String(line)) else { continue }
                tests.append(ExerciseTest(name: test, points: 0, visibility: .public, file: file, line: index + 1))
            }
        }
        var runnable = Exercise(
            id: exercise.id, folder: exercise.folder, prompt: exercise.prompt, starter: exercise.subject,
            publicTests: tests, hiddenTests: [], reference: [], wrongSolutions: [])
        runnable.edition = .learner
        return runnable
    }

    /// Grades the learner's test files: one row per test of theirs (no points: does it pass
    /// against the correct subject?) and one per planted mistake (its points: is it caught?).
    func gradeTests(_ exercise: Exercise, tests submission: Submission) throws -> GradeReport {
        let start = Date()
        let runnable = learnerTestsExercise(exercise, tests: submission)
        let paths = TestWritingPaths(shownAs: submission.shownAs)
        var report: GradeReport
        if runnable.tests.isEmpty {
            report = GradeReport(
                exerciseID: exercise.id, tests: [], compileProblems: [.tool(ToolError("your file has no tests",
                    hint: "write top-level functions that take no arguments, e.g. 'func doneEndsTheFlow() { … expect(…) … }'"))],
                hiddenTestCount: 0, hiddenTestsRan: false, sandboxed: false, seconds: 0)
            report.hiddenTestsGradedByInstructor = exercise.edition == .learner
            return report
        }
        let onSubject = try gradeInDetail(runnable, submission: Submission(exercise.subject)).report
        var rows = onSubject.tests.map { paths.shown($0, against: "the subject") }
        let trusted = Set(onSubject.tests.filter { $0.status == .passed }.map(\.name))
        let falseAlarms = onSubject.tests.filter { $0.status != .passed }.map(\.name)
        if onSubject.compiled {
            for mistake in exercise.mistakes {
                let run = try gradeInDetail(runnable, submission: Submission(mistake.files)).report
                let catching = run.compiled ? run.tests.filter { $0.status != .passed && trusted.contains($0.name) }.map(\.name) : []
                var message = "none of your tests that pass against the correct subject fails against this mistake: \(mistake.mistake)"
                if !falseAlarms.isEmpty {
                    message += " (not counted: \(falseAlarms.joined(separator: ", ")) fail\(falseAlarms.count == 1 ? "s" : "") against the correct subject too)"
                }
                rows.append(TestResult(
                    name: mistake.name, visibility: .public, points: catching.isEmpty ? 0 : mistake.points, maxPoints: mistake.points,
                    status: catching.isEmpty ? .failed : .passed,
                    message: catching.isEmpty ? message : "caught by \(catching.joined(separator: ", "))", seconds: run.seconds))
            }
        }
        report = GradeReport(
            exerciseID: exercise.id, tests: rows, compileProblems: onSubject.compileProblems.map(paths.shown),
            hiddenTestCount: 0, hiddenTestsRan: onSubject.compiled && exercise.edition != .learner,
            sandboxed: onSubject.sandboxed, seconds: Date().timeIntervalSince(start))
        report.hiddenTestsGradedByInstructor = exercise.edition == .learner
        report.plantedMistakes = exercise.mistakes.count
        report.treeLimited = onSubject.treeLimited
        return report
    }
}

/// Where the learner's test files sit in the runner, and how messages name them instead: by
/// the learner's own path (`starter/NavigationTests.swift`).
struct TestWritingPaths {
    static let runnerFolder = "tests/public"
    let shownAs: String

    func shown(_ text: String) -> String {
        text.replacingOccurrences(of: Self.runnerFolder + "/", with: shownAs == "." ? "" : shownAs + "/")
    }

    func shown(_ result: TestResult, against: String) -> TestResult {
        var result = result
        result.message = result.message.map(shown).map { "against \(against): " + $0 }
        return result
    }

    func shown(_ problem: Diagnostic) -> Diagnostic {
        guard case .source(var error) = problem else { return problem }
        error.file = shown(error.file)
        error.hint = "your tests use the subject's API; check its names in subject/"
        return .source(error)
    }
}
