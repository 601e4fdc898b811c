import Diagnostics
import ExerciseModel
import Foundation
import ProcessRunning
import SwiftBuild

/// Grades submissions of the workbook's exercises. Each exercise has one grading package under
/// `scratch` (by default `ROOT/.build/grading`), kept between runs so only the learner's files
/// recompile; each test then runs in its own contained process, in parallel up to the core
/// count, and is judged here, against what the reference solution's run of the same test
/// recorded (see `TestJudge` and `ReferenceTranscripts`).
package struct Grader: Sendable {
    package var root: URL
    package var scratch: URL
    /// The SwiftPM build folder every exercise's grading package builds in (`scratch/.build`
    /// unless set): the runtime libraries compile once for all of them.
    package var build: SharedBuildFolder
    /// Seconds one test may run.
    package var timeout: Double = 10
    /// Characters of test messages kept over a whole grade; later messages are cut short.
    package var totalMessageCharacters = 64 * 1024

    /// `scratch` must be a folder no running SwiftPM holds locked (inside `swift test`, not `.build`).
    /// `buildFolder` may be shared with graders of other scratch folders (of the same `root`).
    package init(root: URL, scratch: URL? = nil, buildFolder: URL? = nil, timeout: Double = 10) {
        self.root = root.standardizedFileURL
        self.scratch = scratch ?? root.appendingPathComponent(".build/grading")
        self.build = SharedBuildFolder(buildFolder ?? self.scratch.appendingPathComponent(".build"))
        self.timeout = timeout
    }

    func package(for exercise: Exercise) -> GradingPackage {
        GradingPackage(root: root, folder: scratch.appendingPathComponent(exercise.id), build: build)
    }

    /// Grades `submission`, by default the exercise's `starter/` folder on disk.
    package func grade(_ exercise: Exercise, submission: Submission? = nil) throws -> GradeReport {
        if exercise.writesTests {
            return try gradeTests(exercise, tests: try submission ?? Submission.folder(
                exercise.folder.appendingPathComponent("starter"), shownAs: "exercises/\(exercise.id)/starter"))
        }
        return try gradeInDetail(exercise, submission: submission).report
    }

    /// A grade with what only the instructor's tools may see: every test's judgement with its
    /// explanation (hidden tests included) and its transcript.
    struct DetailedGrade {
        var report: GradeReport
        /// Empty when the submission did not build.
        var judgements: [TestJudge.Judgement]
        var outcomes: [TestRun.Outcome]
        var reference: [String: TestTranscript]?

        /// One test as the instructor's tools see it.
        struct GradedTest {
            var test: ExerciseTest
            var status: TestResult.Status
            /// What the run recorded; nil when it never ran.
            var transcript: TestTranscript?
            var instructorDetail: String?
        }

        /// Every test with its result, in the exercise's order, whether or not it ran.
        func graded(_ exercise: Exercise) -> [GradedTest] {
            exercise.tests.enumerated().map { index, test in
                GradedTest(
                    test: test, status: report.tests[index].status,
                    transcript: index < outcomes.count ? outcomes[index].transcript : nil,
                    instructorDetail: index < judgements.count ? judgements[index].instructorDetail : report.tests[index].message)
            }
        }
    }

    /// `locatingHiddenErrors`: a compile error in a hidden test is reported at its line, which
    /// only the instructor's tools may ask for.
    func gradeInDetail(_ exercise: Exercise, submission: Submission? = nil, locatingHiddenErrors: Bool = false) throws
        -> DetailedGrade
    {
        let start = Date()
        let submission = try submission ?? Submission.folder(
            exercise.folder.appendingPathComponent("starter"), shownAs: "exercises/\(exercise.id)/starter")
        let package = package(for: exercise)
        let runner = RunnerSources(exercise)
        let reference = try referenceTranscripts(exercise, runner: runner, package: package)
        try package.assemble(runner: runner, tests: exercise.tests, submission: submission)
        var build = GradingBuild(package: package, runner: runner, submission: submission)
        build.locatesHiddenErrors = locatingHiddenErrors
        let problems = try build.run()
        guard problems.isEmpty else {
            var report = GradeReport(
                exerciseID: exercise.id,
                tests: exercise.tests.map {
                    TestResult(name: $0.name, visibility: $0.visibility, points: 0, maxPoints: $0.points, status: .error,
                        message: "not run: the submission does not compile", seconds: 0)
                },
                compileProblems: problems, hiddenTestCount: exercise.hiddenTests.count, hiddenTestsRan: false,
                sandboxed: false, seconds: Date().timeIntervalSince(start))
            report.hiddenTestsGradedByInstructor = exercise.edition == .learner
            return DetailedGrade(report: report, judgements: [], outcomes: [], reference: reference)
        }
        let outcomes = run(exercise.tests, binary: package.sealedBinary)
        let judge = TestJudge(sites: runner.sites)
        let judgements = zip(exercise.tests, outcomes).map { judge.judge($0, $1, reference: reference?[$0.name]) }
        var budget = totalMessageCharacters
        let results = zip(exercise.tests, zip(outcomes, judgements)).map { test, pair in
            TestResult(
                name: test.name, visibility: test.visibility,
                points: pair.1.status == .passed ? test.points : 0, maxPoints: test.points, status: pair.1.status,
                message: pair.1.message.flatMap { Self.capped($0, budget: &budget) }, seconds: pair.0.seconds)
        }
        var report = GradeReport(
            exerciseID: exercise.id, tests: results, compileProblems: [], hiddenTestCount: exercise.hiddenTests.count,
            hiddenTestsRan: true, sandboxed: outcomes.allSatisfy(\.sandboxed), seconds: Date().timeIntervalSince(start))
        report.hiddenTestsGradedByInstructor = exercise.edition == .learner
        report.treeLimited = outcomes.allSatisfy(\.treeLimited)
        return DetailedGrade(report: report, judgements: judgements, outcomes: outcomes, reference: reference)
    }

    /// Every test in its own process, up to the core count at once; outcomes in the tests' order.
    func run(_ tests: [ExerciseTest], binary: URL, environment: [String: String] = [:]) -> [TestRun.Outcome] {
        let binary = binary.resolvingSymlinksInPath()
        return tests.parallelMap(limit: ProcessInfo.processInfo.activeProcessorCount) { [timeout] _, test in
            var run = TestRun(binary: binary, test: test, seconds: timeout)
            run.environment = environment
            return run.run()
        }
    }

    /// A message within its share of the total; nil once the total is spent.
    static func capped(_ message: String, budget: inout Int) -> String? {
        if message.isEmpty { return nil }
        let perTest = 4000
        var text = message.count > perTest ? String(message.prefix(perTest)) + "\n[message truncated]" : message
        if budget <= 0 { return "[message omitted: the grade's output limit was reached]" }
        if text.count > budget { text = String(text.prefix(budget)) + "\n[message truncated]" }
        budget -= text.count
        return text
    }
}
