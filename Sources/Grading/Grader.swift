import Diagnostics
import ExerciseModel
import Foundation
import ProcessRunning

/// Grades submissions of the workbook's exercises. Each exercise has one grading package under
/// `scratch` (by default `ROOT/.build/grading`), kept between runs so only the learner's files
/// recompile; each test then runs in its own contained process, in parallel up to the core count.
package struct Grader: Sendable {
    package var root: URL
    package var scratch: URL
    /// Seconds one test may run.
    package var timeout: Double = 10
    /// Characters of test messages kept over a whole grade; later messages are cut short.
    package var totalMessageCharacters = 64 * 1024

    /// `scratch` must be a folder no running SwiftPM holds locked (inside `swift test`, not `.build`).
    package init(root: URL, scratch: URL? = nil, timeout: Double = 10) {
        self.root = root.standardizedFileURL
        self.scratch = scratch ?? root.appendingPathComponent(".build/grading")
        self.timeout = timeout
    }

    func package(for exercise: Exercise) -> GradingPackage {
        GradingPackage(root: root, folder: scratch.appendingPathComponent(exercise.id))
    }

    /// Grades `submission`, by default the exercise's `starter/` folder on disk.
    package func grade(_ exercise: Exercise, submission: Submission? = nil) throws -> GradeReport {
        let start = Date()
        let submission = try submission ?? Submission.folder(
            exercise.folder.appendingPathComponent("starter"), shownAs: "exercises/\(exercise.id)/starter")
        let package = package(for: exercise)
        try package.assemble(exercise, submission: submission)
        let problems = try GradingBuild(package: package, exercise: exercise, submission: submission).run()
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
            return report
        }
        // Every exercise's folder is covered, not only this one's: a submission must not read
        // another exercise's hidden tests and smuggle them out through a public test's message.
        let outcomes = run(exercise.tests, package: package, hidden: [exercise.folder.deletingLastPathComponent(), package.runnerURL])
        var budget = totalMessageCharacters
        let results = zip(exercise.tests, outcomes).map { test, outcome in
            TestResult(
                name: test.name, visibility: test.visibility,
                points: outcome.status == .passed ? test.points : 0, maxPoints: test.points, status: outcome.status,
                message: outcome.message.flatMap { Self.capped($0, budget: &budget) }, seconds: outcome.seconds)
        }
        var report = GradeReport(
            exerciseID: exercise.id, tests: results, compileProblems: [], hiddenTestCount: exercise.hiddenTests.count,
            hiddenTestsRan: true, sandboxed: outcomes.allSatisfy(\.sandboxed), seconds: Date().timeIntervalSince(start))
        report.hiddenTestsGradedByInstructor = exercise.edition == .learner
        return report
    }

    /// Every test in its own process, up to the core count at once; results in the tests' order.
    private func run(_ tests: [ExerciseTest], package: GradingPackage, hidden: [URL]) -> [TestRun.Outcome] {
        let slots = OutcomeSlots(count: tests.count)
        let binary = package.binary.resolvingSymlinksInPath()
        DispatchQueue.concurrentPerform(iterations: tests.count) { index in
            let outcome = TestRun(binary: binary, test: tests[index], package: package, hidden: hidden, seconds: timeout).run()
            slots.set(index, outcome)
        }
        return slots.values
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

/// Where parallel test runs leave their outcomes, one slot per test.
private final class OutcomeSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [TestRun.Outcome?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ outcome: TestRun.Outcome) {
        lock.lock()
        slots[index] = outcome
        lock.unlock()
    }

    var values: [TestRun.Outcome] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0 ?? TestRun.Outcome(status: .error, message: "the test did not run", seconds: 0, sandboxed: false) }
    }
}
