import Diagnostics
import ExerciseModel
import Foundation
import Grading
import ProcessRunning
import Testing
import WorkbookTestSupport

/// Grades the counter fixture with many submissions in ONE grading package (under
/// `.build/nested/`, since `swift test` holds `.build`), swapping the submission's files each
/// time so only they recompile. Serialized: the submissions share that package.
@Suite(.serialized, .tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct GradingSuite {
    static let timeout = 3.0

    static let setup: Result<(exercise: Exercise, grader: Grader), any Error> = Result {
        let folder = nestedBuilds.appendingPathComponent("grading-fixture")
        let exercise = try CounterFixture.make(in: folder)
        let grader = Grader(root: repositoryRoot, scratch: nestedBuilds.appendingPathComponent("grading"), buildFolder: sharedNestedBuild, timeout: timeout)
        return (exercise, grader)
    }

    var exercise: Exercise { get throws { try Self.setup.get().exercise } }

    /// What the starter's failure of the public `incrementsOnce` says: the check's line and
    /// message, and both values, the submission's labelled as its own.
    static let incrementsOnceFailure = """
        tests/public/CounterTests.swift:13: after one increment
          your code's value: 0
          expected:          1
        """
    var grader: Grader { get throws { try Self.setup.get().grader } }

    /// Grades one `Solution.swift`, shown as `submission/Solution.swift`.
    func grade(_ solution: String) throws -> GradeReport {
        try grader.grade(exercise, submission: Submission(files: ["Solution.swift": solution], shownAs: "submission"))
    }

    func result(_ report: GradeReport, _ name: String) throws -> TestResult {
        try #require(report.tests.first { $0.name == name })
    }

    /// Every format of `report`, for checking what they do not say.
    func allFormats(_ report: GradeReport) throws -> [String] {
        let exercise = try exercise
        return GradeFormat.allCases.map { $0.render(report, exercise: exercise) }
    }

    func expectNoHiddenLeak(_ report: GradeReport) throws {
        for output in try allFormats(report) {
            #expect(!output.contains(CounterFixture.hiddenMarker), "a hidden message leaked:\n\(output)")
            #expect(!output.contains("hiddenSecretHelper"), "a hidden helper's name leaked:\n\(output)")
            #expect(!output.contains("for _ in 0..<1000"), "hidden source leaked:\n\(output)")
        }
    }

    @Test func theReferenceScoresFullMarksAndTheStarterDoesNot() throws {
        let reference = try grade(CounterFixture.reference)
        let said = GradeFormat.text.render(reference, exercise: try exercise)
        #expect(reference.hasFullMarks, "\(said)")
        #expect(reference.score == 10 && reference.maxScore == 10)
        #expect(reference.hiddenTestCount == 2 && reference.hiddenTestsRan)
        #expect(reference.tests.map(\.name) == ["startsAtZero", "incrementsOnce", "countsManyIncrements", "countersAreIndependent"])

        // The default submission is the exercise's starter/ folder on disk.
        let starter = try grader.grade(exercise)
        #expect(!starter.hasFullMarks)
        #expect(starter.score == 1, "only startsAtZero passes the starter")
        let incrementsOnce = try result(starter, "incrementsOnce")
        #expect(incrementsOnce.status == .failed)
        #expect(incrementsOnce.message == Self.incrementsOnceFailure)
        #expect(try result(starter, "countsManyIncrements").message == nil, "hidden tests carry no message")
        try expectNoHiddenLeak(starter)
    }

    @Test func gradingTwiceGivesTheSameResultAndBytes() throws {
        let first = try grade(CounterFixture.reference).withoutTimings
        let second = try grade(CounterFixture.reference).withoutTimings
        #expect(first == second)
        #expect(try allFormats(first) == allFormats(second))
        let wrong = try grade(CounterFixture.wrongCountsTwice).withoutTimings
        #expect(try grade(CounterFixture.wrongCountsTwice).withoutTimings == wrong)
    }

    @Test func verifyCatchesEveryWrongSolutionOnAHiddenTest() throws {
        let verification = try grader.verify(exercise)
        #expect(verification.wrongSolutions.map(\.caughtBy) == [["countsManyIncrements", "countersAreIndependent"]])
        #expect(verification.wrongSolutions.first?.publicFailures == ["incrementsOnce"])
        // The fixture's starter already starts at zero, so one test grades code the learner did not write.
        #expect(verification.contractProblems.isEmpty)
        #expect(verification.starterPasses == ["startsAtZero"])
        #expect(verification.problems.count == 1, "\(verification.problems)")
        #expect(verification.problems.first?.contains("test startsAtZero passes against the starter") == true)
    }

    /// Exercise 04 and 05 of the first course: hidden tests used a member that only the
    /// reference declared, so every starter and every README-faithful solution scored zero
    /// without failing a single check. verify says so, at the hidden test's line.
    @Test func verifyRejectsAStarterTheHiddenTestsDoNotCompileAgainst() throws {
        var exercise = try exercise
        exercise.starter = [SourceFile(path: "starter/Solution.swift", text: CounterFixture.starterWithoutReset)]
        let verification = try grader.verify(exercise)
        #expect(verification.contractProblems.count == 1, "\(verification.contractProblems)")
        let problem = try #require(verification.contractProblems.first)
        #expect(problem.hasPrefix("exercises/01-counter/tests/hidden/CounterHiddenTests.swift:20:"), "\(problem)")
        #expect(problem.contains("reset"), "\(problem)")
        #expect(verification.problems.contains { $0.contains("do not compile against the starter as given") }, "\(verification.problems)")
        #expect(!verification.passed)
    }

    @Test func aCompileErrorIsAtTheLearnersLineAndScoresZero() throws {
        let report = try grade(HostileSubmissions.doesNotCompile)
        #expect(report.score == 0 && !report.compiled && !report.hiddenTestsRan)
        let located = report.compileProblems.compactMap { problem -> SourceError? in
            if case .source(let error) = problem { return error }
            return nil
        }
        #expect(located.contains { $0.file == "submission/Solution.swift" && $0.line == 8 }, "\(report.compileProblems)")
        let text = GradeFormat.text.render(report, exercise: try exercise)
        #expect(text.contains("submission/Solution.swift:8:"), "\(text)")
        #expect(text.contains("2 hidden tests did not run"), "\(text)")
        try expectNoHiddenLeak(report)
    }

    @Test func aMissingAPIInHiddenTestsIsSaidWithoutShowingThem() throws {
        // The public tests never call reset(); only the hidden helper does.
        let report = try grade("""
            struct Counter {
                private(set) var value = 0
                mutating func increment() { value += 1 }
            }
            """)
        #expect(report.score == 0 && !report.hiddenTestsRan)
        #expect(report.compileProblems == [.tool(ToolError(
            "the hidden tests do not compile against your code: an API they use is missing or has a different signature",
            hint: "give your types and methods exactly the names and signatures the exercise's ## Rules section asks for"))])
        for output in try allFormats(report) {
            #expect(!output.contains("tests/hidden/") && !output.contains("reset"), "\(output)")
        }
        try expectNoHiddenLeak(report)
    }
}
